"""Schwartz & Hearst (2003): the letter walk that pairs a short form with the words before it.

Every letter or digit of the short form must appear, in order, in the long form, the first one at a word's start;
"(i.e." and "(see" are no short forms. The walk finds a suffix of the words before the bracket; long_form.py
then widens or trims what it found.
"""

from __future__ import annotations

import regex


def is_short_form_candidate(candidate: str) -> bool:
    """Schwartz-Hearst's conditions, plus an upper-case letter so "(i.e." and "(see" fail."""
    if not 2 <= len(candidate) <= 12 or len(candidate.split()) > 2:
        return False
    if not candidate[0].isalnum():
        return False
    if not any(ch.isalpha() for ch in candidate):
        return False
    return any(ch.isupper() for ch in candidate)


def match_long_form(short: str, words_before: str) -> str | None:
    """Schwartz-Hearst's right-to-left letter walk; the long form is a suffix of `words_before`.

    Every alphanumeric character of the short form must appear, in order, in the long form,
    and its first character must begin a word.
    """
    s_index = len(short) - 1
    l_index = len(words_before) - 1
    while s_index >= 0:
        char = short[s_index].lower()
        if not char.isalnum():
            s_index -= 1
            continue
        while l_index >= 0 and (
            words_before[l_index].lower() != char
            or (s_index == 0 and l_index > 0 and words_before[l_index - 1].isalnum())
        ):
            l_index -= 1
        if l_index < 0:
            return None
        l_index -= 1
        s_index -= 1
    start = max(words_before.rfind(" ", 0, l_index + 1), words_before.rfind("\n", 0, l_index + 1)) + 1
    long_form = words_before[start:].strip(" ,;:-—–")
    if not long_form or len(long_form) <= len(short) or short.lower() in long_form.lower().split():
        return None
    # Two capitals spell two words: "ML" is not "model" (a known Schwartz-Hearst false match).
    n_parts = len(regex.findall(r"[^\s\-/]+", long_form))
    if n_parts < min(2, sum(ch.isupper() for ch in short)):
        return None
    if _mostly_unspelled(short, long_form):
        return None
    return long_form


# The words a name's letters skip: articles, prepositions, conjunctions ("Area Under the Curve", "Learning from Human
# Feedback"). Not spaCy's stop words, which hold verbs and adverbs too ("can", "be", "used"): a phrase of those is a
# clause the walk ran into ("segmentation can be outperformed by self-supervised (SSL)").
FUNCTION_WORDS = frozenset("a an the of for and or in on at to by from with via over under into as".split())
_WORD_PART = regex.compile(r"[\p{L}\p{N}]+")


def _mostly_unspelled(short: str, long_form: str) -> bool:
    """Whether more of the long form's content words begin with no letter of the short form (nor hold one of its
    capitals) than do: the letter walk found the letters inside a phrase that does not spell the name
    ("evaluating models with pre-prompted personae on a multi-subject benchmark (MMLU)"), not in a name whose
    words a letter or two skip ("Deep Correlation Structure Preserved Label Space Embedding (DCSPE)"). Function
    words count neither way."""
    letters = {ch.lower() for ch in short if ch.isalnum()}
    spelling = unspelled = 0
    for word in long_form.split():
        if word.lower().strip(",;:.()") in FUNCTION_WORDS:
            continue
        marks = {part[0].lower() for part in _WORD_PART.findall(word)} | {ch.lower() for ch in word if ch.isupper()}
        if marks & letters:
            spelling += 1
        else:
            unspelled += 1
    return unspelled > spelling
