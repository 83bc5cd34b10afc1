"""Reading Doc extensions that another component may or may not have registered."""

from __future__ import annotations

from typing import Callable, Iterable

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


def set_span_group(doc: Doc, key: str, records: Iterable, label_of: Callable[[object], str]) -> None:
    """doc.spans[key]: one span per record (anything with start_char / end_char), labelled by `label_of`, so
    displaCy's "span" style and spaCy's span tools see what a Doc extension holds. A span grows to whole tokens
    when a record's bounds fall inside one ("(https://x.org)" is one token); the record keeps the exact offsets."""
    spans = []
    for record in records:
        span = doc.char_span(record.start_char, record.end_char, label=label_of(record), alignment_mode="expand")
        if span is not None:
            spans.append(span)
    doc.spans[key] = spans
