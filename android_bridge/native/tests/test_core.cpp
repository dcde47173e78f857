// Unit tests of the core that need no Python: SHA-256 against the NIST vectors, the store's eviction
// order, the file format's round trip and refusals, errors through the C ABI, and huge pages. The differential
// tests against the Python runtime (same bytes, same verdicts) live in tests/test_native_cache.py.
#include <atomic>
#include <chrono>
#include <thread>
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cache_store/format.h"
#include "cache_store/store.h"
#include "errors.h"
#include "log.h"
#include "omnidraft.h"
#include "runtime/huge_pages.h"
#include "runtime/params.h"
#include "check.h"
#include "sha256.h"

#if defined(__linux__)
#include <sys/mman.h>
#include <sys/utsname.h>
#endif

// Every allocation of this binary (the core's too) goes through here, so a test can make them fail.
std::atomic<bool> fail_allocations{false};

// Every form but the aligned ones (left to the runtime, in pairs), so that new and delete always
// match: AddressSanitizer checks they do.
void* operator new(std::size_t n) {
  if (fail_allocations.load()) throw std::bad_alloc();
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return operator new(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  return fail_allocations.load() ? nullptr : std::malloc(n ? n : 1);
}
void* operator new[](std::size_t n, const std::nothrow_t& tag) noexcept { return operator new(n, tag); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace {

using namespace omnidraft;
using namespace omnidraft::cache_store;

std::string hex_of(const std::string& s) {
  auto d = sha256(s.data(), s.size());
  return to_hex(d.data(), d.size());
}

void test_sha256_nist_vectors() {
  CHECK(hex_of("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(hex_of("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(hex_of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(hex_of("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
               "mnopqrstnopqrstu") == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  Sha256 million;  // one million 'a', fed in uneven pieces
  std::string chunk(997, 'a');
  size_t left = 1000000;
  while (left) {
    size_t n = left < chunk.size() ? left : chunk.size();
    million.update(chunk.data(), n);
    left -= n;
  }
  auto d = million.digest();
  CHECK(to_hex(d.data(), d.size()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

void test_lru_evicts_the_least_recently_used() {
  NgramStore s(Policy::kLru, 2);
  s.observe(7, {1, 2});
  s.observe(8, {3, 4});
  CHECK(s.longest_match({1, 2}, 0).has_value());  // touches {1, 2}
  s.observe(9, {5, 6});                            // evicts {3, 4}
  CHECK(s.size() == 2 && s.items().count({1, 2}) && s.items().count({5, 6}));
  CHECK(s.counters().evictions == 1);
  auto m = s.longest_match({5, 6, 1}, 0);
  CHECK(m && m->target == 9 && m->n == 2);
  CHECK(!s.longest_match({3, 4}, 0));
}

void test_lfu_ages_and_evicts_the_least_frequent() {
  NgramStore s(Policy::kLfu, 2, 0, 100);
  s.observe(1, {1, 2});
  for (int i = 0; i < 3; ++i) s.longest_match({1, 2}, 0);
  s.observe(2, {3, 4});
  s.observe(3, {5, 6});  // {3, 4} and {5, 6} have count 1: the older one goes
  CHECK(s.items().count({1, 2}) && s.items().count({5, 6}) && !s.items().count({3, 4}));
  s.age();
  CHECK(s.items().at({1, 2}).count == 2 && s.items().at({5, 6}).count == 1);
}

void test_longest_match_prefers_the_longest_entry() {
  NgramStore s;
  s.observe(10, {1, 2});
  s.observe(11, {1, 2, 3});
  CHECK(s.may_extend({1, 2}) && !s.may_extend({1, 2, 3}));
  auto m = s.longest_match({9, 1, 2, 3, 4}, 1);
  CHECK(m && m->target == 11 && m->n == 3);
  bool threw = false;
  try {
    s.longest_match({1}, 5);
  } catch (const Error& e) {
    threw = e.code() == OD_ERROR_INVALID_ARGUMENT;
  }
  CHECK(threw);
}

void test_format_round_trip_and_refusals() {
  NgramStore s(Policy::kLfu, 100, 4096, 0, Namespace{"d", "t", 50, 60, "scope"});
  s.observe(5, {1, 2, 3});
  s.observe(6, {4, 5});
  std::string bytes = encode(s);
  NgramStore back = store_of(decode(bytes));
  CHECK(encode(back) == bytes);
  CHECK(back.name_space() == s.name_space() && back.policy() == Policy::kLfu);
  auto code_of = [](const std::string& data) {
    try {
      decode(data);
      return OD_OK;
    } catch (const Error& e) {
      return e.code();
    }
  };
  std::string flipped = bytes;
  flipped[30] ^= 1;
  CHECK(code_of(flipped) == OD_ERROR_CACHE_FILE);
  CHECK(code_of(bytes.substr(0, bytes.size() - 1)) == OD_ERROR_CACHE_FILE);
  CHECK(code_of(bytes + "x") == OD_ERROR_CACHE_FILE);
  CHECK(code_of("") == OD_ERROR_CACHE_FILE);
  std::string newer = bytes;
  newer[9] = 2;
  CHECK(code_of(newer) == OD_ERROR_CACHE_VERSION);
}

void test_c_abi_reports_errors_as_results() {
  OdNgramCache* cache = nullptr;
  OdResult* r = OdCreateNgramCache("mru", 0, 0, 0, "d", "t", 10, 10, "", &cache);
  CHECK(OdResultGetCode(r) == OD_ERROR_INVALID_ARGUMENT && std::strstr(OdResultGetError(r), "mru"));
  OdDestroyResult(r);
  CHECK(cache == nullptr);
  r = OdCreateNgramCache("lru", 0, 0, 0, nullptr, "t", 10, 10, "", &cache);
  CHECK(OdResultGetCode(r) == OD_ERROR_INVALID_ARGUMENT);
  OdDestroyResult(r);
  r = OdNgramCacheLoad("/nonexistent/dir/cache.odc", 1 << 20, &cache);
  CHECK(OdResultGetCode(r) == OD_ERROR_NOT_FOUND);
  OdDestroyResult(r);
  CHECK(OdCreateNgramCache("lru", 0, 0, 0, "d", "t", 10, 10, "", &cache) == nullptr);
  uint32_t ids[] = {1, 2};
  CHECK(OdNgramCacheObserve(cache, 3, ids, 2) == nullptr && OdNgramCacheSize(cache) == 1);
  int found = 0;
  uint32_t target = 0;
  size_t n = 0;
  r = OdNgramCacheLongestMatch(cache, ids, 2, 7, 1, &found, &target, &n);
  CHECK(OdResultGetCode(r) == OD_ERROR_INVALID_ARGUMENT);
  OdDestroyResult(r);
  CHECK(OdNgramCacheLongestMatch(cache, ids, 2, 0, 1, &found, &target, &n) == nullptr && found && target == 3 && n == 2);
  OdDestroyNgramCache(cache);
  OdDestroyNgramCache(nullptr);
  OdDestroyResult(nullptr);
}

// A byte-level BPE with three merges, written to a file for the C ABI.
const char* kTinyTokenizer = R"({
  "added_tokens": [{"id": 9, "content": "<eos>", "special": true, "lstrip": false, "rstrip": false,
                    "normalized": false, "single_word": false}],
  "normalizer": null,
  "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": false, "trim_offsets": false, "use_regex": true},
  "post_processor": null,
  "decoder": {"type": "ByteLevel", "add_prefix_space": false, "trim_offsets": false, "use_regex": true},
  "model": {"type": "BPE", "vocab": {"a": 0, "b": 1, "Ġ": 2, "ab": 3, "Ġa": 4, "Ġab": 5,
                                      "Ā": 6},
            "merges": ["a b", "Ġ a", "Ġa b"]}
})";

void test_tokenizer_through_the_c_abi() {
  const char* path = "tiny_tokenizer.json";
  FILE* f = std::fopen(path, "wb");
  std::fputs(kTinyTokenizer, f);
  std::fclose(f);
  OdTokenizer* tok = nullptr;
  // tokenizers gives an added token the next free id (7), whatever the file says (9)
  CHECK(OdCreateTokenizer(path, &tok) == nullptr && OdTokenizerVocabSize(tok) == 8);
  auto encode = [&](const std::string& text, int special) {
    OdTokenIds* ids = nullptr;
    OdResult* r = OdTokenizerEncode(tok, text.data(), text.size(), 0, special, &ids);
    std::vector<uint32_t> out;
    if (!r) out.assign(OdTokenIdsData(ids), OdTokenIdsData(ids) + OdTokenIdsCount(ids));
    OdDestroyResult(r);
    OdDestroyTokenIds(ids);
    return out;
  };
  CHECK((encode("ab ab", 1) == std::vector<uint32_t>{3, 2, 3}));  // "a b" ranks before "Ġ a": no Ġab
  CHECK((encode(" ab", 0) == std::vector<uint32_t>{2, 3}));
  CHECK((encode(std::string("a\0b", 3), 1) == std::vector<uint32_t>{0, 6, 1}));  // NUL is a character
  CHECK((encode("a<eos>", 1) == std::vector<uint32_t>{0, 7}));
  CHECK((encode("a<eos>", 0) == std::vector<uint32_t>{0}));  // as text: '<' etc. are not in this vocabulary
  OdTokenIds* ids = nullptr;
  OdResult* r = OdTokenizerEncode(tok, "a\xff", 2, 0, 1, &ids);  // invalid UTF-8
  CHECK(OdResultGetCode(r) == OD_ERROR_INVALID_ARGUMENT && std::strstr(OdResultGetError(r), "UTF-8") && !ids);
  OdDestroyResult(r);
  uint32_t decode_ids[] = {3, 7, 2, 3};
  char* text = nullptr;
  size_t length = 0;
  CHECK(OdTokenizerDecode(tok, decode_ids, 4, 1, &text, &length) == nullptr && std::string(text, length) == "ab ab");
  OdDestroyString(text);
  uint32_t bad_id = 99;
  r = OdTokenizerDecode(tok, &bad_id, 1, 1, &text, &length);
  CHECK(OdResultGetCode(r) == OD_ERROR_INVALID_ARGUMENT);
  OdDestroyResult(r);
  OdDestroyTokenizer(tok);
  r = OdCreateTokenizer("/nonexistent/tokenizer.json", &tok);
  CHECK(OdResultGetCode(r) == OD_ERROR_NOT_FOUND);
  OdDestroyResult(r);
  std::remove(path);
}

#if defined(__linux__)
// Linux 6.1+ (MADV_COLLAPSE) with transparent huge pages not set to "never".
bool kernel_collapses() {
  std::ifstream thp("/sys/kernel/mm/transparent_hugepage/enabled");
  std::string setting;
  std::getline(thp, setting);
  utsname name{};
  int major = 0, minor = 0;
  if (setting.empty() || setting.find("[never]") != std::string::npos || uname(&name) != 0 ||
      std::sscanf(name.release, "%d.%d", &major, &minor) != 2)
    return false;
  return major > 6 || (major == 6 && minor >= 1);
}
#endif

void test_anonymous_mappings_are_the_private_writable_ones_without_a_file() {
  std::istringstream maps(
      "55d0a000-55d0c000 r--p 00000000 08:01 1234   /usr/bin/python3.11\n"
      "55d0c000-55d0e000 rw-p 00002000 08:01 1234   /usr/bin/python3.11\n"
      "55d10000-55f10000 rw-p 00000000 00:00 0      [heap]\n"
      "7f0000000000-7f0000800000 rw-p 00000000 00:00 0\n"
      "7f0000800000-7f0001000000 ---p 00000000 00:00 0\n"
      "7f0001000000-7f0002000000 rw-s 00000000 00:01 42     /dev/zero (deleted)\n"
      "7f0002000000-7f0003000000 rw-p 00000000 00:00 0      [anon:scudo:primary]\n"
      "7f0003000000-7f0004000000 rw-p 00000000 08:01 99     /data/local/tmp/model.onnx.data\n"
      "7ffc0000000-7ffc0021000 rw-p 00000000 00:00 0      [stack]\n");
  std::set<runtime::huge_pages::Span> want = {
      {0x55d10000, 0x55f10000}, {0x7f0000000000, 0x7f0000800000}, {0x7f0002000000, 0x7f0003000000}};
  CHECK(runtime::huge_pages::anonymous_mappings(maps) == want);
}

void test_huge_pages_back_what_a_new_mapping_wrote() {
#if defined(__linux__)
  const size_t size = 16u << 20;
  auto fill = [&](void* p) {
    for (size_t i = 0; i < size; ++i) static_cast<unsigned char*>(p)[i] = static_cast<unsigned char>(i);
  };
  setenv("OMNIDRAFT_HUGE_PAGES", "0", 1);  // the environment turns the default off
  CHECK(!runtime::huge_pages::enabled_by_default());
  unsetenv("OMNIDRAFT_HUGE_PAGES");
  CHECK(runtime::huge_pages::enabled_by_default());
  runtime::huge_pages::ForNewMappings off(false);  // off (the "huge_pages" setting "0"): nothing moves
  void* p = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  fill(p);
  CHECK(off.finish() == 0);
  munmap(p, size);
  if (!kernel_collapses()) {
    std::cout << "huge pages: needs Linux 6.1+ with transparent huge pages; skipped\n";
    return;
  }
  // Written (weights) in the first half, one byte per MiB (a heap's free space) in the second: only the
  // first moves; 16 MiB at any alignment hold 7 whole huge pages, plus at most one shared with the second
  // half, which would add 7 more if collapsing filled it.
  runtime::huge_pages::ForNewMappings on(true);
  p = mmap(nullptr, 2 * size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  fill(p);
  for (size_t i = size; i < 2 * size; i += 1u << 20) static_cast<unsigned char*>(p)[i] = 1;
  size_t huge = on.finish();
  CHECK(huge >= (14u << 20) && huge <= (18u << 20));
  const unsigned char* bytes = static_cast<const unsigned char*>(p);
  CHECK(bytes[0] == 0 && bytes[255] == 255 && bytes[size - 1] == static_cast<unsigned char>(size - 1));
  munmap(p, 2 * size);
#endif
}

}  // namespace

void test_an_error_without_memory_is_still_an_error() {
  OdResult* r = nullptr;
  fail_allocations = true;
  r = OdCreateConfig(nullptr);  // an error (out is NULL) that cannot allocate its result
  fail_allocations = false;
  CHECK(r != nullptr);  // NULL would read as success
  CHECK(OdResultGetCode(r) == OD_ERROR_INTERNAL && std::strstr(OdResultGetError(r), "out of memory"));
  OdDestroyResult(r);  // the static result is left alone
  r = OdCreateConfig(nullptr);
  CHECK(OdResultGetCode(r) == OD_ERROR_INVALID_ARGUMENT);
  OdDestroyResult(r);
  size_t length = 7;
  CHECK(OdGenerationTextWithLength(nullptr, &length) == nullptr && length == 0);
}

void test_the_writer_refuses_what_the_loader_refuses() {
  auto code_of = [](OdResult* r) {
    OdErrorCode code = OdResultGetCode(r);
    OdDestroyResult(r);
    return code;
  };
  OdNgramCache* cache = nullptr;
  std::string long_scope(5000, 's');
  CHECK(code_of(OdCreateNgramCache("lru", 0, 0, 0, "d", "t", 10, 10, long_scope.c_str(), &cache)) ==
        OD_ERROR_INVALID_ARGUMENT);
  CHECK(code_of(OdCreateNgramCache("lru", 0, 0, 0, "d", "t", 10, 10, "caf\xe9", &cache)) == OD_ERROR_INVALID_ARGUMENT);
  CHECK(code_of(OdCreateCacheFile("never-written.odc", "lru", 0, 0, "d\xff", "t", 10, 10, "", nullptr)) ==
        OD_ERROR_INVALID_ARGUMENT);
  CHECK(cache == nullptr);
  CHECK(OdCreateNgramCache("lru", 0, 0, 0, "d", "t", 10, 20, "scope", &cache) == nullptr);
  uint32_t too_big[] = {1, 10}, fine[] = {1, 9};
  CHECK(code_of(OdNgramCacheObserve(cache, 3, too_big, 2)) == OD_ERROR_INVALID_ARGUMENT);  // drafter id 10 of 10
  CHECK(code_of(OdNgramCacheObserve(cache, 20, fine, 2)) == OD_ERROR_INVALID_ARGUMENT);    // target id 20 of 20
  CHECK(OdNgramCacheSize(cache) == 0);
  CHECK(OdNgramCacheObserve(cache, 19, fine, 2) == nullptr && OdNgramCacheSize(cache) == 1);
  const char* path = "writer_refuses.odc";
  CHECK(OdNgramCacheSave(cache, path) == nullptr);
  OdNgramCache* back = nullptr;
  CHECK(OdNgramCacheLoad(path, 1 << 20, &back) == nullptr && OdNgramCacheSize(back) == 1);  // what is written loads
  OdDestroyNgramCache(back);
  OdDestroyNgramCache(cache);
  std::remove(path);
  // the core's own store (no namespace sizes): encode refuses rather than write what decode refuses
  NgramStore unsized;
  unsized.observe(1, {2, 3});
  bool refused = false;
  try {
    encode(unsized);
  } catch (const Error& e) {
    refused = e.code() == OD_ERROR_INVALID_ARGUMENT;
  }
  CHECK(refused);
}

std::vector<OdLogLevel> logged_levels;
std::vector<std::string> logged;
void collect(void* user_data, OdLogLevel level, const char* message, size_t length) {
  CHECK(user_data == &logged);
  CHECK(std::strlen(message) == length);
  logged_levels.push_back(level);
  logged.emplace_back(message, length);
}

void write_file(const std::string& path, const std::string& data) {
  std::ofstream f(path, std::ios::binary);
  f << data;
}

std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

void test_the_loader_is_bounded_by_max_bytes_and_warnings_reach_the_log_callback() {
  Namespace ns{"d", "t", 200, 200, ""};
  OdNgramCache* loaded_back = nullptr;
  // a file of many small entries, from a cache with no bound
  NgramStore big(Policy::kLru, 0, 0, 0, ns);
  for (uint32_t a = 0; a < 128; ++a)
    for (uint32_t b = 0; b < 128; ++b)
      for (uint32_t c = 0; c < 8; ++c) big.observe(c, {a, b, c});
  std::string file = encode(big);
  auto refusal = [&](const std::string& data, const Limits& limits) {
    try {
      decode(data, limits);
      return std::string();
    } catch (const Error& e) {
      return e.code() == OD_ERROR_CACHE_FILE ? std::string(e.what()) : std::string("wrong code");
    }
  };
  CHECK(refusal(file, {}).empty());
  uint64_t fits = big.bytes();
  CHECK(refusal(file, limits_for(fits)).empty());  // a cache that may hold it all reads it
  // a bound under the file's own size: refused by size before parsing
  CHECK(refusal(file, limits_for(file.size() / 4)).find("bytes is larger") != std::string::npos);
  // a file under the size cap but of more elements than such a cache can hold: refused while parsing
  Limits nodes = limits_for(file.size() * 3 / 4);
  CHECK(file.size() <= nodes.max_file_bytes && refusal(file, nodes).find("msgpack elements") != std::string::npos);
  // a cache filled to its bound always reads back under that bound
  NgramStore full(Policy::kLru, 0, 4096, 0, ns);
  for (uint32_t a = 0; a < 150; ++a) full.observe(a, {a, a + 1, a + 2, a + 3, a + 4, a + 5, a + 6, a + 7});
  CHECK(full.counters().evictions > 0 && refusal(encode(full), limits_for(4096)).empty());
  for (uint32_t a = 0; a < 190; ++a) full.observe(a, {a, a + 1});
  CHECK(refusal(encode(full), limits_for(4096)).empty());

  // through the C ABI: a valid file bigger than the bound reads is left as it is, with an error that
  // says so (before: it was set aside, and the next save wrote a smaller cache in its place)
  const char* path = "bounded.odc";
  write_file(path, file);
  OdSetLogCallback(collect, &logged);
  OdCacheFile* cache = nullptr;
  OdResult* refused = OdCreateCacheFile(path, "lru", 0, 64u << 10, "d", "t", 200, 200, "", &cache);
  CHECK(refused && OdResultGetCode(refused) == OD_ERROR_INVALID_ARGUMENT &&
        std::strstr(OdResultGetError(refused), "valid cache file of a bigger bound") && cache == nullptr);
  OdDestroyResult(refused);
  CHECK(read_file(path) == file && logged.empty());
  OdResult* unread = OdNgramCacheLoad(path, 64u << 10, &loaded_back);  // refused unread
  CHECK(unread && OdResultGetCode(unread) == OD_ERROR_CACHE_FILE && loaded_back == nullptr);
  OdDestroyResult(unread);
  unread = OdNgramCacheLoad(path, 0, &loaded_back);  // a bound is needed
  CHECK(unread && OdResultGetCode(unread) == OD_ERROR_INVALID_ARGUMENT);
  OdDestroyResult(unread);
  CHECK(OdNgramCacheLoad(path, fits, &loaded_back) == nullptr && OdNgramCacheSize(loaded_back) == big.size());
  OdDestroyNgramCache(loaded_back);
  // the same size damaged (one byte of the body flipped): set aside, a warning to the log callback
  std::string damaged = file;
  damaged[damaged.size() / 2] ^= 1;
  write_file(path, damaged);
  CHECK(OdCreateCacheFile(path, "lru", 0, 64u << 10, "d", "t", 200, 200, "", &cache) == nullptr);
  const char* aside = OdCacheFileQuarantinedPath(cache);
  CHECK(aside != nullptr && OdCacheFileLoadedEntries(cache) == 0);
  CHECK(logged.size() == 1 && logged_levels[0] == OD_LOG_WARNING);
  CHECK(aside && logged.size() == 1 && logged[0].find(aside) != std::string::npos &&
        logged[0].find("larger than") != std::string::npos);
  if (aside) std::remove(aside);
  OdDestroyCacheFile(cache);
  // below the level: dropped
  write_file(path, "ODNGRAMC damaged");
  OdSetLogLevel(OD_LOG_ERROR);
  CHECK(OdCreateCacheFile(path, "lru", 0, 0, "d", "t", 200, 200, "", &cache) == nullptr);
  CHECK(OdCacheFileQuarantinedPath(cache) != nullptr && logged.size() == 1);
  if (OdCacheFileQuarantinedPath(cache)) std::remove(OdCacheFileQuarantinedPath(cache));
  OdDestroyCacheFile(cache);
  OdSetLogLevel(OD_LOG_WARNING);
  // the callback removed: back to standard error
  OdSetLogCallback(nullptr, nullptr);
  write_file(path, "ODNGRAMC damaged");
  CHECK(OdCreateCacheFile(path, "lru", 0, 0, "d", "t", 200, 200, "", &cache) == nullptr);
  CHECK(OdCacheFileQuarantinedPath(cache) != nullptr && logged.size() == 1);
  if (OdCacheFileQuarantinedPath(cache)) std::remove(OdCacheFileQuarantinedPath(cache));
  OdDestroyCacheFile(cache);
  std::remove(path);
  std::remove((std::string(path) + ".lock").c_str());
}

// No lock of the core is held while the log callback runs: a callback that waits for another thread
// setting the callback (a Java listener waiting on a monitor that thread holds) does not deadlock.
void test_the_log_callback_runs_with_no_lock_held() {
  static std::atomic<bool> other_thread_done{false};
  static std::thread other;
  auto waits_for_another_thread = [](void*, OdLogLevel, const char*, size_t) {
    other = std::thread([] {
      OdSetLogCallback(nullptr, nullptr);
      OdSetLogLevel(OD_LOG_WARNING);
      other_thread_done = true;
    });
    // up to 10 s; with a lock held here, the other thread could finish only once this returns
    for (int i = 0; i < 2000 && !other_thread_done; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  };
  OdSetLogCallback(waits_for_another_thread, nullptr);
  omnidraft::warn("a warning whose callback waits for another thread");
  CHECK(other_thread_done);
  other.join();
  OdSetLogCallback(nullptr, nullptr);
}

void test_the_huge_page_is_the_kernels_pmd_size() {
  const char* path = "hpage_pmd_size";
  using runtime::huge_pages::pmd_size;
  write_file(path, std::to_string(32u << 20) + "\n");  // a 16 KB-page arm64 kernel
  CHECK(pmd_size(path) == (32u << 20));
  for (const char* junk : {"", "banana\n", "3000000\n", "4096\n"}) {
    write_file(path, junk);
    CHECK(pmd_size(path) == 0);  // not guessed (2 MiB would be wrong on a 16 KB-page kernel)
  }
  std::remove(path);
  CHECK(pmd_size("/nonexistent/hpage_pmd_size") == 0);
  std::ifstream real("/sys/kernel/mm/transparent_hugepage/hpage_pmd_size");
  size_t kernel = 0;
  if (real >> kernel) CHECK(runtime::huge_pages::huge_page_size() == kernel);
}

// Run by tests/test_native_edges.py under a locale whose decimal point is a comma (LC_ALL and LOCPATH
// set); under ctest the locale is C and this checks nothing beyond the plain parse.
void test_numbers_do_not_depend_on_the_locale() {
  std::setlocale(LC_ALL, "");
  runtime::Settings s{{"x", "0.25"}};
  CHECK(runtime::real(s, "x", 0) == 0.25);
  std::setlocale(LC_ALL, "C");
}

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--locale") {  // tests/test_native_edges.py
    const char* point = (std::setlocale(LC_ALL, ""), std::localeconv()->decimal_point);
    if (std::string(point) != ",") {
      std::cerr << "the locale's decimal point is '" << point << "', not ','\n";
      return 2;
    }
    test_numbers_do_not_depend_on_the_locale();
    return failures ? 1 : 0;
  }
  test_sha256_nist_vectors();
  test_lru_evicts_the_least_recently_used();
  test_lfu_ages_and_evicts_the_least_frequent();
  test_longest_match_prefers_the_longest_entry();
  test_format_round_trip_and_refusals();
  test_c_abi_reports_errors_as_results();
  test_tokenizer_through_the_c_abi();
  test_anonymous_mappings_are_the_private_writable_ones_without_a_file();
  test_huge_pages_back_what_a_new_mapping_wrote();
  test_an_error_without_memory_is_still_an_error();
  test_the_writer_refuses_what_the_loader_refuses();
  test_the_loader_is_bounded_by_max_bytes_and_warnings_reach_the_log_callback();
  test_the_huge_page_is_the_kernels_pmd_size();
  test_the_log_callback_runs_with_no_lock_held();
  test_numbers_do_not_depend_on_the_locale();
  if (failures) {
    std::cerr << failures << " check(s) failed\n";
    return 1;
  }
  std::cout << "all core tests passed\n";
  return 0;
}
