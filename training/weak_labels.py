"""Weak supervision for the NER: unlabelled abstracts with the knowledge base's names marked where they occur.

The names are those the gazetteer matches as written (extractor/components/gazetteer.kb_gazetteer_names: coined
spellings such as "ImageNet", "BLEU", "ResNet-50"), of the labels given. The lists are partial (most names in an
abstract are in no list), so a weak document marks its matches and trusts "outside" only on function words,
punctuation and numbers (GoldDoc.partial, training/ner_corpus.to_doc): an unmatched content word costs no loss
either way.
"""

from __future__ import annotations

import random
from pathlib import Path

from spacy.matcher import PhraseMatcher
from spacy.tokens import Span
from spacy.util import filter_spans

from training.corpora import GoldDoc, benchmark_ids, read_unlabeled_abstracts

WEAK_LABELS = ("DATASET", "METRIC", "METHOD")


def name_matcher(nlp, labels: tuple[str, ...] = WEAK_LABELS) -> PhraseMatcher:
    from extractor.components.gazetteer import kb_gazetteer_names

    matcher = PhraseMatcher(nlp.vocab, attr="ORTH")
    for label in labels:
        matcher.add(label, [nlp.make_doc(name) for name in kb_gazetteer_names(label)])
    return matcher


def weak_documents(data: Path, nlp, n: int, seed: int = 0, labels: tuple[str, ...] = WEAK_LABELS) -> list[GoldDoc]:
    """`n` unlabelled abstracts (a seeded sample, annotated papers left out) that hold at least one name, each
    with its longest non-overlapping name matches as spans."""
    texts = list(read_unlabeled_abstracts(data, exclude=benchmark_ids()))
    random.Random(seed).shuffle(texts)
    matcher = name_matcher(nlp, labels)
    docs: list[GoldDoc] = []
    for doc in nlp.tokenizer.pipe(texts, batch_size=256):
        # longest first; a name in two lists keeps the first label found
        spans = filter_spans([Span(doc, start, end, label=label) for label, start, end in matcher(doc)])
        if spans:
            docs.append(GoldDoc(doc.text, [(s.start_char, s.end_char, s.label_) for s in spans], source="weak",
                                partial=True))
        if len(docs) >= n:
            break
    return docs
