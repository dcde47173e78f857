"""Write-then-rename (a reader never sees a half-written file or directory), moving a bad file aside, and
one process at a time making a shared thing."""

import contextlib
import fcntl
import os
import shutil
import tempfile
import time
from pathlib import Path


def fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@contextlib.contextmanager
def one_at_a_time(path: Path):
    """Hold an exclusive lock on the sidecar ``NAME.lock`` while making ``path`` (a bundle, a build): a
    second process waits, then finds it made instead of making it again beside the first."""
    lock = Path(path).with_name(Path(path).name + ".lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)  # released when the file closes
        yield


@contextlib.contextmanager
def staging_dir(final: Path, overwrite: bool = False):
    """Yield a temporary sibling of ``final``; rename it into place only if the block succeeds.

    On any exception the temporary directory is removed, so an interrupted job never leaves
    something at ``final`` that looks complete.
    """
    final = Path(final)
    final.parent.mkdir(parents=True, exist_ok=True)
    if final.exists() and not overwrite:
        raise FileExistsError(final)
    tmp = Path(tempfile.mkdtemp(prefix=f".{final.name}.partial-", dir=final.parent))
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o777 & ~umask)  # mkdtemp makes it 0700; the result should look like any new directory
    try:
        yield tmp
        replace_dir(tmp, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def replace_dir(done: Path, final: Path) -> None:
    """Rename the finished directory ``done`` (a sibling) to ``final``, replacing what is there: the old
    one is moved aside first and removed only once ``done`` is in place."""
    if final.exists():
        old = final.with_name(f".{final.name}.old-{os.getpid()}")
        final.rename(old)
        done.rename(final)
        shutil.rmtree(old, ignore_errors=True)
    else:
        done.rename(final)
    fsync_dir(final.parent)


def _staging(path: Path, pid: str) -> Path:
    return path.with_name(f".{path.name}.tmp-{pid}")


def temp_siblings(path: Path) -> list[Path]:
    """Every staging file ``write_bytes_atomic`` has left beside ``path`` (a killed writer's debris,
    when no writer can be running)."""
    return list(path.parent.glob(_staging(path, "*").name))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Never leaves a partial file at ``path``: write a sibling, fsync, rename, fsync the directory."""
    tmp = _staging(path, str(os.getpid()))
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


def quarantine(path: Path) -> Path:
    """Move a bad file aside for inspection; returns where it went."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    aside = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while aside.exists():
        aside = path.with_name(f"{path.name}.bad-{stamp}-{n}")
        n += 1
    os.replace(path, aside)
    return aside
