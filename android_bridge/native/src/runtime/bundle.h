// Read and verify an OmniDraft bundle (runtime/bundle.py): manifest format and version, every
// file's size, and its sha256 on first load and whenever a file's size or mtime changed since the
// last check. The stamp file is the Python runtime's, so either runtime trusts the other's check.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace omnidraft::runtime {

struct Bundle {
  std::string path;
  nlohmann::json manifest;

  std::string graph_path() const;
  // tokenizer.json, or tokenizer.json.gz where the bundle has that instead (runtime/bundle.py TOKENIZER_FILES).
  std::string tokenizer_path() const;
};

enum class Verify { kWhenChanged, kAlways, kSizesOnly };

// manifest.json text checked for format, version and the file table's shape (names inside the
// bundle, sizes, 64-hex sha256). Throws Error(OD_ERROR_BUNDLE); `origin` names the file.
nlohmann::json parse_manifest(std::string_view text, const std::string& origin);

// Throws Error(OD_ERROR_BUNDLE) with what to do; nothing in the bundle is changed but the stamp.
Bundle load_bundle(const std::string& path, Verify verify = Verify::kWhenChanged);

}  // namespace omnidraft::runtime
