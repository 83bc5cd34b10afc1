"""The members of a list of tasks are tasks (extractor/rules/names/task_lists.py)."""

import pytest

from extractor.rules.names.task_lists import listed_tasks


@pytest.mark.parametrize(
    "text, expected",
    [
        ("It enables applications, including HD video conferencing, video abstraction, and multi-focus imaging.",
         ["HD video conferencing", "video abstraction", "multi-focus imaging"]),
        ("on tasks ranging from group operations to in-context linear regression, have suggested",
         ["group operations", "in-context linear regression"]),
        ("two applications, namely, cooperative communication and predator-prey.",
         ["cooperative communication", "predator-prey"]),
        # a member ends before its modifier, and the list with it
        ("downstream tasks, including COVID-19 X-ray classification with limited samples and report generation.",
         ["COVID-19 X-ray classification"]),
        ("tasks like Speech Emotion Recognition (SER). Their capability", ["Speech Emotion Recognition"]),
        # a run that does not end where a list goes on is no member
        ("In tasks like part-of-speech tagging, intra-word information is extremely useful.", ["part-of-speech tagging"]),
        ("tasks like object detection closer to the protocol", []),
        # no list opener, or a noun that lists other things
        ("These tasks are hard, and domains such as vision and language differ.", []),
    ],
)
def test_listed_tasks(rule_nlp, text, expected):
    doc = rule_nlp(text)
    assert [doc[a:b].text for a, b in listed_tasks(doc)] == expected


def test_a_listed_task_is_a_name_whatever_its_head():
    from extractor.names.canonical import Mention, canonical_names
    from extractor.names.kb import default_kb

    listed, untyped, plain = canonical_names([Mention("video abstraction", "TASK", source="context"),
                                              Mention("video abstraction", "TASK", source="ner"),
                                              Mention("training", "TASK", source="context")], default_kb())
    assert listed is not None and listed.name == "video abstraction"
    assert untyped is None  # no task head and no list: the NER's reading alone is no name
    assert plain is None  # one plain word
