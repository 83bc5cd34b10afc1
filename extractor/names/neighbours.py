"""Names typed by the names beside them rather than by a kind noun: the coined names a model is trained on or a
value is reported on are data ("trained on CC3M", "84% on InfographicsVQA"), and a list holds things of one kind,
so coined names listed with a data set or a model the knowledge base knows are data sets or models ("on LaSOT,
TNL2K and OTB99-Lang", "GPT-4o, Gemini 2.5 Pro and Grok 4"). Read by the name_mentions component.
"""

from __future__ import annotations

from typing import Callable

import regex
from spacy.tokens import Doc, Span

from extractor.names.kb import default_kb
from extractor.rules.artifacts.names import is_distinctive_name
from extractor.rules.names.cues import MEASURE_HEADS
from extractor.rules.names.name_words import (
    DATA_CUE, SEPARATORS, SHORT_ACRONYM, is_coined, kind_label, name_end, names_in_list, word_end, word_start,
)

_HARDWARE = frozenset({"gpu", "gpus", "tpu", "tpus", "cpu", "cpus", "cores", "nodes", "chips", "devices", "machines"})


def names_of_data(doc: Doc) -> list[tuple[int, int]]:
    """Coined names a model is trained on or a value is reported on: data ("When trained on CC3M", "pre-trained on
    YFCC15M and CC12M", "84% on InfographicsVQA"; 54 mentions in 6,000 unlabelled abstracts, about 47 right), not
    hardware ("trained on 8 A100 GPUs": a number first; "trained on TPUv3 chips") nor a model the knowledge base
    knows ("fine-tuned on LLaMA-2": the model tuned)."""
    found: list[tuple[int, int]] = []
    for token in doc[1:-1]:
        if DATA_CUE.fullmatch(token.text) and doc[token.i + 1].lower_ == "on":
            first = token.i + 2  # "trained on CC3M"
        elif token.lower_ == "on" and (doc[token.i - 1].text == "%" or doc[token.i - 1].like_num):
            first = token.i + 1  # a value reported on it: "84% on InfographicsVQA", "a mIoU of 47.2 on ADE20K"
        else:
            continue
        # Short acronyms name kinds of training as often ("trained on SSL", "LM"); a possessive owns the data.
        names = [(a, b) for a, b in names_in_list(doc, first) if is_coined(doc, a, b)
                 and not SHORT_ACRONYM.fullmatch(doc[a:b].text) and doc[b:b + 1].text not in ("'s", "’s", "’", "'")]
        if len(names) > 1 and doc[names[-1][0] - 1].lower_ not in ("and", "or"):
            names = names[:1]  # "When trained on CC3M, FLAME surpasses": a comma and a subject, no list
        last = names[-1][1] if names else None
        # Not hardware, nor a kind of model after the names ("trained on Convolutional Neural Networks").
        if last is not None and not (last < len(doc) and (doc[last].lower_ in _HARDWARE
                                                          or kind_label(doc[last].text) == "METHOD")):
            found += [(a, b) for a, b in names if not model_or_measure(doc[a:b].text)]
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
            and not SHORT_ACRONYM.fullmatch(text) and not _BARE_VERSION.fullmatch(text)
            and not model_or_measure(text))


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
    if SHORT_ACRONYM.fullmatch(text) or kind_label(text) is not None or _BARE_VERSION.fullmatch(text) \
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
        while i + 1 < len(doc) and doc[i].lower_ in SEPARATORS:  # "X, Y, and Z"
            i += 1 + (doc[i + 1].lower_ in ("and", "or"))
            end = member(doc, i, word_end(doc, i))
            if end is None:
                break
            found.append((i, end))
            i = end
        end = span.start  # a list member before it: "DynaSent and SST", "Claude 3.5 Sonnet and GPT-4o"
        while end >= 2 and doc[end - 1].lower_ in SEPARATORS:
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
    while len(starts) < words and start > 0 and not doc[start - 1].is_punct and doc[start - 1].lower_ not in SEPARATORS:
        start = word_start(doc, start)
        starts.append(start)
    return starts[::-1]


def model_or_measure(text: str) -> bool:
    """A model or a measure the knowledge base knows, or a phrase headed by a measure's word: "30% on Mean Imbalance
    Ratio" reports on a metric, not a data set."""
    kb = default_kb()
    return (any(entry.type in ("METHOD", "METRIC") for entry in kb.lookup_any(text))
            or "METHOD" in kb.family_types(text) or text.split()[-1].lower() in MEASURE_HEADS)
