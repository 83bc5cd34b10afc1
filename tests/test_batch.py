"""The batch runner: same rows whatever the workers or engine, and resume after a kill."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest

from extractor.batch import PARTS_DIR, RunOptions, run
from extractor.records import TABLES


def write_input(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def corpus(tmp_path_factory, sample_records) -> Path:
    # The bundled sample three times over (with new ids), plus a bad record, so chunks of 8 split it unevenly.
    records = [{**r, "id": f"{r['id']}-{copy}"} for copy in range(3) for r in sample_records]
    records.insert(20, {"id": "bad", "abstract": ""})
    return write_input(tmp_path_factory.mktemp("in") / "corpus.jsonl", records)


def tables(out: Path) -> dict[str, pd.DataFrame]:
    return {name: pd.read_parquet(out / f"{name}.parquet") for name in TABLES}


def assert_same_tables(a: Path, b: Path) -> None:
    left, right = tables(a), tables(b)
    for name in TABLES:
        pd.testing.assert_frame_equal(left[name], right[name], check_like=False)


@pytest.fixture(scope="module")
def one_worker(corpus, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("w1")
    summary = run(RunOptions(inputs=[str(corpus)], out_dir=out, workers=1, chunk_size=8, progress=False))
    assert summary.records_in == 58 and summary.errors == 1
    assert not (out / PARTS_DIR).exists()
    return out


def test_two_workers_give_identical_rows_in_the_same_order(corpus, one_worker, tmp_path):
    run(RunOptions(inputs=[str(corpus)], out_dir=tmp_path, workers=2, chunk_size=8, progress=False))
    assert_same_tables(one_worker, tmp_path)
    assert tables(tmp_path)["papers"]["paper_id"].iloc[19] == "iclr2024-seed-01-1"


def test_resume_after_sigkill_finishes_with_every_record_once(corpus, one_worker, tmp_path):
    command = [sys.executable, "-m", "extractor", "run", str(corpus), "--out", str(tmp_path), "--workers", "1",
               "--chunk-size", "2", "--no-progress"]
    process = subprocess.Popen(command, stderr=subprocess.PIPE)
    journal = tmp_path / PARTS_DIR / "done.jsonl"
    deadline = time.time() + 300
    while time.time() < deadline and (not journal.exists() or len(journal.read_text().splitlines()) < 3):
        time.sleep(0.05)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    assert not (tmp_path / "papers.parquet").exists()  # nothing half-written is visible
    done_before = len(journal.read_text().splitlines())
    assert 3 <= done_before < 29

    resumed = subprocess.run(command + ["--resume"], capture_output=True, text=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr
    assert_same_tables(one_worker, tmp_path)


def test_resume_refuses_a_different_input(corpus, tmp_path, sample_records):
    other = write_input(tmp_path / "other.jsonl", sample_records[:2])
    (tmp_path / "out" / PARTS_DIR).mkdir(parents=True)
    (tmp_path / "out" / PARTS_DIR / "run.json").write_text(json.dumps({"inputs": []}))
    result = subprocess.run([sys.executable, "-m", "extractor", "run", str(other), "--out", str(tmp_path / "out"),
                             "--resume"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 2 and "holds an unfinished run with other inputs" in result.stderr


def test_dask_local_cluster_gives_the_same_rows(corpus, one_worker, tmp_path):
    pytest.importorskip("dask.distributed")
    run(RunOptions(inputs=[str(corpus)], out_dir=tmp_path, workers=2, chunk_size=8, engine="dask", progress=False))
    assert_same_tables(one_worker, tmp_path)


def test_chunks_are_handed_out_in_work_units_and_regrouped_in_order(monkeypatch):
    # Workers take units of `batch_size` records, so a run's last chunk does not leave the other workers idle;
    # each chunk's rows still come back whole and in input order.
    from extractor import batch

    calls = []

    def fake_extract(items):
        calls.append(len(items))
        return {name: [{"id": item} for item in items] if name == "papers" else [] for name in TABLES}

    monkeypatch.setattr(batch, "extract_chunk", fake_extract)
    chunks = [(0, list("abcdefg")), (1, list("hi")), (2, list("jklmn"))]
    out = list(batch._run_chunks(lambda fn, units: map(fn, units), iter(chunks), unit=3))
    assert calls == [3, 3, 1, 2, 3, 2]
    assert [(index, [row["id"] for row in rows["papers"]]) for index, _, rows in out] == [
        (0, list("abcdefg")), (1, list("hi")), (2, list("jklmn"))]


def test_a_new_run_replaces_the_old_tables_as_a_set(tmp_path, sample_records):
    # The new tables are written aside and swapped in whole: no staging folder, lock holder or temporary file
    # stays, and a table of a format this run does not write is removed rather than left beside the new set.
    from extractor.io.formats import OutputOptions
    from extractor.run_folder import STAGING_DIR

    src = write_input(tmp_path / "in.jsonl", sample_records[:2])
    out = tmp_path / "out"
    run(RunOptions(inputs=[str(src)], out_dir=out, workers=1, progress=False))
    assert (out / "papers.csv").exists()
    run(RunOptions(inputs=[str(src)], out_dir=out, workers=1, progress=False,
                   output=OutputOptions(formats=("parquet",))))
    assert not (out / "papers.csv").exists() and (out / "papers.parquet").exists()
    assert json.loads((out / "manifest.json").read_text())["counts"]["papers"] == 2
    assert not (out / STAGING_DIR).exists() and not list(out.glob(".*.tmp-*"))
