"""Entity merger: one set of non-overlapping entity spans per abstract, in doc.ents and doc.spans["entities"].

doc.ents (displaCy shows them) and doc.spans["entities"] (the entities table) hold the same spans and Span._ values;
the NER's own reading, one input of the merger, is kept in doc.spans["ner"].

Inputs, in order of precedence when spans overlap (then the longer span wins):
  rule          artifact mentions (doc.spans["artifacts"]): the most specific evidence we have;
  abbreviation  long forms and short-form mentions (doc.spans["abbreviations"]);
  context       names typed by a kind noun beside them ("the ZESHEL dataset", "LLMs such as ChatGPT";
                doc.spans["name_mentions"]), and metric phrases a number measures ("a 19.8% draw rate"; doc._.claims);
  ner           doc.ents from the trained model (absent model: no ner rows, nothing else changes);
  gazetteer     known dataset/metric/method names (doc.spans["gazetteer"]);
  task          the paper's main task where the abstract writes it (doc.spans["paper_task"]; the NER
                often misses or cuts it: "controllable sketch synthesis").
Each output span carries Span._.entity_source, entity_score, entity_label (a records.EntityLabel),
is_artifact and long_form; span.label_ equals entity_label.
Last, the span hygiene of extractor/rules/names runs once over the chosen spans' character bounds (markup cut in
two, edge punctuation, edges inside a word, coordinated names, acronyms that are no data set); where a cleaned
bound falls inside a token ("\\texttt{OWG" -> "OWG", "Nu-X." -> "Nu-X"), the token is split there, so every
entity is a Span and abstract[start_char:end_char] is its text.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import get_args

import regex
from spacy.language import Language
from spacy.tokens import Doc, Span, SpanGroup

from ..doc_extensions import document_text, optional_extension
from ..names.kb import default_kb
from ..records import EntityLabel
from ..rules.text import clean_markup
from ..rules.artifacts.names import is_distinctive_name, normalize_name
from ..rules.page_chrome import overlaps, page_chrome
from ..rules.names.coordination import coordinated_parts, elided_parts
from ..rules.names.hygiene import tidy_bounds
from ..rules.names.cues import MEASURE_HEADS, PAIR_KIND_NOUNS
from ..rules.names.labels import (
    is_plain_phrase, label_instead_of_dataset, names_a_platform, pair_may_name_a_data_set,
)
from ..names.normalize import looks_coined
from ..names.senses import no_metric_by_usage
from ..rules.claims.units import read_unit
from ..rules.names.ner_spans import known_name_within, tidy_ner_span
from ..rules.names.pairs import Pairs
from ..rules.names.readings import (
    bounded_measures, compared_costs, measured_phrases, pair_kind_labels, pair_labels, read_candidates, task_before_kind_noun,
)
from ..rules.task.phrases import has_task_head

# Patterns used per abstract, compiled once here.
_NOT_WORD_CHAR = regex.compile(r"[^\w-]")

SPAN_KEY = "entities"
NER_SPAN_KEY = "ner"  # the trained NER's entities as it read them, before the merger
ENTITY_LABELS = set(get_args(EntityLabel))

# Fixed priors per pass, for ranking; the NER has no per-span probability in spaCy's
# transition-based parser, so its rows keep score None.
SCORE_ABBREVIATION = 0.8
SCORE_CONTEXT = 0.75
SCORE_GAZETTEER = 0.7
SCORE_TASK = 0.6
PRIORITY = {"rule": 0, "abbreviation": 1, "context": 2, "ner": 3, "gazetteer": 4, "task": 5}

# The head word of a long form says what kind of thing an abbreviation names.
_HEAD_LABELS = [
    (regex.compile(r"(?:dataset|corpus|corpora|benchmark|bank|set|collection|suite|challenge|competition)s?$",
                   regex.I), "DATASET"),  # a named contest is the data it gives (docs/ANNOTATION.md)
    (regex.compile(r"(?:score|accuracy|error|rate|precision|recall|distance|divergence|metric|measure|index|ratio)s?$", regex.I), "METRIC"),
    (regex.compile(r"(?:learning|classification|detection|recognition|segmentation|translation|generation|answering|estimation|retrieval|prediction|reasoning|inference|parsing|tagging|summarization|planning|extraction|localization|tracking|captioning|forecasting|matching|completion|alignment|compression|modeling|modelling)$", regex.I), "TASK"),
    (regex.compile(r"(?:network|model|algorithm|method|machine|transformer|encoder|decoder|attention|optimization|descent|regression|process|field|layer|embedding|memory|search|loss|function|framework|sampling|autoencoder|policy|kernel|architecture|tuning|training|descent|propagation|programming|system|logic|approach|adaptation)(?:e?s)?$", regex.I), "METHOD"),
]
_MODEL_HEAD = regex.compile(r"(?:model|network)s?$", regex.I)
# The data-set heads that say so unambiguously ("set" alone is as often a set of anything: "Active Set (AS)").
_DATA_HEAD = regex.compile(r"(?:dataset|corpus|corpora|benchmark|challenge|competition)s?$", regex.I)
_NER_LABEL_MAP = {"MATERIAL": "MATERIAL", "OTHERSCIENTIFICTERM": "OTHER", "OTHER_SCIENTIFIC_TERM": "OTHER"}

for _name, _default in (
    ("entity_source", None), ("entity_score", None), ("entity_label", None),
    ("is_artifact", False), ("long_form", None), ("is_named", False), ("stands_for", None),
):
    if not Span.has_extension(_name):
        Span.set_extension(_name, default=_default)
if not Doc.has_extension("artifact_names"):
    Doc.set_extension("artifact_names", default=[])
if not Doc.has_extension("abbreviations"):
    # None means "the abbreviations component did not run", [] that it found none.
    Doc.set_extension("abbreviations", default=None)


@dataclass
class Candidate:
    start: int  # token indices
    end: int
    label: str
    source: str
    score: float | None
    long_form: str | None = None

    @property
    def rank(self) -> tuple[int, int, int]:
        return (PRIORITY[self.source], -(self.end - self.start), self.start)


# Qualities a paper claims ("robustness", "computational efficiency") are what SciERC tags Metric most often
# after "accuracy"; they name no measurement, so the table calls them OTHER ("sample complexity" is a quantity).
_QUALITY = regex.compile(
    r"(?!sample\s)(?:\w+\s+)?(?:robustness|efficiency|scalability|complexity|quality|interpretability|generalization"
    r"|generalisation|effectiveness|flexibility|stability|granularity|expressivity|expressiveness|faithfulness"
    r"|specificity|diversity|fidelity|coherence|fluency|reliability|usability|simplicity)",
    regex.IGNORECASE,
)


# A model's size written into its name: "Whisper-large-v2", "mbart-large-50", "LongVILA-7B", "flan-t5-xl".
_MODEL_SIZE = regex.compile(r"\S+?[-_](?:(?i:large|base|small|tiny|mini|medium|xl|xxl)|\d+(?:\.\d+)?B)(?:[-_]\S*)?")


def label_for_ner_span(span: Span, label: str) -> str:
    """The NER's label, save for a quality tagged METRIC ("robustness" -> OTHER) and a model named with its size
    read as a task or a term ("Whisper-large-v2", "LongVILA-7B" -> METHOD; a data set's size stays: "LAION-5B")."""
    if label == "METRIC" and _QUALITY.fullmatch(span.text):
        return "OTHER"
    if label in ("TASK", "OTHER", "MATERIAL") and _MODEL_SIZE.fullmatch(span.text) \
            and default_kb().lookup(span.text, "DATASET") is None:
        return "METHOD"
    return label


def entity_label_from_ner(label: str) -> str:
    """The trained labels are already EntityLabel values; map corpus spellings defensively."""
    upper = label.upper()
    if upper in ENTITY_LABELS:
        return upper
    return _NER_LABEL_MAP.get(upper, "OTHER")


def label_from_long_form(long_form: str | None) -> str | None:
    if not long_form:
        return None
    last = _NOT_WORD_CHAR.sub("", long_form.split()[-1]) if long_form.split() else ""
    for pattern, label in _HEAD_LABELS:
        if pattern.search(last):
            return label
    return None


def select_non_overlapping(candidates: list[Candidate]) -> list[Candidate]:
    """Greedy by precedence then length: a token belongs to at most one entity."""
    taken: set[int] = set()
    kept = []
    for candidate in sorted(candidates, key=lambda c: c.rank):
        tokens = set(range(candidate.start, candidate.end))
        if tokens & taken:
            continue
        taken |= tokens
        kept.append(candidate)
    return sorted(kept, key=lambda c: c.start)


def split_coordinated_names(doc: Doc, start: int, end: int, label: str = "") -> list[tuple[int, int]]:
    """"CIFAR and ImageNet" -> "CIFAR", "ImageNet": a NER span that coordinates names is one entity per
    name (rules/names/coordination.py says when), here where each part can keep a reference list's label;
    parts that do not fall on tokens are left to the hygiene at the end."""
    span = doc[start:end]
    parts = coordinated_parts(document_text(doc), span.start_char, span.end_char, label,
                              at_sentence_start=span[0].is_sent_start is True or start == 0)
    spans = [doc.char_span(a, b) for a, b in parts]
    if len(spans) < 2 or any(part is None for part in spans):
        return [(start, end)]
    return [(part.start, part.end) for part in spans]


def split_dataset_off_task(
    doc: Doc, start: int, end: int, label: str, gazetteer_labels: dict[tuple[int, int], str]
) -> list[tuple[tuple[int, int], str]]:
    """"CIFAR-10 classification", "PASCAL VOC semantic segmentation": a TASK span (or one the NER read as a data
    set: "MNIST digit summation") that opens with a known data set's name is the data set and the task (an unknown
    coined word is as often a kind: "LLM alignment"); so is a METRIC span the data set and the metric ("ImageNet
    top-1 accuracy": a leaderboard's column, but the abstract's result is on ImageNet)."""
    if label not in ("TASK", "DATASET", "METRIC") or end - start < 2:
        return [((start, end), label)]
    cut = max((e for (s, e), lab in gazetteer_labels.items() if s == start and lab == "DATASET" and e < end), default=None)
    if cut is None:
        return [((start, end), label)]
    if label == "METRIC" and doc[end - 1].lower_ in MEASURE_HEADS:
        return [((start, cut), "DATASET"), ((cut, end), "METRIC")]
    if label != "METRIC" and (has_task_head(doc[cut:end].text) or PAIR_KIND_NOUNS.get(doc[end - 1].lower_) == "TASK"):
        # a task's head word ("classification"), or "task"/"problem" after it ("text to speech task"; not a contest,
        # "SIGMORPHON 2020 inflection challenge", which is one data set)
        return [((start, cut), "DATASET"), ((cut, end), "TASK")]
    return [((start, end), label)]


def looks_like_a_name(span: Span) -> bool:
    """Names are written differently from descriptions: "BERT", "ImageNet", "ResNet-50", "Penn Treebank"
    or "Transformer" mid-sentence, against "deep neural networks" or "image classification". Read on the
    surface, with the artifact pass's test for a coined word (acronym, CamelCase, letters with digits; not
    "BERT-based"); the first word of a sentence says nothing by its capital."""
    if any(is_distinctive_name(word) for word in span.text.split()):
        return True
    sentence_start = span.start == 0 or (span.doc.has_annotation("SENT_START") and span[0].is_sent_start)
    return span.text[:1].isupper() and not sentence_start


def _known_name(phrase: str) -> bool:
    return bool(default_kb().lookup_any(phrase))


# Words a leaderboard files as a metric column that a sentence uses for what a number counts: "3.6% of the
# parameters", "the number of ...".
_COUNTED_WORDS = frozenset({"number", "amount", "size", "count", "total"})


def _known_metric_name(name: str) -> bool:
    return default_kb().lookup(name, "METRIC") is not None


def _known_metric(word: str) -> bool:
    """A word the base knows as a metric that the corpus does not spell out as something else, and no unit or
    counted thing ("parameters")."""
    entry = default_kb().lookup(word, "METRIC")
    return entry is not None and not no_metric_by_usage(word, len(entry.sources)) and read_unit(word) is None \
        and word.lower() not in _COUNTED_WORDS


def collect_candidates(doc: Doc) -> list[Candidate]:
    ner_labels = {(ent.start, ent.end): entity_label_from_ner(ent.label_) for ent in doc.ents}
    gazetteer_labels = {(s.start, s.end): s.label_ for s in doc.spans.get("gazetteer", [])}
    candidates = [
        Candidate(s.start, s.end, s._.entity_label or s.label_, "rule", s._.entity_score, s._.long_form)
        for s in doc.spans.get("artifacts", [])
    ]
    abbreviation_spans = list(doc.spans.get("abbreviations", []))
    # One label per pair, so "Meta-Distribution Energy" and every "MDE" agree: the NER's or the
    # gazetteer's reading of any of its mentions, else the long form's head word.
    typed_pairs = pair_kind_labels(document_text(doc), doc._.abbreviations or [])  # "the ... (VEDAI) dataset"
    pair_label = pair_labels(doc, doc._.abbreviations or [], doc.ents, typed_pairs)  # else the NER over "long (SHORT)"
    short_by_long = {pair.long: pair.short for pair in doc._.abbreviations or []}
    known_data_sets = {(s.start_char, s.end_char) for s in doc.spans.get("gazetteer", []) if s.label_ == "DATASET"}
    known_long_forms = {pair.long for pair in doc._.abbreviations or []
                        if (pair.long_start, pair.long_end) in known_data_sets}
    for span in abbreviation_spans:
        pair_key = span._.long_form or clean_markup(span.text)
        label = ner_labels.get((span.start, span.end)) or gazetteer_labels.get((span.start, span.end))
        if label == "DATASET" and (span.start, span.end) not in ner_labels and pair_key not in known_long_forms \
                and is_plain_phrase(pair_key):
            # The reference list's data set of that short form is another thing when the abstract spells it out in
            # plain words the list does not know: "Magnetic Resonance (MR)" is not the Movie Review data set.
            label = None
        if label and pair_key not in pair_label:
            pair_label[pair_key] = label
    for span in abbreviation_spans:
        pair_key = span._.long_form or clean_markup(span.text)
        label = pair_label.get(pair_key) or label_from_long_form(pair_key) or "OTHER"
        head_label = label_from_long_form(pair_key)
        if label == "DATASET" and pair_key not in known_long_forms and not pair_may_name_a_data_set(
                short_by_long.get(pair_key), pair_key, head_label, typed_pairs.get(pair_key) == "DATASET"):
            # A long form headed by "learning", "descent" or "network" names no data set, whatever the NER read
            # in a mention ("Reinforcement Learning from Human Feedback (RLHF)"), nor does a lower-case one
            # ("augmented reality (AR)") or a field's acronym ("SOTA", "LLMs").
            label = head_label or label_instead_of_dataset(short_by_long.get(pair_key) or "") or "OTHER"
        elif head_label == "DATASET" and label in ("METHOD", "METRIC", "TASK") and _DATA_HEAD.search(pair_key):
            # A long form headed by "dataset", "corpus" or "challenge" names data, whatever a mention's reading:
            # "Multi-modal Dialogue Dataset (MMD)" read as a method.
            label = head_label
        elif head_label in ("METHOD", "METRIC") and label != head_label and (
                label in ("METHOD", "METRIC", "DATASET", "TASK") or (label == "OTHER" and _MODEL_HEAD.search(pair_key))):
            # A long form headed by "model" or "network" names a method, one headed by "rate" or "score" a metric,
            # whatever a mention's reading ("Vision-Language Model (VLM)" read as a metric or a task: leaderboards
            # list a column VLM). Read as a scientific term, only a model's head overrules ("Large Language Models
            # (LLMs)"; "Subjective Logic (SL)" stays a term). A task's head word does not overrule:
            # "Retrieval-Augmented Generation (RAG)" is a method.
            label = head_label
        candidates.append(
            Candidate(span.start, span.end, label, "abbreviation", SCORE_ABBREVIATION, span._.long_form)
        )
    candidates += [
        Candidate(s.start, s.end, s.label_, "context", SCORE_CONTEXT) for s in doc.spans.get("name_mentions", [])
    ]
    known_coined = [(s.start_char, s.end_char, s.label_) for s in doc.spans.get("gazetteer", [])
                    if s.label_ != "TASK" and looks_coined(s.text)]
    for ent in doc.ents:
        start, end, label = task_before_kind_noun(doc, ent.start, ent.end, entity_label_from_ner(ent.label_))
        bounds = tidy_ner_span(doc, start, end, label)
        if bounds and known_name_within(document_text(doc), doc[bounds[0]].idx, doc[bounds[1] - 1].idx
                                        + len(doc[bounds[1] - 1]), label, known_coined, _known_name):
            continue  # "6-layer RoBERTa": the gazetteer's candidate of the known name stands for the span
        if bounds:
            # A known name keeps the reference list's label: the NER reads "ResNet" or "BERT" in a list
            # of benchmarks as a data set.
            for part in split_coordinated_names(doc, *bounds, label):
                part_label = gazetteer_labels.get(part) or label_for_ner_span(doc[part[0]:part[1]], label)
                for piece, piece_label in split_dataset_off_task(doc, *part, part_label, gazetteer_labels):
                    candidates.append(Candidate(*piece, piece_label, "ner", None))
    candidates += [
        Candidate(s.start, s.end, s.label_, "gazetteer", SCORE_GAZETTEER) for s in doc.spans.get("gazetteer", [])
    ]
    candidates += [Candidate(s.start, s.end, "TASK", "task", SCORE_TASK) for s in doc.spans.get("paper_task", [])]
    candidates += [Candidate(s.start, s.end, "METRIC", "context", SCORE_CONTEXT)
                   for s in (*measured_phrases(doc, _known_metric), *bounded_measures(doc), *compared_costs(doc))]
    candidates = read_candidates(doc, candidates)  # known metrics and the main task read whole (rules/names)
    # The web_links pass found the addresses (the urls table has them): no span over one is an entity, whichever
    # pass made it (an artifact's name inside "https://github.com/x/CoBSAT" widened to the address's token).
    # Nor is one in a publisher page's menus scraped with the abstract ("Save to BinderCreate a New Binder").
    excluded = [(link.start_char, link.end_char) for link in optional_extension(doc, "urls") or []]
    excluded += page_chrome(document_text(doc))
    return [c for c in candidates if not overlaps(doc[c.start].idx, doc[c.end - 1].idx + len(doc[c.end - 1]), excluded)]


@dataclass
class Piece:
    """A chosen candidate's span after the hygiene: character bounds and label."""

    start: int  # character offsets
    end: int
    label: str
    candidate: Candidate
    stands_for: str | None = None  # the name a bare version number shortens ("100" in "CIFAR-10/100")

    @property
    def rank(self) -> tuple[int, int]:
        return (PRIORITY[self.candidate.source], -(self.end - self.start))


def tidy_pieces(doc: Doc, chosen: list[Candidate]) -> list[Piece]:
    """The chosen spans through the hygiene (rules/names), as character bounds: tidied, split into one piece per
    coordinated name (not an abbreviation's long form), relabelled where DATASET names no data set. Pieces that
    grew into one another keep the higher-precedence one."""
    text = document_text(doc)
    pairs = Pairs(text)
    known = {(s.start_char, s.end_char) for s in doc.spans.get("gazetteer", [])}
    long_forms = [(pair.long_start, pair.long_end) for pair in doc._.abbreviations or []]
    values = [(claim.start_char, claim.end_char) for claim in optional_extension(doc, "claims") or []]
    pieces: list[Piece] = []
    for candidate in chosen:
        span = doc[candidate.start:candidate.end]
        label = candidate.label if candidate.label in ENTITY_LABELS else "OTHER"
        bounds = tidy_bounds(pairs, span.start_char, span.end_char, label)
        if bounds is None or (label in ("TASK", "METRIC") and any(bounds[0] <= a and b <= bounds[1] for a, b in values)):
            continue  # a task or metric holds no measured value: "compression ratio r=d/2 achieves 68%", "eight segmentation"
        parts = [bounds]
        if candidate.source != "abbreviation" and not any(a < bounds[1] and bounds[0] < b for a, b in long_forms):
            at_sentence_start = bounds[0] == span.start_char and (candidate.start == 0 or span[0].is_sent_start is True)
            parts = coordinated_parts(text, *bounds, label, lambda a, b: (a, b) in known, at_sentence_start,
                                      _known_metric_name)
        for start, end in parts:
            part_label = label_instead_of_dataset(text[start:end]) or label if label == "DATASET" else label
            if part_label == "DATASET" and names_a_platform(text[start:end], text[end:end + 20]):
                part_label = "OTHER"
            elif part_label in ("DATASET", "TASK", "OTHER") and \
                    default_kb().family_types(text[start:end]) == {"METHOD"}:
                part_label = "METHOD"  # a new version of a known model ("LLaMA-2", "LLaVA-NeXT-7B"), read otherwise
            elided = elided_parts(text, start, end) if part_label in ("DATASET", "METHOD") else [((start, end), None)]
            pieces += [Piece(a, b, part_label, candidate, stands_for) for (a, b), stands_for in elided]
    kept: list[Piece] = []
    for piece in sorted(pieces, key=lambda p: (p.start, p.end)):
        if kept and piece.start < kept[-1].end:
            if piece.rank < kept[-1].rank:
                kept[-1] = piece
            continue
        kept.append(piece)
    return kept


def split_tokens_at(doc: Doc, offsets: set[int]) -> None:
    """Split the tokens that hold one of these character offsets inside them, keeping every span group and the
    NER's entities on the same characters (a span group stores token indices: each is laid anew)."""
    starts = doc.to_array("IDX").tolist()  # C-level: a Python loop over the tokens cost 0.45 ms an abstract
    cuts: dict[int, list[int]] = {}
    for offset in offsets:
        i = bisect_right(starts, offset) - 1
        if i >= 0 and starts[i] < offset < starts[i] + len(doc[i]):
            cuts.setdefault(i, []).append(offset - starts[i])
    if not cuts:
        return
    groups = {name: (group.attrs, [(s.start_char, s.end_char, s.label, s.kb_id, s.id) for s in group])
              for name, group in doc.spans.items()}
    with doc.retokenize() as retokenizer:
        for i, at in cuts.items():
            token = doc[i]
            bounds = [0, *sorted(at), len(token)]
            orths = [token.text[a:b] for a, b in zip(bounds, bounds[1:])]
            retokenizer.split(token, orths, heads=[(token, k) for k in range(len(orths))],
                              attrs={"ENT_TYPE": [token.ent_type_] * len(orths)})
    if doc.has_annotation("SENT_START"):
        new_starts = {starts[i] + a for i, at in cuts.items() for a in at}
        for token in doc:
            if token.idx in new_starts:
                token.is_sent_start = False
    for name, (attrs, spans) in groups.items():
        doc.spans[name] = SpanGroup(doc, name=name, attrs=attrs, spans=[
            doc.char_span(start, end, label=label, kb_id=kb_id, span_id=span_id)
            for start, end, label, kb_id, span_id in spans])


def merge_entities(doc: Doc) -> list[Span]:
    artifact_keys = {normalize_name(name) for name in doc._.artifact_names}
    long_by_short = {pair.short: pair.long for pair in doc._.abbreviations or []}
    pieces = tidy_pieces(doc, select_non_overlapping(collect_candidates(doc)))
    split_tokens_at(doc, {offset for piece in pieces for offset in (piece.start, piece.end)})
    spans = []
    for piece in pieces:
        candidate, label = piece.candidate, piece.label
        span = doc.char_span(piece.start, piece.end, label=label)
        if span is None:  # bounds the token split could not reach (none known): lose the span, not the paper
            continue
        span._.entity_source = candidate.source
        span._.entity_score = candidate.score
        span._.entity_label = label
        span._.long_form = candidate.long_form or long_by_short.get(span.text)
        span._.stands_for = piece.stands_for
        span._.is_artifact = candidate.source == "rule" or normalize_name(span.text) in artifact_keys
        # Artifacts, abbreviation pairs, typed names and listed names are names; a listed task phrase
        # ("machine translation") is not, nor are the NER's and the main task's phrases unless written as one.
        named_source = candidate.source in ("rule", "abbreviation", "context") or (
            candidate.source == "gazetteer" and label != "TASK")
        span._.is_named = named_source or bool(span._.long_form or piece.stands_for) or looks_like_a_name(span)
        spans.append(span)
    return spans


class EntityMerger:
    def __init__(self, nlp: Language, name: str):
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        doc.spans[NER_SPAN_KEY] = list(doc.ents)
        write_entities(doc, merge_entities(doc))
        return doc


def write_entities(doc: Doc, spans: list[Span]) -> None:
    """The final entities, one truth: the span group the table is read from, and doc.ents for spaCy's tools
    (displaCy, scorers). They never overlap (select_non_overlapping, tidy_pieces): doc.ents holds them all."""
    doc.spans[SPAN_KEY] = spans
    doc.ents = spans


@Language.factory("entity_merger")
def make_entity_merger(nlp: Language, name: str) -> EntityMerger:
    return EntityMerger(nlp, name)
