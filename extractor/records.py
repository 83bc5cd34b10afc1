"""Pydantic models: the single source of truth for every schema.

Arrow schemas (io/writers.py), JSON Schemas (schemas/*.json) and CSV headers are all
derived from the row models below; nothing else spells out a column.
"""

from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

EntityLabel = Literal["METHOD", "DATASET", "TASK", "METRIC", "MATERIAL", "OTHER", "GENERIC"]
EntitySource = Literal["ner", "rule", "gazetteer", "abbreviation", "context", "task"]
ClaimKind = Literal[
    "count", "percentage", "score", "improvement", "duration", "compute", "size", "money", "ratio", "other"
]
Comparator = Literal["=", ">", ">=", "<", "<=", "~"]
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


class PaperInput(BaseModel):
    """One input record after reading, before extraction."""

    model_config = ConfigDict(extra="forbid")

    paper_id: str = Field(min_length=1)
    title: Optional[str] = None
    abstract: str
    source: str = Field(description="where the record came from, as file:line")

    @model_validator(mode="after")
    def _check_abstract(self) -> "PaperInput":
        if not self.abstract.strip():
            raise ValueError("abstract is empty")
        if len(self.abstract) > MAX_ABSTRACT_CHARS:
            raise ValueError(
                f"abstract has {len(self.abstract):,} characters; the limit is {MAX_ABSTRACT_CHARS:,}"
            )
        return self


class TextSpan(BaseModel):
    """A span of the original abstract: abstract[start_char:end_char] == text."""

    text: str
    start_char: int = Field(ge=0)
    end_char: int = Field(ge=0)

    @model_validator(mode="after")
    def _check_offsets(self) -> "TextSpan":
        if self.end_char - self.start_char != len(self.text):
            raise ValueError("end_char - start_char must equal len(text)")
        return self


class Entity(TextSpan):
    label: EntityLabel
    source: EntitySource
    score: Optional[float] = Field(default=None, ge=0.0, le=1.0)
    is_artifact: bool = False
    long_form: Optional[str] = None
    is_named: bool = Field(
        default=False,
        description="written as a proper name (acronym, CamelCase, letters with digits, capitalised mid-sentence, "
        "an abbreviation or its long form, a name typed by its kind noun, a known data set, metric or method) rather "
        "than a description such as 'deep neural networks'",
    )


class Claim(TextSpan):
    value: Optional[float] = None
    value_low: Optional[float] = None
    value_high: Optional[float] = None
    unit: Optional[str] = None
    quantity: Optional[str] = None
    kind: Optional[ClaimKind] = None
    comparator: Optional[Comparator] = None
    is_relative: Optional[bool] = None
    sentence: Optional[str] = None


class Link(TextSpan):
    url: str = Field(description="the address as it would be opened")
    host: Optional[str] = None
    kind: LinkKind


class PaperFields(BaseModel):
    """The paper-level fields, shared by the extraction and its papers-table row."""

    paper_id: str
    title: Optional[str] = None
    source: Optional[str] = None
    task: Optional[str] = None
    task_type: Optional[TaskType] = None
    task_type_score: Optional[float] = Field(default=None, ge=0.0, le=1.0)
    contribution_type: Optional[ContributionType] = None
    artifact: Optional[str] = None


class PaperExtraction(PaperFields):
    """Everything extracted from one abstract."""

    entities: list[Entity] = []
    claims: list[Claim] = []
    urls: list[Link] = []


class ErrorRecord(BaseModel):
    paper_id: Optional[str] = None
    source: str = Field(description="file:line of the failed record")
    reason: str
    excerpt: Optional[str] = Field(default=None, description="the start of the raw record")


# ---- table rows: one model per output table, the paper key first -------------------------


class _PaperKey(BaseModel):
    paper_id: str


class PaperRow(PaperFields):
    n_entities: int
    n_claims: int
    n_urls: int


# Field order follows the reversed MRO, so listing the span model first and the key last
# puts paper_id in the first column.
class EntityRow(Entity, _PaperKey):
    pass


class ClaimRow(Claim, _PaperKey):
    pass


class UrlRow(Link, _PaperKey):
    pass


class ErrorRow(ErrorRecord):
    pass


TABLES: dict[str, type[BaseModel]] = {
    "papers": PaperRow,
    "entities": EntityRow,
    "claims": ClaimRow,
    "urls": UrlRow,
    "errors": ErrorRow,
}


def extraction_to_rows(extraction: PaperExtraction) -> dict[str, list[dict]]:
    """Flatten one PaperExtraction into row dicts per table (errors excluded)."""
    key = {"paper_id": extraction.paper_id}
    paper = PaperRow(
        **extraction.model_dump(exclude={"entities", "claims", "urls"}),
        n_entities=len(extraction.entities),
        n_claims=len(extraction.claims),
        n_urls=len(extraction.urls),
    )
    return {
        "papers": [paper.model_dump()],
        "entities": [{**key, **e.model_dump()} for e in extraction.entities],
        "claims": [{**key, **c.model_dump()} for c in extraction.claims],
        "urls": [{**key, **u.model_dump()} for u in extraction.urls],
    }
