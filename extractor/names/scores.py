"""The entities table's `score`: the chance that a row is a name annotators list for its paper, by bucket.

The table (data/reference/entity_scores.json) is measured on the development sets by
training/calibrate_entity_scores.py; a row's bucket is its pass, its label, whether it is a name (has a canonical
spelling) and whether the names knowledge base knows it. Without the table, rows keep the score their pass gave.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Optional

from extractor.resources import REFERENCE_DIR

FILENAME = "entity_scores.json"


def bucket_key(source: str, label: str, named: bool, in_kb: bool) -> str:
    return f"{source}|{label}|{'name' if named else 'other'}|{'kb' if in_kb else 'new'}"


def bucket(entity) -> str:
    """The bucket of an entity row (a records.Entity)."""
    return bucket_key(entity.source, entity.label, entity.canonical is not None, entity.name_id is not None)


@lru_cache(maxsize=1)
def score_table() -> Optional[dict]:
    path = REFERENCE_DIR / FILENAME
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def calibrated_score(source: str, label: str, named: bool, in_kb: bool) -> Optional[float]:
    """The bucket's measured share of rows that are annotated names; its label's share for a bucket never seen;
    None without a table."""
    table = score_table()
    if table is None:
        return None
    found = table["buckets"].get(bucket_key(source, label, named, in_kb))
    return found if found is not None else table["labels"].get(label)
