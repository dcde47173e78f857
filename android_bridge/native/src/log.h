// Messages of the core that are not errors (a drafter dropped, a cache file moved aside, a cache not
// saved), and debug notes: to the callback the app set with OdSetLogCallback, else to the platform's
// log (logcat on Android, which shows no stderr; standard error elsewhere). Process-wide, safe from
// any thread.
#pragma once

#include <string>

#include "omnidraft.h"

namespace omnidraft {

void log(OdLogLevel level, const std::string& message);
inline void warn(const std::string& message) { log(OD_LOG_WARNING, message); }
// Whether a message at this level goes anywhere (skip building costly debug text).
bool logs(OdLogLevel level);
// The sink without a callback: __android_log_print on Android, standard error elsewhere.
void log_to_platform(OdLogLevel level, const char* message, size_t length);

}  // namespace omnidraft
