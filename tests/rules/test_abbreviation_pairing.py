"""Finding abbreviation pairs in every order, with offsets into the marked-up text
(extractor/rules/abbreviations/pairing.py)."""

import pytest

from extractor.rules.abbreviations import find_abbreviations, short_form_mentions
from extractor.rules.text import clean_markup


def pairs(text):
    return {(a.short, a.long) for a in find_abbreviations(text)}


def test_plain_pair_and_offsets():
    text = "we propose a novel measure --- Meta-Distribution Energy (MDE), which works."
    [pair] = find_abbreviations(text)
    assert (pair.short, pair.long) == ("MDE", "Meta-Distribution Energy")
    assert text[pair.short_start : pair.short_end] == "MDE"
    assert text[pair.long_start : pair.long_end] == "Meta-Distribution Energy"


def test_latex_markup_inside_long_form():
    text = r"a framework called $\mathbf{Hyper}$-Evidential Neural Network (HENN) that models"
    assert ("HENN", "Hyper-Evidential Neural Network") in pairs(text)
    text = r"costs, dubbed $\underline{C}$ontextually $\underline{A}$ware $\underline{T}$hresholding for $\underline{S}$parsity (CATS)."
    assert pairs(text) == {("CATS", "Contextually Aware Thresholding for Sparsity")}


def test_reversed_order_short_then_long():
    text = "We propose LGPL (Label-Guided Pseudo-Labeling) for label transfer."
    assert pairs(text) == {("LGPL", "Label-Guided Pseudo-Labeling")}
    # one hyphenated word spells the name by its parts; a parenthesis that holds the name itself does not
    assert pairs("This paper proposes MoA (Mixture-of-Adapters), a lightweight MoE-based NMT model.") == {
        ("MoA", "Mixture-of-Adapters")}
    assert pairs("we adopt the VAE (CA-VAEs) of prior work.") == set()


def test_plural_and_mixed_case_short_forms():
    text = "Large language models (LLMs) and a Knowledge-oriented LLM Assessment benchmark (KoLA)."
    assert pairs(text) == {
        ("LLMs", "Large language models"),
        ("KoLA", "Knowledge-oriented LLM Assessment benchmark"),
    }


def test_non_abbreviation_parentheses_ignored():
    text = "the loss (see Fig. 2) improves (i.e. a lot) results (2023) on data (pruning and quantization)."
    assert pairs(text) == set()


def test_digit_in_short_form_counts_letters():
    text = "a simple algorithm, Pairwise Proximal Policy Optimization (P3O), that learns."
    assert ("P3O", "Pairwise Proximal Policy Optimization") in pairs(text)


def test_long_form_does_not_reach_back_past_the_introducing_clause():
    text = "In this paper, we introduce a novel hybrid temporal convolutional and recurrent network (TricorNet)."
    assert all("we introduce" not in long for _, long in pairs(text))
    # a comma inside a long form is kept
    text = "We propose Speculate Less, Validate More (SLiM), a decoding scheme."
    assert ("SLiM", "Speculate Less, Validate More") in pairs(text)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("We introduce PointPatchRL (PPRL), a method for RL on point clouds.", [("PPRL", "PointPatchRL")]),
        ("results on TriviaQA (TQA) and more", [("TQA", "TriviaQA")]),
        # the capitals must spell the short form
        ("We use BERT (B) here.", []),
        ("MetaDist (MD-2) is old.", []),
    ],
)
def test_a_coined_word_abbreviated_by_its_capitals(text, expected):
    assert [(p.short, p.long) for p in find_abbreviations(text)] == expected


def test_a_capitalised_long_form_and_its_short_form_joined_by_or():
    text = "We call this method “Deep Variational Information Bottleneck”, or Deep VIB. It works."
    (pair,) = find_abbreviations(text)
    assert (pair.short, pair.long) == ("Deep VIB", "Deep Variational Information Bottleneck")
    assert text[pair.long_start:pair.long_end] == pair.long and text[pair.short_start:pair.short_end] == "Deep VIB"
    # a lower-case phrase before ", or" is an alternative, not a long form
    assert find_abbreviations("Models are trained with gradient descent, or SGD variants.") == []


def test_markdown_italics_by_underscores_are_markup_but_subscripts_are_not():
    text = "To solve it, we develop a _Target-Class Shrink (TC-Shrink)_ technique for $A_\\star$ and x_{i}."
    (pair,) = find_abbreviations(text)
    assert (pair.short, pair.long) == ("TC-Shrink", "Target-Class Shrink")
    assert text[pair.long_start:pair.long_end] == "Target-Class Shrink"
    assert clean_markup("$A_\\star$ and x_{i} and snake_case") == "A_\\star and x_i and snake_case"


def test_short_form_mentions_are_whole_words():
    text = "We present Hyper-Evidential Neural Network (HENN). HENN works; HENNs and HENN-based do not count."
    mentions = short_form_mentions(text, find_abbreviations(text))
    assert [(text[start:end], pair.short) for start, end, pair in mentions] == [("HENN", "HENN"), ("HENN", "HENN")]


def test_brackets_that_list_names_define_no_abbreviation():
    # "LVIS" is not "leverage the training data from existing datasets": the brackets enumerate the data sets.
    text = "We leverage the training data from existing datasets (LVIS, OpenImages and Object365) with care."
    assert pairs(text) == set()
    # A definition followed by a remark in the same brackets still defines.
    assert ("FID", "Fréchet Inception Distance") in pairs("The Fréchet Inception Distance (FID, lower is better) drops.")
