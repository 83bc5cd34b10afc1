"""claim_links: for every result claim, the metric, dataset, subject and baseline it is about, and the paper's
results rows (doc._.results).

Runs after canonical_names, so it reads the final entities (doc.spans["entities"], with their canonical names and
ids) and the numeric claims (doc._.claims); the rules are the pure function
`extractor.rules.claims.links.link_claims`.
"""

from __future__ import annotations

from typing import Optional

from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.doc_extensions import document_text, optional_extension, sentence_bounds
from extractor.names.kb import default_kb
from extractor.resources import TRAINED_DIR
from extractor.rules.claims.links import Mention, link_claims
from extractor.rules.claims.link_ranking import LinkChooser, LinkRankers

if not Doc.has_extension("results"):
    Doc.set_extension("results", default=None)

LINKED_LABELS = frozenset({"METHOD", "DATASET", "METRIC"})


class ClaimLinks:
    def __init__(self, rankers: Optional[LinkChooser] = None):
        self.kb = default_kb()
        self.rankers = rankers

    def lookup(self, text: str, label: str):
        entry = self.kb.lookup(text, label)
        return (entry.name, entry.id) if entry is not None else None

    def __call__(self, doc: Doc) -> Doc:
        return self.link(doc, self.rankers)

    def link(self, doc: Doc, rankers: Optional[LinkChooser]) -> Doc:
        """Link the doc's claims, each result's subject chosen by `rankers` (training passes its own)."""
        claims = optional_extension(doc, "claims")
        if not claims:
            doc._.results = []
            return doc
        named = Span.has_extension("canonical")
        mentions = [_mention(span, named) for span in doc.spans.get("entities", ()) if span.label_ in LINKED_LABELS]
        sentences = sentence_bounds(doc)  # bounded: each result claim's links read its sentence
        doc._.claims, doc._.results = link_claims(document_text(doc), claims, mentions, sentences,
                                                    self.lookup, optional_extension(doc, "artifact"),
                                                    optional_extension(doc, "artifact_label"), rankers)
        return doc


def _mention(span: Span, named: bool) -> Mention:
    ext = span._
    return Mention(span.start_char, span.end_char, span.label_, ext.canonical if named else None,
                   ext.name_id if named else None, bool(ext.is_artifact) if Span.has_extension("is_artifact") else False)


# The config names the packaged rankers by this word, not by their folder, so a saved pipeline loads on any machine.
SHIPPED_RANKERS = "shipped"
LINK_RANKERS = TRAINED_DIR  # {role}_ranker.json for each role of link_ranking.ROLES


@Language.factory("claim_links", default_config={"rankers": None})
def make_claim_links(nlp: Language, name: str, rankers: Optional[str]) -> ClaimLinks:
    """Metric, dataset, subject and baseline of result claims, and doc._.results. `rankers`: "shipped"
    (extractor/trained/subject_ranker.json), another folder of such files, or None to keep the rules' subjects."""
    if rankers == SHIPPED_RANKERS:
        rankers = str(LINK_RANKERS)
    return ClaimLinks(LinkRankers.load(rankers) if rankers else None)
