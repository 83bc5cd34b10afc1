"""What a number is for (records.ClaimRole) and which way a change goes (records.Direction), from what the
claims pass already read about it: its kind, unit, metric, counted thing and the words before it.

    result   a measured outcome: a score, an error, a gain, a speed-up ("37.5 mAP", "by 2.1 points", "3x faster")
    count    how many of something ("25 LLMs", "four datasets")
    size     how big a data set, model or resource is ("1 million conversations", "7B parameters")
    setting  a condition of the experiment, not an outcome ("k = 5", "with 10% of the labels", "100 epochs")
"""

from __future__ import annotations

import re
from typing import Optional

from extractor.rules.claims.cues import (
    AT_MEASURE_LEFT,
    AT_MEASURE_RIGHT,
    COUNT_NOUNS,
    DATA_DURATION_RIGHT,
    DATA_SHARE_RIGHT,
    FOLD_VALIDATION_RIGHT,
    HARDWARE_RIGHT,
    MACHINE_MEMORY_RIGHT,
    MACHINE_UNITS,
    MEMORY_RIGHT,
    MEMORY_USED_LEFT,
    OPERATING_POINT_LEFT,
    DECREASE,
    INCREASE,
    OUT_OF_RIGHT,
    PER_TIME_RIGHT,
    PERIOD_LEFT,
    PERIOD_WORDS,
    RESULT_KINDS,
    RUNS_AT_LEFT,
    SETTING_LEFT,
    SETTING_RIGHT,
    SIZE_BY_MAGNITUDE,
    SIZE_FROM,
    SIZE_NOUNS,
    SUPERVISION_COUNTED,
    SUPERVISION_LEFT,
    TRAINING_LENGTH,
)

def claim_role(kind: Optional[str], value: Optional[float], unit: Optional[str], metric: Optional[str],
               counted: Optional[str], is_relative: bool, is_assignment: bool, left: str, right: str) -> str:
    """The role of a claim from its reading and the text around it (`left` up to the number, `right` after it)."""
    if SETTING_RIGHT.match(right) or (unit == "x" and FOLD_VALIDATION_RIGHT.match(right)) or HARDWARE_RIGHT.match(right):
        return "setting"
    if MACHINE_MEMORY_RIGHT.match(right) or unit in MACHINE_UNITS or (counted or "").lower().startswith("fold"):
        return "setting"  # the machine's memory or clock, "10 folds cross validation"
    if PERIOD_LEFT.search(left) and (kind == "duration" or (counted or "").lower() in PERIOD_WORDS):
        return "setting"  # "over the last 25 years": when, not how long something took
    if metric is not None and not is_relative and OPERATING_POINT_LEFT.search(left):
        return "setting"  # "100% genuine acceptance rate at 0% false acceptance rate": where the result is read
    at = AT_MEASURE_LEFT.search(left)
    if not is_relative and at and (at["measure"] or AT_MEASURE_RIGHT.match(right)):
        return "setting"  # "FPR (at TPR 95%)", "at 95% recall": the operating point of another measure
    if kind == "percentage" and not is_relative and DATA_SHARE_RIGHT.match(right):
        return "setting"  # "replaying 20% of the stored data", "with 50% noisy labels": the data used, not a measure
    if kind == "size" and is_relative and metric is None:
        # "we scale it from 900M to 3B parameters": the sizes studied; "reduces the model size ..." measures, and so
        # does a size made smaller ("reduced the storage from 240MB to 6.9MB", "reduces 54.2 M network parameters")
        return "result" if change_direction(left, "") == "decrease" else "size"
    memory = MEMORY_RIGHT.match(right) if kind == "size" and unit is not None else None
    if memory and (memory["used"] or MEMORY_USED_LEFT.search(left)):
        return "result"  # "with only 193MB memory consumption": the memory a method uses is a cost measured
    if is_relative or metric is not None or OUT_OF_RIGHT.match(right):
        return "result"  # "accuracy = 61.6%" and "FID of 1.48" are outcomes though written as assignments
    if is_assignment:
        return "setting"
    setting = bool(SETTING_LEFT.search(left))
    if kind in RESULT_KINDS or kind == "ratio":
        # "with 10% of the labels", "using 1% of the data": a share of the input, chosen, not measured.
        return "setting" if setting and counted is not None else "result"
    if kind in ("size", "count") and counted is not None and SUPERVISION_COUNTED.search(counted) \
            and SUPERVISION_LEFT.search(left):
        return "setting"  # "using 4000 labels", "requiring only 10-20 demonstrations": the supervision given
    if kind == "size":
        return "size"
    if kind == "count":
        if counted is not None and PER_TIME_RIGHT.match(right):
            return "result"  # "5 images per second": a throughput
        if counted is not None and TRAINING_LENGTH.search(counted):
            return "setting"  # "trained for 100 epochs", "10k gradient steps": how long training ran (guideline)
        if not _whole(value):
            return "result"  # "an error of 21.7 pixels": a measure in a unit of things; things come whole
        # "5,866 data points", "34 clips" say how big a resource is; "four datasets", "25 LLMs" how many there are.
        return "size" if _is_size(value, counted) else "count"
    if kind == "duration" and DATA_DURATION_RIGHT.match(right):
        return "size"  # "960 hours of speech": how much data, as the guideline's data amounts
    if kind in ("duration", "compute", "money") or (kind == "other" and unit is not None):
        # "0.28 dB", "in 3 hours", but "at 16 kHz"; "runs at 6 fps" is a speed measured
        return "setting" if setting and not RUNS_AT_LEFT.search(left) else "result"
    if not setting and counted is None and not _whole(value):
        return "result"  # a bare fraction counts nothing: a measured value ("vs. 0.782", "[0.791, 0.806]")
    if setting or counted is None:
        return "setting"
    return "count" if _whole(value) else "result"  # "2.80 degrees" measures; things come whole


def _whole(value: Optional[float]) -> bool:
    return value is None or float(value).is_integer()


def _is_size(value: Optional[float], counted: Optional[str]) -> bool:
    """Data counted by the dozen or more, the phrase headed by a unit of data: "34 clips", "5,866 data points";
    not "three image data sets" (sets) or "two graph branches" (few, and branches)."""
    if counted is None or value is None or value < SIZE_FROM:
        return False
    head = counted.split()[-1].split("-")[-1]  # "QA-pairs": pairs
    if value >= SIZE_BY_MAGNITUDE and not COUNT_NOUNS.fullmatch(head):
        return True  # thousands of anything are items of data ("4,000 ECCNPs", "two million assertions")
    if value < SIZE_BY_MAGNITUDE and COUNT_NOUNS.fullmatch(head):
        return False  # fewer kinds than a thousand are counted, however data-like ("24 labels")
    return bool(SIZE_NOUNS.fullmatch(head)) or bool(SIZE_NOUNS.search(counted) and counted.lower().endswith("points"))


def change_direction(left: str, right: str, before: Optional[float] = None,
                     after: Optional[float] = None) -> Optional[str]:
    """increase or decrease: from the two values of a change when written, else from the nearest change word."""
    if before is not None and after is not None and before != after:
        return "increase" if after > before else "decrease"
    words = [(m.start(), "decrease") for m in DECREASE.finditer(left)] + \
            [(m.start(), "increase") for m in INCREASE.finditer(left)]
    if words:
        return max(words)[1]  # the change word nearest the number
    for match in re.finditer(r"\w+", right[:60]):
        if DECREASE.match(right, match.start()):
            return "decrease"
        if INCREASE.match(right, match.start()):
            return "increase"
    return None
