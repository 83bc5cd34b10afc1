"""Named contests: shared tasks, challenges and competitions. A named one is the data its participants report on
(docs/ANNOTATION.md), and the NER reads most as tasks or cuts them short ("WebNLG challenge aims"). Four shapes:

  numbered     "SemEval-2021 Task 4", "CASE 2022 Task 1"
  coined       "the SOMD 2025 shared task", "the WebNLG challenge", "the ICDAR2019 competition"
  series       "the WMT 2022 translation efficiency task", "the SIGMORPHON 2020 inflection challenge": a coined
               series, its year, a few plain words
  titled       "the Academic Essay Authenticity Challenge", "the NTIRE 2023 Challenge", "the Second Shared Task
               on Metaphor Detection": the contest word capitalised, after title-cased words or, with none
               before it, with the title of what it is on after it

A contest word alone, or after plain lower-case words ("the Hope Speech Detection shared task" aside, which
has no coined word), is left to the NER: "this challenge", "the shared task on sentiment".
"""

from __future__ import annotations

import regex
from spacy.tokens import Doc

from ...doc_extensions import document_text
from ..artifacts.names import is_distinctive_name
from .cues import NUMBERED_SHARED_TASK, ORDINAL, SHARED_TASK_WORD
from .name_words import SHORT_ACRONYM, YEAR, data_set_name_start, is_coined, word_end, word_start

# Singular contest nouns; "shared task" is read at "task". A plural ("the SIGMORPHON shared tasks") is a series.
_CONTEST_NOUNS = frozenset({"challenge", "competition"})
# Plain words that join the capitalised words of a title: "Facial Expression Recognition and Analysis Challenge",
# "Shared Task on Hope Speech Detection for Equality". Before the contest noun only "and": "the Fidelity Track of
# NTIRE 2024 Image Shadow Removal Challenge" names the track of a contest.
_TITLE_JOINERS = frozenset({"and", "of", "for", "in", "on", "&"})
_JOINERS_BEFORE = frozenset({"and", "&"})
# Capitalised words of a venue: "the 8th Workshop and Competition on Affective Behavior Analysis" names a venue.
_VENUE_WORDS = frozenset({"workshop", "conference", "symposium"})
_CONTEST_WORDS = _CONTEST_NOUNS | {"shared", "task"}
# Words after a contest noun that open the title of what it is about: "Challenge on Learned Image Compression".
_TITLE_OPENERS = frozenset({"on", "for", "of"})
# Capitalised words that open a sentence or a noun phrase without naming anything: "The Challenge", "This
# Challenge", "Our Shared Task".
_NOT_A_NAME = frozenset("the this that these our their its a an each every in on at for of from with by".split())
_NOT_SERIES = frozenset("the in on at for from of and our this its their since until after before during".split())
_EDITION = regex.compile(ORDINAL + r"|(?:19|20)\d\d")
_SERIES_WORDS = 3  # plain words between a series' year and its contest noun: "translation efficiency"


def named_contests(doc: Doc) -> list[tuple[int, int]]:
    """Token spans of the contests the abstract names, the numbered ones last."""
    spans = []
    for token in doc:
        if token.lower_ in _CONTEST_NOUNS:
            head = (token.i, token.i + 1)
        elif token.lower_ == "task" and token.i > 0 and doc[token.i - 1].lower_ == "shared":
            head = (token.i - 1, token.i + 1)
        elif token.text == "task":
            head = (token.i, token.i + 1)  # with a series' year only: "the WMT 2022 translation efficiency task"
        else:
            continue
        if doc[head[0]].text[:1].isupper():
            span = _titled_contest(doc, *head)
        else:
            span = _series_contest(doc, *head, dated=doc[head[0]].text == "task")
        if span is not None and spans and span[0] < spans[-1][1]:
            span = _after(doc, spans[-1][1], span[1])  # "the Shared Task on X and SIGMORPHON 2019 Shared Task"
        if span is not None:
            spans.append(span)
    return spans + numbered_shared_tasks(doc)


def _after(doc: Doc, start: int, end: int) -> tuple[int, int] | None:
    """The span from `start` to `end` without the joiners it opens with; None when nothing is left."""
    while start < end and doc[start].lower_ in _TITLE_JOINERS:
        start += 1
    return (start, end) if start < end and doc[start].lower_ not in _CONTEST_WORDS else None


def _titled_contest(doc: Doc, head: int, end: int) -> tuple[int, int] | None:
    """A capitalised contest noun with its title: the capitalised words before it; with none
    before it, the capitalised words of what it is on ("the Shared Task on Aggression Detection"). Annotators name
    a contest named before its noun without what it is on ("the ICDAR2019 Competition on OCR Error Correction",
    "SOMD 2025 Shared Task on Software Mention Detection"). None without a name ("The Challenge was launched")."""
    if end < len(doc) and doc[end].text[:1].isupper():
        return None  # "the Challenge Test set", "Iris Challenge Evaluation": a longer title's word
    start = _title_start(doc, head)
    if start < head and YEAR.fullmatch(doc[start].text):
        start += 1  # "the 2023 AI City Challenge": the edition, as "the 2nd DataCV Challenge" (and "the AI City
        # Challenge 2023": the year after is left out too, so that one contest is one name across papers)
    if any(not _EDITION.fullmatch(token.text) for token in doc[start:head]):
        return start, end  # "the NTIRE 2023 Challenge on ...": named before the noun, it ends there
    if end + 1 < len(doc) and doc[end].lower_ in _TITLE_OPENERS and _is_title_word(doc, end + 1):
        return start, _title_end(doc, end + 1)  # "the Shared Task on Aggression Detection"
    return None


def _series_contest(doc: Doc, head: int, end: int, dated: bool = False) -> tuple[int, int] | None:
    """A lower-case contest noun after a coined name ("the WebNLG challenge", "the ALTA shared task"), or after a
    coined series with its year or number and at most three plain words ("the WMT 2022 translation efficiency
    task", "the WMT22 metrics shared task", "Pascal VOC 2010 detection challenge"), up to the contest noun: a title
    after it is what the contest is on ("the ICDAR2019 competition on OCR Error Correction"). `dated`: a plain "task" is a contest only after a series' year ("the SST-2 task" is none)."""
    i = head
    while head - i < _SERIES_WORDS and i > 0 and doc[i - 1].is_alpha and doc[i - 1].is_lower \
            and not doc[i - 1].is_stop:
        i -= 1
    if i == 0 or not doc[i - 1].whitespace_:
        return None
    start = word_start(doc, i)
    numbered = YEAR.fullmatch(doc[start:i].text) is not None
    if numbered and start > 0:
        start = word_start(doc, start)  # the series before its year: "WMT 2022"
    if not is_coined(doc, start, word_end(doc, start)) or doc[start].lower_ in _NOT_SERIES \
            or SHORT_ACRONYM.fullmatch(doc[start:i].text):
        return None  # "the 2023 challenge", "the RL challenge": no name
    if dated and not numbered:
        return None
    if i == head and doc[head].lower_ == "shared":
        end = head  # "the PerAnsSumm shared task": the name, as "the X dataset" names X
    if i < head and not (numbered or any(c.isdigit() for c in doc[start:i].text)):
        return None  # "the COCO detection challenge": a task on COCO; "the WMT22 metrics task": a contest
    if not numbered:
        start = data_set_name_start(doc, start)  # "the WAT 2021 MultiIndicMT shared task"
    return start, end


def _is_title_word(doc: Doc, i: int) -> bool:
    """A capitalised or coined word, or a number, that may stand in a title ("NTIRE", "2023", "Anti-UAV",
    "Super-Resolution"); not a sentence's first word unless it is coined."""
    word = doc[i:word_end(doc, i)].text
    if not word[:1].isalnum() or word.lower() in _NOT_A_NAME or word.lower() in _VENUE_WORDS:
        return False
    if doc[i].is_sent_start and not is_distinctive_name(word):
        return False  # "Experiments on Face Recognition Grand Challenge": not "Experiments"
    return word[:1].isupper() or word[:1].isdigit() or is_distinctive_name(word)


def _title_start(doc: Doc, head: int) -> int:
    """The first token of the title-cased words before `head`; plain joiners only between title words."""
    start = head
    while start > 0:
        before = word_start(doc, start)
        if _is_title_word(doc, before) and doc[before:start].text.lower() not in _TITLE_OPENERS:
            start = before
        elif doc[start - 1].lower_ in _JOINERS_BEFORE and start > 1 and _is_title_word(doc, word_start(doc, start - 1)):
            start -= 1
        else:
            break
    while start < head and doc[start].lower_ in _TITLE_JOINERS:
        start += 1
    return start


def _title_end(doc: Doc, start: int) -> int:
    """The end of the title-cased words from `start` on; plain joiners only between title words, and not before
    another contest ("the Shared Task on Extrinsic Parser Evaluation and SIGMORPHON 2019 Shared Task")."""
    end = word_end(doc, start)
    joined = None
    while end < len(doc):
        if doc[end].lower_ in _CONTEST_WORDS:
            return joined if joined is not None else end
        if _is_title_word(doc, end):
            end = word_end(doc, end)
        elif doc[end].lower_ in _TITLE_JOINERS and end + 1 < len(doc) and _is_title_word(doc, end + 1):
            joined = end
            end = word_end(doc, end + 1)
        else:
            break
    return end


def numbered_shared_tasks(doc: Doc) -> list[tuple[int, int]]:
    """Shared tasks written with series, year and number ("SemEval-2021 Task 4", "CASE 2022 Task 1"), which the
    NER and the task pass read as a task. The series coined ("SemEval") or capitalised ("Semeval")."""
    spans = []
    text = document_text(doc)
    if not SHARED_TASK_WORD.search(text):
        return []  # nearly every abstract: the whole pattern is costly to try at every word
    for match in NUMBERED_SHARED_TASK.finditer(text):
        series = match["series"]
        if is_distinctive_name(series) or (series[:1].isupper() and len(series) > 2 and series.lower() not in _NOT_SERIES):
            span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
            if span is not None:
                spans.append((span.start, span.end))
    return spans
