"""Artifact detection accuracy: precision / recall / F1 of artifact names per abstract.

Gold: every set of benchmarks/data/manifest.json that measures artifacts (benchmarks/sets.py): the papers/* sets
(abstracts and titles of ../shared/data/paperlists; papers/iclr2024-seed: the 19 ICLR 2024 seed abstracts, no titles)
and heldout/paperlists, all annotated after the shared guideline; the manifest says who annotated each and whether
the rules were tuned on it. A predicted name counts when it equals a gold name after normalization (markup removed,
case folded, leading "the" dropped); the short and the long form are separate names, as the guideline lists both.
Also printed: primary-artifact accuracy (doc._.artifact is a gold name, or both are empty).

    python benchmarks/artifacts.py [--verbose] [--ner PATH] [--set ID ...]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from functools import lru_cache
from pathlib import Path

import spacy

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import extractor.components.abbreviations  # noqa: E402,F401  (registers factories)
import extractor.components.artifacts  # noqa: E402,F401
import extractor.components.entities  # noqa: E402,F401
import extractor.components.gazetteer  # noqa: E402,F401
from benchmarks import sets as benchmark_sets  # noqa: E402  (the manifest of benchmarks/data)
from extractor.rules.artifacts.names import normalize_name  # noqa: E402
from extractor.pipeline import load_trained  # noqa: E402

SHARED = REPO.parent / "shared" / "data"


def build_nlp(ner_path: str | None):
    if ner_path:
        nlp = load_trained(ner_path)
    else:
        nlp = spacy.blank("en")
    for name in ("sentencizer", "abbreviations", "gazetteer", "artifacts", "entity_merger"):
        nlp.add_pipe(name)
    return nlp


@lru_cache(maxsize=1)
def paperlists() -> dict[str, dict]:
    """The paperlists records by id (abstracts and titles of the paperlists sets)."""
    with benchmark_sets.SOURCES["paperlists"].open(encoding="utf-8") as handle:
        return {record["id"]: record for record in map(json.loads, handle)}


def seed_abstracts() -> list[str]:
    text = benchmark_sets.SOURCES["seed"].read_text(encoding="utf-8")
    return [block.strip() for block in text.split("\n", 1)[1].split("\n\n") if block.strip()]


def examples(set_id: str) -> list[tuple[dict, str, str | None]]:
    """(gold record, abstract, title) of each paper of a set; seed abstracts come without titles."""
    gold = benchmark_sets.read(set_id)
    if benchmark_sets.get(set_id)["source"] == "seed":
        abstracts = seed_abstracts()
        assert len(gold) == len(abstracts), "seed annotations out of step with the seed file"
        return [(g, a, None) for g, a in zip(gold, abstracts)]
    if benchmark_sets.get(set_id)["source"] == "anthology":  # abstracts and titles inline
        return [(g, g["abstract"], g.get("title")) for g in gold]
    papers = paperlists()
    return [(g, papers[g["id"]]["abstract"], papers[g["id"]].get("title")) for g in gold]


def score(nlp, examples, verbose: bool) -> dict:
    tp = fp = fn = primary_ok = 0
    started = time.perf_counter()
    for gold, abstract, title in examples:
        doc = nlp.make_doc(abstract)
        doc._.title = title
        for _, component in nlp.pipeline:
            doc = component(doc)
        predicted = {normalize_name(n) for n in doc._.artifact_names}
        expected = {normalize_name(n) for n in gold["artifact"]}
        tp += len(predicted & expected)
        fp += len(predicted - expected)
        fn += len(expected - predicted)
        primary = doc._.artifact
        primary_ok += (primary is None and not expected) or (
            primary is not None and normalize_name(primary) in expected
        )
        if verbose and predicted != expected:
            print(f"  {gold['id']}: missed {sorted(expected - predicted)} extra {sorted(predicted - expected)}")
    elapsed = time.perf_counter() - started
    return {"abstracts": len(examples), "tp": tp, "fp": fp, "fn": fn, **precision_recall_f1(tp, fp, fn),
            "primary_accuracy": primary_ok / len(examples), "seconds": elapsed}


def precision_recall_f1(tp: int, fp: int, fn: int) -> dict:
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1}


def figures(ner: str | None = None, set_ids: list[str] | None = None, verbose: bool = False,
            nlp=None) -> dict:
    """Each set's scores (score()'s dict, by set id; every set that measures artifacts unless `set_ids`), and
    "pooled": the counts and P/R/F1 summed over the paperlists sets among them (the seed's abstracts come
    without titles, from elsewhere)."""
    nlp = nlp or build_nlp(ner)
    out = {}
    pooled = Counter()
    for set_id in set_ids or benchmark_sets.ids(measures="artifacts"):
        if verbose:
            print(f"[{set_id}]")
        r = out[set_id] = score(nlp, examples(set_id), verbose)
        if benchmark_sets.get(set_id)["source"] == "paperlists":
            pooled.update({key: r[key] for key in ("abstracts", "tp", "fp", "fn")})
    out["pooled"] = {**pooled, **precision_recall_f1(pooled["tp"], pooled["fp"], pooled["fn"])}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="list each abstract's misses")
    parser.add_argument("--ner", help="a trained spaCy pipeline to run before the rules")
    parser.add_argument("--set", nargs="+", metavar="ID", help="only these sets (ids of benchmarks/data/manifest.json)")
    args = parser.parse_args()
    if not SHARED.exists():
        sys.exit(f"{SHARED} not found: the benchmark reads the abstracts from ../shared/data")
    results = figures(args.ner, args.set, args.verbose)
    pooled = results.pop("pooled")
    for set_id, r in results.items():
        print(
            f"{set_id:26s} abstracts={r['abstracts']:3d}  artifact names: P={r['precision']:.3f} "
            f"R={r['recall']:.3f} F1={r['f1']:.3f} (tp={r['tp']} fp={r['fp']} fn={r['fn']})  "
            f"primary accuracy={r['primary_accuracy']:.3f}  {r['seconds']:.2f}s"
        )
    on_paperlists = [set_id for set_id in results if benchmark_sets.get(set_id)["source"] == "paperlists"]
    tuned = [s["id"] for s in benchmark_sets.tuned_on("artifacts") if s["id"] in on_paperlists]
    if not on_paperlists:  # --set named no paperlists set: nothing pooled
        return
    print(f"pooled over the {len(on_paperlists)} paperlists sets ({pooled['abstracts']} abstracts; the rules were "
          f"tuned on {len(tuned)} of the sets): P={pooled['precision']:.3f} R={pooled['recall']:.3f} F1={pooled['f1']:.3f}")


if __name__ == "__main__":
    main()
