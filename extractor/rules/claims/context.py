"""What the context of a number says about it, making it a records.Claim: the comparator on its left ("over",
"up to", "≥"), the unit on its right or the metric on either side ("40 GPU hours", "BLEU of 27.3"), the thing
it counts (the noun phrase after it), its kind, and whether it is a change against something ("by 2%", "3x faster").
"""

from __future__ import annotations

import bisect
from typing import Optional, Sequence

from extractor.numbers import FRACTION_WORDS
from extractor.records import Claim
from extractor.rules.claims.candidates import Candidate
from extractor.rules.claims.cues import (
    BETWEEN,
    CHANGE_LEFT,
    CHANGE_RIGHT,
    CHANGE_VERB,
    COMPARATOR_LEFT,
    COMPARATOR_SYMBOLS,
    METRIC_LEFT,
    METRIC_MARKS,
    METRIC_RIGHT,
    MONEY_LEFT,
    OF_THE,
    QUANTITY_STOP,
    QUANTITY_WORDS,
    TO_LEFT,
    UNIT,
    UNIT_TABLE,
)
from extractor.textview import TextView


def make_claim(
    view: TextView,
    candidate: Candidate,
    sentence_bounds: Optional[Sequence[tuple[int, int]]],
    keep_assignments: bool,
) -> Optional[Claim]:
    """The claim `candidate` makes, or None for a setting ("k = 5") when `keep_assignments` is False."""
    v = view.view
    start, end = candidate.start, candidate.end
    left = v[max(0, start - 60) : start]

    # A range introduced by "between"/"from" starts at that word.
    span_start = start
    if candidate.low is not None:
        between = BETWEEN.search(left)
        if between:
            span_start = start - len(between.group(0))

    comparator = "="
    comparator_match = COMPARATOR_LEFT.search(v[max(0, span_start - 30) : span_start])
    comparator_key = None
    if comparator_match:
        comparator_key = next(k for k, val in comparator_match.groupdict().items() if val)
        comparator = COMPARATOR_SYMBOLS[comparator_key]
        if comparator_key != "eq":
            span_start -= len(comparator_match.group(0))
    comparator_left = v[max(0, span_start - 40) : span_start if comparator_key != "eq" else span_start - len(comparator_match.group(0))]

    unit, kind, span_end = None, None, end
    unit_match = UNIT.match(v, end)
    if unit_match:
        index = int(unit_match.lastgroup[1:])
        pattern, normalised, kind = UNIT_TABLE[index]
        unit = normalised or unit_match.group().strip()
        span_end = unit_match.end()
    money = MONEY_LEFT.search(v[max(0, start - 4) : start])
    if money and unit is None:
        unit, kind = "USD" if "$" in money.group() or "USD" in money.group() else money.group().strip(), "money"
        span_start = min(span_start, start - len(money.group()))

    metric = None
    metric_right = METRIC_RIGHT.match(v, span_end)
    if metric_right and (unit is None or unit == "%"):
        metric = _normalise_metric(metric_right.group())
        if unit is None:
            unit, kind = metric, "score"
            span_end = metric_right.end()
        else:
            kind = "score"
    metric_left = METRIC_LEFT.search(comparator_left)
    if metric_left and unit in (None, "%"):
        metric = _normalise_metric(metric_left.group("metric"))
        if metric == "p":
            unit, kind = "p", "other"
        else:
            kind = "score"
            unit = unit or metric
    elif comparator_key == "eq" and not keep_assignments:
        return None

    if candidate.is_word and unit is None and candidate.word.split()[-1] in FRACTION_WORDS:
        unit, kind = None, "ratio"
    if candidate.is_word and candidate.word in ("twice", "thrice"):
        unit, kind = "x", "ratio"

    relative = _is_relative(v, span_start, span_end, unit)
    quantity = metric if metric and metric != unit else None
    if quantity is None:
        quantity = _quantity_after(v, span_end, unit)
    if kind is None:
        kind = _kind_without_unit(candidate, quantity)
    # A change against something is an improvement whatever it is measured in; durations,
    # sizes and money keep their kind ("saves 3 GPU hours" is still compute).
    if relative and (kind == "other" or (unit is not None and kind in ("percentage", "score", "ratio", "count"))):
        kind = "improvement"

    original_start, original_end = _balance_markup(view.original, *view.to_original(span_start, span_end))
    surface = view.original[original_start:original_end]
    return Claim(
        text=surface,
        start_char=original_start,
        end_char=original_end,
        value=candidate.value if candidate.low is None else None,
        value_low=candidate.low,
        value_high=candidate.high,
        unit=unit,
        quantity=quantity,
        kind=kind,
        comparator=comparator,
        is_relative=relative,
        sentence=_sentence(view.original, original_start, sentence_bounds),
    )


def _balance_markup(text: str, start: int, end: int) -> tuple[int, int]:
    """Close braces and math dollars a span cut through: "AP$^{75" -> "AP$^{75}$"."""
    while text.count("{", start, end) > text.count("}", start, end) and end < len(text) and text[end] == "}":
        end += 1
    if text.count("$", start, end) % 2 == 1:
        if end < len(text) and text[end] == "$":
            end += 1
        elif start > 0 and text[start - 1] == "$":
            start -= 1
    return start, end


def _normalise_metric(text: str) -> str:
    return METRIC_MARKS.sub("", text.strip())


def _is_relative(view: str, start: int, end: int, unit: Optional[str]) -> bool:
    if unit in ("p.p.", "x"):
        return True
    if CHANGE_LEFT.search(view[max(0, start - 40) : start]):
        return True
    if CHANGE_RIGHT.match(view, end):
        return True
    if TO_LEFT.search(view[max(0, start - 5) : start]) and CHANGE_VERB.search(view[max(0, start - 80) : start]):
        return True  # "reduces the cost to a quarter"
    return False


def _quantity_after(view: str, end: int, unit: Optional[str]) -> Optional[str]:
    """The noun phrase after a number: "9,262 CT volumes" -> "CT volumes"; "27.7% of the data" -> "data"."""
    position = end
    of_the = OF_THE.match(view, position)
    if of_the:
        position = of_the.end() - 1  # "27.7% of the data", "half of the parameters" -> what it is a share of
    elif unit is not None and unit not in ("%",):
        return None
    match = QUANTITY_WORDS.match(view, position)
    if not match:
        return None
    words = []
    for word in match.group(1).split():
        if word.lower() in QUANTITY_STOP:
            break
        words.append(word)
    return " ".join(words) or None


def _kind_without_unit(candidate: Candidate, quantity: Optional[str]) -> str:
    value = candidate.value if candidate.value is not None else candidate.high
    if value is not None and float(value).is_integer() and quantity:
        return "count"
    if candidate.is_word and value is not None and value < 1:
        return "ratio"
    return "other"


def _sentence(text: str, start: int, bounds: Optional[Sequence[tuple[int, int]]]) -> str:
    if not bounds:
        return text
    index = bisect.bisect_right([b[0] for b in bounds], start) - 1
    if index < 0:
        return text
    sentence_start, sentence_end = bounds[index]
    return text[sentence_start:sentence_end]
