"""canonical_names: the canonical name and id of every name among the merged entities.

Reads doc.spans["entities"] (the entity merger's spans) and sets Span._.canonical and Span._.name_id from the
names knowledge base (extractor/names: which mentions are names, and how they resolve).
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.names.canonical import Mention, canonical_names
from extractor.names.kb import default_kb

SPAN_KEY = "entities"

for _name in ("canonical", "name_id"):
    if not Span.has_extension(_name):
        Span.set_extension(_name, default=None)


class CanonicalNames:
    def __init__(self, nlp: Language, name: str):
        self.name = name
        self.kb = default_kb()

    def __call__(self, doc: Doc) -> Doc:
        spans = list(doc.spans.get(SPAN_KEY, []))
        mentions = [Mention(span.text, span.label_, bool(span._.is_named), bool(span._.is_artifact), span._.long_form)
                    for span in spans]
        for span, canonical in zip(spans, canonical_names(mentions, self.kb)):
            span._.canonical = canonical.name if canonical else None
            span._.name_id = canonical.id if canonical else None
        return doc


@Language.factory("canonical_names")
def make_canonical_names(nlp: Language, name: str) -> CanonicalNames:
    return CanonicalNames(nlp, name)
