// GGUF blocks computed by ggml's own CPU kernels, as an onnxruntime custom-op library (domain
// "omnidraft.gguf"), for bundles exported with `--gguf-blocks ggml` (export/carry.py):
//
//   GgufMatMul(A float [..., K], W uint8 [N, row bytes]) -> float [..., N]     attributes ggml_type, K, N
//   GgufGather(W uint8 [N, row bytes], ids int64 [...]) -> float [..., K]      attributes ggml_type, K
//
// W holds the GGUF tensor's rows byte for byte, so a bundle stores the source's own bits (Q4_K, Q5_0,
// Q6_K, ...: MatMulNBits has no 5- or 6-bit form and rounds k-quant scales) and computes what llama.cpp
// computes: each row of A is quantized to the kernel's activation type (ggml's vec_dot_type), then one
// ggml vec_dot per output, rows of W split over onnxruntime's intra-op threads.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "ggml-cpu.h"
#include "ggml.h"
#include "onnxruntime_cxx_api.h"

namespace {

constexpr int64_t kRowsPerTask = 64;  // output rows per ParallelFor task: a few hundred KB of W

struct GgufType {
  ggml_type type;
  size_t row_bytes;
  GgufType(int64_t id, int64_t k) {
    if (id < 0 || id >= GGML_TYPE_COUNT || ggml_get_type_traits((ggml_type)id)->blck_size == 0)
      throw std::invalid_argument("ggml_type " + std::to_string(id) + " is not a ggml tensor type");
    type = (ggml_type)id;
    if (k <= 0 || k % ggml_blck_size(type))
      throw std::invalid_argument(std::string("K=") + std::to_string(k) + " is not a multiple of " +
                                  ggml_type_name(type) + "'s block of " + std::to_string(ggml_blck_size(type)));
    row_bytes = ggml_row_size(type, k);
  }
  void check_weights(const Ort::ConstValue& w, int64_t n, const char* op) const {
    auto shape = w.GetTensorTypeAndShapeInfo().GetShape();
    if (shape.size() != 2 || (n >= 0 && shape[0] != n) || shape[1] != (int64_t)row_bytes)
      throw std::invalid_argument(std::string(op) + ": weights must be uint8 [" + (n >= 0 ? std::to_string(n) : "N") +
                                  ", " + std::to_string(row_bytes) + "] (" + ggml_type_name(type) + " rows)");
  }
};

OrtStatusPtr status_of(const std::exception& e) {
  return Ort::GetApi().CreateStatus(ORT_INVALID_ARGUMENT, e.what());
}

struct MatMulKernel {
  int64_t k, n;
  GgufType w;
  const ggml_type_traits_cpu* kernel;
  ggml_type act_type;
  size_t act_row_bytes;

  explicit MatMulKernel(const OrtKernelInfo* info)
      : k(Ort::ConstKernelInfo(info).GetAttribute<int64_t>("K")),
        n(Ort::ConstKernelInfo(info).GetAttribute<int64_t>("N")),
        w(Ort::ConstKernelInfo(info).GetAttribute<int64_t>("ggml_type"), k),
        kernel(ggml_get_type_traits_cpu(w.type)) {
    if (kernel->vec_dot == nullptr) throw std::invalid_argument(std::string(ggml_type_name(w.type)) + " has no CPU dot product");
    act_type = kernel->vec_dot_type;
    act_row_bytes = ggml_row_size(act_type, k);
  }

  struct Task {
    const MatMulKernel* self;
    const uint8_t* w;
    const uint8_t* a;
    float* y;
    int64_t rows;
  };
  static void run(void* p, size_t i) {
    const Task& t = *static_cast<Task*>(p);
    const MatMulKernel& s = *t.self;
    const int64_t n0 = (int64_t)i * kRowsPerTask, n1 = std::min(s.n, n0 + kRowsPerTask);
    for (int64_t m = 0; m < t.rows; ++m)
      for (int64_t j = n0; j < n1; ++j)
        s.kernel->vec_dot((int)s.k, t.y + m * s.n + j, 0, t.w + j * s.w.row_bytes, 0, t.a + m * s.act_row_bytes, 0, 1);
  }

  OrtStatusPtr ComputeV2(OrtKernelContext* context) try {
    Ort::KernelContext ctx(context);
    auto a = ctx.GetInput(0);
    auto weights = ctx.GetInput(1);
    w.check_weights(weights, n, "GgufMatMul");
    auto shape = a.GetTensorTypeAndShapeInfo().GetShape();
    if (shape.empty() || shape.back() != k)
      throw std::invalid_argument("GgufMatMul: the input's last dimension must be K=" + std::to_string(k));
    int64_t rows = 1;
    for (size_t d = 0; d + 1 < shape.size(); ++d) rows *= shape[d];
    shape.back() = n;
    float* y = ctx.GetOutput(0, shape).GetTensorMutableData<float>();
    if (rows == 0) return nullptr;
    const float* x = a.GetTensorData<float>();
    std::vector<uint8_t> act(rows * act_row_bytes);
    if (act_type == GGML_TYPE_F32) {
      std::memcpy(act.data(), x, rows * k * sizeof(float));
    } else {
      auto quantize = ggml_get_type_traits_cpu(act_type)->from_float;
      for (int64_t m = 0; m < rows; ++m) quantize(x + m * k, act.data() + m * act_row_bytes, k);
    }
    Task task{this, weights.GetTensorData<uint8_t>(), act.data(), y, rows};
    ctx.ParallelFor(run, (n + kRowsPerTask - 1) / kRowsPerTask, 0, &task);
    return nullptr;
  } catch (const std::exception& e) {
    return status_of(e);
  }
};

struct GatherKernel {
  int64_t k;
  GgufType w;

  explicit GatherKernel(const OrtKernelInfo* info)
      : k(Ort::ConstKernelInfo(info).GetAttribute<int64_t>("K")),
        w(Ort::ConstKernelInfo(info).GetAttribute<int64_t>("ggml_type"), k) {}

  OrtStatusPtr ComputeV2(OrtKernelContext* context) try {
    Ort::KernelContext ctx(context);
    auto weights = ctx.GetInput(0);
    auto ids = ctx.GetInput(1);
    w.check_weights(weights, -1, "GgufGather");
    const int64_t rows = weights.GetTensorTypeAndShapeInfo().GetShape()[0];
    auto shape = ids.GetTensorTypeAndShapeInfo().GetShape();
    const size_t count = ids.GetTensorTypeAndShapeInfo().GetElementCount();
    shape.push_back(k);
    float* y = ctx.GetOutput(0, shape).GetTensorMutableData<float>();
    const int64_t* id = ids.GetTensorData<int64_t>();
    const uint8_t* table = weights.GetTensorData<uint8_t>();
    auto to_float = ggml_get_type_traits(w.type)->to_float;
    for (size_t i = 0; i < count; ++i) {
      const int64_t row = id[i] < 0 ? id[i] + rows : id[i];  // Gather's negative indices
      if (row < 0 || row >= rows)
        throw std::invalid_argument("GgufGather: id " + std::to_string(id[i]) + " outside the table's " + std::to_string(rows) + " rows");
      to_float(table + row * w.row_bytes, y + i * k, k);
    }
    return nullptr;
  } catch (const std::exception& e) {
    return status_of(e);
  }
};

template <typename Kernel>
OrtStatusPtr create(const OrtKernelInfo* info, void** kernel) try {
  *kernel = new Kernel(info);
  return nullptr;
} catch (const std::exception& e) {
  return status_of(e);
}

struct MatMulOp : Ort::CustomOpBase<MatMulOp, MatMulKernel, true> {
  OrtStatusPtr CreateKernelV2(const OrtApi&, const OrtKernelInfo* info, void** kernel) const { return create<MatMulKernel>(info, kernel); }
  const char* GetName() const { return "GgufMatMul"; }
  size_t GetInputTypeCount() const { return 2; }
  ONNXTensorElementDataType GetInputType(size_t i) const {
    return i == 0 ? ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT : ONNX_TENSOR_ELEMENT_DATA_TYPE_UINT8;
  }
  size_t GetOutputTypeCount() const { return 1; }
  ONNXTensorElementDataType GetOutputType(size_t) const { return ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT; }
};

struct GatherOp : Ort::CustomOpBase<GatherOp, GatherKernel, true> {
  OrtStatusPtr CreateKernelV2(const OrtApi&, const OrtKernelInfo* info, void** kernel) const { return create<GatherKernel>(info, kernel); }
  const char* GetName() const { return "GgufGather"; }
  size_t GetInputTypeCount() const { return 2; }
  ONNXTensorElementDataType GetInputType(size_t i) const {
    return i == 0 ? ONNX_TENSOR_ELEMENT_DATA_TYPE_UINT8 : ONNX_TENSOR_ELEMENT_DATA_TYPE_INT64;
  }
  size_t GetOutputTypeCount() const { return 1; }
  ONNXTensorElementDataType GetOutputType(size_t) const { return ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT; }
};

}  // namespace

// onnxruntime calls this when a session registers the library (SessionOptions.register_custom_ops_library
// in Python, RegisterCustomOpsLibrary_V2 in C).
extern "C" __attribute__((visibility("default"))) OrtStatus* ORT_API_CALL RegisterCustomOps(OrtSessionOptions* options, const OrtApiBase* base) {
  const OrtApi* api = base->GetApi(ORT_API_VERSION);
  if (api == nullptr) return nullptr;  // an onnxruntime older than these headers: it then reports the ops as unknown
  Ort::InitApi(api);
  static MatMulOp matmul;
  static GatherOp gather;
  static Ort::CustomOpDomain domain = [] {
    ggml_cpu_init();  // ggml's fp16 tables, before the first kernel runs
    Ort::CustomOpDomain d{"omnidraft.gguf"};
    d.Add(&matmul);
    d.Add(&gather);
    return d;
  }();
  try {
    Ort::UnownedSessionOptions(options).Add(domain);
  } catch (const std::exception& e) {
    return api->CreateStatus(ORT_FAIL, e.what());
  }
  return nullptr;
}
