"""extractor.rules.claims.context: comparator, unit or metric, counted thing, kind and relative change."""

from __future__ import annotations

from extractor.records import Claim
from extractor.rules.claims.candidates import number_candidates
from extractor.rules.claims.context import make_claim
from extractor.rules.claims.find import find_claims
from extractor.rules.claims.view import build_view


def only_claim(text: str) -> Claim:
    claims = find_claims(text)
    assert len(claims) == 1, [c.text for c in claims]
    return claims[0]


# ---- moved from tests/test_claims.py ---------------------------------------------------------


def test_metric_scores_with_latex():
    text = "LGPL improves downstream detection by $1.88$ mAP and 2.65 AP$^{75}$."
    first, second = find_claims(text)
    assert (first.value, first.unit, first.metric, first.is_relative, first.kind) == (1.88, None, "mAP", True, "improvement")
    assert (second.value, second.metric) == (2.65, "AP$^{75}$")  # the metric as written
    assert second.text == "2.65 AP$^{75}$"  # the span closes the LaTeX it cut through


def test_percentage_of_the_data():
    claim = only_claim("while only using 27.7% of the data and training compute")
    assert (claim.value, claim.unit, claim.kind, claim.role) == (27.7, "%", "percentage", "setting")


def test_percentage_points_improvement():
    claim = only_claim("we outperform the OpenCLIP model on ImageNet by 1.1p.p. while")
    assert (claim.text, claim.value, claim.unit, claim.is_relative, claim.kind) == (
        "1.1p.p.", 1.1, "p.p.", True, "improvement")


def test_a_quarter_is_relative_after_reduce_to():
    claim = only_claim("we are able to reduce the training cost to a quarter of regular training.")
    assert (claim.value, claim.kind, claim.is_relative) == (0.25, "ratio", True)


def test_correlation_with_comparator():
    claim = only_claim("a strong linear relationship (Pearson's Correlation, $r > 0.9$) between")
    assert (claim.value, claim.comparator, claim.unit, claim.metric, claim.kind) == (0.9, ">", None, "r", "score")


def test_gpu_hours():
    claim = only_claim("trained only with 40 GPU hours")
    assert (claim.value, claim.unit, claim.kind) == (40, "GPU hours", "compute")


def test_every_three_months():
    claim = only_claim("The KoLA dataset will be updated every three months to provide")
    assert (claim.value, claim.unit, claim.kind) == (3, "months", "duration")


def test_over_millions():
    claim = only_claim("which consists of over 2.5 million interaction turns")
    assert (claim.value, claim.comparator, claim.text) == (2.5e6, ">", "over 2.5 million")


def test_up_to_percent():
    claim = only_claim("achieves up to 80% lower latency")
    assert (claim.value, claim.comparator, claim.text) == (80, "<=", "up to 80%")


def test_at_least_and_latex_geq():
    claim = only_claim("pruned LLMs even at $\\geq 50$\\% sparsity are robust")
    assert (claim.value, claim.comparator, claim.unit, claim.text) == (50, ">=", "%", "$\\geq 50$\\%")
    assert only_claim("at least 12 annotators").comparator == ">="


def test_approximately():
    claim = only_claim("a real-time inference speed of approximately 50 FPS")
    assert (claim.value, claim.comparator) == (50, "~")


def test_relative_gain():
    claim = only_claim("achieves a 15.41% average relative performance gain in theorem proving")
    assert (claim.value, claim.is_relative, claim.kind) == (15.41, True, "improvement")


def test_times_faster():
    claim = only_claim("ENAS is 3x faster than NAS")
    assert (claim.value, claim.unit, claim.is_relative) == (3, "x", True)


def test_metric_before_value():
    claim = only_claim("a BLEU of 27.3 on WMT")
    assert (claim.value, claim.unit, claim.metric, claim.kind) == (27.3, None, "BLEU", "score")


def test_quantity_of_a_score():
    claim = only_claim("reaches 76.2% ImageNet zero-shot accuracy")
    assert (claim.metric, claim.role, claim.counted) == ("ImageNet zero-shot accuracy", "result", None)


def test_money():
    claim = only_claim("at a cost of \\$5 million")
    assert (claim.value, claim.kind, claim.unit) == (5e6, "money", "USD")


def test_a_dollar_before_a_number_is_money_unless_it_opens_math():
    claim = only_claim("which contributes more than $8 trillion annually to the economy")
    assert (claim.text, claim.value, claim.unit, claim.comparator) == ("more than $8 trillion", 8e12, "USD", ">")
    assert [(c.text, c.unit) for c in find_claims("It costs between $5 and $10 per hour, or US$3 a day.")] == [
        ("$5", "USD"), ("$10", "USD"), ("US$3", "USD")]
    # math dollars: a closing one right after the number, or one after symbols only
    assert [(c.text, c.unit) for c in find_claims("accuracy of $93\\%$ over $5$ runs with a $2 \\times$ speedup")] == [
        ("93\\%", "%"), ("over $5$", None), ("2 \\times", "x")]


# ---- make_claim on its own ---------------------------------------------------------------------------


def claims_of(text: str, keep_assignments: bool = True) -> list[Claim | None]:
    view = build_view(text)
    return [make_claim(view, c, None, keep_assignments) for c in number_candidates(view.view)]


def test_make_claim_reads_comparator_unit_quantity_and_kind():
    [claim] = claims_of("over 2.5 million interaction turns")
    assert (claim.text, claim.comparator, claim.value, claim.counted, claim.kind) == (
        "over 2.5 million", ">", 2.5e6, "interaction turns", "count")
    [claim] = claims_of("saves 3 GPU hours")
    assert (claim.unit, claim.kind, claim.is_relative) == ("GPU hours", "compute", True)


def test_assignments_are_dropped_only_when_asked():
    assert [c.value for c in claims_of("with k = 5")] == [5]
    assert claims_of("with k = 5", keep_assignments=False) == [None]
    assert [c.metric for c in claims_of("a BLEU = 27.3", keep_assignments=False)] == ["BLEU"]  # a score, not a setting


def test_span_closes_the_markup_it_cuts_through():
    claim = claims_of("2.65 AP$^{75}$ on COCO")[0]  # (the 75 is left out by the filters, not here)
    assert (claim.text, claim.metric) == ("2.65 AP$^{75}$", "AP$^{75}$")


def test_a_share_of_a_measure_names_the_measure():
    claims = find_claims("It needs only 22.5% of its MACs and 50% of the training time, a 5-6% gain in depth "
                         "estimation quality, with 30% of the data, and cuts search time to 25%.")
    assert [(c.text, c.metric) for c in claims] == [
        ("22.5%", "MACs"), ("50%", "training time"), ("5-6%", "depth estimation quality"), ("30%", None),
        ("25%", "search time")]


def test_transcripts_and_outcomes_are_items_of_data():
    claims = find_claims("We annotate 288 math lecture transcripts and predict 206 future match outcomes with 12 models.")
    assert [(c.text, c.role, c.counted) for c in claims] == [
        ("288", "size", "math lecture transcripts"), ("206", "size", "future match outcomes"), ("12", "count", "models")]


def test_a_multiple_of_a_count_names_the_count_and_f_1_is_f1():
    claims = find_claims("It has 15x the number of object categories, twice the amount of data and F_1=0.92.")
    assert [(c.text, c.metric) for c in claims] == [
        ("15x", "number of object categories"), ("twice", "amount of data"), ("0.92", "F_1")]


def test_fold_validation_is_a_setting_and_experiments_are_counted():
    claims = find_claims("We ran roughly 1,400 experiments with 8 fold validation; it is 3 fold faster.")
    assert [(c.text, c.role) for c in claims] == [("roughly 1,400", "count"), ("8 fold", "setting"),
                                                  ("3 fold", "result")]


def test_an_operating_point_is_a_setting():
    claims = find_claims("Our matching achieves 100% genuine acceptance rate at 0% false acceptance rate, and VLMs "
                         "infer attributes at up to 77.6% accuracy.")
    assert [(c.text, c.role) for c in claims] == [("100%", "result"), ("0%", "setting"), ("up to 77.6%", "result")]


def test_a_measure_named_alone_before_of_is_the_metric_of_a_multiple_too():
    claims = find_claims("We achieved a speedup of 1.53x on the GPU, with negligible loss of accuracy.")
    assert [(c.text, c.metric) for c in claims] == [("1.53x", "speedup")]
    assert [c.metric for c in find_claims("It reaches an inference latency of 30 ms on a phone.")] == [
        "inference latency"]
