#include "tokenizer/unicode.h"

#include <algorithm>

#include "errors.h"
#include "tokenizer/unicode_data.h"

namespace omnidraft::unicode {

namespace ud = unicode_data;

std::u32string decode_utf8(std::string_view text) {
  std::u32string out;
  out.reserve(text.size());
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  size_t i = 0, n = text.size();
  while (i < n) {
    unsigned char b = s[i];
    char32_t c;
    size_t len;
    if (b < 0x80) {
      c = b, len = 1;
    } else if (b >= 0xC2 && b <= 0xDF) {
      c = b & 0x1F, len = 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
      c = b & 0x0F, len = 3;
    } else if (b >= 0xF0 && b <= 0xF4) {
      c = b & 0x07, len = 4;
    } else {
      throw Error(OD_ERROR_INVALID_ARGUMENT, "text is not valid UTF-8 (byte " + std::to_string(i) + ")");
    }
    if (i + len > n) throw Error(OD_ERROR_INVALID_ARGUMENT, "text is not valid UTF-8 (truncated at the end)");
    for (size_t k = 1; k < len; ++k) {
      if ((s[i + k] & 0xC0) != 0x80)
        throw Error(OD_ERROR_INVALID_ARGUMENT, "text is not valid UTF-8 (byte " + std::to_string(i + k) + ")");
      c = (c << 6) | (s[i + k] & 0x3F);
    }
    if ((len == 3 && (c < 0x800 || (c >= 0xD800 && c <= 0xDFFF))) || (len == 4 && (c < 0x10000 || c > 0x10FFFF)))
      throw Error(OD_ERROR_INVALID_ARGUMENT, "text is not valid UTF-8 (byte " + std::to_string(i) + ")");
    out.push_back(c);
    i += len;
  }
  return out;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out.push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (c >> 6)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (c >> 12)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (c >> 18)));
    out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
}

std::string encode_utf8(std::u32string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char32_t c : text) append_utf8(out, c);
  return out;
}

std::string to_valid_utf8(std::string_view bytes) {
  std::string out;
  const auto* s = reinterpret_cast<const unsigned char*>(bytes.data());
  size_t i = 0, n = bytes.size();
  while (i < n) {
    unsigned char b = s[i];
    size_t len = b < 0x80 ? 1 : (b >= 0xC2 && b <= 0xDF) ? 2 : (b >= 0xE0 && b <= 0xEF) ? 3 : (b >= 0xF0 && b <= 0xF4) ? 4 : 0;
    size_t ok = len ? 1 : 0;
    while (ok && ok < len && i + ok < n) {
      unsigned char c = s[i + ok];
      unsigned char lo = 0x80, hi = 0xBF;
      if (ok == 1) {
        if (b == 0xE0) lo = 0xA0;
        else if (b == 0xED) hi = 0x9F;
        else if (b == 0xF0) lo = 0x90;
        else if (b == 0xF4) hi = 0x8F;
      }
      if (c < lo || c > hi) break;
      ++ok;
    }
    if (len && ok == len) {
      out.append(bytes.substr(i, len));
      i += len;
    } else {
      out += "\xEF\xBF\xBD";
      i += ok ? ok : 1;
    }
  }
  return out;
}


namespace {

bool in_ranges(const ud::Range* table, size_t size, char32_t c) {
  const ud::Range* end = table + size;
  const ud::Range* it = std::upper_bound(table, end, c, [](char32_t v, const ud::Range& r) { return v < r.first; });
  return it != table && c <= (it - 1)->last;
}

uint8_t combining_class(char32_t c) {
  const ud::Pair* end = ud::kCombiningClass + ud::kCombiningClass_size;
  const ud::Pair* it = std::lower_bound(ud::kCombiningClass, end, c, [](const ud::Pair& p, char32_t v) { return p.key < v; });
  return it != end && it->key == c ? static_cast<uint8_t>(it->value) : 0;
}

// Hangul syllables: the algorithm of Unicode section 3.12.
constexpr char32_t kSBase = 0xAC00, kLBase = 0x1100, kVBase = 0x1161, kTBase = 0x11A7;
constexpr char32_t kLCount = 19, kVCount = 21, kTCount = 28, kNCount = kVCount * kTCount, kSCount = kLCount * kNCount;

void decompose(char32_t c, std::u32string& out) {
  if (c >= kSBase && c < kSBase + kSCount) {
    char32_t s = c - kSBase;
    out.push_back(kLBase + s / kNCount);
    out.push_back(kVBase + (s % kNCount) / kTCount);
    if (s % kTCount) out.push_back(kTBase + s % kTCount);
    return;
  }
  const ud::Decomposition* end = ud::kDecomposition + ud::kDecomposition_size;
  const ud::Decomposition* it = std::lower_bound(ud::kDecomposition, end, c,
                                                 [](const ud::Decomposition& d, char32_t v) { return d.codepoint < v; });
  if (it != end && it->codepoint == c)
    out.append(reinterpret_cast<const char32_t*>(ud::kDecompositionPool + it->offset), it->length);
  else
    out.push_back(c);
}

char32_t compose(char32_t a, char32_t b) {
  if (a >= kLBase && a < kLBase + kLCount && b >= kVBase && b < kVBase + kVCount)
    return kSBase + ((a - kLBase) * kVCount + (b - kVBase)) * kTCount;
  if (a >= kSBase && a < kSBase + kSCount && (a - kSBase) % kTCount == 0 && b > kTBase && b < kTBase + kTCount)
    return a + (b - kTBase);
  const ud::Composition* end = ud::kComposition + ud::kComposition_size;
  const ud::Composition* it = std::lower_bound(ud::kComposition, end, std::make_pair(a, b),
                                               [](const ud::Composition& c, const std::pair<char32_t, char32_t>& v) {
                                                 return c.first != v.first ? c.first < v.first : c.second < v.second;
                                               });
  return it != end && it->first == a && it->second == b ? it->composite : 0;
}

}  // namespace

static_assert(sizeof(char32_t) == sizeof(uint32_t), "the decomposition pool is read as char32_t");

bool is_letter(char32_t c) { return in_ranges(ud::kLetter, ud::kLetter_size, c); }
bool is_number(char32_t c) { return in_ranges(ud::kNumber, ud::kNumber_size, c); }
bool is_space(char32_t c) { return in_ranges(ud::kSpace, ud::kSpace_size, c); }

bool folds_to(char32_t c, char32_t lower) {
  if (c == lower) return true;
  for (size_t i = 0; i < ud::kAsciiFold_size; ++i)
    if (ud::kAsciiFold[i].key == lower && ud::kAsciiFold[i].value == c) return true;
  return false;
}

std::u32string nfc(std::u32string_view text) {
  std::u32string d;
  d.reserve(text.size());
  for (char32_t c : text) decompose(c, d);
  // Canonical ordering: a stable sort of each run of non-starters by combining class.
  for (size_t i = 0; i < d.size();) {
    if (!combining_class(d[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < d.size() && combining_class(d[j])) ++j;
    std::stable_sort(d.begin() + i, d.begin() + j,
                     [](char32_t a, char32_t b) { return combining_class(a) < combining_class(b); });
    i = j;
  }
  // Canonical composition: each character joins the last starter unless a character between them
  // has a class of zero or at least its own.
  std::u32string out;
  out.reserve(d.size());
  size_t starter = std::u32string::npos;
  uint8_t last_class = 0;
  for (char32_t c : d) {
    uint8_t cls = combining_class(c);
    if (starter != std::u32string::npos && (out.size() == starter + 1 || (last_class != 0 && last_class < cls))) {
      if (char32_t composite = compose(out[starter], c)) {
        out[starter] = composite;
        continue;
      }
    }
    if (cls == 0) starter = out.size();
    last_class = cls;
    out.push_back(c);
  }
  return out;
}

}  // namespace omnidraft::unicode
