"""The shipped task_type field classifier (extractor/trained/task_type) and its training."""

import json
import sys
from pathlib import Path
from typing import get_args

import numpy as np
import pytest
import spacy

from extractor.components.task_type import FieldModel, classifier_text, terms, tfidf_vector
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
def model():
    return FieldModel.load(MODEL)


def best(cats: dict) -> str:
    return max(cats, key=cats.get)


def test_model_covers_the_areas_and_is_small(model):
    assert sorted(model.labels) == sorted(get_args(TaskType))
    assert model.weights.shape == (len(model.index), len(model.labels)) and model.idf.shape == (len(model.index),)
    size = sum(f.stat().st_size for f in MODEL.rglob("*") if f.is_file())
    assert size < 10_000_000


def test_confidences_are_a_distribution_and_pick_the_field(model):
    cats = model.confidences(classifier_text(None, NLP_TEXT))
    assert set(cats) == set(get_args(TaskType))
    assert sum(cats.values()) == pytest.approx(1.0, abs=1e-6)
    assert best(cats) == "Natural Language Processing"
    assert best(model.confidences(classifier_text("Dexterous Grasping", ROBOTICS_TEXT))) == "Robotics"
    # the best confidence belongs to the largest decision value
    assert model.predict(classifier_text(None, NLP_TEXT)) == best(cats)


def test_terms_are_words_and_adjacent_pairs():
    assert terms("nash equilibria in 3d games, a") == [
        "nash", "equilibria", "in", "3d", "games", "nash equilibria", "equilibria in", "in 3d", "3d games"
    ]


def test_tfidf_vector_is_unit_length_damped_and_ignores_unknown_terms():
    index = {"graph": 0, "graph graph": 1, "vision": 2}
    idf = np.array([1.0, 1.0, 2.0])
    ids, values = tfidf_vector("graph graph graph unknown", index, idf)
    by_id = dict(zip(ids.tolist(), values.tolist()))
    assert set(by_id) == {0, 1}  # "unknown" and pairs with it drop out
    assert np.linalg.norm(values) == pytest.approx(1.0)
    # three "graph" against two "graph graph": damped counts 1+ln3 vs 1+ln2, not 3 vs 2
    assert by_id[0] / by_id[1] == pytest.approx((1 + np.log(3)) / (1 + np.log(2)))
    ids, values = tfidf_vector("nothing known here", index, idf)
    assert len(ids) == 0 and len(values) == 0


def test_fit_learns_separable_fields_and_saves_and_loads(tmp_path, monkeypatch):
    sys.path.insert(0, str(REPO / "training"))
    import train_task_type as tt

    monkeypatch.setattr(tt, "labels", lambda: ["Computer Vision", "Robotics"])
    vision = ["image segmentation with pixels", "pixels of an image", "image pixels and segmentation masks"]
    robots = ["robot grasping with a gripper", "gripper of a robot arm", "robot arm grasping objects"]
    fitted = tt.fit([(t, "Computer Vision") for t in vision] + [(t, "Robotics") for t in robots])
    assert best(fitted.confidences("segmentation of an image")) == "Computer Vision"
    assert best(fitted.confidences("a gripper on the robot")) == "Robotics"
    fitted.save(tmp_path / "m", {"version": "test"})
    loaded = FieldModel.load(tmp_path / "m")
    assert loaded.labels == fitted.labels and loaded.index == fitted.index
    assert np.allclose(loaded.decision("robot image"), fitted.decision("robot image"), atol=1e-5)
    # the same examples and seed give the same weights
    again = tt.fit([(t, "Computer Vision") for t in vision] + [(t, "Robotics") for t in robots])
    assert np.array_equal(again.weights, fitted.weights)


def test_temperature_calibration_prefers_sharper_scores_when_they_are_right():
    sys.path.insert(0, str(REPO / "training"))
    import train_task_type as tt

    areas = ("A", "B")
    right = [np.array([1.0, -1.0])] * 20
    assert tt.calibrate_temperature(right, ["A"] * 20, areas) >= 10.0  # always right: sharp
    mixed = right[:12] + [np.array([1.0, -1.0])] * 8
    t = tt.calibrate_temperature(mixed, ["A"] * 12 + ["B"] * 8, areas)
    assert t < 1.0  # right 60% of the time: close to even confidences


def test_classifier_text_is_title_and_abstract_lower_cased():
    assert classifier_text("Graph Transformers", "We study Graphs.") == "graph transformers\nwe study graphs."
    assert classifier_text(None, "A B") == "\na b"


def test_component_classifies_title_and_abstract_and_keeps_the_doc_text():
    from extractor.components import artifacts  # noqa: F401  (registers doc._.title)
    from spacy.tokens import Doc

    host = spacy.blank("en")
    host.add_pipe("task_type", config={"model": str(MODEL)})
    doc = host.make_doc(ROBOTICS_TEXT)
    doc._.title = "Dexterous Grasping from Demonstrations"
    doc = host(doc)
    assert doc.text == ROBOTICS_TEXT and isinstance(doc, Doc)
    assert max(doc.cats, key=doc.cats.get) == "Robotics"
    # batched and one by one agree
    batched = list(host.pipe([NLP_TEXT, ROBOTICS_TEXT], batch_size=1))
    assert [d.cats for d in batched] == [host(NLP_TEXT).cats, host(ROBOTICS_TEXT).cats]


def test_component_refuses_a_missing_model(tmp_path):
    with pytest.raises(ValueError, match="task_type needs"):
        spacy.blank("en").add_pipe("task_type", config={"model": str(tmp_path / "absent")})


@pytest.mark.skipif(not (DATA / "paperlists").exists(), reason="../shared/data is not available")
def test_held_out_ijcai_accuracy_beats_majority_class(model):
    sys.path.insert(0, str(REPO / "training"))
    import train_task_type as tt

    papers = tt.load_papers(DATA)
    split = tt.ijcai_split(papers)
    train_ids = {p["id"] for p in split["train"]}
    assert not train_ids & {p["id"] for p in split["test"]}
    test = split["test"]
    predicted = [model.predict(tt.paper_text(p)) for p in test]
    accuracy = sum(p == t["primary_area"] for p, t in zip(predicted, test)) / len(test)
    majority = sum(t["primary_area"] == "Machine Learning" for t in test) / len(test)
    assert accuracy > majority + 0.15


def test_keyword_area_reads_the_first_keyword_that_names_an_area():
    sys.path.insert(0, str(REPO / "training"))
    import train_task_type as tt

    areas = frozenset(get_args(TaskType))
    paper = {"keywords": "Journal Track: General; Computer Vision: CV: 3D computer vision; Robotics: ROB: Grasping"}
    assert tt.keyword_area(paper, areas) == "Computer Vision"
    assert tt.keyword_area({"keywords": "DC: Doctoral consortium"}, areas) is None
    assert tt.keyword_area({}, areas) is None


@pytest.mark.skipif(not (DATA / "paperlists").exists(), reason="../shared/data is not available")
def test_other_track_examples_are_labelled_like_the_main_track_and_stay_out_of_evaluation():
    sys.path.insert(0, str(REPO / "training"))
    import train_task_type as tt

    papers = tt.load_papers(DATA)
    areas = frozenset(get_args(TaskType))
    main = [p for p in papers if p.get("primary_area")]
    # the rule that labels the other tracks gives every main-track paper its primary area
    assert all(tt.keyword_area(p, areas) == p["primary_area"] for p in main)
    extra = tt.keyword_examples(papers)
    assert len(extra) > 100 and {area for _, area in extra} <= areas
    held_out = {tt.paper_text(p) for p in tt.ijcai_split(papers)["test"]}
    annotated = {tt.paper_text(p) for p in papers if p["id"] in tt.benchmark_ids()}
    texts = {text for text, _ in extra}
    assert not texts & held_out and not texts & annotated


def test_a_text_without_known_terms_gets_the_prior_not_an_error(model):
    cats = model.confidences(classifier_text(None, "zzqx"))
    assert sum(cats.values()) == pytest.approx(1.0)
    # nothing known: the decision is the bias alone
    assert np.allclose(model.decision("zzqx"), model.bias)


@pytest.mark.skipif(not (DATA / "paperlists").exists(), reason="../shared/data is not available")
def test_shipped_model_is_what_the_training_command_builds_today():
    # A new benchmark file takes its papers out of training: then the model must be retrained.
    sys.path.insert(0, str(REPO / "training"))
    import train_task_type as tt

    examples = tt.build_corpus(DATA)
    meta = json.loads((MODEL / "meta.json").read_text())
    assert meta["training_examples"] == len(examples)
    fitted = tt.fit(examples)
    assert len(fitted.index) == meta["features"]
