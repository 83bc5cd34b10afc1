"""Build data/reference/names.jsonl: one canonical name and a stable id per dataset, method, metric and task.

Sources (read from ../shared/data/kb and the project's reference lists, never copied whole):

| tag            | what is read                                                                  | licence        |
|----------------|-------------------------------------------------------------------------------|----------------|
| pwc            | Papers with Code task tables (kb/pwc_2025_task_tables): task names, subtasks, | CC BY-SA 4.0   |
|                | task hierarchy, all_tasks.txt, common datasets, benchmarks, SOTA metrics      |                |
| pwc_methods    | Papers with Code methods (kb/pwc_methods_2022.json.gz): name, full_name       | CC BY-SA 4.0   |
| mlsea          | MLSea (kb/mlsea): PwC task and algorithm labels                               | Apache-2.0     |
| sota_extractor | sota-extractor leaderboards (kb/sota_extractor): task -> datasets -> metrics, | CC BY-SA 4.0   |
|                | task synonyms; the model names of leaderboard rows are not read (noisy)       |                |
| axcell         | AxCell (kb/axcell/aliases.json): canonical metric and dataset names, aliases  | Apache-2.0     |
| nlp_tdms       | NLP-TDMS knowledge base (kb/nlp_tdms): datasets, tasks, metrics               | Apache-2.0     |
| corpora        | the project's lists data/reference/{datasets,methods,metrics,tasks}.tsv       | see below      |
|                | (first column)                                                                |                |
| project        | aliases no source gives (names_kb/sources.py SAME_NAMES)                      | MIT            |
| corpus_models  | model families the unlabelled abstracts write with a parameter count          | see below      |
|                | (data/reference/model_families.tsv, training/build_model_families.py)         |                |

corpora: SciERC, TDMSci and SciREX annotations (SciERC: none stated, a research corpus; TDMSci: Apache-2.0; SciREX:
Apache-2.0) and names mined from the paperlists abstracts (none stated, public abstracts) and the unlabelled ML and
ACL Anthology abstracts (mlanthology: repository Apache-2.0; ACL Anthology: CC BY 4.0); corpus_models: the same
unlabelled abstracts.
The combined list is CC BY-SA 4.0 because of its Papers with Code parts (data/reference/names.LICENCE.md).

How names become entries:
  * every string is cleaned (whitespace) and filtered (reject_reason): 1-80 characters, a letter, no control
    characters, URLs, phone numbers, SQL fragments, support-scam phrases, question marks, "@" (but in metric
    cut-offs such as "R@1"), symbol runs, other scripts' spam, placeholders ("N/A"), at most 10 words, no generic
    word as DATASET / METHOD ("data", "model", "SOTA", "AR", "CT"); the counts per rule are printed;
  * leaderboard columns and headings that are dataset names ("RACE" as a metric, "Penn Treebank" as a task) go, and
    MLSea algorithm labels that name a kind of a task's method ("Clustering Algorithm");
  * "COCO (Common Objects in Context)" / "Word Error Rate (WER)": name + alias when one part abbreviates the other;
  * spellings with the same name_key are one node; nodes are joined by
      - folds, when the base exists as a name of that type: dataset splits and details ("COCO test-dev",
        "VisDrone- 1% labeled data", "ImageNet (targeted PGD)", "MS COCO" -> "COCO"), metric details ("Mean IoU
        (test)", "Test F1 score", "Params (M)"), method / task plurals ("CNNs");
      - alias links (method full names, AxCell aliases that are more than matching hints, sota-extractor task
        synonyms, bracketed abbreviations), unless one alias is linked from two different entries;
      - for metrics and tasks, an acronym and the one long form its initials spell ("FID" / "Frechet Inception
        Distance"); for methods and data sets, an acronym and the long form the unlabelled corpus mostly gives it
        ("RNN" / "Recurrent Neural Network": data/reference/acronym_senses.tsv, 10+ definitions, 60% of them), unless
        a source already gave the acronym another long form;
      - for data sets, the spellings of one edition, a family and a year ("VOC2012" / "PASCAL VOC 2012"; an edition
        stays apart from its family and other editions);
      - the project's few aliases (SAME_NAMES: "ImageNet-1k" is ImageNet, the column "Top-1" is Top-1 Accuracy);
  * the canonical name is the spelling most sources use as a name (not a folded detail); ties: the AxCell canonical,
    then the shortest; the id is type/slug(name), a numeric suffix only when two entries share a slug, unless the
    names.jsonl being replaced gave the entry an id (its canonical name is one of the entry's spellings): that id
    stays, so a display name that moves does not move the id (--new-ids: every id from its name).

Usage: python training/build_names_kb.py [--data ../shared/data] [--out data/reference]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path


REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(REPO))

from extractor.names.kb import TYPES  # noqa: E402
from training.names_kb.forms import slug  # noqa: E402
from extractor.components.entities import label_from_long_form  # noqa: E402
from extractor.names.canonical import FIELDS  # noqa: E402
from training.names_kb.merge import build_entries, drop_cross_type_noise, drop_kinds_of_task  # noqa: E402
from training.names_kb.sources import (  # noqa: E402
    Collector, read_axcell, read_corpus_long_forms, read_mlsea, read_nlp_tdms, read_pwc_methods, read_pwc_tables,
    read_model_families, read_reference_lists, read_same_names, read_sota_extractor,
)

DEFAULT_DATA = REPO.parent / "shared" / "data"
DEFAULT_OUT = REPO / "data" / "reference"


def read_previous(path: Path) -> list[dict]:
    """The entries of the build being replaced, whose ids carry over (merge.carried_ids)."""
    if not path.exists():
        return []
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def build(data: Path, previous: list[dict] | None = None) -> tuple[list[dict], Collector, Counter, Path | None]:
    kb = data / "kb"
    collector = Collector()
    read_axcell(kb, collector)  # first: its canonical spellings are the tie-breakers
    read_pwc_tables(kb, collector)
    read_pwc_methods(kb, collector)
    read_mlsea(kb, collector)
    read_sota_extractor(kb, collector)
    read_nlp_tdms(kb, collector)
    reference = read_reference_lists(collector)
    read_same_names(collector)
    read_model_families(collector)
    drop_cross_type_noise(collector)
    drop_kinds_of_task(collector, FIELDS)
    stats: Counter = Counter()
    entries = build_entries(collector, stats, read_corpus_long_forms(), label_from_long_form, previous)
    return entries, collector, stats, reference


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder (with kb/)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder for names.jsonl")
    parser.add_argument("--new-ids", action="store_true",
                        help="every id from its entry's name, not carried over from the names.jsonl being replaced")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    path = args.out / "names.jsonl"
    previous = [] if args.new_ids else read_previous(path)
    entries, collector, stats, reference = build(args.data, previous)
    args.out.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        for entry in entries:
            f.write(json.dumps(entry, ensure_ascii=False) + "\n")
    per_type = Counter(e["type"] for e in entries)
    print(f"wrote {path} ({path.stat().st_size / 1e6:.2f} MB); reference lists from {reference}")
    for label in TYPES:
        n_aliases = sum(len(e["aliases"]) for e in entries if e["type"] == label)
        print(f"  {label:8s} {per_type[label]:6d} entries  {n_aliases:6d} aliases  "
              f"{stats[f'{label} merged entries']:5d} merged  {stats[f'{label} detail folds']:4d} detail folds  "
              f"{stats[f'{label} plural folds']:3d} plural folds  "
              f"{stats[f'{label} acronym links'] + stats[f'{label} corpus acronym links']:3d} acronym links  "
              f"{stats[f'{label} ambiguous aliases']:3d} ambiguous")
    print(f"  total    {len(entries):6d} entries  {sum(len(e['aliases']) for e in entries):6d} aliases")
    clashes = [e for e in entries if slug(e["name"]) != e["id"].split("/", 1)[1]]
    print(f"ids other than the name's slug (a clash's suffix, or carried over from {len(previous)} earlier "
          f"entries): {len(clashes)}  " + "; ".join(f"{e['id']} {e['name']}" for e in clashes[:6]))
    earlier = {e["id"] for e in previous}
    print(f"earlier ids kept: {len(earlier & {e['id'] for e in entries})} of {len(earlier)}")
    print("dropped (distinct strings per type):")
    for reason, count in collector.dropped.most_common():
        examples = "; ".join(collector.dropped_examples.get(reason, []))
        print(f"  {reason:18s} {count:6d}  {examples[:150]}")
    print(f"run time {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
