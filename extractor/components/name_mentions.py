"""Names typed by the words around them, where the NER (trained on pre-2020 text) and the reference lists
know nothing of the name itself:

  head noun   "the ZESHEL dataset", "the Bridge and OpenX datasets", "the REINFORCE algorithm", "the FERET
              database", "on Holidays and Ukbench datasets"
  list        "LLMs such as ChatGPT, InstructGPT and CodeGeeX", "four VLN benchmarks (R2R, RxR, REVERIE, CVDN)",
              "three LLM families (OPT, GPT, and Llama2)", "state-of-the-art VLMs (GPT-4o)"
  data        "When trained on CC3M", "84% on InfographicsVQA": coined names a model trains on, or a value is
              reported on, are data
  tasks       "tasks such as machine translation and syntactic parsing" (rules/names/task_lists.py)
  contests    "the WebNLG challenge", "SemEval-2021 Task 4" (rules/names/contests.py)

Before a plural head noun a single coined word is as often a task ("ASR models", "VLN benchmarks") as a name
("CLIP models"), and a short acronym before a singular one is a kind ("a DNN model"), so that context counts
only for a singular head after a longer coined word ("the ZESHEL dataset") or for coordinated names ("the Bridge
and OpenX datasets"). A bare comma opens a list only of two or more names ("two datasets,
CitySim and INTERACTION").

A name is a run of tokens that starts with a coined word (acronym, CamelCase, letters with digits: the
artifact pass's `is_distinctive_name`) and takes the version or size after it ("Med-PaLM 2", "Llama2 (7B)" ->
"Llama2"; "Mistral 7B"). In a list introduced by a kind noun a capitalised word is a name too ("Falcon",
"Claude 3"); before a head noun it must be coined, or "Bayesian models" would name "Bayesian". The kind noun
gives the label. Spans go to doc.spans["name_mentions"]; the entity merger ranks them after the artifact and
abbreviation passes and before the NER.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

from ..names.neighbours import model_or_measure, names_beside_data, names_beside_models, names_of_data
from ..rules.names.contests import named_contests
from ..rules.names.task_lists import listed_tasks
from ..rules.names.cues import LANGUAGE_NAMES, PLURAL_ACRONYM
from ..rules.names.citations import cites
from ..rules.names.name_words import (
    DATA_CUE, KIND_WORDS, SEPARATORS, SHORT_ACRONYM, SIZE_LETTERS, VERSION, data_set_name_start,
    is_capitalized_name, is_coined, is_plural_kind, kind_label, name_end, names_in_list, word_end, word_start,
)

SPAN_KEY = "name_mentions"

# Words after a plural kind noun that open a list of its members, as tokens ("e.g.," is "e.g." and a comma,
# which the list reader skips as a separator).
_LIST_OPENERS = ("such as", "including", "like", "e.g.", "(", "( e.g.", ":")


def names_before_head(doc: Doc, head: int, end: int | None = None) -> list[tuple[int, int]]:
    """Coined names right before the kind noun at `head` (or ending at `end`), coordinated or not: "the Bridge and
    OpenX datasets", "the CW, GLTL, and Navi benchmarks" (a capitalised word joins as the partner of a coined name),
    and plain capitalised names of data sets coordinated (_capitalized_data_sets)."""
    names: list[tuple[int, int]] = []
    end = head if end is None else end
    while end > 0:
        start = word_start(doc, end)
        if doc[start].text in SIZE_LETTERS and start > 0 and not doc[start - 1].whitespace_:
            start = word_start(doc, start)  # "DMControl 100K": the tokenizer cut the K off "100K"
        if VERSION.fullmatch(doc[start:end].text) and start > 0:  # "Llama 2 models", not "a 7B model"
            start = word_start(doc, start)
            if not (is_coined(doc, start, start + 1) or is_capitalized_name(doc, start, start + 1)):
                break
        if not (is_coined(doc, start, end) or is_capitalized_name(doc, start, end)):
            break
        names.append((start, end))
        if start >= 3 and doc[start - 1].lower_ in ("and", "or") and doc[start - 2].text == ",":
            end = start - 2  # the serial comma: "CIFAR-10, NORB, and STL datasets"
        elif start >= 2 and doc[start - 1].lower_ in SEPARATORS and doc[start - 2].text != ",":
            end = start - 1
        else:
            break
    if not any(is_coined(doc, a, b) for a, b in names) and not _capitalized_data_sets(doc, head, names):
        return []  # "Bayesian models", "the Hope Speech Detection shared task": plain words, no names
    if len(names) == 1 and (is_plural_kind(doc[head].text) or SHORT_ACRONYM.fullmatch(doc[names[0][0]].text)):
        return []  # "ASR models", "a DNN model", "the RL optimizer": a kind of thing as often as a name
    if len(names) == 1 and (kind_label(doc[head].text) == "DATASET" or doc[head].lower_ == "data"):
        names = [(data_set_name_start(doc, names[0][0]), names[0][1])]
    return names[::-1]


def _capitalized_data_sets(doc: Doc, head: int, names: list[tuple[int, int]]) -> bool:
    """Two or more plain capitalised words coordinated before "datasets" or "benchmarks" name data sets ("on
    Holidays and Ukbench datasets", "the Amazon and Yelp datasets"), unless they are languages ("the English and
    German corpora"). Before a model's kind noun they are as often kinds ("Bayesian and Frequentist models")."""
    return (len(names) >= 2 and is_plural_kind(doc[head].text) and kind_label(doc[head].text) == "DATASET"
            and not any(doc[a:b].text in LANGUAGE_NAMES for a, b in names))


def names_before_modifiers(doc: Doc, head: int) -> list[tuple[int, int]]:
    """Coined names one or two plain words before a data set's kind noun: "the DROID robotic dataset", "the SQuAD
    reading comprehension benchmark". A name the knowledge base knows as a model or measure is what the data is
    for or made with ("the BERT pretraining corpus"), and so is one before a training word."""
    end = head
    while head - end < 2 and end > 1 and doc[end - 1].is_lower and doc[end - 1].is_alpha and not doc[end - 1].is_stop \
            and not DATA_CUE.fullmatch(doc[end - 1].text):
        end -= 1
    if end == head:
        return []
    return [(a, b) for a, b in names_before_head(doc, head, end) if not model_or_measure(doc[a:b].text)]


# Before a data set's capitalised name and its kind noun: "on the Weizmann dataset", "in Middlebury benchmark".
_BEFORE_A_DATA_SET_NAME = frozenset("the on in of from using with".split())


def ends_a_title(doc: Doc, noun: int) -> bool:
    """A capitalised kind noun with a capitalised word after it is inside a title-cased phrase ("a Parallel Corpus
    Mining setting"), not the end of a name."""
    return doc[noun].text[:1].isupper() and noun + 1 < len(doc) and doc[noun + 1].text[:1].isupper()


def capitalized_name_before(doc: Doc, head: int) -> list[tuple[int, int]]:
    """One to three capitalised words right before a singular data set noun, after "the" or a preposition: "the
    Weizmann dataset", "small faces of Wider Face dataset" (older data sets are often named by plain words); not a
    language ("the English corpus")."""
    if ends_a_title(doc, head):
        return []
    start = head
    # plain capitalised words: coined ones are names_before_head's, and a short acronym is often a kind ("MRI")
    while head - start < 3 and start > 1 and is_capitalized_name(doc, start - 1, start) \
            and doc[start - 1].text[1:].islower():
        start -= 1
    if head > start > 2 and doc[start - 1].is_digit and doc[start - 2].lower_ in _BEFORE_A_DATA_SET_NAME:
        start -= 1  # "the 50 Salads dataset"
    if start == head or doc[start - 1].lower_ not in _BEFORE_A_DATA_SET_NAME \
            or any(t.text in LANGUAGE_NAMES for t in doc[start:head]):
        return []
    if doc[start - 1].lower_ == "of" and doc[start - 2].text[:1].isupper():
        return []  # "the Berkeley Attributes of People dataset": the end of a longer name, not "faces of Wider Face"
    return [(start, head)]


_APPOSITION_ARTICLES = frozenset({"a", "an"})


def name_before_apposition(doc: Doc, noun: int) -> list[tuple[int, int]]:
    """A coined name a following apposition calls a kind of thing: "LINE-2D, a state-of-the-art template matching
    method", "CRMArena-Pro, a novel benchmark for ...": the name, a comma, "a"/"an", plain lower-case words, the
    singular kind noun."""
    i = noun - 1
    while i > 0 and noun - i <= 10 and doc[i].lower_ not in _APPOSITION_ARTICLES and (
            doc[i].is_lower or doc[i].text == "-"):  # "a state-of-the-art template matching": ten tokens
        i -= 1
    if i < 2 or doc[i].lower_ not in _APPOSITION_ARTICLES or doc[i - 1].text != ",":
        return []
    end = i - 1
    start = word_start(doc, end)
    if not is_coined(doc, start, end):
        return []
    while start > 1 and (is_coined(doc, word_start(doc, start), start)
                         or is_capitalized_name(doc, word_start(doc, start), start)):
        start = word_start(doc, start)  # "ParlaMint II", "Momentum ResNets": the whole name
    if SHORT_ACRONYM.fullmatch(doc[start:end].text):
        return []  # "API, a ... interface": a short acronym is as often a kind of thing as a name
    return [(start, end)]


def listed_names(doc: Doc, noun: int) -> list[tuple[int, int]]:
    """The names a list after the plural kind noun at `noun` gives: "LLMs such as X and Y", "benchmarks (X, Y)",
    "two datasets, X and Y", "two benchmarks SParC and CoSQL"."""
    i = noun + 1
    possessive = kind_label(doc[noun].text) == "DATASET"
    comma = i < len(doc) and doc[i].text == ","
    if comma:
        i += 1
    for opener in sorted(_LIST_OPENERS, key=len, reverse=True):
        words = opener.split()
        if [t.lower_ for t in doc[i:i + len(words)]] == words:
            if words[0] == "(" and cites(doc, i):
                return []  # "the HumanEva dataset (Sigal and Black, 2006)": its authors, not its members
            names = names_in_list(doc, i + len(words), possessive)
            if words[0] == "(" and not is_plural_kind(doc[noun].text):
                # After a singular kind noun a bracket holds its parts when they are coined ("the GLUE benchmark
                # (CoLA, SST-2)"), its authors when they are plain names ("(Fei-Fei, Fergus and Perona)").
                names = [(a, b) for a, b in names if is_coined(doc, a, word_end(doc, a))]
            return names
    # Without an opener: two or more names after a comma ("two datasets, CitySim and INTERACTION") or two or more
    # coined names right after the noun ("two benchmarks SParC and CoSQL").
    names = names_in_list(doc, i, possessive)
    if len(names) > 1 and (comma or all(is_coined(doc, a, word_end(doc, a)) for a, _ in names)):
        return names
    return []


def kind_at(doc: Doc, i: int) -> tuple[str, int, bool] | None:
    """The kind noun at token `i`: its label, the token its names stand before, and whether it is plural; "data
    set(s)" written in two words too ("the DSTC8 data set": DSTC8 stands before "data"). None for another word."""
    label = kind_label(doc[i].text)
    if label is not None:
        return label, i, is_plural_kind(doc[i].text)
    if doc[i].lower_ in ("set", "sets") and i > 0 and doc[i - 1].lower_ == "data":
        return "DATASET", i - 1, doc[i].lower_ == "sets"
    return None


# Words before a kind noun that make it a verb: "to benchmark", "we measure", "and model".
_BEFORE_A_VERB = frozenset("to we they i also can could will would may might must and or then further".split())


def name_after_kind(doc: Doc, noun: int) -> list[tuple[int, int]]:
    """A name set after a singular kind noun as its apposition: "the safety benchmark Safety Gym", "the dataset
    MNIST", "the algorithm REINFORCE". Coined, or two or more capitalised words ("Safety Gym"); then the phrase ends
    (punctuation or a function word), so a sentence going on ("the dataset X produces") is no apposition."""
    first = noun + 1
    if first >= len(doc) or doc[noun].text[:1].isupper() or (noun > 0 and doc[noun - 1].lower_ in _BEFORE_A_VERB):
        return []  # "we benchmark DPO", "to model D-DCOPs": the kind noun is a verb there
    commas = doc[first].text == ","  # "Our best-performing baseline, Gemini Flash, reaches": set off by commas
    first += commas
    end = name_end(doc, first, capitalized=True) if first < len(doc) else None
    if end is None or not (is_coined(doc, first, word_end(doc, first)) or end - first >= 2 or commas) \
            or PLURAL_ACRONYM.fullmatch(doc[first:end].text):
        return []  # "four benchmark PDEs": the noun is an adjective before a plural
    if commas and not (end < len(doc) and doc[end].text in (",", "(")):
        return []  # "the benchmark, Atari games, ...": the apposition closes with a comma
    if end < len(doc) and not (doc[end].is_punct or doc[end].is_stop):
        return []  # "a real-world dataset CPD-MWU produces": the name is the verb's subject, not the data set
    return [(first, end)]


def find_name_mentions(doc: Doc) -> list[Span]:
    spans: list[Span] = []
    for token in doc:
        if token.lower_ not in KIND_WORDS:
            continue  # most words: kind_at's token lookups, at every word, cost more than this test
        kind = kind_at(doc, token.i)
        if kind is None:
            continue
        label, head, plural = kind
        found = names_before_head(doc, head)
        if label == "DATASET" and not found:
            found = names_before_modifiers(doc, head)
        if label == "DATASET" and not found and not plural:
            found = capitalized_name_before(doc, head)
        if not found and not plural:
            found = name_after_kind(doc, token.i)
        if not found and not plural and token.is_lower:
            found = name_before_apposition(doc, token.i)
        if plural or doc[token.i + 1:token.i + 2].text == "(":
            found += listed_names(doc, token.i)
        spans += [Span(doc, a, b, label=label) for a, b in found]
    spans += [Span(doc, a, b, label="DATASET") for a, b in names_of_data(doc)]
    spans += [Span(doc, a, b, label="DATASET") for a, b in names_beside_data(doc)]
    spans += [Span(doc, a, b, label="METHOD") for a, b in names_beside_models(doc)]
    spans += [Span(doc, a, b, label="TASK") for a, b in listed_tasks(doc)]
    # A named shared task or challenge is the data it gives (docs/ANNOTATION.md), whatever the NER read.
    return spans + [Span(doc, a, b, label="DATASET") for a, b in named_contests(doc)]


class NameMentions:
    def __init__(self, nlp: Language, name: str):
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        doc.spans[SPAN_KEY] = find_name_mentions(doc)
        return doc


@Language.factory("name_mentions")
def make_name_mentions(nlp: Language, name: str) -> NameMentions:
    return NameMentions(nlp, name)
