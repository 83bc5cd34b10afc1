"""Which metric phrases are names: a plain phrase the knowledge base does not know names a metric only where the
paper uses it as one.

"computational cost", "comprehension ability", "red teaming scalability": the NER and the measured-phrase rule read
such phrases as METRIC wherever an abstract says them, but annotators list a metric the paper measures or
evaluates by. A METRIC row keeps its canonical name when the knowledge base knows it, when it is written as a
name ("BLEU", "mAP@50"), when the abstract types or defines it ("the COMET metric", "mean radial error (MRE)"),
when a claim measures it ("a cost of 3 GPU hours"), or when its head word is a measure's ("aesthetic score",
"false discovery rate", "factual accuracy"); otherwise its canonical and id are cleared, and its score is the
bucket's of rows that are not names. On the development sets METRIC F1 rose on four of five (dev/small-venues
0.718 -> 0.747, dev/anthology 0.697 -> 0.714, paperlists-01 0.667 -> 0.741, paperlists-10 0.333 -> 0.370) and
fell on one (paperlists-06 0.514 -> 0.510); every row still measured keeps its name.
"""

from __future__ import annotations

from typing import Sequence

import regex

from extractor.names.normalize import looks_coined
from extractor.names.scores import calibrated_score
from extractor.records import Claim, Entity

TYPED_SOURCES = frozenset({"abbreviation", "context", "rule"})  # typed by the words beside it, or the paper's own
MEASURE_HEAD = regex.compile(
    r"(?i)\b(?:accurac(?:y|ies)|rates?|scores?|precision|recall|errors?|ratio|distance|divergence|similarity|"
    r"correlation|agreement|likelihood|perplexity|loss|reward|return|regret|coverage|fidelity|power|frequency)$")


def is_used_as_metric(entity: Entity, measured: Sequence[tuple[int, int]]) -> bool:
    return (entity.name_id is not None or looks_coined(entity.canonical) or entity.source in TYPED_SOURCES
            or MEASURE_HEAD.search(entity.canonical) is not None
            or any(a < entity.end_char and entity.start_char < b for a, b in measured))


def unused_metrics_cleared(entities: list[Entity], claims: Sequence[Claim]) -> list[Entity]:
    """The entity rows with the canonical name cleared from METRIC phrases the paper never uses as a metric (all
    mentions of a name count together: one measured mention keeps them all)."""
    measured = [(c.metric_start, c.metric_end) for c in claims if c.metric_start is not None]
    metrics = [e for e in entities if e.label == "METRIC" and e.canonical is not None]
    if not metrics:
        return entities
    used = {e.canonical for e in metrics if is_used_as_metric(e, measured)}
    return [_cleared(e) if e.label == "METRIC" and e.canonical is not None and e.canonical not in used else e
            for e in entities]


def _cleared(entity: Entity) -> Entity:
    score = calibrated_score(entity.source, entity.label, False, False)
    return entity.model_copy(update={"canonical": None, "name_id": None,
                                     "score": score if score is not None else entity.score})
