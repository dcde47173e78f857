// A multi-turn chat over one Generator (runtime/conversation.py): the history as messages, each turn
// rendered whole by the bundle's chat pieces, and the KV caches kept across turns, so a turn computes
// only what the rendered history does not share with what the sessions hold. Several conversations
// may share a generator: they share its sessions and n-gram cache; each holds only its messages.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "runtime/generator.h"

namespace omnidraft::runtime {

class Conversation {
 public:
  // drop_oldest: a turn that would pass the context drops the oldest exchanges (never the system
  // message) until it fits; otherwise it is an error that gives the numbers.
  Conversation(Generator& generator, std::optional<std::string> system, bool drop_oldest);

  // One turn: the reply to text after the history (params and cancel as Generator::generate, chat
  // excepted). The exchange joins the history once the reply is finished (eos, length, a stop string);
  // a failed turn, and a stopped one unless keep_stopped_turns, leave the history as it was. Its stop
  // ticket is taken as send begins, so a stop while the history is fitted is not lost.
  Result send(std::string_view text, const Settings& params, const IdsSink& on_tokens = nullptr,
              const TextSink& on_text = nullptr, const CancelPtr& cancel = nullptr);
  // true: a stopped turn joins the history with its partial (maybe empty) reply.
  void keep_stopped_turns(bool keep) { keep_stopped_ = keep; }
  // Takes back the last exchange; returns its user message.
  Message undo();
  // Forgets the turns (the system message stays).
  void reset();
  // The messages the template renders: the system message (if any), then the turns.
  std::vector<Message> history() const;

 private:
  std::vector<Message> with_system(const std::vector<Message>& turns) const;
  std::pair<std::vector<Message>, std::vector<uint32_t>> fit(std::vector<Message> turns, size_t max_new_tokens,
                                                             size_t limit) const;

  Generator& generator_;
  std::optional<std::string> system_;
  bool drop_oldest_;
  bool keep_stopped_ = false;
  std::vector<Message> turns_;  // user and assistant, in turn
  size_t dropped_ = 0;          // exchanges dropped to fit the context
};

}  // namespace omnidraft::runtime
