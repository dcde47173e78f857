#include "runtime/qnn.h"

#include <algorithm>
#include <cctype>
#include <mutex>
#include <unordered_map>
#include <sys/stat.h>

#include "errors.h"

namespace omnidraft::runtime::qnn {

namespace {

constexpr const char* kProvider = "QNNExecutionProvider";

std::mutex lock;
std::string registered;  // the plugin library registered with the environment, under `lock`

// onnxruntime takes one library per registration name and environment.
void register_library(const std::string& path) {
  std::lock_guard<std::mutex> hold(lock);
  if (registered == path) return;
  if (!registered.empty())
    throw Error(OD_ERROR_INVALID_ARGUMENT, "the QNN provider library " + registered + " is already loaded in this "
                                           "process; one process holds one (asked for " + path + ")");
  try {
    ort_env().RegisterExecutionProviderLibrary(kProvider, path);
  } catch (const Ort::Exception& e) {
    throw Error(OD_ERROR_RUNTIME, "onnxruntime could not load the QNN provider library " + path + ": " + e.what() +
                                  ". Pass the onnxruntime-qnn wheel's libonnxruntime_providers_qnn.so "
                                  "(python -c 'import onnxruntime_qnn as q; print(q.get_library_path())')");
  }
  registered = path;
}

bool exists(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0;
}

}  // namespace

const std::map<std::string, Soc>& socs() {
  static const std::map<std::string, Soc> table = {
      {"SM8550", {43, 73}}, {"SM8650", {57, 75}}, {"SM8750", {69, 79}}, {"SM8850", {87, 81}}};
  return table;
}

const Soc& check_soc(const std::string& soc) {
  auto it = socs().find(soc);
  if (it != socs().end()) return it->second;
  std::string known;
  for (const auto& [name, _] : socs()) known += (known.empty() ? "" : ", ") + name;
  throw Error(OD_ERROR_INVALID_ARGUMENT, "unknown SoC '" + soc + "'; known: " + known);
}

bool requested(const std::string& provider) {
  std::string lower = provider;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  return lower == "qnn" || lower == "qnnexecutionprovider";
}

void add_provider(Ort::SessionOptions& options, const SessionSettings& settings) {
  const Soc& soc = check_soc(settings.soc);
  // Without this, an op the HTP refuses, or an option it cannot honour, runs on the CPU in silence.
  options.AddConfigEntry("session.disable_cpu_ep_fallback", "1");
  options.AddConfigEntry("session.record_ep_graph_assignment_info", "1");
  std::string backend = "libQnnHtp.so";
  if (!settings.ep_library.empty()) {
    std::string beside = settings.ep_library.substr(0, settings.ep_library.find_last_of('/') + 1) + backend;
    if (exists(beside)) backend = beside;
  }
  std::map<std::string, std::string> provider_options = {
      {"backend_path", backend}, {"soc_model", std::to_string(soc.soc_model)}, {"htp_arch", std::to_string(soc.htp_arch)},
      {"htp_performance_mode", "burst"}, {"offload_graph_io_quantization", "0"}};
  for (const auto& [key, value] : settings.provider_options) provider_options[key] = value;
  std::unordered_map<std::string, std::string> pairs(provider_options.begin(), provider_options.end());
  try {
    if (settings.ep_library.empty()) {
      options.AppendExecutionProvider("QNN", pairs);
      return;
    }
    register_library(settings.ep_library);
    std::vector<Ort::ConstEpDevice> devices;
    for (const auto& device : ort_env().GetEpDevices())
      if (std::string(device.EpName()) == kProvider) devices.push_back(device);
    if (devices.empty())
      throw Error(OD_ERROR_RUNTIME, settings.ep_library + " registered no QNN device: check that its libQnnHtp.so "
                                                          "(provider_option.backend_path) loads on this machine");
    options.AppendExecutionProvider_V2(ort_env(), devices, pairs);
  } catch (const Ort::Exception& e) {
    throw Error(OD_ERROR_RUNTIME, std::string("onnxruntime refused the QNN provider: ") + e.what() +
                                  (settings.ep_library.empty() ? ". This onnxruntime may have no QNN provider built "
                                                                 "in: use the QNN AAR (com.microsoft.onnxruntime:"
                                                                 "onnxruntime-android-qnn) or pass ep_library"
                                                               : ""));
  }
}

void forget_registration() {
  std::lock_guard<std::mutex> hold(lock);
  registered.clear();
}

std::map<std::string, size_t> nodes_by_provider(const Ort::Session& session) {
  std::map<std::string, size_t> counts;
  for (const auto& subgraph : session.GetEpGraphAssignmentInfo())
    counts[subgraph.GetEpName()] += subgraph.GetNodes().size();
  return counts;
}

}  // namespace omnidraft::runtime::qnn
