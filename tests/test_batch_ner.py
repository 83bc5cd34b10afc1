"""The NER's batch decoding (extractor/components/batch_ner.py) finds exactly the entities spaCy's own decoding
loop finds, with the same weights, on real abstracts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import spacy

from extractor.components.batch_ner import BatchEntityRecognizer
from extractor.pipeline import NER_MODEL, load_trained

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "data" / "iclr2024_sample.jsonl"


@pytest.fixture(scope="module")
def models():
    return load_trained(NER_MODEL, exclude=("tdmsci_ner",)), spacy.load(NER_MODEL, exclude=("tdmsci_ner",))


def sample_texts() -> list[str]:
    records = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [record["abstract"] for record in records]


def entities(nlp, texts, batch_size=8):
    docs = [nlp.make_doc(text) for text in texts]
    sentencizer = nlp.add_pipe("sentencizer", first=True) if "sentencizer" not in nlp.pipe_names else None
    try:
        docs = [nlp.get_pipe("sentencizer")(doc) for doc in docs]
        docs = list(nlp.get_pipe("ner").pipe(docs, batch_size=batch_size))
    finally:
        if sentencizer is not None:
            nlp.remove_pipe("sentencizer")
    return [[(e.start, e.end, e.label_) for e in doc.ents] for doc in docs], [
        [token.ent_iob_ for token in doc] for doc in docs]


def test_the_shipped_ner_loads_with_batch_decoding(models):
    batch, plain = models
    assert isinstance(batch.get_pipe("ner"), BatchEntityRecognizer)
    assert not isinstance(plain.get_pipe("ner"), BatchEntityRecognizer)


def test_same_entities_as_spacys_decoding(models):
    batch, plain = models
    texts = sample_texts() + ["", "BERT", "We fine-tune BERT. SQuAD is used.", "   "]
    found, iob = entities(batch, texts)
    expected, expected_iob = entities(plain, texts)
    assert sum(len(doc) for doc in found) > 100  # the sample's abstracts name many things
    assert found == expected
    assert iob == expected_iob


def test_preset_entities_fall_back_to_spacys_decoding(models):
    batch, _ = models
    ner = batch.get_pipe("ner")
    doc = batch.make_doc("We evaluate the Foo Bar system on ImageNet.")
    doc.set_ents([spacy.tokens.Span(doc, 3, 5, label="METHOD")], default="missing")
    ner(doc)
    assert (3, 5, "METHOD") in [(e.start, e.end, e.label_) for e in doc.ents]  # the preset entity is kept


def test_valid_moves_keep_entities_inside_a_sentence_and_off_spaces():
    from extractor.components.batch_ner import _Moves
    import numpy

    moves = _Moves(["B-TASK", "I-TASK", "L-TASK", "U-TASK", "B-METHOD", "L-METHOD", "U-", "O"])
    def valid(is_open, open_label, has_next, next_starts, space):
        row = moves.valid(numpy.array([is_open]), numpy.array([open_label]), numpy.array([has_next]),
                          numpy.array([next_starts]), numpy.array([space]))[0]
        return {name for name, ok in zip(["B-TASK", "I-TASK", "L-TASK", "U-TASK", "B-METHOD", "L-METHOD", "U-", "O"],
                                         row) if ok}
    task = moves.labels.index("TASK") + 1
    assert valid(False, -1, True, False, False) == {"B-TASK", "U-TASK", "B-METHOD", "O"}
    assert valid(False, -1, True, True, False) == {"U-TASK", "O"}  # the next token starts a sentence: no Begin
    assert valid(False, -1, False, False, False) == {"U-TASK", "O"}  # the last token: no Begin
    assert valid(False, -1, True, False, True) == {"O"}  # a space token starts no entity
    assert valid(True, task, True, False, False) == {"I-TASK", "L-TASK"}  # an open TASK goes on or ends as one
    assert valid(True, task, True, True, False) == {"L-TASK"}  # ... and ends before a new sentence
