"""Cutting a text into records without letting one broken record take others with it.

A JSON array is split into its elements before any is parsed, so an element nested 100,000 deep, a number of
5,000 digits or a syntax error is one error row, not the whole file rejected. CSV is read record by record, and
a record the csv module cannot finish (a quote never closed: it would swallow every row after it) is reported
on its first line while reading resumes on the next physical line.
"""

from __future__ import annotations

import csv
import re
from collections import deque
from typing import Iterable, Iterator, Union

# A JSON string (an unterminated one runs to the end) or a structural character; nothing else matters for
# finding where a top-level element ends.
_JSON_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{},]', re.S)


def json_array_elements(text: str, start: int) -> Iterator[Union[str, ValueError]]:
    """The text of each element of the array whose '[' is at text[start], in order; a ValueError for text after
    the array's end. An array cut short yields what it holds, the last element as it stands."""
    depth, element_start = 0, start + 1
    for token in _JSON_TOKEN.finditer(text, start):
        char = token.group()[0]
        if char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
            if depth == 0:
                yield from _non_empty(text[element_start : token.start()])
                if text[token.end() :].strip():
                    yield ValueError("broken JSON: text after the end of the array")
                return
        elif char == "," and depth == 1:
            yield from _non_empty(text[element_start : token.start()])
            element_start = token.end()
    yield from _non_empty(text[element_start:])


def _non_empty(element: str) -> Iterator[str]:
    if element.strip():
        yield element


class CsvRecords:
    """(first line number, fields or csv.Error, raw lines) per CSV record, header included, blank lines skipped.

    The csv module pulls one physical line at a time, so the lines it pulled for a record are known; when a
    record fails they are fed again, after its first line, to a fresh reader."""

    def __init__(self, lines: Iterable[str]):
        self._lines = iter(lines)
        self._replay: deque[tuple[int, str]] = deque()
        self._line_no = 0
        self._pulled: list[tuple[int, str]] = []

    def _feed(self) -> Iterator[str]:
        while True:
            if self._replay:
                item = self._replay.popleft()
            else:
                line = next(self._lines, None)
                if line is None:
                    return
                self._line_no += 1
                item = (self._line_no, line)
            self._pulled.append(item)
            yield item[1]

    def __iter__(self) -> Iterator[tuple[int, Union[list[str], csv.Error], str]]:
        while True:
            reader = csv.reader(self._feed(), strict=True)
            while True:
                self._pulled = []
                try:
                    fields = next(reader)
                except StopIteration:
                    return
                except csv.Error as exc:
                    pulled = self._pulled
                    if not pulled:
                        return
                    self._replay.extendleft(reversed(pulled[1:]))
                    yield pulled[0][0], exc, pulled[0][1]
                    break  # a fresh reader from the next line on
                if fields:
                    yield self._pulled[0][0], fields, "".join(line for _, line in self._pulled)
