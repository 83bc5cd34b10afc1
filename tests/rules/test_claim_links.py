"""The metric, subject and baseline of result claims, read from the sentence and the paper's names (the data set
they are on: test_claim_dataset_links.py)."""

import pytest

from extractor.rules.claims.find import find_claims
from extractor.rules.claims.links import link_claims
from extractor.rules.claims.subjects import SELF_REFERENCE

from claim_link_helpers import mention, sentences_at


TEXT = ("We propose FooNet for detection. FooNet achieves 37.5 mAP on COCO, 2.1 AP higher than DETR. "
        "On ImageNet, our method improves top-1 accuracy by 1.2% over ResNet-50. It uses 8 GPUs.")
SENTENCES = [(0, 32), (33, 92), (93, 165), (166, len(TEXT))]
MENTIONS = [
    mention(TEXT, "FooNet", "METHOD", "FooNet", None, True),
    mention(TEXT, "FooNet", "METHOD", "FooNet", None, True, after=20),
    mention(TEXT, "COCO", "DATASET", "COCO", "dataset/coco"),
    mention(TEXT, "DETR", "METHOD", "DETR", "method/detr"),
    mention(TEXT, "ImageNet", "DATASET", "ImageNet", "dataset/imagenet"),
    mention(TEXT, "ResNet-50", "METHOD", "ResNet-50", "method/resnet"),
]


def linked():
    return link_claims(TEXT, find_claims(TEXT, SENTENCES), MENTIONS, SENTENCES)


def result_subjects(text, mentions=(), *openers):
    """(text, subject) of each result claim of `text`, a sentence starting at each opener."""
    sentences = sentences_at(text, *openers)
    claims, _ = link_claims(text, find_claims(text, sentences), list(mentions), sentences)
    return [(c.text, c.subject) for c in claims if c.role == "result"]


def test_each_result_gets_its_metric_dataset_subject_and_baseline():
    claims, _ = linked()
    by_text = {c.text: c for c in claims}
    first = by_text["37.5 mAP"]
    assert (first.metric, first.dataset, first.dataset_id, first.subject, first.baseline) == (
        "mAP", "COCO", "dataset/coco", "FooNet", "DETR")
    second = by_text["2.1 AP"]
    assert (second.subject, second.baseline, second.baseline_id, second.direction) == (
        "FooNet", "DETR", "method/detr", "increase")
    third = by_text["1.2%"]
    assert (third.metric, third.dataset, third.subject, third.baseline) == (
        "top-1 accuracy", "ImageNet", "our method", "ResNet-50")
    for claim in claims:  # every link's offsets point at its text
        for role in ("metric", "dataset", "subject", "baseline"):
            if getattr(claim, role) is not None:
                assert TEXT[getattr(claim, f"{role}_start") : getattr(claim, f"{role}_end")] == getattr(claim, role)


def test_settings_are_not_linked_and_results_rows_use_canonical_names():
    claims, results = linked()
    gpus = next(c for c in claims if c.text.startswith("8"))
    assert gpus.role != "result" and gpus.subject is None and gpus.dataset is None
    rows = {(r.subject, r.metric, r.dataset, r.value, r.baseline) for r in results}
    assert ("FooNet", "mAP", "COCO", 37.5, "DETR") in rows
    # "our method" is the paper's artifact in the results table
    assert ("FooNet", "top-1 accuracy", "ImageNet", 1.2, "ResNet-50") in rows


def test_a_lookup_resolves_a_metric_no_entity_row_holds():
    table = {("mAP", "METRIC"): ("mAP", "metric/map")}
    claims, results = link_claims(TEXT, find_claims(TEXT, SENTENCES), MENTIONS, SENTENCES,
                                  lookup=lambda text, label: table.get((text, label)))
    assert next(c for c in claims if c.text == "37.5 mAP").metric_id == "metric/map"
    assert next(r for r in results if r.value == 37.5).metric_id == "metric/map"


def test_we_and_it_resolve_to_the_primary_artifact_and_a_dataset_phrase_counts():
    text = ("We present the HIN Block and design a network named HINet. "
            "For denoising, we exceed the prior best by 0.28 dB in PSNR on SIDD dataset.")
    sentences = [(0, 59), (60, len(text))]
    mentions = [mention(text, "HIN Block", "METHOD", "HIN Block", None, True),
                mention(text, "HINet", "METHOD", "HINet", None, True)]
    [claim], [result] = link_claims(text, find_claims(text, sentences), mentions, sentences, artifact_name="HINet")
    assert (claim.subject, claim.dataset, claim.metric) == ("HINet", "SIDD dataset", "PSNR")
    assert (result.subject, result.dataset) == ("HINet", "SIDD dataset")


def test_a_system_named_after_for_owns_a_value_whose_sentence_names_no_subject():
    # babirye2022iclrw: "we" without an artifact gives no subject; the model after "for" owns each value
    text = ("We recorded a BLEU score of 37 for the English-Luganda model and a BLEU score of 36.8 for the "
            "Luganda-English model.")
    claims, _ = link_claims(text, find_claims(text), [])
    assert [c.subject for c in claims] == ["the English-Luganda model", "the Luganda-English model"]
    text = "We recorded an accuracy of 91% for the classification task."
    assert [c.subject for c in link_claims(text, find_claims(text), [])[0]] == [None]


def test_a_versioned_model_named_after_a_number_owns_it_and_is_no_metric():
    # after 2025.knowledgenlp-1.2: "macro F1 of 79.14 ELECTRA Base FT and 79.41 GPT-4o-mini"
    text = "On the test set, macro F1 reaches 79.41 GPT-4o-mini and 76.20 Llama-3-8B."
    mentions = [mention(text, "macro F1", "METRIC")] + [mention(text, n, "METHOD") for n in ("GPT-4o-mini", "Llama-3-8B")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [(c.metric, c.subject) for c in claims][1] == ("macro F1", "Llama-3-8B")
    # a name without a version is as often a measure ("75.98 FPN"): it stays the metric the claims pass read
    text = "Our system reaches 75.98 FPN on the test set."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "FPN", "METHOD")])
    assert [(c.metric, c.subject) for c in claims] == [("FPN", "Our system")]


def test_the_phrase_before_a_result_verb_is_the_subject_and_its_object_the_baseline():
    text = ("Offline distillation consistently outperforms online distillation by 11% to 25%. "
            "Our proposed two LVO detection models achieved an accuracy of 90.9%.")
    second = text.index("Our")
    sentences = [(0, second - 1), (second, len(text))]
    claims, _ = link_claims(text, find_claims(text, sentences), [], sentences)
    assert [(c.text, c.subject, c.baseline) for c in claims if c.role == "result"] == [
        ("11% to 25%", "Offline distillation", "online distillation"),
        ("90.9%", "Our proposed two LVO detection models", None)]


def test_a_name_compared_against_is_no_subject_and_a_method_artifact_owns_an_unowned_result():
    text = ("We propose GenTron. It reaches FID 1.48, outperforming BigGAN-deep, and accuracy of 63.0%. "
            "Human raters preferred it with a 51.1% win rate.")
    second, third = text.index("It"), text.index("Human")
    sentences = [(0, second - 1), (second, third - 1), (third, len(text))]
    mentions = [mention(text, "GenTron", "METHOD", is_artifact=True), mention(text, "BigGAN-deep", "METHOD")]
    claims, _ = link_claims(text, find_claims(text, sentences), mentions, sentences)
    by_text = {c.text: c for c in claims}
    assert (by_text["1.48"].metric, by_text["1.48"].baseline) == ("FID", "BigGAN-deep")
    assert by_text["63.0%"].subject == "GenTron"  # not BigGAN-deep, which another value is compared with
    assert by_text["51.1%"].subject == "GenTron"  # a sentence naming no method: the paper's artifact
    dataset = [mention(text, "GenTron", "DATASET", is_artifact=True)]  # a new data set owns no result
    claims, _ = link_claims(text, find_claims(text, sentences), dataset, sentences)
    assert [c.subject for c in claims if c.text == "51.1%"] == [None]


def test_a_metric_after_another_number_is_its_own_a_margin_keeps_the_score_and_a_speed_has_none():
    text = "Standard MIL reaches an AUROC of 0.799, 95% CI: [0.791, 0.806] vs. 0.782 without encodings."
    mentions = [mention(text, "AUROC", "METRIC"), mention(text, "CI", "METRIC")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert {c.text: c.metric for c in claims if c.role == "result"} == {
        "0.799": "AUROC", "0.791, 0.806": "AUROC", "0.782": "AUROC"}
    text = "FNC achieves an IQM HNS of 107.3%, outperforming the previous best BBF by 13.3%."
    claims, _ = link_claims(text, find_claims(text), [])
    assert [(c.text, c.metric) for c in claims] == [("107.3%", "IQM HNS"), ("13.3%", "IQM HNS")]
    text = "Our model attains 92.1% accuracy on CIFAR-10, compared to 89.4% for FixMatch."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "CIFAR-10", "DATASET")])
    assert [(c.text, c.metric) for c in claims] == [("92.1%", "accuracy"), ("89.4%", "accuracy")]
    text = "FooNet reaches 37.5 mAP, higher than 35.1 for DETR."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "FooNet", "METHOD"), mention(text, "DETR", "METHOD")])
    assert [(c.text, c.subject, c.baseline) for c in claims] == [("37.5 mAP", "FooNet", "DETR"), ("35.1", "DETR", None)]
    text = "With an accuracy of 80.2%, it runs 16.1x faster than ViT."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "accuracy", "METRIC")])
    assert {c.text: c.metric for c in claims}["16.1x"] is None


def test_a_name_compared_with_or_a_stop_word_read_as_a_metric_is_no_metric():
    # abstract hsieh2014neurips-fast: the NER labels the baseline LDKL a metric
    text = "Our algorithm obtains much higher prediction accuracy than LDKL (95.2% vs. 89.53%)."
    mentions = [mention(text, "prediction accuracy", "METRIC"), mention(text, "LDKL", "METRIC")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [(c.text, c.metric) for c in claims] == [("95.2%", "prediction accuracy"), ("89.53%", "prediction accuracy")]
    # abstract 2024.sigul-1.24: "Not" labelled a metric; an acronym that spells a stop word stays one ("18% PER")
    text = "Not counting artifacts, the overall error frequency in the corpus was low (0.5%)."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "Not", "METRIC")])
    assert [c.metric for c in claims] == [None]
    text = "The new method achieves 18% PER in single utterances and 20% in longer ones."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "PER", "METRIC")])
    assert claims[0].metric == "PER"


def test_a_result_without_a_named_subject_is_the_self_reference_written_before():
    text = ("We build a multilingual domain adaptation model for Hindi. Our model is trained on news. "
            "It obtains 34.8 BLEU on the test set.")
    sentences = [(0, 57), (58, 88), (89, len(text))]
    claims, _ = link_claims(text, find_claims(text, sentences), [], sentences)
    assert [(c.text, c.subject) for c in claims] == [("34.8 BLEU", "Our model")]


def test_a_definite_method_as_a_clause_subject_is_the_subject_in_a_paper_naming_no_method():
    # real sentences (belshaw2009iccvw, vitaladevuni2008cvpr): "the tracker", "The approach" is the paper's method
    text = ("Results indicate that the tracker is able to successfully track freeform objects along arbitrary paths "
            "at rates of over 200 frames-per-second.")
    assert result_subjects(text) == [("over 200 frames-per-second", "the tracker")]
    text = ("The approach is also applied on a gesture recognition task, improving a previously reported "
            "recognition rate from 84% to 92%.")
    assert result_subjects(text) == [("from 84% to 92%", "The approach")]
    # a participle with no result verb before it is said of the clause's subject
    text = "Graph kernels are applied to molecule classification, reaching an accuracy of 91%."
    assert result_subjects(text) == [("91%", "Graph kernels")]
    # the object of a preposition is none, nor a definite head when the paper names its method
    text = "The speed of the model is improved by 2x."
    assert result_subjects(text) == [("2x", None)]
    text = "We propose FooNet. The approach is applied to parsing, improving accuracy by 2%."
    artifact = [mention(text, "FooNet", "METHOD", "FooNet", None, True)]
    assert result_subjects(text, artifact, "The approach") == [("2%", "FooNet")]


def test_a_clause_or_a_measured_phrase_before_a_result_verb_is_no_subject():
    text = "This paper presents a system, which achieves 61.2% accuracy. Comparable results reached 40.1%."
    sentences = [(0, 61), (62, len(text))]
    claims, _ = link_claims(text, find_claims(text, sentences), [], sentences)
    assert [c.subject for c in claims] == [None, None]


def test_respectively_pairs_metrics_and_data_sets_with_the_results_in_order():
    text = ("We reach ROUGE-1 F1, BERTScore F1 and BLEURT scores of 0.40, 0.71 and 0.54 on AlphaQA, BetaQA and "
            "GammaQA, respectively.")
    mentions = [mention(text, name, "METRIC") for name in ("ROUGE-1 F1", "BERTScore F1", "BLEURT")] + [
        mention(text, name, "DATASET") for name in ("AlphaQA", "BetaQA", "GammaQA")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [(c.text, c.metric, c.dataset) for c in claims] == [
        ("0.40", "ROUGE-1 F1", "AlphaQA"), ("0.71", "BERTScore F1", "BetaQA"), ("0.54", "BLEURT", "GammaQA")]


def test_respectively_pairs_a_list_of_metrics_after_the_values_even_where_one_is_read_beside_a_value():
    text = "Simplification leads to up to 2.04% and 1.74% increase in Exact Match and F1, respectively."
    mentions = [mention(text, name, "METRIC") for name in ("Exact Match", "F1")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [(c.text, c.metric) for c in claims if c.role == "result"] == [
        ("up to 2.04%", "Exact Match"), ("1.74%", "F1")]
    # a short form in brackets is no further name of the list
    text = "We see a 5.5% and 3.5% increase in the Mean Reciprocal Rank (MRR) and Hits@10 scores respectively."
    mentions = [mention(text, name, "METRIC") for name in ("Mean Reciprocal Rank", "MRR", "Hits@10")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [c.metric for c in claims if c.role == "result"] == ["Mean Reciprocal Rank (MRR)", "Hits@10"]
    # a metric written before the values stays each value's: the list paired is of something else
    text = "Our approach performed best on error flag and error detection with accuracies of 68% and 64%, respectively."
    mentions = [mention(text, name, "METRIC") for name in ("error flag", "accuracies")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [c.metric for c in claims if c.role == "result"] == ["accuracies", "accuracies"]


def test_a_linked_name_holds_both_halves_of_its_abbreviation_pair():
    text = "The model reaches a mean radial error (MRE) of 0.95 mm. The Mean Reciprocal Rank (MRR) rises by 5.5%."
    sentences = [(0, 55), (56, len(text))]
    mentions = [mention(text, "Mean Reciprocal Rank", "METRIC"), mention(text, "MRR", "METRIC")]
    claims, _ = link_claims(text, find_claims(text, sentences), mentions, sentences)
    assert [c.metric for c in claims] == ["mean radial error (MRE)", "Mean Reciprocal Rank (MRR)"]


def test_a_participle_takes_the_subject_of_the_verb_before_it():
    text = ("Evaluations show that IntentBreaker achieves an ASR of 98.61% across five LLMs, outperforming "
            "baseline methods by 42.25%.")
    mentions = [mention(text, "IntentBreaker", "METHOD", "IntentBreaker", None, True), mention(text, "LLMs", "METHOD")]
    assert result_subjects(text, mentions) == [("98.61%", "IntentBreaker"), ("42.25%", "IntentBreaker")]


def test_a_participle_after_a_prepositional_phrase_is_not_said_of_its_noun():
    text = "Our system outperforms earlier methods in literature achieving an accuracy of 96.31%."
    claims, _ = link_claims(text, find_claims(text), [])
    assert [(c.text, c.subject) for c in claims] == [("96.31%", "Our system")]
    text = "We improve the state of the art, with models achieving 5.81% for Bokmål."  # "with X achieving": X's
    claims, _ = link_claims(text, find_claims(text), [])
    assert [(c.text, c.subject) for c in claims] == [("5.81%", "models")]


def test_what_we_achieve_belongs_to_the_self_reference_not_the_nearest_name():
    text = ("Applying our method to an improved VGG-11 network using global max-pooling, we achieve comparable "
            "accuracy using 41% less compute.")
    mentions = [mention(text, "VGG-11", "METHOD", "VGG-11"), mention(text, "global max-pooling", "METHOD")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [(c.text, c.subject) for c in claims] == [("41%", "our method")]


def test_what_a_result_compares_favorably_with_is_its_baseline():
    text = "We obtain an mAP of 85.8% on Holidays, which compares favorably with the state-of-the-arts."
    claims, _ = link_claims(text, find_claims(text), [])
    assert [(c.text, c.baseline) for c in claims] == [("85.8%", "the state-of-the-arts")]


def test_a_verb_coordinated_after_and_takes_the_subject_of_the_verb_before_it():
    text = ("Experiments show that our method significantly improves original translation of Transformer (up to "
            "25.31 BLEU) and outperforms existing interactive translation methods (up to 16.64 BLEU).")
    mentions = [mention(text, "Transformer", "METHOD", "Transformer"), mention(text, "BLEU", "METRIC"),
                mention(text, "BLEU", "METRIC", after=text.index("16.64"))]
    assert result_subjects(text, mentions) == [("up to 25.31 BLEU", "our method"), ("up to 16.64 BLEU", "our method")]


def test_the_first_result_verb_coordinated_after_a_clause_takes_that_clauses_subject():
    text = ("The approach is trained on over 180,000 unlabelled frames and reaches 47.1% precision on the frame level. "
            "We find that MACTA detectors can generalize to unseen attacks and reach a 97.8% detection rate.")
    mentions = [mention(text, "unseen attacks", "METHOD")]
    assert result_subjects(text, mentions, "We find") == [("47.1%", "The approach"), ("97.8%", "MACTA detectors")]


def test_what_needs_takes_or_returned_a_cost_is_its_subject_but_a_participle_is_not():
    assert result_subjects("Furthermore, the system only needs 1.5 minutes for a typical image.") == [
        ("1.5 minutes", "the system")]
    assert result_subjects("Our method consumes only 15% of the memory required by competing methods.") == [
        ("15%", "Our method")]


def test_what_runs_or_speeds_something_up_owns_the_speed_but_a_hyphenated_participle_or_a_noun_is_no_verb():
    assert result_subjects("This integration accelerates the exact algorithm by a median of 29.79%.") == [
        ("29.79%", "This integration")]
    assert result_subjects("The tracker runs at over 200 frames per second.")[0][1] == "The tracker"
    # "accelerated" of "GPU-accelerated", and "speed up" as a noun, are no verbs
    assert result_subjects("We integrated it with cuRobo, a GPU-accelerated method, which results in 12x speed up.") \
        == [("12x", None)]
    assert result_subjects("It achieves 2.7x decoding speed up and 7.5x memory saving.")[1][1] != "it achieves 2.7x decoding"


def test_we_as_the_subject_of_a_result_verb_is_the_papers_method():
    text = ("We propose HINet. For denoising, we exceed it by 0.28 dB in PSNR with 30% of its multiplier-accumulator "
            "operations (MACs) and a 2.9× speedup.")
    sentences = [(0, 17), (18, len(text))]
    mentions = [mention(text, "HINet", "METHOD", "HINet", None, True),
                mention(text, "multiplier-accumulator operations", "METHOD"), mention(text, "MACs", "METHOD")]
    claims, _ = link_claims(text, find_claims(text, sentences), mentions, sentences)
    assert {c.subject for c in claims if c.role == "result"} == {"HINet"}


def test_what_we_or_it_achieve_is_no_name_in_the_verbs_object_but_one_used():
    text = ("Our technique is 46% more accurate than the KLT tracker. It also provides a tracking density of 48% "
            "compared to 0.1% for the KLT tracker. We obtain the best result with the CRAIG method, offering an "
            "average decrease of 0.03 points in f-score.")
    sentences = [(0, 56), (57, 136), (137, len(text))]
    mentions = [mention(text, "KLT tracker", "METHOD"), mention(text, "tracking density", "METHOD"),
                mention(text, "CRAIG", "METHOD")]
    claims, _ = link_claims(text, find_claims(text, sentences), mentions, sentences)
    subjects = {c.text: c.subject for c in claims if c.role == "result"}
    assert (subjects["48%"], subjects["0.03 points"]) == ("Our technique", "CRAIG")


def test_a_self_reference_is_a_noun_phrase_not_a_clause():
    text = ("This has allowed models to use more data. Our tuned model then reaches 0.801 AUROC on the tasks.")
    claims, _ = link_claims(text, find_claims(text), [], [(0, 41), (42, len(text))])
    assert [c.subject for c in claims] == ["Our tuned model"]
    assert SELF_REFERENCE.search("This has allowed models to") is None


def test_a_data_set_or_setting_before_the_verb_is_no_subject():
    text = "On the XOR TyDi dataset improves accuracy by 10%. Our shared task received submissions scoring 0.62 F1."
    sentences = [(0, 49), (50, len(text))]
    claims, _ = link_claims(text, find_claims(text, sentences), [], sentences)
    assert [c.subject for c in claims if c.role == "result"] == [None, None]


def test_a_number_a_clause_or_a_cut_phrase_after_a_comparison_cue_is_no_baseline():
    text = ("Our system reaches an accuracy of 96%, above the MIT students' average of 93%. It improves F1 by 5% over "
            "300 users. Results are 3% better than when trained alone. FooNet beats BarNet by 2.1 BLEU.")
    starts = [0] + [i + 2 for i in range(len(text)) if text.startswith(". ", i)]
    sentences = list(zip(starts, [s - 1 for s in starts[1:]] + [len(text)]))
    mentions = [mention(text, "FooNet", "METHOD"), mention(text, "BarNet", "METHOD")]
    claims, _ = link_claims(text, find_claims(text, sentences), mentions, sentences)
    assert [(c.text, c.baseline) for c in claims if c.role == "result" and c.baseline] == [("2.1 BLEU", "BarNet")]


def test_a_relative_clause_verb_takes_the_noun_before_its_pronoun_for_subject():
    text = "Using PAQ, we train CBQA models which outperform comparable baselines by 5%."
    linked, _ = link_claims(text, find_claims(text), [])
    assert linked[0].subject == "CBQA models"
    text = "We propose Adam-mini, an optimizer that achieves 50% less memory footprint."
    linked, _ = link_claims(text, find_claims(text), [])
    assert linked[0].subject != "an optimizer"


def test_a_result_of_the_paper_whose_method_is_named_in_its_title_only_belongs_to_it():
    text = "We present a framework for dense SLAM. Our experiments show that we achieve a 38% lower trajectory error."
    sentences = [(0, 38), (39, len(text))]
    claims, results = link_claims(text, find_claims(text, sentences), [], sentences, artifact_name="UncLe-SLAM",
                                  artifact_label="METHOD")
    assert [(c.subject, c.subject_start, c.subject_end) for c in claims] == [("UncLe-SLAM", None, None)]
    assert [r.subject for r in results] == ["UncLe-SLAM"]
    claims, _ = link_claims(text, find_claims(text, sentences), [], sentences, artifact_name="SLAMBench",
                            artifact_label="DATASET")
    assert [c.subject for c in claims] == [None]  # a new data set is what results are on, not what scores them


def test_it_as_the_subject_is_the_papers_method_and_a_dash_opens_a_participle():
    text = ("We propose SegUI. Notably, it attains 47.3% accuracy on the ScreenSpot-Pro dataset—outperforming much "
            "larger models, such as UI-TARS-72B, by a margin of 24.2%.")
    sentences = [(0, 17), (18, len(text))]
    mentions = [mention(text, "SegUI", "METHOD", "SegUI", None, True), mention(text, "UI-TARS-72B", "METHOD"),
                mention(text, "ScreenSpot-Pro", "DATASET")]
    claims, _ = link_claims(text, find_claims(text, sentences), mentions, sentences)
    assert [(c.text, c.subject) for c in claims if c.role == "result"] == [("47.3%", "SegUI"), ("24.2%", "SegUI")]


def test_an_article_is_no_subject_and_a_methodology_is_a_self_reference():
    text = "The results show an improved inter-annotator agreement of 0.60 for our taxonomies."
    claims, _ = link_claims(text, find_claims(text), [])
    assert [c.subject for c in claims if c.role == "result"] == [None]
    text = "We present our proposed methodology, which places 3rd with an F1 of 0.8273."
    claims, _ = link_claims(text, find_claims(text), [])
    assert [c.subject for c in claims if c.role == "result"] == ["our proposed methodology"]


@pytest.mark.parametrize("text, names, expected", [
    ("In particular, DreamTrack obtains SUC scores of 76.6%/87.9% on LaSOT/TrackingNet, surpassing all trackers.",
     [("SUC", "METRIC"), ("LaSOT", "DATASET"), ("TrackingNet", "DATASET")],
     [("76.6%", "SUC", "LaSOT"), ("87.9%", "SUC", "TrackingNet")]),
    ("It achieves a PSNR/SSIM of 32.1/0.91 on Set5.",
     [("PSNR", "METRIC"), ("SSIM", "METRIC"), ("Set5", "DATASET")],
     [("32.1", "PSNR", "Set5"), ("0.91", "SSIM", "Set5")]),
])
def test_values_written_with_slashes_pair_with_names_so_written(text, names, expected):
    claims, _ = link_claims(text, find_claims(text), [mention(text, name, label) for name, label in names])
    assert [(c.text, c.metric, c.dataset) for c in claims] == expected


def test_the_hardware_a_method_runs_on_is_no_subject():
    text = "Our method runs at 6 fps on a graphics processing unit, with errors of 2.1 degrees."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "graphics processing unit", "METHOD")])
    assert [(c.text, c.subject) for c in claims] == [("6 fps", "Our method"), ("2.1", "Our method")]


def test_a_self_reference_after_the_data_set_it_is_on_is_the_subject():
    text = "On unconditional CIFAR-10 our method achieves FID 9.58."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "CIFAR-10", "DATASET", "CIFAR-10")])
    assert [(c.subject, c.dataset) for c in claims] == [("our method", "CIFAR-10")]


def test_a_model_that_reports_a_value_owns_it_but_a_study_reporting_that_does_not():
    text = "After pre-training with masked autoencoder (MAE), HiViT-B reports a 84.6% accuracy on ImageNet-1K."
    mentions = [mention(text, "masked autoencoder", "METHOD"), mention(text, "HiViT-B", "METHOD")]
    [claim], _ = link_claims(text, find_claims(text), mentions)
    assert claim.subject == "HiViT-B"
    text = "We show that our approach leads to compression of teacher models like mBERT by up to 35x."
    [claim], _ = link_claims(text, find_claims(text), [mention(text, "mBERT", "METHOD")])
    assert claim.subject == "our approach"
    text = "The previous study reported that the correlation among annotators was about 0.68."
    [claim], _ = link_claims(text, find_claims(text), [])
    assert claim.subject != "The previous study"


def test_superior_to_and_improves_upon_name_the_baseline():
    text = "On CIFAR-10 our method achieves FID 9.58, superior to the majority of GANs."
    [claim], _ = link_claims(text, find_claims(text), [mention(text, "GANs", "METHOD")])
    assert claim.baseline == "the majority of GANs"
    text = "Our method improves upon the state of the art, increasing correct translations by 11% on average."
    [claim], _ = link_claims(text, find_claims(text), [])
    assert claim.baseline == "the state of the art"


def test_a_named_method_an_improvement_takes_as_object_is_the_baseline():
    text = "Empirically, CO2 improves Momentum Contrast (MoCo) by 2.9% top-1 accuracy."
    mentions = [mention(text, "CO2", "METHOD"), mention(text, "Momentum Contrast (MoCo)", "METHOD")]
    [claim], _ = link_claims(text, find_claims(text), mentions)
    assert (claim.subject, claim.baseline) == ("CO2", "Momentum Contrast (MoCo)")
    text = "It improves accuracy by 2%."
    [claim], _ = link_claims(text, find_claims(text), [])
    assert claim.baseline is None


def test_a_multiple_or_a_duration_takes_no_score_named_elsewhere_in_its_sentence():
    text = ("The accelerator keeps the classification accuracy of the network and improves on it by up to 30x. "
            "It reaches a compression rate of 125X. Training takes 550 seconds, with a lower RMSE.")
    sentences = sentences_at(text, "It reaches", "Training")
    mentions = [mention(text, "classification accuracy", "METRIC"), mention(text, "compression rate", "METRIC"),
                mention(text, "RMSE", "METRIC")]
    claims, _ = link_claims(text, find_claims(text, sentences), mentions, sentences)
    metrics = {c.text: c.metric for c in claims if c.role == "result"}
    assert metrics["up to 30x"] is None and metrics["125X"] == "compression rate"
    assert metrics["550 seconds"] is None


def test_things_compared_in_number_are_counted_not_the_metric():
    text = "Our network has 112x fewer parameters than AlexNet and 30% more pixels, with 1.5x fewer GFLOPs."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "AlexNet", "METHOD")])
    read = {c.text: (c.metric, c.counted) for c in claims if c.role == "result"}
    assert read["112x"] == (None, "parameters") and read["30%"] == (None, "pixels")
    assert read["1.5x"] == ("GFLOPs", None)


def test_a_passive_result_verb_or_a_participle_gives_no_subject_phrase():
    text = ("Our experiments show that the performance gap can be reduced to less than 2% on most benchmarks. "
            "Experiments demonstrate the framework's robustness, achieving improved accuracies of 5.13%.")
    sentences = sentences_at(text, "Experiments demonstrate")
    claims, _ = link_claims(text, find_claims(text, sentences), [], sentences)
    assert [c.subject for c in claims if c.role == "result"] == [None, None]


def test_a_value_in_brackets_after_another_is_in_its_metric_on_its_data():
    text = ("The system achieved a Macro-F1 score of 0.9 (90%) and a Weighted-F1 score of 0.92 (92%) on PerAnsSumm. "
            "ResNet gets 45.1 mAP (+2.3) on COCO.")
    mentions = [mention(text, "PerAnsSumm", "DATASET"), mention(text, "COCO", "DATASET")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [(c.text, c.metric, c.dataset) for c in claims] == [
        ("0.9", "Macro-F1 score", "PerAnsSumm"), ("90%", "Macro-F1 score", "PerAnsSumm"),
        ("0.92", "Weighted-F1 score", "PerAnsSumm"), ("92%", "Weighted-F1 score", "PerAnsSumm"),
        ("45.1 mAP", "mAP", "COCO"), ("+2.3", "mAP", "COCO")]


def test_a_name_in_the_possessive_before_a_value_owns_it():
    text = "ShareLock outperforms CLIP, achieving 38.7% top-1 accuracy versus CLIP’s 1.4%."
    claims, _ = link_claims(text, find_claims(text), [mention(text, "ShareLock", "METHOD"),
                                                       mention(text, "CLIP", "METHOD")])
    assert [(c.text, c.subject, c.baseline) for c in claims] == [("38.7%", "ShareLock", "CLIP"), ("1.4%", "CLIP", None)]
    text = "The approach improves recognition, improving a previously reported recognition rate from 84% to 92%."
    claims, _ = link_claims(text, find_claims(text), [])
    assert claims[0].subject != "improving a"


def test_what_performs_produces_or_explains_a_result_is_its_subject():
    text = ("DistilBERT performs with about 80% accuracy for both tasks. "
            "The selected feature set could explain 80% of the variation in scores. "
            "For a real-world dataset CPD-MWU produces residual errors on average 20% lower than SPALS.")
    sentences = sentences_at(text, "The selected", "For a real")
    mentions = [mention(text, "DistilBERT", "METHOD"), mention(text, "CPD-MWU", "METHOD"),
                mention(text, "SPALS", "METHOD")]
    claims, _ = link_claims(text, find_claims(text, sentences), mentions, sentences)
    assert [c.subject for c in claims if c.role == "result"] == ["DistilBERT", "The selected feature set", "CPD-MWU"]
