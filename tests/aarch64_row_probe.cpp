// Which rows of an onnxruntime call get the numbers the same row gets in another call layout, on the
// machine it runs on (tests/test_aarch64.py runs it under qemu on ARM kernels). Built by
// tests/aarch64.py against the core's static library: it loads onnxruntime as the core does.
//
//   row_probe matmul ORT_LIBRARY MODEL K THREADS X_FILE M...
//     MODEL maps x [M, K] to y [M, N]; X_FILE holds 300 x K float32 rows. Every row is first computed
//     in a 2-row call beside row (i + 7) % 300 (the pair numbers, as docs/results/int4-block-size/
//     row_pairs.py); then one call of each M rows; prints {"m": M, "rows_off": [rows that differ]}.
//   row_probe model|rule ORT_LIBRARY BUNDLE THREADS TOTAL CALL... [/ CALL...]...
//     One call of TOTAL tokens against calls of the CALL sizes on the KV cache, each after the last; a
//     CALL of @P rolls the cache back to position P first (as a rejected proposal does). `model` runs
//     every call as asked (row_stable off); `rule` through the runtime's row rule (row_stable on, the
//     one call too). Each layout (layouts separated by /, one session load for all: under qemu the load
//     is most of the time) prints {"calls": [...], "rows_off": [positions whose logits differ in any call]}.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "runtime/bundle.h"
#include "runtime/onnx_lm.h"
#include "runtime/ort.h"

using namespace omnidraft::runtime;

namespace {

std::string list(const std::vector<size_t>& v) {
  std::string out = "[";
  for (size_t i = 0; i < v.size(); ++i) out += (i ? "," : "") + std::to_string(v[i]);
  return out + "]";
}

int matmul(int argc, char** argv) {
  const size_t k = std::stoul(argv[4]), rows = 300;
  Ort::SessionOptions options;
  options.SetIntraOpNumThreads(std::atoi(argv[5]));
  Ort::Session session(ort_env(), argv[3], options);
  std::vector<float> x(rows * k);
  std::ifstream in(argv[6], std::ios::binary);
  if (!in.read(reinterpret_cast<char*>(x.data()), static_cast<std::streamsize>(x.size() * sizeof(float)))) {
    std::cerr << "row_probe: " << argv[6] << " holds fewer than 300 x K floats\n";
    return 2;
  }
  Ort::MemoryInfo cpu = Ort::MemoryInfo::CreateCpu(OrtArenaAllocator, OrtMemTypeDefault);
  const char* in_names[] = {"x"};
  const char* out_names[] = {"y"};
  auto run = [&](const std::vector<float>& feed, size_t m) {
    int64_t shape[] = {static_cast<int64_t>(m), static_cast<int64_t>(k)};
    Ort::Value value = Ort::Value::CreateTensor<float>(cpu, const_cast<float*>(feed.data()), feed.size(), shape, 2);
    auto out = session.Run(Ort::RunOptions{nullptr}, in_names, &value, 1, out_names, 1);
    const float* y = out[0].GetTensorData<float>();
    size_t n = out[0].GetTensorTypeAndShapeInfo().GetShape()[1];
    return std::vector<float>(y, y + m * n);
  };
  std::vector<std::vector<float>> pair(rows);
  for (size_t i = 0; i < rows; ++i) {
    std::vector<float> feed(x.begin() + i * k, x.begin() + (i + 1) * k);
    size_t j = (i + 7) % rows;
    feed.insert(feed.end(), x.begin() + j * k, x.begin() + (j + 1) * k);
    std::vector<float> y = run(feed, 2);
    pair[i].assign(y.begin(), y.begin() + y.size() / 2);
  }
  for (int a = 7; a < argc; ++a) {
    size_t m = std::stoul(argv[a]);
    std::vector<float> y = run(std::vector<float>(x.begin(), x.begin() + m * k), m);
    size_t n = y.size() / m;
    std::vector<size_t> off;
    for (size_t i = 0; i < m; ++i)
      if (std::memcmp(y.data() + i * n, pair[i].data(), n * sizeof(float)) != 0) off.push_back(i);
    std::cout << "{\"m\": " << m << ", \"rows_off\": " << list(off) << "}" << std::endl;
  }
  return 0;
}

int layout(OnnxLM& lm, const std::vector<uint32_t>& tokens, const Logits& whole, char** first, char** last,
           bool rule);

int model(int argc, char** argv, bool rule) {
  SessionSettings settings;
  settings.threads = std::atoi(argv[4]);
  const size_t total = std::stoul(argv[5]);
  Bundle bundle = load_bundle(argv[3], Verify::kSizesOnly);
  OnnxLM lm(bundle, settings);
  std::vector<uint32_t> tokens(total);
  uint64_t state = 20261127;
  for (auto& t : tokens) {  // a fixed pseudo-random text over the vocabulary
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    t = static_cast<uint32_t>((state >> 33) % lm.vocab_size());
  }
  Logits whole = lm.forward(tokens, rule);
  for (int a = 6; a < argc; ++a) {
    int end = a;
    while (end < argc && std::strcmp(argv[end], "/") != 0) ++end;
    if (int status = layout(lm, tokens, whole, argv + a, argv + end, rule)) return status;
    a = end;
  }
  return 0;
}

// One layout's calls (first..last) on lm from an empty cache, compared with `whole`; prints its line.
int layout(OnnxLM& lm, const std::vector<uint32_t>& tokens, const Logits& whole, char** first, char** last,
           bool rule) {
  const size_t total = tokens.size();
  lm.reset();
  std::vector<std::string> calls;
  std::set<size_t> off;
  size_t at = 0;
  for (char** arg = first; arg != last; ++arg) {
    const char* c = *arg;
    calls.push_back(std::string("\"") + c + "\"");
    if (c[0] == '@') {
      at = std::stoul(c + 1);
      lm.rollback(at);
      continue;
    }
    size_t n = std::stoul(c);
    if (at + n > total) {
      std::cerr << "row_probe: the calls exceed TOTAL\n";
      return 2;
    }
    Logits part = lm.forward(std::vector<uint32_t>(tokens.begin() + at, tokens.begin() + at + n), rule);
    for (size_t i = 0; i < n; ++i)
      if (std::memcmp(part.row(i), whole.row(at + i), whole.vocab * sizeof(float)) != 0) off.insert(at + i);
    at += n;
  }
  std::string positions = "[";
  for (size_t p : off) positions += (positions.size() > 1 ? "," : "") + std::to_string(p);
  std::cout << "{\"calls\": [";
  for (size_t i = 0; i < calls.size(); ++i) std::cout << (i ? "," : "") << calls[i];
  std::cout << "], \"rows_off\": " << positions << "]}" << std::endl;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc >= 8 && std::strcmp(argv[1], "matmul") == 0) {
      load_onnxruntime(argv[2]);
      return matmul(argc, argv);
    }
    if (argc >= 7 && (std::strcmp(argv[1], "model") == 0 || std::strcmp(argv[1], "rule") == 0)) {
      load_onnxruntime(argv[2]);
      return model(argc, argv, std::strcmp(argv[1], "rule") == 0);
    }
  } catch (const std::exception& e) {
    std::cerr << "row_probe: " << e.what() << "\n";
    return 1;
  }
  std::cerr << "usage: row_probe matmul ORT_LIBRARY MODEL K THREADS X_FILE M... | "
               "row_probe model|rule ORT_LIBRARY BUNDLE THREADS TOTAL CALL... [/ CALL...]...\n";
  return 2;
}
