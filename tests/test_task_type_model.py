"""The shipped task_type text classifier (extractor/trained/task_type)."""

import sys
from pathlib import Path
from typing import get_args

import pytest
import spacy

from extractor.components.task_type import classifier_text
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
    cats = nlp(classifier_text(None, NLP_TEXT)).cats
    assert set(cats) == set(get_args(TaskType))
    assert sum(cats.values()) == pytest.approx(1.0, abs=1e-3)
    assert max(cats, key=cats.get) == "Natural Language Processing"
    cats = nlp(classifier_text("Dexterous Grasping", ROBOTICS_TEXT)).cats
    assert max(cats, key=cats.get) == "Robotics"


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
def test_held_out_ijcai_accuracy_beats_majority_class(nlp):
    sys.path.insert(0, str(REPO / "training"))
    import train_task_type as tt

    papers = tt.load_papers(DATA)
    split = tt.ijcai_split(papers)
    train_ids = {p["id"] for p in split["train"] + split["dev"]}
    assert not train_ids & {p["id"] for p in split["test"]}
    test = split["test"]
    predicted = [max(d.cats, key=d.cats.get) for d in nlp.pipe(tt.paper_text(p) for p in test)]
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
