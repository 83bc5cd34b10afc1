"""Rebuild the shipped task ranker (extractor/trained/task_ranker.json).

    python training/train_task_ranker.py          # train and ship
    python training/train_task_ranker.py --cv     # leave each annotated set out in turn; print agreement

Training data: the project's annotated sets whose "trained_on" lists task_ranker in benchmarks/data/manifest.json
(a "task" field: one or two phrases an annotator, most of them helpers who never saw the rules, gave as the paper's
main task), the abstracts and titles read from ../shared/data/paperlists; the same sets as the contribution model:
never the heldout/* sets, nor a set not yet scored. A paper in several sets counts once, under the first set in
manifest order.

For each paper the pipeline without the ranker (NER included: its TASK mentions are candidates) gives the rules'
candidates and answer; `extractor.rules.task.ranker.paper_features` turns them into feature vectors, and a
candidate is right when it agrees with one of the annotator's phrases as benchmarks/task_type.py counts agreement
(token F1 >= 0.5). The model: one weight per feature, a softmax over each paper's candidates, trained to put its
mass on the right ones (training/softmax_ranker.py: papers with no right candidate teach nothing; a retrain is
identical).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # extractor and benchmarks, when run as a script from anywhere

import train_task_type as tt  # noqa: E402
from benchmarks import sets as benchmark_sets  # noqa: E402  (the manifest of benchmarks/data)

from benchmarks.task_type import gold_phrases, tasks_agree  # noqa: E402
from extractor.components.task import task_inputs  # noqa: E402
from extractor.pipeline import TASK_RANKER_MODEL, build_pipeline  # noqa: E402
from extractor.rules.task.candidates import task_candidates  # noqa: E402
from extractor.rules.task.choose import choose_task  # noqa: E402
from extractor.rules.task.ranker import MODEL_VERSION, RANKED, TaskRanker, paper_features  # noqa: E402
from softmax_ranker import STEPS, Example, agreement, cross_validate, fit  # noqa: E402

DEFAULT_DATA = REPO.parent / "shared" / "data"
# Chosen with each set left out in turn (--cv, 34 sets, 2,048 papers): L2 0.1 -> 0.763, 1 -> 0.762, 10 -> 0.757.
L2 = 0.1


def annotated_tasks() -> list[tuple[str, str, list[str]]]:
    """(set id, paper id, the annotator's task phrases) of every paper of the sets the ranker trains on, each
    paper once."""
    seen: set[str] = set()
    out = []
    for entry in benchmark_sets.trained_on("task_ranker"):
        for row in benchmark_sets.read(entry["id"]):
            if row.get("task") and row["id"] not in seen:
                seen.add(row["id"])
                out.append((entry["id"], row["id"], gold_phrases(row)))
    return out


def build_examples(data_dir: Path) -> list[Example]:
    papers = {paper["id"]: paper for paper in tt.load_papers(data_dir)}
    nlp = build_pipeline(task_type_model=None, contribution_model=None, task_ranker_model=None)
    examples = []
    for set_name, pid, gold in annotated_tasks():
        if pid not in papers:
            continue
        paper = papers[pid]
        doc = nlp.make_doc(paper["abstract"])
        doc._.title = paper["title"]
        doc = nlp(doc)
        text, title, ner_tasks, datasets = task_inputs(doc)
        ranked = task_candidates(text, title, ner_tasks, datasets)
        rule = choose_task(text, title, ner_tasks, datasets, ranked)
        candidates, features = paper_features(ranked, rule, text, title, ner_tasks)
        examples.append(Example(set_name, features, [tasks_agree(c.phrase, gold) for c in candidates],
                                tasks_agree(rule, gold)))
    return examples


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    parser.add_argument("--out", type=Path, default=TASK_RANKER_MODEL)
    parser.add_argument("--l2", type=float, default=L2)
    parser.add_argument("--cv", action="store_true", help="leave each annotated set out in turn instead of training")
    args = parser.parse_args(argv)
    started = time.time()
    examples = build_examples(args.data)
    names = sorted(next(e.features[0] for e in examples if e.features))
    if args.cv:
        cross_validate(examples, names, args.l2, unit="papers")
    else:
        ranker = fit(examples, names, args.l2, TaskRanker)
        ranker.save(args.out, {"name": "task_ranker", "version": MODEL_VERSION, "l2": args.l2, "steps": STEPS,
                               "ranked": RANKED, "training_papers": len(examples),
                               "training_agreement": round(agreement(ranker, examples), 4),
                               "sets": sorted({e.set_name for e in examples})})
        print(f"{len(names)} weights from {len(examples)} papers; saved {args.out}")
    print(f"took {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()
