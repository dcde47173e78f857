#include "runtime/vocab.h"

#include <algorithm>
#include <set>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "errors.h"
#include "tokenizer/unicode.h"
#include "sha256.h"

namespace omnidraft::runtime {

namespace {
const std::string_view kRoundTripProbe = "Hello, world!\n\tdef f(x):  return x**2  # \xC3\xBCn\xC3\xAF" "code "
                                         "\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E \xF0\x9F\x99\x82\n";
const std::optional<std::string> kNone;
}  // namespace

std::vector<SpecialToken> special_tokens_of_manifest(const nlohmann::json& manifest, const std::string& origin) {
  try {
    std::vector<SpecialToken> out;
    for (const auto& row : manifest.at("tokenizer").at("special_tokens"))
      out.push_back({row.at("id").get<uint32_t>(), row.at("text").get<std::string>(),
                     row.at("roles").get<std::vector<std::string>>()});
    return out;
  } catch (const nlohmann::json::exception& e) {
    throw Error(OD_ERROR_BUNDLE, origin + ": malformed manifest (tokenizer.special_tokens): " + e.what());
  }
}

std::vector<SpecialToken> special_tokens_of_manifest(std::string_view manifest_json, const std::string& origin) {
  auto manifest = nlohmann::json::parse(manifest_json.begin(), manifest_json.end(), nullptr, false);
  if (manifest.is_discarded()) throw Error(OD_ERROR_BUNDLE, origin + ": manifest is not valid JSON");
  return special_tokens_of_manifest(manifest, origin);
}

namespace {
// runtime/vocab.py _without_prepend_per_segment: a normalizer runs on each piece of text between added
// tokens, so Prepend(U+2581) (transformers' conversion of Phi-3's GGUF) wrote a space after every
// non-special added token in the text. Returns false where the spec needs no rewrite.
bool without_prepend_per_segment(nlohmann::json& spec) {
  const nlohmann::json none = nlohmann::json::object();
  const nlohmann::json& normalizer = spec.contains("normalizer") && spec["normalizer"].is_object() ? spec["normalizer"] : none;
  nlohmann::json parts = normalizer.value("type", "") == "Sequence" ? normalizer.value("normalizers", nlohmann::json::array())
                                                                     : nlohmann::json::array({normalizer});
  auto is_prepend = [](const nlohmann::json& n) {
    return n.is_object() && n.value("type", "") == "Prepend" && n.value("prepend", "") == "\xE2\x96\x81";
  };
  bool has_added_text = false;
  for (const auto& a : spec.value("added_tokens", nlohmann::json::array()))
    has_added_text = has_added_text || !a.value("special", false);
  bool has_pre_tokenizer = spec.contains("pre_tokenizer") && !spec["pre_tokenizer"].is_null();
  if (std::none_of(parts.begin(), parts.end(), is_prepend) || has_pre_tokenizer || !has_added_text) return false;
  nlohmann::json kept = nlohmann::json::array();
  for (const auto& n : parts)
    if (!is_prepend(n)) kept.push_back(n);
  spec["normalizer"] = {{"type", "Sequence"}, {"normalizers", kept}};
  spec["pre_tokenizer"] = {{"type", "Metaspace"}, {"replacement", "\xE2\x96\x81"}, {"prepend_scheme", "first"}, {"split", false}};
  return true;
}
}  // namespace

TokenBytes TokenBytes::from_file(const std::string& tokenizer_json_path, std::vector<SpecialToken> special,
                                 const std::string& origin) {
  std::string text = read_tokenizer_text(tokenizer_json_path);
  auto tokenizer = std::make_shared<const Tokenizer>(text, tokenizer_json_path);  // refuses bad files
  auto matcher = tokenizer;
  nlohmann::json spec = nlohmann::json::parse(text);
  if (without_prepend_per_segment(spec)) matcher = std::make_shared<const Tokenizer>(spec.dump(), tokenizer_json_path);
  return TokenBytes(std::move(tokenizer), std::move(matcher), std::move(special), origin);
}

TokenBytes::TokenBytes(std::shared_ptr<const Tokenizer> tokenizer, std::shared_ptr<const Tokenizer> matcher,
                       std::vector<SpecialToken> special, const std::string& origin)
    : tokenizer_(std::move(tokenizer)), matcher_(std::move(matcher)), special_(std::move(special)) {
  bytes_.resize(tokenizer_->vocab_size());
  for (uint32_t id = 0; id < bytes_.size(); ++id)
    if (tokenizer_->has_token(id) && !tokenizer_->is_special(id)) bytes_[id] = tokenizer_->token_bytes(id);
  for (const SpecialToken& s : special_)
    if (s.id < bytes_.size()) bytes_[s.id].reset();
  bool single[256] = {};
  for (const auto& b : bytes_)
    if (b && b->size() == 1) single[static_cast<unsigned char>((*b)[0])] = true;
  for (int b = 0; b < 256; ++b) missing_[b] = !single[b];
  std::string got = decode_bytes(encode_continuation(kRoundTripProbe));
  if (got != kRoundTripProbe)
    throw Error(OD_ERROR_INVALID_ARGUMENT, origin + ": this tokenizer does not round-trip text to the same bytes, so "
                                                    "tokens cannot be matched across vocabularies by bytes");
}

const std::optional<std::string>& TokenBytes::bytes_of(uint32_t id) const { return id < bytes_.size() ? bytes_[id] : kNone; }

bool TokenBytes::is_special(uint32_t id) const {
  return std::any_of(special_.begin(), special_.end(), [&](const SpecialToken& s) { return s.id == id; });
}

std::string TokenBytes::fingerprint() const {
  std::unordered_map<uint32_t, const std::string*> special_text;
  for (const SpecialToken& s : special_) special_text.emplace(s.id, &s.text);
  Sha256 h;
  for (uint32_t id = 0; id < bytes_.size(); ++id) {
    uint8_t tag = 2;
    std::string_view content;
    if (bytes_[id]) {
      tag = 0, content = *bytes_[id];
    } else if (auto it = special_text.find(id); it != special_text.end()) {
      tag = 1, content = *it->second;
    }
    uint32_t n = static_cast<uint32_t>(content.size());
    uint8_t header[5] = {tag, static_cast<uint8_t>(n), static_cast<uint8_t>(n >> 8), static_cast<uint8_t>(n >> 16),
                         static_cast<uint8_t>(n >> 24)};
    h.update(header, sizeof header);
    h.update(content.data(), content.size());
  }
  auto digest = h.digest();
  return to_hex(digest.data(), digest.size());
}

std::string TokenBytes::decode_bytes(const std::vector<uint32_t>& ids) const {
  std::string out;
  for (uint32_t id : ids)
    if (const auto& b = bytes_of(id)) out += *b;
  return out;
}

std::vector<uint32_t> TokenBytes::encode(std::string_view text) const { return matcher_->encode(text, false, false); }

// SentencePiece-style tokenizers prepend a space at the start of a text; to avoid it we encode an
// anchor before the text and drop the anchor's tokens, if a token boundary falls exactly there.
std::vector<uint32_t> TokenBytes::encode_continuation(std::string_view text) const {
  if (text.empty()) return {};
  for (std::string_view anchor : {"\n", "a", "."}) {
    std::vector<uint32_t> ids = encode(std::string(anchor) + std::string(text));
    std::string tail;
    for (size_t i = ids.size(); i-- > 0;) {
      const auto& b = bytes_of(ids[i]);
      tail = (b ? *b : std::string()) + tail;
      if (tail.size() >= text.size()) {
        if (tail == text) return std::vector<uint32_t>(ids.begin() + static_cast<std::ptrdiff_t>(i), ids.end());
        break;
      }
    }
  }
  return encode(text);
}

namespace {
// Roles that say more than eos/bos: a turn's end maps to the target's turn end before its end of text.
const char* const kSpecificRoles[] = {"turn_end", "turn_start", "think_end", "think_start"};

bool has_role(const SpecialToken& s, const std::string& role) {
  return std::find(s.roles.begin(), s.roles.end(), role) != s.roles.end();
}

// The target's special token for a drafter special token with these roles (runtime/vocab.py _by_role).
std::optional<uint32_t> by_role(const TokenBytes& target, const std::set<std::string>& roles) {
  for (const char* role : kSpecificRoles) {
    if (!roles.count(role)) continue;
    for (const SpecialToken& s : target.special_tokens())
      if (has_role(s, role)) return s.id;
  }
  for (const SpecialToken& s : target.special_tokens())
    if (std::any_of(s.roles.begin(), s.roles.end(), [&](const std::string& r) { return roles.count(r) > 0; }))
      return s.id;
  return std::nullopt;
}
}  // namespace

VocabBridge::VocabBridge(const TokenBytes& draft, const TokenBytes& target, size_t draft_logits)
    : draft_(draft), target_(target) {
  std::unordered_map<std::string, uint32_t> by_bytes;  // the first id for duplicate byte strings
  for (uint32_t id = 0; id < target.vocab_size(); ++id)
    if (const auto& b = target.bytes_of(id); b && !b->empty()) by_bytes.emplace(*b, id);
  d2t_.assign(std::max<size_t>(draft.vocab_size(), draft_logits), -1);
  for (uint32_t id = 0; id < draft.vocab_size(); ++id)
    if (const auto& b = draft.bytes_of(id); b && !b->empty())
      if (auto it = by_bytes.find(*b); it != by_bytes.end()) d2t_[id] = it->second;
  for (const SpecialToken& d : draft.special_tokens()) {
    std::optional<uint32_t> t;
    for (const SpecialToken& s : target.special_tokens())
      if (s.text == d.text) t = s.id;  // the last row with this text, as Python's dict keeps it
    if (!t) {
      std::set<std::string> roles(d.roles.begin(), d.roles.end());
      roles.erase("special");
      t = by_role(target, roles);
    }
    if (t && d.id < draft.vocab_size()) d2t_[d.id] = *t;
  }
  std::vector<uint32_t> draft_special;
  for (const SpecialToken& d : draft.special_tokens()) draft_special.push_back(d.id);
  std::sort(draft_special.begin(), draft_special.end());
  draft_special.erase(std::unique(draft_special.begin(), draft_special.end()), draft_special.end());
  for (uint32_t d : draft_special)
    if (d < draft.vocab_size() && d2t_[d] >= 0) t2d_special_[static_cast<uint32_t>(d2t_[d])] = d;
  shared_ = static_cast<size_t>(std::count_if(d2t_.begin(), d2t_.end(), [](int64_t t) { return t >= 0; }));
}

std::vector<uint32_t> VocabBridge::target_to_draft_prompt(const std::vector<uint32_t>& target_ids,
                                                          std::optional<uint32_t> draft_bos) const {
  std::vector<uint32_t> out;
  if (draft_bos) out.push_back(*draft_bos);
  std::vector<uint32_t> run;
  auto flush = [&]() {
    if (run.empty()) return;
    std::string text = unicode::to_valid_utf8(target_.decode_bytes(run));
    auto ids = out.empty() ? draft_.encode(text) : draft_.encode_continuation(text);
    out.insert(out.end(), ids.begin(), ids.end());
    run.clear();
  };
  for (uint32_t t : target_ids) {
    if (target_.is_special(t)) {
      flush();
      if (auto it = t2d_special_.find(t); it != t2d_special_.end()) out.push_back(it->second);
    } else {
      run.push_back(t);
    }
  }
  flush();
  return out;
}

}  // namespace omnidraft::runtime
