"""The artifacts component: the named thing the paper itself introduces ("WildChat", "LLM-KICK").

It runs the pure rules of extractor/rules/artifacts/ (detect_artifacts: title prefix, naming words, introductions,
owned names, title-level names) on the Doc's text and title, with the known names the gazetteer's data set list
and WELL_KNOWN_NAMES give, and sets doc._.artifact (the primary name, short form when there is one),
doc._.artifact_names (all names, long forms included) and marks every mention in doc.spans["artifacts"]
(Span._.is_artifact, long_form, entity_label, entity_score).
"""

from __future__ import annotations

from functools import lru_cache

from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.doc_extensions import document_text
from extractor.rules.abbreviations import find_abbreviations
from extractor.rules.artifacts import detect_artifacts, mention_offsets
from extractor.rules.artifacts.cues import WELL_KNOWN_NAMES
from extractor.rules.artifacts.names import known_spellings_by_key

from extractor.textview import markup_free_view

from .gazetteer import REFERENCE_DIR, read_reference_names

SPAN_KEY = "artifacts"


@lru_cache(maxsize=1)
def known_spellings() -> dict[str, frozenset[str]]:
    """The known names (the gazetteer's data sets, shipped as package data, and WELL_KNOWN_NAMES), by comparison
    key, with how each is written: "coco" -> {"COCO"}."""
    return known_spellings_by_key([*read_reference_names(REFERENCE_DIR / "datasets.tsv"), *WELL_KNOWN_NAMES])


def load_known_names() -> frozenset[str]:
    """Comparison keys of the known names: prior work whenever they appear."""
    return frozenset(known_spellings())


for _name, _default in (("artifact", None), ("artifact_label", None), ("artifact_names", []), ("title", None)):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=_default)
for _name, _default in (("is_artifact", False), ("long_form", None), ("entity_label", None), ("entity_score", None), ("entity_source", None)):
    if not Span.has_extension(_name):
        Span.set_extension(_name, default=_default)


class ArtifactDetector:
    def __init__(self, nlp: Language, name: str):
        self.name = name
        self.known_names = load_known_names()
        self.known_spellings = known_spellings()

    def __call__(self, doc: Doc) -> Doc:
        # Reuse the abbreviations component's pairs; search only when it is not in the pipeline
        # (an empty list means it ran and found none, which is most abstracts).
        text = document_text(doc)
        pairs = doc._.abbreviations if doc._.abbreviations is not None else find_abbreviations(text)
        artifacts = detect_artifacts(text, doc._.title, pairs, self.known_names, self.known_spellings)
        spans: list[Span] = []
        names: list[str] = []
        view = markup_free_view(text, collapse_space=True)
        for artifact in artifacts:
            forms = [(artifact.name, artifact.long)]
            if artifact.long:
                forms.append((artifact.long, None))
            for form, long_form in forms:
                names.append(form)
                for start, end in mention_offsets(text, form, view):
                    span = doc.char_span(start, end, label=artifact.label, alignment_mode="expand")
                    if span is None:
                        continue
                    span._.is_artifact = True
                    span._.long_form = long_form
                    span._.entity_label = artifact.label
                    span._.entity_score = artifact.score
                    span._.entity_source = "rule"
                    spans.append(span)
        doc._.artifact = artifacts[0].name if artifacts else None
        doc._.artifact_label = artifacts[0].label if artifacts else None
        doc._.artifact_names = names
        doc.spans[SPAN_KEY] = spans
        return doc


@Language.factory("artifacts")
def make_artifact_detector(nlp: Language, name: str) -> ArtifactDetector:
    return ArtifactDetector(nlp, name)
