// onnxruntime's QNN execution provider (Hexagon HTP) (runtime/qnn.py): the chips by name, sessions
// that cannot fall back to the CPU in silence, and what ran where. Both ways onnxruntime ships it:
// the plugin library (the onnxruntime-qnn wheel's, whose libQnnHtp.so is the HTP simulator on x86),
// registered once per process; or the provider built into onnxruntime (the Android QNN AAR).
#pragma once

#include <map>
#include <string>

#include "runtime/language_model.h"
#include "runtime/ort.h"

namespace omnidraft::runtime::qnn {

struct Soc {
  int soc_model;  // QNN's id of the chip
  int htp_arch;   // the HTP generation it carries (v73..v81)
};

// SM8550 (8 Gen 2), SM8650 (8 Gen 3), SM8750 (8 Elite), SM8850 (8 Elite Gen 5): runtime/qnn.py's SOCS.
const std::map<std::string, Soc>& socs();
const Soc& check_soc(const std::string& soc);  // throws Error naming the known chips

// Whether a provider name asks for the HTP ("qnn", "QNN" or "QNNExecutionProvider").
bool requested(const std::string& provider);

// Puts the HTP of settings.soc on `options`, CPU fallback off: through settings.ep_library when it
// names the plugin library, else the built-in provider. Provider options: settings.provider_options
// over runtime/qnn.py's (backend_path beside the plugin library, or libQnnHtp.so on the loader's
// path; the chip's soc_model and htp_arch; burst performance; graph I/O quantized on the host).
void add_provider(Ort::SessionOptions& options, const SessionSettings& settings);

// Forgets the plugin library's registration, which belonged to the environment OdShutdown released.
void forget_registration();

// How many graph nodes each provider was assigned (needs session.record_ep_graph_assignment_info).
std::map<std::string, size_t> nodes_by_provider(const Ort::Session& session);

}  // namespace omnidraft::runtime::qnn
