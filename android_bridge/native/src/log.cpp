#include "log.h"

#include <atomic>
#include <iostream>
#include <mutex>

namespace omnidraft {

namespace {

// Recursive: a callback that sets another callback (or logs) on its own thread does not deadlock.
// The callback runs under the lock, so once OdSetLogCallback returns, the old one is never called
// again and its user_data may be freed.
std::recursive_mutex mutex;
OdLogCallback callback = nullptr;
void* user_data = nullptr;
std::atomic<int> min_level{OD_LOG_WARNING};

const char* name_of(OdLogLevel level) {
  switch (level) {
    case OD_LOG_DEBUG: return "debug";
    case OD_LOG_INFO: return "info";
    case OD_LOG_WARNING: return "warning";
    default: return "error";
  }
}

}  // namespace

bool logs(OdLogLevel level) { return static_cast<int>(level) >= min_level.load(); }

void log(OdLogLevel level, const std::string& message) {
  if (!logs(level)) return;
  try {
    std::lock_guard<std::recursive_mutex> lock(mutex);
    if (callback) {
      callback(user_data, level, message.c_str(), message.size());
      return;
    }
    std::cerr << name_of(level) << ": " << message << "\n";
  } catch (...) {  // logging never fails the call it reports on
  }
}

}  // namespace omnidraft

extern "C" {

void OdSetLogCallback(OdLogCallback new_callback, void* new_user_data) {
  std::lock_guard<std::recursive_mutex> lock(omnidraft::mutex);
  omnidraft::callback = new_callback;
  omnidraft::user_data = new_callback ? new_user_data : nullptr;
}

void OdSetLogLevel(OdLogLevel level) { omnidraft::min_level = static_cast<int>(level); }

}  // extern "C"
