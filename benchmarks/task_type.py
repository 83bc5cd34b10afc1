"""Accuracy of the paper-level columns: task_type, contribution_type and task.

    python benchmarks/task_type.py [--data ../shared/data] [--model extractor/trained/task_type]

Prints figures, is not a test. Field (task_type) figures use only abstracts the shipped
classifier never saw: the held-out 20% of IJCAI (same seeded split as
training/train_task_type.py) and the held-out half of NAACL+COLM and of CoRL. The
contribution/task figures use the tasks/* sets of benchmarks/data/manifest.json (annotated by hand, most
of them by helpers who never saw the rules; the manifest says which were tuned on, and both shipped models
train on them) and the heldout/* sets (two readers of the same 42 papers, never tuned on, never trained on;
--skip-holdout leaves them out). --dev ID scores any other set of the manifest.
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

from benchmarks import sets as benchmark_sets  # noqa: E402  (the manifest of benchmarks/data)

# The sets scored by default: the task sets (tuned on, trained on), then the held-out papers of both readers.
DEV_SETS = tuple(benchmark_sets.ids(folder="tasks"))
HELD_OUT_SETS = tuple(benchmark_sets.ids(folder="heldout", measures="task"))
READER_PAIR = ("heldout/paperlists", "heldout/paperlists-reader2")  # the same papers, annotated by two readers


def predict_areas(model, texts: list[str]) -> list[str]:
    """The field model's best area for each classifier text."""
    return [model.predict(text) for text in texts]


def field_figures(model, papers: list[dict]) -> dict:
    """The field model on what it never trained on: "ijcai" (held-out 20%: accuracy, n, the majority class and its
    accuracy, right/total per area) and "venues" (per venue group: the area, the share predicted so, n, other
    areas predicted)."""
    test = tt.ijcai_split(papers)["test"]
    gold = [p["primary_area"] for p in test]
    pred = predict_areas(model, [tt.paper_text(p) for p in test])
    train_areas = Counter(p["primary_area"] for p in tt.ijcai_split(papers)["train"])
    majority = train_areas.most_common(1)[0][0]
    right = Counter(g for g, p in zip(gold, pred) if g == p)
    out = {"ijcai": {"accuracy": sum(g == p for g, p in zip(gold, pred)) / len(gold), "n": len(gold),
                     "majority": majority, "majority_accuracy": sum(g == majority for g in gold) / len(gold),
                     "per_area": {area: (right[area], n) for area, n in Counter(gold).most_common()}},
           "venues": {}}
    for venues, area in ((tt.NLP_VENUES, "Natural Language Processing"), (tt.ROBOTICS_VENUES, "Robotics")):
        _pool, held_out = tt.venue_split(papers, venues)
        pred = predict_areas(model, [tt.paper_text(p) for p in held_out])
        out["venues"]["+".join(venues)] = {"area": area, "share": sum(p == area for p in pred) / len(pred),
                                           "n": len(pred), "others": Counter(p for p in pred if p != area).most_common(3)}
    return out


def print_field_figures(figures: dict) -> None:
    ijcai = figures["ijcai"]
    print(f"task_type  IJCAI held-out accuracy   {ijcai['accuracy']:.3f}  (n={ijcai['n']}; majority class "
          f"'{ijcai['majority']}' {ijcai['majority_accuracy']:.3f})")
    for area, (right, n) in ijcai["per_area"].items():
        print(f"    {area:<42} {right:>3}/{n}")
    for venues, r in figures["venues"].items():
        print(
            f"task_type  {venues} -> {r['area']}: {r['share']:.3f}  "
            f"(n={r['n']}, venue half held out from training, seed {tt.SEED}; else {r['others']})"
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


def gold_phrases(row: dict) -> list[str]:
    """The annotator's main-task phrases (older sets hold one string, newer ones a list of one or two)."""
    return row["task"] if isinstance(row["task"], list) else [row["task"]]


def trained_sets(model_file: Path) -> set[str]:
    """The annotated sets (manifest ids) a shipped model was trained on (its meta file's "sets")."""
    return set(json.loads(model_file.read_text(encoding="utf-8")).get("sets", [])) if model_file.exists() else set()


def set_figures(set_id: str, extractor, papers: dict[str, dict]) -> dict:
    """Contribution type and task agreement of the full shipped pipeline on an annotated set: n, venues, the
    accuracies (and all-'method''s), the contribution confusions, whether each shipped model trained on the set,
    and the task misses."""
    gold_rows = benchmark_sets.read(set_id)
    # Sets from the anthologies carry their abstracts and titles; the others are read from paperlists by id.
    source = [r if "abstract" in r else papers[r["id"]] for r in gold_rows]
    records = [{"id": r["id"], "title": s.get("title"), "abstract": s["abstract"]} for r, s in zip(gold_rows, source)]
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
    return {"set": set_id, "n": n, "venues": dict(Counter(r["id"].split("-")[0] for r in gold_rows)),
            "contribution": contrib_ok / n,
            "all_method": sum(r["contribution"] == "method" for r in gold_rows) / n,
            "confusion": confusion, "task": task_ok / n, "task_exact": task_exact / n,
            "contribution_trained": set_id in trained_sets(CONTRIBUTION_MODEL / "meta.json"),
            "task_trained": set_id in trained_sets(TASK_RANKER_MODEL), "misses": misses}


def print_set_figures(r: dict, verbose: bool = False) -> None:
    print(f"set {r['set']}: {r['n']} abstracts {r['venues']}")
    print(f"contribution_type accuracy  {r['contribution']:.3f}  (all 'method' would score {r['all_method']:.3f})"
          + (" -- a training figure: the contribution model trains on this set; its figure with the set left out:"
             " python training/train_contribution.py --cv" if r["contribution_trained"] else ""))
    for (gold, pred), count in sorted(r["confusion"].items(), key=lambda kv: -kv[1]):
        if gold != pred:
            print(f"    gold {gold:<10} got {str(pred):<10} x{count}")
    print(f"task agreement (token F1 >= 0.5 with one of <= 2 annotated phrases)  {r['task']:.3f}; "
          f"exact match after normalization {r['task_exact']:.3f}"
          + (" -- a training figure: the task ranker trains on this set; its figure with the set left out:"
             " python training/train_task_ranker.py --cv" if r["task_trained"] else ""))
    if verbose:
        print("\n".join(r["misses"]))


def reader_agreement(first_id: str, second_id: str) -> dict:
    """How often two annotators of the same papers agree, by the measures the pipeline is scored with: the
    second reader's best task phrase against the first reader's phrases ("forward") and the reverse
    ("backward"), and contribution."""
    first = {row["id"]: row for row in benchmark_sets.read(first_id)}
    second = {row["id"]: row for row in benchmark_sets.read(second_id)}
    shared = [pid for pid in first if pid in second]
    n = len(shared)
    return {"first": first_id, "second": second_id, "n": n,
            "forward": sum(tasks_agree(gold_phrases(second[pid])[0], gold_phrases(first[pid])) for pid in shared) / n,
            "backward": sum(tasks_agree(gold_phrases(first[pid])[0], gold_phrases(second[pid])) for pid in shared) / n,
            "contribution": sum(first[pid]["contribution"] == second[pid]["contribution"] for pid in shared) / n}


def print_reader_agreement(r: dict) -> None:
    print(f"two readers of {r['first']} ({r['n']} papers): task agreement {r['forward']:.3f} (second reader's phrase "
          f"against the first's) / {r['backward']:.3f} (the reverse); contribution {r['contribution']:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=tt.DEFAULT_DATA)
    parser.add_argument("--model", type=Path, default=tt.DEFAULT_OUT)
    parser.add_argument("--dev", default=None,
                        help="one set: a manifest id (papers/paperlists-05) or its file (default: the tasks/* sets)")
    parser.add_argument("--verbose", action="store_true", help="list task disagreements")
    parser.add_argument("--skip-model", action="store_true")
    parser.add_argument("--skip-dev", action="store_true")
    parser.add_argument("--skip-holdout", action="store_true", help="development runs: leave the held-out sets unseen")
    args = parser.parse_args()
    from extractor.components.task_type import FieldModel

    papers = tt.load_papers(args.data)
    if not args.skip_model:
        print_field_figures(field_figures(FieldModel.load(args.model), papers))
    if not args.skip_dev:
        from extractor.api import Extractor

        extractor = Extractor()
        by_id = {p["id"]: p for p in papers}
        dev_sets = (benchmark_sets.id_of(args.dev),) if args.dev else DEV_SETS
        for set_id in dev_sets if args.skip_holdout else (*dev_sets, *HELD_OUT_SETS):
            print_set_figures(set_figures(set_id, extractor, by_id), args.verbose)
        if not args.skip_holdout:
            print_reader_agreement(reader_agreement(*READER_PAIR))


if __name__ == "__main__":
    main()
