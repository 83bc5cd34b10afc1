"""Which data set a result claim is on, read from its sentence, the sentence before and the abstract's shared task
(links.py puts them in order). Pure functions of the text, the claim and the paper's named mentions."""

from __future__ import annotations

import re
from typing import Optional, Sequence

from extractor.records import Claim
from extractor.rules.claims.link_types import Linked, Mention, as_linked, distance

# A data set written as a phrase no entity row holds: "on SIDD dataset", "on the REDS and GoPro datasets".
DATASET_PHRASE = re.compile(
    r"\b(?:on|in|over|across|using|for)\s+(?:(?:the|a|an|our|their|its|this|these|two|three|four|five|several)\s+)?"
    r"(?P<phrase>(?:(?!(?:of|the|a|an|and|on|in|for|with|this|these|that|those|our|their|its)\b)[\w.+-]+\s+(?:and\s+)?){1,4}"
    r"(?:data\s?sets?|benchmarks?|benchmark\s+data|corpus|corpora|test\s+sets?|challenge))\b",
    re.IGNORECASE,
)
# Words that say how many or how usual data sets are, not which: "common benchmarks", "the full dataset".
GENERIC_DATA = re.compile(
    r"(?i:common|standard|several|multiple|various|different|full|public|popular|existing|other|many|same|whole|"
    r"entire|original|image|text|video|large|small|new|real|real-world|synthetic|benchmark|extensive|widely-used)")
# A data set phrase names one when a word in it is written as a name ("the Yelp business review dataset", "the
# WMT14 test set"); "the gold dataset", "translation datasets", "well-known datasets" name none.
NAMED_WORD = re.compile(r"\b(?:[A-Z]\w*|\w*\d\w*)")
# Before a data set a result is on ("on", "in"), not the data a model learns from ("trained on CC3M").
DATASET_PREPOSITION = re.compile(
    r"(?<!trained\s)(?<!tuned\s)(?<!training\s)\b(?:on|in|over|across|for|using)\s+(?:the\s+)?$", re.IGNORECASE)
# The data set a value is reported on, written right after it: "70.2% on CIFAR-100", "80.1% accuracy on the X".
# The values of one group may come between: "37.8% MRR, 28.6% Hits@1 on FB15k-237"; so may a change in brackets:
# "4.9mm (-18%) on FreiHAND".
OWN_DATASET_GAP = re.compile(
    r"\s*(?:[\w@-]+\s*)?(?:\(\s*[-+−]?[\d.]+\s*%?\s*\)\s*)?(?:,\s*(?:and\s+)?[\d.]+\s*%?\s*[\w@-]*\s*)*"
    r"(?:[\w-]+\s+){0,3}?(?:on|in|over|for)\s+(?:the\s+)?",
    re.IGNORECASE)
# A shared task or challenge named as a data set, or right before those words: "MEDIQA-2021 Task 1", "the FG 2011 ...
# Challenge", "PerAnsSumm shared task".
SHARED_TASK = re.compile(r"(?i:shared\s+tasks?|challenges?|competitions?)\b|\b(?:Sub)?[Tt]ask\s*[A-Z0-9]\b")
# A contest's noun and edition after its name: "the PerAnsSumm shared task" and "PerAnsSumm" are one contest.
CONTEST_TAIL = re.compile(r"\s+(?i:shared\s+task|challenge|competition)(?:\s+(?:19|20)\d\d)?$")


def nearest_dataset(text: str, claim: Claim, mentions: Sequence[Mention],
                    exclude: tuple[Optional[Linked], ...] = ()) -> Optional[Linked]:
    """The DATASET name nearest the number in its sentence, one written after "on"/"in" first; not inside the
    subject or the phrase compared with."""
    taken = [link for link in exclude if link is not None]
    candidates = [m for m in mentions if m.label == "DATASET"
                  and not any(link.start <= m.start < link.end for link in taken)]
    if not candidates:
        return None
    best = min(candidates, key=lambda m: (not DATASET_PREPOSITION.search(text[max(0, m.start - 20) : m.start]),
                                          distance(m, claim)))
    return as_linked(best)


def dataset_before(text: str, sentence: tuple[int, int], mentions: Sequence[Mention]) -> Optional[Linked]:
    """The data set of the sentence before, when it names exactly one after "on"/"in" ("We evaluate on StrategyQA.
    Our model reaches 66%."): a result whose sentence names none is on it."""
    names = [m for m in mentions if m.label == "DATASET" and sentence[0] <= m.start and m.end <= sentence[1]
             and not m.is_artifact]
    keys = {text[m.start:m.end] for m in names}
    # Only right after the preposition: with modifiers between ("on the class-conditional ImageNet") the rule lost
    # more than it won on sets it was not developed on (dev/other-years, heldout/fresh-venues).
    if len(keys) != 1 or not any(DATASET_PREPOSITION.search(text[max(0, m.start - 50):m.start]) for m in names):
        return None
    return as_linked(names[-1])


def shared_task(text: str, mentions: Sequence[Mention]) -> Optional[Linked]:
    """The one shared task or challenge a paper takes part in ("our submission to the PerAnsSumm shared task", "the
    MEDIQA-2021 Task 1"): its results are on that task's data, wherever the abstract states them. None when the
    abstract names none, or several."""
    tasks = [m for m in mentions if m.label == "DATASET" and not m.is_artifact
             and SHARED_TASK.search(text, m.start, min(len(text), m.end + 15))]
    if len({CONTEST_TAIL.sub("", text[m.start:m.end]) for m in tasks}) != 1:
        return None
    return as_linked(tasks[0])


def own_dataset(text: str, claim: Claim, mentions: Sequence[Mention]) -> Optional[Linked]:
    after = [m for m in mentions if m.label == "DATASET" and m.start >= claim.end_char
             and OWN_DATASET_GAP.fullmatch(text, claim.end_char, m.start)]
    return as_linked(min(after, key=lambda m: m.start)) if after else None


def dataset_phrase(text: str, claim: Claim, sentence: tuple[int, int]) -> Optional[Linked]:
    phrases = [m for m in DATASET_PHRASE.finditer(text, sentence[0], sentence[1])
               if not (claim.start_char <= m.start("phrase") < claim.end_char)
               and not all(GENERIC_DATA.fullmatch(word) for word in m["phrase"].split()[:-1] if word != "and")
               and NAMED_WORD.search(m["phrase"])]
    if not phrases:
        return None
    best = min(phrases, key=lambda m: abs(m.start("phrase") - claim.start_char))
    return Linked(best.start("phrase"), best.end("phrase"), None, None)
