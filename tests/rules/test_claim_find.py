"""extractor.rules.claims.find: find_claims end to end (offsets, sentences, real abstracts, the dev set)
and share_across_coordination."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extractor.rules.claims.find import find_claims, share_across_coordination

REPO = Path(__file__).resolve().parents[2]
SHARED_DATA = REPO.parent / "shared" / "data"


# ---- moved from tests/test_claims.py ---------------------------------------------------------


def test_offsets_index_the_original_text_with_markup():
    text = "Gains of $\\mathbf{2.3}\\%$ and 10{,}000 steps &gt; 5 ms.\nSee **9,262** volumes."
    for claim in find_claims(text):
        assert text[claim.start_char : claim.end_char] == claim.text
    assert [c.value for c in find_claims(text)] == [2.3, 10000, 5, 9262]


def test_sentence_is_the_containing_sentence():
    text = "We train it. It uses 40 GPU hours. Done."
    claim = find_claims(text, [(0, 12), (13, 34), (35, 40)])[0]
    assert claim.sentence == "It uses 40 GPU hours."
    assert find_claims(text)[0].sentence == text  # no sentence boundaries: the whole text


@settings(max_examples=200)
@given(st.text(alphabet="0123456789 .,-%$\\{}^_xKMabc()one twothreehalf", max_size=80))
def test_find_claims_never_crashes_and_spans_match(text):
    for claim in find_claims(text):
        assert text[claim.start_char : claim.end_char] == claim.text


def test_spans_match_on_real_abstracts():
    path = SHARED_DATA / "paperlists" / "ml_abstracts_2017_2024.jsonl"
    if not path.exists():
        pytest.skip("../shared/data is not present")
    with path.open(encoding="utf-8") as handle:
        abstracts = [json.loads(line)["abstract"] for _, line in zip(range(400), handle)]
    found = 0
    for abstract in abstracts:
        for claim in find_claims(abstract):
            assert abstract[claim.start_char : claim.end_char] == claim.text
            found += 1
    assert found > 200


def test_dev_set_f1_stays_above_target():
    sys.path.insert(0, str(REPO))
    from benchmarks import sets as benchmark_sets

    rows = benchmark_sets.read("claims/paperlists")
    found = total = correct = predicted = 0
    for row in rows:
        gold = [(c["start"], c["end"]) for c in row["claims"]]
        optional = [(o["start"], o["end"]) for o in row["optional"]]
        claims = find_claims(row["abstract"])
        overlaps = lambda c, s, e: min(c.end_char, e) > max(c.start_char, s)  # noqa: E731
        for claim in claims:
            if any(overlaps(claim, s, e) for s, e in gold):
                correct += 1
                predicted += 1
            elif not any(overlaps(claim, s, e) for s, e in optional):
                predicted += 1
        total += len(gold)
        found += sum(any(overlaps(c, s, e) for c in claims) for s, e in gold)
    precision, recall = correct / predicted, found / total
    assert 2 * precision * recall / (precision + recall) >= 0.9


def test_coordinated_values_share_the_metric_change_and_quantity():
    text = ("Both models outperform the 1-best hypothesis, achieving relative Word Error Rate (WER) improvements "
            "of 13.6% and 45.9%, respectively. We use 2, 4 and 8 layers and reach a BLEU of 27.3 and 28.1.")
    got = {c.text: c for c in find_claims(text)}
    assert got["13.6%"].is_relative and got["45.9%"].is_relative
    assert got["45.9%"].kind == "improvement"
    assert [got[n].counted for n in ("2", "4", "8")] == ["layers"] * 3
    assert got["2"].kind == "count"
    assert got["28.1"].metric == "BLEU" and got["28.1"].kind == "score"
    # values that are not coordinated keep their own reading
    other = {c.text: c for c in find_claims("It improves accuracy by 2% on 3 datasets.")}
    assert other["2%"].is_relative and not other["3"].is_relative and other["3"].counted == "datasets"


def test_values_set_side_by_side_with_vs_are_read_alike():
    got = {c.text: c for c in find_claims("Our parser beats the baseline (58.74 vs. 55.91 UUAS). We compare 5 vs 10 layers.")}
    assert (got["58.74"].metric, got["58.74"].role, got["58.74"].counted) == ("UUAS", "result", None)
    assert [(got[n].counted, got[n].role) for n in ("5", "10")] == [("layers", "count")] * 2


# ---- share_across_coordination on its own ------------------------------------------------------------


def test_share_across_coordination_only_between_coordinated_values():
    text = "We use 2 and 4 layers; 8 heads."
    claims = find_claims(text)
    bare = [c.model_copy(update={"counted": None, "kind": "other"}) if c.text == "2" else c for c in claims]
    shared = share_across_coordination(text, bare)
    assert [(c.text, c.counted, c.kind) for c in shared] == [
        ("2", "layers", "count"), ("4", "layers", "count"), ("8", "heads", "count")]
    assert share_across_coordination(text, []) == []
