"""Task phrases a title's opening verb names: "Generating Radiology Reports" -> "radiology report generation".

A title that opens with what the paper does (a gerund, or one right after "for/of/to") names its task in that
verb phrase: the verb's noun after its object when it has one the abstract or the task heads know, else the
phrase as written. Gerunds that say how the paper looks at a task ("Rethinking", "Leveraging") name none.
"""

from __future__ import annotations

import re
from typing import Optional

from extractor.rules.task.cues import (
    GERUND_JOINERS,
    GERUND_PREPOSITIONS,
    LEADING_NOISE,
    META_GERUNDS,
    NAME_INSIDE,
    STOP_WORDS,
    TASK_HEADS,
    THING_HEADS,
)
from extractor.rules.task.phrases import (
    TaskCandidate,
    ends_in_adjective,
    has_task_head,
    is_generic,
    lower_if_common,
    singular,
)

# A verb phrase's candidate score: opening the title, after "for/of/to", or where the title states a purpose.
GERUND_TITLE_SCORE = 4.0
GERUND_INNER_SCORE = 3.0
GERUND_PURPOSE_SCORE = 1.5


def _nominal(gerund: str, text: str) -> Optional[str]:
    """The noun of a title gerund ("generating" -> "generation", "measuring" -> "measurement"),
    accepted when it is a task head or the abstract uses it; None otherwise."""
    low = gerund.lower()
    if low in TASK_HEADS:
        return low  # "learning", "planning", "pruning": the gerund is the noun
    stem = low[:-3]
    lowered = text.lower()
    for noun in (stem + "ion", stem + "ation", stem + "ement", stem + "y"):
        if noun in TASK_HEADS or re.search(rf"\b{noun}\b", lowered):
            return noun
    return None


def _gerund_object(words: list[str]) -> list[str]:
    """The words a title gerund governs, up to punctuation, the means or the purpose:
    "the HJI PDE Solution", "Order in Unordered Datasets", "Calls to Large Language Models"."""
    obj: list[str] = []
    for word in words:
        bare = word.strip(",;()\"“”")
        low = bare.lower()
        if low in {"the", "a", "an"}:
            continue  # "Approximating the HJI PDE Solution", "Learning to Solve the X Task"
        if obj and low in GERUND_JOINERS:
            obj.append(low)
            continue
        if low in {"and", "or"}:
            # "Learning Compact and Efficient Networks": one word is a modifier cut short;
            # "Learning Locomotion Affordances and Simulators": the first conjunct stands
            return obj if len(obj) > 1 else []
        if not bare or low in STOP_WORDS:
            break
        obj.append(bare)
        if bare != word:
            if len(obj) == 1 and word.endswith(","):
                return []  # "Generating Open-Domain, Open-Platform Diagrams": a list cut short
            break  # punctuation ends the phrase
    # Too long to be a name: keep the part before the last joiner ("the Representation of
    # Subjective Global Opinions | in Language Models").
    while len(obj) > 6 and any(word in GERUND_JOINERS for word in obj[1:]):
        obj = obj[: max(i for i, word in enumerate(obj) if i and word in GERUND_JOINERS)]
    while obj and (obj[-1].lower() in STOP_WORDS or singular(obj[-1]) in {"task", "problem"}):
        obj.pop()
    return obj


def title_gerund_candidates(title: str, text: str) -> list[TaskCandidate]:
    """A title that opens with what the paper does names its task in that verb phrase:
    "Generating Mental Health Transcripts with SAPE" -> "mental health transcript generation"
    (the verb's noun, when it has one), "Approximating the HJI PDE Solution" and "Learning From
    Noisy Singly-labeled Data" as written. Annotators take these phrases as the task far more
    often than the phrases the abstract repeats."""
    out: list[TaskCandidate] = []
    for part in title.split(":"):
        words = part.split()
        while words and words[0].lower() in {"towards", "toward", "on"}:
            words = words[1:]
        # The title's first word, or one right after "for/of/to" ("Contrast Sets for Evaluating
        # Language-Guided Robot Policies", "A Modular Approach to Learning on Small Data").
        starts = [0] + [i for i in range(1, len(words) - 1) if words[i - 1].lower() in {"for", "of", "to"}]
        for start in starts:
            if candidate := _gerund_phrase(words[start:], text):
                score = GERUND_TITLE_SCORE if start == 0 else GERUND_INNER_SCORE
                out.append(TaskCandidate(candidate, score, "title-gerund"))
    return out


def _gerund_phrase(words: list[str], text: str) -> Optional[str]:
    """The task a title's verb phrase names, or None when `words` does not open with one."""
    if len(words) < 2 or not words[0].lower().endswith("ing") or not words[0].isalpha():
        return None
    gerund, rest = words[0], words[1:]
    if gerund.lower() in META_GERUNDS or gerund.lower() in LEADING_NOISE:
        return None
    if rest[0].lower() in GERUND_PREPOSITIONS:  # "Learning to Optimize", "Learning From X"
        obj = _gerund_object(rest[1:])
        phrase = " ".join([gerund, rest[0], *obj]) if obj else ""
    else:
        obj = _gerund_object(rest)
        plain = not any(word in GERUND_JOINERS for word in obj)
        if not obj or len(obj) > 6 or ends_in_adjective(obj[-1]):
            return None
        if plain and has_task_head(" ".join(obj)):
            phrase = " ".join(obj)  # "Prompting Few-shot Question Generation": the object is the task
        elif plain and len(obj) <= 4 and (noun := _nominal(gerund, text)):
            head = obj[-1] if NAME_INSIDE.search(obj[-1]) or obj[-1].isupper() else singular(obj[-1])
            phrase = " ".join([*obj[:-1], head, noun])
        elif len(obj) == 1 and singular(obj[0]) in THING_HEADS:
            return None  # "Sorting Networks", "Training Data": the gerund modifies a noun
        else:
            phrase = " ".join([gerund, *obj])
    return lower_if_common(phrase) if phrase and not is_generic(phrase) else None
