"""The numeric_claims spaCy component (the rules' own tests: tests/rules/test_claim_*.py)."""

from __future__ import annotations

from extractor.records import Claim


def test_spacy_component_sets_doc_claims():
    import spacy

    import extractor.components.claims  # noqa: F401  (registers the factory)

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("numeric_claims")
    doc = nlp("We train it. It uses 40 GPU hours and 27.7% of the data.")
    assert [c.text for c in doc._.claims] == ["40 GPU hours", "27.7%"]
    assert doc._.claims[0].sentence == "It uses 40 GPU hours and 27.7% of the data."
    assert all(isinstance(c, Claim) for c in doc._.claims)

    bare = spacy.blank("en")
    assert bare("no component, 5 numbers")._.claims is None  # honest null without the component
    bare.add_pipe("numeric_claims", config={"keep_assignments": False})
    assert [c.value for c in bare("with k = 5 and 12 layers")._.claims] == [12]
