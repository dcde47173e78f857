// NumPy arrays as a static (NPU) bundle stores its host tables (export/npu_pipeline.py): the
// embeddings as an .npy file (np.save), the RoPE tables as an .npz (np.savez: a zip of .npy members,
// stored, not compressed). Python reads them with numpy; the native core has no numpy, and the
// format is a short header before the raw little-endian data, so it is read here (tested against
// numpy's files in tests/test_native_static.py). Only C-order arrays of <f2, <f4 or <f8.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace omnidraft::runtime {

class NpyArray {
 public:
  // A whole .npy file, memory-mapped: an embeddings table can be hundreds of megabytes.
  static NpyArray map(const std::string& path);
  // The member `name` (inv_freq for inv_freq.npy) of an .npz, read into memory.
  static NpyArray from_npz(const std::string& path, const std::string& name);

  const std::vector<size_t>& shape() const { return shape_; }
  size_t count() const;
  // Element i as a float (f2 and f8 converted), and row r of a 2-D array into `out` (its width).
  float at(size_t i) const;
  void row(size_t r, float* out) const;

 private:
  NpyArray(std::shared_ptr<const uint8_t> bytes, size_t size, const std::string& origin);

  std::shared_ptr<const uint8_t> bytes_;  // the whole file or member; data_ points into it
  const uint8_t* data_ = nullptr;
  size_t width_ = 4;  // bytes per element
  std::vector<size_t> shape_;
};

}  // namespace omnidraft::runtime
