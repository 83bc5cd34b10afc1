"""claim_links: for every result claim, the metric, dataset, subject and baseline it is about, and the paper's
results rows (doc._.results).

Runs after canonical_names, so it reads the final entities (doc.spans["entities"], with their canonical names and
ids) and the numeric claims (doc._.claims); the rules are the pure function
`extractor.rules.claims.links.link_claims`.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.doc_extensions import document_text, optional_extension, sentence_bounds
from extractor.names.kb import default_kb
from extractor.rules.claims.links import Mention, link_claims

if not Doc.has_extension("results"):
    Doc.set_extension("results", default=None)

LINKED_LABELS = frozenset({"METHOD", "DATASET", "METRIC"})


class ClaimLinks:
    def __init__(self):
        self.kb = default_kb()

    def lookup(self, text: str, label: str):
        entry = self.kb.lookup(text, label)
        return (entry.name, entry.id) if entry is not None else None

    def __call__(self, doc: Doc) -> Doc:
        claims = optional_extension(doc, "claims")
        if not claims:
            doc._.results = []
            return doc
        named = Span.has_extension("canonical")
        mentions = [_mention(span, named) for span in doc.spans.get("entities", ()) if span.label_ in LINKED_LABELS]
        sentences = sentence_bounds(doc)  # bounded: each result claim's links read its sentence
        doc._.claims, doc._.results = link_claims(document_text(doc), claims, mentions, sentences,
                                                    self.lookup, optional_extension(doc, "artifact"),
                                                    optional_extension(doc, "artifact_label"))
        return doc


def _mention(span: Span, named: bool) -> Mention:
    ext = span._
    return Mention(span.start_char, span.end_char, span.label_, ext.canonical if named else None,
                   ext.name_id if named else None, bool(ext.is_artifact) if Span.has_extension("is_artifact") else False)


@Language.factory("claim_links")
def make_claim_links(nlp: Language, name: str) -> ClaimLinks:
    """Metric, dataset, subject and baseline of result claims, and doc._.results."""
    return ClaimLinks()
