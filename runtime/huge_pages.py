"""Back the memory a session allocates while it loads with huge pages (Linux transparent huge pages, of
the kernel's PMD size: 2 MiB on x86-64 and 4 KB-page arm64, 32 MiB on 16 KB-page Android kernels).

Why: a decode step streams every weight once, and with 4 KiB pages a 1 GB model spans a quarter of a
million pages, far more than the TLB holds, so the step pays page walks on top of its memory reads.
onnxruntime copies the int4 weights into its own prepacked buffers with plain malloc, which the kernel
backs with 4 KiB pages where transparent huge pages are "madvise" (the usual default, and this
machine's). Backed by 2 MiB pages, target-only decode ran 6-31% faster on the 1.5B int4 and 22% on
the 0.5B on EPYC-VNNI, for up to a few seconds more at load (docs/results/huge-pages-probe).

How: list the process's anonymous mappings before the session loads; afterwards, collapse the pages of
the mappings that are new or grew (the session's weights, and the heap where malloc put them) into huge
ones (MADV_COLLAPSE, Linux 6.1+, whatever the system's THP setting short of "never"), and advise those
MADV_HUGEPAGE so later faults there get huge pages too. Mappings the load left as they were are not
touched, nor huge pages less than half resident: collapsing fills their missing pages, and a heap that
grew around earlier sessions holds long runs nobody touched (that cost a drafter loaded after the target
~100 MB; docs/design.md, Memory pages). Where the kernel or the platform cannot, the session simply
keeps its 4 KiB pages.
``OMNIDRAFT_HUGE_PAGES=0`` turns it off (to measure one against the other).
"""

import ctypes
import mmap
import os
import sys
from contextlib import contextmanager

PMD_SIZE_FILE = "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size"
def pmd_size(path: str = PMD_SIZE_FILE) -> int:
    """The kernel's huge page (PMD) size, read from ``path``; 0 (nothing is advised) where it is missing
    or unreadable: not guessed, since 2 MiB is wrong on 16 KB-page kernels (as huge_pages.cpp's pmd_size)."""
    try:
        with open(path) as f:
            size = int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 0
    return size if size >= 64 << 10 and size & (size - 1) == 0 else 0


HUGE_PAGE = pmd_size()
MADV_HUGEPAGE = 14
MADV_COLLAPSE = 25
# Collapse a huge page only where at least this share of its base (4 KiB) pages is already resident:
# collapsing fills the missing ones, and a grown heap holds long runs the load never touched (or freed back).
MIN_RESIDENT = 0.5
_LOW_BIT = bytes(b & 1 for b in range(256))  # mincore defines only each byte's lowest bit


def enabled() -> bool:
    return sys.platform.startswith("linux") and os.environ.get("OMNIDRAFT_HUGE_PAGES", "1") != "0"


def anonymous_mappings(maps: str | None = None) -> set[tuple[int, int]]:
    """(start, end) of every private, writable mapping backed by no file: unnamed, the brk heap (once
    glibc's mmap threshold has risen after large frees, malloc serves even big blocks from there) and
    named anonymous memory (Android's allocators label theirs "[anon:...]"). ``maps``: /proc/self/maps's
    text, read when not given."""
    if maps is None:
        with open("/proc/self/maps") as f:
            maps = f.read()
    spans = set()
    for line in maps.splitlines():
        fields = line.split()
        name = fields[5] if len(fields) > 5 else ""
        anonymous = name in ("", "[heap]") or name.startswith("[anon:")
        if anonymous and fields[1].startswith("rw") and fields[1].endswith("p"):
            start, end = (int(x, 16) for x in fields[0].split("-"))
            spans.add((start, end))
    return spans


def huge_span(start: int, end: int) -> tuple[int, int] | None:
    """The whole huge pages inside [start, end), or None if there is none."""
    first, last = (start + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1), end & ~(HUGE_PAGE - 1)
    return (first, last) if last > first else None


def resident_pages(libc, start: int, end: int) -> bytes:
    """One byte per base page of [start, end), 1 where the page is resident (mincore); all 0 where the
    range is no longer mapped as a whole (the process changed it since /proc/self/maps was read)."""
    vec = (ctypes.c_ubyte * ((end - start) // mmap.PAGESIZE))()
    return bytes(vec).translate(_LOW_BIT) if libc.mincore(start, end - start, vec) == 0 else bytes(len(vec))


def advise(spans) -> None:
    """Collapse each span's whole huge pages one by one (one that cannot be, e.g. a thread stack's guard
    page, fails alone), skipping those less than MIN_RESIDENT resident, then advise MADV_HUGEPAGE where
    any collapsed, so later faults there get huge pages too."""
    if HUGE_PAGE < mmap.PAGESIZE:  # the kernel did not say its huge page size
        return
    libc = ctypes.CDLL(None, use_errno=True)
    libc.madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    libc.mincore.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p]
    per_page = HUGE_PAGE // mmap.PAGESIZE
    for first, last in filter(None, (huge_span(*s) for s in spans)):
        resident = resident_pages(libc, first, last)
        worked = [libc.madvise(page, HUGE_PAGE, MADV_COLLAPSE) == 0
                  for i, page in enumerate(range(first, last, HUGE_PAGE))
                  if resident.count(1, i * per_page, (i + 1) * per_page) >= MIN_RESIDENT * per_page]
        if any(worked):
            libc.madvise(first, last - first, MADV_HUGEPAGE)


def anon_huge_bytes() -> int:
    """The process's anonymous memory on huge pages (AnonHugePages), in bytes."""
    with open("/proc/self/smaps_rollup") as rollup:
        for line in rollup:
            if line.startswith("AnonHugePages:"):
                return int(line.split()[1]) * 1024
    return 0


@contextmanager
def for_new_mappings():
    """Around a session's creation: its new anonymous mappings get huge pages afterwards.

    Yields a dict whose ``"huge_page_bytes"``, once the block has run, says how much more of the process
    sits on huge pages than before (0 where it was off or impossible).
    """
    report = {"huge_page_bytes": 0}
    try:
        before = (anonymous_mappings(), anon_huge_bytes()) if enabled() else None
    except OSError:  # no /proc: keep the 4 KiB pages
        before = None
    yield report
    if before is not None:
        try:
            advise(anonymous_mappings() - before[0])
            report["huge_page_bytes"] = max(anon_huge_bytes() - before[1], 0)
        except OSError:  # no libc to call: keep the 4 KiB pages
            pass
