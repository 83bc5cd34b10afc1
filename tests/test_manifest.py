"""The manifest: timestamps, command line, input digests, versions of the tool and every model, resumed or not."""

import hashlib
import json
import re
from datetime import datetime, timezone

from conftest import interrupt_after_chunks, shipped_ner_version

from extractor.batch import PARTS_DIR, RunOptions, run
from extractor.manifest import (
    HASH_BLOCK, build_manifest, file_sha256, model_entry, shipped_models, tree_sha256, utc_timestamp,
)


def test_file_digest_is_streamed_sha256(tmp_path):
    path = tmp_path / "big.bin"
    data = bytes(range(256)) * (HASH_BLOCK // 256 * 2 + 7)  # more than two blocks
    path.write_bytes(data)
    assert file_sha256(path) == hashlib.sha256(data).hexdigest()


def test_folder_digest_changes_with_any_file(tmp_path):
    (tmp_path / "a").write_text("1")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b").write_text("2")
    before = tree_sha256(tmp_path)
    (tmp_path / "sub" / "b").write_text("3")
    assert tree_sha256(tmp_path) != before


def test_every_shipped_model_has_a_version_and_a_digest():
    models = {name: model_entry(path) for name, path in shipped_models().items()}
    assert {"ner", "task_type", "contribution_type", "task_ranker"} <= set(models)
    for name in ("ner", "task_type", "contribution_type", "task_ranker"):
        assert models[name]["version"] not in (None, "0.0.0"), name
        assert re.fullmatch(r"[0-9a-f]{64}", models[name]["sha256"]), name
    assert models["ner"]["name"] == "extractor_ner"


def test_manifest_fields(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_bytes(b'{"id": "a", "abstract": "x"}\n')
    started = datetime(2024, 5, 1, 12, 0, 0, 123, tzinfo=timezone.utc)
    manifest = build_manifest(
        argv=["extractor", "run", "in dir/x.jsonl"], started=started, finished=started, inputs=[str(src), "-"],
        counts={"papers": 3, "errors": 1}, records_total=4, records_this_run=2, resumed=True, chunks_resumed=1,
        seconds=1.23456, options={"workers": 1}, models={"ner": {"version": "1.0.0"}},
    )
    assert manifest["created"] == "2024-05-01T12:00:00Z" == utc_timestamp(started)
    assert manifest["command_line"] == "extractor run 'in dir/x.jsonl'"
    assert manifest["inputs"] == [
        {"path": str(src), "bytes": src.stat().st_size, "sha256": hashlib.sha256(src.read_bytes()).hexdigest()},
        {"path": "-", "bytes": None, "sha256": None},
    ]
    assert manifest["resumed"] is True and manifest["records_this_run"] == 2 and manifest["records_in"] == 4
    assert manifest["versions"]["extractor"] and manifest["versions"]["spacy"]
    json.dumps(manifest)  # all of it is JSON


def test_resumed_run_says_so_and_counts_this_invocation(tmp_path, sample_records, monkeypatch):
    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in sample_records[:6]))
    out = tmp_path / "out"
    options = RunOptions(inputs=[str(src)], out_dir=out, workers=1, chunk_size=2, batch_size=2, progress=False,
                         argv=["extractor", "run", str(src)])
    interrupt_after_chunks(monkeypatch, options, 2)
    assert (out / PARTS_DIR).exists()
    options.resume = True
    summary = run(options)
    assert (summary.records_in, summary.records_this_run, summary.chunks_resumed) == (6, 2, 2)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["resumed"] is True and manifest["chunks_resumed"] == 2
    assert manifest["records_this_run"] == 2 and manifest["records_in"] == 6
    assert manifest["command"] == ["extractor", "run", str(src)]
    assert manifest["inputs"][0]["sha256"] == file_sha256(src)
    assert manifest["models"]["ner"]["version"] == shipped_ner_version()
