"""Accuracy of the paper-level columns: task_type, contribution_type and task.

    python benchmarks/task_type.py [--data ../shared/data] [--model extractor/trained/task_type]

Prints figures, is not a test. Field (task_type) figures use only abstracts the shipped
classifier never saw: the held-out 20% of IJCAI (same seeded split as
training/train_task_type.py) and the held-out half of NAACL+COLM and of CoRL. The
contribution/task figures use benchmarks/data/task_dev*.jsonl (development sets annotated by hand, most
of them by helpers who never saw the rules; DEV_SETS below says which were tuned on) and
benchmarks/data/holdout.jsonl (never tuned on; --skip-holdout leaves it out).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "training"))

import train_task_type as tt  # noqa: E402  (the split lives with the training script)

from extractor.pipeline import CONTRIBUTION_MODEL, TASK_RANKER_MODEL  # noqa: E402

DEV_SET = REPO / "benchmarks" / "data" / "task_dev.jsonl"
# A second set annotated by reading 44 abstracts of all venues (none in other benchmark files or
# in the field classifier's training split); the rules were tuned on both dev sets, so the held-out set
# below is the honest figure.
DEV_SET2 = REPO / "benchmarks" / "data" / "task_dev2.jsonl"
# A third, annotated by a helper who never saw the rules (one main task per paper, as in the
# held-out set); first scored before any tuning (task 0.667, contribution 0.783), then tuned on.
DEV_SET3 = REPO / "benchmarks" / "data" / "task_dev3.jsonl"
# A fourth (2026-12-03), 63 abstracts, 9 per venue, same protocol by another blind helper; scored before
# any tuning: task 0.556, contribution 0.778 (the held-out set gives 0.571 / 0.762: dev sets 1-3 had
# been tuned to 0.72-0.80). The same helper protocol re-annotating dev set 3 blind agreed with its
# first annotation on 0.88 (task) and 0.98 (contribution) of papers: the ceiling is well above 0.70.
DEV_SET4 = REPO / "benchmarks" / "data" / "task_dev4.jsonl"
# A fifth (2026-12-03, second session), 70 abstracts, 10 per venue, same blind-helper protocol; scored before any
# tuning: task 0.714, contribution 0.786 (the session-start rules gave the same 0.714 / 0.786), then tuned on.
DEV_SET5 = REPO / "benchmarks" / "data" / "task_dev5.jsonl"
# A sixth (2026-12-03), 70 abstracts, same protocol, annotated after this session's rule changes and scored, not tuned
# on: task 0.700 (the session-start rules: 0.614), contribution 0.843 (both; all-'method' 0.814).
DEV_SET6 = REPO / "benchmarks" / "data" / "task_dev6.jsonl"
# A seventh (2026-12-03, third session), 70 abstracts, same protocol; scored before any tuning: task 0.643,
# contribution 0.771 (all-'method' 0.671).
DEV_SET7 = REPO / "benchmarks" / "data" / "task_dev7.jsonl"
# An eighth (same session), 70 abstracts, same protocol, annotated while the rules were being changed and scored
# once after all of them: task 0.586 (the session-start rules: 0.586 too), contribution 0.857 (all-'method' 0.700).
# (Fourth session: tuned on: a tie goes to the title's phrase, the title phrase is a weak candidate; 0.614.)
DEV_SET8 = REPO / "benchmarks" / "data" / "task_dev8.jsonl"
# A ninth (2026-12-03, fourth session), 70 abstracts, 10 per venue, all from papers the field classifier never
# trains on (IJCAI test split, the held-out venue halves, ICLR, AISTATS), same protocol; scored once after that
# session's changes: task 0.786, contribution 0.771 (all-'method' 0.771). The session-start system (rules and
# NER of commit 9c3a74c) scores the same 0.786 / 0.771: fresh sets of 70 differ by more than the rules did.
DEV_SET9 = REPO / "benchmarks" / "data" / "task_dev9.jsonl"
DEV_SETS = (DEV_SET, DEV_SET2, DEV_SET3, DEV_SET4, DEV_SET5, DEV_SET6, DEV_SET7, DEV_SET8, DEV_SET9)
# Annotated by someone who never saw the rules or their output, and scored, not tuned on.
HOLDOUT = REPO / "benchmarks" / "data" / "holdout.jsonl"
# The same 42 papers read by a second annotator (a blind helper, eleventh session): contribution and main task only.
# How often two readers agree bounds what agreement with one of them can mean.
HOLDOUT_READER2 = REPO / "benchmarks" / "data" / "holdout_reader2.jsonl"


def predict_areas(model, texts: list[str]) -> list[str]:
    """The field model's best area for each classifier text."""
    return [model.predict(text) for text in texts]


def field_figures(model, papers: list[dict]) -> None:
    test = tt.ijcai_split(papers)["test"]
    gold = [p["primary_area"] for p in test]
    pred = predict_areas(model, [tt.paper_text(p) for p in test])
    train_areas = Counter(p["primary_area"] for p in tt.ijcai_split(papers)["train"])
    majority = train_areas.most_common(1)[0][0]
    acc = sum(g == p for g, p in zip(gold, pred)) / len(gold)
    base = sum(g == majority for g in gold) / len(gold)
    print(f"task_type  IJCAI held-out accuracy   {acc:.3f}  (n={len(gold)}; majority class '{majority}' {base:.3f})")
    per_area = Counter(g for g, p in zip(gold, pred) if g == p)
    for area, n in Counter(gold).most_common():
        print(f"    {area:<42} {per_area[area]:>3}/{n}")
    for venues, area in ((tt.NLP_VENUES, "Natural Language Processing"), (tt.ROBOTICS_VENUES, "Robotics")):
        _pool, held_out = tt.venue_split(papers, venues)
        pred = predict_areas(model, [tt.paper_text(p) for p in held_out])
        share = sum(p == area for p in pred) / len(pred)
        others = Counter(p for p in pred if p != area).most_common(3)
        print(
            f"task_type  {'+'.join(venues)} -> {area}: {share:.3f}  "
            f"(n={len(pred)}, venue half held out from training, seed {tt.SEED}; else {others})"
        )


def normalize_phrase(phrase: str) -> list[str]:
    """Lower-cased content words with a crude plural strip, for comparing task phrases."""
    words = re.findall(r"[a-z0-9]+", phrase.lower())
    stop = {"the", "a", "an", "of", "for", "in", "on", "and", "to", "with", "task", "problem"}
    return [w[:-1] if len(w) > 4 and w.endswith("s") and not w.endswith("ss") else w for w in words if w not in stop]


def tasks_agree(predicted: str | None, gold: list[str]) -> bool:
    """Agreement: predicted phrase shares at least half the words of some gold phrase
    (token F1 >= 0.5), so "3D object detection" vs "object detection" agree but
    "image classification" vs "image generation" do not."""
    if predicted is None:
        return not gold
    pred = normalize_phrase(predicted)
    for phrase in gold:
        ref = normalize_phrase(phrase)
        common = sum((Counter(pred) & Counter(ref)).values())
        if common and 2 * common / (len(pred) + len(ref)) >= 0.5:
            return True
    return False


def read_rows(path: Path) -> dict[str, dict]:
    """An annotated set's rows by paper id, in file order."""
    rows = (json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
    return {row["id"]: row for row in rows}


def gold_phrases(row: dict) -> list[str]:
    """The annotator's main-task phrases (older sets hold one string, newer ones a list of one or two)."""
    return row["task"] if isinstance(row["task"], list) else [row["task"]]


def trained_sets(model_file: Path) -> set[str]:
    """The annotated sets a shipped model was trained on (its meta file's "sets")."""
    return set(json.loads(model_file.read_text(encoding="utf-8")).get("sets", [])) if model_file.exists() else set()


def dev_figures(data_dir: Path, dev_path: Path, extractor) -> None:
    """Contribution type and task agreement of the full shipped pipeline on an annotated set."""
    papers = {p["id"]: p for p in tt.load_papers(data_dir)}
    gold_rows = list(read_rows(dev_path).values())
    records = [{"id": r["id"], "title": papers[r["id"]].get("title"), "abstract": papers[r["id"]]["abstract"]} for r in gold_rows]
    predicted = {result.paper_id: result for result in extractor.extract_many(records)}
    contrib_ok = task_ok = task_exact = 0
    confusion: Counter = Counter()
    misses: list[str] = []
    for row in gold_rows:
        doc = predicted[row["id"]]  # a PaperExtraction: same attribute names as the Doc extensions
        contrib_ok += doc.contribution_type == row["contribution"]
        confusion[(row["contribution"], doc.contribution_type)] += 1
        gold_tasks = gold_phrases(row)
        agree = tasks_agree(doc.task, gold_tasks)
        task_ok += agree
        task_exact += doc.task is not None and any(
            normalize_phrase(doc.task) == normalize_phrase(g) for g in gold_tasks
        )
        if not agree:
            misses.append(f"    {row['id']}: gold {gold_tasks} / got {doc.task!r}")
    n = len(gold_rows)
    venues = Counter(r["id"].split("-")[0] for r in gold_rows)
    print(f"dev set {dev_path.name}: {n} abstracts {dict(venues)}")
    print(f"contribution_type accuracy  {contrib_ok / n:.3f}  (all 'method' would score "
          f"{sum(r['contribution'] == 'method' for r in gold_rows) / n:.3f})"
          + (" -- a training figure: the contribution model trains on this set; its figure with the set left out:"
             " python training/train_contribution.py --cv" if dev_path.name in trained_sets(CONTRIBUTION_MODEL / "meta.json") else ""))
    for (gold, pred), count in sorted(confusion.items(), key=lambda kv: -kv[1]):
        if gold != pred:
            print(f"    gold {gold:<10} got {str(pred):<10} x{count}")
    print(f"task agreement (token F1 >= 0.5 with one of <= 2 annotated phrases)  {task_ok / n:.3f}; "
          f"exact match after normalization {task_exact / n:.3f}"
          + (" -- a training figure: the task ranker trains on this set; its figure with the set left out:"
             " python training/train_task_ranker.py --cv" if dev_path.name in trained_sets(TASK_RANKER_MODEL) else ""))
    if "--verbose" in sys.argv:
        print("\n".join(misses))


def reader_agreement(first_path: Path, second_path: Path) -> None:
    """How often two annotators of the same papers agree, by the measures the pipeline is scored with: the
    second reader's best task phrase against the first reader's phrases (and the reverse), and contribution."""
    first, second = read_rows(first_path), read_rows(second_path)
    shared = [pid for pid in first if pid in second]
    forward = sum(tasks_agree(gold_phrases(second[pid])[0], gold_phrases(first[pid])) for pid in shared)
    backward = sum(tasks_agree(gold_phrases(first[pid])[0], gold_phrases(second[pid])) for pid in shared)
    contribution = sum(first[pid]["contribution"] == second[pid]["contribution"] for pid in shared)
    n = len(shared)
    print(f"two readers of {first_path.name} ({n} papers): task agreement {forward / n:.3f} (second reader's phrase "
          f"against the first's) / {backward / n:.3f} (the reverse); contribution {contribution / n:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=tt.DEFAULT_DATA)
    parser.add_argument("--model", type=Path, default=tt.DEFAULT_OUT)
    parser.add_argument("--dev", type=Path, default=None, help="one dev set (default: all of DEV_SETS)")
    parser.add_argument("--verbose", action="store_true", help="list task disagreements")
    parser.add_argument("--skip-model", action="store_true")
    parser.add_argument("--skip-dev", action="store_true")
    parser.add_argument("--skip-holdout", action="store_true", help="development runs: leave the held-out set unseen")
    args = parser.parse_args()
    from extractor.components.task_type import FieldModel

    papers = tt.load_papers(args.data)
    if not args.skip_model:
        field_figures(FieldModel.load(args.model), papers)
    if not args.skip_dev:
        from extractor.api import Extractor

        extractor = Extractor()
        dev_sets = (args.dev,) if args.dev else tuple(p for p in DEV_SETS if p.exists())
        for path in dev_sets if args.skip_holdout else (*dev_sets, HOLDOUT, HOLDOUT_READER2):
            dev_figures(args.data, path, extractor)
        if not args.skip_holdout:
            reader_agreement(HOLDOUT, HOLDOUT_READER2)


if __name__ == "__main__":
    main()
