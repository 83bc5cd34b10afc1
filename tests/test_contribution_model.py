"""The learned contribution type (extractor/trained/contribution_type) on top of the paper_task rules."""

import json
import sys
from pathlib import Path

import pytest
import spacy

from extractor.components.contribution_type import CONTRIBUTION_TYPES, RULE_REPEATS, contribution_text
from extractor.components.task_type import FieldModel

REPO = Path(__file__).resolve().parents[1]
MODEL = REPO / "extractor" / "trained" / "contribution_type"

THEORY = ("We study the sample complexity of learning halfspaces under Massart noise. We prove a lower bound "
          "that matches the known upper bound up to logarithmic factors, and we derive a new generalization "
          "bound via a PAC-Bayesian argument. Our theorem implies that no efficient algorithm can do better.")
DATASET = ("We release WildChat, a corpus of one million user-ChatGPT conversations collected from a public "
           "chatbot service, with demographic metadata, timestamps and toxicity annotations for every turn.")


@pytest.fixture(scope="module")
def model():
    return FieldModel.load(MODEL)


def test_contribution_text_appends_the_rules_answer_as_a_repeated_word():
    text = contribution_text("A Title", "An abstract.", "theory")
    assert text.startswith("a title\nan abstract.")
    assert text.split("\n")[-1].split() == ["ruletheory"] * RULE_REPEATS
    assert contribution_text(None, "An abstract.", None).endswith("\n")


def test_shipped_model_covers_every_contribution_type(model):
    assert model.labels == CONTRIBUTION_TYPES
    meta = json.loads((MODEL / "meta.json").read_text())
    assert meta["name"] == "contribution_type" and meta["training_examples"] > 1000


def test_model_reads_the_text_and_the_rules_answer(model):
    assert model.predict(contribution_text(None, THEORY, "theory")) == "theory"
    assert model.predict(contribution_text(None, DATASET, "dataset")) == "dataset"
    # the rules' word alone does not decide: the same dataset abstract with a wrong rule answer
    decisions = model.decision(contribution_text(None, DATASET, "method"))
    assert decisions[CONTRIBUTION_TYPES.index("dataset")] > decisions[CONTRIBUTION_TYPES.index("theory")]


def test_component_replaces_the_rules_answer_in_the_pipeline():
    from extractor.pipeline import build_pipeline

    with_model = build_pipeline(ner_model=None, task_type_model=None)
    assert with_model.pipe_names[-1] == "contribution_type"
    rules_only = build_pipeline(ner_model=None, task_type_model=None, contribution_model=None)
    assert "contribution_type" not in rules_only.pipe_names
    doc = with_model(THEORY)
    assert doc._.contribution_type in CONTRIBUTION_TYPES
    assert doc.text == THEORY
    with pytest.raises(ValueError, match="trained model"):
        spacy.blank("en").add_pipe("contribution_type", config={"model": str(REPO / "nowhere")})


def test_shipped_model_is_trained_on_todays_annotated_sets():
    # A new annotated set (or a label changed in one) means the model must be retrained.
    sys.path.insert(0, str(REPO / "training"))
    import train_contribution as tc

    meta = json.loads((MODEL / "meta.json").read_text())
    papers = tc.annotated_papers()
    assert meta["training_examples"] == len(papers)
    assert meta["sets"] == sorted({name for name, _, _ in papers})
    sys.path.insert(0, str(REPO))
    from benchmarks import sets as benchmark_sets

    assert not set(meta["sets"]) & set(benchmark_sets.ids(folder="heldout"))
