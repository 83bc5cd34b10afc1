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

# Words before a number that make it a condition of the experiment rather than its outcome.
SETTING_LEFT = re.compile(
    r"\b(?:with|using|use|uses|used|given|on|at|for|under|after|trained|train|training|fine-?tun\w*|"
    r"sampl\w*|batch(?:\s+size)?|learning\s+rate|set\s+to|budget\s+of|rate\s+of|ratio\s+of|window\s+of|"
    r"size\s+of|resolution\s+of|temperature\s+of|step\s+size|epochs?|iterations?|k|n|top)\s*(?:of\s+)?(?:the\s+|a\s+|an\s+)?$",
    re.IGNORECASE,
)
# Counted things that measure how big a data set, a model or a resource is.
SIZE_NOUNS = re.compile(
    r"\b(?:samples?|examples?|instances?|images?|photos?|videos?|clips?|frames?|sentences?|tokens?|words?|"
    r"documents?|articles?|papers?|pages?|utterances?|dialogues?|dialogs?|conversations?|questions?|answers?|"
    r"pairs?|triples?|records?|entries|annotations?|labels?|hours?\s+of|minutes?\s+of|data\s*points?|"
    r"points?|rows?|tables?|posts?|tweets?|reviews?|comments?|queries|query|prompts?|responses?|"
    r"scenes?|objects?|trajectories|episodes?|demonstrations?|molecules?|proteins?|graphs?|nodes?|edges?|"
    r"patients?|recordings?|volumes?|stills?|scans?|slides?|cells?|genes?|"
    r"parameters?|params|vocabulary|characters?|lines?|files?|repositories|programs?|problems?|tasks?\s+instances?)\b",
    re.IGNORECASE,
)
# Fewer things than this are counted ("three datasets"), however data-like; from it on, data units make a size.
SIZE_FROM = 10
# After a number: a confidence level ("95% CI") is a condition of the analysis, "5 out of 6" an outcome.
SETTING_RIGHT = re.compile(r"\s*(?:(?:confidence|credible|prediction)\s+intervals?|CIs?\b|-?fold\s+cross)",
                           re.IGNORECASE)
OUT_OF_RIGHT = re.compile(r"\s+out\s+of\s", re.IGNORECASE)
# Kinds that are outcomes whenever the number is not a setting.
RESULT_KINDS = frozenset({"percentage", "score", "improvement"})

DECREASE = re.compile(
    r"\b(?:reduc|decreas|drop|lower|cut|sav|fewer|less|smaller|cheaper|shrink|shrunk|compress|fall|fell|declin|"
    r"diminish|down|slash|minimi|degrad)\w*",
    re.IGNORECASE,
)
INCREASE = re.compile(
    r"\b(?:improv|increas|gain|boost|rais|higher|more|larger|outperform|surpass|faster|speed|accelerat|better|"
    r"rise|rose|grow|grew|jump|climb|enhanc|lift|up|exceed|beat|advanc)\w*",
    re.IGNORECASE,
)


def claim_role(kind: Optional[str], value: Optional[float], unit: Optional[str], metric: Optional[str],
               counted: Optional[str], is_relative: bool, is_assignment: bool, left: str, right: str) -> str:
    """The role of a claim from its reading and the text around it (`left` up to the number, `right` after it)."""
    if SETTING_RIGHT.match(right):
        return "setting"
    if is_relative or metric is not None or OUT_OF_RIGHT.match(right):
        return "result"  # "accuracy = 61.6%" and "FID of 1.48" are outcomes though written as assignments
    if is_assignment:
        return "setting"
    setting = bool(SETTING_LEFT.search(left))
    if kind in RESULT_KINDS or kind == "ratio":
        # "with 10% of the labels", "using 1% of the data": a share of the input, chosen, not measured.
        return "setting" if setting and counted is not None else "result"
    if kind == "size":
        return "size"
    if kind == "count":
        # "5,866 data points", "34 clips" say how big a resource is; "four datasets", "25 LLMs" how many there are.
        return "size" if _is_size(value, counted) else "count"
    if kind in ("duration", "compute", "money") or (kind == "other" and unit is not None):
        return "setting" if setting else "result"  # "0.28 dB", "in 3 hours", but "at 16 kHz"
    return "setting" if setting or counted is None else "count"


def _is_size(value: Optional[float], counted: Optional[str]) -> bool:
    """Data counted by the dozen or more, the phrase headed by a unit of data: "34 clips", "5,866 data points";
    not "three image data sets" (sets) or "two graph branches" (few, and branches)."""
    if counted is None or value is None or value < SIZE_FROM:
        return False
    head = counted.split()[-1]
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
