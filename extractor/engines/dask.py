"""The Dask engine: chunks go to Dask workers, results come back in input order.

Each worker process loads the pipeline once (extractor.pipeline.shared_pipeline is cached
per process); the client keeps a bounded window of chunks in flight so memory stays flat.
Dask itself reruns the task of a worker that died; a task that killed `allowed-failures` workers comes back as
KilledWorker, and its records become error rows through the run's Recovery instead of ending the run.
"""

from __future__ import annotations

from typing import Callable, Iterable, Iterator, Optional

from extractor.engines.local import Recovery, windowed_map
from extractor.errors import RunError

CONNECT_SECONDS = 10


def dask_engine(workers: int, scheduler: Optional[str] = None,
                recovery: Optional[Recovery] = None) -> Callable[[Callable, Iterable], Iterator]:
    """An engine on an existing cluster (scheduler address) or on a LocalCluster of `workers` processes."""
    try:
        from dask.distributed import Client, LocalCluster
        from distributed import KilledWorker
    except ImportError as exc:  # an optional extra
        raise RunError("the dask engine needs the dask extra: pip install 'extractor[dask]'") from exc

    def result(job) -> object:
        future, unit = job
        try:
            return future.result()
        except KilledWorker:
            if recovery is None:
                raise
            return recovery.lost(unit, "every Dask worker that ran it died (KilledWorker)")

    def engine(fn: Callable, chunks: Iterable) -> Iterator:
        cluster = None
        try:
            if scheduler:
                client = Client(scheduler, timeout=f"{CONNECT_SECONDS}s")
            else:
                cluster = LocalCluster(n_workers=max(workers, 1), threads_per_worker=1, processes=True,
                                       dashboard_address=None)
                client = Client(cluster)
        except (OSError, TimeoutError) as exc:
            if cluster is not None:
                cluster.close()
            where = f"the Dask scheduler at {scheduler}" if scheduler else "a local Dask cluster"
            raise RunError(f"cannot reach {where}: {exc}".splitlines()[0]) from None
        try:
            window = 2 * max(len(client.scheduler_info().get("workers", {})), 1)
            submit = lambda chunk: (client.submit(fn, chunk, pure=False), chunk)  # noqa: E731
            yield from windowed_map(submit, result, chunks, window)
        finally:
            client.close()
            if cluster is not None:
                cluster.close()

    return engine
