"""Bad input: a clear error row for each bad record, nothing lost."""

import json

import pyarrow as pa
import pyarrow.parquet as pq

from extractor.io.readers import FieldNames, read_records
from extractor.records import ErrorRecord, PaperInput

GOOD = "We propose a method that improves accuracy by 3.2 points."


def read(path, **fields):
    return list(read_records([str(path)], FieldNames(**fields)))


def errors(items):
    return [item for item in items if isinstance(item, ErrorRecord)]


def test_jsonl_bad_records_each_become_one_error(tmp_path):
    lines = [
        json.dumps({"id": "ok", "abstract": GOOD}),
        json.dumps({"id": "empty", "abstract": "   "}),
        json.dumps({"id": "missing", "title": "t"}),
        json.dumps({"id": "wrongtype", "abstract": 42}),
        '{"id": "broken", "abstract": "unterminated',
        json.dumps([{"id": "array", "abstract": GOOD}]),
        json.dumps({"id": "ok", "abstract": GOOD + " again"}),
        json.dumps({"id": "huge", "abstract": "x " * 600_000}),
    ]
    path = tmp_path / "in.jsonl"
    path.write_bytes("\n".join(lines).encode() + b"\n" + b'{"id": "latin", "abstract": "caf\xe9"}\n')
    items = read(path)
    assert len(items) == 9  # every record accounted for
    assert [i.paper_id for i in items if isinstance(i, PaperInput)] == ["ok"]
    reasons = {e.source.rsplit(":", 1)[1]: e.reason for e in errors(items)}
    assert reasons["2"] == "abstract is empty"
    assert reasons["3"].startswith("missing abstract")
    assert reasons["4"] == "abstract must be a string, got a number"
    assert reasons["5"].startswith("broken JSON")
    assert reasons["6"] == "expected an object with an abstract, got a JSON array"
    assert reasons["7"].startswith("duplicate id 'ok'")
    assert "characters; the limit is" in reasons["8"]
    assert reasons["9"].startswith("not valid UTF-8")


def test_records_without_id_get_a_stable_one_from_file_and_line(tmp_path):
    path = tmp_path / "papers.jsonl"
    path.write_text("\n" + json.dumps({"text": GOOD}) + "\n")
    first, = read(path)
    assert first.paper_id == "papers:2" and first.source.endswith("papers.jsonl:2")
    assert read(path)[0].paper_id == first.paper_id


def test_field_overrides(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps({"doi": "10.1/x", "body": GOOD, "abstract": "other"}) + "\n")
    item, = read(path, id_field="doi", text_field="body")
    assert (item.paper_id, item.abstract) == ("10.1/x", GOOD)


def test_json_array_csv_parquet_and_txt(tmp_path):
    array = tmp_path / "a.json"
    array.write_text(json.dumps([{"id": 1, "title": "T", "abstract": GOOD}, "not an object"]))
    items = read(array)
    assert isinstance(items[0], PaperInput) and items[0].paper_id == "1" and items[0].title == "T"
    assert isinstance(items[1], ErrorRecord) and items[1].source.endswith("a.json:2")

    csv_path = tmp_path / "c.csv"
    csv_path.write_bytes(b'paper_id,abstract\np1,"A multi-line\nabstract, with a comma."\np2,\np3,caf\xe9\n')
    items = read(csv_path)
    assert items[0].abstract == "A multi-line\nabstract, with a comma."
    assert items[1].reason == "abstract is empty" and items[1].source.endswith("c.csv:4")
    assert items[2].reason == "not valid UTF-8"

    parquet = tmp_path / "p.parquet"
    pq.write_table(pa.table({"id": ["x", "y"], "abstract": [GOOD, None]}), parquet)
    items = read(parquet)
    assert items[0].paper_id == "x" and items[1].reason.startswith("missing abstract")

    txt = tmp_path / "t.txt"
    txt.write_text("ICLR 2024 papers\n\nFirst abstract here.\nStill first.\n\n\nSecond abstract.\n")
    items = read(txt)
    assert [i.abstract for i in items] == ["First abstract here.\nStill first.", "Second abstract."]
    assert [i.paper_id for i in items] == ["t:3", "t:7"]


def test_seed_file_reads_as_nineteen_abstracts(shared_data):
    items = read(shared_data / "seed" / "iclr2024_seed_abstracts.txt")
    assert len(items) == 19 and all(isinstance(i, PaperInput) for i in items)
    assert items[0].abstract.startswith("Spatial confounding")


def test_seen_ids_answer_exactly_on_disk_for_any_id():
    from extractor.io.seen_ids import SeenIds

    with SeenIds() as seen:
        ids = [f"paper-{i}" for i in range(5000)] + ["\ud800odd", "é", ""]
        assert all(seen.first_time(i) for i in ids)
        assert not any(seen.first_time(i) for i in ids)
        assert seen.first_time("paper-5000")


def test_a_text_line_that_starts_like_bz2_is_text(tmp_path):
    from extractor.io.readers import read_records

    path = tmp_path / "bzh.jsonl"
    path.write_bytes(b"BZh\n")
    [item] = list(read_records([str(path)]))
    assert "JSON" in item.reason or "json" in item.reason.lower()
    compressed = tmp_path / "real.jsonl"
    import bz2
    compressed.write_bytes(bz2.compress(b'{"id": "a", "abstract": "We study x."}\n'))
    [paper] = list(read_records([str(compressed)]))
    assert paper.paper_id == "a"
