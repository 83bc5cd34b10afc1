"""Named shared tasks, challenges and competitions are the data they give (extractor/rules/names/contests.py)."""

import pytest

from extractor.rules.names.contests import named_contests


@pytest.mark.parametrize(
    "text, expected",
    [
        # titled: the capitalised contest noun after title-cased words, the edition's year left out
        ("We assess RA in the Academic Essay Authenticity Challenge, which saw 30 teams.",
         ["Academic Essay Authenticity Challenge"]),
        ("We ranked third in the 2023 AI City Challenge and won the WebNLG Challenge 2020.",
         ["AI City Challenge", "WebNLG Challenge"]),
        ("the FG 2011 Facial Expression Recognition and Analysis Challenge results",
         ["FG 2011 Facial Expression Recognition and Analysis Challenge"]),
        # named before its noun, a contest ends there; named only after it, the title after is its name
        ("This work reviews the NTIRE 2021 Challenge on Non-Homogeneous Dehazing.", ["NTIRE 2021 Challenge"]),
        ("our participation in the Shared Task on Aggression Detection organised by TRAC-2.",
         ["Shared Task on Aggression Detection"]),
        ("our submission to the Second Shared Task on Metaphor Detection. We use BERT.",
         ["Second Shared Task on Metaphor Detection"]),
        ("the Shared Task on Extrinsic Parser Evaluation and SIGMORPHON 2019 Shared Task",
         ["Shared Task on Extrinsic Parser Evaluation", "SIGMORPHON 2019 Shared Task"]),
        # a track or a venue is not the contest's name
        ("in the Fidelity Track of NTIRE 2024 Image Shadow Removal Challenge.",
         ["NTIRE 2024 Image Shadow Removal Challenge"]),
        ("the Development Test, Evaluation Test and Challenge Test sets", []),
        # series: a coined name, or a coined series with its year and a few plain words
        ("For this purpose, the WebNLG challenge aims at RDF-to-text generation.", ["WebNLG challenge"]),
        ("our entry for the CHiPSAL 2025 challenge, on language detection", ["CHiPSAL 2025 challenge"]),
        ("the RoyalFlush system for the WMT 2022 translation efficiency task.", ["WMT 2022 translation efficiency task"]),
        ("our work on the PerAnsSumm shared task at the workshop", ["PerAnsSumm"]),
        ("our entry to the WAT 2021 MultiIndicMT shared task", ["WAT 2021 MultiIndicMT"]),
        # no name: a sentence's first word, a plain or generic phrase, a year alone, a data set's task
        ("The Challenge was launched with three tracks. Challenge participants were asked", []),
        ("Experiments on Face Recognition Grand Challenge data", ["Face Recognition Grand Challenge"]),
        ("the shared task on sentiment analysis and the 2023 challenge", []),
        ("results on the COCO detection challenge and the SST-2 task", []),
        ("the RL challenge is hard", []),
        # numbered: series, year and number, never inside a link
        ("our system for Semeval 2021 Task 4 (code: https://github.com/x/AICITY2021-Track2)", ["Semeval 2021 Task 4"]),
    ],
)
def test_named_contests(rule_nlp, text, expected):
    doc = rule_nlp(text)
    assert [doc[a:b].text for a, b in named_contests(doc)] == expected
