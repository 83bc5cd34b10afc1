"""One work unit in a worker: records -> rows per table, under a time budget per record and a spaCy memory zone.

The time budget: `nlp.pipe` runs a whole batch through each component in turn, so one slow record cannot be
timed inside a batch. The batch as a whole gets one record's budget (a normal batch of 64 takes a second or
two); when it runs over, its records are redone one at a time, each under the budget, and a record still over
it becomes an error row. The timer is SIGALRM, which only the main thread of a process can receive: pool
workers and the in-process engine run units in their main thread; a Dask worker runs tasks in a thread, where
the budget is not enforced (the engine's unit deadline, engines/local.py, is the backstop on the local pool).

The memory zone: spaCy interns every new word in the vocabulary's string store for the life of the process
(worker RSS grew from 0.76 to 1.21 GB over 1M records of unique words). Inside `nlp.memory_zone()` the strings
and lexemes a unit adds are freed when it ends; the Docs are turned into plain records inside the zone.
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager, nullcontext
from typing import Iterator, Optional, Union

from extractor.records import TABLES, ErrorRecord, PaperInput

ChunkRows = dict[str, list[dict]]
ReadItem = Union[PaperInput, ErrorRecord]

DEFAULT_RECORD_SECONDS = 60.0  # a 100,000-character abstract takes a few seconds; 60 s is a broken record
EXCERPT_CHARS = 200


class BudgetExceeded(BaseException):
    """The time budget ran out. A BaseException so that the extraction's own `except Exception` (which retries a
    failing batch record by record) cannot swallow it and keep going without a budget."""


def budget_enforced() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


@contextmanager
def time_budget(seconds: Optional[float]) -> Iterator[None]:
    """Raise BudgetExceeded in this block after `seconds` (None or 0: no budget, and none where no timer works)."""
    if not seconds or not budget_enforced():
        yield
        return

    def on_alarm(signum, frame):
        raise BudgetExceeded()

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def extract_unit(items: list[ReadItem], record_seconds: Optional[float] = DEFAULT_RECORD_SECONDS) -> ChunkRows:
    """Rows per table for one work unit (one pipeline batch); runs in worker processes, the pipeline loaded once
    per process."""
    from extractor.api import Extractor, result_rows

    extractor = Extractor(batch_size=max(len(items), 1))
    zone = extractor.nlp.memory_zone() if hasattr(extractor.nlp, "memory_zone") else nullcontext()
    with zone:  # everything below turns Docs into records before the zone frees their strings
        try:
            with time_budget(record_seconds):
                results = list(extractor.extract_many(items))
        except BudgetExceeded:
            results = [_extract_alone(extractor, item, record_seconds) for item in items]
        rows: ChunkRows = {name: [] for name in TABLES}
        for result in results:
            for name, table_rows in result_rows(result).items():
                rows[name].extend(table_rows)
    return rows


def _extract_alone(extractor, item: ReadItem, seconds: Optional[float]):
    try:
        with time_budget(seconds):
            return next(extractor.extract_many([item]))
    except BudgetExceeded:
        return over_budget_error(item, seconds)


def over_budget_error(item: ReadItem, seconds: Optional[float]) -> ErrorRecord:
    return unit_error(item, f"extraction took longer than the time budget of {seconds:g} s per record "
                            "(--record-timeout)")


def unit_error(item: ReadItem, reason: str) -> ErrorRecord:
    """The error row standing for a record that could not be extracted; a record that was already an error row
    keeps its own reason."""
    if isinstance(item, ErrorRecord):
        return item
    return ErrorRecord(paper_id=item.paper_id, source=item.source, reason=reason,
                       excerpt=item.abstract[:EXCERPT_CHARS])


def lost_unit_rows(items: list[ReadItem], reason: str) -> ChunkRows:
    """Rows for a unit given up on (its worker died every time): one error row per record, none lost."""
    rows: ChunkRows = {name: [] for name in TABLES}
    rows["errors"] = [unit_error(item, reason).model_dump() for item in items]
    return rows
