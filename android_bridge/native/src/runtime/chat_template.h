// The chat template as fixed pieces of text around the messages (runtime/chat_template.py), derived
// and checked against transformers' apply_chat_template at export and carried in the manifest. The
// native core has no Jinja engine: a bundle whose template the pieces cannot reproduce carries the
// reason instead, and every chat call is refused with it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace omnidraft::runtime {

struct Message {
  std::string role;  // system, user or assistant
  std::string content;
};

class ChatTemplate {
 public:
  // From the manifest's tokenizer.chat ({"pieces": ...} or {"refused": why}); `origin` names the bundle.
  static ChatTemplate from_manifest(const nlohmann::json& tokenizer, const std::string& origin);

  // The template's text for messages: an optional system message, then user and assistant turns in
  // turn, starting with the user's. OD_ERROR_INVALID_ARGUMENT for another shape, or when this bundle
  // carries no pieces (the message says why).
  std::string render(const std::vector<Message>& messages, bool add_generation_prompt = true) const;

 private:
  std::string refused_;  // why there are no pieces; empty when there are
  std::string begin_, system_to_user_, user_to_assistant_, assistant_to_user_, generation_, user_end_, assistant_end_;
  std::optional<std::string> begin_system_;
  bool trim_ = false;  // strip each message of Python's whitespace, as Jinja's trim does
};

}  // namespace omnidraft::runtime
