"""Rebuild the shipped contribution-type model (extractor/trained/contribution_type).

    python training/train_contribution.py          # train and ship
    python training/train_contribution.py --cv     # leave each annotated set out in turn; print accuracies

Training data: the project's own annotated sets whose "trained_on" lists contribution_type in
benchmarks/data/manifest.json (papers/* and tasks/*: annotators, most of them helpers who never saw the rules,
labelled each paper method | dataset | benchmark | toolkit | theory | analysis | survey | position), the abstracts
and titles read from ../shared/data/paperlists. Never trained on (NOT_TRAINED_ON): the heldout/* sets (the held-out
figure), the seed sets (not in paperlists/), and a new set until it has been scored once (the manifest lists it
without contribution_type). A paper in several sets counts once, with the label of the first set in manifest order.

Each example is `contribution_text(title, abstract, rule answer)`: the rules' answer is what the pipeline's
paper_task component gives today (the pipeline without the NER and the model itself), so the model learns when
to overrule it. Same learner as the field classifier (train_task_type.fit: tf-idf words and pairs, one-vs-rest
linear SVM by dual coordinate descent, seeded: a retrain is identical).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # extractor, when run as a script from anywhere

import train_task_type as tt  # noqa: E402  (training/ is on the path: run as a script, or imported by tests)
from licences import licence_meta  # noqa: E402

from extractor.api import Extractor  # noqa: E402
from extractor.components.contribution_type import CONTRIBUTION_TYPES, contribution_text  # noqa: E402
from extractor.pipeline import build_pipeline  # noqa: E402

from benchmarks import sets as benchmark_sets  # noqa: E402  (the manifest of benchmarks/data)

DEFAULT_DATA = REPO.parent / "shared" / "data"
DEFAULT_OUT = REPO / "extractor" / "trained" / "contribution_type"
MODEL = "contribution_type"  # its name in the manifest's "trained_on"
NOT_TRAINED_ON = tuple(s["id"] for s in benchmark_sets.not_trained_on(MODEL))
MODEL_VERSION = "1.0.0"
# Chosen with each set left out in turn (--cv): C 0.5 -> 0.825, 1 -> 0.842, 2 -> 0.857, 4 -> 0.859 (3 repeats of
# the rule word for the first two, 6 for the rest); 2 keeps the weights smaller for the same accuracy.
C = 2.0


def annotated_papers() -> list[tuple[str, str, str]]:
    """(set id, paper id, label) of every paper of the sets the model trains on, each paper once."""
    seen: set[str] = set()
    out = []
    for entry in benchmark_sets.trained_on(MODEL):
        for row in benchmark_sets.read(entry["id"]):
            if row.get("contribution") in CONTRIBUTION_TYPES and row["id"] not in seen:
                seen.add(row["id"])
                out.append((entry["id"], row["id"], row["contribution"]))
    return out


def build_examples(data_dir: Path) -> list[tuple[str, str, str, str]]:
    """(set name, model text, label, the rules' answer) for every annotated paper; the rules' answer from the
    pipeline itself."""
    papers = {paper["id"]: paper for paper in tt.load_papers(data_dir)}
    labelled = [(name, papers[pid], label) for name, pid, label in annotated_papers() if pid in papers]
    rules = Extractor(build_pipeline(ner_model=None, task_type_model=None, contribution_model=None))
    records = ({"id": paper["id"], "title": paper["title"], "abstract": paper["abstract"]} for _, paper, _ in labelled)
    return [
        (name, contribution_text(paper["title"], paper["abstract"], extraction.contribution_type), label,
         extraction.contribution_type)
        for (name, paper, label), extraction in zip(labelled, rules.extract_many(records))
    ]


def cross_validate(examples: list[tuple[str, str, str, str]], c: float = C) -> float:
    """Accuracy with each annotated set left out of training in turn, against the rules' alone."""
    right = 0
    for name in sorted({example[0] for example in examples}):
        model = tt.fit([(t, y) for n, t, y, _ in examples if n != name], c, classes=CONTRIBUTION_TYPES)
        held = [(t, y, rule) for n, t, y, rule in examples if n == name]
        hits = sum(model.predict(t) == y for t, y, _ in held)
        rule_hits = sum(rule == y for _, y, rule in held)
        right += hits
        print(f"  {name:28s} {len(held):4d}  model {hits / len(held):.3f}  rules {rule_hits / len(held):.3f}")
    accuracy = right / len(examples)
    rules = sum(rule == y for _, _, y, rule in examples) / len(examples)
    print(f"left-out-set accuracy {accuracy:.3f} over {len(examples)} papers (the rules alone: {rules:.3f})")
    return accuracy


def train(examples: list[tuple[str, str, str, str]], out_dir: Path, c: float = C) -> None:
    model = tt.fit([(t, y) for _, t, y, _ in examples], c, classes=CONTRIBUTION_TYPES)
    if out_dir.exists():
        shutil.rmtree(out_dir)
    counts = Counter(y for _, _, y, _ in examples)
    model.save(out_dir, {**licence_meta("project", "paperlists"), "name": "contribution_type", "version": MODEL_VERSION, "C": c, "min_df": tt.MIN_DF,
                         "seed": tt.SEED, "features": len(model.index), "training_examples": len(examples),
                         "label_counts": dict(sorted(counts.items())),
                         "sets": sorted({example[0] for example in examples})})
    print(f"{len(model.index)} features from {len(examples)} papers; saved {out_dir}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--c", type=float, default=C)
    parser.add_argument("--cv", action="store_true", help="leave each annotated set out in turn instead of training")
    args = parser.parse_args(argv)
    started = time.time()
    examples = build_examples(args.data)
    if args.cv:
        cross_validate(examples, args.c)
    else:
        train(examples, args.out, args.c)
    print(f"took {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()
