"""What is not a claim: numbers whose context makes them part of a name, version or identifier ("GPT-4",
"Llama 2", "ResNet50"), a hyphenated descriptor ("3-layer"), a shape ("224x224"), an enumeration marker ("(1)"),
a reference ("Figure 3", "Step 2"), a year ("in 2023"), a formula part ("$O(n^2)$") or "one" used as a pronoun.
Each test reads a few characters around the candidate on the cleaned view.
"""

from __future__ import annotations

import re

from extractor.rules.claims.candidates import Candidate
from extractor.rules.claims.cues import (
    CITATION_LEFT,
    DIMENSION_LEFT,
    DIMENSION_RIGHT,
    DOT_MARKER_LEFT,
    DOT_MARKER_RIGHT,
    EQUATION,
    FOUR_DIGITS,
    FRACTION_OF_RIGHT,
    FUNCTION_WORDS,
    HALF_LEFT,
    HALF_RIGHT,
    IDENTIFIER_LEFT,
    IDENTIFIER_LIST_LEFT,
    KIND_NUMBER_LEFT,
    LABEL_LEFT,
    MATH,
    MATH_COMMAND,
    MATH_SYMBOLS,
    MEASURE_NAMES,
    METRIC_LEFT,
    METRIC_RIGHT,
    MONEY_LEFT,
    MONTH_LEFT,
    MONTH_RIGHT,
    NEXT_WORD,
    NON_NOUN_WORDS,
    ONE_LEFT,
    ONE_RIGHT_UNIT,
    PLAIN_MATH,
    PROSE_IN_DOLLARS,
    REFERENCE_LEFT,
    SENTENCE_START_LEFT,
    SPREAD_LEFT,
    VARIABLE_BOUND_LEFT,
    VARIABLE_BOUND_RIGHT,
    WORD_BEFORE,
    WORD_NOT_ALONE,
    ZERO_ONE_NAME,
)
from extractor.rules.claims.units import UNIT
from extractor.rules.text import is_footnote_mark


_DECIMAL = re.compile(r"\d{1,3}\.\d{1,3}")  # a score's decimals, not a DOI's "10.1145/3292500.3330701"


def _decimal_slash_list(view: str, start: int, end: int) -> bool:
    """The number has decimals and so has a neighbour across a slash: "45.1/47.3" (scores of two settings), not
    "ViT-B/32" or "2023/24"."""
    if not _DECIMAL.fullmatch(view, start, end):
        return False
    return bool(_DECIMAL.match(view, end + 1)) if view[end:end + 1] == "/" else bool(
        re.search(r"(?<![\d.])\d{1,3}\.\d{1,3}/$", view[max(0, start - 12):start]))


def is_not_a_claim(view: str, candidate: Candidate) -> bool:
    start, end = candidate.start, candidate.end
    before = view[start - 1] if start > 0 else " "
    before2 = view[start - 2] if start > 1 else " "
    after = view[end] if end < len(view) else " "
    after2 = view[end + 1] if end + 1 < len(view) else " "

    if ZERO_ONE_NAME.match(view, start):
        return True  # "the empirical 0/1 loss"
    if candidate.low is not None and before in "[(" and (after in "])" or (after == "%" and after2 in "])")):
        # "[0.62%, 2.52%]": an interval, not a citation; but "α ∈ [0.5, 2]" is a formula's domain
        return bool(VARIABLE_BOUND_LEFT.search(view[max(0, start - 12) : start - 1]))
    # Glued to a name or formula on the left: GPT-4, ResNet50, ViT-B/32, x_1, n^2, v1.2, [12].
    if before == "/" and (before2 in "%×" or candidate.slash_paired or _decimal_slash_list(view, start, end)):
        pass  # "19.0%/24.2%", "2.59×/8.26×", "45.1/47.3 mAP", "PSNR/SSIM of 32.1/0.91": values with slashes between
    elif before.isalnum() or before in "_^/\\@#[|'’≡" or (before == "." and before2.isdigit()):
        return True
    if before == "," and before2.isdigit():
        return True  # "ResNet-32,44,56": a list glued to an identifier
    if is_footnote_mark(view, start, end):
        return True  # "we introduce TANQ,1 the first ..."
    if before == "+" and before2.isalpha():
        return True  # "M+1 components", "k+1": a formula
    if IDENTIFIER_LIST_LEFT.search(view[max(0, start - 30) : start]) and _bare_integer(view, start, end):
        return True  # "CIFAR-10 and 100": the second name of a family; not "CIFAR-100 and 60.3%"
    if (before in "-‐‑" and (before2.isalnum() or before2 in ")]")) or (before == "–" and before2.isalpha()):
        return True  # "GPT-4", "top–1": an en dash after a word joins a name too; after a digit it joins a range
    # Glued to a word on the right ("3D", "1st", "4o") unless that word is a unit or suffix.
    if after.isalpha() and not UNIT.match(view, end) and not METRIC_RIGHT.match(view, end):
        return True
    if after in "-‐‑" and after2.isalpha() and not UNIT.match(view, end):
        return True  # hyphenated descriptor: "two-stage", "3-layer", "5-shot"
    if (after in "^_" and not (after == "_" and after2 == "±")) or (after == "." and after2.isdigit()) or after == "]":
        return True  # "n^2", "x_1", "1.2.3"; but "95.3_{\pm 0.2}" is a value with its spread
    left_bare = view[max(0, start - 9) : start].rstrip()
    if left_bare.endswith("±") and SPREAD_LEFT.search(left_bare[:-1]):
        return True  # "95.3_{\pm 0.2}": the spread of the value before it, not a claim of its own
    slash_list = candidate.slash_paired or _decimal_slash_list(view, start, end)
    if after == "/" and (after2.isalnum() or after2 == "\\") and not slash_list:
        return True
    if after == ":" and after2.isdigit():
        return True  # ratios and clock times "1:1", "10:30"
    if IDENTIFIER_LEFT.search(view[max(0, start - 10) : start]):
        return True  # "arXiv:2301.01234"
    if before == "(" and before2 in "^_":
        return True  # "n^(1 - epsilon)": an exponent or index
    if (VARIABLE_BOUND_LEFT.search(view[max(0, start - 12) : start]) or VARIABLE_BOUND_RIGHT.match(view, end)) \
            and not METRIC_LEFT.search(view[max(0, start - 40) : start]):
        return True  # "epsilon > 0", "0 < x": a condition of a formula
    if _is_dimension(view, start, end):
        return True
    if _is_enumeration(view, candidate):
        return True
    if _is_reference(view, candidate):
        return True
    if _is_name_part(view, start, end):
        return True
    if _is_year(view, candidate) or _is_date_or_citation(view, candidate):
        return True
    if candidate.is_word and not _word_number_counts(view, candidate):
        return True
    return False


def _bare_integer(view: str, start: int, end: int) -> bool:
    """Digits alone, with no unit after them: what a family name's second member looks like ("100")."""
    return view[start:end].isdigit() and not UNIT.match(view, end) and not view.startswith("%", end)


def _is_reference(view: str, candidate: Candidate) -> bool:
    left = view[max(0, candidate.start - 40) : candidate.start]
    reference = REFERENCE_LEFT.search(left)
    if reference:
        # "Fig. 10, 350 electrons": a comma ends the reference when a noun follows the number.
        if "," in reference.group("chain"):
            return not _counts_something(view, candidate.end)
        return True
    if KIND_NUMBER_LEFT.search(left):
        return True
    label = LABEL_LEFT.search(left)
    return bool(label) and not UNIT.match(view, candidate.end) and not _counts_something(view, candidate.end)


def _counts_something(view: str, end: int) -> bool:
    """Whether a plain noun follows the number ("2000 images", "350 electrons")."""
    next_word = NEXT_WORD.match(view, end)
    return bool(next_word) and next_word.group(1).islower() and next_word.group(1) not in NON_NOUN_WORDS


def _is_dimension(view: str, start: int, end: int) -> bool:
    """"3×3 convolutions", "224x224 images": shapes, not claims."""
    return bool(DIMENSION_RIGHT.match(view, end) or DIMENSION_LEFT.search(view[max(0, start - 4) : start]))


def _is_enumeration(view: str, candidate: Candidate) -> bool:
    """"(1)", "2)", "(iii)" list markers: a small integer closed by ")" with no unit or text inside."""
    if candidate.value is None or candidate.low is not None or candidate.is_word:
        return False
    if not (float(candidate.value).is_integer() and 0 <= candidate.value < 30):
        return False
    if DOT_MARKER_RIGHT.match(view, candidate.end) and DOT_MARKER_LEFT.search(view[max(0, candidate.start - 6) : candidate.start]):
        return True  # "are: 1. anytime classification ... and 2. budgeted"
    if candidate.end >= len(view) or view[candidate.end] != ")":
        return False
    before = view[candidate.start - 1] if candidate.start > 0 else " "
    if before == "(":
        return True
    if before not in " \n\t:;,.":
        return False
    sentence_left = view[max(0, candidate.start - 120) : candidate.start]
    return sentence_left.count("(") <= sentence_left.count(")")


def _is_name_part(view: str, start: int, end: int) -> bool:
    """"Llama 2", "AbdomenAtlas 1.1", "ICLR 2024", "GPT 3.5": a number right after a name."""
    match = WORD_BEFORE.search(view[max(0, start - 40) : start])
    if not match:
        return False
    word = match.group(1)
    if not word[0].isalpha() or word[-1] in ",;:)]" or word.lower().rstrip(".") in FUNCTION_WORDS:
        return False
    if word in MEASURE_NAMES:
        return False
    if METRIC_LEFT.search(view[max(0, start - 40) : start]):
        return False
    if METRIC_RIGHT.match(view, end) or UNIT.match(view, end):
        return False  # "(ResNet-101 41.9 mAP)", "GPT-4 55%": a value written after the name it belongs to
    if MONEY_LEFT.search(word):
        return False
    inner_capital = any(ch.isupper() for ch in word[1:]) or any(ch.isdigit() for ch in word)
    if inner_capital:
        return True
    if not word[0].isupper():
        return False
    word_start = start - len(match.group(0))
    return not _at_sentence_start(view, word_start)


def _at_sentence_start(view: str, position: int) -> bool:
    return bool(SENTENCE_START_LEFT.search(view[max(0, position - 5) : position]))


def _is_year(view: str, candidate: Candidate) -> bool:
    if candidate.low is not None:
        low, high = candidate.low, candidate.high
        if _year_like(low) and _year_like(high) and high >= low and high - low < 80:
            text = view[candidate.start : candidate.end]
            return "," not in text
        return False
    if candidate.is_word or not _year_like(candidate.value):
        return False
    text = view[candidate.start : candidate.end]
    if not FOUR_DIGITS.fullmatch(text):
        return False
    # "2000 images" counts; "2023 and" or "2019 we" is still a year
    return not _counts_something(view, candidate.end)


def _is_date_or_citation(view: str, candidate: Candidate) -> bool:
    """"November 01 1992", "23 March": a day; "(1992) 4 (6): 832–834": a volume, an issue, pages."""
    left = view[max(0, candidate.start - 20) : candidate.start]
    if CITATION_LEFT.search(left):
        return True
    day = candidate.value is not None and float(candidate.value).is_integer() and 1 <= candidate.value <= 31
    return day and not candidate.is_word and (bool(MONTH_LEFT.search(left)) or bool(MONTH_RIGHT.match(view, candidate.end)))


def _year_like(value: float | None) -> bool:
    return value is not None and float(value).is_integer() and 1900 <= value <= 2039


def _word_number_counts(view: str, candidate: Candidate) -> bool:
    """Whether a number word quantifies something here ("one" is mostly a pronoun or article)."""
    first = candidate.word.split()[0] if candidate.word else ""
    single = len(candidate.word.split()) == 1 and "-" not in candidate.word
    if candidate.low is not None:
        return True
    if single and first in WORD_NOT_ALONE:
        return bool(UNIT.match(view, candidate.end))
    if single and first == "one":
        left = view[max(0, candidate.start - 20) : candidate.start]
        return bool(ONE_LEFT.search(left) or ONE_RIGHT_UNIT.match(view, candidate.end))
    if first in ("a", "an", "one") and candidate.word.split()[-1] in ("third", "fifth", "tenth"):
        return bool(FRACTION_OF_RIGHT.match(view, candidate.end))  # "a third of", not "a third approach"
    if single and first in ("half",):
        return bool(HALF_RIGHT.match(view, candidate.end)) or bool(
            HALF_LEFT.search(view[max(0, candidate.start - 12) : candidate.start])
        )
    return True


def formula_spans(text: str) -> list[tuple[int, int]]:
    """Original offsets of $...$ math that is a formula ("$O(n^2)$", "$(1-1/e)$") and of displayed equations, whose
    numbers are formula parts; "$1.88$", "$\\geq 50$", "$r > 0.9$" are values, not formulas."""
    spans = [match.span() for match in EQUATION.finditer(text)]
    for match in MATH.finditer(text):
        inner = match.group(1)
        if not any(ch.isdigit() for ch in inner) or PROSE_IN_DOLLARS.search(inner):
            continue
        for symbol, meaning in MATH_SYMBOLS:
            inner = inner.replace(symbol, meaning)
        compact = MATH_COMMAND.sub("", inner)
        if not PLAIN_MATH.fullmatch(compact):
            spans.append((match.start(), match.end()))
    return spans


def inside(position: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= position < end for start, end in spans)
