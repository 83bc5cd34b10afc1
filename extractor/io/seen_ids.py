"""The ids a run has read, so that a repeated id becomes an error row, kept on disk.

A Python set of every id read took ~100 MB per million records in the main process, and every pool worker forked
from it carried those pages too: memory grew with the input. A SQLite table in a temporary file answers the same
question exactly, with a page cache of a few MB whatever the number of ids.
"""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

CACHE_KB = 4096  # SQLite's page cache for the table, in KiB


class SeenIds:
    """`first_time(id)`: True the first time an id is given, False after. Close it (or use it as a context
    manager) to delete the file."""

    def __init__(self) -> None:
        self._folder = tempfile.TemporaryDirectory(prefix="extractor-ids-")
        self._db = sqlite3.connect(Path(self._folder.name) / "ids.sqlite", isolation_level=None)
        self._db.execute(f"PRAGMA cache_size = -{CACHE_KB}")
        self._db.execute("PRAGMA journal_mode = OFF")
        self._db.execute("PRAGMA synchronous = OFF")
        self._db.execute("CREATE TABLE ids (id BLOB PRIMARY KEY) WITHOUT ROWID")
        self._db.execute("BEGIN")  # one transaction for the run: nothing here needs to survive a crash

    def first_time(self, paper_id: str) -> bool:
        # bytes, so an id holding a lone surrogate (a poison record) is compared like any other
        key = paper_id.encode("utf-8", "surrogatepass")
        return self._db.execute("INSERT OR IGNORE INTO ids VALUES (?)", (key,)).rowcount == 1

    def close(self) -> None:
        self._db.close()
        self._folder.cleanup()

    def __enter__(self) -> "SeenIds":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
