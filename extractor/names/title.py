"""The tasks a paper's title names and its abstract does not, as entity rows of the title.

Annotators list the tasks a title names: on the development sets a sixth of the tasks they listed are written in
the title alone. The task pass reads the title (rules/task) when it chooses the paper's main task; the same rules'
title phrases are the candidates here: the main task, the title's purpose ("... for Text Editing"), a title part
that is itself a task name ("Knowledge Graph Completion: ...") and the head-final phrases ending in a task word
("Dynamic Legged Robot State Estimation"). Each one written in the title, a task name by the knowledge base's
reading and named by no abstract row is a row of the title (Entity.field "title", offsets into the title); the
names table's score (name_score.py) decides which are kept. A second pass of the name components over the titles
found more on some development sets and less on others (TASK F1 0.501 against 0.468 on dev/fresh-venues, 0.588
against 0.611 on dev/older-venues) for 11% more extraction time; these rules cost 0.1 ms a title (4,000 titles timed). They reread the title phrases
the task pass read to choose the main task (0.07 ms of that): cheaper than carrying the raw phrases out of its merge.
"""

from __future__ import annotations

from typing import Iterator, Optional, Sequence

from extractor.names.canonical import Mention, canonical_names
from extractor.names.index import name_group
from extractor.names.kb import NameKB, default_kb
from extractor.names.scores import calibrated_score
from extractor.records import Entity
from extractor.rules.task.candidates import head_phrases
from extractor.rules.task.phrases import lower_if_common
from extractor.rules.task.title import title_candidates, without_viewpoint
from extractor.rules.text import whole_word_spans


def title_task_phrases(task: Optional[str], title: str) -> Iterator[str]:
    """The phrases the task rules read as tasks in the title, the main task first, then the title's purpose and
    parts, then its head-final phrases."""
    if task:
        yield task
    for candidate in title_candidates(without_viewpoint(title)):
        yield candidate.phrase
    yield from head_phrases(title)


def title_tasks(task: Optional[str], title: Optional[str], abstract_entities: Sequence[Entity],
                kb: Optional[NameKB] = None) -> list[Entity]:
    """The title's task phrases as rows of the title: each written there, a task name, named by no abstract row
    and overlapping no earlier title row."""
    if not title:
        return []
    kb = kb or default_kb()
    taken = {name_group(e.label, e.canonical, e.name_id) for e in abstract_entities if e.canonical is not None}
    rows: list[Entity] = []
    for phrase in title_task_phrases(task, title):
        found = whole_word_spans(title, phrase)
        if not found:
            continue
        start, end = found[0]
        if any(start < row.end_char and row.start_char < end for row in rows):
            continue
        # A lone word is resolved as the task pass spells it: a title's capitals are its style, not a name's
        # ("Translation" is a bare word, as "translation" is; of 86 such title words 13 were annotated tasks).
        written = lower_if_common(phrase) if len(phrase.split()) == 1 else phrase
        canonical = canonical_names([Mention(written, "TASK", source="task")], kb)[0]
        if canonical is None or (canonical.label or "TASK") != "TASK":
            continue
        group = name_group("TASK", canonical.name, canonical.id)
        if group in taken:
            continue
        taken.add(group)
        rows.append(Entity(text=title[start:end], start_char=start, end_char=end, label="TASK", source="task",
                           score=calibrated_score("task", "TASK", True, canonical.id is not None),
                           canonical=canonical.name, name_id=canonical.id, field="title"))
    return rows
