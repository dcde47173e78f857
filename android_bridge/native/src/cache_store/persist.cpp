#include "cache_store/persist.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "errors.h"
#include "log.h"

namespace omnidraft::cache_store {
namespace {

namespace fs = std::filesystem;

[[noreturn]] void io_error(const std::string& what) {
  throw Error(OD_ERROR_IO, what + ": " + std::strerror(errno));
}

class FileLock {  // exclusive flock on NAME.lock (the cache file itself is replaced by rename)
 public:
  // timeout_s: how long to wait for another process's lock (0: try once)
  explicit FileLock(const std::string& path, double timeout_s = kLockTimeoutS) {
    std::string lock_path = path + ".lock";
    fs::path parent = fs::path(path).parent_path();
    std::error_code ec;
    if (!parent.empty()) fs::create_directories(parent, ec);
    fd_ = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) io_error("cannot open the cache lock " + lock_path);
    auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_s);
    while (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
      if (errno != EWOULDBLOCK && errno != EINTR) {
        ::close(fd_);
        io_error("cannot lock " + lock_path);
      }
      if (std::chrono::steady_clock::now() > deadline) {
        ::close(fd_);
        throw Error(OD_ERROR_IO, path + ": another process holds the cache lock (" + lock_path + ")" +
                                     (timeout_s > 0 ? " for " + std::to_string(int(timeout_s)) + " s; is it stuck?"
                                                    : "") + " remove nothing, retry later");
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }
  ~FileLock() { ::close(fd_); }  // closing releases the lock
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  int fd_;
};

// The file's bytes, or nullopt when it cannot be opened. A file over max_bytes (0: no cap) is refused
// as damaged before it is read.
std::optional<std::string> read_file(const std::string& path, uint64_t max_bytes = 0) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return std::nullopt;
  if (max_bytes) {
    f.seekg(0, std::ios::end);
    auto size = static_cast<uint64_t>(f.tellg());
    if (f && size > max_bytes)
      throw OverBound(OD_ERROR_CACHE_FILE, "file of " + std::to_string(size) + " bytes is larger than this cache's "
                                       "max_bytes allows (" + std::to_string(max_bytes) +
                                       "); raise cache_max_bytes to read it");
    f.seekg(0, std::ios::beg);
  }
  std::ostringstream s;
  s << f.rdbuf();
  if (f.bad()) io_error("cannot read " + path);
  return s.str();
}

void fsync_dir(const fs::path& dir) {
  int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) io_error("cannot open directory " + dir.string());
  ::fsync(fd);
  ::close(fd);
}

std::string staging(const std::string& path, const std::string& pid) {
  fs::path p(path);
  return (p.parent_path() / ("." + p.filename().string() + ".tmp-" + pid)).string();
}

// write a sibling, fsync, rename, fsync the directory: never a partial file at path. Other
// processes' staging files are removed first: the caller holds the lock, so they are a killed
// writer's debris.
void write_atomic(const std::string& path, const std::string& data) {
  fs::path p(path);
  std::string prefix = "." + p.filename().string() + ".tmp-";
  std::error_code ec;
  fs::path dir = p.parent_path().empty() ? fs::path(".") : p.parent_path();
  for (const auto& item : fs::directory_iterator(dir, ec))
    if (item.path().filename().string().rfind(prefix, 0) == 0) fs::remove(item.path(), ec);
  std::string tmp = staging(path, std::to_string(::getpid()));
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) io_error("cannot write " + tmp);
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      ::close(fd);
      ::unlink(tmp.c_str());
      io_error("cannot write " + tmp);
    }
    done += size_t(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    ::unlink(tmp.c_str());
    io_error("cannot flush " + tmp);
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    ::unlink(tmp.c_str());
    io_error("cannot rename " + tmp + " to " + path);
  }
  fsync_dir(p.parent_path());
}

std::optional<std::string> tail_digest(const std::string& data) {
  if (data.size() < kDigestSize) return std::nullopt;
  return data.substr(data.size() - kDigestSize);
}

bool exists(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0;
}

std::string short_id(const std::string& fingerprint) { return fingerprint.substr(0, 12); }

// Whether path holds a valid cache file (format's intact), read in pieces.
bool intact_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary | std::ios::ate);
  if (!f) return false;
  auto size = static_cast<uint64_t>(f.tellg());
  f.seekg(0, std::ios::beg);
  return intact(f, size);
}

}  // namespace

Decoded read(const std::string& path, uint64_t max_bytes) {
  if (max_bytes == 0)
    throw Error(OD_ERROR_INVALID_ARGUMENT, path + ": reading a cache file needs a bound (max_bytes >= 1): the "
                                           "largest cache it may hold, which bounds the memory reading takes");
  Limits limits = limits_for(max_bytes);
  try {
    auto data = read_file(path, limits.max_file_bytes);
    if (!data) throw Error(OD_ERROR_NOT_FOUND, path + ": no such cache file");
    return decode(*data, limits);
  } catch (const Error& e) {
    if (e.code() == OD_ERROR_NOT_FOUND) throw;
    throw Error(e.code(), path + ": " + e.what());
  }
}

NgramStore load_store(const std::string& path, uint64_t max_bytes) { return store_of(read(path, max_bytes)); }

size_t save_store(const NgramStore& store, const std::string& path) {
  std::string data = encode(store);
  FileLock lock(path);
  write_atomic(path, data);
  return data.size();
}

std::string quarantine(const std::string& path) {
  char stamp[32];
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  std::strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%SZ", &utc);
  std::string aside = path + ".bad-" + stamp;
  for (int n = 1; exists(aside); ++n) aside = path + ".bad-" + stamp + "-" + std::to_string(n);
  if (::rename(path.c_str(), aside.c_str()) != 0) io_error("cannot move " + path + " aside");
  return aside;
}

CacheFile::CacheFile(const CacheConfig& config, const Namespace& ns)
    : path_(config.path), fail_on_damaged_(config.fail_on_damaged),
      store_(config.policy, config.max_entries, config.max_bytes, 0, ns),
      limits_(limits_for(store_.max_bytes())) {
  check_namespace(ns);  // a scope the file could not hold is refused now, not at the first save
  FileLock lock(path_);
  if (exists(path_)) {
    absorb_disk_file();
    loaded_entries_ = store_.size();
  }
}

void CacheFile::absorb_disk_file() {
  std::optional<std::string> data;
  Decoded decoded;
  try {
    data = read_file(path_, limits_.max_file_bytes);
    if (!data) return;
    decoded = decode(*data, limits_);
  } catch (const Error& e) {
    if (e.code() == OD_ERROR_IO) throw;
    if (e.code() == OD_ERROR_CACHE_VERSION) throw Error(e.code(), path_ + ": " + e.what());
    if (dynamic_cast<const OverBound*>(&e) && intact_file(path_))
      throw Error(OD_ERROR_INVALID_ARGUMENT,
                  path_ + ": " + e.what() + "; it is a valid cache file of a bigger bound (another process's or "
                  "the Python runtime's), left as it is: raise cache_max_bytes or pass another file");
    if (fail_on_damaged_)
      throw Error(e.code(), path_ + ": " + e.what() + " (the file is left as it is: move it aside or delete it)");
    quarantined_ = quarantine(path_);
    warn(path_ + ": " + e.what() + "; moved it to " + *quarantined_ +
         " for inspection and continued with the cache in memory");
    return;
  }
  const Namespace &ours = store_.name_space(), &theirs = decoded.header.name_space;
  if (ours != theirs)
    throw Error(OD_ERROR_CACHE_PAIR, path_ + " belongs to another drafter/target pair or scope (drafter " +
                                         short_id(theirs.draft_vocab) + ", target " + short_id(theirs.target_vocab) +
                                         ", scope '" + theirs.scope + "'; this run: drafter " +
                                         short_id(ours.draft_vocab) + ", target " + short_id(ours.target_vocab) +
                                         ", scope '" + ours.scope + "'); pass another cache file");
  store_.merge(store_of(decoded));
  digest_ = tail_digest(*data);
}

size_t CacheFile::save(double lock_timeout_s) {
  FileLock lock(path_, lock_timeout_s);
  if (exists(path_)) {
    std::optional<std::string> on_disk;
    try {
      on_disk = read_file(path_, limits_.max_file_bytes);
    } catch (const Error&) {  // over the cap: not ours; absorbing it sets it aside (or fails)
    }
    if (tail_digest(on_disk.value_or(std::string())) != digest_) absorb_disk_file();
  }
  std::string data = encode(store_);
  write_atomic(path_, data);
  digest_ = tail_digest(data);
  return data.size();
}

}  // namespace omnidraft::cache_store
