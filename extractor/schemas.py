"""JSON Schema per output table, generated from the row models in records.py."""

from __future__ import annotations

import json
from pathlib import Path

from extractor.records import TABLES


def json_schemas() -> dict[str, dict]:
    return {name: model.model_json_schema() for name, model in TABLES.items()}


def write_json_schemas(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, schema in json_schemas().items():
        path = directory / f"{name}.schema.json"
        path.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        paths.append(path)
    return paths
