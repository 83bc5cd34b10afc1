"""A learned choice among candidates: one weight per feature name, the best-scoring candidate wins.

The task ranker (rules/task/ranker.py) and the subject ranker (rules/claims/subject_ranker.py) are such models:
each candidate is a dict of named features, its score the weighted sum, and training (training/softmax_ranker.py)
fits the weights as a softmax over each example's candidates. The file is JSON: metadata and `weights`; a feature
the file does not name weighs nothing, so a model keeps loading when a feature is added.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence


@dataclass(frozen=True)
class LinearRanker:
    weights: dict[str, float]

    def score(self, features: dict[str, float]) -> float:
        return sum(self.weights.get(name, 0.0) * value for name, value in features.items())

    def best(self, features: Sequence[dict[str, float]]) -> int:
        """The index of the best-scoring candidate (the first on a tie: the caller's order)."""
        scores = [self.score(f) for f in features]
        return scores.index(max(scores))

    @classmethod
    def load(cls, path: Path | str):
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls({name: float(w) for name, w in data["weights"].items()})

    def save(self, path: Path, meta: dict) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        body = {**meta, "weights": {name: round(w, 6) for name, w in sorted(self.weights.items())}}
        path.write_text(json.dumps(body, indent=1) + "\n", encoding="utf-8")
