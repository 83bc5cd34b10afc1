"""Pydantic models: the single source of truth for every schema.

Arrow schemas (io/writers.py), JSON Schemas (schemas/*.json) and CSV headers are all
derived from the row models below; nothing else spells out a column.
"""

from __future__ import annotations

from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

EntityLabel = Literal["METHOD", "DATASET", "TASK", "METRIC", "MATERIAL", "OTHER", "GENERIC"]
EntitySource = Literal["ner", "rule", "gazetteer", "abbreviation", "context", "task"]
TextField = Literal["abstract", "title"]
ClaimKind = Literal[
    "count", "percentage", "score", "improvement", "duration", "compute", "size", "money", "ratio", "other"
]
Comparator = Literal["=", ">", ">=", "<", "<=", "~"]
ClaimRole = Literal["result", "count", "size", "setting"]
# What a unit measures, so that "ms" and "hours", or "GB" and "bits", can be compared after conversion.
Dimension = Literal[
    "percent", "percentage points", "multiplier", "time", "compute", "information", "parameters", "money", "physical"
]
Direction = Literal["increase", "decrease"]
LinkKind = Literal["code", "data", "model", "project", "paper", "short", "other"]
ContributionType = Literal[
    "method", "dataset", "benchmark", "toolkit", "theory", "analysis", "survey", "position"
]
# The IJCAI 2024 primary areas, spelled exactly as the venue spells them.
TaskType = Literal[
    "Machine Learning",
    "Computer Vision",
    "Natural Language Processing",
    "Data Mining",
    "Knowledge Representation and Reasoning",
    "Game Theory and Economic Paradigms",
    "Multidisciplinary Topics and Applications",
    "Agent-based and Multi-agent Systems",
    "AI Ethics, Trust, Fairness",
    "Search",
    "Constraint Satisfaction and Optimization",
    "Humans and AI",
    "Planning and Scheduling",
    "Robotics",
    "Uncertainty in AI",
]

# Abstracts longer than this are rejected with an error row: real abstracts are a few
# thousand characters, and a multi-megabyte "abstract" is a broken record, not a paper.
MAX_ABSTRACT_CHARS = 100_000
# Titles are read by the task and artifact passes too; a real one is under 300 characters.
MAX_TITLE_CHARS = 2_000


class PaperInput(BaseModel):
    """One input record after reading, before extraction."""

    model_config = ConfigDict(extra="forbid")

    paper_id: str = Field(min_length=1)
    title: Optional[str] = None
    abstract: str
    source: str = Field(description="where the record came from, as file:line")
    kept: dict[str, Any] = Field(default_factory=dict, description="input fields copied to the papers row "
                                 "(--keep-fields), by name; a field the record lacks is None")

    @model_validator(mode="after")
    def _check_abstract(self) -> "PaperInput":
        if not _has_visible(self.abstract):
            raise ValueError("abstract is empty")
        if len(self.abstract) > MAX_ABSTRACT_CHARS:
            raise ValueError(
                f"abstract has {len(self.abstract):,} characters; the limit is {MAX_ABSTRACT_CHARS:,}"
            )
        if self.title is not None and len(self.title) > MAX_TITLE_CHARS:
            raise ValueError(f"title has {len(self.title):,} characters; the limit is {MAX_TITLE_CHARS:,}")
        return self


def _has_visible(text: str) -> bool:
    """Some character other than spaces and invisible ones (zero-width spaces and joiners, BOMs, controls)."""
    import unicodedata

    return any(not ch.isspace() and unicodedata.category(ch) not in ("Cf", "Cc") for ch in text)


class TextSpan(BaseModel):
    """A span of the original abstract: abstract[start_char:end_char] == text."""

    text: str = Field(description="the span exactly as written in the abstract")
    start_char: int = Field(ge=0, description="offset of the span's first character in the abstract as given")
    end_char: int = Field(ge=0, description="offset just past the span's last character: abstract[start_char:end_char] == text")

    @model_validator(mode="after")
    def _check_offsets(self) -> "TextSpan":
        if self.end_char - self.start_char != len(self.text):
            raise ValueError("end_char - start_char must equal len(text)")
        return self


class Entity(TextSpan):
    label: EntityLabel = Field(description="METHOD, DATASET, TASK, METRIC, MATERIAL (data that is not a named data set), "
                               "OTHER (another scientific term) or GENERIC (a pronoun-like mention: 'it', 'this method')")
    source: EntitySource = Field(description="the pass that found it: rule (the paper's own artifact), abbreviation, "
                                 "context ('the ZESHEL dataset', 'tasks such as X'), ner, gazetteer (a known name) or task (the main task "
                                 "phrase); where spans overlap, that order is the precedence")
    score: Optional[float] = Field(default=None, ge=0.0, le=1.0, description="the estimated chance that the row is a "
                                   "name an annotator would list for the paper (docs/TRAINING.md); filter on it to "
                                   "trade recall for precision")
    is_artifact: bool = Field(default=False, description="the name is the paper's own new artifact (model, data set, "
                              "benchmark, ...) or one of its spellings")
    long_form: Optional[str] = Field(default=None, description="the spelled-out form when the span is an abbreviation "
                                     "defined in the abstract; null otherwise")
    is_named: bool = Field(
        default=False,
        description="written as a proper name (acronym, CamelCase, letters with digits, an abbreviation, a known "
        "name) rather than a description such as 'deep neural networks'",
    )
    canonical: Optional[str] = Field(default=None, description="the name's canonical spelling: the names knowledge "
                                     "base's when it knows the name ('MS-COCO' -> 'COCO'), else the run's most common "
                                     "spelling; null when the mention is no name (a description, a generic word)")
    name_id: Optional[str] = Field(default=None, description="the knowledge base's stable id of the name "
                                   "('dataset/coco'); null when the base does not know it")
    field: TextField = Field(default="abstract", description="the text the span is in: 'abstract', or 'title' for a "
                             "task only the title names (offsets into the title)")


class Claim(TextSpan):
    value: Optional[float] = Field(default=None, description="the number, normalized ('20K' -> 20000, 'one million' -> "
                                   "1000000, '12.5%' -> 12.5); null for a range or a change")
    value_low: Optional[float] = Field(default=None, description="a range's lower number ('60 to 96%' -> 60; "
                                       "'2.97X and 2.04X' -> 2.04); null for a single value")
    value_high: Optional[float] = Field(default=None, description="a range's higher number (value_low <= value_high "
                                        "always); null for a single value")
    value_before: Optional[float] = Field(default=None, description="for a change written 'from X to Y', the value "
                                          "before (X); null otherwise")
    value_after: Optional[float] = Field(default=None, description="for a change written 'from X to Y', the value "
                                         "after (Y); null otherwise")
    uncertainty: Optional[float] = Field(default=None, description="the spread written with '±' ('76.1±0.3' -> 0.3); "
                                         "null when none is written")
    unit: Optional[str] = Field(default=None, description="the unit, normalized: '%', 'p.p.' (percentage points), "
                                "'x', 'ms', 's', 'hours', 'GPU hours', 'GB', 'parameters', 'tokens', 'USD', ...; null "
                                "when none is written (a metric is not a unit: see metric)")
    dimension: Optional[Dimension] = Field(default=None, description="what the unit measures: percent, percentage "
                                           "points, multiplier, time, compute, information, parameters, money or "
                                           "physical; null without a unit")
    kind: Optional[ClaimKind] = Field(default=None, description="count, percentage, score, improvement (a gain or a "
                                      "ratio against something), duration, compute, size, money, ratio or other")
    role: Optional[ClaimRole] = Field(default=None, description="what the number is for: result (a measured outcome), "
                                      "count (how many of something), size (of a data set, model or resource) or "
                                      "setting (an experimental condition such as 'k = 5' or '100 epochs')")
    comparator: Optional[Comparator] = Field(default=None, description="how the number bounds the claim: '=' exact, "
                                             "'>' 'over', '>=' 'at least', '<' 'under', '<=' 'up to', '~' 'about'")
    is_relative: Optional[bool] = Field(default=None, description="the number is a change against something else "
                                        "('improves by 2.1 points', '3x faster') rather than an absolute value")
    direction: Optional[Direction] = Field(default=None, description="for a relative claim or a change, whether it "
                                           "is an increase or a decrease ('reduces errors by 20%' -> decrease); null "
                                           "when the text does not say")
    counted: Optional[str] = Field(default=None, description="for counts and sizes, the counted thing as written "
                                   "('data points', 'user-ChatGPT conversations'); for a result that compares how "
                                   "many there are, the things compared ('112x fewer parameters' -> 'parameters'); "
                                   "null otherwise")
    metric: Optional[str] = Field(default=None, description="for results, the metric the number is in, as written "
                                  "('top-1 accuracy', 'BLEU'); null when the sentence names none")
    metric_start: Optional[int] = Field(default=None, ge=0, description="offset of the metric in the abstract")
    metric_end: Optional[int] = Field(default=None, ge=0, description="offset just past the metric")
    metric_id: Optional[str] = Field(default=None, description="the metric's knowledge-base id (entities.name_id)")
    dataset: Optional[str] = Field(default=None, description="for results, the data set or benchmark the number is "
                                   "on, as written (in its sentence, the one before, or the abstract's shared task); "
                                   "null when none")
    dataset_start: Optional[int] = Field(default=None, ge=0, description="offset of the dataset in the abstract")
    dataset_end: Optional[int] = Field(default=None, ge=0, description="offset just past the dataset")
    dataset_id: Optional[str] = Field(default=None, description="the dataset's knowledge-base id")
    subject: Optional[str] = Field(default=None, description="for results, the method or model the number belongs "
                                   "to, as written (a self-reference such as 'our method' when the sentence says so; "
                                   "the paper's artifact, written elsewhere in the abstract or in the title, when the "
                                   "sentence names no method)")
    subject_start: Optional[int] = Field(default=None, ge=0, description="offset of the subject in the abstract; "
                                         "null when it is named outside it (the paper's artifact named only in the "
                                         "title)")
    subject_end: Optional[int] = Field(default=None, ge=0, description="offset just past the subject")
    subject_id: Optional[str] = Field(default=None, description="the subject's knowledge-base id; for a "
                                      "self-reference, the id of the paper's artifact when it has one")
    baseline: Optional[str] = Field(default=None, description="for results, what the number is compared against, as "
                                    "written ('the Transformer baseline', 'GPT-4'); null when no comparison is made")
    baseline_start: Optional[int] = Field(default=None, ge=0, description="offset of the baseline in the abstract")
    baseline_end: Optional[int] = Field(default=None, ge=0, description="offset just past the baseline")
    baseline_id: Optional[str] = Field(default=None, description="the baseline's knowledge-base id")
    sentence: Optional[str] = Field(default=None, description="the sentence of the abstract that holds the claim")


class Result(TextSpan):
    """One reported result: who scored what, in which metric, on which data, against what."""

    subject: Optional[str] = Field(default=None, description="the method or model, canonical spelling (the paper's "
                                   "artifact for 'our method'-style self-references)")
    subject_id: Optional[str] = Field(default=None, description="the subject's knowledge-base id")
    metric: Optional[str] = Field(default=None, description="the metric, canonical spelling")
    metric_id: Optional[str] = Field(default=None, description="the metric's knowledge-base id")
    dataset: Optional[str] = Field(default=None, description="the data set or benchmark, canonical spelling")
    dataset_id: Optional[str] = Field(default=None, description="the dataset's knowledge-base id")
    value: Optional[float] = Field(default=None, description="the number (claims.value)")
    value_low: Optional[float] = Field(default=None, description="a range's lower number")
    value_high: Optional[float] = Field(default=None, description="a range's higher number")
    value_before: Optional[float] = Field(default=None, description="a change's value before")
    value_after: Optional[float] = Field(default=None, description="a change's value after")
    uncertainty: Optional[float] = Field(default=None, description="the spread written with '±'")
    unit: Optional[str] = Field(default=None, description="the normalized unit (claims.unit)")
    comparator: Optional[Comparator] = Field(default=None, description="'=', '>', '>=', '<', '<=' or '~'")
    is_relative: Optional[bool] = Field(default=None, description="the number is a change against the baseline")
    direction: Optional[Direction] = Field(default=None, description="increase or decrease, for a change")
    baseline: Optional[str] = Field(default=None, description="what it is compared against, canonical spelling")
    baseline_id: Optional[str] = Field(default=None, description="the baseline's knowledge-base id")


class Link(TextSpan):
    url: str = Field(description="the address as it would be opened, normalized ('github.com/x/y' -> "
                     "'https://github.com/x/y'); one row per address and paper, its first mention")
    host: Optional[str] = Field(default=None, description="the host name, lower case ('github.com')")
    kind: LinkKind = Field(description="code (a repository), data, model, project (a project page), paper, short (a "
                           "link shortener) or other")


class PaperFields(BaseModel):
    """The paper-level fields, shared by the extraction and its papers-table row."""

    paper_id: str = Field(description="the input record's id, or one made from its file and line")
    title: Optional[str] = Field(default=None, description="the input record's title; null when it has none")
    abstract: str = Field(description="the abstract exactly as given; every start_char / end_char of the other tables "
                          "indexes into it")
    source: Optional[str] = Field(default=None, description="where the record came from, as file:line")
    task: Optional[str] = Field(default=None, description="the paper's main task, a phrase as the title or abstract "
                                "writes it ('open-domain question answering'); null when no phrase qualifies")
    task_type: Optional[TaskType] = Field(default=None, description="the paper's field, one of the IJCAI 2024 primary "
                                          "areas; null when the classifier is unsure")
    task_type_score: Optional[float] = Field(default=None, ge=0.0, le=1.0, description="the classifier's calibrated "
                                             "probability for its most likely field, kept when task_type is null")
    contribution_type: Optional[ContributionType] = Field(default=None, description="what kind of contribution the "
                                                          "paper makes: method, dataset, benchmark, toolkit, theory, "
                                                          "analysis, survey or position; null when the model is "
                                                          "unsure")
    contribution_type_score: Optional[float] = Field(default=None, ge=0.0, le=1.0, description="the contribution "
                                                     "model's calibrated probability for its most likely type, kept "
                                                     "when contribution_type is null")
    artifact: Optional[str] = Field(default=None, description="the name of the paper's own new artifact (its short "
                                    "form when it has one); null when the paper introduces no named thing")


class _NameFields(BaseModel):
    """What names one name, in the names table and the name index alike."""

    canonical: str = Field(description="the canonical spelling (entities.canonical)")
    label: EntityLabel = Field(description="DATASET, METHOD, METRIC or TASK")
    name_id: Optional[str] = Field(default=None, description="the knowledge base's id; null when it does not know the name")
    in_kb: bool = Field(description="the knowledge base knows the name")


class Name(_NameFields):
    """One name a paper mentions, with all its mentions counted: what analysts count papers by."""

    mentions: int = Field(ge=1, description="how many entity rows of the paper are this name")
    text: str = Field(description="the first mention as written in the abstract (in the title when field is 'title')")
    start_char: int = Field(ge=0, description="offset of the first mention in the abstract (in the title when field is "
                            "'title')")
    end_char: int = Field(ge=0, description="offset just past the first mention")
    field: TextField = Field(default="abstract", description="where the first mention is: 'abstract', or 'title' for "
                             "a task only the title names")
    is_artifact: bool = Field(description="the name is the paper's own new data set, benchmark or metric (its own new "
                                          "method is papers.artifact, not a names row)")
    score: Optional[float] = Field(default=None, ge=0.0, le=1.0, description="the estimated chance that annotators "
                                   "would list the name for the paper (docs/USAGE.md); names scored below the "
                                   "model's floor (docs/TRAINING.md) are left to the entities table; null without the model")


class PaperExtraction(PaperFields):
    """Everything extracted from one abstract."""

    entities: list[Entity] = []
    names: list[Name] = []
    claims: list[Claim] = []
    results: list[Result] = []
    urls: list[Link] = []
    # Not part of the extraction's JSON (`extractor show`): carried only to join the papers row.
    kept: dict[str, Any] = Field(default_factory=dict, exclude=True, description="input fields kept by --keep-fields")


class ErrorRecord(BaseModel):
    paper_id: Optional[str] = Field(default=None, description="the record's id when it could be read")
    source: str = Field(description="file:line of the failed record")
    reason: str = Field(description="why the record was not extracted, in plain words")
    excerpt: Optional[str] = Field(default=None, description="the start of the raw record")


# ---- table rows: one model per output table, the paper key first -------------------------


class _PaperKey(BaseModel):
    paper_id: str = Field(description="the paper the row belongs to (papers.paper_id)")


class PaperRow(PaperFields):
    """One row per extracted paper: its id, title, abstract and paper-level fields, and its row counts."""

    n_entities: int = Field(description="rows of this paper in the entities table")
    n_claims: int = Field(description="rows of this paper in the claims table")
    n_results: int = Field(description="rows of this paper in the results table")
    n_urls: int = Field(description="rows of this paper in the urls table")


# Field order follows the reversed MRO, so listing the span model first and the key last
# puts paper_id in the first column.
class EntityRow(Entity, _PaperKey):
    """One row per mention of a method, dataset, task, metric or other term, with its offsets in the abstract."""


class ClaimRow(Claim, _PaperKey):
    """One row per numeric claim, with its value normalized."""


class ResultRow(Result, _PaperKey):
    """One row per reported result: who scored what, in which metric, on which data, against what."""


class NameRow(Name, _PaperKey):
    """One row per paper and name it mentions (dataset, method, metric or task), its mentions counted."""


class UrlRow(Link, _PaperKey):
    """One row per web address in the abstract."""


class ErrorRow(ErrorRecord):
    """One row per input record that could not be extracted, with the reason and where it came from."""


class NameIndexRow(_NameFields):
    """One name across a whole run (written when the run ends)."""

    papers: int = Field(ge=1, description="papers that mention the name")
    mentions: int = Field(ge=1, description="entity rows that are the name, over all papers")
    mean_score: Optional[float] = Field(default=None, ge=0.0, le=1.0, description="the mean of the names table's "
                                        "score over its papers (low for names said in passing); null when no names "
                                        "row is scored")
    spellings: str = Field(description="the spellings seen, most common first, separated by ' | '")


TABLES: dict[str, type[BaseModel]] = {
    "papers": PaperRow,
    "entities": EntityRow,
    "names": NameRow,
    "claims": ClaimRow,
    "results": ResultRow,
    "urls": UrlRow,
    "errors": ErrorRow,
}
# Tables made from a whole run's rows when it ends, not per paper.
RUN_TABLES: dict[str, type[BaseModel]] = {"name_index": NameIndexRow}


def extraction_to_rows(extraction: PaperExtraction) -> dict[str, list[dict]]:
    """Flatten one PaperExtraction into row dicts per table (errors excluded)."""
    key = {"paper_id": extraction.paper_id}
    paper = PaperRow(
        **extraction.model_dump(exclude={"entities", "names", "claims", "results", "urls"}),
        n_entities=len(extraction.entities),
        n_claims=len(extraction.claims),
        n_results=len(extraction.results),
        n_urls=len(extraction.urls),
    )
    return {
        "papers": [{**paper.model_dump(), **extraction.kept}],  # kept input fields after the papers columns
        "entities": [{**key, **e.model_dump()} for e in extraction.entities],
        "names": [{**key, **n.model_dump()} for n in extraction.names],
        "claims": [{**key, **c.model_dump()} for c in extraction.claims],
        "results": [{**key, **r.model_dump()} for r in extraction.results],
        "urls": [{**key, **u.model_dump()} for u in extraction.urls],
    }
