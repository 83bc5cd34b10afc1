"""Which metric phrases are names: a plain phrase the knowledge base does not know names a metric only where the
paper uses it as one.

"computational cost", "comprehension ability", "red teaming scalability": the NER and the measured-phrase rule read
such phrases as METRIC wherever an abstract says them, but annotators list a metric the paper measures or
evaluates by. A METRIC row keeps its canonical name when the knowledge base knows it, when it is written as a
name ("BLEU", "mAP@50"), when the abstract types or defines it ("the COMET metric", "mean radial error (MRE)"),
when a claim measures it ("a cost of 3 GPU hours"), or when its head word is a score's ("aesthetic score",
"false discovery rate", "factual accuracy"); otherwise it is no name. The metric_names component applies it,
after claim_links, reading what the linked claims measure (doc._.claims).

Without -> with this rule, METRIC F1 on the development sets: dev/small-venues 0.728 -> 0.765, dev/anthology
0.697 -> 0.714, paperlists-01 0.667 -> 0.755, paperlists-10 0.333 -> 0.370, paperlists-06 0.529 -> 0.526.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from extractor.names.normalize import looks_coined
from extractor.rules.names.cues import SCORE_HEADS

TYPED_SOURCES = frozenset({"abbreviation", "context", "rule"})  # typed by the words beside it, or the paper's own


@dataclass(frozen=True)
class MetricRow:
    """A METRIC mention with its canonical name: where it is, what found it, whether the knowledge base knows it."""

    canonical: str
    name_id: Optional[str]
    source: Optional[str]
    start: int
    end: int


def _used(row: MetricRow, measured: Sequence[tuple[int, int]]) -> bool:
    head = row.canonical.replace("-", " ").split()[-1].lower()
    return (row.name_id is not None or looks_coined(row.canonical) or row.source in TYPED_SOURCES
            or head in SCORE_HEADS or any(a < row.end and row.start < b for a, b in measured))


def unused_metrics(rows: Sequence[MetricRow], measured: Sequence[tuple[int, int]]) -> set[str]:
    """The canonical names among a paper's METRIC rows that the paper never uses as a metric; `measured` are the
    character spans of what its numbers measure. All mentions of a name count together: one measured mention keeps
    them all."""
    used = {row.canonical for row in rows if _used(row, measured)}
    return {row.canonical for row in rows} - used
