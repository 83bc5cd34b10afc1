"""Naming words: "called / dubbed / named / termed X", quoted names (extractor/rules/artifacts/naming.py)."""

import pytest

from extractor.rules.artifacts import detect_artifacts
from extractor.rules.artifacts.naming import naming_triggers


def names(text, title=None, known=frozenset()):
    return [(a.name, a.long) for a in detect_artifacts(text, title, known_names=known)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # "called" after a definite noun that is not the thing named
        ("We then introduce a concrete, value-based algorithm within the CRL framework called "
         "Coarse-to-fine Q-Network (CQN).", [("CQN", "Coarse-to-fine Q-Network")]),
        # the active "call it", a quoted long form
        ("We stack MFA layer by layer for the initialization of the deep architecture and call it "
         "\u201cMarginal Deep Architectures\u201d (MDA).", [("MDA", "Marginal Deep Architectures")]),
        ("We propose SPADE, short for State Space Augmented Transformer.", [("SPADE", "State Space Augmented Transformer")]),
        # a closing ASCII quote sets a name off; a quoted term after "we call" is the name whatever its case,
        # but not one plain word, nor a quoted long form the abbreviation pass pairs
        ('We propose "Active Neural Localizer", a fully differentiable neural network that learns to localize.',
         [("Active Neural Localizer", None)]),
        ("We call this approach ``learning to teach''. In the approach, two agents interact.",
         [("learning to teach", None)]),
        ("It converges at a geometric (traditionally called \u201clinear\u201d) rate under perfect specification.", []),
        # "refer to our method as"
        ("We refer to our method as Lookahead Pessimistic MDP (LP-MDP). It works.",
         [("LP-MDP", "Lookahead Pessimistic MDP")]),
    ],
)
def test_named_names(text, expected):
    assert names(text) == expected


def test_known_thing_called_is_not_new():
    text = ("We propose a novel framework called Hyper-Evidential Neural Network (HENN) that models "
            "uncertainty in the context of the belief theory called Subjective Logic (SL).")
    assert [n for n, _ in names(text)] == ["HENN"]


@pytest.mark.parametrize(
    "text, expected",
    [
        # "Named Entity Recognition" does not name anything
        ("In this paper, we introduce a compact Named Entity Recognition model trained to identify any entity.", []),
        ("We apply Q-learning updates. We refer to the new technique as ‘PGQL’, for policy gradient and Q-learning.",
         ["PGQL"]),
        # "based" before a kind noun is part of an adjective, not a preposition that ends the object
        ("We further present a tensor decomposition based framework KBTD to directly approximate the tensor.",
         ["KBTD"]),
        ("Furthermore, we introduce “Cuisineworld”, a new gaming scenario and its related benchmark.",
         ["Cuisineworld"]),
    ],
)
def test_naming_words_quotes_and_adjectival_based(text, expected):
    assert [n for n, _ in names(text)] == expected


def test_a_term_named_in_a_sentence_without_the_paper_in_it_is_the_fields():
    field_term = ("The challenge in constructing social agents is to enable adaptation to novel agents, and is called "
                  "zero-shot coordination (ZSC). We study the behavioural predictability of collaborators.")
    assert names(field_term) == []
    own = ("These properties offer insight into designing a simple but effective regularization, called "
           "Self-Residual-Calibration (SRC). The proposed SRC calculates the residual.")
    assert [n for n, _ in names(own)] == ["SRC"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Our model termed as Variational Recurrent Adversarial Deep Domain Adaptation (VRADA) is built atop a VRNN.",
         [("VRADA", "Variational Recurrent Adversarial Deep Domain Adaptation")]),
        ("We show how sparsity and a proposed Neural Low-rank adapter Search (NLS) algorithm improve efficiency.",
         [("NLS", "Neural Low-rank adapter Search")]),
    ],
)
def test_termed_as_and_a_proposed(text, expected):
    assert names(text) == expected


def test_naming_triggers_leave_out_a_known_thing_being_named():
    text = "We introduce a technique called Zap. This is the belief theory called Subjective Logic."
    assert [(text[start:limit], naming) for start, limit, naming in naming_triggers(text)] == [(" Zap.", True)]
