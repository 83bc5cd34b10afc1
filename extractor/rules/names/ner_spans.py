"""Cutting a span the trained NER read down to the name it holds: an unbalanced bracket and what follows it, a
generic head noun after a name ("ImageNet dataset"), the model a method is built on ("BERT-based method"), the
value read into a metric ("89 F1"); None for a LaTeX citation, or math read as a data set."""

from __future__ import annotations

from typing import Callable

import regex
from spacy.tokens import Doc

from extractor.rules.names.citations import REFERENCE
from extractor.rules.names.cues import CONTEST_WORDS
from extractor.rules.task.phrases import has_task_head
from extractor.textview import FORMATTING_COMMANDS

_HAS_CAPITAL_OR_DIGIT = regex.compile(r"[A-Z0-9]")
_CITATION = regex.compile(r"\\(?:cite\w*|ref|eqref|url)\b")
# LaTeX math is no data set's name ("\exp(-c"); formatting is ("\texttt{MixSet}").
_MATH_COMMAND = regex.compile(r"\\(?!(?:" + FORMATTING_COMMANDS + r")\b)[A-Za-z]+")

# Generic head nouns after a name: "the Amazon-MRHP dataset", "a Llama model". The table lists
# the name itself (what annotators list and users group by); the NER, trained on SciERC, keeps
# the head noun.
_GENERIC_NAME_HEADS = frozenset("dataset datasets data corpus corpora benchmark benchmarks model models".split())
_GENERIC_TASK_HEADS = frozenset("task tasks problem problems method methods approach approaches model models algorithm algorithms technique techniques system systems".split())


# "Large Language Models", "State Space Model", "Hidden Markov Model": words of a kind of model written in title case
# with it; "Model" is part of that name, unlike in "the Llama model" or "BERT models".
_TITLED_MODEL = regex.compile(r"(?:[A-Z][a-z]+[\s-]+){2,}Models?")


def first_unbalanced_bracket(doc: Doc, start: int, end: int) -> int | None:
    """Token index of the first "(" or ")" in doc[start:end] that has no partner inside it."""
    open_at: list[int] = []
    for i in range(start, end):
        if doc[i].text == "(":
            open_at.append(i)
        elif doc[i].text == ")":
            if not open_at:
                return i
            open_at.pop()
    return open_at[0] if open_at else None


def tidy_ner_span(doc: Doc, start: int, end: int, label: str) -> tuple[int, int] | None:
    """Token bounds of a NER span with what the name does not include cut off: an unbalanced
    bracket and what follows it ("Memory Network (Sukhbaatar"), a leading one ("(Q-learning"),
    a generic head noun after a name ("ImageNet dataset", "matrix completion tasks"); None for
    a LaTeX citation or reference, or LaTeX math read as a data set."""
    text = doc[start:end].text
    if _CITATION.search(text) or (label == "DATASET" and _MATH_COMMAND.search(text)):
        return None  # a LaTeX reference the abstract kept ("\citet{sutton2009fast}"), or math
    bracket = first_unbalanced_bracket(doc, start, end)
    if bracket == start:
        start += 1
    elif bracket is not None:
        end = bracket
    # "Tsybakov Noise (Tsybakov, 2004)": a reference in brackets is not part of the name.
    if end - start > 2 and doc[end - 1].text == ")" and REFERENCE.search(doc[start:end].text.rsplit("(", 1)[-1]):
        end = max(i for i in range(start, end) if doc[i].text == "(")
    # Line breaks and double spaces are tokens of their own; a name neither starts nor ends on one.
    while start < end and doc[start].is_space:
        start += 1
    while end > start and doc[end - 1].is_space:
        end -= 1
    if label == "METHOD":
        start, end = _base_of_based(doc, start, end)
        start = _title_case_start(doc, start, end)
    if label == "METRIC":
        start, end = _without_values(doc, start, end)
    if end - start > 1:
        # "data set" is the two-token spelling of "dataset"
        head = 2 if end - start > 2 and doc[end - 2].lower_ == "data" and doc[end - 1].lower_ in ("set", "sets") else 1
        last = "dataset" if head == 2 else doc[end - 1].lower_
        rest = doc[start:end - head]
        if (label in ("DATASET", "METHOD") and last in _GENERIC_NAME_HEADS and _HAS_CAPITAL_OR_DIGIT.search(rest.text)
                and not rest.text.lower().endswith(("-based", "-like", "-style"))
                and not _TITLED_MODEL.fullmatch(doc[start:end].text)) or (
                label == "TASK" and last in _GENERIC_TASK_HEADS and has_task_head(rest.text)):
            end -= head
    return (start, end) if end > start else None


# Capitalised words before a name that say which or how new, not what (stop words aside): "Recent Language Models".
_NOT_NAME_WORDS = frozenset("recent modern existing current".split())


def _title_case_start(doc: Doc, start: int, end: int) -> int:
    """"Pretrained Language Models", "State Space Model": a name written in title case starts where its title-case
    words do, not at the word the NER began on ("Language Models", "Space Model")."""
    if not (doc[start].is_title and doc[end - 1].lower_ in ("model", "models")):
        return start
    while start > 0 and not doc[start].is_sent_start and _opens_a_title(doc[start - 1]):
        start -= 1
    return start


def _opens_a_title(token) -> bool:
    """A title-case word of a name before the next: not a stop word ("The", "Our") nor one saying how new."""
    return (token.is_title and token.is_alpha and bool(token.whitespace_) and not token.is_stop
            and token.lower_ not in _NOT_NAME_WORDS)


def _value_token(token) -> bool:
    return token.like_num and any(ch.isdigit() for ch in token.text) or token.text == "%"


def _without_values(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """"89 F1", "predictive error 0.94": the NER read the value into the metric's span; the value is the claim's,
    the name is what is left. Digits inside a token stay ("BLEU-4", "top-1 accuracy", "R@10")."""
    while end - start > 1 and _value_token(doc[end - 1]) and doc[end - 2].whitespace_:
        end -= 1
    while end - start > 1 and _value_token(doc[start]):
        start += 1
    return start, end


def _base_of_based(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """"BERT-based method", "domain-specific RoBERTa-based classifiers": a method described by the named model it is
    built on names that model (the name annotators list and users count); the description is no name of its own.
    The base is the hyphen-joined coined word before "-based" ("XLM-R-based" -> "XLM-R")."""
    for i in range(start + 1, end - 1):
        if doc[i].text == "-" and doc[i + 1].lower_ == "based" and not doc[i - 1].whitespace_:
            first = i - 1
            while first - 2 >= start and doc[first - 1].text == "-" and not doc[first - 2].whitespace_ \
                    and not doc[first - 1].whitespace_:
                first -= 2
            if _HAS_CAPITAL_OR_DIGIT.search(doc[first:i].text):
                return first, i
            break
    return start, end


# A plain word around a known name in a NER span: lower case, perhaps with digits and hyphens ("6-layer",
# "pre-trained", "of"), no capital, so no name of its own.
_PLAIN_WORD = regex.compile(r"[\p{Ll}\d][\p{Ll}\d'-]*")


def known_name_within(text: str, start: int, end: int, label: str, known: list[tuple[int, int, str]],
                      is_known: Callable[[str], bool]) -> tuple[int, int, str] | None:
    """The known coined name (start, end, label) a NER span holds between plain words, when the rest names nothing:
    "6-layer RoBERTa", "rivaling Llama-2", "the multimodal vision and language model CLIP" (read as a task),
    "Hyperband algorithm", "GPT-4 level LLM" (a method read as a metric). Character offsets; `known` holds the
    gazetteer's coined names, `is_known` says whether a phrase is a known name. Not a name joined to the words by a
    hyphen ("XLNet-large", "Adam-mini": another name), nor one that is part of a longer known name ("multilingual
    BERT"), a metric's modifiers ("macro F1 score": another metric) or a task phrase that only uses the name ("LLM
    alignment")."""
    inside = [(a, b, lab) for a, b, lab in known if start <= a and b <= end and (a, b) != (start, end)]
    if len(inside) != 1:
        return None
    a, b, known_label = inside[0]
    if known_label != "METHOD" and (label == "METRIC" or known_label != label):
        # A metric's modifiers make another metric ("macro F1 score"), a leaderboard's column inside a data set's
        # span is no metric ("the LEDGAR subset"); the base's methods are curated (Papers with Code).
        return None
    left, right = text[start:a], text[b:end]
    if (left and not left[-1].isspace()) or (right and not right[0].isspace()):
        return None
    words = left.split() + right.split()
    if not words or not all(_PLAIN_WORD.fullmatch(word) for word in words):
        return None
    if label == "TASK" and has_task_head(" ".join(right.split() or left.split())):
        return None
    if CONTEST_WORDS & set(right.split()):
        return None  # a contest on a data set is another thing: "SIGMORPHON 2020 inflection challenge"
    before, name, after = left.split(), text[a:b], right.split()
    wider = (" ".join([*before[i:], name, *after[:j]]) for i in range(len(before) + 1) for j in range(len(after) + 1))
    if any(is_known(phrase) for phrase in wider if phrase != name):
        return None
    return a, b, known_label
