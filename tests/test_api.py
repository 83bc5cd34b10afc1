"""The Python API: what `import extractor` shows, and extract_many's (record, context) pairs."""

from __future__ import annotations

import pydoc
import subprocess
import sys

import pytest

import extractor
from extractor.records import ErrorRecord, PaperExtraction

ABSTRACT = "We release WildChat, a corpus of 1 million conversations. Data: https://huggingface.co/datasets/x/y."


def test_dir_and_help_list_the_public_names():
    assert {"Extractor", "extract", "load", "to_dataframes", "__version__"} <= set(dir(extractor))
    assert set(extractor.__all__) <= set(dir(extractor))
    text = pydoc.render_doc(extractor, renderer=pydoc.plaintext)
    assert "class Extractor" in text and "to_dataframes(" in text and "load(" in text


def test_import_stays_light():
    """`import extractor` (the CLI's --help) loads neither spaCy nor pandas; the lazy names still resolve."""
    code = ("import sys, extractor; dir(extractor); assert 'spacy' not in sys.modules and 'pandas' not in sys.modules;"
            " from extractor import Extractor, to_dataframes; assert 'spacy' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_unknown_attribute_is_an_attribute_error():
    with pytest.raises(AttributeError):
        extractor.no_such_name  # noqa: B018


def test_extract_many_carries_contexts_through(extractor):
    pairs = [
        (ABSTRACT, {"row": 1}),
        ({"id": "b", "title": "T", "abstract": ABSTRACT}, "second"),
        ("", 3),  # an empty abstract: an ErrorRecord, its context still beside it
        ({"id": "d", "abstract": "We prove a bound."}, None),
    ]
    results = list(extractor.extract_many(iter(pairs), as_tuples=True))
    assert [context for _, context in results] == [{"row": 1}, "second", 3, None]
    kinds = [type(result) for result, _ in results]
    assert kinds == [PaperExtraction, PaperExtraction, ErrorRecord, PaperExtraction]
    assert results[1][0].paper_id == "b" and results[1][0].title == "T"
    assert results[0][0].urls[0].kind == "data"


def test_extract_many_contexts_survive_batching(extractor):
    from extractor.api import Extractor

    small = Extractor(extractor.nlp, batch_size=2)
    pairs = [(f"We report {i} percent.", i) for i in range(5)]
    assert [context for _, context in small.extract_many(pairs, as_tuples=True)] == list(range(5))


def test_as_tuples_rejects_bare_records(extractor):
    with pytest.raises(TypeError, match="pairs"):
        list(extractor.extract_many([ABSTRACT], as_tuples=True))


RESNET = ("Deeper neural networks are more difficult to train. We present a residual learning framework to ease the "
          "training of networks that are substantially deeper than those used previously. On the ImageNet dataset we "
          "evaluate residual nets with a depth of up to 152 layers and reach 3.57% error.")
RESNET_TITLE = "Deep Residual Learning for Image Recognition"


def test_a_task_only_the_title_names_is_a_row_of_the_title(extractor):
    result = extractor.extract(RESNET, title=RESNET_TITLE)
    in_title = [e for e in result.entities if e.field == "title"]
    # the main task (the title's purpose), then its phrase ending in a task word
    assert [(e.label, e.text, RESNET_TITLE[e.start_char:e.end_char]) for e in in_title] == [
        ("TASK", "Image Recognition", "Image Recognition"), ("TASK", "Deep Residual Learning", "Deep Residual Learning")]
    # the names table's score keeps the purpose, not the means the title names first
    names = [(n.canonical, n.field) for n in result.names if n.label == "TASK"]
    assert ("Image Recognition", "title") in names and not any(n == "Deep Residual Learning" for n, _ in names)
    # Named in the abstract too: the abstract's mention stands for it, and the title adds no row.
    again = extractor.extract(RESNET + " Image recognition is hard.", title=RESNET_TITLE)
    assert [e.text for e in again.entities if e.field == "title"] == ["Deep Residual Learning"]
    # No title, no title rows.
    assert all(e.field == "abstract" for e in extractor.extract(RESNET).entities)
