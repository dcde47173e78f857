#include "runtime/language_model.h"

#include <algorithm>

#include "errors.h"

namespace omnidraft::runtime {

void LanguageModel::terminate() {
  terminating_ = true;  // first: a run that fails from here on was stopped
  run_options_.SetTerminate();
}

void LanguageModel::clear_terminate() {
  terminating_ = false;  // first: a terminate() racing this one leaves its flag set, or the caller's
  run_options_.UnsetTerminate();  // stop count says it came (Generator::begin_call checks after this)
}

void LanguageModel::forget_from(size_t length) {
  if (length > length_)
    throw Error(OD_ERROR_INVALID_ARGUMENT, "cannot roll back to " + std::to_string(length) + ": cache holds " +
                                           std::to_string(length_));
  tokens_.resize(length);
  low_water_ = std::min(low_water_, length);
  length_ = length;
}

}  // namespace omnidraft::runtime
