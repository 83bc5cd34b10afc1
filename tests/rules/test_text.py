"""Shared text helpers (extractor/rules/text.py)."""

from extractor.rules.text import (
    capitals,
    clean_markup,
    initials,
    is_plural,
    sentence_end,
    sentence_start,
    spelled_by_word_starts,
    whole_word_spans,
)


def test_clean_markup_drops_markdown_and_latex_and_collapses_space():
    assert clean_markup("**K**nowledge-**I**ntensive") == "Knowledge-Intensive"
    assert clean_markup("$\\mathbf{Hyper}$-Evidential  \n Network") == "Hyper-Evidential Network"


def test_sentence_bounds_skip_abbreviations():
    text = "We use e.g. BERT here. Then we propose X. Done"
    end = sentence_end(text, 0)
    assert text[:end] == "We use e.g. BERT here."
    assert text[sentence_start(text, text.index("X")) :].strip().startswith("Then we propose X.")
    assert sentence_end(text, text.index("Done")) == len(text)


def test_capitals_and_initials():
    assert capitals("GLoDe") == "GLD" and capitals("P3O") == "P3O"
    assert initials("Mixture of Experts") == "MOE"
    assert initials("Mixture of Experts", {"of"}) == "ME"
    assert initials("Score-weighted Convolutional Diffusion Model", capitalized_only=True) == "SCDM"


def test_spelled_by_word_starts():
    assert spelled_by_word_starts("GraSAME", "GRAph-guided Self-Attention MEchanism")
    assert spelled_by_word_starts("KOROL", "KOopman Operator ROLlout")
    assert spelled_by_word_starts("SKVQ", "Sliding-window Key and Value Cache Quantization", {"and"})
    assert not spelled_by_word_starts("CLIN", "Continually Learning Language Agent")
    assert not spelled_by_word_starts("M2RL", "Multi Modal Reinforcement Learning")


def test_is_plural():
    assert is_plural("Networks") and not is_plural("loss") and not is_plural("corpus")


def test_whole_word_spans_finds_a_phrase_in_any_case_between_non_word_characters():
    text = "Meta reinforcement learning (meta-RL) differs from metareinforcement learning; META REINFORCEMENT LEARNING."
    assert whole_word_spans(text, "meta reinforcement learning") == [(0, 27), (79, 106)]
    assert whole_word_spans("RL_x, RL-x, RL.", "rl") == [(6, 8), (12, 14)]  # "_" is a word character, "-" is not
    assert whole_word_spans("aaa", "aa") == []  # neither "aa" stands alone
    assert whole_word_spans("İstanbul and istanbul", "istanbul") == [(0, 8), (13, 21)]  # "İ" lower-cases to two


def test_whole_word_spans_agrees_with_the_pattern_it_replaces():
    import random
    import re

    rng = random.Random(7)
    for _ in range(20_000):
        text = "".join(rng.choice("aAbB-_ 1.") for _ in range(rng.randint(0, 12)))
        phrase = "".join(rng.choice("aAbB-_ 1.") for _ in range(rng.randint(1, 3)))
        expected = [m.span() for m in re.finditer(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", text, re.IGNORECASE)]
        assert whole_word_spans(text, phrase) == expected, (text, phrase)
