#include "tokenizer/bpe.h"

#include <cstdio>
#include <functional>
#include <queue>
#include <tuple>

#include "tokenizer/unicode.h"

namespace omnidraft::tokenizer {

void Bpe::load(const json& model, const std::string& origin) {
  std::string type = model.value("type", std::string("BPE"));
  if (type != "BPE") refuse(origin, "tokenizer model '" + type + "' is not supported (BPE is)");
  for (const char* key : {"continuing_subword_prefix", "end_of_word_suffix"}) {
    auto it = model.find(key);
    if (it != model.end() && !it->is_null() && !it->get<std::string>().empty())
      refuse(origin, std::string("BPE with a ") + key + " is not supported");
  }
  if (model.contains("dropout") && !model.at("dropout").is_null())
    refuse(origin, "BPE dropout is not supported (it makes encoding random)");
  for (auto& [token, id] : model.at("vocab").items()) {
    uint32_t v = checked_id(id, origin);
    vocab[token] = v;
    if (id_to_token.size() <= v) id_to_token.resize(v + 1);
    id_to_token[v] = token;
  }
  uint32_t rank = 0;
  for (const json& m : model.at("merges")) {
    std::string a, b;
    if (m.is_string()) {
      std::string s = m.get<std::string>();
      size_t space = s.find(' ', 1);
      if (space == std::string::npos) refuse(origin, "merge '" + s + "' is not two tokens");
      a = s.substr(0, space), b = s.substr(space + 1);
    } else {
      a = m.at(0).get<std::string>(), b = m.at(1).get<std::string>();
    }
    auto ia = vocab.find(a), ib = vocab.find(b), iab = vocab.find(a + b);
    if (ia == vocab.end() || ib == vocab.end() || iab == vocab.end())
      refuse(origin, "merge '" + a + " " + b + "' uses a token missing from the vocabulary");
    merges.emplace(key(ia->second, ib->second), std::make_pair(rank++, iab->second));
  }
  auto u = model.find("unk_token");
  if (u != model.end() && !u->is_null()) {
    auto it = vocab.find(u->get<std::string>());
    if (it == vocab.end()) refuse(origin, "the unk token is not in the vocabulary");
    unk = it->second;
  }
  fuse_unk = flag(model, "fuse_unk", false);
  byte_fallback = flag(model, "byte_fallback", false);
  ignore_merges = flag(model, "ignore_merges", false);
}

// BPE of one pre-token (tokenizers' BPE::merge_word, lowest rank first, then leftmost).
void Bpe::encode_word(const std::u32string& word, std::vector<uint32_t>& out) const {
  std::string symbol_text = unicode::encode_utf8(word);
  if (ignore_merges) {
    auto it = vocab.find(symbol_text);
    if (it != vocab.end()) {
      out.push_back(it->second);
      return;
    }
  }
  std::vector<uint32_t> ids;
  bool last_unk = false;
  auto push_unk = [&]() {
    if (!unk) return;  // no unk token: tokenizers drops the character
    if (fuse_unk && last_unk) return;
    ids.push_back(*unk);
    last_unk = true;
  };
  for (char32_t c : word) {
    std::string one;
    unicode::append_utf8(one, c);
    auto it = vocab.find(one);
    if (it != vocab.end()) {
      ids.push_back(it->second);
      last_unk = false;
      continue;
    }
    if (byte_fallback) {
      std::vector<uint32_t> fallback;
      for (unsigned char b : one) {
        char name[7];
        std::snprintf(name, sizeof name, "<0x%02X>", b);
        auto f = vocab.find(name);
        if (f == vocab.end()) break;
        fallback.push_back(f->second);
      }
      if (fallback.size() == one.size()) {
        ids.insert(ids.end(), fallback.begin(), fallback.end());
        last_unk = false;
        continue;
      }
    }
    push_unk();
  }
  merge(ids);
  out.insert(out.end(), ids.begin(), ids.end());
}

void Bpe::merge(std::vector<uint32_t>& ids) const {
  size_t n = ids.size();
  if (n < 2) return;
  std::vector<int64_t> prev(n), next(n);
  std::vector<bool> alive(n, true);
  for (size_t i = 0; i < n; ++i) prev[i] = static_cast<int64_t>(i) - 1, next[i] = i + 1 < n ? static_cast<int64_t>(i + 1) : -1;
  using Entry = std::tuple<uint32_t, size_t, uint32_t>;  // rank, left position, merged id
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  auto consider = [&](size_t left) {
    if (next[left] < 0) return;
    auto it = merges.find(key(ids[left], ids[next[left]]));
    if (it != merges.end()) queue.emplace(it->second.first, left, it->second.second);
  };
  for (size_t i = 0; i + 1 < n; ++i) consider(i);
  while (!queue.empty()) {
    auto [rank, left, merged] = queue.top();
    queue.pop();
    if (!alive[left] || next[left] < 0) continue;
    size_t right = static_cast<size_t>(next[left]);
    auto it = merges.find(key(ids[left], ids[right]));
    if (it == merges.end() || it->second.second != merged) continue;  // stale: a neighbour changed
    ids[left] = merged;
    alive[right] = false;
    next[left] = next[right];
    if (next[right] >= 0) prev[next[right]] = static_cast<int64_t>(left);
    if (prev[left] >= 0) consider(static_cast<size_t>(prev[left]));
    consider(left);
  }
  std::vector<uint32_t> out;
  for (size_t i = 0; i < n; ++i)
    if (alive[i]) out.push_back(ids[i]);
  ids = std::move(out);
}

}  // namespace omnidraft::tokenizer
