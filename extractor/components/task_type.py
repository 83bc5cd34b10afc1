"""The paper's field: doc.cats over the IJCAI 2024 primary areas ("task_type" factory).

    doc.cats   {area: confidence}; convert.py reads the best one as task_type / task_type_score

The shipped classifier (extractor/trained/task_type, rebuilt by training/train_task_type.py)
is a linear model, one weight per area for every word and word pair that occurs in at least
two training abstracts, over tf-idf features (sublinear term counts, smoothed idf, unit
length), trained with the squared hinge loss (a linear SVM; `FieldModel`). It replaced a
spaCy bag-of-words textcat because it is measurably better on this data: 5-fold CV over
the IJCAI training part 0.594 against 0.552 for the textcat on the same folds and examples, and more
of NAACL/COLM and CoRL land in their fields (docs/TRAINING.md has the figures). spaCy's textcat cannot
weight words by idf or use this loss, and about 1,300 training abstracts are too few for its
CNN models; the whole model is ~50 lines of numpy with no further dependency.

The classifier reads `classifier_text(title, abstract)`, not the Doc's own tokens: the title
names the field in few words, and training calls the same function, so the two never see
different texts.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import numpy as np
from spacy.language import Language
from spacy.tokens import Doc

from extractor.doc_extensions import document_text, optional_extension

# Words of two or more letters/digits: what a field is named by ("3d", "graph", "nash").
_WORD = re.compile(r"\b\w\w+\b")
MODEL_FILE = "model.npz"
META_FILE = "meta.json"


def classifier_text(title: Optional[str], abstract: str) -> str:
    """The text the field classifier reads: title line, then the abstract, lower-cased."""
    return f"{title or ''}\n{abstract}".lower()


def terms(text: str) -> list[str]:
    """The classifier's features of a text: its words and each pair of adjacent words
    ("social choice", "point cloud" say more than either word)."""
    words = _WORD.findall(text)
    return words + [f"{a} {b}" for a, b in zip(words, words[1:])]


def tfidf_vector(text: str, index: dict[str, int], idf: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Sparse unit-length tf-idf vector (feature ids, values) of a text; unknown terms drop out.
    Counts are damped (1 + log tf) so one repeated word does not decide the field."""
    counts = Counter(i for term in terms(text) if (i := index.get(term)) is not None)
    ids = np.fromiter(counts.keys(), dtype=np.int64, count=len(counts))
    values = np.fromiter((1.0 + math.log(n) for n in counts.values()), dtype=np.float64, count=len(counts))
    values *= idf[ids]
    norm = float(np.linalg.norm(values))
    return ids, values / norm if norm else values


@dataclass(frozen=True)
class FieldModel:
    """A trained linear field classifier: vocabulary, idf, weights (terms x areas), bias and
    the temperature that turns its decision values into confidences."""

    labels: tuple[str, ...]
    index: dict[str, int]
    idf: np.ndarray
    weights: np.ndarray
    bias: np.ndarray
    temperature: float = 1.0

    def decision(self, text: str) -> np.ndarray:
        ids, values = tfidf_vector(text, self.index, self.idf)
        return values @ self.weights[ids] + self.bias

    def predict(self, text: str) -> str:
        """The area with the largest decision value."""
        return self.labels[int(self.decision(text).argmax())]

    def confidences(self, text: str) -> dict[str, float]:
        """Softmax of the decision values scaled by the calibrated temperature: sums to 1,
        highest for the predicted area."""
        scaled = self.temperature * self.decision(text)
        exp = np.exp(scaled - scaled.max())
        probs = exp / exp.sum()
        return {label: float(p) for label, p in zip(self.labels, probs)}

    def save(self, path: Path, meta: Optional[dict] = None) -> None:
        path.mkdir(parents=True, exist_ok=True)
        vocabulary = np.array(sorted(self.index, key=self.index.get))
        np.savez_compressed(path / MODEL_FILE, vocabulary=vocabulary, idf=self.idf.astype(np.float32),
                            weights=self.weights.astype(np.float32), bias=self.bias.astype(np.float32))
        info = {"name": "task_type", "labels": list(self.labels), "temperature": self.temperature, **(meta or {})}
        (path / META_FILE).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> "FieldModel":
        meta = json.loads((path / META_FILE).read_text(encoding="utf-8"))
        with np.load(path / MODEL_FILE, allow_pickle=False) as arrays:
            vocabulary = arrays["vocabulary"].tolist()
            return cls(labels=tuple(meta["labels"]), index={t: i for i, t in enumerate(vocabulary)},
                       idf=arrays["idf"].astype(np.float64), weights=arrays["weights"].astype(np.float64),
                       bias=arrays["bias"].astype(np.float64), temperature=float(meta["temperature"]))


class TaskTypeClassifier:
    """Sets doc.cats from the field model run on the Doc's classifier_text."""

    def __init__(self, model: FieldModel):
        self.model = model

    def __call__(self, doc: Doc) -> Doc:
        doc.cats = self.model.confidences(classifier_text(optional_extension(doc, "title"), document_text(doc)))
        return doc


def load_model_folder(model: Optional[str], component: str) -> FieldModel:
    """The linear model a component's config names, with a clear error when the folder holds none."""
    if model is None or not (Path(model) / MODEL_FILE).exists():
        raise ValueError(f"{component} needs the folder of a trained model ({MODEL_FILE}), got {model!r}")
    return FieldModel.load(Path(model))


@Language.factory("task_type", default_config={"model": None})
def make_task_type(nlp: Language, name: str, model: Optional[str]) -> TaskTypeClassifier:
    return TaskTypeClassifier(load_model_folder(model, "task_type"))
