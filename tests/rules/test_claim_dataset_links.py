"""The data set a result claim is on: the one written after it, in its sentence, the sentence before, or the
abstract's one shared task (extractor/rules/claims/datasets.py)."""

from extractor.rules.claims.find import find_claims
from extractor.rules.claims.links import link_claims

from claim_link_helpers import mention, sentences_at


def test_a_result_of_a_shared_task_paper_is_on_the_one_shared_task_it_names():
    # after 2025.cl4health-1.37: the results, sentences after the task is named, are on its data
    text = ("We present our work on the PerAnsSumm shared task 2025. We fine-tune RoBERTa-large for span "
            "identification. Our system reached a Macro-F1 score of 0.9 for classification.")
    sentences = sentences_at(text, "We fine-tune", "Our system")
    task = [mention(text, "PerAnsSumm", "DATASET")]
    [claim], _ = link_claims(text, find_claims(text, sentences), task, sentences)
    assert claim.dataset == "PerAnsSumm"
    # the task named twice, once with its noun and year: one task
    spelled = [mention(text, "PerAnsSumm", "DATASET"), mention(text, "PerAnsSumm shared task 2025", "DATASET")]
    [claim], _ = link_claims(text, find_claims(text, sentences), spelled, sentences)
    assert claim.dataset == "PerAnsSumm"
    # two tasks named, or a name that is no shared task: no data set is carried
    two = text.replace("shared task 2025.", "shared task 2025 and the MEDIQA challenge.")
    sentences = sentences_at(two, "We fine-tune", "Our system")
    tasks = [mention(two, "PerAnsSumm", "DATASET"), mention(two, "MEDIQA", "DATASET")]
    assert [c.dataset for c in link_claims(two, find_claims(two, sentences), tasks, sentences)[0]] == [None]
    plain = text.replace("PerAnsSumm shared task 2025", "PerAnsSumm corpus")
    sentences = sentences_at(plain, "We fine-tune", "Our system")
    corpus = [mention(plain, "PerAnsSumm", "DATASET")]
    assert [c.dataset for c in link_claims(plain, find_claims(plain, sentences), corpus, sentences)[0]] == [None]


def test_each_value_of_a_parallel_list_gets_its_own_dataset():
    text = "Our model reaches an accuracy of 80.1% on CIFAR-10, 70.2% on CIFAR-100 and 60.3% on ImageNet."
    mentions = [mention(text, name, "DATASET") for name in ("CIFAR-10", "CIFAR-100", "ImageNet")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [(c.text, c.metric, c.dataset) for c in claims] == [
        ("80.1%", "accuracy", "CIFAR-10"), ("70.2%", "accuracy", "CIFAR-100"), ("60.3%", "accuracy", "ImageNet")]


def test_a_data_set_written_as_a_lower_case_phrase_counts_but_a_generic_one_does_not():
    text = "Our classifier reaches 80% accuracy on the Yelp business review dataset."
    [claim], _ = link_claims(text, find_claims(text), [])
    assert claim.dataset == "Yelp business review dataset"
    for generic in ("on common benchmarks", "on this dataset", "on the full dataset"):
        text = f"Our classifier reaches 80% accuracy {generic}."
        [claim], _ = link_claims(text, find_claims(text), [])
        assert claim.dataset is None, generic


def test_a_data_set_phrase_links_only_when_it_holds_a_name():
    text = "Our tagger reaches 91.2% on the Yelp business review dataset. It reaches 88.0% on the gold dataset."
    sentences = [(0, 61), (62, len(text))]
    claims, _ = link_claims(text, find_claims(text, sentences), [], sentences)
    assert [c.dataset for c in claims] == ["Yelp business review dataset", None]


def test_a_result_takes_the_data_set_the_sentence_before_names():
    text = ("We evaluate our model on StrategyQA. It answers 66% of the questions right. "
            "Humans reach 87% on our internal test.")
    sentences = [(0, 36), (37, 76), (77, len(text))]
    mentions = [mention(text, "StrategyQA", "DATASET", "StrategyQA")]
    claims, _ = link_claims(text, find_claims(text, sentences), mentions, sentences)
    assert [(c.text, c.dataset) for c in claims if c.role == "result"] == [("66%", "StrategyQA"), ("87%", None)]


def test_a_speed_or_cost_is_on_no_data_set_unless_written_after_it():
    text = "On MT-Bench, our decoder gives up to 2.9x speedup and uses 7.3x fewer parameters. It reaches 81.2% on GSM8K."
    claims = find_claims(text)
    mentions = [mention(text, "MT-Bench", "DATASET"), mention(text, "GSM8K", "DATASET")]
    linked, _ = link_claims(text, claims, mentions)
    datasets = {c.text: c.dataset for c in linked if c.role == "result"}
    assert datasets["up to 2.9x"] is None and datasets["81.2%"] == "GSM8K"


def test_a_data_set_written_after_the_number_is_its_data_set_not_its_metric():
    text = "LongVILA-7B reaches strong accuracy on video benchmarks, e.g., 65.1% VideoMME with subtitle."
    mentions = [mention(text, "accuracy", "METRIC", "Accuracy", "metric/accuracy"),
                mention(text, "VideoMME", "DATASET", "Video-MME", "dataset/video-mme")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    claim = next(c for c in claims if c.text.startswith("65.1"))
    assert (claim.metric, claim.dataset, claim.dataset_id) == ("accuracy", "VideoMME", "dataset/video-mme")


def test_each_group_of_values_takes_the_data_set_written_after_it():
    text = ("It achieves 51.2% MRR, 46.8% Hits@1 on the WN18RR dataset, 37.8% MRR, 28.6% Hits@1 on FB15k-237, "
            "and 59.1% MRR on the YAGO3-10 dataset.")
    mentions = [mention(text, name, "DATASET") for name in ("WN18RR", "FB15k-237", "YAGO3-10")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [c.dataset for c in claims] == ["WN18RR", "WN18RR", "FB15k-237", "FB15k-237", "YAGO3-10"]


def test_a_result_is_on_the_data_set_after_it_not_the_training_data():
    text = "It improves to 34.0mm (-23%) on 3DPW and 4.9mm (-18%) on FreiHAND in PA-MPJPE."
    mentions = [mention(text, "3DPW", "DATASET"), mention(text, "FreiHAND", "DATASET"), mention(text, "PA-MPJPE", "METRIC")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert {c.text: c.dataset for c in claims}["4.9mm"] == "FreiHAND"  # a change in brackets between
    text = "When trained on CC3M for a day, it beats CLIP by 4.9% in accuracy on ImageNet and Places."
    mentions = [mention(text, "CC3M", "DATASET"), mention(text, "ImageNet", "DATASET"), mention(text, "CLIP", "METHOD"),
                mention(text, "Places", "DATASET")]
    claims, _ = link_claims(text, find_claims(text), mentions)
    assert [c.dataset for c in claims if c.role == "result"] == ["ImageNet"]


def test_a_list_of_values_said_respectively_pairs_with_the_data_sets_the_sentence_before_lists():
    # after chen2015wacv-selective: the values' sentence names no data set; the one before lists three
    text = ("We show gains on standard benchmark datasets such as the CMU Multi-PIE dataset for face recognition, "
            "the Caltech-UCSD Bird dataset and the Stanford Dogs dataset for fine-grained object categorization. "
            "On all datasets we boost the recognition rates to 96.4%, 48.9%, 52.0% respectively.")
    sentences = sentences_at(text, "On all datasets")
    names = [mention(text, name, "DATASET") for name in ("CMU Multi-PIE", "Caltech-UCSD Bird", "Stanford Dogs")]
    claims, _ = link_claims(text, find_claims(text, sentences), names, sentences)
    assert [(c.text, c.dataset) for c in claims] == [
        ("96.4%", "CMU Multi-PIE"), ("48.9%", "Caltech-UCSD Bird"), ("52.0%", "Stanford Dogs")]
    # values each with words of their own, "respectively" about something else: no pairing across sentences
    other = text.replace("to 96.4%, 48.9%, 52.0% respectively",
                         "from 96.4% for faces to 48.9% for birds and 52.0% for dogs, respectively")
    sentences = sentences_at(other, "On all datasets")
    names = [mention(other, name, "DATASET") for name in ("CMU Multi-PIE", "Caltech-UCSD Bird", "Stanford Dogs")]
    claims, _ = link_claims(other, find_claims(other, sentences), names, sentences)
    assert len(claims) >= 2 and all(c.dataset is None for c in claims)
