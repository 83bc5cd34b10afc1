"""Input readers: files of any supported format -> a stream of PaperInput or ErrorRecord.

Every physical record of the input yields exactly one item, so nothing is lost: a record
that cannot become a PaperInput comes out as an ErrorRecord with its source line, whatever
it holds (undecodable bytes, a lone surrogate escape, nesting past the recursion limit, a
number too long to convert). Readers are lazy (one record in memory at a time), except JSON
arrays, whose text is read whole and then cut into elements (io/splitters.py).
Bytes become text in io/decode.py: compression by magic bytes, encoding by BOM, any line end.
"""

from __future__ import annotations

import csv
import json
import lzma
import sys
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import IO, Any, Iterable, Iterator, Union

import pyarrow as pa
import pyarrow.parquet as pq
from pydantic import ValidationError

from extractor.io.seen_ids import SeenIds
from extractor.io.decode import (UnreadableInput, format_suffix, has_lone_surrogate, has_undecodable, open_binary,
                                 open_text, printable, replace_surrogates, stdin_binary, text_stream)
from extractor.io.splitters import CsvRecords, json_array_elements
from extractor.records import ErrorRecord, PaperInput

ReadItem = Union[PaperInput, ErrorRecord]

SUPPORTED_SUFFIXES = (".jsonl", ".ndjson", ".json", ".csv", ".parquet", ".txt")
ID_FIELDS = ("id", "paper_id")
TEXT_FIELDS = ("abstract", "text")
EXCERPT_CHARS = 200
PARQUET_MAGIC = b"PAR1"
# csv's default field limit (128 KB) would abort the whole file on one huge field; let the
# record through to validation, which rejects it with a clear reason instead.
csv.field_size_limit(sys.maxsize)


class InputError(Exception):
    """The input as a whole cannot be read (missing file, unknown format)."""


@dataclass(frozen=True)
class FieldNames:
    """Which record fields hold the id and the abstract (None: the usual names), and which are kept as they are
    for the papers table (--keep-fields)."""

    id_field: str | None = None
    text_field: str | None = None
    keep: tuple[str, ...] = ()


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
    suffix = format_suffix(path)
    if suffix not in SUPPORTED_SUFFIXES:
        raise InputError(f"unsupported input format {suffix or '(none)'!r} for {path}; use one of {', '.join(SUPPORTED_SUFFIXES)}")
    try:
        with open_binary(path) as handle:
            head = handle.read(4)
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except (UnreadableInput, EOFError, ValueError, lzma.LZMAError) as exc:
        raise InputError(f"cannot read {path}: {exc}") from exc
    if suffix == ".parquet":
        _check_parquet(path, head)


def _check_parquet(path: str, head: bytes) -> None:
    """A Parquet file starts and ends with PAR1 and carries its schema in a footer: read it now, not mid-run."""
    if head != PARQUET_MAGIC:
        raise InputError(f"{path} is not a Parquet file (it does not start with PAR1); was it renamed?")
    try:
        pq.ParquetFile(path)
    except (OSError, ValueError, pa.ArrowException) as exc:
        raise InputError(f"cannot read {path} as Parquet ({_first_line(exc)}); is it cut short?") from exc


def read_records(paths: Iterable[str], fields: FieldNames = FieldNames()) -> Iterator[ReadItem]:
    """All records of all inputs, validated, with duplicate ids turned into errors (first wins)."""
    with SeenIds() as seen_ids:  # on disk: a set of every id grew the main process with the input
        for path in paths:
            for raw in read_raw(path):
                item = to_paper_input(raw, fields)
                if isinstance(item, PaperInput) and not seen_ids.first_time(item.paper_id):
                    item = ErrorRecord(
                        paper_id=item.paper_id, source=raw.source,
                        reason=f"duplicate id {item.paper_id!r}: the first record with this id was kept",
                        excerpt=raw.excerpt,
                    )
                yield item


def read_raw(path: str) -> Iterator[RawRecord]:
    if path == "-":
        return _guarded(lambda: read_jsonl_stream(_stdin_binary(), "<stdin>", "stdin"))
    suffix = format_suffix(path)
    readers = {
        ".jsonl": read_jsonl, ".ndjson": read_jsonl, ".json": read_json_array,
        ".csv": read_csv, ".parquet": read_parquet, ".txt": read_txt,
    }
    if suffix not in readers:
        raise InputError(f"unsupported input format {suffix!r} for {path}")
    return _guarded(lambda: readers[suffix](path))


def _stdin_binary():
    try:
        return stdin_binary()
    except UnreadableInput as exc:
        raise InputError(str(exc)) from None


def _guarded(make: Any) -> Iterator[RawRecord]:
    """A file that turns out unreadable midway (a corrupt compressed stream, a damaged Parquet row group) ends
    the run with one line (InputError), not a traceback."""
    try:
        yield from make()
    except (InputError, OSError):
        raise
    except (UnreadableInput, EOFError, pa.ArrowException, lzma.LZMAError) as exc:
        raise InputError(f"cannot read input: {_first_line(exc)}") from exc


def read_jsonl(path: str) -> Iterator[RawRecord]:
    with open_binary(path) as handle:
        yield from read_jsonl_stream(handle, path, Path(path).stem)


def read_jsonl_stream(handle: IO[bytes], name: str, stem: str) -> Iterator[RawRecord]:
    for line_no, line in enumerate(text_stream(handle), start=1):
        if not line.strip():
            continue
        text = line.strip()
        value = ValueError("not valid UTF-8") if has_undecodable(text) else parse_json(text)
        yield RawRecord(f"{printable(name)}:{line_no}", f"{printable(stem)}:{line_no}", value, _excerpt(text))


def parse_json(text: str) -> Any:
    """The JSON value, or a ValueError saying plainly why not."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        return ValueError(f"broken JSON: {exc.msg} at column {exc.colno}")
    except RecursionError:
        return ValueError(f"JSON nested deeper than {sys.getrecursionlimit():,} levels")
    except ValueError as exc:  # a number of more than 4,300 digits, and the like
        return ValueError(f"unreadable JSON: {_first_line(exc)}")


def read_json_array(path: str) -> Iterator[RawRecord]:
    stem, name = printable(Path(path).stem), printable(path)
    with open_text(path) as handle:
        text = handle.read()
    if has_undecodable(text):
        raise InputError(f"cannot parse {path} as JSON: it is not valid UTF-8 (or UTF-16/32 with a BOM)")
    start = len(text) - len(text.lstrip())
    if not text[start:].startswith("["):
        yield from _json_document(text, path, name, stem)
        return
    for index, element in enumerate(json_array_elements(text, start), start=1):
        value = element if isinstance(element, Exception) else parse_json(element)
        excerpt = element.strip() if isinstance(element, str) else ""
        yield RawRecord(f"{name}:{index}", f"{stem}:{index}", value, _excerpt(excerpt))


def _json_document(text: str, path: str, name: str, stem: str) -> Iterator[RawRecord]:
    """A .json file that is not an array: one object is one record; objects one per line are JSON Lines."""
    value = parse_json(text)
    if not isinstance(value, Exception):
        yield RawRecord(f"{name}:1", f"{stem}:1", value, _excerpt(text.strip()))
    elif text.lstrip().startswith("{") and "\n" in text.strip():
        for line_no, line in enumerate(text.split("\n"), start=1):
            if line.strip():
                yield RawRecord(f"{name}:{line_no}", f"{stem}:{line_no}", parse_json(line), _excerpt(line.strip()))
    else:
        raise InputError(f"cannot parse {path} as JSON: {value}")


def read_csv(path: str) -> Iterator[RawRecord]:
    stem, name = printable(Path(path).stem), printable(path)
    with open_text(path, newline="") as handle:
        records = iter(CsvRecords(handle))
        header = next(records, None)
        if header is None:
            return
        if isinstance(header[1], csv.Error):
            raise InputError(f"cannot read the header line of {path}: {header[1]}")
        columns = header[1]
        for first_line, fields, raw in records:
            value: Any
            if isinstance(fields, csv.Error):
                value = ValueError(f"broken CSV record: {fields} (an unclosed quote?); reading went on at the next line")
            elif has_undecodable(raw):
                value = ValueError("not valid UTF-8")
            elif len(fields) > len(columns):
                value = ValueError(f"row has {len(fields)} fields; the header has {len(columns)}")
            else:
                value = dict(zip(columns, fields))
                value.update({column: None for column in columns[len(fields):]})
            excerpt = ",".join(fields) if isinstance(fields, list) else raw
            yield RawRecord(f"{name}:{first_line}", f"{stem}:{first_line}", value, _excerpt(excerpt))


def read_parquet(path: str) -> Iterator[RawRecord]:
    stem, name = printable(Path(path).stem), printable(path)
    row_no = 0
    with open_binary(path) as handle:
        if handle.read(4) != PARQUET_MAGIC:
            raise InputError(f"{path} is not a Parquet file (it does not start with PAR1)")
    for batch in pq.ParquetFile(path).iter_batches(batch_size=1024):
        for row in batch.to_pylist():
            row_no += 1
            yield RawRecord(f"{name}:{row_no}", f"{stem}:{row_no}", row, _excerpt(_json_text(row)))


def read_txt(path: str) -> Iterator[RawRecord]:
    """Paragraphs separated by blank lines; a first paragraph that is a heading is skipped."""
    stem, name = printable(Path(path).stem), printable(path)
    with open_text(path) as handle:
        paragraphs = _paragraphs(handle)
        first = next(paragraphs, None)
        second = next(paragraphs, None)
        # A heading only counts as one when an abstract follows it: a lone line is a record.
        leading = [p for p in (first, second) if p is not None]
        if second is not None and _is_heading(first[1]):
            leading = [second]
        for line_no, text in chain(leading, paragraphs):
            value: Any = ValueError("not valid UTF-8") if has_undecodable(text) else {"abstract": text}
            yield RawRecord(f"{name}:{line_no}", f"{stem}:{line_no}", value, _excerpt(text))


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
    excerpt = printable(raw.excerpt)
    if isinstance(value, Exception):
        return ErrorRecord(source=raw.source, reason=str(value), excerpt=excerpt)
    if not isinstance(value, dict):
        return ErrorRecord(source=raw.source, reason=f"expected an object with an abstract, got a JSON {_json_type(value)}", excerpt=excerpt)
    paper_id = _pick(value, (fields.id_field,) if fields.id_field else ID_FIELDS)
    abstract = _pick(value, (fields.text_field,) if fields.text_field else TEXT_FIELDS)
    if isinstance(paper_id, (dict, list, bool)):
        return ErrorRecord(source=raw.source, reason=f"id must be a string or number, got a {_json_type(paper_id)}", excerpt=excerpt)
    id_text = None if paper_id is None else _id_text(paper_id)
    if id_text is not None and has_lone_surrogate(id_text):
        return ErrorRecord(paper_id=printable(id_text), source=raw.source, excerpt=excerpt,
                           reason="id holds a lone surrogate escape (such as \\ud800), which is not a character")
    if abstract is None:
        wanted = fields.text_field or " or ".join(TEXT_FIELDS)
        return ErrorRecord(paper_id=id_text, source=raw.source, reason=f"missing abstract (no field {wanted})", excerpt=excerpt)
    if not isinstance(abstract, str):
        return ErrorRecord(paper_id=id_text, source=raw.source, reason=f"abstract must be a string, got a {_json_type(abstract)}", excerpt=excerpt)
    title = value.get("title")
    try:
        # A lone surrogate escape cannot be written as UTF-8: it becomes U+FFFD, one character for one, so every
        # offset into the abstract still holds.
        return PaperInput(
            paper_id=id_text if id_text not in (None, "") else raw.default_id,
            title=replace_surrogates(title) if isinstance(title, str) and title.strip() else None,
            abstract=replace_surrogates(abstract),
            source=raw.source,
            kept={name: _kept(value.get(name)) for name in fields.keep},
        )
    except ValidationError as exc:
        reason = "; ".join(error["msg"].removeprefix("Value error, ") for error in exc.errors())
        return ErrorRecord(paper_id=id_text, source=raw.source, reason=reason, excerpt=excerpt)


def _id_text(paper_id: Any) -> str:
    try:
        return str(paper_id)
    except ValueError:  # an integer of more digits than Python converts
        return f"<a number of {paper_id.bit_length() * 0.30103:,.0f} digits>"


def _kept(value: Any) -> Any:
    return replace_surrogates(value) if isinstance(value, str) else value


def _pick(record: dict, names: Iterable[str | None]) -> Any:
    for name in names:
        if name in record and record[name] is not None:
            return record[name]
    return None


def _json_type(value: Any) -> str:
    names = {dict: "object", list: "array", str: "string", bool: "boolean", int: "number", float: "number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def _json_text(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except (ValueError, RecursionError):
        return repr(value)[:EXCERPT_CHARS]


def _excerpt(text: str) -> str:
    return printable(text[:EXCERPT_CHARS])


def _first_line(exc: BaseException) -> str:
    return (str(exc).splitlines() or [type(exc).__name__])[0]
