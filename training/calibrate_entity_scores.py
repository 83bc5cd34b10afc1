"""Calibrate the entities table's `score`: the chance that a row is a name the annotators list for its paper.

    python training/calibrate_entity_scores.py [--sets ...] [--out data/reference/entity_scores.json]

Each entity row falls in a bucket: the pass that found it (source), its label, whether it is a name (has a canonical
spelling) and whether the names knowledge base knows it. Over the development sets (default: dev/anthology and the
paperlists papers/* sets; never a heldout/* set), a bucket's score is the share of its rows whose name is one of the
paper's annotated names under that label, read as benchmarks/names.py reads them, shrunk toward its label's share
by a few pseudo-rows so that small buckets do not claim 0 or 1. Rows of a bucket never seen take their label's
share. The table goes to data/reference/entity_scores.json, which extractor/names/scores.py reads.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

import names as names_bench  # noqa: E402  (the names benchmark: how gold names are read)

from benchmarks import sets as benchmark_sets  # noqa: E402
from extractor.names.normalize import name_key  # noqa: E402
from extractor.names.scores import bucket  # noqa: E402

DEFAULT_OUT = REPO / "data" / "reference" / "entity_scores.json"
PSEUDO_ROWS = 5  # shrinkage toward the label's share: a bucket of 5 rows moves half way


def default_sets() -> list[str]:
    return ["dev/anthology", *benchmark_sets.ids(measures="names", folder="papers", source="paperlists")]


def row_is_gold(entity, gold: set, aliases: dict, artifacts: set[str]) -> bool:
    """The row is a name the annotator lists, or a mention of the paper's own artifact (a name of the entities table,
    though the guideline's methods, and so the names table, leave the paper's own method out)."""
    if entity.is_artifact and name_key(entity.text) in artifacts:
        return True
    keys = {name_key(entity.text)}
    if entity.canonical:
        keys |= {names_bench.resolved_key(entity.canonical, entity.label), name_key(entity.canonical)}
    keys |= {aliases[(entity.label, k)] for k in list(keys) if (entity.label, k) in aliases}
    return any((entity.label, k) in gold for k in keys)


def calibrate(set_ids: list[str]) -> dict:
    from extractor.api import Extractor

    examples = [example for set_id in set_ids for example in names_bench.artifact_bench.examples(set_id)]
    records = [{"id": g["id"], "title": title, "abstract": text} for g, text, title in examples]
    hits: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_label: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for (gold, text, _), result in zip(examples, Extractor().extract_many(records)):
        gold_names, aliases = names_bench.gold_names(gold, text)
        artifacts = names_bench.own_artifacts(gold)
        for entity in result.entities:
            right = row_is_gold(entity, gold_names, aliases, artifacts)
            for table, key in ((hits, bucket(entity)), (by_label, entity.label)):
                table[key][0] += right
                table[key][1] += 1
    label_share = {label: right / n for label, (right, n) in by_label.items()}
    scores = {key: round((right + PSEUDO_ROWS * label_share[key.split("|")[1]]) / (n + PSEUDO_ROWS), 3)
              for key, (right, n) in hits.items()}
    return {"about": __doc__.split("\n")[0], "sets": set_ids, "papers": len(examples),
            "labels": {label: round(share, 3) for label, share in sorted(label_share.items())},
            "buckets": dict(sorted(scores.items())), "rows": {key: n for key, (_, n) in sorted(hits.items())}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", nargs="+", default=None, help="manifest ids (default: dev/anthology + papers/*)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    set_ids = args.sets or default_sets()
    if any(s.startswith("heldout/") for s in set_ids):
        sys.exit("the held-out sets are for reporting: calibrate on development sets only")
    started = time.perf_counter()
    table = calibrate(set_ids)
    args.out.write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(table['buckets'])} buckets over {table['papers']} papers in {time.perf_counter() - started:.0f} s "
          f"-> {args.out}")
    for key, score in table["buckets"].items():
        print(f"  {key:<40} {score:.3f}  ({table['rows'][key]} rows)")


if __name__ == "__main__":
    main()
