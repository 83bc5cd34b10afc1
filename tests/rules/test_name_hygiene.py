"""Span hygiene: markup, punctuation and word edges of one span (extractor/rules/names/hygiene.py, pairs.py)."""

import pytest

from extractor.rules.names.hygiene import tidy_bounds
from extractor.rules.names.pairs import Pairs


def tidy(text, span, label="OTHER", occurrence=0):
    """The span's text after the hygiene; `span` is a substring of `text` (its n-th occurrence)."""
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(span, start + 1)
    bounds = tidy_bounds(Pairs(text), start, start + len(span), label)
    return None if bounds is None else text[bounds[0]:bounds[1]]


@pytest.mark.parametrize(
    "text, span, expected",
    [
        ("Results on MNIST, CIFAR-10 and SVHN.", "MNIST,", "MNIST"),
        ("benchmarks (GLUE and SuperGLUE)", "(GLUE", "GLUE"),
        ("We evaluate on COCO. Then we", "COCO.", "COCO"),
        ("pretrained on 'ImageNet' only", "'ImageNet'", "ImageNet"),
        ("a human-labeled dataset, Nu-X. Codes are", "Nu-X.", "Nu-X"),
        ("with compression – Byz-DASHA-PAGE – and", "compression – Byz-DASHA-PAGE –", "compression – Byz-DASHA-PAGE"),
        ("called (multinomial) logistic model here", "(multinomial) logistic model", "(multinomial) logistic model"),
        ('a "look-ahead" approach', '"look-ahead" approach', '"look-ahead" approach'),
        ("in the U.S. census", "U.S.", "U.S."),
        ("traditionally called “linear”) rate", "“linear", "linear"),
        ("benchmarks (GLUE) and", "(GLUE)", "GLUE"),
        ("we introduce TANQ,1 the first dataset", "TANQ,1", "TANQ"),  # a footnote's mark
        ("of ResNet-32,44,56 respectively", "ResNet-32,44,56", "ResNet-32,44,56"),
    ],
)
def test_no_punctuation_at_either_edge(text, span, expected):
    assert tidy(text, span) == expected


@pytest.mark.parametrize(
    "text, span, expected",
    [
        ("We propose \\textit{Voxel-Cross-Pixel} (VCP).", "\\textit{Voxel-Cross-Pixel", "Voxel-Cross-Pixel"),
        ("We propose \\textbf{DyLAN} here.", "\\textbf{DyLAN}", "DyLAN"),
        ("a network ($\\textbf{DyLAN}$) for", "\\textbf{DyLAN}$", "DyLAN"),
        ("We call it **Foo** here.", "**Foo**", "Foo"),
        ("on the spherical surface of $S^2$ we", "spherical surface of $", "spherical surface"),
        ("we build the $i$-RevNet, a network", "i$-RevNet", "$i$-RevNet"),
        ("a new **$\\infty$-gram LM** with backoff", "\\infty$-gram LM", "$\\infty$-gram LM"),
        ("a **Vi**etnamese **G**eneral benchmark", "Vi**etnamese **G**eneral", "**Vi**etnamese **G**eneral"),
        ("the \\emph{hard concrete} distribution for", "} distribution", "distribution"),
        ("flow matching ([SF]$^2$M), a", "SF]$^2$M", "[SF]$^2$M"),
        ("Dynamic Assembling (**DIMTDA**).A dynamic", "DIMTDA**).A", "DIMTDA"),
        ("a novel SO(3) representation", "SO(3", "SO(3)"),
        ("Mini-batch Stochastic Gradient Descent(SGD) has", "Stochastic Gradient Descent(SGD", "Stochastic Gradient Descent"),
        ("large language model (LLM)-based metrics", "LLM)-based", "LLM"),
        ("guarantees (epsilon, delta)-differential privacy (DP)", "delta)-differential privacy", "differential privacy"),
        ("a new algorithm Zeta*-SIPP to improve A* and Theta*", "Zeta*-SIPP", "Zeta*-SIPP"),
        ("Hierarchical Dirichlet Process (HDP)-HMM, which", "HDP)-HMM", "HDP"),
    ],
)
def test_no_orphan_markup(text, span, expected):
    assert tidy(text, span) == expected


@pytest.mark.parametrize(
    "text, span",
    [
        ("the matrix ${\\cal L}=L+L^\\top\\in \\mathbb{R}^{n\\times n}$ and", "L}=L+L^\\top\\in"),
        ("a bound of $O(\\sqrt{NT\\log N})$ regret", "O(\\sqrt{NT\\log"),
    ],
)
def test_a_piece_of_a_formula_is_no_name(text, span):
    assert tidy(text, span) is None


def test_a_dollar_opening_a_formula_takes_the_formula():
    assert tidy("we show that $x$ and", "$") == "$x$"


@pytest.mark.parametrize(
    "text, span, label, expected",
    [
        ("for novel-category recognition and", "-category recognition", "TASK", "novel-category recognition"),
        ("results on YouTube-VIS-2019 show", "YouTube", "DATASET", "YouTube-VIS-2019"),
        ("an optimal decision-making process", "decision-", "TASK", "decision-making"),
        ("We propose a self-supervised learning approach", "supervised learning approach", "METHOD",
         "self-supervised learning approach"),
        ("on Tiny-ImageNet we", "ImageNet", "DATASET", "Tiny-ImageNet"),
        ("the GPT-3.5-turbo model", "GPT-3.5", "METHOD", "GPT-3.5-turbo"),
        ("ImageNet pre-trained weights", "ImageNet pre-", "METHOD", "ImageNet pre-trained"),
        ("LSTM-based RNNs are", "LSTM", "METHOD", "LSTM"),
        ("LLM-powered agents", "LLM", "METHOD", "LLM"),
        ("FID-style metrics", "FID", "METRIC", "FID"),
        ("at the core of economic theory-as an approach", "economic theory", "OTHER", "economic theory"),
        ("the model's output", "model", "GENERIC", "model"),
        ("high-precision insertion", "precision", "METRIC", None),
        ("the Audio-MAE model", "MAE", "METRIC", "Audio-MAE"),
    ],
)
def test_no_edge_inside_a_word(text, span, label, expected):
    assert tidy(text, span, label) == expected


@pytest.mark.parametrize(
    "text, span, expected",
    [
        ("is a finite number of iterations", "finite number of", "finite number"),
        ("experiments on image-digit sum and polynomial regression", "image-digit sum and", "image-digit sum"),
        ("the $n$-vertex graph", "$n$-vertex graph", "$n$-vertex graph"),
    ],
)
def test_a_name_does_not_end_with_a_function_word(text, span, expected):
    assert tidy(text, span) == expected


def test_bounds_only_move_so_the_text_is_the_abstracts():
    text = "We propose \\texttt{OWG}, evaluated on KITTI. The (GLUE benchmark and decision-making tasks."
    pairs = Pairs(text)
    for start in range(len(text)):
        for end in range(start + 1, min(len(text), start + 30) + 1):
            bounds = tidy_bounds(pairs, start, end, "OTHER")
            if bounds is not None:
                assert 0 <= bounds[0] < bounds[1] <= len(text)
                assert text[bounds[0]:bounds[1]] == text[bounds[0]:bounds[1]].strip()


@pytest.mark.parametrize(
    "text, span, expected",
    [
        ("adaptability of VGG16 on datasets CIFAR and GTSRB", "datasets CIFAR", "CIFAR"),
        ("zero-shot performance on the LEDGAR subset of LexGLUE", "LEDGAR subset", "LEDGAR"),
        ("results on the benchmark suite of tasks", "benchmark suite", "benchmark suite"),  # no coined name after it
        # a contest's edition is no part of its name
        ("Our method won the 2nd DataCV Challenge", "2nd DataCV Challenge", "DataCV Challenge"),
        ("at the Fourth WMT Challenge", "Fourth WMT Challenge", "WMT Challenge"),
        ("in the 2nd stage", "2nd stage", "2nd stage"),
    ],
)
def test_a_data_sets_kind_noun_before_or_part_word_after_a_coined_name_is_dropped(text, span, expected):
    assert tidy(text, span, "DATASET") == expected
    assert tidy(text, span, "METHOD") == span  # only a data set's


@pytest.mark.parametrize(
    "text, span, label, expected",
    [
        ("achieved an impressive macro F1 score of 0.7", "impressive macro F1 score", "METRIC", "macro F1 score"),
        ("with remarkable accuracy", "remarkable accuracy", "METRIC", "accuracy"),
        ("a higher recall", "higher", "METRIC", "higher"),  # nothing left to name after the praise: kept as read
        ("the best method", "best method", "METHOD", "best method"),  # only a metric's name is trimmed
    ],
)
def test_a_metric_name_does_not_open_with_praise(text, span, label, expected):
    assert tidy(text, span, label) == expected
