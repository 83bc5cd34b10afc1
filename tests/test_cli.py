"""The command line end to end: sample run, tables in both formats, exit codes."""

import json
import os
import subprocess
import sys

import pandas as pd
import pytest

from extractor.records import RUN_TABLES, TABLES

SPAN_TABLES = ("entities", "names", "claims", "urls")


def run_cli(*args, stdin=None, cwd=None):
    return subprocess.run([sys.executable, "-m", "extractor", *args], input=stdin, capture_output=True, text=True,
                          cwd=cwd, timeout=600)


@pytest.fixture(scope="module")
def sample_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("sample")
    result = run_cli("run", "--out", str(out), "--workers", "1")
    assert result.returncode == 0, result.stderr
    return out, result


def test_sample_run_writes_every_table_in_both_formats(sample_run, sample_records):
    out, result = sample_run
    for name, model in {**TABLES, **RUN_TABLES}.items():
        parquet, csv = pd.read_parquet(out / f"{name}.parquet"), pd.read_csv(out / f"{name}.csv")
        assert list(parquet.columns) == list(model.model_fields) == list(csv.columns)
        assert len(parquet) == len(csv)
    papers = pd.read_parquet(out / "papers.parquet")
    assert papers["paper_id"].tolist() == [r["id"] for r in sample_records]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["records_in"] == manifest["counts"]["papers"] + manifest["counts"]["errors"] == 19
    assert "19 records" in result.stderr and "errors 0" in result.stderr


def test_every_span_row_has_exact_offsets(sample_run, sample_records):
    out, _ = sample_run
    abstracts = {r["id"]: r["abstract"] for r in sample_records}
    checked = 0
    for name in SPAN_TABLES:
        for row in pd.read_parquet(out / f"{name}.parquet").itertuples():
            assert abstracts[row.paper_id][row.start_char:row.end_char] == row.text
            checked += 1
    assert checked > 0
    urls = pd.read_parquet(out / "urls.parquet")
    assert "https://github.com/tongdaxu/Idempotence-and-Perceptual-Image-Compression" in set(urls["url"])


def test_bad_records_are_reported_and_strict_fails(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"id": "a", "abstract": "We train on 5,866 data points."}) + "\n{broken\n")
    result = run_cli("run", str(src), "--out", str(tmp_path / "o"), "--workers", "1")
    assert result.returncode == 0 and "1 record(s) failed" in result.stderr
    errors = pd.read_csv(tmp_path / "o" / "errors.csv")
    assert errors["source"].tolist() == [f"{src}:2"]
    strict = run_cli("run", str(src), "--out", str(tmp_path / "o2"), "--workers", "1", "--strict")
    assert strict.returncode == 1


def test_stdin_input(tmp_path):
    result = run_cli("run", "-", "--out", str(tmp_path), "--workers", "1",
                     stdin=json.dumps({"id": "s1", "abstract": "Code: https://github.com/a/b."}) + "\n")
    assert result.returncode == 0, result.stderr
    assert pd.read_parquet(tmp_path / "urls.parquet")["url"].tolist() == ["https://github.com/a/b"]


@pytest.mark.parametrize(
    "args, message",
    [
        (["run", "does-not-exist.jsonl"], "input not found: does-not-exist.jsonl"),
        (["run", "--workers", "0"], "must be at least 1"),
        (["run", "pyproject.toml"], "unsupported input format"),
    ],
)
def test_unusable_arguments_exit_2_without_traceback(args, message, tmp_path):
    result = run_cli(*args, "--out", str(tmp_path))
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_output_folder_exits_2(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    result = run_cli("run", "--out", str(locked / "out"))
    assert result.returncode == 2 and "cannot write to output folder" in result.stderr


def test_output_folder_that_is_a_file_exits_2(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = run_cli("run", "--out", str(blocker / "out"))
    assert result.returncode == 2 and "cannot write to output folder" in result.stderr
    assert "Traceback" not in result.stderr


def test_show_prints_json():
    result = run_cli("show", "Our code is at https://github.com/x/y.")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["urls"][0]["url"] == "https://github.com/x/y"
    empty = run_cli("show", "   ")
    assert empty.returncode == 2 and "abstract is empty" in empty.stderr
