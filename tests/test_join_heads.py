"""training/train_ner.join_heads: two trained tok2vec + ner pipelines become one ["ner", "tdmsci_ner"] pipeline
whose heads predict what the two models predicted alone. Tiny models trained here, no data needed."""

import sys
from pathlib import Path

import pytest

spacy = pytest.importorskip("spacy")
from spacy.training import Example  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from training.train_ner import join_heads  # noqa: E402

LISTENING_NER = {
    "@architectures": "spacy.TransitionBasedParser.v2", "state_type": "ner", "extra_state_tokens": False,
    "hidden_width": 32, "maxout_pieces": 2, "use_upper": True,
    "tok2vec": {"@architectures": "spacy.Tok2VecListener.v1", "width": 96, "upstream": "tok2vec"},
}
TEXT = "We train BERT on WMT14 for machine translation ."


def trained_model(path: Path, spans: list[tuple[str, str]]) -> Path:
    """A tok2vec + ner pipeline (the ner listening, as training/ner.cfg has it) fitted to one sentence."""
    nlp = spacy.blank("en")
    nlp.add_pipe("tok2vec")
    nlp.add_pipe("ner", config={"model": LISTENING_NER})
    doc = nlp.make_doc(TEXT)
    ents = {"entities": [(TEXT.index(text), TEXT.index(text) + len(text), label) for text, label in spans]}
    examples = [Example.from_dict(doc, ents)]
    optimizer = nlp.initialize(lambda: examples)
    for _ in range(40):
        nlp.update(examples, sgd=optimizer)
    nlp.to_disk(path)
    return path


def test_joined_heads_predict_what_their_models_predicted(tmp_path):
    joint = trained_model(tmp_path / "joint", [("BERT", "METHOD"), ("WMT14", "DATASET")])
    tdmsci = trained_model(tmp_path / "tdmsci", [("WMT14", "DATASET"), ("machine translation", "TASK")])
    alone = {name: [(e.text, e.label_) for e in spacy.load(path)(TEXT).ents]
             for name, path in (("joint", joint), ("tdmsci", tdmsci))}
    assert alone["joint"] != alone["tdmsci"]  # the two models disagree, so a swap or a lost weight shows

    joined = join_heads(joint, tdmsci)
    joined.to_disk(tmp_path / "joined")
    nlp = spacy.load(tmp_path / "joined")
    assert nlp.pipe_names == ["ner", "tdmsci_ner"]
    doc = nlp(TEXT)
    assert [(e.text, e.label_) for e in doc.ents] == alone["joint"]
    assert [(s.text, s.label_) for s in doc.spans["tdmsci"]] == alone["tdmsci"]
    nlp.select_pipes(disable=["ner"])  # each head has its own encoder: either runs without the other
    head_alone = nlp(TEXT)
    assert [(s.text, s.label_) for s in head_alone.spans["tdmsci"]] == alone["tdmsci"]
