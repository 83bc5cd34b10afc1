"""What the inputs of a run are: command-line arguments -> input files (folders and globs expanded), how many
records they hold (for the progress bar's total), and which of their fields `--keep-fields all` keeps."""

from __future__ import annotations

import glob
import os
from itertools import islice
from typing import Iterable, Optional

from extractor.io.decode import format_suffix, open_text
from extractor.io.readers import ID_FIELDS, SUPPORTED_SUFFIXES, TEXT_FIELDS, FieldNames, InputError, read_raw

_GLOB_CHARS = set("*?[")
FIRST_RECORDS = 100  # how far `--keep-fields all` looks for a readable record


def is_supported(path: str) -> bool:
    return format_suffix(path) in SUPPORTED_SUFFIXES


def expand_inputs(arguments: Iterable[str]) -> list[str]:
    """Each argument as input files: '-' (stdin) and files as given; a folder -> its supported files, sorted (not
    recursive); a glob pattern (quoted, so the shell left it) -> its supported matches, sorted. Paths stay as the
    user wrote them (relative stays relative), since they end up in papers.source. A folder or pattern without
    one supported file is an InputError."""
    files: list[str] = []
    for argument in arguments:
        if argument == "-" or os.path.isfile(argument):
            files.append(argument)
        elif os.path.isdir(argument):
            found = sorted(os.path.join(argument, name) for name in os.listdir(argument)
                           if os.path.isfile(os.path.join(argument, name)) and is_supported(name))
            if not found:
                raise InputError(f"no input files in folder {argument} (looked for {', '.join(SUPPORTED_SUFFIXES)}, "
                                 "optionally compressed)")
            files.extend(found)
        elif _GLOB_CHARS & set(argument):
            found = sorted(p for p in glob.glob(argument, recursive=True) if os.path.isfile(p) and is_supported(p))
            if not found:
                raise InputError(f"no input files match {argument}")
            files.extend(found)
        else:
            files.append(argument)  # missing: check_readable says so
    return list(dict.fromkeys(files))  # a file named twice (a folder and a glob) is read once


def display_path(path: str, cwd: Optional[str] = None) -> str:
    """A path as it should appear in the output: relative to the working folder when inside it, else as is."""
    cwd = cwd or os.getcwd()
    absolute = os.path.abspath(path)
    if absolute.startswith(os.path.join(cwd, "")):
        return os.path.relpath(absolute, cwd)
    return path


# ---- counting records -------------------------------------------------------------------------


def count_records(paths: Iterable[str]) -> Optional[int]:
    """How many records the inputs hold, as the readers will yield them; None when that is unknown without
    reading them whole (stdin, a JSON array)."""
    total = 0
    for path in paths:
        n = _count_one(path)
        if n is None:
            return None
        total += n
    return total


def _count_one(path: str) -> Optional[int]:
    suffix = format_suffix(path)
    if path == "-" or suffix == ".json":
        return None
    if suffix == ".parquet":
        import pyarrow.parquet as pq

        return pq.ParquetFile(path).metadata.num_rows
    if suffix in (".jsonl", ".ndjson"):
        with open_text(path) as handle:  # one record per non-blank line: no need to parse
            return sum(1 for line in handle if line.strip())
    return sum(1 for _ in read_raw(path))  # CSV (quoted line breaks) and TXT (paragraphs): as the reader cuts them


# ---- --keep-fields all --------------------------------------------------------------------------


def first_record_fields(paths: Iterable[str]) -> list[str]:
    """The fields of each input's first readable record, in order, without duplicates: what `--keep-fields all` keeps.
    CSV and Parquet have a header, so their first record has every column."""
    fields: dict[str, None] = {}
    for path in paths:
        if path == "-":
            raise InputError("--keep-fields all cannot look ahead into standard input; list the fields to keep")
        for raw in islice(read_raw(path), FIRST_RECORDS):
            if isinstance(raw.value, dict):  # skip a broken first line
                fields.update(dict.fromkeys(raw.value))
                break
    return list(fields)


def resolve_keep_fields(spec: Optional[str], paths: list[str], fields: FieldNames,
                        reserved: Iterable[str] = ()) -> tuple[str, ...]:
    """`--keep-fields venue,year` or `all` -> the input fields to copy into the papers table. `all` means the
    first record's fields except those the reader already maps (id, abstract, title). A field named like a
    papers column (or a `reserved` name) is an InputError: silently renaming or dropping it would mislead."""
    from extractor.io.writers import TABLE_SCHEMAS

    if not spec:
        return ()
    if spec.strip() == "all":
        mapped = {*((fields.id_field,) if fields.id_field else ID_FIELDS),
                  *((fields.text_field,) if fields.text_field else TEXT_FIELDS), "title"}
        names = [name for name in first_record_fields(paths) if name not in mapped]
    else:
        names = list(dict.fromkeys(name.strip() for name in spec.split(",") if name.strip()))
    taken = {*TABLE_SCHEMAS["papers"].names, *reserved}
    for name in names:
        if name in taken:
            what = "the papers table's" if name in TABLE_SCHEMAS["papers"].names else "the output's"
            raise InputError(f"--keep-fields: input field {name!r} clashes with {what} column {name!r}; "
                             "rename it in the input or leave it out")
    return tuple(names)
