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


def test_letters_found_inside_a_phrase_that_does_not_spell_the_name_make_no_pair():
    # abstract 2025.gebnlp-1.20: "models" and "multi-subject" hold all four letters; three words give none
    text = ("We find that evaluating models with pre-prompted personae on a multi-subject benchmark (MMLU) leads "
            "to negligible differences.")
    assert pairs(text) == set()
    assert match_long_form("MMLU", "evaluating models with pre-prompted personae on a multi-subject benchmark") is None


def test_a_long_form_may_skip_a_word_or_two_and_function_words():
    assert match_long_form("DCSPE", "a Deep Correlation Structure Preserved Label Space Embedding") == \
        "Deep Correlation Structure Preserved Label Space Embedding"
    assert match_long_form("AUC", "the area under the receiver operating characteristic curve") == \
        "area under the receiver operating characteristic curve"
    assert match_long_form("DIV2K", "a new DIVerse 2K resolution image dataset") == "DIVerse 2K resolution image dataset"
    assert match_long_form("RLHF", "with Reinforcement Learning from Human Feedback") == \
        "Reinforcement Learning from Human Feedback"
