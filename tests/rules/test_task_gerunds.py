"""What a title's opening verb names as the task (extractor/rules/task/gerunds.py)."""

from extractor.rules.task.choose import choose_task


def test_title_gerund_names_the_task():
    from extractor.rules.task.gerunds import title_gerund_candidates

    def phrases(title, text=""):
        return [c.phrase for c in title_gerund_candidates(title, text)]

    # the verb's noun when it has one ("generating" -> "generation", a task head)
    assert phrases("Generating Radiology Reports with Retrieval Augmentation") == ["radiology report generation"]
    # a noun the abstract uses ("linearization") is accepted, an unknown one is not
    assert phrases("Linearizing Structured Data", "Structured data linearization matters.") == [
        "structured data linearization"
    ]
    assert phrases("Approximating the Permanent of a Matrix") == ["approximating permanent of matrix"]
    assert phrases("Learning From Label Proportions") == ["learning from label proportions"]
    # the object is a task already
    assert phrases("Prompting Few-shot Relation Extraction via Demonstrations") == ["few-shot relation extraction"]
    # the way the paper looks at a task, a coordination cut short, a list cut by a comma
    assert phrases("Rethinking Batch Normalization") == []
    assert phrases("Learning Compact and Efficient Networks") == []
    assert phrases("Generating Open-Domain, Open-Platform Diagrams") == []
    # the part after a short name and a colon counts; the means after "with" do not
    assert phrases("CoolNet: Forecasting Hospital Bed Occupancy with Graph Networks") == [
        "hospital bed occupancy forecasting"
    ]


def test_title_gerund_phrase_wins_over_repeated_subtopics():
    text = (
        "Hospitals plan capacity days ahead. We build a graph network over wards and train it on five years "
        "of admissions. Graph networks capture transfers between wards, and graph networks scale to large sites."
    )
    assert choose_task(text, "Forecasting Hospital Bed Occupancy with Graph Networks") == "hospital bed occupancy forecasting"


def test_title_gerund_after_for_of_to_and_verbs_after_plural_things():
    from extractor.rules.task.phrases import clean_phrase
    from extractor.rules.task.gerunds import title_gerund_candidates

    def phrases(title, text=""):
        return [c.phrase for c in title_gerund_candidates(title, text)]

    assert phrases("Curated Scenes for Evaluating Instruction-Following Agents") == ["instruction-following agent evaluation"]
    assert phrases("A Modular Approach to Learning on Small Data") == ["learning on small data"]
    assert phrases("Tight Bounds on the Complexity of Learning Sparse Polynomials") == ["sparse polynomial learning"]
    assert phrases("On the Depth of Sorting Networks") == []  # a gerund that modifies a noun
    assert phrases("Studying Model Behaviour Under Distribution Shift") == []
    # "Models Solving (the ...)": a verb after plural things; "network pruning" stays a task
    assert clean_phrase("Rotation-Based Models Solving") is None
    assert clean_phrase("network pruning") == "network pruning"


def test_a_title_purpose_outranks_its_opening_verb_phrase_and_pronouns_end_phrases():
    from extractor.rules.task.gerunds import title_gerund_candidates

    text = (
        "Sensors often fail, leaving some variables of a multivariate series unobserved. We reconstruct the "
        "missing variables with a conditional flow and forecast from the completed series. Missing variable "
        "reconstruction improves multivariate time series forecasting on four benchmarks."
    )
    # without "for X" the opening verb phrase names the task; with it, X does
    assert choose_task(text, "Reconstructing Missing Variables with Conditional Flows") == "missing variable reconstruction"
    assert choose_task(
        text, "Reconstructing Missing Variables for Multivariate Time Series Forecasting via Conditional Flows"
    ) == "multivariate time series forecasting"
    # "your", "you", "us" end a phrase as "our" does
    assert [c.phrase for c in title_gerund_candidates("Trusting Your Evidence: Hallucinate Less", "")] == []
