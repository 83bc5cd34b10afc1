"""What the context of a number says about it, making it a records.Claim: the comparator on its left ("over",
"up to", "≥"), the unit on its right or the metric on either side ("40 GPU hours", "BLEU of 27.3"), the thing
it counts (the noun phrase after it), its kind, and whether it is a change against something ("by 2%", "3x faster").
"""

from __future__ import annotations

import bisect
import re
from typing import Optional, Sequence

import regex

from extractor.names.normalize import is_plural_acronym
from extractor.numbers import FRACTION_WORDS, parse_number
from extractor.records import Claim
from extractor.rules.claims.candidates import Candidate
from extractor.rules.claims.cues import (
    BETWEEN,
    CHANGE_LEFT,
    CHANGE_METRIC_LEFT,
    CHANGE_METRIC_RIGHT,
    CHANGE_RIGHT,
    CHANGE_SUBJECT_LEFT,
    CHANGE_VERB,
    COMPARATIVES,
    COMPARATOR_LEFT,
    COMPARATOR_SYMBOLS,
    COMPARED_COUNT_GAP,
    COMPARED_WITH,
    FACTOR_OF_LEFT,
    COUNT_CHANGE_RIGHT,
    DATA_SHARE_RIGHT,
    LISTED_CHANGE_LEFT,
    LY_NOUNS,
    MEASURE_PLURALS,
    METHOD_HEAD,
    MEASURE_OF_LEFT,
    MEASURE_AFTER_PREPOSITION,
    METRIC_AFTER_IN,
    METRIC_LEFT,
    METRIC_MARKS,
    METRIC_OF_LEFT,
    METRIC_RIGHT,
    METRIC_WORD,
    MONEY_LEFT,
    MULTIPLE_OF_COUNT,
    NOT_A_METRIC,
    OF_THE,
    OF_THE_TIME,
    PART_OF_WHOLE_RIGHT,
    PASSIVE_CHANGE_LEFT,
    PRONOUNS,
    QUALITY_ADJECTIVES,
    QUANTITY_STOP,
    QUANTITY_WORDS,
    SHARE_OF_MEASURE,
    SLASH_THEN_NAME,
    TERMS_OF_RIGHT,
    TO_LEFT,
    SPREAD_IN_BRACKETS,
    UNCERTAINTY,
)
from extractor.rules.claims.roles import change_direction, claim_role
from extractor.rules.claims.units import UNIT, dimension, unit_row
from extractor.rules.text import is_plural
from extractor.textview import TextView

_DECIMAL = re.compile(r"[+-]?\d*\.\d+")  # "1.0", ".5": a measured value, written to a precision
_CLAUSE_WORD = re.compile(r"(?i)even|also|still|outperform\w*|surpass\w*|achiev\w*|yield\w*|obtain\w*|exceed\w*|"
                          r"beats?|is|are|was|were|remains?|stays?")
_LOSS_OF = re.compile(r"loss(?:es)?\s+(?:of|in)\s", re.IGNORECASE)  # "a 2% loss of accuracy": a change in accuracy


def make_claim(
    view: TextView,
    candidate: Candidate,
    sentence_bounds: Optional[Sequence[tuple[int, int]]],
    keep_assignments: bool,
) -> Optional[Claim]:
    """The claim `candidate` makes, or None for a setting ("k = 5") when `keep_assignments` is False."""
    v = view.view
    start, end = candidate.start, candidate.end
    # A currency sign opens the claim, before its comparator: "more than $8 trillion", "US$5".
    money = MONEY_LEFT.search(v[max(0, start - 4) : start])
    span_start = start - len(money.group()) if money else start
    left = v[max(0, span_start - 60) : span_start]

    # A range or a change introduced by "between"/"from" starts at that word.
    if candidate.low is not None or candidate.before is not None:
        between = BETWEEN.search(left)
        if between:
            span_start -= len(between.group(0))

    comparator = "="
    comparator_match = COMPARATOR_LEFT.search(v[max(0, span_start - 30) : span_start])
    comparator_key = None
    if comparator_match:
        comparator_key = next(k for k, val in comparator_match.groupdict().items() if val)
        comparator = COMPARATOR_SYMBOLS[comparator_key]
        if comparator_key != "eq":
            span_start -= len(comparator_match.group(0))
    left_end = span_start if comparator_key != "eq" else span_start - len(comparator_match.group(0))
    left_start = max(0, span_start - 40)

    uncertainty, span_end = None, end
    spread = UNCERTAINTY.match(v, end)
    if spread:
        uncertainty, span_end = parse_number(spread.group("spread")), spread.end()

    unit, kind, unit_metric = None, None, None
    unit_match = UNIT.match(v, span_end)
    if unit_match:
        _, normalised, kind = unit_row(unit_match)
        unit = normalised or unit_match.group().strip()
        span_end = unit_match.end()
        spread = UNCERTAINTY.match(v, span_end) if uncertainty is None else None
        written = unit_match.group().strip()
        if spread and v.startswith(written, spread.end()) and written:
            # "76.1% ± 0.3%": the spread written after the unit, with the unit again
            uncertainty, span_end = parse_number(spread.group("spread")), spread.end() + len(written)
        if kind == "score":  # "1.27 bits per character": the unit names the measure
            unit_metric = (unit_match.end() - len(unit_match.group().lstrip()), unit_match.end())
    spread = SPREAD_IN_BRACKETS.match(v, span_end) if uncertainty is None else None
    if spread:
        uncertainty, span_end = parse_number(spread.group("spread")), spread.end()
    if money and unit is None:
        unit, kind = "USD" if "$" in money.group() or "USD" in money.group() else money.group().strip(), "money"

    metric: Optional[tuple[int, int]] = None  # view offsets of the metric's name
    metric_right = METRIC_RIGHT.match(v, span_end) or _acronym_after_fraction(v, span_end, candidate, unit)
    if metric_right and SLASH_THEN_NAME.match(v, metric_right.end()):
        metric_right = None  # "55/13 WER/CER": the names pair up with the values in order (claim links)
    if metric_right and unit in (None, "%"):
        metric = (metric_right.end() - len(metric_right.group().lstrip()), metric_right.end())
        kind = "score"
        if unit is None:
            span_end = metric_right.end()
            points = UNIT.match(v, span_end)
            if points and unit_row(points)[1] == "p.p.":
                # "1.5 F1 points", "19.6 BLEU points": the points written after the metric are the unit
                unit_match, unit, span_end = points, "p.p.", points.end()
    metric_left = METRIC_LEFT.search(v[left_start:left_end])
    if metric_left and unit in (None, "%"):
        metric = (left_start + metric_left.start("metric"), left_start + metric_left.end("metric"))
        kind = "other" if v[metric[0] : metric[1]] in ("p", "P") else "score"
    elif comparator_key == "eq" and not keep_assignments:
        return None

    if unit is None and (candidate.is_fraction or (candidate.is_word and candidate.word.split()[-1] in FRACTION_WORDS)):
        unit, kind = None, "ratio"
    if candidate.is_word and candidate.word in ("twice", "thrice"):
        unit, kind = "x", "ratio"
    if unit is None and metric is None and FACTOR_OF_LEFT.search(v, max(0, span_start - 20), span_start):
        kind = "ratio"  # "speeds up training by a factor of 13": a multiple (annotators write no unit for it)

    plus = span_start > 0 and v[span_start - 1] == "+" and (span_start < 2 or not v[span_start - 2].isalnum())
    if plus:
        span_start -= 1  # "+8.09": a gain, written with its sign
    relative = plus or candidate.before is not None or _is_relative(v, span_start, span_end, unit)
    quantity = _quantity_after(v, span_end, unit) if metric is None else None
    if kind is None:
        kind = _kind_without_unit(candidate, quantity and v[quantity[0] : quantity[1]],
                                  v[candidate.start : candidate.end])
        if kind == "count" and relative and candidate.before is None and not COUNT_CHANGE_RIGHT.match(v, span_end):
            relative = False  # "outperforms five baselines": the things compared, counted, not a change
    # A change against something is an improvement whatever it is measured in; durations,
    # sizes and money keep their kind ("saves 3 GPU hours" is still compute).
    if relative and (kind == "other" or ((unit is not None or metric is not None)
                                         and kind in ("percentage", "score", "ratio", "count"))):
        kind = "improvement"
    if metric is None and quantity is not None and METRIC_WORD.search(v, quantity[0], quantity[1]) and not (
            kind == "count" and not METRIC_WORD.search(v[quantity[0]:quantity[1]].split()[-1])) \
            and not _LOSS_OF.match(v, quantity[0]):
        # "76.1% top-1 accuracy", "a 12% error rate"; but things counted are no metric for a word inside them:
        # "two different loss functions", "two complementary acceleration strategies".
        metric, quantity = quantity, None
    metric_of = None
    if metric is None:  # "an accuracy of 92%"; a measure named alone reads a change or a multiple too
        before = v[left_start:span_start]
        metric_of = (None if relative else METRIC_OF_LEFT.search(before)) or MEASURE_OF_LEFT.search(before)
    if metric_of and metric_of.group("metric").lower() in ("score", "scores"):
        metric_of = None  # "with scores of 0.40, 0.71 and 0.54, respectively": the metrics are named before
    if metric_of:
        metric, quantity = (left_start + metric_of.start("metric"), left_start + metric_of.end("metric")), None
        kind = kind if kind not in (None, "other", "count") else "score"
    metric_after = (METRIC_AFTER_IN.match(v, span_end) or TERMS_OF_RIGHT.match(v, span_end)
                    or MEASURE_AFTER_PREPOSITION.match(v, span_end)) if metric is None else None
    if metric_after:
        metric, quantity = (metric_after.start("metric"), metric_after.end("metric")), None
        kind = "improvement" if relative else (kind if kind not in (None, "other") else "score")
    metric = metric or unit_metric  # "an entropy of 1.27 bits per character": the measure named before, if any
    if metric is None and (relative or unit in ("%", "x", "p.p.")):
        # A change of a size unit ("from 900M to 3B parameters") names what changes: the words after it are not it.
        metric = _changed_measure(v, span_start, span_end, candidate.before is not None, read_right=kind != "size")
        if metric is not None and quantity is not None and quantity[0] < metric[1] and metric[0] < quantity[1]:
            quantity = None

    if metric is not None and names_no_measure(v[metric[0]:metric[1]]):
        metric = None  # a word the readings took for the measure: "(61.6% vs. 43.3%)", "+3.93 percent ... on average"
    counted = v[quantity[0] : quantity[1]] if quantity else None
    role = claim_role(kind, candidate.value if candidate.value is not None else candidate.high, unit, metric, counted, relative, comparator_key == "eq",
                      v[max(0, span_start - 40) : span_start], v[span_end : span_end + 40])
    if counted is None and unit == "parameters" and unit_match:
        counted = unit_match.group().strip()  # "4.4 Million parameters": what a model's size counts
    if role == "setting" and metric is not None and DATA_SHARE_RIGHT.match(v, span_end):
        metric = None  # "with 50% noisy labels": the share of the data used, which no measure reads
    compared_count = role == "result" and metric is not None and _things_compared(v, span_end, metric)
    if compared_count:
        counted, metric = v[metric[0]:metric[1]], None
    direction = None
    if relative:
        direction = change_direction(v[max(0, span_start - 60) : span_start], v[span_end : span_end + 60],
                                     candidate.before, candidate.after)

    part = PART_OF_WHOLE_RIGHT.match(v, span_end) if unit is None and metric is None and _whole_number(candidate) \
        else None
    text_end = part.end() if part else span_end  # "8 out of": the whole ("20 classes") is a claim of its own
    original_start, original_end = _balance_markup(view.original, *view.to_original(span_start, text_end))
    metric_start, metric_end = _balance_markup(view.original, *view.to_original(*metric)) if metric else (None, None)
    return Claim(
        text=view.original[original_start:original_end],
        start_char=original_start,
        end_char=original_end,
        value=candidate.value if candidate.low is None and candidate.before is None else None,
        value_low=candidate.low,
        value_high=candidate.high,
        value_before=candidate.before,
        value_after=candidate.after,
        uncertainty=uncertainty,
        unit=unit,
        dimension=dimension(unit, unit_row(unit_match)[2] if unit_match else kind),
        kind=kind,
        role=role,
        comparator=comparator,
        is_relative=relative,
        direction=direction,
        counted=counted if role in ("count", "size") or compared_count else None,
        metric=view.original[metric_start:metric_end] if metric else None,
        metric_start=metric_start,
        metric_end=metric_end,
        sentence=_sentence(view.original, original_start, sentence_bounds),
    )


def _whole_number(candidate: Candidate) -> bool:
    value = candidate.value
    return candidate.low is None and candidate.before is None and value is not None and float(value).is_integer()


def names_no_measure(phrase: str) -> bool:
    """A phrase a reading took for the measure that names none: a word of NOT_A_METRIC, a function word or an
    adverb, a comparative or a verb alone ("rose to 92% if we ...", "dropping significantly to 35%", "42 times
    smaller", "61% found that"), an adjective ("46% more accurate"), a
    phrase opened by a pronoun ("85.5% of them have error"), or the state of the art a result is compared with
    ("improve the state-of-the-art by 8.5%")."""
    words = phrase.lower().strip(". ").split()
    if not words:
        return True
    if " ".join(words) in NOT_A_METRIC or words[0] in PRONOUNS:
        return True
    if len(words) == 1 and (words[0] in QUANTITY_STOP or (words[0].endswith("ly") and words[0] not in LY_NOUNS)
                            or words[0] in COMPARATIVES or PAST_PARTICIPLE.fullmatch(words[0])):
        return True  # "42 times smaller", "61% found that", "72.5% preferred ours": how it compares, who said so
    if words[-1] in QUALITY_ADJECTIVES:
        return True  # "7.5x more energy efficient", "46% more accurate": how it is better, no measure named
    return " ".join(words[1:] if words[0] == "the" else words) in COMPARED_WITH


def _things_compared(view: str, end: int, metric: tuple[int, int]) -> bool:
    """The words read as a result's metric after it are things counted, compared in number: "112x fewer
    parameters", "30% more pixels", "3.6% of the parameters". How many there are is no metric ("fewer GFLOPs",
    "less memory" and "lower error rates" name one): the annotators of five sets wrote none."""
    if metric[0] < end or not COMPARED_COUNT_GAP.fullmatch(view, end, metric[0]):
        return False
    head = view[metric[0]:metric[1]].split()[-1]
    return head.islower() and is_plural(head) and head not in MEASURE_PLURALS \
        and not METRIC_WORD.search(view, metric[0], metric[1])


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


# An acronym written as a metric's name: capitals (and digits, "@k") of two letters or more: "NDS", "PQ", "mAPH",
# "IDF1", "SacreBLEU".
_METRIC_ACRONYM = regex.compile(r"\s(?=[\w@.-]*\p{Lu}[\w@.-]*\p{Lu})\p{L}(?:[\p{L}\d@.-]*[\p{L}\d])?(?![\w-])")


# A change whose first value is followed by the measure it is in: "from 46% recognition rate to 71%", "from 49.7
# mean AP^r[20] to 59.0"; not words that qualify the value ("from 82% of vanilla inference to 97%").
_MEASURE_IN_CHANGE = regex.compile(
    r"\d%?\s+(?P<phrase>(?:(?!(?:to|of|on|in|for|with|at|under|using)\b)[^\s\d]\S*\s+){1,4}?)to\s", regex.IGNORECASE)


def _measure_in_change(view: str, start: int, end: int) -> Optional[tuple[int, int]]:
    """View offsets of the measure a change "from X <measure> to Y" writes after its first value, when the phrase
    ends in a measure's word."""
    match = _MEASURE_IN_CHANGE.search(view, start, end)
    if match is None:
        return None
    phrase = match.group("phrase").rstrip()
    if not METRIC_WORD.search(phrase.split()[-1]):
        return None
    return match.start("phrase"), match.start("phrase") + len(phrase)


def _acronym_after_fraction(view: str, end: int, candidate: Candidate, unit: Optional[str]):
    """An acronym right after a number with decimals is the metric it is in ("68.4 NDS", "53.2 PQ", "75.2 MOTA"):
    a fraction counts nothing (an integer may: "25 LLMs")."""
    value = candidate.value
    if unit is not None or value is None or float(value).is_integer():
        return None
    match = _METRIC_ACRONYM.match(view, end)
    return None if match is None or is_plural_acronym(match.group().strip()) else match  # "2.5 GPUs" are counted


def _quantity_after(view: str, end: int, unit: Optional[str]) -> Optional[tuple[int, int]]:
    """View offsets of the noun phrase after a number: "9,262 CT volumes" -> "CT volumes"; "27.7% of the data"
    -> "data"."""
    position = end
    of_the = OF_THE.match(view, position)
    if of_the:
        position = of_the.end() - 1  # "27.7% of the data", "half of the parameters" -> what it is a share of
    elif unit is not None and unit not in ("%",):
        return None
    match = QUANTITY_WORDS.match(view, position)
    if not match:
        return None
    phrase_end = phrase_start = match.start(1)
    for index, word in enumerate(re.finditer(r"\S+", match.group(1))):
        if word.group().lower() in QUANTITY_STOP or (index and _participle_clause(view, match.start(1) + word.start())):
            break
        phrase_end = match.start(1) + word.end()
    return (phrase_start, phrase_end) if phrase_end > phrase_start else None


# "preferred", "found", "taken": not "speed", "need".
PAST_PARTICIPLE = re.compile(r"(?!(?:speed|seed|need|feed|bleed|breed)$)[a-z]{3,}ed|taken|made|given|drawn|written|"
                             r"shown|seen|known|chosen|found", re.IGNORECASE)
PARTICIPLE = re.compile(rf"[a-z]{{3,}}ing|{PAST_PARTICIPLE.pattern}", re.IGNORECASE)


def _participle_clause(view: str, position: int) -> bool:
    """A participle followed by a function word starts a clause about the counted thing, not the thing itself:
    "46,430 frames originating from 34 clips", "940 RGB stills taken after milking" (but "1,000 training images",
    "500 labeled instances")."""
    words = re.match(r"(\S+)(?:\s+(\S+))?", view[position : position + 60])
    if not words or not PARTICIPLE.fullmatch(words.group(1)):
        return False
    return words.group(2) is None or words.group(2).lower().strip(",.;") in QUANTITY_STOP


def _changed_measure(view: str, start: int, end: int, from_to: bool = False,
                     read_right: bool = True) -> Optional[tuple[int, int]]:
    """View offsets of what a change or a share measures: for a change "from X to Y", the measure written after X
    ("going from 46% recognition rate to 71%"); the object of its verb before it ("reduces the labeling cost by up
    to 43%"); else (`read_right`) the noun phrase after it ("2.8× speedup", "8.2% lower posterior variance")."""
    in_change = _measure_in_change(view, start, end) if from_to else None
    if in_change is not None:
        return in_change
    window = max(0, start - 80)
    # a change "from X to Y" starts at "from": its verb's object ends the text before it ("reduces the model size")
    before = view[window:start] + ("by " if from_to else "")
    left = CHANGE_METRIC_LEFT.search(before)
    while left and _trimmed(view, window + left.start("phrase"), window + left.end("phrase")) is None:
        # "a 39x speedup and reduce latency by 30%": the first verb's match holds a clause; the last verb's object
        left = CHANGE_METRIC_LEFT.search(before, left.start() + 1)
    left = left or LISTED_CHANGE_LEFT.search(view[window:start])
    if left:
        return _trimmed(view, window + left.start("phrase"), window + left.end("phrase"))
    subject = CHANGE_SUBJECT_LEFT.search(view[window:start])
    if subject and METRIC_WORD.search(subject["phrase"].split()[-1]):
        return window + subject.start("phrase"), window + subject.end("phrase")
    changed = PASSIVE_CHANGE_LEFT.search(view[window:start])
    if changed and not METHOD_HEAD.search(changed["phrase"]):  # "the memory cost can be reduced by about 65%"
        return window + changed.start("phrase"), window + changed.end("phrase")
    if not read_right:
        return None
    if OF_THE_TIME.match(view, end):
        return None  # "47.8% of the time": how often, not a share of a time measured
    share = SHARE_OF_MEASURE.match(view, end) or MULTIPLE_OF_COUNT.match(view, end)
    if share:
        return share.start("phrase"), len(view[:share.end("phrase")].rstrip())
    right = CHANGE_METRIC_RIGHT.match(view, end)
    if right and (right["prep"] or "").lower() == "on" and not METRIC_WORD.search(right["phrase"]):
        return None  # "2.29% gain on the ResNet18 backbone": what it was measured on, not in
    if right:
        return _trimmed(view, right.start("phrase"), right.end("phrase"))
    return None


def _trimmed(view: str, start: int, end: int) -> Optional[tuple[int, int]]:
    """The phrase up to its first function word; None when it starts with one."""
    phrase_end = start
    for word in re.finditer(r"\S+", view[start:end]):
        if word.group().lower() in QUANTITY_STOP or word.group().lower() in ("than", "times", "further") \
                or _CLAUSE_WORD.fullmatch(word.group()):
            break  # "30% reduction of channels even outperforms ...": the phrase ends before the clause goes on
        phrase_end = start + word.end()
    return (start, phrase_end) if phrase_end > start else None


def _kind_without_unit(candidate: Candidate, quantity: Optional[str], written: str) -> str:
    value = candidate.value if candidate.value is not None else candidate.high
    if value is not None and float(value).is_integer() and quantity and not _DECIMAL.fullmatch(written):
        return "count"  # not "a 1.0 performance increase": a count is no decimal
    if candidate.is_word and value is not None and value < 1:
        return "ratio"
    return "other"


def _start_of(bound: tuple[int, int]) -> int:
    return bound[0]


def _sentence(text: str, start: int, bounds: Optional[Sequence[tuple[int, int]]]) -> str:
    if not bounds:
        return text
    index = bisect.bisect_right(bounds, start, key=_start_of) - 1  # no list of all starts per claim: quadratic
    if index < 0:
        return text
    sentence_start, sentence_end = bounds[index]
    return text[sentence_start:sentence_end]
