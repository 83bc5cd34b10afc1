"""The knowledge base of names: data/reference/names.jsonl (built by training/build_names_kb.py), one canonical name
and a stable id per dataset, method, metric and task, with the aliases that mean the same thing.

    kb = default_kb()
    kb.lookup("MS-COCO", "DATASET")   # Entry(id='dataset/coco', type='DATASET', name='COCO', aliases=(...))
    kb.lookup_any("BLEU")             # [Entry(id='metric/bleu', ...)]

Every name and alias is indexed under its name_key per type; a lookup tries the key, then the key without a plural
"s", then without an "ms" prefix (key_variants), so it costs a few dict probes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator

import regex

from extractor import resources
from extractor.names.normalize import key_variants, name_key, short_year_key, singular_key

TYPES = ("DATASET", "METHOD", "METRIC", "TASK")
FILENAME = "names.jsonl"


@dataclass(frozen=True)
class Entry:
    """One name: `id` ("dataset/coco") stays the same across rebuilds; `name` is the canonical spelling."""

    id: str
    type: str
    name: str
    aliases: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()  # the lists that hold the name: one noisy list is weaker evidence than several


_PLURAL_ACRONYM = regex.compile(r"\p{Lu}[\p{Lu}\d]+s")
# A name and its version: "LLaMA-2", "Llama 3", "GPT-4o", "Qwen2.5", "Mistral-7B"; the family at least two letters;
# then perhaps a size and a kind ("Llama-3.1-8B", "Qwen2.5-7B-Instruct").
_VERSIONED = regex.compile(r"(?P<family>\p{L}[\p{L}\d]*?\p{L})[-\s]?v?\d+(?:\.\d+)*[\p{Ll}KMB]?"
                           r"(?:-(?:\d+(?:\.\d+)?[KMB]|\p{Lu}\p{Ll}+)){0,2}")
# A family name and, after hyphens, capitalised variant names or sizes: "LLaVA-NeXT-7B", "Mistral-7B-Instruct".
_VARIANT = regex.compile(
    r"(?P<family>\p{L}[\p{L}\d.]*?)(?:-(?:\d+(?:\.\d+)?[KMBT]|\p{Lu}[\p{L}\d]*|v?\d+(?:\.\d+)*))+")
# A data set's edition: a family name and a year ("PASCAL VOC 2012", "VOC2012", "MS COCO 2014", "SemEval-2024").
EDITION = regex.compile(r"(?P<family>.*\p{L})[\s\-_]?(?P<year>(?:19|20)\d\d)")


class NameKB:
    """Entries indexed by (type, name_key) of their name and every alias."""

    def __init__(self, entries: Iterable[Entry]) -> None:
        self._entries: dict[str, Entry] = {}
        self._index: dict[str, dict[str, Entry]] = {label: {} for label in TYPES}
        entries = list(entries)
        for entry in entries:
            self._entries[entry.id] = entry
            index = self._index.setdefault(entry.type, {})
            for spelling in (entry.name, *entry.aliases):
                index.setdefault(name_key(spelling), entry)
        # An acronym filed only in the plural ("GNNs") is found in the singular too ("GNN"), where no entry has that
        # key ("LLAMAS" is no plural); so is a name filed only in the plural ("Graph Neural Networks": "graph neural
        # network", "Markov decision processes": "Markov decision process").
        for entry in entries:
            index = self._index[entry.type]
            for spelling in (entry.name, *entry.aliases):
                if _PLURAL_ACRONYM.fullmatch(spelling):
                    index.setdefault(name_key(spelling[:-1]), entry)
                elif " " in spelling and (singular := singular_key(name_key(spelling))):
                    index.setdefault(singular, entry)
                if entry.type == "DATASET" and (short := short_year_key(name_key(spelling))):
                    index.setdefault(short, entry)  # "WMT24" finds "WMT 2024" (lookup reads "WMT 2024" as "wmt24")

    @classmethod
    def from_jsonl(cls, path: Path | str) -> "NameKB":
        with open(path, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        return cls(Entry(row["id"], row["type"], row["name"], tuple(row.get("aliases", ())), tuple(row.get("sources", ())))
                   for row in rows)

    def lookup(self, text: str, label: str) -> Entry | None:
        """The entry of this type that `text` names, or None ("MSCOCO", "DATASET" -> COCO)."""
        index = self._index.get(label.upper())
        if not index:
            return None
        for key in key_variants(name_key(text)):
            entry = index.get(key)
            if entry is not None:
                return entry
        if label.upper() == "DATASET" and (short := short_year_key(name_key(text))) and short in index:
            return index[short]  # "WMT 2024" where the base writes "WMT24"
        words = text.split()
        if label.upper() == "DATASET" and len(words) > 1 and not any(word.islower() for word in words):
            # "Waymo Open" (the span left its "Dataset" out) is "Waymo Open Dataset"; not one word ("Open"), nor
            # a description ("3D shapes" is no "3D Shapes Dataset")
            return index.get(name_key(text) + "dataset")
        return None

    def lookup_any(self, text: str) -> list[Entry]:
        """The entries of every type that `text` names, in TYPES order."""
        found = (self.lookup(text, label) for label in self._index)
        return [entry for entry in found if entry is not None]

    def family_types(self, text: str) -> set[str]:
        """The types of the family a versioned name belongs to when the base knows the family but not the version:
        "LLaMA-2", "Llama 3" -> {METHOD} (LLaMA); so does a variant or size written after it with hyphens,
        "LLaVA-NeXT-7B", "Mistral-7B-Instruct" -> {METHOD}. Empty when the name itself is known or carries no
        version."""
        match = _VERSIONED.fullmatch(text)
        variant = _VARIANT.fullmatch(text) if match is None else None
        if (match is None and variant is None) or self.lookup_any(text):
            return set()  # the patterns first: most phrases carry no version, and need no lookup
        if match is not None:
            return {entry.type for entry in self.lookup_any(match["family"])}
        family = variant["family"]
        return {entry.type for entry in self.lookup_any(family)} or self.family_types(family)

    def versioned_types(self, text: str) -> set[str]:
        """The types of a versioned name, known under another spelling or by its family only: "Llama-3.1" ->
        {METHOD}, whether the base files it as "Llama3.1" or knows LLaMA alone. Empty for a phrase that carries no
        version (the patterns first: "10%", "2.5" need no lookup)."""
        if _VERSIONED.fullmatch(text) is None and _VARIANT.fullmatch(text) is None:
            return set()
        return {entry.type for entry in self.lookup_any(text)} or self.family_types(text)

    def edition(self, text: str, label: str) -> tuple[Entry, str, Entry | None] | None:
        """(family entry, year, the edition's own entry or None) for a name written as a family the base knows and a
        year, when the base does not know this spelling: "VOC 2012" -> (PASCAL VOC, "2012", PASCAL VOC 2012), found
        under the family's other spelling; "COCO 2017" -> (COCO, "2017", None). None otherwise."""
        match = EDITION.fullmatch(text)
        if match is None or self.lookup(text, label) is not None:
            return None
        family = self.lookup(match["family"], label)
        if family is None:
            return None
        index, year = self._index[label], match["year"]
        found = (index.get(name_key(spelling) + year) for spelling in (family.name, *family.aliases))
        return family, year, next((entry for entry in found if entry is not None), None)

    def get(self, entry_id: str) -> Entry | None:
        return self._entries.get(entry_id)

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[Entry]:
        return iter(self._entries.values())


def names_path() -> Path:
    """The package's names.jsonl (data/reference in a checkout, extractor/data/reference when installed)."""
    return resources.REFERENCE_DIR / FILENAME


@lru_cache(maxsize=1)
def default_kb() -> NameKB:
    """The shipped knowledge base, loaded once per process."""
    return NameKB.from_jsonl(names_path())
