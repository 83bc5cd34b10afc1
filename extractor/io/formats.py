"""Output formats: what a run writes (formats, tables, CSV options) and one sink per format.

A sink takes Arrow tables batch by batch. Parquet keeps Arrow's types (dictionary-encoded enums included) and
carries the run's key/value metadata; CSV is made safe to open in a spreadsheet; JSONL is one object per row.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import IO, Any, Optional

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv
import pyarrow.parquet as pq

FORMATS = ("parquet", "csv", "jsonl")
DEFAULT_FORMATS = ("parquet", "csv")
# OWASP's list of characters that make a spreadsheet read a cell as a formula (CSV injection).
FORMULA_START = r"^[=+\-@\t\r]"
UTF8_BOM = b"\xef\xbb\xbf"
# The key a stdout JSONL line names its table with; a kept input field may not use it.
TABLE_KEY = "table"


@dataclass(frozen=True)
class OutputOptions:
    """What a run writes: which formats, which tables (None: all), and how CSV is written."""

    formats: tuple[str, ...] = DEFAULT_FORMATS
    tables: Optional[tuple[str, ...]] = None
    csv_safe: bool = True
    csv_bom: bool = False
    stdout: bool = False  # every selected table as JSONL on stdout instead of files

    def writes(self, table: str) -> bool:
        return self.tables is None or table in self.tables

    def file_formats(self) -> tuple[str, ...]:
        return () if self.stdout else self.formats


def parse_list(text: str, allowed: tuple[str, ...], what: str) -> tuple[str, ...]:
    """'a,b' -> ('a', 'b'), each checked against `allowed`; ValueError names the bad one."""
    items = tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    if not items:
        raise ValueError(f"no {what} given")
    for item in items:
        if item not in allowed:
            raise ValueError(f"unknown {what} {item!r}; use {', '.join(allowed)}")
    return items


# ---- CSV --------------------------------------------------------------------------------------


def spreadsheet_safe(data: pa.Table) -> pa.Table:
    """String cells that start like a formula get a leading apostrophe, which spreadsheets show as text.
    Only text columns: a number column's '-3' is a number, not a formula."""
    for index, field in enumerate(data.schema):
        column = data.column(index)
        if not pa.types.is_string(field.type):
            continue
        risky = pc.fill_null(pc.match_substring_regex(column, FORMULA_START), False)
        escaped = pc.if_else(risky, pc.binary_join_element_wise("'", column, ""), column)
        data = data.set_column(index, field, escaped)
    return data


def csv_ready(data: pa.Table, safe: bool) -> pa.Table:
    """The table as CSV cells: dictionary columns as their plain values, then escaped when `safe`."""
    fields = [pa.field(f.name, f.type.value_type if pa.types.is_dictionary(f.type) else f.type) for f in data.schema]
    data = data.cast(pa.schema(fields))
    return spreadsheet_safe(data) if safe else data


class CsvSink:
    def __init__(self, handle: IO[bytes], schema: pa.Schema, safe: bool, bom: bool):
        if bom:  # Excel on Windows reads a UTF-8 CSV as the ANSI code page unless it starts with a BOM
            handle.write(UTF8_BOM)
        self.safe = safe
        self._writer = pacsv.CSVWriter(handle, csv_ready(schema.empty_table(), safe).schema)

    def write(self, data: pa.Table) -> None:
        self._writer.write_table(csv_ready(data, self.safe))

    def close(self) -> None:
        self._writer.close()


# ---- Parquet ----------------------------------------------------------------------------------


class ParquetSink:
    def __init__(self, where: Any, schema: pa.Schema, metadata: Optional[dict[str, str]] = None):
        self.schema = schema.with_metadata({**(schema.metadata or {}), **(metadata or {})})
        self._writer = pq.ParquetWriter(where, self.schema, compression="zstd")

    def write(self, data: pa.Table) -> None:
        self._writer.write_table(data)

    def close(self) -> None:
        self._writer.close()


def table_metadata(table: str, run_metadata: dict[str, Any]) -> dict[str, str]:
    """Parquet key/value metadata: the run's (tool and model versions) and the table's name, JSON-encoded values."""
    return {"extractor.table": table, **{f"extractor.{key}": _as_text(value) for key, value in run_metadata.items()}}


def _as_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, sort_keys=True)


# ---- JSONL ------------------------------------------------------------------------------------


class JsonlSink:
    """One JSON object per row. With `table_key`, each line also names its table (several tables on one stream)."""

    def __init__(self, handle: IO[bytes], table_key: Optional[str] = None, table: str = ""):
        self.handle = handle
        self.prefix = {table_key: table} if table_key else {}

    def write(self, data: pa.Table) -> None:
        lines = (json.dumps({**self.prefix, **row}, ensure_ascii=False, default=str) for row in _json_rows(data))
        self.handle.write("".join(line + "\n" for line in lines).encode("utf-8"))

    def close(self) -> None:
        self.handle.flush()


def _json_rows(data: pa.Table) -> list[dict]:
    # JSON has no NaN or infinity; a float that is not finite is written as null.
    rows = data.to_pylist()
    for row in rows:
        for key, value in row.items():
            if isinstance(value, float) and not math.isfinite(value):
                row[key] = None
    return rows
