"""The abbreviations component: stores the text's abbreviation pairs in `doc._.abbreviations` and one span per
mention (both forms, and later uses of the short form) in `doc.spans["abbreviations"]`.

The pairing itself (Schwartz & Hearst 2003, on a markup-free view of the text) is pure and lives in
extractor/rules/abbreviations/: "Meta-Distribution Energy (MDE)" -> ("MDE", "Meta-Distribution Energy").
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.doc_extensions import document_text
from extractor.rules.abbreviations import find_abbreviations, short_form_mentions


SPAN_KEY = "abbreviations"


def char_span_expanded(doc: Doc, start: int, end: int, label: str = "") -> Span | None:
    """A span covering [start, end), widened to token boundaries when they do not align."""
    return doc.char_span(start, end, label=label, alignment_mode="expand")


if not Doc.has_extension("abbreviations"):
    # None means "the abbreviations component did not run", [] that it found none.
    Doc.set_extension("abbreviations", default=None)
if not Span.has_extension("long_form"):
    Span.set_extension("long_form", default=None)


class AbbreviationDetector:
    """Stores abbreviation pairs and marks long forms and short-form mentions as spans."""

    def __init__(self, nlp: Language, name: str):
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        text = document_text(doc)
        pairs = find_abbreviations(text)
        doc._.abbreviations = pairs
        spans = []
        for pair in pairs:
            long_span = char_span_expanded(doc, pair.long_start, pair.long_end, "long")
            if long_span is not None:
                spans.append(long_span)
        for start, end, pair in short_form_mentions(text, pairs):
            span = char_span_expanded(doc, start, end, "short")
            if span is not None:
                span._.long_form = pair.long
                spans.append(span)
        doc.spans[SPAN_KEY] = spans
        return doc


@Language.factory("abbreviations")
def make_abbreviation_detector(nlp: Language, name: str) -> AbbreviationDetector:
    return AbbreviationDetector(nlp, name)
