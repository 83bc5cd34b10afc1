"""What a result claim measures, from its sentence: the metric it is in, the dataset it is on, the subject it
belongs to and the baseline it is compared with, and the results table row they make together.

A pure function of the text, the claims and the paper's named mentions (the entities table's rows), read with
rules that hold across venues:
  baseline  the phrase after a comparison cue ("than", "over", "compared to", "outperforms"), the cue nearest the
            number; a named METHOD in that phrase wins over the words around it
  subject   the nearest METHOD name or self-reference ("our method", "the proposed model") before the number, not
            inside the baseline; a self-reference resolves to the paper's artifact, and a sentence naming no
            method before the number ("we exceed it by 0.11 dB") gets the artifact's mention written last before
            it; a METHOD written after the number only in a paper without an artifact
  dataset   the DATASET name right after the number ("70.2% on CIFAR-100"), else the nearest in the sentence, one
            written after "on"/"in" first, else a phrase headed by "dataset", "benchmark", "corpus", "test set"
            after "on"/"in" that says which ("on the Yelp business review dataset", not "on common benchmarks")
  metric    the one the claims pass read beside the number, else the nearest METRIC name in the sentence that is
            not written right after another number ("95% CI"); none for a speed ("16.1x faster"); a margin
            ("outperforming BBF by 13.3%") is in the metric of the value stated before it in the sentence
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Optional, Sequence

from extractor.records import Claim, Result

# Words that put what follows in the place of the thing compared against.
COMPARISON_CUE = re.compile(
    r"\b(?:(?:better|higher|lower|faster|slower|more|less|fewer|greater|smaller|larger|worse|cheaper)\s+than"
    r"|than|over|compared\s+(?:to|with)|in\s+comparison\s+(?:to|with)|relative\s+to|against|versus|vs\.?"
    r"|outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|beat(?:s|ing)?|exceed(?:s|ed|ing)?)\s+",
    re.IGNORECASE,
)
# A baseline phrase as written ends where the clause turns ("on", "by", a comma, a parenthesis).
PHRASE_STOP = re.compile(
    r"[,;:.()\[\]]|\s(?:on|in|by|for|with|across|while|and\s+(?:achiev|reach|obtain|improv)|at|using|when|which|"
    r"that|to|from|of\s+\d|achiev\w*|reach\w*|obtain\w*|yield\w*|result\w*|lead\w*)\b|\s\d",
    re.IGNORECASE,
)
SELF_REFERENCE = re.compile(
    r"\b(?:our|the\s+proposed|the\s+presented|the\s+developed|this|the\s+new)\s+"
    r"(?:(?!(?:our|this|these|the|a|an|is|are|was|were|presents|proposes|describes|introduces|uses)\s)"
    r"[\w-]+\s+){0,4}?"  # "This paper presents our submission" holds a self-reference, but is none
    r"(?:method|approach|model|framework|system|algorithm|technique|network|architecture|pipeline|solution|"
    r"agent|detector|tracker|classifier|submission|team|strategy|scheme|method|estimator|policy|module)s?\b",
    re.IGNORECASE,
)
# "X outperforms Y by 11%", "X achieved an accuracy of 90.9%": the phrase before the verb is what the number
# belongs to. The phrase starts after the last clause boundary before the verb.
RESULT_VERB = re.compile(
    r"\b(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|beats?|exceed(?:s|ed|ing)?|achiev(?:es|ed|ing|e)|"
    r"reach(?:es|ed|ing)?|obtain(?:s|ed|ing)?|attain(?:s|ed|ing)?|yield(?:s|ed|ing)?|improv(?:es|ed|e)|"
    r"reduc(?:es|ed|e))\s", re.IGNORECASE)
# Words between a phrase and its verb that belong to neither ("can achieve", "consistently outperforms").
AUXILIARY = re.compile(r"(?i:can|could|may|might|will|would|shall|should|must|do|does|did|has|have|had|is|are|was|"
                       r"were|be|been|also|further|still|even|thus|then|not|\w+ly)")
CLAUSE_BOUNDARY = re.compile(
    r"[,;:()\[\]]|\b(?:that|which|where|while|when|whereas|and|but|we|show\w*|demonstrat\w*|find|found|"
    r"reveal\w*|indicat\w*|confirm\w*|suggest\w*|to|with|by|in|on|for|of|from|as|than|over)\s", re.IGNORECASE)
NOT_A_SUBJECT = re.compile(r"(?i:it|this|they|these|those|one|results?|experiments?|evaluations?|we|I)")
# "The highest macro F1-scores (were) 0.629", "Comparable results": a phrase ending in what is measured is no subject.
MEASURED_HEAD = re.compile(r"(?i:.*\b(?:results?|scores?|performances?|accurac(?:y|ies)|gains?|improvements?|"
                           r"numbers?|values?|rates?))")
MAX_SUBJECT_WORDS = 6
# A verb inside the phrase makes it a clause, not a name ("This paper presents our submission", "Our shared task
# received submissions", "uses all the features", "significantly surpass those").
CLAUSE_VERB = re.compile(
    r"(?i)\b(?:presents?|propos(?:es|ed)|introduc(?:es|ed)|describ(?:es|ed)|uses?|used|receiv(?:es|ed)|"
    r"submitted|surpass\w*|outperform\w*|is|are|was|were|has|have|had)\b|^\w+ly\b")
# A number measuring speed says so after it.
SPEED_RIGHT = re.compile(r"\s*(?:times\s+)?(?:faster|slower|quicker|speed-?ups?|acceleration)\b", re.IGNORECASE)
# A data set written as a phrase no entity row holds: "on SIDD dataset", "on the REDS and GoPro datasets".
DATASET_PHRASE = re.compile(
    r"\b(?:on|in|over|across|using|for)\s+(?:(?:the|a|an|our|their|its|this|these|two|three|four|five|several)\s+)?"
    r"(?P<phrase>(?:(?!(?:of|the|a|an|and|on|in|for|with|this|these|that|those|our|their|its)\b)[\w.+-]+\s+(?:and\s+)?){1,4}"
    r"(?:data\s?sets?|benchmarks?|benchmark\s+data|corpus|corpora|test\s+sets?|challenge))\b",
    re.IGNORECASE,
)
# Words that say how many or how usual data sets are, not which: "common benchmarks", "the full dataset".
GENERIC_DATA = re.compile(
    r"(?i:common|standard|several|multiple|various|different|full|public|popular|existing|other|many|same|whole|"
    r"entire|original|image|text|video|large|small|new|real|real-world|synthetic|benchmark|extensive|widely-used)")
# A data set phrase names one when a word in it is written as a name ("the Yelp business review dataset", "the
# WMT14 test set"); "the gold dataset", "translation datasets", "well-known datasets" name none.
NAMED_WORD = re.compile(r"\b(?:[A-Z]\w*|\w*\d\w*)")
# Pronouns and numbers after a comparison cue name nothing to compare with ("we exceed it by 0.11 dB").
NOT_A_BASELINE = re.compile(r"(?i:it|them|this|that|these|those|others?|one|ones|ours|theirs|a|an|the|without|with|"
                            r"before|after|ever|usual|expected|previously|reported)|[\d.,%\s]+")
DATASET_PREPOSITION = re.compile(r"\b(?:on|in|over|across|for|using)\s+(?:the\s+)?$", re.IGNORECASE)
# The data set a value is reported on, written right after it: "70.2% on CIFAR-100", "80.1% accuracy on the X".
OWN_DATASET_GAP = re.compile(r"\s*(?:[\w-]+\s+){0,3}?(?:on|in|over|for)\s+(?:the\s+)?", re.IGNORECASE)
MAX_BASELINE_WORDS = 8
LINK_LABELS = {"metric": "METRIC", "dataset": "DATASET", "subject": "METHOD", "baseline": "METHOD"}
# (text, label) -> (canonical, id) of the name when a knowledge base knows it
Lookup = Callable[[str, str], Optional[tuple[str, str]]]


@dataclass(frozen=True)
class Mention:
    """A named mention of the paper (an entities row): where, what label, and what it resolves to."""

    start: int
    end: int
    label: str
    canonical: Optional[str] = None
    name_id: Optional[str] = None
    is_artifact: bool = False


@dataclass(frozen=True)
class OtherClaims:
    """What a claim's links read of the paper's other claims, computed once per paper: where each ends (a metric
    written right after a number is that number's), and the claims that read a metric, by start."""

    ends: frozenset[int]
    scored_starts: tuple[int, ...]
    scored: tuple[Claim, ...]

    @classmethod
    def of(cls, claims: Sequence[Claim]) -> "OtherClaims":
        scored = sorted((c for c in claims if c.metric_start is not None), key=lambda c: c.start_char)
        return cls(frozenset(c.end_char for c in claims), tuple(c.start_char for c in scored), tuple(scored))

    def last_with_metric(self, start: int, end: int) -> Optional[Claim]:
        """The claim with a metric that starts last in [start, end), if any."""
        index = bisect.bisect_left(self.scored_starts, end) - 1
        return self.scored[index] if index >= 0 and self.scored_starts[index] >= start else None


@dataclass(frozen=True)
class Linked:
    """A phrase a claim links to: offsets into the text, and the name it stands for."""

    start: int
    end: int
    canonical: Optional[str]
    name_id: Optional[str]


def link_claims(text: str, claims: Sequence[Claim], mentions: Sequence[Mention],
                sentences: Optional[Sequence[tuple[int, int]]] = None,
                lookup: Optional[Lookup] = None, artifact_name: Optional[str] = None) -> tuple[list[Claim], list[Result]]:
    """The claims with metric, dataset, subject and baseline filled for results, and the results rows. A phrase
    no entity row resolves is looked up by `lookup` ("mAP" written beside a number is the KB's metric)."""
    bounds = list(sentences) if sentences else [(0, len(text))]
    starts = [start for start, _ in bounds]
    artifacts = [m for m in mentions if m.is_artifact]
    # The paper's primary artifact ("HINet"), not a part of it introduced first ("HIN Block").
    artifact = next((m for m in artifacts if text[m.start : m.end] == artifact_name), artifacts[0] if artifacts else None)
    # A mention overlapping a number is part of a claim ("8.16% lower posterior variance" read as a METRIC).
    free = [m for m in mentions if not any(c.start_char < m.end and m.start < c.end_char for c in claims)]
    others = OtherClaims.of(claims)  # once per paper: a claim's links look at the others in O(log n)
    respective = _respective_names(text, claims, free, bounds)
    linked_claims, results = [], []
    for claim in claims:
        if claim.role != "result":
            linked_claims.append(claim)
            continue
        index = max(0, bisect.bisect_right(starts, claim.start_char) - 1)
        sentence = bounds[index]
        in_sentence = [m for m in free if sentence[0] <= m.start and m.end <= sentence[1]]
        links = claim_links(text, claim, sentence, in_sentence, artifact, others)
        for role, mention in respective.get(claim.start_char, {}).items():
            if role == "dataset" or claim.metric_start is None:  # a metric written beside the number is its own
                links[role] = _as_linked(mention)
        if links["subject"] is None and artifact is not None and artifact.label != "DATASET":
            # "we exceed it by 0.11 dB", "it trains 16.1x faster", "with a 51.1% win rate": a result whose sentence
            # names no method is the paper's own artifact's, written elsewhere (not a new data set's)
            links["subject"] = _as_linked(_nearest_before(text, artifacts, artifact, claim.start_char))
        elif links["subject"] is None:
            # No artifact name: the paper's own method as an earlier sentence calls it ("our model", "the proposed
            # system"), the phrase a reader resolves "we obtain 34.8 BLEU" to.
            links["subject"] = _self_reference_before(text, claim.start_char)
        if lookup is not None:
            links = {role: _resolved(text, link, LINK_LABELS[role], lookup) for role, link in links.items()}
        claim = claim.model_copy(update=_claim_fields(text, links))
        linked_claims.append(claim)
        results.append(result_row(claim, links))
    return linked_claims, _unique(results)


def claim_links(text: str, claim: Claim, sentence: tuple[int, int], mentions: Sequence[Mention],
                artifact: Optional[Mention], others: Optional["OtherClaims"] = None) -> dict[str, Optional[Linked]]:
    baseline = _baseline(text, claim, sentence, mentions)
    subject = _subject(text, claim, sentence, mentions, baseline, artifact)
    return {
        "metric": _metric(text, claim, mentions, others or OtherClaims.of([claim]), sentence),
        "dataset": _own_dataset(text, claim, mentions)
        or _nearest(text, claim, mentions, "DATASET", prefer=DATASET_PREPOSITION, exclude=(subject, baseline))
        or _dataset_phrase(text, claim, sentence),
        "subject": subject,
        "baseline": baseline,
    }


def _metric(text: str, claim: Claim, mentions: Sequence[Mention], others: "OtherClaims",
            sentence: tuple[int, int]) -> Optional[Linked]:
    if claim.metric_start is not None:
        same = next((m for m in mentions if m.label == "METRIC" and m.start < claim.metric_end
                     and claim.metric_start < m.end), None)
        return Linked(claim.metric_start, claim.metric_end, same.canonical if same else None,
                      same.name_id if same else None)
    if SPEED_RIGHT.match(text, claim.end_char):
        return None  # "16.1x faster", "a 3x speedup": a speed, not the score named elsewhere in the sentence
    if claim.is_relative:
        # "achieves an IQM HNS of 107.3%, outperforming BBF by 13.3%": a margin is in the score stated before it
        before = others.last_with_metric(sentence[0], claim.start_char)
        if before is not None:
            return _metric(text, before, mentions, others, sentence)
    # A metric written right after another number is that number's ("95% CI", "5 BLEU"), not this one's.
    metrics = [m for m in mentions if m.label == "METRIC" and not _right_after(text, others.ends, m.start, claim.end_char)]
    if not metrics:
        return None
    return _as_linked(min(metrics, key=lambda m: _distance(m, claim)))


def _right_after(text: str, ends: frozenset[int], position: int, own_end: int) -> bool:
    """`position` follows one of `ends` other than `own_end` with nothing but spaces between."""
    start = position
    while start > 0 and text[start - 1] == " ":
        start -= 1
    return start != own_end and start in ends


def _nearest(text: str, claim: Claim, mentions: Sequence[Mention], label: str, prefer: re.Pattern,
             exclude: tuple[Optional[Linked], ...] = ()) -> Optional[Linked]:
    taken = [link for link in exclude if link is not None]
    candidates = [m for m in mentions if m.label == label
                  and not any(link.start <= m.start < link.end for link in taken)]
    if not candidates:
        return None
    best = min(candidates, key=lambda m: (not prefer.search(text[max(0, m.start - 20) : m.start]), _distance(m, claim)))
    return _as_linked(best)


def _own_dataset(text: str, claim: Claim, mentions: Sequence[Mention]) -> Optional[Linked]:
    after = [m for m in mentions if m.label == "DATASET" and m.start >= claim.end_char
             and OWN_DATASET_GAP.fullmatch(text, claim.end_char, m.start)]
    return _as_linked(min(after, key=lambda m: m.start)) if after else None


def _dataset_phrase(text: str, claim: Claim, sentence: tuple[int, int]) -> Optional[Linked]:
    phrases = [m for m in DATASET_PHRASE.finditer(text, sentence[0], sentence[1])
               if not (claim.start_char <= m.start("phrase") < claim.end_char)
               and not all(GENERIC_DATA.fullmatch(word) for word in m["phrase"].split()[:-1] if word != "and")
               and NAMED_WORD.search(m["phrase"])]
    if not phrases:
        return None
    best = min(phrases, key=lambda m: abs(m.start("phrase") - claim.start_char))
    return Linked(best.start("phrase"), best.end("phrase"), None, None)


def _baseline(text: str, claim: Claim, sentence: tuple[int, int], mentions: Sequence[Mention]) -> Optional[Linked]:
    cues = [cue for cue in _comparison_cues(text, sentence) if not (claim.start_char <= cue.start() < claim.end_char)]
    if not cues:
        return None
    cue = min(cues, key=lambda c: abs(c.start() - claim.start_char) if c.start() > claim.start_char
              else claim.start_char - c.end())
    start = cue.end()
    stop = PHRASE_STOP.search(text, start, sentence[1])
    end = stop.start() if stop else sentence[1]
    end = _limit_words(text, start, end)
    methods = [m for m in mentions if m.label == "METHOD" and start <= m.start < end]
    end = max([end] + [m.end for m in methods[:1]])
    while end > start and text[end - 1].isspace():
        end -= 1
    phrase = text[start:end]
    if not phrase or claim.start_char <= start < claim.end_char or NOT_A_BASELINE.fullmatch(phrase):
        return None
    first = methods[0] if methods else None
    return Linked(start, end, first.canonical if first else None, first.name_id if first else None)


@lru_cache(maxsize=8)
def _comparison_cues(text: str, sentence: tuple[int, int]) -> tuple[re.Match, ...]:
    # Found once per sentence, not once per claim in it: a sentence of many numbers made the pass quadratic.
    return tuple(COMPARISON_CUE.finditer(text, sentence[0], sentence[1]))


def _subject(text: str, claim: Claim, sentence: tuple[int, int], mentions: Sequence[Mention],
             baseline: Optional[Linked], artifact: Optional[Mention]) -> Optional[Linked]:
    compared = [cue.end() for cue in _comparison_cues(text, sentence)]

    def outside_baseline(start: int) -> bool:
        # not this claim's baseline, nor a name compared against in another clause ("outperforming BigGAN-deep")
        if baseline is not None and baseline.start <= start < baseline.end:
            return False
        return not any(end <= start and not PHRASE_STOP.search(text, end, start) for end in compared)

    phrase = _verb_subject(text, claim, sentence)
    if phrase is not None and outside_baseline(phrase[0]):
        return _within(text, phrase, mentions, artifact)
    left = [m for m in mentions if m.label == "METHOD" and m.end <= claim.start_char and outside_baseline(m.start)]
    selves = [s for s in SELF_REFERENCE.finditer(text, sentence[0], claim.start_char) if outside_baseline(s.start())]
    best_method = max(left, key=lambda m: m.start, default=None)
    best_self = selves[-1] if selves else None
    if best_self is not None and (best_method is None or best_self.start() > best_method.start):
        return Linked(best_self.start(), best_self.end(), artifact.canonical if artifact else None,
                      artifact.name_id if artifact else None)
    if best_method is not None:
        return _as_linked(best_method)
    if artifact is not None and artifact.label != "DATASET":
        return None  # the paper's own method owns it (link_claims): a name written after the number seldom does
    right = [m for m in mentions if m.label == "METHOD" and m.start >= claim.end_char and outside_baseline(m.start)]
    return _as_linked(min(right, key=lambda m: m.start)) if right else None


def _verb_subject(text: str, claim: Claim, sentence: tuple[int, int]) -> Optional[tuple[int, int]]:
    """The phrase before the result verb nearest before the number, if any (start, end)."""
    verbs = list(RESULT_VERB.finditer(text, sentence[0], claim.start_char))
    if not verbs:
        return None
    verb = verbs[-1].start()
    boundaries = list(CLAUSE_BOUNDARY.finditer(text, sentence[0], verb))
    start = boundaries[-1].end() if boundaries else sentence[0]
    words = list(re.finditer(r"\S+", text[start:verb]))
    while words and AUXILIARY.fullmatch(words[-1].group()):
        words.pop()
    if not words or len(words) > MAX_SUBJECT_WORDS:
        return None
    begin, end = start + words[0].start(), start + words[-1].end()
    phrase = text[begin:end]
    if NOT_A_SUBJECT.fullmatch(phrase) or MEASURED_HEAD.fullmatch(phrase) or CLAUSE_VERB.search(phrase):
        return None
    return begin, end


def _within(text: str, phrase: tuple[int, int], mentions: Sequence[Mention], artifact: Optional[Mention]) -> Linked:
    """The phrase as a link: a self-reference in it resolves to the artifact, a named method in it to its name."""
    if SELF_REFERENCE.search(text, phrase[0], phrase[1]):
        return Linked(phrase[0], phrase[1], artifact.canonical if artifact else None,
                      artifact.name_id if artifact else None)
    named = [m for m in mentions if m.label == "METHOD" and phrase[0] <= m.start and m.end <= phrase[1]]
    if named:
        return _as_linked(named[-1])
    return Linked(phrase[0], phrase[1], None, None)


def _resolved(text: str, link: Optional[Linked], label: str, lookup: Lookup) -> Optional[Linked]:
    if link is None or link.name_id is not None:
        return link
    found = lookup(text[link.start : link.end], label)
    return Linked(link.start, link.end, found[0], found[1]) if found else link


RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)


def _respective_names(text: str, claims: Sequence[Claim], mentions: Sequence[Mention],
                      bounds: Sequence[tuple[int, int]]) -> dict[int, dict[str, Mention]]:
    """"ROUGE-1 F1, BERTScore F1 and BLEURT, with scores of 0.40, 0.71 and 0.54, respectively": in a sentence that
    says "respectively", as many metrics (or data sets) as results pair up in order. By claim start: role -> mention."""
    paired: dict[int, dict[str, Mention]] = {}
    for start, end in bounds:
        if not RESPECTIVELY.search(text, start, end):
            continue
        results = [c for c in claims if c.role == "result" and start <= c.start_char < end]
        if len(results) < 2:
            continue
        for role, label in (("metric", "METRIC"), ("dataset", "DATASET")):
            names = sorted((m for m in mentions if m.label == label and start <= m.start and m.end <= end),
                           key=lambda m: m.start)
            if len(names) == len(results) and len({text[m.start:m.end] for m in names}) == len(names):
                for claim, name in zip(results, names):
                    paired.setdefault(claim.start_char, {})[role] = name
    return paired


def _self_reference_before(text: str, position: int) -> Optional[Linked]:
    """The last self-reference ("our model", "the proposed approach") written before `position`, if any."""
    last = None
    for last in SELF_REFERENCE.finditer(text, 0, position):
        pass
    return Linked(last.start(), last.end(), None, None) if last else None


def _nearest_before(text: str, artifacts: Sequence[Mention], artifact: Mention, position: int) -> Mention:
    """The mention of the primary artifact written last before `position` (its first mention otherwise)."""
    name = text[artifact.start : artifact.end]
    before = [m for m in artifacts if text[m.start : m.end] == name and m.end <= position]
    return max(before, key=lambda m: m.start) if before else artifact


def _limit_words(text: str, start: int, end: int) -> int:
    words = list(re.finditer(r"\S+", text[start:end]))
    if len(words) > MAX_BASELINE_WORDS:
        return start + words[MAX_BASELINE_WORDS - 1].end()
    return end


def _distance(mention: Mention, claim: Claim) -> int:
    if mention.end <= claim.start_char:
        return claim.start_char - mention.end
    return max(0, mention.start - claim.end_char)


def _as_linked(mention: Mention) -> Linked:
    return Linked(mention.start, mention.end, mention.canonical, mention.name_id)


def _claim_fields(text: str, links: dict[str, Optional[Linked]]) -> dict:
    fields: dict = {}
    for role, link in links.items():
        fields[role] = text[link.start : link.end] if link else None
        fields[f"{role}_start"] = link.start if link else None
        fields[f"{role}_end"] = link.end if link else None
        fields[f"{role}_id"] = link.name_id if link else None
    return fields


def result_row(claim: Claim, links: dict[str, Optional[Linked]]) -> Result:
    """The results row of a linked result claim: canonical names where known, the phrase as written otherwise."""
    def name(role: str) -> Optional[str]:
        link = links[role]
        if link is None:
            return None
        return link.canonical or getattr(claim, role)

    return Result(
        text=claim.text, start_char=claim.start_char, end_char=claim.end_char,
        subject=name("subject"), subject_id=claim.subject_id,
        metric=name("metric"), metric_id=claim.metric_id,
        dataset=name("dataset"), dataset_id=claim.dataset_id,
        value=claim.value, value_low=claim.value_low, value_high=claim.value_high,
        value_before=claim.value_before, value_after=claim.value_after, uncertainty=claim.uncertainty,
        unit=claim.unit, comparator=claim.comparator, is_relative=claim.is_relative, direction=claim.direction,
        baseline=name("baseline"), baseline_id=claim.baseline_id,
    )


def _unique(results: list[Result]) -> list[Result]:
    """One row per (subject, metric, dataset, value) tuple: a value restated in the abstract is one result."""
    seen, out = set(), []
    for result in results:
        key = (result.subject, result.metric, result.dataset, result.value, result.value_low, result.value_high,
               result.value_before, result.value_after, result.unit)
        if key not in seen:
            seen.add(key)
            out.append(result)
    return out
