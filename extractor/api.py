"""The Python API: Extractor().extract(text), extract_many(records), to_dataframes(...)."""

from __future__ import annotations

from collections import deque
from itertools import islice
from typing import Any, Iterable, Iterator, Union

import pandas as pd
from pydantic import ValidationError
from spacy.language import Language

from extractor.convert import doc_to_extraction
from extractor.io.readers import FieldNames, RawRecord, to_paper_input
from extractor.io.writers import rows_to_table
from extractor.names.index import NameIndex, RunSpellings
from extractor.pipeline import shared_pipeline
from extractor.records import TABLES, ErrorRecord, PaperExtraction, PaperInput, extraction_to_rows

Result = Union[PaperExtraction, ErrorRecord]
Record = Union[PaperInput, ErrorRecord, dict, str]


class Extractor:
    """Runs the extraction pipeline over abstracts and returns validated records.

    The default pipeline is loaded once per process and shared by every Extractor.
    """

    def __init__(self, nlp: Language | None = None, batch_size: int = 64):
        self.nlp = nlp if nlp is not None else shared_pipeline()
        self.batch_size = batch_size

    def extract(self, text: str, paper_id: str = "text", title: str | None = None) -> PaperExtraction:
        """Extract one abstract. Raises ValueError for an empty or oversized abstract."""
        try:
            paper = PaperInput(paper_id=paper_id, title=title, abstract=text, source="<api>")
        except ValidationError as exc:
            raise ValueError("; ".join(e["msg"].removeprefix("Value error, ") for e in exc.errors())) from None
        result = next(self.extract_many([paper]))
        if isinstance(result, ErrorRecord):
            raise RuntimeError(f"extraction failed for {paper_id!r}: {result.reason}")
        return result

    def extract_many(self, records: Iterable, as_tuples: bool = False) -> Iterator:
        """Stream extractions in input order.

        Accepts PaperInput, dicts with id/title/abstract, or plain strings. A record that
        cannot be extracted comes out as an ErrorRecord in its place, never dropped.
        With `as_tuples=True`, as spaCy's `nlp.pipe(..., as_tuples=True)`, each item is a
        (record, context) pair and each result comes back as (result, context), the context
        (any object: a row id, a dict of metadata) passed through untouched.
        """
        if as_tuples:
            yield from self._extract_with_context(records)
            return
        items = (_as_item(record, index) for index, record in enumerate(records, start=1))
        while batch := list(islice(items, self.batch_size)):
            yield from self._extract_batch(batch)

    def _extract_with_context(self, pairs: Iterable[tuple[Record, Any]]) -> Iterator[tuple[Result, Any]]:
        # extract_many yields exactly one result per record, in order: the contexts queue up beside them.
        contexts: deque = deque()

        def records() -> Iterator[Record]:
            for pair in pairs:
                if not (isinstance(pair, tuple) and len(pair) == 2):
                    raise TypeError(f"as_tuples=True takes (record, context) pairs, got {type(pair).__name__}")
                contexts.append(pair[1])
                yield pair[0]

        for result in self.extract_many(records()):
            yield result, contexts.popleft()

    def _extract_batch(self, batch: list[Union[PaperInput, ErrorRecord]]) -> list[Result]:
        papers = [item for item in batch if isinstance(item, PaperInput)]
        try:
            extracted: list[Result] = list(self._run(papers))
        except Exception:  # noqa: BLE001 - one bad abstract must not sink its batch: retry one by one
            extracted = [self._run_one(paper) for paper in papers]
        in_order = iter(extracted)
        return [next(in_order) if isinstance(item, PaperInput) else item for item in batch]

    def _run(self, papers: list[PaperInput]) -> list[PaperExtraction]:
        docs = [self._make_doc(paper) for paper in papers]
        return [doc_to_extraction(doc, paper) for doc, paper in zip(self.nlp.pipe(docs, batch_size=self.batch_size), papers)]

    def _run_one(self, paper: PaperInput) -> Result:
        try:
            return self._run([paper])[0]
        except Exception as exc:  # noqa: BLE001 - reported as an error row, the run goes on
            return ErrorRecord(
                paper_id=paper.paper_id, source=paper.source,
                reason=f"extraction failed: {type(exc).__name__}: {exc}", excerpt=paper.abstract[:200],
            )

    def _make_doc(self, paper: PaperInput):
        doc = self.nlp.make_doc(paper.abstract)
        if doc.has_extension("title"):
            doc._.title = paper.title
        return doc


def _as_item(record: Record, index: int) -> Union[PaperInput, ErrorRecord]:
    if isinstance(record, (PaperInput, ErrorRecord)):
        return record
    value = {"abstract": record} if isinstance(record, str) else record
    return to_paper_input(RawRecord(f"<api>:{index}", f"record-{index}", value, str(record)[:200]), FieldNames())


def result_rows(result: Result) -> dict[str, list[dict]]:
    """Row dicts per table for one result (an extraction, or an error)."""
    if isinstance(result, ErrorRecord):
        return {"errors": [result.model_dump()]}
    return extraction_to_rows(result)


def to_dataframes(results: Iterable[Result]) -> dict[str, pd.DataFrame]:
    """All tables as pandas DataFrames, with the same columns and dtypes as the Parquet files."""
    rows: dict[str, list[dict]] = {name: [] for name in TABLES}
    for result in results:
        for name, table_rows in result_rows(result).items():
            rows[name].extend(table_rows)
    # As at the end of a run: names the knowledge base does not know take the most common spelling, then the index.
    spellings, index = RunSpellings(), NameIndex()
    spellings.add(rows["names"])
    rows["entities"], rows["names"] = spellings.apply(rows["entities"]), spellings.apply(rows["names"])
    index.add(rows["entities"])
    index.add_scores(rows["names"])
    rows["name_index"] = index.rows()
    return {name: rows_to_table(name, table_rows).to_pandas() for name, table_rows in rows.items()}
