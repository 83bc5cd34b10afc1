"""The key under which spellings of one name meet.

Two spellings are the same name when they differ only by case, accents, spaces, hyphens, dots, underscores,
apostrophes or slashes: "ImageNet-1K" / "Imagenet-1k", "CIFAR-10" / "CIFAR10" / "Cifar-10", "MS-COCO" / "MS COCO" /
"MSCOCO". Prefixes and plurals ("MS" COCO, "CNNs") are not stripped here: whether "mscoco" is "coco" depends on what
the knowledge base knows, so the lookup tries those variants (kb.py), not the key.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import regex

from extractor.rules.text import clean_markup
from extractor.rules.text import initials as word_initials

# Written as a coined name rather than a word: two capitals ("MOTA", "GLUE"), a capital after a lower-case letter
# ("nuScenes"), or letters with digits ("AI2-THOR", "3DPW", "CIFAR-10").
_COINED = regex.compile(r"\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}|\p{L}.*\d|\d.*\p{L}")
_EDGE_PUNCTUATION = " \t\n.,;:!?\"'`()[]{}*"
_NOT_ALNUM = regex.compile(r"[^\p{L}\p{N}+#]+")  # "C++", "C#" keep their sign: they are other names than "C"
_GREEK = {"α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "epsilon", "λ": "lambda", "μ": "mu", "σ": "sigma"}


@lru_cache(maxsize=65536)  # names recur across abstracts; the character loop is the cost
def name_key(text: str) -> str:
    """The comparison key of a name: NFKD without accents, case-folded, letters, digits, '+' and '#' only."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()
    plain = "".join(_GREEK.get(ch, ch) for ch in plain)
    return _NOT_ALNUM.sub("", plain)


def key_variants(key: str) -> list[str]:
    """Keys the same name may be filed under, most specific first: the key itself, singular (singular_key), without
    an 'ms' prefix (MS COCO, MS MARCO is kept by trying the exact key first)."""
    variants = [key]
    singular = singular_key(key)
    if singular:
        variants.append(singular)
    if key.startswith("ms") and len(key) > 4:
        variants.append(key[2:])
    return variants


# A year closing a key, or right after the series that opens it and before words ("wmt2021newstranslation": the WMT
# 2021 News Translation task, also written "WMT21 News Translation").
_FULL_YEAR = regex.compile(r"(?<=\p{L})(?:19|20)(\d\d)$|(?<=^\p{L}{2,10})(?:19|20)(\d\d)(?=\p{L}{3})")


def short_year_key(key: str) -> str | None:
    """A data set key with its year in two digits, the year closing it or following the series that opens it
    ("wmt2024" -> "wmt24", "voc2007" -> "voc07", "wmt2021newstranslation" -> "wmt21newstranslation"), None when
    it has no such year: "WMT 2024" and "WMT24", "VOC2007" and "VOC07" are one data set."""
    short = _FULL_YEAR.sub(lambda m: m.group(1) or m.group(2), key)
    return short if short != key else None


def singular_key(key: str) -> str | None:
    """The key without its plural ending ("cnns" -> "cnn", "accuracies" -> "accuracy", "bleuscores" ->
    "bleuscore", "markovdecisionprocesses" -> "markovdecisionprocess"), or None when it has none ("class", "gps"
    and other three-letter keys)."""
    if len(key) > 4 and key.endswith("ies"):
        return key[:-3] + "y"
    if len(key) > 5 and key.endswith(("sses", "xes", "ches", "shes")):
        return key[:-2]  # "processes" -> "process", "approaches" -> "approach", "boxes" -> "box"
    if len(key) > 3 and key.endswith("s") and not key.endswith("ss"):
        return key[:-1]
    return None


def singular_name_key(text: str) -> str:
    """The comparison key of a name in the singular: "Graph Neural Networks" and "graph neural network" meet."""
    key = name_key(text)
    return singular_key(key) or key


# Words a long form's initials skip ("Area Under the Curve" -> AUC).
INITIALS_SKIP = frozenset({"a", "an", "the", "of", "in", "on", "for", "and", "with", "to", "by", "from", "at", "via"})


def is_plural_acronym(name: str) -> bool:
    """An acronym written in the plural: "GTs", "GNNs", "Video-LLMs"; not "GTS"."""
    return len(name) > 2 and name.endswith("s") and name[-2].isupper()


@lru_cache(maxsize=65536)  # a known entry's aliases are checked again for each paper that defines its acronym
def initials_key(long: str) -> str:
    """The acronym a long form spells by its word initials, as a key: "Fréchet Inception Distance" -> "fid", "Area
    Under the Curve" -> "auc", "Intersection-over-Union" -> "iou"; "" unless the name is two or more plain words (no
    digits, no brackets: "F1 (H50)" spells nothing). The knowledge base's build links acronyms by it, and the lookup
    tells an abstract's own expansion from the base's by it."""
    text = unicodedata.normalize("NFKD", long)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    if not regex.fullmatch(r"\p{L}+(?:[\s\-/]+\p{L}+)+", text):
        return ""
    letters = word_initials(text, skip=INITIALS_SKIP).lower()  # the rules' initials: one word splitting everywhere
    return letters if len(letters) >= 2 else ""


@lru_cache(maxsize=65536)
def spelling(text: str) -> str:
    """A name as a table writes it: markup removed, white space collapsed, no punctuation at either end."""
    return clean_markup(text).strip(_EDGE_PUNCTUATION)


def spells_out(long: str, short: str) -> bool:
    """Whether a long form's word initials spell a short form, small words skipped or not: "reinforcement
    learning" RL, "in-context learning" ICL, "large language models" LLMs."""
    short = short[:-1] if is_plural_acronym(short) else short
    if len(short) < 2 or not short.isalpha():
        return False
    return short.casefold() in (initials_key(long), word_initials(long).casefold())


def looks_coined(name: str) -> bool:
    """Whether a name is written the way coined names are, not as a plain word ("Reddit", "attention")."""
    return _COINED.search(name) is not None
