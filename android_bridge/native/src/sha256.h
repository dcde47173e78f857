// SHA-256 (FIPS 180-4), our own: the NDK has no OpenSSL. Checked against the NIST test vectors
// (tests/test_core.cpp) and against Python's hashlib on every cache file the differential tests write.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace omnidraft {

class Sha256 {
 public:
  Sha256();
  void update(const void* data, size_t size);
  std::array<uint8_t, 32> digest();  // finishes: call once

 private:
  void block(const uint8_t* p);
  uint32_t h_[8];
  uint8_t buffer_[64];
  size_t buffered_ = 0;
  uint64_t length_ = 0;
};

std::array<uint8_t, 32> sha256(const void* data, size_t size);
std::string to_hex(const uint8_t* data, size_t size);

}  // namespace omnidraft
