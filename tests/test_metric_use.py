"""A plain metric phrase is a name only where the paper uses it as a metric (extractor/names/metric_use.py)."""

from extractor.names.metric_use import MetricRow, unused_metrics


def row(canonical, start, name_id=None, source="ner"):
    return MetricRow(canonical, name_id, source, start, start + len(canonical))


def test_a_quality_said_in_passing_is_no_metric_name():
    assert unused_metrics([row("computational cost", 10)], []) == {"computational cost"}


def test_known_coined_typed_measured_or_score_headed_metrics_stay():
    rows = [row("BLEU", 0), row("training time", 10, name_id="metric/training-time"), row("aesthetic score", 30),
            row("error-rate", 50), row("comprehension ability", 70, source="context")]
    assert unused_metrics(rows, []) == set()


def test_one_measured_mention_keeps_every_mention_of_the_name():
    rows = [row("computational cost", 10), row("computational cost", 60)]
    assert unused_metrics(rows, [(60, 78)]) == set()


def test_the_tables_and_the_doc_agree(extractor):
    text = "Our method reduces computational cost and improves accuracy by 2.1 points over BERT."
    result = extractor.extract(text)
    doc = extractor.nlp(text)
    canonical = {(e.text, e.canonical) for e in result.entities}
    assert ("computational cost", None) in canonical and ("accuracy", "Accuracy") in canonical
    assert {(s.text, s._.canonical) for s in doc.spans["entities"]} == canonical


def test_the_pipeline_names_measured_metrics_only():
    from extractor.pipeline import build_pipeline

    doc = build_pipeline()("We discuss the computational cost of attention. Our method achieves a 3.2× inference "
                           "speedup over FlashAttention.")
    metrics = {span.text: span._.canonical for span in doc.spans["entities"] if span.label_ == "METRIC"}
    assert metrics == {"computational cost": None, "inference speedup": "inference speedup"}


def test_metric_names_runs_after_the_claim_links():
    from extractor.pipeline import RULE_COMPONENTS

    assert RULE_COMPONENTS.index("metric_names") > RULE_COMPONENTS.index("claim_links")


def test_a_measure_noun_alone_is_a_metric_name_only_where_a_number_measures_it():
    from extractor.pipeline import build_pipeline

    doc = build_pipeline()("Low latency matters for serving. We achieve a 39x speedup and reduce latency by 30%.")
    metrics = {(span.text, span._.canonical) for span in doc.spans["entities"] if span.label_ == "METRIC"}
    assert ("speedup", "speedup") in metrics and ("latency", "latency") in metrics
    assert not any(span.start_char < 12 for span in doc.spans["entities"] if span.label_ == "METRIC")


def test_a_measure_a_paper_bounds_is_a_metric_name_without_a_number():
    from extractor.pipeline import build_pipeline

    doc = build_pipeline()("Our algorithm achieves sublinear regret, and we show that the regret bounds scale with the "
                           "dimension. We also give the optimal sample complexity of learning halfspaces.")
    metrics = {(span.text, span._.canonical) for span in doc.spans["entities"] if span.label_ == "METRIC"}
    assert metrics == {("regret", "regret"), ("sample complexity", "sample complexity")}
