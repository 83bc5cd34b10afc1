"""Names typed by a kind noun beside them (extractor/components/name_mentions.py)."""

import pytest

from extractor.components.name_mentions import find_name_mentions, kind_label


@pytest.mark.parametrize(
    "text, expected",
    [
        # a list after a plural kind noun: "such as", "including", brackets, a colon
        ("We leverage LLMs including ChatGPT, Text-Davinci and CodeGeeX to augment data.",
         [("ChatGPT", "METHOD"), ("Text-Davinci", "METHOD"), ("CodeGeeX", "METHOD")]),
        ("Experiments on four VLN benchmarks (R2R, RxR, REVERIE, CVDN) show gains.",
         [("R2R", "DATASET"), ("RxR", "DATASET"), ("REVERIE", "DATASET"), ("CVDN", "DATASET")]),
        ("evaluated on three benchmark datasets: YouTube2Text, M-VAD and MSR-VTT.",
         [("YouTube2Text", "DATASET"), ("M-VAD", "DATASET"), ("MSR-VTT", "DATASET")]),
        ("compared with large language models such as Falcon, Llama 2 and Mistral 7B.",
         [("Falcon", "METHOD"), ("Llama 2", "METHOD"), ("Mistral 7B", "METHOD")]),
        # the coined names a model is trained on are data; hardware and short acronyms are not
        ("When trained on CC3M, FLAME surpasses the previous state-of-the-art", [("CC3M", "DATASET")]),
        ("models pretrained on YFCC15M and CC12M transfer", [("YFCC15M", "DATASET"), ("CC12M", "DATASET")]),
        ("trained on 8 A100 GPUs, or trained on TPUv3 chips, or trained on SSL", []),
        # the coined names a value is reported on are data, not a measure
        ("It reaches 74% on TallyQA-Complex and 84% on InfographicsVQA.",
         [("TallyQA-Complex", "DATASET"), ("InfographicsVQA", "DATASET")]),
        ("a decrease of 30% on Mean Imbalance Ratio", []),
        # a value after a metric's name is no version of it (two decimals, a leading zero); a version is
        ("across video and LiDAR metrics (FVD 16.95, FID 4.24, Chamfer 0.611), and",
         [("FVD", "METRIC"), ("FID", "METRIC"), ("Chamfer", "METRIC")]),
        ("models such as GPT-3.5 and Qwen 2.5 are", [("GPT-3.5", "METHOD"), ("Qwen 2.5", "METHOD")]),
        ("faster than the fastest prior algorithms (ODP-IP, BOSS) in", [("ODP-IP", "METHOD"), ("BOSS", "METHOD")]),
        # a bare comma opens a list of two or more names only
        ("Experiments on two datasets, CitySim and INTERACTION, show", [("CitySim", "DATASET"), ("INTERACTION", "DATASET")]),
        ("On these datasets, CNNs achieve more.", []),
        ("performances on two benchmarks SParC and CoSQL using LLMs", [("SParC", "DATASET"), ("CoSQL", "DATASET")]),
        ("we train models Falcon and Vicuna", []),
        # a singular head noun after a coined name, or coordinated names before a plural one
        ("as demonstrated on the benchmark ZESHEL dataset.", [("ZESHEL", "DATASET")]),
        ("small changes to the standard REINFORCE algorithm.", [("REINFORCE", "METHOD")]),
        ("on both the Bridge and OpenX datasets, we", [("Bridge", "DATASET"), ("OpenX", "DATASET")]),
        ("using the CW, GLTL, and Navi benchmarks.", [("CW", "DATASET"), ("GLTL", "DATASET"), ("Navi", "DATASET")]),
        # plain capitalised words coordinated before a plural data set noun; not languages, not before a model's noun
        ("an mAP of 85.8% on Holidays and Ukbench datasets", [("Holidays", "DATASET"), ("Ukbench", "DATASET")]),
        ("on the English and German corpora and with Bayesian and Frequentist models", []),
        ("the fingerprint image databases FVC2000 and FVC2002, and the FERET database",
         [("FVC2000", "DATASET"), ("FVC2002", "DATASET"), ("FERET", "DATASET")]),
        # the serial comma: "A, B, and C datasets" is a list as "A, B and C datasets" is
        ("to CIFAR-10, NORB, and STL datasets using only", [("CIFAR-10", "DATASET"), ("NORB", "DATASET"),
                                                           ("STL", "DATASET")]),
        ("on the large-scale DynaSent corpus, we", [("DynaSent", "DATASET")]),  # "corpus" is singular
        # coined words and a series' year before a data set's name belong to it; a year alone does not
        ("on the XOR TyDi dataset, the NIST SD27 data set and the 2012 ImageNet dataset",
         [("XOR TyDi", "DATASET"), ("NIST SD27", "DATASET"), ("ImageNet", "DATASET")]),
        ("our entry to the WAT 2021 MultiIndicMT shared task", [("WAT 2021 MultiIndicMT", "DATASET")]),
        ("the HuggingFace BERT model", [("BERT", "METHOD")]),  # not before a model's kind noun
        # one or two plain words between a name and a data set's kind noun; not a model's training corpus
        ("we pre-train on the DROID robotic dataset and the SQuAD reading comprehension benchmark",
         [("DROID", "DATASET"), ("SQuAD", "DATASET")]),
        ("We rebuild the BERT pretraining corpus and the GPT-2 web corpus.", []),
        # "data set" in two words; a name in apposition after a singular kind noun, where the phrase ends there
        ("We evaluated our system on the multi-domain DSTC8 data set and report", [("DSTC8", "DATASET")]),
        ("We validate it on the state-of-the-art safety benchmark Safety Gym. Results", [("Safety Gym", "DATASET")]),
        ("For a real-world dataset CPD-MWU produces lower errors.", []),
        ("Finally, we benchmark DPO and PPO, and we measure LLMs there.", []),
        # capitalised words before a singular data set noun, after "the" or a preposition; not a language, not
        # the end of a longer name, not inside a title-cased phrase
        ("100% on the Weizmann dataset, detecting small faces of Wider Face dataset and the 50 Salads dataset",
         [("Weizmann", "DATASET"), ("Wider Face", "DATASET"), ("50 Salads", "DATASET")]),
        ("on the English corpus, the Berkeley Attributes of People dataset and a Parallel Corpus Mining setting", []),
        ("on the MRI dataset", []),  # a short acronym before a data set noun is often a kind of data
        # a data set's name goes on through a possessive; a model's does not take its maker
        ("large scale datasets such as Children’s Book Test, where", [("Children’s Book Test", "DATASET")]),
        # a coined name an apposition after it calls a kind of thing; the whole name, not a short acronym
        ("the F1 scores of LINE-2D, a state-of-the-art template matching method, using",
         [("LINE-2D", "METHOD")]),
        ("evaluated on ParlaMint II, a multilingual corpus of debates", [("ParlaMint II", "DATASET")]),
        ("through the API, a standard interface, and", []),
        # a name set off by commas after a singular kind noun
        ("Our best-performing baseline, Gemini Flash, reaches an F1 of 60.7.", [("Gemini Flash", "METHOD")]),
        ("On this benchmark, Llama performs well.", []),
        # a single word before a plural head, or a short acronym, is as often a kind of thing as a name
        ("on ASR models and VLN benchmarks", []),
        ("a DNN model trained on cross-entropy", []),
        ("for a 7B model trained on", []),
        ("risk measures such as Bayes risk and worst-case risk", []),
        # a shared task by series, year and number is data, the series coined or capitalised
        ("our system for Semeval 2021 Task 4: Reading Comprehension and CASE 2022 Task 1.",
         [("Semeval 2021 Task 4", "DATASET"), ("CASE 2022 Task 1", "DATASET")]),
        ("In 2021 Task 1 was hard.", []),
        # not names: lower-case words, authors, years, adjectives
        ("on datasets such as image classification and detection", []),
        ("a memory model (Sukhbaatar\net al., 2015)", []),
        ("the forecasting algorithm (Goerg and Shalizi, 2012)", []),
        ("the Caltech 101 dataset (Fei-Fei, Fergus and Perona), a hard one", []),
        ("the GLUE benchmark (CoLA, SST-2 and MRPC)",
         [("GLUE", "DATASET"), ("CoLA", "DATASET"), ("SST-2", "DATASET"), ("MRPC", "DATASET")]),
        ("We use Bayesian models and Gaussian processes.", []),
    ],
)
def test_find_name_mentions(rule_nlp, text, expected):
    assert [(s.text, s.label_) for s in find_name_mentions(rule_nlp(text))] == expected


def test_kind_label():
    assert kind_label("LLMs") == "METHOD" and kind_label("benchmarks") == "DATASET"
    assert kind_label("metric") == "METRIC" and kind_label("results") is None


def test_context_names_in_the_entities_table():
    from extractor.pipeline import build_pipeline

    nlp = build_pipeline(ner_model=None)
    doc = nlp("We evaluate LLMs such as ChatGPT and Claude 3 on the ZESHEL dataset.")
    rows = {(s.text, s.label_, s._.entity_source, s._.is_named) for s in doc.spans["entities"]}
    assert {("ChatGPT", "METHOD", "context", True), ("Claude 3", "METHOD", "context", True),
            ("ZESHEL", "DATASET", "context", True)} <= rows



def test_a_models_name_does_not_take_its_maker(rule_nlp):
    spans = find_name_mentions(rule_nlp("language models like OpenAI’s ChatGPT or Google’s PaLM-2."))
    assert not any("’s" in span.text for span in spans)
