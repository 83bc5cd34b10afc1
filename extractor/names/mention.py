"""What the canonical-name rules read of an entity mention, and what they answer: shared by names/canonical.py and
names/abbreviation_pairs.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

NAME_LABELS = frozenset({"DATASET", "METHOD", "METRIC", "TASK"})


@dataclass(frozen=True)
class Mention:
    text: str
    label: str
    is_named: bool = False
    is_artifact: bool = False
    long_form: Optional[str] = None
    source: Optional[str] = None  # the pass that found it (records.EntitySource)
    typed: bool = False  # a singular noun of its kind follows it: "the Weizmann dataset", "the Switchboard corpus"


@dataclass(frozen=True)
class Canonical:
    name: str
    id: Optional[str]  # the knowledge base's id; None for a name it does not know
    label: Optional[str] = None  # the base's type when it differs from the mention's label (the mention is relabelled)


NOT_A_NAME = Canonical("", None)  # an abbreviation pair that names nothing of its label: both forms are no name
