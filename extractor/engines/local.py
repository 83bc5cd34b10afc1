"""The local engine: an ordered map over a pool of worker processes, each loading the pipeline once.

A worker can die under a unit (the OOM killer, a crash, kill -9). multiprocessing.Pool started a replacement and
waited forever for the lost task; concurrent.futures notices the death instead: every unit in flight fails with
BrokenProcessPool. Those units are then run again one at a time on a fresh pool, so a unit that kills its worker
while alone is the culprit, not its neighbours: it is split into single records, and a record that kills its
worker `attempts` times becomes the `Recovery.lost` result (error rows). A unit that does not answer by its
deadline (a hang below Python, where the worker's own time budget cannot fire) has its workers killed and is
handled the same way. The run never waits forever and no record is dropped.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Optional

WORKER_DIED = "the worker process extracting it died {n} time(s) (killed, crashed or out of memory)"
WORKER_HUNG = "the worker process extracting it did not answer within {seconds:g} s"
# A pool is replaced by a fresh one, forked from the loaded parent, after this many records: what a worker keeps
# between work units (spaCy's string store outside its memory zones, Python's allocator arenas, caches) then
# never grows with the input (benchmarks/memory_words.py). Forking a pool costs well under a second; at 2 workers
# this is one fork per ~5 minutes of work.
RECYCLE_RECORDS = 50_000


@dataclass(frozen=True)
class Recovery:
    """How an engine recovers units (lists of records) whose worker died: `merge` joins the results of a unit's
    records run one by one; `lost(unit, reason)` stands for a record given up on; `deadline(unit)` is how long a
    unit may take (None: no limit)."""

    lost: Callable[[list, str], Any]
    merge: Callable[[list], Any]
    attempts: int = 2
    deadline: Callable[[list], Optional[float]] = lambda unit: None


def pool_map(fn: Callable, units: Iterable, workers: int, recovery: Optional[Recovery] = None,
             recycle_after: Optional[int] = None) -> Iterator:
    """Ordered map over a process pool, with at most 2 work units per worker in flight (reading the whole input
    ahead would not keep memory flat). Fork shares the imported modules with the parent; each worker loads the
    pipeline once. The pool is replaced after `recycle_after` records (default RECYCLE_RECORDS; units are lists
    of records)."""
    units = iter(units)
    first = next(units, None)
    second = next(units, None)
    if second is None:  # a single unit: starting processes would only add their start-up time
        yield from map(fn, [first] if first is not None else [])
        return
    can_fork = "fork" in multiprocessing.get_all_start_methods()
    if can_fork:
        _warm_up()  # load once here: forked workers inherit the loaded pipeline instead of each loading it
    context = multiprocessing.get_context("fork" if can_fork else "spawn")
    parent = os.getpid()

    def start_pool() -> ProcessPoolExecutor:
        return ProcessPoolExecutor(workers, mp_context=context, initializer=_start_worker, initargs=(parent,))

    recovery = recovery or Recovery(lost=_raise_lost, merge=_raise_lost)
    recycle_after = RECYCLE_RECORDS if recycle_after is None else recycle_after
    yield from _ResilientMap(fn, start_pool, 2 * workers, recovery, recycle_after).run([first, second], units)


def _raise_lost(*args):
    raise RuntimeError("a worker process died and no recovery was given")


class _ResilientMap:
    def __init__(self, fn: Callable, start_pool: Callable[[], ProcessPoolExecutor], window: int, recovery: Recovery,
                 recycle_after: Optional[int] = None):
        self.fn, self.start_pool, self.window, self.recovery = fn, start_pool, window, recovery
        self.recycle_after = recycle_after
        self.pool: Optional[ProcessPoolExecutor] = None
        self.pool_records = 0  # records handed to the current pool

    def run(self, head: list, rest: Iterator) -> Iterator:
        pending_source = [iter(head), rest]
        ready: dict[int, Any] = {}
        in_flight: dict[Future, tuple[int, Any, Optional[float]]] = {}
        suspects: deque[tuple[int, Any]] = deque()
        submitted = yielded = 0
        exhausted = False
        try:
            while True:
                # Hand out new units only while no suspect waits (a suspect runs alone) and the pool is not due
                # for replacement (its units finish first).
                while not suspects and not exhausted and not self._worn() and len(in_flight) + len(ready) < self.window:
                    unit = _next_unit(pending_source)
                    if unit is _END:
                        exhausted = True
                        break
                    try:
                        in_flight[self._submit(unit)] = (submitted, unit, self._deadline(unit, 2))
                    except BrokenProcessPool:  # a worker died while idle: the unit has not started
                        suspects.append((submitted, unit))
                    submitted += 1
                while yielded in ready:
                    yield ready.pop(yielded)
                    yielded += 1
                if not in_flight:
                    if self._worn():
                        self._reset()
                        continue
                    if suspects:
                        self._reset()
                        while suspects:
                            index, unit = suspects.popleft()
                            ready[index] = self._run_alone(unit)
                        continue
                    if exhausted:
                        return
                    continue
                done, _ = wait(in_flight, timeout=_until(in_flight), return_when=FIRST_COMPLETED)
                for future in done:
                    index, unit, _ = in_flight.pop(future)
                    try:
                        ready[index] = future.result()
                    except BrokenProcessPool:
                        suspects.append((index, unit))
                if not done and _overdue(in_flight):  # hung below Python: kill the pool, rerun its units alone
                    self._kill()
                if suspects:
                    suspects = deque(sorted(suspects, key=lambda job: job[0]))
        finally:
            if self.pool is not None:
                self.pool.shutdown(wait=False, cancel_futures=True)

    def _run_alone(self, unit: list) -> Any:
        """The unit on its own, so a death is surely its; split into records when it dies, each tried `attempts`
        times, the last failure becoming the lost result."""
        tries = self.recovery.attempts if len(unit) == 1 else 1
        reason = ""
        for attempt in range(1, tries + 1):
            future = self._submit(unit)
            seconds = self._deadline(unit, 1)
            try:
                return future.result(timeout=None if seconds is None else max(seconds - time.monotonic(), 0))
            except BrokenProcessPool:
                reason = WORKER_DIED.format(n=attempt)
            except TimeoutError:
                self._kill()
                reason = WORKER_HUNG.format(seconds=self.recovery.deadline(unit))
            self._reset()
        if len(unit) > 1:
            return self.recovery.merge([self._run_alone([record]) for record in unit])
        return self.recovery.lost(unit, reason)

    def _deadline(self, unit: list, queued: int) -> Optional[float]:
        """When a unit submitted now must be done; `queued` units of time, since one may wait behind another."""
        seconds = self.recovery.deadline(unit)
        return None if seconds is None else time.monotonic() + queued * seconds

    def _pool(self) -> ProcessPoolExecutor:
        if self.pool is None:
            self.pool = self.start_pool()
            self.pool_records = 0
        return self.pool

    def _submit(self, unit: Any) -> Future:
        future = self._pool().submit(self.fn, unit)
        self.pool_records += len(unit) if hasattr(unit, "__len__") else 1
        return future

    def _worn(self) -> bool:
        """The current pool has had its share of records: replace it once its units are back."""
        return self.recycle_after is not None and self.pool is not None and self.pool_records >= self.recycle_after

    def _reset(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool = None

    def _kill(self) -> None:
        """End the pool's workers: their futures fail with BrokenProcessPool, as after any worker death."""
        processes = getattr(self.pool, "_processes", None) or {}
        for process in list(processes.values()):
            try:
                process.kill()
            except (OSError, AttributeError):
                pass


_END = object()


def _next_unit(sources: list[Iterator]) -> Any:
    while sources:
        unit = next(sources[0], _END)
        if unit is not _END:
            return unit
        sources.pop(0)
    return _END


def _until(in_flight: dict) -> Optional[float]:
    deadlines = [deadline for _, _, deadline in in_flight.values() if deadline is not None]
    return None if not deadlines else max(min(deadlines) - time.monotonic(), 0.0) + 0.05


def _overdue(in_flight: dict) -> bool:
    now = time.monotonic()
    return any(deadline is not None and deadline <= now for _, _, deadline in in_flight.values())


def windowed_map(submit: Callable, result: Callable, items: Iterable, window: int) -> Iterator:
    """Submit items to an executor, keeping at most `window` in flight; yield results in order."""
    pending: deque = deque()
    for item in items:
        pending.append(submit(item))
        if len(pending) >= window:
            yield result(pending.popleft())
    while pending:
        yield result(pending.popleft())


def _warm_up() -> None:
    from extractor.pipeline import shared_pipeline  # the pipeline, not the engine, decides what loads

    shared_pipeline()


def _start_worker(parent: int) -> None:
    """A pool worker: dies with its parent, uses one BLAS thread (the processes already use every core), then
    loads the pipeline."""
    _die_with_parent(parent)
    from threadpoolctl import threadpool_limits

    threadpool_limits(1, user_api="blas")
    _warm_up()


def _die_with_parent(parent: int) -> None:
    """A worker outlives a SIGKILLed parent otherwise, blocked on the task queue forever. Linux delivers a signal
    on the parent's death (PR_SET_PDEATHSIG); elsewhere a thread watches the parent id."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle; it shuts the pool down
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # 1 = PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:  # the parent died before the line above took effect
        os._exit(1)
    if not sys.platform.startswith("linux"):
        def watch() -> None:
            while os.getppid() == parent:
                time.sleep(1.0)
            os._exit(1)

        threading.Thread(target=watch, daemon=True).start()
