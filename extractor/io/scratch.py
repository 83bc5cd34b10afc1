"""A SQLite database in a temporary file, for what a run must remember of every record or name (the ids read, the
corpus name index): on disk, with a page cache of a few MB, however large the input."""

from __future__ import annotations

import sqlite3
import tempfile
import weakref
from pathlib import Path
from typing import Iterable

CACHE_KB = 4096  # SQLite's page cache, in KiB


def to_key(text: str) -> bytes:
    """Text as a key: UTF-8 bytes (a lone surrogate from a poison record passes), ordered as Python orders the str."""
    return text.encode("utf-8", "surrogatepass")


def from_key(key: bytes) -> str:
    return key.decode("utf-8", "surrogatepass")


class ScratchDB:
    """One connection to a fresh database made with `schema` statements; deleted when closed or collected."""

    def __init__(self, *schema: str) -> None:
        self._folder = tempfile.TemporaryDirectory(prefix="extractor-")
        # The garbage collector may run the finalizer on another thread than the one that made the database (a
        # batch's worker threads): closing must be allowed there, or the error skips deleting the folder.
        self._db = sqlite3.connect(Path(self._folder.name) / "scratch.sqlite", isolation_level=None,
                                   check_same_thread=False)
        for pragma in (f"cache_size = -{CACHE_KB}", "journal_mode = OFF", "synchronous = OFF", "temp_store = FILE"):
            self._db.execute(f"PRAGMA {pragma}")
        for statement in schema:
            self._db.execute(statement)
        self._db.execute("BEGIN")  # one transaction: nothing here needs to survive a crash
        self._finalizer = weakref.finalize(self, _close, self._db, self._folder)

    def execute(self, sql: str, parameters: tuple = ()) -> sqlite3.Cursor:
        return self._db.execute(sql, parameters)

    def executemany(self, sql: str, parameters: Iterable[tuple]) -> sqlite3.Cursor:
        """One statement over many rows, in order (a part's rows at once, not a call each)."""
        return self._db.executemany(sql, parameters)

    def cursor(self) -> sqlite3.Cursor:
        return self._db.cursor()

    def close(self) -> None:
        self._finalizer()


def _close(db: sqlite3.Connection, folder: tempfile.TemporaryDirectory) -> None:
    db.close()
    folder.cleanup()
