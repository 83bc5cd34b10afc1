"""numeric_claims: every number in an abstract that quantifies something, as records.Claim.

The rules are the pure function `extractor.rules.claims.find.find_claims(text, sentence_bounds)`
(the package docstring describes its four steps); this spaCy factory only feeds it the Doc text and
sentence boundaries and stores the result on `doc._.claims`, and as spans labelled by the claim's kind in
doc.spans["claims"] (for displaCy's "span" style).
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from extractor.doc_extensions import document_text, sentence_bounds, set_span_group
from extractor.rules.claims.find import find_claims

if not Doc.has_extension("claims"):
    # None (not []) as default: a shared mutable default would leak claims between Docs.
    Doc.set_extension("claims", default=None)


class NumericClaims:
    def __init__(self, keep_assignments: bool = True):
        self.keep_assignments = keep_assignments

    def __call__(self, doc: Doc) -> Doc:
        bounds = sentence_bounds(doc)  # bounded: each claim copies its sentence
        doc._.claims = find_claims(document_text(doc), bounds, keep_assignments=self.keep_assignments)
        set_span_group(doc, "claims", doc._.claims, lambda claim: claim.kind or "other")
        return doc


@Language.factory(
    "numeric_claims",
    default_config={"keep_assignments": True},
)
def make_numeric_claims(nlp: Language, name: str, keep_assignments: bool) -> NumericClaims:
    """Numeric claims on doc._.claims; `keep_assignments` keeps settings such as "k = 5"."""
    return NumericClaims(keep_assignments=keep_assignments)
