"""Names the pipeline's name_mentions rule types in abstracts no annotator read ("LLMs such as GPT-4", "datasets
such as MMLU", "84% on MMLU"): the gazetteer's mined part (training/build_gazetteer.py).

paperlists_mentions    the paperlists ML abstracts, names typed in two or more
unlabeled_mentions     the 197k unlabelled abstracts, names typed in five or more (data sets and metrics: three)
without_rarely_typed   the unlabelled typings count only for a name typed in 15% of the abstracts that mention it
The papers of the benchmark files are left out, so the figures measured on them stay honest.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

from corpora import benchmark_ids, read_unlabeled_abstracts  # training/ is on the path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from extractor.names.normalize import is_plural_acronym  # noqa: E402

MIN_ABSTRACTS = 2  # a name typed in one abstract only may be that paper's own
# The same over the 197k unlabelled abstracts, fifty times as many: five for methods (a paper's own model is named
# in a few later abstracts), three for data sets and metrics (a benchmark is named by the papers that use it).
MIN_UNLABELED_ABSTRACTS = {"METHOD": 5, "DATASET": 3, "METRIC": 3}
# A short upper-case word names a different thing in each few papers ("SPACE", "SPEED", "GTA" each typed as data in
# three or four unlabelled abstracts, and each some paper's own method): there it needs five whatever its label. So
# does a plain capitalised word, which is an English word elsewhere ("Ant", "Friends", "Digits" typed as data in
# three abstracts each; "Weizmann", "Middlebury", "Switchboard" in 8 to 25).
MIN_UNLABELED_ACRONYM_ABSTRACTS = 5
# Mined names that are kinds of model rather than names: short upper-case acronyms typed as methods ("LLMs such as
# GPT-4": "LLMs", "CNN", "SCM"; a data set's acronym is its name: "MMLU"), plural acronyms of any type ("pLMs",
# "Video-LLMs", "ViTs"); nor a slash's two names ("CIFAR-10/100") or a bare version ("V2").
_KIND_ACRONYM = re.compile(r"[A-Z]{2,5}s?")
_VERSION = re.compile(r"[vV]\d+(?:\.\d+)*")
_PLAIN_CAPITALISED = re.compile(r"[A-Z][a-z]+")


def _minable(name: str, label: str) -> bool:
    if "/" in name or _VERSION.fullmatch(name) or is_plural_acronym(name):
        return False
    return label != "METHOD" or not _KIND_ACRONYM.fullmatch(name)


def typed_mentions(texts, min_abstracts: int | dict[str, int], min_acronym_abstracts: int = 0):
    """(name, label) once per abstract for each name the name_mentions rule types there ("LLMs such as GPT-4",
    "84% on MMLU"), for the names typed in at least `min_abstracts` abstracts (per label, when a dict), and a short
    upper-case word or a plain capitalised one in at least `min_acronym_abstracts`."""
    import spacy

    from extractor.components.name_mentions import find_name_mentions
    from extractor.pipeline import split_final_periods

    nlp = split_final_periods(spacy.blank("en"))
    nlp.add_pipe("sentencizer")
    abstracts: Counter = Counter()
    for doc in nlp.pipe(texts, batch_size=256):
        abstracts.update({(span.text, span.label_) for span in find_name_mentions(doc)})
    for (name, label), count in sorted(abstracts.items()):
        if isinstance(min_abstracts, dict) and label not in min_abstracts:
            continue  # a label not mined: the members of a list of tasks
        least = min_abstracts[label] if isinstance(min_abstracts, dict) else min_abstracts
        if _KIND_ACRONYM.fullmatch(name) or _PLAIN_CAPITALISED.fullmatch(name):
            least = max(least, min_acronym_abstracts)
        if count >= least and _minable(name, label):
            yield from [(name, label)] * count


def paperlists_mentions(data: Path):
    """Typed names of the paperlists ML abstracts; the papers of the benchmark files are left out, so the figures
    measured on them stay honest."""
    path = data / "paperlists" / "ml_abstracts_2017_2024.jsonl"
    if not path.exists():
        return
    exclude = benchmark_ids()
    with path.open(encoding="utf-8") as f:
        texts = [r["abstract"] for r in map(json.loads, f) if r.get("abstract") and r["id"] not in exclude]
    yield from typed_mentions(texts, MIN_ABSTRACTS)


def unlabeled_mentions(data: Path):
    """Typed names of the unlabelled abstracts (ML venues 2013-2025, ACL Anthology 2016 on): the benchmarks and
    models of recent years ("MMLU", "SuperGLUE", "GPT-4o", "DINOv2") that the annotated corpora predate; the papers
    of the benchmark files are left out."""
    if not (data / "unlabeled").is_dir():
        return
    yield from typed_mentions(read_unlabeled_abstracts(data, exclude=benchmark_ids()), MIN_UNLABELED_ABSTRACTS,
                              MIN_UNLABELED_ACRONYM_ABSTRACTS)


MIN_TYPED_SHARE = 0.15  # of the unlabelled abstracts that mention a name, the share that types it


def abstracts_mentioning(data: Path, names: set[str]) -> Counter:
    """How many unlabelled abstracts mention each name as a whole word (case as written)."""
    single = {n for n in names if " " not in n}
    several = sorted(names - single, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, several)) + r")(?![\w-])") if several else None
    seen: Counter = Counter()
    for text in read_unlabeled_abstracts(data, exclude=benchmark_ids()):
        words = {w.strip(".,;:") for w in re.findall(r"[^\s()\[\]{}\"“”]+", text)}
        seen.update(words & single)
        if pattern is not None:
            seen.update(set(pattern.findall(text)))
    return seen


def without_rarely_typed(data: Path, counts: dict[str, dict[str, Counter]]) -> None:
    """The unlabelled abstracts' typings of a name count only when at least MIN_TYPED_SHARE of the abstracts that
    mention it type it: "MMLU" 43 of 121, "C4" 28 of 57; not "COVID-19" 9 of 504, "fMRI" 19 of 269 (a topic or a
    modality written before "data", not a data set's name), nor "Amazon" 5 of 282 ("Amazon Mechanical Turk", the
    company), which other corpora then have to vouch for alone."""
    mined = {(name, label) for name, by_label in counts.items() for label, sources in by_label.items()
             if "unlabeled" in sources}
    if not mined:
        return
    seen = abstracts_mentioning(data, {name for name, _ in mined})
    for name, label in sorted(mined):
        if counts[name][label]["unlabeled"] < MIN_TYPED_SHARE * seen[name]:
            del counts[name][label]["unlabeled"]
            if not counts[name][label]:
                del counts[name][label]
