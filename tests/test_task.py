"""The paper_task component: task phrase and contribution type (pure functions + factory)."""

import spacy
from spacy.tokens import Doc

from extractor.components.task import (
    artifact_kind,
    choose_task,
    classify_contribution,
    clean_phrase,
    head_phrases,
    is_generic,
    split_sentences,
)

DETECTION = (
    "Object detection is a fundamental task in computer vision. Existing detectors rely on "
    "hand-crafted anchors. We propose AnchorFree, a simple detector that predicts boxes directly. "
    "Experiments on COCO show that AnchorFree improves object detection accuracy by 2.1 AP."
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


def test_split_sentences():
    assert split_sentences("We do X. Then Y follows! Is it Z?") == ["We do X.", "Then Y follows!", "Is it Z?"]


def test_head_phrases_read_modifiers_without_a_tagger():
    phrases = head_phrases("DCGLC leverages graph contrastive learning for graph-level clustering.")
    assert "graph contrastive learning" in phrases
    assert "graph-level clustering" in phrases


def test_task_from_first_sentence_subject():
    assert choose_task(DETECTION) == "object detection"


def test_task_from_problem_statement():
    text = "We study the problem of automated theorem proving in higher-order logic. Our prover wins."
    assert choose_task(text) == "automated theorem proving"


def test_task_from_title_for():
    text = "We present a learned codec. It beats BPG at low bitrates while keeping details sharp."
    assert choose_task(text, title="HiFiC: A Codec for Perceptual Image Compression") == "perceptual image compression"


def test_ner_task_entities_add_candidates():
    text = "We present a new method. It works well on many benchmarks."
    assert choose_task(text) is None
    assert choose_task(text, ner_tasks=["continual learning"]) == "continual learning"


def test_no_task_gives_null():
    assert choose_task("We thank the reviewers. The results are good.") is None


def test_contribution_dataset_benchmark_toolkit():
    assert classify_contribution(
        "We introduce WildChat, a corpus of 1 million user-ChatGPT conversations collected in the wild."
    ) == "dataset"
    assert classify_contribution(
        "We present FLASK, a fine-grained evaluation benchmark for language models. Models are scored per skill."
    ) == "benchmark"
    assert classify_contribution(
        "We introduce Jumanji, an open-source library of fast reinforcement learning environments written in JAX."
    ) == "toolkit"


def test_contribution_method_is_default_even_with_benchmark_datasets():
    text = (
        "We propose LGPL, a label-guided pseudo-labeling method for semi-supervised learning. "
        "Experiments on several benchmark datasets show that it outperforms the state of the art."
    )
    assert classify_contribution(text) == "method"


def test_contribution_survey_position_theory_analysis():
    assert classify_contribution("This survey reviews recent work on graph reduction.") == "survey"
    assert classify_contribution("In this position paper we argue that agents need memory.") == "position"
    theory = (
        "We prove a regret bound of order sqrt(T) for the bandit problem and a matching lower bound. "
        "The sample complexity is also characterized."
    )
    assert classify_contribution(theory) == "theory"
    analysis = (
        "We investigate whether language models reason like humans. We find that larger models are more "
        "logical, and our analysis reveals systematic biases."
    )
    assert classify_contribution(analysis) == "analysis"


def test_artifact_kind_reads_the_apposition():
    text = "We release KoLA, a carefully designed knowledge-oriented benchmark for LLMs."
    assert artifact_kind(text, "KoLA") == "benchmark"
    assert artifact_kind(text, "Missing") is None


def test_component_sets_extensions_and_reads_optional_ones():
    nlp = spacy.blank("en")
    nlp.add_pipe("paper_task")
    doc = nlp(DETECTION)
    assert doc._.task == "object detection"
    assert doc._.contribution_type == "method"
    # Defaults are honest nulls for docs the component never saw.
    assert nlp.make_doc("x")._.task is None
    assert nlp.make_doc("x")._.contribution_type is None


def test_component_uses_title_and_artifact_when_registered():
    for name in ("title", "artifact"):
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=None)
    nlp = spacy.blank("en")
    nlp.add_pipe("paper_task")
    text = "Nectar is a preference dataset of 183K chat prompts. Models tuned on it are more helpful."
    doc = nlp.make_doc(text)
    assert nlp.get_pipe("paper_task")(doc)._.contribution_type == "method"  # no artifact: default
    doc = nlp.make_doc(text)
    doc._.title = "Nectar for Preference Learning"
    doc._.artifact = "Nectar"
    doc = nlp.get_pipe("paper_task")(doc)
    assert doc._.task == "preference learning"
    assert doc._.contribution_type == "dataset"


def test_component_uses_ner_task_entities():
    nlp = spacy.blank("en")
    nlp.add_pipe("paper_task")
    doc = nlp.make_doc("Continual learning matters. We present a new method.")
    doc.ents = [doc.char_span(0, len("Continual learning"), label="TASK")]
    assert nlp.get_pipe("paper_task")(doc)._.task == "continual learning"
