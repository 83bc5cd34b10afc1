"""Long forms written without brackets (extractor/rules/artifacts/long_forms.py)."""

import pytest

from extractor.rules.artifacts import detect_artifacts
from extractor.rules.abbreviations import find_abbreviations
from extractor.rules.artifacts.long_forms import pair_spelling_out


def names(text, title=None, known=frozenset()):
    return [(a.name, a.long) for a in detect_artifacts(text, title, known_names=known)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # a long form spelled without parentheses in the introducing sentence
        ("We propose an Efficient Spiking Deraining Network, called ESDNet, which is fast.",
         [("ESDNet", "Efficient Spiking Deraining Network")]),
        ("We introduce ARES, an Automated RAG Evaluation System, for evaluating RAG systems.",
         [("ARES", "Automated RAG Evaluation System")]),
        ("We propose CLaP, which builds on Contextual Label Projection, for translation.",
         [("CLaP", "Contextual Label Projection")]),
        # a phrase running on past the spelled words, a name with a digit or a lower-case opening: no long form
        ("We propose TRAQ, a Trustworthy Retrieval Augmented Question Answering method.", [("TRAQ", None)]),
        ("We propose M2RL, a Multi-agent Reinforcement Learning method.", [("M2RL", None)]),
    ],
)
def test_long_forms_without_brackets(text, expected):
    assert names(text) == expected


def test_the_abstracts_long_form_wins_over_the_titles():
    found = detect_artifacts("We propose a Hierarchical Robot Transformer, called HiRT, for control.",
                             title="HiRT: Enhancing Robotic Control with Hierarchical Robot Transformers")
    assert [(a.name, a.long) for a in found] == [("HiRT", "Hierarchical Robot Transformer")]


def test_capitals_set_inside_words_spell_a_long_form():
    text = ("We propose a new framework, AGREE, Adaptation for GRounding EnhancEment, that improves the grounding "
            "from a holistic perspective.")
    assert names(text) == [("AGREE", "Adaptation for GRounding EnhancEment")]
    # an acronym's capitals mark nothing: "SLMs and LLMs" does not spell SLM/LLM
    from extractor.rules.artifacts.long_forms import spells_by_capitals
    assert not spells_by_capitals("SLM/LLM", "SLMs and LLMs")


def test_a_title_prefix_that_spells_the_abstracts_short_name_is_its_long_form():
    text = "In this study, we introduce CT-LLM, a 2B large language model that prioritizes the Chinese language."
    assert names(text, title="Chinese Tiny LLM: Pretraining a Chinese-Centered Large Language Model") == [
        ("CT-LLM", "Chinese Tiny LLM")]
    # one word is the name itself, not a long form
    assert names("We introduce Ten, a model.", title="TenGAN: Pure Transformer Encoders Make a GAN") != [("Ten", "TenGAN")]


def test_the_pair_spelling_out_a_name_case_and_spacing_aside():
    pairs = find_abbreviations("We evaluate Perceive with Confidence (PwC) here.")
    assert pair_spelling_out("Perceive With  Confidence", pairs).short == "PwC"
    assert pair_spelling_out("Perceive", pairs) is None
