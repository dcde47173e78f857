// The C ABI (include/omnidraft.h) over the C++ core: every call catches every exception and turns
// it into an OdResult, so no failure crosses the ABI as an abort.
#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "cache_store/format.h"
#include "cache_store/persist.h"
#include "cache_store/store.h"
#include "errors.h"
#include "omnidraft.h"
#include "runtime/conversation.h"
#include "runtime/generator.h"
#include "runtime/ort.h"
#include "runtime/qnn.h"
#include "tokenizer/tokenizer.h"

using omnidraft::Error;
namespace cs = omnidraft::cache_store;

struct OdResult {
  OdErrorCode code;
  std::string message;
};

struct OdNgramCache {
  std::unique_ptr<cs::NgramStore> owned;
  cs::NgramStore* store = nullptr;  // owned.get(), or the store of a cache file (borrowed)
};

struct OdTokenizer {
  std::shared_ptr<const omnidraft::runtime::Tokenizer> tokenizer;  // a file's, or shared with a generator
};

struct OdTokenIds {
  std::vector<uint32_t> ids;
};

struct OdConfig {
  omnidraft::runtime::Settings settings;
};

struct OdGenerationParams {
  omnidraft::runtime::Settings settings;
  omnidraft::runtime::CancelPtr cancel;  // OdGenerationParamsSetCancel's
};

struct OdCancel {
  omnidraft::runtime::CancelPtr cancel = std::make_shared<omnidraft::runtime::Cancel>();
};

struct OdGenerator {
  std::unique_ptr<omnidraft::runtime::Generator> generator;
};

struct OdConversation {
  std::unique_ptr<omnidraft::runtime::Conversation> conversation;
  std::vector<omnidraft::runtime::Message> history;  // what OdConversationMessage points into
};

struct OdGeneration {
  omnidraft::runtime::Result result;
  std::string stats_json, trace_json;
};

struct OdCacheFile {
  std::unique_ptr<cs::CacheFile> file;
  OdNgramCache view;
};

namespace {

// What make_result returns when it cannot allocate a result: never NULL, which reads as success.
// Static, so OdDestroyResult leaves it alone.
OdResult out_of_memory{OD_ERROR_INTERNAL, "out of memory (reporting an error)"};

OdResult* make_result(OdErrorCode code, const std::string& message) {
  try {
    return new OdResult{code, message};
  } catch (...) {
    return &out_of_memory;
  }
}

template <typename F>
OdResult* guard(F&& f) {
  try {
    f();
    return nullptr;
  } catch (const Error& e) {
    return make_result(e.code(), e.what());
  } catch (const std::bad_alloc&) {
    return make_result(OD_ERROR_INTERNAL, "out of memory");
  } catch (const std::exception& e) {
    return make_result(OD_ERROR_INTERNAL, std::string("internal error: ") + e.what());
  } catch (...) {
    return make_result(OD_ERROR_INTERNAL, "internal error");
  }
}

void require(bool ok, const char* what) {
  if (!ok) throw Error(OD_ERROR_INVALID_ARGUMENT, what);
}

cs::Policy policy_of(const char* name) {
  require(name != nullptr, "policy is NULL");
  auto policy = cs::parse_policy(name);
  if (!policy) throw Error(OD_ERROR_INVALID_ARGUMENT, std::string("cache policy '") + name + "': choose lru, lfu or none");
  return *policy;
}

cs::Namespace namespace_of(const char* draft_vocab, const char* target_vocab, uint32_t draft_size,
                           uint32_t target_size, const char* scope) {
  require(draft_vocab && target_vocab, "vocabulary fingerprints must not be NULL");
  cs::Namespace ns{draft_vocab, target_vocab, draft_size, target_size, scope ? scope : ""};
  cs::check_namespace(ns);  // what a load would refuse, refused now
  return ns;
}

char* copy_string(const std::string& text, size_t* length) {
  char* s = new char[text.size() + 1];
  std::memcpy(s, text.data(), text.size());
  s[text.size()] = '\0';
  if (length) *length = text.size();
  return s;
}

// Runs a generation call with the C callbacks as the core's sinks, into a new OdGeneration.
template <typename Call>
OdGeneration* run_generation(OdTokenCallback on_tokens, OdTextCallback on_text, void* user_data, Call&& call) {
  omnidraft::runtime::IdsSink token_sink;
  omnidraft::runtime::TextSink text_sink;
  if (on_tokens) token_sink = [&](const std::vector<uint32_t>& ids) { on_tokens(user_data, ids.data(), ids.size()); };
  if (on_text) text_sink = [&](const std::string& piece) { on_text(user_data, piece.data(), piece.size()); };
  auto generation = std::make_unique<OdGeneration>();
  generation->result = call(token_sink, text_sink);
  generation->stats_json = generation->result.stats.dump();
  generation->trace_json = generation->result.trace.dump();
  return generation.release();
}

const omnidraft::runtime::Settings& settings_of(const OdGenerationParams* params) {
  static const omnidraft::runtime::Settings none;
  return params ? params->settings : none;
}

omnidraft::runtime::CancelPtr cancel_of(const OdGenerationParams* params) { return params ? params->cancel : nullptr; }

OdNgramCache* own(cs::NgramStore store) {
  auto handle = std::make_unique<OdNgramCache>();
  handle->owned = std::make_unique<cs::NgramStore>(std::move(store));
  handle->store = handle->owned.get();
  return handle.release();
}

}  // namespace

extern "C" {

OdErrorCode OdResultGetCode(const OdResult* result) { return result ? result->code : OD_OK; }
const char* OdResultGetError(const OdResult* result) { return result ? result->message.c_str() : ""; }
void OdDestroyResult(OdResult* result) {
  if (result != &out_of_memory) delete result;
}
const char* OdVersion(void) { return OMNIDRAFT_VERSION; }
int OdCacheFormatVersion(void) { return cs::kVersion; }

OdResult* OdCreateNgramCache(const char* policy, uint64_t max_entries, uint64_t max_bytes, uint64_t aging_period,
                             const char* draft_vocab, const char* target_vocab, uint32_t draft_vocab_size,
                             uint32_t target_vocab_size, const char* scope, OdNgramCache** out) {
  return guard([&] {
    require(out != nullptr, "out is NULL");
    *out = own(cs::NgramStore(policy_of(policy), max_entries, max_bytes, aging_period,
                              namespace_of(draft_vocab, target_vocab, draft_vocab_size, target_vocab_size, scope)));
  });
}

void OdDestroyNgramCache(OdNgramCache* cache) {
  if (cache && cache->owned) delete cache;  // a cache file's view belongs to the file
}

size_t OdNgramCacheSize(const OdNgramCache* cache) { return cache ? cache->store->size() : 0; }

OdResult* OdNgramCacheObserve(OdNgramCache* cache, uint32_t target_id, const uint32_t* draft_ids, size_t n) {
  return guard([&] {
    require(cache && (draft_ids || n == 0), "cache or draft_ids is NULL");
    cs::Key key(draft_ids, draft_ids + n);
    if (key.size() >= 2 && key.size() <= cs::kMaxNgram)  // others are ignored, as documented
      cs::check_entry(cache->store->name_space(), key, target_id);  // what a load would refuse, refused now
    cache->store->observe(target_id, key);
  });
}

OdResult* OdNgramCacheLongestMatch(OdNgramCache* cache, const uint32_t* drafted, size_t length, size_t start,
                                   int touch, int* found, uint32_t* target_id, size_t* n) {
  return guard([&] {
    require(cache && drafted && found && target_id && n, "a pointer argument is NULL");
    auto match = cache->store->longest_match(std::vector<uint32_t>(drafted, drafted + length), start, touch != 0);
    *found = match.has_value();
    *target_id = match ? match->target : 0;
    *n = match ? match->n : 0;
  });
}

OdResult* OdNgramCacheMerge(OdNgramCache* cache, const OdNgramCache* other) {
  return guard([&] {
    require(cache && other, "cache or other is NULL");
    cache->store->merge(*other->store);
  });
}

OdResult* OdNgramCacheLoad(const char* path, uint64_t max_bytes, OdNgramCache** out) {
  return guard([&] {
    require(path && out, "path or out is NULL");
    *out = own(cs::load_store(path, max_bytes));
  });
}

OdResult* OdNgramCacheSave(const OdNgramCache* cache, const char* path) {
  return guard([&] {
    require(cache && path, "cache or path is NULL");
    cs::save_store(*cache->store, path);
  });
}

OdResult* OdCreateCacheFile(const char* path, const char* policy, uint64_t max_entries, uint64_t max_bytes,
                            const char* draft_vocab, const char* target_vocab, uint32_t draft_vocab_size,
                            uint32_t target_vocab_size, const char* scope, OdCacheFile** out) {
  return guard([&] {
    require(path && out, "path or out is NULL");
    cs::CacheConfig config{path, policy_of(policy), max_entries, max_bytes, scope ? scope : ""};
    auto handle = std::make_unique<OdCacheFile>();
    handle->file = std::make_unique<cs::CacheFile>(
        config, namespace_of(draft_vocab, target_vocab, draft_vocab_size, target_vocab_size, scope));
    handle->view.store = &handle->file->store();
    *out = handle.release();
  });
}

void OdDestroyCacheFile(OdCacheFile* file) { delete file; }
OdNgramCache* OdCacheFileGetCache(OdCacheFile* file) { return file ? &file->view : nullptr; }
size_t OdCacheFileLoadedEntries(const OdCacheFile* file) { return file ? file->file->loaded_entries() : 0; }

const char* OdCacheFileQuarantinedPath(const OdCacheFile* file) {
  return file && file->file->quarantined() ? file->file->quarantined()->c_str() : nullptr;
}

OdResult* OdCacheFileSave(OdCacheFile* file, size_t* bytes_written) {
  return guard([&] {
    require(file != nullptr, "file is NULL");
    size_t n = file->file->save();
    if (bytes_written) *bytes_written = n;
  });
}

OdResult* OdCreateTokenizer(const char* tokenizer_json_path, OdTokenizer** out) {
  return guard([&] {
    require(tokenizer_json_path && out, "tokenizer_json_path or out is NULL");
    *out = new OdTokenizer{std::make_shared<const omnidraft::runtime::Tokenizer>(
        omnidraft::runtime::Tokenizer::from_file(tokenizer_json_path))};
  });
}

void OdDestroyTokenizer(OdTokenizer* tokenizer) { delete tokenizer; }

OdResult* OdTokenizerEncode(const OdTokenizer* tokenizer, const char* text, size_t length, int add_special_tokens,
                            int parse_special, OdTokenIds** out) {
  return guard([&] {
    require(tokenizer && (text || length == 0) && out, "tokenizer, text or out is NULL");
    auto ids = std::make_unique<OdTokenIds>();
    ids->ids = tokenizer->tokenizer->encode(std::string_view(text ? text : "", length), add_special_tokens != 0,
                                           parse_special != 0);
    *out = ids.release();
  });
}

OdResult* OdTokenizerCountTokens(const OdTokenizer* tokenizer, const char* text, size_t length, int add_special_tokens,
                                 int parse_special, size_t* count) {
  return guard([&] {
    require(tokenizer && (text || length == 0) && count, "tokenizer, text or count is NULL");
    *count = tokenizer->tokenizer->encode(std::string_view(text ? text : "", length), add_special_tokens != 0,
                                          parse_special != 0).size();
  });
}

OdResult* OdCreateGeneratorTokenizer(const OdGenerator* generator, OdTokenizer** out) {
  return guard([&] {
    require(generator && out, "generator or out is NULL");
    *out = new OdTokenizer{generator->generator->tokenizer()};
  });
}

size_t OdTokenIdsCount(const OdTokenIds* ids) { return ids ? ids->ids.size() : 0; }
const uint32_t* OdTokenIdsData(const OdTokenIds* ids) { return ids ? ids->ids.data() : nullptr; }
void OdDestroyTokenIds(OdTokenIds* ids) { delete ids; }

OdResult* OdTokenizerDecode(const OdTokenizer* tokenizer, const uint32_t* ids, size_t count, int skip_special_tokens,
                            char** out, size_t* length) {
  return guard([&] {
    require(tokenizer && (ids || count == 0) && out, "tokenizer, ids or out is NULL");
    *out = copy_string(tokenizer->tokenizer->decode(std::vector<uint32_t>(ids, ids + count), skip_special_tokens != 0),
                       length);
  });
}

OdResult* OdTokenizerTokenBytes(const OdTokenizer* tokenizer, uint32_t id, const char** out, size_t* length) {
  return guard([&] {
    require(tokenizer && out && length, "tokenizer, out or length is NULL");
    const std::string& b = tokenizer->tokenizer->token_bytes(id);
    *out = b.data();
    *length = b.size();
  });
}

size_t OdTokenizerVocabSize(const OdTokenizer* tokenizer) { return tokenizer ? tokenizer->tokenizer->vocab_size() : 0; }
void OdDestroyString(char* s) { delete[] s; }

OdResult* OdCreateConfig(OdConfig** out) {
  return guard([&] {
    require(out != nullptr, "out is NULL");
    *out = new OdConfig;
  });
}

void OdDestroyConfig(OdConfig* config) { delete config; }

OdResult* OdConfigSet(OdConfig* config, const char* key, const char* value) {
  return guard([&] {
    require(config && key && value, "config, key or value is NULL");
    config->settings[key] = value;
  });
}

namespace {
std::mutex generators_lock;
long open_generators = 0;  // counted from before a load starts, so OdShutdown never races one

void count_generators(int change) {
  std::lock_guard<std::mutex> hold(generators_lock);
  open_generators += change;
}
}  // namespace

OdResult* OdCreateGenerator(const OdConfig* config, const char* target_dir, const char* draft_dir, OdGenerator** out) {
  return guard([&] {
    require(target_dir && out, "target_dir or out is NULL");
    static const omnidraft::runtime::Settings none;
    count_generators(+1);
    try {
      *out = new OdGenerator{std::make_unique<omnidraft::runtime::Generator>(config ? config->settings : none,
                                                                             target_dir, draft_dir ? draft_dir : "")};
    } catch (...) {
      count_generators(-1);
      throw;
    }
  });
}

void OdDestroyGenerator(OdGenerator* generator) {
  if (!generator) return;
  delete generator;
  count_generators(-1);
}

OdResult* OdShutdown(void) {
  return guard([&] {
    std::lock_guard<std::mutex> hold(generators_lock);
    if (open_generators)
      throw omnidraft::Error(OD_ERROR_INVALID_ARGUMENT, std::to_string(open_generators) + " generator" +
                                                            (open_generators == 1 ? " is" : "s are") +
                                                            " still open: destroy them before OdShutdown");
    omnidraft::runtime::qnn::forget_registration();
    omnidraft::runtime::release_ort_env();
  });
}

OdResult* OdGeneratorSaveCache(OdGenerator* generator, size_t* bytes_written) {
  return guard([&] {
    require(generator != nullptr, "generator is NULL");
    size_t n = generator->generator->save_cache();
    if (bytes_written) *bytes_written = n;
  });
}

OdResult* OdCreateGenerationParams(OdGenerationParams** out) {
  return guard([&] {
    require(out != nullptr, "out is NULL");
    *out = new OdGenerationParams;
  });
}

void OdDestroyGenerationParams(OdGenerationParams* params) { delete params; }

OdResult* OdGenerationParamsSet(OdGenerationParams* params, const char* key, const char* value) {
  return guard([&] {
    require(params && key && value, "params, key or value is NULL");
    params->settings[key] = value;
  });
}

OdResult* OdGeneratorGenerate(OdGenerator* generator, const char* prompt, size_t length, const OdGenerationParams* params,
                              OdTokenCallback on_tokens, OdTextCallback on_text, void* user_data, OdGeneration** out) {
  return guard([&] {
    require(generator && (prompt || length == 0) && out, "generator, prompt or out is NULL");
    *out = run_generation(on_tokens, on_text, user_data, [&](const auto& token_sink, const auto& text_sink) {
      return generator->generator->generate(std::string_view(prompt ? prompt : "", length), settings_of(params),
                                            token_sink, text_sink, cancel_of(params));
    });
  });
}

OdResult* OdGeneratorApplyChatTemplate(const OdGenerator* generator, const char* const* roles,
                                       const char* const* contents, const size_t* lengths, size_t count,
                                       int add_generation_prompt, char** out, size_t* length) {
  return guard([&] {
    require(generator && (count == 0 || (roles && contents && lengths)) && out, "generator, messages or out is NULL");
    std::vector<omnidraft::runtime::Message> messages;
    for (size_t i = 0; i < count; ++i) {
      require(roles[i] && (contents[i] || lengths[i] == 0), "a role or content is NULL");
      messages.push_back({roles[i], std::string(contents[i] ? contents[i] : "", lengths[i])});
    }
    *out = copy_string(generator->generator->chat_template().render(messages, add_generation_prompt != 0), length);
  });
}

OdResult* OdCreateConversation(OdGenerator* generator, const char* system, size_t system_length, int drop_oldest,
                               OdConversation** out) {
  return guard([&] {
    require(generator && out, "generator or out is NULL");
    std::optional<std::string> text;
    if (system) text.emplace(system, system_length);
    auto handle = std::make_unique<OdConversation>();
    handle->conversation = std::make_unique<omnidraft::runtime::Conversation>(*generator->generator, text, drop_oldest != 0);
    handle->history = handle->conversation->history();
    *out = handle.release();
  });
}

void OdDestroyConversation(OdConversation* conversation) { delete conversation; }

void OdConversationKeepStoppedTurns(OdConversation* conversation, int keep) {
  if (conversation) conversation->conversation->keep_stopped_turns(keep != 0);
}

OdResult* OdConversationSend(OdConversation* conversation, const char* text, size_t length,
                             const OdGenerationParams* params, OdTokenCallback on_tokens, OdTextCallback on_text,
                             void* user_data, OdGeneration** out) {
  return guard([&] {
    require(conversation && (text || length == 0) && out, "conversation, text or out is NULL");
    *out = run_generation(on_tokens, on_text, user_data, [&](const auto& token_sink, const auto& text_sink) {
      return conversation->conversation->send(std::string_view(text ? text : "", length), settings_of(params),
                                              token_sink, text_sink, cancel_of(params));
    });
    conversation->history = conversation->conversation->history();
  });
}

OdResult* OdConversationUndo(OdConversation* conversation) {
  return guard([&] {
    require(conversation != nullptr, "conversation is NULL");
    conversation->conversation->undo();
    conversation->history = conversation->conversation->history();
  });
}

void OdConversationReset(OdConversation* conversation) {
  if (!conversation) return;
  conversation->conversation->reset();
  conversation->history = conversation->conversation->history();
}

size_t OdConversationMessageCount(const OdConversation* conversation) {
  return conversation ? conversation->history.size() : 0;
}

OdResult* OdConversationMessage(const OdConversation* conversation, size_t index, const char** role,
                                const char** content, size_t* content_length) {
  return guard([&] {
    require(conversation && role && content && content_length, "conversation, role, content or content_length is NULL");
    require(index < conversation->history.size(), "message index out of range");
    const auto& m = conversation->history[index];
    *role = m.role.c_str();
    *content = m.content.data();
    *content_length = m.content.size();
  });
}

OdResult* OdCreateCancel(OdCancel** out) {
  return guard([&] {
    require(out != nullptr, "out is NULL");
    *out = new OdCancel;
  });
}

void OdDestroyCancel(OdCancel* cancel) { delete cancel; }

void OdCancelRequest(OdCancel* cancel) {
  if (cancel) cancel->cancel->request();
}

int OdCancelIsRequested(const OdCancel* cancel) { return cancel && cancel->cancel->requested() ? 1 : 0; }

void OdGenerationParamsSetCancel(OdGenerationParams* params, OdCancel* cancel) {
  if (params) params->cancel = cancel ? cancel->cancel : nullptr;
}

void OdGeneratorStop(OdGenerator* generator) {
  if (generator) generator->generator->stop();
}

uint64_t OdGeneratorStopCount(const OdGenerator* generator) {
  return generator ? generator->generator->stop_count() : 0;
}

const char* OdGeneratorFallbackReason(const OdGenerator* generator) {
  if (!generator || generator->generator->fallback_reason().empty()) return nullptr;
  return generator->generator->fallback_reason().c_str();
}

size_t OdGenerationTokenCount(const OdGeneration* g) { return g ? g->result.token_ids.size() : 0; }
const uint32_t* OdGenerationTokens(const OdGeneration* g) { return g ? g->result.token_ids.data() : nullptr; }
const char* OdGenerationText(const OdGeneration* g) { return g ? g->result.text.c_str() : nullptr; }
const char* OdGenerationTextWithLength(const OdGeneration* g, size_t* length) {
  if (length) *length = g ? g->result.text.size() : 0;
  return g ? g->result.text.c_str() : nullptr;
}
const char* OdGenerationStatsJson(const OdGeneration* g) { return g ? g->stats_json.c_str() : nullptr; }
const char* OdGenerationTraceJson(const OdGeneration* g) { return g ? g->trace_json.c_str() : nullptr; }
void OdDestroyGeneration(OdGeneration* g) { delete g; }

}  // extern "C"
