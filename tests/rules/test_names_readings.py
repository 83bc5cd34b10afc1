"""Readings of metric and task names from the words around them (extractor/rules/names/readings.py), on sentences
of the development sets' abstracts (dev/anthology)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
import spacy

from extractor.rules.abbreviations.pairing import Abbreviation
from extractor.rules.names.readings import (
    compared_costs, pair_kind_labels, pair_labels, task_before_kind_noun, widen_to_shared_tasks, without_modifying_short_forms,
)

NLP = spacy.blank("en")


def tokens(doc, phrase: str) -> tuple[int, int]:
    span = doc.char_span(doc.text.index(phrase), doc.text.index(phrase) + len(phrase))
    return span.start, span.end


@pytest.mark.parametrize("text, phrase, expected, label", [
    ("Our method can be easily employed in the post-hoc calibration methods, allowing us to use them.",
     "post-hoc calibration methods", "post-hoc calibration", "TASK"),
    ("Combining existing low-light image enhancement methods with NeRF methods also does not work well.",
     "low-light image enhancement methods", "low-light image enhancement", "TASK"),
    ("It has long been assumed that high dimensional continuous control problems cannot be solved effectively.",
     "continuous control problems", "continuous control", "TASK"),
    ("We demonstrate on image classification benchmarks that the algorithm replaces the deepest layers.",
     "image classification benchmarks", "image classification", "TASK"),
    # no task head before the kind noun, or a single word: the NER's reading stands
    ("we propose a novel Anchor-Captioner method.", "novel Anchor-Captioner method", "novel Anchor-Captioner method", "METHOD"),
    ("a strong ranking model", "ranking model", "ranking model", "METHOD"),
])
def test_a_task_phrase_before_a_kind_noun_is_the_task(text, phrase, expected, label):
    doc = NLP(text)
    start, end = tokens(doc, phrase)
    a, b, got = task_before_kind_noun(doc, start, end, "METHOD")
    assert (doc[a:b].text, got) == (expected, label)


def pair_in(text: str, long: str, short: str) -> Abbreviation:
    a = text.index(long)
    s = text.index("(" + short) + 1
    return Abbreviation(short, long, s, s + len(short), a, a + len(long))


def test_a_kind_noun_after_the_definition_or_the_ner_over_it_labels_the_pair():
    text = ("We show a 6.8-fold increase in the EM Per Token (EPT) metric. It may not be efficient enough to be used "
            "in multi-agent pathfinding (MAPF). Therefore we study Question Answering (QA) benchmarks.")
    doc = NLP(text)
    ept, mapf, qa = (pair_in(text, "EM Per Token", "EPT"), pair_in(text, "multi-agent pathfinding", "MAPF"),
                     pair_in(text, "Question Answering", "QA"))
    ner = [doc.char_span(mapf.long_start, mapf.short_end + 1, label="TASK")]
    # A benchmark of a task is no data set of the pair: the task head of the long form wins over the kind noun.
    assert pair_labels(doc, [ept, mapf, qa], ner) == {"EM Per Token": "METRIC", "multi-agent pathfinding": "TASK"}


def test_a_data_set_noun_or_shared_task_after_the_definition_types_the_pair():
    text = ("We use the vehicle detection in aerial imagery (VEDAI) dataset. We took part in the Social Media Mining "
            "for Health (SMM4H) 2021 shared task and the Emotion Recognition in Conversation (ERC) task.")
    vedai, smm, erc = (pair_in(text, "vehicle detection in aerial imagery", "VEDAI"),
                       pair_in(text, "Social Media Mining for Health", "SMM4H"),
                       pair_in(text, "Emotion Recognition in Conversation", "ERC"))
    assert pair_kind_labels(text, [vedai, smm, erc]) == {
        "vehicle detection in aerial imagery": "DATASET", "Social Media Mining for Health": "DATASET",
        "Emotion Recognition in Conversation": "TASK"}


@dataclass
class Candidate:
    start: int
    end: int
    label: str
    source: str
    long_form: str | None = None


def test_a_short_form_that_opens_a_task_phrase_gives_way_to_it():
    # "selective classification and OOD detection": "OOD" modifies the task the NER read.
    ood = Candidate(9, 10, "OTHER", "abbreviation", "out-of-distribution")
    task = Candidate(9, 11, "TASK", "ner")
    alone = Candidate(20, 21, "OTHER", "abbreviation", "out-of-distribution")
    assert without_modifying_short_forms([ood, task, alone]) == [task, alone]


@pytest.fixture(scope="module")
def names_of(extractor):
    def names(text: str, label: str) -> set[str]:
        return {n.canonical for n in extractor.extract(text).names if n.label == label}
    return names


def test_metrics_beside_numbers_and_known_metric_phrases_are_names(names_of):
    text = ("In human evaluations against SDXL GenTron achieves a 51.1% win rate in visual quality (with a 19.8% draw "
            "rate) and a 42.3% win rate in text alignment (with a 42.9% draw rate).")
    assert {"Win rate", "draw rate"} <= names_of(text, "METRIC")
    text = "PuMer increases inference throughput by up to 2x and reduces memory footprint by over 50%."
    assert {"inference throughput", "memory footprint"} <= names_of(text, "METRIC")
    # one word a number measures, when the base knows it as a metric; not a count's unit, nor a longer metric's head
    text = "It reduces the false positives by 55.5% while increasing the sensitivity by 0.4%."
    assert "Sensitivity" in names_of(text, "METRIC")
    text = "It matches full fine-tuning while training only 3.6% of the parameters, with an average precision of 69%."
    assert names_of(text, "METRIC") == {"AP"}  # the base canonical of "average precision"


def test_a_known_metric_is_read_whole_and_a_defined_metric_is_one(names_of):
    text = ("We demonstrate on image classification benchmarks that the algorithm replaces the deepest layers, "
            "achieving high classification accuracy, while constructing significantly smaller structures.")
    assert names_of(text, "METRIC") == {"Classification Accuracy"}
    assert names_of(text, "TASK") >= {"Image Classification"}
    text = ("We show that our approach can significantly outperform the baseline, as evidenced by a 6.8-fold increase "
            "in the EM Per Token (EPT) metric, which we propose as a measure of token efficiency.")
    assert "EPT" in names_of(text, "METRIC")


def test_task_phrases_the_ner_cuts_or_extends_are_read_as_written(names_of):
    assert "OOD detection" in names_of(
        "We apply DCM to two problem settings in which conservative prediction is paramount -- selective "
        "classification and OOD detection -- and provide a realistic way to gather uncertainty data.", "TASK")
    assert "Explainable Recommendation" in names_of(
        "Explainable recommendation has attracted much attention from the academic and industry communities. "
        "Traditional models usually leverage user reviews as ground truths for model training.", "TASK")


@pytest.mark.parametrize("text, found, expected", [
    ("We participated in SemEval 2022 - Task 4 on PCL detection.", "SemEval", "SemEval 2022 - Task 4"),
    ("Our system for SemEval 2023 Task 10: Explainable Detection of Online Sexism", "SemEval", "SemEval 2023 Task 10"),
    ("the CASE 2022 Shared Task 1 on causal news", "CASE", "CASE 2022 Shared Task 1"),
    # no task number: the series stays as read
    ("the SemEval 2023 workshop", "SemEval", "SemEval"),
    ("results on KITTI 2015 and on Cityscapes", "KITTI", "KITTI"),
])
def test_a_shared_tasks_series_is_widened_to_the_task(text, found, expected):
    doc = NLP(text)
    candidate = Candidate(*tokens(doc, found), "DATASET", "gazetteer")
    widen_to_shared_tasks(doc, [candidate])
    assert doc[candidate.start:candidate.end].text == expected


@pytest.mark.parametrize("text, expected", [
    ("Skip-Vision reduces training time by up to 35%.", ["training time"]),
    ("requiring considerably less training memory, and no additional inference latency.", ["training memory"]),
    ("the memory consumption is 42 times smaller, and GAP reduces query costs by 62.7%.",
     ["memory consumption", "query costs"]),
    # when something is done, a cost said in passing, a vague cost without a number: no metric
    ("the genre label is unknown at inference time, a problem of high processing speed demands", []),
    ("we propose a method to reduce the computational cost of evaluation.", []),
])
def test_a_cost_measure_the_sentence_compares_is_a_metric(text, expected):
    assert [span.text for span in compared_costs(NLP(text))] == expected
