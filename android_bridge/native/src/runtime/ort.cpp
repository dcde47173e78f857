#include "runtime/ort.h"

#include <dlfcn.h>

#include <cstdlib>
#include <memory>
#include <mutex>
#include <vector>

#include "errors.h"

namespace omnidraft::runtime {

namespace {
std::mutex mutex;
std::string loaded;  // the library in use, once loaded
}  // namespace

void load_onnxruntime(const std::string& library) {
  std::lock_guard<std::mutex> lock(mutex);
  std::string wanted = library;
  if (wanted.empty()) {
    const char* env = std::getenv("OMNIDRAFT_ORT_LIBRARY");
    wanted = env ? env : "";
  }
  if (!loaded.empty()) {
    if (!wanted.empty() && wanted != loaded)
      throw Error(OD_ERROR_INVALID_ARGUMENT, "onnxruntime is already loaded from " + loaded + "; one process uses one");
    return;
  }
  void* handle = nullptr;
  std::string tried;
  std::vector<std::string> candidates{wanted};
  if (wanted.empty()) candidates = {"libonnxruntime.so.1", "libonnxruntime.so"};
  for (const std::string& name : candidates) {
    handle = ::dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle) {
      wanted = name;
      break;
    }
    const char* why = ::dlerror();
    tried += "\n  " + name + ": " + (why ? why : "not found");
  }
  if (!handle)
    throw Error(OD_ERROR_NOT_FOUND, "cannot load onnxruntime; set the ort_library option or OMNIDRAFT_ORT_LIBRARY to "
                                    "libonnxruntime.so (a Python install has it under onnxruntime/capi/):" + tried);
  using GetApiBase = const OrtApiBase* (*)();
  auto get_base = reinterpret_cast<GetApiBase>(::dlsym(handle, "OrtGetApiBase"));
  const OrtApi* api = get_base ? get_base()->GetApi(ORT_API_VERSION) : nullptr;
  if (!api) {
    std::string version = get_base ? get_base()->GetVersionString() : "?";
    ::dlclose(handle);
    throw Error(OD_ERROR_INVALID_ARGUMENT, wanted + ": onnxruntime " + version + " does not offer API version " +
                                               std::to_string(ORT_API_VERSION) + " (1.29 or newer is needed)");
  }
  Ort::InitApi(api);
  loaded = wanted;
}

namespace {
std::unique_ptr<Ort::Env> env;  // under `mutex`
}  // namespace

Ort::Env& ort_env() {
  std::lock_guard<std::mutex> lock(mutex);
  if (!env) env = std::make_unique<Ort::Env>(ORT_LOGGING_LEVEL_WARNING, "omnidraft");
  return *env;
}

void release_ort_env() {
  std::lock_guard<std::mutex> lock(mutex);
  env.reset();
}

}  // namespace omnidraft::runtime
