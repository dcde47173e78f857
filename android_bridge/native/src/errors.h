// Errors of the core (omnidraft/errors.py and the cache_store exceptions): one exception type with
// the code the C ABI returns. Nothing in the core aborts; the C ABI turns every throw into a result.
#pragma once

#include <stdexcept>
#include <string>

#include "omnidraft.h"

namespace omnidraft {

class Error : public std::runtime_error {
 public:
  Error(OdErrorCode code, const std::string& message) : std::runtime_error(message), code_(code) {}
  OdErrorCode code() const { return code_; }

 private:
  OdErrorCode code_;
};

}  // namespace omnidraft
