"""Which strings may be names: clean-up and the filters against spam, placeholders and generic words."""

from __future__ import annotations


import regex

MAX_CHARS, MAX_WORDS = 80, 10

from extractor.names.normalize import name_key



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
    # "Q->A", "QA->R": leaderboard columns of one benchmark; without the arrow the key would be "QA"'s.
    ("arrow", r"->|<-|→|←"),
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


# A possessive a tokenized corpus wrote apart: "Children ’s Book Test", "Roget 's Thesaurus".
_DETACHED_POSSESSIVE = regex.compile(r"(?<=\w) (['’]s)\b")


def clean(text: str) -> str:
    """One line, single spaces, no surrounding quotes or spaces, a possessive joined to its word ("Roget 's" ->
    "Roget's"); a truncation mark "..." is cut off."""
    text = _DETACHED_POSSESSIVE.sub(r"\1", _SPACES.sub(" ", text)).strip().strip('"').strip()
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
