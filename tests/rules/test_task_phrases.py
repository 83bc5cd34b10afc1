"""Task phrases (extractor/rules/task/phrases.py): cleaning a raw phrase down to a task name, and judging it."""

import pytest

from extractor.rules.task.choose import choose_task
from extractor.rules.task.phrases import (
    TASK_LIST,
    clean_phrase,
    has_task_head,
    is_generic,
    is_task_like,
    known_tasks,
    normalize_phrase,
    split_sentences,
)


def test_clean_phrase_stops_at_clause_and_strips_noise():
    assert clean_phrase("improving kernel approximation via feature maps") == "kernel approximation"
    assert clean_phrase("the vehicle routing problem, which is hard") == "vehicle routing"
    assert clean_phrase("visual reasoning in the context of textual QA") == "visual reasoning"


def test_generic_phrases_are_rejected():
    assert is_generic("this problem")
    assert is_generic("machine learning")
    assert not is_generic("continual learning")
    assert clean_phrase("this task") is None
    assert clean_phrase("large language models") is None  # a thing, not a task


def test_clean_phrase_keeps_dimensions_and_drops_fragments():
    assert clean_phrase("3D object detection") == "3D object detection"
    assert clean_phrase("38 evaluation") is None
    # a word broken across PDF lines, a modifier without its noun, a count
    assert clean_phrase("classifi- cation") is None
    assert clean_phrase("so-called compositional") is None
    assert clean_phrase("nine different") is None
    assert clean_phrase("information retrieval") == "information retrieval"
    assert clean_phrase("risk management") == "risk management"


def test_split_sentences():
    assert split_sentences("We do X. Then Y follows! Is it Z?") == ["We do X.", "Then Y follows!", "Is it Z?"]


def test_plural_results_are_not_tasks():
    assert not has_task_head("reconstructions")
    assert has_task_head("3D reconstruction")


def test_hyphenated_and_spaced_spellings_are_one_phrase():
    from extractor.rules.task.phrases import normalize_phrase

    assert normalize_phrase("next-token prediction") == normalize_phrase("Next Token Predictions")
    assert normalize_phrase("fine-tuning") != normalize_phrase("tuning")


def test_junk_phrases_are_rejected_or_trimmed():
    assert clean_phrase("38 evaluation") is None
    assert clean_phrase("d-assumed testing") is None
    assert clean_phrase("developing content moderation") == "content moderation"
    assert clean_phrase("includes tariff contract generation") == "tariff contract generation"
    assert clean_phrase("treat predictions") == "predictions"
    # gerunds that are task names themselves stay
    assert clean_phrase("reasoning chains") == "reasoning chains"
    assert clean_phrase("planning domains") == "planning domains"


@pytest.mark.skipif(not TASK_LIST.exists(), reason="task list not built")
def test_task_gazetteer_is_loaded_and_makes_phrases_task_like():
    names = known_tasks()
    assert normalize_phrase("machine translation") in names
    assert "this problem" not in names
    assert is_task_like("coreference resolution")


def test_a_lone_verb_is_no_task_and_a_leading_one_is_trimmed():
    assert clean_phrase("solve") is None
    assert clean_phrase("solve bimanual manipulation") == "bimanual manipulation"


def test_plural_acronyms_name_models_not_tasks():
    assert clean_phrase("CNNs") is None and clean_phrase("efficient GNNs") is None
    assert clean_phrase("NER") == "NER"


def test_task_phrases_keep_the_case_of_names_only():
    from extractor.rules.task.phrases import lower_if_common

    assert lower_if_common("ImageNet Classification") == "ImageNet classification"
    assert lower_if_common("Multi-Agent Path Finding") == "multi-agent path finding"
    assert lower_if_common("CIFAR-10 Recognition of MAPF") == "CIFAR-10 recognition of MAPF"


def test_hyphenated_heads_named_problems_and_intensifiers():
    from extractor.rules.task.phrases import clean_phrase, has_task_head

    # a hyphenated word's last part is its head
    assert has_task_head("Multi-Contact Loco-Manipulation") and has_task_head("arm-hand grasping")
    assert not has_task_head("loco-manipulations")  # "-ions" plurals are results, as without the hyphen
    # "problem" stays when the word before it names nothing on its own
    assert clean_phrase("inverse problems") == "inverse problems"
    assert clean_phrase("the vehicle routing problem") == "vehicle routing"
    assert clean_phrase("classification task") == "classification"
    # "very challenging" is no task
    assert clean_phrase("very challenging") is None
    text = "Inverse problems are everywhere in imaging. We regularize them with a learned prior."
    assert choose_task(text, "A Non-linear Regularizer for Solving Inverse Problems") == "inverse problems"


def test_more_activity_nouns_head_task_names():
    from extractor.rules.task.phrases import has_task_head

    for phrase in ("sparse coding", "group fair division", "hallucination mitigation", "image deraining",
                   "LLM debiasing", "training acceleration", "controllable text simplification",
                   "modal verb sense disambiguation", "mortality risk stratification", "contextual query rewriting",
                   "cross-modal hashing", "speech geolocation", "one-shot inflection", "dimensionality reduction"):
        assert has_task_head(phrase), phrase
    assert not has_task_head("sparse codes")


def test_gerunds_that_modify_a_noun_stay_and_an_issue_is_no_task():
    assert clean_phrase("improving reading comprehension") == "reading comprehension"
    assert clean_phrase("the missing data imputation problem") == "missing data imputation"
    assert clean_phrase("the vanishing gradient problem") == "vanishing gradient"  # a noun ending like "recurrent"
    assert clean_phrase("developing content moderation") == "content moderation"  # a verb still goes
    assert clean_phrase("a critical issue") is None
    text = (
        "Previous work combines representations by concatenation. We present a gating mechanism that "
        "combines them. Experiments show improvements on reading comprehension tasks, on two reading "
        "comprehension datasets."
    )
    assert choose_task(text, "Fine-grained Gating for Reading Comprehension") == "reading comprehension"


def test_participles_robots_and_genre_subtitles_are_no_tasks():
    from extractor.rules.task.title import without_viewpoint

    assert clean_phrase("self-supervised") is None and clean_phrase("the proposed") is None
    assert clean_phrase("humanoid robots") is None
    assert clean_phrase("inference speed") == "inference speed"  # "-eed" is no participle
    assert without_viewpoint("LLMs as Biomedical Hypothesis Generators: A Comprehensive Evaluation") == (
        "LLMs as Biomedical Hypothesis Generators")
    assert without_viewpoint("An Empirical Study of Transformers") == "An Empirical Study of Transformers"


@pytest.mark.parametrize(
    "raw, expected",
    [("both LLM evaluation", "LLM evaluation"), ("most image classification", "image classification"),
     ("advancing machine translation", "machine translation")],
)
def test_determiners_and_advancing_open_no_task(raw, expected):
    from extractor.rules.task.phrases import clean_phrase

    assert clean_phrase(raw) == expected
