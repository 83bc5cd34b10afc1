"""Task phrases a title names: "Towards X", "... for X", "<head> of X", its head-final phrases the abstract
repeats, and its own noun phrase as a fallback.

A title states its task in its purpose ("... for Long-Horizon Manipulation"), not in its means ("via X",
"with Y") nor in the viewpoint it takes ("through the Lens of X"): the helpers here split a title into
segments, flag the means and strip the viewpoint, and the candidate functions read the rest.
"""

from __future__ import annotations

import re
from typing import Optional

from extractor.rules.task.cues import (
    ACTIVITY_NOUN,
    HEAD_OF,
    MEANS_END,
    NAMED_PROBLEM,
    SEGMENT_BREAK,
    STOP_WORDS,
    TASK_HEADS,
    THREE_LETTERS,
    TITLE_FOR,
    TITLE_LEADING,
    TITLE_MEANS,
    TITLE_SPLIT,
    VIEWPOINT,
)
from extractor.rules.task.phrases import (
    TaskCandidate,
    clean_phrase,
    has_task_head,
    is_generic,
    is_task_like,
    lower_if_common,
    names_an_activity,
    normalize_phrase,
    singular,
)

# A one-word camel-case or capitals title segment ("DiffStega") names the artifact.
_NAME_LIKE = re.compile(r"[a-z][A-Z]|^[A-Z]{2,}")
# Where a title's own phrase ends.
_TITLE_END = re.compile(r"[?!;,(\[]|\s[-–—]\s")


def means_segments(parts: list[str]) -> list[bool]:
    """For the segments of a title split by TITLE_SPLIT (parts[0], parts[2], ...), whether each is
    part of the means the title names ("via X and Y")."""
    flags, means = [], False
    for index in range(0, len(parts), 2):
        if index:
            delimiter = parts[index - 1].lower().strip()
            if delimiter in TITLE_MEANS:
                means = True
            elif delimiter in MEANS_END:
                means = False
        flags.append(means)
    return flags


def in_means(title: str, position: int) -> bool:
    """Whether the words of the title from `position` on are part of the means it names ("... via Deep, Sparse
    Sampling"): the segment that begins there is read as means_segments reads the title's segments."""
    return means_segments(TITLE_SPLIT.split(title[:position]))[-1]


def title_without_means(title: str) -> str:
    """The title's segments that are not its means, joined by " | "."""
    parts = TITLE_SPLIT.split(title)
    return " | ".join(parts[i] for i, means in zip(range(0, len(parts), 2), means_segments(parts)) if not means)


def _after_name_prefix(title: str) -> Optional[str]:
    """The title after a short name and colon ("IMAGINATION POLICY: Using ..."), or None when it
    has no such prefix (a task-like part before the colon is no name)."""
    name, colon, rest = title.partition(":")
    if colon and len(name.split()) <= 3 and not is_task_like(name.strip()):
        return rest
    return None


def without_viewpoint(title: str) -> str:
    """The title without the viewpoint it takes, the thing it goes beyond or a subtitle that names
    only its genre (VIEWPOINT)."""
    stripped = VIEWPOINT.sub(" ", title).strip()
    return stripped or title


def title_ngram_candidates(title: str, text: str) -> list[TaskCandidate]:
    """The longest head-final part of each title segment that the abstract repeats
    ("Towards Universal Training-Free Coverless Image Steganography" -> "Coverless Image
    Steganography"): titles name the task, and the abstract confirms it is a phrase."""
    out: list[TaskCandidate] = []
    lowered_text = " " + normalize_phrase(text) + " "
    title = _after_name_prefix(title) or title
    parts = TITLE_SPLIT.split(title)
    # re.split with a group alternates segment, delimiter, segment, ...
    for index, after_means in zip(range(0, len(parts), 2), means_segments(parts)):
        segment = parts[index]
        words = segment.split()
        # A one-word camel-case segment ("DiffStega") is the artifact's name.
        if not words or (len(words) == 1 and _NAME_LIKE.search(words[0])):
            continue
        for start in range(len(words)):
            phrase = clean_phrase(" ".join(words[start:]))
            if not phrase or phrase.lower() != " ".join(words[start:]).lower():
                continue
            n = len(phrase.split())
            if n == 1 and not is_task_like(phrase):
                break  # "Role", "Lens", "Filters": a lone title word names no task
            if f" {normalize_phrase(phrase)} " in lowered_text:
                score = (1.5 if is_task_like(phrase) else 0.5) + (0.5 if n > 1 else 0.0)
                if after_means:
                    score -= 1.5
                out.append(TaskCandidate(phrase, score, "title-ngram"))
                break
    return out


def title_candidates(title: str) -> list[TaskCandidate]:
    """Phrases a title names as its task: the part after "for/in/towards", or after a colon."""
    out: list[TaskCandidate] = []
    # "Automated Essay Scoring: Recent Successes" names the task before the colon,
    # "DEMO: A Statistical Perspective for Image-Text Matching" after it.
    for part in title.split(":"):
        found = False
        for match in TITLE_FOR.finditer(part):
            phrase = clean_phrase(match.group("x"))
            # "... for the Extended Weber Location Problem" names a problem outright.
            named_problem = NAMED_PROBLEM.match(match.group("x"))
            if phrase and (has_task_head(phrase) or named_problem or names_an_activity(phrase)):
                out.append(TaskCandidate(phrase, 2.5, "title-for"))
                found = True
        # "Unbiased Estimation of Proper Calibration Errors" -> "proper calibration error estimation".
        for match in HEAD_OF.finditer(part):
            if singular(match.group("head")) in TASK_HEADS and (phrase := clean_phrase(match.group("x"), max_words=4)):
                words = phrase.split()
                out.append(TaskCandidate(" ".join(words[:-1] + [singular(words[-1]), match.group("head").lower()]), 2.0, "title-of"))
        # A title part that itself is a task name ("Knowledge Graph Completion"); with a
        # "for" in it, the words before "for" name the method, not the task.
        phrase = clean_phrase(part)
        if not found and phrase and has_task_head(phrase):
            out.append(TaskCandidate(phrase, 1.5, "title"))
    return out


def title_phrase(title: str, max_words: int = 8) -> Optional[str]:
    """The title's own noun phrase, for an abstract that states no task in a form the rules
    read: "On Limitations of the Transformer Architecture" -> "limitations of the Transformer
    architecture". Read after a short name and colon; the means ("using/with ...") are cut."""
    part = _after_name_prefix(title) or title.partition(":")[0]
    words: list[str] = []
    for word in _TITLE_END.split(part, maxsplit=1)[0].split():
        if word.lower() in TITLE_MEANS or word.lower() == "using":
            break
        if not words and word.lower() in TITLE_LEADING:
            continue
        words.append(word)
    while words and words[-1].lower() in STOP_WORDS:
        words.pop()
    phrase = " ".join(words)
    if not words or len(words) > max_words or is_generic(phrase) or not THREE_LETTERS.search(phrase):
        return None
    if len(words) == 1 and not ACTIVITY_NOUN.search(phrase.lower()):
        return None  # "Is This the End?": one word that names no activity
    return lower_if_common(phrase)


def title_segments(title: str, purpose_only: bool = False) -> list[str]:
    """The title's word runs between punctuation and function words ("Towards Unsupervised
    Classification with Deep Generative Models" -> "Unsupervised Classification", "Deep
    Generative Models"), its viewpoint left out; with `purpose_only`, its means too (only
    "Unsupervised Classification")."""
    segments = []
    parts = SEGMENT_BREAK.split(without_viewpoint(title))
    if purpose_only:
        parts = [part for part, means in zip(parts[::2], means_segments(parts)) if not means]
    else:
        parts = parts[::2]
    for part in parts:
        words = part.split()
        while words and words[0].lower() in TITLE_LEADING:
            words = words[1:]
        if words:
            segments.append(" ".join(words))
    return segments
