"""Engines map the extraction function over work units (lists of records) and yield the results in input order.

`serial` runs in this process, `local` on a pool of worker processes (engines/local.py), `dask` on a Dask
cluster (engines/dask.py, an optional extra). The batch runner picks one with `make_engine`; the engines know
nothing of chunks, part files or tables.
"""

from __future__ import annotations

from typing import Callable, Iterable, Iterator, Optional

# fn(work unit) -> rows; an engine maps fn over the units and yields fn's results in order.
Engine = Callable[[Callable, Iterable], Iterator]


def make_engine(name: str, workers: int, scheduler: Optional[str] = None) -> Engine:
    if name == "dask":
        from extractor.engines.dask import dask_engine  # imported only when asked for: dask is an optional extra

        return dask_engine(workers, scheduler)
    if workers <= 1:
        return lambda fn, units: map(fn, units)
    from extractor.engines.local import pool_map

    return lambda fn, units: pool_map(fn, units, workers)
