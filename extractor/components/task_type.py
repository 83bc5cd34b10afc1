"""The paper's field: doc.cats over the IJCAI 2024 primary areas ("task_type" factory).

    doc.cats   {area: probability}; convert.py reads the best one as task_type / task_type_score

The shipped classifier (extractor/trained/task_type, rebuilt by training/train_task_type.py)
is a bag-of-words textcat. It reads `classifier_text(title, abstract)`, not the Doc's own
tokens, for two reasons measured on IJCAI (5-fold CV over train+dev, then the held-out 20%):
the title names the field in few words, and lower-casing pools "Graph"/"graph" counts that
spaCy's BOW model (which hashes ORTH) would otherwise split over ~600 training abstracts.
Together: CV 0.523 -> 0.537, held-out 0.572 -> 0.586. Training and this component call the
same function, so the two never see different texts.
"""

from __future__ import annotations

from itertools import islice
from pathlib import Path
from typing import Iterable, Iterator, Optional

import spacy
from spacy.language import Language
from spacy.tokens import Doc

from extractor.doc_extensions import optional_extension


def classifier_text(title: Optional[str], abstract: str) -> str:
    """The text the field classifier reads: title line, then the abstract, lower-cased."""
    return f"{title or ''}\n{abstract}".lower()


class TaskTypeClassifier:
    """Runs a textcat pipeline over each Doc's classifier_text and copies the cats."""

    def __init__(self, classifier: Language):
        self.classifier = classifier

    def __call__(self, doc: Doc) -> Doc:
        return next(self.pipe([doc]))

    def pipe(self, docs: Iterable[Doc], batch_size: int = 64) -> Iterator[Doc]:
        # The classifier reads a Doc of its own; the shared Doc keeps its text and offsets.
        docs = iter(docs)
        while batch := list(islice(docs, batch_size)):
            texts = [classifier_text(optional_extension(doc, "title"), doc.text) for doc in batch]
            for doc, classified in zip(batch, self.classifier.pipe(texts, batch_size=batch_size)):
                doc.cats = dict(classified.cats)
            yield from batch


@Language.factory("task_type", default_config={"model": None})
def make_task_type(nlp: Language, name: str, model: Optional[str]) -> TaskTypeClassifier:
    if model is None or not Path(model).exists():
        raise ValueError(f"task_type needs the path of a trained textcat pipeline, got {model!r}")
    return TaskTypeClassifier(spacy.load(model))
