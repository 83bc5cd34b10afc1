"""Readings of a span that the words around it give, for the metric and task names of the names table (read by
components/entities.py, on token indices of the Doc):

  task before a kind noun   "post-hoc calibration methods", "image classification benchmarks", "continuous
                            control problems": the NER reads the phrase with its kind noun, as a method or a thing; the
                            part before the kind noun, headed by a task word, is the task the annotators list
                            (guideline: tasks are "the problems addressed or evaluated")
  abbreviation pair label   "the EM Per Token (EPT) metric", "multi-agent pathfinding (MAPF)": a kind noun right
                            after the pair types it; else the NER's reading of the defining span "long (SHORT)"
                            ("Emotion Recognition in Conversation (ERC)" TASK), which a later mention's reading
                            ("ERC" as a material) should not override
  known metric read whole   "classification accuracy", "win rate": a metric name the gazetteer knows covers the
                            NER's shorter METRIC span inside or across it ("accuracy", "rate in")
  main task read whole      "Explainable recommendation": the main task phrase (the task pass) holds the NER's
                            shorter TASK span with the same head ("recommendation"); the phrase is the name
  short form as modifier    "OOD detection": an abbreviation's short form opening the NER's longer task phrase
                            modifies the task; the phrase is the name
  metric beside a number    "a 19.8% draw rate", "reduces memory footprint by 40%": the claims pass reads what a
                            number measures; headed by a measure noun, that phrase is a metric name
  measure without a number  "sublinear regret", "the sample complexity of": learning theory's measures, which a
                            paper bounds rather than scores, are metric names wherever it writes them
  cost compared             "reduces training time by up to 35%", "requiring considerably less training memory":
                            a cost measure (what is spent, and on what) the sentence compares (docs/ANNOTATION.md)
"""

from __future__ import annotations

from typing import Callable, Iterable

import regex
from spacy.tokens import Doc, Span

from extractor.doc_extensions import document_text
from extractor.rules.names.cues import (
    KIND_NOUNS_AFTER_TASK, MEASURE_HEADS, MEASURES_ALONE, PAIR_KIND_NOUNS, SHARED_TASK_AFTER,
)
from extractor.rules.task.phrases import has_task_head, is_generic

READ_AS_TASK = frozenset({"METHOD", "OTHER", "TASK", "MATERIAL", "GENERIC"})


def task_before_kind_noun(doc: Doc, start: int, end: int, label: str) -> tuple[int, int, str]:
    """The task a NER span names when it is a task phrase followed by a kind noun ("image classification
    benchmarks", "low-light image enhancement methods"): (start, end of the task phrase, "TASK"); else the span as it
    is. A single word before the kind noun is left alone ("ranking model"), as is a phrase of generic words."""
    if label not in READ_AS_TASK or end - start < 3 or doc[end - 1].lower_ not in KIND_NOUNS_AFTER_TASK:
        return start, end, label
    rest = doc[start:end - 1]
    if rest[-1].is_punct or not has_task_head(rest.text) or is_generic(rest.text):
        return start, end, label
    return start, end - 1, "TASK"


def pair_labels(doc: Doc, pairs: Iterable, ner_spans: Iterable[Span],
                kinds: dict[str, str] | None = None) -> dict[str, str]:
    """Long form -> label of the abbreviation pairs the words around their definition type: a kind noun right
    after "(SHORT)" (`kinds`, pair_kind_labels' answer, worked out here when not given), else the NER's span over
    the whole definition, "long (SHORT)", unless it reads a pronoun-like GENERIC (a defined abbreviation never is
    one)."""
    pairs, text = list(pairs), document_text(doc)
    labels = dict(pair_kind_labels(text, pairs) if kinds is None else kinds)
    ner_by_start: dict[int, list[Span]] = {}
    for span in ner_spans:
        ner_by_start.setdefault(span.start_char, []).append(span)
    for pair in pairs:
        if pair.long in labels or pair.short_start < pair.long_start:
            continue
        close = _closing_bracket(text, pair)
        if close < 0:
            continue
        covering = [span for span in ner_by_start.get(pair.long_start, []) if span.end_char >= close + 1]
        if len(covering) == 1 and covering[0].end_char <= close + 1 and covering[0].label_ != "GENERIC":
            labels[pair.long] = covering[0].label_
    return labels


# After a definition, a year then "shared task": "the Social Media Mining for Health (SMM4H) 2021 shared task".
_SHARED_TASK_NEXT = regex.compile(r"\s*(?:(?:19|20)\d\d\s+)?shared[\s-]+tasks?\b", regex.I)


def pair_kind_labels(text: str, pairs: Iterable) -> dict[str, str]:
    """Long form -> label of the abbreviation pairs a kind noun right after "(SHORT)" types: "the EM Per Token
    (EPT) metric" METRIC, "the vehicle detection in aerial imagery (VEDAI) dataset" DATASET, "the Nuanced Arabic
    Dialect Identification (NADI) shared task" DATASET (a named shared task is the data it gives,
    docs/ANNOTATION.md). Not a benchmark of a task: "Question Answering (QA) benchmarks"."""
    labels: dict[str, str] = {}
    for pair in pairs:
        if pair.short_start < pair.long_start:
            continue  # "SHORT (long form)": no kind noun follows a definition of that order
        close = _closing_bracket(text, pair)
        if close < 0:
            continue
        after = text[close + 1:close + 40].split(None, 2)
        kind = PAIR_KIND_NOUNS.get(after[0].lower().rstrip(".,;:")) if after else None
        if _SHARED_TASK_NEXT.match(text, close + 1):
            kind = "DATASET"
        elif kind == "DATASET" and has_task_head(pair.long):
            kind = None  # "Question Answering (QA) benchmarks": a benchmark of the task
        if kind is not None:
            labels[pair.long] = kind
    return labels


def _closing_bracket(text: str, pair) -> int:
    return text.find(")", pair.short_end, pair.short_end + 3)


def widen_to_known_metrics(candidates: list, gazetteer_spans: Iterable[Span]) -> None:
    """Widen each NER METRIC candidate (token bounds, in place) to the known metric name it lies inside or
    overlaps without holding it ("accuracy" in "classification accuracy", "rate in" across "win rate")."""
    known = [(s.start, s.end) for s in gazetteer_spans if s.label_ == "METRIC"]
    if not known:
        return
    for candidate in candidates:
        if candidate.source != "ner" or candidate.label != "METRIC":
            continue
        for a, b in known:
            if a < candidate.end and candidate.start < b and not (candidate.start <= a and b <= candidate.end):
                candidate.start, candidate.end = a, b
                break


def widen_to_shared_tasks(doc: Doc, candidates: list) -> None:
    """Widen each DATASET candidate (in place) over the year and task number of the shared task it names
    ("SemEval" in "SemEval 2023 Task 4"); annotators list the task, and the series alone counts a venue."""
    text = document_text(doc)
    for candidate in candidates:
        if candidate.label != "DATASET" or candidate.end >= len(doc):
            continue
        end_char = doc[candidate.end - 1].idx + len(doc[candidate.end - 1])
        match = SHARED_TASK_AFTER.match(text, end_char)
        if match is None:
            continue
        span = doc.char_span(doc[candidate.start].idx, match.end(), alignment_mode="expand")
        if span is not None:
            candidate.end = span.end


def widen_to_main_task(candidates: list) -> None:
    """Widen each NER TASK candidate (in place) that the paper's main task phrase holds with the same head word
    ("recommendation" in "Explainable recommendation"): the task pass read the whole phrase the NER cut."""
    main = [(c.start, c.end) for c in candidates if c.source == "task"]
    for candidate in candidates:
        if candidate.source == "ner" and candidate.label == "TASK":
            for a, b in main:
                if a < candidate.start and candidate.end == b:
                    candidate.start = a
                    break


def without_modifying_short_forms(candidates: list) -> list:
    """The candidates without the abbreviation mentions that open a longer NER TASK phrase headed by a task word
    ("OOD" in "OOD detection", "CATE" in "CATE estimation"): there the short form modifies the task, which is the
    name (the abbreviation pass outranks the NER, so its one-word span would cut the phrase)."""
    tasks = {(c.start, c.end) for c in candidates if c.source == "ner" and c.label == "TASK"}
    if not tasks:
        return candidates
    return [c for c in candidates if not (c.source == "abbreviation" and c.long_form is not None
                                           and any(a == c.start and b > c.end for a, b in tasks))]


# NER labels that name no entity of the tables' kinds: a span of theirs holds a known name only by accident.
_NAMELESS = frozenset({"MATERIAL", "OTHER", "GENERIC"})


def without_nameless_spans_over_names(doc: Doc, candidates: list) -> list:
    """The candidates without the NER spans of no name kind (MATERIAL, OTHER, GENERIC) that hold a known data set:
    "weakly-captioned AudioSet" read as MATERIAL hides the data set AudioSet (the NER outranks the gazetteer). Not
    where the paper names its own thing so ("the GAP (Graph of Attacks with Pruning) framework": an abbreviation
    or an artifact of the paper's)."""
    own = {doc[c.start:c.end].text for c in candidates if c.source in ("abbreviation", "rule")}
    known = [(c.start, c.end) for c in candidates if c.source == "gazetteer" and c.label == "DATASET"
             and doc[c.start:c.end].text not in own]
    if not known:
        return candidates
    return [c for c in candidates if not (c.source == "ner" and c.label in _NAMELESS
                                           and any(c.start <= a and b <= c.end for a, b in known))]


def read_candidates(doc: Doc, candidates: list) -> list:
    """The merger's candidates after the readings that widen (in place) or drop candidates: known metrics, the
    main task and shared tasks read whole, short forms that modify a task phrase given way, spans of no name kind
    that hold a known name given way."""
    widen_to_known_metrics(candidates, doc.spans.get("gazetteer", []))
    widen_to_main_task(candidates)
    widen_to_shared_tasks(doc, candidates)
    return without_nameless_spans_over_names(doc, without_modifying_short_forms(candidates))


def measured_phrases(doc: Doc, known_metric: Callable[[str], bool] = lambda word: False) -> list[Span]:
    """What the numbers of doc._.claims measure, as the claims pass read it, where that is a metric name: two to
    four words ending in a measure noun ("draw rate", "memory footprint", "bounding box annotation cost"), or one
    word `known_metric` says is a metric's name, of a result ("increasing the sensitivity by 0.4%"; not a count's
    "parameters")."""
    spans = []
    for claim in getattr(doc._, "claims", None) or []:
        if claim.metric_start is None or claim.metric_end is None:
            continue
        span = doc.char_span(claim.metric_start, claim.metric_end, alignment_mode="contract")
        if span is None or span[0].is_stop:
            continue
        if len(span) == 1 and claim.role == "result" and span[0].is_alpha and span[0].is_lower \
                and (known_metric(span.text) or span[0].lower_ in MEASURES_ALONE) \
                and not (span.start > 0 and known_metric(doc[span.start - 1:span.end].text)):
            # not the head of a longer metric the claims pass cut: "an average precision of 69%"
            spans.append(span)
        elif 2 <= len(span) <= 4 and all(t.is_alpha or t.text == "-" for t in span) \
                and span[-1].lower_ in MEASURE_HEADS:
            spans.append(span)
    return spans


# The measures a learning-theory paper bounds: the annotators of every development set listed them as metrics
# (12 of the 13 papers that write "regret", 9 of the 12 that write "sample complexity"); the reference lists hold
# neither, and the NER, trained on older text, reads them as things ("regret bounds", "near-optimal sample
# complexity").
_BOUNDED_MEASURE = regex.compile(r"(?<![\w-])(?:[Rr]egret|[Ss]ample\s+complexit(?:y|ies))(?![\w-])")


def bounded_measures(doc: Doc) -> list[Span]:
    """Spans of the measures a paper bounds without a number: "regret", "sample complexity"."""
    text = document_text(doc)
    spans = (doc.char_span(m.start(), m.end(), label="METRIC") for m in _BOUNDED_MEASURE.finditer(text))
    return [span for span in spans if span is not None]


# A cost measure: what is spent ("time", "memory", "latency") in doing what ("inference", "training", "search").
_COST = regex.compile(
    r"(?<![\w-])(?:inference|training|running|run|computation(?:al)?|compute|processing|search|wall-?clock|GPU|CPU|"
    r"energy|memory|power|decoding|communication|execution|query|response|rendering|convergence|peak\s+memory|"
    r"end-to-end)[\s-]+(?:time|latency|memory|consumption|costs?|overhead|speed-?ups?|speed|footprint|usage|"
    r"throughput)(?![\w-])", regex.IGNORECASE)
# Before a cost, the words that make it when something is done, not what is measured: "at inference time".
_WHEN = regex.compile(r"(?i)\b(?:at|during|in)\s+(?:the\s+)?$")
# A comparison just before the cost ("reducing inference latency", "considerably less training memory") or after
# it in its clause ("training time by 30%", "the search time is slower", "memory consumption is 42 times smaller").
_COMPARED_BEFORE = regex.compile(
    r"(?i)\b(?:reduc\w*|lower|less|fewer|smaller|faster|improv\w*|increas\w*|sav\w*|minimal|decreas\w*|cut\w*|"
    r"half|better|accelerat\w*)\b(?:\s+\S+){0,3}\s*$")
_COMPARED_AFTER = regex.compile(
    r"(?i)^[^.;]{0,60}?(?:\d|\bby\b|\bfaster|\bslower|\bsmaller|\blower|\bless|\bgreater|\bfewer)")
# A cost or an overhead is said of a problem as often as it is measured ("to reduce the computational cost", "high
# communication overhead"): only with its number right after it ("reducing query costs by 62.7%", "computation costs
# that are at least 35% lesser" is none; nor "reduces computational cost and improves accuracy by 2.1 points").
_VAGUE_COST = regex.compile(r"(?i)(?:costs?|overhead)$")
_NUMBER_AFTER = regex.compile(
    r"(?i)^\s*(?:(?:is|was|are|were|by|of|to|from)\s+){1,2}"
    r"(?:(?:over|up|to|about|nearly|almost|only|just|roughly|around|at|least|most|a|an)\s+){0,3}[~≈$]?\d")


def compared_costs(doc: Doc) -> list[Span]:
    """Spans of the cost measures a sentence compares: "reduces the training time by 30%", "lower peak memory
    usage", "reducing query costs by 62.7%"; not "at inference time", not "to reduce the computational cost" (a
    cost without a number)."""
    text = document_text(doc)
    spans = []
    for match in _COST.finditer(text):
        before, after = text[max(0, match.start() - 40):match.start()], text[match.end():match.end() + 80]
        if _WHEN.search(before) or not (_COMPARED_BEFORE.search(before) or _COMPARED_AFTER.search(after)):
            continue
        if _VAGUE_COST.search(match.group()) and not _NUMBER_AFTER.search(after):
            continue
        span = doc.char_span(match.start(), match.end(), label="METRIC")
        if span is not None:
            spans.append(span)
    return spans
