"""Collection: every source's names and alias links, by type, with the sources that hold each spelling."""

from __future__ import annotations

import csv
import gzip
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path


from extractor.names import senses
from extractor.names.kb import TYPES
from extractor.resources import REFERENCE_DIR
from training.names_kb.filters import clean, reject_reason
from training.names_kb.forms import plausible_alias, split_bracketed
from extractor.names.normalize import name_key



@dataclass
class Spelling:
    sources: set[str] = field(default_factory=set)
    name_sources: set[str] = field(default_factory=set)  # sources that use it as a name (votes), not as an alias
    axcell_canonical: bool = False
    derived: bool = False  # a detailed form folded into its base ("COCO test-dev"): never the canonical name
    curated: bool = False  # a source other than the mining of unannotated abstracts gives it


class Collector:
    def __init__(self) -> None:
        self.spellings: dict[str, dict[str, dict[str, Spelling]]] = {t: defaultdict(dict) for t in TYPES}
        self.links: list[tuple[str, str, str, str]] = []  # (type, name key, alias key, source)
        self.dropped: Counter = Counter()
        self.dropped_examples: dict[str, list[str]] = defaultdict(list)
        self._seen_drops: set[tuple[str, str]] = set()

    def _accept(self, text: str, label: str) -> str | None:
        name = clean(text)
        reason = reject_reason(name, label)
        if reason:
            if (label, name) not in self._seen_drops:
                self._seen_drops.add((label, name))
                self.dropped[reason] += 1
                if len(self.dropped_examples[reason]) < 4:
                    self.dropped_examples[reason].append(f"{label}:{name}")
            return None
        return name

    def _spelling(self, label: str, name: str) -> Spelling:
        return self.spellings[label][name_key(name)].setdefault(name, Spelling())

    def add_name(self, label: str, text: str, source: str, axcell: bool = False, mined: bool = False) -> str | None:
        """Add a name (splitting "X (Y)" abbreviation pairs into name + alias); returns the name kept, or None.
        `mined`: only the mining of unannotated abstracts gives it (a spelling the curated sources outrank)."""
        name = clean(text)
        pair = split_bracketed(name)
        if pair:
            outer = self.add_name(label, pair[0], source, axcell, mined)
            if outer:
                self.add_alias(label, outer, pair[1], source)
            return outer
        name = self._accept(name, label)
        if name:
            spelling = self._spelling(label, name)
            spelling.sources.add(source)
            spelling.name_sources.add(source)
            spelling.axcell_canonical |= axcell
            spelling.curated |= not mined
        return name

    def add_alias(self, label: str, name: str, alias: str, source: str) -> None:
        alias = self._accept(alias, label)
        if alias and label == "DATASET" and len(name_key(alias)) < 3 < len(name_key(name)):
            self.dropped["short_alias"] += 1  # "ID" for "Infectious Diseases 2011", "PC" for "Pathway Curation 2013"
            return
        if alias and name_key(alias) != name_key(name):
            self._spelling(label, alias).sources.add(source)
            self.links.append((label, name_key(name), name_key(alias), source))
        elif alias:
            self._spelling(label, alias).sources.add(source)

    def drop_key(self, label: str, key: str, reason: str) -> None:
        for name in self.spellings[label].pop(key, {}):
            self.dropped[reason] += 1
            if len(self.dropped_examples[reason]) < 4:
                self.dropped_examples[reason].append(f"{label}:{name}")


def split_cell(cell: str) -> list[str]:
    return [part for part in (cell or "").split("; ") if part.strip()]


def read_pwc_tables(kb: Path, out: Collector) -> None:
    folder = kb / "pwc_2025_task_tables"
    for path in sorted(folder.glob("*_tasks_detailed.csv")):
        with open(path, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                out.add_name("TASK", row["Task Name"], "pwc")
                for task in split_cell(row["Subtasks"]):
                    out.add_name("TASK", task, "pwc")
                for dataset in split_cell(row["Common Datasets (Top 10)"]) + split_cell(row["Benchmarks"]):
                    out.add_name("DATASET", dataset, "pwc")
                for metric in split_cell(row["SOTA Metrics"]):
                    out.add_name("METRIC", metric, "pwc")
    with open(folder / "task_hierarchy.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            for task in [row["Parent Task"]] + split_cell(row["Child Tasks"]):
                out.add_name("TASK", task, "pwc")
    with open(folder / "all_tasks.txt", encoding="utf-8") as f:
        for line in f:
            out.add_name("TASK", line, "pwc")


def read_pwc_methods(kb: Path, out: Collector) -> None:
    with gzip.open(kb / "pwc_methods_2022.json.gz", "rt", encoding="utf-8") as f:
        for method in json.load(f):
            name = out.add_name("METHOD", method.get("name") or "", "pwc_methods")
            if name and method.get("full_name"):
                out.add_alias("METHOD", name, method["full_name"], "pwc_methods")


def read_mlsea(kb: Path, out: Collector) -> None:
    for filename, label in (("PwC-Task_Types.csv", "TASK"), ("PwC-Algorithm_Types.csv", "METHOD")):
        with open(kb / "mlsea" / filename, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                # Labels spelled from the IRIs' words: "Expectation - Maximization" is Expectation-Maximization.
                out.add_name(label, row["labels"].replace(" - ", "-"), "mlsea")


def read_sota_extractor(kb: Path, out: Collector) -> None:
    """Leaderboards: task -> datasets (and subdatasets) -> metric column names; rows (model names) are skipped."""

    def walk(task: dict) -> None:
        name = out.add_name("TASK", task.get("task") or "", "sota_extractor")
        for synonym in task.get("synonyms") or []:
            if name:
                out.add_alias("TASK", name, synonym, "sota_extractor")
        for dataset in task.get("datasets") or []:
            for item in [dataset] + list(dataset.get("subdatasets") or []):
                if item.get("dataset"):
                    out.add_name("DATASET", item["dataset"], "sota_extractor")
                for metric in (item.get("sota") or {}).get("metrics") or []:
                    out.add_name("METRIC", metric, "sota_extractor")
        for subtask in task.get("subtasks") or []:
            walk(subtask)

    folder = kb / "sota_extractor"
    for path in sorted(folder.glob("*.json")):
        with open(path, encoding="utf-8") as f:
            for task in json.load(f):
                walk(task)
    with open(folder / "synonyms.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f, skipinitialspace=True):
            task = out.add_name("TASK", row["task"], "sota_extractor")
            if task:
                out.add_name("TASK", row["synonym"], "sota_extractor")
                out.add_alias("TASK", task, row["synonym"], "sota_extractor")


def read_axcell(kb: Path, out: Collector) -> None:
    with open(kb / "axcell" / "aliases.json", encoding="utf-8") as f:
        aliases = json.load(f)
    for group, label in (("metrics", "METRIC"), ("datasets", "DATASET")):
        for canonical, spellings in aliases[group].items():
            name = out.add_name(label, canonical, "axcell", axcell=True)
            for alias in spellings if name else []:
                if plausible_alias(alias, name, label):
                    out.add_alias(label, name, alias, "axcell")
                else:
                    out.dropped["axcell_hint"] += 1


def read_nlp_tdms(kb: Path, out: Collector) -> None:
    for filename, label in (("datasetKB.tsv", "DATASET"), ("taskKB.tsv", "TASK"), ("evaMatrixKB.tsv", "METRIC")):
        with open(kb / "nlp_tdms" / filename, encoding="utf-8") as f:
            for line in f:
                columns = line.rstrip("\n").split("\t")
                if len(columns) >= 2:
                    text = columns[1].replace("_", " ") if label == "TASK" else columns[1]
                    out.add_name(label, text, "nlp_tdms")


# The lists' sources that mine unannotated abstracts (training/build_gazetteer.py tags them so in `sources`).
MINED_LISTS = frozenset({"unlabeled", "paperlists"})


def read_reference_lists(out: Collector) -> Path | None:
    """The project's lists in data/reference (first column, header skipped; the third, where the list found the
    name, says whether only mining did); None when they are absent."""
    folder = REFERENCE_DIR
    if not (folder / "datasets.tsv").is_file():
        return None
    for filename, label in (("datasets.tsv", "DATASET"), ("methods.tsv", "METHOD"), ("metrics.tsv", "METRIC"),
                            ("tasks.tsv", "TASK")):
        path = folder / filename
        if path.is_file():
            with open(path, encoding="utf-8") as f:
                next(f, None)
                for line in f:
                    columns = line.rstrip("\n").split("\t")
                    found_in = set(columns[2].split(",")) if len(columns) > 2 and columns[2] else set()
                    out.add_name(label, columns[0], "corpora", mined=bool(found_in) and found_in <= MINED_LISTS)
    return folder


# Names of one thing that no source joins. "ImageNet" in ML papers is the 1,000-class ILSVRC-2012 set (ImageNet-21k
# is another); "CUB" is Caltech-UCSD Birds-200-2011, and so, in nearly every ML paper since 2011, are "CUB-200" and
# "CUB200" (the 2010 release, with a third of the images, is seldom used); "VOC" is PASCAL VOC (its editions follow: merge.link_editions).
SAME_NAMES = {
    "DATASET": {
        "ImageNet": ("ImageNet-1k", "ILSVRC-2012", "ILSVRC 2012"),
        "CUB-200-2011": ("CUB", "CUB-200", "CUB200"),
        "PASCAL VOC": ("VOC",),
        "Waymo Open Dataset": ("Waymo",),  # "the Waymo dataset" in an abstract is its open dataset
    },
    # Leaderboards head a column "Top-1" for top-1 accuracy; the sources file the two apart.
    "METRIC": {
        "Top-1 Accuracy": ("Top-1",),
        "Top-5 Accuracy": ("Top-5",),
    },
}


def read_same_names(out: Collector) -> None:
    """The project's own alias links (SAME_NAMES), source "project"."""
    for label, names in SAME_NAMES.items():
        for name, aliases in names.items():
            for alias in aliases:
                out.add_alias(label, name, alias, "project")


def read_corpus_long_forms() -> dict[str, tuple[int, str, int]]:
    """data/reference/acronym_senses.tsv (training/build_acronym_senses.py): per acronym the unlabelled corpus
    defines, (definitions, its most common long form, how many definitions give it); empty when absent."""
    path = REFERENCE_DIR / senses.FILENAME
    if not path.is_file():
        return {}
    with open(path, encoding="utf-8", newline="") as f:
        return {row["short"]: (int(row["definitions"]), row["long_form"], int(row["long_form_definitions"]))
                for row in csv.DictReader(f, delimiter="\t") if row.get("long_form")}


MODEL_FAMILIES = "model_families.tsv"
MODEL_FAMILIES_SOURCE = "corpus_models"


def read_model_families(out: Collector) -> int:
    """data/reference/model_families.tsv (training/build_model_families.py): model families the unlabelled corpus
    writes with a parameter count ("Qwen", "Mistral"), as METHOD names of source "corpus_models"; how many."""
    path = REFERENCE_DIR / MODEL_FAMILIES
    if not path.is_file():
        return 0
    with open(path, encoding="utf-8", newline="") as f:
        families = [row["family"] for row in csv.DictReader(f, delimiter="\t")]
    for family in families:
        out.add_name("METHOD", family, MODEL_FAMILIES_SOURCE)
    return len(families)
