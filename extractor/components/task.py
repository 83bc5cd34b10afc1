"""The paper's main task and what kind of contribution it offers ("paper_task" factory).

    doc._.task               str | None   a short phrase from the abstract ("object detection")
    doc._.contribution_type  records.ContributionType | None

Both are chosen by pure rules over the original text (extractor/rules/task/, extractor/rules/contribution/), so
the component works in a pipeline with only a tokenizer. This module reads their inputs from the Doc: the
title, the NER's TASK entities (each distinct phrase adds a candidate), the DATASET names of the NER and the
gazetteer (a phrase naming one loses), doc._.artifact (artifacts.py: the words around that name decide what was
introduced) and doc._.abbreviations (an abbreviated task is spelled out). With a task ranker file configured (the
shipped pipeline's, extractor/trained/task_ranker.json), the learned ranker (extractor/rules/task/ranker.py)
chooses among the rules' best candidates and their pick.
"""

from __future__ import annotations

from typing import Optional

from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.doc_extensions import document_text, optional_extension
from extractor.resources import TRAINED_DIR
from extractor.rules.contribution.classify import classify_contribution
from extractor.rules.task.candidates import task_candidates
from extractor.rules.task.choose import choose_task
from extractor.rules.task.mentions import mention_offsets, spelled_out
from extractor.rules.task.ranker import TaskRanker

SPAN_KEY = "paper_task"  # the main task's mentions, which the entity merger adds as TASK rows

for _name in ("task", "contribution_type"):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None)


def task_inputs(doc: Doc) -> tuple[str, Optional[str], list[str], list[str]]:
    """What the task rules read from a Doc: its text, title, the NER's task mentions, and the data set names the
    NER and the gazetteer found."""
    ner_tasks: list[str] = []
    datasets = [span.text for span in doc.spans.get("gazetteer", []) if span.label_ == "DATASET"]
    for ent in doc.ents:
        if ent.label_ == "TASK":
            ner_tasks.append(ent.text)
        elif ent.label_ == "DATASET":
            datasets.append(ent.text)
    return document_text(doc), optional_extension(doc, "title"), ner_tasks, datasets


def task_mentions(doc: Doc, task: Optional[str], text: Optional[str] = None) -> list[Span]:
    """Where the abstract (`text`, doc.text when not given) writes the main task (whole words, any case), as TASK
    spans for the entities table."""
    if not task:
        return []
    offsets = mention_offsets(text or document_text(doc), task)
    spans = (doc.char_span(start, end, label="TASK") for start, end in offsets)
    return [span for span in spans if span is not None]


class PaperTask:
    """Sets doc._.task (the rules' choice, or the learned ranker's among the rules' candidates when one is given),
    its mentions, and the rules' doc._.contribution_type."""

    def __init__(self, ranker: Optional[TaskRanker] = None):
        self.ranker = ranker

    def __call__(self, doc: Doc) -> Doc:
        artifact = optional_extension(doc, "artifact")
        if isinstance(artifact, (list, tuple)):
            artifact = artifact[0] if artifact else None
        pairs = optional_extension(doc, "abbreviations") or []
        text, title, ner_tasks, datasets = task_inputs(doc)
        ranked = task_candidates(text, title, ner_tasks, datasets)
        task = choose_task(text, title, ner_tasks, datasets, ranked)
        if self.ranker is not None:
            task = self.ranker.choose(ranked, task, text, title, ner_tasks)
        doc._.task = spelled_out(task, pairs)
        doc.spans[SPAN_KEY] = task_mentions(doc, doc._.task, text)
        doc._.contribution_type = classify_contribution(text, title, artifact if isinstance(artifact, str) else None)
        return doc


# The config names the packaged ranker by this word, not by its path, so a saved pipeline loads on any machine.
SHIPPED_RANKER = "shipped"


@Language.factory("paper_task", default_config={"ranker": None})
def make_paper_task(nlp: Language, name: str, ranker: Optional[str]) -> PaperTask:
    """`ranker`: "shipped" (extractor/trained/task_ranker.json), another ranker file, or None to keep the rules'
    choice."""
    if ranker == SHIPPED_RANKER:
        ranker = str(TRAINED_DIR / "task_ranker.json")
    return PaperTask(TaskRanker.load(ranker) if ranker else None)
