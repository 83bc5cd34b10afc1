"""Reading Doc extensions that another component may or may not have registered."""

from __future__ import annotations

from typing import Callable, Iterable

from spacy.tokens import Doc

from extractor.rules.text import MAX_SENTENCE_CHARS


def optional_extension(doc: Doc, name: str):
    """A Doc extension's value, or None when no component registered it (a pipeline
    without that component gives honest nulls, not an AttributeError)."""
    return getattr(doc._, name) if Doc.has_extension(name) else None


TEXT_KEY = "extractor.text"  # the Doc's text, set by the tokenizer (extractor.tokenizer) or at first read

def sentence_bounds(doc: Doc, max_chars: int = MAX_SENTENCE_CHARS) -> list[tuple[int, int]] | None:
    """(start_char, end_char) of each sentence of `doc`, or None when nothing set sentence starts; a sentence
    longer than `max_chars` is cut between tokens into parts of at most that many characters (a part is never
    less than one token, so a single longer token is a part of its own). The claims passes work per claim over
    its sentence, and a text without sentence ends (a list of numbers, a paragraph with no periods) is one
    sentence: unbounded, they were quadratic. Real sentences are shorter than the bound (see MAX_SENTENCE_CHARS)."""
    if not doc.has_annotation("SENT_START"):
        return None
    bounds = []
    for sentence in doc.sents:
        start = sentence.start_char
        if sentence.end_char - start > max_chars:
            for token in sentence[1:]:
                if token.idx + len(token) - start > max_chars:
                    previous = doc[token.i - 1]
                    bounds.append((start, previous.idx + len(previous)))
                    start = token.idx
        bounds.append((start, sentence.end_char))
    return bounds


def document_text(doc: Doc) -> str:
    """doc.text without rebuilding it: spaCy joins the tokens again on every access (0.13 ms an abstract), and
    several components read it. The pipeline's tokenizer stores the text it was given; a Doc made otherwise is
    joined once, at the first read (a Doc's text never changes)."""
    text = doc.user_data.get(TEXT_KEY)
    if text is None:
        text = doc.user_data[TEXT_KEY] = doc.text
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
