"""Pure number parsing: turn the way papers write numbers into floats.

Handles digits with thousands separators ("5,866", "10{,}000", "10\\,000"), decimals, scientific
notation ("1e-3", "2.5 \\times 10^{6}", "10^{6}"), magnitude suffixes ("20K", "7B", "2.5 million"),
number words ("seven", "twenty-five", "one hundred and twenty"), fractions and multipliers
("a quarter", "half", "a dozen", "twice", "three-fold") and the LaTeX/Markdown wrappers abstracts
put around them ("$1.88$", "50\\%", "**95.3**").

Everything here is a pure function of its argument; nothing reads files or global state.
"""

from __future__ import annotations

import math
import re
from typing import Optional

UNITS_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
}
TENS_WORDS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}
# Scale words multiply what precedes them ("2.5 million", "three hundred").
SCALE_WORDS = {"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
# Attached magnitude letters: "20K", "7B", "1.2M". Only attached, because "5 M" is a molarity
# and "300 K" a temperature in the sciences.
SUFFIX_SCALES = {"k": 1e3, "K": 1e3, "M": 1e6, "MM": 1e6, "B": 1e9, "T": 1e12}
# Words standing for a value on their own.
FRACTION_WORDS = {
    "half": 0.5, "halves": 0.5, "quarter": 0.25, "quarters": 0.25, "third": 1 / 3,
    "thirds": 1 / 3, "fifth": 0.2, "fifths": 0.2, "tenth": 0.1, "tenths": 0.1,
}
MULTIPLIER_WORDS = {"twice": 2, "thrice": 3, "double": 2, "triple": 3, "quadruple": 4}
DOZEN_WORDS = {"dozen": 12}

# LaTeX and Markdown decorations that carry no value: stripped before parsing.
_LATEX_NOISE = re.compile(r"\$|\*\*|\\[,;!: ]|\\(?:mathbf|textbf|mathrm|text|bm|boldsymbol|emph|textit)\b|[{}]|~")
_LATEX_TIMES = re.compile(r"\\times|\\cdot|[×·*]")
_MINUS = re.compile(r"[−–‐‑]")  # Unicode minus and dashes used as a sign
_SPACES = re.compile(r"[\s\u00a0\u2009\u202f]+")
# A trailing percent or times sign does not change the value ("27.7%" -> 27.7, "3x" -> 3); the
# "x" only counts after a digit, so "six" keeps its x.
_TRAILING_SYMBOL = re.compile(r"(?:\s*(?:\\?%|percent|per\s*cent)|(?<=\d)\s*[x×])$", re.IGNORECASE)
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
# "4.3 × 10−8" and "10⁻⁸": an exponent written without "^" after a times sign.
_BARE_EXPONENT = re.compile(r"(x\s*10)\s*(?=[-+]\d)")

_DIGITS = re.compile(
    r"""^(?P<sign>[+-])?
    (?P<int>\d{1,3}(?:,\d{3})+|\d{1,3}(?:\ \d{3})+|\d+)?
    (?P<frac>\.\d+)?
    (?:\s*[eE](?P<exp>[+-]?\d+))?
    (?:\s*x\s*10\s*\^\s*\(?(?P<exp10>[+-]?\d+)\)?)?
    \s*(?P<suffix>MM\b|[kKMBT]\b|(?:hundred|thousand|million|billion|trillion)(?:\s+(?:thousand|million|billion))*)?
    $""",
    re.VERBOSE,
)
_POWER_OF_TEN = re.compile(r"^(?P<sign>[+-])?10\s*\^\s*\(?(?P<exp>[+-]?\d+)\)?$")
_FOLD = re.compile(r"[\s-]*(?:fold|times)$", re.IGNORECASE)


def clean_number_text(text: str) -> str:
    """Drop the LaTeX/Markdown wrappers around a number and unify signs and spaces."""
    text = text.replace("**", "")  # Markdown bold, before "*" is read as a times sign
    text = _LATEX_TIMES.sub("x", text)
    text = _LATEX_NOISE.sub("", text)
    text = _MINUS.sub("-", text)
    text = text.translate(_SUPERSCRIPTS)
    text = _BARE_EXPONENT.sub(r"\1^", text)
    text = _SPACES.sub(" ", text).strip()
    return text


def parse_number(text: str) -> Optional[float]:
    """The value of one written number, or None when `text` is not a number.

    "5,866" -> 5866, "27.7%" -> 27.7, "20K" -> 20000, "2.5 million" -> 2.5e6, "a quarter" -> 0.25,
    "twenty-five" -> 25, "three-fold" -> 3, "$1.88$" -> 1.88, "10^{6}" -> 1e6. Never raises.
    """
    if not isinstance(text, str) or len(text) > 200:
        return None
    cleaned = clean_number_text(text)
    cleaned = _TRAILING_SYMBOL.sub("", cleaned)
    cleaned = _FOLD.sub("", cleaned).strip()
    if not cleaned:
        return None
    value = _parse_digits(cleaned)
    if value is None:
        value = parse_number_words(cleaned)
    if value is None or math.isnan(value) or math.isinf(value):
        return None
    return value


def _parse_digits(text: str) -> Optional[float]:
    power = _POWER_OF_TEN.match(text)
    if power:
        exponent = int(power.group("exp"))
        if abs(exponent) > 400:
            return None
        value = float(f"1e{exponent}")
        return -value if power.group("sign") == "-" else value
    match = _DIGITS.match(text)
    if not match or not (match.group("int") or match.group("frac")):
        return None
    mantissa = (match.group("int") or "0").replace(",", "").replace(" ", "") + (match.group("frac") or "")
    exponent = int(match.group("exp") or 0) + int(match.group("exp10") or 0)
    if abs(exponent) > 400:
        return None
    # Through the float parser rather than multiplying, so "2.5e-313" stays exact and a power-of-ten scale
    # does not add float error ("8.2M" is 8200000, not 8199999.999999999).
    scale = _suffix_scale(match.group("suffix"))
    power = round(math.log10(scale))
    if 10.0 ** power == scale:
        exponent, scale = exponent + power, 1.0
    value = float(f"{mantissa}e{exponent}") * scale
    return -value if match.group("sign") == "-" else value


def _suffix_scale(suffix: Optional[str]) -> float:
    if not suffix:
        return 1.0
    if suffix in SUFFIX_SCALES:
        return SUFFIX_SCALES[suffix]
    scale = 1.0
    for word in suffix.lower().split():
        scale *= SCALE_WORDS[word]
    return scale


_WORD_SPLIT = re.compile(r"[\s-]+")


def parse_number_words(text: str) -> Optional[float]:
    """The value of a number written in words, possibly mixed with digits.

    "twenty-five" -> 25, "one hundred and twenty" -> 120, "a quarter" -> 0.25, "two thirds" -> 2/3,
    "a dozen" -> 12, "twice" -> 2, "1.5 million" -> 1.5e6, "half" -> 0.5. None if any word is not
    part of a number.
    """
    words = [w for w in _WORD_SPLIT.split(text.lower().strip()) if w]
    if not words:
        return None
    if words[0] in ("a", "an"):
        words = words[1:] or ["?"]
        if words[0] in SCALE_WORDS or words[0] in DOZEN_WORDS:
            words = ["one"] + words
    if len(words) == 1 and words[0] in MULTIPLIER_WORDS:
        return float(MULTIPLIER_WORDS[words[0]])
    if len(words) == 1 and words[0] in FRACTION_WORDS:
        return FRACTION_WORDS[words[0]]
    total, current, seen_number = 0.0, 0.0, False
    for index, word in enumerate(words):
        if word == "and" and seen_number:
            continue
        if word in UNITS_WORDS:
            current += UNITS_WORDS[word]
        elif word in TENS_WORDS:
            current += TENS_WORDS[word]
        elif _is_plain_decimal(word) and not seen_number:
            current = float(word.replace(",", ""))
        elif word in DOZEN_WORDS and seen_number:
            current *= 12
        elif word == "hundred" and seen_number:
            current *= 100
        elif word in SCALE_WORDS and seen_number:
            total += current * SCALE_WORDS[word]
            current = 0.0
        elif word in FRACTION_WORDS and seen_number and index == len(words) - 1:
            # "two thirds", "one quarter": a count of fractions.
            return (total + current) * FRACTION_WORDS[word]
        else:
            return None
        seen_number = True
    return total + current if seen_number else None


_PLAIN_DECIMAL = re.compile(r"^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$")


def _is_plain_decimal(word: str) -> bool:
    return bool(_PLAIN_DECIMAL.match(word))


_RANGE_SPLIT = re.compile(
    r"^\s*(?:between|from)?\s*(?P<low>.+?)\s*(?:-|–|—|−|\bto\b|\band\b|\bor\b|~|\\sim|\\textendash)\s*(?P<high>.+?)\s*$",
    re.IGNORECASE,
)


def parse_range(text: str) -> Optional[tuple[float, float]]:
    """(low, high) of a range or alternative: "50-60%", "between 3 and 5", "3 or 4", "3–77×".

    A unit or suffix written only after the second number applies to both ("2-3K" -> 2000, 3000;
    "50-60%" -> 50, 60). None when `text` is not two numbers joined by a range word or dash.
    """
    if not isinstance(text, str) or len(text) > 200:
        return None
    cleaned = _MINUS.sub("-", clean_number_text(text))
    cleaned = _TRAILING_SYMBOL.sub("", cleaned)
    cleaned = _FOLD.sub("", cleaned)
    match = _RANGE_SPLIT.match(cleaned)
    if not match:
        return None
    low_text, high_text = match.group("low"), match.group("high")
    high = parse_number(high_text)
    low = parse_number(low_text)
    if low is None or high is None:
        return None
    low = _share_scale(low_text, low, high_text)
    return low, high


_TRAILING_SCALE = re.compile(r"(?:\d)\s*(MM|[kKMBT]|hundred|thousand|million|billion|trillion)$")


def _share_scale(low_text: str, low: float, high_text: str) -> float:
    """Apply the high end's scale to a bare low end: "2-3 million" means 2 million to 3 million."""
    if _TRAILING_SCALE.search(low_text.strip()):
        return low
    scale_match = _TRAILING_SCALE.search(high_text.strip())
    if not scale_match:
        return low
    return low * _suffix_scale(scale_match.group(1))


def format_number(value: float, style: str = "plain") -> str:
    """Write `value` the way papers do; used by the round-trip property tests and documentation.

    Styles: plain ("1234.5"), comma ("1,234.5"), latex ("$1234.5$"), latex_comma ("$1{,}234.5$"),
    sci ("1.2345e+03"), suffix ("1.2345K").
    """
    if style == "plain":
        return repr(float(value)) if not float(value).is_integer() else str(int(value))
    if style == "comma":
        return f"{value:,}"
    if style == "latex":
        return f"${format_number(value)}$"
    if style == "latex_comma":
        return "$" + f"{value:,}".replace(",", "{,}") + "$"
    if style == "sci":
        return f"{value:e}"
    if style == "suffix":
        return f"{value / 1e3!r}K"
    raise ValueError(f"unknown style {style!r}")
