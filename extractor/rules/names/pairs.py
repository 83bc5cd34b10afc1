"""Paired delimiters of an abstract, found once per text: inline math ("$...$"), markdown emphasis ("**", "*",
"__", "_"), LaTeX groups ("\\textit{...}", "{...}") and brackets.

A span that holds one delimiter of a pair without the other ("\\textit{Voxel-Cross-Pixel", "spherical surface of
$", "Vi**etnamese") has cut a group in two; hygiene.py reads the pairs to cut the orphan off or take the group in
whole. One left-to-right scan of the text, and a look-up by bisection per span edge.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass

import regex

from extractor.textview import FORMATTING_COMMANDS, MARKUP

_DOLLAR = regex.compile(r"(?<!\\)\$\$?")
_FORMATTING_COMMAND = regex.compile(r"\\(?:" + FORMATTING_COMMANDS + r")\s*$")
_BRACKETS = regex.compile(r"[()\[\]]")
_PARTNER = {")": "(", "]": "["}


def _flanks(inside: str, outside: str) -> bool:
    """Markdown's flanking rule: an emphasis run opens (closes) where the next (previous) character is no space,
    and no punctuation unless a space or punctuation is on its other side ("Zeta*-SIPP" opens nothing)."""
    if inside.isspace():
        return False
    return inside.isalnum() or not outside.isalnum()


@dataclass(frozen=True)
class Pair:
    """One delimiter pair: the opener is text[open_start:open_end], the closer text[close_start:close_end]."""

    open_start: int
    open_end: int
    close_start: int
    close_end: int
    kind: str  # "math", "emphasis", "group" (LaTeX braces, with their formatting command), "bracket"


class Pairs:
    """Every delimiter pair of one text, each delimiter found by its position."""

    def __init__(self, text: str):
        self.text = text
        self.math: list[Pair] = []
        pairs: list[Pair] = []
        dollars = [(m.start(), m.end()) for m in _DOLLAR.finditer(text)]
        for (a, a_end), (b, b_end) in zip(dollars[::2], dollars[1::2]):
            self.math.append(Pair(a, a_end, b, b_end, "math"))
        self._math_starts = [p.open_start for p in self.math]
        open_runs: dict[str, tuple[int, int]] = {}
        braces: list[tuple[int, int]] = []
        for match in MARKUP.finditer(text):
            token, start, end = match.group(), match.start(), match.end()
            if token == "{":
                command = _FORMATTING_COMMAND.search(text, max(0, start - 16), start)
                braces.append((command.start() if command else start, end))
            elif token == "}":
                if braces:
                    open_start, open_end = braces.pop()
                    kind = "group" if text[open_start] == "\\" else "brace"
                    pairs.append(Pair(open_start, open_end, start, end, kind))
            elif token[0] in "*_" and not self.in_math(start):
                before = text[start - 1] if start > 0 else " "
                after = text[end] if end < len(text) else " "
                if token in open_runs and _flanks(before, after):
                    pairs.append(Pair(*open_runs.pop(token), start, end, "emphasis"))
                elif _flanks(after, before):
                    open_runs[token] = (start, end)
        stacks: dict[str, list[int]] = {"(": [], "[": []}
        for match in _BRACKETS.finditer(text):
            char, at = match.group(), match.start()
            if char in stacks:
                stacks[char].append(at)
            elif stacks[_PARTNER[char]]:
                opened = stacks[_PARTNER[char]].pop()
                pairs.append(Pair(opened, opened + 1, at, at + 1, "bracket"))
        self._by_position: dict[int, Pair] = {}
        for pair in pairs:
            self._by_position[pair.open_start] = pair
            self._by_position[pair.close_start] = pair
        self._positions = sorted(self._by_position)

    def math_around(self, position: int) -> Pair | None:
        """The math pair whose inside (between the dollars' outer edges) holds `position` strictly."""
        i = bisect_right(self._math_starts, position - 1) - 1
        if i >= 0 and self.math[i].open_start < position < self.math[i].close_end:
            return self.math[i]
        return None

    def in_math(self, position: int) -> bool:
        return self.math_around(position) is not None or position in self._math_starts

    def orphans(self, start: int, end: int) -> list[tuple[int, Pair]]:
        """(position, pair) of each delimiter in text[start:end] whose partner lies outside it, left to right."""
        found = []
        for i in range(bisect_left(self._positions, start), bisect_left(self._positions, end)):
            position = self._positions[i]
            pair = self._by_position[position]
            opener_in = start <= pair.open_start and pair.open_end <= end
            closer_in = start <= pair.close_start and pair.close_end <= end
            if opener_in != closer_in:
                found.append((position, pair))
        return found

    def wrapping(self, start: int, end: int) -> Pair | None:
        """The pair whose opener starts the span and whose closer ends it ("**Foo**", "\\textbf{Foo}")."""
        pair = self._by_position.get(start)
        if pair is not None and pair.open_start == start and pair.close_end == end:
            return pair
        i = bisect_left(self._math_starts, start)
        if i < len(self.math) and self.math[i].open_start == start and self.math[i].close_end == end:
            return self.math[i]
        return None
