"""The subject of a result claim chosen among candidates by a learned ranker (link_claims calls it).

subjects.py's rules give one answer: the phrase before the result verb, the nearest method name, a self-reference,
the paper's artifact. This module lays out what else the sentence offers (every method it names, every
self-reference, the verb's subject phrase, the paper's artifact, no subject at all) as feature vectors, with the
rules' answer marked, and a LinearRanker (extractor/linear_ranker.py) trained on the annotated claims of the dev
sets (training/train_subject_ranker.py: a softmax over each claim's candidates) picks one. The rules' answer is a
feature, so the model keeps it unless the words around another candidate argue otherwise. docs/TRAINING.md gives
its agreement with the annotators, each set left out of training in turn, against the rules'.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Optional, Protocol, Sequence

from extractor.linear_ranker import LinearRanker
from extractor.records import Claim
from extractor.rules.claims.link_types import COMPARISON_CUE, PHRASE_STOP, Linked, Mention, as_linked
from extractor.rules.claims.subjects import (
    _ANY_SELF_REFERENCE,
    HARDWARE,
    INSTRUMENT_LEFT,
    RESULT_VERB,
    WE,
    _verb_subject,
    _within,
    paper_subject,
)

MODEL_VERSION = "1.0.0"
KINDS = ("none", "method", "self", "artifact", "phrase", "title")
# Between a number and a name after it that owns it: "89.4% for FixMatch", "43.3% by BM25", "68.9% of GPT-4".
OWNER_RIGHT = re.compile(r"\s*(?:\S+\s+){0,2}?(?:for|by|of|from|with|using)\s+(?:the\s+|our\s+)?$", re.IGNORECASE)
CLAUSE_MARK = re.compile(r"[,;:()\[\]]")
WE_WORD = re.compile(r"\b(?:we|our)\b", re.IGNORECASE)
# A name of many things, more often what is beaten than what wins ("existing methods", "strong baselines").
PLURAL_KIND = re.compile(r"(?i).*\b(?:methods|models|baselines|approaches|systems|algorithms|techniques|networks|"
                         r"frameworks|works|architectures|solutions|competitors|alternatives)$")
_WORD = re.compile(r"\S+")
# A name right after a result verb is its object, not its subject ("outperforms X", "reducing the rate on X").
_OBJECT_LEFT = re.compile(RESULT_VERB.pattern + r"(?:\S+\s+){0,2}$", re.IGNORECASE)
_CAPITAL = re.compile(r"[A-Z]")


@dataclass(frozen=True)
class SubjectCandidate:
    link: Optional[Linked]  # None: the claim has no subject
    kind: str  # one of KINDS
    is_artifact: bool = False


class SubjectChooser(Protocol):
    def choose(self, claim: Claim, candidates: list[SubjectCandidate], features: list[dict[str, float]]) -> int: ...


class SubjectRanker(LinearRanker):
    def choose(self, claim: Claim, candidates: list[SubjectCandidate], features: list[dict[str, float]]) -> int:
        return self.best(features)


@dataclass(frozen=True)
class SubjectContext:
    """What every candidate of one claim is read against."""

    text: str
    claim: Claim
    sentence: tuple[int, int]
    rule: Optional[Linked]
    baseline: Optional[Linked]
    has_artifact: bool


def subject_candidates(text: str, claim: Claim, sentence: tuple[int, int], mentions: Sequence[Mention],
                       artifacts: Sequence[Mention], artifact: Optional[Mention], rule: Optional[Linked],
                       title_artifact: Optional[Linked]) -> list[SubjectCandidate]:
    """The rules' answer first, then no subject, the sentence's method names and self-references, the verb's
    subject phrase, the paper's artifact (its mention written last before the number) and the artifact the title
    alone names; each span once."""
    methods = [m for m in mentions if m.label == "METHOD" and not HARDWARE.fullmatch(text[m.start:m.end])]
    by_span = {(m.start, m.end): m for m in methods}
    own = artifact if artifact is not None and artifact.label != "DATASET" else None

    def kind_of(link: Linked) -> SubjectCandidate:
        if link.start is None:
            return SubjectCandidate(link, "title", True)
        mention = by_span.get((link.start, link.end))
        if mention is not None:
            return SubjectCandidate(link, "artifact" if mention.is_artifact else "method", mention.is_artifact)
        if own is not None and text[link.start:link.end] == text[own.start:own.end]:
            return SubjectCandidate(link, "artifact", True)
        if _ANY_SELF_REFERENCE.search(text, link.start, link.end):
            return SubjectCandidate(link, "self", own is not None)
        return SubjectCandidate(link, "phrase")

    links: list[Optional[Linked]] = [rule, None]
    links += [as_linked(m) for m in methods]
    links += [Linked(s.start(), s.end(), own.canonical if own else None, own.name_id if own else None)
              for s in _ANY_SELF_REFERENCE.finditer(text, sentence[0], sentence[1])]
    phrase = _verb_subject(text, claim, sentence)
    if phrase is not None and phrase[0] != WE:
        links.append(_within(text, phrase, mentions, own))
    if own is not None:
        links.append(paper_subject(text, claim.start_char, artifacts, artifact))
    elif title_artifact is not None:
        links.append(title_artifact)
    out, seen = [], set()
    for link in links:
        key = None if link is None else (link.start, link.end, link.canonical if link.start is None else None)
        if key in seen:
            continue
        seen.add(key)
        out.append(SubjectCandidate(None, "none") if link is None else kind_of(link))
    return out


def candidate_features(candidate: SubjectCandidate, context: SubjectContext, nearest: frozenset[tuple[int, int]],
                       first: Optional[tuple[int, int]]) -> dict[str, float]:
    """One candidate's features: what it is, whether the rules chose it, and where it stands to the number (before
    or after, how far, across a clause mark, after a comparison cue or "with", before a result verb)."""
    text, claim, link = context.text, context.claim, candidate.link
    features = {f"kind_{kind}": float(candidate.kind == kind) for kind in KINDS}
    features["rule_choice"] = float(_same(link, context.rule))
    # how far the rules' answer is trusted, by what it is
    features.update({f"rule_{kind}": float(candidate.kind == kind) * features["rule_choice"] for kind in KINDS})
    if link is None:
        before = text[context.sentence[0]:claim.start_char]
        features.update({
            "none_with_artifact": float(context.has_artifact),
            "none_we": float(bool(WE_WORD.search(before))),
            "none_baseline": float(context.baseline is not None),
            "none_bracketed": float(text.rfind("(", context.sentence[0], claim.start_char)
                                    > text.rfind(")", context.sentence[0], claim.start_char)),
            "none_self": float(bool(_ANY_SELF_REFERENCE.search(text, *context.sentence))),
        })
        return features
    if link.start is None:  # the title's artifact: no place in the text
        return features
    phrase = text[link.start:link.end]
    before = link.end <= claim.start_char
    after = link.start >= claim.end_char
    gap = text[link.end:claim.start_char] if before else text[claim.end_char:link.start] if after else ""
    in_sentence = context.sentence[0] <= link.start < context.sentence[1]
    left = text[max(context.sentence[0], link.start - 40):link.start]
    cue = None
    for cue in COMPARISON_CUE.finditer(left):
        pass
    compared = cue is not None and not PHRASE_STOP.search(left, cue.end())
    words = len(_WORD.findall(phrase))
    features.update({
        "before": float(before),
        "after": float(after),
        "other_sentence": float(not in_sentence),
        "gap_words": math.log1p(len(_WORD.findall(gap))) / 3,
        "nearest": float((link.start, link.end) in nearest),
        "clause_between": float(bool(CLAUSE_MARK.search(gap))),
        "stop_between": float(bool(PHRASE_STOP.search(gap))),
        "in_baseline": float(context.baseline is not None and context.baseline.start is not None
                             and context.baseline.start <= link.start < context.baseline.end),
        "compared": float(compared),
        "instrument": float(bool(INSTRUMENT_LEFT.search(left))),
        "owner_right": float(after and bool(OWNER_RIGHT.fullmatch(gap))),
        "verb_right": float(RESULT_VERB.match(text, _next_word(text, link.end)) is not None),
        "sentence_initial": float(in_sentence and len(_WORD.findall(text[context.sentence[0]:link.start])) <= 1),
        "is_artifact": float(candidate.is_artifact),
        "known": float(link.name_id is not None),
        "plural_kind": float(bool(PLURAL_KIND.fullmatch(phrase))),
        "lower_case": float(not _CAPITAL.search(phrase)),
        "long": min(words, 6) / 6,
        "first": float((link.start, link.end) == first),
        "in_brackets": float(text.rfind("(", context.sentence[0], link.start) > text.rfind(")", context.sentence[0],
                                                                                           link.start)),
        "object": float(bool(_OBJECT_LEFT.search(left))),
        "possessive": float(text.startswith("'s", link.end) or text.startswith("’s", link.end)),
    })
    return features


def claim_features(candidates: list[SubjectCandidate], context: SubjectContext) -> list[dict[str, float]]:
    """Every candidate's features; "nearest" marks the candidate closest to the number on each side."""
    claim = context.claim
    spans = [c.link for c in candidates if c.link is not None and c.link.start is not None]
    left = [s for s in spans if s.end <= claim.start_char]
    right = [s for s in spans if s.start >= claim.end_char]
    nearest = set()
    if left:
        last = max(left, key=lambda s: s.end)
        nearest.add((last.start, last.end))
    if right:
        first = min(right, key=lambda s: s.start)
        nearest.add((first.start, first.end))
    in_sentence = [s for s in spans if context.sentence[0] <= s.start < context.sentence[1]]
    first = min(((s.start, s.end) for s in in_sentence), default=None)
    return [candidate_features(c, context, frozenset(nearest), first) for c in candidates]


def ranked_subject(chooser: SubjectChooser, text: str, claim: Claim, sentence: tuple[int, int],
                   mentions: Sequence[Mention], artifacts: Sequence[Mention], artifact: Optional[Mention],
                   rule: Optional[Linked], baseline: Optional[Linked],
                   title_artifact: Optional[Linked]) -> Optional[Linked]:
    """The subject `chooser` picks among the claim's candidates (`mentions`: the sentence's free ones)."""
    candidates = subject_candidates(text, claim, sentence, mentions, artifacts, artifact, rule, title_artifact)
    own = artifact is not None and artifact.label != "DATASET" or title_artifact is not None
    context = SubjectContext(text, claim, sentence, rule, baseline, own)
    return candidates[chooser.choose(claim, candidates, claim_features(candidates, context))].link


def _same(a: Optional[Linked], b: Optional[Linked]) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return (a.start, a.end) == (b.start, b.end) and (a.start is not None or a.canonical == b.canonical)


def _next_word(text: str, position: int) -> int:
    """Where the first word after `position` that is no adverb or auxiliary starts ("X also/can/consistently
    outperforms")."""
    return _ADVERBS.match(text, position).end()


_ADVERBS = re.compile(r"\s*(?:(?:\w+ly|also|can|could|further|still)\s+)*")
