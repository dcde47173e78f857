// omnidraft-native: the native core's command line, on the C ABI only (as any binding would use it).
// Today it drives the n-gram cache and the tokenizer; `generate` joins them with the native runtime.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "omnidraft.h"

namespace {

const char* kUsage =
    "usage: omnidraft-native generate ... | cache COMMAND ... | tokenize ... | --version\n"
    "\n"
    "  generate --target DIR [--draft DIR] [--method M] [--k N] [--draft-cost C] [--reference] [--chat]\n"
    "           [--max-new-tokens N]\n"
    "           [--temperature T --top-p P --seed S] [--top-k N] [--min-p P] [--repetition-penalty R]\n"
    "           [--penalty-last-n N] [--presence-penalty A] [--frequency-penalty F]\n"
    "           [--sampling-rule exact|point|eq2]\n"
    "           [--stop TEXT]... [--threads N] [--draft-threads N] [--huge-pages 1|0]\n"
    "           [--verify when_changed|always|sizes] [--max-length N]\n"
    "           [--cache FILE --cache-policy lru|lfu|none\n"
    "           --cache-max-entries N --cache-max-bytes N] [--ort-library PATH]\n"
    "           [--execution-provider NAME [--provider-option KEY=VALUE]...] [--soc SOC] [--ep-library PATH]\n"
    "           [--gguf-ops-library PATH] [--json [--trace] [--pieces]] [--system TEXT] [--drop-oldest] \"prompt\"|--stdin\n"
    "      generation, as `omnidraft generate`: M is omnidraft (the default with --draft),\n"
    "      spd-dm, prompt-lookup, omnidraft+lookup or target-only. --reference: target-only in the\n"
    "      row-stable numerics every speculative method reproduces. Text streams to stdout as it is\n"
    "      decoded, the stats go to stderr. --json prints {text, token_ids, stats} instead; --trace\n"
    "      adds each round (drafted, proposed, accepted), --pieces the streamed text pieces.\n"
    "      --stdin: load once, then answer each stdin line with one JSON line (as --json, or\n"
    "      {\"error\": ...}). A line is a JSON string (the prompt), {\"prompt\": ..., PARAM: VALUE...}\n"
    "      (that line's own generation parameters: seed, method, reference, reuse, ...), a\n"
    "      conversation's turn {\"say\": ..., PARAM: VALUE...} (one conversation per run, with\n"
    "      --system TEXT and --drop-oldest), {\"undo\": 1}, {\"reset\": 1}, or {\"render\":\n"
    "      [{\"role\", \"content\"}...], \"add_generation_prompt\": bool}: the chat template's text,\n"
    "      or {\"tokenize\": TEXT}: {\"ids\", \"count\", \"text\"}, the target's tokenizer as a prompt\n"
    "      is encoded (special tokens added and parsed), its count and the ids decoded as text is.\n"
    "      --draft-cost C: the break-even controller drafts only while recent rounds accept more than\n"
    "      C target tokens per drafted token (default: timed at load; 0: every round).\n"
    "      --chat: the prompt as one user message in the target's chat template. --temperature 0\n"
    "      (default) is greedy. The controls (omnidraft generate's, the same rules): --top-k (0: off),\n"
    "      --min-p (0: off), --repetition-penalty (1: off) over the last --penalty-last-n tokens (-1:\n"
    "      all), --presence-penalty and --frequency-penalty (0: off); --sampling-rule: exact (default), point or eq2. --stop TEXT (repeatable): the text\n"
    "      ends before the first stop string (a stdin line's \"stop\": a string or a list). onnxruntime:\n"
    "      --ort-library, else OMNIDRAFT_ORT_LIBRARY, else libonnxruntime.so.1 on the loader's path;\n"
    "      --execution-provider QNN --provider-option backend_path=libQnnHtp.so: an execution\n"
    "      provider of that library by name (default: the CPU provider alone). A static (NPU) bundle\n"
    "      (export --device qnn) runs its QDQ graphs on the CPU, or with --execution-provider qnn --soc\n"
    "      SM8750 its HTP context binaries for that chip, CPU fallback off; --ep-library: the QNN\n"
    "      provider's plugin library (the onnxruntime-qnn wheel's; default: the one built in).\n"
    "      --gguf-ops-library: libomnidraft_gguf_ops.so, which a bundle exported with --gguf-blocks ggml\n"
    "      needs (default: OMNIDRAFT_GGUF_OPS_LIBRARY, else that name on the loader's path).\n"
    "\n"
    "The n-gram cache files the Python runtime reads and writes (cache_store/FORMAT.md), natively.\n"
    "\n"
    "  cache check [--canonical-dir DIR] FILE...\n"
    "      validate each file; print one JSON line per file: {\"file\", \"ok\", \"code\", \"message\"}.\n"
    "      With --canonical-dir, write each valid file as this library saves it to DIR/<its name>.\n"
    "  cache merge OUT FILE FILE...\n"
    "      merge caches of one drafter/target pair into OUT\n"
    "  cache open PATH POLICY MAX_ENTRIES MAX_BYTES DRAFT_VOCAB TARGET_VOCAB DRAFT_SIZE TARGET_SIZE [SCOPE]\n"
    "      open PATH as the runtime does (a damaged file is moved aside), save it, print JSON\n"
    "  cache replay OPS OUT\n"
    "      run the operations in OPS on a new cache, print each lookup's result, save to OUT.\n"
    "      OPS: a first line 'POLICY MAX_ENTRIES MAX_BYTES AGING_PERIOD DRAFT_SIZE TARGET_SIZE', then\n"
    "      'o TARGET ID...' (observe) or 'l START ID...' (longest match over the ids) per line\n"
    "\n"
    "The tokenizer (the ids of Hugging Face tokenizers, natively):\n"
    "\n"
    "  tokenize --tokenizer FILE [--add-special-tokens] [--no-parse-special]\n"
    "      read JSON strings from stdin, one per line; print each one's ids as a JSON array.\n"
    "      --no-parse-special: special tokens spelled in the text stay text\n"
    "  tokenize --tokenizer FILE --decode [--skip-special-tokens]\n"
    "      read JSON arrays of ids, one per line; print each one's text as a JSON string\n"
    "  tokenize --tokenizer FILE --token-bytes\n"
    "      print the bytes every id stands for, as one JSON array of hex strings (null: special)\n"
    "  A line that cannot be done prints {\"error\": MESSAGE} and the run goes on (exit 1 at the end).\n"
    "\n"
    "Exit status: 0 on success, 1 when an operation failed (the message says why), 2 on bad usage.\n";

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += char(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += char(c);
    }
  }
  return out + "\"";
}

// Prints the error and frees it; true when there was none.
bool ok(OdResult* r) {
  if (!r) return true;
  std::cerr << "error: " << OdResultGetError(r) << "\n";
  OdDestroyResult(r);
  return false;
}

std::string base_name(const std::string& path) {
  auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// What the cache commands read: caches of up to 1 GiB of entries (a file past that is refused unread).
constexpr uint64_t kInspectMaxBytes = 1ull << 30;

int check(int argc, char** argv) {
  std::string canonical_dir;
  int i = 0;
  if (i + 1 < argc && std::strcmp(argv[i], "--canonical-dir") == 0) {
    canonical_dir = argv[i + 1];
    i += 2;
  }
  int failed = 0;
  for (; i < argc; ++i) {
    OdNgramCache* cache = nullptr;
    OdResult* r = OdNgramCacheLoad(argv[i], kInspectMaxBytes, &cache);
    std::cout << "{\"file\": " << json_string(argv[i]) << ", \"ok\": " << (r ? "false" : "true")
              << ", \"code\": " << OdResultGetCode(r) << ", \"message\": " << json_string(OdResultGetError(r)) << "}\n";
    failed += r != nullptr;
    OdDestroyResult(r);
    if (cache && !canonical_dir.empty() && !ok(OdNgramCacheSave(cache, (canonical_dir + "/" + base_name(argv[i])).c_str())))
      return 1;
    OdDestroyNgramCache(cache);
  }
  return failed ? 1 : 0;
}

int merge(int argc, char** argv) {
  if (argc < 3) return std::cerr << kUsage, 2;
  OdNgramCache* into = nullptr;
  if (!ok(OdNgramCacheLoad(argv[1], kInspectMaxBytes, &into))) return 1;
  bool good = true;
  for (int i = 2; good && i < argc; ++i) {
    OdNgramCache* other = nullptr;
    good = ok(OdNgramCacheLoad(argv[i], kInspectMaxBytes, &other)) && ok(OdNgramCacheMerge(into, other));
    OdDestroyNgramCache(other);
  }
  good = good && ok(OdNgramCacheSave(into, argv[0]));
  OdDestroyNgramCache(into);
  return good ? 0 : 1;
}

int open_file(int argc, char** argv) {
  if (argc < 8) return std::cerr << kUsage, 2;
  OdCacheFile* file = nullptr;
  if (!ok(OdCreateCacheFile(argv[0], argv[1], std::strtoull(argv[2], nullptr, 10), std::strtoull(argv[3], nullptr, 10),
                            argv[4], argv[5], uint32_t(std::strtoul(argv[6], nullptr, 10)),
                            uint32_t(std::strtoul(argv[7], nullptr, 10)), argc > 8 ? argv[8] : "", &file)))
    return 1;
  const char* aside = OdCacheFileQuarantinedPath(file);
  size_t loaded = OdCacheFileLoadedEntries(file);
  size_t written = 0;
  bool good = ok(OdCacheFileSave(file, &written));
  std::cout << "{\"loaded_entries\": " << loaded << ", \"quarantined\": " << (aside ? json_string(aside) : "null")
            << ", \"bytes_written\": " << written << "}\n";
  OdDestroyCacheFile(file);
  return good ? 0 : 1;
}

int replay(int argc, char** argv) {
  if (argc != 2) return std::cerr << kUsage, 2;
  std::ifstream in(argv[0]);
  std::string policy;
  unsigned long long max_entries, max_bytes, aging;
  unsigned long draft_size, target_size;
  if (!(in >> policy >> max_entries >> max_bytes >> aging >> draft_size >> target_size))
    return std::cerr << "error: " << argv[0] << ": bad first line\n", 2;
  OdNgramCache* cache = nullptr;
  std::string fingerprint(64, '0');
  if (!ok(OdCreateNgramCache(policy.c_str(), max_entries, max_bytes, aging, fingerprint.c_str(), fingerprint.c_str(),
                             uint32_t(draft_size), uint32_t(target_size), "", &cache)))
    return 1;
  std::string line;
  bool good = true;
  while (good && std::getline(in, line)) {
    std::istringstream words(line);
    std::string op;
    unsigned long long first, x;
    if (!(words >> op >> first)) continue;
    std::vector<uint32_t> ids;
    while (words >> x) ids.push_back(uint32_t(x));
    if (op == "o") {
      good = ok(OdNgramCacheObserve(cache, uint32_t(first), ids.data(), ids.size()));
    } else if (op == "l") {
      int found = 0;
      uint32_t target = 0;
      size_t n = 0;
      good = ok(OdNgramCacheLongestMatch(cache, ids.data(), ids.size(), size_t(first), 1, &found, &target, &n));
      std::cout << (found ? "[" + std::to_string(target) + ", " + std::to_string(n) + "]" : std::string("null")) << "\n";
    }
  }
  good = good && ok(OdNgramCacheSave(cache, argv[1]));
  OdDestroyNgramCache(cache);
  return good ? 0 : 1;
}

int generate(int argc, char** argv) {
  std::string target, draft, prompt;
  bool json_out = false, have_prompt = false, from_stdin = false, pieces_out = false;
  std::optional<std::string> system;
  bool drop_oldest = false;
  OdConfig* config = nullptr;
  if (!ok(OdCreateConfig(&config))) return 1;
  struct Cleanup {
    OdConfig* c;
    ~Cleanup() { OdDestroyConfig(c); }
  } cleanup{config};
  std::map<std::string, std::string> base;  // the generation parameters of the command line
  nlohmann::json stops = nlohmann::json::array();
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
    const char* v = nullptr;
    if (a == "--target" && (v = value())) target = v;
    else if (a == "--method" && (v = value())) base["method"] = v;
    else if (a == "--max-new-tokens" && (v = value())) base["max_new_tokens"] = v;
    else if (a == "--reference") base["reference"] = "1";
    else if (a == "--threads" && (v = value())) ok(OdConfigSet(config, "threads", v));
    else if (a == "--draft-threads" && (v = value())) ok(OdConfigSet(config, "draft_threads", v));
    else if (a == "--huge-pages" && (v = value())) ok(OdConfigSet(config, "huge_pages", v));
    else if (a == "--verify" && (v = value())) ok(OdConfigSet(config, "verify", v));
    else if (a == "--max-length" && (v = value())) ok(OdConfigSet(config, "max_length", v));
    else if (a == "--ort-library" && (v = value())) ok(OdConfigSet(config, "ort_library", v));
    else if (a == "--json") json_out = true;
    else if (a == "--stdin") from_stdin = json_out = true;
    else if (a == "--draft" && (v = value())) draft = v;
    else if (a == "--k" && (v = value())) ok(OdConfigSet(config, "k", v));
    else if (a == "--draft-cost" && (v = value())) ok(OdConfigSet(config, "draft_cost", v));
    else if (a == "--cache" && (v = value())) ok(OdConfigSet(config, "cache_path", v));
    else if (a == "--cache-policy" && (v = value())) ok(OdConfigSet(config, "cache_policy", v));
    else if (a == "--cache-max-entries" && (v = value())) ok(OdConfigSet(config, "cache_max_entries", v));
    else if (a == "--cache-max-bytes" && (v = value())) ok(OdConfigSet(config, "cache_max_bytes", v));
    else if (a == "--chat") base["chat"] = "1";
    else if (a == "--temperature" && (v = value())) base["temperature"] = v;
    else if (a == "--top-p" && (v = value())) base["top_p"] = v;
    else if (a == "--seed" && (v = value())) base["seed"] = v;
    else if (a == "--top-k" && (v = value())) base["top_k"] = v;
    else if (a == "--min-p" && (v = value())) base["min_p"] = v;
    else if (a == "--repetition-penalty" && (v = value())) base["repetition_penalty"] = v;
    else if (a == "--penalty-last-n" && (v = value())) base["penalty_last_n"] = v;
    else if (a == "--presence-penalty" && (v = value())) base["presence_penalty"] = v;
    else if (a == "--frequency-penalty" && (v = value())) base["frequency_penalty"] = v;
    else if (a == "--sampling-rule" && (v = value())) base["sampling_rule"] = v;
    else if (a == "--stop" && (v = value())) stops.push_back(v), base["stop"] = stops.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    else if (a == "--trace") base["trace"] = "1";
    else if (a == "--execution-provider" && (v = value())) ok(OdConfigSet(config, "execution_provider", v));
    else if (a == "--soc" && (v = value())) ok(OdConfigSet(config, "soc", v));
    else if (a == "--ep-library" && (v = value())) ok(OdConfigSet(config, "ep_library", v));
    else if (a == "--gguf-ops-library" && (v = value())) ok(OdConfigSet(config, "gguf_ops_library", v));
    else if (a == "--provider-option" && (v = value()) && std::strchr(v, '=')) {
      std::string kv = v;
      ok(OdConfigSet(config, ("provider_option." + kv.substr(0, kv.find('='))).c_str(), kv.substr(kv.find('=') + 1).c_str()));
    }
    else if (a == "--pieces") pieces_out = true;
    else if (a == "--system" && (v = value())) system = v;
    else if (a == "--drop-oldest") drop_oldest = true;
    else if (!a.empty() && a[0] != '-' && !have_prompt) prompt = a, have_prompt = true;
    else return std::cerr << "error: unknown or incomplete argument '" << a << "'\n" << kUsage, 2;
  }
  if (target.empty() || have_prompt == from_stdin)
    return std::cerr << "error: generate needs --target DIR and a prompt (or --stdin)\n", 2;
  OdGenerator* generator = nullptr;
  if (!ok(OdCreateGenerator(config, target.c_str(), draft.empty() ? nullptr : draft.c_str(), &generator))) return 1;
  OdConversation* conversation = nullptr;  // opened by the first {"say": ...} line
  // One request: a plain or chat prompt, or a conversation's turn ({"say": text}); `extra` holds the
  // line's own generation parameters over the command line's.
  auto run = [&](const std::string& text, bool say, const nlohmann::json& extra) {
    OdGeneration* g = nullptr;
    OdGenerationParams* params = nullptr;
    if (!ok(OdCreateGenerationParams(&params))) return false;
    auto settings = base;
    for (auto& [key, value] : extra.items())  // "stop" is JSON (a string or a list) on the C ABI
      settings[key] = value.is_string() && key != "stop" ? value.get<std::string>() : value.dump();
    for (auto& [key, value] : settings) ok(OdGenerationParamsSet(params, key.c_str(), value.c_str()));
    // Without --json the text streams to stdout as it is decoded; --pieces keeps the pieces for the JSON.
    struct Stream {
      bool to_stdout;
      std::vector<std::string> pieces;
    } stream{!json_out, {}};
    OdTextCallback on_text = [](void* user, const char* piece, size_t length) {
      auto* s = static_cast<Stream*>(user);
      if (s->to_stdout) std::cout.write(piece, static_cast<std::streamsize>(length)).flush();
      else s->pieces.emplace_back(piece, length);
    };
    OdTextCallback text_sink = json_out && !pieces_out ? nullptr : on_text;
    OdResult* r = nullptr;
    if (say && !conversation)
      r = OdCreateConversation(generator, system ? system->data() : nullptr, system ? system->size() : 0, drop_oldest,
                               &conversation);
    if (!r)
      r = say ? OdConversationSend(conversation, text.data(), text.size(), params, nullptr, text_sink, &stream, &g)
              : OdGeneratorGenerate(generator, text.data(), text.size(), params, nullptr, text_sink, &stream, &g);
    OdDestroyGenerationParams(params);
    bool good = r == nullptr;
    if (!good && from_stdin) {
      std::cout << nlohmann::json{{"error", OdResultGetError(r)}}.dump() << std::endl;
      OdDestroyResult(r);
    } else if (!good) {
      ok(r);
    } else if (json_out) {
      const uint32_t* ids = OdGenerationTokens(g);
      size_t text_length = 0;
      const char* text_data = OdGenerationTextWithLength(g, &text_length);  // NUL bytes included
      nlohmann::json out = {{"text", std::string(text_data, text_length)},
                            {"token_ids", std::vector<uint32_t>(ids, ids + OdGenerationTokenCount(g))},
                            {"stats", nlohmann::json::parse(OdGenerationStatsJson(g))}};
      nlohmann::json trace = nlohmann::json::parse(OdGenerationTraceJson(g));
      if (!trace.empty()) out["trace"] = trace;
      if (pieces_out) out["pieces"] = stream.pieces;
      if (say) out["history_length"] = OdConversationMessageCount(conversation);
      std::cout << out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << std::endl;
    } else {
      std::cout << "\n";
      std::cerr << OdGenerationStatsJson(g) << "\n";
    }
    OdDestroyGeneration(g);
    return good;
  };
  // The other stdin requests: a conversation's undo and reset, and the chat template applied to messages.
  auto control = [&](const nlohmann::json& in) {
    nlohmann::json out;
    OdResult* r = nullptr;
    if (in.contains("tokenize")) {  // the generator's tokenizer: ids, count, and the ids' text
      OdTokenizer* tokenizer = nullptr;
      OdTokenIds* ids = nullptr;
      char* text = nullptr;
      size_t count = 0, length = 0;
      const std::string input = in["tokenize"].get<std::string>();
      r = OdCreateGeneratorTokenizer(generator, &tokenizer);
      if (!r) r = OdTokenizerEncode(tokenizer, input.data(), input.size(), 1, 1, &ids);
      if (!r) r = OdTokenizerCountTokens(tokenizer, input.data(), input.size(), 1, 1, &count);
      if (!r) r = OdTokenizerDecode(tokenizer, OdTokenIdsData(ids), OdTokenIdsCount(ids), 1, &text, &length);
      if (!r)
        out = {{"ids", std::vector<uint32_t>(OdTokenIdsData(ids), OdTokenIdsData(ids) + OdTokenIdsCount(ids))},
               {"count", count}, {"text", std::string(text, length)}};
      OdDestroyString(text);
      OdDestroyTokenIds(ids);
      OdDestroyTokenizer(tokenizer);
    } else if (in.contains("undo")) {
      r = conversation ? OdConversationUndo(conversation) : nullptr;
      out = {{"history_length", OdConversationMessageCount(conversation)}};
    } else if (in.contains("reset")) {
      OdConversationReset(conversation);
      out = {{"history_length", OdConversationMessageCount(conversation)}};
    } else {
      std::vector<std::string> roles, contents;
      for (const auto& m : in.at("render")) roles.push_back(m.at("role")), contents.push_back(m.at("content"));
      std::vector<const char*> role_ptrs, content_ptrs;
      std::vector<size_t> lengths;
      for (size_t i = 0; i < roles.size(); ++i)
        role_ptrs.push_back(roles[i].c_str()), content_ptrs.push_back(contents[i].data()), lengths.push_back(contents[i].size());
      char* text = nullptr;
      size_t length = 0;
      r = OdGeneratorApplyChatTemplate(generator, role_ptrs.data(), content_ptrs.data(), lengths.data(), roles.size(),
                                       in.value("add_generation_prompt", true) ? 1 : 0, &text, &length);
      if (!r) out = {{"text", std::string(text, length)}};
      OdDestroyString(text);
    }
    if (r) out = {{"error", OdResultGetError(r)}};
    OdDestroyResult(r);
    std::cout << out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << std::endl;
    return !out.contains("error");
  };
  bool good = true;
  if (from_stdin) {
    std::string line;
    while (std::getline(std::cin, line)) {
      nlohmann::json in = nlohmann::json::parse(line, nullptr, false), extra = nlohmann::json::object();
      bool say = false;
      if (in.is_object() && (in.contains("undo") || in.contains("reset") || (in.contains("render") && in["render"].is_array()) ||
                             (in.contains("tokenize") && in["tokenize"].is_string()))) {
        good = control(in) && good;
        continue;
      }
      if (in.is_object() && (in.contains("prompt") || in.contains("say"))) {
        say = in.contains("say");
        for (auto& [key, value] : in.items())
          if (key != "prompt" && key != "say") extra[key] = value;
        in = in[say ? "say" : "prompt"];
      }
      if (!in.is_string()) {
        std::cout << nlohmann::json{{"error", "each stdin line must be a JSON string (the prompt), "
                                              "{\"prompt\": ..., PARAM: VALUE...}, {\"say\": ..., PARAM: VALUE...} "
                                              "(a conversation's turn), {\"undo\": 1}, {\"reset\": 1} or "
                                              "{\"render\": [messages], \"add_generation_prompt\": bool}"}}.dump() << std::endl;
        good = false;
        continue;
      }
      good = run(in.get<std::string>(), say, extra) && good;
    }
  } else {
    good = run(prompt, false, nlohmann::json::object());
  }
  OdDestroyConversation(conversation);
  OdDestroyGenerator(generator);  // saves the n-gram cache file, if any
  return good ? 0 : 1;
}

int tokenize(int argc, char** argv) {
  std::string path;
  bool add_special = false, parse_special = true, decode = false, skip_special = false, token_bytes = false;
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--tokenizer" && i + 1 < argc) path = argv[++i];
    else if (a == "--add-special-tokens") add_special = true;
    else if (a == "--no-parse-special") parse_special = false;
    else if (a == "--decode") decode = true;
    else if (a == "--skip-special-tokens") skip_special = true;
    else if (a == "--token-bytes") token_bytes = true;
    else return std::cerr << "error: unknown argument '" << a << "'\n" << kUsage, 2;
  }
  if (path.empty()) return std::cerr << "error: tokenize needs --tokenizer FILE\n", 2;
  OdTokenizer* tokenizer = nullptr;
  if (!ok(OdCreateTokenizer(path.c_str(), &tokenizer))) return 1;
  if (token_bytes) {
    nlohmann::json table = nlohmann::json::array();
    for (uint32_t id = 0; id < OdTokenizerVocabSize(tokenizer); ++id) {
      const char* bytes = nullptr;
      size_t length = 0;
      if (!ok(OdTokenizerTokenBytes(tokenizer, id, &bytes, &length))) return OdDestroyTokenizer(tokenizer), 1;
      std::string hex;
      for (size_t i = 0; i < length; ++i) {
        char two[3];
        std::snprintf(two, sizeof two, "%02x", static_cast<unsigned char>(bytes[i]));
        hex += two;
      }
      table.push_back(length ? nlohmann::json(hex) : nlohmann::json());
    }
    std::cout << table.dump() << "\n";
    OdDestroyTokenizer(tokenizer);
    return 0;
  }
  bool all_ok = true;
  std::string line;
  while (std::getline(std::cin, line)) {
    nlohmann::json out;
    OdResult* r = nullptr;
    try {
      nlohmann::json in = nlohmann::json::parse(line);
      if (decode) {
        std::vector<uint32_t> ids = in.get<std::vector<uint32_t>>();
        char* text = nullptr;
        size_t length = 0;
        r = OdTokenizerDecode(tokenizer, ids.data(), ids.size(), skip_special, &text, &length);
        if (!r) out = std::string(text, length);
        OdDestroyString(text);
      } else {
        std::string text = in.get<std::string>();
        OdTokenIds* ids = nullptr;
        r = OdTokenizerEncode(tokenizer, text.data(), text.size(), add_special, parse_special, &ids);
        if (!r) out = std::vector<uint32_t>(OdTokenIdsData(ids), OdTokenIdsData(ids) + OdTokenIdsCount(ids));
        OdDestroyTokenIds(ids);
      }
    } catch (const nlohmann::json::exception& e) {
      out = {{"error", std::string("bad input line: ") + e.what()}};
      all_ok = false;
    }
    if (r) {
      out = {{"error", OdResultGetError(r)}};
      OdDestroyResult(r);
      all_ok = false;
    }
    std::cout << out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  }
  OdDestroyTokenizer(tokenizer);
  return all_ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0))
    return std::cout << kUsage, 0;
  if (argc == 2 && std::strcmp(argv[1], "--version") == 0) return std::cout << OdVersion() << "\n", 0;
  if (argc >= 2 && std::strcmp(argv[1], "tokenize") == 0) return tokenize(argc - 2, argv + 2);
  if (argc >= 2 && std::strcmp(argv[1], "generate") == 0) return generate(argc - 2, argv + 2);
  if (argc < 3 || std::strcmp(argv[1], "cache") != 0) return std::cerr << kUsage, 2;
  std::string command = argv[2];
  if (command == "check") return check(argc - 3, argv + 3);
  if (command == "merge") return merge(argc - 3, argv + 3);
  if (command == "open") return open_file(argc - 3, argv + 3);
  if (command == "replay") return replay(argc - 3, argv + 3);
  std::cerr << kUsage;
  return 2;
}
