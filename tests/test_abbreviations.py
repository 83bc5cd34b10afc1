"""Schwartz-Hearst pairing, including markdown bold / LaTeX and the reversed order."""

import pytest
import spacy

from extractor.components.abbreviations import clean_markup, find_abbreviations, match_long_form, markup_free_view


def pairs(text):
    return {(a.short, a.long) for a in find_abbreviations(text)}


def test_plain_pair_and_offsets():
    text = "we propose a novel measure --- Meta-Distribution Energy (MDE), which works."
    [pair] = find_abbreviations(text)
    assert (pair.short, pair.long) == ("MDE", "Meta-Distribution Energy")
    assert text[pair.short_start : pair.short_end] == "MDE"
    assert text[pair.long_start : pair.long_end] == "Meta-Distribution Energy"


def test_markdown_bold_acronym_letters_out_of_order():
    text = "We introduce **K**nowledge-**I**ntensive **C**ompressed LLM Benchmar**K** **(LLM-KICK)**, a set."
    [pair] = find_abbreviations(text)
    assert pair.short == "LLM-KICK"
    assert pair.long == "Knowledge-Intensive Compressed LLM BenchmarK"
    assert text[pair.long_start : pair.long_end] == "K**nowledge-**I**ntensive **C**ompressed LLM Benchmar**K"
    assert text[pair.short_start : pair.short_end] == "LLM-KICK"


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


def test_a_long_form_does_not_run_back_over_another_parenthesis():
    # the walk that crossed "(RWKV-5)" paired RWKV-6 with "Eagle (RWKV-5) and Finch"
    assert pairs("We present Eagle (RWKV-5) and Finch (RWKV-6), sequence models.") == set()
    assert pairs("the (Asynchronous Advantage Actor-Critic (A3C)) agent") == {
        ("A3C", "Asynchronous Advantage Actor-Critic")}
    assert pairs("with (CNN)-based single-image super-resolution (SISR) methods") == {
        ("SISR", "single-image super-resolution")}
    # a parenthesis inside a word is part of the name
    assert pairs("We use E(n)-Equivariant Graph Neural Networks (EGNNs) here.") == {
        ("EGNNs", "E(n)-Equivariant Graph Neural Networks")}


def test_plural_and_mixed_case_short_forms():
    text = "Large language models (LLMs) and a Knowledge-oriented LLM Assessment benchmark (KoLA)."
    assert pairs(text) == {
        ("LLMs", "Large language models"),
        ("KoLA", "Knowledge-oriented LLM Assessment benchmark"),
    }


def test_non_abbreviation_parentheses_ignored():
    text = "the loss (see Fig. 2) improves (i.e. a lot) results (2023) on data (pruning and quantization)."
    assert pairs(text) == set()


def test_first_letter_must_start_a_word():
    assert match_long_form("ML", "simple model") is None
    assert match_long_form("ML", "machine learning") == "machine learning"


def test_markup_free_view_maps_back():
    clean, index = markup_free_view("**Bold** $x$")
    assert clean == "Bold x"
    assert [index[i] for i in range(len(clean))] == [2, 3, 4, 5, 8, 10]
    from extractor.textview import view_offset

    assert [view_offset(index, offset) for offset in (2, 5, 8, 10)] == [0, 3, 4, 5]
    assert view_offset(index, 0) is None and view_offset(index, 9) is None and view_offset(index, 99) is None


def test_component_marks_long_form_and_every_short_mention():
    nlp = spacy.blank("en")
    nlp.add_pipe("abbreviations")
    doc = nlp("We present Hyper-Evidential Neural Network (HENN). HENN works; HENNs do not count.")
    texts = [(s.text, s._.long_form) for s in doc.spans["abbreviations"]]
    assert texts == [
        ("Hyper-Evidential Neural Network", None),
        ("HENN", "Hyper-Evidential Neural Network"),
        ("HENN", "Hyper-Evidential Neural Network"),
    ]
    assert doc._.abbreviations[0].short == "HENN"


def test_digit_in_short_form_counts_letters():
    text = "a simple algorithm, Pairwise Proximal Policy Optimization (P3O), that learns."
    assert ("P3O", "Pairwise Proximal Policy Optimization") in pairs(text)


def test_capitalized_words_skipped_by_the_letter_walk_are_kept():
    text = "We introduce a new model, the Recurrent Entity Network (EntNet)."
    assert pairs(text) == {("EntNet", "Recurrent Entity Network")}


def test_one_word_long_form_rejected_for_two_capitals():
    assert pairs("We train a simple model (ML) here.") == set()


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


@pytest.mark.parametrize(
    "text, long_form",
    [
        # a kind noun after the name, taken in by the letter walk for a letter the name's own words give
        ("We propose a Global-Local Denoising framework (GLoDe) for NER.", "Global-Local Denoising"),
        ("We train with the Deep Deterministic Policy Gradient algorithm (DDPG).", "Deep Deterministic Policy Gradient"),
        ("We tune with the Successive Halving with Resource Rationing algorithm (SH-RR).",
         "Successive Halving with Resource Rationing"),
        ("We use text-to-speech systems (TTS).", "text-to-speech"),
        # ... but not when the noun gives a letter of its own
        ("We sample with the Metropolis-adjusted Langevin algorithm (MALA).", "Metropolis-adjusted Langevin algorithm"),
        ("Recurrent neural networks (RNN) are slow.", "Recurrent neural networks"),
    ],
)
def test_a_trailing_kind_noun_stays_out_of_the_long_form_only_when_the_name_spells_without_it(text, long_form):
    (pair,) = find_abbreviations(text)
    assert pair.long == long_form == text[pair.long_start:pair.long_end]


def test_function_words_the_letter_walk_stopped_at_are_kept_when_the_initials_spell_the_name():
    # The walk finds CCL's first C inside "Consistency"; the initials of the longer phrase spell it.
    text = "We propose a two-stage method, Contrastive and Consistency Learning (CCL), that correlates errors."
    assert pairs(text) == {("CCL", "Contrastive and Consistency Learning")}
    assert pairs("We train it with proximal policy optimization (PPO).") == {("PPO", "proximal policy optimization")}
    # initials already spelled: nothing more is taken in
    assert pairs("The model of Deep Dependency Networks (DDN) works.") == {("DDN", "Deep Dependency Networks")}


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
