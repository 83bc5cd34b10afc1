"""Choose the scores below which task_type and contribution_type abstain (null, the score kept).

    python training/calibrate_abstention.py            # measure, then write "abstain_below" into both metas
    python training/calibrate_abstention.py --dry-run  # measure and print only

Run after train_task_type.py / train_contribution.py: it reads the shipped models and rewrites their meta.json.

The threshold is chosen on out-of-fold predictions of data each model trains on, never on a held-out set:
  * task_type: 5 folds of the IJCAI training split (train_task_type.cross_validate's folds), each fold's model
    trained on the rest plus the weak and other-track examples; scores use the shipped softmax temperature.
  * contribution_type: each annotated set left out in turn (train_contribution.cross_validate's folds). Its
    softmax temperature is fitted here on those out-of-fold decisions (the model shipped with 1.0, so its score
    read as no probability) and written too.
The rule: answer where an answer is more often right than wrong. The threshold is the score that maximizes
(right answers - wrong answers) over the out-of-fold predictions at or above it; with calibrated scores that is
about 0.5, but it is read off the data, not assumed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import train_task_type as tt  # noqa: E402

from extractor.components.task_type import META_FILE, FieldModel  # noqa: E402
from extractor.pipeline import CONTRIBUTION_MODEL, TASK_TYPE_MODEL  # noqa: E402


def best_threshold(scored: list[tuple[float, bool]]) -> float:
    """The score t maximizing (right - wrong) among predictions scoring >= t; ties go to the lower t (answer more).
    Candidates are the observed scores, rounded down to 0.01 so the stored value is readable."""
    ordered = sorted(scored, key=lambda item: -item[0])
    best_gain, best_t, gain = 0, 1.01, 0  # 1.01: abstain on everything when no prefix gains
    for i, (score, right) in enumerate(ordered):
        gain += 1 if right else -1
        next_score = ordered[i + 1][0] if i + 1 < len(ordered) else -1.0
        if next_score < score and gain >= best_gain:  # only cut between distinct scores
            best_gain, best_t = gain, score
    return float(int(best_t * 100) / 100)


def coverage_accuracy(scored: list[tuple[float, bool]], threshold: float) -> tuple[float, float, float]:
    """(accuracy of all, coverage, accuracy of the answered) at a threshold."""
    answered = [right for score, right in scored if score >= threshold]
    overall = sum(right for _, right in scored) / len(scored)
    return overall, len(answered) / len(scored), (sum(answered) / len(answered) if answered else float("nan"))


def report(name: str, scored: list[tuple[float, bool]], threshold: float) -> None:
    overall, coverage, answered = coverage_accuracy(scored, threshold)
    print(f"{name:<46} n={len(scored):<5} always answering {overall:.3f} | abstain below {threshold:.2f}: "
          f"coverage {coverage:.3f}, accuracy on answered {answered:.3f}")


def task_type_out_of_fold(data_dir: Path, temperature: float, folds: int = 5) -> list[tuple[float, bool]]:
    papers = tt.load_papers(data_dir)
    pool = tt.ijcai_split(papers)["train"]
    random.Random(tt.SEED + 1).shuffle(pool)  # the folds of train_task_type.cross_validate
    scored = []
    for k in range(folds):
        test = pool[k::folds]
        ids = {p["id"] for p in test}
        fold_model = tt.fit(tt.assemble(papers, [p for p in pool if p["id"] not in ids]))
        model = FieldModel(fold_model.labels, fold_model.index, fold_model.idf, fold_model.weights, fold_model.bias,
                           temperature)
        for paper in test:
            confidences = model.confidences(tt.paper_text(paper))
            label = max(confidences, key=confidences.get)
            scored.append((confidences[label], label == paper["primary_area"]))
        print(f"  task_type fold {k} done", flush=True)
    return scored


def task_type_held_out(data_dir: Path, model: FieldModel) -> dict[str, list[tuple[float, bool]]]:
    """The shipped model on what it never trained on: IJCAI's test 20% and the unused venue halves."""
    papers = tt.load_papers(data_dir)
    out = {}
    groups = {"IJCAI held-out 20%": [(p, p["primary_area"]) for p in tt.ijcai_split(papers)["test"]]}
    for venues, area in ((tt.NLP_VENUES, "Natural Language Processing"), (tt.ROBOTICS_VENUES, "Robotics")):
        groups[f"{'+'.join(venues)} held-out half -> {area}"] = [(p, area) for p in tt.venue_split(papers, venues)[1]]
    for name, pairs in groups.items():
        scored = []
        for paper, gold in pairs:
            confidences = model.confidences(tt.paper_text(paper))
            label = max(confidences, key=confidences.get)
            scored.append((confidences[label], label == gold))
        out[name] = scored
    return out


def contribution_out_of_fold(data_dir: Path) -> tuple[list[tuple[float, bool]], float]:
    """Leave-one-set-out (score, right) of the contribution model with the temperature fitted on the same
    out-of-fold decisions, and that temperature."""
    import train_contribution as tc

    from extractor.components.contribution_type import CONTRIBUTION_TYPES

    examples = tc.build_examples(data_dir)
    decisions, gold = [], []
    for name in sorted({example[0] for example in examples}):
        model = tt.fit([(t, y) for n, t, y, _ in examples if n != name], tc.C, classes=CONTRIBUTION_TYPES)
        for n, t, y, _ in examples:
            if n == name:
                decisions.append(model.decision(t))
                gold.append(y)
    temperature = tt.calibrate_temperature(decisions, gold, CONTRIBUTION_TYPES)
    scored = []
    for decision, y in zip(decisions, gold):
        model = FieldModel(CONTRIBUTION_TYPES, {}, None, None, None, temperature)  # only the softmax is used
        probs = model.softmax(decision)
        best = int(probs.argmax())
        scored.append((float(probs[best]), CONTRIBUTION_TYPES[best] == y))
    return scored, temperature


def contribution_held_out(temperature: float, threshold: float) -> dict[str, list[tuple[float, bool]]]:
    """The full shipped pipeline on the heldout/* sets (never trained or tuned on)."""
    from benchmarks import sets as benchmark_sets
    from extractor.api import Extractor
    from extractor.pipeline import build_pipeline

    papers = {p["id"]: p for p in tt.load_papers(tt.DEFAULT_DATA)}
    nlp = build_pipeline()
    nlp.get_pipe("contribution_type").model = _with_temperature(nlp.get_pipe("contribution_type").model, temperature)
    nlp.get_pipe("contribution_type").threshold = 0.0  # score everything; the threshold is applied here
    extractor = Extractor(nlp)
    out = {}
    for set_id in benchmark_sets.ids(folder="heldout", measures="contribution"):
        rows = benchmark_sets.read(set_id)
        source = [r if "abstract" in r else papers[r["id"]] for r in rows]
        records = [{"id": r["id"], "title": s.get("title"), "abstract": s["abstract"]} for r, s in zip(rows, source)]
        results = {x.paper_id: x for x in extractor.extract_many(records)}
        out[set_id] = [(results[r["id"]].contribution_type_score, results[r["id"]].contribution_type == r["contribution"])
                       for r in rows]
    return out


def _with_temperature(model: FieldModel, temperature: float) -> FieldModel:
    return FieldModel(model.labels, model.index, model.idf, model.weights, model.bias, temperature)


def write_meta(folder: Path, **fields) -> None:
    path = folder / META_FILE
    meta = json.loads(path.read_text(encoding="utf-8"))
    meta.update(fields)
    path.write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=tt.DEFAULT_DATA)
    parser.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    args = parser.parse_args(argv)

    field_model = FieldModel.load(TASK_TYPE_MODEL)
    dev = task_type_out_of_fold(args.data, field_model.temperature)
    field_threshold = best_threshold(dev)
    print("task_type")
    report("dev: IJCAI training split, 5-fold out-of-fold", dev, field_threshold)
    for name, scored in task_type_held_out(args.data, field_model).items():
        report(f"held-out: {name}", scored, field_threshold)

    dev, temperature = contribution_out_of_fold(args.data)
    contribution_threshold = best_threshold(dev)
    print(f"contribution_type (softmax temperature {temperature}, fitted out-of-fold)")
    report("dev: annotated sets, each left out in turn", dev, contribution_threshold)
    for name, scored in contribution_held_out(temperature, contribution_threshold).items():
        report(f"held-out: {name} (full pipeline)", scored, contribution_threshold)

    if not args.dry_run:
        write_meta(TASK_TYPE_MODEL, abstain_below=field_threshold)
        write_meta(CONTRIBUTION_MODEL, temperature=temperature, abstain_below=contribution_threshold)
        print(f"wrote abstain_below {field_threshold} / {contribution_threshold} into the metas")


if __name__ == "__main__":
    main()
