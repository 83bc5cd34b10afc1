"""metric_names: no name for a plain metric phrase the paper never uses as a metric (extractor/names/metric_use.py).

Runs after claim_links: what the numbers measure is read from the linked claims (doc._.claims' metric spans), the
claims pass's own metric phrases and the metrics claim_links found beside the numbers ("inference speedup",
"decoding speed"). A METRIC row the rule clears keeps its span and label but loses its canonical name and id, so it
is no row of the names table, and its score is the calibrated score of a row without a name.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from extractor.components.entities import SPAN_KEY
from extractor.doc_extensions import optional_extension
from extractor.names.metric_use import MetricRow, unused_metrics
from extractor.names.scores import calibrated_score


class MetricNames:
    def __call__(self, doc: Doc) -> Doc:
        metrics = [span for span in doc.spans.get(SPAN_KEY, []) if span.label_ == "METRIC" and span._.canonical]
        if not metrics:
            return doc
        rows = [MetricRow(span._.canonical, span._.name_id, span._.entity_source, span.start_char, span.end_char)
                for span in metrics]
        measured = [(c.metric_start, c.metric_end) for c in optional_extension(doc, "claims") or []
                    if c.metric_start is not None]
        unused = unused_metrics(rows, measured)
        for span, row in zip(metrics, rows):
            if row.canonical in unused:
                span._.canonical = span._.name_id = None
                score = calibrated_score(row.source, "METRIC", False, False)
                if score is not None:
                    span._.entity_score = score
        return doc


@Language.factory("metric_names")
def make_metric_names(nlp: Language, name: str) -> MetricNames:
    """Clears the canonical name of METRIC rows the paper never uses as a metric."""
    return MetricNames()
