"""Build data/reference/acronym_senses.tsv: how often the unlabelled corpus spells each acronym out as a metric.

A leaderboard lists "VLM", "API" and "AR" as metric columns, and the NER, trained on pre-2020 text, reads such
acronyms as metrics too; but abstracts that define them write "Vision-Language Model (VLM)", "Application
Programming Interface (API)", "autoregressive (AR)". Where an abstract uses such an acronym without defining it,
the way the rest of the corpus defines it is the best guess of what it means.

Read: the 197k abstracts of ../shared/data/unlabeled (ML venues: mlanthology, repository Apache-2.0, each abstract
its source's terms; ACL Anthology 2016 on: CC BY 4.0), the benchmark files' papers left out. Each abbreviation pair
the pipeline's own rules find (extractor/rules/abbreviations) counts as a definition of its short form; it is a
metric sense when its long form is headed by a measure's word ("word error rate", "mean average precision",
extractor/components/entities.label_from_long_form), holds one anywhere ("Normalized Discounted Cumulative Gain",
"Bilingual Evaluation Understudy") or is a metric the names knowledge base knows.
One row per short form defined at least MIN_DEFINITIONS times: the number of definitions, of metric senses, and
the long form the corpus gives it most (its most common spelling, plurals as one: "recurrent neural network" for
"RNN") with how many definitions give it. Names, never sentences, are written. training/build_names_kb.py reads the
long forms to join an acronym's entry to its long form's when the corpus's usage is clear.

Usage: python training/build_acronym_senses.py [--data ../shared/data] [--out data/reference]   (~30 s)
"""

from __future__ import annotations

import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from extractor.components.entities import label_from_long_form  # noqa: E402
from extractor.names.kb import default_kb  # noqa: E402
from extractor.names.normalize import singular_name_key  # noqa: E402
from extractor.names.senses import is_metric_sense  # noqa: E402
from extractor.rules.abbreviations import find_abbreviations  # noqa: E402
from training.corpora import benchmark_ids, read_unlabeled_abstracts, unlabeled_build_arguments  # noqa: E402

FILENAME = "acronym_senses.tsv"
MIN_DEFINITIONS = 3


def long_form_key(long_form: str) -> str:
    """Plurals as one: "recurrent neural networks" and "recurrent neural network"."""
    return singular_name_key(long_form)


def count_senses(texts) -> tuple[Counter, Counter, dict[str, Counter], dict[str, Counter]]:
    """(definitions, metric senses, long-form keys, long-form spellings per key) per short form, as written."""
    kb = default_kb()
    definitions: Counter = Counter()
    metric: Counter = Counter()
    long_keys: dict[str, Counter] = defaultdict(Counter)
    spellings: dict[str, Counter] = defaultdict(Counter)
    for text in texts:
        for pair in find_abbreviations(text):
            definitions[pair.short] += 1
            if label_from_long_form(pair.long) == "METRIC" or is_metric_sense(pair.long, kb):
                metric[pair.short] += 1
            key = long_form_key(pair.long)
            long_keys[pair.short][key] += 1
            spellings[key][pair.long] += 1
    return definitions, metric, long_keys, spellings


def most_common_long_form(short: str, long_keys: dict[str, Counter], spellings: dict[str, Counter]) -> tuple[str, int]:
    """The long form most definitions of `short` give (ties: the first in sorted order), and how many give it."""
    key, n = min(long_keys[short].items(), key=lambda kv: (-kv[1], kv[0]))
    spelling = min(spellings[key].items(), key=lambda kv: (-kv[1], kv[0]))[0]
    return " ".join(spelling.split()), n


def main(argv: list[str] | None = None) -> None:
    args = unlabeled_build_arguments(__doc__.split("\n")[0], FILENAME, argv)
    started = time.perf_counter()
    definitions, metric, long_keys, spellings = count_senses(read_unlabeled_abstracts(args.data,
                                                                                      exclude=benchmark_ids()))
    rows = sorted((short, n, metric[short], *most_common_long_form(short, long_keys, spellings))
                  for short, n in definitions.items() if n >= MIN_DEFINITIONS)
    path = args.out / FILENAME
    with open(path, "w", encoding="utf-8") as f:
        f.write("short\tdefinitions\tmetric\tlong_form\tlong_form_definitions\n")
        for short, n, m, long_form, n_long in rows:
            f.write(f"{short}\t{n}\t{m}\t{long_form}\t{n_long}\n")
    print(f"wrote {path}: {len(rows)} short forms defined {MIN_DEFINITIONS}+ times "
          f"({sum(definitions.values())} definitions in all), {time.perf_counter() - started:.0f} s")
    for short in ("VLM", "API", "AR", "PAC", "SR", "EM", "MAE", "FID", "BLEU", "NDCG", "CD"):
        print(f"  {short:5s} defined {definitions[short]:5d}  as a metric {metric[short]:5d}")


if __name__ == "__main__":
    main()
