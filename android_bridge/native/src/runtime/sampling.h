// Turning logits into probabilities (temperature, top-p) and the speculative accept/residual rule
// (runtime/sampling.py). The generator is ours, seeded per generation: mt19937_64 with a portable
// double conversion, so a seed gives the same draws with any standard library (not numpy's draws).
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace omnidraft::runtime {

class Rng {
 public:
  explicit Rng(uint64_t seed) : engine_(seed) {}
  double uniform() { return static_cast<double>(engine_() >> 11) * (1.0 / 9007199254740992.0); }  // [0, 1)

 private:
  std::mt19937_64 engine_;
};

// Softmax at temperature, restricted to the smallest set of tokens holding top_p of the mass.
std::vector<double> probabilities(const float* logits, size_t n, double temperature, double top_p);
uint32_t sample(const std::vector<double>& p, Rng& rng);
// Accept token with probability min(1, p/q'); on rejection, a sample of norm(max(0, p - q')).
std::optional<uint32_t> accept_or_resample(const std::vector<double>& p, const std::vector<double>& q_prime,
                                           uint32_t token, Rng& rng);
uint32_t sample_residual(const std::vector<double>& p, const std::vector<double>& q_prime, Rng& rng);

}  // namespace omnidraft::runtime
