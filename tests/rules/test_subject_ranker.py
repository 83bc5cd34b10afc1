"""The learned choice of a result claim's subject among the sentence's candidates (rules/claims/subject_ranker.py)."""

import json
import sys
from pathlib import Path

from extractor.components.claim_links import LINK_RANKERS
from extractor.linear_ranker import LinearRanker
from extractor.rules.claims.find import find_claims
from extractor.rules.claims.link_ranking import LinkRankers
from extractor.rules.claims.link_types import as_linked
from extractor.rules.claims.links import Mention, link_claims
from extractor.rules.claims.subject_ranker import KINDS, SubjectContext, claim_features, subject_candidates

REPO = Path(__file__).resolve().parents[2]
TEXT = "We propose FooNet. Compared with DETR, FooNet achieves 37.5 mAP on COCO, while our method is small."
SENTENCES = [(0, 18), (19, len(TEXT))]


def mention(phrase, label="METHOD", is_artifact=False):
    start = TEXT.index(phrase, 19 if phrase == "FooNet" else 0)
    return Mention(start, start + len(phrase), label, phrase, None, is_artifact)


FOONET, DETR = mention("FooNet", is_artifact=True), mention("DETR")
MENTIONS = [FOONET, DETR, mention("COCO", "DATASET")]


def result_claim():
    return next(c for c in find_claims(TEXT, SENTENCES) if c.text.startswith("37.5"))


def test_candidates_are_the_rules_answer_no_subject_and_what_the_sentence_names():
    claim = result_claim()
    rule = link_claims(TEXT, [claim], MENTIONS, SENTENCES)[0][0]
    assert rule.subject == "FooNet"
    without_rule = subject_candidates(TEXT, claim, SENTENCES[1], MENTIONS, [FOONET], FOONET, None, None)
    assert without_rule[0].kind == "none"  # the rules gave no subject: that answer comes first
    candidates = subject_candidates(TEXT, claim, SENTENCES[1], MENTIONS, [FOONET], FOONET, as_linked(FOONET), None)
    phrases = [(c.kind, TEXT[c.link.start:c.link.end] if c.link else None) for c in candidates]
    assert phrases[:2] == [("artifact", "FooNet"), ("none", None)]
    assert ("method", "DETR") in phrases and ("self", "our method") in phrases
    assert len(phrases) == len(set(phrases))  # each span once


def test_features_say_where_a_candidate_stands_to_the_number():
    claim = result_claim()
    rule = as_linked(FOONET)
    candidates = subject_candidates(TEXT, claim, SENTENCES[1], MENTIONS, [FOONET], FOONET, rule, None)
    features = claim_features(candidates, SubjectContext(TEXT, claim, SENTENCES[1], rule, None, True))
    by_phrase = {TEXT[c.link.start:c.link.end] if c.link else None: f for c, f in zip(candidates, features)}
    foonet, detr, ours = by_phrase["FooNet"], by_phrase["DETR"], by_phrase["our method"]
    assert foonet["rule_choice"] == 1.0 and foonet["verb_right"] == 1.0 and foonet["nearest"] == 1.0
    assert detr["compared"] == 1.0 and detr["clause_between"] == 1.0 and detr["rule_choice"] == 0.0
    assert ours["after"] == 1.0 and ours["before"] == 0.0
    assert by_phrase[None]["none_self"] == 1.0  # the sentence holds a self-reference
    for row in features:
        assert sum(row[f"kind_{kind}"] for kind in KINDS) == 1.0


def test_link_claims_takes_the_rankers_choice():
    claim = result_claim()
    weights = {"none": {"kind_none": 5.0}, "detr": {"compared": 5.0}, "rules": {"rule_choice": 1.0}}
    subject = {name: link_claims(TEXT, [claim], MENTIONS, SENTENCES,
                                 rankers=LinkRankers({"subject": LinearRanker(w)}))[0][0].subject
               for name, w in weights.items()}
    assert subject == {"none": None, "detr": "DETR", "rules": "FooNet"}
    assert link_claims(TEXT, [claim], MENTIONS, SENTENCES, rankers=LinkRankers({}))[0][0].subject == "FooNet"


def test_a_title_only_artifact_is_a_candidate_without_offsets():
    text = "We achieve 37.5 mAP on COCO."
    claim = next(c for c in find_claims(text, [(0, len(text))]) if c.role == "result")
    claims, results = link_claims(text, [claim], [], [(0, len(text))], artifact_name="UncLe-SLAM",
                                  artifact_label="METHOD",
                                  rankers=LinkRankers({"subject": LinearRanker({"kind_title": 1.0})}))
    assert claims[0].subject == "UncLe-SLAM" and claims[0].subject_start is None
    assert results[0].subject == "UncLe-SLAM"


def test_the_shipped_pipeline_loads_the_subject_ranker():
    from extractor.pipeline import shared_pipeline

    rankers = shared_pipeline().get_pipe("claim_links").rankers
    assert set(rankers.rankers) == {"subject"} and rankers.rankers["subject"].weights["rule_choice"] > 0


def test_shipped_ranker_weights_every_feature_and_is_trained_on_todays_dev_sets():
    # A feature added, or an annotated set changed, means the ranker must be retrained.
    sys.path.insert(0, str(REPO / "training"))
    sys.path.insert(0, str(REPO))
    from benchmarks import sets as benchmark_sets

    meta = json.loads((LINK_RANKERS / "subject_ranker.json").read_text())
    claim, rule = result_claim(), as_linked(FOONET)
    candidates = subject_candidates(TEXT, claim, SENTENCES[1], MENTIONS, [FOONET], FOONET, rule, None)
    features = claim_features(candidates, SubjectContext(TEXT, claim, SENTENCES[1], rule, as_linked(DETR), True))
    assert set(meta["weights"]) == {name for row in features for name in row}
    trained = [s["id"] for s in benchmark_sets.trained_on("link_rankers")]
    assert meta["sets"] == sorted(trained)
    assert all(set_id.startswith("dev/") for set_id in trained)
