"""The Schwartz-Hearst letter walk and what may be a short form (extractor/rules/abbreviations/schwartz_hearst.py)."""

from extractor.rules.abbreviations import find_abbreviations, is_short_form_candidate, match_long_form


def pairs(text):
    return {(a.short, a.long) for a in find_abbreviations(text)}


def test_short_form_candidates():
    assert is_short_form_candidate("MDE") and is_short_form_candidate("LLM-KICK") and is_short_form_candidate("KoLA")
    # no capital, no letter, too long, or not opening with a letter or digit
    assert not any(map(is_short_form_candidate, ["i.e.", "see", "2023", "ABCDEFGHIJKLM", "-X", "A"]))


def test_first_letter_must_start_a_word():
    assert match_long_form("ML", "simple model") is None
    assert match_long_form("ML", "machine learning") == "machine learning"


def test_one_word_long_form_rejected_for_two_capitals():
    assert pairs("We train a simple model (ML) here.") == set()
