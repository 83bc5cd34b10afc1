"""Reading Doc extensions that another component may or may not have registered."""

from __future__ import annotations

from spacy.tokens import Doc


def optional_extension(doc: Doc, name: str):
    """A Doc extension's value, or None when no component registered it (a pipeline
    without that component gives honest nulls, not an AttributeError)."""
    return getattr(doc._, name) if Doc.has_extension(name) else None


_TEXT_KEY = "extractor.text"


def document_text(doc: Doc) -> str:
    """doc.text, joined once per Doc: spaCy rebuilds it from the tokens on every access (0.13 ms an abstract),
    and six components read it. A Doc's text never changes, so the first join serves the others."""
    text = doc.user_data.get(_TEXT_KEY)
    if text is None:
        text = doc.user_data[_TEXT_KEY] = doc.text
    return text
