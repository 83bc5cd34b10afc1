"""The paper's field: doc.cats over the IJCAI 2024 primary areas ("task_type" factory).

    doc.cats              {area: confidence}, every area, as spaCy's text classifiers give them
    doc._.task_type       the best area, or None when its confidence is below `abstain_below`
    doc._.task_type_score the best area's confidence, kept when the field abstains

Without a `model` the factory loads the shipped one (extractor/trained/task_type), so
`nlp.add_pipe("task_type")` works in any pipeline. Without `abstain_below` it takes the model's
calibrated threshold (meta.json "abstain_below", chosen by training/calibrate_abstention.py:
answer where an answer is more often right than wrong, on out-of-fold predictions).

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
SHIPPED_MODEL = Path(__file__).resolve().parents[1] / "trained" / "task_type"

for _name in ("task_type", "task_type_score"):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None)


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
    counts = Counter(map(index.get, terms(text)))  # counted in C: a generator here cost 2% of a run
    counts.pop(None, None)
    ids = np.fromiter(counts.keys(), dtype=np.int64, count=len(counts))
    values = np.fromiter((1.0 + math.log(n) for n in counts.values()), dtype=np.float64, count=len(counts))
    values *= idf[ids]
    norm = float(np.linalg.norm(values))
    return ids, values / norm if norm else values


@dataclass(frozen=True)
class FieldModel:
    """A trained linear field classifier: vocabulary, idf, weights (terms x areas), bias,
    the temperature that turns its decision values into confidences, and the confidence
    below which a component abstains (0: never)."""

    labels: tuple[str, ...]
    index: dict[str, int]
    idf: np.ndarray
    weights: np.ndarray
    bias: np.ndarray
    temperature: float = 1.0
    abstain_below: float = 0.0

    def decision(self, text: str) -> np.ndarray:
        ids, values = tfidf_vector(text, self.index, self.idf)
        return values @ self.weights[ids] + self.bias

    def predict(self, text: str) -> str:
        """The area with the largest decision value."""
        return self.labels[int(self.decision(text).argmax())]

    def confidences(self, text: str) -> dict[str, float]:
        """Softmax of the decision values scaled by the calibrated temperature: sums to 1,
        highest for the predicted area."""
        probs = self.softmax(self.decision(text))
        return {label: float(p) for label, p in zip(self.labels, probs)}

    def softmax(self, decision: np.ndarray) -> np.ndarray:
        scaled = self.temperature * decision
        exp = np.exp(scaled - scaled.max())
        return exp / exp.sum()

    def save(self, path: Path, meta: Optional[dict] = None) -> None:
        path.mkdir(parents=True, exist_ok=True)
        vocabulary = np.array(sorted(self.index, key=self.index.get))
        np.savez_compressed(path / MODEL_FILE, vocabulary=vocabulary, idf=self.idf.astype(np.float32),
                            weights=self.weights.astype(np.float32), bias=self.bias.astype(np.float32))
        info = {"name": "task_type", "labels": list(self.labels), "temperature": self.temperature,
                "abstain_below": self.abstain_below, **(meta or {})}
        (path / META_FILE).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> "FieldModel":
        meta = json.loads((path / META_FILE).read_text(encoding="utf-8"))
        with np.load(path / MODEL_FILE, allow_pickle=False) as arrays:
            vocabulary = arrays["vocabulary"].tolist()
            return cls(labels=tuple(meta["labels"]), index={t: i for i, t in enumerate(vocabulary)},
                       idf=arrays["idf"].astype(np.float64), weights=arrays["weights"].astype(np.float64),
                       bias=arrays["bias"].astype(np.float64), temperature=float(meta["temperature"]),
                       abstain_below=float(meta.get("abstain_below", 0.0)))


def best_or_abstain(confidences: dict[str, float], threshold: float) -> tuple[Optional[str], Optional[float]]:
    """(best label, its confidence); the label is None below `threshold`, the confidence is kept."""
    if not confidences:
        return None, None
    label = max(confidences, key=confidences.get)
    score = confidences[label]
    return (label if score >= threshold else None), round(score, 4)


class TaskTypeClassifier:
    """Sets doc.cats from the field model run on the Doc's classifier_text, and the answer (or abstention)."""

    def __init__(self, model: FieldModel, abstain_below: Optional[float] = None):
        self.model = model
        self.threshold = model.abstain_below if abstain_below is None else abstain_below

    def __call__(self, doc: Doc) -> Doc:
        doc.cats = self.model.confidences(classifier_text(optional_extension(doc, "title"), document_text(doc)))
        doc._.task_type, doc._.task_type_score = best_or_abstain(doc.cats, self.threshold)
        return doc


def load_model_folder(model: Optional[str], component: str, shipped: Path) -> FieldModel:
    """The linear model a component's config names (None: the shipped one), with a clear error when the folder
    holds none."""
    folder = shipped if model is None else Path(model)
    if not (folder / MODEL_FILE).exists():
        raise ValueError(f"{component} needs the folder of a trained model ({MODEL_FILE}), got {str(folder)!r}")
    return FieldModel.load(folder)


@Language.factory("task_type", default_config={"model": None, "abstain_below": None})
def make_task_type(nlp: Language, name: str, model: Optional[str], abstain_below: Optional[float]) -> TaskTypeClassifier:
    return TaskTypeClassifier(load_model_folder(model, "task_type", SHIPPED_MODEL), abstain_below)
