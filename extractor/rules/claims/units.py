"""Units as one vocabulary: the spelling written beside a number made the normalized unit of the claims table
('percentage points' -> 'p.p.', '×' -> 'x', 'GPU-hours' -> 'GPU hours'), and the dimension each unit measures.
The spellings are the claims cues' UNIT_TABLE, so a unit the claims pass reads is a unit this module knows.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

from extractor.rules.claims.cues import UNIT, UNIT_TABLE

# The UNIT_TABLE kind of a unit decides its dimension; size splits into information and parameters.
_DIMENSION_OF_KIND = {
    "improvement": "percentage points",
    "percentage": "percent",
    "ratio": "multiplier",
    "compute": "compute",
    "duration": "time",
    "money": "money",
    "other": "physical",
}
_INFORMATION = re.compile(r"(?:[KMGTP]i?B|bits?|bytes?)$")


@lru_cache(maxsize=4096)
def read_unit(written: str) -> Optional[tuple[str, str]]:
    """(normalized unit, UNIT_TABLE kind) of a unit as written, or None when it is no unit."""
    text = written.strip()
    if not text:
        return None
    match = UNIT.fullmatch(" " + text) or UNIT.fullmatch(text)
    if not match:
        return None
    _, normalised, kind = UNIT_TABLE[int(match.lastgroup[1:])]
    return (normalised or text), kind


def normalize_unit(written: Optional[str]) -> Optional[str]:
    """The claims table's spelling of a unit as written; the text itself when it is no known unit."""
    if not written:
        return None
    read = read_unit(written)
    return read[0] if read else written.strip()


def dimension(unit: Optional[str], kind: Optional[str] = None) -> Optional[str]:
    """What a normalized unit measures (records.Dimension), or None without a unit."""
    if not unit:
        return None
    if kind is None:
        read = read_unit(unit)
        if read is None:
            return None
        kind = read[1]
    if unit.startswith("bits per"):
        return "information"  # a score in bits: "1.27 bits per character"
    if kind == "size":
        return "information" if _INFORMATION.search(unit) else "parameters"
    return _DIMENSION_OF_KIND.get(kind)
