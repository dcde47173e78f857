// libFuzzer target: encoding and decoding arbitrary bytes with a real tokenizer, named by the
// environment variable OMNIDRAFT_FUZZ_TOKENIZER (a tokenizer.json). The first byte picks the mode;
// invalid UTF-8 must be refused with INVALID_ARGUMENT, valid text must encode, and its ids decode.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "errors.h"
#include "tokenizer/tokenizer.h"

namespace {
std::unique_ptr<omnidraft::runtime::Tokenizer> tokenizer;
}

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const char* path = std::getenv("OMNIDRAFT_FUZZ_TOKENIZER");
  if (!path) {
    std::fprintf(stderr, "set OMNIDRAFT_FUZZ_TOKENIZER to a tokenizer.json\n");
    std::exit(2);
  }
  tokenizer = std::make_unique<omnidraft::runtime::Tokenizer>(omnidraft::runtime::Tokenizer::from_file(path));
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  bool add_special = data[0] & 1, parse_special = data[0] & 2;
  std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  std::vector<uint32_t> ids;
  try {
    ids = tokenizer->encode(text, add_special, parse_special);
  } catch (const omnidraft::Error& e) {
    if (e.code() != OD_ERROR_INVALID_ARGUMENT) std::abort();
    return 0;
  }
  tokenizer->decode(ids, data[0] & 4);  // ids of an encoding always decode
  for (uint32_t id : ids) tokenizer->token_bytes(id);
  return 0;
}
