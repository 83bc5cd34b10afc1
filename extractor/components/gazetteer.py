"""Gazetteer: well-known dataset, metric, method and task names matched with a PhraseMatcher.

The lists (data/reference/{datasets,metrics,methods}.tsv) are built by training/build_gazetteer.py
from the training corpora's annotations, tasks.tsv by training/build_task_gazetteer.py. Names written with an upper-case letter ("MNIST",
"BLEU", "mAP") are matched case-sensitively, since lower-cased they collide with words
("is", "map"); all-lower-case names ("accuracy", "word error rate") match in any case, so a
sentence-initial "Accuracy" is found too. The names knowledge base adds its coined data set, metric and method
names (exactly; with a number in them, in any case), its plain metric phrases headed by a measure noun ("win
rate", "top-1 accuracy"; in any case) and its task names of two to five words headed by a task word ("satire
detection"; in any case; TASK F1 up on the six development sets, 0.371-0.488 -> 0.383-0.526), Papers with Code's
curated methods of one capitalised word inside a sentence ("Transformer"), methods named by a capital and a number
("T5"), and new versions of a family it knows only as a method ("Llama-3.1-8B-Instruct", "Qwen2.5-7B").
Matches go to doc.spans["gazetteer"], longest first, without overlaps.
"""

from __future__ import annotations

import csv
import re

import regex
from pathlib import Path

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.strings import get_string_id
from spacy.tokens import Doc, Span
from spacy.util import filter_spans

from extractor.doc_extensions import document_text
from extractor.names.kb import default_kb
from extractor.names.normalize import looks_coined
from extractor.resources import REFERENCE_DIR
from extractor.rules.names.cues import MEASURE_HEADS
from extractor.rules.task.phrases import has_task_head

SPAN_KEY = "gazetteer"
DEFAULT_LISTS = {"DATASET": "datasets.tsv", "METRIC": "metrics.tsv", "METHOD": "methods.tsv", "TASK": "tasks.tsv"}
# One-word task names ("parsing", "classification") are said in passing everywhere: only phrases of two or
# more words are matched as tasks (all task phrases: names F1 0.322 on seven annotated sets, none: 0.330,
# phrases of two words or more: 0.332, no set lower).
MIN_WORDS = {"TASK": 2}


def read_reference_names(path: Path) -> list[str]:
    """The first column of a reference TSV, `name` (`phrase` in tasks.tsv); a plain .txt list works too: one name a
    line."""
    with Path(path).open(encoding="utf-8") as handle:
        if Path(path).suffix == ".tsv":
            reader = csv.DictReader(handle, delimiter="\t")
            return [row[reader.fieldnames[0]] for row in reader if row[reader.fieldnames[0]]]
        return [line.strip() for line in handle if line.strip() and not line.startswith("#")]


def is_case_sensitive_name(name: str) -> bool:
    return any(ch.isupper() for ch in name)


# The names knowledge base lends its data set, metric and method names written as names (methods: on
# dev/small-venues METHOD F1 0.541 -> 0.572, the other development sets unchanged): two letters or more, a capital
# that is not only the first letter, or letters with digits ("MOTA", "IDF1", "nuScenes", "CIFAR-10"); matched
# exactly as written. Plain words ("Reddit", "Accuracy") and short all-capital pairs ("AR", "CT") are left to the
# other passes: as words they are said in passing far more often than they name a data set.
KB_LABELS = ("DATASET", "METRIC", "METHOD")
_LETTER = regex.compile(r"\p{L}")
# A method named by a capital and a number ("T5", "C4.5", "M5"): short, but no word (the base's data sets and
# metrics of that shape are not taken: "O3", "F2", "L1" are said as other things)
_LETTER_AND_NUMBER = regex.compile(r"\p{Lu}\d+(?:\.\d+)?")
_NUMBERED = regex.compile(r"(?=.*\d)(?=(?:.*\p{L}){3}).*")  # a digit and three letters: "Atari 100k", "CIFAR-10"
# A metric's one-word name with a mark or a capital inside ("chrF++", "F-Score", "BERTScore", "SacreBLEU") is no word
# in any case either, and papers write it in many ("ChrF++", "f-score", "BERTscore"). Not all-capital names: "ROUGE",
# "METEOR" and "COMET" lower-cased are words, and so are short ones ("mAP").
_METRIC_ANY_CASE = regex.compile(r"(?=\S{5})(?=\S*[^\p{L}\s]|\S*\p{Ll}\p{Lu}|\S*\p{Lu}{2}\p{Ll})\S*\p{Ll}\S*")


# A hyphen before a capital or a digit joins a coined name's parts ("Video-MME", "CIFAR-10", "MS-COCO"); abstracts
# also write them joined or spaced ("VideoMME", "CIFAR10", "MS COCO"), which the base's lookup reads as the same name
# (extractor/names/normalize.name_key) but an exact pattern does not match. Not before a year: the base's year
# editions ("MS-COCO-2014") spaced would take "MS COCO 2014" from COCO, the name abstracts count it under.
_JOINING_HYPHEN = regex.compile(r"(?<=[\p{L}\d])-(?=\p{Lu}|(?!(?:19|20)\d\d\b)\d)")


def kb_gazetteer_names(label: str) -> list[str]:
    """The knowledge base's names and aliases of `label` written distinctively enough to match as they are, and
    their joined and spaced spellings."""
    kb, names = default_kb(), set()
    for entry in kb:
        if entry.type == label:
            names.update(n for n in (entry.name, *entry.aliases)
                         if (looks_coined(n) and len(_LETTER.findall(n)) >= 2 and len(n) >= 3 and len(n.split()) <= 5
                             or label == "METHOD" and _LETTER_AND_NUMBER.fullmatch(n))
                         and not (label == "METRIC" and " " in n and _opens_with_data_set(n, kb))
                         and not (label == "DATASET" and _transfer_between_data_sets(n, kb)))
    names |= {variant for n in names if _JOINING_HYPHEN.search(n)
              for variant in (_JOINING_HYPHEN.sub("", n), _JOINING_HYPHEN.sub(" ", n))}
    return sorted(names)


_TITLE_WORD = regex.compile(r"\p{Lu}\p{Ll}{3,}")
TITLE_WORD_KEY = "METHOD_TITLE_WORD"  # the matcher's key for them: a sentence's first word is dropped


def kb_title_word_methods() -> list[str]:
    """Papers with Code's curated methods named by one capitalised word ("Transformer", "Adam", "Dropout",
    "Longformer"): written so inside a sentence, the capital marks the name (the NER misses "translation of
    Transformer (up to 25.31 BLEU)"); a sentence's first word says nothing by its capital."""
    return sorted({n for entry in default_kb() if entry.type == "METHOD" and "pwc_methods" in entry.sources
                   for n in (entry.name, *entry.aliases) if _TITLE_WORD.fullmatch(n)})


_TASK_WORDS = regex.compile(r"[\p{L}\d'-]+(?: [\p{L}\d'-]+)+")  # words only: no brackets, slashes or codes
_PLAIN_PHRASE = regex.compile(r"\p{Ll}[\p{Ll}\d-]*(?: [\p{Ll}\d-]+){1,3}")


# An index or a coefficient in a metric's name is a measure too: "Rand index", "Dice coefficient", "kappa coefficient".
METRIC_PHRASE_HEADS = MEASURE_HEADS | {"index", "coefficient"}


def kb_metric_phrases() -> list[str]:
    """The knowledge base's metric names written as plain phrases of two to four words that end in a measure noun
    ("top-1 accuracy", "win rate", "word error rate", "model size"), matched in any case. The head word keeps out
    what the base's leaderboard columns file as metrics but no abstract means as one ("dense captioning",
    "natural images")."""
    kb, phrases = default_kb(), set()
    for entry in kb:
        if entry.type == "METRIC":
            phrases.update(n.lower() for n in (entry.name, *entry.aliases)
                           if _PLAIN_PHRASE.fullmatch(n.lower()) and n.lower().split()[-1] in METRIC_PHRASE_HEADS
                           and not _opens_with_data_set(n, kb))
    return sorted(phrases)


# A leaderboard of domain adaptation names a transfer from one data set to another ("GTA5 to Cityscapes",
# "SYNTHIA-to-Cityscapes"): an abstract that writes it uses two data sets, each a name of its own.
_TRANSFER = regex.compile(r"(.+?)(?:\s+to\s+|\s*-to-\s*|\s*→\s*|\s*->\s*)(.+)")


def _transfer_between_data_sets(name: str, kb) -> bool:
    parts = _TRANSFER.fullmatch(name)
    return parts is not None and all(kb.lookup(part, "DATASET") is not None for part in parts.groups())


def _opens_with_data_set(name: str, kb) -> bool:
    """A leaderboard column that names its data set first ("ImageNet Top-1 Accuracy", "D4RL Normalized Score"): in an
    abstract the data set is the result's, and the rest its metric."""
    first = name.split()[0]
    return looks_coined(first) and kb.lookup(first, "DATASET") is not None


def kb_task_phrases() -> list[str]:
    """The knowledge base's task names of two to five words headed by a task word ("satire detection", "monocular
    visual odometry"), lower-cased: the head keeps out benchmark subsets filed as tasks ("High School European
    History", "Time Series")."""
    return sorted({n.lower() for entry in default_kb() if entry.type == "TASK" for n in (entry.name, *entry.aliases)
                   if 2 <= len(n.split()) <= 5 and has_task_head(n) and _TASK_WORDS.fullmatch(n)})


# Words with a digit, as written between spaces: where a versioned name can be ("Llama-3.1", "Qwen2.5-7B-Instruct";
# with the word before a bare number: "Llama 3"). A scan of these few words, not a pattern tried at every letter.
_WORD_WITH_DIGIT = re.compile(r"(?<!\S)[^\s\d]*\d\S*")  # tried at word starts only: linear on a long run
_WORD_BEFORE = re.compile(r"(\S+) $")
_BARE_VERSION = re.compile(r"v?\d")
_EDGE = "([{\"'“”‘’,;:.!?)]}"


def versioned_methods(doc: Doc) -> list[Span]:
    """A new version of a model the base knows only as a method: "Llama-3.1", "Llama-3.1-8B-Instruct", "Llama 3" (the
    base has LLaMA, and its releases outrun the lists), or one it files under another spelling ("Llama3.1")."""
    kb, text, spans = default_kb(), document_text(doc), []
    for match in _WORD_WITH_DIGIT.finditer(text):
        word = match.group()
        start = match.start() + len(word) - len(word.lstrip(_EDGE))
        end = match.end() - (len(word) - len(word.rstrip(_EDGE)))
        if start == match.start() and _BARE_VERSION.match(word):  # "Llama 3", "LLaMA v2": the family before, spaced
            before = _WORD_BEFORE.search(text, max(0, start - 40), start)
            if before is None:
                continue
            start = before.start(1) + len(before.group(1)) - len(before.group(1).lstrip(_EDGE))
        if start < end and kb.versioned_types(text[start:end]) == {"METHOD"}:
            span = doc.char_span(start, end, label="METHOD")
            if span is not None:
                spans.append(span)
    return spans


_PLAIN_WORDS = re.compile(r"[A-Za-z]+(?: [A-Za-z]+)*")


def plain_words(name: str, special_cases: frozenset[str]) -> list[str] | None:
    """The tokens of a name of plain words (ASCII letters, one space between), which spaCy's English tokenizer
    keeps whole: no prefix, suffix or infix rule splits a run of letters; only a special case ("cannot") does.
    None for any other name, which the tokenizer reads: 20,000 of the names tokenized while the pipeline is built,
    down from 35,000 (a run builds it once; its workers inherit it)."""
    if not _PLAIN_WORDS.fullmatch(name):
        return None
    words = name.split(" ")
    return None if any(word in special_cases for word in words) else words


class Gazetteer:
    def __init__(self, nlp: Language, name: str, lists: dict[str, str], reference_dir: str | None,
                 use_kb: bool = True):
        self.name = name
        base = Path(reference_dir) if reference_dir else REFERENCE_DIR
        # Two matchers because PhraseMatcher compares one token attribute for all patterns.
        self.exact = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.lower = PhraseMatcher(nlp.vocab, attr="LOWER")
        # Each name tokenized once (a fifth recur across lists and matchers) and kept as its tokens' ids, not as a
        # Doc: PhraseMatcher takes either, and twenty thousand pattern Docs held at once cost a worker ~50 MB.
        tokens: dict[str, tuple[list[int], list[int]]] = {}
        special_cases = frozenset(nlp.tokenizer.rules or ())

        def ids(name: str, lower: bool) -> list[int]:
            if name not in tokens:
                words = plain_words(name, special_cases)
                if words is None:
                    doc = nlp.make_doc(name)
                    tokens[name] = ([t.orth for t in doc], [t.lower for t in doc])
                else:
                    tokens[name] = ([get_string_id(w) for w in words], [get_string_id(w.lower()) for w in words])
            return tokens[name][1 if lower else 0]

        def exact(names) -> list[list[int]]:
            return [ids(n, False) for n in names]

        def lower(names) -> list[list[int]]:
            return [ids(n, True) for n in names]

        for label, filename in lists.items():
            names = [n for n in read_reference_names(base / filename) if len(n.split()) >= MIN_WORDS.get(label, 1)
                     and not (label == "DATASET" and use_kb and _transfer_between_data_sets(n, default_kb()))]
            cased = [n for n in names if is_case_sensitive_name(n)]
            uncased = [n for n in names if not is_case_sensitive_name(n)]
            if cased:
                self.exact.add(label, exact(cased))
            if uncased:
                self.lower.add(label, lower(uncased))
        if use_kb:
            for label in KB_LABELS:
                names = kb_gazetteer_names(label)
                self.exact.add(label, exact(names))
                # A name with a number in it is no word in any case: "Atari 100K", "Cifar-10" are found too. The
                # tokenizer cuts "100K" but not "100k" (spaCy's units): each case is a pattern of its own tokens.
                self.lower.add(label, lower(variant for n in names if _NUMBERED.fullmatch(n)
                                            or label == "METRIC" and _METRIC_ANY_CASE.fullmatch(n)
                                            for variant in {n, n.upper(), n.lower()}))
            self.exact.add(TITLE_WORD_KEY, exact(kb_title_word_methods()))
            self.lower.add("METRIC", lower(kb_metric_phrases()))
            self.lower.add("TASK", lower(kb_task_phrases()))

    def __call__(self, doc: Doc) -> Doc:
        spans = self.exact(doc, as_spans=True) + self.lower(doc, as_spans=True) + versioned_methods(doc)
        spans = [Span(doc, s.start, s.end, label="METHOD") if s.label_ == TITLE_WORD_KEY else s for s in spans
                 if s.label_ != TITLE_WORD_KEY or not (s.start == 0 or doc[s.start].is_sent_start)]
        doc.spans[SPAN_KEY] = filter_spans(spans)
        return doc


@Language.factory(
    "gazetteer",
    default_config={"lists": DEFAULT_LISTS, "reference_dir": None, "use_kb": True},
)
def make_gazetteer(nlp: Language, name: str, lists: dict[str, str], reference_dir: str | None,
                   use_kb: bool) -> Gazetteer:
    return Gazetteer(nlp, name, lists, reference_dir, use_kb)
