"""Table writers: row dicts -> Parquet and CSV, streamed, with Arrow schemas derived from records.py.

Files are written under a temporary name and renamed when complete, so a reader never
sees a half-written table.
"""

from __future__ import annotations

import os
import types
import typing
from pathlib import Path
from typing import Iterable

import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq
from pydantic import BaseModel

from extractor.records import RUN_TABLES, TABLES

_ARROW_TYPES = {str: pa.string(), int: pa.int64(), float: pa.float64(), bool: pa.bool_()}


def arrow_type(annotation: typing.Any) -> pa.DataType:
    """The Arrow type of a model field: Optional[X] -> X (nullable), Literal[str...] -> string."""
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
        return _ARROW_TYPES[kinds.pop()]
    if annotation in _ARROW_TYPES:
        return _ARROW_TYPES[annotation]
    raise TypeError(f"no Arrow type for {annotation!r}")


def arrow_schema(model: type[BaseModel]) -> pa.Schema:
    return pa.schema(
        [
            pa.field(name, arrow_type(field.annotation), nullable=not field.is_required() or _is_optional(field.annotation))
            for name, field in model.model_fields.items()
        ]
    )


def _is_optional(annotation: typing.Any) -> bool:
    return type(None) in typing.get_args(annotation)


TABLE_SCHEMAS: dict[str, pa.Schema] = {name: arrow_schema(model) for name, model in {**TABLES, **RUN_TABLES}.items()}


def rows_to_table(table: str, rows: list[dict]) -> pa.Table:
    return pa.Table.from_pylist(rows, schema=TABLE_SCHEMAS[table])


class TableWriter:
    """One output table as Parquet and CSV, appended batch by batch, renamed into place on close."""

    def __init__(self, out_dir: Path, table: str):
        self.table = table
        self.schema = TABLE_SCHEMAS[table]
        self.paths = {fmt: out_dir / f"{table}.{fmt}" for fmt in ("parquet", "csv")}
        self.tmp_paths = {fmt: path.with_name(f".{path.name}.tmp-{os.getpid()}") for fmt, path in self.paths.items()}
        self._parquet = pq.ParquetWriter(self.tmp_paths["parquet"], self.schema, compression="zstd")
        self._csv_file = open(self.tmp_paths["csv"], "wb")
        self._csv = pacsv.CSVWriter(self._csv_file, self.schema)
        self.rows = 0

    def write_rows(self, rows: list[dict]) -> None:
        self.write_table(rows_to_table(self.table, rows))

    def write_table(self, data: pa.Table) -> None:
        if data.num_rows == 0:
            return
        data = data.cast(self.schema)
        self._parquet.write_table(data)
        self._csv.write_table(data)
        self.rows += data.num_rows

    def close(self) -> None:
        """Finish both files and move them into place."""
        self._parquet.close()
        self._csv.close()
        self._csv_file.close()
        for fmt, tmp in self.tmp_paths.items():
            os.replace(tmp, self.paths[fmt])

    def abort(self) -> None:
        for closer in (self._parquet.close, self._csv.close, self._csv_file.close):
            try:
                closer()
            except Exception:  # noqa: BLE001 - cleaning up after a failure already being raised
                pass
        for tmp in self.tmp_paths.values():
            tmp.unlink(missing_ok=True)


class TableSet:
    """All output tables of a run, written together."""

    def __init__(self, out_dir: Path, tables: Iterable[str] = TABLES):
        self.writers = {name: TableWriter(out_dir, name) for name in tables}

    def write(self, rows_by_table: dict[str, list[dict]]) -> None:
        for name, rows in rows_by_table.items():
            if rows:
                self.writers[name].write_rows(rows)

    def counts(self) -> dict[str, int]:
        return {name: writer.rows for name, writer in self.writers.items()}

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
