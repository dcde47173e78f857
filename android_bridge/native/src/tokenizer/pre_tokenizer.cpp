#include "tokenizer/pre_tokenizer.h"

#include <algorithm>

#include "tokenizer/unicode.h"

namespace omnidraft::tokenizer {

namespace {

// GPT-2's pre-tokenizer pattern: what a ByteLevel pre-tokenizer with use_regex splits by.
constexpr std::string_view kGpt2Pattern =
    R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";

Behavior behavior_of(const std::string& name, const std::string& origin) {
  if (name == "Isolated") return Behavior::kIsolated;
  if (name == "Removed") return Behavior::kRemoved;
  if (name == "MergedWithPrevious") return Behavior::kMergedWithPrevious;
  if (name == "MergedWithNext") return Behavior::kMergedWithNext;
  if (name == "Contiguous") return Behavior::kContiguous;
  refuse(origin, "split behavior '" + name + "' is not supported");
}

using Spans = std::vector<std::pair<std::pair<size_t, size_t>, bool>>;  // ((begin, end), matched)

// Cover [0, n) with the matches and the gaps between them.
Spans cover(const std::vector<std::pair<size_t, size_t>>& matches, size_t n, bool invert) {
  Spans out;
  size_t last = 0;
  for (auto [b, e] : matches) {
    if (last < b) out.push_back({{last, b}, invert});
    out.push_back({{b, e}, !invert});
    last = e;
  }
  if (last < n) out.push_back({{last, n}, invert});
  return out;
}

std::vector<std::u32string> apply_behavior(const std::u32string& text, Spans spans, Behavior behavior) {
  Spans merged;
  bool previous = false;
  switch (behavior) {
    case Behavior::kIsolated: merged = spans; break;
    case Behavior::kRemoved:
      for (auto& s : spans)
        if (!s.second) merged.push_back(s);
      break;
    case Behavior::kMergedWithPrevious:
      for (auto& s : spans) {
        if (s.second && !previous && !merged.empty()) merged.back().first.second = s.first.second;
        else merged.push_back({s.first, false});
        previous = s.second;
      }
      break;
    case Behavior::kMergedWithNext:
      for (auto it = spans.rbegin(); it != spans.rend(); ++it) {
        if (it->second && !previous && !merged.empty()) merged.back().first.first = it->first.first;
        else merged.push_back({it->first, false});
        previous = it->second;
      }
      std::reverse(merged.begin(), merged.end());
      break;
    case Behavior::kContiguous:
      for (auto& s : spans) {
        if (s.second == previous && !merged.empty()) merged.back().first.second = s.first.second;
        else merged.push_back({s.first, false});
        previous = s.second;
      }
      break;
  }
  std::vector<std::u32string> out;
  for (auto& s : merged)
    if (s.first.second > s.first.first) out.push_back(text.substr(s.first.first, s.first.second - s.first.first));
  return out;
}

std::u32string to_byte_chars(const std::u32string& text) {
  std::u32string out;
  for (char c : unicode::encode_utf8(text)) out.push_back(byte_to_char()[static_cast<unsigned char>(c)]);
  return out;
}

std::vector<Piece> pieces(const std::u32string& t, Spans spans, Behavior b, bool at_start) {
  std::vector<Piece> out;
  for (auto& s : apply_behavior(t, std::move(spans), b)) out.push_back({std::move(s), at_start && out.empty()});
  return out;
}

}  // namespace

void NormalizerStep::apply(std::u32string& t) const {
  if (kind == kNFC) {
    t = unicode::nfc(t);
  } else if (kind == kPrepend) {
    if (!t.empty()) t = a + t;
  } else if (!a.empty()) {
    std::u32string out;
    for (size_t i = 0; i < t.size();) {
      if (t.compare(i, a.size(), a) == 0) out += b, i += a.size();
      else out += t[i++];
    }
    t = std::move(out);
  }
}

std::vector<Piece> PreTokenizerStep::apply(const Piece& piece) const {
  std::u32string t = piece.text;
  if (kind == kByteLevel) {
    if (add_prefix_space && (t.empty() || t[0] != U' ')) t = U" " + t;
    std::vector<Piece> out{{t, piece.at_start}};
    if (pattern) out = pieces(t, cover(pattern->find_all(t), t.size(), false), Behavior::kIsolated, piece.at_start);
    for (Piece& p : out) p.text = to_byte_chars(p.text);  // the model sees GPT-2 byte characters
    return out;
  }
  if (kind == kSplit) return pieces(t, cover(pattern->find_all(t), t.size(), invert), behavior, piece.at_start);
  if (kind == kDigits) {
    std::vector<std::pair<size_t, size_t>> digits;
    for (size_t i = 0; i < t.size(); ++i)
      if (unicode::is_number(t[i])) digits.push_back({i, i + 1});
    return pieces(t, cover(digits, t.size(), false),
                  individual_digits ? Behavior::kIsolated : Behavior::kContiguous, piece.at_start);
  }
  // Metaspace
  std::replace(t.begin(), t.end(), U' ', replacement);
  bool prepend = prepend_scheme == "always" || (prepend_scheme == "first" && piece.at_start);
  if (prepend && (t.empty() || t[0] != replacement)) t = std::u32string(1, replacement) + t;
  if (!split) return {{t, piece.at_start}};
  std::vector<std::pair<size_t, size_t>> marks;
  for (size_t i = 0; i < t.size(); ++i)
    if (t[i] == replacement) marks.push_back({i, i + 1});
  return pieces(t, cover(marks, t.size(), false), Behavior::kMergedWithNext, piece.at_start);
}

void load_normalizer(const json& node, const std::string& origin, std::vector<NormalizerStep>& normalizer, int depth) {
  if (node.is_null()) return;
  if (depth > kMaxNesting) refuse(origin, "normalizers nested too deep");
  std::string type = str(node, "type", origin);
  if (type == "Sequence") {
    for (const json& n : node.at("normalizers")) load_normalizer(n, origin, normalizer, depth + 1);
  } else if (type == "NFC") {
    normalizer.emplace_back(NormalizerStep::kNFC);
  } else if (type == "Prepend") {
    normalizer.emplace_back(NormalizerStep::kPrepend, unicode::decode_utf8(str(node, "prepend", origin)));
  } else if (type == "Replace") {
    const json& pattern = node.at("pattern");
    if (!pattern.contains("String")) refuse(origin, "a Replace normalizer with a regex pattern is not supported");
    normalizer.emplace_back(NormalizerStep::kReplace, unicode::decode_utf8(pattern.at("String").get<std::string>()),
                            unicode::decode_utf8(str(node, "content", origin)));
  } else {
    refuse(origin, "normalizer '" + type + "' is not supported natively (NFC, Prepend, Replace and Sequence are)");
  }
}

void load_pre_tokenizer(const json& node, const std::string& origin, std::vector<PreTokenizerStep>& pre_tokenizer,
                        bool& byte_level_model, int depth) {
  if (node.is_null()) return;
  if (depth > kMaxNesting) refuse(origin, "pre-tokenizers nested too deep");
  std::string type = str(node, "type", origin);
  PreTokenizerStep step(PreTokenizerStep::kSplit);
  if (type == "Sequence") {
    for (const json& n : node.at("pretokenizers")) load_pre_tokenizer(n, origin, pre_tokenizer, byte_level_model, depth + 1);
    return;
  } else if (type == "Split") {
    const json& pattern = node.at("pattern");
    if (pattern.contains("Regex")) {
      step.pattern = std::make_shared<regex::Regex>(pattern.at("Regex").get<std::string>());
    } else {
      refuse(origin, "a Split pre-tokenizer on a plain string is not supported");
    }
    step.behavior = behavior_of(str(node, "behavior", origin), origin);
    step.invert = flag(node, "invert", false);
  } else if (type == "ByteLevel") {
    step.kind = PreTokenizerStep::kByteLevel;
    step.add_prefix_space = flag(node, "add_prefix_space", true);
    if (flag(node, "use_regex", true)) step.pattern = std::make_shared<regex::Regex>(kGpt2Pattern);
    byte_level_model = true;
  } else if (type == "Metaspace") {
    step.kind = PreTokenizerStep::kMetaspace;
    std::u32string rep = unicode::decode_utf8(str(node, "replacement", origin));
    if (rep.size() != 1) refuse(origin, "a Metaspace replacement must be one character");
    step.replacement = rep[0];
    step.prepend_scheme = node.value("prepend_scheme", std::string("always"));
    if (step.prepend_scheme != "always" && step.prepend_scheme != "first" && step.prepend_scheme != "never")
      refuse(origin, "Metaspace prepend_scheme '" + step.prepend_scheme + "' is unknown");
    step.split = flag(node, "split", true);
  } else if (type == "Digits") {
    step.kind = PreTokenizerStep::kDigits;
    step.individual_digits = flag(node, "individual_digits", false);
  } else {
    refuse(origin, "pre-tokenizer '" + type + "' is not supported natively "
                   "(Split, ByteLevel, Metaspace, Digits and Sequence are)");
  }
  pre_tokenizer.push_back(std::move(step));
}

}  // namespace omnidraft::tokenizer
