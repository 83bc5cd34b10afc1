"""Input readers: files of any supported format -> a stream of PaperInput or ErrorRecord.

Every physical record of the input yields exactly one item, so nothing is lost: a record
that cannot become a PaperInput comes out as an ErrorRecord with its source line.
Readers are lazy (one record in memory at a time), except JSON arrays, which are parsed
whole because a JSON array has no record boundaries to stream on.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import Any, Iterable, Iterator, Union

import pyarrow.parquet as pq
from pydantic import ValidationError

from extractor.records import ErrorRecord, PaperInput

ReadItem = Union[PaperInput, ErrorRecord]

SUPPORTED_SUFFIXES = (".jsonl", ".ndjson", ".json", ".csv", ".parquet", ".txt")
ID_FIELDS = ("id", "paper_id")
TEXT_FIELDS = ("abstract", "text")
EXCERPT_CHARS = 200
# csv's default field limit (128 KB) would abort the whole file on one huge field; let the
# record through to validation, which rejects it with a clear reason instead.
csv.field_size_limit(sys.maxsize)


class InputError(Exception):
    """The input as a whole cannot be read (missing file, unknown format)."""


@dataclass(frozen=True)
class FieldNames:
    """Which record fields hold the id and the abstract (None: the usual names)."""

    id_field: str | None = None
    text_field: str | None = None


@dataclass(frozen=True)
class RawRecord:
    """One record as found in a file, before validation."""

    source: str  # file:line
    default_id: str  # a stable id from file and line, for records that carry none
    value: Any  # the parsed object, or an Exception when it could not be parsed
    excerpt: str


def check_readable(path: str) -> None:
    """Raise InputError with a one-line reason when `path` cannot be read at all."""
    if path == "-":
        return
    p = Path(path)
    if not p.exists():
        raise InputError(f"input not found: {path}")
    if not p.is_file():
        raise InputError(f"input is not a file: {path}")
    if p.suffix.lower() not in SUPPORTED_SUFFIXES:
        raise InputError(f"unsupported input format {p.suffix or '(none)'!r} for {path}; use one of {', '.join(SUPPORTED_SUFFIXES)}")
    try:
        with p.open("rb"):
            pass
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror}") from exc


def read_records(paths: Iterable[str], fields: FieldNames = FieldNames()) -> Iterator[ReadItem]:
    """All records of all inputs, validated, with duplicate ids turned into errors (first wins)."""
    seen_ids: set[str] = set()
    for path in paths:
        for raw in read_raw(path):
            item = to_paper_input(raw, fields)
            if isinstance(item, PaperInput):
                if item.paper_id in seen_ids:
                    item = ErrorRecord(
                        paper_id=item.paper_id, source=raw.source,
                        reason=f"duplicate id {item.paper_id!r}: the first record with this id was kept",
                        excerpt=raw.excerpt,
                    )
                else:
                    seen_ids.add(item.paper_id)
            yield item


def read_raw(path: str) -> Iterator[RawRecord]:
    if path == "-":
        return read_jsonl_stream(sys.stdin.buffer, "<stdin>", "stdin")
    suffix = Path(path).suffix.lower()
    readers = {
        ".jsonl": read_jsonl, ".ndjson": read_jsonl, ".json": read_json_array,
        ".csv": read_csv, ".parquet": read_parquet, ".txt": read_txt,
    }
    if suffix not in readers:
        raise InputError(f"unsupported input format {suffix!r} for {path}")
    return readers[suffix](path)


def read_jsonl(path: str) -> Iterator[RawRecord]:
    with open(path, "rb") as handle:
        yield from read_jsonl_stream(handle, path, Path(path).stem)


def read_jsonl_stream(handle: io.BufferedIOBase, name: str, stem: str) -> Iterator[RawRecord]:
    for line_no, line in enumerate(handle, start=1):
        if not line.strip():
            continue
        source = f"{name}:{line_no}"
        try:
            text = line.decode("utf-8")
            value: Any = json.loads(text)
        except UnicodeDecodeError as exc:
            value = ValueError(f"not valid UTF-8 (byte {exc.start})")
            text = line.decode("utf-8", errors="replace")
        except json.JSONDecodeError as exc:
            value = ValueError(f"broken JSON: {exc.msg} at column {exc.colno}")
        yield RawRecord(source, f"{stem}:{line_no}", value, text.strip()[:EXCERPT_CHARS])


def read_json_array(path: str) -> Iterator[RawRecord]:
    stem = Path(path).stem
    try:
        data = json.loads(Path(path).read_bytes().decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"cannot parse {path} as JSON: {exc}") from exc
    items = data if isinstance(data, list) else [data]
    for index, value in enumerate(items, start=1):
        yield RawRecord(f"{path}:{index}", f"{stem}:{index}", value, json.dumps(value, ensure_ascii=False)[:EXCERPT_CHARS])


def read_csv(path: str) -> Iterator[RawRecord]:
    stem = Path(path).stem
    # surrogateescape keeps undecodable bytes visible as lone surrogates, so a bad row is
    # reported on its own instead of aborting the file.
    with open(path, encoding="utf-8", errors="surrogateescape", newline="") as handle:
        reader = csv.DictReader(handle)
        line_no = reader.line_num
        for row in reader:
            first_line, line_no = line_no + 1, reader.line_num
            value: Any = row
            if any(_has_surrogates(v) for v in row.values() if isinstance(v, str)):
                value = ValueError("not valid UTF-8")
            elif None in row:
                value = ValueError(f"row has {len(reader.fieldnames or []) + len(row[None])} fields; the header has {len(reader.fieldnames or [])}")
            excerpt = ",".join(str(v) for v in row.values() if isinstance(v, str))
            yield RawRecord(f"{path}:{first_line}", f"{stem}:{first_line}", value, _printable(excerpt)[:EXCERPT_CHARS])


def read_parquet(path: str) -> Iterator[RawRecord]:
    stem = Path(path).stem
    row_no = 0
    for batch in pq.ParquetFile(path).iter_batches(batch_size=1024):
        for row in batch.to_pylist():
            row_no += 1
            yield RawRecord(f"{path}:{row_no}", f"{stem}:{row_no}", row, json.dumps(row, ensure_ascii=False, default=str)[:EXCERPT_CHARS])


def read_txt(path: str) -> Iterator[RawRecord]:
    """Paragraphs separated by blank lines; a first paragraph that is a heading is skipped."""
    stem = Path(path).stem
    with open(path, encoding="utf-8", errors="surrogateescape") as handle:
        paragraphs = _paragraphs(handle)
        first = next(paragraphs, None)
        second = next(paragraphs, None)
        # A heading only counts as one when an abstract follows it: a lone line is a record.
        leading = [p for p in (first, second) if p is not None]
        if second is not None and _is_heading(first[1]):
            leading = [second]
        for line_no, text in chain(leading, paragraphs):
            value: Any = ValueError("not valid UTF-8") if _has_surrogates(text) else {"abstract": text}
            yield RawRecord(f"{path}:{line_no}", f"{stem}:{line_no}", value, _printable(text)[:EXCERPT_CHARS])


def _paragraphs(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    start, block = 0, []
    for line_no, line in enumerate(lines, start=1):
        if line.strip():
            if not block:
                start = line_no
            block.append(line.rstrip("\r\n"))
        elif block:
            yield start, "\n".join(block)
            block = []
    if block:
        yield start, "\n".join(block)


def _is_heading(paragraph: str) -> bool:
    """A single short line that does not end like a sentence: a title, not an abstract."""
    return "\n" not in paragraph and len(paragraph) <= 120 and not paragraph.rstrip().endswith((".", "!", "?"))


def to_paper_input(raw: RawRecord, fields: FieldNames = FieldNames()) -> ReadItem:
    value = raw.value
    if isinstance(value, Exception):
        return ErrorRecord(source=raw.source, reason=str(value), excerpt=raw.excerpt)
    if not isinstance(value, dict):
        return ErrorRecord(source=raw.source, reason=f"expected an object with an abstract, got a JSON {_json_type(value)}", excerpt=raw.excerpt)
    paper_id = _pick(value, (fields.id_field,) if fields.id_field else ID_FIELDS)
    abstract = _pick(value, (fields.text_field,) if fields.text_field else TEXT_FIELDS)
    id_text = None if paper_id is None else str(paper_id)
    if isinstance(paper_id, (dict, list, bool)):
        return ErrorRecord(source=raw.source, reason=f"id must be a string or number, got a {_json_type(paper_id)}", excerpt=raw.excerpt)
    if abstract is None:
        wanted = fields.text_field or " or ".join(TEXT_FIELDS)
        return ErrorRecord(paper_id=id_text, source=raw.source, reason=f"missing abstract (no field {wanted})", excerpt=raw.excerpt)
    if not isinstance(abstract, str):
        return ErrorRecord(paper_id=id_text, source=raw.source, reason=f"abstract must be a string, got a {_json_type(abstract)}", excerpt=raw.excerpt)
    title = value.get("title")
    try:
        return PaperInput(
            paper_id=id_text if id_text not in (None, "") else raw.default_id,
            title=title if isinstance(title, str) and title.strip() else None,
            abstract=abstract,
            source=raw.source,
        )
    except ValidationError as exc:
        reason = "; ".join(error["msg"].removeprefix("Value error, ") for error in exc.errors())
        return ErrorRecord(paper_id=id_text, source=raw.source, reason=reason, excerpt=raw.excerpt)


def _pick(record: dict, names: Iterable[str | None]) -> Any:
    for name in names:
        if name in record and record[name] is not None:
            return record[name]
    return None


def _json_type(value: Any) -> str:
    names = {dict: "object", list: "array", str: "string", bool: "boolean", int: "number", float: "number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def _has_surrogates(text: str) -> bool:
    return any("\udc80" <= ch <= "\udcff" for ch in text)


def _printable(text: str) -> str:
    return text.encode("utf-8", errors="replace").decode("utf-8")
