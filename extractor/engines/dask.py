"""The Dask engine: chunks go to Dask workers, results come back in input order.

Each worker process loads the pipeline once (extractor.pipeline.shared_pipeline is cached
per process); the client keeps a bounded window of chunks in flight so memory stays flat.
"""

from __future__ import annotations

from typing import Callable, Iterable, Iterator, Optional

from extractor.engines.local import windowed_map
from extractor.errors import RunError


def dask_engine(workers: int, scheduler: Optional[str] = None) -> Callable[[Callable, Iterable], Iterator]:
    """An engine on an existing cluster (scheduler address) or on a LocalCluster of `workers` processes."""
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError as exc:  # an optional extra
        raise RunError("the dask engine needs the dask extra: pip install 'extractor[dask]'") from exc

    def engine(fn: Callable, chunks: Iterable) -> Iterator:
        cluster = None
        if scheduler:
            client = Client(scheduler)
        else:
            cluster = LocalCluster(n_workers=max(workers, 1), threads_per_worker=1, processes=True, dashboard_address=None)
            client = Client(cluster)
        try:
            window = 2 * max(len(client.scheduler_info().get("workers", {})), 1)
            yield from windowed_map(lambda chunk: client.submit(fn, chunk, pure=False), lambda future: future.result(), chunks, window)
        finally:
            client.close()
            if cluster is not None:
                cluster.close()

    return engine
