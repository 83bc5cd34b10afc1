"""Introductions: "we introduce / propose X", "a novel X", "the proposed X"
(extractor/rules/artifacts/introductions.py)."""

import pytest

from extractor.rules.artifacts import detect_artifacts
from extractor.rules.artifacts.introductions import intro_verb_triggers, novelty_triggers


def names(text, title=None, known=frozenset()):
    return [(a.name, a.long) for a in detect_artifacts(text, title, known_names=known)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("From this, we compiled WildChat, a corpus of 1 million user-ChatGPT conversations.",
         [("WildChat", None)]),
        ("Therefore, we present Jumanji, a suite of diverse RL environments.", [("Jumanji", None)]),
        ("We propose a data-centric approach, Label-Guided Pseudo-Labeling (LGPL), that improves.",
         [("LGPL", "Label-Guided Pseudo-Labeling")]),
        ("In this paper, we propose a novel framework called Hyper-Evidential Neural Network (HENN) "
         "that models uncertainty.", [("HENN", "Hyper-Evidential Neural Network")]),
        ("we introduce SpaCE: The Spatial Confounding Environment, the first toolkit.",
         [("SpaCE", "The Spatial Confounding Environment")]),
        ("We release AbdomenAtlas 1.1, a dataset of 5,195 CT volumes.", [("AbdomenAtlas 1.1", None)]),
        ("Our method, dubbed FooNet, is fast.", [("FooNet", None)]),
        # after "a new theory of", "of" names the theory; after "a new type of", the genus
        ("In this paper, we propose a novel theory of Relation Attribution Explanations (RAEs), adapting Shapley values.",
         [("RAEs", "Relation Attribution Explanations")]),
        ("To this end, we propose a new type of HyperNetwork in order to employ statistical properties.", []),
        # capitalised words ending in a model noun, set off by commas after the intro's object
        ("we propose a training objective for neural networks, Neural Graph Machines, for combining them.",
         [("Neural Graph Machines", None)]),
        # an intro verb coordinated far from "we"
        ("In this paper, we show that regularizing negatively correlated features is an obstacle for effective "
         "decorrelation and present OrthoReg, a novel regularization technique.", [("OrthoReg", None)]),
        # "describe" introduces; an abbreviation "our ... (X) method" is owned; a coined name set off by commas
        ("We describe REMEDI, a method for learning to map statements to fact encodings.", [("REMEDI", None)]),
        ("Our Normalized Actor-Critic (NAC) method can learn from demonstration data.",
         [("NAC", "Normalized Actor-Critic")]),
        ("we propose a simple yet effective architecture of normalizing flows, ConvFlow, based on convolution.",
         [("ConvFlow", None)]),
        ("we propose a novel class of models, Shape Arithmetic Expressions (SHAREs), that fuses shape functions.",
         [("SHAREs", "Shape Arithmetic Expressions")]),
        # a participle after a comma, far from "we"
        ("We perform continued pretraining on a multilingual mixture of monolingual and parallel data, creating "
         "TowerBase, a base model.", [("TowerBase", None)]),
        # a name right after "we define" / "and define"; "we formally define the task ... and present X" keeps X
        ("As an antidote, we define Linearised Additive Models (LAMs), an optimal approximation.",
         [("LAMs", "Linearised Additive Models")]),
        ("We formally define the task of T2I-ICL and present CoBSAT, the first benchmark.", [("CoBSAT", None)]),
        # a gerund after a preposition is the field's work, so an abbreviation defined after it is not the paper's
        ("We have seen progress in developing off-policy learning. This work explores the hyperparameter "
         "optimization (HPO) task. We then propose corrections. We show our proposed HPO algorithm works.", []),
    ],
)
def test_introduced_names(text, expected):
    assert names(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "We propose a method to improve CLIP on ImageNet.",  # arguments, not artifacts
        "We introduce the label transfer problem in object detection.",  # unnamed
        "Chatbots such as GPT-4 and ChatGPT serve millions of users.",  # no introduction
        "We present results of LLM-based agents on ALFRED.",  # descriptor + preposition
        "The method was previously proposed FooNet by others.",  # prior work
        "We release our benchmark and scripts at https://aka.ms/NoFunEval.",  # an address
        "We re-formulate 16 existing methods and analyze four representative methods: Transformer-XL, RMT.",
        "we propose a method evaluated on two types of models, Recurrent Neural Networks and Convolutional Neural "
        "Networks, showing",
        "We compare our method with the Memorizing Transformer, RMT, and Longformer.",
        "We introduce new model search algorithms, such as random search, Monte Carlo tree search (MCTS), and more.",
        "We propose a method for products such as eBooks, audio-books, Mobile Apps, Video and Music.",
        "We also provide analyses for the proposed latent space modeling method including t-SNE visualization.",
        # lower-case words that are not named as a new thing: a named thing of another noun, parts in a list,
        # one kind noun, "named entities", a known short form joined to a plain word
        "We propose a method that leverages correlates of the causal effect called surrogates, within the framework.",
        "In this method, we carefully design a fusion module, an active selection module, a supervised module.",
        "We propose new approaches to model concepts and named entities jointly, and a dataset.",
        "We propose a more balanced human-AI partnership.",
        # after "a new <kind>," only words set off as a name: not a clause, an adjective, "i.e.", a phrase running on
        "We propose a new method, applying nonparametric statistical learning to detect anomalies.",
        "We introduce a novel fine-tuning method, cognizant of data structures, to bolster performance.",
        "We propose a new framework, reinforcement learning with comparative feedback, and a policy.",
        "In this paper, we propose a novel approach, i.e., a better one.",
    ],
)
def test_no_artifact(text):
    assert names(text) == []


def test_two_artifacts_coordinated():
    text = "We present MUSTARD and MUSTARDSAUCE, a framework and a dataset."
    assert [n for n, _ in names(text)] == ["MUSTARD", "MUSTARDSAUCE"]


def test_propose_to_use_is_not_an_introduction():
    text = "We propose to combine two paradigms: Neural Object Descriptors (NODs) and planners."
    assert names(text) == []


def test_newly_introduced_and_novel_without_intro_verb():
    assert names("PTN wins on the newly introduced SIM2MNIST dataset.")[0][0] == "SIM2MNIST"
    assert names("We then train a novel Proprioceptive Contact-Aware Policy (PCAP) with RL.") == [
        ("PCAP", "Proprioceptive Contact-Aware Policy")
    ]


def test_the_proposed_name_up_to_its_kind_noun():
    text = ("This paper tackles concept-based explanation. The proposed Cut the Black Box (CB2) approach "
            "disentangles the latent representation of a trained neural net.")
    assert names(text) == [("CB2", "Cut the Black Box")]
    # what the sentence goes on to use after "approach" is not the paper's
    text = ("The proposed tele-teaching approach utilizes periodical Dynamical Movement Primitives (DMP) "
            "for generalization.")
    assert names(text) == []


def test_a_second_intro_verb_after_and_opens_a_second_object():
    text = ("We curate an epidemic event ontology comprising seven disease-agnostic event types and construct a "
            "Twitter dataset SPEED with human-annotated events.")
    assert [n for n, _ in names(text)] == ["SPEED"]


def test_intro_verb_triggers_skip_prior_work_and_a_proposal_to_use():
    text = "We propose FooNet. It was previously proposed by others. We propose to combine X and Y."
    assert [(text[start:limit], naming) for start, limit, naming in intro_verb_triggers(text)] == [(" FooNet.", False)]


def test_novelty_triggers_and_the_proposed_name_ending_at_its_kind_noun():
    text = "We define Foo here. A novel Bar works. The proposed Baz (BZ) approach uses Qux."
    assert [text[start:limit] for start, limit, _ in novelty_triggers(text)] == [
        " Foo here.", " Bar works.", " Baz (BZ) approach"]
