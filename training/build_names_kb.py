"""Build data/reference/names.jsonl: one canonical name and a stable id per dataset, method, metric and task.

Sources (read from ../shared/data/kb and the project's reference lists, never copied whole):

| tag            | what is read                                                                  | licence        |
|----------------|-------------------------------------------------------------------------------|----------------|
| pwc            | Papers with Code task tables (kb/pwc_2025_task_tables): task names, subtasks, | CC BY-SA 4.0   |
|                | task hierarchy, all_tasks.txt, common datasets, benchmarks, SOTA metrics      |                |
| pwc_methods    | Papers with Code methods (kb/pwc_methods_2022.json.gz): name, full_name       | CC BY-SA 4.0   |
| mlsea          | MLSea (kb/mlsea): PwC task and algorithm labels                               | Apache-2.0     |
| sota_extractor | sota-extractor leaderboards (kb/sota_extractor): task -> datasets -> metrics, | CC BY-SA 4.0   |
|                | task synonyms; the model names of leaderboard rows are not read (noisy)       |                |
| axcell         | AxCell (kb/axcell/aliases.json): canonical metric and dataset names, aliases  | Apache-2.0     |
| nlp_tdms       | NLP-TDMS knowledge base (kb/nlp_tdms): datasets, tasks, metrics               | Apache-2.0     |
| corpora        | the project's lists data/reference/{datasets,methods,metrics,tasks}.tsv       | see below      |
|                | (extractor/data/reference/ before the data/ move), first column               |                |

corpora: SciERC, TDMSci and SciREX annotations (SciERC: none stated, a research corpus; TDMSci: Apache-2.0; SciREX:
Apache-2.0) and names mined from the paperlists abstracts (none stated, public abstracts).
The combined list is CC BY-SA 4.0 because of its Papers with Code parts (data/reference/names.LICENCE.md).

How names become entries:
  * every string is cleaned (whitespace) and filtered (reject_reason): 1-80 characters, a letter, no control
    characters, URLs, phone numbers, SQL fragments, support-scam phrases, question marks, "@" (but in metric
    cut-offs such as "R@1"), symbol runs, other scripts' spam, placeholders ("N/A"), at most 10 words, no generic
    word as DATASET / METHOD ("data", "model", "SOTA", "AR", "CT"); the counts per rule are printed;
  * leaderboard columns and headings that are dataset names ("RACE" as a metric, "Penn Treebank" as a task) go;
  * "COCO (Common Objects in Context)" / "Word Error Rate (WER)": name + alias when one part abbreviates the other;
  * spellings with the same name_key are one node; nodes are joined by
      - folds, when the base exists as a name of that type: dataset splits and details ("COCO test-dev",
        "VisDrone- 1% labeled data", "ImageNet (targeted PGD)", "MS COCO" -> "COCO"), metric details ("Mean IoU
        (test)", "Test F1 score", "Params (M)"), method / task plurals ("CNNs");
      - alias links (method full names, AxCell aliases that are more than matching hints, sota-extractor task
        synonyms, bracketed abbreviations), unless one alias is linked from two different entries;
      - for metrics and tasks, an acronym and the one long form its initials spell ("FID" / "Frechet Inception
        Distance");
  * the canonical name is the spelling most sources use as a name (not a folded detail); ties: the AxCell canonical,
    then the shortest; the id is type/slug(name), a numeric suffix only when two entries share a slug.

Usage: python training/build_names_kb.py [--data ../shared/data] [--out data/reference]
"""

from __future__ import annotations

import argparse
import csv
import gzip
import json
import sys
import time
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import regex

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(REPO))

from extractor.names.normalize import name_key  # noqa: E402

DEFAULT_DATA = REPO.parent / "shared" / "data"
DEFAULT_OUT = REPO / "data" / "reference"
REFERENCE_DIRS = (REPO / "data" / "reference", REPO / "extractor" / "data" / "reference")

TYPES = ("DATASET", "METHOD", "METRIC", "TASK")
MAX_CHARS, MAX_WORDS = 80, 10

# ---------------------------------------------------------------------------------------------------------------
# Filters: pure functions on one string.

_SPACES = regex.compile(r"[\s\u3000]+")
_PLACEHOLDER = regex.compile(r"(?i)n/?a|none|null|nan|tbd|unknown|other|others|misc|\(deleted task.*\)|-+")
_LETTER = regex.compile(r"\p{L}")
_LATIN_OR_GREEK = regex.compile(r"[\p{Latin}\p{Greek}]")
# Spam and noise, in the order they are tried (a name is counted under the first rule it fails).
PATTERN_RULES = tuple((reason, regex.compile(pattern)) for reason, pattern in (
    ("control_char", r"\p{Cc}|\p{Cf}"),
    ("url", r"(?i)https?:|www\.|\.html?\b"),
    ("phone", r"(?:\+?\d[\s().\-]*){10,}"),
    ("sql", r"(?i)['\"`]\s*(?:or|and)\b|\bunion\s+(?:all\s+)?select\b|\bselect\b.*\bfrom\b|['\"`)\]]\s*--|--\s*$|;|"
            r"\b(?:sleep|waitfor|pg_sleep)\s*\(|\bdrop\s+table\b|['\"]\s*=\s*['\"]|\d\s*=\s*\d"),
    ("scam", r"(?i)expedia|quickbooks|customer\s+service|refund|helpline|toll[\s-]*free|\bklm\b|\[\[|\]\]|\(\(|!!"),
    ("question", r"\?"),
))
# "@" is spam (an e-mail, a handle: "@forehead", "[Travel@Guide]") except in metric cut-offs: "R@1", "mAP@0.5",
# "TAR @ FAR=1e-4", "AP@M", "Pass@any".
_EMAIL_OR_HANDLE = regex.compile(r"[\w.+\-]+@[A-Za-z][\w\-]*\.[A-Za-z]{2,}|^@|\[[^\]]*@")
_SYMBOL_RUN = regex.compile(r"[^\w\s()\[\]%.]{3,}")

# Generic words that are no names: as DATASET or METHOD rows they would count "data" and "model" as names.
GENERIC = {
    "method", "methods", "model", "models", "dataset", "datasets", "data", "data set", "data sets", "network",
    "networks", "algorithm", "algorithms", "approach", "approaches", "framework", "frameworks", "baseline",
    "baselines", "system", "systems", "task", "tasks", "benchmark", "benchmarks", "image", "images", "text", "texts",
    "video", "videos", "audio", "speech", "sota", "state-of-the-art", "state of the art", "current sota", "ar", "ct",
    "reid", "re-id", "mri", "rgb", "rgb-d", "rgbd", "3d", "2d", "web", "corpus", "corpora", "results", "result",
    "experimental results", "metrics", "metric", "evaluation", "platforms", "supervised", "unsupervised",
    "knowledge-based", "smaller datasets", "social media", "test", "train", "training", "validation", "dev", "all",
    "english", "language", "languages", "simulation", "simulator", "real", "synthetic", "graph", "graphs", "table",
    "tables", "document", "documents", "sentence", "sentences", "word", "words", "feature", "features", "layer",
    "module", "architecture", "technique", "strategy", "scheme", "pipeline", "tool", "toolkit", "library",
    "classifier", "encoder", "decoder", "agent", "agents", "policy", "loss", "function", "optimizer",
}
# Leaderboard column headings that are no metrics: splits, aggregates, notes.
NOT_METRICS = {
    "test", "dev", "val", "validation", "train", "training", "all", "overall", "average", "avg", "mean", "total",
    "score", "scores", "note", "notes", "data", "metric", "metrics", "result", "results", "value", "values",
    "base dataset", "local", "joint", "dataset",
}
# Headings and placeholders the leaderboards list as tasks.
NOT_TASKS = {"task", "tasks", "current sota", "references", "resources", "datasets", "metrics", "results", "evaluation"}
STOPLISTS = {
    "DATASET": {name_key(w) for w in GENERIC},
    "METHOD": {name_key(w) for w in GENERIC},
    "METRIC": {name_key(w) for w in NOT_METRICS},
    "TASK": {name_key(w) for w in NOT_TASKS},
}


def clean(text: str) -> str:
    """One line, single spaces, no surrounding quotes or spaces; a truncation mark "..." is cut off."""
    text = _SPACES.sub(" ", text).strip().strip('"').strip()
    if text.endswith("...") and not text.endswith("...."):
        text = text[:-3].rstrip()
    return text


def reject_reason(name: str, label: str) -> str | None:
    """The first filter a cleaned name fails, or None: the rules whose counts the build prints."""
    if not name:
        return "empty"
    if _PLACEHOLDER.fullmatch(name):
        return "placeholder"
    if len(name) > MAX_CHARS:
        return "too_long"
    if not _LETTER.search(name):
        return "no_letter"
    failed = next((reason for reason, pattern in PATTERN_RULES if pattern.search(name)), None)
    if failed:
        return failed
    if "@" in name and (label != "METRIC" or _EMAIL_OR_HANDLE.search(name)):
        return "at_sign"
    if _SYMBOL_RUN.search(name):
        return "symbols"
    letters = _LETTER.findall(name)
    if sum(1 for ch in letters if _LATIN_OR_GREEK.match(ch)) * 2 < len(letters):
        return "script"
    if len(name.split()) > MAX_WORDS:
        return "too_many_words"
    if name_key(name) in STOPLISTS[label]:
        return "generic"
    return None


# ---------------------------------------------------------------------------------------------------------------
# Splits and folds: pure functions from one string to its parts or its base.

_BRACKETED = regex.compile(r"(?P<outer>[^()]+?)\s*\((?P<inner>[^()]+)\)")


_FUNCTION_WORDS = {"a", "an", "the", "of", "in", "on", "for", "and", "with", "to", "by", "from", "at", "via"}


def abbreviates(short: str, long: str) -> bool:
    """Whether `short` abbreviates all of `long`, a name of two or more words: "WER" / "Word Error Rate", "COCO" /
    "Common Objects in Context", "mIoU" / "Mean IoU". The Schwartz-Hearst letter walk (right to left, the first
    letter at a word's start), and every word but "of", "in", ... and numbers gives a letter: "nips" is no
    abbreviation of "NeurIPS Co-authorship", "coco" (a fragment) none of "COCO-Stuff"."""
    letters = [ch for ch in short.casefold() if ch.isalnum()]
    words = regex.findall(r"[\p{L}\p{N}]+", long.casefold())
    if len(letters) < 2 or len(words) < 2 or len(short.split()) > 2 or name_key(short) in name_key(long):
        return False
    used: set[int] = set()
    w, c = len(words) - 1, len(words[-1])  # walk position: before character c of word w
    for i in range(len(letters) - 1, -1, -1):
        while True:
            c -= 1
            while c < 0:
                w -= 1
                if w < 0:
                    return False
                c = len(words[w]) - 1
            if words[w][c] == letters[i] and (i > 0 or c == 0):
                used.add(w)
                break
    return w == 0 and all(j in used for j, word in enumerate(words) if word not in _FUNCTION_WORDS
                          and not word.isdigit())


def split_bracketed(name: str) -> tuple[str, str] | None:
    """"COCO (Common Objects in Context)" -> ("COCO", "Common Objects in Context"); "Word Error Rate (WER)" ->
    ("Word Error Rate", "WER"): name and alias, when one part abbreviates the other. Details ("(test)") -> None."""
    match = _BRACKETED.fullmatch(name)
    if not match:
        return None
    outer, inner = match["outer"].strip(), match["inner"].strip()
    if abbreviates(inner, outer) or abbreviates(outer, inner):
        return outer, inner
    return None


_SPLIT = (
    r"(?:test|val|valid|validation|dev|train|training|minival|test-?dev|test-?std|test-?final|test-?challenge|"
    r"test-?clean|test-?other|count-test|test\s*set|val\s*set|dev\s*set|dataset|data\s*set|benchmark|corpus|split|"
    r"\d+(?:\.\d+)?\s*%\s*(?:labele?d?|of)?\s*(?:data|labels|training data)?|\d+-shot(?:\s+learning)?)"
)
# Dataset details after a base name: a split ("COCO test-dev"), a bracket ("ColonINST-v1 (Unseen)"), or a detail
# after ", " / ": " / " - " ("CIFAR-100, 40% Symmetric Noise", "VisDrone- 1% labeled data", "Set5 - 8x upscaling").
_DATASET_DETAIL = (
    regex.compile(rf"(?i)(?P<base>.+?)\s+{_SPLIT}(?:\s+{_SPLIT})*"),
    regex.compile(r"(?P<base>.+?)\s*[(\[][^()\[\]]+[)\]]"),
    regex.compile(r"(?P<base>.+?)(?:\s*[,:]\s+|\s*-\s+|\s+-\s*)(?P<detail>.+)"),
    regex.compile(r"(?:MS|Microsoft)[\s\-]*(?P<base>[A-Z][\w\-]{2,}.*)"),
)
_METRIC_SPLIT = r"(?:test|val|valid|validation|dev|eval|evaluation|train|training)"
# Metric details around a base metric: "Mean IoU (test)", "Runtime [ms]", "Test F1 score", "TEST-EM",
# "Accuracy on Test", "% Test Accuracy", "F1-score".
_METRIC_DETAIL = (
    regex.compile(r"(?P<base>.+?)\s*[(\[][^()\[\]]+[)\]]"),
    regex.compile(rf"(?i)%?\s*{_METRIC_SPLIT}[\s\-_:]+(?P<base>.+)"),
    regex.compile(rf"(?i)(?P<base>.+?)\s+(?:on\s+)?(?:the\s+)?{_METRIC_SPLIT}(?:\s+set)?"),
    regex.compile(r"(?i)(?P<base>.+?)[\s\-_]*score"),
    regex.compile(r"(?P<base>.+?)\s*\(?%\)?"),
    regex.compile(r"%\s*(?P<base>.+)"),
)
DETAIL_PATTERNS = {"DATASET": _DATASET_DETAIL, "METRIC": _METRIC_DETAIL}


def detail_bases(name: str, label: str) -> list[str]:
    """Shorter names this one may be a detailed form of, nearest first ("COCO test-dev" -> ["COCO"]). The build
    keeps a base only when it exists as a name of that type; a base's own bases are tried too."""
    bases: list[str] = []
    for pattern in DETAIL_PATTERNS.get(label, ()):
        match = pattern.fullmatch(name)
        base = match["base"].strip(" -,:") if match else ""
        if base and base != name:
            bases.append(base)
    return bases


def plural_base(key: str) -> str | None:
    """The singular key of a plural one ("cnns" -> "cnn"); the build folds it when that key is a name."""
    if len(key) > 3 and key.endswith("s") and not key.endswith("ss"):
        return key[:-1]
    return None


def words_of(text: str) -> set[str]:
    return set(regex.findall(r"[\p{L}\p{N}]+", text.casefold()))


def plausible_alias(alias: str, canonical: str, label: str) -> bool:
    """AxCell aliases are matching hints ("coco" for COCO-Stuff, "wsj" for WSJ eval92, "test"): keep one only when
    it is the same key, an abbreviation of the whole name (or the name of it), or for metrics a fuller form."""
    alias_key, canonical_key = name_key(alias), name_key(canonical)
    if alias_key == canonical_key:
        return True
    if len(alias_key) < 3 and len(canonical_key) > len(alias_key):
        return False
    if abbreviates(alias, canonical) or abbreviates(canonical, alias):
        return True
    if label != "METRIC":
        return False
    # "acc" / "Accuracy", "err" / "Error"; "mean psnr", "psnr (db)" / "PSNR"
    return canonical_key.startswith(alias_key) and canonical.isalpha() or words_of(alias) > words_of(canonical)


def slug(name: str) -> str:
    """Lower case, accents off, Greek letters spelled, non-alphanumerics to "-": "MS-COCO" -> "ms-coco", "C++" -> "c",
    "μ-Net" -> "mu-net"."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(ch if ch.isascii() else name_key(ch) for ch in text if not unicodedata.combining(ch)).lower()
    return regex.sub(r"[^a-z0-9]+", "-", text).strip("-") or "x"


# ---------------------------------------------------------------------------------------------------------------
# Collection: names and alias links, by type, with their sources.


@dataclass
class Spelling:
    sources: set[str] = field(default_factory=set)
    name_sources: set[str] = field(default_factory=set)  # sources that use it as a name (votes), not as an alias
    axcell_canonical: bool = False
    derived: bool = False  # a detailed form folded into its base ("COCO test-dev"): never the canonical name


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

    def add_name(self, label: str, text: str, source: str, axcell: bool = False) -> str | None:
        """Add a name (splitting "X (Y)" abbreviation pairs into name + alias); returns the name kept, or None."""
        name = clean(text)
        pair = split_bracketed(name)
        if pair:
            outer = self.add_name(label, pair[0], source, axcell)
            if outer:
                self.add_alias(label, outer, pair[1], source)
            return outer
        name = self._accept(name, label)
        if name:
            spelling = self._spelling(label, name)
            spelling.sources.add(source)
            spelling.name_sources.add(source)
            spelling.axcell_canonical |= axcell
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
                out.add_name(label, row["labels"], "mlsea")


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


def read_reference_lists(out: Collector) -> Path | None:
    """The project's lists (first column, header skipped): data/reference if present, else data/reference."""
    folder = next((d for d in REFERENCE_DIRS if (d / "datasets.tsv").is_file()), None)
    if folder is None:
        return None
    for filename, label in (("datasets.tsv", "DATASET"), ("methods.tsv", "METHOD"), ("metrics.tsv", "METRIC"),
                            ("tasks.tsv", "TASK")):
        path = folder / filename
        if path.is_file():
            with open(path, encoding="utf-8") as f:
                next(f, None)
                for line in f:
                    out.add_name(label, line.split("\t")[0], "corpora")
    return folder


# ---------------------------------------------------------------------------------------------------------------
# Merging: union-find over (type, key).


class Groups:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, key: str) -> str:
        self.parent.setdefault(key, key)
        root = key
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[key] != root:
            self.parent[key], key = root, self.parent[key]
        return root

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def is_name_key(spellings: dict[str, dict[str, Spelling]], key: str) -> bool:
    return any(s.name_sources and not s.derived for s in spellings.get(key, {}).values())


def base_exists(label: str, spellings: dict[str, dict[str, Spelling]], base: str) -> bool:
    """A metric base may differ in case ("Test mAP" -> "MAP"); a dataset base must be spelled as some source spells
    it, so that "Help, Anna!" does not fold into "HELP"."""
    if label != "DATASET":
        return is_name_key(spellings, name_key(base))
    spelling = spellings.get(name_key(base), {}).get(base)
    return bool(spelling and spelling.name_sources and not spelling.derived)


def lists_names(label: str, spellings: dict[str, dict[str, Spelling]], name: str, base: str) -> bool:
    """"MIMIC-CXR, MIMIC-IV", "NAS-Bench-201, CIFAR-100": the rest after the base is a dataset too, so the string
    names two datasets, not one with a detail."""
    rest = name[len(base):].strip(" ,:-")
    return label == "DATASET" and name.startswith(base) and is_name_key(spellings, name_key(rest))


def is_plural(spellings: dict[str, Spelling]) -> bool:
    """"CNNs", "Transformers": every spelling ends in a lower-case "s" after a letter; "PNAS" is no plural."""
    return all(regex.search(r"\p{L}s$", n) and not n.isupper() for n in spellings)


def fold_details(label: str, spellings: dict[str, dict[str, Spelling]], groups: Groups, stats: Counter) -> None:
    """Join detailed forms to their base name ("COCO test-dev" -> COCO) and plurals to their singular."""
    for key in sorted(spellings):
        for name, spelling in sorted(spellings[key].items()):
            todo, seen = detail_bases(name, label), set()
            while todo:
                base = todo.pop(0)
                base_key = name_key(base)
                if not base_key or base_key in seen or base_key == key:
                    continue
                seen.add(base_key)
                if base_exists(label, spellings, base) and not lists_names(label, spellings, name, base):
                    groups.union(key, base_key)
                    spelling.derived = True
                    stats[f"{label} detail folds"] += 1
                    break
                todo.extend(detail_bases(base, label))
        if label in ("METHOD", "TASK"):
            singular = plural_base(key)
            if singular and is_name_key(spellings, singular) and is_plural(spellings[key]):
                groups.union(key, singular)
                for spelling in spellings[key].values():
                    spelling.derived = True
                stats[f"{label} plural folds"] += 1


def apply_links(label: str, collector: Collector, groups: Groups, stats: Counter) -> None:
    """Join alias links, except an alias linked from two different entries (ambiguous: its spellings are dropped
    unless they are names themselves)."""
    spellings = collector.spellings[label]
    links = [(name, alias) for kind, name, alias, _ in collector.links if kind == label and name in spellings
             and alias in spellings]
    linked_from: dict[str, set[str]] = defaultdict(set)
    for name, alias in links:
        linked_from[alias].add(groups.find(name))
    ambiguous = {alias for alias, roots in linked_from.items() if len(roots) > 1}
    for name, alias in links:
        if alias not in ambiguous:
            groups.union(name, alias)
    for alias in sorted(ambiguous):
        if not any(s.name_sources for s in spellings[alias].values()):
            collector.drop_key(label, alias, "ambiguous_alias")
    stats[f"{label} ambiguous aliases"] += len(ambiguous)


def initials(long: str) -> str:
    """"Fréchet Inception Distance" -> "fid", "Area Under the Curve" -> "auc", "Intersection-over-Union" -> "iou";
    "" unless the name is two or more plain words (no digits, no brackets: "F1 (H50)" spells nothing)."""
    text = unicodedata.normalize("NFKD", long)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    if not regex.fullmatch(r"\p{L}+(?:[\s\-/]+\p{L}+)+", text):
        return ""
    words = [w for w in regex.split(r"[\s\-/]+", text) if w not in _FUNCTION_WORDS]
    return "".join(w[0] for w in words) if len(words) >= 2 else ""


_ACRONYM = regex.compile(r"(?=(?:\p{L}*\p{Lu}){2})\p{L}{3,6}")  # "FID", "MRR", "IoU", "mAP"; not "PQ", "F1"


def link_acronyms(label: str, spellings: dict[str, dict[str, Spelling]], groups: Groups, stats: Counter) -> None:
    """Join an acronym entry to the one long-form entry it spells by initials ("FID" / "Frechet Inception Distance",
    "MRR" / "Mean Reciprocal Rank") when two sources or more stand behind the pair and neither side has another
    partner ("DTM" already names Drum Transcription in Music, not also Dynamic Topic Modeling)."""
    acronym_roots: dict[str, set[str]] = defaultdict(set)
    long_roots: dict[str, set[str]] = defaultdict(set)
    sources: dict[str, set[str]] = defaultdict(set)
    for key, names in spellings.items():
        root = groups.find(key)
        for name, spelling in names.items():
            sources[root] |= spelling.sources
            if _ACRONYM.fullmatch(name):
                acronym_roots[key].add(root)
            elif initials(name) and spelling.name_sources and not spelling.derived:
                long_roots[initials(name)].add(root)
    for acronym, roots in sorted(acronym_roots.items()):
        partners = long_roots.get(acronym, set())
        if len(partners) == 1 and len(roots) == 1 and not partners & roots:
            root, partner = next(iter(roots)), next(iter(partners))
            if len(sources[root] | sources[partner]) >= 2:
                groups.union(root, partner)
                stats[f"{label} acronym links"] += 1


def canonical_spelling(spellings: dict[str, Spelling]) -> str:
    """Most sources as a name; then the AxCell canonical; then the shortest; then not all lower case; then sorted."""
    eligible = {n: s for n, s in spellings.items() if s.name_sources and not s.derived} or \
               {n: s for n, s in spellings.items() if s.name_sources} or spellings
    return min(eligible, key=lambda n: (-len(eligible[n].name_sources), not eligible[n].axcell_canonical, len(n),
                                        n.islower(), n))


def distinct_aliases(name: str, spellings: dict[str, Spelling]) -> list[str]:
    """Other spellings, one per case-insensitive form (the most used, capitalised one), sorted."""
    chosen: dict[str, str] = {}
    ranked = sorted(spellings, key=lambda n: (-len(spellings[n].name_sources), -len(spellings[n].sources),
                                               n.islower(), n))
    for alias in ranked:
        folded = alias.casefold()
        if folded != name.casefold() and folded not in chosen:
            chosen[folded] = alias
    return sorted(chosen.values())


def build_entries(collector: Collector, stats: Counter) -> list[dict]:
    entries = []
    for label in TYPES:
        spellings = collector.spellings[label]
        groups = Groups()
        for key in spellings:
            groups.find(key)
        fold_details(label, spellings, groups, stats)
        apply_links(label, collector, groups, stats)
        if label in ("METRIC", "TASK"):
            link_acronyms(label, spellings, groups, stats)
        members: dict[str, dict[str, Spelling]] = defaultdict(dict)
        for key, names in spellings.items():
            members[groups.find(key)].update(names)
        for group in members.values():
            if not any(s.name_sources for s in group.values()):
                continue  # aliases whose names were filtered out
            name = canonical_spelling(group)
            sources = sorted(set().union(*(s.sources for s in group.values())))
            entries.append({"type": label, "name": name, "aliases": distinct_aliases(name, group),
                            "sources": sources})
            if len(group) > 1:
                stats[f"{label} merged entries"] += 1
    return assign_ids(entries)


def assign_ids(entries: list[dict]) -> list[dict]:
    """type/slug(name). Entries whose slugs clash (different keys: "C" / "C++", "Parameters" / "# Parameters") are
    ordered plain spelling first, then by key; the first keeps the slug, the others get the next free -2, -3, ..."""
    by_slug: dict[str, list[dict]] = defaultdict(list)
    for entry in entries:
        by_slug[f"{entry['type'].lower()}/{slug(entry['name'])}"].append(entry)
    taken = set(by_slug)
    out = []
    for base, clashing in sorted(by_slug.items()):
        clashing.sort(key=lambda e: (regex.search(r"[^\w\s\-.']", e["name"]) is not None, name_key(e["name"]),
                                     e["name"]))
        out.append({"id": base, **clashing[0]})
        for entry in clashing[1:]:
            n = 2
            while f"{base}-{n}" in taken:
                n += 1
            taken.add(f"{base}-{n}")
            out.append({"id": f"{base}-{n}", **entry})
    return sorted(out, key=lambda e: e["id"])


def drop_cross_type_noise(collector: Collector) -> None:
    """Leaderboard columns and task headings that are dataset names. A metric is dropped when only sota-extractor
    has it and it is a dataset ("RACE", "Books", "SemEval 2007" as columns), or only leaderboards have it and a
    dataset is spelled exactly so, unless it is an acronym ("FEVER"-like columns go, "CaseHOLD" goes, "MUC", "MMD",
    "FAD" stay: both). A task is dropped when only sota-extractor has it and it is a dataset ("Penn Treebank"), or
    its exact spelling is a dataset's and it is shaped like a name ("GSM8K", "HellaSwag", "SST-2" as PwC tasks)."""
    datasets = collector.spellings["DATASET"]
    leaderboards = {"pwc", "sota_extractor"}
    for label in ("METRIC", "TASK"):
        for key in sorted(set(collector.spellings[label]) & set(datasets)):
            spellings = collector.spellings[label][key]
            sources = set().union(*(s.sources for s in spellings.values()))
            same_spelling = set(spellings) & set(datasets[key])
            if label == "METRIC":
                noise = sources <= {"sota_extractor"} or (
                    sources <= leaderboards and any(not n.isupper() for n in same_spelling))
            else:
                noise = sources <= {"sota_extractor"} or (
                    sources <= leaderboards | {"mlsea"} and any(regex.search(r"\d|\p{Ll}\p{Lu}", n)
                                                               for n in same_spelling))
            if noise:
                collector.drop_key(label, key, f"{label.lower()}_is_dataset")


def build(data: Path) -> tuple[list[dict], Collector, Counter, Path | None]:
    kb = data / "kb"
    collector = Collector()
    read_axcell(kb, collector)  # first: its canonical spellings are the tie-breakers
    read_pwc_tables(kb, collector)
    read_pwc_methods(kb, collector)
    read_mlsea(kb, collector)
    read_sota_extractor(kb, collector)
    read_nlp_tdms(kb, collector)
    reference = read_reference_lists(collector)
    drop_cross_type_noise(collector)
    stats: Counter = Counter()
    return build_entries(collector, stats), collector, stats, reference


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder (with kb/)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder for names.jsonl")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    entries, collector, stats, reference = build(args.data)
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "names.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        for entry in entries:
            f.write(json.dumps(entry, ensure_ascii=False) + "\n")
    per_type = Counter(e["type"] for e in entries)
    print(f"wrote {path} ({path.stat().st_size / 1e6:.2f} MB); reference lists from {reference}")
    for label in TYPES:
        n_aliases = sum(len(e["aliases"]) for e in entries if e["type"] == label)
        print(f"  {label:8s} {per_type[label]:6d} entries  {n_aliases:6d} aliases  "
              f"{stats[f'{label} merged entries']:5d} merged  {stats[f'{label} detail folds']:4d} detail folds  "
              f"{stats[f'{label} plural folds']:3d} plural folds  {stats[f'{label} acronym links']:3d} acronym links  "
              f"{stats[f'{label} ambiguous aliases']:3d} ambiguous")
    print(f"  total    {len(entries):6d} entries  {sum(len(e['aliases']) for e in entries):6d} aliases")
    clashes = [e for e in entries if slug(e["name"]) != e["id"].split("/", 1)[1]]
    print(f"slug clashes given a suffix: {len(clashes)}  " + "; ".join(f"{e['id']} {e['name']}" for e in clashes[:6]))
    print("dropped (distinct strings per type):")
    for reason, count in collector.dropped.most_common():
        examples = "; ".join(collector.dropped_examples.get(reason, []))
        print(f"  {reason:18s} {count:6d}  {examples[:150]}")
    print(f"run time {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
