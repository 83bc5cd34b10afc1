"""What kind of contribution a paper offers, from the cues in cues.py: `classify_contribution(text, title, artifact)`.

Explicit cues first (a survey or position paper says so; a title, the paper's named artifact or the first thing
it introduces names a dataset, benchmark or toolkit; "our dataset" repeated without a method), then counted cues
for theory, analysis, toolkit and position against method cues. "method" is the default: most papers propose one.
"""

from __future__ import annotations

from typing import Optional

from extractor.records import ContributionType
from extractor.rules.contribution.cues import (
    ANALYSIS,
    ANALYSIS_TITLE,
    APPOSITION,
    EMPIRICAL,
    INTRO,
    KIND,
    KIND_NOUNS,
    MEASURING_TITLE,
    METHOD_CUES,
    OWNED_DATA,
    POSITION,
    POSITION_CUES,
    PROPOSES_METHOD,
    SURVEY,
    THEORY,
    THEORY_TITLE,
    TITLE_BENCHMARK,
    TITLE_DATASET,
    TITLE_POSITION,
    TITLE_SURVEY,
    TITLE_TOOLKIT,
    TOOLKIT_CUES,
)
from extractor.rules.task.phrases import split_sentences


def introduced_kind(sentence: str) -> Optional[ContributionType]:
    """The kind of the first thing a sentence says the paper introduces, if it says so."""
    intro = INTRO.search(sentence)
    if not intro:
        return None
    return _first_kind(sentence[intro.end():])


def _first_kind(text: str) -> Optional[ContributionType]:
    match = KIND.search(text)
    if not match:
        return None
    index = int(next(k for k, v in match.groupdict().items() if v)[1:])
    return KIND_NOUNS[index][1]


def artifact_kind(text: str, artifact: str) -> Optional[ContributionType]:
    """What the paper calls its named artifact: "WildChat, a corpus of ..." -> dataset."""
    start = text.find(artifact)
    if start < 0:
        return None
    # A long form in parentheses may come first ("FLASK (Fine-grained Language Model Evaluation
    # based on Alignment Skill Sets), a fine-grained evaluation protocol"): read past it.
    after = text[start + len(artifact): start + len(artifact) + 200]
    # Only an apposition or copula right after the name describes it.
    match = APPOSITION.match(after)
    return _first_kind(match.group("rest")[:80]) if match else None


def title_kind(title: str) -> Optional[ContributionType]:
    lowered = title.lower()
    if TITLE_SURVEY.search(lowered):
        return "survey"
    if TITLE_POSITION.search(lowered):
        return "position"
    if TITLE_BENCHMARK.search(lowered):
        return "benchmark"
    if TITLE_DATASET.search(lowered):
        return "dataset"
    if TITLE_TOOLKIT.search(lowered):
        return "toolkit"
    return None


def classify_contribution(
    text: str, title: Optional[str] = None, artifact: Optional[str] = None
) -> ContributionType:
    """What the paper mainly offers. Strong explicit cues first (a survey says so; a
    dataset paper calls its artifact a dataset), then theory vs analysis vs method from
    counted cues. "method" is the default: most papers propose one."""
    if SURVEY.search(text) or (title and title_kind(title) == "survey"):
        return "survey"
    if POSITION.search(text) or (title and title_kind(title) == "position"):
        return "position"
    if title and (kind := title_kind(title)):
        return kind
    if artifact and (kind := artifact_kind(text, artifact)):
        return kind
    for sentence in split_sentences(text):
        kind = introduced_kind(sentence)
        if kind:
            if kind != "method":
                return kind
            break
    if kind := owned_data_kind(text, title or ""):
        return kind
    return _cue_contribution(text, title or "")


def owned_data_kind(text: str, title: str) -> Optional[ContributionType]:
    """A paper that keeps saying "our dataset" / "our benchmark" and proposes no method offers
    the data ("We present a new challenge ... Our dataset features 12,383 questions"): a
    benchmark when it calls it one or its title measures something, else a dataset."""
    owned = OWNED_DATA.findall(text)
    if len(owned) < 2 or PROPOSES_METHOD.search(text):
        return None
    if any(word.lower().startswith("benchmark") for word in owned) or MEASURING_TITLE.match(title):
        return "benchmark"
    return "dataset"


def _cue_contribution(text: str, title: str) -> ContributionType:
    """Theory / analysis / toolkit / position against method, from counted cues; a cue in
    the title counts double (titles state the kind of paper more plainly than abstracts)."""
    theory = len(THEORY.findall(text)) + 2 * len(THEORY.findall(title)) + 2 * len(THEORY_TITLE.findall(title))
    empirical = len(EMPIRICAL.findall(text))
    title_asks = any(ANALYSIS_TITLE.search(part) for part in title.split(":"))
    analysis = len(ANALYSIS.findall(text)) + (2 if title_asks else 0)
    proposes = bool(PROPOSES_METHOD.search(text))
    method = 2 * proposes + len(METHOD_CUES.findall(text))
    if POSITION_CUES.search(text) and not proposes:
        return "position"
    if len(TOOLKIT_CUES.findall(text)) >= 2 and not proposes:
        return "toolkit"
    if theory >= 2 and theory > empirical + (1 if proposes else 0):
        return "theory"
    if analysis >= 3 and analysis > method:
        return "analysis"
    return "method"

