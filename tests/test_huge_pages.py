"""Huge pages for a session's weights (runtime/huge_pages.py): a new mapping is collapsed onto 2 MiB
pages, nothing changes when it is off, and a session's numbers do not depend on its pages."""

import mmap
import os
import sys
from pathlib import Path

import numpy as np
import pytest

from omnidraft.runtime import huge_pages
from omnidraft.runtime.onnx_lm import OnnxLM


def _kernel_collapses() -> bool:
    """Linux 6.1+ (MADV_COLLAPSE) with transparent huge pages not set to "never"."""
    if not sys.platform.startswith("linux"):
        return False
    thp = Path("/sys/kernel/mm/transparent_hugepage/enabled")
    major, minor = (int(x) for x in os.uname().release.split(".")[:2])
    return thp.exists() and "[never]" not in thp.read_text() and (major, minor) >= (6, 1)


@pytest.mark.skipif(not _kernel_collapses(), reason="needs Linux 6.1+ with transparent huge pages")
def test_a_new_mapping_moves_onto_huge_pages_where_it_was_written(monkeypatch):
    monkeypatch.delenv("OMNIDRAFT_HUGE_PAGES", raising=False)
    with huge_pages.for_new_mappings() as report:
        region = mmap.mmap(-1, 32 << 20, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)  # as a session allocates
        region[: 16 << 20] = bytes(range(256)) * (64 << 10)  # written: weights
        for offset in range(16 << 20, 32 << 20, 1 << 20):
            region[offset] = 1  # barely touched: a heap's free space; collapsing it would make it resident
    # 16 MiB at any alignment hold 7 whole huge pages, plus at most one shared with the sparse half; the
    # sparse half would add 7 more
    assert 14 << 20 <= report["huge_page_bytes"] <= 18 << 20
    assert region[: 256] == bytes(range(256)) and region[(16 << 20) - 256: 16 << 20] == bytes(range(256))
    region.close()


def test_off_switch_touches_nothing(monkeypatch):
    monkeypatch.setenv("OMNIDRAFT_HUGE_PAGES", "0")
    monkeypatch.setattr(huge_pages, "advise", lambda spans: pytest.fail("advised while off"))
    with huge_pages.for_new_mappings() as report:
        region = mmap.mmap(-1, 4 << 20, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
        region[:1] = b"x"
    assert report["huge_page_bytes"] == 0
    region.close()


def test_anonymous_mappings_are_the_private_writable_ones_without_a_file():
    maps = """\
55d0a000-55d0c000 r--p 00000000 08:01 1234   /usr/bin/python3.11
55d0c000-55d0e000 rw-p 00002000 08:01 1234   /usr/bin/python3.11
55d10000-55f10000 rw-p 00000000 00:00 0      [heap]
7f0000000000-7f0000800000 rw-p 00000000 00:00 0
7f0000800000-7f0001000000 ---p 00000000 00:00 0
7f0001000000-7f0002000000 rw-s 00000000 00:01 42     /dev/zero (deleted)
7f0002000000-7f0003000000 rw-p 00000000 00:00 0      [anon:scudo:primary]
7f0003000000-7f0004000000 rw-p 00000000 08:01 99     /data/local/tmp/model.onnx.data
7ffc0000000-7ffc0021000 rw-p 00000000 00:00 0      [stack]
"""
    assert huge_pages.anonymous_mappings(maps) == {(0x55d10000, 0x55f10000), (0x7f0000000000, 0x7f0000800000),
                                                   (0x7f0002000000, 0x7f0003000000)}


def test_whole_huge_pages_of_a_span():
    page = huge_pages.HUGE_PAGE
    assert huge_pages.huge_span(page + 1, 4 * page) == (2 * page, 4 * page)
    assert huge_pages.huge_span(page, 2 * page) == (page, 2 * page)
    assert huge_pages.huge_span(page + 1, 2 * page + 5) is None  # no whole page inside


def test_a_session_on_huge_pages_computes_the_same_logits(tiny_bundle, monkeypatch):
    ids = [1, 450, 4996, 17354, 1701, 432, 17204, 975]
    monkeypatch.setenv("OMNIDRAFT_HUGE_PAGES", "0")
    plain = OnnxLM(tiny_bundle, threads=1).forward(ids)
    monkeypatch.setenv("OMNIDRAFT_HUGE_PAGES", "1")
    huge = OnnxLM(tiny_bundle, threads=1)
    assert np.array_equal(huge.forward(ids), plain)


def test_the_huge_page_is_the_kernels_pmd_size(tmp_path):
    """16 KB-page Android kernels use 32 MiB huge pages: the size comes from the kernel, and where it
    says nothing readable it is not guessed: 0, nothing advised (huge_pages.cpp's pmd_size: test_core
    checks the same cases)."""
    pmd = tmp_path / "hpage_pmd_size"
    pmd.write_text(f"{32 << 20}\n")
    assert huge_pages.pmd_size(str(pmd)) == 32 << 20
    for junk in ("", "banana\n", "3000000\n", "4096\n"):  # empty, not a number, not a power of two, too small
        pmd.write_text(junk)
        assert huge_pages.pmd_size(str(pmd)) == 0, junk
    assert huge_pages.pmd_size(str(tmp_path / "missing")) == 0
    real = Path(huge_pages.PMD_SIZE_FILE)
    if real.exists():  # this machine's kernel
        assert huge_pages.HUGE_PAGE == int(real.read_text())
