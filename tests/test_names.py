"""Canonical names: which mentions are names, how they resolve, and how a run joins the spellings of unknown names."""

from __future__ import annotations

import pytest

from extractor.names.canonical import Mention, canonical_names
from extractor.names.index import NameIndex, RunSpellings, paper_names
from extractor.names.kb import Entry, NameKB
from extractor.names.title import title_tasks
from extractor.records import Entity

KB = NameKB([
    Entry("method/transformer", "METHOD", "Transformer"),
    Entry("dataset/coco", "DATASET", "COCO", ("MS COCO", "Microsoft COCO")),
    Entry("dataset/coco-2014", "DATASET", "COCO 2014", ("MS-COCO-2014",)),
    Entry("dataset/space", "DATASET", "SPACE"),
    Entry("metric/fid", "METRIC", "FID", ("Frechet Inception Distance",)),
    Entry("metric/em", "METRIC", "EM", ("Exact Match",)),
    Entry("task/machine-translation", "TASK", "Machine Translation"),
    Entry("dataset/thumos14", "DATASET", "THUMOS14"),
    Entry("method/ae", "METHOD", "AE", ("AutoEncoder",)),
    Entry("metric/bleu", "METRIC", "BLEU", ("BLEU (medium)",)),
])


def resolve(*mentions: Mention):
    return [(c.name, c.id) if c else None for c in canonical_names(list(mentions), KB)]


def test_known_names_resolve_whatever_the_spelling():
    assert resolve(Mention("MS-COCO", "DATASET"), Mention("mscoco", "DATASET"), Mention("machine translation", "TASK")) == [
        ("COCO", "dataset/coco"), ("COCO", "dataset/coco"), ("Machine Translation", "task/machine-translation")]


def test_an_abbreviation_pair_resolves_through_either_form():
    # "Fréchet Inception Distance (FID)": the long form's row and the short form's rows are one metric.
    assert resolve(Mention("Fréchet Inception Distance", "METRIC"), Mention("FID", "METRIC", long_form="Fréchet Inception Distance")) == [
        ("FID", "metric/fid"), ("FID", "metric/fid")]
    # Unknown pairs count as the short form.
    assert resolve(Mention("Long Range Arena", "DATASET"), Mention("LRA", "DATASET", long_form="Long Range Arena")) == [
        ("LRA", None), ("LRA", None)]


def test_the_papers_own_artifact_is_not_a_known_name_of_another_case():
    assert resolve(Mention("SpaCE", "DATASET", is_named=True, is_artifact=True)) == [("SpaCE", None)]
    assert resolve(Mention("SPACE", "DATASET", is_named=True, is_artifact=True)) == [("SPACE", "dataset/space")]


@pytest.mark.parametrize("mention, expected", [
    (Mention("deep neural networks", "METHOD"), None),                  # a description
    (Mention("method", "METHOD"), None),
    (Mention("WildChat", "DATASET", is_named=True), ("WildChat", None)),  # unknown, but written as a name
    (Mention("performance", "METRIC"), None),                           # a generic word
    (Mention("success rate", "METRIC"), ("success rate", None)),
    (Mention("event schema induction", "TASK"), ("event schema induction", None)),  # a task head
    (Mention("large-scale unsupervised data", "TASK"), None),
    (Mention("it", "GENERIC"), None),
    (Mention("**KITTI**", "DATASET", is_named=True), ("KITTI", None)),   # markup is not part of the spelling
    (Mention("fast machine translation", "TASK"), ("Machine Translation", "task/machine-translation")),  # praise
    (Mention("robust machine translation", "TASK"), ("robust machine translation", None)),  # another task
    (Mention("Transformer architecture", "METHOD"), ("Transformer", "method/transformer")),  # a word of kind after it
    (Mention("Transformer-XL architecture", "METHOD", is_named=True), ("Transformer-XL architecture", None)),
    # a plain capitalised word is a data set's name only where the words around it say so
    (Mention("Weizmann", "DATASET", is_named=True, source="ner"), None),
    (Mention("Weizmann", "DATASET", is_named=True, source="ner", typed=True), ("Weizmann", None)),  # "... dataset"
    (Mention("Insurance", "DATASET", is_named=True, source="context"), ("Insurance", None)),  # "datasets X and Y"
    (Mention("English", "DATASET", is_named=True, source="ner", typed=True), None),  # a language
    # three letters read untyped are an abbreviation of something else, unless a data set noun follows
    (Mention("MRI", "DATASET", is_named=True, source="ner"), None),
    (Mention("CVL", "DATASET", is_named=True, source="ner", typed=True), ("CVL", None)),  # "the CVL dataset"
    (Mention("FVC2002 database", "DATASET", is_named=True), ("FVC2002", None)),  # named without its kind word
    (Mention("MS COCO corpus", "DATASET", is_named=True), ("COCO", "dataset/coco")),
    (Mention("FooBench benchmark", "DATASET", is_named=True, is_artifact=True), ("FooBench benchmark", None)),
])
def test_which_mentions_are_names(mention, expected):
    assert resolve(mention) == [expected]


@pytest.mark.parametrize("written, expected", [
    ("results of the WMT20 Metrics Shared Task", "WMT20 Metrics"),  # named from its first capital, without "shared task"
    ("MM-ArgFallacy2025 shared task", "MM-ArgFallacy2025"),
    ("ICDAR2019 competition", "ICDAR2019 competition"),
    ("IWSLT 2023 Dialectal and Low-resource track", "IWSLT 2023 Dialectal and Low-resource track"),
    ("Hope Speech Detection shared task", None),  # no coined word: the task
    ("SIGMORPHON shared tasks", None),  # a series of shared tasks
    ("the NER task", None),
    ("COCO tasks", "COCO"),  # a known data set's tasks: the data set
    ("Machine Translation tasks", None),  # a known task's
])
def test_a_named_shared_task_read_as_a_task_is_a_data_set(written, expected):
    canonical = canonical_names([Mention(written, "TASK")], KB)[0]
    assert ((canonical.name, canonical.label) if canonical and canonical.label == "DATASET" else None) == (
        (expected, "DATASET") if expected else None)


def entity(text, label="DATASET", start=0, canonical=None, name_id=None, is_artifact=False):
    return Entity(text=text, start_char=start, end_char=start + len(text), label=label, source="ner",
                  canonical=canonical if canonical is not None else text, name_id=name_id, is_artifact=is_artifact)


def test_a_paper_lists_each_name_once_with_its_mentions():
    names = paper_names([entity("MS COCO", canonical="COCO", name_id="dataset/coco"),
                         entity("COCO", start=20, canonical="COCO", name_id="dataset/coco", is_artifact=False),
                         entity("BERT", "METHOD", start=40, name_id="method/bert"),
                         entity("bert", "METHOD", start=60, canonical="BERT", name_id="method/bert"),
                         Entity(text="it", start_char=70, end_char=72, label="GENERIC", source="ner")])
    assert [(n.canonical, n.label, n.mentions, n.text, n.start_char, n.in_kb, n.is_artifact) for n in names] == [
        ("COCO", "DATASET", 2, "MS COCO", 0, True, False), ("BERT", "METHOD", 2, "BERT", 40, True, False)]


def test_the_papers_own_method_is_no_name_but_its_new_data_set_is():
    """The guideline's methods are the prior ones a paper names; a new data set is a data set all the same."""
    names = paper_names([entity("FooNet", "METHOD", start=0, is_artifact=True),
                         entity("foonet", "METHOD", start=20),
                         entity("FooBench", "DATASET", start=40, is_artifact=True),
                         entity("ResNet", "METHOD", start=60)])
    assert [(n.canonical, n.label, n.is_artifact) for n in names] == [
        ("FooBench", "DATASET", True), ("ResNet", "METHOD", False)]


def test_a_run_gives_unknown_names_their_most_common_spelling():
    names = [{"label": "DATASET", "canonical": "ImageNet-1K", "name_id": None, "mentions": 1},
             {"label": "DATASET", "canonical": "ImageNet-1k", "name_id": None, "mentions": 3},
             {"label": "METHOD", "canonical": "ImageNet-1K", "name_id": None, "mentions": 9},  # another label
             {"label": "DATASET", "canonical": "COCO", "name_id": "dataset/coco", "mentions": 5}]
    spellings = RunSpellings()
    spellings.add(names)
    assert [r["canonical"] for r in spellings.apply(names)] == ["ImageNet-1k", "ImageNet-1k", "ImageNet-1K", "COCO"]


def test_a_run_joins_the_plural_and_the_singular_of_an_unknown_name():
    names = [{"label": "METRIC", "canonical": "computational costs", "name_id": None, "mentions": 1},
             {"label": "METRIC", "canonical": "computational cost", "name_id": None, "mentions": 2}]
    spellings = RunSpellings()
    spellings.add(names)
    assert [r["canonical"] for r in spellings.apply(names)] == ["computational cost", "computational cost"]


def test_a_run_joins_the_two_spellings_of_a_series_year():
    # "WMT 2021 News Translation" (one paper's abstract) and "WMT21 News Translation" (another's): one shared task
    names = [{"label": "DATASET", "canonical": "WMT 2021 News Translation", "name_id": None, "mentions": 1},
             {"label": "DATASET", "canonical": "WMT21 News Translation", "name_id": None, "mentions": 2},
             {"label": "DATASET", "canonical": "ADE20K", "name_id": None, "mentions": 1}]
    spellings = RunSpellings()
    spellings.add(names)
    assert [r["canonical"] for r in spellings.apply(names)] == [
        "WMT21 News Translation", "WMT21 News Translation", "ADE20K"]


def test_an_abbreviation_the_abstract_spells_otherwise_is_not_the_known_name():
    # The metric EM is "Exact Match"; "Expectation-Maximization (EM)" is another thing, and no metric at all.
    assert resolve(Mention("EM", "METRIC", long_form="Expectation-Maximization")) == [None]
    assert resolve(Mention("EM", "METHOD", long_form="Expectation-Maximization")) == [("EM", None)]
    assert resolve(Mention("EM", "METRIC", long_form="exact match")) == [("EM", "metric/em")]


def test_an_abbreviation_whose_known_name_in_words_differs_is_another_thing():
    # No name of the entry spells "AE" letter by letter, but it is an "AutoEncoder": "adversarial examples (AE)" is
    # not it, "auto-encoder (AE)" is.
    assert resolve(Mention("AE", "METHOD", long_form="adversarial examples")) == [("AE", None)]
    assert resolve(Mention("AE", "METHOD", long_form="auto-encoder")) == [("AE", "method/ae")]
    # A name with a detail is no name in words: nothing tells "Bilingual Evaluation Understudy (BLEU)" apart.
    assert resolve(Mention("BLEU", "METRIC", long_form="Bilingual Evaluation Understudy")) == [("BLEU", "metric/bleu")]


def test_the_name_index_counts_papers_and_spellings():
    rows = [{"paper_id": "a", "text": "MS COCO", "label": "DATASET", "canonical": "COCO", "name_id": "dataset/coco"},
            {"paper_id": "a", "text": "COCO", "label": "DATASET", "canonical": "COCO", "name_id": "dataset/coco"},
            {"paper_id": "b", "text": "COCO", "label": "DATASET", "canonical": "COCO", "name_id": "dataset/coco"},
            {"paper_id": "b", "text": "it", "label": "GENERIC", "canonical": None, "name_id": None},
            {"paper_id": "b", "text": "FooNet", "label": "METHOD", "canonical": "FooNet", "name_id": None}]
    index = NameIndex()
    index.add(rows)
    # the names table's rows of the same run: each paper's score of each name (the paper's own FooNet has none)
    index.add_scores([{"label": "DATASET", "canonical": "COCO", "name_id": "dataset/coco", "score": 0.9},
                      {"label": "DATASET", "canonical": "COCO", "name_id": "dataset/coco", "score": 0.6}])
    assert index.rows() == [
        {"canonical": "COCO", "label": "DATASET", "name_id": "dataset/coco", "in_kb": True, "papers": 2, "mentions": 3,
         "mean_score": 0.75, "spellings": "COCO | MS COCO"},
        {"canonical": "FooNet", "label": "METHOD", "name_id": None, "in_kb": False, "papers": 1, "mentions": 1,
         "mean_score": None, "spellings": "FooNet"}]


def test_a_batch_run_joins_spellings_across_papers(tmp_path):
    import json

    import pandas as pd

    from extractor.batch import RunOptions, run

    src = tmp_path / "in.jsonl"
    records = [{"id": "a", "abstract": "Experiments on the ZorbBench-7K dataset and MS-COCO show gains."},
               {"id": "b", "abstract": "Results on the ZorbBench-7k benchmark and on COCO are strong."},
               {"id": "c", "abstract": "We release ZorbBench-7k, a benchmark."}]
    src.write_text("".join(json.dumps(r) + "\n" for r in records))
    run(RunOptions(inputs=[str(src)], out_dir=tmp_path / "out", progress=False))
    names = pd.read_parquet(tmp_path / "out" / "names.parquet")
    index = pd.read_parquet(tmp_path / "out" / "name_index.parquet")
    zorb = names[names["text"].str.startswith("ZorbBench")]
    assert set(zorb["canonical"]) == {"ZorbBench-7k"} and len(zorb) == 3
    coco = index[index["name_id"] == "dataset/coco"].iloc[0]
    assert coco["papers"] == 2 and coco["canonical"] == "COCO"
    entities = pd.read_parquet(tmp_path / "out" / "entities.parquet")
    assert set(entities.loc[entities["text"].str.startswith("ZorbBench"), "canonical"]) == {"ZorbBench-7k"}


def test_a_bare_task_word_is_no_name_but_a_task_phrase_is():
    # "selective classification" cut to "classification", "improves prediction": said in passing, not listed.
    assert resolve(Mention("classification", "TASK"), Mention("prediction", "TASK", source="ner"),
                   Mention("machine translation", "TASK")) == [None, None, ("Machine Translation", "task/machine-translation")]


def test_a_task_is_named_without_a_trailing_task_or_problem():
    # unknown to the base: one name with or without the kind word; "inverse problems" needs its word
    assert resolve(Mention("zorb segmentation problem", "TASK"), Mention("zorb segmentation", "TASK"),
                   Mention("zorb labelling tasks", "TASK")) == [
        ("zorb segmentation", None), ("zorb segmentation", None), ("zorb labelling", None)]


def test_a_metric_before_a_generic_head_is_the_known_metric_and_a_kind_of_metric_is_no_name():
    # "optimized on the MIT1003 dataset for the NSS score"; "similarity measures such as cosine similarity".
    assert resolve(Mention("FID score", "METRIC"), Mention("similarity measures", "METRIC"),
                   Mention("draw rate", "METRIC"), Mention("FID points", "METRIC")) == [
        ("FID", "metric/fid"), None, ("draw rate", None), ("FID", "metric/fid")]


def test_a_research_field_is_not_a_task_name():
    from extractor.names.canonical import Mention, canonical_names
    from extractor.names.kb import default_kb

    mentions = [Mention(text, "TASK", False, False, None, "ner") for text in
                ("deep learning", "computer vision", "semantic segmentation")]
    names = canonical_names(mentions, default_kb())
    assert names[0] is None and names[1] is None
    assert names[2] is not None and names[2].name.lower() == "semantic segmentation"


def test_the_name_index_keeps_any_text_and_streams_in_order():
    rows = [{"paper_id": p, "text": t, "label": "METHOD", "canonical": t, "name_id": None}
            for p, t in [("a", "Zeta\ud800"), ("b", "Zeta\ud800"), ("b", "Alpha"), ("c", "Beta"), ("c", "Beta")]]
    index = NameIndex()
    index.add(rows)
    assert [(r["canonical"], r["papers"], r["mentions"]) for r in index.iter_rows()] == [
        ("Zeta\ud800", 2, 2), ("Alpha", 1, 1), ("Beta", 1, 2)]


def test_a_research_field_is_no_task_in_either_form_of_its_pair_nor_is_a_dimension():
    assert resolve(Mention("natural language processing", "TASK", is_named=True),
                   Mention("NLP", "TASK", long_form="natural language processing"),
                   Mention("3D", "TASK", is_named=True)) == [None, None, None]
    assert resolve(Mention("Machine Translation", "TASK")) == [("Machine Translation", "task/machine-translation")]


def test_a_bare_version_number_is_no_spelling_in_the_name_index():
    index = NameIndex()
    rows = [{"paper_id": "p1", "text": "100", "label": "DATASET", "canonical": "CIFAR-100", "name_id": "dataset/cifar-100"},
            {"paper_id": "p2", "text": "CIFAR100", "label": "DATASET", "canonical": "CIFAR-100", "name_id": "dataset/cifar-100"}]
    index.add(rows)
    [row] = list(index.iter_rows())
    assert (row["papers"], row["spellings"]) == (2, "CIFAR100")


def test_how_a_paper_studies_is_no_task_name():
    assert resolve(Mention("theoretical analysis", "TASK"), Mention("extensive empirical evaluation", "TASK"),
                   Mention("sentiment analysis", "TASK")) == [None, None, ("sentiment analysis", None)]


def test_a_quality_or_hardware_is_no_name_of_any_kind():
    from extractor.api import Extractor

    result = Extractor().extract("Our method outperforms state-of-the-art (SOTA) methods and SOTA baselines on GPUs, "
                                 "using BERT.")
    assert {(n.canonical, n.label) for n in result.names} == {("BERT", "METHOD")}


def test_a_dimension_read_as_another_kind_is_no_task():
    from extractor.api import Extractor

    result = Extractor().extract("We reconstruct 3D models of faces using 3D face data from 2D images.")
    assert not [n for n in result.names if n.label == "TASK"]


def test_an_acronym_the_corpus_seldom_spells_out_as_a_metric_is_no_metric_of_another_reading():
    """One leaderboard's column "ML" does not make the NER's "ML-based" a metric: the unlabelled corpus defines ML
    hundreds of times, seldom as a metric (data/reference/acronym_senses.tsv). AUC, two lists' metric, stays."""
    kb = NameKB([Entry("metric/ml", "METRIC", "ML", (), ("pwc",)),
                 Entry("metric/auc", "METRIC", "AUC", (), ("pwc", "corpora"))])
    found = canonical_names([Mention("ML", "OTHER", is_named=True, source="ner"),
                             Mention("AUC", "OTHER", is_named=True, source="ner")], kb)
    assert found[0] is None and (found[1].name, found[1].label) == ("AUC", "METRIC")


def test_an_acronym_the_corpus_almost_never_spells_out_as_a_metric_is_no_metric_whatever_the_lists():
    """"PAC" is a column of two leaderboards, but the corpus defines it 104 times, once as a metric ("probably
    approximately correct"); "AUC" and "MAP" ("mAP"), as often lists' metrics, stay."""
    kb = NameKB([Entry("metric/pac", "METRIC", "PAC", (), ("pwc", "sota_extractor")),
                 Entry("metric/auc", "METRIC", "AUC", (), ("pwc", "corpora")),
                 Entry("metric/map", "METRIC", "MAP", ("mAP",), ("pwc", "corpora"))])
    found = canonical_names([Mention(text, "METRIC", is_named=True, source="gazetteer")
                             for text in ("PAC", "AUC", "mAP")], kb)
    assert found[0] is None and [c.name for c in found[1:]] == ["AUC", "MAP"]


def test_an_edition_is_spelled_with_its_familys_name_and_stays_apart_from_it():
    # Known under the family's other spelling: one entry; unknown: the family's canonical name and the year.
    assert resolve(Mention("Microsoft COCO 2014", "DATASET", is_named=True)) == [("COCO 2014", "dataset/coco-2014")]
    assert resolve(Mention("MS COCO-2017", "DATASET", is_named=True), Mention("COCO2017", "DATASET", is_named=True)) \
        == [("COCO 2017", None), ("COCO 2017", None)]
    assert resolve(Mention("MS COCO", "DATASET", is_named=True)) == [("COCO", "dataset/coco")]
    assert resolve(Mention("Microsoft COCO 2017", "DATASET", is_artifact=True)) == [("Microsoft COCO 2017", None)]


def test_a_known_method_written_as_a_coined_name_before_plain_words_is_that_method():
    kb = NameKB([Entry("method/gnn", "METHOD", "GNN"), Entry("method/bert", "METHOD", "BERT")])
    found = canonical_names([Mention("GNN predictions", "METHOD", is_named=True, source="ner"),
                             Mention("BERT embeddings", "METHOD", is_named=True, source="ner"),
                             Mention("BERT-Large", "METHOD", is_named=True, source="ner")], kb)
    assert [(c.name, c.id) for c in found] == [("GNN", "method/gnn"), ("BERT", "method/bert"), ("BERT-Large", None)]
    found = canonical_names([Mention("COCO images", "DATASET", is_named=True, source="ner"),
                             Mention("COCO detection challenge", "DATASET", is_named=True, source="ner")], KB)
    assert [c and c.id for c in found] == ["dataset/coco", None]  # a contest on the data set is another name


def test_a_known_task_before_plain_words_about_it_is_that_task():
    assert resolve(Mention("Machine Translation quality", "TASK")) == [("Machine Translation", "task/machine-translation")]


def test_a_platform_or_a_field_before_plain_words_stays_no_name():
    kb = NameKB([Entry("dataset/youtube", "DATASET", "YouTube"), Entry("task/cv", "TASK", "Computer Vision")])
    found = canonical_names([Mention("YouTube videos", "DATASET", is_named=True, source="ner"),
                             Mention("computer vision applications", "TASK")], kb)
    assert found == [None, None]


def test_an_abbreviation_spelled_out_in_the_singular_is_the_known_plural_entry():
    kb = NameKB([Entry("method/gnns", "METHOD", "GNNs", ("Graph Neural Networks",))])
    found = canonical_names([Mention("GNN", "METHOD", is_named=True, long_form="graph neural network")], kb)
    assert (found[0].name, found[0].id) == ("GNNs", "method/gnns")


def test_a_language_pair_is_no_data_set_but_the_data_set_naming_one_is():
    kb = NameKB([Entry("dataset/english-german", "DATASET", "English – German"),
                 Entry("dataset/iwslt-de-en", "DATASET", "IWSLT German-English")])
    found = canonical_names([Mention("English-German parallel", "DATASET", source="ner"),
                             Mention("French → English", "DATASET", is_named=True, source="ner"),
                             Mention("IWSLT German-English", "DATASET", source="ner")], kb)
    assert [(c.name if c else None) for c in found] == [None, None, "IWSLT German-English"]


def test_a_language_with_its_variety_or_a_low_resource_pair_is_no_data_set():
    kb = NameKB([Entry("dataset/mandarin-chinese", "DATASET", "Mandarin Chinese")])
    written = ["Modern Standard Arabic", "Canadian French", "Mandarin Chinese", "English-Only", "Manipuri-English",
               "RoEn", "Standard Cityscapes"]
    found = canonical_names([Mention(w, "DATASET", is_named=True, source="ner") for w in written], kb)
    assert [(c.name if c else None) for c in found] == [None] * 6 + ["Standard Cityscapes"]


def test_a_known_metric_spelled_out_letter_by_letter_or_a_rate_is_a_metric():
    kb = NameKB([Entry("metric/mrr", "METRIC", "MRR", (), ("pwc", "corpora")),
                 Entry("metric/ade", "METRIC", "ADE", (), ("pwc",))])
    mentions = [Mention("MRR", "METRIC", long_form="Mean Reciprocal Rank", source="abbreviation"),
                Mention("BPC", "METRIC", long_form="bits-per-character", source="abbreviation"),
                Mention("ADE", "METRIC", long_form="adverse drug effect", source="abbreviation")]
    found = canonical_names(mentions, kb)
    assert [(c.name, c.id) if c else None for c in found] == [("MRR", "metric/mrr"), ("BPC", None), None]


def test_a_name_read_as_a_task_takes_the_label_annotators_prefer(monkeypatch):
    from extractor.names import preferences

    monkeypatch.setattr(preferences, "_preferences", lambda: {"knowledgedistillation": "METHOD"})
    kb = NameKB([Entry("task/knowledge-distillation", "TASK", "Knowledge Distillation"),
                 Entry("method/knowledge-distillation", "METHOD", "Knowledge Distillation")])
    found = canonical_names([Mention("knowledge distillation", "TASK"), Mention("KD", "TASK", is_artifact=True)], kb)
    assert (found[0].name, found[0].id, found[0].label) == (
        "Knowledge Distillation", "method/knowledge-distillation", "METHOD")
    assert found[1] is None or found[1].label in (None, "TASK")  # the paper's own name keeps its reading


def test_the_shipped_label_preferences_are_read():
    from extractor.names.preferences import preferred_label

    assert preferred_label("nonexistentname", "knowledgedistillation") == "METHOD"
    assert preferred_label("semisupervisedlearning") == "TASK"


def _row(label, canonical, text, mentions=1):
    return {"label": label, "canonical": canonical, "name_id": None, "mentions": mentions, "text": text}


def test_a_run_joins_an_abbreviation_to_the_long_form_it_defines():
    names = [_row("METHOD", "RL", "reinforcement learning", 3),      # "reinforcement learning (RL)"
             _row("METHOD", "RL", "Reinforcement learning", 2),
             _row("METHOD", "Reinforcement Learning", "reinforcement learning"),  # undefined, spelled out
             _row("METHOD", "RL", "RL")]                              # undefined, abbreviated
    spellings = RunSpellings()
    spellings.add(names)
    assert {r["canonical"] for r in spellings.apply(names)} == {"RL"}


def test_a_run_keeps_apart_an_abbreviation_defined_two_ways():
    names = [_row("TASK", "SR", "super-resolution", 2), _row("TASK", "SR", "symbolic regression", 2),
             _row("TASK", "super-resolution", "super-resolution")]
    spellings = RunSpellings()
    spellings.add(names)
    assert [r["canonical"] for r in spellings.apply(names)] == ["SR", "SR", "super-resolution"]


def test_a_run_joins_no_abbreviation_defined_once():
    names = [_row("METHOD", "GP", "Gaussian process"), _row("METHOD", "Gaussian process", "Gaussian process", 5)]
    spellings = RunSpellings()
    spellings.add(names)
    assert [r["canonical"] for r in spellings.apply(names)] == ["GP", "Gaussian process"]


def test_the_main_task_only_the_title_writes_is_a_row_of_the_title():
    title = "Better Machine Translation with Fewer Words"
    [row] = title_tasks("machine translation", title, [], KB)
    assert (row.text, title[row.start_char:row.end_char], row.field, row.canonical, row.name_id) == (
        "Machine Translation", "Machine Translation", "title", "Machine Translation", "task/machine-translation")
    in_abstract = Entity(text="machine translation", start_char=0, end_char=19, label="TASK", source="ner",
                         canonical="Machine Translation", name_id="task/machine-translation")
    assert title_tasks("machine translation", title, [in_abstract], KB) == []  # the abstract names it
    assert title_tasks("machine translation", "Words Matter", [], KB) == []  # the title does not write it
    assert title_tasks("translation", "Translation for All", [], KB) == []  # one bare word: no task name
    assert title_tasks(None, None, [], KB) == []


def test_the_titles_purpose_and_task_phrases_are_rows_of_the_title():
    title = "Visual Autoregressive Modeling for Image Super-Resolution"
    rows = title_tasks(None, title, [], KB)
    # the purpose first, then the head-final phrase; each once, offsets into the title
    assert [(r.text, title[r.start_char:r.end_char], r.field) for r in rows] == [
        ("Image Super-Resolution", "Image Super-Resolution", "title"),
        ("Visual Autoregressive Modeling", "Visual Autoregressive Modeling", "title")]
    # the main task first; a phrase overlapping an earlier row is no second row
    assert [r.text for r in title_tasks("autoregressive modeling", title, [], KB)] == [
        "Autoregressive Modeling", "Image Super-Resolution"]


def test_a_data_sets_year_in_two_digits_or_four_is_one_name():
    # the base's "THUMOS14" as "THUMOS 2014"; an unknown "WMT 2022" and "WMT22" meet across a run
    assert resolve(Mention("THUMOS 2014", "DATASET", is_named=True)) == [("THUMOS14", "dataset/thumos14")]
    names = [{"label": "DATASET", "canonical": "WMT 2022", "name_id": None, "mentions": 2},
             {"label": "DATASET", "canonical": "WMT22", "name_id": None, "mentions": 1},
             {"label": "METHOD", "canonical": "GPT 2022", "name_id": None, "mentions": 1}]  # a data set's rule only
    spellings = RunSpellings()
    spellings.add(names)
    assert [r["canonical"] for r in spellings.apply(names)] == ["WMT 2022", "WMT 2022", "GPT 2022"]


def test_a_compute_count_is_a_metric_the_corpus_spells_out():
    """"FLOPs" is one list's metric, and the corpus defines it as "floating-point operations": the compute a model
    costs, which annotators list as a metric when it is compared ("a 10x reduction in FLOPs")."""
    kb = NameKB([Entry("metric/flops", "METRIC", "FLOPS", ("FLOPs",), ("pwc",))])
    found = canonical_names([Mention("FLOPs", "METRIC", is_named=True, source="ner")], kb)
    assert (found[0].name, found[0].id) == ("FLOPS", "metric/flops")


def test_a_known_technique_read_as_a_scientific_term_is_a_method():
    from extractor.names.canonical import Mention, canonical_names
    from extractor.names.kb import default_kb

    focal, node, pruning = canonical_names([Mention("focal loss", "OTHER", source="ner"),
                                            Mention("node", "OTHER", source="ner"),
                                            Mention("pruning", "OTHER", source="ner")], default_kb())
    assert (focal.name, focal.label) == ("Focal Loss", "METHOD")
    assert node is None and pruning is None  # one word: a component as often as a method
