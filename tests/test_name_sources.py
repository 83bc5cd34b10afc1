"""Names that are not data sets where they are written (a platform, an imaging modality), and names one span
shortens ("CIFAR-10/100"), through the shipped pipeline."""

import pytest

from extractor.rules.names.coordination import elided_parts
from extractor.rules.names.labels import names_a_platform


def rows(result, label=None):
    return [(e.text, e.label, e.canonical) for e in result.entities if label is None or e.label == label]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("CIFAR-10/100", [("CIFAR-10", None), ("100", "CIFAR-100")]),
        ("WMT14/16", [("WMT14", None), ("16", "WMT16")]),
        ("KITTI 2012 and 2015", [("KITTI 2012", None), ("2015", "KITTI 2015")]),
        ("ImageNet-1k/22k", [("ImageNet-1k", None), ("22k", "ImageNet-22k")]),
        # a model's sizes, and sizes after a version in the stem; alternatives of one kind only
        ("T5-Small/Base", [("T5-Small", None), ("Base", "T5-Base")]),
        ("ELECTRA Base/Large", [("ELECTRA Base", None), ("Large", "ELECTRA Large")]),
        ("Qwen2.5-1.5B/3B/7B", [("Qwen2.5-1.5B", None), ("3B", "Qwen2.5-3B"), ("7B", "Qwen2.5-7B")]),
        ("DiT-XL/2", [("DiT-XL/2", None)]),
        ("ViT-Base/16", [("ViT-Base/16", None)]),
        ("CIFAR-10", [("CIFAR-10", None)]),
        ("CNN/Daily Mail", [("CNN/Daily Mail", None)]),
        ("1/3", [("1/3", None)]),
    ],
)
def test_a_version_number_after_a_slash_stands_for_a_name_of_its_own(text, expected):
    assert [(text[a:b], name) for (a, b), name in elided_parts(text, 0, len(text))] == expected


def test_cifar_10_100_is_two_data_sets(extractor):
    result = extractor.extract("We report results on the CIFAR-10/100 datasets.")
    assert [(text, canonical) for text, _, canonical in rows(result, "DATASET")] == [
        ("CIFAR-10", "CIFAR-10"), ("100", "CIFAR-100")]


def test_a_coined_name_listed_with_a_known_data_set_is_a_data_set(extractor):
    result = extractor.extract("We fine-tuned four models on reviews from Stanford Sentiment Treebank (SST) and "
                               "DynaSent. On ImageNet-100, DP generates fewer samples. We test on NTU RGB+D and Kinetics.")
    datasets = [text for text, _, _ in rows(result, "DATASET")]
    assert "DynaSent" in datasets
    assert "DP" not in datasets and "RGB+D" not in datasets  # a clause after a comma; a word of a longer name


def test_names_listed_with_a_known_model_are_methods(extractor):
    # after 2025.arabicnlp-main.20: models no list holds, listed with ones the knowledge base knows
    result = extractor.extract("We evaluate ALLaM, Fanar, LLaMA and Mistral on Arabic questions. We also test "
                               "Claude 3.5 Sonnet and GPT-4o, trained on SST and DynaSent.")
    methods = [text for text, _, _ in rows(result, "METHOD")]
    assert {"ALLaM", "Fanar", "Mistral", "Claude 3.5 Sonnet"} <= set(methods)
    assert "SST" not in methods and "DynaSent" not in methods  # a data list beside it


@pytest.mark.parametrize(
    "name, following, expected",
    [("YouTube", " videos of cooking", True), ("Twitter", ". We", True), ("Reddit", " dataset show", False),
     ("Reddit", " graph", False), ("ImageNet", " images", False), ("Google", " Patents is one", True),
     ("Amazon", " reviews", False)],
)
def test_a_platform_is_no_data_set_unless_called_one(name, following, expected):
    assert names_a_platform(name, following) is expected


def test_videos_from_youtube_name_no_data_set(extractor):
    result = extractor.extract("We curate more than two thousand cooking videos from YouTube and evaluate on "
                               "the Reddit dataset and on ImageNet.")
    datasets = [text for text, _, _ in rows(result, "DATASET")]
    assert "YouTube" not in datasets
    assert "Reddit" in datasets and "ImageNet" in datasets


def test_an_abbreviation_spelled_out_as_a_term_is_not_the_listed_data_set(extractor):
    # The reference lists hold a data set MR (Movie Review); here it is magnetic resonance.
    result = extractor.extract("Cartilage loss can be visualised using Magnetic Resonance (MR) imaging. "
                               "We segment MR scans of 31 knees.")
    assert not [row for row in rows(result) if row[0] == "MR" and row[1] == "DATASET"]


def test_a_metric_typed_by_its_noun_keeps_its_label(extractor):
    # The knowledge base lists COMET only as a data set; "the COMET metric" says what it is here.
    result = extractor.extract("We develop training objectives for the COMET metric to predict uncertainty.")
    assert ("COMET", "METRIC", "COMET") in rows(result)


def test_a_long_form_headed_by_model_names_a_method_whatever_a_mention_reads(extractor):
    result = extractor.extract("Large Vision-Language Models (VLMs) answer questions about images. "
                               "We show that VLMs fail on counting.")
    assert {label for text, label, _ in rows(result) if text in ("VLMs", "Vision-Language Models")} <= {"METHOD"}


def test_a_long_form_headed_by_models_names_a_method_where_a_mention_reads_a_scientific_term(extractor):
    # abstract 2025.conll-1.38: the NER reads a mention of "LLMs" as a scientific term (OTHER)
    result = extractor.extract(
        "Recent research has increasingly focused on the extent to which large language models (LLMs) exhibit "
        "human-like behavior. In this study, we investigate whether the mental lexicon in LLMs resembles that of "
        "humans in terms of lexical organization. Using a word association task—a direct and widely used method for "
        "probing word meaning and relationships in the human mind—we evaluated the lexical representations of GPT-4 "
        "and Llama-3.1. Our findings reveal that LLMs closely emulate human mental lexicons in capturing semantic "
        "relatedness but exhibit notable differences in other properties.")
    labels = {label for text, label, _ in rows(result) if text in ("LLMs", "large language models")}
    assert labels == {"METHOD"}


def test_a_numbered_name_is_found_in_any_case_and_with_its_size(extractor):
    # The knowledge base writes "Atari 100k"; the tokenizer cuts "100K" into two tokens.
    result = extractor.extract("Our evaluations on the Atari 100K and DMControl 100K benchmarks show gains. "
                               "On Atari 100K, FNC achieves a superhuman IQM HNS of 107.3%.")
    datasets = [(text, canonical) for text, _, canonical in rows(result, "DATASET")]
    assert ("Atari 100K", "Atari 100k") in datasets and ("DMControl 100K", "DMControl 100K") in datasets
    [claim] = [c for c in result.claims if c.text.startswith("107.3")]
    assert (claim.dataset, claim.dataset_id) == ("Atari 100K", "dataset/atari-100k")


def test_a_score_in_a_list_after_methods_stays_a_metric(extractor):
    result = extractor.extract("Standard MIL approaches perform on par with transformer-based methods (AUROC of "
                               "0.797) while being 10 times faster.")
    assert ("AUROC", "METHOD") not in [(text, label) for text, label, _ in rows(result)]


def test_a_named_shared_task_is_a_data_set(extractor):
    result = extractor.extract("As part of the SOMD 2025 shared task on Software Mention Detection, we solved "
                               "the problem. This paper describes our submission to MEDIQA-CORR 2024 shared task.")
    datasets = [text for text, _, _ in rows(result, "DATASET")]
    assert "SOMD 2025" in datasets and "MEDIQA-CORR 2024" in datasets


def test_a_method_the_knowledge_base_knows_is_found_as_written(extractor):
    # "DropConnect" is a Papers with Code method; the NER alone reads it as something else or not at all.
    result = extractor.extract("We regularize the network with DropConnect and compare it to Deep Ensembles.")
    methods = [(text, canonical) for text, _, canonical in rows(result, "METHOD")]
    assert ("DropConnect", "DropConnect") in methods and ("Deep Ensembles", "Deep Ensembles") in methods


def test_an_acronym_the_corpus_defines_as_other_things_is_no_metric():
    from extractor.names.senses import rarely_a_metric

    assert rarely_a_metric("VLM") and rarely_a_metric("VLMs") and rarely_a_metric("SR")
    assert not rarely_a_metric("FID") and not rarely_a_metric("BLEU") and not rarely_a_metric("NDCG")
    assert not rarely_a_metric("XYZQ")  # never defined: nothing known


def test_the_acronym_senses_file_counts_consistently():
    import csv

    from extractor.resources import REFERENCE_DIR

    with open(REFERENCE_DIR / "acronym_senses.tsv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    assert len(rows) > 1000
    assert all(0 <= int(r["metric"]) <= int(r["definitions"]) and int(r["definitions"]) >= 3 for r in rows)
    assert all(r["long_form"] and 1 <= int(r["long_form_definitions"]) <= int(r["definitions"]) for r in rows)
    by_short = {r["short"]: r for r in rows}
    assert by_short["RNN"]["long_form"].lower().startswith("recurrent neural network")


def test_an_undefined_vlm_read_as_a_metric_is_no_metric_name(extractor):
    # The NER reads "VLM" here as a metric; a leaderboard lists a metric column "VLM".
    result = extractor.extract("Specifically, KCDP leverages a VLM to align emotional representations in a shared "
                               "knowledge space and raises accuracy.")
    assert "VLM" in [text for text, label, _ in rows(result) if label == "METRIC"]
    assert "VLM" not in [canonical for _, label, canonical in rows(result) if label == "METRIC"]


def test_a_year_is_part_of_a_listed_data_set_name(extractor):
    result = extractor.extract("It wins across benchmark datasets, including KITTI 2012, KITTI 2015, ETH3D and "
                               "Middlebury 2014.")
    datasets = [text for text, _, _ in rows(result, "DATASET")]
    assert "KITTI 2012" in datasets and "KITTI" not in datasets


def test_an_abbreviation_spelled_out_without_a_measure_is_no_metric():
    from extractor.names.canonical import Mention, canonical_names
    from extractor.names.kb import default_kb

    kb = default_kb()
    pair = [Mention("Expectation Maximization", "METRIC"), Mention("EM", "METRIC", long_form="Expectation Maximization")]
    assert canonical_names(pair, kb) == [None, None]
    typed = [Mention("EM Per Token", "METRIC"), Mention("EPT", "METRIC", long_form="EM Per Token")]
    assert [c.name for c in canonical_names(typed, kb)] == ["EPT", "EPT"]
    known = [Mention("word error rate", "METRIC"), Mention("WER", "METRIC", long_form="word error rate")]
    assert [c.id for c in canonical_names(known, kb)] == ["metric/wer", "metric/wer"]
