"""Task phrases read without a tagger: cut a raw phrase down to a task name, and judge it.

`clean_phrase` trims a phrase read from running text (clause words, leading verbs and articles, a trailing
"problem"), rejecting things, modifiers, fragments and generic words; `is_task_like`, `has_task_head` and
`names_an_activity` say whether it names an activity; `normalize_phrase` is the comparison key every rule
module uses. Also the candidate record (TaskCandidate) and the sentence split the rules share.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional

from extractor.resources import REFERENCE_DIR
from extractor.rules.task.cues import (
    ACTIVITY_NOUN,
    BROAD_TASK_NAMES,
    GENERIC_WORDS,
    IRREGULAR_PLURALS,
    LEADING_NOISE,
    MODIFIER_GERUNDS,
    NAME_INSIDE,
    NOT_HEADS,
    NOUN_GERUNDS,
    NOUN_VERBS,
    NOUNS_LIKE_ADJECTIVES,
    PHRASE_BREAK,
    STOP_WORDS,
    TASK_HEADS,
    THING_HEADS,
    THREE_LETTERS,
    VERBS,
)

# Patterns used by the helpers below, compiled once.
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\"'“])|\n\s*\n")
_WORDS = re.compile(r"[\w\-]+")
_KEY_WORDS = re.compile(r"[^\W_]+")
# A plural acronym names models ("CNNs", "LLMs", "GNNs"), never a task.
_MODEL_ACRONYMS = re.compile(r"^(?:[A-Z]{2,}s|llms|lms)$")
_ADJECTIVE_END = re.compile(r"(?:ive|ous|ical|able|ible|ful|less|[^v]al|ent)$")
# A number, a lone letter with a hyphen ("d-assumed") or a non-letter opens no task name;
# a dimension does ("3D object detection", "6D pose estimation").
_BAD_START = re.compile(r"^(?:(?!\d+D\b)\d|[A-Za-z]-[a-z]|[^A-Za-z\d])")


@dataclass(frozen=True)
class TaskCandidate:
    phrase: str
    score: float
    source: str
    sources: frozenset[str] = frozenset()  # of a merged candidate: the sources that proposed it


def split_sentences(text: str) -> list[str]:
    """Sentence split on end punctuation followed by a capital or end of text (no spaCy
    needed, so the pure functions work on raw strings)."""
    parts = _SENTENCE_BREAK.split(text)
    return [p.strip() for p in parts if p and p.strip()]


@lru_cache(maxsize=16384)  # called for every word of every candidate phrase; the vocabulary repeats
def singular(word: str) -> str:
    w = word.lower()
    if w in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[w]
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


_KIND_WORDS = frozenset({"problem", "task", "setting", "scenario", "challenge", "issue"})


def without_kind_words(words: list[str]) -> list[str]:
    """A task phrase's words without a trailing "problem", "task", ... ("graph partitioning problem", "pixel-wise
    labelling tasks"): the task is named without them. Kept where the name needs the word: "inverse problems",
    "assignment problem"."""
    words = list(words)
    while words and singular(words[-1]) in _KIND_WORDS:
        if len(words) == 2 and singular(words[-1]) == "problem" and not is_task_like(words[0]):
            break
        words.pop()
    return words


def task_name(phrase: str) -> str:
    """The phrase without its trailing kind words (without_kind_words); "" when nothing is left."""
    return " ".join(without_kind_words(phrase.split()))


def clean_phrase(raw: str, max_words: int = 6) -> Optional[str]:
    """Cut a phrase read from running text down to the task name: stop at punctuation or
    a clause word, drop leading articles/gerunds and a trailing "problem"/"task"."""
    raw = PHRASE_BREAK.split(raw, maxsplit=1)[0]
    words: list[str] = []
    for word in raw.split():
        if word.lower() in STOP_WORDS and words:
            break
        if word.lower() in STOP_WORDS:
            continue
        words.append(word)
    while words and (
        words[0].lower() in LEADING_NOISE
        or words[0].lower().endswith("ly")
        or _is_leading_verb(words[0], len(words))
    ):
        words.pop(0)
    words = without_kind_words(words)
    if not words or len(words) > max_words:
        return None
    low = words[0].lower()
    if len(words) == 1 and low.endswith("ing") and low not in NOUN_GERUNDS and low not in TASK_HEADS:
        return None  # a lone verb form ("minimizing") names no task
    if len(words) == 1 and low in VERBS and low not in NOUN_VERBS:
        return None  # nor does a lone verb ("solve")
    phrase = " ".join(words)
    if is_generic(phrase) or not THREE_LETTERS.search(phrase):
        return None
    # "38 evaluation", "d-assumed testing", "(i)": a number or a word fragment, not a name.
    if _BAD_START.match(phrase):
        return None
    if singular(words[-1]) in THING_HEADS or _MODEL_ACRONYMS.match(words[-1]):
        return None
    if len(words) > 1 and words[-1].lower().endswith("ing") and _is_plural_thing(words[-2]):
        # "Rotation-Based Models Solving (the X problem)": a verb after things, unlike the
        # singular modifier of "network pruning" or "paper cutting"
        return None
    # "classifi- cation": a word broken across a line of the PDF the text was copied from.
    if any(word.endswith("-") for word in words):
        return None
    if ends_in_adjective(words[-1]) or _is_participle(words[-1]):
        return None  # "so-called compositional", "nine different", "self-supervised": a modifier without its noun
    return phrase


def _is_participle(word: str) -> bool:
    """"proposed", "self-supervised", "labeled": not "speed", "seed", "embed"."""
    low = word.lower()
    return len(low) > 5 and low.endswith("ed") and not low.endswith("eed")


def _is_plural_thing(word: str) -> bool:
    return word.lower() != singular(word) and singular(word) in THING_HEADS


def ends_in_adjective(word: str) -> bool:
    """An adjective by its suffix, read without a tagger; nouns with those endings that name
    tasks ("retrieval", "management", "treatment") are kept."""
    low = word.lower()
    return (
        bool(_ADJECTIVE_END.search(low))
        and low not in TASK_HEADS
        and low not in NOUNS_LIKE_ADJECTIVES
        and not low.endswith("ment")
    )


def _is_leading_verb(word: str, n_words: int) -> bool:
    """A verb or gerund opening a longer phrase ("developing content moderation",
    "treat predictions", "includes tariff generation"): the task name starts after it."""
    low = word.lower()
    if n_words < 2 or not low.isalpha():
        return False
    if low in NOUN_VERBS or low in MODIFIER_GERUNDS:
        return False
    if singular(low) in VERBS or (low.endswith("es") and low[:-1] in VERBS) or low[:-2] in VERBS:
        return True
    return low.endswith("ing") and low not in NOUN_GERUNDS and low not in TASK_HEADS


def is_generic(phrase: str) -> bool:
    """True for phrases made only of generic words ("this problem", "machine learning")."""
    words = [w.lower() for w in _WORDS.findall(phrase)]
    return not words or all(w in GENERIC_WORDS or singular(w) in GENERIC_WORDS for w in words)


@lru_cache(maxsize=16384)
def has_task_head(phrase: str) -> bool:
    # "Multi-Contact Loco-Manipulation", "Arm-Hand Grasping": a hyphenated word's head is its last part
    if not phrase.strip():
        return False  # the tokens after a name may be only white space ("MNIST\n")
    last = phrase.split()[-1].lower().rsplit("-", 1)[-1]
    if last in NOT_HEADS or last.endswith("ions"):
        return False
    return singular(last) in TASK_HEADS or last in TASK_HEADS


def names_an_activity(phrase: str) -> bool:
    """Ends in a singular activity noun outside TASK_HEADS: "Dialogue Quality Measurement",
    "Curriculum Design". Read after "for" in a title, where the paper states its purpose."""
    last = phrase.split()[-1].lower()
    return len(phrase.split()) > 1 and bool(ACTIVITY_NOUN.search(last))


def lower_if_common(phrase: str) -> str:
    """Lower-case a phrase unless a word looks like a name/acronym ("MAPF", "ImageNet")."""
    return " ".join(w if NAME_INSIDE.search(w) or w.isupper() else w.lower() for w in phrase.split())


@lru_cache(maxsize=4096)  # the abstract itself is normalized by several candidate passes
def normalize_phrase(phrase: str) -> str:
    """The comparison key of a phrase: lower-cased words, crude plural strip; a hyphen
    separates words ("next-token prediction" is "next token prediction")."""
    return " ".join(singular(w) for w in _KEY_WORDS.findall(phrase.lower()))


TASK_LIST = REFERENCE_DIR / "tasks.tsv"


@lru_cache(maxsize=1)
def known_tasks(path: Path = TASK_LIST) -> frozenset[str]:
    """Normalized task names annotated in SciERC/TDMSci (training/build_task_gazetteer.py);
    empty when the list is not installed."""
    if not path.exists():
        return frozenset()
    with open(path, encoding="utf-8") as f:
        next(f, None)
        return frozenset(normalize_phrase(line.split("\t", 1)[0]) for line in f if line.strip())


def is_task_like(phrase: str) -> bool:
    """Ends in a task head word, or is a task name people annotate as one."""
    return has_task_head(phrase) or normalize_phrase(phrase) in known_tasks()


# Field-level names (cues.BROAD_TASK_NAMES) as comparison keys.
BROAD_TASKS = frozenset(normalize_phrase(p) for p in BROAD_TASK_NAMES)


def shares_words(phrase: str, other: str) -> bool:
    """Whether two phrases overlap by a Dice coefficient of at least 0.5 over their normalized words
    ("olympiad programming" and "Can Language Models Solve Olympiad Programming": 2 * 2 / 8)."""
    a, b = normalize_phrase(phrase).split(), normalize_phrase(other).split()
    common = sum((Counter(a) & Counter(b)).values())
    return bool(common) and 4 * common >= len(a) + len(b)
