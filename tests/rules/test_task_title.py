"""What a title names as its task (extractor/rules/task/title.py): its purpose, head-final phrases the abstract
repeats, its own phrase; not its means nor its viewpoint."""

from extractor.rules.task.choose import choose_task
from extractor.rules.task.title import title_ngram_candidates


def test_title_task_after_a_later_preposition():
    # "X for Y on Z": Y names a thing (fine-tuning models), Z the task; every preposition is read.
    from extractor.rules.task.title import title_candidates

    title = "MedVoc: Vocabulary Adaptation for Fine-tuning Language Models on Medical Text Summarization"
    assert "medical text summarization" in {c.phrase.lower() for c in title_candidates(title)}


def test_title_phrase_repeated_in_abstract_is_a_candidate():
    title = "DiffStega: Towards Universal Training-Free Coverless Image Steganography with Diffusion Models"
    text = (
        "Coverless image steganography (CIS) enhances imperceptibility by not using any cover image. "
        "We propose DiffStega, a training-free diffusion-based CIS strategy for universal application."
    )
    phrases = [c.phrase for c in title_ngram_candidates(title, text)]
    assert "Coverless Image Steganography" in phrases
    assert not any("DiffStega" in p for p in phrases)
    assert choose_task(text, title).lower() == "coverless image steganography"


def test_lone_title_words_and_artifact_prefix_are_not_candidates():
    assert title_ngram_candidates("The Role of n-gram Smoothing in the Age of Neural Networks",
                                  "the role and the age of smoothing") == []
    assert title_ngram_candidates("IMAGINATION POLICY: Using Point Clouds", "IMAGINATION POLICY is new.") == []


def test_title_phrase_is_the_fallback_when_the_abstract_states_no_task():
    from extractor.rules.task.title import title_phrase

    assert title_phrase("On Limitations of the Transformer Architecture") == "limitations of the transformer architecture"
    assert title_phrase("KiloBoost: Scalable and Efficient Deduplication through Boosting") == "deduplication"
    assert title_phrase("The Preimage of Rectifier Network Activities") == "preimage of rectifier network activities"
    assert title_phrase("Is This the End?") is None  # nothing but function words
    text = "We show that two layers suffice. Our bound is tight."
    assert choose_task(text, "On the Depth of Sorting Networks") == "depth of sorting networks"
    assert choose_task(text) is None


def test_a_titles_viewpoint_and_what_it_goes_beyond_are_not_its_task():
    from extractor.rules.task.title import without_viewpoint

    assert without_viewpoint("Graph Machine Learning through the Lens of Bilevel Optimization") == "Graph Machine Learning"
    assert without_viewpoint("Bridging the Sim-to-Real Gap from the Information Bottleneck Perspective") == (
        "Bridging the Sim-to-Real Gap"
    )
    assert without_viewpoint("Model Selection in Bandits: A Bias-Variance Perspective") == "Model Selection in Bandits"
    assert without_viewpoint("Beyond Fine Tuning: A Modular Approach to Learning on Small Data") == (
        "A Modular Approach to Learning on Small Data"
    )
    # only the few words before "perspective" go, not the clause before them
    assert without_viewpoint("Summarization in the Era of LLMs from the Perspective of Position Bias") == (
        "Summarization in the Era of LLMs"
    )
    assert without_viewpoint("Multi-perspective Data Augmentation") == "Multi-perspective Data Augmentation"
    text = "Fine-tuning large models is the default. Fine-tuning fails with few examples; we learn on small data."
    assert choose_task(text, "Beyond Fine Tuning: A Modular Approach to Learning on Small Data") == "learning on small data"


def test_a_titles_means_run_on_over_and_and_its_purpose_holds_the_title_bonus():
    from extractor.rules.task.title import title_without_means

    title = "Efficient Screen Content Image Compression via Superpixel-based Content Aggregation and Dynamic Feature Fusion"
    assert title_without_means(title).strip() == "Efficient Screen Content Image Compression"
    assert title_without_means("Graph Learning via Message Passing for Drug Discovery").split(" | ")[-1].strip() == (
        "Drug Discovery"
    )
    text = (
        "This paper addresses efficiently compressing screen content images. We enhance our entropy model with a "
        "Dynamic Feature Fusion (DFF) mechanism. The dynamic feature fusion integrates decoded slices. Screen "
        "content image compression benefits from it."
    )
    assert choose_task(text, title) == "screen content image compression"
    # "X for Y": the title names its task in Y; a broad field in X gets no title bonus
    text = (
        "Reinforcement learning explores; imitation learning copies demonstrations. We combine imitation and "
        "reinforcement learning with planning. Reinforcement learning then refines long-horizon manipulation."
    )
    title = "SPIRE: Synergistic Planning, Imitation, and Reinforcement Learning for Long-Horizon Manipulation"
    assert choose_task(text, title) == "long-horizon manipulation"
