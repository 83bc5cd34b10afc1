"""A plain metric phrase is a name only where the paper uses it as a metric (extractor/names/metric_use.py)."""

from extractor.names.metric_use import unused_metrics_cleared
from extractor.records import Claim, Entity


def metric(text, start, canonical=None, name_id=None, source="ner"):
    return Entity(text=text, start_char=start, end_char=start + len(text), label="METRIC", source=source,
                  canonical=canonical or text, name_id=name_id)


def names(entities, claims=()):
    return [e.canonical for e in unused_metrics_cleared(entities, list(claims))]


def test_a_quality_said_in_passing_is_no_metric_name():
    assert names([metric("computational cost", 10)]) == [None]


def test_known_coined_typed_measured_or_measure_headed_metrics_stay():
    rows = [metric("BLEU", 0), metric("training time", 10, name_id="metric/training-time"),
            metric("aesthetic score", 30), metric("comprehension ability", 50, source="context")]
    assert names(rows) == ["BLEU", "training time", "aesthetic score", "comprehension ability"]


def test_one_measured_mention_keeps_every_mention_of_the_name():
    claim = Claim(text="3 GPU hours", start_char=80, end_char=91, value=3.0, metric="computational cost",
                  metric_start=60, metric_end=78)
    rows = [metric("computational cost", 10), metric("computational cost", 60)]
    assert names(rows, [claim]) == ["computational cost", "computational cost"]
