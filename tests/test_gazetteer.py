"""Gazetteer matching and the reference-list builder."""

from pathlib import Path

import pytest
import spacy

from extractor.components.gazetteer import read_reference_names

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"


@pytest.fixture()
def nlp(tmp_path):
    (tmp_path / "datasets.tsv").write_text("name\tcount\tsources\nCIFAR-10\t3\tscirex\nPenn Treebank\t2\tscierc\nMS COCO\t2\tscirex\nCOCO\t5\tscirex\n")
    (tmp_path / "metrics.tsv").write_text("name\tcount\tsources\naccuracy\t9\tscirex\nBLEU\t5\ttdmsci\nF1 score\t3\ttdmsci\n")
    (tmp_path / "methods.tsv").write_text("name\tcount\tsources\nFaster R-CNN\t11\tscirex\nword2vec\t7\tscirex\n")
    (tmp_path / "tasks.tsv").write_text("phrase\tcount\nparsing\t45\nmachine translation\t34\n")
    nlp = spacy.blank("en")
    nlp.add_pipe("gazetteer", config={"reference_dir": str(tmp_path)})
    return nlp


def found(doc):
    return [(s.text, s.label_) for s in doc.spans["gazetteer"]]


def test_matches_datasets_and_metrics(nlp):
    doc = nlp("Accuracy on CIFAR-10 and the Penn Treebank, BLEU and F1 score.")
    assert found(doc) == [
        ("Accuracy", "METRIC"), ("CIFAR-10", "DATASET"), ("Penn Treebank", "DATASET"),
        ("BLEU", "METRIC"), ("F1 score", "METRIC"),
    ]


def test_matches_methods(nlp):
    assert found(nlp("Faster R-CNN and word2vec")) == [("Faster R-CNN", "METHOD"), ("word2vec", "METHOD")]


def test_task_phrases_of_two_words_or_more(nlp):
    # "parsing" alone is said in passing everywhere; the phrase is a task name
    assert found(nlp("Machine translation needs parsing.")) == [("Machine translation", "TASK")]


def test_upper_case_names_are_case_sensitive(nlp):
    assert found(nlp("the bleu cheese and coco beans")) == []


def test_longest_match_wins(nlp):
    assert found(nlp("Results on MS COCO.")) == [("MS COCO", "DATASET")]


def test_bundled_reference_lists_are_usable():
    datasets = read_reference_names(REPO / "data" / "reference" / "datasets.tsv")
    metrics = read_reference_names(REPO / "data" / "reference" / "metrics.tsv")
    assert {"ImageNet", "CIFAR-10", "Penn Treebank"} <= set(datasets)
    assert {"accuracy", "BLEU", "F1"} <= set(metrics)
    # Noise the builder's filters must keep out.
    assert not {"English", "images", "CNN", "RGB images"} & set(datasets)
    assert not {"learning rate", "IS", "robustness"} & set(metrics)
    methods = read_reference_names(REPO / "data" / "reference" / "methods.tsv")
    assert {"LSTM", "ResNet-50", "Faster R-CNN", "word2vec", "REINFORCE"} <= set(methods)
    assert not {"GPU", "conv5", "fc7", "LR", "ImageNet", "deep CNNs", "bahdanau2014neural"} & set(methods)
    nlp = spacy.blank("en")
    nlp.add_pipe("gazetteer")
    doc = nlp("We report top-1 accuracy on ImageNet.")
    assert ("ImageNet", "DATASET") in found(doc)


@pytest.mark.skipif(not SHARED_DATA.exists(), reason="../shared/data not present")
def test_builder_reproduces_filters_from_corpora(tmp_path):
    import sys

    sys.path.insert(0, str(REPO / "training"))
    import build_gazetteer

    counts = build_gazetteer.collect(SHARED_DATA)
    datasets = build_gazetteer.select_datasets(counts)
    metrics = build_gazetteer.select_metrics(counts)
    assert "Penn Treebank" in datasets and "PTB" in datasets
    assert "CNN" not in datasets  # annotated far more often as a Method
    assert "BLEU" in metrics and "learning rate" not in metrics
    methods = build_gazetteer.select_methods(counts)
    assert "LSTM" in methods and "ImageNet" not in methods  # a data set far more often than a Method
    # models newer than the corpora come from typed mentions in the ML abstracts; kinds of model do not
    assert methods["GPT-4"]["paperlists"] >= 2 and "LLMs" not in methods


def test_builder_helpers():
    import sys

    sys.path.insert(0, str(REPO / "training"))
    import build_gazetteer as b

    assert b.detokenize(["CIFAR", "-", "10"]) == "CIFAR-10"
    assert b.detokenize(["CTB", "5", ".", "1"]) == "CTB 5.1"
    assert b.split_parenthesised("Penn Treebank (PTB)") == ["Penn Treebank", "PTB"]
    assert b.dataset_core("MS COCO dataset") == "MS COCO"
    assert not b.looks_like_dataset_name("English-French", 10)
    assert not b.looks_like_dataset_name("News", 1)
    assert b.looks_like_dataset_name("MNIST", 1)


def test_the_knowledge_base_lends_its_plain_metric_phrases_headed_by_a_measure_noun():
    from extractor.components.gazetteer import kb_metric_phrases

    phrases = set(kb_metric_phrases())
    assert {"win rate", "classification accuracy", "top-1 accuracy", "model size"} <= phrases
    # leaderboard columns the base files as metrics, headed by no measure noun
    assert not {"dense captioning", "natural images", "patch matching"} & phrases
    # a leaderboard column that names its data set first: the data set and the metric are read apart
    assert "imagenet top-1 accuracy" not in phrases and "cross entropy loss" in phrases


def test_knowledge_base_task_names_headed_by_a_task_word_are_matched():
    from extractor.components.gazetteer import kb_task_phrases

    phrases = set(kb_task_phrases())
    assert {"semantic parsing", "paraphrase identification", "satire detection"} <= phrases
    assert "time series" not in phrases and "solitaire" not in phrases  # no task word, or one word
    nlp = spacy.blank("en")
    nlp.add_pipe("gazetteer")
    doc = nlp("We study Satire Detection in news.")
    assert [(s.text, s.label_) for s in doc.spans["gazetteer"]] == [("Satire Detection", "TASK")]


def test_a_coined_name_is_matched_joined_and_spaced_too():
    """The base writes "Video-MME"; abstracts also write "VideoMME" and "Video MME" (a hyphen before a capital or a
    digit joins a coined name's parts)."""
    from extractor.components.gazetteer import kb_gazetteer_names

    names = set(kb_gazetteer_names("DATASET"))
    assert {"Video-MME", "VideoMME", "Video MME"} <= names
    # not before a year: "MS COCO 2014" stays COCO's, not the base's edition "MS-COCO-2014"
    assert "MS-COCO-2014" in names and "MS COCO 2014" not in names
    nlp = spacy.blank("en")
    nlp.add_pipe("gazetteer")
    doc = nlp("It reaches 65.1% VideoMME and 61.2% Video MME with subtitles.")
    assert [(s.text, s.label_) for s in doc.spans["gazetteer"]] == [("VideoMME", "DATASET"), ("Video MME", "DATASET")]



@pytest.fixture(scope="module")
def kb_nlp():
    """The shipped lists and knowledge base after a sentencizer, built once for the tests below."""
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("gazetteer")
    return nlp


def test_a_curated_method_of_one_capitalised_word_is_matched_inside_a_sentence_only(kb_nlp):
    doc = kb_nlp("It improves the original translation of Transformer (up to 25.31 BLEU). Transformer models are large.")
    methods = [(s.text, s.start_char) for s in doc.spans["gazetteer"] if s.label_ == "METHOD"]
    assert methods == [("Transformer", 40)]  # the second sentence's first word is not taken on its capital
    assert not [s for s in kb_nlp("We apply dropout.").spans["gazetteer"] if s.label_ == "METHOD"]


def test_a_method_named_by_a_capital_and_a_number_is_matched(kb_nlp):
    from extractor.components.gazetteer import kb_gazetteer_names

    assert {"T5", "C4.5"} <= set(kb_gazetteer_names("METHOD"))
    assert "O3" not in set(kb_gazetteer_names("DATASET")) and "L1" not in set(kb_gazetteer_names("METRIC"))
    doc = kb_nlp("It is 88.2% better than T5 in CoQA.")
    assert ("T5", "METHOD") in [(s.text, s.label_) for s in doc.spans["gazetteer"]]


def test_a_new_version_of_a_known_model_is_a_method(kb_nlp):
    doc = kb_nlp("We compare GPT-4 and Llama-3.1, and fine-tune Llama-3.1-8B-Instruct. See Table 3 and UniLlama-2.")
    methods = [s.text for s in doc.spans["gazetteer"] if s.label_ == "METHOD"]
    assert "Llama-3.1" in methods and "Llama-3.1-8B-Instruct" in methods
    doc = kb_nlp("It gains 8% for LLaMA v2 (70B) and Llama 3.")
    assert [s.text for s in doc.spans["gazetteer"]] == ["LLaMA v2", "Llama 3"]  # a version spaced from its family
    assert not {"Table 3", "UniLlama-2", "Llama-2"} & set(methods)  # no method family; inside another name


def test_a_metric_written_with_a_mark_or_an_inner_capital_is_matched_in_any_case(kb_nlp):
    doc = kb_nlp("We reach a chrF++ score of 46.8, a BERTscore of 0.85 and 0.9 f-score on the map.")
    metrics = [(s.text, s.label_) for s in doc.spans["gazetteer"] if s.label_ == "METRIC"]
    assert metrics == [("chrF++", "METRIC"), ("BERTscore", "METRIC"), ("f-score", "METRIC")]  # "map" is no mAP
    doc = kb_nlp("A meteor crossed the sky.")  # all-capital names are words in lower case
    assert not [s for s in doc.spans["gazetteer"] if s.label_ == "METRIC"]


def test_a_metric_phrase_headed_by_index_or_coefficient_is_matched(kb_nlp):
    doc = kb_nlp("It gains 8.2% in Rand index and 0.05 in Dice coefficient.")
    assert [s.text for s in doc.spans["gazetteer"] if s.label_ == "METRIC"] == ["Rand index", "Dice coefficient"]


def test_a_transfer_from_one_data_set_to_another_is_two_data_sets(kb_nlp):
    # the base and the SciREX lists file "Cityscapes to ACDC" and "GTA5 to Cityscapes" as one data set each
    doc = kb_nlp("It gains 6.3 mIoU for Cityscapes to ACDC and 2.1 on GTA5 to Cityscapes.")
    assert [s.text for s in doc.spans["gazetteer"] if s.label_ == "DATASET"] == [
        "Cityscapes", "ACDC", "GTA5", "Cityscapes"]


def test_a_plain_name_is_read_into_the_tokens_the_tokenizer_gives_it():
    """The gazetteer reads names of plain words without the tokenizer; their tokens' ids must be the tokenizer's
    (a word spaCy keeps as a symbol, "meta", has the symbol's id, not its hash), on every shipped name."""
    from spacy.strings import get_string_id

    from extractor.components.gazetteer import DEFAULT_LISTS, KB_LABELS, kb_gazetteer_names, plain_words
    from extractor.resources import REFERENCE_DIR

    nlp = spacy.blank("en")
    special_cases = frozenset(nlp.tokenizer.rules)
    assert plain_words("meta reinforcement learning", special_cases) == ["meta", "reinforcement", "learning"]
    assert plain_words("Cannot Stop", special_cases) is None  # a special case: spaCy splits "Cannot"
    assert plain_words("CIFAR-10", special_cases) is None and plain_words("word  error", special_cases) is None
    names = {n for f in DEFAULT_LISTS.values() for n in read_reference_names(REFERENCE_DIR / f)}
    names |= {n for label in KB_LABELS for n in kb_gazetteer_names(label)}
    plain = 0
    for name in names:
        for variant in {name, name.lower(), name.upper()}:
            words = plain_words(variant, special_cases)
            if words is not None:
                plain += 1
                doc = nlp.make_doc(variant)
                assert [t.orth for t in doc] == [get_string_id(w) for w in words], variant
                assert [t.lower for t in doc] == [get_string_id(w.lower()) for w in words], variant
    assert plain > 10_000
