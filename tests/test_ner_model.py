"""The shipped entity recognizer (extractor/trained/ner): loads offline, finds sensible
entities in real text. Tests that read ../shared/data skip cleanly when it is absent."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

spacy = pytest.importorskip("spacy")

REPO = Path(__file__).resolve().parents[1]
MODEL = REPO / "extractor" / "trained" / "ner"
DATA = REPO.parent / "shared" / "data"
TABLE_LABELS = {"METHOD", "DATASET", "TASK", "METRIC", "MATERIAL", "OTHER", "GENERIC"}


@pytest.fixture(scope="module")
def nlp():
    if not (MODEL / "config.cfg").is_file():
        pytest.fail(f"no shipped model at {MODEL}: run `python training/train_ner.py`")
    return spacy.load(MODEL)


def ents(nlp, text: str) -> dict[str, str]:
    return {e.text: e.label_ for e in nlp(text).ents}


def test_pipeline_shape(nlp):
    # Loaded by plain spacy.load: the TDMSci head's factory is found through the package's entry point.
    assert nlp.lang == "en"
    assert nlp.pipe_names == ["ner", "tdmsci_ner"]  # each head with its own encoder: no listener between them
    assert set(nlp.get_pipe("ner").labels) <= TABLE_LABELS
    assert {"METHOD", "DATASET", "TASK", "METRIC"} <= set(nlp.get_pipe("ner").labels)
    assert set(nlp.get_pipe("tdmsci_ner").labels) == {"TASK", "DATASET", "METRIC"}


TDMSCI_TEXT = ("We evaluate our parser on the Penn Treebank and the CoNLL-2003 dataset and report labeled "
               "attachment score and F1 for dependency parsing and named entity recognition.")


def test_tdmsci_head_writes_its_spans_and_leaves_the_entities_alone(nlp):
    doc = nlp(TDMSCI_TEXT)
    own = list(doc.spans["tdmsci"])
    assert own and {s.label_ for s in own} <= {"TASK", "DATASET", "METRIC"}
    assert ("Penn Treebank", "DATASET") in {(s.text, s.label_) for s in own}, own
    first_head = nlp.get_pipe("ner")(nlp.make_doc(TDMSCI_TEXT))
    assert [(e.start, e.end, e.label_) for e in doc.ents] == [(e.start, e.end, e.label_) for e in first_head.ents]


def test_tdmsci_head_reads_the_text_not_the_entities_before_it(nlp):
    # A transition-based NER keeps entities already on the Doc; the TDMSci head must not: its spans are the same
    # whatever the first head found, and those entities stay as they were.
    doc = nlp.make_doc(TDMSCI_TEXT)
    start = TDMSCI_TEXT.index("Penn")
    doc.ents = [doc.char_span(start, start + 4, label="TASK")]  # "Penn", as if the first head had found it
    nlp.get_pipe("tdmsci_ner")(doc)
    whole = nlp(TDMSCI_TEXT)
    assert [(s.start, s.end, s.label_) for s in doc.spans["tdmsci"]] == \
        [(s.start, s.end, s.label_) for s in whole.spans["tdmsci"]]
    assert [(e.text, e.label_) for e in doc.ents] == [("Penn", "TASK")]


def test_the_extraction_pipeline_leaves_the_tdmsci_head_out():
    # No table reads doc.spans["tdmsci"]: the product does not pay for the head.
    from extractor.pipeline import build_pipeline

    product = build_pipeline(task_type_model=None, contribution_model=None)
    assert "ner" in product.pipe_names and "tdmsci_ner" not in product.component_names
    assert "tdmsci" not in product(TDMSCI_TEXT).spans


def test_model_is_small():
    # Two heads, each with its own encoder (8.1 + 5.2 MB), and the floret table (2.7 MB): docs/TRAINING.md.
    size = sum(p.stat().st_size for p in MODEL.rglob("*") if p.is_file())
    assert size < 17_000_000, f"shipped NER is {size / 1e6:.1f} MB"


def test_labels_only_from_the_table(nlp):
    doc = nlp("We evaluate a convolutional neural network on ImageNet and report top-1 accuracy.")
    assert all(e.label_ in TABLE_LABELS for e in doc.ents)


def test_known_dataset_gets_dataset(nlp):
    found = ents(nlp, "We report results on the Penn Treebank and on the CoNLL-2003 dataset.")
    assert found.get("Penn Treebank") == "DATASET", found


def test_task_and_metric(nlp):
    found = ents(nlp, "Our system improves machine translation quality by 2 BLEU points over a phrase-based baseline.")
    assert found.get("machine translation") == "TASK", found
    assert found.get("BLEU") == "METRIC", found


def test_method(nlp):
    found = ents(nlp, "We propose a recurrent neural network language model for speech recognition.")
    labels = set(found.values())
    assert "METHOD" in labels, found
    assert "TASK" in labels, found


def test_offsets_are_text_offsets(nlp):
    text = "Experiments on the  SQuAD dataset show that   our attention model improves F1."
    for e in nlp(text).ents:
        assert text[e.start_char:e.end_char] == e.text


def test_deterministic(nlp):
    text = "We train a transformer on WMT 2014 English-German and evaluate with BLEU."
    first = [(e.start_char, e.end_char, e.label_) for e in nlp(text).ents]
    assert first == [(e.start_char, e.end_char, e.label_) for e in nlp(text).ents]


def test_heldout_scores_are_sane(nlp):
    """A coarse floor so a broken retrain is caught (figures: benchmarks/; the shipped model has also
    trained on this split, see docs/TRAINING.md, so this is a sanity check, not a measurement)."""
    if not DATA.is_dir():
        pytest.skip("../shared/data is absent")
    sys.path.insert(0, str(REPO))
    from benchmarks.entities import evaluate_tdmsci_heldout

    scores = evaluate_tdmsci_heldout(nlp, DATA)
    assert scores["micro"]["f"] > 0.4, scores["micro"]


def test_pipeline_multiplies_with_numpy_blas_without_changing_the_callers_ops():
    # BLIS ran the tok2vec at half the speed of numpy's BLAS on these machines (see pipeline.py).
    from thinc.api import get_current_ops

    from extractor.pipeline import build_pipeline

    before = get_current_ops()
    ner_model = build_pipeline(task_type_model=None).get_pipe("ner").model
    assert ner_model.ops.use_blis is False
    assert get_current_ops() is before


def test_a_name_ending_a_sentence_leaves_the_period_out():
    # spaCy's English rules keep "T2I." whole (a period after one capital); the pipeline's tokenizer
    # splits it, so entity and artifact spans end at the name.
    from extractor.pipeline import load_trained

    nlp = load_trained(MODEL)
    text = "We call it Commonsense-T2I. We use GPT-4V. The U.S. and Ph.D. stay whole."
    tokens = [t.text for t in nlp.make_doc(text)]
    assert ["T2I", "."] == tokens[tokens.index("T2I") : tokens.index("T2I") + 2]
    assert "GPT-4V" in tokens and "U.S." in tokens and "Ph.D." in tokens
    assert all(not e.text.endswith(".") for e in nlp(text).ents if e.text not in {"U.S.", "Ph.D."})


def test_cached_vectors_give_the_wrapped_tables_vectors_and_entities(nlp):
    # The product's NER reads its floret vectors through CachedVectors: the same numbers, each word summed once,
    # also after the table fills up and starts again.
    import numpy as np

    from extractor.pipeline import load_trained
    from extractor.vectors import CachedVectors

    text = ("We propose LGPL, a label-guided pseudo-labeling method, and evaluate it on CIFAR-100 and ImageNet "
            "with top-1 accuracy; LGPL improves semi-supervised image classification.")
    keys = nlp.make_doc(text).to_array(nlp.vocab.vectors.attr)
    cached = CachedVectors(nlp.vocab.vectors, capacity=8)
    for _ in range(2):  # the second pass reads the rows the first one stored (or rebuilt after clearing)
        assert np.array_equal(cached.get_batch(keys[:8]), nlp.vocab.vectors.get_batch(keys[:8]))
    assert np.array_equal(cached.get_batch(keys), nlp.vocab.vectors.get_batch(keys))  # more words than rows
    product = load_trained(MODEL)
    assert isinstance(product.vocab.vectors, CachedVectors)
    assert product.meta["vectors"]["width"] == 64 and product.meta["vectors"]["keys"] == nlp.meta["vectors"]["keys"]
    assert [(e.text, e.label_) for e in product(text).ents] == [(e.text, e.label_) for e in nlp(text).ents]
