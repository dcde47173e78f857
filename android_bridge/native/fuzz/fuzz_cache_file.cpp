// libFuzzer target: the cache file decoder (format.cpp) on arbitrary bytes. Every input must give a
// store or an Error with a code (never a crash, a sanitizer report or unbounded memory), and a store
// must re-encode to bytes that decode to the same store. An input whose first byte is odd is taken
// as a body and framed with a valid length and checksum, so mutations reach the msgpack parser and
// the field checks instead of stopping at the checksum.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "cache_store/format.h"
#include "errors.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace omnidraft::cache_store;
  std::string bytes(reinterpret_cast<const char*>(data), size);
  if (size > 0 && (data[0] & 1)) bytes = frame(bytes.substr(1));
  try {
    NgramStore store = store_of(decode(bytes));
    std::string again = encode(store);
    if (encode(store_of(decode(again))) != again) std::abort();  // canonical: a fixed point
  } catch (const omnidraft::Error& e) {
    if (e.code() != OD_ERROR_CACHE_FILE && e.code() != OD_ERROR_CACHE_VERSION) std::abort();
  }
  return 0;
}
