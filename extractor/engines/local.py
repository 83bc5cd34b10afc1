"""The local engine: an ordered map over a pool of worker processes, each loading the pipeline once."""

from __future__ import annotations

import multiprocessing
from collections import deque
from itertools import chain
from typing import Callable, Iterable, Iterator


def pool_map(fn: Callable, units: Iterable, workers: int) -> Iterator:
    """Ordered map over a process pool, with at most 2 work units per worker in flight.

    Pool.imap would read the whole input ahead; the window keeps memory flat.
    Fork shares the imported modules with the parent; each worker loads the pipeline once.
    """
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
    with context.Pool(workers, initializer=_start_worker) as pool:
        submit = lambda unit: pool.apply_async(fn, (unit,))  # noqa: E731
        yield from windowed_map(submit, lambda job: job.get(), chain([first, second], units), 2 * workers)


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


def _start_worker() -> None:
    """A pool worker: one BLAS thread (the processes already use every core), then the pipeline."""
    from threadpoolctl import threadpool_limits

    threadpool_limits(1, user_api="blas")
    _warm_up()
