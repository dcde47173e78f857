#include "runtime/onnx_lm.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "errors.h"
#include "runtime/huge_pages.h"

namespace omnidraft::runtime {

namespace {

std::string layer_name(const std::string& pattern, size_t layer, const char* kind) {
  std::string out = pattern;
  auto put = [&](const std::string& key, const std::string& value) {
    size_t at = out.find(key);
    if (at != std::string::npos) out.replace(at, key.size(), value);
  };
  put("{layer}", std::to_string(layer));
  put("{kind}", kind);
  return out;
}

// The local attention window of the graph's sliding-window layers (genai_config.json, written by the
// model builder), or 0: onnxruntime's GroupQueryAttention refuses a KV buffer shorter than it.
size_t sliding_window(const std::string& bundle_path) {
  std::ifstream in(bundle_path + "/genai_config.json", std::ios::binary);
  if (!in) return 0;
  std::stringstream text;
  text << in.rdbuf();
  auto config = nlohmann::json::parse(text.str(), nullptr, false);
  const auto window = config.is_object() ? config.value("/model/decoder/sliding_window/window_size"_json_pointer, nlohmann::json())
                                         : nlohmann::json();
  return window.is_number_unsigned() ? window.get<size_t>() : 0;
}

}  // namespace

Ort::SessionOptions cpu_session_options(const SessionSettings& settings) {
  Ort::SessionOptions opts;
  if (settings.threads > 0) opts.SetIntraOpNumThreads(settings.threads);
  opts.AddConfigEntry("session.intra_op.allow_spinning", "1");
  opts.AddConfigEntry("session.force_spinning_stop", "1");
  opts.SetGraphOptimizationLevel(GraphOptimizationLevel::ORT_ENABLE_ALL);
  opts.SetLogSeverityLevel(3);
  return opts;
}

void register_gguf_ops(Ort::SessionOptions& opts, const std::string& library) {
  std::string path = library;
  if (path.empty()) {
    const char* env = std::getenv("OMNIDRAFT_GGUF_OPS_LIBRARY");
    path = env && *env ? env : "libomnidraft_gguf_ops.so";
  }
  try {
    opts.RegisterCustomOpsLibrary(path.c_str());
  } catch (const Ort::Exception& e) {
    throw Error(OD_ERROR_NOT_FOUND, "this bundle computes with the op library (exported with --gguf-blocks ggml) and needs "
                                    "libomnidraft_gguf_ops.so (the native CMake target omnidraft_gguf_ops, or "
                                    "`python -m omnidraft.runtime.gguf_ops`); set the gguf_ops_library option or "
                                    "OMNIDRAFT_GGUF_OPS_LIBRARY to it: " + std::string(e.what()));
  }
}

size_t machine_row_end_multiple() {
#if defined(__aarch64__)
  return 4;
#else
  return 1;
#endif
}

OnnxLM::OnnxLM(const Bundle& bundle, const SessionSettings& settings)
    : origin_(bundle.path), row_end_multiple_(settings.row_end_multiple ? settings.row_end_multiple : machine_row_end_multiple()) {
  try {
    const auto& model = bundle.manifest.at("model");
    const auto& graph = bundle.manifest.at("graph");
    const auto& io = graph.at("io");
    vocab_size_ = model.at("vocab_size").get<size_t>();
    num_layers_ = model.at("num_layers").get<size_t>();
    kv_heads_ = model.at("num_kv_heads").get<size_t>();
    head_dim_ = model.at("head_dim").get<size_t>();
    context_ = model.value("context_length", nlohmann::json()).is_number() ? model.at("context_length").get<size_t>() : 0;
    max_length_ = context_ ? std::min(settings.max_length, context_) : settings.max_length;
    std::string kv_cache = graph.value("kv_cache", std::string("?"));
    if (kv_cache != "shared_buffer" && kv_cache != "concat")
      throw Error(OD_ERROR_BUNDLE, bundle.path + ": the native runtime runs shared_buffer and concat KV caches; this "
                                   "bundle's is '" + kv_cache + "'");
    shared_ = kv_cache == "shared_buffer";
    batch_invariant_ = graph.value("batch_invariant", false);
    for (const auto& domain : graph.value("custom_op_domains", nlohmann::json::array()))
      if (domain.get<std::string>() == kGgufOpsDomain)
        gguf_ops_ = true;
      else
        throw Error(OD_ERROR_BUNDLE, bundle.path + ": the graph needs custom ops of domain '" + domain.get<std::string>() +
                                         "', which this runtime does not know; re-export the bundle with this version");
    if (graph.value("kv_dtype", std::string("float32")) != "float32" || graph.value("logits_dtype", std::string("float32")) != "float32")
      throw Error(OD_ERROR_BUNDLE, bundle.path + ": the native runtime reads float32 KV caches and logits");
    input_ids_ = io.at("input_ids").get<std::string>();
    attention_mask_ = io.at("attention_mask").get<std::string>();
    logits_ = io.at("logits").get<std::string>();
    position_ids_ = io.value("position_ids", std::string());
    logits_rows_ = io.value("logits_rows", std::string());
    for (size_t i = 0; i < 2 * num_layers_; ++i) {
      const char* kind = i % 2 ? "value" : "key";
      past_names_.push_back(layer_name(io.at("past").get<std::string>(), i / 2, kind));
      present_names_.push_back(layer_name(io.at("present").get<std::string>(), i / 2, kind));
    }
  } catch (const nlohmann::json::exception& e) {
    throw Error(OD_ERROR_BUNDLE, bundle.path + ": malformed manifest (" + e.what() + "); re-export the bundle");
  }
  try {
    Ort::SessionOptions opts = cpu_session_options(settings);
    if (gguf_ops_) register_gguf_ops(opts, settings.gguf_ops_library);
    if (!settings.provider.empty() && settings.provider != "CPU")
      opts.AppendExecutionProvider(settings.provider, {settings.provider_options.begin(), settings.provider_options.end()});
    huge_pages::ForNewMappings pages(settings.huge_pages);
    session_ = std::make_unique<Ort::Session>(ort_env(), bundle.graph_path().c_str(), opts);
    pages.finish();  // the session's weights on huge pages
    cpu_ = Ort::MemoryInfo::CreateCpu(OrtArenaAllocator, OrtMemTypeDefault);
    run_options_ = Ort::RunOptions();
    binding_ = std::make_unique<Ort::IoBinding>(*session_);
    if (!shared_) {
      buffers_.assign(2 * num_layers_, std::vector<float>());
      return;
    }
    // the buffer holds max_length rows, or a sliding-window graph's window where that is longer (as onnx_lm.py)
    size_t window = sliding_window(bundle.path);
    size_t capacity = std::max(max_length_, context_ ? std::min(window, context_) : window);
    int64_t shape[4] = {1, static_cast<int64_t>(kv_heads_), static_cast<int64_t>(capacity), static_cast<int64_t>(head_dim_)};
    size_t count = kv_heads_ * capacity * head_dim_;
    buffers_.assign(2 * num_layers_, std::vector<float>(count, 0.0f));
    for (size_t i = 0; i < buffers_.size(); ++i) {
      buffer_values_.push_back(Ort::Value::CreateTensor<float>(cpu_, buffers_[i].data(), count, shape, 4));
      binding_->BindInput(past_names_[i].c_str(), buffer_values_.back());
      binding_->BindOutput(present_names_[i].c_str(), buffer_values_.back());
    }
  } catch (const Ort::Exception& e) {
    throw Error(OD_ERROR_RUNTIME, bundle.path + ": onnxruntime could not load the graph: " + e.what());
  }
}

Logits OnnxLM::forward(const std::vector<uint32_t>& token_ids, bool row_stable, size_t last) {
  if (token_ids.empty()) throw Error(OD_ERROR_INVALID_ARGUMENT, "forward needs at least one token");
  size_t need = last == 0 ? token_ids.size() : std::min(last, token_ids.size());
  auto tail = [](Logits l, size_t keep) {
    if (l.rows > keep) {
      l.values.erase(l.values.begin(), l.values.begin() + static_cast<std::ptrdiff_t>((l.rows - keep) * l.vocab));
      l.rows = keep;
    }
    return l;
  };
  // a batch-invariant graph computes every row as if alone (docs/guarantees.md): no rule needed
  if (!row_stable || batch_invariant_) return tail(run(token_ids, need), need);
  // Every call has an even number of rows, re-feeding the previous token and any cached row that
  // may have been computed alone; on ARM it also ends at a multiple of row_end_multiple_, running
  // pad rows past its tokens that are then forgotten (runtime/onnx_lm.py's forward says why).
  size_t start = lone_row_ ? *lone_row_ : length_, end = length_ + token_ids.size();
  size_t pad = end >= max_length_ ? 0 : std::min((row_end_multiple_ - end % row_end_multiple_) % row_end_multiple_, max_length_ - end);
  if ((end + pad - start) % 2 && start > 0) --start;
  std::vector<uint32_t> rows(tokens_.begin() + static_cast<std::ptrdiff_t>(start), tokens_.begin() + static_cast<std::ptrdiff_t>(length_));
  rollback(start);
  rows.insert(rows.end(), token_ids.begin(), token_ids.end());
  rows.insert(rows.end(), pad, token_ids.back());
  Logits out;
  if (rows.size() % 2 == 0 || rows.size() == 1) {
    out = run(rows, need + pad);
  } else {  // an odd prompt: all but its last row, then the last two
    std::vector<uint32_t> head(rows.begin(), rows.end() - 1);
    Logits first = run(head, need + pad - 1);
    rollback(length_ - 1);
    Logits second = run(std::vector<uint32_t>(rows.end() - 2, rows.end()), 2);
    out.vocab = second.vocab;
    if (first.rows > 1) out.values.assign(first.values.begin(), first.values.end() - static_cast<std::ptrdiff_t>(first.vocab));
    out.values.insert(out.values.end(), second.values.begin(), second.values.end());
    out.rows = out.values.size() / out.vocab;
  }
  if (pad) {
    rollback(length_ - pad);
    out.values.resize(out.values.size() - pad * out.vocab);
    out.rows -= pad;
  }
  return tail(std::move(out), need);
}

Logits OnnxLM::run(const std::vector<uint32_t>& token_ids, size_t rows) {
  size_t n = token_ids.size(), total = length_ + n;
  if (total > max_length_)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "context of " + std::to_string(total) + " tokens exceeds this session's "
                                           "max_length " + std::to_string(max_length_));
  std::vector<int64_t> ids(token_ids.begin(), token_ids.end()), mask(total, 1), positions, wanted;
  int64_t ids_shape[2] = {1, static_cast<int64_t>(n)}, mask_shape[2] = {1, static_cast<int64_t>(total)}, one = 1;
  try {
    std::vector<Ort::Value> feeds;
    feeds.push_back(Ort::Value::CreateTensor<int64_t>(cpu_, ids.data(), ids.size(), ids_shape, 2));
    binding_->BindInput(input_ids_.c_str(), feeds.back());
    feeds.push_back(Ort::Value::CreateTensor<int64_t>(cpu_, mask.data(), mask.size(), mask_shape, 2));
    binding_->BindInput(attention_mask_.c_str(), feeds.back());
    if (!logits_rows_.empty()) {  // the head runs on an even number of rows, at least two (runtime/onnx_lm.py's _run)
      wanted.push_back(static_cast<int64_t>(batch_invariant_ ? rows : std::min(n, std::max<size_t>(rows + rows % 2, 2))));
      feeds.push_back(Ort::Value::CreateTensor<int64_t>(cpu_, wanted.data(), 1, &one, 1));
      binding_->BindInput(logits_rows_.c_str(), feeds.back());
    }
    if (!position_ids_.empty()) {
      for (size_t p = length_; p < total; ++p) positions.push_back(static_cast<int64_t>(p));
      feeds.push_back(Ort::Value::CreateTensor<int64_t>(cpu_, positions.data(), positions.size(), ids_shape, 2));
      binding_->BindInput(position_ids_.c_str(), feeds.back());
    }
    int64_t past_shape[4] = {1, static_cast<int64_t>(kv_heads_), static_cast<int64_t>(length_), static_cast<int64_t>(head_dim_)};
    float none = 0.0f;  // an empty past still needs a data pointer
    if (!shared_)  // concat: this call's past in, past + new rows out (allocated by onnxruntime)
      for (size_t i = 0; i < buffers_.size(); ++i) {
        float* past = buffers_[i].empty() ? &none : buffers_[i].data();
        feeds.push_back(Ort::Value::CreateTensor<float>(cpu_, past, buffers_[i].size(), past_shape, 4));
        binding_->BindInput(past_names_[i].c_str(), feeds.back());
        binding_->BindOutput(present_names_[i].c_str(), cpu_);
      }
    binding_->BindOutput(logits_.c_str(), cpu_);  // rebind: its shape changes with n
    session_->Run(run_options_, *binding_);
    std::vector<Ort::Value> outputs = binding_->GetOutputValues();
    // Outputs come in binding order: the KV tensors were bound first, logits last.
    Ort::Value& out = outputs.back();
    auto shape = out.GetTensorTypeAndShapeInfo().GetShape();
    if (shape.size() != 3 || static_cast<size_t>(shape[2]) != vocab_size_)
      throw Error(OD_ERROR_RUNTIME, origin_ + ": logits of an unexpected shape");
    Logits logits;
    logits.rows = static_cast<size_t>(shape[1]);
    logits.vocab = vocab_size_;
    const float* data = out.GetTensorData<float>();
    logits.values.assign(data, data + logits.rows * logits.vocab);
    if (!shared_)
      for (size_t i = 0; i < buffers_.size(); ++i) {
        const float* present = outputs[i].GetTensorData<float>();
        if (outputs[i].GetTensorTypeAndShapeInfo().GetElementCount() != kv_heads_ * total * head_dim_)
          throw Error(OD_ERROR_RUNTIME, origin_ + ": " + present_names_[i] + " of an unexpected shape");
        buffers_[i].assign(present, present + kv_heads_ * total * head_dim_);
      }
    tokens_.resize(length_);
    tokens_.insert(tokens_.end(), token_ids.begin(), token_ids.end());
    length_ = total;
    if (n % 2 && !lone_row_ && !batch_invariant_) lone_row_ = total - 1;  // an odd call's last row may have been computed alone
    return logits;
  } catch (const Ort::Exception& e) {
    if (terminating_.load()) throw Stopped();  // nothing above committed: the cache is as before this run
    throw Error(OD_ERROR_RUNTIME, origin_ + ": onnxruntime failed a run: " + e.what());
  }
}

void OnnxLM::rollback(size_t length) {
  if (length > length_)  // checked before a buffer moves
    throw Error(OD_ERROR_INVALID_ARGUMENT, "cannot roll back to " + std::to_string(length) + ": cache holds " +
                                           std::to_string(length_));
  if (!shared_ && length < length_)  // keep each head's first `length` rows of [1, kv_heads, length_, head_dim]
    for (auto& layer : buffers_) {
      for (size_t h = 1; h < kv_heads_; ++h)
        std::copy_n(layer.begin() + static_cast<std::ptrdiff_t>(h * length_ * head_dim_), length * head_dim_,
                    layer.begin() + static_cast<std::ptrdiff_t>(h * length * head_dim_));
      layer.resize(kv_heads_ * length * head_dim_);
    }
  forget_from(length);
  if (lone_row_ && *lone_row_ >= length) lone_row_.reset();
}

}  // namespace omnidraft::runtime
