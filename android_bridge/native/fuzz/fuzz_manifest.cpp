// libFuzzer target: the bundle manifest reader (bundle.cpp's parse_manifest, and the special-token
// rows vocab.cpp reads) on arbitrary bytes. Every input must give a manifest or an Error with a code:
// never a crash, a sanitizer report or unbounded memory.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "errors.h"
#include "runtime/bundle.h"
#include "runtime/vocab.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    auto manifest = omnidraft::runtime::parse_manifest(text, "fuzz");
    for (auto& [name, meta] : manifest.at("files").items()) meta.at("size").get<uint64_t>();
  } catch (const omnidraft::Error& e) {
    if (e.code() != OD_ERROR_BUNDLE) std::abort();
  }
  try {
    omnidraft::runtime::special_tokens_of_manifest(std::string_view(text), "fuzz");
  } catch (const omnidraft::Error& e) {
    if (e.code() != OD_ERROR_BUNDLE) std::abort();
  }
  return 0;
}
