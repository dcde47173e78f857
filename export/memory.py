"""Peak memory of each export stage, recorded in the bundle's manifest, so a user can tell what a model
of that size needs before exporting it on a smaller machine (docs/design.md#export-memory); and the
means to keep a memory-mapped checkpoint from counting against it.

Linux. A stage run in a child process is measured by the child's own high-water mark (``VmHWM``,
read every 20 ms while it runs). A stage run in this process by the kernel's high-water mark of resident memory (``VmHWM``) where the
stage raised it (then the new mark is exactly the stage's peak), else by sampling ``VmRSS`` every 20 ms
during the stage. The mark itself is never reset, so ``/usr/bin/time -v`` still reports the whole run's
peak. All figures count every resident page, memory-mapped file pages included, as ``time`` does.
"""

import subprocess
import threading
import time
from contextlib import contextmanager

_STATUS = "/proc/self/status"
SAMPLE_S = 0.02


def _status_mib(field: str, status_file: str = _STATUS) -> float | None:
    try:
        with open(status_file) as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    return None


class StagePeaks:
    """Peak resident memory per stage name, in MiB (a stage entered twice keeps its larger peak)."""

    def __init__(self):
        self.mib: dict[str, float] = {}

    def _record(self, name: str, mib: float | None) -> None:
        if mib is not None:
            self.mib[name] = round(max(self.mib.get(name, 0.0), mib), 1)

    @contextmanager
    def stage(self, name: str):
        """Measure the block as stage ``name`` (this process's own memory)."""
        mark = _status_mib("VmHWM")
        sampled = [0.0]
        done = threading.Event()

        def sample():
            while True:
                sampled[0] = max(sampled[0], _status_mib("VmRSS") or 0.0)
                if done.wait(SAMPLE_S):
                    return

        sampler = threading.Thread(target=sample, name=f"memory-{name}", daemon=True)
        sampler.start()
        try:
            yield
        finally:
            done.set()
            sampler.join()
            after = _status_mib("VmHWM")
            if mark is not None and after is not None:
                self._record(name, after if after > mark else sampled[0])

    def run_child(self, name: str, cmd: list[str], **popen_kwargs) -> int:
        """Run ``cmd`` to completion as stage ``name``; its exit code. The peak is the child's own
        high-water mark, read while it runs (its ``ru_maxrss`` would start from this process's size,
        which a forked child carries through exec)."""
        proc = subprocess.Popen(cmd, **popen_kwargs)
        status_file = f"/proc/{proc.pid}/status"
        peak = None
        try:
            while proc.poll() is None:
                mark = _status_mib("VmHWM", status_file)
                if mark is not None:
                    peak = max(peak or 0.0, mark)
                time.sleep(SAMPLE_S)
        except BaseException:
            proc.kill()
            proc.wait()
            raise
        self._record(name, peak)
        return proc.returncode

    def summary(self) -> str:
        return ", ".join(f"{name} {mib / 1024:.2f} GiB" for name, mib in self.mib.items())


def page_out(address: int, length: int) -> None:
    """Ask the kernel to reclaim the resident pages wholly inside [address, address + length)
    (``MADV_PAGEOUT``: clean pages of a memory-mapped file leave memory and are read again if touched;
    pages that hold changes are kept, so no content is ever lost). For a checkpoint's weights, each read
    once or rarely. A no-op where the kernel lacks it (Linux < 5.4) or outside Linux."""
    import ctypes
    import mmap
    import sys

    # Python's mmap module names MADV_PAGEOUT only where its build headers had it; Linux's value is 21
    advice = getattr(mmap, "MADV_PAGEOUT", 21 if sys.platform.startswith("linux") else None)
    start = -(-address // mmap.PAGESIZE) * mmap.PAGESIZE
    end = (address + length) // mmap.PAGESIZE * mmap.PAGESIZE
    if advice is None or end <= start:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    libc.madvise(ctypes.c_void_p(start), ctypes.c_size_t(end - start), ctypes.c_int(advice))


def page_out_mapped_files(suffix: str) -> None:
    """``page_out`` every mapping in this process of a file whose name ends with ``suffix`` (Linux; a
    no-op where there is no /proc)."""
    try:
        with open("/proc/self/maps") as f:
            lines = f.readlines()
    except OSError:
        return
    for line in lines:
        fields = line.split(maxsplit=5)
        if len(fields) == 6 and fields[5].rstrip("\n").endswith(suffix):
            start, end = (int(x, 16) for x in fields[0].split("-"))
            page_out(start, end - start)


@contextmanager
def kept_paged_out(suffix: str, period_s: float = 0.2):
    """While the block runs, hand back the resident pages of files mapped from ``suffix`` files every
    ``period_s`` (a thread). For code that reads a large memory-mapped checkpoint piece by piece
    (transformers maps safetensors files and reads them as it loads and runs): resident memory stays
    near the code's own allocations instead of growing by the whole file. The pages are read again
    from the file where touched again."""
    import threading

    stop = threading.Event()

    def loop():
        while not stop.wait(period_s):
            page_out_mapped_files(suffix)

    thread = threading.Thread(target=loop, name="page-out", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
