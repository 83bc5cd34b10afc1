"""Forms of one name: bracketed abbreviations, split and detail suffixes, plurals, plausible aliases, slugs."""

from __future__ import annotations

import unicodedata

import regex

from extractor.names.normalize import INITIALS_SKIP, name_key, singular_key


_BRACKETED = regex.compile(r"(?P<outer>[^()]+?)\s*\((?P<inner>[^()]+)\)")




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
    return w == 0 and all(j in used for j, word in enumerate(words) if word not in INITIALS_SKIP
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
# "Accuracy on Test", "% Test Accuracy", "F1-score", "BLEU points".
_METRIC_DETAIL = (
    regex.compile(r"(?P<base>.+?)\s*[(\[][^()\[\]]+[)\]]"),
    regex.compile(rf"(?i)%?\s*{_METRIC_SPLIT}[\s\-_:]+(?P<base>.+)"),
    regex.compile(rf"(?i)(?P<base>.+?)\s+(?:on\s+)?(?:the\s+)?{_METRIC_SPLIT}(?:\s+set)?"),
    regex.compile(r"(?i)(?P<base>.+?)[\s\-_]*score"),
    regex.compile(r"(?i)(?P<base>.+?)\s+points?"),  # "BLEU points": the unit a metric's change is given in
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
    """The singular key of a plural one ("cnns" -> "cnn", "accuracies" -> "accuracy"); the build folds it when that
    key is a name. The lookup's own rule (normalize.singular_key), so build and lookup agree."""
    return singular_key(key)


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
