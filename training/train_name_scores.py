"""Rebuild the names table's score model (data/reference/name_scores.json).

    python training/train_name_scores.py          # train and ship
    python training/train_name_scores.py --cv     # leave each annotated set out in turn; print the figures

Training data: the annotated sets whose "trained_on" lists name_scores in benchmarks/data/manifest.json (the
papers/* sets and the dev/* sets annotated for names: per paper, the data sets, methods, metrics and tasks an
annotator named), never a heldout/* set. The full pipeline runs over each paper; each names-table row becomes a feature vector
(`extractor.names.name_score.name_features`), right when the annotator lists the name, read as
benchmarks/names.py reads it. The model: a logistic regression per label, L2-penalised (the bias too), solved by
Newton's method to convergence, so a retrain is identical. It reads the entity rows' scores: after
training/calibrate_entity_scores.py, run this.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

import artifacts as artifact_bench  # noqa: E402  (the sets' abstracts and titles)
import names as names_bench  # noqa: E402  (how gold names are read)

from benchmarks import sets as benchmark_sets  # noqa: E402
from extractor.names.index import group_name, name_rows  # noqa: E402
from extractor.names.kb import default_kb  # noqa: E402
from extractor.names.name_score import FILENAME, MODEL_VERSION, PaperText, name_features, probability  # noqa: E402
from extractor.resources import REFERENCE_DIR  # noqa: E402

LABELS = names_bench.LABELS
# Chosen with each set left out in turn (--cv, 9,156 rows): log-loss per row 0.5307 (L2 0.3), 0.5302 (1), 0.5304 (3).
L2 = 1.0
THRESHOLDS = (0.3, 0.5, 0.7)
FLOORS = tuple(round(0.05 * i, 2) for i in range(13))  # the names table's floor is chosen among these (0 to 0.6)


def build_examples(set_ids: list[str]) -> tuple[dict[str, list[tuple[str, dict, bool]]], int]:
    """Per label, (set id, features, right) of every names-table row of the sets' papers; and how many names the
    annotators listed in all."""
    from extractor.api import Extractor

    extractor, kb = Extractor(), default_kb()
    examples: dict[str, list] = defaultdict(list)
    listed = 0
    for set_id in set_ids:
        papers = artifact_bench.examples(set_id)
        records = [{"id": g["id"], "title": title, "abstract": text} for g, text, title in papers]
        for (gold, text, title), result in zip(papers, extractor.extract_many(records)):
            want, aliases = names_bench.gold_names(gold, text)
            listed += len(want)
            paper = PaperText.of(text, title)
            for rows in name_rows(result.entities):  # every name the table could hold, floor or not
                name = group_name(rows)
                right = next(iter(names_bench.predicted_names([name], aliases))) in want
                examples[name.label].append((set_id, name_features(rows, paper, kb), right))
    return examples, listed


def fit(rows: list[tuple[str, dict, bool]], names: list[str], l2: float = L2) -> dict[str, float]:
    """Logistic regression weights by Newton's method (a convex problem: one answer, reached in a few steps)."""
    x = np.array([[features.get(n, 0.0) for n in names] for _, features, _ in rows])
    y = np.array([right for _, _, right in rows], dtype=float)
    w = np.zeros(len(names))
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        gradient = x.T @ (p - y) + l2 * w
        hessian = x.T @ (x * (p * (1 - p))[:, None]) + l2 * np.eye(len(names))
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return {n: round(float(v), 6) for n, v in zip(names, w)}


def precision_recall(scored: list[tuple[float, bool]], threshold: float) -> tuple[float, float]:
    """Of the rows scored at least `threshold`, the share right; of the right rows, the share kept."""
    kept = [right for score, right in scored if score >= threshold]
    right = sum(r for _, r in scored)
    return (sum(kept) / len(kept) if kept else 0.0), (sum(kept) / right if right else 0.0)


def left_out_scores(examples: dict, names: list[str], l2: float) -> list[tuple[float, bool]]:
    """(score, right) of every row, each scored by the model trained with its set left out."""
    scored = []
    for held in sorted({set_id for rows in examples.values() for set_id, _, _ in rows}):
        for rows in examples.values():
            weights = fit([r for r in rows if r[0] != held], names, l2)
            scored.extend((probability(weights, features), right) for set_id, features, right in rows if set_id == held)
    return scored


def micro_f1(scored: list[tuple[float, bool]], floor: float, listed: int) -> float:
    """Paper-level micro F1 of the names table when it keeps only the rows scored `floor` or more."""
    kept = [right for score, right in scored if score >= floor]
    return 2 * sum(kept) / (len(kept) + listed) if kept or listed else 0.0


def best_floor(scored: list[tuple[float, bool]], listed: int) -> float:
    """The floor of best micro F1 on left-out scores (the lowest of equals). With calibrated scores the best floor
    is half the best F1 (Lipton et al., 2014): a row worth keeping is one likelier right than the F1 it joins."""
    return max(FLOORS, key=lambda floor: (micro_f1(scored, floor, listed), -floor))


def cross_validate(examples: dict, names: list[str], l2: float, listed: int) -> None:
    """Each set left out in turn: the log-loss of its rows, precision / recall of the rows above a score (recall of
    the names table's rows, not of the annotated names), and micro F1 of the table per floor."""
    scored = left_out_scores(examples, names, l2)
    loss = -sum(np.log(p if right else 1 - p) for p, right in scored)
    print(f"left-out-set log-loss per row {loss / len(scored):.4f} over {len(scored)} rows "
          f"(share right {sum(r for _, r in scored) / len(scored):.3f})")
    # The same figures with a name's best entity-row score (names/scores.py) as its probability: the baseline.
    rows_only = [(features["row_score"], right) for rows in examples.values() for _, features, right in rows]
    rows_loss = -sum(np.log(min(max(p if right else 1 - p, 1e-6), 1.0)) for p, right in rows_only) / len(rows_only)
    print(f"  (the best entity-row score instead: log-loss per row {rows_loss:.4f})")
    for threshold in THRESHOLDS:
        p, r = precision_recall(scored, threshold)
        bp, br = precision_recall(rows_only, threshold)
        print(f"  score >= {threshold}: precision {p:.3f}, rows kept of the right ones {r:.3f}"
              f"  (best entity-row score: {bp:.3f}, {br:.3f})")
    print("  names-table micro F1 by floor: " + ", ".join(f"{f}: {micro_f1(scored, f, listed):.4f}" for f in FLOORS))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=REFERENCE_DIR / FILENAME)
    parser.add_argument("--l2", type=float, default=L2)
    parser.add_argument("--cv", action="store_true", help="leave each annotated set out in turn instead of training")
    args = parser.parse_args(argv)
    started = time.time()
    set_ids = [entry["id"] for entry in benchmark_sets.trained_on("name_scores")]
    examples, listed = build_examples(set_ids)
    names = sorted({n for rows in examples.values() for _, features, _ in rows for n in features})
    if args.cv:
        cross_validate(examples, names, args.l2, listed)
    else:
        floor = best_floor(left_out_scores(examples, names, args.l2), listed)
        model = {"name": "name_scores", "version": MODEL_VERSION, "l2": args.l2, "sets": set_ids,
                 "training_rows": {label: len(examples[label]) for label in LABELS}, "keep_above": floor,
                 "weights": {label: fit(examples[label], names, args.l2) for label in LABELS}}
        args.out.write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
        print(f"{len(names)} weights per label from {sum(len(v) for v in examples.values())} rows, "
              f"floor {floor}; saved {args.out}")
    print(f"took {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()
