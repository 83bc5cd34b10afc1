"""The names table's `score`: the chance that annotators would list the name for its paper, from a learned model.

The entity rows' scores (names/scores.py) are a share per bucket (pass, label, name or not, known or not). A name
is more than its rows: how often the paper says it, whether the title does, how early the abstract does, what the
knowledge base's lists say of it, how it is written. `name_features` reads these from the name's rows and the
paper's text; a logistic model per label (data/reference/name_scores.json, trained by
training/train_name_scores.py on the annotated papers/* and dev/* sets, checked with each set left out in turn) turns them
into a probability. A user keeps the rows above a score to trade recall for precision (README, docs/ACCURACY.md
give the figures); without the file the score is null.

The model is a JSON object of weights per label and feature name; a feature the file does not name weighs nothing.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Optional, Sequence

import regex

from extractor.names.kb import NameKB, default_kb
from extractor.names.normalize import looks_coined
from extractor.resources import REFERENCE_DIR
from extractor.rules.names.cues import MEASURE_HEADS
from extractor.rules.task.phrases import has_task_head
from extractor.rules.task.title import in_means

FILENAME = "name_scores.json"
MODEL_VERSION = "1.0.0"
SOURCES = ("ner", "rule", "gazetteer", "abbreviation", "context", "task")  # records.EntitySource
KB_SOURCES = ("pwc", "pwc_methods", "mlsea", "corpora", "sota_extractor", "nlp_tdms", "axcell")
# Last words of a phrase that names a kind of thing, not one thing ("retrieval-based methods", "policy network").
KIND_HEADS = frozenset("model models network networks method methods algorithm algorithms framework frameworks "
                       "approach approaches architecture architectures technique techniques module modules system "
                       "systems".split())
# What the words around a mention say of it. A task is named after a preposition of purpose or topic ("a method
# for face verification", "the problem of link prediction") or before a word that says it is one ("the NER
# task"); a learning setting ("transfer learning", "domain adaptation") is more often how a paper works than the
# task it addresses, which is what annotators list.
WORD = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}'-]*")
PURPOSE_WORDS = frozenset("for of in on to towards toward".split())
ARTICLES = frozenset("the a an".split())
TASK_KIND_WORDS = frozenset("task tasks problem problems challenge".split())
# The kind nouns a run of names stands before: "the CMU action dataset", "Wikipedia and Bible corpora".
DATA_KIND_WORDS = frozenset("dataset datasets data corpus corpora benchmark benchmarks database databases collection "
                            "suite set sets".split())
METHOD_KIND_WORDS = frozenset("model models method methods network networks algorithm algorithms architecture "
                              "architectures framework frameworks approach approaches".split())
# A word of a run of names (group "word"), or a mark that ends the clause (group "stop"; a comma continues a list).
KIND_RUN = regex.compile(r"(?P<stop>[.;:()\[\]])|(?P<word>[\p{L}\p{N}][\p{L}\p{N}'-]*)")
SETTING_HEADS = frozenset("learning training optimization optimisation adaptation generalization generalisation".split())
# A title states its task as its purpose ("... for Text Editing"), not in its means ("... with Diffusion Models").
TITLE_PURPOSE = frozenset("for towards toward".split())


@dataclass(frozen=True)
class PaperText:
    """What every name of a paper reads of the paper's text, worked out once per paper."""

    text: str  # the abstract
    title: str  # lower case; "" without a title
    first_sentence_end: int  # where the first ". " is, or the length
    title_words: frozenset[str]  # lower case

    @property
    def length(self) -> int:
        return len(self.text)

    @classmethod
    def of(cls, abstract: str, title: Optional[str]) -> "PaperText":
        end = abstract.find(". ")
        title = (title or "").lower()
        return cls(abstract, title, end if end >= 0 else len(abstract), frozenset(WORD.findall(title)))

    def word_before(self, start: int) -> str:
        words = WORD.findall(self.text[max(0, start - 40):start])
        return words[-1].lower() if words else ""

    def word_after(self, end: int) -> str:
        words = WORD.findall(self.text[end:end + 30])
        return words[0].lower() if words else ""

    def kind_after(self, end: int) -> str:
        """The first word after `end` that is neither a name's (capitalised or with a digit) nor "and"/"or", within
        the clause: the kind noun a run of names stands before ("the CMU action dataset", "UCF-101, CCV and
        Multimodal Gesture datasets", "Wikipedia and Bible corpora"), lower case; "" when none."""
        for word in KIND_RUN.finditer(self.text, end, min(len(self.text), end + 80)):
            if word.group("stop"):
                return ""
            token = word.group("word")
            if token in ("and", "or") or token[0].isupper() or token[0].isdigit():
                continue
            return token.lower()
        return ""


def context_features(rows: Sequence, paper: PaperText) -> dict[str, float]:
    """What the words around the name's mentions in the abstract say of it, and how much of it the title writes."""
    in_abstract = [row for row in rows if row.field != "title"]
    before = {paper.word_before(row.start_char) for row in in_abstract}
    after = {paper.word_after(row.end_char) for row in in_abstract}
    kinds = {paper.kind_after(row.end_char) for row in in_abstract}
    words = WORD.findall(rows[0].canonical.lower())
    return {
        "after_preposition": float(bool(before & PURPOSE_WORDS)),
        "after_for": float("for" in before),
        "after_article": float(bool(before & ARTICLES)),
        "before_task_word": float(bool(after & TASK_KIND_WORDS)),
        "before_data_word": float(bool(kinds & DATA_KIND_WORDS)),
        "before_method_word": float(bool(kinds & METHOD_KIND_WORDS)),
        "title_word_share": sum(word in paper.title_words for word in words) / max(1, len(words)),
    }


def title_features(rows: Sequence, paper: PaperText) -> dict[str, float]:
    """Where in the title a name only the title writes stands (names/title.py): after "for", in the means the
    title names ("via X", "with Y"), or as the whole title."""
    if any(row.field != "title" for row in rows):
        return {"title_after_for": 0.0, "title_means": 0.0, "whole_title": 0.0}
    start, end = rows[0].start_char, rows[0].end_char
    before = WORD.findall(paper.title[:start])
    return {
        "title_after_for": float(bool(before) and before[-1] in TITLE_PURPOSE),
        "title_means": float(in_means(paper.title, start)),
        "whole_title": float(not before and not WORD.search(paper.title[end:])),
    }


def name_features(rows: Sequence, paper: PaperText, kb: NameKB) -> dict[str, float]:
    """What the model reads of one name of a paper: its entity rows (records.Entity, first mention first) and the
    paper's text."""
    canonical = rows[0].canonical
    entry = kb.get(rows[0].name_id) if rows[0].name_id else None
    # A name only the title names (names/title.py) is at no place in the abstract.
    title_only = all(row.field == "title" for row in rows)
    first = min(row.start_char for row in rows) if not title_only else None
    words = canonical.split()
    features = {
        "bias": 1.0,
        "in_kb": float(entry is not None),
        "kb_lists": float(len(entry.sources)) if entry else 0.0,
        "is_artifact": float(any(row.is_artifact for row in rows)),
        "log_mentions": math.log(len(rows)),
        "one_mention": float(len(rows) == 1),
        "in_title": float(bool(paper.title) and any(row.text.lower() in paper.title for row in rows)),
        "title_only": float(title_only),
        "first_position": first / max(1, paper.length) if first is not None else 0.0,
        "first_sentence": float(first is not None and first < paper.first_sentence_end),
        "one_word": float(len(words) == 1),
        "two_words": float(len(words) == 2),
        "three_words": float(len(words) == 3),
        "four_words_or_more": float(len(words) >= 4),
        "coined": float(looks_coined(canonical)),
        "digit": float(any(ch.isdigit() for ch in canonical)),
        "short_capitals": float(canonical.isupper() and len(canonical) <= 4),
        "plural_acronym": float(len(canonical) > 2 and canonical.endswith("s") and canonical[:-1].isupper()),
        "lower_case": float(canonical.islower()),
        "abbreviation_pair": float(any(row.long_form for row in rows)),
        "written_as_name": float(any(row.is_named for row in rows)),
        "row_score": max((row.score or 0.0) for row in rows),
        "task_head": float(has_task_head(canonical)),
        "measure_head": float(words[-1].lower() in MEASURE_HEADS),
        "kind_head": float(words[-1].lower() in KIND_HEADS),
        "setting_head": float(words[-1].lower() in SETTING_HEADS),
    }
    features.update(context_features(rows, paper))
    features.update(title_features(rows, paper))
    for source in SOURCES:
        features["source_" + source] = float(any(row.source == source for row in rows))
    for source in KB_SOURCES:
        features["kb_" + source] = float(entry is not None and source in entry.sources)
    return features


def probability(weights: dict[str, float], features: dict[str, float]) -> float:
    z = sum(weights.get(name, 0.0) * value for name, value in features.items())
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


class NameScorer:
    """The model of data/reference/name_scores.json: weights per label."""

    def __init__(self, model: dict) -> None:
        self.weights: dict[str, dict[str, float]] = model["weights"]
        # the names table keeps names scored this or more (chosen by training/train_name_scores.py)
        self.keep_above: float = float(model.get("keep_above", 0.0))
        self.kb = default_kb()

    def __call__(self, rows: Sequence, paper: PaperText) -> Optional[float]:
        weights = self.weights.get(rows[0].label)
        if weights is None:
            return None
        return round(probability(weights, name_features(rows, paper, self.kb)), 4)

    @classmethod
    def from_json(cls, path) -> "NameScorer":
        with open(path, encoding="utf-8") as handle:
            return cls(json.load(handle))


@lru_cache(maxsize=1)
def default_scorer() -> Optional[NameScorer]:
    """The shipped model, loaded once per process; None when the file is absent."""
    path = REFERENCE_DIR / FILENAME
    return NameScorer.from_json(path) if path.exists() else None


def name_floor() -> float:
    """The shipped model's floor; 0 (keep every name) without the model."""
    scorer = default_scorer()
    return scorer.keep_above if scorer is not None else 0.0


def score_groups(groups: Iterable[Sequence], abstract: Optional[str], title: Optional[str]) -> list[Optional[float]]:
    """The score of each name (its rows), or None for all without the model or the abstract."""
    scorer = default_scorer()
    groups = list(groups)
    if scorer is None or abstract is None:
        return [None] * len(groups)
    paper = PaperText.of(abstract, title)
    return [scorer(rows, paper) for rows in groups]
