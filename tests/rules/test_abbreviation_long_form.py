"""Widening and trimming the letter walk's long form; bold letters (extractor/rules/abbreviations/long_form.py)."""

import pytest

from extractor.rules.abbreviations import find_abbreviations


def pairs(text):
    return {(a.short, a.long) for a in find_abbreviations(text)}


def test_markdown_bold_acronym_letters_out_of_order():
    text = "We introduce **K**nowledge-**I**ntensive **C**ompressed LLM Benchmar**K** **(LLM-KICK)**, a set."
    [pair] = find_abbreviations(text)
    assert pair.short == "LLM-KICK"
    assert pair.long == "Knowledge-Intensive Compressed LLM BenchmarK"
    assert text[pair.long_start : pair.long_end] == "K**nowledge-**I**ntensive **C**ompressed LLM Benchmar**K"
    assert text[pair.short_start : pair.short_end] == "LLM-KICK"


def test_capitalized_words_skipped_by_the_letter_walk_are_kept():
    text = "We introduce a new model, the Recurrent Entity Network (EntNet)."
    assert pairs(text) == {("EntNet", "Recurrent Entity Network")}


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


def test_a_common_word_capitalised_as_the_sentence_start_is_not_taken_in():
    from extractor.rules.abbreviations.long_form import extend_capitalized_words
    assert extend_capitalized_words("Current Natural Language Inference", "Natural Language Inference") == \
        "Natural Language Inference"
    assert extend_capitalized_words("We use the Recurrent Entity Network", "Entity Network") == "Recurrent Entity Network"
