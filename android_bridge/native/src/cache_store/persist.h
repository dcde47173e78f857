// Cache files on disk (cache_store/persist.py and omnidraft/atomic.py): atomic saves under a lock,
// validated loads, bad files kept aside. Save = lock the sidecar NAME.lock, merge what another
// process saved since we last read the file, write .NAME.tmp-PID, fsync, rename over NAME, fsync
// the directory, unlock. A file that fails validation is renamed to NAME.bad-<UTC time>.
#pragma once

#include <optional>
#include <string>

#include "cache_store/format.h"
#include "cache_store/store.h"

namespace omnidraft::cache_store {

constexpr double kLockTimeoutS = 30.0;
constexpr uint64_t kDefaultMaxBytes = 4u << 20;

struct CacheConfig {
  std::string path;
  Policy policy = Policy::kLru;
  uint64_t max_entries = 0;
  uint64_t max_bytes = kDefaultMaxBytes;
  std::string scope;
  // A damaged file: moved aside to NAME.bad-<UTC time> and the cache starts empty (the Python
  // runtime's way), or, with fail_on_damaged, an OD_ERROR_CACHE_FILE and the file left as it is (for
  // an app that would rather tell its user).
  bool fail_on_damaged = false;
};

Decoded read(const std::string& path, uint64_t max_bytes);  // the error names the file; bounded as load_store
// As saved: its own policy, bounds and namespace; read within limits_for(max_bytes) (>= 1), the largest
// cache the caller accepts: a bigger file is refused before it is read whole.
NgramStore load_store(const std::string& path, uint64_t max_bytes);
size_t save_store(const NgramStore& store, const std::string& path);  // replaces the file; its size
std::string quarantine(const std::string& path);  // moves a bad file aside; returns where it went

// The runtime's persistent cache: one store bound to one file for one namespace.
class CacheFile {
 public:
  CacheFile(const CacheConfig& config, const Namespace& ns);
  // Merge in what others saved since our last read, write atomically; bytes written. lock_timeout_s:
  // how long to wait for another process's lock on the file (0: try once).
  size_t save(double lock_timeout_s = kLockTimeoutS);
  NgramStore& store() { return store_; }
  size_t loaded_entries() const { return loaded_entries_; }
  const std::optional<std::string>& quarantined() const { return quarantined_; }

 private:
  void absorb_disk_file();  // the caller holds the lock
  std::string path_;
  bool fail_on_damaged_;
  NgramStore store_;
  Limits limits_;  // what reading the file may take: limits_for(the store's max_bytes)
  size_t loaded_entries_ = 0;
  std::optional<std::string> quarantined_;
  std::optional<std::string> digest_;  // checksum of the file as we last read or wrote it
};

}  // namespace omnidraft::cache_store
