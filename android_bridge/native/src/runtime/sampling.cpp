#include "runtime/sampling.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace omnidraft::runtime {

Penalties::Penalties(const Controls& c, const std::vector<uint32_t>& prompt, size_t width) : c_(c) {
  if (!c_.penalized()) return;
  seen_.assign(width, 0);
  counts_.assign(width, 0.0);
  if (c_.penalty_last_n > 0) {
    size_t keep = std::min(prompt.size(), static_cast<size_t>(c_.penalty_last_n));
    recent_.assign(prompt.end() - keep, prompt.end());
  } else if (c_.penalty_last_n < 0) {
    for (uint32_t t : prompt)
      if (t < width && !seen_[t]) seen_[t] = 1, seen_ids_.push_back(t);
  }
}

void Penalties::push(const std::vector<uint32_t>& tokens) {
  if (!c_.penalized()) return;
  for (uint32_t t : tokens) {
    if (c_.penalty_last_n > 0) recent_.push_back(t);
    if (t >= seen_.size()) continue;
    if (c_.penalty_last_n < 0 && !seen_[t]) seen_[t] = 1, seen_ids_.push_back(t);
    if (counts_[t]++ == 0) counted_ids_.push_back(t);
  }
  size_t window = c_.penalty_last_n > 0 ? static_cast<size_t>(c_.penalty_last_n) : 0;
  if (recent_.size() > window) recent_.erase(recent_.begin(), recent_.end() - window);
}

std::vector<double> Penalties::apply(const float* logits, size_t n, const uint32_t* extra, size_t n_extra) const {
  std::vector<double> z(logits, logits + n);
  if (!c_.penalized()) return z;
  std::map<uint32_t, double> more;  // extra's counts
  for (size_t i = 0; i < n_extra; ++i)
    if (extra[i] < n) more[extra[i]] += 1.0;
  double r = c_.repetition_penalty;
  auto repeat = [&](uint32_t t) { z[t] = z[t] > 0 ? z[t] / r : z[t] * r; };
  if (r != 1.0 && c_.penalty_last_n > 0) {  // the window ends at this row: proposals push the oldest out
    size_t window = static_cast<size_t>(c_.penalty_last_n), from_extra = std::min(n_extra, window);
    std::vector<uint32_t> ids(recent_.end() - std::min(recent_.size(), window - from_extra), recent_.end());
    ids.insert(ids.end(), extra + (n_extra - from_extra), extra + n_extra);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    for (uint32_t t : ids)
      if (t < n) repeat(t);
  } else if (r != 1.0 && c_.penalty_last_n < 0) {
    for (uint32_t t : seen_ids_)
      if (t < n) repeat(t);
    for (auto& [t, count] : more)
      if (t >= seen_.size() || !seen_[t]) repeat(t);
  }
  if (c_.frequency_penalty != 0.0 || c_.presence_penalty != 0.0) {
    auto charge = [&](uint32_t t, double count) {  // Python's z - f * counts - a * (counts > 0)
      z[t] = z[t] - c_.frequency_penalty * count - c_.presence_penalty * (count > 0 ? 1.0 : 0.0);
    };
    for (uint32_t t : counted_ids_) {
      if (t >= n) continue;
      auto it = more.find(t);
      charge(t, counts_[t] + (it == more.end() ? 0.0 : it->second));
    }
    for (auto& [t, count] : more)
      if (t >= counts_.size() || counts_[t] == 0) charge(t, count);
  }
  return z;
}

std::vector<double> probabilities(const double* z, size_t n, const Controls& c) {
  std::vector<double> p(n);
  double top = -INFINITY;
  for (size_t i = 0; i < n; ++i) top = std::max(top, z[i] / c.temperature);
  double total = 0;
  for (size_t i = 0; i < n; ++i) total += p[i] = std::exp(z[i] / c.temperature - top);
  for (double& v : p) v /= total;
  // ties keep the lowest ids, as a stable sort does
  auto before = [&](uint32_t a, uint32_t b) { return p[a] > p[b] || (p[a] == p[b] && a < b); };
  auto keep_only = [&](const std::vector<uint32_t>& order, size_t cut) {
    std::vector<double> kept(n, 0.0);
    double mass = 0;
    for (size_t i = 0; i < cut; ++i) mass += kept[order[i]] = p[order[i]];
    for (double& v : kept) v /= mass;
    p = std::move(kept);
  };
  if (c.top_k > 0 && c.top_k < n) {
    std::vector<uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(c.top_k), order.end(), before);
    keep_only(order, c.top_k);
  }
  if (c.top_p < 1.0) {
    std::vector<uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), before);
    double cum = 0;
    size_t cut = 0;
    while (cut < n && cum < c.top_p * (1 - 1e-9)) cum += p[order[cut++]];  // tolerance as in Python
    keep_only(order, std::max<size_t>(cut, 1));
  }
  if (c.min_p > 0.0) {
    double floor = c.min_p * *std::max_element(p.begin(), p.end()), mass = 0;
    for (double& v : p) mass += v = v >= floor ? v : 0.0;
    for (double& v : p) v /= mass;
  }
  return p;
}

std::vector<double> probabilities(const float* logits, size_t n, const Controls& c) {
  std::vector<double> z(logits, logits + n);
  return probabilities(z.data(), n, c);
}

uint32_t argmax(const std::vector<double>& z) {
  return static_cast<uint32_t>(std::max_element(z.begin(), z.end()) - z.begin());  // the first of equals
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

std::optional<uint32_t> accept_point_mass(const std::vector<double>& p, uint32_t token, Rng& rng) {
  if (rng.uniform() < p[token]) return std::nullopt;
  std::vector<double> rest = p;
  rest[token] = 0.0;
  double total = std::accumulate(rest.begin(), rest.end(), 0.0);
  return total > 1e-12 ? sample(rest, rng) : token;
}

uint32_t sample_residual(const std::vector<double>& p, const std::vector<double>& q_prime, Rng& rng) {
  std::vector<double> residual(p.size());
  double total = 0;
  for (size_t i = 0; i < p.size(); ++i) total += residual[i] = std::max(p[i] - q_prime[i], 0.0);
  return total > 1e-12 ? sample(residual, rng) : sample(p, rng);
}

}  // namespace omnidraft::runtime
