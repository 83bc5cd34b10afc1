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


def test_weak_documents_mark_known_names_and_trust_outside_only_where_safe(shared_data):
    import spacy

    from extractor.names.kb import default_kb
    from extractor.pipeline import split_final_periods
    from training.weak_labels import weak_documents

    nlp = split_final_periods(spacy.blank("en"))
    docs = weak_documents(shared_data, nlp, 20, seed=3)
    assert len(docs) == 20 and all(d.partial and d.spans for d in docs)
    kb = default_kb()
    for doc in docs:
        for start, end, label in doc.spans:  # each span is a name the knowledge base knows under its label
            assert kb.lookup(doc.text[start:end], label) is not None, (doc.text[start:end], label)
        assert all(a[1] <= b[0] for a, b in zip(doc.spans, doc.spans[1:]))  # in order, not overlapping
