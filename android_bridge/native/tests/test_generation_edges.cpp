// Cancellation through the C ABI on real (tiny) bundles, run by tests/test_native_edges.py:
//   test_generation_edges ORT_LIBRARY TARGET DRAFT LONG_TARGET FOREIGN_DRAFT
// TARGET/DRAFT: a tiny pair of different tokenizers (DRAFT alone holds the conversations); LONG_TARGET: a tiny target with a long context;
// FOREIGN_DRAFT: a drafter whose vocabulary barely maps into TARGET's.
// Every stop here is timed by the generation itself (a log or token callback hands it to another
// thread and waits until that thread has called OdGeneratorStop), so what is checked is counted in
// tokens and rounds, never in seconds.
#include <condition_variable>
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "check.h"
#include "omnidraft.h"

namespace {

std::string ort_library;

OdGenerator* open(const std::string& target, const std::string& draft, const char* max_length = "2048") {
  OdConfig* config = nullptr;
  OdCreateConfig(&config);
  OdConfigSet(config, "max_length", max_length);
  OdConfigSet(config, "ort_library", ort_library.c_str());
  OdConfigSet(config, "threads", "1");
  OdGenerator* g = nullptr;
  OdResult* r = OdCreateGenerator(config, target.c_str(), draft.empty() ? nullptr : draft.c_str(), &g);
  if (r) std::cerr << "cannot open " << target << ": " << OdResultGetError(r) << "\n";
  OdDestroyResult(r);
  OdDestroyConfig(config);
  return g;
}

struct Out {
  bool error = false;
  std::string message;
  std::vector<uint32_t> ids;
  nlohmann::json stats;
  std::vector<size_t> batches;  // ids per token callback
};

// One generation, or with conversation a turn of it; on_batch (may be empty) runs in the token
// callback, after the batch is counted; cancel (may be null) is the call's cancel handle.
Out generate(OdGenerator* g, const std::string& prompt, const std::map<std::string, std::string>& params,
             std::function<void(const Out&)> on_batch = {}, OdCancel* cancel = nullptr,
             OdConversation* conversation = nullptr) {
  OdGenerationParams* p = nullptr;
  OdCreateGenerationParams(&p);
  for (const auto& [k, v] : params) OdGenerationParamsSet(p, k.c_str(), v.c_str());
  OdGenerationParamsSetCancel(p, cancel);
  struct Ctx {
    Out out;
    std::function<void(const Out&)> on_batch;
  } ctx{Out{}, std::move(on_batch)};
  auto on_tokens = [](void* user, const uint32_t*, size_t count) {
    auto* c = static_cast<Ctx*>(user);
    c->out.batches.push_back(count);
    if (c->on_batch) c->on_batch(c->out);
  };
  OdGeneration* gen = nullptr;
  OdResult* r = conversation
      ? OdConversationSend(conversation, prompt.data(), prompt.size(), p, on_tokens, nullptr, &ctx, &gen)
      : OdGeneratorGenerate(g, prompt.data(), prompt.size(), p, on_tokens, nullptr, &ctx, &gen);
  Out out = std::move(ctx.out);
  if (r) {
    out.error = true;
    out.message = OdResultGetError(r);
  } else {
    out.ids.assign(OdGenerationTokens(gen), OdGenerationTokens(gen) + OdGenerationTokenCount(gen));
    out.stats = nlohmann::json::parse(OdGenerationStatsJson(gen));
    size_t length = 0;
    const char* text = OdGenerationTextWithLength(gen, &length);
    CHECK(text && length >= std::strlen(text));
  }
  OdDestroyResult(r);
  OdDestroyGeneration(gen);
  OdDestroyGenerationParams(p);
  return out;
}

bool stopped(const Out& o) {
  return !o.error && o.stats.is_object() && o.stats.value("stopped", false) && o.stats.value("finish_reason", "") == "stopped";
}

// Another thread that calls OdGeneratorStop (or another action: a cancel) when asked; stop_now()
// returns once it has.
class Stopper {
 public:
  explicit Stopper(OdGenerator* g) : Stopper([g] { OdGeneratorStop(g); }) {}
  explicit Stopper(std::function<void()> action) : thread_([this, action] {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      cv_.wait(lock, [this] { return asked_ || quit_; });
      if (quit_) return;
      action();
      asked_ = false;
      ++done_;
      cv_.notify_all();
    }
  }) {}
  ~Stopper() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      quit_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }
  void stop_now() {
    std::unique_lock<std::mutex> lock(mutex_);
    int before = done_;
    asked_ = true;
    cv_.notify_all();
    cv_.wait(lock, [&] { return done_ > before; });
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  bool asked_ = false, quit_ = false;
  int done_ = 0;
  std::thread thread_;
};

// The log callback: on the debug note that comes just before the prefill's run, ask the stopper.
Stopper* stop_at_prefill = nullptr;
std::vector<std::string> notes, warnings;
void on_log(void*, OdLogLevel level, const char* message, size_t length) {
  std::string m(message, length);
  if (level == OD_LOG_DEBUG) notes.push_back(m);
  if (level == OD_LOG_WARNING) warnings.push_back(m);
  if (stop_at_prefill && m.rfind("generating:", 0) == 0) stop_at_prefill->stop_now();
}

std::string long_prompt(size_t sentences) {
  std::string p;
  for (size_t i = 0; i < sentences; ++i) p += "The quick brown fox " + std::to_string(i) + " jumps over the lazy dog. ";
  return p;
}

// A stop that comes while a call waits its turn (its ticket taken before) ends it at once; a stop
// with nothing under way or waiting is for nobody.
void test_a_stop_before_a_queued_call_ends_it(OdGenerator* g) {
  const std::string prompt = "The capital of France is";
  uint64_t ticket = OdGeneratorStopCount(g);
  OdGeneratorStop(g);  // lands while the call "waits"
  CHECK(OdGeneratorStopCount(g) == ticket + 1);
  Out queued = generate(g, prompt, {{"max_new_tokens", "16"}, {"stop_count", std::to_string(ticket)}});
  CHECK(stopped(queued) && queued.ids.empty() && queued.batches.empty());
  Out later = generate(g, prompt, {{"max_new_tokens", "16"}, {"stop_count", std::to_string(ticket + 1)}});
  CHECK(!later.error && later.ids.size() == 16 && !later.stats.value("stopped", true));
  OdGeneratorStop(g);  // nothing under way: does nothing to the next call
  Out next = generate(g, prompt, {{"max_new_tokens", "16"}});
  CHECK(!next.error && next.ids == later.ids && !next.stats.value("stopped", true));
  Out bad = generate(g, prompt, {{"stop_count", "-1"}});
  CHECK(bad.error && bad.message.find("stop_count") != std::string::npos);
}

// A stop from another thread as the prefill's run starts ends the call inside that run: no token,
// nothing of the prompt kept in the KV cache, a stopped result rather than an error; the next call
// computes the whole prompt again and gives what a call from scratch gives.
void test_a_stop_interrupts_the_prefill(OdGenerator* g, const std::string& prompt,
                                        const std::map<std::string, std::string>& params) {
  Stopper stopper(g);
  stop_at_prefill = &stopper;
  Out cut = generate(g, prompt, params);
  stop_at_prefill = nullptr;
  CHECK(!cut.error);
  if (cut.error) std::cerr << cut.message << "\n";
  CHECK(stopped(cut) && cut.ids.empty() && cut.batches.empty() && cut.stats.value("interrupted", false));
  CHECK(cut.stats.value("prompt_tokens", 0) > 300);
  Out again = generate(g, prompt, params);
  CHECK(!again.error && !again.stats.value("stopped", true));
  CHECK(again.stats.value("cached_tokens", 1) == 0);  // the interrupted prefill kept nothing
  auto scratch_params = params;
  scratch_params["reuse"] = "0";
  Out scratch = generate(g, prompt, scratch_params);
  CHECK(!scratch.error && !again.ids.empty() && again.ids == scratch.ids);
}

// A stop from another thread during a round's callback: no further callback, and the result is
// exactly the ids delivered up to that round.
void test_a_stop_ends_the_generation_within_its_round(OdGenerator* g, const std::string& method) {
  Stopper stopper(g);
  std::map<std::string, std::string> params{{"max_new_tokens", "64"}, {"method", method}, {"k", "3"}};
  Out out = generate(g, "def fib(n):\n    if n < 2:\n", params, [&](const Out& so_far) {
    if (so_far.batches.size() == 2) stopper.stop_now();  // the prefill's token, then the first round's
  });
  CHECK(stopped(out) && out.batches.size() == 2 && out.ids.size() == out.batches[0] + out.batches[1]);
  CHECK(out.ids.size() < 64);
  Out whole = generate(g, "def fib(n):\n    if n < 2:\n", params);
  CHECK(!whole.error && whole.ids.size() == 64 && std::equal(out.ids.begin(), out.ids.end(), whole.ids.begin()));
}

OdCancel* new_cancel() {
  OdCancel* c = nullptr;
  OdResult* r = OdCreateCancel(&c);
  CHECK(r == nullptr && c != nullptr);
  OdDestroyResult(r);
  return c;
}

// A cancel handle ends its own call and no other: requested before the call (it waits its turn), the
// call ends at once with no tokens; requested from its own token callback, within that round. The
// generator's stop count is untouched, so a call queued behind (its ticket taken before) runs whole,
// and so does the next call with a handle of its own.
void test_a_cancel_ends_exactly_its_call(OdGenerator* g) {
  const std::string prompt = "The capital of France is";
  uint64_t ticket = OdGeneratorStopCount(g);
  OdCancel* early = new_cancel();
  OdCancelRequest(early);
  CHECK(OdCancelIsRequested(early) == 1);
  Out cut = generate(g, prompt, {{"max_new_tokens", "16"}}, {}, early);
  CHECK(stopped(cut) && cut.ids.empty() && cut.batches.empty());
  CHECK(OdGeneratorStopCount(g) == ticket);
  Out queued = generate(g, prompt, {{"max_new_tokens", "16"}, {"stop_count", std::to_string(ticket)}});
  CHECK(!queued.error && queued.ids.size() == 16 && !queued.stats.value("stopped", true));
  OdDestroyCancel(early);

  OdCancel* own = new_cancel();
  std::map<std::string, std::string> params{{"max_new_tokens", "64"}, {"method", "omnidraft"}, {"k", "3"}};
  Out mid = generate(g, "def fib(n):\n    if n < 2:\n", params, [&](const Out& so_far) {
    if (so_far.batches.size() == 2) OdCancelRequest(own);  // the prefill's token, then the first round's
  }, own);
  CHECK(stopped(mid) && mid.batches.size() == 2 && mid.ids.size() == mid.batches[0] + mid.batches[1]);
  OdCancelRequest(own);  // after its call: does nothing to the next
  OdCancel* fresh = new_cancel();
  OdGenerationParams* held = nullptr;  // a handle destroyed while parameters hold it: still safe
  OdCreateGenerationParams(&held);
  OdGenerationParamsSetCancel(held, fresh);
  OdDestroyCancel(fresh);
  OdDestroyGenerationParams(held);
  Out whole = generate(g, "def fib(n):\n    if n < 2:\n", params);
  CHECK(!whole.error && whole.ids.size() == 64 && std::equal(mid.ids.begin(), mid.ids.end(), whole.ids.begin()));
  CHECK(OdGeneratorStopCount(g) == ticket);
  OdDestroyCancel(own);
}

// A cancel from another thread as the prefill's run starts ends the call inside that run.
void test_a_cancel_interrupts_the_prefill(OdGenerator* g, const std::string& prompt) {
  OdCancel* cancel = new_cancel();
  Stopper canceller([cancel] { OdCancelRequest(cancel); });
  stop_at_prefill = &canceller;
  Out cut = generate(g, prompt, {{"max_new_tokens", "8"}, {"method", "target-only"}}, {}, cancel);
  stop_at_prefill = nullptr;
  CHECK(stopped(cut) && cut.ids.empty() && cut.stats.value("interrupted", false));
  Out again = generate(g, prompt, {{"max_new_tokens", "8"}, {"method", "target-only"}});
  CHECK(!again.error && again.ids.size() == 8 && !again.stats.value("stopped", true));
  OdDestroyCancel(cancel);
}

size_t history(OdConversation* c) { return OdConversationMessageCount(c); }

// Conversations keep finished turns only: a stopped turn (its cancel, or OdGeneratorStop) leaves the
// history as it was unless OdConversationKeepStoppedTurns; a cancel in one conversation's turn does
// not end another's turn queued behind it.
void test_a_stopped_turn_leaves_the_history(OdGenerator* g) {
  OdConversation *a = nullptr, *b = nullptr;
  CHECK(OdCreateConversation(g, nullptr, 0, 0, &a) == nullptr && OdCreateConversation(g, nullptr, 0, 0, &b) == nullptr);
  if (!a || !b) return;
  std::map<std::string, std::string> params{{"max_new_tokens", "12"}};
  Out first = generate(g, "Hi there", params, {}, nullptr, a);
  CHECK(!first.error && history(a) == 2);
  OdCancel* cancel = new_cancel();
  uint64_t ticket = OdGeneratorStopCount(g);  // b's turn "waits" behind a's from here
  Out cut = generate(g, "Tell me more", params, [&](const Out&) { OdCancelRequest(cancel); }, cancel, a);
  CHECK(stopped(cut) && !cut.ids.empty() && history(a) == 2);
  Out queued = generate(g, "Hello", {{"max_new_tokens", "12"}, {"stop_count", std::to_string(ticket)}}, {}, nullptr, b);
  CHECK(!queued.error && !queued.stats.value("stopped", true) && history(b) == 2);
  Out stop = generate(g, "Tell me more", params, [&](const Out&) { OdGeneratorStop(g); }, nullptr, a);
  CHECK(stopped(stop) && history(a) == 2);
  OdConversationKeepStoppedTurns(a, 1);
  OdCancel* again = new_cancel();
  OdCancelRequest(again);
  Out kept = generate(g, "Tell me more", params, {}, again, a);
  CHECK(stopped(kept) && kept.ids.empty() && history(a) == 4);
  const char *role = nullptr, *content = nullptr;
  size_t length = 1;
  CHECK(OdConversationMessage(a, 3, &role, &content, &length) == nullptr && std::string(role) == "assistant" &&
        length == 0);
  OdDestroyCancel(cancel);
  OdDestroyCancel(again);
  OdDestroyConversation(a);
  OdDestroyConversation(b);
}

// A drafter whose vocabulary barely maps into the target's is dropped at load: the reason through
// OdGeneratorFallbackReason and, as a warning, through the log callback; every method then runs on
// the target alone.
void test_a_dropped_drafter_says_why(const std::string& target, const std::string& foreign) {
  warnings.clear();
  OdGenerator* g = open(target, foreign);
  CHECK(g != nullptr);
  if (!g) return;
  const char* reason = OdGeneratorFallbackReason(g);
  CHECK(reason && std::strstr(reason, "map into the target's vocabulary"));
  CHECK(reason && warnings.size() == 1 && warnings[0] == reason);
  Out out = generate(g, "The capital of France is", {{"max_new_tokens", "8"}, {"method", "omnidraft"}});
  CHECK(!out.error && out.stats.value("method", "") == "target-only" && out.ids.size() == 8);
  OdDestroyGenerator(g);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 6) {
    std::cerr << "usage: test_generation_edges ORT_LIBRARY TARGET DRAFT LONG_TARGET FOREIGN_DRAFT\n";
    return 2;
  }
  ort_library = argv[1];
  OdSetLogCallback(on_log, nullptr);
  OdSetLogLevel(OD_LOG_DEBUG);
  OdGenerator* pair = open(argv[2], argv[3]);
  OdGenerator* pair_for_prefill = open(argv[2], argv[3]);
  OdGenerator* long_target = open(argv[4], "", "8192");
  if (!pair || !pair_for_prefill || !long_target) return 2;
  CHECK(OdGeneratorFallbackReason(pair) == nullptr);  // this pair keeps its drafter

  test_a_stop_before_a_queued_call_ends_it(pair);
  test_a_stop_interrupts_the_prefill(long_target, long_prompt(400), {{"max_new_tokens", "8"}, {"method", "target-only"}});
  test_a_stop_interrupts_the_prefill(pair_for_prefill, long_prompt(35), {{"max_new_tokens", "8"}, {"method", "omnidraft"}});
  test_a_stop_ends_the_generation_within_its_round(pair, "omnidraft");
  test_a_stop_ends_the_generation_within_its_round(pair, "target-only");
  test_a_cancel_ends_exactly_its_call(pair);
  test_a_cancel_interrupts_the_prefill(long_target, long_prompt(400));
  OdGenerator* chat = open(argv[3], "");  // the drafter's bundle alone: a chat template that runs natively
  if (!chat) return 2;
  test_a_stopped_turn_leaves_the_history(chat);
  OdDestroyGenerator(chat);
  CHECK(!notes.empty());  // the debug notes came (the stops above were timed by them)
  test_a_dropped_drafter_says_why(argv[2], argv[5]);

  OdSetLogCallback(nullptr, nullptr);
  OdDestroyGenerator(pair);
  OdDestroyGenerator(pair_for_prefill);
  OdDestroyGenerator(long_target);
  if (failures) {
    std::cerr << failures << " check(s) failed\n";
    return 1;
  }
  std::cout << "all generation edge tests passed\n";
  return 0;
}
