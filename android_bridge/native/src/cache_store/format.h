// The cache file format (cache_store/format.py; FORMAT.md is the contract both implement):
//     magic "ODNGRAMC" | version uint16 BE | body length uint64 BE | msgpack body | sha256(all before)
// Decoding checks the frame and checksum first, parses with limits tied to the file's size, then
// validates every field in Python's order, so a damaged or hostile file only ever gives an Error
// (OD_ERROR_CACHE_FILE, or OD_ERROR_CACHE_VERSION for a newer version) and the same verdict as Python.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "cache_store/store.h"

namespace omnidraft::cache_store {

constexpr uint16_t kVersion = 1;
constexpr size_t kFrameSize = 18;  // magic, version, body length
constexpr size_t kDigestSize = 32;

struct Header {
  uint64_t aging_period = 0, clock = 0, entry_count = 0, max_bytes = 0, max_entries = 0, uses_since_aging = 0;
  std::string policy;
  Namespace name_space;
};

struct Decoded {
  Header header;
  std::vector<std::pair<Key, Entry>> entries;
};

std::string frame(const std::string& body, uint16_t version = kVersion);  // magic, version, length, body, checksum
std::string encode(const NgramStore& store);  // canonical bytes: the same cache always gives the same file
Decoded decode(const std::string& data);
NgramStore store_of(const Decoded& decoded);  // the store exactly as saved: its own policy, bounds, namespace

}  // namespace omnidraft::cache_store
