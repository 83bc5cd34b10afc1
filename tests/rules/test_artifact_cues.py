"""The artifact rules' cues are data; these pin what a few of them match (extractor/rules/artifacts/cues.py)."""

from extractor.rules.artifacts.cues import (
    ARTIFACT_NOUNS,
    DESCRIPTOR_SUFFIX,
    INTRO,
    KIND_NOUN,
    NAMING,
    PRIOR_WORK,
    WELL_KNOWN_NAMES,
)


def test_naming_words():
    assert [NAMING.search(text).group(0) for text in ("a method dubbed X", "which we call X", "termed as X")] == [
        "dubbed", "which we call", "termed as"]
    assert NAMING.search("a compact Named Entity Recognition model") is None


def test_intro_triggers_and_prior_work():
    assert INTRO.search("This paper presents X").group("verb") == "presents"
    assert INTRO.search("we then carefully design X").group("verb") == "design"
    assert PRIOR_WORK.search("a method that was ") and not PRIOR_WORK.search("we ")


def test_kind_nouns_and_descriptors():
    assert ARTIFACT_NOUNS.match("Benchmarks") and not ARTIFACT_NOUNS.match("results")
    assert KIND_NOUN.search("a new corpus of tasks").group(0) == "corpus"
    assert DESCRIPTOR_SUFFIX.search("LLM-based") and not DESCRIPTOR_SUFFIX.search("LLM-KICK")
    assert "GPT-4" in WELL_KNOWN_NAMES
