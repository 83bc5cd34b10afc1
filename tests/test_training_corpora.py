"""Pure functions of the NER training data preparation (training/corpora.py)."""

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from training.corpora import GoldDoc, replace_mentions  # noqa: E402

DOCS = [
    GoldDoc("We apply BERT to machine translation on WMT14.",
            [(9, 13, "METHOD"), (17, 36, "TASK"), (40, 45, "DATASET")]),
    GoldDoc("A CRF tagger does named entity recognition on CoNLL-2003 data.",
            [(2, 12, "METHOD"), (18, 42, "TASK"), (46, 56, "DATASET")]),
    GoldDoc("TDMSci-style sentence about parsing.", [(28, 35, "TASK")], partial=True, unsure=[(0, 12)]),
]


def test_replaced_mentions_keep_their_labels_and_exact_offsets():
    copies = replace_mentions(DOCS, copies=3, p=1.0, seed=1)
    assert len(copies) == 3 * len(DOCS)
    pool = {(d.text[s:e], label) for d in DOCS for s, e, label in d.spans}
    for doc in copies:
        for start, end, label in doc.spans:
            assert (doc.text[start:end], label) in pool  # a mention of the same label, at its new offsets
    # the words around the mentions are untouched
    assert all(c.text.startswith("We apply ") and c.text.endswith(".") for c in copies[0::3])


def test_no_replacement_is_a_copy_and_the_result_is_seeded():
    same = replace_mentions(DOCS, copies=1, p=0.0, seed=0)
    assert [(d.text, d.spans) for d in same] == [(d.text, d.spans) for d in DOCS]
    first = replace_mentions(DOCS, copies=2, seed=7)
    assert [(d.text, d.spans) for d in first] == [(d.text, d.spans) for d in replace_mentions(DOCS, copies=2, seed=7)]


def test_a_partial_documents_copy_keeps_no_unsure_ranges_whose_offsets_moved():
    copy = replace_mentions(DOCS, copies=1, p=1.0, seed=3)[2]
    assert copy.partial and copy.unsure == []


def test_two_head_batches_grow_by_words_and_f1_counts_exact_spans():
    import random

    import spacy
    from spacy.training import Example

    from training.two_heads import exact_f1, word_batches

    nlp = spacy.blank("en")
    examples = [Example.from_dict(nlp.make_doc(f"word {i} " * 10), {}) for i in range(100)]  # 20 tokens each
    batches = word_batches(examples, random.Random(0), start=40, stop=100, compound=2.0)
    sizes = [sum(len(eg.reference) for eg in next(batches)) for _ in range(4)]
    assert sizes == [40, 80, 100, 100]  # 40, then 40 * 2, then capped at `stop`
    gold = {(0, 2, "TASK"), (3, 4, "METRIC")}
    assert exact_f1([(gold, {(0, 2, "TASK"), (3, 5, "METRIC")})]) == 0.5  # a boundary off is a miss
    assert exact_f1([(gold, gold)]) == 1.0 and exact_f1([(set(), set())]) == 0.0
