#include "runtime/npy.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <iterator>

#include <onnxruntime_cxx_api.h>  // Ort::Float16_t: half to float as onnxruntime converts it

#include "errors.h"

namespace omnidraft::runtime {

namespace {

Error bad(const std::string& origin, const std::string& why) {
  return Error(OD_ERROR_BUNDLE, origin + ": " + why + "; re-export the bundle");
}

uint64_t little(const uint8_t* p, size_t bytes) {
  uint64_t v = 0;
  for (size_t i = 0; i < bytes; ++i) v |= uint64_t(p[i]) << (8 * i);
  return v;
}

// The value after `key` in the header's Python dict literal, up to `end`.
std::string field(const std::string& header, const std::string& key, char open, char end, const std::string& origin) {
  size_t at = header.find("'" + key + "':");
  if (at == std::string::npos || (at = header.find(open, at + key.size() + 3)) == std::string::npos)
    throw bad(origin, "an .npy header without '" + key + "'");
  size_t stop = header.find(end, at + 1);
  if (stop == std::string::npos) throw bad(origin, "a malformed .npy header");
  return header.substr(at + 1, stop - at - 1);
}

}  // namespace

NpyArray::NpyArray(std::shared_ptr<const uint8_t> bytes, size_t size, const std::string& origin) : bytes_(std::move(bytes)) {
  const uint8_t* p = bytes_.get();
  if (size < 10 || std::memcmp(p, "\x93NUMPY", 6) != 0) throw bad(origin, "not an .npy array");
  size_t length_bytes = p[6] == 1 ? 2 : 4, start = 8 + length_bytes;
  if (size < start) throw bad(origin, "a truncated .npy header");
  size_t header_length = little(p + 8, length_bytes);
  if (size < start + header_length) throw bad(origin, "a truncated .npy header");
  std::string header(reinterpret_cast<const char*>(p + start), header_length);
  std::string descr = field(header, "descr", '\'', '\'', origin);
  if (descr != "<f2" && descr != "<f4" && descr != "<f8") throw bad(origin, "dtype " + descr + " (the runtime reads <f2, <f4, <f8)");
  width_ = descr[2] - '0';
  if (header.find("'fortran_order': False") == std::string::npos) throw bad(origin, "a Fortran-order array");
  std::string dims = field(header, "shape", '(', ')', origin);
  for (size_t at = 0; at < dims.size();) {
    size_t comma = dims.find(',', at);
    std::string dim = dims.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
    if (dim.find_first_not_of(" ") != std::string::npos) shape_.push_back(std::stoull(dim));
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  data_ = p + start + header_length;
  if (size - start - header_length < count() * width_) throw bad(origin, "an .npy array shorter than its shape");
}

size_t NpyArray::count() const {
  size_t n = 1;
  for (size_t d : shape_) n *= d;
  return n;
}

float NpyArray::at(size_t i) const {
  const uint8_t* p = data_ + i * width_;
  if (width_ == 2) return Ort::Float16_t::FromBits(static_cast<uint16_t>(little(p, 2))).ToFloat();
  if (width_ == 4) {
    float f;
    std::memcpy(&f, p, 4);
    return f;
  }
  double d;
  std::memcpy(&d, p, 8);
  return static_cast<float>(d);
}

void NpyArray::row(size_t r, float* out) const {
  size_t columns = shape_.size() == 2 ? shape_[1] : 0;
  for (size_t c = 0; c < columns; ++c) out[c] = at(r * columns + c);
}

NpyArray NpyArray::map(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  struct stat st {};
  if (fd < 0 || ::fstat(fd, &st) != 0) {
    if (fd >= 0) ::close(fd);
    throw bad(path, "cannot be read");
  }
  size_t size = static_cast<size_t>(st.st_size);
  void* mapping = size ? ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
  ::close(fd);
  if (mapping == MAP_FAILED) throw bad(path, "cannot be mapped");
  std::shared_ptr<const uint8_t> bytes(static_cast<const uint8_t*>(mapping), [size](const uint8_t* p) {
    ::munmap(const_cast<uint8_t*>(p), size);
  });
  return NpyArray(bytes, size, path);
}

NpyArray NpyArray::from_npz(const std::string& path, const std::string& name) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw bad(path, "cannot be read");
  std::vector<uint8_t> zip((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // Walk the local file headers (zip's layout: signature, fixed fields, name, extra, data).
  for (size_t at = 0; at + 30 <= zip.size() && little(&zip[at], 4) == 0x04034b50;) {
    const uint8_t* h = &zip[at];
    uint64_t flags = little(h + 6, 2), method = little(h + 8, 2), stored = little(h + 18, 4);
    size_t name_length = little(h + 26, 2), extra_length = little(h + 28, 2), data = at + 30 + name_length + extra_length;
    if (data > zip.size()) break;
    if (flags & 8) throw bad(path, "an .npz written as a stream (sizes after the data)");
    if (stored == 0xffffffff)  // zip64: the real sizes are in the extra field 0x0001 (uncompressed, then compressed)
      for (size_t e = at + 30 + name_length; e + 4 <= data;) {
        size_t id = little(&zip[e], 2), length = little(&zip[e + 2], 2);
        if (id == 1 && length >= 16 && e + 4 + 16 <= data) stored = little(&zip[e + 12], 8);
        e += 4 + length;
      }
    if (data + stored > zip.size()) break;
    std::string member(reinterpret_cast<const char*>(h + 30), name_length);
    if (member == name + ".npy") {
      if (method != 0) throw bad(path, "a compressed .npz member (np.savez_compressed)");
      auto* copy = new uint8_t[stored];
      std::memcpy(copy, &zip[data], stored);
      return NpyArray(std::shared_ptr<const uint8_t>(copy, std::default_delete<const uint8_t[]>()), stored,
                      path + ":" + member);
    }
    at = data + stored;
  }
  throw bad(path, "no member " + name + ".npy (or a damaged zip)");
}

}  // namespace omnidraft::runtime
