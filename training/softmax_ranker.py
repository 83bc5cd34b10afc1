"""Fitting a LinearRanker (extractor/linear_ranker.py): a softmax over each example's candidates, trained to put
its mass on the candidates that agree with the annotator (examples with no right candidate teach nothing),
L2-penalised, by full-batch Adam from zero for a fixed number of steps: a retrain is identical. The task ranker and
the subject ranker train with it, and are checked with each annotated set left out in turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from extractor.linear_ranker import LinearRanker

STEPS = 1500
LEARNING_RATE = 0.05


@dataclass
class Example:
    """One choice: its candidates' feature rows, which candidates agree with the annotator, and whether the rules'
    own answer does."""

    set_name: str
    features: list[dict[str, float]]
    right: list[bool]
    rule_right: bool


def feature_names(examples: list[Example]) -> list[str]:
    return sorted({name for e in examples for row in e.features for name in row})


def fit(examples: list[Example], names: list[str], l2: float, make: Callable[[dict], LinearRanker] = LinearRanker,
        steps: int = STEPS) -> LinearRanker:
    """Weights maximising the log of the softmax mass on each example's right candidates."""
    usable = [e for e in examples if any(e.right)]
    x = np.array([[row.get(name, 0.0) for name in names] for e in usable for row in e.features])
    right = np.array([r for e in usable for r in e.right], dtype=float)
    group = np.concatenate([np.full(len(e.features), i) for i, e in enumerate(usable)])
    n = len(usable)
    w, m, v = np.zeros(len(names)), np.zeros(len(names)), np.zeros(len(names))
    for step in range(1, steps + 1):
        s = x @ w
        top = np.full(n, -np.inf)
        np.maximum.at(top, group, s)
        e = np.exp(s - top[group])
        total, right_total = np.zeros(n), np.zeros(n)
        np.add.at(total, group, e)
        np.add.at(right_total, group, e * right)
        gradient = x.T @ (e / total[group] - e * right / right_total[group]) / n + l2 * w / n
        m = 0.9 * m + 0.1 * gradient
        v = 0.999 * v + 0.001 * gradient**2
        w -= LEARNING_RATE * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
    return make(dict(zip(names, w.tolist())))


def agreement(ranker: LinearRanker, examples: list[Example]) -> float:
    """The share of examples whose best-scoring candidate is right (the rules' answer where nothing is ranked)."""
    hits = 0
    for e in examples:
        hits += e.right[ranker.best(e.features)] if e.features else e.rule_right
    return hits / len(examples)


def cross_validate(examples: list[Example], names: list[str], l2: float, unit: str = "examples") -> float:
    """Agreement with each annotated set left out of training in turn, against the rules' alone."""
    hits = 0.0
    for name in sorted({e.set_name for e in examples}):
        held = [e for e in examples if e.set_name == name]
        ranker = fit([e for e in examples if e.set_name != name], names, l2)
        model, rules = agreement(ranker, held), sum(e.rule_right for e in held) / len(held)
        hits += model * len(held)
        print(f"  {name:28s} {len(held):4d}  ranker {model:.3f}  rules {rules:.3f}")
    rules = sum(e.rule_right for e in examples) / len(examples)
    print(f"left-out-set agreement {hits / len(examples):.3f} over {len(examples)} {unit} (the rules alone: {rules:.3f})")
    return hits / len(examples)
