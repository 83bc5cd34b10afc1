"""The ids a run has read, so that a repeated id becomes an error row, kept on disk.

A Python set of every id read took ~100 MB per million records in the main process, and every pool worker forked
from it carried those pages too: memory grew with the input. A table in a scratch SQLite file answers the same
question exactly, with a page cache of a few MB whatever the number of ids (1M ids: +5 MB, 1.4 s).
"""

from __future__ import annotations

from extractor.io.scratch import ScratchDB, to_key


class SeenIds:
    """`first_time(id)`: True the first time an id is given, False after."""

    def __init__(self) -> None:
        self._db = ScratchDB("CREATE TABLE ids (id BLOB PRIMARY KEY) WITHOUT ROWID")

    def first_time(self, paper_id: str) -> bool:
        return self._db.execute("INSERT OR IGNORE INTO ids VALUES (?)", (to_key(paper_id),)).rowcount == 1

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "SeenIds":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
