"""Distant supervision for the NER from the project's own annotated sets: the names an annotator listed for a paper
(its datasets, methods, metrics and tasks, docs/ANNOTATION.md), marked where the abstract writes them.

The lists say what a reader of ML abstracts calls a name, in the product's labels, on the text the product reads;
SciERC and TDMSci say it on other text and in other conventions. The lists hold named things only, and no
OTHER / GENERIC / MATERIAL, so a document marks its matches and trusts "outside" only on function words,
punctuation and numbers (GoldDoc.partial, training/ner_corpus.to_doc), as the weak labels do.
"""

from __future__ import annotations

import sys
from pathlib import Path

import regex

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

import artifacts as artifact_bench  # noqa: E402  (the sets' abstracts, looked up where each set keeps them)
from names import FIELDS  # noqa: E402  (the annotators' list fields and their labels)

from training.corpora import GoldDoc  # noqa: E402


def listed_spans(abstract: str, gold: dict) -> list[tuple[int, int, str]]:
    """Every place the abstract writes a listed name (any case, whole words), longest first, none overlapping; a
    name listed under two labels keeps the first (FIELDS order)."""
    found: list[tuple[int, int, str]] = []
    names = [(name, label) for field, label in FIELDS.items() for name in gold.get(field) or [] if name.strip()]
    for name, label in sorted(names, key=lambda item: -len(item[0])):
        pattern = regex.compile(r"(?<!\w)" + regex.escape(name.strip()) + r"(?!\w)", regex.IGNORECASE)
        for match in pattern.finditer(abstract):
            if not any(match.start() < end and start < match.end() for start, end, _ in found):
                found.append((match.start(), match.end(), label))
    return sorted(found)


def listed_documents(set_ids: list[str]) -> list[GoldDoc]:
    """The abstracts of the given annotated sets with their listed names marked (partial documents); papers that
    write none of their names are left out."""
    docs = []
    for set_id in set_ids:
        for gold, abstract, _ in artifact_bench.examples(set_id):
            spans = listed_spans(abstract, gold)
            if spans:
                docs.append(GoldDoc(abstract, spans, source=f"listed:{set_id}", partial=True))
    return docs
