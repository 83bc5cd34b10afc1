"""Shared text helpers (extractor/rules/text.py)."""

from extractor.rules.text import (
    capitals,
    clean_markup,
    initials,
    is_plural,
    sentence_end,
    sentence_start,
    spelled_by_word_starts,
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
