"""Table writers: row dicts -> Parquet, CSV and JSONL, streamed, with Arrow schemas derived from records.py.

Files are written under a temporary name and renamed when complete, so a reader never
sees a half-written table.
"""

from __future__ import annotations

import json
import os
import sys
import types
import typing
from pathlib import Path
from typing import Any, Iterable, Optional

import pyarrow as pa
from pydantic import BaseModel

from extractor.io.formats import TABLE_KEY, CsvSink, JsonlSink, OutputOptions, ParquetSink, table_metadata
from extractor.records import RUN_TABLES, TABLES

_ARROW_TYPES = {str: pa.string(), int: pa.int64(), float: pa.float64(), bool: pa.bool_()}
# A column of a few fixed values (label, kind, comparator, ...) is dictionary-encoded: small in Parquet and a
# categorical in pandas.
ENUM_TYPE = pa.dictionary(pa.int32(), pa.string())
KEEPS_FIELDS = "papers"  # the table that input fields kept by --keep-fields join
KEPT_DESCRIPTION = "input field {name!r}, copied from the input record by --keep-fields"


def arrow_type(annotation: typing.Any) -> pa.DataType:
    """The Arrow type of a model field: Optional[X] -> X (nullable), Literal[str...] -> dictionary of strings."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        inner = [arg for arg in typing.get_args(annotation) if arg is not type(None)]
        if len(inner) != 1:
            raise TypeError(f"cannot map union {annotation} to one Arrow type")
        return arrow_type(inner[0])
    if origin is typing.Literal:
        kinds = {type(arg) for arg in typing.get_args(annotation)}
        if len(kinds) != 1:
            raise TypeError(f"cannot map mixed literal {annotation}")
        kind = kinds.pop()
        return ENUM_TYPE if kind is str else _ARROW_TYPES[kind]
    if annotation in _ARROW_TYPES:
        return _ARROW_TYPES[annotation]
    raise TypeError(f"no Arrow type for {annotation!r}")


def arrow_schema(model: type[BaseModel]) -> pa.Schema:
    """Columns in model order; each field's description travels as Arrow field metadata (into Parquet)."""
    return pa.schema(
        [
            pa.field(name, arrow_type(field.annotation),
                     nullable=not field.is_required() or _is_optional(field.annotation),
                     metadata={"description": field.description or ""})
            for name, field in model.model_fields.items()
        ]
    )


def _is_optional(annotation: typing.Any) -> bool:
    return type(None) in typing.get_args(annotation)


TABLE_SCHEMAS: dict[str, pa.Schema] = {name: arrow_schema(model) for name, model in {**TABLES, **RUN_TABLES}.items()}
TABLE_DESCRIPTIONS: dict[str, str] = {name: " ".join((model.__doc__ or "").split())
                                      for name, model in {**TABLES, **RUN_TABLES}.items()}


def rows_to_table(table: str, rows: list[dict], kept: Optional[Iterable[str]] = None) -> pa.Table:
    """The rows as an Arrow table of the table's schema. The papers table adds the input fields its rows carry
    (--keep-fields; `kept`, or else the rows' keys that are not columns) as extra columns with inferred types."""
    schema = TABLE_SCHEMAS[table]
    data = pa.Table.from_pylist(rows, schema=schema)
    if kept is None:
        kept = dict.fromkeys(key for row in rows for key in row if key not in schema.names) if table == KEEPS_FIELDS else ()
    for name in kept:
        column = kept_column([row.get(name) for row in rows])
        data = data.append_column(kept_field(name, column.type), column)
    return data


# ---- kept input fields (--keep-fields) --------------------------------------------------------


def kept_field(name: str, type_: pa.DataType) -> pa.Field:
    return pa.field(name, type_, nullable=True, metadata={"description": KEPT_DESCRIPTION.format(name=name)})


def kept_column(values: list[Any]) -> pa.Array:
    """An input field's values as one Arrow array: scalars keep their type; lists, objects and a mix of types
    become JSON text, because CSV has no nested cells and a column has one type."""
    nested = any(isinstance(v, (dict, list)) for v in values)
    if not nested:
        try:
            return pa.array(values)
        except (pa.ArrowInvalid, pa.ArrowTypeError, TypeError, OverflowError):
            pass
    return pa.array([None if v is None else v if isinstance(v, str) else json.dumps(v, default=str) for v in values],
                    pa.string())


def unify_kept_type(types_: Iterable[pa.DataType]) -> pa.DataType:
    """One type for a kept column whose chunks were typed apart: ints with floats are floats, any other mix is
    text, a column that was null everywhere is text."""
    seen = {t for t in types_ if not pa.types.is_null(t)}
    if len(seen) == 1:
        return seen.pop()
    if seen and all(pa.types.is_integer(t) or pa.types.is_floating(t) for t in seen):
        return pa.float64()
    return pa.string()


def unified_schema(table: str, part_schemas: list[pa.Schema]) -> pa.Schema:
    """The table's schema, then the kept columns of its parts (first-seen order) with one type each."""
    fixed = TABLE_SCHEMAS[table]
    kept: dict[str, list[pa.DataType]] = {}
    for schema in part_schemas:
        for field in schema:
            if field.name not in fixed.names:
                kept.setdefault(field.name, []).append(field.type)
    return pa.schema([*fixed, *(kept_field(name, unify_kept_type(ts)) for name, ts in kept.items())])


# ---- writing ----------------------------------------------------------------------------------


class TableWriter:
    """One output table in the chosen formats, appended batch by batch, renamed into place on close.
    With no formats it only counts rows (a table the run does not write)."""

    def __init__(self, out_dir: Path, table: str, output: OutputOptions = OutputOptions(),
                 schema: Optional[pa.Schema] = None, metadata: Optional[dict[str, Any]] = None,
                 stream: Optional[typing.IO[bytes]] = None):
        self.table = table
        self.schema = schema if schema is not None else TABLE_SCHEMAS[table]
        formats = output.file_formats() if output.writes(table) else ()
        self.paths = {fmt: out_dir / f"{table}.{fmt}" for fmt in formats}
        self.tmp_paths = {fmt: path.with_name(f".{path.name}.tmp-{os.getpid()}") for fmt, path in self.paths.items()}
        self._files: list[typing.IO[bytes]] = []
        self._sinks: list[Any] = []
        try:
            for fmt in formats:
                self._sinks.append(self._open(fmt, output, metadata))
            if stream is not None and output.writes(table):
                self._sinks.append(JsonlSink(stream, TABLE_KEY, table))
        except BaseException:
            self.abort()
            raise
        self.rows = 0

    def _open(self, fmt: str, output: OutputOptions, metadata: Optional[dict[str, Any]]):
        tmp = self.tmp_paths[fmt]
        if fmt == "parquet":
            described = {"description": TABLE_DESCRIPTIONS.get(self.table, ""), **(metadata or {})}
            return ParquetSink(tmp, self.schema, table_metadata(self.table, described))
        handle = open(tmp, "wb")
        self._files.append(handle)
        if fmt == "csv":
            return CsvSink(handle, self.schema, output.csv_safe, output.csv_bom)
        return JsonlSink(handle)

    def write_rows(self, rows: list[dict]) -> None:
        kept = [name for name in self.schema.names if name not in TABLE_SCHEMAS[self.table].names]
        self.write_table(rows_to_table(self.table, rows, kept))

    def write_table(self, data: pa.Table) -> None:
        if data.num_rows == 0:
            return
        data = _conform(data, self.schema)
        for sink in self._sinks:
            sink.write(data)
        self.rows += data.num_rows

    def close(self) -> None:
        """Finish every file and move it into place."""
        for closer in [*(sink.close for sink in self._sinks), *(f.close for f in self._files)]:
            closer()
        for fmt, tmp in self.tmp_paths.items():
            os.replace(tmp, self.paths[fmt])

    def abort(self) -> None:
        for closer in [*(sink.close for sink in self._sinks), *(f.close for f in self._files)]:
            try:
                closer()
            except Exception:  # noqa: BLE001 - cleaning up after a failure already being raised
                pass
        for tmp in self.tmp_paths.values():
            tmp.unlink(missing_ok=True)


def _conform(data: pa.Table, schema: pa.Schema) -> pa.Table:
    """`data` with the writer's columns: a kept column a part lacks is null; types cast to the unified ones."""
    for field in schema:
        if field.name not in data.schema.names:
            data = data.append_column(field.name, pa.nulls(data.num_rows, field.type))
    return data.select(schema.names).cast(schema)


class TableSet:
    """All output tables of a run, written together. `schemas` overrides a table's schema (papers with kept
    fields); with `output.stdout` every selected table goes to stdout as JSONL lines naming their table."""

    def __init__(self, out_dir: Path, tables: Iterable[str] = TABLES, output: OutputOptions = OutputOptions(),
                 schemas: Optional[dict[str, pa.Schema]] = None, metadata: Optional[dict[str, Any]] = None):
        stream = sys.stdout.buffer if output.stdout else None
        self.writers: dict[str, TableWriter] = {}
        try:
            for name in tables:
                self.writers[name] = TableWriter(out_dir, name, output, (schemas or {}).get(name), metadata, stream)
        except BaseException:
            self.abort()
            raise

    def write(self, rows_by_table: dict[str, list[dict]]) -> None:
        for name, rows in rows_by_table.items():
            if rows:
                self.writers[name].write_rows(rows)

    def counts(self) -> dict[str, int]:
        return {name: writer.rows for name, writer in self.writers.items()}

    def paths(self) -> list[Path]:
        return [path for writer in self.writers.values() for path in writer.paths.values()]

    def close(self) -> None:
        for writer in self.writers.values():
            writer.close()

    def abort(self) -> None:
        for writer in self.writers.values():
            writer.abort()


def write_atomic_text(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
