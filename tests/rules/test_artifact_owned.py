"""Owned names: "our X dataset", "Our method, X,", "X – a novel dataset" (extractor/rules/artifacts/owned.py)."""

import pytest

from extractor.rules.artifacts import detect_artifacts
from extractor.rules.artifacts.owned import names_before_new_kind


def names(text, title=None, known=frozenset()):
    return [(a.name, a.long) for a in detect_artifacts(text, title, known_names=known)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # a distinctive name between "our" and the paper's kind noun
        ("Experiments on both the nuScenes dataset and our SUP-AD dataset demonstrate the efficacy.", [("SUP-AD", None)]),
        # "our <kind>, NAME," owns the name; "our X (Y) framework." at a sentence end
        ("In this paper, we propose a framework for catching. Our method, LTC, achieves a 73% success rate.",
         [("LTC", None)]),
        ("We propose a balanced partnership with our Collaborative and Explainable Bayesian Optimization (CoExBO) "
         "framework.", [("CoExBO", "Collaborative and Explainable Bayesian Optimization")]),
        # an abbreviation set off after the paper's own kind noun
        ("Our approach, namely Visual Whole-Body Control (VBC), is composed of two policies.",
         [("VBC", "Visual Whole-Body Control")]),
    ],
)
def test_owned_names(text, expected):
    assert names(text) == expected


def test_a_name_set_off_before_a_new_kind_of_thing_is_the_papers():
    text = ("Our agent achieves success rates up to 28.3% higher in ALFWorld, and 33% in TextCraft – a novel "
            "compositional dataset that we introduce.")
    assert [n for n, _ in names(text)] == ["TextCraft"]
    # a capitalised function word or a word ending in punctuation before the name is no part of it
    assert names("We evaluate it on ALFWorld. In TextCraft, a new compositional benchmark, it wins.") == [
        ("TextCraft", None)]
    # the end of a longer name is not a name of its own
    assert names("We present IMAGINATION POLICY, a novel multi-task key-frame policy network.") == [
        ("IMAGINATION POLICY", None)]


def test_names_before_new_kind_give_the_word_and_its_offset():
    assert names_before_new_kind("33% in TextCraft – a novel compositional dataset that we introduce.") == [
        ("TextCraft", 7)]
