"""Which label annotators give a name that is read both as a method and as a task (data/reference/
label_preferences.tsv, built by training/build_label_preferences.py from the papers/* annotations): "knowledge
distillation", "in-context learning" are methods to them, though the names knowledge base files them as tasks;
"semi-supervised learning" a task."""

from __future__ import annotations

import csv
from functools import lru_cache
from typing import Optional

from extractor.resources import REFERENCE_DIR

FILENAME = "label_preferences.tsv"
LABELS = ("METHOD", "TASK")


@lru_cache(maxsize=1)
def _preferences() -> dict[str, str]:
    path = REFERENCE_DIR / FILENAME
    if not path.exists():
        return {}
    with open(path, encoding="utf-8", newline="") as f:
        return {row["key"]: row["label"] for row in csv.DictReader(f, delimiter="\t")}


def preferred_label(*keys: str) -> Optional[str]:
    """The label annotators prefer for the first of these comparison keys that has one, if any."""
    preferences = _preferences()
    return next((preferences[key] for key in keys if key in preferences), None)
