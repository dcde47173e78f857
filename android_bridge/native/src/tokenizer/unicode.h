// UTF-8 and the Unicode properties the tokenizer needs (character classes, NFC), over the
// generated tables in unicode_data.cpp. Codepoints are char32_t; text crossing the ABI is UTF-8.
#pragma once

#include <string>
#include <string_view>

namespace omnidraft::unicode {

// Decodes strict UTF-8 (no surrogates, no overlongs); throws Error(INVALID_ARGUMENT) otherwise.
std::u32string decode_utf8(std::string_view text);
void append_utf8(std::string& out, char32_t c);
std::string encode_utf8(std::u32string_view text);
// Bytes made valid UTF-8, each maximal invalid subsequence one U+FFFD (Rust's from_utf8_lossy,
// Python's decode(errors="replace")).
std::string to_valid_utf8(std::string_view bytes);

bool is_letter(char32_t c);  // \p{L}
bool is_number(char32_t c);  // \p{N}
bool is_space(char32_t c);   // \s
// Does c match the ASCII letter `lower` (a-z) case-insensitively, as the regex engine folds case?
bool folds_to(char32_t c, char32_t lower);

// Canonical composition (NFC) as the reference normalizer computes it.
std::u32string nfc(std::u32string_view text);

}  // namespace omnidraft::unicode
