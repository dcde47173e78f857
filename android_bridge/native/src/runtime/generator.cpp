#include "runtime/generator.h"

#include <cmath>
#include <random>
#include <cstdlib>
#include <iostream>

#include "errors.h"
#include "log.h"
#include "runtime/huge_pages.h"
#include "runtime/onnx_lm.h"
#include "runtime/qnn.h"
#include "runtime/static_lm.h"
#include "runtime/stop_strings.h"

namespace omnidraft::runtime {

namespace {

// Below this share of the drafter's vocabulary mapping into the target, speculation cannot pay.
constexpr double kMinSharedFraction = 0.05;

constexpr std::string_view kProviderOption = "provider_option.";  // + the execution provider's option name

std::unique_ptr<TokenBytes> token_bytes(const Bundle& bundle) {
  auto special = special_tokens_of_manifest(bundle.manifest, bundle.path);
  return std::make_unique<TokenBytes>(TokenBytes::from_file(bundle.tokenizer_path(), std::move(special), bundle.path));
}

// A session over `bundle`: OnnxLM for a CPU bundle (dynamic shapes), StaticLM for an NPU one
// (runtime/generator.py's open_lm); the HTP runs static bundles alone.
std::unique_ptr<LanguageModel> open_lm(const Bundle& bundle, const SessionSettings& settings) {
  if (is_static(bundle)) return std::make_unique<StaticLM>(bundle, settings);
  if (qnn::requested(settings.provider))
    throw Error(OD_ERROR_INVALID_ARGUMENT, bundle.path + " is a CPU bundle (dynamic shapes); the QNN HTP runs static "
                                           "bundles: omnidraft export MODEL --device qnn --out DIR");
  return std::make_unique<OnnxLM>(bundle, settings);
}

// A static target verifies at most its verify graph's rows less one proposals a call.
void check_fits_verify(const LanguageModel& target, size_t k, const std::string& path) {
  size_t rows = target.verify_rows();
  if (rows && k + 1 > rows)
    throw Error(OD_ERROR_INVALID_ARGUMENT, path + " verifies at most " + std::to_string(rows - 1) + " proposed tokens per call "
                                           "(its verify graph has " + std::to_string(rows) + " rows); pass k <= " +
                                           std::to_string(rows - 1) + ", or export it with --k " + std::to_string(k));
}

// The drafter model's output width (its manifest's model.vocab_size): it may exceed the tokenizer's ids.
size_t drafter_logits(const Bundle& bundle) {
  try {
    return bundle.manifest.at("model").at("vocab_size").get<size_t>();
  } catch (const nlohmann::json::exception& e) {
    throw Error(OD_ERROR_BUNDLE, bundle.path + ": malformed manifest (model.vocab_size): " + e.what());
  }
}

}  // namespace

Generator::Generator(const Settings& settings, const std::string& target_dir, const std::string& draft_dir) {
  only_known(settings, {"ort_library", "threads", "draft_threads", "huge_pages", "max_length", "verify", "k", "cache_path", "cache_policy",
                        "cache_max_entries", "cache_max_bytes", "cache_scope", "cache_on_damaged", "cache_autosave_s",
                        "cache_save_on_destroy", "execution_provider",
                        "draft_cost", "soc", "ep_library", "gguf_ops_library"},
             "generator setting", kProviderOption);
  std::string verify_name = setting(settings, "verify", "when_changed");
  if (verify_name != "when_changed" && verify_name != "always" && verify_name != "sizes")
    throw Error(OD_ERROR_INVALID_ARGUMENT, "verify = '" + verify_name + "': choose when_changed, always or sizes");
  Verify verify = verify_name == "always" ? Verify::kAlways : verify_name == "sizes" ? Verify::kSizesOnly : Verify::kWhenChanged;
  SessionSettings session;
  session.threads = static_cast<int>(checked_integer(settings, "threads", 0));
  std::string huge = setting(settings, "huge_pages", huge_pages::enabled_by_default() ? "1" : "0");
  if (huge != "0" && huge != "1") throw Error(OD_ERROR_INVALID_ARGUMENT, "huge_pages = '" + huge + "': choose 1 or 0");
  session.huge_pages = huge == "1";
  session.max_length = checked_integer(settings, "max_length", 2048);
  session.provider = setting(settings, "execution_provider", "");
  for (const auto& [key, value] : settings)
    if (key.rfind(kProviderOption, 0) == 0) session.provider_options[key.substr(kProviderOption.size())] = value;
  session.soc = setting(settings, "soc", "");
  session.ep_library = setting(settings, "ep_library", "");
  session.gguf_ops_library = setting(settings, "gguf_ops_library", "");
  SessionSettings draft_session = session;  // the drafter's: the same, with threads of its own
  draft_session.threads = static_cast<int>(number(settings, "draft_threads", session.threads, 1, "drafter intra-op threads"));
  size_t k = default_k_ = checked_integer(settings, "k", kDefaultK);
  auto policy = cache_store::parse_policy(setting(settings, "cache_policy", "lru"));
  if (!policy) throw Error(OD_ERROR_INVALID_ARGUMENT, "cache_policy = '" + setting(settings, "cache_policy", "") + "': choose lru, lfu or none");
  uint64_t max_entries = number(settings, "cache_max_entries", 0, 0, "cache entries bound (0: none)");
  uint64_t max_bytes = number(settings, "cache_max_bytes", cache_store::kDefaultMaxBytes, 0, "cache bytes bound (0: none)");
  std::string on_damaged = setting(settings, "cache_on_damaged", "set_aside");
  if (on_damaged != "set_aside" && on_damaged != "fail")
    throw Error(OD_ERROR_INVALID_ARGUMENT, "cache_on_damaged = '" + on_damaged + "': choose set_aside or fail");

  load_onnxruntime(setting(settings, "ort_library", ""));
  Bundle target_bundle = load_bundle(target_dir, verify);
  target_ = open_lm(target_bundle, session);
  check_fits_verify(*target_, default_k_, target_dir);
  target_tokens_ = token_bytes(target_bundle);
  try {
    const auto& tokenizer = target_bundle.manifest.at("tokenizer");
    for (const auto& id : tokenizer.at("eos_token_ids")) stop_ids_.insert(id.get<uint32_t>());
    chat_template_ = ChatTemplate::from_manifest(tokenizer, target_dir);
  } catch (const nlohmann::json::exception& e) {
    throw Error(OD_ERROR_BUNDLE, target_dir + ": malformed manifest (tokenizer): " + e.what());
  }
  if (!draft_dir.empty()) {
    Bundle draft_bundle = load_bundle(draft_dir, verify);
    draft_tokens_ = token_bytes(draft_bundle);
    bridge_ = std::make_unique<VocabBridge>(*draft_tokens_, *target_tokens_, drafter_logits(draft_bundle));
    double fraction = double(bridge_->shared()) / double(draft_tokens_->vocab_size());
    if (fraction < kMinSharedFraction) {
      fallback_reason_ = "only " + std::to_string(bridge_->shared()) + " of the drafter's " +
                         std::to_string(draft_tokens_->vocab_size()) +
                         " tokens map into the target's vocabulary; generating with the target alone";
      warn(fallback_reason_);
      bridge_.reset();
      draft_tokens_.reset();
    } else {
      draft_ = open_lm(draft_bundle, draft_session);
    }
  }
  if (!draft_tokens_) {  // no drafter: no cross-vocabulary cache to keep
    memory_cache_ = std::make_unique<cache_store::NgramStore>(cache_store::Policy::kNone);
  } else {
    cache_store::Namespace ns{draft_tokens_->fingerprint(), target_tokens_->fingerprint(), draft_tokens_->vocab_size(),
                              target_tokens_->vocab_size(), setting(settings, "cache_scope", "")};
    std::string path = setting(settings, "cache_path", "");
    if (path.empty()) {
      memory_cache_ = std::make_unique<cache_store::NgramStore>(*policy, max_entries, max_bytes, 0, ns);
    } else {
      cache_store::CacheConfig config{path, *policy, max_entries, max_bytes, ns.scope, on_damaged == "fail"};
      cache_file_ = std::make_unique<cache_store::CacheFile>(config, ns);
    }
  }
  autosave_s_ = real(settings, "cache_autosave_s", 60.0);
  if (!(autosave_s_ >= 0))
    throw Error(OD_ERROR_INVALID_ARGUMENT, "cache_autosave_s = '" + setting(settings, "cache_autosave_s", "") +
                                           "': seconds between saves after a call, >= 0");
  save_on_destroy_ = flag(settings, "cache_save_on_destroy", true);
  cache_store::NgramStore& cache = cache_file_ ? cache_file_->store() : *memory_cache_;
  decoder_ = std::make_unique<SpeculativeDecoder>(*target_, *target_tokens_, draft_.get(), draft_tokens_.get(),
                                                  bridge_.get(), cache, k);
  if (settings.count("draft_cost")) decoder_->set_control(DraftControl(checked(settings, "draft_cost", 0.0)));
  else if (draft_) decoder_->set_control(DraftControl(time_draft_cost(*target_, *draft_), true));
}

Generator::~Generator() {
  if (!save_on_destroy_) return;
  try {
    save_cache();
  } catch (const std::exception& e) {  // a destructor must not throw; say what was lost
    warn(std::string("the n-gram cache was not saved: ") + e.what());
  }
}

void Generator::interrupt_models() {
  target_->terminate();
  if (draft_) draft_->terminate();
}

void Generator::stop() {
  stops_++;  // first: a call that starts from here on counts it
  stop_requested_ = true;
  interrupt_models();
}

void Generator::begin_call(const Settings& params) {
  uint64_t ticket = params.count("stop_count") ? number(params, "stop_count", 0, 0, "OdGeneratorStopCount before "
                                                        "the call waited its turn") : stops_.load();
  stop_requested_ = false;
  target_->clear_terminate();
  if (draft_) draft_->clear_terminate();
  // after clearing: a stop from here on sets both again; one before shows in the count
  if (stops_.load() != ticket) {
    stop_requested_ = true;
    interrupt_models();
  }
}

size_t Generator::save_cache() {
  size_t written = cache_file_ ? cache_file_->save() : 0;
  last_save_ = std::chrono::steady_clock::now();
  return written;
}

void Generator::maybe_autosave() {
  if (!cache_file_ || std::chrono::steady_clock::now() - last_save_ < std::chrono::duration<double>(autosave_s_)) return;
  last_save_ = std::chrono::steady_clock::now();  // a failure waits its interval too
  try {
    cache_file_->save(0);
  } catch (const std::exception& e) {
    warn(std::string("the n-gram cache was not autosaved (the next call tries again): ") + e.what());
  }
}

std::vector<uint32_t> Generator::chat_ids(const std::vector<Message>& messages) const {
  // the template's text, tokenized without a post-processor (as transformers' apply_chat_template)
  return target_tokens_->tokenizer().encode(chat_template_.render(messages, true), false, true);
}

size_t Generator::max_new_tokens(const Settings& params) {
  return checked_integer(params, "max_new_tokens", 128);
}

size_t Generator::draft_length(const Settings& params) const {
  size_t k = checked_integer(params, "k", default_k_);
  check_fits_verify(*target_, k, "the target");
  return k;
}

size_t Generator::usable_context(const Settings& params) const {
  size_t k = draft_length(params), room = target_->max_length();
  return room > k + 2 ? room - k - 2 : 0;
}

Settings Generator::with_stop_ticket(const Settings& params) const {
  Settings out = params;
  out.emplace("stop_count", std::to_string(stops_.load()));  // (kept when the caller set it)
  return out;
}

Result Generator::generate(std::string_view prompt, const Settings& params, const IdsSink& on_tokens,
                           const TextSink& on_text, const CancelPtr& cancel) {
  Settings call = with_stop_ticket(params);
  if (blank(prompt)) throw Error(OD_ERROR_INVALID_ARGUMENT, "the prompt is empty");
  // a plain prompt gets the post-processor's BOS
  std::vector<uint32_t> ids = flag(call, "chat") ? chat_ids({{"user", std::string(prompt)}})
                                                 : target_tokens_->tokenizer().encode(prompt, true, true);
  return generate_ids(ids, call, on_tokens, on_text, cancel);
}

namespace {

// Attaches a call's cancel to the generator's models for as long as the call runs.
struct Attached {
  const CancelPtr& cancel;
  Attached(const CancelPtr& c, std::function<void()> interrupt) : cancel(c) {
    if (cancel) cancel->attach(std::move(interrupt));
  }
  ~Attached() {
    if (cancel) cancel->detach();
  }
};

}  // namespace

Result Generator::generate_ids(const std::vector<uint32_t>& ids, const Settings& params, const IdsSink& on_tokens,
                               const TextSink& on_text, const CancelPtr& cancel) {
  begin_call(params);  // a stop asked before this call's ticket is not for it
  // after begin_call cleared the models' flags: a cancel from here on (or before) interrupts them
  Attached attached(cancel, [this] { interrupt_models(); });
  auto stopping = [&] { return stop_requested_.load() || (cancel && cancel->requested()); };
  only_known(params, {"max_new_tokens", "method", "reference", "temperature", "top_p", "seed", "chat", "trace", "k",
                      "reuse", "top_k", "min_p", "repetition_penalty", "presence_penalty", "frequency_penalty",
                      "penalty_last_n", "sampling_rule", "stop", "stop_count"},
             "generation parameter");
  size_t max_new_tokens = Generator::max_new_tokens(params);
  decoder_->set_k(draft_length(params));
  std::string method = setting(params, "method", draft_ ? "omnidraft" : "target-only");
  bool reference = flag(params, "reference"), trace = flag(params, "trace"), reuse = flag(params, "reuse", true);
  // params.py's table, with its words; the controls' meanings and order: runtime/sampling.h
  Controls controls;
  controls.temperature = checked(params, "temperature", 0.0);
  controls.top_p = checked(params, "top_p", 1.0);
  controls.top_k = static_cast<uint64_t>(checked(params, "top_k", 0));
  controls.min_p = checked(params, "min_p", 0.0);
  controls.repetition_penalty = checked(params, "repetition_penalty", 1.0);
  controls.presence_penalty = checked(params, "presence_penalty", 0.0);
  controls.frequency_penalty = checked(params, "frequency_penalty", 0.0);
  controls.penalty_last_n = static_cast<int64_t>(checked(params, "penalty_last_n", -1.0));
  double temperature = controls.temperature;
  std::string rule = sampling_rule(params);
  StopStrings stops(check_stop(setting(params, "stop", "")));
  uint64_t seed = params.count("seed") ? checked_integer(params, "seed", 0) : std::random_device{}();
  if (!is_method(method))
    throw Error(OD_ERROR_INVALID_ARGUMENT, "method '" + method + "': choose omnidraft, target-only, spd-dm, "
                                           "prompt-lookup or omnidraft+lookup");
  bool needs_drafter = method == "omnidraft" || method == "spd-dm" || method == "omnidraft+lookup";
  if (needs_drafter && !draft_) {
    if (fallback_reason_.empty()) throw Error(OD_ERROR_INVALID_ARGUMENT, "method " + method + " needs a drafter bundle");
    method = "target-only";
  }
  if (reference && (method != "target-only" || temperature > 0))
    throw Error(OD_ERROR_INVALID_ARGUMENT, "the reference decode is the target alone, greedy: use method target-only and "
                                           "temperature 0 (speculative methods always verify in these numerics)");
  if (ids.empty()) throw Error(OD_ERROR_INVALID_ARGUMENT, "the prompt is empty");
  size_t limit = usable_context(params);
  if (ids.size() + max_new_tokens > limit)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "prompt of " + std::to_string(ids.size()) + " tokens + " +
                                           std::to_string(max_new_tokens) + " new tokens exceeds the usable context of " +
                                           std::to_string(limit) + "; shorten the prompt or lower max_new_tokens");
  Result result;
  std::optional<TextStream> stream;
  if (on_text || !stops.empty()) stream.emplace(target_tokens_->tokenizer());
  std::vector<uint32_t> kept;  // with stop strings: the ids up to the one that completes a stop string
  TokenSink sink = [&](const std::vector<uint32_t>& new_ids) {
    if (!stops.empty()) {  // one id at a time, to know which one completes a stop string
      std::vector<uint32_t> batch;
      for (uint32_t t : new_ids) {
        if (stops.found()) break;
        kept.push_back(t), batch.push_back(t);
        std::string piece = stops.push(stream->push({t}));
        if (!piece.empty() && on_text) on_text(piece);
      }
      if (on_tokens && !batch.empty()) on_tokens(batch);
      return !stopping() && !stops.found();
    }
    if (on_tokens) on_tokens(new_ids);
    if (stream) {
      std::string piece = stream->push(new_ids);
      if (!piece.empty()) on_text(piece);
    }
    return !stopping();
  };
  std::vector<uint32_t> emitted;  // what reached the sink: the result when a stop cuts a model run short
  sink = [&emitted, inner = std::move(sink)](const std::vector<uint32_t>& new_ids) {
    emitted.insert(emitted.end(), new_ids.begin(), new_ids.end());
    return inner(new_ids);
  };
  result.trace = nlohmann::json::array();
  decoder_->set_trace(trace ? &result.trace : nullptr);
  if (logs(OD_LOG_DEBUG))  // just before the prefill's run (tests stop a generation here)
    log(OD_LOG_DEBUG, "generating: " + std::to_string(ids.size()) + " prompt tokens, " + method);
  try {
  if (method == "target-only" && temperature <= 0 && controls.neutral()) {
    nlohmann::json stats;
    result.token_ids = greedy_decode(*target_, ids, max_new_tokens, stop_ids_, sink, reference, reuse && !reference, stats);
    result.stats = {{"method", "target-only"}};
    result.stats.update(stats);
  } else {
    // with controls, the target-only greedy decode runs in the decoder too: always the grouped
    // (reference) numerics, a two-row step per token
    result.token_ids = decoder_->generate(ids, max_new_tokens, method, stop_ids_, sink, result.stats, controls, seed,
                                          reuse && !reference, rule, params.count("seed") > 0);
    if (method == "target-only" && temperature <= 0) result.stats["reference"] = true;
  }
  } catch (const Stopped&) {  // stop() or the cancel interrupted a run: what was decoded is the result
    result.token_ids = emitted;
    result.stats = {{"method", method}, {"prompt_tokens", ids.size()}, {"new_tokens", emitted.size()},
                    {"interrupted", true}};
  }
  decoder_->set_trace(nullptr);
  if (stream && !stops.found()) {
    std::string rest = stops.empty() ? stream->finish() : stops.push(stream->finish()) + stops.finish();
    if (!rest.empty() && on_text) on_text(rest);
  }
  // as the Python runtime's stats
  const auto& out = result.token_ids;
  std::string reason = stops.found()                                      ? "stop_string"
                       : !out.empty() && stop_ids_.count(out.back())      ? "eos"
                       : out.size() >= max_new_tokens                     ? "length"
                                                                          : "stopped";
  result.stats["stop_string"] = stops.found() ? nlohmann::json(*stops.found()) : nlohmann::json();
  result.stats["finish_reason"] = reason;
  result.stats["stopped"] = reason == "stopped";
  if (bridge_) result.stats["shared_vocabulary"] = bridge_->shared();
  if (auto nodes = target_->nodes_by_provider(); !nodes.empty()) {  // what ran where, on an NPU
    result.stats["nodes_by_provider"] = {{"target", nodes}};
    if (draft_) result.stats["nodes_by_provider"]["draft"] = draft_->nodes_by_provider();
  }
  if (stops.found()) {  // the ids end with the one that completes the stop string, the text before it
    result.token_ids = kept;
    result.text = stops.text();
  } else {
    result.text = target_tokens_->tokenizer().decode(result.token_ids, true);
  }
  maybe_autosave();  // on the caller's thread (an app's worker), never its UI thread's close()
  return result;
}

}  // namespace omnidraft::runtime
