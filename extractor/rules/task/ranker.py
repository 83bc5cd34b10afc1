"""The main task chosen among the rules' candidates by a learned ranker (the paper_task component calls it).

candidates.py scores candidate task phrases by hand-set weights (where each comes from, how often the abstract
repeats it, whether the title shares it) and choose.py's `choose_task` picks one. This module rereads the rules'
best candidates (`RANKED` of them, plus the rules' own answer) as feature vectors and lets a linear model trained on
the project's annotated sets (training/train_task_ranker.py) pick: a softmax over one paper's candidates, trained to
give its weight to the candidates that agree with the annotator. The rules' answer is a feature, so the model keeps
it unless the other features argue otherwise. With each annotated set left out of training in turn it agreed with
the annotators more often than the rules (docs/TRAINING.md has the figures).

The model is a LinearRanker (extractor/linear_ranker.py): one weight per feature name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Optional

from extractor.linear_ranker import LinearRanker
from extractor.rules.task.phrases import (
    BROAD_TASKS,
    TaskCandidate,
    has_task_head,
    is_task_like,
    known_tasks,
    names_an_activity,
    normalize_phrase,
    shares_words,
    split_sentences,
)
from extractor.rules.task.title import title_segments

RANKED = 8  # the rules' best 8 hold an annotator's task for 0.91 of the papers their best one holds it for 0.72
MODEL_VERSION = "1.0.0"
# The rules' candidate sources (candidates.py, title.py, gerunds.py), one indicator each.
SOURCES = ("subject", "pattern", "named", "ner", "head", "title", "title-for", "title-of", "title-gerund",
           "title-ngram", "title-phrase")
_CAPITAL = re.compile(r"[A-Z]")


@dataclass(frozen=True)
class PaperView:
    """What the features of a paper's candidates read, computed once per paper."""

    text: str
    lowered: str
    sentences: list[str]
    title: str
    title_key: str
    segments: list[str]
    purpose_segments: list[str]
    ner_keys: frozenset[str]

    @classmethod
    def of(cls, text: str, title: Optional[str], ner_tasks: Iterable[str]) -> "PaperView":
        title = title or ""
        return cls(text, text.lower(), [s.lower() for s in split_sentences(text)], title, normalize_phrase(title),
                   title_segments(title) if title else [], title_segments(title, purpose_only=True) if title else [],
                   frozenset(normalize_phrase(t) for t in ner_tasks))


def candidates_to_rank(ranked: list[TaskCandidate], rule_choice: Optional[str]) -> list[TaskCandidate]:
    """The rules' best RANKED candidates, and the rules' answer when it is not among them (a weaker candidate the
    title preferred, or the title's phrase when no candidate was strong enough)."""
    top = list(ranked[:RANKED])
    if rule_choice and all(normalize_phrase(c.phrase) != normalize_phrase(rule_choice) for c in top):
        key = normalize_phrase(rule_choice)
        top.append(next((c for c in ranked if normalize_phrase(c.phrase) == key),
                        TaskCandidate(rule_choice, 0.0, "merged", frozenset({"title-phrase"}))))
    return top


def candidate_features(candidate: TaskCandidate, rank: int, best_score: float, rule_choice: Optional[str],
                       paper: PaperView) -> dict[str, float]:
    """One candidate's features: its rule score and rank, whether the rules chose it, where it came from, its
    length, how the title and the abstract use it, and what kind of phrase it is."""
    phrase = candidate.phrase
    key = normalize_phrase(phrase)
    lowered = phrase.lower()
    n_words = len(phrase.split())
    first = paper.lowered.find(lowered)
    sentence = next((i for i, s in enumerate(paper.sentences) if lowered in s), None)
    features = {
        "score": candidate.score / 5,
        "gap_to_best": (candidate.score - best_score) / 5,
        "inverse_rank": 1 / (1 + rank),
        "ranked_first": float(rank == 0),
        "rule_choice": float(rule_choice is not None and normalize_phrase(rule_choice) == key),
        "one_word": float(n_words == 1),
        "two_words": float(n_words == 2),
        "three_words": float(n_words == 3),
        "four_or_more_words": float(n_words >= 4),
        "mentions": min(paper.lowered.count(lowered), 4) / 4,
        "shares_title_segment": float(any(shares_words(phrase, s) for s in paper.segments)),
        "shares_title_purpose": float(any(shares_words(phrase, s) for s in paper.purpose_segments)),
        "inside_title": float(bool(key) and key in paper.title_key),
        "task_like": float(is_task_like(phrase)),
        "task_head": float(has_task_head(phrase)),
        "known_task": float(key in known_tasks()),
        "broad_task": float(key in BROAD_TASKS),
        "activity": float(names_an_activity(phrase)),
        "capitalised": float(bool(_CAPITAL.search(phrase))),
        "ner_task": float(key in paper.ner_keys),
        "first_offset": first / len(paper.text) if first >= 0 else 1.0,
        "not_in_abstract": float(first < 0),
        "first_sentence": float(sentence == 0),
        "second_sentence": float(sentence == 1),
        "later_sentence": float(sentence is not None and sentence >= 2),
        "bias": 1.0,
    }
    features.update({f"from_{source}": float(source in candidate.sources) for source in SOURCES})
    return features


def paper_features(ranked: list[TaskCandidate], rule_choice: Optional[str], text: str, title: Optional[str],
                   ner_tasks: Iterable[str]) -> tuple[list[TaskCandidate], list[dict[str, float]]]:
    """The candidates the ranker chooses among and their features (training calls this too)."""
    candidates = candidates_to_rank(ranked, rule_choice)
    if not candidates:
        return [], []
    paper = PaperView.of(text, title, ner_tasks)
    best = ranked[0].score if ranked else 0.0
    return candidates, [candidate_features(c, i, best, rule_choice, paper) for i, c in enumerate(candidates)]


class TaskRanker(LinearRanker):
    def choose(self, ranked: list[TaskCandidate], rule_choice: Optional[str], text: str, title: Optional[str],
               ner_tasks: Iterable[str]) -> Optional[str]:
        """The best-scoring candidate's phrase (the first on a tie: the rules' order); the rules' answer when there
        is nothing to rank."""
        candidates, features = paper_features(ranked, rule_choice, text, title, ner_tasks)
        if not candidates:
            return rule_choice
        return candidates[self.best(features)].phrase
