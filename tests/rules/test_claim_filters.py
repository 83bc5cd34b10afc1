"""extractor.rules.claims.filters: numbers that are names, versions, markers, years, references or formula parts."""

from __future__ import annotations

import pytest

from extractor.records import Claim
from extractor.rules.claims.candidates import number_candidates
from extractor.rules.claims.filters import formula_spans, inside, is_not_a_claim
from extractor.rules.claims.find import find_claims


def only_claim(text: str) -> Claim:
    claims = find_claims(text)
    assert len(claims) == 1, [c.text for c in claims]
    return claims[0]


def texts(text: str) -> list[str]:
    return [c.text for c in find_claims(text)]


# ---- moved from tests/test_claims.py ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "unlike GPT-4 and ChatGPT",
        "we introduce LMSYS-Chat-1M, a dataset",
        "the OpenCLIP-ViT-B/32 model",
        "The fine-tuned Llama 2-7B achieves",
        "we construct AbdomenAtlas 1.1 that",
        "published at ICLR 2024 in Vienna",
        "like 3D image segmentation formed in 2D",
        "an L2 penalty",
        "the AP75 metric",
        "Top-1 accuracy and F1 improve",
        "on CIFAR-10 and 100",
        "of ResNet-32,44,56 respectively",
    ],
)
def test_names_versions_identifiers(text):
    assert texts(text) == []


def test_enumeration_markers():
    assert texts("we find that: 1) codecs satisfy idempotence; 2) models are equivalent.") == []
    assert texts("three factors: (1) ability modeling, (2) data, and (3) evaluation") == ["three"]
    assert texts("Two such settings are: 1. anytime classification and 2. budgeted batch") == ["Two"]


def test_ordinals():
    assert texts("the first stage and the second stage, 1st and 2nd") == []


def test_years_and_citations():
    assert texts("In 2023, Mirowski et al. (2016) and (Kalhan et al., 2019) showed") == []
    assert [c.value for c in find_claims("we label 2000 images")] == [2000]


def test_references():
    assert texts("as shown in Figure 3, Table 2 and Section 4.2 (see Eq. 5 and Appendix B)") == []
    assert texts("in Step 2 we") == []
    assert texts("We present edition 1.2 of the shared task, built on release 1.1 of the corpus.") == []
    # a number naming a kind, whatever noun follows it
    assert texts("Type 2 diabetes mellitus affects many, as do type-1 errors and Phase 3 trials") == []


def test_footnote_marks_and_formula_sums():
    assert texts("we introduce TANQ,1 the first open-domain dataset") == []
    assert texts("There are total M+1 components") == []
    assert texts("by 32.3% on O-UCF,32.7% on O-JHMDB") == ["32.3%", "32.7%"]  # a value glued after a comma stays


def test_formula_parts():
    assert texts("a rate of $O(K^{-2(\\alpha - 1) / \\alpha})$ with $x_1$ and O(n^2)") == []
    assert texts("with $\\big(1 - \\frac{1}{e}\\big)$-regret bounds") == []


def test_one_as_pronoun_or_article():
    assert texts("One key challenge is that one of the models is one-class") == []
    assert only_claim("when only one modality is available").value == 1


def test_hyphenated_descriptors_are_left_out():
    assert texts("a two-stage method with a 3-layer network") == []


# ---- the filters on their own ------------------------------------------------------------------------


def kept(view: str) -> list[str]:
    return [view[c.start : c.end] for c in number_candidates(view) if not is_not_a_claim(view, c)]


@pytest.mark.parametrize(
    "view, expected",
    [
        ("GPT-4 and ResNet50 with 12 layers", ["12"]),  # glued to a name
        ("a 3-layer net on 224x224 images", []),  # a descriptor, a shape
        ("see Figure 3 and Step 2 with 350 electrons", ["350"]),  # references and labels
        ("In 2023 we label 2000 images", ["2000"]),  # a year, a count
        ("(1) data and 2) models; 3 runs", ["3"]),  # enumeration markers
        ("AbdomenAtlas 1.1 has pH 7 at 95.3_±0.2", ["7", "95.3"]),  # a version, a measure, a spread
        ("one of them, only one run, half of the data, half a day", ["one", "half"]),  # number words
    ],
)
def test_is_not_a_claim(view, expected):
    assert kept(view) == expected


def test_formula_spans_are_math_that_is_more_than_a_value():
    text = "a rate of $O(n^2)$ at $1.88$, $k=5$, $\\geq 50$ and $(1-1/e)$; $5 and $10 in cash"
    assert [text[s:e] for s, e in formula_spans(text)] == ["$O(n^2)$", "$(1-1/e)$"]
    assert inside(11, formula_spans(text)) and not inside(0, formula_spans(text))


def test_days_of_months_and_citation_numbers_are_no_claims():
    page = ("November 01 1992 Received: March 23 1992 Neural Computation (1992) 4 (6): 832–834. "
            "Accuracy rose to 91% on 12 May.")
    assert texts(page) == ["91%"]


def test_a_variables_domain_and_a_displayed_equation_are_formula_parts():
    # after bai2014ecmlpkdd-attributed ("for q ∈ [1,2]") and cherapanamjeri2022colt-optimal (COLT abstracts in LaTeX)
    text = ("for some ${\\alpha \\in [0, 1]}$: \\begin{equation*} \\forall \\norm{v} = 1: \\mb{E}[x] \\leq 1, "
            "\\end{equation*} with x ∈ (0, 1), q ∈ [1,2] and β ∈ [0.5, 2], we reach 85% accuracy on 12 images")
    assert [c.text for c in find_claims(text)] == ["85%", "12"]
    # an interval that is no variable's domain stays a claim
    assert [(c.value_low, c.value_high) for c in find_claims("an AUC of 0.80 [0.62, 0.71]")][1:] == [(0.62, 0.71)]


def test_the_zero_one_loss_is_a_name():
    # after neykov2016jmlr-characterization: "minimizing the empirical 0/1 loss"
    assert texts("minimizing the empirical 0/1 loss, the 0-1 loss and the 0-1 knapsack problem") == []
    assert texts("with 3/4 of the data") == ["3/4"]
