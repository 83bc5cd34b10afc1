"""detect_artifacts: the rule families combined, exclusions of known and early-defined names, labels and mention
offsets (extractor/rules/artifacts/detect.py)."""

import pytest

from extractor.rules.artifacts import detect_artifacts
from extractor.rules.artifacts import mention_offsets
from extractor.rules.artifacts.names import known_spellings_by_key


def names(text, title=None, known=frozenset()):
    return [(a.name, a.long) for a in detect_artifacts(text, title, known_names=known)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # a short form spelled unlike the known name it folds to (COCO, the data set)
        ("We propose a prompting method, Coding Concepts (CoCo), as a way to communicate.",
         [("CoCo", "Coding Concepts")]),
    ],
)
def test_a_short_form_spelled_unlike_a_known_name(text, expected):
    assert names(text) == expected


def test_terminology_defined_before_intro_is_not_an_artifact():
    text = ("Large Language Models (LLMs) are costly to evaluate. We introduce LLMs, a joke, and "
            "we introduce BarBench, a benchmark.")
    assert [n for n, _ in names(text)] == ["BarBench"]


def test_known_names_are_excluded():
    assert names("We introduce MNIST, a dataset.", known=frozenset({"mnist"})) == []


def test_a_defined_short_form_is_known_only_when_spelled_like_the_known_name():
    text = "We propose a prompting method, Coding Concepts (CoCo), as a way to communicate."
    known = frozenset({"coco"})
    assert [(a.name, a.long) for a in detect_artifacts(text, known_names=known)] == []
    found = detect_artifacts(text, known_names=known, known_spellings=known_spellings_by_key(["COCO"]))
    assert [(a.name, a.long) for a in found] == [("CoCo", "Coding Concepts")]


def test_labels_scores_and_evidence():
    found = detect_artifacts("We introduce WildBench, a new benchmark. Our method, dubbed ZapNet, is fast.")
    assert [(a.name, a.label, a.score, a.evidence) for a in found] == [
        ("ZapNet", "METHOD", 0.9, "naming"), ("WildBench", "DATASET", 0.75, "intro")]


def test_mention_offsets_tolerate_markup_inside_a_name():
    text = "We use **Wild**Chat here; WildChat is big."
    assert [text[start:end] for start, end in mention_offsets(text, "WildChat")] == ["Wild**Chat", "WildChat"]


def test_a_kind_noun_of_the_previous_sentence_does_not_label_the_name():
    from extractor.rules.artifacts.detect import artifact_label

    clean = "Their performance on tasks like financial agent remains unknown. This paper presents FinEval, a benchmark."
    assert artifact_label(clean, clean.index("FinEval")) == "DATASET"
    clean = "We propose a new agent, ReAct, for planning."
    assert artifact_label(clean, clean.index("ReAct")) == "METHOD"
