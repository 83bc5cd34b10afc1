"""How the corpus spells acronyms out (data/reference/acronym_senses.tsv, built by
training/build_acronym_senses.py from the 197k unlabelled abstracts): whether an acronym an abstract leaves
undefined is, by the corpus's own definitions, rarely a metric ("VLM" 0 of 160 definitions, "SR" 15 of 426; "FID"
74 of 76)."""

from __future__ import annotations

import csv
from functools import lru_cache

from extractor.resources import REFERENCE_DIR
from extractor.rules.names.cues import MEASURE_WORDS

FILENAME = "acronym_senses.tsv"
MIN_DEFINITIONS = 10  # fewer definitions say little
MAX_METRIC_SHARE = 0.15  # "AR": 11 of 107 definitions are "average recall", the rest "autoregressive", ...


@lru_cache(maxsize=1)
def _senses() -> dict[str, tuple[int, int]]:
    path = REFERENCE_DIR / FILENAME
    if not path.exists():
        return {}
    with open(path, encoding="utf-8", newline="") as f:
        return {row["short"]: (int(row["definitions"]), int(row["metric"])) for row in csv.DictReader(f, delimiter="\t")}


# However many lists call it a metric: "PAC" (1 of 104 definitions a metric: "probably approximately correct"),
# "POS" (0 of 137). "AUC" (4 of 95: the counting misses "area under the ROC curve") and "MAP" (10 of 288; "mAP" is
# the metric) stay.
NEVER_MIN_DEFINITIONS = 50
NEVER_MAX_METRIC_SHARE = 0.02


def rarely_a_metric(acronym: str, min_definitions: int = MIN_DEFINITIONS, max_share: float = MAX_METRIC_SHARE) -> bool:
    """Whether the corpus defines this acronym (or its singular: "VLMs") often, and seldom as a metric."""
    senses = _senses()
    found = senses.get(acronym) or (senses.get(acronym[:-1]) if acronym.endswith("s") else None)
    if found is None or found[0] < min_definitions:
        return False
    return found[1] / found[0] < max_share


def no_metric_by_usage(acronym: str, lists: int) -> bool:
    """Whether a metric that `lists` sources of the knowledge base hold is, in abstracts, another thing: one list
    alone and rarely a metric in the corpus's definitions ("VLM", "SR"), or almost never a metric ("PAC")."""
    return (lists < 2 and rarely_a_metric(acronym)) or rarely_a_metric(
        acronym, NEVER_MIN_DEFINITIONS, NEVER_MAX_METRIC_SHARE)


# What a rate is per: time, or a unit of the text or image it codes ("bits per pixel", "bits per character").
RATE_DENOMINATORS = frozenset("second sec minute hour character char pixel dimension dim token word frame query "
                              "joule watt".split())


def is_metric_sense(long_form: str, kb) -> bool:
    """Whether a long form spells out a metric: a measure's word in it ("word error rate", "Normalized Discounted
    Cumulative Gain", "Bilingual Evaluation Understudy"), a metric the knowledge base knows ("Exact Match"), a rate
    ("bits per character"), or one built on a well-known metric's acronym ("EM Per Token")."""
    words = long_form.replace("-", " ").split()
    if {w.lower() for w in words} & MEASURE_WORDS or kb.lookup(long_form, "METRIC") is not None:
        return True
    if len(words) == 3 and words[1].lower() == "per" and words[2].lower().removesuffix("s") in RATE_DENOMINATORS:
        return True  # a rate: "bits per character", "tokens per second" (not "images per class": a budget)
    # "EM Per Token": built on a metric more than one list knows
    return any(w.isupper() and (entry := kb.lookup(w, "METRIC")) is not None and len(entry.sources) >= 2
               for w in words)
