"""A claim link chosen among candidates by a learned ranker: the candidate, the chooser and the features any link's
ranker reads.

The link rules (links.py, subjects.py, datasets.py) give each result claim one answer per link. A ranker lays out
what else the text offers for that link (subject_ranker.py: the candidates, and features particular to the link),
marks the rules' answer among them, and a LinearRanker (extractor/linear_ranker.py) trained
on the dev sets' annotated result claims (training/train_link_rankers.py: a softmax over each claim's candidates)
picks one. The rules' answer is a feature, so the model keeps it unless the words around another argue otherwise.
This module holds the candidate, the chooser the links call, and the features every link reads: what kind of
candidate it is, whether the rules chose it, and where it stands to the number.

Only the subject has a ranker: one for the data set (candidates: the sentence's and the sentence before's DATASET
names, the data set phrase, the shared task) agreed with the annotators less often than the rules, each dev set
left out in turn (0.769 against 0.774), most of the rules' misses being data sets the annotators left out; one for
the metric (no metric, the words read beside the number, the metric of the value stated before, the sentence's
METRIC names; 0.909 of result claims have a right one) no more often (0.821 at best against 0.818), half the
rules' reachable misses being results the annotators gave no metric.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional, Protocol, Sequence

from extractor.linear_ranker import LinearRanker
from extractor.records import Claim
from extractor.rules.claims.link_types import PHRASE_STOP, Linked, compared_at

MODEL_VERSION = "1.0.0"
ROLES = ("subject",)  # the links a ranker chooses; extractor/trained/{role}_ranker.json
CLAUSE_MARK = re.compile(r"[,;:()\[\]]")
_WORD = re.compile(r"\S+")
_CAPITAL = re.compile(r"[A-Z]")


@dataclass(frozen=True)
class LinkCandidate:
    link: Optional[Linked]  # None: the claim has no such link
    kind: str  # where the candidate comes from (the link's KINDS; "none" for no link)
    is_artifact: bool = False


class LinkChooser(Protocol):
    def choose(self, role: str, claim: Claim, candidates: list[LinkCandidate],
               features: list[dict[str, float]]) -> int: ...


@dataclass(frozen=True)
class LinkRankers:
    """One ranker per link it chooses (ROLES); a link without one keeps the rules' answer."""

    rankers: dict[str, LinearRanker]

    def choose(self, role: str, claim: Claim, candidates: list[LinkCandidate],
               features: list[dict[str, float]]) -> int:
        return self.rankers[role].best(features) if role in self.rankers else 0

    @classmethod
    def load(cls, folder: Path | str) -> "LinkRankers":
        """The rankers in `folder` ({role}_ranker.json); a role without a file keeps the rules' answer."""
        paths = {role: Path(folder) / f"{role}_ranker.json" for role in ROLES}
        return cls({role: LinearRanker.load(path) for role, path in paths.items() if path.exists()})


def _key(link: Optional[Linked]) -> Optional[tuple]:
    """What makes two links one: the span, or without one (a name only the title writes) the name."""
    return None if link is None else (link.start, link.end, link.canonical if link.start is None else None)


def unique(links: Iterable[Optional[Linked]]) -> list[Optional[Linked]]:
    """Each link once, in order: the first is the rules' answer."""
    out, seen = [], set()
    for link in links:
        if _key(link) not in seen:
            seen.add(_key(link))
            out.append(link)
    return out


def kind_features(candidate: LinkCandidate, kinds: Sequence[str], rule: Optional[Linked]) -> dict[str, float]:
    """What kind of candidate it is, whether the rules chose it, and of which kind the rules' answer is (how far
    it is trusted depends on what it is)."""
    features = {f"kind_{kind}": float(candidate.kind == kind) for kind in kinds}
    chosen = float(_key(candidate.link) == _key(rule))
    features["rule_choice"] = chosen
    features.update({f"rule_{kind}": float(candidate.kind == kind) * chosen for kind in kinds})
    return features


@dataclass(frozen=True)
class Layout:
    """Where a claim's candidates lie: the one nearest the number on each side, and the first in its sentence."""

    nearest: frozenset[tuple[int, int]]
    first: Optional[tuple[int, int]]

    @classmethod
    def of(cls, candidates: Sequence[LinkCandidate], claim: Claim, sentence: tuple[int, int]) -> "Layout":
        spans = [(c.link.start, c.link.end) for c in candidates if c.link is not None and c.link.start is not None]
        left = [s for s in spans if s[1] <= claim.start_char]
        right = [s for s in spans if s[0] >= claim.end_char]
        nearest = {max(left, key=lambda s: s[1])} if left else set()
        if right:
            nearest.add(min(right))
        first = min((s for s in spans if sentence[0] <= s[0] < sentence[1]), default=None)
        return cls(frozenset(nearest), first)


def place_features(text: str, link: Linked, claim: Claim, sentence: tuple[int, int],
                   layout: Layout) -> dict[str, float]:
    """Where a candidate written in the text stands to the number: before or after it, how many words away, across
    a clause mark or a word that ends a phrase, after a comparison cue, first in its sentence, in brackets; and how
    it is written (a knowledge-base name, lower case, long)."""
    phrase = text[link.start:link.end]
    before = link.end <= claim.start_char
    after = link.start >= claim.end_char
    gap = text[link.end:claim.start_char] if before else text[claim.end_char:link.start] if after else ""
    span = (link.start, link.end)
    return {
        "before": float(before),
        "after": float(after),
        "other_sentence": float(not sentence[0] <= link.start < sentence[1]),
        "gap_words": math.log1p(len(_WORD.findall(gap))) / 3,
        "nearest": float(span in layout.nearest),
        "first": float(span == layout.first),
        "clause_between": float(bool(CLAUSE_MARK.search(gap))),
        "stop_between": float(bool(PHRASE_STOP.search(gap))),
        "compared": float(compared_at(text, sentence, link.start)),
        "in_brackets": float(bracketed(text, link.start, sentence)),
        "known": float(link.name_id is not None),
        "lower_case": float(not _CAPITAL.search(phrase)),
        "long": min(len(_WORD.findall(phrase)), 6) / 6,
    }


def left_of(text: str, position: int, sentence: tuple[int, int]) -> str:
    """The words before `position` in its sentence, at most 40 characters."""
    return text[max(sentence[0], position - 40):position]


def bracketed(text: str, position: int, sentence: tuple[int, int]) -> bool:
    """`position` is inside brackets opened in its sentence."""
    return text.rfind("(", sentence[0], position) > text.rfind(")", sentence[0], position)
