"""The paper's main task among the scored candidates: `choose_task(text, title, ner_tasks, datasets)`.

The best candidate, unless it is one word and a longer phrase is nearly as strong, or the title's purpose
shares a task-like phrase nearly as strong; with no candidate strong enough, the title's own phrase; None
when there is neither.
"""

from __future__ import annotations

from typing import Iterable, Optional

from extractor.rules.task.candidates import task_candidates
from extractor.rules.task.phrases import TaskCandidate, is_task_like, shares_words
from extractor.rules.task.title import title_phrase, title_segments, without_viewpoint


MIN_TASK_SCORE = 0.5
ONE_WORD_MARGIN = 0.5
TITLE_MARGIN = 2.0


def choose_task(
    text: str, title: Optional[str] = None, ner_tasks: Iterable[str] = (), datasets: Iterable[str] = (),
    ranked: Optional[list[TaskCandidate]] = None,
) -> Optional[str]:
    """The main task phrase; when the abstract states none the rules can read, the title's own
    phrase (title_phrase); None only when there is neither. `ranked`: task_candidates' answer, when the
    caller has it already."""
    if ranked is None:
        ranked = task_candidates(text, title, ner_tasks, datasets)
    # A best phrase this weak ("combinatorial", a stray NER span) is noise, not a task.
    if not ranked or ranked[0].score < MIN_TASK_SCORE:
        return title_phrase(without_viewpoint(title)) if title else None
    best = ranked[0]
    if len(best.phrase.split()) == 1:
        # One word ("modeling", "translation") is often the field around the task: a
        # longer phrase nearly as strong names it better (dev sets: one-word picks agreed
        # with the annotators 62% of the time, two-word 71%).
        close = [c for c in ranked[1:] if c.score >= best.score - ONE_WORD_MARGIN and len(c.phrase.split()) > 1]
        if close:
            best = close[0]
    segments = title_segments(title, purpose_only=True) if title else []
    if segments and not any(shares_words(best.phrase, s) for s in segments):
        # Readers name a paper's task in the title's words: a task-like phrase the title's purpose shares, if
        # nearly as strong, is the better answer (17 annotated sets: mean agreement 0.733 -> 0.744, 22 papers
        # fixed and 9 broken; the held-out set 0.643 -> 0.619, one paper).
        floor = max(best.score - TITLE_MARGIN, MIN_TASK_SCORE)
        titled = next((c for c in ranked if c.score >= floor and is_task_like(c.phrase)
                       and any(shares_words(c.phrase, s) for s in segments)), None)
        if titled:
            return titled.phrase
    return best.phrase
