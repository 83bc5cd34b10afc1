"""From entity rows to the names a paper mentions, and from a run's names to its corpus index.

paper_names    one Name per (label, name) of a paper, its mentions counted
RunSpellings   across a run, the most common spelling of each name the knowledge base does not know, so
               "ImageNet-1K" in one paper and "ImageNet-1k" in another become one name
NameIndex      one row per name of the run: papers, mentions, the spellings seen
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterable, Optional

from extractor.names.normalize import name_key, spelling
from extractor.records import Entity, Name

SPELLING_SEPARATOR = " | "


def name_group(label: str, canonical: str, name_id: Optional[str]) -> tuple[str, str]:
    """What makes two mentions the same name: the knowledge base's id, else the comparison key of the spelling."""
    return (label, name_id if name_id else "~" + name_key(canonical))


def paper_names(entities: Iterable[Entity]) -> list[Name]:
    """The names among one paper's entity rows, in order of first mention."""
    first: dict[tuple[str, str], Entity] = {}
    mentions: Counter = Counter()
    artifact: set[tuple[str, str]] = set()
    for entity in entities:
        if entity.canonical is None:
            continue
        group = name_group(entity.label, entity.canonical, entity.name_id)
        first.setdefault(group, entity)
        mentions[group] += 1
        if entity.is_artifact:
            artifact.add(group)
    return [
        Name(canonical=e.canonical, label=e.label, name_id=e.name_id, in_kb=e.name_id is not None,
             mentions=mentions[group], text=e.text, start_char=e.start_char, end_char=e.end_char,
             is_artifact=group in artifact)
        for group, e in first.items()
    ]


class RunSpellings:
    """Counts the spellings of the names the knowledge base does not know, over a run's names rows; then gives each
    such name the spelling most mentions use (the first seen on a tie, so the result follows the input order)."""

    def __init__(self) -> None:
        self._counts: dict[tuple[str, str], Counter] = defaultdict(Counter)

    def add(self, rows: Iterable[dict]) -> None:
        for row in rows:
            if row["name_id"] is None:
                self._counts[name_group(row["label"], row["canonical"], None)][row["canonical"]] += row["mentions"]

    def canonical(self, label: str, spelling: Optional[str], name_id: Optional[str]) -> Optional[str]:
        if spelling is None or name_id is not None:
            return spelling
        counts = self._counts.get(name_group(label, spelling, None))
        return counts.most_common(1)[0][0] if counts else spelling

    def apply(self, rows: list[dict]) -> list[dict]:
        """Rows (of the entities or names table) with their canonical replaced by the run's spelling."""
        return [{**row, "canonical": self.canonical(row["label"], row["canonical"], row["name_id"])} for row in rows]

    def apply_columns(self, labels: list, canonicals: list, name_ids: list) -> list:
        """The same for a table given as columns: its new canonical column."""
        return [self.canonical(*values) for values in zip(labels, canonicals, name_ids)]


class NameIndex:
    """Accumulates a run's entity rows (after RunSpellings.apply), in paper order, into one row per name."""

    def __init__(self) -> None:
        self._rows: dict[tuple[str, str], dict] = {}
        self._last_paper: dict[tuple[str, str], str] = {}
        self._spellings: dict[tuple[str, str], Counter] = defaultdict(Counter)

    def add(self, rows: Iterable[dict]) -> None:
        for row in rows:
            if row["canonical"] is None:
                continue
            group = name_group(row["label"], row["canonical"], row["name_id"])
            entry = self._rows.setdefault(group, {"canonical": row["canonical"], "label": row["label"],
                                                   "name_id": row["name_id"], "in_kb": row["name_id"] is not None,
                                                   "papers": 0, "mentions": 0})
            if self._last_paper.get(group) != row["paper_id"]:  # a paper's rows come together
                self._last_paper[group] = row["paper_id"]
                entry["papers"] += 1
            entry["mentions"] += 1
            self._spellings[group][spelling(row["text"])] += 1

    def rows(self) -> list[dict]:
        """Most papers first, then by label and name, so the top of the table is what a corpus uses most."""
        out = [{**entry, "spellings": SPELLING_SEPARATOR.join(s for s, _ in self._spellings[group].most_common())}
               for group, entry in self._rows.items()]
        return sorted(out, key=lambda r: (-r["papers"], r["label"], r["canonical"]))
