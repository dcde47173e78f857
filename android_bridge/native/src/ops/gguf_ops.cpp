// The op library (domain "omnidraft.gguf"): a decoder step whose every row is computed as if it were
// alone, for bundles that keep a GGUF's own blocks (export --gguf-blocks ggml, the default for GGUF
// sources). onnxruntime registers it at session creation, in Python, the native core and Java.
//
//   GgufMatMul(A float [..., K], W uint8 [N, row bytes]) -> float [..., N]    attributes ggml_type, K, N
//   GgufGather(W uint8 [N, row bytes], ids int64 [...]) -> float [..., K]     attributes ggml_type, K
//   GroupQueryAttention(...)   com.microsoft's inputs, outputs and attributes (ops/attention.h)
//
// W holds the GGUF tensor's rows byte for byte (Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, Q4_K, Q5_K, Q6_K), so a
// bundle computes with the source's own bits. Each row of A is quantized to int8 on its own, then the
// kernels of ops/kernels.h read every weight once for all the call's rows; onnxruntime's intra-op
// threads split the columns. A row's numbers never depend on the other rows of its call, nor on the
// thread count: verification and the one-row decode see the same numbers (docs/guarantees.md).
#include <cstdlib>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "onnxruntime_cxx_api.h"
#include "ops/attention.h"
#include "ops/kernels.h"

namespace {

using namespace omnidraft::ops;

constexpr int64_t kColumnsPerTask = 16;  // weight rows per ParallelFor task

OrtStatusPtr status_of(const std::exception& e) { return Ort::GetApi().CreateStatus(ORT_INVALID_ARGUMENT, e.what()); }

struct WeightType {
  const QuantTypeInfo* info;
  size_t row_bytes;
  WeightType(int64_t id, int64_t k) : info(quant_type_info(id)) {
    if (info == nullptr)
      throw std::invalid_argument("ggml_type " + std::to_string(id) +
                                  " is not one the op library computes (Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, Q4_K, Q5_K, Q6_K): "
                                  "export the bundle again with this version of OmniDraft");
    if (k <= 0 || k % info->block)
      throw std::invalid_argument("K=" + std::to_string(k) + " is not a multiple of " + info->name + "'s block of " +
                                  std::to_string(info->block));
    row_bytes = (size_t)(k / info->block) * info->block_bytes;
  }
  void check_weights(const Ort::ConstValue& w, int64_t n, const char* op) const {
    auto shape = w.GetTensorTypeAndShapeInfo().GetShape();
    if (shape.size() != 2 || (n >= 0 && shape[0] != n) || shape[1] != (int64_t)row_bytes)
      throw std::invalid_argument(std::string(op) + ": weights must be uint8 [" + (n >= 0 ? std::to_string(n) : "N") +
                                  ", " + std::to_string(row_bytes) + "] (" + info->name + " rows)");
  }
};

struct AlignedFree {
  void operator()(uint8_t* p) const { std::free(p); }
};

// fn(i) for i in [0, n) on onnxruntime's intra-op threads
template <class Fn>
void parallel(Ort::KernelContext& ctx, int64_t n, const Fn& fn) {
  if (n == 1) {
    fn(0);
    return;
  }
  struct Call {
    const Fn* fn;
    static void run(void* self, size_t i) { (*static_cast<Call*>(self)->fn)((int64_t)i); }
  } call{&fn};
  ctx.ParallelFor(Call::run, (size_t)n, 0, &call);
}

struct MatMulKernel {
  int64_t k, n;
  WeightType w;
  MatMulFn fn;
  CodeLayout layout;

  explicit MatMulKernel(const OrtKernelInfo* info)
      : k(Ort::ConstKernelInfo(info).GetAttribute<int64_t>("K")),
        n(Ort::ConstKernelInfo(info).GetAttribute<int64_t>("N")),
        w(Ort::ConstKernelInfo(info).GetAttribute<int64_t>("ggml_type"), k),
        fn(kernels().matmul[(int)w.info->type]),
        layout(kernels().act_layout[(int)w.info->type]) {
    if (fn == nullptr) throw std::invalid_argument(std::string(w.info->name) + " has no kernel in this kernel set");
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
    ActivationRows act;
    act.k = k;
    act.rows = rows;
    act.group = w.info->k_quant ? 256 : 32;
    act.layout = layout;
    act.stride = activation_row_bytes(k, act.group);
    void* raw = nullptr;  // posix_memalign: bionic has aligned_alloc only from API 28 (minSdk is 26)
    if (posix_memalign(&raw, 64, rows * act.stride)) throw std::bad_alloc();
    std::unique_ptr<uint8_t, AlignedFree> buffer(static_cast<uint8_t*>(raw));
    act.data = buffer.get();
    const float* x = a.GetTensorData<float>();
    constexpr int64_t kRowsPerQuantTask = 16;
    parallel(ctx, (rows + kRowsPerQuantTask - 1) / kRowsPerQuantTask, [&](int64_t t) {
      quantize_activations(x, act, t * kRowsPerQuantTask, std::min(rows, (t + 1) * kRowsPerQuantTask));
    });
    const MatMulArgs args{w.info->type, weights.GetTensorData<uint8_t>(), w.row_bytes, &act, y, n};
    parallel(ctx, (n + kColumnsPerTask - 1) / kColumnsPerTask, [&](int64_t t) {
      fn(args, t * kColumnsPerTask, std::min(n, (t + 1) * kColumnsPerTask), 0, rows);
    });
    return nullptr;
  } catch (const std::exception& e) {
    return status_of(e);
  }
};

struct GatherKernel {
  int64_t k;
  WeightType w;

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
    for (size_t i = 0; i < count; ++i) {
      const int64_t row = id[i] < 0 ? id[i] + rows : id[i];  // Gather's negative indices
      if (row < 0 || row >= rows)
        throw std::invalid_argument("GgufGather: id " + std::to_string(id[i]) + " outside the table's " + std::to_string(rows) + " rows");
      dequantize_row(w.info->type, table + row * w.row_bytes, y + i * k, k);
    }
    return nullptr;
  } catch (const std::exception& e) {
    return status_of(e);
  }
};

struct AttentionKernel {
  int64_t heads, kv_heads, local_window;
  float scale, softcap;
  bool rotary, interleaved;

  explicit AttentionKernel(const OrtKernelInfo* info) {
    Ort::ConstKernelInfo i(info);
    auto attr = [&](const char* name, int64_t fallback) {
      try {
        return i.GetAttribute<int64_t>(name);
      } catch (const Ort::Exception&) {
        return fallback;
      }
    };
    auto attr_f = [&](const char* name) {
      try {
        return i.GetAttribute<float>(name);
      } catch (const Ort::Exception&) {
        return 0.f;
      }
    };
    heads = attr("num_heads", 0);
    kv_heads = attr("kv_num_heads", 0);
    local_window = attr("local_window_size", -1);
    rotary = attr("do_rotary", 0) == 1;
    interleaved = attr("rotary_interleaved", 0) == 1;
    scale = attr_f("scale");
    softcap = attr_f("softcap");
    if (heads <= 0 || kv_heads <= 0 || heads % kv_heads)
      throw std::invalid_argument("GroupQueryAttention: num_heads must be a positive multiple of kv_num_heads");
    if (attr("smooth_softmax", 0) != 0) throw std::invalid_argument("GroupQueryAttention: smooth_softmax is not supported");
    kernels();  // a kernel set this CPU runs, or the reason at load
  }

  OrtStatusPtr ComputeV2(OrtKernelContext* context) try {
    Ort::KernelContext ctx(context);
    for (size_t extra = 9; extra < ctx.GetInputCount(); ++extra)
      if (ctx.GetInput(extra) != nullptr)
        throw std::invalid_argument("GroupQueryAttention: position_ids, attention_bias and head_sink are not supported");
    auto query = ctx.GetInput(0);
    auto qshape = query.GetTensorTypeAndShapeInfo().GetShape();
    if (qshape.size() != 3) throw std::invalid_argument("GroupQueryAttention: query must be [batch, sequence, hidden]");
    auto key = ctx.GetInput(1), value = ctx.GetInput(2);
    const bool packed = key == nullptr;
    if (packed != (value == nullptr)) throw std::invalid_argument("GroupQueryAttention: key and value go together");
    const int64_t d = qshape[2] / (packed ? heads + 2 * kv_heads : heads);
    AttentionArgs a;
    a.shape.batch = qshape[0];
    a.shape.seq = qshape[1];
    a.shape.heads = heads;
    a.shape.kv_heads = kv_heads;
    a.shape.head_size = d;
    a.q = query.GetTensorData<float>();
    if (!packed) {
      a.k = key.GetTensorData<float>();
      a.v = value.GetTensorData<float>();
    }
    auto past_key = ctx.GetInput(3), past_value = ctx.GetInput(4);
    if (past_key != nullptr) {
      auto ps = past_key.GetTensorTypeAndShapeInfo().GetShape();
      if (ps.size() != 4 || ps[0] != a.shape.batch || ps[1] != kv_heads || ps[3] != d)
        throw std::invalid_argument("GroupQueryAttention: past_key must be [batch, kv_num_heads, length, head_size]");
      a.shape.past_capacity = ps[2];
      a.past_key = past_key.GetTensorData<float>();
      a.past_value = past_value.GetTensorData<float>();
    }
    auto seqlens = ctx.GetInput(5);
    a.seqlens_k = seqlens.GetTensorData<int32_t>();
    const int64_t total = ctx.GetInput(6).GetTensorData<int32_t>()[0];
    a.shape.present_capacity = std::max(total, a.shape.past_capacity);
    if (rotary) {
      auto cos = ctx.GetInput(7), sin = ctx.GetInput(8);
      auto cs = cos.GetTensorTypeAndShapeInfo().GetShape();
      if (cs.size() != 2 || 2 * cs[1] > d) throw std::invalid_argument("GroupQueryAttention: cos_cache must be [positions, rotary_dim / 2]");
      a.shape.rotary_positions = cs[0];
      a.shape.rotary_half = cs[1];
      a.cos = cos.GetTensorData<float>();
      a.sin = sin.GetTensorData<float>();
    }
    a.out = ctx.GetOutput(0, {a.shape.batch, a.shape.seq, heads * d}).GetTensorMutableData<float>();
    const std::vector<int64_t> present{a.shape.batch, kv_heads, a.shape.present_capacity, d};
    a.present_key = ctx.GetOutput(1, present).GetTensorMutableData<float>();
    a.present_value = ctx.GetOutput(2, present).GetTensorMutableData<float>();
    a.scale = scale;
    a.softcap = softcap;
    a.local_window = local_window;
    a.rotary_interleaved = interleaved;
    attention(a, [&](int64_t n, const std::function<void(int64_t)>& fn) { parallel(ctx, n, fn); });
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

struct AttentionOp : Ort::CustomOpBase<AttentionOp, AttentionKernel, true> {
  OrtStatusPtr CreateKernelV2(const OrtApi&, const OrtKernelInfo* info, void** kernel) const { return create<AttentionKernel>(info, kernel); }
  const char* GetName() const { return "GroupQueryAttention"; }
  size_t GetInputTypeCount() const { return 12; }
  ONNXTensorElementDataType GetInputType(size_t i) const {
    return i == 5 || i == 6 ? ONNX_TENSOR_ELEMENT_DATA_TYPE_INT32
           : i == 9         ? ONNX_TENSOR_ELEMENT_DATA_TYPE_INT64
                            : ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT;
  }
  OrtCustomOpInputOutputCharacteristic GetInputCharacteristic(size_t i) const {
    return i == 0 || i == 5 || i == 6 ? INPUT_OUTPUT_REQUIRED : INPUT_OUTPUT_OPTIONAL;
  }
  size_t GetOutputTypeCount() const { return 3; }
  ONNXTensorElementDataType GetOutputType(size_t) const { return ONNX_TENSOR_ELEMENT_DATA_TYPE_FLOAT; }
};

}  // namespace

// The kernel set this process runs (bench reports name it): "avx512-vnni", "avx2", "neon-dotprod", "generic";
// "none" where OMNIDRAFT_KERNEL_ISA names one this CPU does not run.
extern "C" __attribute__((visibility("default"))) const char* OmniDraftKernelSet() {
  try {
    return omnidraft::ops::kernels().isa;
  } catch (const std::exception&) {
    return "none";
  }
}

// onnxruntime calls this when a session registers the library (SessionOptions.register_custom_ops_library
// in Python, RegisterCustomOpsLibrary_V2 in C).
extern "C" __attribute__((visibility("default"))) OrtStatus* ORT_API_CALL RegisterCustomOps(OrtSessionOptions* options, const OrtApiBase* base) {
  const OrtApi* api = base->GetApi(ORT_API_VERSION);
  if (api == nullptr) return nullptr;  // an onnxruntime older than these headers: it then reports the ops as unknown
  Ort::InitApi(api);
  static MatMulOp matmul;
  static GatherOp gather;
  static AttentionOp attention;
  static Ort::CustomOpDomain domain = [] {
    Ort::CustomOpDomain d{"omnidraft.gguf"};
    d.Add(&matmul);
    d.Add(&gather);
    d.Add(&attention);
    return d;
  }();
  try {
    Ort::UnownedSessionOptions(options).Add(domain);
  } catch (const std::exception& e) {
    return api->CreateStatus(ORT_FAIL, e.what());
  }
  return nullptr;
}
