"""A learned scorer of result-claim links: how likely a named mention of the claim's sentence is the metric, the
dataset or the subject (method) the number is about.

Per (number, candidate mention) pair, features that hold across papers and venues, never the words of the names:
which side of the number the mention is on and how far (tokens, bucketed), the cue words written between them
("on", "than", "outperforms", "achieves" ...), the word before the mention (its preposition, past a determiner)
and after it, whether a clause break (";", "while", "but") or another number lies between, how many mentions of
the same label are nearer, the mention's length, all conjoined with the label. A logistic regression over them
(training/train_claim_linker.py, trained on SciREX sentences where a result tuple's score is written) gives a
probability; `LinkScorer` picks, per role, the best mention above a threshold and either replaces the rules'
choice or fills only the roles the rules left empty (`link_claims(..., scorer=LinkScorer(...))`).

Pure: text and offsets in, offsets out. Sentences are tokenized once (a small regex), weights loaded once.
"""

from __future__ import annotations

import bisect
import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Mapping, Optional, Sequence

from extractor.rules.claims.links import Linked, Mention

MODEL_PATH = Path(__file__).resolve().parents[2] / "trained" / "claim_linker" / "weights.json"
MODEL_VERSION = 1
ROLE_LABELS = {"metric": "METRIC", "dataset": "DATASET", "subject": "METHOD"}

TOKEN = re.compile(r"\w+(?:[.'\-/]\w+)*|[^\w\s]")
NUMBER = re.compile(r"[+\-]?\d[\d.,]*[kKmMbB]?")
# Words between a number and a mention that say how they relate ("84% on SQuAD", "higher than BERT").
CUE_WORDS = frozenset(
    "on in at for of by with than over to from compared against versus vs outperforms outperform outperforming "
    "surpasses beats exceeds achieves achieve achieved achieving reaches reached obtains obtained yields improves "
    "improved improvement improving using across while whereas but and which when respectively score accuracy "
    "our we baseline baselines previous prior state-of-the-art sota best".split()
)
PREPOSITIONS = frozenset("on in at for of by with over across using from to than against under between via".split())
DETERMINERS = frozenset("the a an our this these its their".split())
NEXT_WORDS = frozenset(
    "dataset datasets benchmark benchmarks corpus set sets score scores task achieves achieved obtains reaches "
    "yields improves outperforms model method with on in by of and , . ( ) ; :".split()
)
CLAUSE_BREAKS = frozenset({";", ":", "while", "whereas", "but", "although", "however"})


@dataclass(frozen=True)
class TokenizedSentence:
    words: tuple[str, ...]  # lower-cased
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    is_number: tuple[bool, ...]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The tokens [first, last + 1) that characters [start, end) touch."""
        first = max(0, bisect.bisect_right(self.ends, start))
        last = bisect.bisect_left(self.starts, end)
        return first, max(first + 1, last)


@lru_cache(maxsize=64)
def tokenize(text: str, start: int, end: int) -> TokenizedSentence:
    """The tokens of text[start:end], with offsets into text."""
    matches = list(TOKEN.finditer(text, start, end))
    words = tuple(m.group().lower() for m in matches)
    return TokenizedSentence(words, tuple(m.start() for m in matches), tuple(m.end() for m in matches),
                             tuple(bool(NUMBER.fullmatch(w)) for w in words))


def _distance_bucket(gap: int) -> str:
    for bound, name in ((0, "0"), (1, "1"), (2, "2"), (4, "3-4"), (8, "5-8"), (15, "9-15")):
        if gap <= bound:
            return name
    return "16+"


def pair_features(sentence: TokenizedSentence, number: tuple[int, int], candidate: tuple[int, int],
                  label: str, others: Sequence[tuple[int, int]]) -> list[str]:
    """The features of one (number, candidate) pair; spans are token spans [first, last + 1), `others` the
    token spans of the sentence's other candidates of the same label."""
    words = sentence.words
    right = candidate[0] >= number[1]
    side = "R" if right else "L"
    between = range(number[1], candidate[0]) if right else range(candidate[1], number[0])
    gap = max(0, len(between))
    core = [f"side={side}", f"{side}|d={_distance_bucket(gap)}", f"len={min(candidate[1] - candidate[0], 3)}"]
    between_words = {words[i] for i in between}
    core += [f"{side}|btw={w}" for w in sorted(between_words & CUE_WORDS)]
    commas = sum(words[i] == "," for i in between)
    core.append(f"btw,={min(commas, 2)}")
    if between_words & CLAUSE_BREAKS:
        core.append("btw=clause_break")
    if any(sentence.is_number[i] for i in between):
        core.append(f"{side}|btw=number")
    if any(words[i] in "()" for i in between):
        core.append("btw=paren")
    before = candidate[0] - 1
    if before >= 0 and words[before] in DETERMINERS:
        core.append("prev_det")
        before -= 1
    if before < 0:
        core.append("prev=<s>")
    elif words[before] in PREPOSITIONS or words[before] in "(,":
        core.append(f"prev={words[before]}")
    else:
        core.append("prev=other")
    after = candidate[1]
    if after < len(words) and words[after] in NEXT_WORDS:
        core.append(f"next={words[after]}")
    if number[1] < len(words) and words[number[1]] in CUE_WORDS:
        core.append(f"{side}|num_next={words[number[1]]}")
    distance = _token_distance(number, candidate)
    nearer = sum(_token_distance(number, o) < distance for o in others if o != candidate)
    nearer_same_side = sum(_token_distance(number, o) < distance and (o[0] >= number[1]) == right
                           for o in others if o != candidate)
    core.append(f"nearer={min(nearer, 2)}")
    core.append(f"{side}|nearer_same_side={min(nearer_same_side, 1)}")
    return ["bias", f"{label}|bias"] + core + [f"{label}|{feature}" for feature in core]


def _token_distance(number: tuple[int, int], span: tuple[int, int]) -> int:
    return span[0] - number[1] if span[0] >= number[1] else number[0] - span[1]


@dataclass(frozen=True)
class ClaimLinker:
    """The logistic regression: one weight per feature, and per role the probability a choice needs."""

    weights: Mapping[str, float]
    thresholds: Mapping[str, float]

    def probability(self, features: Sequence[str]) -> float:
        z = sum(self.weights.get(f, 0.0) for f in features)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def rank(self, text: str, sentence: tuple[int, int], number: tuple[int, int], mentions: Sequence[Mention],
             label: str) -> list[tuple[float, Mention]]:
        """The sentence's mentions of `label`, each with its probability of being what the number at character
        span `number` is about, best first."""
        candidates = [m for m in mentions if m.label == label]
        if not candidates:
            return []
        tokens = tokenize(text, sentence[0], sentence[1])
        number_span = tokens.span(*number)
        spans = [tokens.span(m.start, m.end) for m in candidates]
        scored = [(self.probability(pair_features(tokens, number_span, span, label, spans)), m)
                  for m, span in zip(candidates, spans)]
        return sorted(scored, key=lambda pair: (-pair[0], pair[1].start))

    @classmethod
    def load(cls, path: Path | str = MODEL_PATH) -> "ClaimLinker":
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls(weights=data["weights"], thresholds=data["thresholds"])


@lru_cache(maxsize=1)
def default_linker() -> ClaimLinker:
    return ClaimLinker.load(MODEL_PATH)


MODES = ("fallback", "replace", "model", "rerank", "abstain")


class LinkScorer:
    """The hook `link_claims` calls per result claim: per role in `roles`, the best-scoring mention of the
    sentence above the role's threshold. mode "fallback": only where the rules found nothing; "replace": the
    model's choice wins where it has one, the rules' otherwise; "model": the model's choice or nothing;
    "rerank": only where the rules chose one of the mentions (not a self-reference, not a metric read beside the
    number), the model's best mention above the threshold instead; "abstain": the rules' choice, dropped when it
    is a mention the model scores below the threshold."""

    def __init__(self, linker: Optional[ClaimLinker] = None, mode: str = "fallback",
                 roles: Sequence[str] = tuple(ROLE_LABELS), thresholds: Optional[Mapping[str, float]] = None):
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        self.linker = linker or default_linker()
        self.mode = mode
        self.roles = tuple(roles)
        self.thresholds = dict(self.linker.thresholds, **(thresholds or {}))

    def __call__(self, text: str, claim, sentence: tuple[int, int], mentions: Sequence[Mention],
                 links: dict[str, Optional[Linked]]) -> dict[str, Optional[Linked]]:
        out = dict(links)
        baseline = links.get("baseline")
        for role in self.roles:
            rule = links.get(role)
            if self.mode == "fallback" and rule is not None:
                continue
            label = ROLE_LABELS[role]
            pool = [m for m in mentions if baseline is None or not (baseline.start <= m.start < baseline.end)]
            chosen = next((m for m in pool if rule is not None and m.label == label
                           and (m.start, m.end) == (rule.start, rule.end)), None)
            if self.mode in ("rerank", "abstain") and chosen is None:
                continue
            ranked = self.linker.rank(text, sentence, (claim.start_char, claim.end_char), pool, label)
            threshold = self.thresholds.get(role, 0.5)
            if self.mode == "abstain":
                if next(p for p, m in ranked if m is chosen) < threshold:
                    out[role] = None
                continue
            best = ranked[0] if ranked and ranked[0][0] >= threshold else None
            if best is not None:
                out[role] = Linked(best[1].start, best[1].end, best[1].canonical, best[1].name_id)
            elif self.mode == "model":
                out[role] = None
        return out
