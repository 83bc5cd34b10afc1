"""The streaming batch runner: inputs -> chunks -> workers -> part files -> output tables.

The input stream is cut into numbered chunks of `chunk_size` records. Each chunk is
extracted (in this process, a process pool, or on Dask) and its rows are written as part
files under OUT/.parts/, then recorded in a journal with fsync. Only then does the chunk
count as done, so a run killed at any moment (SIGKILL included) and started again with
--resume redoes at most the chunks in flight: every record ends exactly once in papers or
errors. When all chunks are done the parts are concatenated, in chunk order, into the
final tables, so the output is the same whatever the number of workers.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections import deque
from dataclasses import asdict, dataclass, field
from itertools import islice
from pathlib import Path
from typing import Iterator, Optional, Sequence

import pyarrow as pa
import pyarrow.parquet as pq

from extractor.engines import Engine, make_engine
from extractor.errors import RunError
from extractor.io.readers import FieldNames, ReadItem, read_records
from extractor.io.writers import TableSet, rows_to_table, write_atomic_text
from extractor.names.index import NameIndex, RunSpellings
from extractor.records import RUN_TABLES, TABLES

PARTS_DIR = ".parts"
JOURNAL = "done.jsonl"
RUN_FILE = "run.json"

ChunkRows = dict[str, list[dict]]


@dataclass
class RunOptions:
    inputs: Sequence[str]
    out_dir: Path
    workers: int = 1
    batch_size: int = 64
    chunk_size: int = 500
    resume: bool = False
    fields: FieldNames = field(default_factory=FieldNames)
    engine: str = "local"
    scheduler: Optional[str] = None
    progress: bool = True


@dataclass
class RunSummary:
    out_dir: Path
    counts: dict[str, int]
    records_in: int
    seconds: float
    chunks_resumed: int = 0

    @property
    def errors(self) -> int:
        return self.counts.get("errors", 0)


def extract_chunk(items: list[ReadItem]) -> ChunkRows:
    """Rows per table for one work unit (one pipeline batch); runs in worker processes, the pipeline loaded once
    per process."""
    from extractor.api import Extractor, result_rows

    rows: ChunkRows = {name: [] for name in TABLES}
    for result in Extractor(batch_size=max(len(items), 1)).extract_many(items):
        for name, table_rows in result_rows(result).items():
            rows[name].extend(table_rows)
    return rows


def run(options: RunOptions) -> RunSummary:
    started = time.perf_counter()
    parts = options.out_dir / PARTS_DIR
    done = _prepare_parts(parts, options)
    engine = make_engine(options.engine, options.workers, options.scheduler)
    chunks = _numbered_chunks(read_records(options.inputs, options.fields), options.chunk_size)
    todo = ((index, chunk) for index, chunk in chunks if index not in done)
    with _progress(options.progress) as bar:
        for index, chunk, rows in _run_chunks(engine, todo, options.batch_size):
            _write_part(parts, index, rows)
            _journal(parts, index, len(chunk))
            done.add(index)
            bar.update(len(chunk))
    counts = _merge_parts(parts, options.out_dir, sorted(done))
    seconds = time.perf_counter() - started
    summary = RunSummary(options.out_dir, counts, counts["papers"] + counts["errors"], seconds)
    _write_manifest(options, summary)
    shutil.rmtree(parts)
    return summary


def _run_chunks(
    engine: Engine, todo: Iterator[tuple[int, list[ReadItem]]], unit: int
) -> Iterator[tuple[int, list[ReadItem], ChunkRows]]:
    """Each chunk's rows, in order. Engines take work units of `unit` records, not whole chunks: with
    500-record chunks one worker did a run's last chunk alone while the others waited (6 of 107 s on
    4,128 abstracts with 2 workers), and an input of one chunk used one worker."""
    # The engine sees only units; each chunk's index and unit count travel alongside in the same order.
    pending: deque[tuple[int, list[ReadItem], int]] = deque()

    def units_in() -> Iterator[list[ReadItem]]:
        for index, chunk in todo:
            units = [chunk[start : start + unit] for start in range(0, len(chunk), unit)]
            pending.append((index, chunk, len(units)))
            yield from units

    results = iter(engine(extract_chunk, units_in()))
    for first in results:  # a chunk's first unit has been handed out, so its entry is pending
        index, chunk, n_units = pending.popleft()
        yield index, chunk, merge_rows([first, *islice(results, n_units - 1)])


def merge_rows(parts: list[ChunkRows]) -> ChunkRows:
    """The rows of consecutive work units as one chunk's, in order."""
    return {name: [row for part in parts for row in part.get(name, [])] for name in TABLES}


def _numbered_chunks(items: Iterator[ReadItem], size: int) -> Iterator[tuple[int, list[ReadItem]]]:
    index = 0
    while chunk := list(islice(items, size)):
        yield index, chunk
        index += 1


# ---- parts, journal, resume -----------------------------------------------------------------


def _run_fingerprint(options: RunOptions) -> dict:
    """What must match for --resume to continue a run: the inputs as files and the chunking."""
    inputs = []
    for path in options.inputs:
        stat = os.stat(path) if path != "-" else None
        inputs.append({"path": os.path.abspath(path) if stat else "-", "size": stat.st_size if stat else None,
                       "mtime_ns": stat.st_mtime_ns if stat else None})
    return {"inputs": inputs, "chunk_size": options.chunk_size, "fields": asdict(options.fields)}


def _prepare_parts(parts: Path, options: RunOptions) -> set[int]:
    """The set of chunks already done (resume), after checking the parts belong to this run."""
    fingerprint = _run_fingerprint(options)
    if options.resume and (parts / RUN_FILE).exists():
        if "-" in options.inputs:
            raise RunError("--resume cannot continue a run that reads standard input")
        previous = json.loads((parts / RUN_FILE).read_text())
        if previous != fingerprint:
            raise RunError(f"--resume: {options.out_dir} holds an unfinished run with other inputs or options")
        return _read_journal(parts)
    if parts.exists():
        shutil.rmtree(parts)
    parts.mkdir(parents=True)
    write_atomic_text(parts / RUN_FILE, json.dumps(fingerprint, indent=1))
    return set()


def _read_journal(parts: Path) -> set[int]:
    done: set[int] = set()
    journal = parts / JOURNAL
    if not journal.exists():
        return done
    for line in journal.read_text().splitlines():
        try:
            index = json.loads(line)["chunk"]
        except (ValueError, KeyError):
            continue  # a line cut short by a kill: that chunk is redone
        if all((parts / _part_name(index, name)).exists() for name in TABLES):
            done.add(index)
    return done


def _part_name(index: int, table: str) -> str:
    return f"chunk-{index:07d}.{table}.parquet"


def _write_part(parts: Path, index: int, rows: ChunkRows) -> None:
    for name in TABLES:
        final = parts / _part_name(index, name)
        tmp = final.with_name(final.name + ".tmp")
        pq.write_table(rows_to_table(name, rows.get(name, [])), tmp)
        os.replace(tmp, final)


def _journal(parts: Path, index: int, n_records: int) -> None:
    with open(parts / JOURNAL, "a", encoding="utf-8") as handle:
        handle.write(json.dumps({"chunk": index, "records": n_records}) + "\n")
        handle.flush()
        os.fsync(handle.fileno())


def _merge_parts(parts: Path, out_dir: Path, indices: list[int]) -> dict[str, int]:
    """The final tables from the parts, in chunk order. Names the knowledge base does not know take the run's most
    common spelling (a first pass over the small names parts counts them), and the run's name index is built from
    the names rows on the way."""
    spellings = RunSpellings()
    for index in indices:
        spellings.add(pq.read_table(parts / _part_name(index, "names")).to_pylist())
    name_index = NameIndex()
    tables = TableSet(out_dir, [*TABLES, *RUN_TABLES])
    try:
        for index in indices:
            for name in TABLES:
                data = pq.read_table(parts / _part_name(index, name))
                if name in ("entities", "names"):
                    data = _with_run_spellings(data, spellings)
                if name == "entities":
                    name_index.add(data.select(["paper_id", "text", "label", "canonical", "name_id"]).to_pylist())
                tables.writers[name].write_table(data)
        tables.writers["name_index"].write_rows(name_index.rows())
        tables.close()
    except BaseException:
        tables.abort()
        raise
    return tables.counts()


def _with_run_spellings(data: pa.Table, spellings: RunSpellings) -> pa.Table:
    column = spellings.apply_columns(*(data.column(c).to_pylist() for c in ("label", "canonical", "name_id")))
    return data.set_column(data.schema.get_field_index("canonical"), "canonical", pa.array(column, pa.string()))


# ---- manifest and progress ------------------------------------------------------------------


def _write_manifest(options: RunOptions, summary: RunSummary) -> None:
    import spacy

    from extractor import __version__
    from extractor.pipeline import CONTRIBUTION_MODEL, NER_MODEL, TASK_TYPE_MODEL

    manifest = {
        "inputs": [os.path.abspath(p) if p != "-" else "-" for p in options.inputs],
        "counts": summary.counts,
        "records_in": summary.records_in,
        "elapsed_seconds": round(summary.seconds, 3),
        "extractor_version": __version__,
        "spacy_version": spacy.__version__,
        "models": {name: _model_version(path) for name, path in (
            ("ner", NER_MODEL), ("task_type", TASK_TYPE_MODEL), ("contribution_type", CONTRIBUTION_MODEL))},
        "options": {"workers": options.workers, "engine": options.engine, "batch_size": options.batch_size,
                    "chunk_size": options.chunk_size, "fields": asdict(options.fields)},
    }
    write_atomic_text(options.out_dir / "manifest.json", json.dumps(manifest, indent=2) + "\n")


def _model_version(path: Path) -> Optional[str]:
    meta = path / "meta.json"
    if not meta.exists():
        return None
    data = json.loads(meta.read_text())
    return f"{data.get('name')}-{data.get('version')}"


class _progress:
    """A tqdm bar on stderr that only shows on a terminal (tqdm's disable=None)."""

    def __init__(self, enabled: bool):
        self.enabled = enabled

    def __enter__(self):
        from tqdm import tqdm

        self.bar = tqdm(unit=" records", disable=None if self.enabled else True, mininterval=1.0, delay=2.0)
        return self.bar

    def __exit__(self, *exc) -> None:
        self.bar.close()
