#include "log.h"

#include <atomic>
#include <cstdio>
#include <mutex>

#if defined(__ANDROID__)
#include <android/log.h>
#endif

namespace omnidraft {

namespace {

// The callback and its user_data, read together under the lock, which is never held while a
// callback runs: a callback that sets the level or another callback, on its own thread or by
// waiting for another (a Java listener that takes a monitor the other thread holds while it sets the
// callback), cannot deadlock.
std::mutex mutex;
OdLogCallback callback = nullptr;
void* user_data = nullptr;
std::atomic<int> min_level{OD_LOG_WARNING};

#if !defined(__ANDROID__)
const char* name_of(OdLogLevel level) {
  switch (level) {
    case OD_LOG_DEBUG: return "debug";
    case OD_LOG_INFO: return "info";
    case OD_LOG_WARNING: return "warning";
    default: return "error";
  }
}
#endif

}  // namespace

bool logs(OdLogLevel level) { return static_cast<int>(level) >= min_level.load(); }

void log_to_platform(OdLogLevel level, const char* message, size_t length) {
#if defined(__ANDROID__)
  static const int kPriority[] = {ANDROID_LOG_DEBUG, ANDROID_LOG_INFO, ANDROID_LOG_WARN, ANDROID_LOG_ERROR};
  __android_log_print(kPriority[level < 0 || level > OD_LOG_ERROR ? OD_LOG_ERROR : level], "omnidraft", "%.*s",
                      static_cast<int>(length), message);
#else
  std::fprintf(stderr, "%s: %.*s\n", name_of(level), static_cast<int>(length), message);
#endif
}

void log(OdLogLevel level, const std::string& message) {
  if (!logs(level)) return;
  OdLogCallback to;
  void* data;
  {
    std::lock_guard<std::mutex> lock(mutex);
    to = callback;
    data = user_data;
  }
  try {
    if (to) {
      to(data, level, message.c_str(), message.size());
      return;
    }
    log_to_platform(level, message.data(), message.size());
  } catch (...) {  // logging never fails the call it reports on
  }
}

}  // namespace omnidraft

extern "C" {

void OdSetLogCallback(OdLogCallback new_callback, void* new_user_data) {
  std::lock_guard<std::mutex> lock(omnidraft::mutex);
  omnidraft::callback = new_callback;
  omnidraft::user_data = new_callback ? new_user_data : nullptr;
}

void OdSetLogLevel(OdLogLevel level) { omnidraft::min_level = static_cast<int>(level); }

void OdLogToPlatform(OdLogLevel level, const char* message, size_t length) {
  if (message) omnidraft::log_to_platform(level, message, length);
}

}  // extern "C"
