#include "runtime/tokenizer.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <queue>
#include <sstream>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "errors.h"
#include "runtime/regex.h"
#include "runtime/unicode.h"

namespace omnidraft::runtime {

using nlohmann::json;

namespace {

constexpr char32_t kMetaspace = 0x2581;  // '▁', SentencePiece's space
// A hostile file must not exhaust memory or the stack: ids far beyond any real vocabulary (256k
// today) and deeply nested Sequence components are refused.
constexpr uint32_t kMaxTokenId = 1u << 24;
constexpr int kMaxNesting = 16;
// GPT-2's pre-tokenizer pattern: what a ByteLevel pre-tokenizer with use_regex splits by.
constexpr std::string_view kGpt2Pattern =
    R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";

// GPT-2's byte <-> printable codepoint table (tokenizers' bytes_char).
const std::vector<char32_t>& byte_to_char() {
  static const std::vector<char32_t> table = [] {
    std::vector<char32_t> t(256);
    char32_t extra = 0;
    for (int b = 0; b < 256; ++b) {
      bool printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
      t[b] = printable ? static_cast<char32_t>(b) : 256 + extra++;
    }
    return t;
  }();
  return table;
}

int char_to_byte(char32_t c) {
  static const std::unordered_map<char32_t, int> table = [] {
    std::unordered_map<char32_t, int> t;
    for (int b = 0; b < 256; ++b) t[byte_to_char()[b]] = b;
    return t;
  }();
  auto it = table.find(c);
  return it == table.end() ? -1 : it->second;
}

// Rust's char::is_whitespace (the White_Space property), used by added tokens' lstrip/rstrip.
bool is_rust_whitespace(char32_t c) { return unicode::is_space(c); }

[[noreturn]] void refuse(const std::string& origin, const std::string& what) {
  throw Error(OD_ERROR_INVALID_ARGUMENT, origin + ": " + what);
}

std::string str(const json& node, const char* key, const std::string& origin) {
  auto it = node.find(key);
  if (it == node.end() || !it->is_string()) refuse(origin, std::string("expected a string '") + key + "'");
  return it->get<std::string>();
}

bool flag(const json& node, const char* key, bool fallback) {
  auto it = node.find(key);
  return it == node.end() || it->is_null() ? fallback : it->get<bool>();
}

// tokenizers' SplitDelimiterBehavior over the spans that matched, as normalizer.rs applies it.
enum class Behavior { kIsolated, kRemoved, kMergedWithPrevious, kMergedWithNext, kContiguous };

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

// A piece of text on its way through normalization and pre-tokenization. `at_start`: it begins the
// input (Metaspace's prepend_scheme "first" looks at that).
struct Piece {
  std::u32string text;
  bool at_start;
};

struct NormalizerStep {
  enum Kind { kNFC, kPrepend, kReplace } kind;
  std::u32string a, b;  // Prepend: a; Replace: a -> b
  explicit NormalizerStep(Kind k, std::u32string x = {}, std::u32string y = {}) : kind(k), a(std::move(x)), b(std::move(y)) {}

  void apply(std::u32string& t) const {
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
};

struct PreTokenizerStep {
  enum Kind { kSplit, kByteLevel, kMetaspace, kDigits } kind;
  explicit PreTokenizerStep(Kind k) : kind(k) {}
  std::shared_ptr<regex::Regex> pattern;  // kSplit, and kByteLevel with use_regex
  Behavior behavior = Behavior::kIsolated;
  bool invert = false, add_prefix_space = false, individual_digits = false, split = false;
  char32_t replacement = kMetaspace;
  std::string prepend_scheme = "always";

  std::vector<Piece> apply(const Piece& piece) const {
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

  static std::u32string to_byte_chars(const std::u32string& text) {
    std::u32string out;
    for (char c : unicode::encode_utf8(text)) out.push_back(byte_to_char()[static_cast<unsigned char>(c)]);
    return out;
  }

  static std::vector<Piece> pieces(const std::u32string& t, Spans spans, Behavior b, bool at_start) {
    std::vector<Piece> out;
    for (auto& s : apply_behavior(t, std::move(spans), b)) out.push_back({std::move(s), at_start && out.empty()});
    return out;
  }
};

struct AddedToken {
  uint32_t id;
  std::string content;
  bool special, lstrip, rstrip, normalized;
  std::u32string text;  // content as codepoints, what the splitter compares
};

struct PairHash {
  size_t operator()(uint64_t v) const { return std::hash<uint64_t>()(v); }
};

}  // namespace

struct Tokenizer::Impl {
  std::string origin;
  std::vector<NormalizerStep> normalizer;
  std::vector<PreTokenizerStep> pre_tokenizer;
  bool byte_level_model = false;  // the model's symbols are GPT-2 byte characters
  // BPE
  std::unordered_map<std::string, uint32_t> vocab;
  std::vector<std::string> id_to_token;
  std::unordered_map<uint64_t, std::pair<uint32_t, uint32_t>, PairHash> merges;  // (a, b) -> (rank, merged id)
  std::optional<uint32_t> unk;
  bool fuse_unk = false, byte_fallback = false, ignore_merges = false;
  // added tokens, longest first for leftmost-longest matching
  std::vector<AddedToken> added;
  std::vector<bool> special;
  // post-processor: the single-sequence template, -1 standing for the sequence
  std::vector<int64_t> template_ids{-1};
  // decoder
  enum DecoderKind { kByteLevelDecoder, kSentencePieceDecoder } decoder = kByteLevelDecoder;
  size_t strip_start = 0;
  std::vector<std::string> bytes;  // per id, as runtime/vocab.py's TokenBytes spells it

  void load_normalizer(const json& node, int depth = 0) {
    if (node.is_null()) return;
    if (depth > kMaxNesting) refuse(origin, "normalizers nested too deep");
    std::string type = str(node, "type", origin);
    if (type == "Sequence") {
      for (const json& n : node.at("normalizers")) load_normalizer(n, depth + 1);
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

  void load_pre_tokenizer(const json& node, int depth = 0) {
    if (node.is_null()) return;
    if (depth > kMaxNesting) refuse(origin, "pre-tokenizers nested too deep");
    std::string type = str(node, "type", origin);
    PreTokenizerStep step(PreTokenizerStep::kSplit);
    if (type == "Sequence") {
      for (const json& n : node.at("pretokenizers")) load_pre_tokenizer(n, depth + 1);
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

  void load_model(const json& model) {
    std::string type = model.value("type", std::string("BPE"));
    if (type != "BPE") refuse(origin, "tokenizer model '" + type + "' is not supported (BPE is)");
    for (const char* key : {"continuing_subword_prefix", "end_of_word_suffix"}) {
      auto it = model.find(key);
      if (it != model.end() && !it->is_null() && !it->get<std::string>().empty())
        refuse(origin, std::string("BPE with a ") + key + " is not supported");
    }
    if (model.contains("dropout") && !model.at("dropout").is_null())
      refuse(origin, "BPE dropout is not supported (it makes encoding random)");
    for (auto& [token, id] : model.at("vocab").items()) {
      uint32_t v = checked_id(id);
      vocab[token] = v;
      if (id_to_token.size() <= v) id_to_token.resize(v + 1);
      id_to_token[v] = token;
    }
    uint32_t rank = 0;
    for (const json& m : model.at("merges")) {
      std::string a, b;
      if (m.is_string()) {
        std::string s = m.get<std::string>();
        size_t space = s.find(' ', 1);
        if (space == std::string::npos) refuse(origin, "merge '" + s + "' is not two tokens");
        a = s.substr(0, space), b = s.substr(space + 1);
      } else {
        a = m.at(0).get<std::string>(), b = m.at(1).get<std::string>();
      }
      auto ia = vocab.find(a), ib = vocab.find(b), iab = vocab.find(a + b);
      if (ia == vocab.end() || ib == vocab.end() || iab == vocab.end())
        refuse(origin, "merge '" + a + " " + b + "' uses a token missing from the vocabulary");
      merges.emplace(key(ia->second, ib->second), std::make_pair(rank++, iab->second));
    }
    auto u = model.find("unk_token");
    if (u != model.end() && !u->is_null()) {
      auto it = vocab.find(u->get<std::string>());
      if (it == vocab.end()) refuse(origin, "the unk token is not in the vocabulary");
      unk = it->second;
    }
    fuse_unk = flag(model, "fuse_unk", false);
    byte_fallback = flag(model, "byte_fallback", false);
    ignore_merges = flag(model, "ignore_merges", false);
  }

  // Ids as tokenizers assigns them on load (its AddedVocabulary::add_tokens), whatever the file's
  // "id" says: the model's id for a token it has, else one past the highest id so far.
  void load_added(const json& list) {
    const uint32_t model_size = static_cast<uint32_t>(vocab.size());
    std::optional<uint32_t> max_added;
    for (const json& a : list) {
      std::string content = str(a, "content", origin);
      AddedToken t{0, content, flag(a, "special", false), flag(a, "lstrip", false), flag(a, "rstrip", false),
                   flag(a, "normalized", false), unicode::decode_utf8(content)};
      if (flag(a, "single_word", false)) refuse(origin, "added token '" + t.content + "' has single_word, not supported");
      if (t.content.empty()) refuse(origin, "an added token is empty");
      checked_id(a.at("id"));
      bool seen = false;
      for (const AddedToken& other : added) seen = seen || other.content == t.content;
      if (seen) continue;
      auto existing = vocab.find(t.content);
      if (existing != vocab.end()) t.id = existing->second;
      else t.id = max_added && (*max_added >= model_size || model_size == 0) ? *max_added + 1 : model_size;
      if (t.id >= kMaxTokenId) refuse(origin, "too many added tokens");
      max_added = std::max(max_added.value_or(0), t.id);
      if (id_to_token.size() <= t.id) id_to_token.resize(t.id + 1);
      id_to_token[t.id] = t.content;
      vocab[t.content] = t.id;
      added.push_back(std::move(t));
    }
    std::stable_sort(added.begin(), added.end(),
                     [](const AddedToken& x, const AddedToken& y) { return x.content.size() > y.content.size(); });
  }

  void load_post_processor(const json& node, int depth = 0) {
    if (node.is_null()) return;
    if (depth > kMaxNesting) refuse(origin, "post-processors nested too deep");
    std::string type = str(node, "type", origin);
    if (type == "Sequence") {
      for (const json& n : node.at("processors")) load_post_processor(n, depth + 1);
    } else if (type == "TemplateProcessing") {
      template_ids.clear();
      for (const json& item : node.at("single")) {
        if (item.contains("Sequence")) {
          template_ids.push_back(-1);
          continue;
        }
        std::string name = item.at("SpecialToken").at("id").get<std::string>();
        for (const json& id : node.at("special_tokens").at(name).at("ids")) template_ids.push_back(checked_id(id));
      }
    } else if (type != "ByteLevel") {  // ByteLevel only trims offsets
      refuse(origin, "post-processor '" + type + "' is not supported natively (TemplateProcessing, ByteLevel are)");
    }
  }

  void load_decoder(const json& node) {
    if (node.is_null()) return;
    std::string type = str(node, "type", origin);
    if (type == "ByteLevel") {
      decoder = kByteLevelDecoder;
      byte_level_model = true;  // runtime/vocab.py reads byte-level pieces when either side says so
    } else if (type == "Sequence") {
      // The SentencePiece chain: Replace('▁', ' '), ByteFallback, Fuse, Strip(' ', n, 0).
      decoder = kSentencePieceDecoder;
      for (const json& d : node.at("decoders")) {
        std::string t = str(d, "type", origin);
        if (t == "Strip") {
          if (d.value("stop", 0) != 0 || d.value("content", std::string(" ")) != " ")
            refuse(origin, "a Strip decoder other than leading spaces is not supported");
          strip_start = d.value("start", 0);
        } else if (t == "Replace") {
          const json& p = d.at("pattern");
          if (!p.contains("String") || p.at("String") != "\u2581" || d.value("content", std::string()) != " ")
            refuse(origin, "a Replace decoder other than '\u2581' -> ' ' is not supported");
        } else if (t != "ByteFallback" && t != "Fuse") {
          refuse(origin, "decoder '" + t + "' is not supported natively");
        }
      }
    } else if (type == "Metaspace") {
      decoder = kSentencePieceDecoder;
      strip_start = node.value("prepend_scheme", std::string("always")) == "never" ? 0 : 1;
    } else {
      refuse(origin, "decoder '" + type + "' is not supported natively (ByteLevel, Metaspace, the SentencePiece chain)");
    }
  }

  uint32_t checked_id(const json& id) const {
    if (!id.is_number_unsigned() || id.get<uint64_t>() >= kMaxTokenId)
      refuse(origin, "token id " + id.dump() + " is not an id below " + std::to_string(kMaxTokenId));
    return id.get<uint32_t>();
  }

  static uint64_t key(uint32_t a, uint32_t b) { return (static_cast<uint64_t>(a) << 32) | b; }

  // The bytes of a vocabulary entry (runtime/vocab.py's _piece_bytes).
  std::string piece_bytes(const std::string& token) const {
    if (byte_level_model) {
      std::string out;
      for (char32_t c : unicode::decode_utf8(token)) {
        int b = char_to_byte(c);
        if (b < 0) return token;
        out.push_back(static_cast<char>(b));
      }
      return out;
    }
    if (auto b = byte_token(token)) return std::string(1, static_cast<char>(*b));
    std::string out;
    for (char32_t c : unicode::decode_utf8(token)) unicode::append_utf8(out, c == kMetaspace ? U' ' : c);
    return out;
  }

  static std::optional<uint8_t> byte_token(const std::string& t) {
    if (t.size() != 6 || t.compare(0, 3, "<0x") != 0 || t[5] != '>') return std::nullopt;
    auto hex = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) ? (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10) : -1; };
    int hi = hex(t[3]), lo = hex(t[4]);
    if (hi < 0 || lo < 0) return std::nullopt;
    return static_cast<uint8_t>(hi * 16 + lo);
  }

  void finish() {
    special.assign(id_to_token.size(), false);
    for (const AddedToken& t : added) special[t.id] = t.special;
    bytes.resize(id_to_token.size());
    for (size_t id = 0; id < id_to_token.size(); ++id) bytes[id] = piece_bytes(id_to_token[id]);
    for (const AddedToken& t : added) bytes[t.id] = t.special ? std::string() : t.content;
  }

  // --- encoding ---------------------------------------------------------------------------------

  // BPE of one pre-token (tokenizers' BPE::merge_word, lowest rank first, then leftmost).
  void bpe(const std::u32string& word, std::vector<uint32_t>& out) const {
    std::string symbol_text = unicode::encode_utf8(word);
    if (ignore_merges) {
      auto it = vocab.find(symbol_text);
      if (it != vocab.end()) {
        out.push_back(it->second);
        return;
      }
    }
    std::vector<uint32_t> ids;
    bool last_unk = false;
    auto push_unk = [&]() {
      if (!unk) return;  // no unk token: tokenizers drops the character
      if (fuse_unk && last_unk) return;
      ids.push_back(*unk);
      last_unk = true;
    };
    for (char32_t c : word) {
      std::string one;
      unicode::append_utf8(one, c);
      auto it = vocab.find(one);
      if (it != vocab.end()) {
        ids.push_back(it->second);
        last_unk = false;
        continue;
      }
      if (byte_fallback) {
        std::vector<uint32_t> fallback;
        for (unsigned char b : one) {
          char name[7];
          std::snprintf(name, sizeof name, "<0x%02X>", b);
          auto f = vocab.find(name);
          if (f == vocab.end()) break;
          fallback.push_back(f->second);
        }
        if (fallback.size() == one.size()) {
          ids.insert(ids.end(), fallback.begin(), fallback.end());
          last_unk = false;
          continue;
        }
      }
      push_unk();
    }
    merge(ids);
    out.insert(out.end(), ids.begin(), ids.end());
  }

  void merge(std::vector<uint32_t>& ids) const {
    size_t n = ids.size();
    if (n < 2) return;
    std::vector<int64_t> prev(n), next(n);
    std::vector<bool> alive(n, true);
    for (size_t i = 0; i < n; ++i) prev[i] = static_cast<int64_t>(i) - 1, next[i] = i + 1 < n ? static_cast<int64_t>(i + 1) : -1;
    using Entry = std::tuple<uint32_t, size_t, uint32_t>;  // rank, left position, merged id
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
    auto consider = [&](size_t left) {
      if (next[left] < 0) return;
      auto it = merges.find(key(ids[left], ids[next[left]]));
      if (it != merges.end()) queue.emplace(it->second.first, left, it->second.second);
    };
    for (size_t i = 0; i + 1 < n; ++i) consider(i);
    while (!queue.empty()) {
      auto [rank, left, merged] = queue.top();
      queue.pop();
      if (!alive[left] || next[left] < 0) continue;
      size_t right = static_cast<size_t>(next[left]);
      auto it = merges.find(key(ids[left], ids[right]));
      if (it == merges.end() || it->second.second != merged) continue;  // stale: a neighbour changed
      ids[left] = merged;
      alive[right] = false;
      next[left] = next[right];
      if (next[right] >= 0) prev[next[right]] = static_cast<int64_t>(left);
      if (prev[left] >= 0) consider(static_cast<size_t>(prev[left]));
      consider(left);
    }
    std::vector<uint32_t> out;
    for (size_t i = 0; i < n; ++i)
      if (alive[i]) out.push_back(ids[i]);
    ids = std::move(out);
  }

  // Splits `text` at added tokens (leftmost, longest) of the given normalization kind; appends
  // (token id or -1, piece) in order. lstrip/rstrip swallow the whitespace beside a token.
  void split_added(const std::u32string& text, bool normalized, bool parse_special,
                   std::vector<std::pair<int64_t, std::u32string>>& out) const {
    std::vector<const AddedToken*> patterns;
    for (const AddedToken& t : added)
      if (t.normalized == normalized && (parse_special || !t.special)) patterns.push_back(&t);
    size_t piece_start = 0, i = 0;
    while (i < text.size()) {
      const AddedToken* hit = nullptr;
      size_t length = 0;
      for (const AddedToken* t : patterns)
        if (text.compare(i, t->text.size(), t->text) == 0) {
          hit = t, length = t->text.size();
          break;  // longest first
        }
      if (!hit) {
        ++i;
        continue;
      }
      size_t begin = i, end = i + length;
      if (hit->lstrip)
        while (begin > piece_start && is_rust_whitespace(text[begin - 1])) --begin;
      if (hit->rstrip)
        while (end < text.size() && is_rust_whitespace(text[end])) ++end;
      if (begin > piece_start) out.push_back({-1, text.substr(piece_start, begin - piece_start)});
      out.push_back({hit->id, {}});
      piece_start = i = end;
    }
    if (piece_start < text.size()) out.push_back({-1, text.substr(piece_start)});
  }

  std::vector<uint32_t> encode(std::string_view utf8, bool add_special_tokens, bool parse_special) const {
    std::u32string text = unicode::decode_utf8(utf8);
    std::vector<std::pair<int64_t, std::u32string>> raw;
    split_added(text, false, parse_special, raw);
    struct Part {
      int64_t id;  // an added token, or -1 for text
      std::u32string text;
      bool at_start;  // text that begins the input (Metaspace's prepend_scheme "first")
    };
    std::vector<Part> parts;
    for (size_t r = 0; r < raw.size(); ++r) {
      auto& [id, piece] = raw[r];
      if (id >= 0) {
        parts.push_back({id, {}, false});
        continue;
      }
      for (const NormalizerStep& step : normalizer) step.apply(piece);
      std::vector<std::pair<int64_t, std::u32string>> split;
      split_added(piece, true, parse_special, split);
      for (size_t k = 0; k < split.size(); ++k) parts.push_back({split[k].first, std::move(split[k].second), r == 0 && k == 0});
    }
    std::vector<uint32_t> ids;
    for (Part& part : parts) {
      if (part.id >= 0) {
        ids.push_back(static_cast<uint32_t>(part.id));
        continue;
      }
      std::vector<Piece> words{{std::move(part.text), part.at_start}};
      for (const PreTokenizerStep& step : pre_tokenizer) {
        std::vector<Piece> next;
        for (const Piece& w : words)
          for (Piece& p : step.apply(w)) next.push_back(std::move(p));
        words = std::move(next);
      }
      for (const Piece& w : words) bpe(w.text, ids);
    }
    if (!add_special_tokens) return ids;
    std::vector<uint32_t> out;
    for (int64_t t : template_ids) {
      if (t < 0) out.insert(out.end(), ids.begin(), ids.end());
      else out.push_back(static_cast<uint32_t>(t));
    }
    return out;
  }

  // --- decoding ---------------------------------------------------------------------------------

  std::string decode(const std::vector<uint32_t>& ids, bool skip_special_tokens) const {
    std::string text, run;  // run: pending bytes of a ByteFallback / ByteLevel stretch
    auto flush_fallback = [&](size_t count) {
      std::string lossy = unicode::to_valid_utf8(run);
      if (lossy == run) text += run;
      else for (size_t i = 0; i < count; ++i) text += "\xEF\xBF\xBD";  // tokenizers' ByteFallback
      run.clear();
    };
    size_t pending = 0;
    for (uint32_t id : ids) {
      if (id >= id_to_token.size()) throw Error(OD_ERROR_INVALID_ARGUMENT, "token id " + std::to_string(id) + " is out of range");
      if (skip_special_tokens && special[id]) continue;
      const std::string& token = id_to_token[id];
      if (decoder == kByteLevelDecoder) {
        run += piece_bytes(token);
        continue;
      }
      if (auto b = byte_token(token)) {
        run.push_back(static_cast<char>(*b));
        ++pending;
        continue;
      }
      if (pending) flush_fallback(pending), pending = 0;
      text += piece_bytes(token);
    }
    if (decoder == kByteLevelDecoder) return unicode::to_valid_utf8(run);
    if (pending) flush_fallback(pending);
    size_t cut = 0;
    while (cut < strip_start && cut < text.size() && text[cut] == ' ') ++cut;
    return text.substr(cut);
  }
};

Tokenizer::Tokenizer(std::string_view json_text, const std::string& origin) : impl_(std::make_unique<Impl>()) {
  impl_->origin = origin;
  json spec;
  try {
    spec = json::parse(json_text.begin(), json_text.end());
    if (!spec.is_object() || !spec.contains("model")) refuse(origin, "not a tokenizer.json (no 'model')");
    impl_->load_model(spec.at("model"));
    impl_->load_added(spec.value("added_tokens", json::array()));
    impl_->load_normalizer(spec.value("normalizer", json()));
    impl_->load_pre_tokenizer(spec.value("pre_tokenizer", json()));
    impl_->load_post_processor(spec.value("post_processor", json()));
    impl_->load_decoder(spec.value("decoder", json()));
  } catch (const json::exception& e) {
    refuse(origin, std::string("malformed tokenizer.json: ") + e.what());
  }
  if (spec.value("decoder", json()).is_null())
    impl_->decoder = impl_->byte_level_model ? Impl::kByteLevelDecoder : Impl::kSentencePieceDecoder;
  impl_->finish();
}

Tokenizer Tokenizer::from_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(OD_ERROR_NOT_FOUND, path + ": cannot open the tokenizer file");
  std::stringstream buffer;
  buffer << in.rdbuf();
  return Tokenizer(buffer.str(), path);
}

Tokenizer::~Tokenizer() = default;
Tokenizer::Tokenizer(Tokenizer&&) noexcept = default;
Tokenizer& Tokenizer::operator=(Tokenizer&&) noexcept = default;

std::vector<uint32_t> Tokenizer::encode(std::string_view utf8, bool add_special_tokens, bool parse_special) const {
  return impl_->encode(utf8, add_special_tokens, parse_special);
}

std::string Tokenizer::decode(const std::vector<uint32_t>& ids, bool skip_special_tokens) const {
  return impl_->decode(ids, skip_special_tokens);
}

const std::string& Tokenizer::token_bytes(uint32_t id) const {
  if (id >= impl_->bytes.size()) throw Error(OD_ERROR_INVALID_ARGUMENT, "token id " + std::to_string(id) + " is out of range");
  return impl_->bytes[id];
}

bool Tokenizer::is_special(uint32_t id) const { return id < impl_->special.size() && impl_->special[id]; }
bool Tokenizer::has_token(uint32_t id) const { return id < impl_->id_to_token.size() && !impl_->id_to_token[id].empty(); }

size_t Tokenizer::vocab_size() const { return impl_->id_to_token.size(); }

}  // namespace omnidraft::runtime
