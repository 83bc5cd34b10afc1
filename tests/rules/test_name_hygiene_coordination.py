"""Coordinated names split one per name (extractor/rules/names/coordination.py)."""

import pytest

from extractor.rules.names.coordination import coordinated_parts


def parts(text, label="DATASET", known=(), at_sentence_start=False):
    known_bounds = {(text.index(name), text.index(name) + len(name)) for name in known}
    bounds = coordinated_parts(text, 0, len(text), label, lambda a, b: (a, b) in known_bounds, at_sentence_start)
    return [text[a:b] for a, b in bounds]


@pytest.mark.parametrize(
    "text, label, expected",
    [
        ("KITTI and Cityscapes", "DATASET", ["KITTI", "Cityscapes"]),
        ("nuScenes and Waymo Open", "DATASET", ["nuScenes", "Waymo Open"]),
        ("MNIST, SVHN, and CIFAR-10", "DATASET", ["MNIST", "SVHN", "CIFAR-10"]),
        ("LM-ResNet/LM-ResNeXt", "METHOD", ["LM-ResNet", "LM-ResNeXt"]),
        ("UCI and CIFAR-10/100", "DATASET", ["UCI", "CIFAR-10/100"]),
        ("question answering and summarization", "TASK", ["question answering", "summarization"]),
        ("estimation and inference", "TASK", ["estimation", "inference"]),
        ("OpenAI Gym and Metaworld", "DATASET", ["OpenAI Gym", "Metaworld"]),
        ("Highway Networks and Deep Residual Networks", "METHOD", ["Highway Networks", "Deep Residual Networks"]),
    ],
)
def test_coordinated_names_split(text, label, expected):
    assert parts(text, label) == expected


@pytest.mark.parametrize(
    "text, label",
    [
        ("CIFAR-10/100", "DATASET"),
        ("CNN/Daily Mail", "DATASET"),
        ("Penn Treebank", "DATASET"),
        ("Natural Language Processing", "TASK"),
        ("Task and Motion Planning", "TASK"),
        ("Attention and Memory Network", "METHOD"),
        ("deep neural networks and transformers", "METHOD"),
        ("BERT and its variants", "METHOD"),
        ("Richtarik & Takac, 2014", "DATASET"),
        ("question answering and its evaluation", "TASK"),
        ("Minimax Combinatorial Successive Accepts and Rejects", "METHOD"),
        ("Hochreiter & Schmidhuber", "DATASET"),
        ("l2,0-norm", "OTHER"),
        ("image classification (MNIST and CIFAR-10)", "TASK"),
        ("FG 2011 Facial Expression Recognition and Analysis Challenge", "DATASET"),  # one contest
    ],
)
def test_one_name_stays_whole(text, label):
    assert parts(text, label) == [text]


def test_a_sentence_start_capital_is_no_name_but_a_known_one_is():
    assert parts("Cityscapes and Waymo", at_sentence_start=True) == ["Cityscapes and Waymo"]
    assert parts("Cityscapes and Waymo", known=["Cityscapes"], at_sentence_start=True) == ["Cityscapes", "Waymo"]


def test_a_known_whole_is_not_split():
    assert parts("CNN and Daily Mail", known=["CNN and Daily Mail"]) == ["CNN and Daily Mail"]


def test_parts_never_keep_the_spaces_around_a_separator():
    text = "gains on COIN / EPIC-Kitchens and on KITTI , Cityscapes"
    start = text.index("COIN")
    assert [text[a:b] for a, b in coordinated_parts(text, start, len(text) - len(" and on KITTI , Cityscapes"), "DATASET")] == [
        "COIN", "EPIC-Kitchens"]
    start = text.index("KITTI")
    assert [text[a:b] for a, b in coordinated_parts(text, start, len(text), "DATASET")] == ["KITTI", "Cityscapes"]


def test_a_known_metric_column_of_two_known_metrics_is_both():
    text = "a PSNR/SSIM of 32.1/0.91 and CNN/Daily Mail"
    metrics = {"PSNR", "SSIM"}
    whole = (2, 11)
    assert [text[a:b] for a, b in coordinated_parts(text, *whole, "METRIC", lambda a, b: (a, b) == whole,
                                                    is_known_metric=metrics.__contains__)] == ["PSNR", "SSIM"]
    known = (text.index("CNN"), len(text))  # a known data set whose parts are no metrics stays whole
    assert coordinated_parts(text, *known, "DATASET", lambda a, b: (a, b) == known,
                             is_known_metric=metrics.__contains__) == [known]
