#include "runtime/chat_template.h"

#include "errors.h"
#include "tokenizer/unicode.h"

namespace omnidraft::runtime {

namespace {

// Python's str.isspace() (so Jinja's trim): chat_template.py's WHITESPACE.
bool python_space(uint32_t c) {
  return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

std::string strip(const std::string& text) {
  std::u32string cps = unicode::decode_utf8(text);
  size_t begin = 0, end = cps.size();
  while (begin < end && python_space(cps[begin])) ++begin;
  while (end > begin && python_space(cps[end - 1])) --end;
  return unicode::encode_utf8(cps.substr(begin, end - begin));
}

}  // namespace

ChatTemplate ChatTemplate::from_manifest(const nlohmann::json& tokenizer, const std::string& origin) {
  ChatTemplate t;
  auto chat = tokenizer.find("chat");
  if (chat == tokenizer.end()) {
    t.refused_ = origin + " predates multi-turn chat pieces (exporter revision 7): export it again";
    return t;
  }
  try {
    if (chat->contains("refused")) {
      t.refused_ = origin + ": its chat template cannot run natively: " + chat->at("refused").get<std::string>();
      return t;
    }
    const auto& p = chat->at("pieces");
    t.begin_ = p.at("begin").get<std::string>();
    t.system_to_user_ = p.at("system_to_user").is_null() ? "" : p.at("system_to_user").get<std::string>();
    t.user_to_assistant_ = p.at("user_to_assistant").get<std::string>();
    t.assistant_to_user_ = p.at("assistant_to_user").get<std::string>();
    t.generation_ = p.at("generation").get<std::string>();
    t.user_end_ = p.at("user_end").get<std::string>();
    t.assistant_end_ = p.at("assistant_end").get<std::string>();
    if (!p.at("begin_system").is_null()) t.begin_system_ = p.at("begin_system").get<std::string>();
    t.trim_ = p.at("trim").get<bool>();
  } catch (const nlohmann::json::exception& e) {
    throw Error(OD_ERROR_BUNDLE, origin + ": malformed manifest (tokenizer.chat): " + e.what());
  }
  return t;
}

std::string ChatTemplate::render(const std::vector<Message>& messages, bool add_generation_prompt) const {
  if (!refused_.empty()) throw Error(OD_ERROR_INVALID_ARGUMENT, refused_);
  if (messages.empty()) throw Error(OD_ERROR_INVALID_ARGUMENT, "no messages");
  auto content = [&](const Message& m) { return trim_ ? strip(m.content) : m.content; };
  std::string out;
  size_t first = 0;
  if (messages[0].role == "system") {
    if (!begin_system_)
      throw Error(OD_ERROR_INVALID_ARGUMENT, "this model's chat template takes no system message in the native runtime");
    out += *begin_system_ + content(messages[0]) + system_to_user_;
    first = 1;
  } else {
    out += begin_;
  }
  if (first == messages.size()) throw Error(OD_ERROR_INVALID_ARGUMENT, "a conversation needs a user message");
  for (size_t i = first; i < messages.size(); ++i) {
    const char* want = (i - first) % 2 ? "assistant" : "user";
    if (messages[i].role != want)
      throw Error(OD_ERROR_INVALID_ARGUMENT, "message " + std::to_string(i - first + 1) + " after the system message is '" +
                                             messages[i].role + "': turns go user, assistant, user, ... starting with the user");
    if (i > first) out += messages[i].role == "assistant" ? user_to_assistant_ : assistant_to_user_;
    out += content(messages[i]);
  }
  if (messages.back().role == "assistant") {
    if (add_generation_prompt)
      throw Error(OD_ERROR_INVALID_ARGUMENT, "the last message is the assistant's: there is nothing to reply to");
    out += assistant_end_;
  } else {
    out += add_generation_prompt ? generation_ : user_end_;
  }
  return out;
}

}  // namespace omnidraft::runtime
