"""The native core at its edges, on the C ABI: a stop that interrupts a prefill's run and a round,
and a stop that reaches a call still waiting its turn (tests/test_generation_edges.cpp, on tiny
bundles); numbers that do not depend on the app's locale (test_core --locale, under a locale whose
decimal point is a comma)."""

import os
import shutil
import subprocess

import pytest

from tests import native
from tests.test_native_cache import SANITIZER_ENV
from tests.test_native_generate import ORT_LIBRARY
from tests.zoo import tiny_bundle


def test_stop_interrupts_a_prefill_and_a_round_and_reaches_a_queued_call():
    build = native.build()
    cmd = [str(build / "test_generation_edges"), str(ORT_LIBRARY), str(tiny_bundle("qwen-bpe")),
           str(tiny_bundle("smollm2-bpe")), str(tiny_bundle("gpt2-bpe", context=10240))]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=SANITIZER_ENV, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-6000:]
    assert "all generation edge tests passed" in proc.stdout


def test_numbers_are_read_the_same_under_a_comma_locale(tmp_path):
    """A German locale (decimal comma) made with localedef: strtod would stop at the '.' of "0.25"."""
    if shutil.which("localedef") is None:
        pytest.fail("localedef (glibc's locale compiler) is needed to make a decimal-comma locale")
    locales = tmp_path / "locales"
    locales.mkdir()
    made = subprocess.run(["localedef", "-i", "de_DE", "-f", "UTF-8", str(locales / "de_DE.UTF-8")],
                          capture_output=True, text=True)
    assert (locales / "de_DE.UTF-8").is_dir(), made.stdout + made.stderr
    env = {**SANITIZER_ENV, "LOCPATH": str(locales), "LC_ALL": "de_DE.UTF-8"}
    env.pop("LANG", None)
    proc = subprocess.run([str(native.build() / "test_core"), "--locale"], capture_output=True, text=True, env=env,
                          cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
