"""The main task among the candidates (extractor/rules/task/choose.py)."""

from extractor.rules.task.choose import choose_task

DETECTION = (
    "Object detection is a fundamental task in computer vision. Existing detectors rely on "
    "hand-crafted anchors. We propose AnchorFree, a simple detector that predicts boxes directly. "
    "Experiments on COCO show that AnchorFree improves object detection accuracy by 2.1 AP."
)


def test_task_from_first_sentence_subject():
    assert choose_task(DETECTION) == "object detection"


def test_task_from_problem_statement():
    text = "We study the problem of automated theorem proving in higher-order logic. Our prover wins."
    assert choose_task(text) == "automated theorem proving"


def test_task_from_title_for():
    text = "We present a learned codec. It beats BPG at low bitrates while keeping details sharp."
    assert choose_task(text, title="HiFiC: A Codec for Perceptual Image Compression") == "perceptual image compression"


def test_title_for_an_activity_noun_and_head_of_reordered():
    text = "We study how well language models judge conversations. Results on two corpora are mixed."
    assert choose_task(text, title="Leveraging LLMs for Dialogue Quality Measurement") == "dialogue quality measurement"
    assert choose_task(
        "We give a preconditioned gradient method with guarantees.",
        title="Fast and Accurate Estimation of Low-Rank Matrices from Noisy Measurements",
    ) == "low-rank matrix estimation"


def test_no_task_gives_null():
    assert choose_task("We thank the reviewers. The results are good.") is None


def test_weak_best_candidate_gives_null():
    assert choose_task("Our code is public. The results are combinatorial.", ner_tasks=["combinatorial"]) is None


def test_a_one_word_best_phrase_gives_way_to_a_close_longer_one(monkeypatch):
    from extractor.rules.task import choose as choose_module
    from extractor.rules.task.phrases import TaskCandidate

    ranked = [TaskCandidate("modeling", 3.0, "merged"), TaskCandidate("visual particle dynamics", 2.6, "merged")]
    monkeypatch.setattr(choose_module, "task_candidates", lambda *args: ranked)
    assert choose_task("any text") == "visual particle dynamics"
    ranked[1] = TaskCandidate("visual particle dynamics", 2.0, "merged")  # too far behind
    assert choose_task("any text") == "modeling"


def test_a_task_phrase_the_title_shares_wins_when_nearly_as_strong(monkeypatch):
    from extractor.rules.task import choose as choose_module
    from extractor.rules.task.phrases import TaskCandidate

    title = "Flow as the Cross-domain Manipulation Interface"
    ranked = [TaskCandidate("offline learning", 3.0, "merged"), TaskCandidate("cross-domain manipulation", 1.5, "merged")]
    monkeypatch.setattr(choose_module, "task_candidates", lambda *args: ranked)
    assert choose_task("any text", title) == "cross-domain manipulation"
    ranked[1] = TaskCandidate("cross-domain manipulation", 0.9, "merged")  # too far behind
    assert choose_task("any text", title) == "offline learning"
    # the title's model ("Value Propagation Networks") is no task, and the means ("with ...") are not its purpose
    ranked = [TaskCandidate("robot navigation", 3.0, "merged"), TaskCandidate("value propagation networks", 2.5, "merged")]
    assert choose_task("any text", "Value Propagation Networks") == "robot navigation"
    ranked = [TaskCandidate("bayesian inference", 3.0, "merged"), TaskCandidate("stochastic approximation", 2.5, "merged")]
    assert choose_task("any text", "Inference with Stochastic Approximation") == "bayesian inference"


def test_a_tie_goes_to_the_phrase_the_title_names():
    from extractor.rules.task.phrases import shares_words
    from extractor.rules.task.title import title_segments

    text = "We report results. They are good."
    ner = ["code generation", "program synthesis"]
    assert choose_task(text, None, ner) == "code generation"  # shorter, then alphabetical
    assert choose_task(text, "Synthesis Matters: A Study", ner) == "program synthesis"
    assert title_segments("Towards Unsupervised Classification with Deep Generative Models") == [
        "Unsupervised Classification", "Deep Generative Models"]
    assert shares_words("olympiad programming", "Can Language Models Solve Olympiad Programming")
    assert not shares_words("code generation", "Can Language Models Solve Olympiad Programming")
