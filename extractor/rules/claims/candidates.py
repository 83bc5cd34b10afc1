"""Number candidates on the cleaned view: digit numbers (thousands separators, decimals, "1e-3", "2.5 × 10^6",
"20K", "3 million"), word numbers ("twenty-five", "a quarter", "twice") and ranges or alternatives joined from two
neighbours ("50-60%", "3 or 4", "between 3 and 5"). Whether a candidate is a claim is decided later (filters).
"""

from __future__ import annotations

import re

from dataclasses import dataclass
from typing import Iterator, Optional

from extractor.numbers import parse_number
from extractor.rules.claims.cues import (
    APPROXIMATE_TO_GAP,
    ASIDE_TO_GAP,
    BETWEEN,
    CHANGED_TO_LEFT,
    CITATION_MARK,
    FROM_AFTER_CHANGE,
    FROM_CHANGE_WINDOW,
    HIGH_END_SCALE,
    INTERVAL_CLOSE,
    INTERVAL_GAP,
    INTERVAL_OPEN,
    NON_NOUN_WORDS,
    NUMBER,
    QUALIFIED_TO_GAP,
    RANGE_JOIN,
    RANGING_FROM,
    SCALED_LOW_END,
    SHARED_UNIT_RIGHT,
    SLASHED_NAMES_RIGHT,
    TO_FROM_GAP,
)
from extractor.rules.claims.units import UNIT, read_unit


@dataclass
class Candidate:
    start: int  # view offsets of the number(s) themselves
    end: int
    value: Optional[float]
    low: Optional[float] = None
    high: Optional[float] = None
    is_word: bool = False
    word: str = ""
    is_fraction: bool = False  # "1/3"
    slash_paired: bool = False  # one of "55/13" before slashed names ("WER/CER"): a value of its own
    before: Optional[float] = None  # a change "from X to Y": X and Y, with value, low and high None
    after: Optional[float] = None


def number_candidates(view: str) -> list[Candidate]:
    """The numbers on `view` in text order, neighbours that form a range joined into one candidate."""
    citations = [m.span() for m in CITATION_MARK.finditer(view)] if "[" in view else []
    return join_ranges(view, [c for c in scan_numbers(view) if not glued_to_a_word(view, c.start)
                              and not any(s <= c.start < e for s, e in citations)])


def glued_to_a_word(view: str, start: int) -> bool:
    """A number written as the end of a word or name ("ResNet50", "GPT-4", "top-1"). Neither it nor a citation
    mark ("[13]") is ever a claim (filters), nor an end of a range or change, so both are dropped before those are
    joined: "VGG-16 to 93%" is a name and a value, "from 95.1% [13] to 97.1%" a change."""
    glued = GLUED_WORD.search(view, max(0, start - 40), start)
    return glued is not None and glued["word"].lower() not in NON_NOUN_WORDS  # "to95%": a space lost


# A word that starts with a letter right before a number, or before a dash before it: "ResNet50", "GPT-4"; not a
# unit or scale after a number ("2.0x-3.0x", "300 million-6.7 billion").
GLUED_WORD = re.compile(r"(?<![\w.])(?<!\d\s)(?P<word>[^\W\d_]\w*)[-‐‑–]?$")


def scan_numbers(view: str) -> Iterator[Candidate]:
    for match in NUMBER.finditer(view):
        if match.group("fraction") is not None:  # "1/3 of the data"
            numerator, denominator = (int(part) for part in match.group("fraction").split("/"))
            if SLASHED_NAMES_RIGHT.match(view, match.end()):  # "55/13 WER/CER": two values, each its own
                slash = match.start() + match.group().index("/")
                yield Candidate(match.start(), slash, float(numerator), slash_paired=True)
                yield Candidate(slash + 1, match.end(), float(denominator), slash_paired=True)
            elif denominator:
                yield Candidate(match.start(), match.end(), numerator / denominator, is_fraction=True)
        elif match.group("words") is not None:
            words = match.group("words")
            yield Candidate(match.start(), match.end(), parse_number(words), is_word=True, word=words.lower())
        else:
            value = parse_number(match.group().replace("−", "-"))
            if DOTTED_THOUSANDS.fullmatch(match.group()) and COUNTED_AFTER.match(view, match.end()) \
                    and not UNIT.match(view, match.end()):
                value = float(match.group().replace(".", ""))  # "over 180.000 unlabelled frames": a period for a comma
            if value is not None:
                yield Candidate(match.start(), match.end(), value)


def join_ranges(view: str, candidates: list[Candidate]) -> list[Candidate]:
    joined: list[Candidate] = []
    for candidate in candidates:
        previous = joined[-1] if joined else None
        if previous is not None and previous.low is None and previous.before is None:
            join = _join(view, previous, candidate)
            if join and previous.value is not None and candidate.value is not None:
                first = _share_scale(view, previous, candidate, previous.value, candidate.value)
                if join == "change":
                    joined[-1] = Candidate(previous.start, candidate.end, None, before=first, after=candidate.value)
                elif join == "change_after_first":  # "63.3% up from 43.9%"
                    joined[-1] = Candidate(previous.start, candidate.end, None, before=candidate.value, after=first)
                else:  # a range is always low <= high, whichever end is written first
                    low, high = sorted((first, candidate.value))
                    joined[-1] = Candidate(previous.start, candidate.end, None, low, high)
                continue
        joined.append(candidate)
    return joined


def _join(view: str, left: Candidate, right: Candidate) -> Optional[str]:
    """"range" when two neighbours form a range, "change" for "from X to Y" after a change verb, else None."""
    gap = view[left.end : right.start]
    if gap.endswith("+") and view[left.start - 1 : left.start] == "+":
        gap = gap[:-1]  # "+1.95 to +3.11": both ends written as gains
    if (INTERVAL_GAP.fullmatch(gap) and INTERVAL_OPEN.search(view[max(0, left.start - 3) : left.start])
            and INTERVAL_CLOSE.match(view, right.end) and any(c in view[left.start : right.end] for c in ".%")):
        return "range"  # "[0.62%, 2.52%]"; "[12, 13]" is a citation, "(3, 4)" a pair
    if UP_FROM_GAP.fullmatch(gap) or (TO_FROM_GAP.fullmatch(gap) and CHANGED_TO_LEFT.search(
            view[max(0, left.start - 60) : left.start])):
        return "change_after_first"  # "63.3% up from 43.9%", "12 ms, down from 30 ms", "falls to 39% from 88%"
    both = _unit_on_both_ends(view, left, right, gap)
    if both is not None:
        return "change" if both == "to" and _is_change(view, left, right) else "range"
    if _qualified_change(view, left, right, gap):
        return "change"  # "improves the rate from 82% of vanilla inference to 97%"
    if ASIDE_TO_GAP.fullmatch(gap) and not left.is_word and not right.is_word and BETWEEN.search(
            view[max(0, left.start - 30) : left.start]):
        return "change" if _is_change(view, left, right) else "range"
    if APPROXIMATE_TO_GAP.fullmatch(gap) and not left.is_word and not right.is_word and BETWEEN.search(
            view[max(0, left.start - 30) : left.start]):
        gap = " to " if " to " in gap.lower() else " and "  # "from about 50% to nearly 90%"
    if len(gap) > 8 or not RANGE_JOIN.fullmatch(gap) or left.is_word != right.is_word:
        return None
    word = gap.strip(" %×xX°").lower()
    if word == "and":  # "3 and 5" is a list unless introduced by "between"
        return "range" if BETWEEN.search(view[max(0, left.start - 30) : left.start]) else None
    if word == "or" and gap.strip()[:1] in ("%", "×", "x", "X", "°"):
        return None  # "by 10x or 100x", "5% or 10%": alternatives, each with its unit; "5 or 6 examples" is a range
    if word in ("-", "--", "–", "—", "−") and " " in gap and not (
        "%" in gap
        or SHARED_UNIT_RIGHT.match(view, right.end)
        or BETWEEN.search(view[max(0, left.start - 30) : left.start])
        or _scores_upwards(view, left, right)
    ):
        return None  # "5 - 3" is arithmetic or a list; "12% - 15%", "4.45 - 5.64x", "0.913 - 0.928" are ranges
    if word == "to" and _is_change(view, left, right):
        return "change"
    return "range"


def _scores_upwards(view: str, left: Candidate, right: Candidate) -> bool:
    """Two values written with the same decimals, the second higher: the ends of a range of scores ("0.913 -
    0.928"), not a subtraction."""
    left_text, right_text = view[left.start : left.end], view[right.start : right.end]
    decimals = [text.partition(".")[2] for text in (left_text, right_text)]
    return bool(decimals[0]) and len(decimals[0]) == len(decimals[1]) and left.value is not None \
        and right.value is not None and left.value < right.value


def _is_change(view: str, left: Candidate, right: Candidate) -> bool:
    """Whether two values joined by "to" are a before and an after: "from" follows a change verb ("improves
    precision from 34% to 43%"), or the pair runs downwards ("lowering the miss rate from 13% to 11% on INRIA, 41% to
    37% on ETH": a range is written upwards); not the ends of a range ("an improvement ranging from 2.0% to 13.7%")."""
    if RANGING_FROM.search(view[max(0, left.start - FROM_CHANGE_WINDOW) : left.start]):
        return False
    descending = left.value is not None and right.value is not None and \
        _share_scale(view, left, right, left.value, right.value) > right.value
    return descending or _after_change_verb(view, left)


def _after_change_verb(view: str, left: Candidate) -> bool:
    """The value follows "from" after a change verb: "improves precision from 34%", "drops from 61.43"."""
    return FROM_AFTER_CHANGE.search(view[max(0, left.start - FROM_CHANGE_WINDOW) : left.start]) is not None


def _qualified_change(view: str, left: Candidate, right: Candidate, gap: str) -> bool:
    """"from X <a few words> to Y" after a change verb, the words qualifying X: "improves the rate from 82% of
    vanilla inference to 97%", "from 95.1% [13] to 97.1%". Not the ends of a range ("ranging from 2.0% to 13.7%"), nor
    two values in two units ("from 4 minutes to 1.8 seconds": a change has one unit)."""
    return (gap.strip(" %").lower() != "to" and QUALIFIED_TO_GAP.fullmatch(gap) is not None
            and not left.is_word and not right.is_word and _after_change_verb(view, left)
            and not RANGING_FROM.search(view[max(0, left.start - FROM_CHANGE_WINDOW) : left.start])
            and _unit_after(view, left) in (None, _unit_after(view, right)))


def _unit_after(view: str, candidate: Candidate) -> Optional[str]:
    """The normalized unit written right after a value ("4 minutes" -> "min"), or None: a change has one unit, so
    "from 4 minutes to 1.8 seconds" is two values."""
    written = UNIT.match(view, candidate.end)
    read = read_unit(written.group()) if written else None
    return read[0] if read else None


def _unit_on_both_ends(view: str, left: Candidate, right: Candidate, gap: str) -> Optional[str]:
    """The joining word ("to", "and", a dash) when the same unit is written with both ends after "from" or
    "between": glued to them ("from 240MB to 6.9MB"), or a counted noun or measure ("from 5.9 million parameters to
    632.1 million parameters", "from 88% accuracy to 95% accuracy"); else None."""
    for gap_pattern, unit_after in ((GLUED_UNIT_GAP, r"{}(?![A-Za-z])"), (REPEATED_UNIT_GAP, r"\s?%?\s+{}\b")):
        both = gap_pattern.fullmatch(gap)
        if both and re.compile(unit_after.format(re.escape(both["unit"]))).match(view, right.end):
            return both["join"].lower() if FROM_OR_BETWEEN.search(view[max(0, left.start - 30) : left.start]) else None
    return None


# Thousands written with a period, as some languages write them, before things counted: "180.000 frames", "76.000
# contributors" (a value with three decimals is rarely followed by a plural noun: "1.394 points", "2.129 years" are
# units).
DOTTED_THOUSANDS = re.compile(r"[1-9]\d{0,2}\.\d{3}")
COUNTED_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?!vs\b)[a-z]{3,}s\b")
# The gap of a range whose two ends each carry a counted noun ("5.9 million parameters to 632.1 million parameters").
# Not a symbol unit written apart: MeasEval counts "from 10,000 K to 13,200 K" as two quantities.
REPEATED_UNIT_GAP = re.compile(r"\s?%?\s+(?P<unit>[a-z][a-z-]{3,})\s+(?P<join>to|and|-|–)\s+")  # a counted noun, not "K", "kg"
# The gap of a range or change whose two ends carry the same symbol unit glued to them ("240MB to 6.9MB", "16° -
# 21°").
GLUED_UNIT_GAP = re.compile(r"(?P<unit>[A-Za-z]{1,3}|°)\s+(?P<join>to|and|-|–)\s+")
# The gap of a value written before the one it changed from: "63.3% up from 43.9%", "12 ms, down from 30 ms",
# "to 0.74 (up from 0.71".
UP_FROM_GAP = re.compile(r"\s?%?(?:,?\s+|\s*\(\s*)(?:up|down)\s+from\s+")
FROM_OR_BETWEEN = re.compile(r"\b(?:from|between)\s+(?:as\s+(?:few|little|low|small|many|much)\s+as\s+)?$", re.IGNORECASE)


# Not extractor.numbers' parse_range scale sharing: that one reads the written scale word ("hundred" too), this
# one the ratio of the parsed high end to its digits, as the claims have always been valued.
def _share_scale(view: str, left: Candidate, right: Candidate, low: float, high: float) -> float:
    """"2-3 million", "1.5-2K": a scale written only on the high end applies to the low end too."""
    left_text = view[left.start : left.end]
    right_text = view[right.start : right.end]
    if SCALED_LOW_END.search(left_text):
        return low
    right_core = parse_number(HIGH_END_SCALE.sub("", right_text))
    if right_core and right_core != high:
        return low * (high / right_core)
    return low
