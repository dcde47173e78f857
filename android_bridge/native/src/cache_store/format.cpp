#include "cache_store/format.h"

#include <algorithm>
#include <cstring>
#include <istream>
#include <map>
#include <memory>
#include <vector>
#include <msgpack.hpp>

#include "errors.h"
#include "sha256.h"

namespace omnidraft::cache_store {
namespace {

const char kMagic[8] = {'O', 'D', 'N', 'G', 'R', 'A', 'M', 'C'};
const char* const kHeaderKeys[] = {"aging_period", "clock", "draft_vocab", "draft_vocab_size", "entry_count",
                                   "max_bytes", "max_entries", "policy", "scope", "target_vocab",
                                   "target_vocab_size", "uses_since_aging"};
// Python's unpacker limits (format.py): strings up to 4096 bytes, no bin or ext payload, maps of at
// most 64 pairs, arrays no longer than the body; its C unpacker's stack holds 1024 containers.
constexpr uint32_t kMaxStr = 4096, kMaxMap = 64, kMaxDepth = 1024;

[[noreturn]] void fail(const std::string& why) { throw Error(OD_ERROR_CACHE_FILE, why); }

// --- parsing: msgpack-cxx's visitor API, building a small tree under Python's limits --------------

struct Value {
  enum Kind { kNil, kBool, kUint, kNegInt, kFloat, kStr, kBin, kExt, kArray, kMap } kind = kNil;
  uint64_t u = 0;
  std::string s;
  std::vector<std::unique_ptr<Value>> items;  // array elements; a map's keys and values alternate
};

bool valid_utf8(const char* p, uint32_t n) {  // strict, as Python's decoder: no overlongs, surrogates, > U+10FFFF
  auto s = reinterpret_cast<const unsigned char*>(p);
  for (uint32_t i = 0; i < n;) {
    unsigned c = s[i];
    uint32_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (!len || i + len > n) return false;
    uint32_t cp = len == 1 ? c : len == 2 ? c & 0x1f : len == 3 ? c & 0x0f : c & 0x07;
    for (uint32_t k = 1; k < len; ++k) {
      if ((s[i + k] >> 6) != 2) return false;
      cp = cp << 6 | (s[i + k] & 0x3f);
    }
    static const uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[len] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return false;
    i += len;
  }
  return true;
}

class TreeBuilder : public msgpack::null_visitor {
 public:
  TreeBuilder(size_t max_array, uint64_t max_nodes) : max_array_(max_array), max_nodes_(max_nodes) {}
  Value root;
  std::string error;
  bool over_bound = false;  // stopped at max_nodes, not at a fault

  bool visit_nil() { return add(Value::kNil) != nullptr; }
  bool visit_boolean(bool) { return add(Value::kBool) != nullptr; }
  bool visit_positive_integer(uint64_t v) { return set_uint(v); }
  bool visit_negative_integer(int64_t v) {  // msgpack-cxx reports every signed encoding here, even v >= 0
    if (v >= 0) return set_uint(uint64_t(v));
    return add(Value::kNegInt) != nullptr;
  }
  bool visit_float32(float) { return add(Value::kFloat) != nullptr; }
  bool visit_float64(double) { return add(Value::kFloat) != nullptr; }
  bool visit_str(const char* v, uint32_t size) {
    if (size > kMaxStr) return stop("a string of " + std::to_string(size) + " bytes exceeds the limit");
    if (!valid_utf8(v, size)) return stop("a string is not valid UTF-8");
    Value* x = add(Value::kStr);
    if (x) x->s.assign(v, size);
    return x != nullptr;
  }
  bool visit_bin(const char*, uint32_t size) {
    if (size > 0) return stop("bin values are not allowed");
    return add(Value::kBin) != nullptr;
  }
  bool visit_ext(const char*, uint32_t size) {  // size counts the type byte
    if (size > 1) return stop("ext values are not allowed");
    return add(Value::kExt) != nullptr;
  }
  bool start_array(uint32_t n) {
    if (n > max_array_) return stop("an array of " + std::to_string(n) + " elements exceeds the body");
    return open(Value::kArray);
  }
  bool end_array() { stack_.pop_back(); return true; }
  bool start_map(uint32_t n) {
    if (n > kMaxMap) return stop("a map of " + std::to_string(n) + " pairs exceeds the limit");
    return open(Value::kMap);
  }
  bool end_map_key() {
    const Value& key = *stack_.back()->items.back();
    if (key.kind != Value::kStr && key.kind != Value::kBin) return stop("map keys must be strings");
    return true;
  }
  bool end_map() { stack_.pop_back(); return true; }
  void parse_error(size_t, size_t at) { if (error.empty()) error = "invalid byte at offset " + std::to_string(at); }
  void insufficient_bytes(size_t, size_t) { if (error.empty()) error = "incomplete input"; }

 private:
  bool stop(const std::string& why) { error = why; return false; }
  Value* add(Value::Kind kind) {
    if (max_nodes_ && ++nodes_ > max_nodes_) {
      over_bound = true;
      stop("more than " + std::to_string(max_nodes_) + " msgpack elements: more than this cache's max_bytes "
           "can hold (raise cache_max_bytes to read it)");
      return nullptr;
    }
    Value* x = &root;
    if (!stack_.empty()) x = stack_.back()->items.emplace_back(std::make_unique<Value>()).get();
    x->kind = kind;
    return x;
  }
  bool set_uint(uint64_t v) {
    Value* x = add(Value::kUint);
    if (x) x->u = v;
    return x != nullptr;
  }
  bool open(Value::Kind kind) {
    if (stack_.size() >= kMaxDepth) return stop("nesting deeper than " + std::to_string(kMaxDepth));
    Value* x = add(kind);
    if (x) stack_.push_back(x);
    return x != nullptr;
  }
  size_t max_array_;
  uint64_t max_nodes_, nodes_ = 0;
  std::vector<Value*> stack_;
};

// --- validation: format.py's _validate, in its order ----------------------------------------------

uint64_t as_uint(const Value* v, const std::string& name, uint64_t limit) {
  if (v->kind != Value::kUint || v->u > limit)
    fail("header field '" + name + "' must be an integer in [0, " + std::to_string(limit) + "]");
  return v->u;
}

Decoded validate(const Value& root) {
  if (root.kind != Value::kArray || root.items.size() != 2 || root.items[0]->kind != Value::kMap ||
      root.items[1]->kind != Value::kArray)
    fail("body must be [header map, entries array]");
  std::map<std::string, const Value*> header;  // a repeated key: the last one wins, as in a Python dict
  const auto& pairs = root.items[0]->items;
  for (size_t i = 0; i < pairs.size(); i += 2) {
    if (pairs[i]->kind != Value::kStr) fail("header keys must be strings");
    header[pairs[i]->s] = pairs[i + 1].get();
  }
  bool same = header.size() == std::size(kHeaderKeys);
  for (const char* key : kHeaderKeys) same = same && header.count(key);
  if (!same) {
    std::string got;
    for (const auto& kv : header) got += (got.empty() ? "" : ", ") + kv.first;
    fail("header keys [" + got + "] differ from the format's twelve");
  }
  for (const char* name : {"draft_vocab", "target_vocab", "scope", "policy"})
    if (header[name]->kind != Value::kStr) fail(std::string("header field '") + name + "' must be a string");
  Decoded d;
  Header& h = d.header;
  h.policy = header["policy"]->s;
  if (!parse_policy(h.policy)) fail("unknown policy '" + h.policy + "'");
  constexpr uint64_t kU64 = ~uint64_t(0), kU32 = 0xffffffffu;
  h.aging_period = as_uint(header["aging_period"], "aging_period", kU64);
  h.clock = as_uint(header["clock"], "clock", kU64);
  h.entry_count = as_uint(header["entry_count"], "entry_count", kU64);
  h.max_bytes = as_uint(header["max_bytes"], "max_bytes", kU64);
  h.max_entries = as_uint(header["max_entries"], "max_entries", kU64);
  h.uses_since_aging = as_uint(header["uses_since_aging"], "uses_since_aging", kU64);
  Namespace& ns = h.name_space;
  ns.draft_vocab_size = as_uint(header["draft_vocab_size"], "draft_vocab_size", kU32);
  ns.target_vocab_size = as_uint(header["target_vocab_size"], "target_vocab_size", kU32);
  ns.draft_vocab = header["draft_vocab"]->s;
  ns.target_vocab = header["target_vocab"]->s;
  ns.scope = header["scope"]->s;
  const auto& raw = root.items[1]->items;
  if (h.entry_count != raw.size())
    fail("header says " + std::to_string(h.entry_count) + " entries, body holds " + std::to_string(raw.size()));
  d.entries.reserve(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    const Value& item = *raw[i];
    std::string at = "entry " + std::to_string(i);
    if (item.kind != Value::kArray || item.items.size() != 4 || item.items[0]->kind != Value::kArray)
      fail(at + " must be [drafter ids, target id, count, last_used]");
    const auto& ids = item.items[0]->items;
    bool ok = ids.size() >= 2 && ids.size() <= kMaxNgram;
    for (const auto& id : ids) ok = ok && id->kind == Value::kUint && id->u < ns.draft_vocab_size;
    if (!ok) fail(at + ": drafter ids must be 2.." + std::to_string(kMaxNgram) + " integers below " +
                  std::to_string(ns.draft_vocab_size));
    const Value &target = *item.items[1], &count = *item.items[2], &last_used = *item.items[3];
    if (target.kind != Value::kUint || target.u >= ns.target_vocab_size)
      fail(at + ": target id must be an integer below " + std::to_string(ns.target_vocab_size));
    if (count.kind != Value::kUint || count.u < 1 || count.u > kMaxCount)
      fail(at + ": count must be in [1, " + std::to_string(kMaxCount) + "]");
    if (last_used.kind != Value::kUint || last_used.u > h.clock) fail(at + ": last_used must be in [0, clock]");
    Key key;
    for (const auto& id : ids) key.push_back(uint32_t(id->u));
    if (!d.entries.empty() && !(d.entries.back().first < key))
      fail(at + " is out of order or duplicated (entries are sorted by drafter ids)");
    d.entries.emplace_back(std::move(key), Entry{uint32_t(target.u), count.u, last_used.u});
  }
  return d;
}

uint64_t read_be(const unsigned char* p, int n) {
  uint64_t v = 0;
  for (int i = 0; i < n; ++i) v = v << 8 | p[i];
  return v;
}

void refuse(const std::string& why) { throw Error(OD_ERROR_INVALID_ARGUMENT, "the cache file would be refused: " + why); }

}  // namespace

Limits limits_for(uint64_t max_bytes) {
  if (max_bytes == 0) return {};
  // An entry of n ids costs entry_bytes(n) = 4n + 16 and encodes in at most 5n + 25 bytes as at most
  // n + 5 msgpack elements: under 2 bytes and 1/2 element per byte of the bound, whatever n.
  constexpr uint64_t kHeaderRoom = 64u << 10;  // four strings of up to 4096 bytes, twelve keys, the frame
  constexpr uint64_t kHeaderNodes = 64;
  uint64_t cap = max_bytes > (~uint64_t(0) - kHeaderRoom) / 2 ? ~uint64_t(0) : 2 * max_bytes + kHeaderRoom;
  return {cap, max_bytes / 2 + kHeaderNodes};
}

void check_namespace(const Namespace& ns) {
  for (const auto* field : {&ns.draft_vocab, &ns.target_vocab, &ns.scope}) {
    if (field->size() > kMaxStr) refuse("a namespace string of " + std::to_string(field->size()) + " bytes (at most " +
                                        std::to_string(kMaxStr) + ")");
    if (!valid_utf8(field->data(), uint32_t(field->size()))) refuse("a namespace string is not valid UTF-8");
  }
  if (ns.draft_vocab_size > 0xffffffffu || ns.target_vocab_size > 0xffffffffu) refuse("a vocabulary size over 2^32 - 1");
}

void check_entry(const Namespace& ns, const Key& draft_ids, uint32_t target_id) {
  bool ok = draft_ids.size() >= 2 && draft_ids.size() <= kMaxNgram;
  for (uint32_t id : draft_ids) ok = ok && id < ns.draft_vocab_size;
  if (!ok) refuse("drafter ids must be 2.." + std::to_string(kMaxNgram) + " ids below the drafter's vocabulary size " +
                  std::to_string(ns.draft_vocab_size));
  if (target_id >= ns.target_vocab_size)
    refuse("target id " + std::to_string(target_id) + " is not below the target's vocabulary size " +
           std::to_string(ns.target_vocab_size));
}

std::string encode(const NgramStore& store) {
  check_namespace(store.name_space());
  for (const auto& [key, e] : store.items()) check_entry(store.name_space(), key, e.target);
  msgpack::sbuffer body;
  msgpack::packer<msgpack::sbuffer> pk(body);
  const Namespace& ns = store.name_space();
  auto str = [&](const std::string& s) { pk.pack_str(uint32_t(s.size())); pk.pack_str_body(s.data(), uint32_t(s.size())); };
  pk.pack_array(2);
  pk.pack_map(12);  // keys in bytewise order, as FORMAT.md fixes them
  str("aging_period"); pk.pack_uint64(store.aging_period());
  str("clock"); pk.pack_uint64(store.clock());
  str("draft_vocab"); str(ns.draft_vocab);
  str("draft_vocab_size"); pk.pack_uint64(ns.draft_vocab_size);
  str("entry_count"); pk.pack_uint64(store.size());
  str("max_bytes"); pk.pack_uint64(store.max_bytes());
  str("max_entries"); pk.pack_uint64(store.max_entries());
  str("policy"); str(policy_name(store.policy()));
  str("scope"); str(ns.scope);
  str("target_vocab"); str(ns.target_vocab);
  str("target_vocab_size"); pk.pack_uint64(ns.target_vocab_size);
  str("uses_since_aging"); pk.pack_uint64(store.uses_since_aging());
  pk.pack_array(uint32_t(store.size()));
  for (const auto& [key, e] : store.items()) {
    pk.pack_array(4);
    pk.pack_array(uint32_t(key.size()));
    for (uint32_t id : key) pk.pack_uint64(id);
    pk.pack_uint64(e.target);
    pk.pack_uint64(e.count);
    pk.pack_uint64(e.last_used);
  }
  return frame(std::string(body.data(), body.size()));
}

std::string frame(const std::string& body, uint16_t version) {
  std::string out(kMagic, 8);
  out += char(version >> 8);
  out += char(version & 0xff);
  for (int i = 7; i >= 0; --i) out += char((uint64_t(body.size()) >> (8 * i)) & 0xff);
  out += body;
  auto digest = sha256(out.data(), out.size());
  out.append(reinterpret_cast<const char*>(digest.data()), digest.size());
  return out;
}

bool intact(std::istream& in, uint64_t size) {
  unsigned char head[kFrameSize], tail[kDigestSize];
  if (size < kFrameSize + kDigestSize || !in.read(reinterpret_cast<char*>(head), kFrameSize) ||
      std::memcmp(head, kMagic, 8) != 0 || read_be(head + 10, 8) != size - kFrameSize - kDigestSize)
    return false;
  Sha256 hash;
  hash.update(head, kFrameSize);
  std::vector<char> piece(1 << 16);
  for (uint64_t left = size - kFrameSize - kDigestSize; left > 0;) {
    size_t n = static_cast<size_t>(std::min<uint64_t>(left, piece.size()));
    if (!in.read(piece.data(), static_cast<std::streamsize>(n))) return false;
    hash.update(piece.data(), n);
    left -= n;
  }
  if (!in.read(reinterpret_cast<char*>(tail), kDigestSize)) return false;
  auto digest = hash.digest();
  return std::memcmp(digest.data(), tail, kDigestSize) == 0;
}

Decoded decode(const std::string& data, const Limits& limits) {
  auto p = reinterpret_cast<const unsigned char*>(data.data());
  if (limits.max_file_bytes && data.size() > limits.max_file_bytes)
    throw OverBound(OD_ERROR_CACHE_FILE, "file of " + std::to_string(data.size()) + " bytes is larger than this "
                                         "cache's max_bytes allows (" + std::to_string(limits.max_file_bytes) +
                                         "); raise cache_max_bytes to read it");
  if (data.size() < kFrameSize + kDigestSize)
    fail("file too short (" + std::to_string(data.size()) + " bytes) to be an n-gram cache");
  if (std::memcmp(p, kMagic, 8) != 0) fail("not an omnidraft n-gram cache (bad magic)");
  uint64_t version = read_be(p + 8, 2), length = read_be(p + 10, 8);
  if (version > kVersion)
    throw Error(OD_ERROR_CACHE_VERSION, "cache format version " + std::to_string(version) +
                                            " is newer than this omnidraft reads (" + std::to_string(kVersion) +
                                            "); upgrade omnidraft or use another cache file");
  if (version < kVersion) fail("cache format version " + std::to_string(version) + " is unknown");  // no migrations yet
  if (length != data.size() - kFrameSize - kDigestSize)
    fail("file is " + std::to_string(data.size()) + " bytes but its frame says otherwise (truncated or appended to)");
  auto digest = sha256(p, data.size() - kDigestSize);
  if (std::memcmp(digest.data(), p + data.size() - kDigestSize, kDigestSize) != 0)
    fail("checksum mismatch: the file is damaged");
  const char* body = data.data() + kFrameSize;
  TreeBuilder builder(length, limits.max_nodes);
  size_t off = 0;
  bool parsed = msgpack::parse(body, length, off, builder);
  if (!parsed && builder.over_bound) throw OverBound(OD_ERROR_CACHE_FILE, builder.error);
  if (!parsed) fail("body is not valid msgpack: " + (builder.error.empty() ? std::string("parse error") : builder.error));
  if (off != length) fail("body is not valid msgpack: extra data after the body");
  return validate(builder.root);
}

NgramStore store_of(const Decoded& d) {
  NgramStore store(*parse_policy(d.header.policy), d.header.max_entries, d.header.max_bytes, d.header.aging_period,
                   d.header.name_space);
  store.restore(d.entries, d.header.clock, d.header.uses_since_aging);
  return store;
}

}  // namespace omnidraft::cache_store
