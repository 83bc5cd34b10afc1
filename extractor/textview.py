"""Views of abstract text with markup rewritten that map back to the original.

Rule passes match on a view and report offsets into the original, so that `abstract[start:end] == text`
holds whatever markup the abstract carries. `rewritten_view` is the one rewriting engine; `markup_free_view`
(names: bold/italic/math markup deleted) and extractor.rules.claims.view (numbers: symbols made readable)
run it with their own tokens.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from typing import Callable, Optional

import regex

# LaTeX commands that format a word without changing it ("\textbf{Foo}", "\underline{C}ontext").
FORMATTING_COMMANDS = (
    r"textbf|textit|textsc|texttt|textrm|textsl|text|emph|underline|uline|mathbf|mathrm|mathcal|mathit|mathsf|bf|it"
)
# Markdown italics by single underscores, in pairs around words ("_Target-Class Shrink (TC-Shrink)_"); not LaTeX
# subscripts ("$A_\\star$", "x_{i}") nor identifiers ("snake_case").
_EMPHASIS_TEXT = r"\p{L}[^_$\n\\]{0,79}?[\p{L}\d)]"
# Each alternative opens with the underscore itself, so the engine tries the lookarounds only at underscores (a
# leading lookbehind was tried at every character: the collapsed view took 0.81 instead of 0.21 ms per abstract).
_EMPHASIS_UNDERSCORE = (
    r"_(?<=(?<![\w\\}$^])_)(?=" + _EMPHASIS_TEXT + r"_(?![\w{]))"
    r"|_(?<=(?<![\w\\}$^])_" + _EMPHASIS_TEXT + r"_)(?![\w{])"
)
MARKUP = regex.compile(r"\*+|__|\$|\\(?:" + FORMATTING_COMMANDS + r")\b\s*|[{}]|" + _EMPHASIS_UNDERSCORE)
# A single plain space is its own replacement: matching only longer runs and other white space gives the same view
# with far fewer matches (0.19 -> 0.14 ms an abstract, identical views on the 4,128 paperlists abstracts).
_MARKUP_OR_SPACE = regex.compile(MARKUP.pattern + r"|\s{2,}|[^\S ]")


@dataclass(frozen=True)
class TextView:
    """`view` is `original` rewritten; `starts[i]`/`ends[i]` give the original span of view character i (a
    character a replacement wrote maps to the whole token it replaced)."""

    original: str
    view: str
    starts: Optional[list[int]]  # None: the view is the original
    ends: Optional[list[int]]

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        if self.starts is None:
            return start, end
        return self.starts[start], self.ends[end - 1]


def rewritten_view(
    text: str, pattern: re.Pattern[str] | regex.Pattern, replace: Callable[[str], str], with_ends: bool = True
) -> TextView:
    """`text` with every match of `pattern` replaced by `replace(match)` ("" deletes it), keeping for each view
    character the original span it came from (only its start when `with_ends` is False: `ends` is then None)."""
    pieces: list[str] = []
    starts: list[int] = []
    ends: Optional[list[int]] = [] if with_ends else None
    position = 0
    for match in pattern.finditer(text):
        start, end = match.span()
        pieces.append(text[position:start])
        starts.extend(range(position, start))
        replacement = replace(match.group())
        if replacement:
            pieces.append(replacement)
            starts.extend([start] * len(replacement))
        if ends is not None:
            ends.extend(range(position + 1, start + 1))
            ends.extend([end] * len(replacement))
        position = end
    pieces.append(text[position:])
    starts.extend(range(position, len(text)))
    if ends is not None:
        ends.extend(range(position + 1, len(text) + 1))
    return TextView(text, "".join(pieces), starts, ends)


def markup_free_view(text: str, collapse_space: bool = False) -> tuple[str, list[int]]:
    """`text` without markup (and, if asked, each run of white space as one space), with the
    index in `text` of every character of the view."""
    pattern = _MARKUP_OR_SPACE if collapse_space else MARKUP
    view = rewritten_view(text, pattern, _space_or_nothing, with_ends=False)
    return view.view, view.starts


def _space_or_nothing(token: str) -> str:
    return " " if token.isspace() else ""


def view_offset(origin: list[int], offset: int) -> int | None:
    """Where the original text's character at `offset` stands in the view (`origin` as markup_free_view returns
    it, increasing), or None when it is markup the view leaves out."""
    i = bisect_left(origin, offset)
    return i if i < len(origin) and origin[i] == offset else None


def whole_word_starts(text: str, word: str) -> list[int]:
    """Start offsets of `word` in `text` where it is not part of a longer word or hyphenated
    name: a plain string search, so names found per abstract need no pattern built for them."""
    starts: list[int] = []
    start = text.find(word) if word else -1
    while start != -1:
        end = start + len(word)
        if (start == 0 or not _is_word_char(text[start - 1])) and (end == len(text) or not _is_word_char(text[end])):
            starts.append(start)
        start = text.find(word, start + 1)
    return starts


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_-"
