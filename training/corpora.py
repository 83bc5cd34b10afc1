"""Read the research corpora in ../shared/data into raw text with character-offset gold spans.

Every reader returns `GoldDoc`s: the text as a reader of the paper would see it (SciERC's PTB
tokens are detokenized, TDMSci's text is rebuilt from its character offsets) and the gold
entities as character spans already mapped to the table labels of `extractor.records.EntityLabel`.
Training converts these to spaCy DocBins with the shipped tokenizer; the benchmark scores
predictions against the same character spans, so neither ever sees the gold tokens.
"""

from __future__ import annotations

import json
import lzma
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator, Optional

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO.parent / "shared" / "data"

# ---- label mapping -----------------------------------------------------------------------
# SciERC "Material" mixes corpora and benchmarks ("Penn Treebank", "EUROPARL corpus") with
# generic materials ("English", "images", "spontaneous speech"); in its train split the
# generic kind is the large majority. TDMSci's DATASET, the label users filter on, is named
# datasets only. So a SciERC Material becomes DATASET when it is a *name* (see
# `is_dataset_name`) and MATERIAL otherwise. Keeping MATERIAL distinct means a DATASET row
# is a dataset, and the SciERC score (Material) is computed over DATASET + MATERIAL together.
SCIERC_LABELS = {
    "Task": "TASK",
    "Method": "METHOD",
    "Metric": "METRIC",
    "Material": "MATERIAL",  # or DATASET, decided per span
    "OtherScientificTerm": "OTHER",
    "Generic": "GENERIC",
}
TDMSCI_LABELS = {"TASK": "TASK", "DATASET": "DATASET", "METRIC": "METRIC"}
SCIREX_LABELS = {"Task": "TASK", "Method": "METHOD", "Metric": "METRIC", "Material": "MATERIAL"}

# Names of languages and peoples are capitalized but are materials, not datasets.
_LANGUAGE_WORDS = {
    "english", "french", "german", "chinese", "japanese", "arabic", "czech", "dutch", "spanish",
    "italian", "korean", "russian", "hindi", "turkish", "portuguese", "swedish", "finnish",
    "greek", "hebrew", "persian", "urdu", "bengali", "thai", "vietnamese", "polish", "danish",
    "mandarin", "cantonese", "basque", "catalan", "romanian", "hungarian", "estonian", "latin",
    "european", "american", "british", "indian", "african", "asian", "web", "internet",
    "bulgarian", "slavic", "slovene", "croatian", "serbian", "norwegian", "indonesian", "malay",
}
_DATASET_HEADS = {"corpus", "corpora", "dataset", "datasets", "treebank", "benchmark", "benchmarks"}


def is_dataset_name(text: str, sentence_initial: bool = False) -> bool:
    """True when a Material span reads like a named data set ("WordNet", "EUROPARL corpus",
    "CIFAR-10", "TREC data"), False for generic materials ("English", "parallel corpus")."""
    words = re.findall(r"[A-Za-z0-9][\w'.-]*", text)
    if not words:
        return False
    for i, word in enumerate(words):
        if word.lower() in _LANGUAGE_WORDS:
            continue
        if any(ch.isdigit() for ch in word) and any(ch.isalpha() for ch in word):
            return True  # CIFAR-10, MNIST2, WMT14
        if any(ch.isupper() for ch in word[1:]):
            return True  # WordNet, PTB, TREC
        if word[0].isupper() and not (i == 0 and sentence_initial):
            return True  # Europarl, Wikipedia
    return False


# ---- documents ---------------------------------------------------------------------------


@dataclass
class GoldDoc:
    text: str
    spans: list[tuple[int, int, str]] = field(default_factory=list)  # char start, end, label
    source: str = ""
    # True when the corpus annotates only some of the labels (TDMSci: no METHOD, OTHER, ...),
    # so an unlabelled content word is not evidence of "no entity"; see train_ner.to_doc
    partial: bool = False
    # char ranges where O is not to be trusted (set by train_ner from a SciERC-only model:
    # where it sees a METHOD/OTHER/GENERIC/MATERIAL that the partial corpus leaves untagged)
    unsure: Optional[list[tuple[int, int]]] = None


_PTB = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}",
        "``": '"', "''": '"'}
_NO_SPACE_BEFORE = {".", ",", ";", ":", "?", "!", ")", "]", "}", "%", "'s", "n't", "'"}
_NO_SPACE_AFTER = {"(", "[", "{"}


def detokenize(tokens: list[str], tight_hyphens: bool = False) -> tuple[str, list[tuple[int, int]]]:
    """Join PTB tokens into readable text; return it with each token's char offsets.
    tight_hyphens: the tokens split hyphenated words ("CIFAR", "-", "10"), so glue them."""
    parts: list[str] = []
    offsets: list[tuple[int, int]] = []
    pos = 0
    open_quote = False
    prev = None
    for raw in tokens:
        tok = _PTB.get(raw, raw)
        space = prev is not None
        if tok in _NO_SPACE_BEFORE or (prev in _NO_SPACE_AFTER):
            space = False
        if tight_hyphens and (tok == "-" or prev == "-"):
            space = False
        if raw == "``":
            open_quote = True
        elif raw == "''":
            space = False
            open_quote = False
        elif prev == '"' and open_quote:
            space = False
        if space:
            parts.append(" ")
            pos += 1
        offsets.append((pos, pos + len(tok)))
        parts.append(tok)
        pos += len(tok)
        prev = tok
    return "".join(parts), offsets


def _non_overlapping(spans: Iterable[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """NER needs flat spans: where SciERC nests, keep the longer (outer) span."""
    kept: list[tuple[int, int, str]] = []
    for s in sorted(spans, key=lambda s: (-(s[1] - s[0]), s[0])):
        if all(s[1] <= k[0] or s[0] >= k[1] for k in kept):
            kept.append(s)
    return sorted(kept)


def join_tokens(tokens: list[str]) -> tuple[str, list[tuple[int, int]]]:
    """Tokens joined by single spaces, as they are (how many tools rebuild SciERC text)."""
    offsets, pos = [], 0
    for tok in tokens:
        offsets.append((pos, pos + len(tok)))
        pos += len(tok) + 1
    return " ".join(tokens), offsets


def read_scierc(path: Path, flat: bool = True, detok: bool = True) -> list[GoldDoc]:
    """SciERC json lines: token offsets per document, inclusive end. One GoldDoc per abstract.
    detok=False joins the PTB tokens with spaces instead of detokenizing them."""
    docs = []
    for line in Path(path).read_text(encoding="utf8").splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        tokens = [t for sent in record["sentences"] for t in sent]
        sent_starts = set()
        i = 0
        for sent in record["sentences"]:
            sent_starts.add(i)
            i += len(sent)
        text, offsets = detokenize(tokens) if detok else join_tokens(tokens)
        spans = []
        for sent_ner in record["ner"]:
            for start, end, label in sent_ner:
                cs, ce = offsets[start][0], offsets[end][1]
                mapped = SCIERC_LABELS[label]
                if label == "Material" and is_dataset_name(text[cs:ce], start in sent_starts):
                    mapped = "DATASET"
                spans.append((cs, ce, mapped))
        spans = sorted(set(spans))
        docs.append(GoldDoc(text, _non_overlapping(spans) if flat else spans, record.get("doc_key", "")))
    return docs


def read_tdmsci(path: Path) -> list[GoldDoc]:
    """TDMSci BIO conll (token, char offset, tag). One GoldDoc per sentence; the text is
    rebuilt from the offsets, so spacing ("domain-specific") is as in the source."""
    docs = []
    for n, block in enumerate(Path(path).read_text(encoding="utf8").strip().split("\n\n")):
        rows = [line.split("\t") for line in block.split("\n") if line.strip()]
        base = int(rows[0][1])
        text = ""
        spans = []
        current: Optional[list] = None
        for token, offset, tag in rows:
            start = int(offset) - base
            if start < len(text):  # never seen, but keep offsets monotone
                start = len(text) + 1
            text += " " * (start - len(text)) + token
            end = start + len(token)
            if tag.startswith("B-") or tag == "O" or (current and tag[2:] != current[2]):
                if current:
                    spans.append(tuple(current))
                current = [start, end, TDMSCI_LABELS[tag[2:]]] if tag != "O" else None
            else:  # I-
                current[1] = end
        if current:
            spans.append(tuple(current))
        docs.append(GoldDoc(text, spans, f"tdmsci:{n}", partial=True))
    return docs


def replace_mentions(docs: list[GoldDoc], copies: int, p: float = 0.5, seed: int = 0) -> list[GoldDoc]:
    """`copies` altered copies of each document where each gold span is, with probability p, swapped for another
    mention of the same label from the same documents ("mention replacement", Dai & Adel 2020: a simple
    augmentation that helps small NER corpora). Offsets are rebuilt; unsure ranges of partial corpora are
    dropped from the copies (their positions move), so copies of partial documents keep only their gold."""
    rng = random.Random(seed)
    pool: dict[str, list[str]] = {}
    for doc in docs:
        for start, end, label in doc.spans:
            pool.setdefault(label, []).append(doc.text[start:end])
    out = []
    for _ in range(copies):
        for doc in docs:
            pieces, spans, cursor, length = [], [], 0, 0
            for start, end, label in sorted(doc.spans):
                mention = rng.choice(pool[label]) if rng.random() < p else doc.text[start:end]
                pieces.append(doc.text[cursor:start])
                length += start - cursor
                spans.append((length, length + len(mention), label))
                pieces.append(mention)
                length += len(mention)
                cursor = end
            pieces.append(doc.text[cursor:])
            out.append(GoldDoc("".join(pieces), spans, doc.source + "#aug", partial=doc.partial,
                               unsure=None if doc.unsure is None else []))
    return out


def split_tdmsci(docs: list[GoldDoc], held_out: float = 0.15, seed: int = 0) -> tuple[list, list]:
    """The fixed TDMSci split: (train, held_out). Same seed, same split, everywhere."""
    order = list(range(len(docs)))
    random.Random(seed).shuffle(order)
    n_held = round(len(docs) * held_out)
    held = set(order[:n_held])
    return [d for i, d in enumerate(docs) if i not in held], [d for i, d in enumerate(docs) if i in held]


def _scirex_label(label: str, surface: str) -> str:
    """SciREX label -> table label; a Material that is a name is a DATASET, as for SciERC."""
    return "DATASET" if label == "Material" and is_dataset_name(surface) else SCIREX_LABELS[label]


def _scirex_spans(text: str, offsets: list[tuple[int, int]], base: int, mentions) -> list[tuple[int, int, str]]:
    """Character spans in `text` (tokens from `base` on, detokenized to `offsets`) of the
    mentions (token start, exclusive end, SciREX label)."""
    spans = []
    for s, e, label in mentions:
        cs, ce = offsets[s - base][0], offsets[e - 1 - base][1]
        spans.append((cs, ce, _scirex_label(label, text[cs:ce])))
    return spans


def read_scirex(folder: Path, flat: bool = True) -> Iterator[GoldDoc]:
    """SciREX full papers (token offsets, exclusive end), one GoldDoc per section."""
    for path in sorted(Path(folder).glob("*.json")):
        record = json.loads(path.read_text(encoding="utf8"))
        words = record["words"]
        ner = sorted((s, e, l) for s, e, l in record["ner"])
        for sec_start, sec_end in record["sections"]:
            tokens = words[sec_start:sec_end]
            if len(tokens) > 2 and tokens[1] == ":" and tokens[0] in ("document", "section", "paragraph"):
                tokens, sec_start = tokens[2:], sec_start + 2
            if not tokens:
                continue
            text, offsets = detokenize(tokens, tight_hyphens=True)
            inside = [(s, e, l) for s, e, l in ner if s >= sec_start and e <= sec_end and e > s]
            spans = _scirex_spans(text, offsets, sec_start, inside)
            yield GoldDoc(text, _non_overlapping(spans) if flat else spans, f"{path.stem}:{sec_start}")


def _scirex_sentences(folder: Path, labels: Optional[set[str]], limit: int, seed: int) -> list[GoldDoc]:
    """SciREX sentences (at most 80 tokens) with a mention of `labels` (None: any), only those
    spans kept, partial=True, shuffled with `seed`, the first `limit`."""
    found: list[GoldDoc] = []
    for path in sorted(Path(folder).glob("*.json")):
        record = json.loads(path.read_text(encoding="utf8"))
        words = record["words"]
        mentions = [(s, e, label) for s, e, label in record["ner"] if e > s]
        for sent_start, sent_end in record["sentences"]:
            inside = [(s, e, label) for s, e, label in mentions if s >= sent_start and e <= sent_end]
            if not inside or sent_end - sent_start > 80:
                continue
            text, offsets = detokenize(words[sent_start:sent_end], tight_hyphens=True)
            spans = [span for span in _scirex_spans(text, offsets, sent_start, inside) if labels is None or span[2] in labels]
            if spans:
                found.append(GoldDoc(text, _non_overlapping(spans), f"{path.stem}:{sent_start}", partial=True))
    random.Random(seed).shuffle(found)
    return found[:limit]


def read_scirex_dataset_sentences(folder: Path, limit: int = 800, seed: int = 0) -> list[GoldDoc]:
    """SciREX sentences that name a data set (a Material that `is_dataset_name`), with only
    those DATASET spans kept and partial=True: they teach the ML data set names that SciERC
    and TDMSci (NLP, mostly before 2018) lack - ImageNet, CIFAR-10, COCO - without importing
    SciREX's own conventions for methods, tasks and metrics."""
    return _scirex_sentences(folder, {"DATASET"}, limit, seed)


def read_scirex_sentences(folder: Path, limit: int = 3000, seed: int = 0) -> list[GoldDoc]:
    """SciREX sentences with at least one mention, all four of its labels kept (Material split
    into DATASET/MATERIAL as for SciERC), partial=True: SciREX does not tag SciERC's
    OtherScientificTerm/Generic, so those stay unsure, not O. ML papers of 2013-2019 with their
    data sets, metrics and methods, the product's domain, which SciERC (AI abstracts before 2017)
    covers thinly."""
    return _scirex_sentences(folder, None, limit, seed)


def read_abstracts(path: Path) -> Iterator[str]:
    """The unlabelled ML abstracts (title + abstract), for vectors and pretraining."""
    with open(path, encoding="utf8") as f:
        for line in f:
            if line.strip():
                record = json.loads(line)
                text = (record.get("abstract") or "").strip()
                if text:
                    yield text


def unlabeled_build_arguments(description: str, filename: str, argv: Optional[list[str]] = None):
    """--data and --out of a build that reads unlabeled/ and writes `filename` into data/reference."""
    import argparse

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder (with unlabeled/)")
    parser.add_argument("--out", type=Path, default=REPO / "data" / "reference", help="folder for " + filename)
    return parser.parse_args(argv)


def read_unlabeled_abstracts(data: Path, exclude: set[str] = frozenset()) -> Iterator[str]:
    """The 198k unlabelled abstracts of unlabeled/ (ML venues, ACL Anthology 2016 on; xz-compressed JSON lines),
    less the papers whose id is in `exclude` (the annotated sets: their text is never trained on)."""
    for path in sorted((Path(data) / "unlabeled").glob("*.jsonl.xz")):
        with lzma.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    record = json.loads(line)
                    text = (record.get("abstract") or "").strip()
                    if text and record.get("id") not in exclude:
                        yield text


# ---- paths -------------------------------------------------------------------------------


def benchmark_ids() -> set[str]:
    """Ids of papers in the benchmark files (every .jsonl under benchmarks/data, listed in its manifest.json or
    not yet): annotated for evaluation, never trained on or mined."""
    ids = set()
    for path in sorted((REPO / "benchmarks" / "data").rglob("*.jsonl")):
        with open(path, encoding="utf-8") as f:
            ids |= {json.loads(line)["id"] for line in f if line.strip()}
    return ids


def scierc_path(data: Path, split: str) -> Path:
    return Path(data) / "scierc" / f"{split}.json"


def tdmsci_path(data: Path) -> Path:
    return Path(data) / "tdmsci" / "train_1500_v2.conll"


def scirex_folder(data: Path) -> Path:
    return Path(data) / "scirex" / "train_docs"


def abstracts_path(data: Path) -> Path:
    return Path(data) / "paperlists" / "ml_abstracts_2017_2024.jsonl"
