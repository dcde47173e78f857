#include "runtime/conversation.h"


#include "errors.h"

namespace omnidraft::runtime {

Conversation::Conversation(Generator& generator, std::optional<std::string> system, bool drop_oldest)
    : generator_(generator), system_(std::move(system)), drop_oldest_(drop_oldest) {
  generator_.chat_template().render(with_system({{"user", "probe"}}));  // refuses now, with the reason, if it would later
}

std::vector<Message> Conversation::with_system(const std::vector<Message>& turns) const {
  std::vector<Message> out;
  if (system_) out.push_back({"system", *system_});
  out.insert(out.end(), turns.begin(), turns.end());
  return out;
}

std::vector<Message> Conversation::history() const { return with_system(turns_); }

void Conversation::reset() {
  turns_.clear();
  dropped_ = 0;
}

Message Conversation::undo() {
  if (turns_.size() < 2) throw Error(OD_ERROR_INVALID_ARGUMENT, "nothing to undo: the conversation has no exchange");
  Message user = turns_[turns_.size() - 2];
  turns_.resize(turns_.size() - 2);
  return user;
}

std::pair<std::vector<Message>, std::vector<uint32_t>> Conversation::fit(std::vector<Message> turns,
                                                                         size_t max_new_tokens, size_t limit) const {
  std::vector<uint32_t> ids = generator_.chat_ids(with_system(turns));
  if (ids.size() + max_new_tokens <= limit) return {std::move(turns), std::move(ids)};
  std::string need = std::to_string(ids.size()) + " prompt tokens + " + std::to_string(max_new_tokens) +
                     " new tokens, over the usable context of " + std::to_string(limit);
  if (!drop_oldest_)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "this turn needs " + need + "; lower max_new_tokens, reset the "
                                           "conversation, or open it with drop_oldest");
  // the fewest oldest exchanges to drop, by bisection: each try renders and tokenizes the history once,
  // so a long history costs a few tokenizations, not one per exchange (a shorter history never needs more)
  auto dropping = [&](size_t n) {
    return std::vector<Message>(turns.begin() + static_cast<std::ptrdiff_t>(2 * n), turns.end());
  };
  size_t fits = turns.size() / 2, too_few = 0;  // dropping every earlier exchange leaves the message alone
  std::vector<uint32_t> fitting = generator_.chat_ids(with_system(dropping(fits)));
  if (fitting.size() + max_new_tokens > limit)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "this message alone needs " + std::to_string(fitting.size()) +
                                           " prompt tokens + " + std::to_string(max_new_tokens) + " new tokens, over "
                                           "the usable context of " + std::to_string(limit) +
                                           "; shorten it or lower max_new_tokens");
  while (fits - too_few > 1) {
    size_t middle = too_few + (fits - too_few) / 2;
    std::vector<uint32_t> tried = generator_.chat_ids(with_system(dropping(middle)));
    if (tried.size() + max_new_tokens <= limit)
      fits = middle, fitting = std::move(tried);
    else
      too_few = middle;
  }
  return {dropping(fits), std::move(fitting)};
}

Result Conversation::send(std::string_view text, const Settings& params, const IdsSink& on_tokens,
                          const TextSink& on_text, const CancelPtr& cancel) {
  Settings call = generator_.with_stop_ticket(params);
  if (blank(text)) throw Error(OD_ERROR_INVALID_ARGUMENT, "the message is empty");
  if (flag(call, "chat")) throw Error(OD_ERROR_INVALID_ARGUMENT, "chat = 1: a conversation is always a chat");
  std::vector<Message> turns = turns_;
  turns.push_back({"user", std::string(text)});
  size_t max_new_tokens = Generator::max_new_tokens(call);
  auto [kept, ids] = fit(std::move(turns), max_new_tokens, generator_.usable_context(call));
  Result result = generator_.generate_ids(ids, call, on_tokens, on_text, cancel);
  bool finished = result.stats.value("finish_reason", "") != "stopped";
  if (finished || keep_stopped_) {
    dropped_ += (turns_.size() + 1 - kept.size()) / 2;
    turns_ = std::move(kept);
    turns_.push_back({"assistant", result.text});
  }
  result.stats["turn"] = turns_.size() / 2;
  result.stats["dropped_exchanges"] = dropped_;
  return result;
}

}  // namespace omnidraft::runtime
