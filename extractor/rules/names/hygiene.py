"""Span hygiene: the bounds of one entity span, made to hold a name and nothing around it.

Each rule reads (text, start, end) and returns new bounds, or None when no name is left: markup cut in two
("\\textit{Voxel-Cross-Pixel" -> "Voxel-Cross-Pixel", "spherical surface of $" -> "spherical surface"), punctuation
at an edge ("MNIST," "(GLUE" "'ImageNet'"), an edge inside a word ("-category recognition" -> "novel-category
recognition", "YouTube" -> "YouTube-VIS-2019"; "LSTM" in "LSTM-based" is whole). Bounds only ever move, so
text[start:end] is the span's text. Each rule looks at the span and the word around it: linear in the text.
"""

from __future__ import annotations

import regex

from extractor.rules.artifacts.cues import DESCRIPTOR_SUFFIX
from extractor.rules.artifacts.names import is_distinctive_name
from extractor.rules.names.cues import (
    ABBREVIATION_PERIOD,
    CLOSING,
    EDGE_PUNCTUATION,
    MODIFIER_SUFFIXES,
    OPENING,
    ORDINAL,
    PREFIXES,
    SYMMETRIC_QUOTES,
    TRAILING_FUNCTION_WORDS,
    WORD_CHAR,
)
from extractor.rules.names.pairs import Pair, Pairs
from extractor.rules.text import clean_markup, is_footnote_mark

Bounds = tuple[int, int]
# A math group or bracket glued to a name is taken in whole only when it is short ("$i$-RevNet", "[SF]$^2$M").
MAX_GLUED_GROUP = 40
_PLAIN_WORD = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}\-.]*")
_NAME_IN_MATH = regex.compile(r"\p{L}[\p{L}\p{N}\-]*\p{L}[\p{L}\p{N}\-]*")  # "$\textbf{DyLAN}$", not "$d$"
_LETTER_OR_DIGIT = regex.compile(r"[\p{L}\p{N}]")
_LETTERS = regex.compile(r"\p{L}")
# What a bracket glued to a name may hold and be part of it: "SO(3)", "O(n)", "($p$, $k$)-clustering" (no
# capitals, no two letters in a row: not an abbreviation, "Descent(SGD)", nor a reference).
_ARGUMENT = regex.compile(r"(?:[^\p{L}]|(?<!\p{L})\p{Ll}(?!\p{L}))+")
_LAST_WORD = regex.compile(r"(?:^|\s)(\S+)$")


def strip_space(text: str, start: int, end: int) -> Bounds:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _glued(text: str, start: int, end: int) -> bool:
    """No white space between the two offsets (a group that touches the name's word)."""
    return not any(ch.isspace() for ch in text[start:end])


def _takes_in(text: str, math: Pair, glued: bool) -> bool:
    """A formula glued to the span's word, or a word set in math ("$reverse$ $training$"), is part of the name."""
    if math.close_end - math.open_start > MAX_GLUED_GROUP:
        return False
    return glued or bool(_PLAIN_WORD.fullmatch(clean_markup(text[math.open_end:math.close_start])))


def fix_math(pairs: Pairs, start: int, end: int) -> Bounds | None:
    """An edge inside "$...$": take the formula in when it is glued to the span's word ("i$-RevNet" ->
    "$i$-RevNet"), cut it off when a space parts them ("spherical surface of $" -> "spherical surface of"); a
    piece of a formula is no name ("n^{1/"), unless it is a plain word ("GPT-4" in "$\\text{GPT-4}$")."""
    text = pairs.text
    left, right = pairs.math_around(start), pairs.math_around(end)
    if left is not None and left is right:
        return (start, end) if _PLAIN_WORD.fullmatch(text[start:end]) else None
    if left is not None:
        glued = left.close_end >= end or not text[left.close_end].isspace()
        start = left.open_start if _takes_in(text, left, glued) else left.close_end
    if right is not None:
        glued = right.open_start <= start or not text[right.open_start - 1].isspace()
        end = right.close_end if _takes_in(text, right, glued) else right.open_start
    start, end = strip_space(text, start, end)
    return (start, end) if start < end else None


def _letters(text: str, start: int, end: int) -> int:
    return len(_LETTERS.findall(text, start, end))


def _glues_on(text: str, at: int) -> bool:
    """Whether text[at] goes on with the word: a letter or digit, math, or a hyphen before one ("]$^2$M",
    ")-clustering")."""
    if at >= len(text):
        return False
    return bool(WORD_CHAR.match(text[at])) or text[at] in "$^_" or _hyphen_before_word(text, at)


def _hyphen_before_word(text: str, at: int) -> bool:
    return text[at] in "-‐" and at + 1 < len(text) and bool(WORD_CHAR.match(text[at + 1]))


def _fix_orphan(text: str, start: int, end: int, position: int, pair: Pair) -> Bounds:
    """One delimiter whose partner is outside the span: cut it off, or take its group in whole."""
    short = pair.close_end - pair.open_start <= MAX_GLUED_GROUP and (
        pair.kind != "bracket" or text[pair.open_start] == "["
        or bool(_ARGUMENT.fullmatch(text, pair.open_end, pair.close_start)))
    if position == pair.open_start:  # the closer is after the span
        if not text[start:position].strip() or pair.kind == "group":
            return pair.open_end, end  # "\textit{Voxel-Cross-Pixel", "**Foo", "setting---\emph{dynamic parsing"
        if short and _glued(text, end, pair.close_start) and text[pair.open_end:end].strip():
            return start, pair.close_end  # "Cat**egory **Code" -> "... **Code**", "SO(3" -> "SO(3)"
        return start, position  # "Memory Network (Sukhbaatar", "Stochastic Gradient Descent(SGD"
    # the opener is before the span
    if not text[position + (pair.close_end - pair.close_start):end].strip():
        return start, position  # "Foo**", "LO}"
    glues_on = _glues_on(text, pair.close_end)
    if short and text[start:position].strip() and (
            _glued(text, pair.open_end, start) if pair.kind != "bracket" else glues_on):
        return pair.open_start, end  # "Vi**etnamese" -> "**Vi**etnamese", "SF]$^2$M" -> "[SF]$^2$M"
    if pair.kind == "bracket" and _LETTER_OR_DIGIT.search(text, start, position) and (
            not _hyphen_before_word(text, pair.close_end) or is_modifier_suffix(_part_after(text, pair.close_end + 1))
            or is_distinctive_name(text[start:position])):
        return start, position  # "(**DIMTDA**).A" -> "**DIMTDA**", "(GPT)-like" -> "GPT", "(HDP)-HMM" -> "HDP"
    return pair.close_end, end  # "} distribution", "(epsilon, delta)-differential privacy" -> "differential privacy"


def fix_orphans(pairs: Pairs, start: int, end: int) -> Bounds | None:
    """Markdown, LaTeX groups and brackets: no delimiter in the span without its partner."""
    for _ in range(6):
        orphans = pairs.orphans(start, end)
        if not orphans:
            break
        start, end = strip_space(pairs.text, *_fix_orphan(pairs.text, start, end, *orphans[0]))
        if start >= end:
            return None
    return (start, end) if start < end else None


def unwrap(pairs: Pairs, start: int, end: int) -> Bounds:
    """"**Foo**" -> "Foo", "\\textbf{DyLAN}" -> "DyLAN", "(GLUE)" -> "GLUE", "$\\textbf{X}$" -> "X": a pair
    around the whole span is not part of the name (a formula stays whole: "$O(d^2)$")."""
    while (pair := pairs.wrapping(start, end)) is not None:
        inner = strip_space(pairs.text, pair.open_end, pair.close_start)
        if inner[0] >= inner[1] or (pair.kind == "math" and not _NAME_IN_MATH.fullmatch(
                clean_markup(pairs.text[inner[0]:inner[1]]))):
            break
        start, end = inner
    return start, end


def trim_punctuation(text: str, start: int, end: int) -> Bounds:
    """No punctuation at either edge ("MNIST," "COCO." "(GLUE" "“linear"), save a bracket or quote whose partner
    is in the span ("(multinomial) logistic model") and the period of an abbreviation ("U.S.")."""
    while start < end:
        first, last = text[start], text[end - 1]
        if (first in EDGE_PUNCTUATION or first in CLOSING
                or (first in OPENING and OPENING[first] not in text[start + 1:end])
                or (first in SYMMETRIC_QUOTES and text.count(first, start, end) % 2 == 1)):
            start += 1
        elif end - start > 2 and ((first in SYMMETRIC_QUOTES and last == first) or (
                first in OPENING and last == OPENING[first] and text.count(last, start, end) == 1)):
            start, end = start + 1, end - 1  # "'ImageNet'", "“entity”"
        elif (last in EDGE_PUNCTUATION and not (last == "." and ABBREVIATION_PERIOD.search(text, start, end))) or (
                last in OPENING or (last in CLOSING and CLOSING[last] not in text[start:end - 1])
                or (last in SYMMETRIC_QUOTES and text.count(last, start, end) % 2 == 1)):
            end -= 1
        elif first.isspace() or last.isspace():
            start, end = strip_space(text, start, end)
        else:
            break
    return start, end


def _joins(text: str, at: int) -> bool:
    """Whether text[at] joins the word parts on either side: "GPT-3.5", "decision-making" (not "model's")."""
    if at <= 0 or at + 1 >= len(text) or not (WORD_CHAR.match(text[at - 1]) and WORD_CHAR.match(text[at + 1])):
        return False
    char = text[at]
    return char in "-‐" or (char == "." and text[at - 1].isdigit() and text[at + 1].isdigit())


def _part_after(text: str, at: int) -> str:
    end = at
    while end < len(text) and WORD_CHAR.match(text[end]):
        end += 1
    return text[at:end]


def is_modifier_suffix(part: str) -> bool:
    """"based" in "LSTM-based", "powered" in "LLM-powered": the hyphen ends the name's word."""
    return part.lower() in MODIFIER_SUFFIXES or bool(DESCRIPTOR_SUFFIX.search("-" + part))


def word_start(pairs: Pairs, start: int) -> int:
    """Where the word holding text[start] begins: "category" in "novel-category" -> "novel-category"."""
    text = pairs.text
    while start > 0:
        if WORD_CHAR.match(text[start - 1]):
            start -= 1
        elif _joins(text, start - 1):
            start -= 2
        elif text[start - 1] == "-" and start > 1 and text[start - 2] == "$" and (
                (math := pairs.math_around(start - 2)) is not None and math.close_end == start - 1
                and math.close_end - math.open_start <= MAX_GLUED_GROUP):
            start = math.open_start  # "$\infty$-gram LM"
        else:
            break
    return start


def word_end(text: str, end: int) -> int:
    """Where the word holding text[end - 1] ends, short of a modifier suffix: "YouTube" in "YouTube-VIS-2019" ->
    "YouTube-VIS-2019", "decision" in "decision-making" -> "decision-making", "LSTM" in "LSTM-based" stays."""
    while end < len(text):
        if WORD_CHAR.match(text[end]):
            end += 1
        elif _joins(text, end):
            if text[end] in "-‐":
                part_start = end
                while part_start > 0 and WORD_CHAR.match(text[part_start - 1]):
                    part_start -= 1
                part = _part_after(text, end + 1)
                if part.lower() in TRAILING_FUNCTION_WORDS or (
                        text[part_start:end].lower() not in PREFIXES and is_modifier_suffix(part)):
                    break  # "LSTM-based", "theory-as an approach"
            end += 1
        else:
            break
    return end


def to_word_edges(pairs: Pairs, start: int, end: int) -> Bounds:
    """Bounds widened to whole words where an edge falls inside one."""
    text = pairs.text
    if WORD_CHAR.match(text[start]):
        start = word_start(pairs, start)
    if WORD_CHAR.match(text[end - 1]):
        end = word_end(text, end)
    return start, end


def trim_function_words(text: str, start: int, end: int) -> Bounds:
    """"spherical surface of" -> "spherical surface": a name does not end with a function word."""
    while True:
        last = _LAST_WORD.search(text, start, end)
        if last is None or last.start(1) == start or last.group(1).lower() not in TRAILING_FUNCTION_WORDS:
            return start, end
        end = last.start(1)
        start, end = trim_punctuation(text, start, end)


_LEADING_KIND = regex.compile(r"(?i:datasets?|benchmarks?|corpus|corpora)\s+")
_TRAILING_PART = regex.compile(r"\s+(?i:subsets?)$")
# An edition's number before a contest's name: "the 2nd DataCV Challenge", "the Fourth WMT Challenge".
_LEADING_ORDINAL = regex.compile(ORDINAL + r"\s+(?=\p{Lu})")


def trim_kind_words(text: str, start: int, end: int) -> Bounds:
    """"datasets CIFAR" -> "CIFAR", "LEDGAR subset" -> "LEDGAR", "2nd DataCV Challenge" -> "DataCV Challenge": a
    data set's kind noun written before a coined name ("on datasets CIFAR and GTSRB"), the word for a part of it
    after one, or the number of a contest's edition before it is no part of its name."""
    lead = _LEADING_KIND.match(text, start, end) or _LEADING_ORDINAL.match(text, start, end)
    if lead is not None and lead.end() < end and is_distinctive_name(text[lead.end():end].split()[0]):
        start = lead.end()
    trail = _TRAILING_PART.search(text, start, end)
    if trail is not None and trail.start() > start and is_distinctive_name(text[start:trail.start()].split()[-1]):
        end = trail.start()
    return start, end


# Words of praise or degree before a metric's name say how good a score was, not what measures it: "an impressive
# macro F1 score", "remarkable accuracy", "higher recall".
_METRIC_PRAISE = regex.compile(
    r"(?i:impressive|remarkable|competitive|strong|best|good|excellent|promising|notable|outstanding|superior|"
    r"substantial|significant|considerable|decent|reasonable|satisfactory|comparable|improved|better|high|higher|"
    r"highest|low|lower|lowest|state-of-the-art|SOTA)\s+")


def trim_praise(text: str, start: int, end: int) -> Bounds:
    """"impressive macro F1 score" -> "macro F1 score": a metric's name does not open with praise."""
    while (lead := _METRIC_PRAISE.match(text, start, end)) is not None and lead.end() < end:
        start = lead.end()
    return start, end


def trim_footnote_mark(text: str, start: int, end: int) -> Bounds:
    """"TANQ,1" -> "TANQ": a footnote's mark glued to a name is no part of it."""
    return (start, end - 2) if end - start > 2 and is_footnote_mark(text, end - 1, end) else (start, end)


def tidy_bounds(pairs: Pairs, start: int, end: int, label: str) -> Bounds | None:
    """A span's bounds with every rule above applied, or None when what is left is no name. A lower-case METRIC
    glued into a longer word is another word ("precision" in "high-precision"): dropped rather than widened."""
    text = pairs.text
    bounds: Bounds | None = strip_space(text, start, end)
    for _ in range(3):
        before = bounds
        bounds = fix_math(pairs, *bounds)
        if bounds is not None:
            bounds = fix_orphans(pairs, *bounds)
        if bounds is None:
            return None
        bounds = trim_punctuation(text, *unwrap(pairs, *bounds))
        if bounds[0] >= bounds[1]:
            return None
        widened = to_word_edges(pairs, *bounds)
        if widened != bounds and label == "METRIC" and text[bounds[0]:bounds[1]].islower():
            return None
        bounds = trim_function_words(text, *widened)
        if bounds == before:
            break
    bounds = trim_footnote_mark(text, *bounds)
    start, end = trim_kind_words(text, *bounds) if label == "DATASET" else (
        trim_praise(text, *bounds) if label == "METRIC" else bounds)
    if (start >= end or not _LETTER_OR_DIGIT.search(text, start, end)
            or text[start:end].lower() in TRAILING_FUNCTION_WORDS):
        return None  # "$", "∪", "and"
    return start, end
