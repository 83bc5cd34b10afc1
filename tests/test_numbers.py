"""extractor.numbers: the pure number parser."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extractor.numbers import format_number, parse_number, parse_number_words, parse_range


@pytest.mark.parametrize(
    "text, expected",
    [
        ("5,866", 5866),  # thousands separators
        ("9,262", 9262),
        ("10{,}000", 10000),  # LaTeX thousands separator
        ("10\\,000", 10000),  # LaTeX thin space
        ("1.88", 1.88),  # decimals
        (".5", 0.5),
        ("210K", 210_000),  # K/M/B suffixes
        ("20k", 20_000),
        ("7B", 7e9),
        ("1.2M", 1.2e6),
        ("1MM", 1e6),
        ("2.5 million", 2.5e6),  # thousand/million/billion words
        ("3 billion", 3e9),
        ("4 thousand", 4000),
        ("one", 1),  # number words
        ("seven", 7),
        ("twenty-five", 25),
        ("one hundred and twenty", 120),
        ("one million", 1e6),
        ("a million", 1e6),
        ("a quarter", 0.25),  # fractions and multipliers
        ("half", 0.5),
        ("two thirds", 2 / 3),
        ("a dozen", 12),
        ("twice", 2),
        ("three-fold", 3),
        ("10-fold", 10),
        ("1e-3", 1e-3),  # scientific notation
        ("2.5E4", 2.5e4),
        ("2.5 \\times 10^{6}", 2.5e6),
        ("4.3 × 10−8", 4.3e-8),
        ("10^{6}", 1e6),
        ("10^-3", 1e-3),
        ("$1.88$", 1.88),  # LaTeX and Markdown wrappers
        ("50\\%", 50),
        ("$\\mathbf{92.3}$", 92.3),
        ("**95.3**", 95.3),
        ("27.7%", 27.7),
        ("3x", 3),
        ("16×", 16),
        ("-2", -2),
        ("−0.5", -0.5),
    ],
)
def test_parse_number(text, expected):
    assert parse_number(text) == pytest.approx(expected)


@pytest.mark.parametrize("text", ["", "abc", "GPT", "six sigma", "one of", "1.2.3", "x", "%", "--", "$$"])
def test_parse_number_rejects_non_numbers(text):
    assert parse_number(text) is None


def test_six_keeps_its_x():
    # The trailing-"x" rule must only strip a times sign after a digit.
    assert parse_number("six") == 6
    assert parse_number_words("sixty") == 60


@pytest.mark.parametrize(
    "text, low, high",
    [
        ("50-60%", 50, 60),
        ("50-60\\%", 50, 60),
        ("between 3 and 5", 3, 5),
        ("3 or 4", 3, 4),
        ("3–77×", 3, 77),
        ("from 10 to 20", 10, 20),
        ("2-3 million", 2e6, 3e6),
        ("1.5-2K", 1500, 2000),
    ],
)
def test_parse_range(text, low, high):
    assert parse_range(text) == (pytest.approx(low), pytest.approx(high))


def test_parse_range_rejects_single_numbers():
    assert parse_range("42") is None


# ---- property tests ---------------------------------------------------------------------------

finite = st.floats(min_value=-1e12, max_value=1e12, allow_nan=False, allow_infinity=False)
positive = st.floats(min_value=0, max_value=1e12, allow_nan=False, allow_infinity=False)
integers = st.integers(min_value=0, max_value=10**12)


@given(finite)
def test_plain_format_round_trips(value):
    assert parse_number(format_number(value, "plain")) == pytest.approx(value, rel=1e-12, abs=1e-12)


@given(st.one_of(integers, positive), st.sampled_from(["comma", "latex", "latex_comma"]))
def test_separator_and_latex_formats_round_trip(value, style):
    assert parse_number(format_number(value, style)) == pytest.approx(value, rel=1e-9)


@given(finite.filter(lambda v: v != 0))
def test_scientific_format_round_trips(value):
    assert parse_number(format_number(value, "sci")) == pytest.approx(value, rel=1e-6)


@given(st.integers(min_value=1, max_value=10**9))
def test_k_suffix_round_trips(value):
    assert parse_number(format_number(value, "suffix")) == pytest.approx(value, rel=1e-9)


@given(st.integers(min_value=0, max_value=999_999))
def test_percent_and_times_signs_do_not_change_the_value(value):
    assert parse_number(f"{value:,}%") == value
    assert parse_number(f"{value}\\%") == value
    assert parse_number(f"{value}x") == value


@settings(max_examples=300)
@given(st.text(max_size=60))
def test_parse_number_never_raises(text):
    result = parse_number(text)
    assert result is None or math.isfinite(result)


@settings(max_examples=300)
@given(st.text(alphabet="0123456789.,-–+eEkKMB%x× $\\{}^_abc", max_size=30))
def test_parse_number_and_range_never_raise_on_number_like_text(text):
    number = parse_number(text)
    assert number is None or math.isfinite(number)
    parse_range(text)
