"""Names typed by the words around them, where the NER (trained on pre-2020 text) and the reference lists
know nothing of the name itself:

  head noun   "the ZESHEL dataset", "the Bridge and OpenX datasets", "the REINFORCE algorithm", "the FERET
              database", "on Holidays and Ukbench datasets"
  list        "LLMs such as ChatGPT, InstructGPT and CodeGeeX", "four VLN benchmarks (R2R, RxR, REVERIE, CVDN)",
              "three LLM families (OPT, GPT, and Llama2)", "state-of-the-art VLMs (GPT-4o)"
  data        "When trained on CC3M", "84% on InfographicsVQA": coined names a model trains on, or a value is
              reported on, are data

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

from typing import Callable

import regex
from spacy.language import Language
from spacy.tokens import Doc, Span

from ..names.kb import default_kb
from ..doc_extensions import document_text
from ..rules.names.cues import LANGUAGE_NAMES, MEASURE_HEADS, NUMBERED_SHARED_TASK, PLURAL_ACRONYM, SHARED_TASK_WORD
from ..rules.artifacts.names import is_distinctive_name
from ..rules.names.citations import cites

SPAN_KEY = "name_mentions"

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
_KIND_WORDS = frozenset(_KIND_LABELS) | {"set", "sets"}  # the words kind_at reads a kind at ("data set" too)
# Words after a plural kind noun that open a list of its members, as tokens ("e.g.," is "e.g." and a comma,
# which the list reader skips as a separator).
_LIST_OPENERS = ("such as", "including", "like", "e.g.", "(", "( e.g.", ":")
_SEPARATORS = {",", "and", "or", "&"}
_SHORT_ACRONYM = regex.compile(r"\p{Lu}{1,3}s?")
_SIZE_LETTERS = frozenset("KMB")
_POSSESSIVE = frozenset({"'s", "’s"})
# A version or a size: "2", "3.5", "v1.10", "7B", "100K", "8x7B". A number with two decimals or a leading zero is
# a value, not a version: "metrics (FVD 16.95, FID 4.24, Chamfer 0.611)".
_YEAR = regex.compile(r"(?:19|20)\d\d")
_VERSION = regex.compile(r"(?:v\d+(?:\.\d+)*|[1-9]\d*(?:\.\d)*)[KMB]?|\d+[KMB]?-\w+|\d+x\d+[KMB]")


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
        _VERSION.fullmatch(doc[end].text)
        or (capitalized and is_capitalized_name(doc, end, word_end(doc, end)))
        or (possessive and doc[end].lower_ in _POSSESSIVE and end + 1 < len(doc) and not doc[end - 1].whitespace_
            and is_capitalized_name(doc, end + 1, word_end(doc, end + 1)))
    ):
        if doc[end].lower_ in _POSSESSIVE:
            end += 1
        end = word_end(doc, end)
        if end < len(doc) and doc[end].text in _SIZE_LETTERS and not doc[end - 1].whitespace_:
            end += 1  # "DMControl 100K": the tokenizer cuts the K off "100K" (spaCy's units)
    after = [t.lower_ for t in doc[end:end + 3] if not t.is_space]
    if after[:1] == ["et"]:  # "Goodfellow et al."
        return None
    return end


def names_before_head(doc: Doc, head: int, end: int | None = None) -> list[tuple[int, int]]:
    """Coined names right before the kind noun at `head` (or ending at `end`), coordinated or not: "the Bridge and
    OpenX datasets", "the CW, GLTL, and Navi benchmarks" (a capitalised word joins as the partner of a coined name),
    and plain capitalised names of data sets coordinated (_capitalized_data_sets)."""
    names: list[tuple[int, int]] = []
    end = head if end is None else end
    while end > 0:
        start = word_start(doc, end)
        if doc[start].text in _SIZE_LETTERS and start > 0 and not doc[start - 1].whitespace_:
            start = word_start(doc, start)  # "DMControl 100K": the tokenizer cut the K off "100K"
        if _VERSION.fullmatch(doc[start:end].text) and start > 0:  # "Llama 2 models", not "a 7B model"
            start = word_start(doc, start)
            if not (is_coined(doc, start, start + 1) or is_capitalized_name(doc, start, start + 1)):
                break
        if not (is_coined(doc, start, end) or is_capitalized_name(doc, start, end)):
            break
        names.append((start, end))
        if start >= 3 and doc[start - 1].lower_ in ("and", "or") and doc[start - 2].text == ",":
            end = start - 2  # the serial comma: "CIFAR-10, NORB, and STL datasets"
        elif start >= 2 and doc[start - 1].lower_ in _SEPARATORS and doc[start - 2].text != ",":
            end = start - 1
        else:
            break
    if not any(is_coined(doc, a, b) for a, b in names) and not _capitalized_data_sets(doc, head, names):
        return []  # "Bayesian models", "the Hope Speech Detection shared task": plain words, no names
    if len(names) == 1 and (is_plural_kind(doc[head].text) or _SHORT_ACRONYM.fullmatch(doc[names[0][0]].text)):
        return []  # "ASR models", "a DNN model", "the RL optimizer": a kind of thing as often as a name
    if len(names) == 1 and (kind_label(doc[head].text) == "DATASET" or doc[head].lower_ in ("data", "shared")):
        names = [(_data_set_name_start(doc, names[0][0]), names[0][1])]
    return names[::-1]


def _data_set_name_start(doc: Doc, start: int) -> int:
    """Where a data set's name written before its kind noun starts: coined words and a year before the last word
    belong to it ("the XOR TyDi dataset", "the NIST SD27 data set", "the WAT 2021 MultiIndicMT shared task",
    "MEDIQA-2023 Dialogue2Note"); at most two of them."""
    for _ in range(2):
        if start == 0 or not doc[start - 1].whitespace_:
            break
        before = word_start(doc, start)
        if _YEAR.fullmatch(doc[before:start].text) and before > 0 and doc[before - 1].whitespace_:
            series = word_start(doc, before)  # a year only between a series and the name: not "the 2012 ImageNet"
            before = series if is_coined(doc, series, before) else start
        if before == start or not is_coined(doc, before, start):
            break
        start = before
    return start


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
            and not _DATA_CUE.fullmatch(doc[end - 1].text):
        end -= 1
    if end == head:
        return []
    return [(a, b) for a, b in names_before_head(doc, head, end) if not _model_or_measure(doc[a:b].text)]


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
    if _SHORT_ACRONYM.fullmatch(doc[start:end].text):
        return []  # "API, a ... interface": a short acronym is as often a kind of thing as a name
    return [(start, end)]


def names_in_list(doc: Doc, after: int, possessive: bool = False) -> list[tuple[int, int]]:
    """Names from token `after` on, separated by commas and "and"/"or", up to the first word that is neither."""
    names: list[tuple[int, int]] = []
    i = after
    limit = len(doc)
    while i < limit:
        if doc[i].lower_ in _SEPARATORS:
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
            if close is not None and all(_VERSION.fullmatch(t.text) for t in doc[i + 1:close]):
                i = close + 1
    return names


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


# Words after which "on" names the data a model learns from ("trained on CC3M", "fine-tuned on GSM8K"). Evaluation
# words ("evaluations on X") take models as often ("evaluations on Qwen2-VL and Video-LLaVA"): not read.
_DATA_CUE = regex.compile(r"(?:pre-?|fine-?|co-)?train(?:ed|ing)|(?:pre-?|fine-?)tuned|finetuned", regex.IGNORECASE)
_HARDWARE = frozenset({"gpu", "gpus", "tpu", "tpus", "cpu", "cpus", "cores", "nodes", "chips", "devices", "machines"})


def names_of_data(doc: Doc) -> list[tuple[int, int]]:
    """Coined names a model is trained on or a value is reported on: data ("When trained on CC3M", "pre-trained on
    YFCC15M and CC12M", "84% on InfographicsVQA"; 54 mentions in 6,000 unlabelled abstracts, about 47 right), not
    hardware ("trained on 8 A100 GPUs": a number first; "trained on TPUv3 chips") nor a model the knowledge base
    knows ("fine-tuned on LLaMA-2": the model tuned)."""
    found: list[tuple[int, int]] = []
    for token in doc[1:-1]:
        if _DATA_CUE.fullmatch(token.text) and doc[token.i + 1].lower_ == "on":
            first = token.i + 2  # "trained on CC3M"
        elif token.lower_ == "on" and (doc[token.i - 1].text == "%" or doc[token.i - 1].like_num):
            first = token.i + 1  # a value reported on it: "84% on InfographicsVQA", "a mIoU of 47.2 on ADE20K"
        else:
            continue
        # Short acronyms name kinds of training as often ("trained on SSL", "LM"); a possessive owns the data.
        names = [(a, b) for a, b in names_in_list(doc, first) if is_coined(doc, a, b)
                 and not _SHORT_ACRONYM.fullmatch(doc[a:b].text) and doc[b:b + 1].text not in ("'s", "’s", "’", "'")]
        if len(names) > 1 and doc[names[-1][0] - 1].lower_ not in ("and", "or"):
            names = names[:1]  # "When trained on CC3M, FLAME surpasses": a comma and a subject, no list
        last = names[-1][1] if names else None
        # Not hardware, nor a kind of model after the names ("trained on Convolutional Neural Networks").
        if last is not None and not (last < len(doc) and (doc[last].lower_ in _HARDWARE
                                                          or kind_label(doc[last].text) == "METHOD")):
            found += [(a, b) for a, b in names if not _model_or_measure(doc[a:b].text)]
    return found


def _known_data(doc: Doc) -> list[Span]:
    """The data sets the knowledge base knows that the gazetteer or the NER found: "SST", "LaSOT"."""
    kb = default_kb()
    candidates = [s for s in doc.spans.get("gazetteer", ()) if s.label_ == "DATASET"]
    candidates += [s for s in doc.ents if s.label_ == "DATASET"]
    return [s for s in candidates if _surely_data(kb.lookup(s.text, "DATASET"), s.text)]


def _surely_data(entry, text: str) -> bool:
    """A known data set whose name is seldom another thing's: more than four letters, or two lists agree ("SHOT"
    is a data set to one list and a 3D descriptor in the papers that list it with FPFH)."""
    return entry is not None and (len(text) > 4 or len(entry.sources) >= 2)


_BARE_VERSION = regex.compile(r"[Vv]\d+(?:\.\d+)*")
_NAME_CHARACTERS = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}_.+-]*")  # not "datasets(SumMe", glued to its bracket


def _list_member(doc: Doc, start: int, end: int) -> bool:
    """A coined word that stands alone in a list, not one opening a clause after a comma ("On ImageNet-100, DP
    generates"): "and"/"or" before it, or a separator or the end of the list after it; not a word of a longer
    name ("NTU RGB+D", "EGTEA Gaze+", "MovieLens 10M"), a short acronym ("CT and MRI": as often a kind of data), a bare version ("V1 and
    V2") or a name the knowledge base knows as a model or a measure."""
    text = doc[start:end].text
    before = doc[start - 1] if start > 0 else None
    after = doc[end].text if end < len(doc) else "."
    return (end - start == word_end(doc, start) - start and _NAME_CHARACTERS.fullmatch(text) is not None
            and is_coined(doc, start, end)
            and not any(_continues_a_name(word) for word in (before.text if before is not None else "", after))
            and ((before is not None and before.lower_ in ("and", "or", "&"))
                 or after in (",", "and", "or", ")", ".", ";"))
            and not _SHORT_ACRONYM.fullmatch(text) and not _BARE_VERSION.fullmatch(text)
            and not _model_or_measure(text))


def _continues_a_name(word: str) -> bool:
    return word[:1].isupper() or word[:1].isdigit() or word[:1] in "+-"


def names_beside_data(doc: Doc) -> list[tuple[int, int]]:
    """Coined names listed with a data set the knowledge base knows, which no kind noun types:
    a list holds things of one kind ("reviews from Stanford Sentiment Treebank (SST) and DynaSent", "on LaSOT,
    TNL2K and OTB99-Lang", "PubMed and ArXiv show")."""
    return _listed_beside(doc, _known_data(doc), _data_member)


def names_beside_models(doc: Doc) -> list[tuple[int, int]]:
    """Names listed with a coined model the knowledge base knows: "ALLaM, Fanar, LLaMA and Mistral", "GPT-4o,
    Gemini 2.5 Pro and Grok 4" (a list holds things of one kind). A member is a coined word or capitalised words
    mid-sentence with their version ("Gemini 2.5 Pro"), the last of the list or followed by a separator; not a
    short acronym (a kind of model as often: "RL", "CNN") nor a data set or measure the base knows."""
    return _listed_beside(doc, _known_models(doc), _model_member)


def _known_models(doc: Doc) -> list[Span]:
    """Coined models the gazetteer or the NER found that the knowledge base knows: "LLaMA", "GPT-4o", "Qwen2.5-7B"."""
    kb = default_kb()
    candidates = [s for s in doc.spans.get("gazetteer", ()) if s.label_ == "METHOD"]
    candidates += [s for s in doc.ents if s.label_ == "METHOD"]
    return [s for s in candidates if is_distinctive_name(s.text)
            and (kb.lookup(s.text, "METHOD") is not None or "METHOD" in kb.family_types(s.text))]


def _model_member(doc: Doc, start: int, end: int) -> int | None:
    """End of the model named from token `start` up to `end` at most when it is a list member, else None."""
    name = name_end(doc, start, capitalized=True)
    if name is None or name > end + 4:
        return None
    text = doc[start:name].text
    after = doc[name].text if name < len(doc) else "."
    before = doc[start - 1].lower_ if start > 0 else ""
    kb = default_kb()
    if _SHORT_ACRONYM.fullmatch(text) or kind_label(text) is not None or _BARE_VERSION.fullmatch(text) \
            or any(entry.type in ("DATASET", "METRIC", "TASK") for entry in kb.lookup_any(text)):
        return None
    if before in ("and", "or", "&") or after in (",", "and", "or", ")", ".", ";"):
        return name
    return None


def _data_member(doc: Doc, start: int, end: int) -> int | None:
    return end if _list_member(doc, start, end) else None


def _listed_beside(doc: Doc, known: list[Span],
                   member: Callable[[Doc, int, int], int | None]) -> list[tuple[int, int]]:
    """The members of the lists the `known` spans stand in, after and before each: "X, Y, and Z"."""
    found: list[tuple[int, int]] = []
    for span in known:
        i = span.end
        if i < len(doc) and doc[i].text == "(":  # its abbreviation: "Stanford Sentiment Treebank (SST) and"
            i = next((j + 1 for j in range(i + 1, min(i + 5, len(doc))) if doc[j].text == ")"), len(doc))
        while i + 1 < len(doc) and doc[i].lower_ in _SEPARATORS:  # "X, Y, and Z"
            i += 1 + (doc[i + 1].lower_ in ("and", "or"))
            end = member(doc, i, word_end(doc, i))
            if end is None:
                break
            found.append((i, end))
            i = end
        end = span.start  # a list member before it: "DynaSent and SST", "Claude 3.5 Sonnet and GPT-4o"
        while end >= 2 and doc[end - 1].lower_ in _SEPARATORS:
            start = next((s for s in _word_starts_before(doc, end - 1) if member(doc, s, end - 1) == end - 1), None)
            if start is None:
                break
            found.append((start, end - 1))
            end = start
    return found


def _word_starts_before(doc: Doc, end: int, words: int = 3) -> list[int]:
    """Where the last one, two or three words before `end` start, the furthest first; not across punctuation or a
    separator."""
    starts = []
    start = end
    while len(starts) < words and start > 0 and not doc[start - 1].is_punct and doc[start - 1].lower_ not in _SEPARATORS:
        start = word_start(doc, start)
        starts.append(start)
    return starts[::-1]


def _model_or_measure(text: str) -> bool:
    """A model or a measure the knowledge base knows, or a phrase headed by a measure's word: "30% on Mean Imbalance
    Ratio" reports on a metric, not a data set."""
    kb = default_kb()
    return (any(entry.type in ("METHOD", "METRIC") for entry in kb.lookup_any(text))
            or "METHOD" in kb.family_types(text) or text.split()[-1].lower() in MEASURE_HEADS)


_NOT_SERIES = frozenset("the in on at for from of and our this its their since until after before during".split())


def numbered_shared_tasks(doc: Doc) -> list[Span]:
    """Shared tasks written with series, year and number ("SemEval-2021 Task 4", "CASE 2022 Task 1"): the data they
    give (docs/ANNOTATION.md), which the NER and the task pass read as a task. The series coined ("SemEval") or
    capitalised ("Semeval")."""
    spans = []
    text = document_text(doc)
    if not SHARED_TASK_WORD.search(text):
        return []  # nearly every abstract: the whole pattern is costly to try at every word
    for match in NUMBERED_SHARED_TASK.finditer(text):
        series = match["series"]
        if is_distinctive_name(series) or (series[:1].isupper() and len(series) > 2 and series.lower() not in _NOT_SERIES):
            span = doc.char_span(match.start(), match.end(), label="DATASET", alignment_mode="expand")
            if span is not None:
                spans.append(span)
    return spans


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
        if token.lower_ not in _KIND_WORDS:
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
    for token in doc[:-1]:
        # "the SOMD 2025 shared task", "MEDIQA-CORR 2024 shared task": a named shared task is the data it gives
        # (docs/ANNOTATION.md), whatever the NER read.
        if token.lower_ == "shared" and doc[token.i + 1].lower_ == "task":
            spans += [Span(doc, a, b, label="DATASET") for a, b in names_before_head(doc, token.i)]
    return spans + numbered_shared_tasks(doc)


class NameMentions:
    def __init__(self, nlp: Language, name: str):
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        doc.spans[SPAN_KEY] = find_name_mentions(doc)
        return doc


@Language.factory("name_mentions")
def make_name_mentions(nlp: Language, name: str) -> NameMentions:
    return NameMentions(nlp, name)
