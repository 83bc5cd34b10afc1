"""Reading Doc extensions that another component may or may not have registered."""

from __future__ import annotations

from spacy.tokens import Doc


def optional_extension(doc: Doc, name: str):
    """A Doc extension's value, or None when no component registered it (a pipeline
    without that component gives honest nulls, not an AttributeError)."""
    return getattr(doc._, name) if Doc.has_extension(name) else None
