"""The streaming batch runner: inputs -> chunks -> workers -> part files -> output tables.

The input stream is cut into numbered chunks of `chunk_size` records. Each chunk is
extracted (in this process, a process pool, or on Dask) and its rows are written as part
files under OUT/.parts/, then recorded in a journal with fsync. Only then does the chunk
count as done, so a run killed at any moment (SIGKILL included) and started again with
--resume redoes at most the chunks in flight: every record ends exactly once in papers or
errors. When all chunks are done the parts are concatenated, in chunk order, into the
final tables, so the output is the same whatever the number of workers.

Faults a run survives: a worker killed under a unit (engines/local.py reruns it, then gives its records error
rows), a record that would take forever (work_unit.py's time budget), a second run into the same folder (a
lock, run_folder.py), a kill while the final tables are being moved into place (they are swapped in as a set),
and damaged part files or journal lines (the chunk is redone).
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections import deque
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Callable, Iterator, Optional, Sequence

import pyarrow as pa
import pyarrow.parquet as pq

from extractor.engines import Engine, make_engine
from extractor.engines.local import Recovery
from extractor.errors import RunError
from extractor.io.formats import FORMATS, OutputOptions
from extractor.io.readers import FieldNames, ReadItem, read_records
from extractor.io.writers import TableSet, rows_to_table, unified_schema, write_atomic_text
from extractor.io.inputs import count_records
from extractor.manifest import build_manifest, versions_metadata
from extractor.names.index import NameIndex, RunSpellings
from extractor.progress import LOG_INTERVAL_SECONDS, Progress
from extractor.records import RUN_TABLES, TABLES
from extractor.run_folder import (FolderLock, check_inputs_outside, fsync_dir, recover, replace_durably, staging_dir,
                                  swap_in)
from extractor.work_unit import DEFAULT_RECORD_SECONDS, extract_unit, lost_unit_rows

PARTS_DIR = ".parts"
JOURNAL = "done.jsonl"
RUN_FILE = "run.json"
WORKER_ATTEMPTS = 2  # tries of a record whose worker died, before it becomes an error row

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
    progress_interval: float = LOG_INTERVAL_SECONDS  # seconds between progress lines when stderr is not a terminal
    output: OutputOptions = field(default_factory=OutputOptions)
    argv: Sequence[str] = ()  # the command line, for the manifest
    record_seconds: Optional[float] = DEFAULT_RECORD_SECONDS  # time budget per record (None: no budget)


@dataclass
class RunSummary:
    out_dir: Path
    counts: dict[str, int]
    records_in: int
    seconds: float
    chunks_resumed: int = 0
    records_this_run: int = 0  # records_in less those an earlier, resumed invocation did

    @property
    def errors(self) -> int:
        return self.counts.get("errors", 0)


def extract_chunk(items: list[ReadItem], record_seconds: Optional[float] = DEFAULT_RECORD_SECONDS) -> ChunkRows:
    """Rows per table for one work unit (one pipeline batch); runs in worker processes (work_unit.py)."""
    return extract_unit(items, record_seconds)


def run(options: RunOptions) -> RunSummary:
    """The run, holding the output folder's lock throughout. An OS error (disk full, a folder made read-only)
    ends it with one line (RunError), never a traceback; the parts written so far stay for --resume."""
    check_inputs_outside(options.inputs, options.out_dir)
    try:
        options.out_dir.mkdir(parents=True, exist_ok=True)
        with FolderLock(options.out_dir):
            return _run_locked(options)
    except BrokenPipeError:  # tables piped to stdout and the reader went away: the CLI's to handle
        raise
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        raise RunError(f"{where}{exc.strerror or exc}") from exc


def _run_locked(options: RunOptions) -> RunSummary:
    started, started_at = time.perf_counter(), datetime.now(timezone.utc)
    parts = options.out_dir / PARTS_DIR
    recover(options.out_dir, parts)
    done = _prepare_parts(parts, options)
    chunks_resumed, records_resumed = len(done), _journal_records(parts, done)
    engine = make_engine(options.engine, options.workers, options.scheduler, _recovery(options.record_seconds))
    chunks = _numbered_chunks(read_records(options.inputs, options.fields), options.chunk_size)
    todo = ((index, chunk) for index, chunk in chunks if index not in done)
    total = _count_records(options.inputs) if options.progress else None
    work = partial(extract_chunk, record_seconds=options.record_seconds)
    with Progress(total, records_resumed, options.progress, interval=options.progress_interval) as progress:
        on_unit = lambda rows: progress.update(len(rows["papers"]) + len(rows["errors"]), len(rows["errors"]))  # noqa: E731
        for index, chunk, rows in _run_chunks(engine, todo, options.batch_size, on_unit, work):
            _write_part(parts, index, rows)
            _journal(parts, index, len(chunk))
            done.add(index)
    staging = staging_dir(options.out_dir)  # the new set is written aside, then swapped in whole
    counts = _merge_parts(parts, staging, sorted(done), options.output)
    seconds = time.perf_counter() - started
    records_in = counts["papers"] + counts["errors"]
    summary = RunSummary(options.out_dir, counts, records_in, seconds, chunks_resumed, records_in - records_resumed)
    _write_manifest(options, summary, started_at, staging)
    swap_in(staging, options.out_dir, _table_files())
    shutil.rmtree(parts)
    return summary


def _recovery(record_seconds: Optional[float]) -> Recovery:
    """How the engine turns a unit whose worker keeps dying into rows; its deadline leaves room for the worker's
    own budget (the batch, then each record alone) before the engine kills it."""
    return Recovery(
        lost=lambda unit, reason: lost_unit_rows(unit, f"not extracted: {reason}"),
        merge=merge_rows, attempts=WORKER_ATTEMPTS,
        deadline=(lambda unit: record_seconds * (len(unit) + 2)) if record_seconds else (lambda unit: None),
    )


def _count_records(inputs: Sequence[str]) -> Optional[int]:
    """The progress bar's total; an input the count cannot read is left to the readers to report."""
    try:
        return count_records(inputs)
    except Exception:  # noqa: BLE001 - a total for a progress bar is never worth failing a run
        return None


def _table_files() -> list[str]:
    return [f"{name}.{fmt}" for name in [*TABLES, *RUN_TABLES] for fmt in FORMATS]


def _run_chunks(
    engine: Engine, todo: Iterator[tuple[int, list[ReadItem]]], unit: int,
    on_unit: Optional[Callable[[ChunkRows], None]] = None, work: Optional[Callable[[list], ChunkRows]] = None,
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

    results = iter(engine(work or extract_chunk, units_in()))
    if on_unit is not None:  # progress moves per work unit, not per (much larger) chunk
        results = _observed(results, on_unit)
    for first in results:  # a chunk's first unit has been handed out, so its entry is pending
        index, chunk, n_units = pending.popleft()
        yield index, chunk, merge_rows([first, *islice(results, n_units - 1)])


def _observed(results: Iterator[ChunkRows], on_unit: Callable[[ChunkRows], None]) -> Iterator[ChunkRows]:
    for rows in results:
        on_unit(rows)
        yield rows


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
        previous = _read_fingerprint(parts)
        if previous is not None:  # an unreadable run file cannot vouch for the parts: start over
            if previous != json.loads(json.dumps(fingerprint)):
                raise RunError(f"--resume: {options.out_dir} holds an unfinished run with other inputs or options")
            return _read_journal(parts)
    if parts.exists():
        shutil.rmtree(parts)
    parts.mkdir(parents=True)
    write_atomic_text(parts / RUN_FILE, json.dumps(fingerprint, indent=1))
    return set()


def _read_fingerprint(parts: Path) -> Optional[dict]:
    try:
        return json.loads((parts / RUN_FILE).read_bytes())
    except (OSError, ValueError):
        return None


def _read_journal(parts: Path) -> set[int]:
    """The chunks done: journaled, and with intact parts (a damaged part makes its chunk be redone)."""
    return {index for index, records in _journal_entries(parts).items() if _parts_intact(parts, index, records)}


def _journal_entries(parts: Path) -> dict[int, int]:
    """chunk -> records, from the journal's readable lines; a line cut short or garbled by a crash is skipped,
    and its chunk redone."""
    journal = parts / JOURNAL
    entries: dict[int, int] = {}
    text = journal.read_bytes().decode("utf-8", errors="replace") if journal.exists() else ""
    for line in text.splitlines():
        try:
            entry = json.loads(line)
            index, records = entry["chunk"], entry["records"]
        except (ValueError, KeyError, TypeError, RecursionError):
            continue
        if type(index) is int and type(records) is int and index >= 0:
            entries[index] = records
    return entries


def _parts_intact(parts: Path, index: int, records: int) -> bool:
    """Every part of the chunk reads back whole, and papers + errors hold one row per record."""
    try:
        rows = {name: pq.read_table(parts / _part_name(index, name)).num_rows for name in TABLES}
    except (OSError, ValueError, pa.ArrowException):  # missing, empty, cut short or garbled
        return False
    return rows["papers"] + rows["errors"] == records


def _journal_records(parts: Path, done: set[int]) -> int:
    """Records of the chunks an earlier invocation finished (0 for a fresh run)."""
    records = _journal_entries(parts)
    return sum(records.get(index, 0) for index in done)


def _part_name(index: int, table: str) -> str:
    return f"chunk-{index:07d}.{table}.parquet"


def _write_part(parts: Path, index: int, rows: ChunkRows) -> None:
    for name in TABLES:
        final = parts / _part_name(index, name)
        tmp = final.with_name(final.name + ".tmp")
        pq.write_table(rows_to_table(name, rows.get(name, [])), tmp)
        replace_durably(tmp, final)  # the journal line that follows must never name a part still in the page cache
    fsync_dir(parts)


def _journal(parts: Path, index: int, n_records: int) -> None:
    with open(parts / JOURNAL, "a", encoding="utf-8") as handle:
        handle.write(json.dumps({"chunk": index, "records": n_records}) + "\n")
        handle.flush()
        os.fsync(handle.fileno())


INDEX_BLOCK = 50_000  # name_index rows written at a time


def _merge_parts(parts: Path, out_dir: Path, indices: list[int], output: OutputOptions = OutputOptions()) -> dict[str, int]:
    """The final tables from the parts, in chunk order. Names the knowledge base does not know take the run's most
    common spelling (a first pass over the small names parts counts them), and the run's name index is built from
    the names rows on the way."""
    spellings = RunSpellings()
    for index in indices:
        spellings.add(pq.read_table(parts / _part_name(index, "names")).to_pylist())
    name_index = NameIndex()
    # Kept input fields were typed per chunk; the papers table gets one type per field over all of them.
    papers = unified_schema("papers", [pq.read_schema(parts / _part_name(index, "papers")) for index in indices])
    tables = TableSet(out_dir, [*TABLES, *RUN_TABLES], output, {"papers": papers}, versions_metadata())
    try:
        for index in indices:
            for name in TABLES:
                data = pq.read_table(parts / _part_name(index, name))
                if name in ("entities", "names"):
                    data = _with_run_spellings(data, spellings)
                if name == "entities":
                    name_index.add(data.select(["paper_id", "text", "label", "canonical", "name_id"]).to_pylist())
                if name == "names":
                    name_index.add_scores(data.select(["label", "canonical", "name_id", "score"]).to_pylist())
                tables.writers[name].write_table(data)
        rows = name_index.iter_rows()  # streamed: a run's distinct names can be millions
        while block := list(islice(rows, INDEX_BLOCK)):
            tables.writers["name_index"].write_rows(block)
        tables.close()
    except BaseException:
        tables.abort()
        raise
    return tables.counts()


def _with_run_spellings(data: pa.Table, spellings: RunSpellings) -> pa.Table:
    column = spellings.apply_columns(*(data.column(c).to_pylist() for c in ("label", "canonical", "name_id")))
    return data.set_column(data.schema.get_field_index("canonical"), "canonical", pa.array(column, pa.string()))


# ---- manifest and progress ------------------------------------------------------------------


def _write_manifest(options: RunOptions, summary: RunSummary, started_at: datetime, folder: Path) -> None:
    manifest = build_manifest(
        argv=options.argv, started=started_at, finished=datetime.now(timezone.utc), inputs=options.inputs,
        counts=summary.counts, records_total=summary.records_in, records_this_run=summary.records_this_run,
        resumed=summary.chunks_resumed > 0, chunks_resumed=summary.chunks_resumed, seconds=summary.seconds,
        options={"workers": options.workers, "engine": options.engine, "batch_size": options.batch_size,
                 "chunk_size": options.chunk_size, "fields": asdict(options.fields), "output": asdict(options.output)},
    )
    write_atomic_text(folder / "manifest.json", json.dumps(manifest, indent=2) + "\n")
