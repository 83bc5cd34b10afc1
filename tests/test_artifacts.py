"""The artifacts component (the rules' own tests: tests/rules/test_artifact_*.py)."""

import spacy


def test_component_sets_doc_and_spans():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("abbreviations")
    nlp.add_pipe("artifacts")
    text = ("We introduce **K**nowledge-**I**ntensive **C**ompressed LLM Benchmar**K** **(LLM-KICK)**, "
            "a collection of tasks. LLM-KICK unveils many merits.")
    doc = nlp(text)
    assert doc._.artifact == "LLM-KICK"
    spans = doc.spans["artifacts"]
    assert [s.text for s in spans].count("LLM-KICK") == 2
    assert all(s._.is_artifact for s in spans)
    assert any(s._.long_form == "Knowledge-Intensive Compressed LLM BenchmarK" for s in spans)
    for span in spans:
        assert text[span.start_char : span.end_char] == span.text


def test_component_uses_title():
    nlp = spacy.blank("en")
    nlp.add_pipe("artifacts")
    doc = nlp.make_doc("Signals are hard. The Zorblax encoder handles them well.")
    doc._.title = "Zorblax: Encoding Signals"
    doc = nlp(doc)
    assert doc._.artifact == "Zorblax"


def test_component_excludes_the_gazetteers_data_sets_as_they_are_spelled():
    from extractor.components.artifacts import known_spellings, load_known_names

    assert "squad" in load_known_names() and known_spellings()["squad"] == frozenset({"SQuAD"})
    nlp = spacy.blank("en")
    nlp.add_pipe("abbreviations")
    nlp.add_pipe("artifacts")
    assert nlp("We introduce SQuAD, a dataset.")._.artifact is None
    assert nlp("We introduce SQuADNet, a model.")._.artifact == "SQuADNet"
    # a short form spelled unlike the known name it folds to is the paper's own (COCO, the data set)
    assert nlp("We propose a prompting method, Coding Concepts (CoCo), as a way.")._.artifact == "CoCo"
    assert nlp("We propose a prompting method, Common Objects in Context (COCO), as a way.")._.artifact is None
