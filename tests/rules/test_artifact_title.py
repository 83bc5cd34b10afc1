"""Names a title gives: prefix, subtitle long form, "Introducing X", whole title, title lead
(extractor/rules/artifacts/title.py)."""

import pytest

from extractor.rules.artifacts import detect_artifacts
from extractor.rules.artifacts.title import title_prefix_name


def names(text, title=None, known=frozenset()):
    return [(a.name, a.long) for a in detect_artifacts(text, title, known_names=known)]


def test_a_title_leading_with_a_known_name_is_that_names_paper():
    text = "We propose DuoRC, a novel dataset for Reading Comprehension. DuoRC contains 186,089 pairs."
    title = "DuoRC: Towards Complex Language Understanding with Paraphrased Reading Comprehension"
    assert names(text, title, known=frozenset({"duorc"}))[0][0] == "DuoRC"
    assert names(text, None, known=frozenset({"duorc"})) == []


def test_title_prefix():
    assert title_prefix_name("1DFormer: A Transformer Architecture for 1D Signals") == "1DFormer"
    assert title_prefix_name("Jumanji: a Diverse Suite of Scalable RL Environments in JAX") == "Jumanji"
    assert title_prefix_name("Dynamic Sparse Training: Find Efficient Sparse Networks") is None
    assert title_prefix_name("A Survey: Things") is None
    assert title_prefix_name(None) is None
    text = "Our model, built on attention, beats 1DFormer-free baselines. 1DFormer is fast."
    assert names(text, title="1DFormer: A Transformer for Signals")[0][0] == "1DFormer"


def test_title_introducing_name():
    assert names("We present a novel automatic metric.", title="Unlocking X: Introducing PDD, an Automatic Metric")[0][0] == "PDD"


def test_title_prefix_gives_the_long_form_when_the_subtitle_spells_the_name():
    from extractor.rules.artifacts.title import title_name_and_long_form as split

    assert split("Surgical Robot Transformer (SRT)", "Surgical Robot Transformer (SRT): Imitation Learning") == (
        "SRT", "Surgical Robot Transformer"
    )
    assert split("WRPN", "WRPN: Wide Reduced-Precision Networks") == ("WRPN", "Wide Reduced-Precision Networks")
    assert split("AESim", "AESim: A Data-Driven Aircraft Engine Simulator") == ("AESim", "Aircraft Engine Simulator")
    # a subtitle that describes the thing, not spells it
    assert split("3DBench", "3DBench: A Scalable 3D Benchmark and Instruction-Tuning Dataset") == ("3DBench", None)
    assert split("CLIN", "CLIN: A Continually Learning Language Agent for Rapid Adaptation") == ("CLIN", None)
    assert split("Jumanji", "Jumanji: a Diverse Suite of Environments") == ("Jumanji", None)
    # the whole opening across a preposition, not a later phrase's tail
    assert split("CATS", "CATS: Context-Aware Thresholding for Sparsity in Large Language Models") == (
        "CATS", "Context-Aware Thresholding for Sparsity"
    )
    assert split("GeniL", "GeniL: A Multilingual Dataset on Generalizing Language") == ("GeniL", None)
    found = detect_artifacts("We train it on four datasets.", title="WRPN: Wide Reduced-Precision Networks")
    assert [(a.name, a.long) for a in found] == [("WRPN", "Wide Reduced-Precision Networks")]


@pytest.mark.parametrize("title, long_form", [
    # letters at word starts, more than the initials: a hyphen part or one word may give none
    ("EMONA: Event-level Moral Opinions in News Articles", "Event-level Moral Opinions in News Articles"),
    ("TISE: A Tripartite In-context Selection Method for Event Argument Extraction",
     "Tripartite In-context Selection Method"),
    ("MBC: Multi-Brain Collaborative Control for Quadruped Robots", "Multi-Brain Collaborative Control"),
    ("MILES: Making Imitation Learning Easy with Self-Supervision",
     "Making Imitation Learning Easy with Self-Supervision"),
    # the means after "with" / "via", spelled whole
    ("KOROL: Learning Visualizable Object Feature with Koopman Operator Rollout for Manipulation",
     "Koopman Operator Rollout"),
    ("GraSAME: Injecting Token-Level Structural Information to Pretrained Language Models via Graph-guided "
     "Self-Attention Mechanism", "Graph-guided Self-Attention Mechanism"),
    # not spelled: letters inside words, two words left over, digits, a purpose after "for"
    ("CLIN: A Continually Learning Language Agent for Rapid Adaptation", None),
    ("ACORN: Aspect-wise Commonsense Reasoning Explanation Evaluation", None),
    ("LMD3: Language Model Data Density Dependence", None),
    ("GenDP: 3D Semantic Fields for Category-Level Generalizable Diffusion Policy", None),
])
def test_title_long_form_spelled_by_word_starts(title, long_form):
    from extractor.rules.artifacts.title import title_name_and_long_form as split

    name = title.split(":")[0]
    assert split(name, title) == (name, long_form)


def test_title_name_defined_early_in_the_abstract_and_a_name_without_its_comma():
    text = ("We explore our language-based navigation (LangNav) approach on the R2R benchmark. "
            "LangNav works well.")
    assert ("LangNav", "language-based navigation") in names(text, title="LangNav: Language as a Representation")
    # without the title, an abbreviation defined before any "we propose" is prior work, unless it is "our" kind of thing
    assert names(text.replace("our language", "the language")) == []
    assert names(text) == [("LangNav", "language-based navigation")]
    assert names("We introduce Lynx a multi-modal LLM developed through controlled experiments.")[0][0] == "Lynx"
    assert names("We propose Bayesian optimization for tuning.") == []


def test_a_descriptive_title_prefix_is_no_name():
    abstract = ("The singular value decomposition (SVD) is a crucial tool. Existing robust SVD algorithms are slow. "
                "This study introduces an efficient algorithm for robust SVD approximation.")
    assert names(abstract, "Robust SVD Made Easy: A fast and reliable algorithm") == []
    assert names("We study temporal differencing in deep RL.", "TD or not TD: Analyzing the Role of TD") == []
    assert names("We analyse latent representations of LLMs.", "Unveiling LLMs: The Evolution of Representations") == []
    # coined names stay, whether or not the abstract repeats them
    assert names("We propose a simple debiasing of automatic evaluators.",
                 "Length-Controlled AlpacaEval: A Simple Debiasing") == [("Length-Controlled AlpacaEval", None)]
    assert names("We present a sharp analysis.", "AsGrad: A Sharp Unified Analysis") == [("AsGrad", None)]


def test_title_name_the_abstract_abbreviates():
    text = ("We evaluate the resulting approach, Perceive with Confidence (PwC), with experiments in simulation. "
            "PwC improves safety.")
    title = "Perceive With Confidence: Statistical Safety Assurances for Navigation"
    assert names(text, title)[0] == ("PwC", "Perceive with Confidence")
    # a class of things, or a survey's topic, is no name
    assert names("Physics-Informed Neural Networks (PINNs) solve PDEs.", "Physics-Informed Neural Networks: Wide Nets") == []
    assert names("Automated Essay Scoring (AES) is hard.", "Automated Essay Scoring: Recent Successes and Future Directions") == []


def test_a_plain_title_prefix_the_abstract_introduces_is_a_name():
    text = ("Anomaly detection in time series is hard. We present the Sub-Adjacent Transformer, which attends to the "
            "sub-adjacent neighborhood of each point.")
    assert names(text, title="Sub-Adjacent Transformer: Improving Time Series Anomaly Detection")[0][0] == \
        "Sub-Adjacent Transformer"
    # a topic that opens a title, or a prefix the abstract uses as a modifier of another noun, is no name
    assert names("We study machine unlearning for large models.", title="Machine Unlearning: A Survey of Methods") == []
    assert names("We present a new deep multi-task representation learning framework.",
                 title="Deep Multi-task Representation Learning: A Tensor Factorisation Approach") == []


@pytest.mark.parametrize("title, expected", [
    ("Hierarchical Multiscale Recurrent Neural Networks", "Hierarchical Multiscale Recurrent Neural Networks"),
    ("Mixed Precision Training", "Mixed Precision Training"),
    ("HyperNetworks", "HyperNetworks"),
    ("Revisiting Denoising Auto-Encoders", None),  # an opening verb form
    ("Density estimation using Real NVP", None),  # lower-case words, a function word
    ("Semi-Supervised Classification with Graph Convolutional Networks", None),
    ("Machine Unlearning: A Survey", None),
    ("Neural Scaling Laws", None),  # no model-like head noun
])
def test_whole_title_name(title, expected):
    from extractor.rules.artifacts.title import whole_title_name

    assert whole_title_name(title) == expected


@pytest.mark.parametrize("title, expected", [
    ("Progressive Attention Networks for Visual Attribute Prediction", "Progressive Attention Networks"),
    ("The Kanerva Machine: A Generative Distributed Memory", "Kanerva Machine"),
    ("Policy Learning for Localized Interventions from Observational Data", None),  # a field, not an architecture
    ("Deep Convolutional Neural Networks for Image Classification", None),  # only the field's generic modifiers
    ("Beyond Finite Layer Neural Networks: Bridging Deep Architectures", None),
    ("Prototypical Networks", None),  # no purpose or subtitle: whole_title_name's case
])
def test_title_lead_name(title, expected):
    from extractor.rules.artifacts.title import title_lead_name

    assert title_lead_name(title) == expected


def test_a_whole_title_name_only_when_the_abstract_introduces_nothing_else():
    text = ("We propose a novel multiscale approach, called the hierarchical multiscale recurrent neural network, "
            "that captures the latent structure.")
    title = "Hierarchical Multiscale Recurrent Neural Networks"
    # the abstract's own spelling, singular and lower case, is the name
    assert names(text, title) == [("hierarchical multiscale recurrent neural network", None)]
    assert names("We propose HM-RNN, a new recurrent network.", title) == [("HM-RNN", None)]


def test_an_abbreviation_the_title_defines_names_the_papers_own_thing():
    text = "We propose a novel regularizer to improve the training of GANs. It encourages a high joint entropy."
    title = "Improving GAN Training via Binarized Representation Entropy (BRE) Regularization"
    assert names(text, title=title) == [("BRE", "Binarized Representation Entropy")]
    # the abstract's plural-less spelling is not listed twice; a parenthesis glued to a word is no abbreviation
    assert [n for n, _ in names("We propose the ISRLU, a unit.", title="Inverse Square Root Linear Units (ISRLUs)")] == ["ISRLU"]
    assert names(text, title="Measuring and Controlling Instruction (In)Stability in Language Model Dialogs") == []
