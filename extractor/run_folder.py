"""The output folder of a run: one run at a time (a lock), inputs kept out of it, durable part files, and the
final tables replaced as a set.

The lock is a POSIX record lock on OUT/.lock. The kernel drops it when its process dies, however it dies, so a
lock left by a killed run is stale by construction and the next run simply takes it; forked workers do not
inherit it. The file itself only says who holds it, for the message another run prints.

The final tables are first written, with the manifest, into OUT/.staging. A commit mark listing the files is
then written, and the files are moved into OUT: the old manifest is removed first and the new one moved last, so
a manifest in OUT always describes the tables beside it. A kill during the moves leaves the commit mark; the
next run in that folder (with or without --resume) finishes the moves before anything else. A staging folder
without the mark was never complete and is deleted, as are the temporary files of a killed writer.
"""

from __future__ import annotations

import json
import os
import shutil
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable, Optional, Sequence

from extractor.errors import RunError

LOCK_FILE = ".lock"
STAGING_DIR = ".staging"
COMMIT_MARK = "COMMITTED"
MANIFEST = "manifest.json"


# ---- one run per folder ---------------------------------------------------------------------


class FolderLock:
    """Held for the whole run; `release` (or the process's death) frees it."""

    def __init__(self, out_dir: Path):
        self.path = out_dir / LOCK_FILE
        self.fd: Optional[int] = None

    def acquire(self) -> "FolderLock":
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        if not _try_lock(fd):
            holder = _read_holder(fd)
            os.close(fd)
            raise RunError(f"another extractor run{holder} is writing to {self.path.parent}; wait for it to finish "
                           "or choose another --out")
        os.ftruncate(fd, 0)
        os.write(fd, json.dumps({"pid": os.getpid(), "started": datetime.now(timezone.utc).isoformat(
            timespec="seconds")}).encode())
        self.fd = fd
        return self

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # closing drops the lock; the file stays, harmless
            self.fd = None

    def __enter__(self) -> "FolderLock":
        return self.acquire()

    def __exit__(self, *exc) -> None:
        self.release()


def _try_lock(fd: int) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # lockf, not flock: a forked worker must not hold it
        return True
    except OSError:
        return False


def _read_holder(fd: int) -> str:
    try:
        holder = json.loads(os.pread(fd, 4096, 0) or b"{}")
        return f" (pid {holder['pid']}, since {holder['started']})"
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return ""


# ---- inputs --------------------------------------------------------------------------------


def check_inputs_outside(inputs: Sequence[str], out_dir: Path) -> None:
    """An input inside the output folder could be overwritten by the run's own tables (`run out/papers.csv
    --out out`), or deleted as a leftover; refuse it."""
    folder = os.path.realpath(out_dir)
    for path in inputs:
        if path != "-" and os.path.realpath(path).startswith(os.path.join(folder, "")):
            raise RunError(f"input {path} is inside the output folder {out_dir}; move it or choose another --out")


# ---- durability ----------------------------------------------------------------------------


def fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(path: Path) -> None:
    """Make renames and new files in `path` survive a power cut (no-op where folders cannot be opened)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def replace_durably(tmp: Path, final: Path) -> None:
    fsync_file(tmp)
    os.replace(tmp, final)


# ---- leftovers and the set swap -----------------------------------------------------------


def staging_dir(out_dir: Path) -> Path:
    """A fresh, empty staging folder for the final tables."""
    staging = out_dir / STAGING_DIR
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir()
    return staging


def recover(out_dir: Path, parts: Path) -> None:
    """Put a folder left by a killed run in order: finish a committed swap, drop an uncommitted staging folder
    and temporary files of killed writers (they are never valid data)."""
    staging = out_dir / STAGING_DIR
    if (staging / COMMIT_MARK).exists():
        finish_swap(staging, out_dir)
    elif staging.exists():
        shutil.rmtree(staging)
    for leftover in _temporary_files(out_dir, parts):
        leftover.unlink(missing_ok=True)


def _temporary_files(out_dir: Path, parts: Path) -> Iterable[Path]:
    yield from (p for p in out_dir.glob(".*.tmp-*") if p.is_file())  # TableWriter's and write_atomic_text's
    if parts.is_dir():
        yield from (p for p in parts.glob("*.tmp") if p.is_file())


def swap_in(staging: Path, out_dir: Path, replaced: Iterable[str]) -> None:
    """Move the complete set in `staging` into `out_dir` as a set. `replaced`: names of files of the old set
    (tables in formats this run did not write) to remove, so no old table stays beside the new ones."""
    files = sorted(p.name for p in staging.iterdir() if p.is_file() and p.name not in (MANIFEST, COMMIT_MARK))
    for name in [*files, MANIFEST]:
        if (staging / name).exists():
            fsync_file(staging / name)
    stale = sorted(name for name in replaced if name not in files and (out_dir / name).exists())
    tmp = staging / (COMMIT_MARK + ".tmp")
    tmp.write_text(json.dumps({"files": files, "remove": stale}), encoding="utf-8")
    replace_durably(tmp, staging / COMMIT_MARK)  # the mark appears whole or not at all
    fsync_dir(staging)
    finish_swap(staging, out_dir)


def finish_swap(staging: Path, out_dir: Path) -> None:
    """Do (or redo, after a kill) the moves a commit mark lists; each step can run twice harmlessly."""
    if (staging / MANIFEST).exists():  # else the new manifest is in place already: only the clean-up is left
        plan = json.loads((staging / COMMIT_MARK).read_text(encoding="utf-8"))
        (out_dir / MANIFEST).unlink(missing_ok=True)  # from here on the old set no longer claims to be whole
        for name in plan["remove"]:
            (out_dir / name).unlink(missing_ok=True)
        for name in plan["files"]:
            if (staging / name).exists():
                os.replace(staging / name, out_dir / name)
        fsync_dir(out_dir)
        os.replace(staging / MANIFEST, out_dir / MANIFEST)
        fsync_dir(out_dir)
    shutil.rmtree(staging)
