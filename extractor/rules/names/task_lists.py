"""Tasks a list names: "tasks such as machine translation and syntactic parsing", "applications, including HD video
conferencing, video abstraction, highlight removal", "on tasks ranging from group operations to in-context linear
regression". The list's noun says what its members are, so a member is a task whatever its head word ("video
abstraction", "disambiguation"), where the names table otherwise keeps only task phrases headed by a task word.

A member is a run of up to six words that ends where the list goes on or stops: a comma, "and"/"or", a bracket, a
full stop, or a preposition that opens its modifier ("COVID-19 X-ray classification with limited samples"). A run
that ends anywhere else is no member and ends the list: "tasks like part-of-speech tagging, intra-word information
is extremely useful" gives one task.
"""

from __future__ import annotations

from spacy.tokens import Doc

from .name_words import word_end

# Nouns whose lists name tasks. "domains", "settings" and "areas" list fields and conditions as often ("domains such
# as vision and language", "settings, including zero-shot, five-shot").
_LIST_NOUNS = frozenset({"tasks", "problems", "applications"})
_OPENERS = (("such", "as"), ("including",), ("like",), ("namely",), ("e.g.",), (":",), ("ranging", "from"))
_SEPARATORS = frozenset({",", "and", "or"})
_CLOSERS = frozenset({".", ";", ":", ")", "(", "!", "?"})
# Prepositions that open a member's modifier: the member ends before them, and so does the list.
_MODIFIER_OPENERS = frozenset({"in", "with", "for", "on", "from", "under", "using", "via", "across"})
_MAX_WORDS = 6


def listed_tasks(doc: Doc) -> list[tuple[int, int]]:
    """Token spans of the tasks lists after "tasks", "problems" or "applications" name."""
    spans: list[tuple[int, int]] = []
    for token in doc:
        if token.lower_ in _LIST_NOUNS:
            start = _list_start(doc, token.i + 1)
            if start is not None:
                spans += _members(doc, *start)
    return spans


def _list_start(doc: Doc, i: int) -> tuple[int, bool] | None:
    """Where the members start after the list noun ending at `i`, and whether the list is a range ("ranging from
    A to B"); None without an opener."""
    if i < len(doc) and doc[i].text in (",", "("):
        i += 1
    for opener in _OPENERS:
        if tuple(t.lower_ for t in doc[i:i + len(opener)]) == opener:
            i += len(opener)
            if i < len(doc) and doc[i].text == ",":
                i += 1  # "namely, cooperative communication"
            return i, opener == ("ranging", "from")
    return None


def _members(doc: Doc, i: int, ranging: bool) -> list[tuple[int, int]]:
    members = []
    separators = _SEPARATORS | ({"to"} if ranging else set())
    while i < len(doc):
        end = _member_end(doc, i)
        if end == i:
            break
        after = doc[end].lower_ if end < len(doc) else "."
        if after not in separators and after not in _CLOSERS and after not in _MODIFIER_OPENERS:
            break  # "tasks like part-of-speech tagging, intra-word information is": no member
        members.append((i, end))
        if after not in separators:
            break
        i = end + 1
        while i < len(doc) and doc[i].lower_ in separators:
            i += 1  # ", and"
    return members


def _member_end(doc: Doc, i: int) -> int:
    """The end of the run of content words from `i` (at most six; "of" between two of them: "classification of
    COVID-19 tweets"). A hyphenated word is one word whatever its parts ("in-context", "part-of-speech")."""
    end, words = i, 0
    while end < len(doc) and words < _MAX_WORDS:
        if doc[end].lower_ == "of" and end > i and end + 1 < len(doc) and _content(doc[end + 1]):
            end, words = end + 1, words + 1
            continue
        word = word_end(doc, end)
        if not (_content(doc[end]) or word > end + 1):
            break
        end, words = word, words + 1
    return end


def _content(token) -> bool:
    """A word a task's name is made of: letters (digits inside: "COVID-19", "3D"), no stop word."""
    return any(c.isalpha() for c in token.text) and not token.is_stop and token.text not in ("e.g.", "i.e.", "etc.")
