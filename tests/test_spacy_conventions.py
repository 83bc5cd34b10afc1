"""The shipped pipeline behaves as spaCy users expect: spacy.load by name, doc.ents = the entities table,
claims and URLs as span groups displaCy can show, factories that work without a config, and fields that
abstain below their calibrated threshold."""

from __future__ import annotations

import re

from pathlib import Path

import pytest
import spacy
from spacy import displacy

from extractor.api import Extractor
from extractor.components.contribution_type import SHIPPED_MODEL as CONTRIBUTION_MODEL
from extractor.components.task_type import SHIPPED_MODEL as TASK_TYPE_MODEL
from extractor.components.task_type import FieldModel, best_or_abstain
from extractor.pipeline import shared_pipeline

TEXT = ("We introduce FooNet, a graph network for molecule generation. On ZINC250k it improves validity by "
        "4.2% over JT-VAE and runs 3x faster. Code: github.com/foo/FooNet and https://foonet.github.io.")


@pytest.fixture(scope="module")
def nlp():
    return shared_pipeline()


def table_entities(nlp, text: str) -> list[tuple[int, int, str]]:
    paper = Extractor(nlp).extract(text, paper_id="p")
    return [(e.start_char, e.end_char, e.label) for e in paper.entities]


def test_doc_ents_are_the_entities_table(nlp, sample_records):
    for record in [{"abstract": TEXT}, *sample_records]:
        doc = nlp(record["abstract"])
        ents = [(e.start_char, e.end_char, e.label_) for e in doc.ents]
        assert ents == table_entities(nlp, record["abstract"])
        assert ents == [(s.start_char, s.end_char, s.label_) for s in doc.spans["entities"]]


def test_the_artifact_is_labelled_as_in_the_table_and_doc_ents_carry_its_annotations(nlp):
    doc = nlp(TEXT)
    foonet = next(e for e in doc.ents if e.text == "FooNet")
    assert (foonet.label_, foonet._.is_artifact, foonet._.entity_source) == ("METHOD", True, "rule")
    assert "ner" in doc.spans  # the NER's own reading, kept apart from the final entities


def test_displacy_shows_the_table_labels(nlp):
    doc = nlp(TEXT)
    html = displacy.render(doc, style="ent")
    shown = re.findall(r'<mark class="entity".*?>\s*(.*?)\s*<span[^>]*>(\w+)</span>', html, flags=re.S)
    assert [(text.strip(), label) for text, label in shown] == [(e.text, e.label_) for e in doc.ents]
    assert ("FooNet", "METHOD") in [(e.text, e.label_) for e in doc.ents]


def test_claims_and_urls_are_span_groups_displacy_can_show(nlp):
    doc = nlp(TEXT)
    paper = Extractor(nlp).extract(TEXT, paper_id="p")
    assert [(s.text, s.label_) for s in doc.spans["claims"]] == [(c.text, c.kind) for c in paper.claims]
    assert [(s.text, s.label_) for s in doc.spans["urls"]] == [(u.text, u.kind) for u in paper.urls]
    assert [s.label_ for s in doc.spans["urls"]] == ["code", "project"]
    for key in ("claims", "urls"):
        html = displacy.render(doc, style="span", options={"spans_key": key})
        for span in doc.spans[key]:
            assert span.label_ in html


def test_spacy_load_by_name_gives_the_full_pipeline():
    nlp = spacy.load("extractor", exclude=["contribution_type"], disable=["task_type"])
    assert "contribution_type" not in nlp.pipe_names
    assert "task_type" in nlp.disabled
    assert {"ner", "web_links", "numeric_claims", "entity_merger", "canonical_names"} <= set(nlp.pipe_names)
    doc = nlp(TEXT)
    assert ("FooNet", "METHOD") in [(e.text, e.label_) for e in doc.ents]
    assert doc._.task_type is None and not doc.cats  # disabled: nothing set


def test_a_saved_pipeline_loads_back_from_its_folder(nlp, tmp_path):
    nlp.to_disk(tmp_path / "pipeline")
    loaded = spacy.load(tmp_path / "pipeline")
    assert loaded.pipe_names == nlp.pipe_names
    # the shipped models are named by no path in the saved config
    assert loaded.config["components"]["task_type"]["model"] is None
    assert loaded.config["components"]["paper_task"]["ranker"] == "shipped"
    assert str(Path(__file__).resolve().parents[1]) not in (tmp_path / "pipeline" / "config.cfg").read_text()
    a, b = nlp(TEXT), loaded(TEXT)
    assert [(e.text, e.label_) for e in a.ents] == [(e.text, e.label_) for e in b.ents]
    assert (a.cats, a._.contribution_type, a._.urls, a._.task) == (b.cats, b._.contribution_type, b._.urls, b._.task)


@pytest.mark.parametrize("factory", ["task_type", "contribution_type"])
def test_model_factories_default_to_the_shipped_model(factory):
    blank = spacy.blank("en")
    blank.add_pipe(factory)
    doc = blank("We prove a regret bound for online convex optimization with delayed feedback.")
    score = getattr(doc._, f"{factory}_score")
    assert 0.0 < score <= 1.0


def test_a_missing_model_folder_is_a_clear_error(tmp_path):
    blank = spacy.blank("en")
    with pytest.raises(ValueError, match="trained model"):
        blank.add_pipe("task_type", config={"model": str(tmp_path)})


def test_below_the_threshold_the_label_is_null_and_the_score_kept():
    assert best_or_abstain({"a": 0.3, "b": 0.7}, 0.5) == ("b", 0.7)
    assert best_or_abstain({"a": 0.45, "b": 0.55}, 0.6) == (None, 0.55)
    assert best_or_abstain({}, 0.5) == (None, None)
    blank = spacy.blank("en")
    blank.add_pipe("task_type", config={"abstain_below": 1.0})
    doc = blank("We study graphs.")
    assert doc._.task_type is None and doc._.task_type_score == round(max(doc.cats.values()), 4)


def test_shipped_models_carry_a_calibrated_threshold():
    for folder in (TASK_TYPE_MODEL, CONTRIBUTION_MODEL):
        assert 0.0 < FieldModel.load(folder).abstain_below < 1.0


def test_an_abstract_that_names_no_field_gets_none(nlp):
    """The issue's example: 0.15 for "Machine Learning" was reported as the field."""
    paper = Extractor(nlp).extract("We improve mAP by 1.88 points. Code: github.com/x/y", paper_id="p")
    assert paper.task_type is None
    assert paper.task_type_score is not None and paper.task_type_score < FieldModel.load(TASK_TYPE_MODEL).abstain_below
    assert paper.contribution_type_score is not None
