#include "runtime/static_lm.h"

#include <algorithm>
#include <cmath>

#include "errors.h"
#include "runtime/onnx_lm.h"
#include "runtime/qnn.h"

namespace omnidraft::runtime {

namespace {

const nlohmann::json& graph_of(const Bundle& bundle) { return bundle.manifest.at("graph"); }

}  // namespace

bool is_static(const Bundle& bundle) {
  auto graph = bundle.manifest.find("graph");
  return graph != bundle.manifest.end() && graph->value("kind", std::string()) == "static";
}

StaticLM::StaticLM(const Bundle& bundle, const SessionSettings& settings)
    : origin_(bundle.path),
      embeddings_(NpyArray::map(bundle.path + "/" + graph_of(bundle).value("embeddings", std::string("embeddings.npy")))) {
  bool on_npu = qnn::requested(settings.provider);
  std::map<std::string, std::string> files;
  try {
    const auto& model = bundle.manifest.at("model");
    const auto& graph = graph_of(bundle);
    vocab_size_ = model.at("vocab_size").get<size_t>();
    num_layers_ = model.at("num_layers").get<size_t>();
    kv_heads_ = model.at("num_kv_heads").get<size_t>();
    head_dim_ = model.at("head_dim").get<size_t>();
    hidden_ = model.at("hidden_size").get<size_t>();
    context_ = graph.at("context").get<size_t>();
    max_length_ = std::min(settings.max_length, context_);
    mask_value_ = graph.at("mask_value").get<float>();
    for (const auto& [name, g] : graph.at("graphs").items()) {
      rows_[name] = g.at("rows").get<size_t>();
      files[name] = g.at("file").get<std::string>();
    }
    if (!rows_.count("verify")) throw Error(OD_ERROR_BUNDLE, bundle.path + ": a static bundle without a verify graph");
    if (on_npu) {
      const auto& compiled = bundle.manifest.value("qnn", nlohmann::json::object()).value("socs", nlohmann::json::object());
      std::string have;
      for (const auto& [soc, _] : compiled.items()) have += (have.empty() ? "" : ", ") + soc;
      if (settings.soc.empty())
        throw Error(OD_ERROR_INVALID_ARGUMENT, "the QNN provider needs the phone's SoC: set soc, one of " +
                                                   (have.empty() ? "none: this bundle has no context binaries" : have));
      qnn::check_soc(settings.soc);
      if (!compiled.contains(settings.soc))
        throw Error(OD_ERROR_BUNDLE, bundle.path + " has HTP context binaries for " + (have.empty() ? "no SoC" : have) +
                                         ", not " + settings.soc + ": a context binary runs only on the chip it was "
                                         "compiled for. Re-export with --device qnn --soc " + settings.soc);
      for (auto& [name, file] : files) file = compiled.at(settings.soc).at("graphs").at(name).at("file").get<std::string>();
#if defined(__x86_64__) || defined(_M_X64)
      // Loading a shared-weights context binary crashes the x86 simulator (NPU.md): refuse it first.
      const auto& sharing = bundle.manifest.at("qnn").value("weight_sharing", nlohmann::json());
      if (sharing.is_boolean() && sharing.get<bool>())
        throw Error(OD_ERROR_BUNDLE, bundle.path + ": its context binaries share weights between graphs, which the "
                                         "x86 HTP simulator cannot load; run it on a device, or re-export without "
                                         "--weight-sharing to check it here");
#endif
    }
  } catch (const nlohmann::json::exception& e) {
    throw Error(OD_ERROR_BUNDLE, bundle.path + ": malformed static manifest (" + e.what() + "); re-export the bundle");
  }
  if (embeddings_.shape().size() != 2 || embeddings_.shape()[1] != hidden_ || embeddings_.shape()[0] < vocab_size_)
    throw Error(OD_ERROR_BUNDLE, bundle.path + ": the embeddings table's shape does not match the model; re-export the bundle");
  std::string rope = bundle.path + "/" + graph_of(bundle).value("rope", std::string("rope.npz"));
  NpyArray inv_freq = NpyArray::from_npz(rope, "inv_freq"), scaling = NpyArray::from_npz(rope, "attention_scaling");
  if (inv_freq.count() * 2 != head_dim_ || scaling.count() != 1)
    throw Error(OD_ERROR_BUNDLE, rope + ": RoPE tables that do not match the head size; re-export the bundle");
  for (size_t i = 0; i < inv_freq.count(); ++i) inv_freq_.push_back(inv_freq.at(i));  // float32 -> double, as numpy
  rope_scaling_ = scaling.at(0);
  try {
    for (const auto& [name, file] : files) {
      // the QDQ graphs as a CPU bundle's; the HTP with runtime/qnn.py's options alone, as Python opens it
      Ort::SessionOptions opts = on_npu ? Ort::SessionOptions() : cpu_session_options(settings);
      if (on_npu) {
        opts.SetLogSeverityLevel(3);
        qnn::add_provider(opts, settings);
      }
      try {
        sessions_[name] = std::make_unique<Ort::Session>(ort_env(), (bundle.path + "/" + file).c_str(), opts);
      } catch (const Ort::Exception& e) {
        if (!on_npu) throw;
        if (std::string(e.what()).find("MEM_ALLOC") != std::string::npos)  // runtime/qnn.py: OUT_OF_HTP_MEMORY
          throw Error(OD_ERROR_RUNTIME, bundle.path + "/" + file + ": the QNN HTP backend (" + settings.soc +
                                            ") could not allocate this graph's context binary (" +
                                            std::string(e.what()).substr(0, 200) + "). A process's loaded binaries "
                                            "must fit the HTP's 32-bit address space, under 4 GB: re-export with "
                                            "--weights int4 (half the bytes) or --weight-sharing (the weights once "
                                            "for the three graphs)");
        throw Error(OD_ERROR_RUNTIME, bundle.path + "/" + file + ": the QNN HTP backend (" + settings.soc + ") refused the graph: " +
                                          std::string(e.what()).substr(0, 400) + ". With CPU fallback off, every node must run on the HTP");
      }
    }
    Ort::AllocatorWithDefaultOptions allocator;
    const Ort::Session& verify = *sessions_.at("verify");
    for (size_t i = 0; i < verify.GetInputCount(); ++i) input_names_.push_back(verify.GetInputNameAllocated(i, allocator).get());
    for (size_t i = 0; i < verify.GetOutputCount(); ++i) output_names_.push_back(verify.GetOutputNameAllocated(i, allocator).get());
    run_options_ = Ort::RunOptions();
    if (on_npu)
      for (const auto& [_, session] : sessions_)
        for (const auto& [provider, nodes] : qnn::nodes_by_provider(*session)) nodes_by_provider_[provider] += nodes;
  } catch (const Ort::Exception& e) {
    throw Error(OD_ERROR_RUNTIME, bundle.path + ": onnxruntime could not load the static graphs: " + e.what());
  }
  if (input_names_.size() != 4 + 2 * num_layers_ || output_names_.size() != 1 + 2 * num_layers_)
    throw Error(OD_ERROR_BUNDLE, bundle.path + ": static graphs whose inputs and outputs are not the manifest's; re-export the bundle");
  cache_.assign(2 * num_layers_, std::vector<float>(kv_heads_ * context_ * head_dim_, 0.0f));
}

std::string StaticLM::graph_for(size_t remaining, bool row_stable) const {
  if (remaining > rows_.at("verify")) return rows_.count("prefill") ? "prefill" : "verify";
  if (remaining == 1 && !row_stable && rows_.count("decode")) return "decode";
  return "verify";
}

Logits StaticLM::forward(const std::vector<uint32_t>& token_ids, bool row_stable, size_t last) {
  if (token_ids.empty()) throw Error(OD_ERROR_INVALID_ARGUMENT, "forward needs at least one token");
  size_t n = token_ids.size(), need = last == 0 ? n : std::min(last, n);
  if (length_ + n > max_length_)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "context full: " + std::to_string(length_) + " cached + " + std::to_string(n) +
                                               " new tokens exceed the static graphs' context of " +
                                               std::to_string(max_length_) + "; export with a larger --context");
  Logits out;
  out.vocab = vocab_size_;
  size_t first = n - need;  // rows before `first` are not returned
  for (size_t pos = 0; pos < n;) {
    std::string name = graph_for(n - pos, row_stable);
    size_t size = std::min(rows_.at(name), n - pos);
    Logits logits = run(name, token_ids.data() + pos, size);
    if (pos + size > first) {
      size_t skip = first > pos ? first - pos : 0;
      out.values.insert(out.values.end(), logits.values.begin() + static_cast<std::ptrdiff_t>(skip * out.vocab), logits.values.end());
    }
    pos += size;
  }
  out.rows = out.values.size() / out.vocab;
  return out;
}

Logits StaticLM::run(const std::string& name, const uint32_t* chunk, size_t n) {
  size_t rows = rows_.at(name), start = length_, c = context_, half = head_dim_ / 2;
  for (size_t i = 0; i < n; ++i)
    if (chunk[i] >= vocab_size_)
      throw Error(OD_ERROR_INVALID_ARGUMENT, "token id " + std::to_string(chunk[i]) + " is outside the vocabulary of " +
                                                 std::to_string(vocab_size_));
  std::vector<float> embeds(rows * hidden_, 0.0f), cos(rows * head_dim_), sin(rows * head_dim_);
  for (size_t i = 0; i < n; ++i) embeddings_.row(chunk[i], embeds.data() + i * hidden_);
  for (size_t r = 0; r < rows; ++r)  // angles in float64, as numpy computes them, then float32
    for (size_t j = 0; j < head_dim_; ++j) {
      double angle = double(start + r) * inv_freq_[j % half];
      cos[r * head_dim_ + j] = static_cast<float>(std::cos(angle) * rope_scaling_);
      sin[r * head_dim_ + j] = static_cast<float>(std::sin(angle) * rope_scaling_);
    }
  size_t width = c + rows;
  std::vector<float> mask(rows * width, mask_value_);
  for (size_t r = 0; r < rows; ++r) {
    std::fill_n(mask.begin() + static_cast<std::ptrdiff_t>(r * width), start, 0.0f);
    std::fill_n(mask.begin() + static_cast<std::ptrdiff_t>(r * width + c), r + 1, 0.0f);
  }
  Ort::MemoryInfo cpu = Ort::MemoryInfo::CreateCpu(OrtArenaAllocator, OrtMemTypeDefault);
  int64_t e_shape[3] = {1, int64_t(rows), int64_t(hidden_)}, r_shape[4] = {1, 1, int64_t(rows), int64_t(head_dim_)},
          m_shape[4] = {1, 1, int64_t(rows), int64_t(width)},
          kv_shape[4] = {1, int64_t(kv_heads_), int64_t(c), int64_t(head_dim_)};
  std::map<std::string, Ort::Value> by_name;
  by_name.emplace("inputs_embeds", Ort::Value::CreateTensor<float>(cpu, embeds.data(), embeds.size(), e_shape, 3));
  by_name.emplace("cos", Ort::Value::CreateTensor<float>(cpu, cos.data(), cos.size(), r_shape, 4));
  by_name.emplace("sin", Ort::Value::CreateTensor<float>(cpu, sin.data(), sin.size(), r_shape, 4));
  by_name.emplace("attention_mask", Ort::Value::CreateTensor<float>(cpu, mask.data(), mask.size(), m_shape, 4));
  for (size_t i = 0; i < cache_.size(); ++i)
    by_name.emplace(input_names_[4 + i], Ort::Value::CreateTensor<float>(cpu, cache_[i].data(), cache_[i].size(), kv_shape, 4));
  std::vector<const char*> in_names, out_names;
  std::vector<Ort::Value> in_values;
  for (const auto& input : input_names_) {
    auto it = by_name.find(input);
    if (it == by_name.end()) throw Error(OD_ERROR_BUNDLE, origin_ + ": a static graph input '" + input + "' the runtime does not feed");
    in_names.push_back(input.c_str());
    in_values.push_back(std::move(it->second));
  }
  for (const auto& output : output_names_) out_names.push_back(output.c_str());
  std::vector<Ort::Value> outputs;
  try {
    outputs = sessions_.at(name)->Run(run_options_, in_names.data(), in_values.data(), in_values.size(), out_names.data(),
                                      out_names.size());
  } catch (const Ort::Exception& e) {
    if (terminating_.load()) throw Stopped();  // nothing was written: the cache is as before this run
    throw Error(OD_ERROR_RUNTIME, origin_ + ": onnxruntime failed a run of the " + name + " graph: " + e.what());
  }
  auto logits_shape = outputs[0].GetTensorTypeAndShapeInfo().GetShape();
  if (logits_shape.size() != 3 || size_t(logits_shape[1]) != rows || size_t(logits_shape[2]) != vocab_size_)
    throw Error(OD_ERROR_RUNTIME, origin_ + ": " + name + " graph logits of an unexpected shape");
  for (size_t i = 0; i < cache_.size(); ++i) {  // new rows [1, kv_heads, rows, head_dim] -> slots start..start+n
    if (outputs[1 + i].GetTensorTypeAndShapeInfo().GetElementCount() != kv_heads_ * rows * head_dim_)
      throw Error(OD_ERROR_RUNTIME, origin_ + ": " + output_names_[1 + i] + " of an unexpected shape");
    const float* present = outputs[1 + i].GetTensorData<float>();
    for (size_t h = 0; h < kv_heads_; ++h)
      std::copy_n(present + h * rows * head_dim_, n * head_dim_,
                  cache_[i].begin() + static_cast<std::ptrdiff_t>((h * c + start) * head_dim_));
  }
  tokens_.insert(tokens_.end(), chunk, chunk + n);
  length_ += n;
  const float* data = outputs[0].GetTensorData<float>();
  Logits out;
  out.rows = n;
  out.vocab = vocab_size_;
  out.values.assign(data, data + n * vocab_size_);
  return out;
}

void StaticLM::rollback(size_t length) {
  if (length < length_)  // zero the freed slots: the cache holds exactly what the kept tokens put there
    for (auto& layer : cache_)
      for (size_t h = 0; h < kv_heads_; ++h)
        std::fill(layer.begin() + static_cast<std::ptrdiff_t>((h * context_ + length) * head_dim_),
                  layer.begin() + static_cast<std::ptrdiff_t>((h * context_ + std::min(length_, context_)) * head_dim_), 0.0f);
  forget_from(length);
}

}  // namespace omnidraft::runtime
