"""How the chosen task is reported (extractor/rules/task/mentions.py)."""

from extractor.rules.task.mentions import mention_offsets


def test_an_abbreviated_task_is_spelled_out():
    from extractor.rules.abbreviations import find_abbreviations
    from extractor.rules.task.mentions import spelled_out

    pairs = find_abbreviations("We study Text-to-Image In-Context Learning (T2I-ICL) with new benchmarks.")
    assert spelled_out("T2I-ICL", pairs) == "Text-to-Image In-Context Learning"
    assert spelled_out("image generation", pairs) == "image generation"
    assert spelled_out(None, pairs) is None


def test_mentions_are_whole_words_in_any_case():
    text = "Sketch synthesis matters. We study controllable sketch synthesis, not sketch synthesiser design."
    assert mention_offsets(text, "sketch synthesis") == [(0, 16), (48, 64)]
    assert mention_offsets(text, None) == [] and mention_offsets(text, "") == []
