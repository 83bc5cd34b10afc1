"""The command line end to end: sample run, tables in every format, options, exit codes."""

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from extractor import __version__
from extractor.records import RUN_TABLES, TABLES
from conftest import shipped_ner_version

REPO = Path(__file__).resolve().parents[1]

SPAN_TABLES = ("entities", "names", "claims", "urls")


def run_cli(*args, stdin=None, cwd=None):
    return subprocess.run([sys.executable, "-m", "extractor", *args], input=stdin, capture_output=True, text=True,
                          cwd=cwd, timeout=600)


@pytest.fixture(scope="module")
def sample_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("sample")
    result = run_cli("run", "--out", str(out), "--workers", "1", cwd=REPO)
    assert result.returncode == 0, result.stderr
    return out, result


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


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


def test_sample_run_says_it_used_the_sample_and_records_a_relative_source(sample_run):
    out, result = sample_run
    assert "no input given: extracting the bundled sample data/iclr2024_sample.jsonl" in result.stderr
    papers = pd.read_parquet(out / "papers.parquet")
    assert papers["source"].iloc[0] == "data/iclr2024_sample.jsonl:1"
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["inputs"][0]["path"] == "data/iclr2024_sample.jsonl" and len(manifest["inputs"][0]["sha256"]) == 64
    assert manifest["command"][:2] == ["extractor", "run"] and manifest["created"].endswith("Z")
    assert manifest["resumed"] is False and manifest["records_this_run"] == 19
    assert manifest["models"]["ner"]["version"] == shipped_ner_version()


def test_enum_columns_are_categories_and_parquet_is_described(sample_run):
    out, _ = sample_run
    entities = pd.read_parquet(out / "entities.parquet")
    assert entities["label"].dtype == "category" and entities["source"].dtype == "category"
    assert pd.read_parquet(out / "claims.parquet")["comparator"].dtype == "category"
    schema = pq.read_schema(out / "entities.parquet")
    assert schema.metadata[b"extractor.version"] == __version__.encode()
    assert json.loads(schema.metadata[b"extractor.models"])["ner"]["version"] == shipped_ner_version()
    assert schema.field("start_char").metadata[b"description"].startswith(b"offset")


def test_csv_is_spreadsheet_safe(sample_run):
    out, _ = sample_run
    claims = pd.read_csv(out / "claims.csv")
    assert (claims["comparator"] == "'=").any() and not (claims["comparator"] == "=").any()
    for name in TABLES:
        frame = pd.read_csv(out / f"{name}.csv", dtype=str, keep_default_na=False)
        for column in frame.columns:
            assert not frame[column].str.match(r"[=+@\t\r]").any(), f"{name}.{column}"


def test_every_span_row_has_exact_offsets(sample_run, sample_records):
    out, _ = sample_run
    texts = {(r["id"], "abstract"): r["abstract"] for r in sample_records}
    texts |= {(r["id"], "title"): r.get("title") for r in sample_records}
    checked = 0
    for name in SPAN_TABLES:
        for row in pd.read_parquet(out / f"{name}.parquet").itertuples():
            field = getattr(row, "field", "abstract")  # entities and names: a task only the title names
            assert texts[(row.paper_id, field)][row.start_char:row.end_char] == row.text
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
        (["run", "--keep-fields", "venue,task"], "input field 'task' clashes with the papers table's column"),
        (["run", "--format", "xlsx"], "unknown format 'xlsx'"),
        (["run", "--tables", "papers,nope"], "unknown table 'nope'"),
        (["run", "no-match-*.jsonl"], "no input files match no-match-*.jsonl"),
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


def test_version_and_help_texts():
    version = run_cli("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"extractor {__version__}"
    run_help = " ".join(run_cli("run", "--help").stdout.split())
    for text in ("(default: 64)", "(default: 500)", "--engine {local,dask} local: a pool", "--keep-fields",
                 "--csv-raw", "--csv-bom", "--format", "--tables", "--quiet", "(default: 30.0)"):
        assert text in run_help, text
    assert "the paper's title" in run_cli("show", "--help").stdout
    assert "instead of printing" in " ".join(run_cli("schema", "--help").stdout.split())


def test_schema_prints_by_default_and_writes_only_with_dir(tmp_path):
    printed = run_cli("schema", cwd=tmp_path)
    assert printed.returncode == 0 and not (tmp_path / "schemas").exists()
    schemas = json.loads(printed.stdout)
    assert set(schemas) == {*TABLES, *RUN_TABLES} and schemas["claims"]["description"]
    one = json.loads(run_cli("schema", "urls").stdout)
    assert one["properties"]["kind"]["description"].startswith("code")
    written = run_cli("schema", "--dir", str(tmp_path / "s"))
    assert written.returncode == 0 and (tmp_path / "s" / "papers.schema.json").exists()
    assert run_cli("schema", "nope").returncode == 2


def test_folder_input_formats_tables_kept_fields_and_progress_lines(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    write_jsonl(folder / "a.jsonl", [
        {"id": "a1", "abstract": "We reach 91.2% accuracy on CIFAR-10.", "venue": "ICLR", "year": 2024},
        {"id": "a2", "abstract": "", "venue": "ICLR", "year": 2024},
        {"id": "a3", "abstract": "A survey of graph learning.", "venue": "NeurIPS"},
    ])
    (folder / "b.csv").write_text("id,abstract,venue,year\nb1,We train on 5 GPUs for 2 days.,ACL,2023\n")
    with gzip.open(folder / "c.jsonl.gz", "wt") as handle:
        handle.write(json.dumps({"id": "c1", "abstract": "We release a 10K-image dataset.", "venue": "CoRL"}) + "\n")
    (folder / "notes.md").write_text("not an input")
    out = tmp_path / "out"
    result = run_cli("run", str(folder), "--out", str(out), "--workers", "1", "--chunk-size", "2",
                     "--batch-size", "1", "--format", "parquet,jsonl", "--tables", "papers,errors",
                     "--keep-fields", "venue,year", "--log-every", "0")
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in out.iterdir() if not p.name.startswith(".")) == [
        "errors.jsonl", "errors.parquet", "manifest.json", "papers.jsonl", "papers.parquet"]
    papers = pq.read_table(out / "papers.parquet")
    assert papers.column_names[-2:] == ["venue", "year"]
    # year: an int in JSONL, text in CSV (CSV has no types), so the column is text; missing -> null
    assert papers.schema.field("year").type == pa.string()
    assert papers.column("year").to_pylist() == ["2024", None, "2023", None]
    assert papers.column("venue").to_pylist() == ["ICLR", "NeurIPS", "ACL", "CoRL"]
    assert papers.column("source").to_pylist()[-1] == f"{folder}/c.jsonl.gz:1"
    jsonl = [json.loads(line)["venue"] for line in (out / "papers.jsonl").read_text().splitlines()]
    assert jsonl == ["ICLR", "NeurIPS", "ACL", "CoRL"]
    assert "extractor: 5 / 5 records (100%)" in result.stderr and "1 error" in result.stderr
    assert f"tables: {out}/{{papers,errors}}.{{parquet,jsonl}}" in result.stderr


def test_kept_integer_field_keeps_its_type(tmp_path):
    src = write_jsonl(tmp_path / "in.jsonl", [{"id": "a", "abstract": "We use 3 GPUs.", "year": 2024, "tags": ["x"]},
                                              {"id": "b", "abstract": "We use 4 GPUs.", "year": 2023}])
    result = run_cli("run", str(src), "--out", str(tmp_path / "o"), "--workers", "1", "--keep-fields", "all",
                     "--quiet", "--format", "parquet", "--tables", "papers")
    assert result.returncode == 0 and result.stderr == ""
    papers = pd.read_parquet(tmp_path / "o" / "papers.parquet")
    assert papers["year"].tolist() == [2024, 2023] and papers["year"].dtype == "int64"
    assert pq.read_table(tmp_path / "o" / "papers.parquet").column("tags").to_pylist() == ['["x"]', None]


def test_out_dash_streams_json_lines_and_creates_no_folder(tmp_path):
    src = write_jsonl(tmp_path / "in.jsonl", [{"id": "s1", "abstract": "Code: https://github.com/a/b.", "venue": "X"}])
    result = run_cli("run", "in.jsonl", "--out", "-", "--workers", "1", "--keep-fields", "venue", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert {line["table"] for line in lines} >= {"papers", "urls"}
    papers = [line for line in lines if line["table"] == "papers"]
    assert papers[0]["paper_id"] == "s1" and papers[0]["venue"] == "X" and papers[0]["source"] == "in.jsonl:1"
    assert [line["url"] for line in lines if line["table"] == "urls"] == ["https://github.com/a/b"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [src.name]  # no folder named "-"
    assert "tables on stdout" in result.stderr
    refused = run_cli("run", "in.jsonl", "--out", "-", "--resume", cwd=tmp_path)
    assert refused.returncode == 2 and "--resume needs an output folder" in refused.stderr


def test_a_resumed_run_summary_counts_this_invocation(capsys, tmp_path):
    from extractor.batch import RunSummary
    from extractor.cli import _print_summary
    from extractor.io.formats import OutputOptions

    summary = RunSummary(tmp_path, {"papers": 1499, "errors": 1}, 1500, 10.0, chunks_resumed=1, records_this_run=1000)
    _print_summary(summary, OutputOptions(), to_stdout=False)
    first = capsys.readouterr().err.splitlines()[0]
    assert first.startswith("extractor: 1,000 records in 10.0 s (100.0 records/s)")
    assert "500 done by an earlier run (1 chunks), 1,500 in all" in first
