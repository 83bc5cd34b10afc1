"""The corpus at a glance: counts and distributions over a run, computed from the page's payload and the tables.

Every count here is of the same rows the page's filters select, so a bar reading "COCO 120 papers" leads, when
clicked, to a list of 120 papers.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from extractor.report.data import RunTables

NAME_LABELS = ("DATASET", "METHOD", "METRIC", "TASK")
MISSING = "(none)"


@dataclass
class CrossTab:
    """Counts of one paper column per input group: rows are the column's values, columns the groups."""

    groups: list[str]
    rows: list[tuple[str, list[int]]] = field(default_factory=list)


@dataclass
class Corpus:
    papers: int
    table_counts: list[tuple[str, int]]
    top_names: dict[str, list[tuple[int, str, int]]]  # label -> [(name index, canonical, papers)]
    fields: list[tuple[str, int]]
    contributions: list[tuple[str, int]]
    fields_by_group: CrossTab | None
    contributions_by_group: CrossTab | None
    claim_kinds: list[tuple[str, int]]
    claim_units: list[tuple[str, int]]
    papers_with_code: int
    code_hosts: list[tuple[str, int]]
    errors: list[dict]


def counted(values, limit: int | None = None) -> list[tuple[str, int]]:
    """(value, count) most common first, ties by value so the order is stable; None counted as '(none)'."""
    counts = Counter(MISSING if v is None else v for v in values)
    return sorted(counts.items(), key=lambda item: (-item[1], str(item[0])))[:limit]


def top_names(payload: dict, per_label: int) -> dict[str, list[tuple[int, str, int]]]:
    labels = payload["labels"]
    ranked: dict[str, list[tuple[int, str, int]]] = {label: [] for label in NAME_LABELS}
    for index, (canonical, label, _name_id, papers) in enumerate(payload["names"]):
        ranked.setdefault(labels[label], []).append((index, canonical, papers))
    return {label: sorted(rows, key=lambda r: (-r[2], r[1]))[:per_label] for label, rows in ranked.items() if rows}


def cross_tab(papers: list[dict], key: str, values: list[str], groups: list[str], max_groups: int) -> CrossTab | None:
    """Counts of papers[key] per input group; None for a run of one input (nothing to compare). Groups past the
    `max_groups` largest are summed as 'other' so the table stays readable with many input files."""
    if len(groups) < 2:
        return None
    sizes = Counter(p["group"] for p in papers)
    kept = [g for g, _ in sorted(sizes.items(), key=lambda item: (-item[1], groups[item[0]]))[:max_groups]]
    column = {g: i for i, g in enumerate(kept)}
    other = len(kept) if len(sizes) > len(kept) else None
    names = [groups[g] for g in kept] + (["other"] if other is not None else [])
    counts: dict[str, list[int]] = {}
    for paper in papers:
        value = MISSING if paper[key] is None else values[paper[key]]
        row = counts.setdefault(value, [0] * len(names))
        row[column.get(paper["group"], other)] += 1
    ordered = sorted(counts.items(), key=lambda item: (-sum(item[1]), item[0]))
    return CrossTab(names, ordered)


def summarize(run: RunTables, payload: dict, per_label: int = 15, max_groups: int = 8) -> Corpus:
    papers = payload["papers"]
    fields = [payload["fields"][p["field"]] if p["field"] is not None else None for p in papers]
    contributions = [payload["contribs"][p["contrib"]] if p["contrib"] is not None else None for p in papers]
    code_kind = payload["urlKinds"].index("code") if "code" in payload["urlKinds"] else -1
    with_code = [p for p in papers if any(u[3] == code_kind for u in p["u"])]
    urls = run.columns["urls"]
    code_hosts = [host for host, kind in zip(urls["host"], urls["kind"]) if kind == "code"]
    table_counts = [(name, run.count(name)) for name in run.columns]
    if "name_index" in run.manifest.get("counts", {}):
        table_counts.append(("name_index", run.manifest["counts"]["name_index"]))
    return Corpus(
        papers=len(papers),
        table_counts=table_counts,
        top_names=top_names(payload, per_label),
        fields=counted(fields),
        contributions=counted(contributions),
        fields_by_group=cross_tab(papers, "field", payload["fields"], payload["groups"], max_groups),
        contributions_by_group=cross_tab(papers, "contrib", payload["contribs"], payload["groups"], max_groups),
        claim_kinds=counted(run.columns["claims"]["kind"]),
        claim_units=counted(run.columns["claims"]["unit"], limit=15),
        papers_with_code=len(with_code),
        code_hosts=counted(code_hosts, limit=10),
        errors=run.rows("errors"),
    )
