"""The claims table's clean columns: units apart from metrics, the counted thing, uncertainty, changes, ranges in
order, the direction of a change, the role of a number, and what is not a claim (identifiers, formula parts)."""

import pytest

from extractor.rules.claims.find import find_claims
from extractor.rules.claims.links import Mention, link_claims
from extractor.rules.claims.units import dimension, normalize_unit


def only(text):
    [claim] = find_claims(text)
    return claim


def test_a_metric_is_not_a_unit():
    claim = only("It improves BLEU by 2.1 points over the Transformer baseline.")
    assert (claim.unit, claim.dimension, claim.metric, claim.role, claim.direction) == (
        "p.p.", "percentage points", "BLEU", "result", "increase")
    text = "Our detector reaches 37.5 mAP on COCO."
    claim = only(text)
    assert (claim.unit, claim.metric, text[claim.metric_start : claim.metric_end]) == (None, "mAP", "mAP")


def test_uncertainty_keeps_the_unit_and_the_metric():
    claim = only("We reach 76.1±0.3% top-1 accuracy on ImageNet.")
    assert (claim.value, claim.uncertainty, claim.unit, claim.metric, claim.kind) == (
        76.1, 0.3, "%", "top-1 accuracy", "score")
    assert only("a score of $95.3_{\\pm 0.2}$").uncertainty == 0.2
    # the spread written after the unit, with the unit again; in math too
    claim = only("an error of 0.063% $\\pm$ 0.075% on the set")
    assert (claim.value, claim.uncertainty, claim.unit) == (0.063, 0.075, "%")
    assert (only("a success rate of $ 95% \\pm 9%$ in tests").uncertainty, only("5% ± 2 points").uncertainty) == (9, None)
    # the spread named in brackets; its number is part of the claim, not one of its own
    claims = find_claims("a harmonic mean of 0.84 (SD [standard deviation] 0.01), compared to 0.81 (SD 0.01)")
    assert [(c.value, c.uncertainty, c.text[-5:]) for c in claims] == [(0.84, 0.01, "0.01)"), (0.81, 0.01, "0.01)")]
    assert only("an accuracy of 91.2% (s.d. = 1.3%) on the test set").uncertainty == 1.3


def test_words_that_name_no_measure_are_no_metric():
    # an adverb, a function word, a pronoun's phrase or the compared state of the art
    texts = ["with performance dropping significantly to approximately 35% in multi-turn settings.",
             "in 83% of the trials, which rose to 92% if we let the system drop the rest",
             "substantially improve the state-of-the-art by up to 8.5% on VOC",
             "85.5% of them have error no more than 5 m."]
    assert [c.metric for text in texts for c in find_claims(text)] == [None] * 6
    assert only("improves accuracy by 3%").metric == "accuracy"
    # an adjective the method is said to be; how often something happens
    texts = ["It is 7.5x more energy efficient.", "Tracks are 46% more accurate.", "It is right 47.8% of the time."]
    assert [only(text).metric for text in texts] == [None] * 3
    assert only("It takes 50% of the training time.").metric == "training time"


def test_alternatives_are_two_claims_and_ranges_are_ordered():
    claims = find_claims("speedups of 2.97X and 2.04X")
    assert [(c.value, c.value_low, c.unit) for c in claims] == [(2.97, None, "x"), (2.04, None, "x")]
    claim = only("between 96 and 60 GPU hours")
    assert claim.value_low <= claim.value_high


def test_a_change_has_its_two_values_and_its_direction():
    claim = only("the error rate drops from 70.2% to 40%.")
    assert (claim.value, claim.value_before, claim.value_after, claim.direction) == (None, 70.2, 40, "decrease")
    assert only("reduces latency by 30%").direction == "decrease"


def test_what_a_change_measures():
    assert only("HINet achieves a 2.8× speedup").metric == "speedup"
    assert only("with 8.2% lower posterior variance than MCMC").metric == "posterior variance"
    assert only("it reduces the labeling cost by up to 43%").metric == "labeling cost"
    # a list of changes with one verb: each value's phrase before "by"
    claims = find_claims("It reduces training time by up to 35%, inference FLOPs by 75%, and latency by 45%.")
    assert [c.metric for c in claims] == ["training time", "inference FLOPs", "latency"]
    # what a change is measured on, or a dash, between the measure and "from"; a difference in a measure
    assert only("by increasing the average sequence length on CALVIN from 1.7 to 3.5").metric == \
        "average sequence length"
    assert only("POROVer increases usefulness further—from 57.6% to 82.1%—while").metric == "usefulness"
    assert only("models of one size can have up to 3.5x difference in latency").metric == "latency"
    # coordinated values share the metric written after the last, and its change
    assert [(c.metric, c.role) for c in find_claims("We achieved 75.93% and 78.33% accuracy on these tracks.")] \
        == [("accuracy", "result")] * 2
    assert [(c.metric, c.direction) for c in find_claims("we achieve a 38% and 27% lower error")] == \
        [("error", "decrease")] * 2
    # the measure written after the first value of a change (abstract wang2015wacv-bikers), not words qualifying it
    claims = find_claims("we reduce the previous state of the art error by almost half, going from 46% recognition "
                         "rate to 71%.")
    assert [c.metric for c in claims if c.value_before is not None] == ["recognition rate"]
    assert only("improves the state of the art from 49.7 mean AP^r to 59.0 on SBD.").metric == "mean AP^r"


def test_an_average_rank_named_before_its_value_is_the_metric():
    # abstract chan2024pgm-autocd
    claims = find_claims("AutoCD_PC performs better than the baselines by ranking the highest (avg. rank 3.69) "
                         "compared to the best causal tuning baseline (avg. rank 5.21).")
    assert [(c.value, c.metric, c.role) for c in claims] == [(3.69, "avg. rank", "result"), (5.21, "avg. rank", "result")]


def test_a_change_of_size_without_a_measure_is_the_sizes_studied():
    claim = only("We then scale GenTron from approximately 900M to over 3B parameters observing improvements.")
    assert (claim.role, claim.metric) == ("size", None)  # "observing" is no measure
    claim = only("Distillation reduces the model size from 340M to 66M parameters.")
    assert (claim.role, claim.metric) == ("result", "model size")


def test_a_value_at_an_operating_point_of_another_measure_is_a_setting():
    assert [c.role for c in find_claims("reducing FPR (at TPR 95%) by 6.3% on CIFAR-10")] == ["setting", "result"]
    assert [c.role for c in find_claims("It reaches 70.2 AP at IoU 0.5.")] == ["result", "setting"]
    assert only("It arrives at 95% accuracy.").role == "result"  # no measure of its own after "at"


def test_a_count_is_a_change_only_with_the_change_word_right_after_it():
    assert (lambda c: (c.role, c.counted))(only("We combine two complementary acceleration strategies.")) == (
        "count", "complementary acceleration strategies")
    assert [c.role for c in find_claims("The dataset spans 102 phobia subtypes over six months.")][0] == "count"
    assert (lambda c: (c.role, c.is_relative))(only("It needs 3 fewer steps.")) == ("result", True)


def test_decimals_written_with_a_slash_between_are_two_values():
    assert [(c.text, c.metric) for c in find_claims("It reaches 45.1/47.3 mAP on COCO.")] == [
        ("45.1", "mAP"), ("47.3 mAP", "mAP")]
    assert find_claims("We use ViT-B/32 on the 2023/24 data.") == []  # a name's part, a season


def test_a_share_of_the_data_used_is_a_setting():
    assert only("A simple approach of selectively replaying 20% of the stored data works.").role == "setting"
    assert [c.role for c in find_claims("we reach 100% of the performance annotating only 36% of the data")] == [
        "result", "setting"]
    assert only("It reduces the data by 80%.").role == "result"


def test_hours_of_data_are_a_size():
    assert only("trained on 960 hours of transcribed speech").role == "size"
    assert only("The benchmark has almost four hours of content.").role == "size"
    assert only("training takes 3 hours").role == "result"


def test_memory_used_a_size_made_smaller_and_a_measure_in_units_are_results():
    assert only("It requires only 23 KB of storage.").role == "result"
    assert only("with only 193MB memory consumption").role == "result"
    assert only("the model is trained on GPUs with 16GB memory").role != "result"  # the machine's memory
    assert only("Our method reduced the model size from 552MB to 11.3MB.").role == "result"
    assert only("on models ranging from 17M to 202M parameters").role == "size"  # the sizes studied
    # a count comes whole: a value with decimals in a unit of things is measured
    assert [c.role for c in find_claims("tracking paths within 1.57 mm and 2.80 degrees")] == ["result", "result"]
    assert only("an average error of 21.7 pixels").role == "result"
    assert only("images of 64 pixels").role != "result"


def test_counts_sizes_and_settings():
    assert (lambda c: (c.role, c.counted))(only("a corpus of 5,866 data points")) == ("size", "data points")
    assert (lambda c: (c.role, c.counted))(only("we evaluate four image datasets")) == ("count", "image datasets")
    assert only("with k = 5 neighbours").role == "setting"
    assert only("the 95% confidence interval").role == "setting"
    # the hardware a run used is a setting; machines of a method are counted
    assert [only(t).role for t in ("trained on 3 multi-core CPUs", "on 4 machines", "we combine 3 support vector machines")
            ] == ["setting", "setting", "count"]
    outcome, tasks = find_claims("it is best on 5 out of 6 tasks")
    assert (outcome.role, tasks.role, tasks.counted) == ("result", "count", "tasks")
    # the part reads through "out of" / "of" to the whole, which stays a claim of its own (the guideline's
    # surfaces: "5 out of 6" a result, "6 tasks" a count); not a decimal ("a ROUGE-2 of 0.18")
    assert [(c.text, c.value) for c in find_claims("in 52 of 102 images, first in 8 out of 20 classes")] == [
        ("52 of", 52), ("102", 102), ("8 out of", 8), ("20", 20)]
    assert [c.text for c in find_claims("gains of 2 of 3.5 points")][0] == "2"


def test_how_long_training_ran_is_a_setting_but_the_steps_of_a_procedure_are_counted():
    assert only("The model is trained for 100 epochs.").role == "setting"
    assert [c.role for c in find_claims("We train for 50k iterations and 10k gradient steps.")] == ["setting"] * 2
    assert (lambda c: (c.role, c.counted))(only("The method has three steps.")) == ("count", "steps")


def test_a_measure_written_before_its_change_verb_is_the_metric():
    assert only("On this benchmark, accuracy improves by 5%.").metric == "accuracy"
    claim = only("we show that the classification accuracy rises from 50% to 90%")
    assert (claim.metric, claim.value_before, claim.value_after) == ("classification accuracy", 50, 90)
    assert only("the model improves by 5%").metric is None  # no measure's word: no metric


def test_an_acronym_after_a_number_with_decimals_is_its_metric_not_a_counted_thing():
    claims = find_claims("It achieves 68.4 NDS and reaches 75.2 MOTA.")
    assert [(c.text, c.role, c.metric, c.counted) for c in claims] == [
        ("68.4 NDS", "result", "NDS", None), ("75.2 MOTA", "result", "MOTA", None)]
    assert (lambda c: (c.role, c.counted))(only("We fine-tune 25 LLMs.")) == ("count", "LLMs")
    claims = find_claims("It improves +10.8 on AP25 in CMU Panoptic, +7.0 on AP25 on new arrangements, and +15.3 PCP.")
    assert [c.metric for c in claims] == ["AP25", "AP25", "PCP"]


def test_trillions_of_tokens_and_the_object_of_a_change_from_one_value_to_another():
    assert (lambda c: (c.value, c.role, c.counted))(only("It was trained on 2T tokens.")) == (2e12, "size", "tokens")
    assert find_claims("at 1T") == []  # a bare T is no scale
    claim = only("Distillation reduces the model size from 340M to 66M parameters.")
    assert (claim.metric, claim.value_before, claim.value_after) == ("model size", 340e6, 66e6)


def test_a_bare_number_coordinated_after_a_change_is_a_change_too_and_on_names_no_measure():
    claims = find_claims("FARM improves Recall@1 by 1.4% for image-to-recipe and 1.0 for recipe-to-image retrieval.")
    assert [(c.text, c.role, c.is_relative) for c in claims] == [("1.4%", "result", True), ("1.0", "result", True)]
    assert only("It still achieves 2.29% gain on the ResNet18 backbone.").metric is None
    assert only("It brings a 23% improvement on F1.").metric == "F1"
    # a comparative or a verb read alone after the number names no measure
    assert only("the memory consumption is 42 times smaller than before").metric != "smaller"
    assert only("In a human evaluation, 61% found that our model is better.").metric is None


def test_things_counted_are_no_metric_for_a_measure_word_inside_them():
    assert (lambda c: (c.role, c.counted, c.metric))(only("We compare two different loss functions.")) == (
        "count", "different loss functions", None)
    assert only("It reaches 76.1% top-1 accuracy.").metric == "top-1 accuracy"


def test_a_share_of_the_input_used_is_a_setting_even_when_only_that_much():
    assert only("It matches full training using only 36% of the data.").role == "setting"
    assert only("It achieves SOTA with only 2.1% error.").role == "result"


def test_a_plural_measure_before_of_is_the_metric_of_its_values():
    first, second = find_claims("The best model achieves success rates of 73.9% and 79.3%.")
    assert (first.metric, second.metric) == ("success rates", "success rates")
    values = find_claims("We use ROUGE-1 F1, BERTScore F1 and BLEURT, with scores of 0.40, 0.71 and 0.54, respectively.")
    assert "scores" not in [c.metric for c in values]  # a bare "scores" names no metric


def test_a_rank_or_a_return_before_of_is_the_metric():
    # mercier2017wacv: "an average ranking of 1.37"; a rank is a result, not a setting
    [claim] = find_claims("Our method obtains an average ranking of 1.37 on the benchmark.")
    assert (claim.metric, claim.role) == ("average ranking", "result")
    [claim] = find_claims("The agent reaches an average return of 3500 on HalfCheetah.")
    assert claim.metric == "average return"
    # ranks of things counted are no measure of them
    [claim] = find_claims("Our results on the ranks of three types of explanations differ.")
    assert (claim.metric, claim.role) == (None, "count")


def test_comparison_and_clause_words_are_no_metric():
    claims = find_claims("The method yields much higher word prediction accuracy (61.6% vs. 43.3%) than the other.")
    assert "vs" not in [c.metric for c in claims]


def test_kinds_are_counted_below_a_thousand_however_data_like():
    assert only("We annotate 24 labels for each post.").role == "count"
    assert only("a graph with 10,000 nodes").role == "size"


def test_a_range_whose_ends_each_carry_the_counted_noun_is_one_claim():
    (sizes,) = find_claims("sizes from as few as 5.9 million parameters to 632.1 million parameters.")
    assert (sizes.value_low, sizes.value_high, sizes.role) == (5_900_000, 632_100_000, "size")
    assert len(find_claims("temperatures from 10,000 K to 13,200 K")) == 2  # a symbol unit: MeasEval's two quantities


def test_the_hardware_a_run_used_is_a_setting():
    assert only("We train on 256 GPUs for a week.").role == "setting"
    assert only("Training uses more than 9600 Hopper GPUs.").role == "setting"
    assert only("It is 3x faster on GPUs.").role == "result"


def test_fractions_are_claims():
    claim = only("using 1/3 of the data")
    assert (claim.text, round(claim.value, 4), claim.kind) == ("1/3", 0.3333, "ratio")


def test_identifiers_and_formula_parts_are_not_claims():
    assert find_claims("See arXiv:2301.01234 for details.") == []
    assert find_claims("doi:10.1145/3292500.3330701") == []
    assert find_claims("runs in n^(1 - epsilon) time for epsilon > 0") == []
    assert [c.text for c in find_claims("$p < 0.05$")] == ["< 0.05"]  # a p-value is a result


def test_a_value_after_a_numbered_model_name_is_a_claim():
    claim = only("(ResNet-101 41.9 mAP)")
    assert (claim.value, claim.metric) == (41.9, "mAP")


def test_units_normalize_and_have_a_dimension():
    assert [normalize_unit(u) for u in ("percent", "×", "-fold", "GPU-hours", "points")] == [
        "%", "x", "x", "GPU hours", "p.p."]
    assert [dimension(u) for u in ("%", "x", "ms", "GB", "parameters", "USD")] == [
        "percent", "multiplier", "time", "information", "parameters", "money"]
    assert dimension(None) is None


def test_a_metric_acronym_in_brackets_before_score_of_names_the_metric():
    claim = only("We recorded a BiLingual Evaluation Understudy (BLEU) score of 37 for the English-Luganda model.")
    assert (claim.text, claim.metric, claim.role) == ("37", "BLEU", "result")


def test_energy_in_millijoules_and_below_is_a_physical_unit():
    assert [(c.text, c.unit, c.role) for c in find_claims("It needs 0.3 mJ per image, 121 μJ with the old chip.")] == [
        ("0.3 mJ", "mJ", "result"), ("121 μJ", "μJ", "result")]


def test_a_period_a_sentence_is_set_in_is_a_setting_and_no_auxiliary_is_counted():
    assert only("We collected papers published over the last 25 years.").role == "setting"
    assert only("Research in the last two decades has focused on parsing.").counted != "decades has"
    assert [(c.text, c.counted) for c in find_claims("These 25 models have been trained.")] == [("25", "models")]


def test_the_machine_a_method_ran_on_and_cross_validation_folds_are_settings():
    claims = find_claims("It runs on an Opteron (2.2 GHz, 2 MB Cache, 16 GB of RAM) with 10 folds cross validation.")
    assert [(c.text, c.role) for c in claims] == [("2.2 GHz", "setting"), ("2 MB", "setting"), ("16 GB", "setting"),
                                                  ("10", "setting")]
    assert only("It uses less than 500 MBytes memory.").role != "setting"  # what it costs, not the machine


def test_a_measure_headed_phrase_after_on_or_in_is_the_metric():
    got = [(c.text, c.metric) for c in find_claims(
        "It reduces disparities (a decrease of nearly 50% on standard deviation), gains 3% in the success rate, "
        "2% on the test set and 25% on triplet loss.")]
    assert got == [("nearly 50%", "standard deviation"), ("3%", "success rate"), ("2%", None), ("25%", None)]


def test_a_size_in_parameters_counts_parameters():
    claim = only("The network has 4.4 Million parameters.")
    assert (claim.unit, claim.counted, claim.role) == ("parameters", "parameters", "size")


def test_bytes_spelled_out_are_their_short_unit():
    assert [(c.text, c.unit, c.dimension) for c in find_claims(
        "It needs less than 500 MBytes where others need 2 gigabytes or 3 GBs.")] == [
        ("less than 500 MBytes", "MB", "information"), ("2 gigabytes", "GB", "information"),
        ("3 GBs", "GB", "information")]
    assert (lambda c: (c.unit, c.dimension))(only("The model takes 246k Bytes.")) == ("bytes", "information")


def test_signs_scales_and_plural_metrics():
    claim = only("it improves by +8.09 on average")
    assert (claim.text, claim.is_relative, claim.direction) == ("+8.09", True, "increase")
    claim = only("a 8.2 M parameters model")
    assert (claim.value, claim.unit, claim.role) == (8_200_000, "parameters", "size")
    assert [c.metric for c in find_claims("FID scores of 1.48, 3.52, and 4.88")] == ["FID"] * 3


def test_a_physical_unit_is_a_result_unless_it_is_a_condition():
    assert only("we exceed it by 0.28 dB in PSNR").role == "result"
    assert only("audio sampled at 16 kHz").role == "setting"


def test_a_bracketed_interval_is_a_range_but_a_citation_is_nothing():
    claim = only("the interval [0.62%, 2.52%]")
    assert (claim.value_low, claim.value_high) == (0.62, 2.52)
    assert find_claims("as shown in [12, 13]") == []
    assert only("P < 0.01").metric == "P"


def test_a_measure_named_before_of_and_pronouns_are_no_baseline():
    assert [c.metric for c in find_claims("a sensitivity of 89.8% and an entropy difference of 1.55%")] == [
        "sensitivity", "entropy difference"]
    assert only("reaching an IQM HNS of 107.3%").metric == "IQM HNS"
    assert only("a total of 500 images").metric is None
    assert only("by 2.39% points").unit == "p.p."


def test_a_value_after_a_numbered_name_and_and_is_a_claim_but_a_family_member_is_not():
    assert [c.text for c in find_claims("We get 70.2% on CIFAR-100 and 60.3% on ImageNet.")] == ["70.2%", "60.3%"]
    assert find_claims("Results on CIFAR-10 and 100 are reported.") == []


def test_values_with_parallel_phrases_share_the_metric_and_bare_fractions_are_results():
    claims = find_claims("It reaches FID scores of 1.48 at 64x64, 3.52 at 128x128 and 4.88 at 256x256 resolutions.")
    assert [(c.text, c.metric, c.role) for c in claims] == [
        ("1.48", "FID", "result"), ("3.52", "FID", "result"), ("4.88", "FID", "result")]
    claims = find_claims("AUROC of 0.799, 95% CI: [0.791, 0.806] vs. 0.782 for the baseline.")
    assert {c.text: c.role for c in claims}["0.782"] == "result"
    assert {c.text: c.role for c in claims}["0.791, 0.806"] == "result"


def test_a_participle_clause_after_the_counted_thing_is_not_part_of_it():
    claims = find_claims("We evaluate on 46,430 frames originating from 34 clips and 1,000 training images.")
    assert [(c.text, c.counted, c.role) for c in claims] == [
        ("46,430", "frames", "size"), ("34", "clips", "size"), ("1,000", "training images", "size")]


def test_a_frame_rate_is_a_unit_a_condition_after_at_and_an_outcome_otherwise():
    [recorded] = find_claims("ground truth trajectories at 250 FPS named E-3DTrack")
    [achieved] = find_claims("Our tracker achieves 45 fps on a GPU.")
    assert (recorded.unit, recorded.role, achieved.unit, achieved.role) == ("fps", "setting", "fps", "result")


def test_metrics_written_before_their_scores():
    claims = find_claims("The RoBERTa model reached f1 = 0.93. Our submissions achieved a BLEU% score of 31.2 and "
                         "a mean radial error (MRE) of 0.95 mm. Raters agree (0.9 inter-rater reliability).")
    assert [(c.value, c.role, c.metric) for c in claims] == [
        (0.93, "result", "f1"), (31.2, "result", "BLEU"), (0.95, "result", "mean radial error"),
        (0.9, "result", "inter-rater reliability")]


def test_a_second_from_to_after_a_change_with_decimals_between_is_a_change():
    claims = find_claims("Spanish improved from 0.69 to 0.90, and Polish from 0.82 to 0.84.")
    assert [(c.value_before, c.value_after) for c in claims] == [(0.69, 0.90), (0.82, 0.84)]


def test_thousands_of_items_are_a_size_but_participants_stay_a_count():
    roles = {c.text: c.role for c in find_claims(
        "The release holds two million assertions and 65M generated QA-pairs, rated by 1,200 participants.")}
    assert roles == {"two million": "size", "65M": "size", "1,200": "count"}


def test_a_share_after_for_is_an_outcome():
    roles = [c.role for c in find_claims("The comments were better than human-written ones for 20% of the time.")]
    assert roles == ["result"]


def test_a_hyphenated_point_change_is_a_claim_and_k_fold_cross_validation_a_setting():
    found = [(c.text, c.unit, c.role) for c in find_claims(
        "We obtain a 6-point improvement with 5-fold cross-validation, rated on a 5-point scale.")]
    assert found == [("6-point", "p.p.", "result"), ("5-fold", "x", "setting")]


def test_a_rate_unit_names_its_measure_and_a_speed_the_system_runs_at_is_a_result():
    claim = only("It reaches 1.25 bits-per-character on Penn Treebank.")
    assert (claim.text, claim.unit, claim.dimension, claim.metric, claim.role) == (
        "1.25 bits-per-character", "bits per character", "information", "bits-per-character", "result")
    assert only("It uses 4-bit weights.").unit == "bits"  # bits alone are a size
    claim = only("SafeNet is 3 orders of magnitude faster.")
    assert (claim.unit, claim.role) == ("orders of magnitude", "result")
    assert only("The tracker runs at 6 fps.").role == "result"
    assert only("We use videos at 30 fps.").role == "setting"
    # suk2015wacv: what the system runs with, a few words after the verb, is measured too
    assert only("The mobile app runs on Samsung Galaxy S3 with 3.7 fps.").role == "result"
    assert only("We record videos with 30 fps.").role == "setting"
    claim = only("SNIPER processes 5 images per second on a single GPU.")
    assert (claim.role, claim.metric) == ("result", None)


def test_a_decimal_is_no_count():
    assert only("XLDA leads to a 1.0 performance increase.").role == "result"
    assert only("We collect 1.5 million images.").role == "size"


def test_the_supervision_given_and_a_share_of_labels_are_settings():
    claims = find_claims("error rates of 4.2%, 9.1% and 17.3% using 50, 1000 and 4000 labels, respectively")
    assert [c.role for c in claims] == ["result"] * 3 + ["setting"] * 3
    assert only("while requiring only 10-20 demonstrations").role == "setting"
    assert only("a corpus annotated with 24 labels").role == "count"  # a label set, not supervision
    claim = only("It stays robust with 50% noisy labels.")
    assert (claim.role, claim.metric) == ("setting", None)
    assert only("We report AP at 50% overlap.").role == "setting"
    assert only("It reaches 92% labeled F1.").role == "result"


def test_what_follows_in_terms_of_or_a_loss_of_is_the_measure():
    assert [c.metric for c in find_claims("It compresses BERT 35x in terms of parameters and 51x in terms of latency.")] \
        == ["parameters", "latency"]
    assert only("It is 2x better in terms of the average sequence length.").metric == "average sequence length"
    # after fuhl2017wacv-fast: a measure whose phrase runs on after it ("to the hand-labeled outline")
    assert only("It wins by up to 16.11 percentage points in terms of average similarity to the outline.").metric \
        == "average similarity"
    assert only("It removes parameters with only a 2% loss of accuracy.").metric == "accuracy"
    assert only("It reaches a 0.35 loss on the test set.").metric == "loss"


def test_two_gains_joined_by_to_are_a_range():
    claim = only("Our model improves by +1.95 to +3.11 average F1.")
    assert (claim.value_low, claim.value_high, claim.metric) == (1.95, 3.11, "average F1")
    assert [c.value for c in find_claims("It gains +2.1 and +3.4 BLEU.")] == [2.1, 3.4]


def test_a_measure_after_a_change_ends_where_the_clause_goes_on():
    claim = only("our model with 30% reduction of channels even outperforms the original")
    assert claim.metric == "channels"


def test_a_change_after_another_clause_measures_its_own_verbs_object():
    assert [(c.text, c.metric) for c in find_claims("We achieve a 39x speedup and reduce latency by 30%.")] == [
        ("39x", "speedup"), ("30%", "latency")]


def test_a_change_written_to_then_from_and_values_paired_with_slashed_names():
    claim = only("the face detection rate falls to 39% from 88% as resolution decreases")
    assert (claim.value_before, claim.value_after, claim.value) == (88, 39, None)
    text = "The best system achieved 55/13 WER/CER on Subtask 3."
    mentions = [Mention(text.index(m), text.index(m) + 3, "METRIC") for m in ("WER", "CER")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [(c.text, c.value, c.metric) for c in claims] == [("55", 55, "WER"), ("13", 13, "CER")]
    assert only("We train on 1/3 of the data.").value == pytest.approx(1 / 3)
    assert [(c.text, c.metric) for c in find_claims("It reaches 45.1 mAP. Then 30.2 AP@0.5.")] == [
        ("45.1 mAP", "mAP"), ("30.2 AP@0.5", "AP@0.5")]


def test_the_subject_of_a_passive_change_is_what_it_measures():
    assert only("Furthermore, the memory cost can be reduced by about 65% over typical methods.").metric == "memory cost"
    assert only("The total number of parameters can be reduced by 13x.").metric == "total number of parameters"
    assert only("The model was improved by 5%.").metric is None


def test_points_written_after_the_metric_are_the_unit_and_a_list_before_shares_both():
    # the example, and after ilevbare2024iclrw-ekohate: "95.1 and 70.3 F1 points respectively"
    claim = only("It improves by 2.1 BLEU points over the Transformer baseline.")
    assert (claim.text, claim.unit, claim.metric) == ("2.1 BLEU points", "p.p.", "BLEU")
    assert [(c.unit, c.metric) for c in find_claims("We achieve 95.1 and 70.3 F1 points respectively.")] == [
        ("p.p.", "F1"), ("p.p.", "F1")]
    assert only("It reaches 31.69 BLEU for De-Fr.").unit is None  # no points written


def test_a_factor_of_n_is_a_multiple_and_a_result():
    # after franc2008icml-stopping and kumarmaity2020uai-high; annotators write no unit for "factor"
    claim = only("It speeds up training by a factor of 13.")
    assert (claim.value, claim.kind, claim.role, claim.unit) == (13, "ratio", "result", None)
    assert only("The estimate is within a factor of 16 of the optimum.").role == "result"
