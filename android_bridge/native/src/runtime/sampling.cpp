#include "runtime/sampling.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace omnidraft::runtime {

std::vector<double> probabilities(const float* logits, size_t n, double temperature, double top_p) {
  std::vector<double> p(n);
  double top = -INFINITY;
  for (size_t i = 0; i < n; ++i) top = std::max(top, static_cast<double>(logits[i]) / temperature);
  double total = 0;
  for (size_t i = 0; i < n; ++i) total += p[i] = std::exp(static_cast<double>(logits[i]) / temperature - top);
  for (double& v : p) v /= total;
  if (top_p < 1.0) {
    std::vector<uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return p[a] > p[b]; });
    double cum = 0, kept = 0;
    size_t cut = 0;
    while (cut < n && cum < top_p * (1 - 1e-9)) cum += p[order[cut++]];  // tolerance as in Python
    cut = std::max<size_t>(cut, 1);
    std::vector<double> nucleus(n, 0.0);
    for (size_t i = 0; i < cut; ++i) kept += nucleus[order[i]] = p[order[i]];
    for (double& v : nucleus) v /= kept;
    p = std::move(nucleus);
  }
  return p;
}

uint32_t sample(const std::vector<double>& p, Rng& rng) {
  double total = std::accumulate(p.begin(), p.end(), 0.0), u = rng.uniform() * total, cum = 0;
  size_t last = 0;
  for (size_t i = 0; i < p.size(); ++i) {
    if (p[i] <= 0) continue;
    last = i;
    cum += p[i];
    if (u < cum) return static_cast<uint32_t>(i);
  }
  return static_cast<uint32_t>(last);  // rounding left u at the very top
}

std::optional<uint32_t> accept_or_resample(const std::vector<double>& p, const std::vector<double>& q_prime,
                                           uint32_t token, Rng& rng) {
  double q = q_prime[token];
  if (q > 0 && rng.uniform() < std::min(1.0, p[token] / q)) return std::nullopt;
  return sample_residual(p, q_prime, rng);
}

uint32_t sample_residual(const std::vector<double>& p, const std::vector<double>& q_prime, Rng& rng) {
  std::vector<double> residual(p.size());
  double total = 0;
  for (size_t i = 0; i < p.size(); ++i) total += residual[i] = std::max(p[i] - q_prime[i], 0.0);
  return total > 1e-12 ? sample(residual, rng) : sample(p, rng);
}

}  // namespace omnidraft::runtime
