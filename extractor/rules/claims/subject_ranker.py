"""The subject of a result claim chosen among candidates by a learned ranker (link_ranking.py; link_claims calls it).

subjects.py's rules give one answer: the phrase before the result verb, the nearest method name, a self-reference,
the paper's artifact. The candidates beside it: no subject, every METHOD the sentence names, every self-reference,
the result verb's subject phrase, the paper's artifact (its mention written last before the number) or the one its
title alone names. Besides where each stands to the number, the features read what makes a subject: a result
verb right after it, the start of the sentence, the paper's own artifact; and what makes none: the baseline's
phrase, a name after "with" or a result verb (what is used, or beaten), a name of many ("existing methods").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Sequence

from extractor.records import Claim
from extractor.rules.claims.link_ranking import (
    Layout,
    LinkCandidate,
    LinkChooser,
    bracketed,
    kind_features,
    left_of,
    place_features,
    unique,
)
from extractor.rules.claims.link_types import Linked, Mention, as_linked
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

KINDS = ("none", "method", "self", "artifact", "phrase", "title")
# Between a number and a name after it that owns it: "89.4% for FixMatch", "43.3% by BM25", "68.9% of GPT-4".
OWNER_RIGHT = re.compile(r"\s*(?:\S+\s+){0,2}?(?:for|by|of|from|with|using)\s+(?:the\s+|our\s+)?$", re.IGNORECASE)
WE_WORD = re.compile(r"\b(?:we|our)\b", re.IGNORECASE)
# A name of many things, more often what is beaten than what wins ("existing methods", "strong baselines").
PLURAL_KIND = re.compile(r"(?i).*\b(?:methods|models|baselines|approaches|systems|algorithms|techniques|networks|"
                         r"frameworks|works|architectures|solutions|competitors|alternatives)$")
# A name right after a result verb is its object, not its subject ("outperforms X", "reducing the rate on X").
OBJECT_LEFT = re.compile(RESULT_VERB.pattern + r"(?:\S+\s+){0,2}$", re.IGNORECASE)
# Adverbs and auxiliaries between a subject and its verb ("X also / can / consistently outperforms").
ADVERBS = re.compile(r"\s*(?:(?:\w+ly|also|can|could|further|still)\s+)*")
_WORD = re.compile(r"\S+")


@dataclass(frozen=True)
class SubjectContext:
    """What every candidate of one claim is read against."""

    text: str
    claim: Claim
    sentence: tuple[int, int]
    rule: Optional[Linked]
    baseline: Optional[Linked]
    has_artifact: bool


def own_method(artifact: Optional[Mention]) -> Optional[Mention]:
    """The paper's artifact when it is a method (a new data set owns no result)."""
    return artifact if artifact is not None and artifact.label != "DATASET" else None


def subject_candidates(text: str, claim: Claim, sentence: tuple[int, int], mentions: Sequence[Mention],
                       artifacts: Sequence[Mention], artifact: Optional[Mention], rule: Optional[Linked],
                       title_artifact: Optional[Linked]) -> list[LinkCandidate]:
    """The rules' answer first, then no subject, the sentence's method names and self-references, the verb's
    subject phrase, the paper's artifact (its mention written last before the number) and the artifact the title
    alone names; each span once."""
    methods = [m for m in mentions if m.label == "METHOD" and not HARDWARE.fullmatch(text[m.start:m.end])]
    by_span = {(m.start, m.end): m for m in methods}
    own = own_method(artifact)

    def kind_of(link: Linked) -> LinkCandidate:
        if link.start is None:
            return LinkCandidate(link, "title", True)
        mention = by_span.get((link.start, link.end))
        if mention is not None:
            return LinkCandidate(link, "artifact" if mention.is_artifact else "method", mention.is_artifact)
        if own is not None and text[link.start:link.end] == text[own.start:own.end]:
            return LinkCandidate(link, "artifact", True)
        if _ANY_SELF_REFERENCE.search(text, link.start, link.end):
            return LinkCandidate(link, "self", own is not None)
        return LinkCandidate(link, "phrase")

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
    return [LinkCandidate(None, "none") if link is None else kind_of(link) for link in unique(links)]


def candidate_features(candidate: LinkCandidate, context: SubjectContext, layout: Layout) -> dict[str, float]:
    """One candidate's features: its kind and the rules' choice, where it stands to the number, and what makes a
    subject (a result verb after it, the sentence's start, the paper's artifact) or none."""
    text, claim, link, sentence = context.text, context.claim, candidate.link, context.sentence
    features = kind_features(candidate, KINDS, context.rule)
    if link is None:
        features.update({
            "none_with_artifact": float(context.has_artifact),
            "none_we": float(bool(WE_WORD.search(text, sentence[0], claim.start_char))),
            "none_baseline": float(context.baseline is not None),
            "none_bracketed": float(bracketed(text, claim.start_char, sentence)),
            "none_self": float(bool(_ANY_SELF_REFERENCE.search(text, *sentence))),
        })
        return features
    if link.start is None:  # the title's artifact: no place in the text
        return features
    phrase, left = text[link.start:link.end], left_of(text, link.start, sentence)
    after = link.start >= claim.end_char
    features.update(place_features(text, link, claim, sentence, layout))
    features.update({
        "in_baseline": float(context.baseline is not None and context.baseline.start is not None
                             and context.baseline.start <= link.start < context.baseline.end),
        "instrument": float(bool(INSTRUMENT_LEFT.search(left))),
        "owner_right": float(after and bool(OWNER_RIGHT.fullmatch(text, claim.end_char, link.start))),
        "verb_right": float(RESULT_VERB.match(text, ADVERBS.match(text, link.end).end()) is not None),
        "sentence_initial": float(sentence[0] <= link.start and len(_WORD.findall(text, sentence[0], link.start)) <= 1),
        "is_artifact": float(candidate.is_artifact),
        "plural_kind": float(bool(PLURAL_KIND.fullmatch(phrase))),
        "object": float(bool(OBJECT_LEFT.search(left))),
        "possessive": float(text.startswith("'s", link.end) or text.startswith("’s", link.end)),
    })
    return features


def claim_features(candidates: list[LinkCandidate], context: SubjectContext) -> list[dict[str, float]]:
    layout = Layout.of(candidates, context.claim, context.sentence)
    return [candidate_features(c, context, layout) for c in candidates]


def ranked_subject(chooser: LinkChooser, text: str, claim: Claim, sentence: tuple[int, int],
                   mentions: Sequence[Mention], artifacts: Sequence[Mention], artifact: Optional[Mention],
                   rule: Optional[Linked], baseline: Optional[Linked],
                   title_artifact: Optional[Linked]) -> Optional[Linked]:
    """The subject `chooser` picks among the claim's candidates (`mentions`: the sentence's free ones)."""
    candidates = subject_candidates(text, claim, sentence, mentions, artifacts, artifact, rule, title_artifact)
    has_artifact = own_method(artifact) is not None or title_artifact is not None
    context = SubjectContext(text, claim, sentence, rule, baseline, has_artifact)
    return candidates[chooser.choose("subject", claim, candidates, claim_features(candidates, context))].link
