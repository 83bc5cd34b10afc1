"""From entity rows to the names a paper mentions, and from a run's names to its corpus index.

name_rows      the entity rows of each name of a paper
paper_names    one Name per (label, name) of a paper, its mentions counted and scored
RunSpellings   across a run, the most common spelling of each name the knowledge base does not know, so
               "ImageNet-1K" in one paper and "ImageNet-1k" in another become one name
NameIndex      one row per name of the run: papers, mentions, the spellings seen
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Iterator, Optional

from extractor.io.scratch import ScratchDB, from_key, to_key
from extractor.names.name_score import name_floor, score_groups
from extractor.names.normalize import name_key, short_year_key, singular_name_key, spelling, spells_out
from extractor.records import Entity, Name

SPELLING_SEPARATOR = " | "


def name_group(label: str, canonical: str, name_id: Optional[str]) -> tuple[str, str]:
    """What makes two mentions the same name: the knowledge base's id, else the comparison key of the spelling,
    singular ("computational costs" and "computational cost", "LLMs" and "LLM" are one name), a data set's year in
    two digits ("WMT 2022" and "WMT22")."""
    if name_id:
        return (label, name_id)
    key = singular_name_key(canonical)
    return (label, "~" + ((short_year_key(key) or key) if label == "DATASET" else key))


def name_rows(entities: Iterable[Entity]) -> list[list[Entity]]:
    """The entity rows of each name of a paper (paper_names' rows, in the same order)."""
    rows: dict[tuple[str, str], list[Entity]] = {}
    for entity in entities:
        if entity.canonical is not None:
            rows.setdefault(name_group(entity.label, entity.canonical, entity.name_id), []).append(entity)
    return [group for group in rows.values() if not (group[0].label == "METHOD" and any(e.is_artifact for e in group))]


def paper_names(entities: Iterable[Entity], abstract: Optional[str] = None, title: Optional[str] = None,
                floor: Optional[float] = None) -> list[Name]:
    """The names among one paper's entity rows, in order of first mention; each scored (name_score.py) when the
    abstract is given, and kept when scored `floor` or more (default: the score model's floor, chosen with it).

    The paper's own new method or model is no row: the guideline's methods are the "named prior methods/models" a
    paper mentions, and the artifact is the papers table's `artifact` (and entities.is_artifact). A new data set,
    benchmark or metric stays, flagged: the guideline lists named data sets and metrics whoever made them. A name
    below the floor (a word said in passing that annotators rarely list) stays in the entities table."""
    floor = name_floor() if floor is None else floor
    kept = name_rows(entities)
    scores = score_groups(kept, abstract, title)
    return [group_name(group, score) for group, score in zip(kept, scores) if score is None or score >= floor]


def group_name(group: list[Entity], score: Optional[float] = None) -> Name:
    """The Name of one name's entity rows (name_rows), its first mention standing for it."""
    first = group[0]
    return Name(canonical=first.canonical, label=first.label, name_id=first.name_id, in_kb=first.name_id is not None,
                mentions=len(group), text=first.text, start_char=first.start_char, end_char=first.end_char,
                field=first.field, is_artifact=any(row.is_artifact for row in group), score=score)


class RunSpellings:
    """Counts the spellings of the names the knowledge base does not know, over a run's names rows; then gives each
    such name the spelling most mentions use (the first seen on a tie, so the result follows the input order).

    An abbreviation and its long form are one name across the run when the run defines the abbreviation that way
    (a names row written "reinforcement learning" whose canonical is "RL"): in MIN_DEFINITIONS papers or more, and
    as that long form in DOMINANT_SHARE of them. So "RL" in one paper and "reinforcement learning" in another meet,
    and "SR", defined as super-resolution in some papers and symbolic regression in others, stays apart.
    Kept in a temporary SQLite file (extractor/io/scratch.py): a run's distinct names can be millions."""

    MIN_DEFINITIONS = 2
    DOMINANT_SHARE = 0.8

    def __init__(self) -> None:
        self._db = ScratchDB("CREATE TABLE spell (label BLOB, grp BLOB, canonical BLOB, mentions INTEGER, seen INTEGER,"
                             " PRIMARY KEY (label, grp, canonical)) WITHOUT ROWID",
                             "CREATE TABLE pair (label BLOB, short BLOB, long BLOB, n INTEGER,"
                             " PRIMARY KEY (label, short, long)) WITHOUT ROWID")
        self._seen = 0
        # names repeat across a run's rows: the recent answers are kept, within a bound
        self._best = lru_cache(maxsize=65536)(self._query)

    def add(self, rows: Iterable[dict]) -> None:
        self._best.cache_clear()  # counts change: earlier answers may not hold
        spells, pairs = [], []
        for row in rows:
            if row["name_id"] is None:
                label, grp = name_group(row["label"], row["canonical"], None)
                self._seen += 1
                spells.append((to_key(label), to_key(grp), to_key(row["canonical"]), row["mentions"], self._seen))
                if spells_out(row.get("text") or "", row["canonical"]):
                    pairs.append((to_key(label), to_key(grp), to_key(name_group(label, row["text"], None)[1])))
        self._db.executemany("INSERT INTO spell VALUES (?, ?, ?, ?, ?) ON CONFLICT (label, grp, canonical) "
                             "DO UPDATE SET mentions = mentions + excluded.mentions", spells)
        self._db.executemany("INSERT INTO pair VALUES (?, ?, ?, 1) ON CONFLICT (label, short, long) "
                             "DO UPDATE SET n = n + 1", pairs)

    def canonical(self, label: str, spelling: Optional[str], name_id: Optional[str]) -> Optional[str]:
        if spelling is None or name_id is not None:
            return spelling
        return self._best(*name_group(label, spelling, None)) or spelling

    def _query(self, label: str, grp: str) -> Optional[str]:
        groups = self._joined(label, grp)
        found = self._db.execute(
            f"SELECT canonical FROM spell WHERE label = ? AND grp IN ({', '.join('?' * len(groups))}) "
            "ORDER BY mentions DESC, seen ASC LIMIT 1", (to_key(label), *map(to_key, groups))).fetchone()
        return from_key(found[0]) if found else None

    def _joined(self, label: str, grp: str) -> list[str]:
        """The name groups one name of the run is: its own, and its abbreviation's or long form's when the run
        defines the abbreviation as that long form (MIN_DEFINITIONS, DOMINANT_SHARE)."""
        long = self._dominant_long(label, grp)
        if long is not None:
            return [grp, long]
        shorts = self._db.execute("SELECT short FROM pair WHERE label = ? AND long = ?",
                                  (to_key(label), to_key(grp))).fetchall()
        return [grp, *(from_key(short) for (short,) in shorts if self._dominant_long(label, from_key(short)) == grp)]

    def _dominant_long(self, label: str, short: str) -> Optional[str]:
        definitions = self._db.execute("SELECT long, n FROM pair WHERE label = ? AND short = ? ORDER BY n DESC",
                                       (to_key(label), to_key(short))).fetchall()
        total = sum(n for _, n in definitions)
        if total < self.MIN_DEFINITIONS or definitions[0][1] < self.DOMINANT_SHARE * total:
            return None
        return from_key(definitions[0][0])

    def apply(self, rows: list[dict]) -> list[dict]:
        """Rows (of the entities or names table) with their canonical replaced by the run's spelling."""
        return [{**row, "canonical": self.canonical(row["label"], row["canonical"], row["name_id"])} for row in rows]

    def apply_columns(self, labels: list, canonicals: list, name_ids: list) -> list:
        """The same for a table given as columns: its new canonical column."""
        return [self.canonical(*values) for values in zip(labels, canonicals, name_ids)]


class NameIndex:
    """Accumulates a run's entity rows (after RunSpellings.apply), in paper order, into one row per name; kept in a
    temporary SQLite file like RunSpellings."""

    def __init__(self) -> None:
        self._db = ScratchDB(
            "CREATE TABLE entry (label BLOB, grp BLOB, canonical BLOB, name_id BLOB, papers INTEGER, "
            "mentions INTEGER, last_paper BLOB, PRIMARY KEY (label, grp)) WITHOUT ROWID",
            "CREATE TABLE spelling (label BLOB, grp BLOB, spelling BLOB, n INTEGER, seen INTEGER, "
            "PRIMARY KEY (label, grp, spelling)) WITHOUT ROWID",
            "CREATE TABLE score (label BLOB, grp BLOB, total REAL, n INTEGER, PRIMARY KEY (label, grp)) WITHOUT ROWID",
        )
        self._seen = 0

    def add(self, rows: Iterable[dict]) -> None:
        entries, spellings = [], []
        for row in rows:
            if row["canonical"] is None:
                continue
            label, grp = map(to_key, name_group(row["label"], row["canonical"], row["name_id"]))
            name_id = to_key(row["name_id"]) if row["name_id"] is not None else None
            entries.append((label, grp, to_key(row["canonical"]), name_id, to_key(row["paper_id"])))
            self._seen += 1
            if any(ch.isalpha() for ch in row["text"]):  # "100" of "CIFAR-10/100" is no spelling of CIFAR-100
                spellings.append((label, grp, to_key(spelling(row["text"])), self._seen))
        # a paper's rows come together: a row of another paper than the group's last one adds a paper
        self._db.executemany(
            "INSERT INTO entry VALUES (?, ?, ?, ?, 1, 1, ?) ON CONFLICT (label, grp) DO UPDATE SET "
            "papers = papers + (last_paper != excluded.last_paper), mentions = mentions + 1, "
            "last_paper = excluded.last_paper", entries)
        self._db.executemany(
            "INSERT INTO spelling VALUES (?, ?, ?, 1, ?) ON CONFLICT (label, grp, spelling) DO UPDATE SET n = n + 1",
            spellings)

    def add_scores(self, rows: Iterable[dict]) -> None:
        """The names table's rows (after RunSpellings.apply): each paper's score of each name, for its mean."""
        self._db.executemany("INSERT INTO score VALUES (?, ?, ?, 1) ON CONFLICT (label, grp) DO UPDATE SET "
                             "total = total + excluded.total, n = n + 1",
                             ((*map(to_key, name_group(row["label"], row["canonical"], row["name_id"])), row["score"])
                              for row in rows if row["canonical"] is not None and row.get("score") is not None))

    def iter_rows(self) -> Iterator[dict]:
        """Most papers first, then by label and name, so the top of the table is what a corpus uses most."""
        entries = self._db.cursor().execute(
            "SELECT entry.label, entry.grp, canonical, name_id, papers, mentions, score.total / score.n FROM entry "
            "LEFT JOIN score ON score.label = entry.label AND score.grp = entry.grp "
            "ORDER BY papers DESC, entry.label, canonical")
        for label, grp, canonical, name_id, papers, mentions, mean_score in entries:
            spellings = self._db.execute("SELECT spelling FROM spelling WHERE label = ? AND grp = ? "
                                         "ORDER BY n DESC, seen ASC", (label, grp)).fetchall()
            yield {"canonical": from_key(canonical), "label": from_key(label),
                   "name_id": from_key(name_id) if name_id is not None else None, "in_kb": name_id is not None,
                   "papers": papers, "mentions": mentions,
                   "mean_score": round(mean_score, 4) if mean_score is not None else None,
                   "spellings": SPELLING_SEPARATOR.join(from_key(s) for (s,) in spellings)}

    def rows(self) -> list[dict]:
        return list(self.iter_rows())
