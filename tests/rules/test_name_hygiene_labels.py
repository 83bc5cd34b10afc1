"""DATASET rows that name no data set (extractor/rules/names/labels.py, cues.py)."""

import pytest

from extractor.rules.names.labels import label_instead_of_dataset, pair_may_name_a_data_set


@pytest.mark.parametrize(
    "text, label",
    [("SOTA", "OTHER"), ("NLP", "TASK"), ("LLM", "METHOD"), ("LLMs", "METHOD"), ("GNNs", "METHOD"),
     ("DNNs", "METHOD"), ("ReID", "TASK"), ("FLOPs", "METRIC"), ("POSGs", "OTHER"), ("CATEs", "OTHER"),
     ("CVPR 2018", "OTHER"), ("ICML'17", "OTHER"), ("ACL-2022", "OTHER"), ("the ECCV 2020 workshop", "OTHER"),
     ("September 2019", "OTHER"), ("RGB-D", "OTHER"), ("RGBD", "OTHER")],
)
def test_field_and_kind_acronyms_are_no_data_set(text, label):
    assert label_instead_of_dataset(text) == label


@pytest.mark.parametrize("text", ["MNIST", "ImageNet", "CIFAR-10", "SQuAD", "GLUE", "COCO", "MMLU", "Wikipedia",
                                  "SemEval 2023", "WMT 2022", "CoNLL-2003", "KDD Cup 2021"])
def test_data_set_names_stay(text):
    assert label_instead_of_dataset(text) is None


@pytest.mark.parametrize(
    "short, long_form, head_label, expected",
    [
        ("SQuAD", "Stanford Question Answering Dataset", "DATASET", True),
        ("LSUN", "Large-scale Scene Understanding", None, True),
        ("OMDb", "Open Movie Database", None, True),
        ("AIC", "a private call center dataset", "DATASET", True),
        ("AR", "augmented reality", None, False),
        ("KG", "knowledge graph", None, False),
        ("OS", "observational studies", None, False),
        ("RLHF", "Reinforcement Learning from Human Feedback", "METHOD", False),
        ("LLMs", "Large Language Models", None, False),
    ],
)
def test_which_abbreviation_pairs_may_name_a_data_set(short, long_form, head_label, expected):
    assert pair_may_name_a_data_set(short, long_form, head_label) is expected


def test_a_hosting_site_is_no_data_set():
    from extractor.rules.names.labels import label_instead_of_dataset

    assert label_instead_of_dataset("GitHub") == "OTHER"
    assert label_instead_of_dataset("ImageNet") is None
