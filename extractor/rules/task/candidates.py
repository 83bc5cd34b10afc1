"""Every candidate task phrase of a paper, scored and merged: `task_candidates(text, title, ner_tasks, datasets)`.

Candidates come from problem-statement patterns and sentence subjects, the title (title.py, gerunds.py), the
NER's TASK mentions, phrases the text calls "... tasks/problems", and head-word phrases. Merged by their
comparison key, a phrase gains when the abstract repeats it or the title names it and loses when it is one
broad word, a field name, no task-like phrase or names a data set. Best first, in the same order on every run.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterable, Optional

from extractor.rules.names.cues import SHARED_TASK_NUMBER
from extractor.rules.task.cues import (
    LEADING_NOISE,
    PHRASE_BREAK,
    SENTENCE_PATTERNS,
    STATES_PROBLEM,
    STOP_WORDS,
    SUBJECT,
    VERBS,
)
from extractor.rules.task.gerunds import GERUND_PURPOSE_SCORE, title_gerund_candidates
from extractor.rules.task.phrases import (
    BROAD_TASKS,
    TaskCandidate,
    clean_phrase,
    has_task_head,
    is_task_like,
    known_tasks,
    lower_if_common,
    normalize_phrase,
    shares_words,
    singular,
    split_sentences,
)
from extractor.rules.task.title import (
    title_candidates,
    title_ngram_candidates,
    title_phrase,
    title_segments,
    title_without_means,
    without_viewpoint,
)

# "pursuit-evasion tasks": up to four words before "task(s)"/"problem(s)". Found from each "task"/"problem" backwards:
# the same matches as one left-to-right pattern, which tried a start at every word and took a third of the
# component's time.
_TASK_WORD = re.compile(r"(?<=\s)(?:tasks?|problems?)\b")
_WORDS_BEFORE = re.compile(r"(?:[\w\-]+\s+){0,3}[\w\-]+\s+$")
_PLAIN_WORD = re.compile(r"^[A-Za-z][\w\-/']*$")
_DIGIT = re.compile(r"\d")
# A shared task or a contest ("SemEval-2021 Task 4", "the 2nd DataCV Challenge 2024"): a data set, no task phrase.
_SHARED_TASK = re.compile(
    rf"\b{SHARED_TASK_NUMBER}|\b(?:19|20)\d\d\b.*\b(?:shared\s+task|challenge|competition)\b", re.IGNORECASE)


def named_task_words(text: str) -> list[str]:
    """The words (up to four) right before each "task(s)"/"problem(s)" of the text, not reaching back over an
    earlier one's match."""
    found = []
    last_end = 0
    for match in _TASK_WORD.finditer(text):
        before = _WORDS_BEFORE.search(text, max(last_end, match.start() - 200), match.start())
        if before:
            found.append(before.group(0).rstrip())
            last_end = match.end()
    return found


def head_phrases(text: str, max_modifiers: int = 3) -> list[str]:
    """Every phrase of up to `max_modifiers` content words ending in a task head
    ("graph-level clustering", "text-to-diagram generation"), read without a tagger:
    the phrase extends left until a stop word, verb, adverb or punctuation."""
    out = []
    for chunk in PHRASE_BREAK.split(text):
        words = chunk.split()
        for i, word in enumerate(words):
            if not has_task_head(word):
                continue
            start = i
            while start > 0 and i - start < max_modifiers:
                prev = words[start - 1]
                low = prev.lower()
                if (
                    low in STOP_WORDS
                    or low in LEADING_NOISE
                    or singular(low) in VERBS
                    or low.endswith("ly")
                    or not _PLAIN_WORD.match(prev)
                ):
                    break
                start -= 1
            if start < i:  # a bare head ("learning") is too broad to be a task name
                phrase = clean_phrase(" ".join(words[start : i + 1]))
                if phrase:
                    out.append(phrase)
    return out


def sentence_candidates(sentence: str, position: int) -> list[TaskCandidate]:
    """Task phrases one sentence states; earlier sentences state the problem more often."""
    out: list[TaskCandidate] = []
    early = 0.5 if position < 2 else 0.0
    subject = SUBJECT.match(sentence)
    if subject:
        phrase = clean_phrase(subject.group("x"))
        if phrase and (has_task_head(phrase) or subject.group("abbr")) and (
            STATES_PROBLEM.search(sentence) or subject.group("abbr") or position == 0
        ):
            out.append(TaskCandidate(phrase, 2.0 + early + (0.5 if has_task_head(phrase) else 0), "subject"))
    for pattern, weight in SENTENCE_PATTERNS:
        for match in pattern.finditer(sentence):
            phrase = clean_phrase(match.group("x"))
            if phrase:
                bonus = 1.0 if has_task_head(phrase) else -1.5
                out.append(TaskCandidate(phrase, weight + bonus + early, "pattern"))
    return out


def task_candidates(
    text: str, title: Optional[str] = None, ner_tasks: Iterable[str] = (), datasets: Iterable[str] = ()
) -> list[TaskCandidate]:
    """All candidate task phrases with merged scores, best first. A phrase gains when it
    recurs in the abstract (the main task is named more than once) or appears in the title.
    A phrase that names a data set ("ImageNet classification") is where a method is
    evaluated, not the problem the paper sets itself, and loses."""
    raw: list[TaskCandidate] = []
    title = without_viewpoint(title) if title else title
    from_title = title_candidates(title) if title else []
    raw += from_title
    for i, sentence in enumerate(split_sentences(text)):
        raw += sentence_candidates(sentence, i)
    if title:
        # The title's own phrase ("Description-Based Text Similarity") as a weak candidate: it wins
        # only where the abstract's phrases are no stronger (dev sets: +0.8 points, no set lower).
        if phrase := title_phrase(title):
            raw.append(TaskCandidate(phrase, 0.5, "title-phrase"))
        raw += title_ngram_candidates(title, text)
        # "Reconstructing Missing Variables for Multivariate Time Series Forecasting": a title that
        # states its purpose ("for X") names the task there, and the opening verb phrase the means
        # (dev sets 1-7: the "for" phrase agreed with the annotator in 13 of 13 such titles, the
        # verb phrase in 5).
        purpose = any(c.source == "title-for" for c in from_title)
        raw += [TaskCandidate(c.phrase, GERUND_PURPOSE_SCORE, c.source) if purpose else c
                for c in title_gerund_candidates(title, text)]
    # The NER marks many mentions, generic ones included ("evaluation", "inference"): each
    # distinct phrase counts once (recurrence is scored below), task-like ones more.
    seen_ner: set[str] = set()
    for ent in ner_tasks:
        phrase = clean_phrase(ent)
        if phrase and normalize_phrase(phrase) not in seen_ner:
            seen_ner.add(normalize_phrase(phrase))
            if is_task_like(phrase):
                raw.append(TaskCandidate(phrase, 1.0, "ner"))
            elif len(phrase.split()) > 1 and not _DIGIT.search(phrase):
                # a name with a digit ("IWSLT-2016") or one non-task word is a mislabel
                raw.append(TaskCandidate(phrase, 0.3, "ner"))
    # Head phrases count once per phrase here; their recurrence is scored below.
    # In a fixed order, the abstract's first: the spelling kept for a phrase is the first seen ("next-token
    # prediction" in the abstract over the title's "Next Token Prediction"); a set's order changed between runs.
    text_heads = sorted(set(head_phrases(text)))
    for phrase in text_heads + sorted(set(head_phrases(title or "")) - set(text_heads)):
        raw.append(TaskCandidate(phrase, 0.5, "head"))

    # "pursuit-evasion tasks", "vehicle routing problems": the text itself calls X a task.
    named = set()
    for before_task in named_task_words(text):
        # Only the words right before "tasks" ("... focusing on combinatorial problems" ->
        # "combinatorial"): cut after the last clause word.
        words = before_task.split()
        cut = max((i + 1 for i, w in enumerate(words) if w.lower() in STOP_WORDS or singular(w.lower()) in VERBS), default=0)
        phrase = clean_phrase(" ".join(words[cut:]))
        if phrase:
            named.add(normalize_phrase(phrase))
            raw.append(TaskCandidate(phrase, 0.5, "named"))

    scores: dict[str, float] = defaultdict(float)
    sources: dict[str, set[str]] = defaultdict(set)
    surface: dict[str, str] = {}
    title_only: set[str] = set()
    for cand in raw:
        key = normalize_phrase(cand.phrase)
        scores[key] += cand.score
        sources[key].add(cand.source)
        # Keep the surface form as written in the abstract over the title's Title Case.
        from_title = cand.source.startswith("title")
        if key not in surface or (not from_title and key in title_only):
            surface[key] = cand.phrase
            title_only.discard(key)
            if from_title:
                title_only.add(key)
    lowered_text = normalize_phrase(text)
    dataset_keys = {normalize_phrase(name) for name in datasets} - {""}
    # The title's means ("... with Offline Reinforcement Learning") earn no title bonus.
    lowered_title = normalize_phrase(title_without_means(title or ""))
    # A title that states its purpose ("... for Long-Horizon Manipulation") names its task there: the rest is means.
    if purposes := [c.phrase for c in raw if c.source == "title-for"]:
        lowered_title = normalize_phrase(" | ".join(purposes))
    last_words_of_longer = {key.rsplit(" ", 1)[1] for key in scores if " " in key}
    ranked = []
    for key, score in scores.items():
        if _SHARED_TASK.search(surface[key]):
            continue  # "SemEval-2021 Task 4": a shared task is a data set; its task is what it is about
        mentions = lowered_text.count(key)
        score += 0.5 * min(mentions, 4)
        if key and key in lowered_title:
            score += 1.0
        if len(key.split()) == 1 and not key.isupper():
            score -= 0.5  # one-word phrases ("recommendation") are often too broad
        if key in BROAD_TASKS:
            score -= 1.5
        if len(key.split()) == 1 and key in last_words_of_longer:
            score -= 1.0  # "modeling" beside "chemical modeling": the longer phrase says more
        if key in known_tasks():
            score += 0.5
        if not is_task_like(surface[key]) and key not in named:
            score -= 0.5
        if len(key.split()) > 5:
            score -= 1.0
        if any(f" {name} " in f" {key} " for name in dataset_keys):
            score -= 1.5
        ranked.append(TaskCandidate(lower_if_common(surface[key]), round(score, 3), "merged", frozenset(sources[key])))
    # Ties go to a phrase the title also names (dev sets 1-8 and two artifact sets: +0.9 points, no
    # set lower), then to the shorter phrase, then alphabetically: the same answer on every run
    # (candidates pass through sets, whose order changes with PYTHONHASHSEED).
    segments = title_segments(title) if title else []
    ranked.sort(key=lambda c: (-c.score, not any(shares_words(c.phrase, s) for s in segments), len(c.phrase), c.phrase))
    return ranked
