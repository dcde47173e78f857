// The test programs' one assertion: CHECK(cond) reports the file and line of a failed condition and
// counts it, so a program runs every check and exits non-zero at the end if any failed.
#pragma once

#include <iostream>

namespace {

int failures = 0;

}  // namespace

#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK(" #cond ") failed\n"; \
      ++failures;                                                                \
    }                                                                            \
  } while (0)
