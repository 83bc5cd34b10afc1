"""The abbreviations component (the pairing rules' own tests: tests/rules/test_abbreviation_*.py)."""

import spacy

from extractor.textview import markup_free_view, view_offset


def test_markup_free_view_maps_back():
    clean, index = markup_free_view("**Bold** $x$")
    assert clean == "Bold x"
    assert [index[i] for i in range(len(clean))] == [2, 3, 4, 5, 8, 10]
    assert [view_offset(index, offset) for offset in (2, 5, 8, 10)] == [0, 3, 4, 5]
    assert view_offset(index, 0) is None and view_offset(index, 9) is None and view_offset(index, 99) is None


def test_component_marks_long_form_and_every_short_mention():
    nlp = spacy.blank("en")
    nlp.add_pipe("abbreviations")
    doc = nlp("We present Hyper-Evidential Neural Network (HENN). HENN works; HENNs do not count.")
    texts = [(s.text, s._.long_form) for s in doc.spans["abbreviations"]]
    assert texts == [
        ("Hyper-Evidential Neural Network", None),
        ("HENN", "Hyper-Evidential Neural Network"),
        ("HENN", "Hyper-Evidential Neural Network"),
    ]
    assert doc._.abbreviations[0].short == "HENN"
