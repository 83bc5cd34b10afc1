"""The one place where an annotated Doc becomes a validated PaperExtraction."""

from __future__ import annotations

from spacy.tokens import Doc, Span

from extractor.doc_extensions import optional_extension
from extractor.names.index import paper_names
from extractor.names.title import title_tasks
from extractor.records import Entity, PaperExtraction, PaperInput


def doc_to_extraction(doc: Doc, paper: PaperInput) -> PaperExtraction:
    task_type, task_type_score = _task_type(doc)
    entities = _entities(doc)
    # the tasks only the title names (names/title.py)
    entities += title_tasks(optional_extension(doc, "task"), paper.title, entities)
    return PaperExtraction(
        paper_id=paper.paper_id,
        title=paper.title,
        abstract=paper.abstract,
        source=paper.source,
        kept=paper.kept,
        task=optional_extension(doc, "task"),
        task_type=task_type,
        task_type_score=task_type_score,
        contribution_type=optional_extension(doc, "contribution_type"),
        contribution_type_score=optional_extension(doc, "contribution_type_score"),
        artifact=optional_extension(doc, "artifact"),
        entities=entities,
        names=paper_names(entities, paper.abstract, paper.title),
        claims=optional_extension(doc, "claims") or [],
        results=optional_extension(doc, "results") or [],
        urls=optional_extension(doc, "urls") or [],
    )


def _entities(doc: Doc) -> list[Entity]:
    # The merger's spans when it ran; otherwise the NER's entities as they are.
    if "entities" in doc.spans:
        named = Span.has_extension("canonical")  # the canonical_names component ran in this pipeline
        return [_span_to_entity(span, named) for span in doc.spans["entities"]]
    return [
        Entity(text=ent.text, start_char=ent.start_char, end_char=ent.end_char, label=ent.label_, source="ner")
        for ent in doc.ents
    ]


def _span_to_entity(span: Span, named: bool) -> Entity:
    ext = span._  # each `span._` builds an accessor: one for all the reads
    return Entity(
        text=span.text,
        start_char=span.start_char,
        end_char=span.end_char,
        label=span.label_,
        source=ext.entity_source,
        score=ext.entity_score,
        is_artifact=bool(ext.is_artifact),
        long_form=ext.long_form,
        is_named=bool(ext.is_named),
        canonical=ext.canonical if named else None,
        name_id=ext.name_id if named else None,
    )


def _task_type(doc: Doc) -> tuple[str | None, float | None]:
    """The field and its probability as the task_type component decided them (the field None where it abstained);
    else the most probable of doc.cats; (None, None) without a classifier."""
    if optional_extension(doc, "task_type_score") is not None:
        return doc._.task_type, doc._.task_type_score
    if not doc.cats:
        return None, None
    label, score = max(doc.cats.items(), key=lambda item: item[1])
    return label, round(float(score), 4)
