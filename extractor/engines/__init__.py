"""Engines map the extraction function over work units (lists of records) and yield the results in input order.

`serial` runs in this process, `local` on a pool of worker processes (engines/local.py), `dask` on a Dask
cluster (engines/dask.py, an optional extra). The batch runner picks one with `make_engine`; the engines know
nothing of chunks, part files or tables. A `Recovery` tells an engine what stands for a unit whose worker keeps
dying, so that a run never waits forever nor loses a record.
"""

from __future__ import annotations

import os
from typing import Callable, Iterable, Iterator, Optional

from extractor.engines.local import Recovery

# fn(work unit) -> rows; an engine maps fn over the units and yields fn's results in order.
Engine = Callable[[Callable, Iterable], Iterator]


def available_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def local_workers(requested: int) -> int:
    """More processes than cores only add memory (16 workers on 2 cores: 1.5 GB, and slower): at most one each."""
    return max(1, min(requested, available_cores()))


def make_engine(name: str, workers: int, scheduler: Optional[str] = None,
                recovery: Optional[Recovery] = None) -> Engine:
    if name == "dask":
        from extractor.engines.dask import dask_engine  # imported only when asked for: dask is an optional extra

        return dask_engine(workers, scheduler, recovery)
    workers = local_workers(workers)
    if workers <= 1:
        return lambda fn, units: map(fn, units)
    from extractor.engines.local import pool_map

    return lambda fn, units: pool_map(fn, units, workers, recovery)
