"""The rules' contribution type (extractor/rules/contribution/): explicit cues first, then counted cues."""

import pytest

from extractor.rules.contribution.classify import artifact_kind, classify_contribution


def test_contribution_dataset_benchmark_toolkit():
    assert classify_contribution(
        "We introduce WildChat, a corpus of 1 million user-ChatGPT conversations collected in the wild."
    ) == "dataset"
    assert classify_contribution(
        "We present FLASK, a fine-grained evaluation benchmark for language models. Models are scored per skill."
    ) == "benchmark"
    assert classify_contribution(
        "We introduce Jumanji, an open-source library of fast reinforcement learning environments written in JAX."
    ) == "toolkit"


def test_contribution_method_is_default_even_with_benchmark_datasets():
    text = (
        "We propose LGPL, a label-guided pseudo-labeling method for semi-supervised learning. "
        "Experiments on several benchmark datasets show that it outperforms the state of the art."
    )
    assert classify_contribution(text) == "method"


def test_contribution_survey_position_theory_analysis():
    assert classify_contribution("This survey reviews recent work on graph reduction.") == "survey"
    assert classify_contribution("In this position paper we argue that agents need memory.") == "position"
    theory = (
        "We prove a regret bound of order sqrt(T) for the bandit problem and a matching lower bound. "
        "The sample complexity is also characterized."
    )
    assert classify_contribution(theory) == "theory"
    analysis = (
        "We investigate whether language models reason like humans. We find that larger models are more "
        "logical, and our analysis reveals systematic biases."
    )
    assert classify_contribution(analysis) == "analysis"


def test_artifact_kind_reads_the_apposition():
    text = "We release KoLA, a carefully designed knowledge-oriented benchmark for LLMs."
    assert artifact_kind(text, "KoLA") == "benchmark"
    assert artifact_kind(text, "Missing") is None


THEORY = (
    "We study online convex optimization with delayed feedback. We prove a regret bound of order "
    "sqrt(T) and show a matching lower bound, so the rate is minimax optimal."
)


def test_theory_from_counted_cues_even_with_a_method_noun():
    assert classify_contribution(THEORY) == "theory"
    assert classify_contribution("We propose a new algorithm for image segmentation. Experiments show it "
                                 "outperforms the state-of-the-art on three benchmarks.") == "method"


def test_analysis_from_a_question_title():
    text = ("We evaluate multilingual models on translation. We find that they translate well when "
            "prompted in English.")
    assert classify_contribution(text, "Do Multilingual Language Models Think Better in English?") == "analysis"
    assert classify_contribution(text, "Cross-lingual Prompt Tuning") == "method"


def test_position_from_first_person_argument():
    text = ("This paper explores fairness in AI-driven decision making. I highlight challenges and prospects "
            "in designing fair systems for collective decision making.")
    assert classify_contribution(text) == "position"


def test_theory_from_adverb_led_proof_verbs():
    text = ("What does a single attention layer learn from next-token prediction? We rigorously characterize "
            "its training dynamics through a graph over tokens. We prove that gradient descent finds its components.")
    assert classify_contribution(text, "Mechanics of Attention") == "theory"


def test_owned_data_without_a_method_is_a_dataset_or_benchmark():
    text = ("We present a new challenge to examine whether language models understand social norms. "
            "Our dataset features 402 skills and 12,383 questions. We design our dataset after the K-12 curriculum.")
    assert classify_contribution(text, "Measuring Social Norms of Large Language Models") == "benchmark"
    assert classify_contribution(text, "Social Norms of Large Language Models") == "dataset"
    with_method = text + " We propose a method that improves accuracy on our dataset."
    assert classify_contribution(with_method, "Social Norms of Large Language Models") == "method"


def test_position_title_needs_the_genre_not_the_word():
    from extractor.rules.contribution.classify import title_kind

    assert title_kind("Position: Graph Learning Will Lose Relevance") == "position"
    assert title_kind("A Position Paper on Open Agents") == "position"
    assert title_kind("Mitigating Position Bias in Summarization") is None
    text = "We find that models favour the lead. We measure this across ten datasets and observe a consistent bias."
    assert classify_contribution(text, "Studying Position Bias in Zero-Shot Summarization") == "analysis"


@pytest.mark.parametrize(
    "title, kind",
    [
        ("Re-evaluating the Need for Visual Signals in Grammar Induction", "analysis"),
        ("Impact of Preference Noise on the Alignment of Language Models", "analysis"),
        ("Language Models as Hypothesis Generators: A Comprehensive Evaluation", "analysis"),
        ("Complexity of Single Loop Algorithms for Nonlinear Programming", "theory"),
        ("Fair and Efficient Chore Allocation: Existence and Computation", "theory"),
        ("A 4-Approximation Algorithm for Min Max Correlation Clustering", "theory"),
        ("Single Loop Algorithms for Nonlinear Programming", "method"),
    ],
)
def test_titles_that_announce_an_analysis_or_a_theoretical_result(title, kind):
    # cues too weak on their own in the abstract: the title decides
    text = "We evaluate single loop algorithms on translation. We find that they converge when prompted."
    assert classify_contribution(text, title) == kind


def test_the_kind_noun_after_a_long_form_in_parentheses_is_read():
    text = ("In this paper, we introduce FLASK (Fine-grained Language Model Evaluation based on Alignment Skill "
            "Sets), a fine-grained evaluation protocol for both human-based and model-based evaluation. "
            "We observe that fine-grained evaluation is crucial.")
    assert classify_contribution(text, None, "FLASK") == "benchmark"
