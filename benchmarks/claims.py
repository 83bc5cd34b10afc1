"""Numeric-claim accuracy: extractor's find_claims next to quantulum3, on the same texts.

    python benchmarks/claims.py            # every annotated claims set, MeasEval trial
    python benchmarks/claims.py --errors   # also list misses and false positives per set

Sets: every set of benchmarks/data/manifest.json that measures claims (benchmarks/sets.py; the manifest says
which were tuned on), each record holding its abstract and gold claims, and
  measeval  ../shared/data/measeval/trial      (Quantity spans; no gold values)

Scoring (span overlap): a prediction is correct when it overlaps a gold claim; a prediction that
overlaps only an "optional" span (vague or hyperparameter quantities, see the guideline) is not
counted either way. Recall is the share of gold claims overlapped by some prediction. Value
accuracy is measured on matched gold claims: the overlapping prediction with the largest overlap
must carry the same value (the same low/high for ranges, the same before/after for changes "from X to Y";
a value of an older set that splits a change in two is right when the change carries it), relative tolerance
1e-6.
quantulum3 is a benchmark-only extra (`pip install -e .[bench]`); it is skipped if missing.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from extractor.rules.claims.find import find_claims  # noqa: E402

from benchmarks import sets as benchmark_sets  # noqa: E402  (the manifest of benchmarks/data)

SHARED_DATA = REPO.parent / "shared" / "data"


@dataclass
class ValuedSpan:
    """A quantity span with its value, gold or predicted alike."""

    start: int
    end: int
    value: Optional[float] = None
    low: Optional[float] = None
    high: Optional[float] = None
    before: Optional[float] = None  # a change "from X to Y"
    after: Optional[float] = None


Gold = Pred = ValuedSpan


@dataclass
class Example:
    id: str
    text: str
    gold: list[Gold]
    optional: list[tuple[int, int]] = field(default_factory=list)
    has_values: bool = True


def load_jsonl(path: Path) -> list[Example]:
    """Gold claims with character offsets, or in the guideline's shape (surfaces only)."""
    examples = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        text = row["abstract"]
        # Claims are extracted from the abstract: an annotator's claim written only in the title is not scored.
        in_abstract = lambda item: "start" in item or item["surface"] in text  # noqa: E731
        claims = locate_surfaces(text, [c for c in row["claims"] if in_abstract(c)])
        optional = locate_surfaces(text, [o for o in (o if isinstance(o, dict) else {"surface": o}
                                                      for o in row.get("optional", [])) if in_abstract(o)])
        gold = [Gold(c["start"], c["end"], c.get("value"), c.get("value_low"), c.get("value_high"),
                     c.get("value_before"), c.get("value_after")) for c in claims]
        examples.append(Example(row["id"], text, gold, [(o["start"], o["end"]) for o in optional]))
    return examples


def locate_surfaces(text: str, items: list[dict]) -> list[dict]:
    """Give surface-only annotations offsets: the k-th listing of a surface is its k-th occurrence."""
    located, seen = [], {}
    for item in items:
        if "start" in item:
            located.append(item)
            continue
        surface = item["surface"]
        start = -1
        for _ in range(seen.get(surface, 0) + 1):
            start = text.find(surface, start + 1)
        if start == -1:
            raise ValueError(f"surface {surface!r} not found (occurrence {seen.get(surface, 0) + 1})")
        seen[surface] = seen.get(surface, 0) + 1
        located.append({**item, "start": start, "end": start + len(surface)})
    return located


def load_measeval(folder: Path) -> list[Example]:
    examples = []
    for text_path in sorted((folder / "txt").glob("*.txt")):
        text = text_path.read_text(encoding="utf-8")
        tsv_path = folder / "tsv" / (text_path.stem + ".tsv")
        gold = []
        if tsv_path.exists():
            with tsv_path.open(encoding="utf-8") as handle:
                for row in csv.DictReader(handle, delimiter="\t"):
                    if row["annotType"] == "Quantity":
                        gold.append(Gold(int(row["startOffset"]), int(row["endOffset"])))
        examples.append(Example(text_path.stem, text, gold, has_values=False))
    return examples


def extractor_predict(text: str) -> list[Pred]:
    return [Pred(c.start_char, c.end_char, c.value, c.value_low, c.value_high, c.value_before, c.value_after)
            for c in find_claims(text)]


def make_quantulum_predict() -> Optional[Callable[[str], list[Pred]]]:
    try:
        from quantulum3 import parser  # type: ignore
    except ImportError:
        return None

    def predict(text: str) -> list[Pred]:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                quantities = parser.parse(text)
            except Exception:  # quantulum3 raises on some inputs; count as no predictions
                return []
        preds = []
        for q in quantities:
            start, end = q.span
            uncertainty = getattr(q, "uncertainty", None)
            preds.append(Pred(start, end, q.value if not uncertainty else None))
        return preds

    return predict


def _overlap(a_start: int, a_end: int, b_start: int, b_end: int) -> int:
    return max(0, min(a_end, b_end) - max(a_start, b_start))


def _same(a: Optional[float], b: Optional[float]) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9)


def _value_correct(gold: Gold, pred: Pred) -> bool:
    if gold.before is not None:
        return _same(gold.before, pred.before) and _same(gold.after, pred.after)
    if gold.low is not None:
        return _same(gold.low, pred.low) and _same(gold.high, pred.high)
    if pred.before is not None and gold.value is not None:
        # The older sets annotate "from 34% to 43%" as two values; each is right when the change carries it.
        return _same(gold.value, pred.before) or _same(gold.value, pred.after)
    return _same(gold.value, pred.value)


def _shown(claim: ValuedSpan) -> str:
    """A claim's value as the error list prints it: a change, a range or one number."""
    if claim.before is not None or claim.after is not None:
        return f"{claim.before} -> {claim.after}"
    if claim.low is not None:
        return f"[{claim.low}, {claim.high}]"
    return str(claim.value)


@dataclass
class Score:
    true_pos: int = 0
    false_pos: int = 0
    gold_found: int = 0
    gold_total: int = 0
    values_right: int = 0
    values_checked: int = 0
    errors: list[str] = field(default_factory=list)

    def row(self) -> dict[str, float]:
        precision = self.true_pos / max(1, self.true_pos + self.false_pos)
        recall = self.gold_found / max(1, self.gold_total)
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        value_accuracy = self.values_right / self.values_checked if self.values_checked else float("nan")
        return {"P": precision, "R": recall, "F1": f1, "value_acc": value_accuracy}


def score(examples: list[Example], predict: Callable[[str], list[Pred]]) -> Score:
    result = Score()
    for example in examples:
        preds = predict(example.text)
        for pred in preds:
            if any(_overlap(pred.start, pred.end, g.start, g.end) for g in example.gold):
                result.true_pos += 1
            elif any(_overlap(pred.start, pred.end, s, e) for s, e in example.optional):
                continue
            else:
                result.false_pos += 1
                result.errors.append(f"FP {example.id}: {example.text[pred.start:pred.end]!r}")
        for gold in example.gold:
            result.gold_total += 1
            overlapping = [p for p in preds if _overlap(p.start, p.end, gold.start, gold.end)]
            surface = example.text[gold.start : gold.end]
            if not overlapping:
                result.errors.append(f"FN {example.id}: {surface!r}")
                continue
            result.gold_found += 1
            if example.has_values:
                best = max(overlapping, key=lambda p: _overlap(p.start, p.end, gold.start, gold.end))
                result.values_checked += 1
                if _value_correct(gold, best):
                    result.values_right += 1
                else:
                    got, want = _shown(best), _shown(gold)
                    result.errors.append(f"VALUE {example.id}: {surface!r} want {want} got {got}")
    return result


def throughput(examples: list[Example], predict: Callable[[str], list[Pred]]) -> float:
    started = time.perf_counter()
    for example in examples:
        predict(example.text)
    return len(examples) / max(1e-9, time.perf_counter() - started)


def load_sets() -> dict[str, list[Example]]:
    """Every annotated claims set by id, then MeasEval's trial split as "measeval" when it is present."""
    sets = {set_id: load_jsonl(benchmark_sets.path(set_id)) for set_id in benchmark_sets.ids(measures="claims")}
    measeval_folder = SHARED_DATA / "measeval" / "trial"
    if measeval_folder.exists():
        sets["measeval"] = load_measeval(measeval_folder)
    return sets


def load_systems() -> dict[str, Callable[[str], list[Pred]]]:
    """The extractor's find_claims, and quantulum3 when it is installed."""
    systems: dict[str, Callable[[str], list[Pred]]] = {"extractor": extractor_predict}
    quantulum = make_quantulum_predict()
    if quantulum is not None:
        systems["quantulum3"] = quantulum
    return systems


def figures(sets: dict[str, list[Example]] | None = None,
            systems: dict[str, Callable[[str], list[Pred]]] | None = None) -> dict:
    """By set: its abstracts ("n"), gold claims ("gold") and, by system, score()'s Score ("scores")."""
    sets = load_sets() if sets is None else sets
    systems = load_systems() if systems is None else systems
    return {name: {"n": len(examples), "gold": sum(len(e.gold) for e in examples),
                   "scores": {system: score(examples, predict) for system, predict in systems.items()}}
            for name, examples in sets.items()}


def main() -> int:
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--errors", action="store_true",
                           help="list misses, false positives, wrong values (not of held-out sets)")
    arguments.add_argument("--heldout-errors", action="store_true", help="with --errors: held-out sets' too")
    options = arguments.parse_args()

    sets = load_sets()
    if "measeval" not in sets:
        print(f"(MeasEval trial not found at {SHARED_DATA / 'measeval' / 'trial'}; skipped)")
    systems = load_systems()
    if "quantulum3" not in systems:
        print("(quantulum3 not installed: pip install -e .[bench]; comparison skipped)")

    header = f"{'set':<22} {'n':>4} {'gold':>5} {'system':<11} {'P':>6} {'R':>6} {'F1':>6} {'value_acc':>9}"
    print(header)
    print("-" * len(header))
    for set_name, result in figures(sets, systems).items():
        for system_name, scored in result["scores"].items():
            row = scored.row()
            value_text = "n/a" if math.isnan(row["value_acc"]) else f"{row['value_acc']:.3f}"
            print(
                f"{set_name:<22} {result['n']:>4} {result['gold']:>5} {system_name:<11} "
                f"{row['P']:>6.3f} {row['R']:>6.3f} {row['F1']:>6.3f} {value_text:>9}"
            )
            if options.errors and system_name == "extractor" and \
                    benchmark_sets.errors_may_be_listed(set_name, options.heldout_errors):
                for error in scored.errors:
                    print("    " + error)
    dev_id = benchmark_sets.ids(measures="claims", folder="claims", source="paperlists")[0]
    dev = sets[dev_id]
    print()
    print(f"throughput on the {dev_id} abstracts (find_claims alone, one core):")
    for system_name, predict in systems.items():
        predict(dev[0].text)  # warm up (quantulum3 loads its unit tables lazily)
        print(f"  {system_name:<11} {throughput(dev, predict):8.1f} abstracts/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
