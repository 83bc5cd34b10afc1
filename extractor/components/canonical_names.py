"""canonical_names: the canonical name and id of every name among the merged entities.

Reads doc.spans["entities"] (the entity merger's spans) and sets Span._.canonical and Span._.name_id from the
names knowledge base (extractor/names: which mentions are names, and how they resolve), and Span._.entity_score to
the calibrated chance that the row is an annotated name (extractor/names/scores.py).
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.components.entities import write_entities
from extractor.components.name_mentions import ends_a_title, kind_at
from extractor.names.canonical import Mention, canonical_names
from extractor.names.kb import default_kb
from extractor.names.scores import calibrated_score

SPAN_KEY = "entities"

for _name in ("canonical", "name_id"):
    if not Span.has_extension(_name):
        Span.set_extension(_name, default=None)


COPIED_EXTENSIONS = ("entity_source", "entity_score", "is_artifact", "long_form", "is_named", "stands_for")


def relabelled(doc: Doc, span: Span, label: str) -> Span:
    """The same span under the knowledge base's label, with the merger's annotations carried over."""
    new = Span(doc, span.start, span.end, label=label)
    for name in COPIED_EXTENSIONS:
        setattr(new._, name, getattr(span._, name))
    new._.entity_label = label
    return new


class CanonicalNames:
    def __init__(self, nlp: Language, name: str):
        self.name = name
        self.kb = default_kb()

    def __call__(self, doc: Doc) -> Doc:
        spans = list(doc.spans.get(SPAN_KEY, []))
        # Span extensions are slow to read (a dict lookup behind a Python property each): read each once.
        sources = [span._.entity_source for span in spans]
        mentions = [Mention(span._.stands_for or span.text, span.label_, bool(span._.is_named),
                            bool(span._.is_artifact), span._.long_form, source, _typed(doc, span))
                    for span, source in zip(spans, sources)]
        results = canonical_names(mentions, self.kb)
        if any(c is not None and c.label is not None for c in results):
            spans = [relabelled(doc, span, c.label) if c is not None and c.label else span for span, c in zip(spans, results)]
            write_entities(doc, spans)  # doc.ents too: they show the knowledge base's label
        for span, source, canonical in zip(spans, sources, results):
            if canonical is not None:  # the extensions default to None
                span._.canonical = canonical.name
                span._.name_id = canonical.id
            score = calibrated_score(source, span.label_, canonical is not None,
                                     canonical is not None and canonical.id is not None)
            if score is not None:
                span._.entity_score = score
        return doc


def _typed(doc: Doc, span: Span) -> bool:
    """A data set followed by a singular noun of its kind ("the Weizmann dataset"): the words say it is one."""
    if span.label_ != "DATASET" or span.end >= len(doc):
        return False
    kind = kind_at(doc, span.end)
    return kind is not None and kind[0] == "DATASET" and not kind[2] and not ends_a_title(doc, span.end)


@Language.factory("canonical_names")
def make_canonical_names(nlp: Language, name: str) -> CanonicalNames:
    return CanonicalNames(nlp, name)
