// A fixed-shape (NPU) bundle behind the LanguageModel interface: the host owns a C-slot KV cache
// (runtime/static_lm.py, function for function).
//
// A static bundle (export --device qnn) holds graphs of fixed row counts at one context C: decode
// [1,1], verify [1,k+1] and prefill [1,P]. Per call the host looks up the embeddings, builds cos/sin
// for the positions and the additive mask (hiding the unfilled cache slots and the call's later
// rows), pads the tokens to the graph's row count (after the real rows, so none sees them) and
// writes the graph's new K/V rows into its cache at the fill point. Rollback moves the fill point
// and zeroes the slots it frees. Which graph runs a call depends only on the call's length: prefill
// chunks while more than the verify graph's rows remain, then the verify graph, or the decode graph
// for a lone token when the caller did not ask for row_stable. The speculative loop is unchanged.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "runtime/bundle.h"
#include "runtime/language_model.h"
#include "runtime/npy.h"

namespace omnidraft::runtime {

bool is_static(const Bundle& bundle);

class StaticLM : public LanguageModel {
 public:
  // settings.provider "qnn" runs the bundle's HTP context binaries for settings.soc; otherwise its
  // QDQ graphs on the CPU provider.
  StaticLM(const Bundle& bundle, const SessionSettings& settings);

  Logits forward(const std::vector<uint32_t>& token_ids, bool row_stable = false, size_t last = 0) override;
  void rollback(size_t length) override;
  // Prefill and verify graphs are different programs: a prompt is computed whole (prompt_cache.h).
  bool reuses_prefix() const override { return false; }
  size_t verify_rows() const override { return rows_.at("verify"); }
  std::map<std::string, size_t> nodes_by_provider() const override { return nodes_by_provider_; }

 private:
  std::string graph_for(size_t remaining, bool row_stable) const;
  Logits run(const std::string& name, const uint32_t* chunk, size_t n);

  std::string origin_;
  size_t num_layers_, kv_heads_, head_dim_, hidden_, context_;
  float mask_value_;
  std::map<std::string, size_t> rows_;  // of each graph: decode, verify, prefill
  std::map<std::string, size_t> nodes_by_provider_;  // over every graph, on the HTP; the CPU: none
  std::map<std::string, std::unique_ptr<Ort::Session>> sessions_;
  std::vector<std::string> input_names_, output_names_;  // the verify graph's; every graph has the same
  NpyArray embeddings_;
  std::vector<double> inv_freq_;
  double rope_scaling_;
  std::vector<std::vector<float>> cache_;  // per layer key, value: [kv_heads, context, head_dim]
};

}  // namespace omnidraft::runtime
