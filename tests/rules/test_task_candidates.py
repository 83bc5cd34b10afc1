"""A paper's candidate task phrases, scored and merged (extractor/rules/task/candidates.py)."""

from extractor.rules.task.candidates import head_phrases, task_candidates
from extractor.rules.task.choose import choose_task


def test_head_phrases_read_modifiers_without_a_tagger():
    phrases = head_phrases("DCGLC leverages graph contrastive learning for graph-level clustering.")
    assert "graph contrastive learning" in phrases
    assert "graph-level clustering" in phrases


def test_ner_task_entities_add_candidates():
    text = "We present a new method. It works well on many benchmarks."
    assert choose_task(text) is None
    assert choose_task(text, ner_tasks=["continual learning"]) == "continual learning"


def test_repeated_generic_ner_spans_do_not_win():
    text = (
        "Vehicle routing is a classic combinatorial problem. We propose a learned solver for vehicle routing. "
        "Our evaluation shows gains; the evaluation covers 3 benchmarks and a human evaluation."
    )
    assert choose_task(text, ner_tasks=["evaluation"] * 6 + ["combinatorial"]) == "vehicle routing"


def test_broad_field_names_lose_to_specific_tasks():
    text = (
        "We study visibility-based pursuit-evasion tasks with mobile robots. We train the pursuers with "
        "reinforcement learning, and reinforcement learning policies coordinate the team."
    )
    assert choose_task(text, "ViPER: Visibility-based Pursuit-Evasion via Reinforcement Learning") == (
        "visibility-based pursuit-evasion"
    )


def test_one_word_head_loses_to_the_longer_phrase_that_contains_it():
    text = (
        "Chemical modeling of solvation is costly. We propose a graph network for solvation free energy "
        "prediction; modeling, modeling and more modeling of molecules with chemical modeling."
    )
    assert choose_task(text, "A Graph Network for Explainable Solvation Free Energy Prediction") != "modeling"


def test_a_phrase_naming_a_dataset_is_an_evaluation_setting_not_the_task():
    text = ("We study identity parameterizations of deep residual networks. We prove that linear residual "
            "networks have no spurious local optima. Our model improves ImageNet classification and "
            "ImageNet classification error drops further with depth.")
    assert choose_task(text).lower() == "imagenet classification"
    assert choose_task(text, datasets=["ImageNet"]) == "identity parameterizations"


def test_this_paper_tackles_states_the_task():
    text = (
        "This paper tackles concept-based explanation of neural models in computer vision. Our method "
        "maps representations onto concepts, and the concepts explain the teacher model."
    )
    assert choose_task(text) == "concept-based explanation"


def test_the_titles_own_phrase_is_a_weak_candidate():
    text = ("Current text retrievers match surface similarity. We propose a new model trained on descriptions; "
            "it uses standard nearest neighbor search and beats baselines.")
    assert choose_task(text) == "standard nearest neighbor search"
    assert choose_task(text, "Description-Based Text Similarity") == "description-based text similarity"


def outputs_over_hash_seeds(code: str, seeds: str = "123456") -> set[str]:
    """What `code` prints in fresh interpreters whose set and dict orders differ (PYTHONHASHSEED)."""
    import os
    import subprocess
    import sys

    return {
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env={**os.environ, "PYTHONHASHSEED": seed}, check=True).stdout
        for seed in seeds
    }


def test_ties_between_candidates_break_the_same_way_on_every_run():
    assert len(outputs_over_hash_seeds(
        "from extractor.rules.task.candidates import task_candidates as t;"
        "print([c.phrase for c in t('Static analysis and error detection help. Static analysis and error "
        "detection matter. Error detection and static analysis fail.')])"
    )) == 1
    # one phrase spelled two ways: the abstract's spelling, on every run (a set's order chose it before)
    assert outputs_over_hash_seeds(
        "from extractor.rules.task.choose import choose_task as c;"
        "print(c('Language models are trained to predict the next token. What does a single self-attention layer "
        "learn from next-token prediction? We show that training self-attention with gradient descent learns an "
        "automaton.', 'Mechanics of Next Token Prediction with Self-Attention'))"
    ) == {"next-token prediction\n"}


def test_a_shared_task_is_no_task_but_what_it_is_about_is():
    text = "This paper presents our system for SemEval-2021 Task 4: Reading Comprehension of Abstract Meaning."
    phrases = [c.phrase.lower() for c in task_candidates(text)]
    assert "reading comprehension" in phrases and not any("task 4" in phrase for phrase in phrases)
