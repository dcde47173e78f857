// onnxruntime, loaded at run time: dlopen the library, GetApi(ORT_API_VERSION) and hand the table to
// the header-only C++ API (ORT_API_MANUAL_INIT). Linking against one release would tie the binary
// to its versioned symbols (BRIDGE.md: a 1.29 link refuses 1.31's VERS_1.31.1); this way one binary
// runs with the library a Python install brings and with the one in the Android AAR.
#pragma once

#include <string>

#include <onnxruntime_cxx_api.h>

namespace omnidraft::runtime {

// Loads the library once per process: `library` is a path, or empty for OMNIDRAFT_ORT_LIBRARY, then
// libonnxruntime.so.1 / libonnxruntime.so on the loader's path. Throws Error with what to do.
// A later call naming another library is refused: one process holds one onnxruntime.
void load_onnxruntime(const std::string& library);

// The process-wide environment (logging at warnings and above), created on first use.
Ort::Env& ort_env();
// Releases it (OdShutdown: no session may be alive); the next ort_env() creates it again. The
// library stays loaded: unloading onnxruntime under its own threads is not safe.
void release_ort_env();

}  // namespace omnidraft::runtime
