"""Merging NER, gazetteer, abbreviation and artifact spans into doc.spans["entities"]."""

import pytest
import spacy
from spacy.tokens import Span

from extractor.components.entities import label_from_long_form, select_non_overlapping, Candidate
from extractor.records import Entity


def make_nlp(reference_dir=None):
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("abbreviations")
    nlp.add_pipe("gazetteer", config={"reference_dir": reference_dir} if reference_dir else {})
    nlp.add_pipe("artifacts")
    nlp.add_pipe("entity_merger")
    return nlp


def write_reference_lists(folder, dataset: str) -> str:
    """A reference folder with one name per list (the data set given, "accuracy", "ResNet", "machine translation")."""
    for filename, column, name in (("datasets.tsv", "name", dataset), ("metrics.tsv", "name", "accuracy"),
                                   ("methods.tsv", "name", "ResNet"), ("tasks.tsv", "phrase", "machine translation")):
        (folder / filename).write_text(f"{column}\tcount\n{name}\t9\n")
    return str(folder)


TEXT = ("We introduce WildChat, a corpus of conversations. We train a Hyper-Evidential Neural Network "
        "(HENN) and report accuracy on ImageNet, where HENN beats WildChat baselines.")


def rows(doc):
    return [(s.text, s.label_, s._.entity_source, s._.is_artifact, s._.long_form) for s in doc.spans["entities"]]


def test_merges_rule_gazetteer_and_abbreviation_spans_without_ner():
    doc = make_nlp()(TEXT)
    got = rows(doc)
    assert ("WildChat", "DATASET", "rule", True, None) in got
    assert ("Hyper-Evidential Neural Network", "METHOD", "abbreviation", False, None) in got
    assert ("HENN", "METHOD", "abbreviation", False, "Hyper-Evidential Neural Network") in got
    assert ("ImageNet", "DATASET", "gazetteer", False, None) in got
    assert ("accuracy", "METRIC", "gazetteer", False, None) in got
    assert [r[0] for r in got].count("WildChat") == 2
    assert doc._.artifact == "WildChat"


def test_spans_do_not_overlap_and_match_text():
    doc = make_nlp()(TEXT)
    spans = sorted(doc.spans["entities"], key=lambda s: s.start)
    for left, right in zip(spans, spans[1:]):
        assert left.end <= right.start
    for span in spans:
        Entity(text=span.text, start_char=span.start_char, end_char=span.end_char, label=span.label_,
               source=span._.entity_source, score=span._.entity_score, is_artifact=span._.is_artifact,
               long_form=span._.long_form)
        assert doc.text[span.start_char : span.end_char] == span.text


def test_ner_spans_are_merged_and_lose_to_rules():
    nlp = make_nlp()
    doc = nlp.make_doc(TEXT)
    # Stand in for the trained NER: one span equal to an artifact, one new span.
    wild = Span(doc, 2, 5, label="METHOD")  # "WildChat, a"
    conv = Span(doc, 7, 8, label="MATERIAL")  # "conversations"
    doc.ents = [wild, conv]
    for _, component in nlp.pipeline:
        doc = component(doc)
    got = rows(doc)
    assert ("conversations", "MATERIAL", "ner", False, None) in got
    assert not any(r[0] == "WildChat, a" for r in got)
    assert ("WildChat", "DATASET", "rule", True, None) in got


def test_a_ner_span_over_a_web_address_is_no_entity():
    nlp = make_nlp()
    nlp.add_pipe("web_links", first=True)
    doc = nlp.make_doc("Videos are at sites.google.com/view/grain-corl2024 and on ImageNet.")
    doc.ents = [Span(doc, 3, 4, label="DATASET"), Span(doc, 6, 7, label="DATASET")]
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert [r[0] for r in rows(doc)] == ["ImageNet"]


def test_a_long_form_headed_by_a_method_word_is_no_data_set_whatever_the_ner_read():
    nlp = make_nlp()
    doc = nlp.make_doc("We train it with Coarse-to-fine Reinforcement Learning (CRL) and CRL alone.")
    crl = [token.i for token in doc if token.text == "CRL"][0]
    doc.ents = [Span(doc, crl, crl + 1, label="DATASET")]  # the NER reads the first "CRL" as a data set
    for _, component in nlp.pipeline:
        doc = component(doc)
    labels = {r[0]: r[1] for r in rows(doc)}
    assert labels["CRL"] == labels["Coarse-to-fine Reinforcement Learning"] == "TASK"


def test_an_artifact_name_inside_a_web_address_is_no_entity():
    nlp = make_nlp()
    nlp.add_pipe("web_links", first=True)
    doc = nlp("We present CoBSAT, the first T2I-ICL benchmark. Code: https://github.com/UW-Madison/CoBSAT.")
    assert [r[0] for r in rows(doc)] == ["CoBSAT"]
    assert doc.spans["entities"][0].start_char == 11


def test_ner_label_wins_for_abbreviation_pairs():
    nlp = make_nlp()
    doc = nlp.make_doc("We use Subjective Logic (SL) here.")
    doc.ents = [Span(doc, 2, 4, label="OTHER")]
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert {(s.text, s.label_) for s in doc.spans["entities"]} >= {("Subjective Logic", "OTHER"), ("SL", "OTHER")}


def test_a_long_form_headed_by_a_data_set_noun_overrules_a_methods_reading():
    nlp = make_nlp()
    doc = nlp.make_doc("We use the Multi-modal Dialogue Dataset (MMD) here.")
    doc.ents = [Span(doc, 3, 8, label="METHOD")]  # the NER's reading of the long form
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert {(s.text, s.label_) for s in doc.spans["entities"]} >= {("Multi-modal Dialogue Dataset", "DATASET"),
                                                                   ("MMD", "DATASET")}


def test_select_non_overlapping_precedence():
    kept = select_non_overlapping([
        Candidate(0, 3, "METHOD", "ner", None),
        Candidate(1, 2, "DATASET", "rule", 0.9),
        Candidate(2, 4, "METRIC", "gazetteer", 0.7),
    ])
    assert [(c.start, c.end, c.source) for c in kept] == [(1, 2, "rule"), (2, 4, "gazetteer")]


def test_label_from_long_form():
    assert label_from_long_form("Hyper-Evidential Neural Network") == "METHOD"
    assert label_from_long_form("One-class classification") == "TASK"
    assert label_from_long_form("Fréchet Inception Distance") == "METRIC"
    assert label_from_long_form("Penn Treebank") == "DATASET"
    # a named contest is the data it gives: "the Face Recognition Grand Challenge (FRGC)"
    assert label_from_long_form("dialogue systems technology challenge") == "DATASET"
    assert label_from_long_form("Knowledge Bases") is None


def _tidy(text, start, end, label):
    from extractor.rules.names.ner_spans import tidy_ner_span

    doc = spacy.blank("en")(text)
    bounds = tidy_ner_span(doc, start, end, label)
    return doc[bounds[0]:bounds[1]].text if bounds else None


@pytest.mark.parametrize(
    "text, start, end, label, expected",
    [
        # an unbalanced bracket and what follows it, a leading one, a generic head noun after a name
        ("a Memory Network (Sukhbaatar et al.)", 1, 5, "METHOD", "Memory Network"),
        ("off-policy (Q-learning) agents", 3, 7, "METHOD", "Q-learning"),
        ("the Amazon-MRHP dataset shows", 1, 5, "DATASET", "Amazon-MRHP"),
        ("a Llama model", 1, 3, "METHOD", "Llama"),
        ("matrix completion tasks", 0, 3, "TASK", "matrix completion"),
        ("traffic speed prediction methods", 0, 4, "TASK", "traffic speed prediction"),
        ("the MNIST data set", 1, 4, "DATASET", "MNIST"),
        # a kind of model written in title case keeps its head, and its words the NER began after
        ("including Large Language Models and", 1, 4, "METHOD", "Large Language Models"),
        ("a State Space Model for", 2, 4, "METHOD", "State Space Model"),
        ("the Llama Model", 1, 3, "METHOD", "Llama"),
        # no name before the head noun, or a descriptor: kept as the NER found it
        ("a language model", 1, 3, "METHOD", "language model"),
        # a method built on a named model names that model
        ("BERT-based models", 0, 4, "METHOD", "BERT"),
        ("fine-tuned XLM-R-based classifiers", 0, 9, "METHOD", "XLM-R"),
        ("graph-based methods", 0, 4, "METHOD", "graph-based methods"),
        # a value read into a metric's span is the claim's, not the name's
        ("89 F1", 0, 2, "METRIC", "F1"),
        ("predictive error 0.94", 0, 3, "METRIC", "predictive error"),
        ("BLEU-4 score", 0, 2, "METRIC", "BLEU-4 score"),
        ("downstream tasks", 0, 2, "TASK", "downstream tasks"),
        ("a large data set", 1, 4, "DATASET", "large data set"),
        ("( )", 0, 1, "METHOD", None),
        # balanced brackets stay; a stray closing one goes
        ("a Hyper-Evidential Neural Network (HENN) here", 1, 9, "METHOD", "Hyper-Evidential Neural Network (HENN)"),
        ("uses Q-learning) now", 1, 5, "METHOD", "Q-learning"),
        # a bracketed reference goes, and whitespace tokens at the edges
        ("with Tsybakov Noise (Tsybakov, 2004) under", 1, 7, "METHOD", "Tsybakov Noise"),
        ("a Memory Network (Sukhbaatar et al.) here", 1, 8, "METHOD", "Memory Network"),
        ("the Transformer (Vaswani et al., 2017a) model", 1, 9, "METHOD", "Transformer"),
        ("or active algorithms  (Diakonikolas", 1, 4, "METHOD", "active algorithms"),
        # a LaTeX citation is no entity; other LaTeX stays
        (r"Previous work like \citet{sutton2009fast} and", 3, 4, "DATASET", None),
        (r"as in \cite{a} and BERT", 2, 5, "METHOD", None),
        (r"the $\ell_1$ norm", 1, 3, "OTHER", r"$\ell_1"),
        # math read as a data set is no entity
        (r"a rate $\exp(-c n)$ holds", 1, 4, "DATASET", None),
    ],
)
def test_tidy_ner_span(text, start, end, label, expected):
    assert _tidy(text, start, end, label) == expected


def test_ner_spans_written_as_names_are_marked_named():
    nlp = make_nlp()
    text = "Deep neural networks beat the Transformer and ResNet-50 on image classification. Graphs help."
    doc = nlp.make_doc(text)
    # Stand in for the trained NER: descriptions, names, and a capital that only starts a sentence.
    doc.ents = [Span(doc, 0, 3, label="METHOD"), Span(doc, 5, 6, label="METHOD"), Span(doc, 7, 8, label="METHOD"),
                Span(doc, 9, 11, label="TASK"), Span(doc, 12, 13, label="OTHER")]
    for _, component in nlp.pipeline:
        doc = component(doc)
    named = {s.text: s._.is_named for s in doc.spans["entities"]}
    assert named == {"Deep neural networks": False, "Transformer": True, "ResNet-50": True,
                     "image classification": False, "Graphs": False}


@pytest.mark.parametrize(
    "text, expected",
    [
        ("CIFAR and ImageNet", ["CIFAR", "ImageNet"]),
        ("MNIST, CIFAR-10, and SVHN", ["MNIST", "CIFAR-10", "SVHN"]),
        ("LM-ResNet or LM-ResNeXt", ["LM-ResNet", "LM-ResNeXt"]),
        # a conjunct without a coined word: one entity, as found
        ("Task and Motion Planning", ["Task and Motion Planning"]),
        ("BERT and neural networks", ["BERT and neural networks"]),
        ("ResNet-50", ["ResNet-50"]),
    ],
)
def test_split_coordinated_names(text, expected):
    from extractor.components.entities import split_coordinated_names

    doc = spacy.blank("en")(text)
    assert [doc[a:b].text for a, b in split_coordinated_names(doc, 0, len(doc))] == expected


def test_a_known_name_keeps_the_reference_label_and_coordinated_names_split(tmp_path):
    nlp = make_nlp(write_reference_lists(tmp_path, dataset="ImageNet"))
    doc = nlp.make_doc("We compare ResNet on CIFAR and ImageNet.")
    # Stand in for the trained NER: the network read as a data set, two data sets read as one.
    doc.ents = [Span(doc, 2, 3, label="DATASET"), Span(doc, 4, 7, label="DATASET")]
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert rows(doc) == [("ResNet", "METHOD", "ner", False, None), ("CIFAR", "DATASET", "ner", False, None),
                         ("ImageNet", "DATASET", "ner", False, None)]


@pytest.mark.parametrize(
    "text, label, expected",
    [
        ("robustness", "METRIC", "OTHER"),
        ("computational efficiency", "METRIC", "OTHER"),
        ("sample complexity", "METRIC", "METRIC"),
        ("F1 score", "METRIC", "METRIC"),
        ("robustness", "TASK", "TASK"),
        # a model named with its size is a method, whatever the NER read; a data set's size stays a data set's
        ("Whisper-large-v2", "TASK", "METHOD"),
        ("LongVILA-7B", "OTHER", "METHOD"),
        ("LAION-5B", "OTHER", "OTHER"),
        ("large-scale", "OTHER", "OTHER"),
    ],
)
def test_a_quality_is_no_metric_and_a_sized_model_is_a_method(text, label, expected):
    from extractor.components.entities import label_for_ner_span

    doc = spacy.blank("en")(text)
    assert label_for_ner_span(doc[:], label) == expected


def test_a_task_span_opening_with_a_known_data_set_is_split(tmp_path):
    nlp = make_nlp(write_reference_lists(tmp_path, dataset="CIFAR-10"))
    doc = nlp.make_doc("We report the CIFAR-10 classification task and LLM alignment.")
    doc.ents = [Span(doc, 3, 6, label="TASK"), Span(doc, 7, 9, label="TASK")]  # the NER's reading
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert [(r[0], r[1]) for r in rows(doc)] == [("CIFAR-10", "DATASET"), ("classification", "TASK"),
                                                 ("LLM alignment", "TASK")]


def test_a_task_span_ending_in_task_after_a_known_data_set_is_split(tmp_path):
    nlp = make_nlp(write_reference_lists(tmp_path, dataset="LJSpeech"))
    doc = nlp.make_doc("We apply it to LJSpeech text to speech task now.")
    doc.ents = [Span(doc, 4, 9, label="TASK")]  # the NER's reading: "LJSpeech text to speech task"
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert [(r[0], r[1]) for r in rows(doc)][:2] == [("LJSpeech", "DATASET"), ("text to speech task", "TASK")]


def test_a_metric_span_opening_with_a_known_data_set_is_the_data_set_and_the_metric(tmp_path):
    nlp = make_nlp(write_reference_lists(tmp_path, dataset="ImageNet"))
    doc = nlp.make_doc("It gains 4.9% in ImageNet top-1 accuracy here.")
    doc.ents = [Span(doc, 5, 8, label="METRIC")]  # the NER's reading: "ImageNet top-1 accuracy"
    assert doc.ents[0].text == "ImageNet top-1 accuracy"
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert [(r[0], r[1]) for r in rows(doc)] == [("ImageNet", "DATASET"), ("top-1 accuracy", "METRIC")]


def test_a_listed_task_phrase_is_no_name(tmp_path):
    doc = make_nlp(write_reference_lists(tmp_path, dataset="ImageNet"))("We study machine translation on ImageNet.")
    assert {(s.text, s.label_, s._.entity_source, s._.is_named) for s in doc.spans["entities"]} == {
        ("machine translation", "TASK", "gazetteer", False), ("ImageNet", "DATASET", "gazetteer", True)}


def run_with_ner(text, ents, nlp=None):
    """The merger's rows for `text`, with `ents` ((substring, label), ...) standing in for the trained NER."""
    nlp = nlp or make_nlp()
    doc = nlp.make_doc(text)
    spans = []
    for part, label in ents:
        start = text.index(part)
        spans.append(doc.char_span(start, start + len(part), label=label, alignment_mode="expand"))
    doc.ents = spans
    for _, component in nlp.pipeline:
        doc = component(doc)
    for span in doc.spans["entities"]:
        assert text[span.start_char:span.end_char] == span.text
    return doc


def test_hygiene_cuts_punctuation_and_markup_inside_a_token():
    text = "We propose \\texttt{OWG}, tested on Nu-X. Also (GLUE and MNIST, with decision-making."
    doc = run_with_ner(text, [("Nu-X.", "DATASET"), ("decision", "TASK")])
    got = {(s.text, s.label_) for s in doc.spans["entities"]}
    assert ("OWG", "METHOD") in got or ("OWG", "OTHER") in got or any(t == "OWG" for t, _ in got)
    assert ("Nu-X", "DATASET") in got
    assert ("decision-making", "TASK") in got
    assert not any(t.startswith(("\\", "(", "$")) or t.endswith((".", ",", "}", "-")) for t, _ in got)


def test_splitting_tokens_keeps_the_other_span_groups_and_entities_on_their_characters():
    text = "We propose \\texttt{OWG}, a grasping model. It is tested on Nu-X. It beats LLMs."
    nlp = make_nlp()
    doc = nlp.make_doc(text)
    doc.ents = [doc.char_span(text.index("Nu-X."), text.index("Nu-X.") + 5, label="DATASET", alignment_mode="expand")]
    for name, component in nlp.pipeline:
        if name == "entity_merger":
            before = {key: [(s.start_char, s.end_char, s.label_) for s in group] for key, group in doc.spans.items()}
            artifact_extensions = [(s._.entity_label, s._.long_form) for s in doc.spans["artifacts"]]
            sentences = [s.text for s in doc.sents]
        doc = component(doc)
    assert any(token.text == "OWG" for token in doc)  # the token "\texttt{OWG" was split
    for key, spans in before.items():
        assert [(s.start_char, s.end_char, s.label_) for s in doc.spans[key]] == spans
    assert [(s._.entity_label, s._.long_form) for s in doc.spans["artifacts"]] == artifact_extensions
    assert [e.text for e in doc.spans["ner"]] == ["Nu-X."]  # the NER's reading, kept beside the final doc.ents
    assert [s.text for s in doc.sents] == sentences


def test_coordinated_names_are_one_row_each_but_not_in_a_long_form():
    text = ("We test on KITTI and Cityscapes for question answering and summarization. "
            "The Attention and Memory Network (AMN) is ours.")
    doc = run_with_ner(text, [("KITTI and Cityscapes", "DATASET"),
                              ("question answering and summarization", "TASK"),
                              ("Attention and Memory Network", "METHOD")])
    got = [s.text for s in doc.spans["entities"]]
    assert "KITTI" in got and "Cityscapes" in got
    assert "question answering" in got and "summarization" in got
    assert "Attention and Memory Network" in got


def test_field_acronyms_are_no_data_set_rows():
    text = "We beat SOTA on MNIST with LLMs and NLP tools. Augmented reality (AR) is used."
    doc = run_with_ner(text, [("SOTA", "DATASET"), ("MNIST", "DATASET"), ("LLMs", "DATASET"), ("NLP", "METHOD"),
                              ("AR", "DATASET")])
    labels = {s.text: s.label_ for s in doc.spans["entities"]}
    assert labels["MNIST"] == "DATASET"
    assert labels["SOTA"] == "OTHER" and labels["LLMs"] == "METHOD" and labels["NLP"] == "METHOD"
    assert labels["AR"] != "DATASET"


def test_a_known_data_set_inside_a_nameless_ner_span_is_kept():
    nlp = make_nlp()
    doc = nlp.make_doc("using a T2A model trained only on weakly-captioned AudioSet.")
    doc.ents = [Span(doc, 7, 11, label="MATERIAL")]  # "weakly-captioned AudioSet", as the shipped NER reads it
    assert doc.ents[0].text == "weakly-captioned AudioSet"
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert ("AudioSet", "DATASET", "gazetteer") in [r[:3] for r in rows(doc)]


def test_a_task_or_metric_span_holding_a_measured_value_is_no_entity():
    nlp = make_nlp()
    nlp.add_pipe("numeric_claims", first=True)
    doc = nlp.make_doc("Our model with compression ratio r=d/2 achieves 68% memory reduction on eight segmentation tasks.")
    doc.ents = [Span(doc, 3, 11, label="METRIC"), Span(doc, 14, 16, label="TASK")]
    assert [e.text for e in doc.ents] == ["compression ratio r=d/2 achieves 68%", "eight segmentation"]
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert not [r for r in rows(doc) if r[2] == "ner"]


def test_a_pair_the_reference_lists_know_as_a_data_set_stays_one_whatever_its_head_word():
    from extractor.pipeline import build_pipeline

    doc = build_pipeline()("We improve the state of the art on the Stanford Natural Language Inference (SNLI) dataset.")
    assert {(s.text, s.label_) for s in doc.spans["entities"]} >= {("SNLI", "DATASET")}


def test_a_data_set_span_that_opens_with_a_known_data_set_and_ends_in_a_task_is_both(tmp_path):
    nlp = make_nlp(write_reference_lists(tmp_path, "CIFAR-10"))
    doc = nlp.make_doc("We report results on CIFAR-10 image classification today.")
    doc.ents = [Span(doc, 4, 7, label="DATASET")]
    assert doc.ents[0].text == "CIFAR-10 image classification"
    for _, component in nlp.pipeline:
        doc = component(doc)
    assert [r[:2] for r in rows(doc)] == [("CIFAR-10", "DATASET"), ("image classification", "TASK")]


@pytest.mark.parametrize(
    "text, ner, label, expected",
    [
        # a known coined name between plain words is that name, with its own label
        ("performs comparably to a 6-layer RoBERTa many", "a 6-layer RoBERTa", "METHOD", ("RoBERTa", "METHOD")),
        ("the multimodal vision and language model CLIP holds", "multimodal vision and language model CLIP", "TASK",
         ("CLIP", "METHOD")),
        ("human preferences and GPT-4 coherence evaluation", "GPT-4 coherence evaluation", "METRIC",
         ("GPT-4", "METHOD")),
        # joined by a hyphen, it is another name; with capitals around, a longer name
        ("with XLNet-large achieving", "XLNet-large", "METHOD", None),
        ("the Sub-vector Completion Transformer here", "Sub-vector Completion Transformer", "METHOD", None),
        # a metric's modifiers make another metric; a task phrase only uses the name
        ("a macro F1 score of", "macro F1 score", "METRIC", None),
        ("for RoBERTa fine-tuning tasks", "RoBERTa fine-tuning", "TASK", None),
        # a contest on a data set is another thing
        ("the SIGMORPHON 2020 inflection challenge", "SIGMORPHON 2020 inflection challenge", "DATASET", None),
    ],
)
def test_a_known_name_within_a_ner_span_between_plain_words(text, ner, label, expected):
    from extractor.rules.names.ner_spans import known_name_within

    known_spellings = {"RoBERTa": "METHOD", "CLIP": "METHOD", "GPT-4": "METHOD", "XLNet": "METHOD",
                       "Transformer": "METHOD", "F1": "METRIC", "SIGMORPHON 2020": "DATASET"}
    known = [(text.index(name), text.index(name) + len(name), lab) for name, lab in known_spellings.items()
             if name in text]
    start = text.index(ner)
    found = known_name_within(text, start, start + len(ner), label, known, lambda phrase: False)
    assert (None if found is None else (text[found[0]:found[1]], found[2])) == expected


def test_a_known_name_within_a_longer_known_name_is_not_cut_out():
    from extractor.rules.names.ner_spans import known_name_within

    text = "with multilingual BERT models"
    known = [(text.index("BERT"), text.index("BERT") + 4, "METHOD")]
    span = (text.index("multilingual"), text.index(" models"))
    assert known_name_within(text, *span, "METHOD", known, lambda p: p == "multilingual BERT") is None
    assert known_name_within(text, *span, "METHOD", known, lambda p: False) == (*known[0],)
