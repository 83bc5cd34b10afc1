"""The words a name is made of, read on a Doc's tokens: the kind nouns that type a name ("dataset", "models"), where
a word starts and ends (the tokenizer splits "Amazon-MRHP" at its hyphens), which words are coined or capitalised,
where a name with its version or size ends, the names of a list. Shared by the name_mentions component and the
readers of names beside known ones (extractor/names/neighbours.py); pure functions of the Doc.
"""

from __future__ import annotations

import regex
from spacy.tokens import Doc

from extractor.rules.artifacts.names import is_distinctive_name

# Kind nouns (singular, plural) and the label they give; a dictionary, since every token is looked up.
_KIND_NOUNS = {
    "METHOD": "model network architecture algorithm method approach technique baseline family backbone optimizer "
              "llm vlm mllm lm plm lvlm",
    "DATASET": "dataset benchmark corpus database collection suite environment",
    "METRIC": "metric measure",
}
_PLURAL_KINDS = {noun + "s": label for label, nouns in _KIND_NOUNS.items() for noun in nouns.split()} | {
    "families": "METHOD", "corpora": "DATASET"}
_KIND_LABELS = {noun: label for label, nouns in _KIND_NOUNS.items() for noun in nouns.split()} | _PLURAL_KINDS
KIND_WORDS = frozenset(_KIND_LABELS) | {"set", "sets"}  # the words kind_at reads a kind at ("data set" too)
SEPARATORS = {",", "and", "or", "&"}
SHORT_ACRONYM = regex.compile(r"\p{Lu}{1,3}s?")
SIZE_LETTERS = frozenset("KMB")
POSSESSIVE = frozenset({"'s", "’s"})
# A version or a size: "2", "3.5", "v1.10", "7B", "100K", "8x7B". A number with two decimals or a leading zero is
# a value, not a version: "metrics (FVD 16.95, FID 4.24, Chamfer 0.611)".
YEAR = regex.compile(r"(?:19|20)\d\d")
VERSION = regex.compile(r"(?:v\d+(?:\.\d+)*|[1-9]\d*(?:\.\d)*)[KMB]?|\d+[KMB]?-\w+|\d+x\d+[KMB]")
# Words after which "on" names the data a model learns from ("trained on CC3M", "fine-tuned on GSM8K"). Evaluation
# words ("evaluations on X") take models as often ("evaluations on Qwen2-VL and Video-LLaVA"): not read.
DATA_CUE = regex.compile(r"(?:pre-?|fine-?|co-)?train(?:ed|ing)|(?:pre-?|fine-?)tuned|finetuned", regex.IGNORECASE)


def kind_label(word: str) -> str | None:
    """The entity label a kind noun stands for: "datasets" DATASET, "LLMs" METHOD, "metrics" METRIC."""
    return _KIND_LABELS.get(word.lower())


def is_plural_kind(word: str) -> bool:
    """"datasets", "LLMs", "corpora"; not "corpus", whose s is its own."""
    return word.lower() in _PLURAL_KINDS


def word_end(doc: Doc, i: int) -> int:
    """End of the word at token `i`: the tokenizer splits "Amazon-MRHP" and "Flan-T5-Large" at their hyphens."""
    end = i + 1
    while end + 1 < len(doc) and doc[end].text in ("-", "/") and not doc[end - 1].whitespace_ \
            and not doc[end].whitespace_ and doc[end + 1].text[:1].isalnum():
        end += 2
    return end


def word_start(doc: Doc, end: int) -> int:
    """Start of the word whose last token is `end - 1` (the mirror of `word_end`)."""
    start = end - 1
    while start >= 2 and doc[start - 1].text in ("-", "/") and not doc[start - 2].whitespace_ \
            and not doc[start - 1].whitespace_:
        start -= 2
    return start


def is_coined(doc: Doc, start: int, end: int) -> bool:
    return is_distinctive_name(doc[start:end].text)


def is_capitalized_name(doc: Doc, start: int, end: int) -> bool:
    """"Falcon", "Claude", "Text-Davinci": capitalised, not the first word of a sentence, not a kind noun."""
    token = doc[start]
    return (token.text[:1].isupper() and token.is_alpha and not (start == 0 or token.is_sent_start)
            and kind_label(doc[start:end].text) is None)


def name_end(doc: Doc, start: int, capitalized: bool, possessive: bool = False) -> int | None:
    """End of the name starting at token `start` (its version or size included), None when no name starts
    there or it is an author ("Goodfellow et al."). `possessive`: a data set's name goes on through "'s" before a
    capitalised word ("Children’s Book Test"; a model's would take its maker: "OpenAI’s ChatGPT")."""
    end = word_end(doc, start)
    if not (is_coined(doc, start, end) or (capitalized and is_capitalized_name(doc, start, end))):
        return None
    while end < len(doc) and (
        VERSION.fullmatch(doc[end].text)
        or (capitalized and is_capitalized_name(doc, end, word_end(doc, end)))
        or (possessive and doc[end].lower_ in POSSESSIVE and end + 1 < len(doc) and not doc[end - 1].whitespace_
            and is_capitalized_name(doc, end + 1, word_end(doc, end + 1)))
    ):
        if doc[end].lower_ in POSSESSIVE:
            end += 1
        end = word_end(doc, end)
        if end < len(doc) and doc[end].text in SIZE_LETTERS and not doc[end - 1].whitespace_:
            end += 1  # "DMControl 100K": the tokenizer cuts the K off "100K" (spaCy's units)
    after = [t.lower_ for t in doc[end:end + 3] if not t.is_space]
    if after[:1] == ["et"]:  # "Goodfellow et al."
        return None
    return end


def data_set_name_start(doc: Doc, start: int) -> int:
    """Where a data set's name written before its kind noun starts: coined words and a year before the last word
    belong to it ("the XOR TyDi dataset", "the NIST SD27 data set", "the WAT 2021 MultiIndicMT shared task",
    "MEDIQA-2023 Dialogue2Note"); at most two of them."""
    for _ in range(2):
        if start == 0 or not doc[start - 1].whitespace_:
            break
        before = word_start(doc, start)
        if YEAR.fullmatch(doc[before:start].text) and before > 0 and doc[before - 1].whitespace_:
            series = word_start(doc, before)  # a year only between a series and the name: not "the 2012 ImageNet"
            before = series if is_coined(doc, series, before) else start
        if before == start or not is_coined(doc, before, start):
            break
        start = before
    return start


def names_in_list(doc: Doc, after: int, possessive: bool = False) -> list[tuple[int, int]]:
    """Names from token `after` on, separated by commas and "and"/"or", up to the first word that is neither."""
    names: list[tuple[int, int]] = []
    i = after
    limit = len(doc)
    while i < limit:
        if doc[i].lower_ in SEPARATORS:
            i += 1
            continue
        end = name_end(doc, i, capitalized=True, possessive=possessive)
        if end is None:
            break
        if (end < limit and doc[end].is_lower and doc[end].is_alpha and not doc[end].is_stop
                and not is_coined(doc, i, end)):
            break  # "such as Bayes risk": a capitalised word that only modifies a longer phrase
        names.append((i, end))
        i = end
        while i < limit and doc[i].like_num:  # a value after the name: "metrics (FVD 16.95, FID 4.24)"
            i += 1
        if i < limit and doc[i].text == "(":  # "Llama2 (7B)": a size in brackets, no further member
            close = next((j for j in range(i, min(i + 4, limit)) if doc[j].text == ")"), None)
            if close is not None and all(VERSION.fullmatch(t.text) for t in doc[i + 1:close]):
                i = close + 1
    return names
