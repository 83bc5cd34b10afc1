"""Table writers: formats, table selection, spreadsheet-safe CSV, dictionary-encoded enums, Parquet metadata and
kept input fields."""

import io
import json
import typing

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from extractor.io.formats import UTF8_BOM, JsonlSink, OutputOptions, parse_list, spreadsheet_safe
from extractor.io.writers import (
    TABLE_SCHEMAS, TableSet, TableWriter, kept_column, rows_to_table, unified_schema, unify_kept_type,
)
from extractor.records import RUN_TABLES, TABLES

CLAIM = {"paper_id": "p1", "text": "-3", "start_char": 0, "end_char": 2, "value": -3.0, "comparator": "=",
         "kind": "count", "sentence": "@user said +1"}


def _literal_columns(model) -> list[str]:
    def is_literal(annotation):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        return typing.get_origin(annotation) is typing.Literal or any(typing.get_origin(a) is typing.Literal for a in args)

    return [name for name, field in model.model_fields.items() if is_literal(field.annotation)]


def test_every_enum_column_is_dictionary_encoded_and_read_as_category(tmp_path):
    for name, model in {**TABLES, **RUN_TABLES}.items():
        for column in _literal_columns(model):
            assert pa.types.is_dictionary(TABLE_SCHEMAS[name].field(column).type), f"{name}.{column}"
    assert {"label", "source"} <= set(_literal_columns(TABLES["entities"]))
    assert pa.types.is_string(TABLE_SCHEMAS["entities"].field("text").type)
    writer = TableWriter(tmp_path, "claims")
    writer.write_rows([CLAIM])
    writer.close()
    frame = pd.read_parquet(tmp_path / "claims.parquet")
    assert frame["comparator"].dtype == "category" and frame["kind"].dtype == "category"
    assert frame["comparator"].tolist() == ["="]


def test_parquet_carries_column_descriptions_and_run_metadata(tmp_path):
    writer = TableWriter(tmp_path, "claims", metadata={"version": "9.9", "models": {"ner": {"version": "1.0.0"}}})
    writer.write_rows([CLAIM])
    writer.close()
    schema = pq.read_schema(tmp_path / "claims.parquet")
    assert schema.field("value").metadata[b"description"].startswith(b"the number, normalized")
    meta = schema.metadata
    assert meta[b"extractor.table"] == b"claims" and meta[b"extractor.version"] == b"9.9"
    assert json.loads(meta[b"extractor.models"]) == {"ner": {"version": "1.0.0"}}
    assert b"numeric claim" in meta[b"extractor.description"]


def test_csv_escapes_formula_cells_in_text_columns_only(tmp_path):
    writer = TableWriter(tmp_path, "claims")
    writer.write_rows([CLAIM])
    writer.close()
    frame = pd.read_csv(tmp_path / "claims.csv")
    row = frame.iloc[0]
    assert row["comparator"] == "'=" and row["text"] == "'-3" and row["sentence"] == "'@user said +1"
    assert row["value"] == -3.0  # a number column is not text: no apostrophe
    assert not (tmp_path / "claims.csv").read_bytes().startswith(UTF8_BOM)


def test_csv_raw_and_bom(tmp_path):
    writer = TableWriter(tmp_path, "claims", OutputOptions(csv_safe=False, csv_bom=True))
    writer.write_rows([CLAIM])
    writer.close()
    data = (tmp_path / "claims.csv").read_bytes()
    assert data.startswith(UTF8_BOM)
    frame = pd.read_csv(tmp_path / "claims.csv", encoding="utf-8-sig")
    assert frame["comparator"].iloc[0] == "=" and frame.columns[0] == "paper_id"


@pytest.mark.parametrize("cell, escaped", [
    ("=1+1", "'=1+1"), ("+1", "'+1"), ("-x", "'-x"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"), ("\rx", "'\rx"),
    ("plain", "plain"), ("a=b", "a=b"), (">=", ">="), ("", ""), (None, None),
])
def test_spreadsheet_safe_cells(cell, escaped):
    table = pa.table({"s": pa.array([cell], pa.string()), "n": pa.array([-1], pa.int64())})
    safe = spreadsheet_safe(table)
    assert safe.column("s").to_pylist() == [escaped] and safe.column("n").to_pylist() == [-1]


def test_formats_and_tables_select_what_is_written(tmp_path):
    output = OutputOptions(formats=("jsonl",), tables=("claims",))
    tables = TableSet(tmp_path, ["claims", "errors"], output)
    tables.write({"claims": [CLAIM], "errors": [{"source": "f:1", "reason": "broken"}]})
    tables.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["claims.jsonl"]
    assert tables.counts() == {"claims": 1, "errors": 1}  # an unwritten table is still counted
    row = json.loads((tmp_path / "claims.jsonl").read_text())
    assert row["comparator"] == "=" and row["value"] == -3.0 and row["text"] == "-3"  # JSON needs no escaping


def test_jsonl_lines_name_their_table_and_write_nan_as_null():
    stream = io.BytesIO()
    JsonlSink(stream, "table", "claims").write(pa.table({"value": [float("nan"), 1.5]}))
    assert [json.loads(line) for line in stream.getvalue().splitlines()] == [
        {"table": "claims", "value": None}, {"table": "claims", "value": 1.5}]


def test_parse_list_rejects_unknown_names():
    assert parse_list("csv, parquet,csv", ("parquet", "csv"), "format") == ("csv", "parquet")
    with pytest.raises(ValueError, match="unknown format 'xlsx'"):
        parse_list("xlsx", ("parquet", "csv"), "format")


# ---- kept input fields ------------------------------------------------------------------------


def test_kept_columns_keep_scalar_types_and_turn_the_rest_into_json():
    assert kept_column([2024, None]).type == pa.int64()
    assert kept_column([1.5, 2]).type == pa.float64()
    assert kept_column(["ICLR", None]).to_pylist() == ["ICLR", None]
    assert kept_column([["a", "b"], {"k": 1}]).to_pylist() == ['["a", "b"]', '{"k": 1}']
    assert kept_column([2024, "unknown"]).to_pylist() == ["2024", "unknown"]


def test_kept_types_unify_across_chunks():
    assert unify_kept_type([pa.int64(), pa.null(), pa.int64()]) == pa.int64()
    assert unify_kept_type([pa.int64(), pa.float64()]) == pa.float64()
    assert unify_kept_type([pa.int64(), pa.string()]) == pa.string()
    assert unify_kept_type([pa.null()]) == pa.string()


def _paper(paper_id: str, **kept) -> dict:
    return {"paper_id": paper_id, "abstract": "x", "n_entities": 0, "n_claims": 0, "n_results": 0, "n_urls": 0,
            **kept}


def test_papers_with_kept_fields_merge_into_one_typed_table(tmp_path):
    first = rows_to_table("papers", [_paper("a", venue="ICLR", year=2024), _paper("b", venue=None, year=2023)])
    second = rows_to_table("papers", [_paper("c", venue="NeurIPS", year=None)])
    assert first.schema.names[: len(TABLE_SCHEMAS["papers"])] == TABLE_SCHEMAS["papers"].names
    schema = unified_schema("papers", [first.schema, second.schema, TABLE_SCHEMAS["papers"]])
    assert schema.names[-2:] == ["venue", "year"]
    writer = TableWriter(tmp_path, "papers", schema=schema)
    for part in (first, second, rows_to_table("papers", [_paper("d")])):  # a chunk without the fields: nulls
        writer.write_table(part)
    writer.close()
    frame = pd.read_parquet(tmp_path / "papers.parquet")
    assert frame["year"].tolist()[:2] == [2024, 2023] and pd.isna(frame["year"].iloc[3])
    assert pq.read_schema(tmp_path / "papers.parquet").field("year").type == pa.int64()
    assert pq.read_table(tmp_path / "papers.parquet").column("venue").to_pylist() == ["ICLR", None, "NeurIPS", None]
