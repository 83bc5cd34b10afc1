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
        assert committed == schema, f"schemas/{name}.schema.json is stale: run `extractor schema --dir schemas`"


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


def test_json_schemas_describe_every_table_and_column():
    for name, schema in json_schemas().items():
        assert schema.get("description"), f"{name} has no description (the row model's docstring)"
        for column, prop in schema["properties"].items():
            assert prop.get("description"), f"{name}.{column}"


def test_enum_columns_are_categories_in_the_readme_and_dictionaries_in_arrow():
    from extractor.schemas import columns_markdown

    assert "| `label` | category | never |" in columns_markdown()
    assert pa.types.is_dictionary(TABLE_SCHEMAS["urls"].field("kind").type)
    assert TABLE_SCHEMAS["claims"].field("value").metadata[b"description"].startswith(b"the number")
