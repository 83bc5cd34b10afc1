"""Units as one vocabulary: the spellings a number's unit is read by (UNIT_TABLE, UNIT), the spelling written
beside a number made the normalized unit of the claims table ('percentage points' -> 'p.p.', '×' -> 'x',
'GPU-hours' -> 'GPU hours'), and the dimension each unit measures. The claims pass reads units with the same table,
so a unit it reads is a unit this module knows.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional


def _unit(spellings: str, normalised: Optional[str], kind: str, lead: str = r"\s?") -> tuple[str, Optional[str], str]:
    """A unit row: one of `spellings` after `lead`, not the start of a longer word."""
    return rf"{lead}(?:{spellings})(?![A-Za-z])", normalised, kind


_DEVICE = r"\s?(?:GPU|TPU|A100|V100|H100|node|core|CPU)[\s-]?"
_PHYSICAL = (
    r"°\s?[CF]|℃|°|K(?![A-Za-z])|km|cm|mm|μm|µm|nm|Å|m(?![A-Za-z])|kg|mg|μg|µg|ng|g(?![A-Za-z])|"
    r"Mt|Gt|kHz|MHz|GHz|Hz|kW|MW|GW|mW|W(?![A-Za-z])|kV|mV|V(?![A-Za-z])|mA|kJ|MJ|mJ|μJ|µJ|nJ|pJ|J(?![A-Za-z])|"
    r"keV|MeV|eV|kPa|MPa|GPa|hPa|Pa|mbar|bar|atm|mmol|μmol|mol|mM|μM|nM|mL|μL|L(?![A-Za-z])|ppm|ppb|"
    r"‰|wt\.?\s?%|vol\.?\s?%|at\.?\s?%|Ma(?![A-Za-z])|ka(?![A-Za-z])|kyr|Myr|Gyr|yr|dB|ha(?![A-Za-z])|"
    r"km2|m2|m3|cm3|km²|m²|m³|cm³"
)
# (pattern, normalised unit or None to keep the surface, kind). Tried as one alternation, in
# order, at the end of a number; the first match wins, so longer spellings come first.
UNIT_TABLE: list[tuple[str, Optional[str], str]] = [
    (r"\s?(?:(?:(?:percentage|absolute)\s|%\s?)?points?(?![A-Za-z])|p\.\s?p\.?|pp(?![A-Za-z])\.?|pts?\.?(?![A-Za-z]))"
     # "a 6-point improvement" (not "a 5-point scale")
     r"|-points?(?=\s+(?:improvement|gain|increase|drop|decrease|boost|margin|lead|reduction|jump|rise|advantage)s?\b)",
     "p.p.", "improvement"),
    (r"\s?(?:%|percent(?:age)?(?![A-Za-z])|per\s?cent(?![A-Za-z]))", "%", "percentage"),
    (r"(?:[x×X]|\s×)(?![A-Za-z\d])", "x", "ratio"),
    _unit(r"[\s-]?fold|\s?times", "x", "ratio", lead=""),
    _unit(r"orders?\s+of\s+magnitude", "orders of magnitude", "ratio"),  # "3 orders of magnitude faster"
    _unit(r"hours?|hrs?|h", "GPU hours", "compute", lead=_DEVICE),
    (_DEVICE + r"days?(?![A-Za-z])", "GPU days", "compute"),
    _unit(r"PF-days?|petaflop/s-days?|[KMGTPE]?FLOPs?|[GTP]?MACs", None, "compute"),
    _unit(r"ms|milliseconds?", "ms", "duration"),
    _unit(r"μs|µs|microseconds?", "μs", "duration"),
    _unit(r"seconds?|secs?|s", "s", "duration"),
    _unit(r"minutes?|mins?", "min", "duration"),
    _unit(r"hours?|hrs?|h", "hours", "duration"),
    _unit(r"days?", "days", "duration", lead=r"[\s-]?"),
    _unit(r"weeks?", "weeks", "duration", lead=r"[\s-]?"),
    _unit(r"months?", "months", "duration", lead=r"[\s-]?"),
    _unit(r"years?", "years", "duration", lead=r"[\s-]?"),
    # A language or density model's score, a unit that names its measure ("1.27 bits per character", "3.35 bits/dim"):
    # before "bits", which alone is a size ("4 bits").
    _unit(r"bits?[\s-]per[\s-](?:character|char)|bits?/char(?:acter)?", "bits per character", "score"),
    _unit(r"bits?[\s-]per[\s-](?:dimension|dim)|bits?/dim(?:ension)?", "bits per dimension", "score"),
    _unit(r"bits?", "bits", "size", lead=r"[\s-]?"),
    # Sizes in bytes spelled out or in the plural keep the short form ("500 MBytes", "2 gigabytes", "25 MBs" -> MB)
    *(_unit(rf"{long}bytes?|{short}Bytes?|{short}Bs", f"{short}B", "size") for short, long in (
        ("K", "[Kk]ilo"), ("M", "[Mm]ega"), ("G", "[Gg]iga"), ("T", "[Tt]era"), ("P", "[Pp]eta"))),
    _unit(r"[Bb]ytes?", "bytes", "size"),
    _unit(r"[KMGTP]i?B", None, "size"),
    _unit(r"parameters|params", "parameters", "size"),
    _unit(r"USD|dollars?|US\$", "USD", "money"),
    _unit(r"fps|FPS|frames[\s-]+per[\s-]+second|frames/s", "fps", "other"),  # a frame rate: "at 250 FPS", "runs at 30 fps"
    _unit(r"px", "px", "other", lead=""),  # an image length glued to its number: "from 34px to 12px"
    (rf"\s?(?:{_PHYSICAL})(?:\s?(?:/|·|\s)\s?(?:{_PHYSICAL}|s|h|d|yr|min)(?:[-−⁻]?[1-3¹²³])?)*(?![A-Za-z])", None, "other"),
]
UNIT = re.compile("|".join(f"(?P<u{i}>{pattern})" for i, (pattern, _, _) in enumerate(UNIT_TABLE)))


def unit_row(match: re.Match) -> tuple[str, Optional[str], str]:
    """The UNIT_TABLE row (pattern, normalised unit or None, kind) a UNIT match was read by."""
    return UNIT_TABLE[int(match.lastgroup[1:])]

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
    _, normalised, kind = unit_row(match)
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
