"""How the chosen task is reported: spelled out when the abstract abbreviates it, and where the abstract writes it.

The column is read by people who have not read the abstract, so "T2I-ICL" becomes its long form; the offsets of
its mentions (whole words, any case) become the TASK spans the entity merger adds as rows.
"""

from __future__ import annotations

from typing import Optional

from extractor.rules.text import whole_word_spans


def spelled_out(task: Optional[str], pairs) -> Optional[str]:
    """The long form of a task the abstract abbreviates ("T2I-ICL" -> "Text-to-Image In-Context Learning"):
    the column is read by people who have not read the abstract."""
    long_by_short = {pair.short: pair.long for pair in pairs}
    return long_by_short.get(task, task) if task else task


def mention_offsets(text: str, task: Optional[str]) -> list[tuple[int, int]]:
    """The (start, end) character offsets where `text` writes the task (whole words, any case)."""
    return whole_word_spans(text, task) if task else []
