// The public entry (runtime/generator.py): load a target (and a drafter) bundle once, then generate
// from prompts, with every method (omnidraft, spd-dm, prompt-lookup, omnidraft+lookup, target-only),
// greedy or sampled, plain or chat; conversations (runtime/conversation.h) build on it. Each call keeps
// the KV caches' prefix it shares with the last one (runtime/prompt_cache.h). The learned acceptance
// head and a minimum draft confidence are Python-only for now.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <utility>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cache_store/persist.h"
#include "runtime/chat_template.h"
#include "runtime/language_model.h"
#include "runtime/params.h"
#include "runtime/speculative.h"
#include "runtime/target_only.h"
#include "runtime/text.h"
#include "runtime/vocab.h"

namespace omnidraft::runtime {

struct Result {
  std::string text;
  std::vector<uint32_t> token_ids;
  nlohmann::json stats;
  nlohmann::json trace;  // each round, with the parameter trace = 1 (golden vectors)
};

// One call's cancellation (OdCancel: a handle per generation or turn, as onnxruntime-genai and
// ExecuTorch let an app end one request), safe from any thread. It ends the call it is given to and
// no other: at once when that call has not begun (queued behind another, tokenizing), else by
// interrupting its model run under way. A request after the call ended does nothing.
class Cancel {
 public:
  void request() {
    std::lock_guard<std::mutex> lock(mutex_);
    requested_ = true;
    if (interrupt_) interrupt_();
  }
  bool requested() const { return requested_.load(); }
  // While its call runs: how request() interrupts it (the generator's models); detach() when it ends.
  void attach(std::function<void()> interrupt) {
    std::lock_guard<std::mutex> lock(mutex_);
    interrupt_ = std::move(interrupt);
    if (requested_) interrupt_();
  }
  void detach() {
    std::lock_guard<std::mutex> lock(mutex_);
    interrupt_ = nullptr;
  }

 private:
  std::mutex mutex_;
  std::atomic<bool> requested_{false};
  std::function<void()> interrupt_;
};
using CancelPtr = std::shared_ptr<Cancel>;  // shared: the app's handle may go while its call runs

using IdsSink = std::function<void(const std::vector<uint32_t>&)>;  // each batch of new ids
using TextSink = std::function<void(const std::string&)>;          // pieces of whole UTF-8 characters

class Generator {
 public:
  // settings: ort_library, threads, max_length, verify (when_changed | always | sizes), k,
  // cache_path, cache_policy (lru | lfu | none), cache_max_entries, cache_max_bytes, cache_scope,
  // cache_on_damaged (set_aside | fail),
  // execution_provider and provider_option.<key>, soc and ep_library (SessionSettings): a static (NPU)
  // bundle runs on the QNN provider ("qnn") or its QDQ graphs on the CPU.
  // draft_dir empty: the target alone.
  Generator(const Settings& settings, const std::string& target_dir, const std::string& draft_dir = "");
  ~Generator();

  // params: max_new_tokens (128), method (omnidraft with a drafter, else target-only), reference (0/1:
  // from scratch, never reusing), chat (0/1: the prompt as one user message in the target's template),
  // temperature (0: greedy), top_p (1), seed (default: random), k (the generator's k), reuse (0/1,
  // default 1: keep the cached prefix), trace (0/1: each round in the result); the controls top_k (0),
  // min_p (0), repetition_penalty (1), presence_penalty (0), frequency_penalty (0) (runtime/sampling.h),
  // sampling_rule (exact | point | eq2), stop (a JSON string or array of strings: the text ends before
  // the first one, and no piece shows any part of it); bad values get params.py's words.
  // on_tokens gets each batch of new ids, on_text each new piece of text; the pieces add up to the text.
  // cancel (may be null) ends this call alone; stop() ends every call counted from before it.
  Result generate(std::string_view prompt, const Settings& params, const IdsSink& on_tokens = nullptr,
                  const TextSink& on_text = nullptr, const CancelPtr& cancel = nullptr);
  // The same from token ids (a chat already rendered and tokenized: chat_ids).
  Result generate_ids(const std::vector<uint32_t>& ids, const Settings& params, const IdsSink& on_tokens = nullptr,
                      const TextSink& on_text = nullptr, const CancelPtr& cancel = nullptr);
  // params with the call's stop ticket ("stop_count") taken now, unless the caller gave one: a call
  // takes it as it begins, so a stop() while it tokenizes or fits its history is not lost.
  Settings with_stop_ticket(const Settings& params) const;
  // The ids of messages in the target's chat template, tokenized as apply_chat_template does.
  std::vector<uint32_t> chat_ids(const std::vector<Message>& messages) const;
  const ChatTemplate& chat_template() const { return chat_template_; }
  // Prompt plus new tokens one call with these params can hold: a round may verify k proposals and a bonus.
  size_t usable_context(const Settings& params) const;
  // A call's "max_new_tokens" (128) and "k" (the generator's "k"), read and checked here alone, for
  // generate and a conversation's turn.
  static size_t max_new_tokens(const Settings& params);
  size_t draft_length(const Settings& params) const;
  // Ends the generation under way, interrupting a model run in progress (its result holds what was
  // decoded, and stats "stopped": true), and any call whose "stop_count" parameter is below the new
  // count (a call queued behind another: omnidraft.h's OdGeneratorStop). The one call that is safe
  // from another thread while generate runs.
  void stop();
  // How many times stop() was called; a call's ticket, taken before it waits its turn.
  uint64_t stop_count() const { return stops_.load(); }
  // Writes the n-gram cache to its file now; the bytes written, or 0 without a file.
  size_t save_cache();
  // After a call, on its thread: the cache saved if "cache_autosave_s" have passed since the last save,
  // trying the file's lock once (a failure is a warning; the next call tries again).
  void maybe_autosave();
  const std::string& fallback_reason() const { return fallback_reason_; }
  // The target's tokenizer (generate() encodes a prompt with special tokens added and parsed, and
  // decodes the text skipping them), shared: it stays valid after the generator is gone. Its calls
  // are const, safe beside a generation on another thread.
  std::shared_ptr<const Tokenizer> tokenizer() const { return target_tokens_->shared_tokenizer(); }

 private:
  std::unique_ptr<LanguageModel> target_, draft_;
  std::unique_ptr<TokenBytes> target_tokens_, draft_tokens_;
  std::unique_ptr<VocabBridge> bridge_;
  std::unique_ptr<cache_store::NgramStore> memory_cache_;
  std::unique_ptr<cache_store::CacheFile> cache_file_;
  std::unique_ptr<SpeculativeDecoder> decoder_;
  std::set<uint32_t> stop_ids_;
  std::string fallback_reason_;
  ChatTemplate chat_template_;
  std::atomic<bool> stop_requested_{false};  // a stop for the call under way (begin_call)
  std::atomic<uint64_t> stops_{0};            // stop() calls so far
  // Starts a call: its ticket (params' "stop_count", else stops_ now), stop_requested_ when a stop
  // came since, and the sessions' terminate flags cleared; the order makes no stop get lost.
  void begin_call(const Settings& params);
  // Ends the model run under way, and every later one until begin_call clears the flags.
  void interrupt_models();
  size_t default_k_ = kDefaultK;  // the "k" setting; a call's "k" parameter overrides it
  double autosave_s_ = 60;        // "cache_autosave_s"
  bool save_on_destroy_ = true;   // "cache_save_on_destroy"
  std::chrono::steady_clock::time_point last_save_ = std::chrono::steady_clock::now();
};

}  // namespace omnidraft::runtime
