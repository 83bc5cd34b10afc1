"""The shipped task_type text classifier (extractor/trained/task_type)."""

import sys
from pathlib import Path
from typing import get_args

import pytest
import spacy

from extractor.records import TaskType

REPO = Path(__file__).resolve().parents[1]
MODEL = REPO / "extractor" / "trained" / "task_type"
DATA = REPO.parent / "shared" / "data"

NLP_TEXT = (
    "We propose a multilingual machine translation model for low-resource languages. Our encoder-decoder "
    "transformer is pretrained on monolingual text and fine-tuned on parallel sentences; it improves BLEU "
    "on the FLORES benchmark and reduces hallucinated words in summaries and dialogue responses."
)
ROBOTICS_TEXT = (
    "We present a visuomotor policy for dexterous robotic manipulation. A robot arm with a multi-fingered "
    "hand learns grasping from teleoperated demonstrations and transfers from simulation to the real "
    "robot, picking and placing objects with a 90% success rate in real-world experiments."
)


@pytest.fixture(scope="module")
def nlp():
    return spacy.load(MODEL)


def test_pipeline_is_one_self_contained_textcat(nlp):
    assert nlp.pipe_names == ["textcat"]
    textcat = nlp.get_pipe("textcat")
    assert sorted(textcat.labels) == sorted(get_args(TaskType))
    cfg = nlp.config["components"]["textcat"]
    assert cfg["factory"] == "textcat"  # exclusive classes, not textcat_multilabel
    assert cfg["model"]["exclusive_classes"] is True
    # No listener to a shared tok2vec and no static vectors: it can be sourced anywhere.
    assert "Tok2VecListener" not in str(cfg)
    assert nlp.vocab.vectors.shape[0] == 0


def test_model_is_small():
    size = sum(f.stat().st_size for f in MODEL.rglob("*") if f.is_file())
    assert size < 10_000_000


def test_cats_are_probabilities_over_areas(nlp):
    cats = nlp(NLP_TEXT).cats
    assert set(cats) == set(get_args(TaskType))
    assert sum(cats.values()) == pytest.approx(1.0, abs=1e-3)
    assert max(cats, key=cats.get) == "Natural Language Processing"
    cats = nlp(ROBOTICS_TEXT).cats
    assert max(cats, key=cats.get) == "Robotics"


def test_can_be_sourced_under_another_name(nlp):
    host = spacy.blank("en")
    host.add_pipe("sentencizer")
    host.add_pipe("textcat", name="task_type", source=nlp)
    cats = host(ROBOTICS_TEXT).cats
    assert max(cats, key=cats.get) == "Robotics"


@pytest.mark.skipif(not (DATA / "paperlists").exists(), reason="../shared/data is not available")
def test_held_out_ijcai_accuracy_beats_majority_class(nlp):
    sys.path.insert(0, str(REPO / "training"))
    import train_task_type as tt

    papers = tt.load_papers(DATA)
    split = tt.ijcai_split(papers)
    train_ids = {p["id"] for p in split["train"] + split["dev"]}
    assert not train_ids & {p["id"] for p in split["test"]}
    test = split["test"]
    predicted = [max(d.cats, key=d.cats.get) for d in nlp.pipe(p["abstract"] for p in test)]
    accuracy = sum(p == t["primary_area"] for p, t in zip(predicted, test)) / len(test)
    majority = sum(t["primary_area"] == "Machine Learning" for t in test) / len(test)
    assert accuracy > majority + 0.15
