"""Coordinated names: one span that lists several names ("KITTI and Cityscapes", "nuScenes and Waymo Open",
"LM-ResNet/LM-ResNeXt", "question answering and summarization" as a task) is one entity per name.

A span is split only when every part is a name on its own: a coined word ("KITTI", "nuScenes"), a known name, or
capitalised words mid-sentence ("Waymo Open"); for a TASK, every part a task phrase. One capitalised word before
a longer part shares that part's head ("Task and Motion Planning", "Vision and Language Navigation"), one after it
its modifier ("Successive Accepts and Rejects"; not for a DATASET): the span stays whole, as it does for a "/"
between parts that are not coined or known ("CNN/Daily Mail").

A name whose version number or size has alternatives after a "/" or "and" ("CIFAR-10/100", "WMT14/16", "KITTI
2012 and 2015", "T5-Small/Base") names one data set or model per number: each number after the first is a part of
its own, standing for the name it shortens ("100" for "CIFAR-100"; elided_parts).
"""

from __future__ import annotations

from typing import Callable

import regex

from extractor.rules.artifacts.names import is_distinctive_name
from extractor.rules.names.cues import CONJUNCTION, CONTEST_WORDS, DETERMINERS, SLASH
from extractor.rules.task.phrases import has_task_head

Bounds = tuple[int, int]
_LETTER = regex.compile(r"\p{L}")
# "CIFAR-10/100": a stem with a letter, a version number, then "/" and further numbers ("1k", "22K" too); or a
# version's sizes ("T5-Small/Base", "ELECTRA Base/Large"). The stem may end in a version before a size
# ("Qwen2.5-1.5B/3B/7B"). Alternatives are of one kind: "DiT-XL/2", "ViT-Base/16" are one model each.
_VERSION = r"\d+(?:\.\d+)?[kKMB]?"
_SIZE = r"(?:[Tt]iny|[Ss]mall|[Bb]ase|[Mm]edium|[Ll]arge|[Hh]uge|[Gg]iant|XXL|XL)"
_BETWEEN_VERSIONS = r"(?:\s*/\s*|,\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+)"  # "10/100", "2012 and 2015"
_ELIDED = regex.compile(
    rf"(?P<stem>.*(?:\p{{L}}[^\d/]*?|\d[-\s]))"
    rf"(?:(?P<first>{_VERSION})(?P<rest>(?:{_BETWEEN_VERSIONS}{_VERSION})+)"
    rf"|(?P<first>{_SIZE})(?P<rest>(?:{_BETWEEN_VERSIONS}{_SIZE})+))")
_ALTERNATIVE = regex.compile(rf"{_SIZE}|{_VERSION}")


def _capitalised(words: list[str]) -> bool:
    return all(word[:1].isupper() or word[:1].isdigit() for word in words)


def _is_coined_or_known(text: str, bounds: Bounds, is_known: Callable[[int, int], bool]) -> bool:
    return is_known(*bounds) or any(is_distinctive_name(word) for word in text[bounds[0]:bounds[1]].split())


def _split(text: str, start: int, end: int, separator) -> list[Bounds]:
    """The parts between separators, without the white space around them ("COIN / EPIC-Kitchens")."""
    parts, begin = [], start
    for match in separator.finditer(text, start, end):
        parts.append((begin, match.start()))
        begin = match.end()
    parts.append((begin, end))
    return [bounds for bounds in map(lambda b: _strip(text, *b), parts) if bounds[0] < bounds[1]]  # "A, B, and C"


def _strip(text: str, start: int, end: int) -> Bounds:
    part = text[start:end]
    stripped = part.lstrip()
    start += len(part) - len(stripped)
    return start, start + len(stripped.rstrip())


def _all_names(text: str, parts: list[Bounds], label: str, is_known: Callable[[int, int], bool],
               at_sentence_start: bool) -> bool:
    words = [text[a:b].split() for a, b in parts]
    if any(w[0].lower() in DETERMINERS for w in words) or any(
            text.count("(", a, b) != text.count(")", a, b) for a, b in parts):
        return False  # "question answering and its evaluation", "classification (MNIST and CIFAR-10)"
    if label == "TASK" and all(not _capitalised(w[:1]) and has_task_head(" ".join(w)) for w in words):
        return True
    if words[-1][-1].lower() in CONTEST_WORDS and not any(w[-1].lower() in CONTEST_WORDS for w in words[:-1]):
        return False  # "the FG 2011 Facial Expression Recognition and Analysis Challenge": one contest
    for i, (bounds, part_words) in enumerate(zip(parts, words)):
        if _is_coined_or_known(text, bounds, is_known):
            continue
        if not _capitalised(part_words) or not _LETTER.search(text, *bounds) or (i == 0 and at_sentence_start):
            return False
        if i == 0 and len(part_words) == 1 and len(words[1]) > 1:
            return False  # "Task and Motion Planning": one head for both
        if i == len(parts) - 1 > 0 and len(part_words) == 1 and len(words[i - 1]) > 1 and label != "DATASET":
            return False  # "Successive Accepts and Rejects": one modifier for both (a data set's name is its own)
    return True


def coordinated_parts(
    text: str,
    start: int,
    end: int,
    label: str,
    is_known: Callable[[int, int], bool] = lambda start, end: False,
    at_sentence_start: bool = False,
    is_known_metric: Callable[[str], bool] = lambda name: False,
) -> list[Bounds]:
    """The names text[start:end] coordinates, each one's bounds; [(start, end)] when it is one name.
    `is_known(start, end)`: whether those bounds hold a known name (a reference list's); `at_sentence_start`:
    the span opens a sentence, so its first capital says nothing. Parts are read at "and", "or" and commas, then
    each at "/" ("UCI and CIFAR-10/100" -> "UCI", "CIFAR-10/100"). A known METRIC name whose "/" parts are each a
    known metric (`is_known_metric`) is those metrics: "PSNR/SSIM", a leaderboard's column of two."""
    if is_known(start, end):
        parts = _split(text, start, end, SLASH)
        if label == "METRIC" and len(parts) > 1 and all(is_known_metric(text[a:b]) for a, b in parts):
            return parts
        return [(start, end)]
    parts = _split(text, start, end, CONJUNCTION)
    if len(parts) < 2 or not _all_names(text, parts, label, is_known, at_sentence_start):
        parts = [(start, end)]
    names = []
    for part in parts:
        alternatives = _split(text, *part, SLASH)
        if len(alternatives) > 1 and all(_is_coined_or_known(text, bounds, is_known) for bounds in alternatives):
            names += alternatives
        else:
            names.append(part)
    return names


def elided_parts(text: str, start: int, end: int) -> list[tuple[Bounds, str | None]]:
    """The names a span shortens by "/" between version numbers, each one's bounds and, for a bare number, the
    name it stands for: "CIFAR-10/100" -> ("CIFAR-10", None), ("100", "CIFAR-100"). [((start, end), None)] when
    the span is one name."""
    match = _ELIDED.fullmatch(text, start, end)
    if match is None:
        return [((start, end), None)]
    stem = match.group("stem")
    parts: list[tuple[Bounds, str | None]] = [((start, match.end("first")), None)]
    for number in _ALTERNATIVE.finditer(text, match.start("rest"), end):
        parts.append(((number.start(), number.end()), stem + number.group()))
    return parts
