#include "tokenizer/tokenizer.h"

#include <zlib.h>

#include <algorithm>

#include "errors.h"
#include "tokenizer/bpe.h"
#include "tokenizer/pre_tokenizer.h"
#include "tokenizer/spec.h"
#include "tokenizer/unicode.h"

namespace omnidraft::runtime {

using namespace omnidraft::tokenizer;

namespace {

// Rust's char::is_whitespace (the White_Space property), used by added tokens' lstrip/rstrip.
bool is_rust_whitespace(char32_t c) { return unicode::is_space(c); }

struct AddedToken {
  uint32_t id;
  std::string content;
  bool special, lstrip, rstrip, normalized;
  std::u32string text;  // content as codepoints, what the splitter compares
};

}  // namespace

// The pipeline of tokenizers: added tokens split out, normalizers, pre-tokenizers, the BPE model,
// the post-processor's template; and the decoder back.
struct Tokenizer::Impl {
  std::string origin;
  std::vector<NormalizerStep> normalizer;
  std::vector<PreTokenizerStep> pre_tokenizer;
  bool byte_level_model = false;  // the model's symbols are GPT-2 byte characters
  Bpe model;
  // added tokens, longest first for leftmost-longest matching
  std::vector<AddedToken> added;
  std::vector<bool> special;
  // post-processor: the single-sequence template, -1 standing for the sequence
  std::vector<int64_t> template_ids{-1};
  // decoder
  enum DecoderKind { kByteLevelDecoder, kSentencePieceDecoder } decoder = kByteLevelDecoder;
  size_t strip_start = 0;
  std::vector<std::string> bytes;  // per id, as runtime/vocab.py's TokenBytes spells it

  // Ids as tokenizers assigns them on load (its AddedVocabulary::add_tokens), whatever the file's
  // "id" says: the model's id for a token it has, else one past the highest id so far.
  void load_added(const json& list) {
    const uint32_t model_size = static_cast<uint32_t>(model.vocab.size());
    std::optional<uint32_t> max_added;
    for (const json& a : list) {
      std::string content = str(a, "content", origin);
      AddedToken t{0, content, flag(a, "special", false), flag(a, "lstrip", false), flag(a, "rstrip", false),
                   flag(a, "normalized", false), unicode::decode_utf8(content)};
      if (flag(a, "single_word", false)) refuse(origin, "added token '" + t.content + "' has single_word, not supported");
      if (t.content.empty()) refuse(origin, "an added token is empty");
      checked_id(a.at("id"), origin);
      bool seen = false;
      for (const AddedToken& other : added) seen = seen || other.content == t.content;
      if (seen) continue;
      auto existing = model.vocab.find(t.content);
      if (existing != model.vocab.end()) t.id = existing->second;
      else t.id = max_added && (*max_added >= model_size || model_size == 0) ? *max_added + 1 : model_size;
      if (t.id >= kMaxTokenId) refuse(origin, "too many added tokens");
      max_added = std::max(max_added.value_or(0), t.id);
      if (model.id_to_token.size() <= t.id) model.id_to_token.resize(t.id + 1);
      model.id_to_token[t.id] = t.content;
      model.vocab[t.content] = t.id;
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
        for (const json& id : node.at("special_tokens").at(name).at("ids")) template_ids.push_back(checked_id(id, origin));
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
    special.assign(model.id_to_token.size(), false);
    for (const AddedToken& t : added) special[t.id] = t.special;
    bytes.resize(model.id_to_token.size());
    for (size_t id = 0; id < model.id_to_token.size(); ++id) bytes[id] = piece_bytes(model.id_to_token[id]);
    for (const AddedToken& t : added) bytes[t.id] = t.special ? std::string() : t.content;
  }

  // --- encoding ---------------------------------------------------------------------------------

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
      for (const Piece& w : words) model.encode_word(w.text, ids);
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
      if (id >= model.id_to_token.size()) throw Error(OD_ERROR_INVALID_ARGUMENT, "token id " + std::to_string(id) + " is out of range");
      if (skip_special_tokens && special[id]) continue;
      const std::string& token = model.id_to_token[id];
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
    impl_->model.load(spec.at("model"), origin);
    impl_->load_added(spec.value("added_tokens", json::array()));
    load_normalizer(spec.value("normalizer", json()), origin, impl_->normalizer);
    load_pre_tokenizer(spec.value("pre_tokenizer", json()), origin, impl_->pre_tokenizer, impl_->byte_level_model);
    impl_->load_post_processor(spec.value("post_processor", json()));
    impl_->load_decoder(spec.value("decoder", json()));
  } catch (const json::exception& e) {
    refuse(origin, std::string("malformed tokenizer.json: ") + e.what());
  }
  if (spec.value("decoder", json()).is_null())
    impl_->decoder = impl_->byte_level_model ? Impl::kByteLevelDecoder : Impl::kSentencePieceDecoder;
  impl_->finish();
}

std::string read_tokenizer_text(const std::string& path) {
  gzFile in = gzopen(path.c_str(), "rb");
  if (!in) throw Error(OD_ERROR_NOT_FOUND, path + ": cannot open the tokenizer file");
  std::string text;
  char chunk[1 << 16];
  int n;
  while ((n = gzread(in, chunk, sizeof chunk)) > 0) text.append(chunk, static_cast<size_t>(n));
  int code = Z_OK;
  std::string why = gzerror(in, &code);  // a truncated gzip ends reading with Z_BUF_ERROR, not n < 0
  gzclose(in);
  if (n < 0 || code != Z_OK)
    refuse(path, "cannot read the tokenizer (" + why + "); the bundle is damaged, export it again");
  return text;
}

Tokenizer Tokenizer::from_file(const std::string& path) { return Tokenizer(read_tokenizer_text(path), path); }

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
bool Tokenizer::has_token(uint32_t id) const { return id < impl_->model.id_to_token.size() && !impl_->model.id_to_token[id].empty(); }

size_t Tokenizer::vocab_size() const { return impl_->model.id_to_token.size(); }

}  // namespace omnidraft::runtime
