"""The annotated benchmark sets, as benchmarks/data/manifest.json lists them.

Every reader of benchmarks/data (the benchmarks, the training scripts, the tests) asks this module which sets to
read instead of naming files:

    from benchmarks import sets
    sets.ids(measures="artifacts")              # ['papers/paperlists-01', ..., 'heldout/paperlists']
    sets.read("heldout/paperlists")             # its records
    sets.never_tuned_on("artifacts")            # the sets scored for artifacts whose errors no rule was tuned on
    sets.trained_on("contribution_type")        # the sets a shipped model trains on

A set is a dict with the manifest's keys: id, path (relative to benchmarks/data), size, source, venues, fields,
measures, annotator, blind, annotated, first_score, tuned_on, trained_on (the manifest's "vocabulary" says what each
means). Queries return sets in manifest order.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
MANIFEST = DATA / "manifest.json"
SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"
# Where each source corpus's abstracts are (paperlists: by paper id; seed: in file order, without titles).
SOURCES = {
    "paperlists": SHARED / "paperlists" / "ml_abstracts_2017_2024.jsonl",
    "seed": SHARED / "seed" / "iclr2024_seed_abstracts.txt",
}


@lru_cache(maxsize=1)
def manifest() -> dict:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def sets(measures: str | None = None, folder: str | None = None, source: str | None = None,
         blind: bool | None = None) -> list[dict]:
    """The sets that measure `measures` (artifacts, names, task, contribution, claims, urls), lie in `folder`
    (papers, tasks, claims, heldout), come from `source` (paperlists, seed) and are `blind`ly annotated or not;
    None leaves a condition out."""
    return [s for s in manifest()["sets"]
            if (measures is None or measures in s["measures"])
            and (folder is None or s["id"].split("/")[0] == folder)
            and (source is None or s["source"] == source)
            and (blind is None or s["blind"] == blind)]


def ids(**conditions) -> list[str]:
    """The ids of `sets(**conditions)`."""
    return [s["id"] for s in sets(**conditions)]


def get(set_id: str) -> dict:
    for s in manifest()["sets"]:
        if s["id"] == set_id:
            return s
    raise KeyError(f"no benchmark set {set_id!r} in {MANIFEST}")


def errors_may_be_listed(set_id: str, heldout_too: bool = False) -> bool:
    """Whether a benchmark's --errors lists this set's errors: not a held-out set's (read, they would shape the
    next change and the set would no longer measure unseen text) unless asked for explicitly."""
    return heldout_too or not set_id.startswith("heldout/")


def path(set_id: str) -> Path:
    return DATA / get(set_id)["path"]


def read(set_id: str) -> list[dict]:
    """The set's records, in file order."""
    return [json.loads(line) for line in path(set_id).read_text(encoding="utf-8").splitlines() if line.strip()]


def id_of(file: str | Path) -> str:
    """The id of a set given by id, by its file's path, or by its former file name (artifacts_dev7.jsonl)."""
    text = str(file)
    for s in manifest()["sets"]:
        if text in (s["id"], s["formerly"]) or Path(text).resolve() == (DATA / s["path"]).resolve():
            return s["id"]
    raise KeyError(f"no benchmark set {text!r} in {MANIFEST}")


def never_tuned_on(concern: str) -> list[dict]:
    """The sets scored for `concern` whose errors the rules were never tuned on."""
    return [s for s in sets(measures=concern) if concern not in s["tuned_on"]]


def tuned_on(concern: str) -> list[dict]:
    """The sets scored for `concern` whose errors some rule change was made from."""
    return [s for s in sets(measures=concern) if concern in s["tuned_on"]]


def trained_on(model: str) -> list[dict]:
    """The sets a shipped model (contribution_type, task_ranker, name_scores) trains on."""
    return [s for s in manifest()["sets"] if model in s["trained_on"]]


def not_trained_on(model: str) -> list[dict]:
    return [s for s in manifest()["sets"] if model not in s["trained_on"]]


def paths() -> list[Path]:
    """Every set's file."""
    return [DATA / s["path"] for s in manifest()["sets"]]


def describe(s: dict, concern: str) -> str:
    """'never tuned on' / 'tuned on', and 'trained on by X' when a shipped model trains on it: how far a figure
    measured on the set can be trusted for `concern`."""
    parts = ["tuned on" if concern in s["tuned_on"] else "never tuned on"]
    if s["trained_on"]:
        parts.append("trained on (" + ", ".join(s["trained_on"]) + ")")
    return ", ".join(parts)
