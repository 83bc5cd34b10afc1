"""What counts as a name: shapes, versions, lower-case coined names (extractor/rules/artifacts/names.py)."""

import pytest

from extractor.rules.artifacts import detect_artifacts
from extractor.rules.artifacts.names import (
    is_distinctive_name,
    known_spellings_by_key,
    lowercase_name_end,
    normalize_name,
    spelled_like_known_name,
    title_case_run,
)


def names(text, title=None, known=frozenset()):
    return [(a.name, a.long) for a in detect_artifacts(text, title, known_names=known)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # "via" inside a capitalised long form
        ("we propose SPEER: Sentence-level Planning via Embedded Entity Retrieval. Specifically, we mark spans.",
         [("SPEER", "Sentence-level Planning via Embedded Entity Retrieval")]),
        # the possessive is not part of the name
        ("We describe XSTest's creation and composition.", [("XSTest", None)]),
        # lower-case names: right after "a <kind> called", or described as new right after the intro verb
        ("We introduce a technique called dynamic batching, which batches operations.", [("dynamic batching", None)]),
        ("we propose a new weight normalization technique called spectral normalization to stabilize training.",
         [("spectral normalization", None)]),
        ("We then introduce intrinsic fear, a new method that mitigates these problems.", [("intrinsic fear", None)]),
        ("To address this, we propose permutation self-consistency, a form of self-consistency over rankings.",
         [("permutation self-consistency", None)]),
        ("We present a unified framework called deep dependency networks (DDNs) that combines them.",
         [("DDNs", "deep dependency networks")]),
        # a lower-case name set off after "a new <kind>"; quotes are no part of a name; "++" makes one
        ("We present a new approach, asynchronous layer-wise gradient descent that maximizes overlap.",
         [("asynchronous layer-wise gradient descent", None)]),
        ("We propose a new analysis technique – circuit probing – that uncovers circuits.", [("circuit probing", None)]),
        ("Evaluations reveal that the resulting model, dubbed ‘AceGPT’, sets the state of the art.",
         [("AceGPT", None)]),
        ("We propose a carefully tuned recipe, which we call Hydra++, that improves decoding.", [("Hydra++", None)]),
        # two distinctive words set off together are one name
        ("We present a new dataset, which we name MS MARCO, for reading comprehension.", [("MS MARCO", None)]),
        ("We annotate a new dataset, MORAL EVENTS, consisting of 5,494 annotations.", [("MORAL EVENTS", None)]),
        # LaTeX quotes around a name
        ("To bridge this gap, we introduce ``MimicTouch'', a novel framework for learning policies.",
         [("MimicTouch", None)]),
    ],
)
def test_name_shapes(text, expected):
    assert names(text) == expected


def test_distinctive_names():
    assert all(map(is_distinctive_name, ["LLM-KICK", "WildChat", "1DFormer", "LMSYS-Chat-1M", "X-Eval", "Q-Prop"]))
    assert not any(map(is_distinctive_name, ["Knowledge-Intensive", "LLM-based", "Transformer", "2023", "X-ray"]))


def test_a_number_glued_to_a_word_is_no_name():
    assert not any(map(is_distinctive_name, ["90linguistic", "10languages"]))  # a space lost in extraction
    assert all(map(is_distinctive_name, ["3DGS", "1DFormer", "word2vec"]))


def test_numbers_with_units_are_not_names():
    assert names("We construct a large-scale dataset comprising 1.7M derivation steps.") == []


def test_well_known_abbreviation_is_not_an_artifact():
    assert names("We propose training reinforcement learning (RL) policies that are robust.") == []


def test_dashes_set_a_name_off():
    assert names("We propose FooNet\u2014a fast network\u2014for retrieval.") == [("FooNet", None)]
    assert all("\u2014" not in name for name, _ in names("we propose a new method\u2014coreset MCMC\u2014that simulates a chain."))


def test_normalize_name():
    assert normalize_name("The **WildChat**.") == "wildchat"


def test_lowercase_name_ends_where_what_is_said_of_it_begins():
    def name_after_called(text):
        end = lowercase_name_end(text, 7, len(text))
        return text[7:end] if end else None

    assert name_after_called("called graph fission which takes") == "graph fission"
    assert name_after_called("called spectral normalization to stabilize") == "spectral normalization"
    assert name_after_called("called the Big Model") is None


def test_a_known_name_is_known_as_it_is_spelled():
    spellings = known_spellings_by_key(["COCO", "MNIST"])
    assert spellings == {"coco": frozenset({"COCO"}), "mnist": frozenset({"MNIST"})}
    assert spelled_like_known_name("COCO", spellings) and not spelled_like_known_name("CoCo", spellings)
    assert spelled_like_known_name("FooNet", spellings)  # no spelling on record


def test_a_title_case_run_takes_a_name_ending_in_plus_signs():
    # 2022.amta-research.20: "We introduce Embedding-Enhanced GIZA++, and outperform GIZA++": the new name is the
    # whole run, not the prior method it builds on
    clean = "Embedding-Enhanced GIZA++, and outperform"
    assert clean[:title_case_run(clean, 0, len(clean))] == "Embedding-Enhanced GIZA++"
