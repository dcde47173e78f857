// Which kernel set this CPU runs: chosen once per process, by what the CPU reports at run time, so one
// library serves every x86 or Arm CPU. OMNIDRAFT_KERNEL_ISA picks a lesser set (the tests check each).
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

#include "ops/kernels.h"

#if defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>
#ifndef HWCAP_ASIMDDP
#define HWCAP_ASIMDDP (1 << 20)
#endif
#endif

namespace omnidraft::ops {
namespace {

bool cpu_runs(const char* isa) {
#if defined(__x86_64__) || defined(_M_X64)
  __builtin_cpu_init();
  if (!std::strcmp(isa, "avx512-vnni"))
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq") &&
           __builtin_cpu_supports("avx512vnni");
  if (!std::strcmp(isa, "avx2"))
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");  // (every AVX2 CPU has F16C too)
#elif defined(__aarch64__) && defined(__linux__)
  if (!std::strcmp(isa, "neon-dotprod")) return (getauxval(AT_HWCAP) & HWCAP_ASIMDDP) != 0;
#endif
  return !std::strcmp(isa, "generic");
}

struct Sets {
  KernelSet set[4];
  int count = 0;
  Sets() {
    bool (*const makers[])(KernelSet*) = {kernels_avx512, kernels_avx2, kernels_neon, kernels_generic};
    for (auto make : makers) {
      KernelSet s;
      if (make(&s) && cpu_runs(s.isa)) set[count++] = s;
    }
  }
};

const Sets& sets() {
  static const Sets s;
  return s;
}

}  // namespace

int available_kernel_sets(const KernelSet** out, int max) {
  const Sets& s = sets();
  int n = 0;
  for (; n < s.count && n < max; ++n) out[n] = &s.set[n];
  return n;
}

const KernelSet& kernels() {
  // null where OMNIDRAFT_KERNEL_ISA names a set this CPU does not run: then every caller is refused
  static const KernelSet* chosen = []() -> const KernelSet* {
    const Sets& s = sets();
    const char* want = std::getenv("OMNIDRAFT_KERNEL_ISA");
    if (!want || !*want) return &s.set[0];  // the best; the generic set is always there, last
    for (int i = 0; i < s.count; ++i)
      if (!std::strcmp(s.set[i].isa, want)) return &s.set[i];
    return nullptr;
  }();
  if (chosen == nullptr)
    throw std::invalid_argument(std::string("OMNIDRAFT_KERNEL_ISA=") + std::getenv("OMNIDRAFT_KERNEL_ISA") +
                                ": this CPU does not run that kernel set");
  return *chosen;
}

}  // namespace omnidraft::ops
