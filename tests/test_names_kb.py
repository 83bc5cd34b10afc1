"""The names knowledge base: data/reference/names.jsonl as shipped, its loader, and the builder's pure filters."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from extractor.names.kb import TYPES, Entry, NameKB, default_kb, names_path
from extractor.names.normalize import initials_key, key_variants, name_key

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the training scripts, a package of the repository (not installed)

from training import build_names_kb  # noqa: E402
from training.names_kb import filters, forms, merge, sources  # noqa: E402
SHARED_DATA = REPO.parent / "shared" / "data"
NAMES = names_path()

needs_kb = pytest.mark.skipif(not NAMES.is_file(), reason="data/reference/names.jsonl not built")


@pytest.fixture(scope="module")
def kb() -> NameKB:
    return default_kb()


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    with open(NAMES, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


# --- the shipped file ---------------------------------------------------------------------------------------------


@needs_kb
def test_coco_spellings_are_one_entry(kb):
    ids = {kb.lookup(text, "DATASET").id for text in
           ("COCO", "MS-COCO", "MS COCO", "MSCOCO", "Common Objects in Context", "ms coco", "COCO test-dev")}
    assert ids == {"dataset/coco"}
    assert kb.get("dataset/coco").name == "COCO"


@needs_kb
@pytest.mark.parametrize("spellings", [("CIFAR-10", "CIFAR10", "Cifar-10", "cifar 10"),
                                       ("ImageNet-1K", "ImageNet-1k", "Imagenet-1k")])
def test_dataset_spellings_are_one_entry(kb, spellings):
    entries = {kb.lookup(text, "DATASET") for text in spellings}
    assert len(entries) == 1 and None not in entries


@needs_kb
@pytest.mark.parametrize("spellings, name", [
    (("ImageNet", "ImageNet-1K", "ILSVRC-2012", "ILSVRC2012"), "ImageNet"),
    (("CUB", "CUB-200-2011", "CUB200-2011"), "CUB"),
    (("PASCAL VOC", "Pascal-VOC", "VOC"), "PASCAL VOC"),
    (("PASCAL VOC 2012", "VOC2012", "VOC 2012"), "PASCAL VOC 2012"),
    (("COCO 2014", "MS-COCO-2014", "MS COCO 2014"), "COCO 2014"),
])
def test_one_data_set_under_names_no_source_joins_is_one_entry(kb, spellings, name):
    assert {kb.lookup(text, "DATASET").name for text in spellings} == {name}


@needs_kb
def test_a_methods_acronym_filed_with_its_kind_joins_its_long_form(kb):
    assert kb.lookup("EM algorithm", "METHOD") == kb.lookup("Expectation-Maximization", "METHOD") is not None
    assert " - " not in kb.lookup("Expectation Maximization", "METHOD").name + "".join(
        kb.lookup("Expectation Maximization", "METHOD").aliases)


@needs_kb
@pytest.mark.parametrize("text", ["Machine Learning Algorithm", "Clustering Algorithm", "Regression Algorithm"])
def test_a_kind_of_a_tasks_method_is_no_method_entry(kb, text):
    assert kb.lookup(text, "METHOD") is None


@needs_kb
@pytest.mark.parametrize("text, label, name", [
    ("GP", "METHOD", "Gaussian Process"),  # the corpus spells GP out as "Gaussian process" 277 of 360 times
    ("Markov decision processes", "METHOD", "MDP"),
    ("Principal Component Analysis", "METHOD", "PCA"),
    ("Average Precision", "METRIC", "AP"),
    ("neural machine translation", "TASK", "NMT"),
    ("FL", "TASK", "Federated Learning"),
    ("Markov decision process", "METHOD", "MDP"),  # filed in the plural only, found in the singular
    ("graph neural network", "METHOD", "GNNs"),
])
def test_an_acronym_and_the_long_form_the_corpus_gives_it_are_one_entry(kb, text, label, name):
    assert kb.lookup(text, label).name == name


@needs_kb
def test_a_described_kind_of_model_does_not_join_its_acronym(kb):
    assert kb.lookup("deep neural networks", "METHOD") is None and kb.lookup("DNN", "METHOD") is not None
    assert kb.lookup("GT", "METHOD") is None  # "GTs" are graph transformers, "GT" ground truth


@needs_kb
def test_a_data_set_named_without_its_word_dataset_is_found(kb):
    assert kb.lookup("Waymo Open", "DATASET") == kb.lookup("Waymo Open Dataset", "DATASET") is not None
    assert kb.lookup("Open", "DATASET") is None  # one word: no guess
    assert kb.lookup("3D shapes", "DATASET") is None  # a description


@needs_kb
def test_editions_stay_apart_from_their_family_and_each_other(kb):
    names = {kb.lookup(text, "DATASET").name for text in ("PASCAL VOC", "PASCAL VOC 2007", "PASCAL VOC 2012")}
    assert len(names) == 3
    assert kb.lookup("CoNLL-2003", "DATASET") != kb.lookup("CoNLL-2012", "DATASET")
    assert kb.lookup("ImageNet-21K", "DATASET").name != "ImageNet"


def test_long_forms_that_differ_by_an_inflection_are_one_partner_of_their_acronym():
    collector = sources.Collector()
    collector.add_name("METRIC", "MSE", "pwc")
    collector.add_name("METRIC", "Mean Squared Error", "pwc")
    collector.add_name("METRIC", "mean square error", "corpora")
    collector.add_name("METRIC", "MAE", "pwc")
    collector.add_name("METRIC", "Mean Absolute Error", "pwc")
    collector.add_name("METRIC", "Masked Autoencoder", "corpora")  # another partner: MAE stays apart
    groups = {tuple(sorted([e["name"], *e["aliases"]])) for e in merge.build_entries(collector, Counter())}
    assert ("MSE", "Mean Squared Error", "mean square error") in groups
    assert ("MAE",) in groups


def test_the_spellings_of_one_edition_join():
    collector = sources.Collector()
    collector.add_name("DATASET", "PASCAL VOC", "pwc")
    collector.add_alias("DATASET", "PASCAL VOC", "VOC", "project")
    for name in ("PASCAL VOC 2012", "VOC2012", "PASCAL VOC 2007", "CoNLL-2003", "CoNLL-2012", "CoNLL"):
        collector.add_name("DATASET", name, "pwc")
    groups = {tuple(sorted([e["name"], *e["aliases"]])) for e in merge.build_entries(collector, Counter())}
    assert ("PASCAL VOC 2012", "VOC2012") in groups and ("PASCAL VOC 2007",) in groups
    assert ("CoNLL-2003",) in groups and ("CoNLL-2012",) in groups


@needs_kb
@pytest.mark.parametrize("text", ["BLEU", "mAP", "F1", "F1 score", "FID", "Fréchet Inception Distance", "Accuracy",
                                  "Mean IoU (test)"])
def test_metrics_resolve(kb, text):
    entry = kb.lookup(text, "METRIC")
    assert entry is not None and entry.type == "METRIC"


@needs_kb
def test_metric_details_and_long_forms_meet(kb):
    assert kb.lookup("FID", "METRIC") == kb.lookup("Fréchet Inception Distance", "METRIC")
    assert kb.lookup("F1 score", "METRIC") == kb.lookup("F1", "METRIC")
    assert kb.lookup("mIoU", "METRIC") == kb.lookup("Mean IoU (test)", "METRIC")
    assert kb.lookup("Params (M)", "METRIC") == kb.lookup("Params", "METRIC") is not None
    # a metric named for a model is its own metric, not a leaderboard column of the model's name
    assert kb.lookup("BERT Score", "METRIC").name == "BERTScore" != getattr(kb.lookup("BERT", "METRIC"), "name", None)
    assert kb.lookup("CLIPScore", "METRIC").name == "CLIPScore"


@needs_kb
def test_tasks_and_methods_resolve(kb):
    assert kb.lookup("machine translation", "TASK").name == "Machine Translation"
    assert kb.lookup("NER", "TASK") == kb.lookup("named entity recognition", "TASK") is not None
    for method in ("ResNet", "Adam", "BERT"):
        assert kb.lookup(method, "METHOD") is not None, method
    assert kb.lookup("CNNs", "METHOD") == kb.lookup("CNN", "METHOD") is not None
    assert kb.lookup("Residual Network", "METHOD") == kb.lookup("ResNet", "METHOD")
    # joined by the corpus's usage (acronym_senses.tsv): no source links them
    assert kb.lookup("recurrent neural networks", "METHOD") == kb.lookup("RNN", "METHOD") is not None
    assert kb.lookup("Labeled Faces in the Wild", "DATASET") == kb.lookup("LFW", "DATASET") is not None


@needs_kb
def test_lookup_any_across_types(kb):
    assert [entry.type for entry in kb.lookup_any("BLEU")] == ["METRIC"]
    assert kb.lookup_any("no such name anywhere") == []
    assert kb.lookup("COCO", "dataset") == kb.lookup("COCO", "DATASET")  # label case does not matter
    assert kb.lookup("COCO", "PERSON") is None


@needs_kb
def test_spam_and_placeholders_are_absent(rows):
    text = "\n".join(" ".join([row["name"], *row["aliases"]]) for row in rows)
    for spam in ("Expedia", "SELECT", "N/A", "QuickBooks", "******", "http"):
        assert spam not in text, spam
    assert all("?" not in row["name"] and 1 <= len(row["name"]) <= 80 for row in rows)


@needs_kb
@pytest.mark.parametrize("word", ["method", "model", "data", "dataset", "SOTA", "state-of-the-art", "AR", "CT",
                                  "ReID", "baseline"])
def test_generic_words_are_no_datasets(kb, word):
    assert kb.lookup(word, "DATASET") is None
    assert kb.lookup(word, "METHOD") is None


@needs_kb
def test_reddit_stays_a_dataset(kb):
    assert kb.lookup("Reddit", "DATASET") is not None


@needs_kb
def test_ids_unique_stable_and_sorted(rows):
    ids = [row["id"] for row in rows]
    assert len(ids) == len(set(ids)) and ids == sorted(ids)
    for row in rows:
        prefix, _, slug = row["id"].partition("/")
        assert prefix == row["type"].lower() and row["type"] in TYPES
        assert slug.rstrip("0123456789-") and slug == slug.lower()
        assert set(row) == {"id", "type", "name", "aliases", "sources"} and row["sources"]


@needs_kb
def test_every_alias_maps_back_to_its_entry(rows, kb):
    for row in rows:
        for spelling in [row["name"], *row["aliases"]]:
            assert kb.lookup(spelling, row["type"]).id == row["id"], (spelling, row["id"])


@needs_kb
def test_keys_belong_to_one_entry_per_type(rows):
    owner: dict[tuple[str, str], str] = {}
    for row in rows:
        for spelling in [row["name"], *row["aliases"]]:
            key = (row["type"], name_key(spelling))
            assert owner.setdefault(key, row["id"]) == row["id"], (spelling, owner[key], row["id"])


@needs_kb
def test_file_is_small():
    assert NAMES.stat().st_size < 3_000_000


@needs_kb
def test_loader_entries_are_frozen(kb):
    entry = kb.lookup("COCO", "DATASET")
    assert isinstance(entry, Entry) and isinstance(entry.aliases, tuple)
    with pytest.raises(AttributeError):
        entry.name = "other"  # type: ignore[misc]
    assert default_kb() is kb and len(kb) > 10_000


@needs_kb
@pytest.mark.skipif(not (SHARED_DATA / "kb").is_dir(), reason="../shared/data/kb not present")
def test_rebuild_gives_the_shipped_file(rows):
    entries, _, _, _ = build_names_kb.build(SHARED_DATA, rows)  # ids carry over from the file it replaces
    assert entries == rows, "names.jsonl is stale: python training/build_names_kb.py"


# --- the loader on a small knowledge base -------------------------------------------------------------------------


def test_lookup_tries_plural_and_ms_variants():
    kb = NameKB([Entry("dataset/coco", "DATASET", "COCO", ("Common Objects in Context",)),
                 Entry("dataset/ms-marco", "DATASET", "MS MARCO"),
                 Entry("method/transformer", "METHOD", "Transformer")])
    assert kb.lookup("MS-COCO", "DATASET").id == "dataset/coco"  # "ms" prefix off
    assert kb.lookup("MS MARCO", "DATASET").id == "dataset/ms-marco"  # exact key first
    assert kb.lookup("Transformers", "METHOD").id == "method/transformer"  # plural off
    assert kb.lookup("Transformer", "DATASET") is None
    assert key_variants("mscocos")[0] == "mscocos"


# --- the builder's pure functions ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text, label, reason", [
    ("", "DATASET", "empty"),
    ("N/A", "DATASET", "placeholder"),
    ("x" * 81, "TASK", "too_long"),
    ("^(#$!@#$)(()))******", "DATASET", "no_letter"),
    ("ab\x07c", "DATASET", "control_char"),
    ("https://www.kaggle.com/datasets/x", "DATASET", "url"),
    ("Call 1-888-829-0881 now", "DATASET", "phone"),
    ("01/01/1967' AND 2*3*8=6*8 AND 'AncJ'='AncJ", "DATASET", "sql"),
    ("x' OR 1=1", "DATASET", "sql"),
    ("a UNION SELECT b", "DATASET", "sql"),
    ("name; DROP", "DATASET", "sql"),
    ("x' --", "DATASET", "sql"),
    ("[FaQ's--Help]How do I speak to someone on Expedia?", "DATASET", "scam"),
    ("[[Talk!!Person]]How do I get a person on Expedia", "DATASET", "scam"),
    ("How to Contact Expedia Customer Service", "DATASET", "scam"),
    ("Why is the line busy?", "DATASET", "question"),
    ("@forehead", "METRIC", "at_sign"),
    ("[Travel@Guide] What is the rule", "METRIC", "at_sign"),
    ("YJMob100K@D", "DATASET", "at_sign"),
    ("someone@example.org", "DATASET", "at_sign"),
    ("Name &&!|*|*| x", "DATASET", "symbols"),
    ("คลิปไวรัล ไอซ์ ปรีชญา", "DATASET", "script"),
    ("one two three four five six seven eight nine ten eleven", "TASK", "too_many_words"),
    ("Dataset", "DATASET", "generic"),
    ("state-of-the-art", "METHOD", "generic"),
    ("SOTA", "DATASET", "generic"),
    ("AR", "DATASET", "generic"),
    ("Test", "METRIC", "generic"),
    ("Q->A", "METRIC", "arrow"),
])
def test_reject_reason(text, label, reason):
    assert filters.reject_reason(filters.clean(text), label) == reason


@pytest.mark.parametrize("text, label", [
    ("COCO", "DATASET"), ("Reddit", "DATASET"), ("R@1", "METRIC"), ("mAP@0.5:0.95", "METRIC"),
    ("TAR @ FAR=1e-4", "METRIC"), ("AP@M", "METRIC"), ("TACO -- Twitter Arguments", "DATASET"),
    ("Accuracy (%)", "METRIC"), ("C++", "METHOD"), ("μ", "METRIC"),
    ("Machine Translation", "TASK"), ("Food.com Recipes", "DATASET"), ("AR", "TASK"),
])
def test_names_that_pass(text, label):
    assert filters.reject_reason(text, label) is None


def test_clean():
    assert filters.clean("\t ACCURACY ") == "ACCURACY"
    assert filters.clean('"Weakly Supervised Object Detection..."') == "Weakly Supervised Object Detection"
    assert filters.clean("a\u3000 b") == "a b"
    assert filters.clean("Children ’s Book Test") == "Children’s Book Test"  # a tokenized corpus's possessive


def test_split_bracketed():
    assert forms.split_bracketed("COCO (Common Objects in Context)") == ("COCO", "Common Objects in Context")
    assert forms.split_bracketed("Word Error Rate (WER)") == ("Word Error Rate", "WER")
    assert forms.split_bracketed("ColonINST-v1 (Unseen)") is None
    assert forms.split_bracketed("Mean IoU (test)") is None
    assert forms.split_bracketed("COCO") is None


def test_abbreviates():
    assert forms.abbreviates("FID", "Fréchet Inception Distance")
    assert forms.abbreviates("miou", "Mean IoU")
    assert forms.abbreviates("SVHN", "Street View House Numbers")
    assert not forms.abbreviates("coco", "COCO-Stuff")  # a fragment
    assert not forms.abbreviates("nips", "NeurIPS Co-authorship")  # "Co" gives no letter
    assert not forms.abbreviates("cm", "Chamfer")  # one word is no long form


def test_detail_bases():
    assert forms.detail_bases("COCO test-dev", "DATASET")[0] == "COCO"
    assert "BDD100K" in forms.detail_bases("BDD100K val", "DATASET")
    assert "VisDrone" in forms.detail_bases("VisDrone- 1% labeled data", "DATASET")
    assert "dacl10k v1" in forms.detail_bases("dacl10k v1 testfinal", "DATASET")
    assert "COCO" in forms.detail_bases("MS COCO", "DATASET")
    assert "Mean IoU" in forms.detail_bases("Mean IoU (test)", "METRIC")
    assert "Params" in forms.detail_bases("Params (M)", "METRIC")
    assert "F1 score" in forms.detail_bases("Test F1 score", "METRIC")
    assert "F1" in forms.detail_bases("F1 score", "METRIC")
    assert forms.detail_bases("Machine Translation", "TASK") == []


def test_plausible_axcell_alias():
    assert forms.plausible_alias("mean iou", "Mean IoU", "METRIC")
    assert forms.plausible_alias("miou", "Mean IoU", "METRIC")
    assert forms.plausible_alias("acc", "Accuracy", "METRIC")
    assert not forms.plausible_alias("error", "Word Error Rate", "METRIC")
    assert not forms.plausible_alias("coco", "COCO-Stuff", "DATASET")
    assert not forms.plausible_alias("test", "ADE20K test", "DATASET")
    assert not forms.plausible_alias("r1", "ROUGE-1", "METRIC")


def test_slug_and_id_collisions():
    assert forms.slug("MS-COCO") == "ms-coco"
    assert forms.slug("Fréchet Inception Distance") == "frechet-inception-distance"
    assert forms.slug("δ") == "delta" and forms.slug("μ-Net") == "mu-net"
    entries = merge.assign_ids([{"type": "METHOD", "name": "C"}, {"type": "METHOD", "name": "C++"},
                                  {"type": "DATASET", "name": "C"}])
    assert [e["id"] for e in entries] == ["dataset/c", "method/c", "method/c-2"]


def test_an_entry_keeps_its_earlier_id_when_only_its_display_name_moves():
    earlier = [{"id": "dataset/coco-2014", "type": "DATASET", "name": "COCO 2014", "aliases": ["COCO2014"]},
               {"id": "method/c", "type": "METHOD", "name": "C", "aliases": []},
               {"id": "dataset/a", "type": "DATASET", "name": "A", "aliases": []},
               {"id": "dataset/b", "type": "DATASET", "name": "B", "aliases": []}]
    entries = merge.assign_ids([{"type": "DATASET", "name": "COCO2014", "aliases": ["COCO 2014"]},
                                {"type": "DATASET", "name": "coco 2014 x", "aliases": []},
                                {"type": "METHOD", "name": "C", "aliases": ["C lang"]},
                                {"type": "DATASET", "name": "A", "aliases": ["B"]},  # two earlier entries merged
                                {"type": "DATASET", "name": "C", "aliases": []}], earlier)
    assert [(e["name"], e["id"]) for e in entries] == [
        ("A", "dataset/a"),  # a merge claims two earlier ids: the id is its slug again
        ("C", "dataset/c"),
        ("COCO2014", "dataset/coco-2014"),  # the earlier id, though the slug is now coco2014
        ("coco 2014 x", "dataset/coco-2014-x"),
        ("C", "method/c")]


def test_initials():
    assert initials_key("Area Under the Curve") == "auc"
    assert initials_key("Intersection-over-Union") == "iou"
    assert initials_key("F1 (H50)") == ""
    assert initials_key("Accuracy") == ""


def test_same_key_spellings_merge_and_vote():
    collector = sources.Collector()
    for source in ("pwc", "sota_extractor"):
        collector.add_name("DATASET", "CIFAR-10", source)
    collector.add_name("DATASET", "CIFAR10", "corpora")
    collector.add_name("DATASET", "CIFAR-10 (partial ratio 0.1)", "pwc")
    collector.add_name("DATASET", "Help, Anna! (HANNA)", "pwc")
    collector.add_name("DATASET", "HELP", "pwc")
    collector.add_name("DATASET", "data", "corpora")
    entries = merge.build_entries(collector, Counter())
    by_name = {e["name"]: e for e in entries}
    assert by_name["CIFAR-10"]["aliases"] == ["CIFAR-10 (partial ratio 0.1)", "CIFAR10"]
    assert by_name["CIFAR-10"]["id"] == "dataset/cifar-10"
    assert by_name["Help, Anna!"]["aliases"] == ["HANNA"] and "HELP" in by_name  # no fold into a case-different base
    assert "data" not in by_name and collector.dropped["generic"] == 1


def test_a_curated_spelling_names_the_entry_before_a_mined_one():
    collector = sources.Collector()
    collector.add_name("DATASET", "COCO 2014", "pwc")
    collector.add_name("DATASET", "COCO2014", "corpora", mined=True)  # only mining found it; shorter
    collector.add_name("DATASET", "WebArena", "corpora", mined=True)  # only mining knows it at all
    names = {e["name"]: e["aliases"] for e in merge.build_entries(collector, Counter())}
    assert names == {"COCO 2014": ["COCO2014"], "WebArena": []}


def test_ambiguous_alias_links_are_not_followed():
    collector = sources.Collector()
    collector.add_name("DATASET", "WSJ eval92", "axcell")
    collector.add_name("DATASET", "WSJ eval93", "axcell")
    collector.add_alias("DATASET", "WSJ eval92", "wsj", "axcell")
    collector.add_alias("DATASET", "WSJ eval93", "wsj", "axcell")
    entries = merge.build_entries(collector, Counter())
    assert sorted(e["name"] for e in entries) == ["WSJ eval92", "WSJ eval93"]
    assert all(e["aliases"] == [] for e in entries)


def test_a_new_version_of_a_known_model_is_of_its_family(kb):
    # versions the base does not list yet (it lists LLaMA-2 and Llama 3, mined from the unlabelled abstracts)
    assert kb.family_types("LLaMA-5") == {"METHOD"} and kb.family_types("Llama 6") == {"METHOD"}
    assert kb.family_types("CIFAR-10") == set()  # known itself: its own entry decides
    assert kb.family_types("ImageNet") == set()  # no version
    # a variant or size written after a known model's name with hyphens; not after a data set's
    assert kb.family_types("LLaVA-NeXT-7B") == {"METHOD"} and kb.family_types("TNT-KID") == {"METHOD"}
    assert kb.family_types("COCO-Stuff") == set()
    # a versioned name's types, whether the base knows it itself or only its family; a bare number has none
    assert kb.versioned_types("LLaMA-5") == {"METHOD"} and kb.versioned_types("CIFAR-10") == {"DATASET"}
    assert kb.versioned_types("10%") == set() and kb.versioned_types("ImageNet") == set()


def test_a_model_version_read_as_a_data_set_is_a_method():
    from extractor.pipeline import build_pipeline

    nlp = build_pipeline()
    doc = nlp("Evaluations on LLaMA-2 and LLaMA-3 show that DuoGPT outperforms state-of-the-art structured pruning "
              "methods.")  # "evaluations on X": the NER reads data sets
    labels = {s.text: s.label_ for s in doc.spans["entities"]}
    assert labels["LLaMA-2"] == "METHOD" and labels["LLaMA-3"] == "METHOD"


def test_an_acronym_filed_in_the_plural_is_found_in_the_singular(kb):
    assert kb.lookup("GNN", "METHOD") is not None and kb.lookup("GNN", "METHOD") == kb.lookup("GNNs", "METHOD")
    assert kb.lookup("LLAMA", "DATASET") is None  # "LLAMAS" is a name, no plural


def test_model_families_are_names_written_with_a_parameter_count_beside_model_words():
    from training import build_model_families as families

    texts = ["We fine-tune the Zorblax-7B model and Zorblax 13B.", "LLMs such as Zorblax2.5-70B-Instruct fail.",
             "Zorblax-1.3B weights are released.", "We train on Glimmer-5B image-text pairs.",
             "The Glimmer-2B dataset.", "Glimmer-1B data helps.", "For Task 1B, models of 7B parameters.",
             "In Task 2B we use models.", "Task 3B models win. The task is hard, a task."]
    abstracts, model, data, spellings = families.count_families(texts)
    assert abstracts["Zorblax"] == 3 and model["Zorblax"] > data["Zorblax"]
    assert abstracts["Glimmer"] == 3 and data["Glimmer"] > model["Glimmer"]  # counted in samples: a data set
    lower = families.lower_share(texts, {"Zorblax", "Glimmer", "Task"})
    assert lower["Task"] > families.MAX_LOWER_SHARE  # a word, not a name
    assert families.model_families(abstracts, model, data, lower) == ["Zorblax"]


@needs_kb
def test_the_corpus_model_families_are_methods_and_their_versions_too(kb):
    from extractor.components.gazetteer import versioned_methods

    for family in ("Qwen", "Mistral", "Gemma", "Vicuna"):
        entry = kb.lookup(family, "METHOD")
        assert entry is not None and "corpus_models" in entry.sources, family
    assert kb.lookup("LAION", "METHOD") is None  # a data set counted in billions of pairs
    import spacy

    doc = spacy.blank("en")("We fine-tune Qwen2.5-7B-Instruct and Vicuna-13B models.")
    assert [s.text for s in versioned_methods(doc)] == ["Qwen2.5-7B-Instruct", "Vicuna-13B"]


def test_a_data_sets_plural_and_a_few_definitions_walked_letter_by_letter_join():
    collector = sources.Collector()
    for name in ("WordNet", "WordNets", "CAR", "cars", "Penn Treebank", "PTB", "A2C", "Actor-Critic"):
        collector.add_name("DATASET" if name not in ("A2C", "Actor-Critic") else "METHOD", name, "pwc")
    long_forms = {"PTB": (9, "Penn Treebank", 6),  # few definitions, every letter spelt: joined
                  "A2C": (5, "actor-critic", 3)}  # the "2" is in no word: apart
    groups = {tuple(sorted([e["name"], *e["aliases"]]))
              for e in merge.build_entries(collector, Counter(), long_forms)}
    assert ("WordNet", "WordNets") in groups and ("PTB", "Penn Treebank") in groups
    assert ("CAR",) in groups and ("cars",) in groups  # a plural of another case is another name
    assert ("A2C",) in groups and ("Actor-Critic",) in groups
