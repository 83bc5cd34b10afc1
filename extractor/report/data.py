"""A finished run's tables, read from its folder into the plain JSON-able payload the report page renders.

The page holds every paper of a run, so spans travel as short arrays that index small lookup lists (labels, names,
kinds) instead of one object per row: on a 10,000-paper run that keeps the embedded data near the size of the
abstracts themselves. Span text is not stored either; the page slices it from the abstract by its offsets, which is
exactly the contract of the tables (abstract[start_char:end_char] == text).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import pyarrow.parquet as pq

from extractor.records import TABLES

# Claims columns the page shows in their own places; any other column is shown as it is, by name, so the report
# never hides what a run found (offsets and ids, which only locate what is shown, excepted).
_CLAIM_SHOWN = {"paper_id", "text", "start_char", "end_char", "value", "value_low", "value_high", "unit", "kind",
                "comparator", "is_relative", "sentence"}
# What a claim is linked to, with the label its name would have in the names table.
CLAIM_LINKS = {"subject": "METHOD", "metric": "METRIC", "dataset": "DATASET", "baseline": "METHOD", "counted": None}
# The tables a report cannot do without; a table added later (results, ...) is read when the run has it.
_REQUIRED = ("papers",)
# A papers column kept from the input (--keep-fields) breaks the corpus down when it has this many values at most.
MAX_GROUPS = 60
_ENTITY_SOURCES = ("rule", "abbreviation", "context", "ner", "gazetteer", "task")
NAMED, ARTIFACT = 1, 2  # bit flags of an entity array


class RunFolderError(Exception):
    """The folder is not a finished run (a table is missing or unreadable)."""


@dataclass
class RunTables:
    """Each table of a run as columns (name -> list of values), plus the manifest when there is one."""

    folder: Path
    columns: dict[str, dict[str, list]]
    manifest: dict

    def rows(self, table: str) -> list[dict]:
        data = self.columns[table]
        names = list(data)
        return [dict(zip(names, values)) for values in zip(*(data[n] for n in names))] if names else []

    def count(self, table: str) -> int:
        data = self.columns[table]
        return len(next(iter(data.values()))) if data else 0


def load_run(folder: Path) -> RunTables:
    """Read the run's per-paper tables. The papers table must have the abstract column (runs since it was added)."""
    folder = Path(folder)
    columns = {}
    for name, model in TABLES.items():
        path = folder / f"{name}.parquet"
        if path.exists():
            columns[name] = pq.read_table(path).to_pydict()
        elif name in _REQUIRED:
            raise RunFolderError(f"{folder} is not a finished run: {path.name} is missing")
        else:  # a run made before the table existed: shown as empty
            columns[name] = {column: [] for column in model.model_fields}
    if "abstract" not in columns["papers"]:
        raise RunFolderError(f"{folder}/papers.parquet has no abstract column: rerun with this version of extractor")
    manifest_path = folder / "manifest.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8")) if manifest_path.exists() else {}
    return RunTables(folder, columns, manifest)


def group_column(papers: dict[str, list]) -> Optional[str]:
    """The input column to break the corpus down by: `venue` when the run kept it, else the first kept column with
    2 to MAX_GROUPS values; None when the run kept none (the input file is used)."""
    kept = [c for c in papers if c not in TABLES["papers"].model_fields]
    for column in sorted(kept, key=lambda c: c != "venue"):
        values = {v for v in papers[column] if isinstance(v, (str, int)) and not isinstance(v, bool)}
        if 2 <= len(values) <= MAX_GROUPS:
            return column
    return None


def input_group(source: Optional[str]) -> str:
    """The input file a record came from ('path/neurips.jsonl:12' -> 'neurips.jsonl'): the input column the corpus
    view breaks distributions down by (a run over one file per venue shows them per venue)."""
    if not source:
        return "(unknown)"
    path = source.rsplit(":", 1)[0] if source.rsplit(":", 1)[-1].isdigit() else source
    return path.replace("\\", "/").rsplit("/", 1)[-1] or "(unknown)"


def sentence_bounds(abstract: str, sentence: Optional[str], start: int, end: int) -> tuple[int, int]:
    """Offsets of the claim's sentence in the abstract: the occurrence that holds the claim. The claim itself when the
    sentence is missing or cannot be found (the tables do not promise the sentence verbatim)."""
    if sentence:
        # rfind's end bounds the whole match: this finds the last occurrence starting at or before the claim.
        at = abstract.rfind(sentence, 0, start + len(sentence))
        while at != -1:
            if at + len(sentence) >= end:
                return at, at + len(sentence)
            at = abstract.rfind(sentence, 0, at + len(sentence) - 1)
    return start, end


def claim_value_text(row: dict) -> str:
    """The normalized value as a reader checks it: '> 7', '60 – 96', '~ 0.25'; '' when the claim has no number."""
    def number(value: float) -> str:
        # Whole numbers in full with thousands separators ('1,000,000', as abstracts write them), others to 6 digits.
        return f"{int(value):,}" if value.is_integer() and abs(value) < 1e15 else f"{value:,.6g}"

    if row.get("value") is not None:
        text = number(row["value"])
    elif row.get("value_low") is not None and row.get("value_high") is not None:
        text = f"{number(row['value_low'])} – {number(row['value_high'])}"
    else:
        return ""
    comparator = row.get("comparator")
    return f"{comparator} {text}" if comparator and comparator != "=" else text


class _Lookup:
    """Strings stored once in a list and referred to by index."""

    def __init__(self, fixed: tuple[str, ...] = ()):
        self.values: list[str] = list(fixed)
        self._index = {value: i for i, value in enumerate(self.values)}

    def __call__(self, value: Optional[str]) -> Optional[int]:
        if value is None:
            return None
        if value not in self._index:
            self._index[value] = len(self.values)
            self.values.append(value)
        return self._index[value]


def _by_paper(rows: list[dict]) -> dict[str, list[dict]]:
    grouped: dict[str, list[dict]] = {}
    for row in rows:
        grouped.setdefault(row["paper_id"], []).append(row)
    return grouped


def build_payload(run: RunTables) -> dict:
    """The page's data: lookup lists, the run's names with their paper counts, and one compact record per paper."""
    labels, kinds, fields, contributions, groups, url_kinds = (_Lookup() for _ in range(6))
    sources = _Lookup(_ENTITY_SOURCES)
    names = _Names(labels)
    names_by_paper = _by_paper(run.rows("names"))
    for rows in names_by_paper.values():
        for row in rows:
            names.count(row)
    entities, claims, urls = (_by_paper(run.rows(t)) for t in ("entities", "claims", "urls"))
    group_by = group_column(run.columns["papers"])
    claim_links = [c for c in CLAIM_LINKS if c in run.columns["claims"]]
    papers = []
    for paper in run.rows("papers"):
        pid = paper["paper_id"]
        abstract = paper["abstract"]
        group = paper[group_by] if group_by else input_group(paper["source"])
        papers.append({
            "id": pid, "title": paper["title"], "abstract": abstract, "source": paper["source"],
            "group": groups(None if group is None else str(group)), "task": paper["task"],
            "field": fields(paper["task_type"]), "score": paper["task_type_score"],
            "contrib": contributions(paper["contribution_type"]), "cscore": paper.get("contribution_type_score"),
            "artifact": paper["artifact"],
            # The abstract's mentions, which the page marks in it; a task only the title names is among the names.
            "e": [_entity(row, labels, sources, names.keys) for row in entities.get(pid, [])
                  if row.get("field") != "title"],
            "c": [_claim(row, abstract, kinds, claim_links, names) for row in claims.get(pid, [])],
            "u": [[row["start_char"], row["end_char"], row["url"], url_kinds(row["kind"])] for row in urls.get(pid, [])],
            "n": sorted({names.keys[(r["canonical"], r["label"])] for r in names_by_paper.get(pid, [])}),
        })
    return {
        "labels": labels.values, "sources": sources.values, "kinds": kinds.values, "fields": fields.values,
        "contribs": contributions.values, "groupBy": group_by or "input file", "groups": groups.values,
        "urlKinds": url_kinds.values, "claimLinks": claim_links, "names": names.rows, "papers": papers,
    }


class _Names:
    """The run's names, one per (canonical, label), each with the number of papers that name it."""

    def __init__(self, labels: _Lookup):
        self.labels = labels
        self.keys: dict[tuple[str, str], int] = {}
        self.by_id: dict[str, int] = {}
        self.rows: list[list] = []  # [canonical, label index, name_id, papers]

    def count(self, row: dict) -> None:
        key = (row["canonical"], row["label"])
        if key not in self.keys:
            self.keys[key] = len(self.rows)
            self.rows.append([row["canonical"], self.labels(row["label"]), row["name_id"], 0])
            if row["name_id"]:
                self.by_id.setdefault(row["name_id"], self.keys[key])
        self.rows[self.keys[key]][3] += 1

    def find(self, text: Optional[str], label: Optional[str], name_id: Optional[str]) -> int:
        """The name a claim's link refers to: by knowledge-base id, else by its spelling; -1 when neither is a name."""
        if name_id and name_id in self.by_id:
            return self.by_id[name_id]
        return self.keys.get((text, label), -1) if label else -1


def _entity(row: dict, labels: _Lookup, sources: _Lookup, name_keys: dict) -> list:
    """[start, end, label, NAMED|ARTIFACT flags, name index or -1, source, score or null(, long form)]."""
    flags = (NAMED if row["is_named"] else 0) | (ARTIFACT if row["is_artifact"] else 0)
    name = name_keys.get((row["canonical"], row["label"]), -1) if row["canonical"] else -1
    score = None if row["score"] is None else round(row["score"], 3)
    entity = [row["start_char"], row["end_char"], labels(row["label"]), flags, name, sources(row["source"]), score]
    if row["long_form"]:
        entity.append(row["long_form"])
    return entity


def _claim(row: dict, abstract: str, kinds: _Lookup, links: list[str], names: _Names) -> list:
    """[start, end, value text, unit, kind, is_relative, sentence start, sentence end, other columns,
    links: [[column, text, name index or -1]]]."""
    sent_start, sent_end = sentence_bounds(abstract, row.get("sentence"), row["start_char"], row["end_char"])
    located = {f"{c}_start" for c in links} | {f"{c}_end" for c in links} | {f"{c}_id" for c in links}
    other = {k: v for k, v in row.items()
             if k not in _CLAIM_SHOWN and k not in CLAIM_LINKS and k not in located and v is not None}
    linked = [[c, row[c], names.find(row[c], CLAIM_LINKS[c], row.get(f"{c}_id"))] for c in links if row[c]]
    return [row["start_char"], row["end_char"], claim_value_text(row), row["unit"], kinds(row["kind"]),
            row["is_relative"], sent_start, sent_end, other, linked]
