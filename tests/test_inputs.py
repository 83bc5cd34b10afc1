"""Input arguments: folders and globs expanded, records counted, --keep-fields resolved."""

import gzip
import json
import os

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from extractor.io.inputs import count_records, display_path, expand_inputs, format_suffix, resolve_keep_fields
from extractor.io.readers import FieldNames, InputError


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    os.mkdir("in")
    open("in/b.jsonl", "w").write('{"id": "1", "abstract": "x"}\n\n{"id": "2", "abstract": "y"}\n')
    open("in/a.csv", "w").write('id,abstract,venue\n1,"two\nlines",ICLR\n')
    open("in/notes.md", "w").write("not an input")
    with gzip.open("in/c.jsonl.gz", "wt") as handle:
        handle.write('{"id": "3", "abstract": "z"}\n')
    pq.write_table(pa.table({"id": ["4", "5"], "abstract": ["u", "v"]}), "in/d.parquet")
    return tmp_path


def test_a_folder_is_its_supported_files_sorted_and_paths_stay_relative(folder):
    assert expand_inputs(["in"]) == ["in/a.csv", "in/b.jsonl", "in/c.jsonl.gz", "in/d.parquet"]


def test_a_glob_is_its_matches_and_a_file_named_twice_is_read_once(folder):
    assert expand_inputs(["in/*.jsonl*", "in/b.jsonl"]) == ["in/b.jsonl", "in/c.jsonl.gz"]
    assert expand_inputs(["-", "missing.jsonl"]) == ["-", "missing.jsonl"]  # checked later, with its own message
    with pytest.raises(InputError, match="no input files match"):
        expand_inputs(["in/*.txt"])
    os.mkdir("empty")
    with pytest.raises(InputError, match="no input files in folder empty"):
        expand_inputs(["empty"])


def test_format_suffix_ignores_compression():
    assert format_suffix("a.b.jsonl.gz") == ".jsonl" and format_suffix("x.CSV") == ".csv" and format_suffix("x") == ""


def test_count_records(folder):
    assert count_records(["in/b.jsonl"]) == 2  # the blank line is no record
    assert count_records(["in/a.csv"]) == 1  # a quoted line break is inside one record
    assert count_records(["in/c.jsonl.gz"]) == 1
    assert count_records(["in/d.parquet", "in/b.jsonl"]) == 4
    assert count_records(["in/b.jsonl", "-"]) is None


def test_display_path_is_relative_inside_the_working_folder(folder):
    assert display_path(str(folder / "in" / "b.jsonl")) == os.path.join("in", "b.jsonl")
    assert display_path("/elsewhere/x.jsonl", cwd=str(folder)) == "/elsewhere/x.jsonl"


def test_keep_fields(folder):
    names = FieldNames()
    assert resolve_keep_fields(None, ["in/b.jsonl"], names) == ()
    assert resolve_keep_fields("venue, year", ["in/b.jsonl"], names) == ("venue", "year")
    assert resolve_keep_fields("all", ["in/a.csv", "in/b.jsonl"], names) == ("venue",)
    assert resolve_keep_fields("all", ["in/a.csv"], FieldNames(id_field="venue")) == ("id",)
    with pytest.raises(InputError, match="clashes with the papers table's column 'task'"):
        resolve_keep_fields("venue,task", ["in/b.jsonl"], names)
    with pytest.raises(InputError, match="clashes with the output's column 'table'"):
        resolve_keep_fields("table", ["in/b.jsonl"], names, reserved=("table",))
    with pytest.raises(InputError, match="standard input"):
        resolve_keep_fields("all", ["-"], names)


def test_keep_all_skips_a_broken_first_line(tmp_path):
    src = tmp_path / "x.jsonl"
    src.write_text("{broken\n" + json.dumps({"id": "1", "abstract": "x", "year": 2024}) + "\n")
    assert resolve_keep_fields("all", [str(src)], FieldNames()) == ("year",)
