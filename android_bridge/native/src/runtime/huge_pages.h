// Back the memory a session allocates while it loads with huge pages (the kernel's PMD size: 2 MiB on
// x86-64 and 4 KB-page arm64, 32 MiB on 16 KB-page Android kernels) (runtime/huge_pages.py says
// why: a decode step streams every weight, and 4 KiB pages make it pay page walks). Linux and
// Android only; elsewhere, or where the kernel cannot (before 6.1, THP "never"), nothing changes.
// The generator setting "huge_pages" turns it on or off; without it, it is off on Android (opt-in) and
// on elsewhere unless OMNIDRAFT_HUGE_PAGES=0.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <set>
#include <string>
#include <utility>

namespace omnidraft::runtime::huge_pages {

using Span = std::pair<uintptr_t, uintptr_t>;  // [start, end)

// The kernel's huge page (PMD) size, from path; 0 (nothing is advised) where the file is missing or
// says nothing readable: the size is not guessed.
size_t pmd_size(const std::string& path = "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size");
size_t huge_page_size();  // pmd_size(), read once

// The default of the "huge_pages" setting: off on Android; on (Linux) unless OMNIDRAFT_HUGE_PAGES=0.
bool enabled_by_default();
// Private, writable mappings backed by no file: unnamed, the brk heap, and named "[anon:...]" ones;
// from /proc/self/maps, or from text in its format.
std::set<Span> anonymous_mappings();
std::set<Span> anonymous_mappings(std::istream& maps);
// The process's anonymous memory on huge pages (AnonHugePages), in bytes.
size_t anon_huge_bytes();
// Collapse each span's whole huge pages one by one, skipping those less than half resident (collapsing
// fills the rest), then MADV_HUGEPAGE where any collapsed.
void advise(const std::set<Span>& spans);

// Around a session's creation: construct before, call finish() after; the session's new anonymous
// mappings get huge pages, and finish() returns how much more of the process sits on them. on = false:
// nothing is read or advised.
class ForNewMappings {
 public:
  explicit ForNewMappings(bool on);
  size_t finish();

 private:
  bool on_;
  std::set<Span> before_;
  size_t huge_before_ = 0;
};

}  // namespace omnidraft::runtime::huge_pages
