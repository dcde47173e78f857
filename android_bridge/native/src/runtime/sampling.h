// Turning logits into probabilities (penalties, temperature, top-k, top-p, min-p) and the speculative
// accept/resample rules (runtime/sampling.py, which states each control's meaning and order). The
// generator is ours, seeded per generation: mt19937_64 with a portable double conversion, so a seed
// gives the same draws with any standard library (not numpy's draws).
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

// The sampling settings one generation applies to the target at every position.
struct Controls {
  double temperature = 0.0, top_p = 1.0;
  uint64_t top_k = 0;
  double min_p = 0.0, repetition_penalty = 1.0, presence_penalty = 0.0, frequency_penalty = 0.0;
  int64_t penalty_last_n = -1;  // the tokens repetition_penalty reads: -1 all, n > 0 the last n, 0 none
  bool greedy() const { return temperature <= 0.0; }
  bool penalized() const { return repetition_penalty != 1.0 || presence_penalty != 0.0 || frequency_penalty != 0.0; }
  // No control beyond temperature and top_p: the paths of before the controls existed.
  bool neutral() const { return !penalized() && top_k == 0 && min_p == 0.0; }
};

// The token counts the penalties read: prompt + generated, or their last penalty_last_n (repetition),
// generated (the OpenAI two).
class Penalties {
 public:
  Penalties(const Controls& c, const std::vector<uint32_t>& prompt, size_t width);
  void push(const std::vector<uint32_t>& tokens);
  // The logits in double, penalized; extra[0..n_extra) (the proposals before a verified row) count as
  // generated too, without being recorded. Python's float64 arithmetic, so greedy argmaxes agree.
  std::vector<double> apply(const float* logits, size_t n, const uint32_t* extra = nullptr, size_t n_extra = 0) const;

 private:
  Controls c_;
  std::vector<uint8_t> seen_;    // in the prompt or generated
  std::vector<double> counts_;   // occurrences in the generated text
  std::vector<uint32_t> seen_ids_, counted_ids_;  // where seen_ / counts_ are set: only these rows change
  std::vector<uint32_t> recent_;  // with a window: its last penalty_last_n tokens of prompt + generated
};

// Softmax at temperature, then top-k, top-p (the smallest set holding top_p of the mass) and min-p,
// each renormalizing (runtime/sampling.py's probabilities).
std::vector<double> probabilities(const double* z, size_t n, const Controls& c);
std::vector<double> probabilities(const float* logits, size_t n, const Controls& c);
// The first index of the largest value (numpy's argmax).
uint32_t argmax(const std::vector<double>& z);
uint32_t sample(const std::vector<double>& p, Rng& rng);
// Accept token with probability min(1, p/q'); on rejection, a sample of norm(max(0, p - q')).
std::optional<uint32_t> accept_or_resample(const std::vector<double>& p, const std::vector<double>& q_prime,
                                           uint32_t token, Rng& rng);
// Accept token with probability p(token), else a draw from p without it: exact for any proposal
// chosen without looking at this draw (merges, lookups; docs/guarantees.md).
std::optional<uint32_t> accept_point_mass(const std::vector<double>& p, uint32_t token, Rng& rng);
uint32_t sample_residual(const std::vector<double>& p, const std::vector<double>& q_prime, Rng& rng);

}  // namespace omnidraft::runtime
