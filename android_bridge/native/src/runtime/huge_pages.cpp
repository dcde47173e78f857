#include "runtime/huge_pages.h"

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>

#include <vector>
#endif

namespace omnidraft::runtime::huge_pages {

namespace {

constexpr int kMadvHugepage = 14;  // MADV_HUGEPAGE
constexpr int kMadvCollapse = 25;  // MADV_COLLAPSE (Linux 6.1+; older headers lack it)
// Collapse a huge page only where at least this share of its base pages is already resident: collapsing
// fills the missing ones, and a grown heap holds long runs the load never touched (or freed back).
constexpr double kMinResident = 0.5;

}  // namespace

size_t pmd_size(const std::string& path) {
  std::ifstream f(path);
  unsigned long long bytes = 0;
  // a power of two of at least 64 KiB, or the kernel said something we do not understand
  if (f >> bytes && bytes >= (64u << 10) && (bytes & (bytes - 1)) == 0) return static_cast<size_t>(bytes);
  return 0;  // no guess: 2 MiB on x86-64 and 4 KB-page arm64, but 32 MiB on 16 KB-page Android kernels
}

size_t huge_page_size() {
  static const size_t size = pmd_size();
  return size;
}

bool enabled_by_default() {
#if defined(__ANDROID__)
  return false;  // opt-in on a phone (the "huge_pages" setting): the memory is the app's and the system's
#elif defined(__linux__)
  const char* flag = std::getenv("OMNIDRAFT_HUGE_PAGES");
  return !(flag && std::strcmp(flag, "0") == 0);
#else
  return false;
#endif
}

std::set<Span> anonymous_mappings() {
  std::ifstream maps("/proc/self/maps");
  return anonymous_mappings(maps);
}

std::set<Span> anonymous_mappings(std::istream& maps) {
  std::set<Span> spans;
  std::string line;
  while (std::getline(maps, line)) {
    std::istringstream fields(line);
    std::string range, perms, offset, device, inode, path;
    fields >> range >> perms >> offset >> device >> inode >> path;
    bool anonymous = path.empty() || path == "[heap]" || path.rfind("[anon:", 0) == 0;  // Android: "[anon:scudo:...]"
    if (!anonymous || perms.size() < 4 || perms.compare(0, 2, "rw") != 0 || perms[3] != 'p') continue;
    size_t dash = range.find('-');
    if (dash == std::string::npos) continue;
    spans.emplace(std::stoull(range.substr(0, dash), nullptr, 16), std::stoull(range.substr(dash + 1), nullptr, 16));
  }
  return spans;
}

size_t anon_huge_bytes() {
  std::ifstream rollup("/proc/self/smaps_rollup");
  std::string key;
  size_t kb = 0;
  while (rollup >> key) {
    if (key == "AnonHugePages:") {
      rollup >> kb;
      return kb * 1024;
    }
    rollup.ignore(1 << 10, '\n');
  }
  return 0;
}

void advise(const std::set<Span>& spans) {
#if defined(__linux__)
  const uintptr_t huge = huge_page_size(), base = static_cast<uintptr_t>(sysconf(_SC_PAGESIZE));
  if (huge == 0 || huge < base) return;  // the kernel did not say its huge page size
  const uintptr_t per_page = huge / base;
  std::vector<unsigned char> resident;
  for (const auto& [start, end] : spans) {
    uintptr_t first = (start + huge - 1) & ~(huge - 1), last = end & ~(huge - 1);
    if (last <= first) continue;
    resident.assign((last - first) / base, 0);
    if (mincore(reinterpret_cast<void*>(first), last - first, resident.data()) != 0) continue;
    bool any = false;
    for (uintptr_t page = first, i = 0; page < last; page += huge, i += per_page) {
      size_t present = 0;
      for (uintptr_t j = i; j < i + per_page; ++j) present += resident[j] & 1;  // only the low bit is defined
      if (present >= kMinResident * per_page)
        any |= madvise(reinterpret_cast<void*>(page), huge, kMadvCollapse) == 0;
    }
    if (any) madvise(reinterpret_cast<void*>(first), last - first, kMadvHugepage);
  }
#else
  (void)spans;
#endif
}

ForNewMappings::ForNewMappings(bool on) : on_(on) {
  if (!on_) return;
  before_ = anonymous_mappings();
  huge_before_ = anon_huge_bytes();
}

size_t ForNewMappings::finish() {
  if (!on_) return 0;
  on_ = false;
  std::set<Span> now = anonymous_mappings(), added;
  for (const auto& span : now)
    if (!before_.count(span)) added.insert(span);
  advise(added);
  size_t huge = anon_huge_bytes();
  return huge > huge_before_ ? huge - huge_before_ : 0;
}

}  // namespace omnidraft::runtime::huge_pages
