#include "runtime/generator.h"

#include <cctype>

#include "errors.h"

namespace omnidraft::runtime {

namespace {

constexpr size_t kDefaultK = 1;  // runtime/speculative.py's DEFAULT_K: the context keeps room for k + 2

std::string setting(const Settings& s, const std::string& key, const std::string& fallback) {
  auto it = s.find(key);
  return it == s.end() ? fallback : it->second;
}

// An integer setting >= minimum (runtime/params.py's rules), with the rule in the error.
size_t number(const Settings& s, const std::string& key, size_t fallback, size_t minimum, const char* meaning) {
  std::string v = setting(s, key, "");
  if (v.empty()) return fallback;
  size_t used = 0;
  long long n = 0;
  try {
    n = std::stoll(v, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != v.size() || n < static_cast<long long>(minimum))
    throw Error(OD_ERROR_INVALID_ARGUMENT, key + " = '" + v + "': " + meaning + ", an integer >= " + std::to_string(minimum));
  return static_cast<size_t>(n);
}

void only_known(const Settings& s, std::initializer_list<const char*> known, const char* what) {
  for (auto& [key, value] : s) {
    bool ok = false;
    for (const char* k : known) ok = ok || key == k;
    if (!ok) throw Error(OD_ERROR_INVALID_ARGUMENT, std::string("unknown ") + what + " '" + key + "'");
  }
}

}  // namespace

Generator::Generator(const Settings& settings, const std::string& target_dir) {
  only_known(settings, {"ort_library", "threads", "max_length", "verify"}, "generator setting");
  std::string verify = setting(settings, "verify", "when_changed");
  if (verify != "when_changed" && verify != "always" && verify != "sizes")
    throw Error(OD_ERROR_INVALID_ARGUMENT, "verify = '" + verify + "': choose when_changed, always or sizes");
  load_onnxruntime(setting(settings, "ort_library", ""));
  target_bundle_ = load_bundle(target_dir, verify == "always" ? Verify::kAlways
                                           : verify == "sizes" ? Verify::kSizesOnly
                                                               : Verify::kWhenChanged);
  SessionSettings session;
  session.threads = static_cast<int>(number(settings, "threads", 0, 1, "intra-op threads"));
  session.max_length = number(settings, "max_length", 2048, 8, "context length");
  target_ = std::make_unique<OnnxLM>(target_bundle_, session);
  tokenizer_ = std::make_shared<Tokenizer>(Tokenizer::from_file(target_bundle_.tokenizer_path()));
  try {
    for (const auto& id : target_bundle_.manifest.at("tokenizer").at("eos_token_ids")) stop_ids_.insert(id.get<uint32_t>());
  } catch (const nlohmann::json::exception& e) {
    throw Error(OD_ERROR_BUNDLE, target_dir + ": malformed manifest (tokenizer.eos_token_ids): " + e.what());
  }
}

Result Generator::generate(std::string_view prompt, const Settings& params, const TokenSink& on_tokens) {
  only_known(params, {"max_new_tokens", "method", "reference"}, "generation parameter");
  size_t max_new_tokens = number(params, "max_new_tokens", 128, 1, "tokens to generate");
  std::string method = setting(params, "method", "target-only");
  std::string reference = setting(params, "reference", "0");
  if (reference != "0" && reference != "1") throw Error(OD_ERROR_INVALID_ARGUMENT, "reference = '" + reference + "': 0 or 1");
  if (method != "target-only")
    throw Error(OD_ERROR_INVALID_ARGUMENT, "method '" + method + "' is not in the native runtime yet (target-only is); "
                                           "the Python runtime has every method");
  bool blank = true;
  for (char c : prompt) blank = blank && std::isspace(static_cast<unsigned char>(c));
  if (blank) throw Error(OD_ERROR_INVALID_ARGUMENT, "the prompt is empty");
  std::vector<uint32_t> ids = tokenizer_->encode(prompt, true, true);
  size_t limit = target_->max_length() - kDefaultK - 2;
  if (ids.size() + max_new_tokens > limit)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "prompt of " + std::to_string(ids.size()) + " tokens + " +
                                           std::to_string(max_new_tokens) + " new tokens exceeds the usable context of " +
                                           std::to_string(limit) + "; shorten the prompt or lower max_new_tokens");
  Result result;
  nlohmann::json stats;
  result.token_ids = greedy_decode(*target_, ids, max_new_tokens, stop_ids_, on_tokens, reference == "1", stats);
  result.stats = {{"method", "target-only"}};
  result.stats.update(stats);
  result.text = tokenizer_->decode(result.token_ids, true);
  return result;
}

}  // namespace omnidraft::runtime
