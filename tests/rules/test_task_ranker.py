"""The learned task ranker (extractor/rules/task/ranker.py, weights in extractor/trained/task_ranker.json) over
the task rules' candidates."""

import json
import sys
from pathlib import Path

from extractor.rules.task.candidates import task_candidates
from extractor.rules.task.choose import choose_task
from extractor.rules.task.phrases import TaskCandidate
from extractor.rules.task.ranker import RANKED, TaskRanker, candidates_to_rank, paper_features

REPO = Path(__file__).resolve().parents[2]
MODEL = REPO / "extractor" / "trained" / "task_ranker.json"

TITLE = "Monotonic Chunkwise Attention"
ABSTRACT = ("Sequence-to-sequence models with soft attention cannot be used for online speech recognition, because "
            "attention looks at the whole input. We propose monotonic chunkwise attention, which adaptively splits "
            "the input into small chunks over which soft attention is computed. Online speech recognition with it "
            "matches the offline soft attention model, and it improves document summarization.")


def candidates(n):
    return [TaskCandidate(f"task number {i}", 5.0 - i, "merged", frozenset({"head"})) for i in range(n)]


def test_the_rules_answer_is_always_a_candidate():
    ranked = candidates(12)
    assert [c.phrase for c in candidates_to_rank(ranked, "task number 1")] == [c.phrase for c in ranked[:RANKED]]
    # beyond the best RANKED (the title preferred it), and not a candidate at all (the title's own phrase)
    assert candidates_to_rank(ranked, "task number 10")[-1].phrase == "task number 10"
    added = candidates_to_rank(ranked, "Learning Things")[-1]
    assert (added.phrase, added.score, added.sources) == ("Learning Things", 0.0, frozenset({"title-phrase"}))
    assert candidates_to_rank([], None) == []


def test_features_say_where_a_candidate_comes_from_and_how_the_abstract_uses_it():
    ranked = task_candidates(ABSTRACT, TITLE)
    rule = choose_task(ABSTRACT, TITLE, ranked=ranked)
    found, features = paper_features(ranked, rule, ABSTRACT, TITLE, ["online speech recognition"])
    by_phrase = dict(zip((c.phrase for c in found), features))
    speech = by_phrase["online speech recognition"]
    assert speech["mentions"] == 0.5 and speech["first_sentence"] == 1.0 and speech["ner_task"] == 1.0
    assert speech["three_words"] == 1.0 and speech["task_head"] == 1.0
    assert sum(row["rule_choice"] for row in features) == 1.0
    assert features[0]["ranked_first"] == 1.0 and features[0]["gap_to_best"] == 0.0
    assert all(set(row) == set(features[0]) for row in features)


def test_ranker_picks_the_highest_scoring_candidate_and_falls_back_to_the_rules():
    ranked = [TaskCandidate("image models", 3.0, "merged", frozenset({"head"})),
              TaskCandidate("image segmentation", 2.0, "merged", frozenset({"pattern"}))]
    text = "We study image segmentation with image models."
    assert TaskRanker({"from_pattern": 1.0}).choose(ranked, "image models", text, None, []) == "image segmentation"
    assert TaskRanker({"rule_choice": 1.0}).choose(ranked, "image models", text, None, []) == "image models"
    assert TaskRanker({}).choose([], None, text, None, []) is None
    assert TaskRanker({}).choose([], "a title phrase", text, None, []) == "a title phrase"


def test_save_and_load_round_trip(tmp_path):
    path = tmp_path / "ranker.json"
    TaskRanker({"score": 0.5, "one_word": -1.25}).save(path, {"name": "task_ranker"})
    assert TaskRanker.load(path).weights == {"one_word": -1.25, "score": 0.5}
    assert json.loads(path.read_text())["name"] == "task_ranker"


def test_shipped_ranker_weights_every_feature_and_is_trained_on_todays_annotated_sets():
    # A new annotated set (or a task changed in one) means the ranker must be retrained.
    sys.path.insert(0, str(REPO / "training"))
    import train_task_ranker as tr

    meta = json.loads(MODEL.read_text())
    ranked = task_candidates(ABSTRACT, TITLE)
    _, features = paper_features(ranked, choose_task(ABSTRACT, TITLE, ranked=ranked), ABSTRACT, TITLE, [])
    assert set(meta["weights"]) == set(features[0])
    papers = tr.annotated_tasks()
    assert meta["training_papers"] == len(papers)
    assert meta["sets"] == sorted({name for name, _, _ in papers})
    sys.path.insert(0, str(REPO))
    from benchmarks import sets as benchmark_sets

    assert not set(meta["sets"]) & set(benchmark_sets.ids(folder="heldout"))


def test_fit_learns_which_feature_marks_the_right_candidate():
    sys.path.insert(0, str(REPO / "training"))
    import softmax_ranker as sr

    # the right candidate is the one from a pattern, ranked second by the rules
    rows = [{"from_pattern": 0.0, "inverse_rank": 1.0}, {"from_pattern": 1.0, "inverse_rank": 0.5}]
    examples = [sr.Example("set", rows, [False, True], False) for _ in range(20)]
    ranker = sr.fit(examples, ["from_pattern", "inverse_rank"], l2=0.1, make=TaskRanker)
    assert isinstance(ranker, TaskRanker) and ranker.weights["from_pattern"] > 0
    assert sr.agreement(ranker, examples) == 1.0
