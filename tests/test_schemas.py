"""schemas/ is generated from the models; the committed files must match the code."""

import json
from pathlib import Path

import pyarrow as pa

from extractor.io.writers import TABLE_SCHEMAS, rows_to_table
from extractor.records import TABLES
from extractor.schemas import json_schemas

SCHEMA_DIR = Path(__file__).resolve().parents[1] / "schemas"


def test_committed_json_schemas_match_the_models():
    for name, schema in json_schemas().items():
        committed = json.loads((SCHEMA_DIR / f"{name}.schema.json").read_text())
        assert committed == schema, f"schemas/{name}.schema.json is stale: run `extractor schema`"


def test_empty_tables_keep_columns_and_types():
    for name in TABLES:
        table = rows_to_table(name, [])
        assert table.num_rows == 0 and table.schema == TABLE_SCHEMAS[name]
    claims = TABLE_SCHEMAS["claims"]
    assert claims.field("value").type == pa.float64() and claims.field("start_char").type == pa.int64()
    assert claims.field("is_relative").type == pa.bool_()
    assert TABLE_SCHEMAS["papers"].field("n_claims").nullable is False


def test_readme_column_tables_match_the_models():
    from extractor.schemas import with_columns

    readme = (SCHEMA_DIR.parent / "README.md").read_text(encoding="utf-8")
    assert with_columns(readme) == readme, "README.md's column tables are stale: python -m extractor.schemas --readme README.md"


def test_every_column_is_described():
    for name, model in TABLES.items():
        for column, field in model.model_fields.items():
            assert field.description, f"{name}.{column} has no description in records.py"
