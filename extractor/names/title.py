"""The task a paper's title names and its abstract does not, as an entity row of the title.

Annotators list the tasks a title names: on the development sets a third of the tasks the names table missed were
the title's alone. The task pass already reads the title (rules/task: its purpose, its head-final phrases) when it
chooses the paper's main task; when the task it chose is written in the title and no abstract row names it, it is
a row of the title (Entity.field "title", offsets into the title). This costs nothing. A second pass of the name
components over the titles found more on some development sets and less on others (TASK F1 0.501 against 0.468 on
dev/fresh-venues, 0.588 against 0.611 on dev/older-venues) for 11% more extraction time.
"""

from __future__ import annotations

from typing import Optional, Sequence

from extractor.names.canonical import Mention, canonical_names
from extractor.names.index import name_group
from extractor.names.kb import NameKB, default_kb
from extractor.names.scores import calibrated_score
from extractor.records import Entity
from extractor.rules.text import whole_word_spans


def title_task(task: Optional[str], title: Optional[str], abstract_entities: Sequence[Entity],
               kb: Optional[NameKB] = None) -> Optional[Entity]:
    """The paper's main task as a row of its title, when the title writes it, it is a task name, and no abstract
    row names it; else None."""
    if not task or not title:
        return None
    found = whole_word_spans(title, task)
    if not found:
        return None
    start, end = found[0]
    written = title[start:end]
    # Resolved as the task pass spells it: a title's capitals are its style, not a name's ("Translation" is a bare
    # word, as "translation" is).
    canonical = canonical_names([Mention(task, "TASK", source="task")], kb or default_kb())[0]
    if canonical is None or (canonical.label or "TASK") != "TASK":
        return None
    group = name_group("TASK", canonical.name, canonical.id)
    if any(e.canonical is not None and name_group(e.label, e.canonical, e.name_id) == group for e in abstract_entities):
        return None
    return Entity(text=written, start_char=start, end_char=end, label="TASK", source="task",
                  score=calibrated_score("task", "TASK", True, canonical.id is not None), canonical=canonical.name,
                  name_id=canonical.id, field="title")
