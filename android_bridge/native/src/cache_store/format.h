// The cache file format (cache_store/format.py; FORMAT.md is the contract both implement):
//     magic "ODNGRAMC" | version uint16 BE | body length uint64 BE | msgpack body | sha256(all before)
// Decoding checks the frame and checksum first, parses with limits tied to the file's size, then
// validates every field in Python's order, so a damaged or hostile file only ever gives an Error
// (OD_ERROR_CACHE_FILE, or OD_ERROR_CACHE_VERSION for a newer version) and the same verdict as Python.
#pragma once

#include <cstdint>
#include <istream>
#include <string>
#include <utility>
#include <vector>

#include "cache_store/store.h"
#include "errors.h"

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

// What decoding a file may take, for a reader whose cache is bounded (0: no bound): a file larger
// than max_file_bytes, or one whose msgpack holds more than max_nodes elements, is refused as
// OD_ERROR_CACHE_FILE before it is parsed or as soon as it passes the bound, so a hostile file
// cannot take memory far beyond what the cache itself may hold.
struct Limits {
  uint64_t max_file_bytes = 0, max_nodes = 0;
};
// What decode() (and persist's reader) throw for a file past a reader's Limits: it may be a valid
// cache of a bigger bound (a save must not throw it away) or a hostile one; persist tells them apart
// by the frame and checksum, read in bounded memory.
class OverBound : public Error {
 public:
  using Error::Error;
};
// For a cache of at most max_bytes (entry_bytes each; 0: unbounded): twice what its own saves can
// reach, plus room for the header's strings.
Limits limits_for(uint64_t max_bytes);

// What decode() refuses, refused before anything is written (OD_ERROR_INVALID_ARGUMENT): strings of
// the namespace over 4096 bytes or not valid UTF-8; an entry whose drafter ids are not 2..64 ids
// below draft_vocab_size, or whose target id is not below target_vocab_size.
void check_namespace(const Namespace& ns);
void check_entry(const Namespace& ns, const Key& draft_ids, uint32_t target_id);

std::string frame(const std::string& body, uint16_t version = kVersion);  // magic, version, length, body, checksum
// Canonical bytes: the same cache always gives the same file. A cache that decode() would refuse
// (check_namespace, check_entry) is an error instead of a file the next load sets aside.
std::string encode(const NgramStore& store);
Decoded decode(const std::string& data, const Limits& limits = {});
// Whether the size bytes from in are a cache file's frame whose checksum holds, read in 64 KiB pieces
// (bounded memory whatever the size): what tells a valid file past a reader's bound from a damaged one.
bool intact(std::istream& in, uint64_t size);
NgramStore store_of(const Decoded& decoded);  // the store exactly as saved: its own policy, bounds, namespace

}  // namespace omnidraft::cache_store
