// libFuzzer target: the tokenizer.json reader (tokenizer.cpp, regex.cpp) on arbitrary bytes. Every
// input must give a tokenizer or an Error with a code (never a crash, a sanitizer report, unbounded
// memory or time), and a tokenizer must encode and decode a fixed text without failing otherwise.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "errors.h"
#include "tokenizer/tokenizer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using omnidraft::runtime::Tokenizer;
  try {
    Tokenizer tokenizer(std::string(reinterpret_cast<const char*>(data), size), "fuzz");
    for (bool special : {false, true}) {
      auto ids = tokenizer.encode("Hello wörld 123  \n\t<s> 日本 🙂", special, special);
      tokenizer.decode(ids, special);
    }
  } catch (const omnidraft::Error& e) {
    if (e.code() != OD_ERROR_INVALID_ARGUMENT) std::abort();
  }
  return 0;
}
