"""What a result claim measures, from its sentence: the metric it is in, the dataset it is on, the subject it
belongs to and the baseline it is compared with, and the results table row they make together.

A pure function of the text, the claims and the paper's named mentions (the entities table's rows), read with
rules that hold across venues:
  baseline  the phrase after a comparison cue ("than", "over", "compared to", "outperforms"), the cue nearest the
            number; a named METHOD in that phrase wins over the words around it
  subject   subjects.py: the phrase before the result verb, else the nearest METHOD name or self-reference
            before the number; a sentence naming none gets the artifact's mention written last before it, or
            without an artifact the self-reference an earlier sentence wrote ("our model")
  dataset   datasets.py: the DATASET name right after the number ("70.2% on CIFAR-100"), else the nearest in the
            sentence, one written after "on"/"in" first, else a phrase headed by "dataset", "benchmark", "corpus", "test set"
            after "on"/"in" that says which ("on the Yelp business review dataset", not "on common benchmarks");
            none for a speed or a cost ("2.9x speedup", "7.3x fewer parameters") unless written right after it;
            a sentence naming none takes the one data set the sentence before names after "on"/"in" (carried
            further back, or without the preposition, it took dataset links on the development sets down); else
            the one shared task or challenge the abstract names ("our work on the PerAnsSumm shared task")
  metric    the one the claims pass read beside the number, else the nearest METRIC name in the sentence that is
            not written right after another number ("95% CI"), for a multiple or a duration only a cost or speed
            measure ("a compression rate of 125X"); none for a speed ("16.1x faster") or for things compared in
            number ("112x fewer parameters": counted); a margin
            ("outperforming BBF by 13.3%") is in the metric of the value stated before it in the sentence
In a sentence that says "respectively", as many metrics (or data sets) as results pair up in order (over a metric read
beside a value only when the names are listed after the values), or, when one list of values ends in "respectively"
and its sentence names no data set, as many data sets as the sentence before lists; so do values and names written
with slashes between them (pairs.py).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from spacy.lang.en.stop_words import STOP_WORDS

from extractor.records import Claim, Result
from extractor.rules.claims.cues import PER_TIME_RIGHT
from extractor.rules.claims.datasets import (dataset_before, dataset_phrase, nearest_dataset, own_dataset,
                                             shared_task)
from extractor.rules.claims.link_types import (PHRASE_STOP, SHORT_IN_BRACKETS, Linked, Mention, as_linked,
                                               comparison_cues, distance)
from extractor.rules.claims.pairs import respective_names, slash_pairs
from extractor.rules.claims.link_ranking import LinkChooser
from extractor.rules.claims.subject_ranker import ranked_subject
from extractor.rules.claims.subjects import OWN_HEAD, paper_subject, subject_of

__all__ = ["Mention", "Linked", "link_claims", "claim_links", "result_row"]

# A number measuring speed says so after it.
SPEED_RIGHT = re.compile(r"\s*(?:times\s+)?(?:faster|slower|quicker|speed-?ups?|acceleration)\b", re.IGNORECASE)
# A method improved, as the verb's object right before the change ("CO2 improves MoCo by 2.9%"): the baseline.
# ("improves upon X" is a comparison cue: link_types.COMPARISON_CUE.)
IMPROVES = re.compile(r"\bimprov(?:es|ed|ing)\s+(?:the\s+)?", re.IGNORECASE)
# A cost or size compared after a number: "7.3x fewer trainable parameters", "15x the number of categories".
COST_RIGHT = re.compile(r"\s*(?:fewer|smaller)\b|\s*the\s+(?:number|size|amount)\s+of\b", re.IGNORECASE)
# Pronouns and numbers after a comparison cue name nothing to compare with ("we exceed it by 0.11 dB").
NOT_A_BASELINE = re.compile(r"(?i:it|them|this|that|these|those|others?|one|ones|ours|theirs|a|an|the|without|with|"
                            r"before|after|ever|usual|expected|previously|reported)|[\d.,%\s]+")
# A phrase after a comparison cue that compares with no method or system: a number ("300 users", "30% improvement"),
# an adverb or clause opener ("just", "when trained"), a clause ("a candidate is more challenging"), a phrase cut
# before its object ("MIT students' average of"). (Data sets are compared with: "existing ... datasets".)
NO_BASELINE_PHRASE = re.compile(
    r"^(?:\d|(?:just|when|while|if|only|even|also|both|all|time|times)\b)|\b(?:is|are|was|were|be|been)\b|"
    r"\b(?:of|for|to|the|a|an)$",
    re.IGNORECASE)
MAX_BASELINE_WORDS = 8
# Between a value and the method it belongs to: "89.4% for FixMatch", "43.3% by BM25", "68.9% of GPT-4".
OWNER_GAP = re.compile(r"\s*(?:for|by|of|from|with)\s+(?:the\s+)?")
# A phrase naming a system after a value: "37 for the English-Luganda model", "by our best system".
OWNER_AFTER = re.compile(r"\s*(?:for|by)\s+(?P<owner>(?:the|our|a|an|its|their)\s+(?:[\w-]+\s+){0,3}?" + OWN_HEAD
                         + r"s?)\b(?!-)", re.IGNORECASE)
# A name in the possessive right before a value: "CLIP's 1.4%", "Fei-Fei et al's 16%" (capitalised words, "et al").
POSSESSOR_LEFT = re.compile(r"(?<![\w-])(?P<owner>[A-Z][\w.+-]*(?:\s+(?:[A-Z][\w.+-]*|et\s+al\.?)){0,3})['’]s\s+$")
# A multiple ("30x") or a duration ("550 seconds") measures a cost or a speed: of the metrics its sentence names,
# only one of those is its own ("a compression rate of 125X", "a computational speedup factor of roughly 50x").
COST_DIMENSIONS = frozenset({"multiplier", "time", "information"})
COST_MEASURE = re.compile(r"(?i:speed|compression|factor|ratio|reduction|saving|throughput|latency|time|memory|cost|"
                          r"efficien|energy|power|size|storage|compute|computation)|FLOPs|MACs")
# Words right before a value that compare it with one stated before: "compared to 89.4%", "vs. 43.3%".
COMPARED_VALUE_LEFT = re.compile(r"\b(?:compared\s+(?:to|with)|vs\.?|versus|against|than)\s+(?:only\s+|just\s+)?$",
                                 re.IGNORECASE)
# Words before a name that make it the thing compared with: "higher prediction accuracy than LDKL", "44% lower than
# SPALS". A name there is a baseline, whatever the NER labelled it, not the metric the sentence measures in.
COMPARED_NAME_LEFT = re.compile(r"\b(?:than|compared\s+(?:to|with)|versus|vs\.?)\s+(?:the\s+)?$", re.IGNORECASE)
# Between a value and the next one in brackets right after it: "0.9 (90%)", "45.1 mAP (+2.3)".
RESTATED_IN_BRACKETS = re.compile(r"\s*[(\[]\s*")
LINK_LABELS = {"metric": "METRIC", "dataset": "DATASET", "subject": "METHOD", "baseline": "METHOD"}
# (text, label) -> (canonical, id) of the name when a knowledge base knows it
Lookup = Callable[[str, str], Optional[tuple[str, str]]]


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


def link_claims(text: str, claims: Sequence[Claim], mentions: Sequence[Mention],
                sentences: Optional[Sequence[tuple[int, int]]] = None,
                lookup: Optional[Lookup] = None, artifact_name: Optional[str] = None,
                artifact_label: Optional[str] = None,
                rankers: Optional[LinkChooser] = None) -> tuple[list[Claim], list[Result]]:
    """The claims with metric, dataset, subject and baseline filled for results, and the results rows. A phrase
    no entity row resolves is looked up by `lookup` ("mAP" written beside a number is the KB's metric).
    `artifact_name` / `artifact_label`: the paper's primary artifact (doc._.artifact), perhaps named in the title only.
    `rankers`: picks each result's subject among candidates, the rules' answer one of them (link_ranking.py); None
    keeps the rules' answers."""
    bounds = list(sentences) if sentences else [(0, len(text))]
    starts = [start for start, _ in bounds]
    artifacts = [m for m in mentions if m.is_artifact]
    # The paper's primary artifact ("HINet"), not a part of it introduced first ("HIN Block").
    artifact = next((m for m in artifacts if text[m.start : m.end] == artifact_name), artifacts[0] if artifacts else None)
    # A mention overlapping a number is part of a claim ("8.16% lower posterior variance" read as a METRIC).
    # A METHOD the claims pass read as a number's metric stays: it is the number's owner ("79.41 GPT-4o-mini").
    free = [m for m in mentions if not any(c.start_char < m.end and m.start < c.end_char
                                           and not (m.label == "METHOD" and m.start == c.metric_start) for c in claims)]
    others = OtherClaims.of(claims)  # once per paper: a claim's links look at the others in O(log n)
    respective = respective_names(text, claims, free, bounds)
    paired_metrics = {m.start for pairs in respective.values() for role, m in pairs.items() if role == "metric"}
    slashed = slash_pairs(text, claims, free)
    task_data = shared_task(text, free)  # the one shared task the abstract names, if any
    # The paper's method, named in its title only ("UncLe-SLAM: ..."; "we achieve a 38% lower error"): no offsets
    # into the abstract.
    title_artifact = (Linked(None, None, artifact_name, None)
                      if artifact is None and artifact_name and artifact_label != "DATASET" else None)
    linked_claims, results = [], []
    restated: Optional[tuple[Claim, dict[str, Optional[Linked]]]] = None  # the last result and its links
    for claim in claims:
        if claim.role != "result":
            linked_claims.append(claim)
            continue
        index = max(0, bisect.bisect_right(starts, claim.start_char) - 1)
        sentence = bounds[index]
        in_sentence = _in_sentence(free, sentence)
        links = claim_links(text, claim, sentence, in_sentence, artifact, others)
        if restated is not None and claim.metric_start is None and RESTATED_IN_BRACKETS.fullmatch(
                text, restated[0].end_char, claim.start_char):
            # "a Macro-F1 score of 0.9 (90%)", "45.1 mAP (+2.3)": a value in brackets right after another restates
            # or qualifies it, in the same metric on the same data
            links["metric"], links["dataset"] = restated[1]["metric"], restated[1]["dataset"]
        for role, mention in respective.get(claim.start_char, {}).items():
            # A metric written beside the number is its own, unless the values come first and it is one of the
            # list after them, paired in order ("2.04% and 1.74% increase in Exact Match and F1, respectively":
            # Exact Match is the first value's; in "accuracies of 68% and 64%" the metric stays)
            if role == "dataset" or claim.metric_start is None or (
                    claim.metric_start in paired_metrics and claim.end_char < claim.metric_start
                    and claim.end_char < mention.start):
                links[role] = as_linked(mention)
        for role, mention in slashed.get(claim.start_char, {}).items():
            links[role] = as_linked(mention)  # "PSNR/SSIM of 32.1/0.91": each its own, whatever was read beside
        if links["subject"] is None:
            links["subject"] = paper_subject(text, claim.start_char, artifacts, artifact) or title_artifact
        if rankers is not None:
            links["subject"] = ranked_subject(rankers, text, claim, sentence, in_sentence, artifacts, artifact,
                                              links["subject"], links["baseline"], title_artifact)
        if links["dataset"] is None and not _cost_or_speed(text, claim):
            links["dataset"] = (dataset_before(text, bounds[index - 1], free) if index > 0 else None) or task_data
        links = {role: with_abbreviation(text, link, free) for role, link in links.items()}
        if lookup is not None:
            links = {role: _resolved(text, link, LINK_LABELS[role], lookup) for role, link in links.items()}
        restated = (claim, links)
        claim = claim.model_copy(update=_claim_fields(text, links))
        linked_claims.append(claim)
        results.append(result_row(claim, links))
    return linked_claims, _unique(results)


def claim_links(text: str, claim: Claim, sentence: tuple[int, int], mentions: Sequence[Mention],
                artifact: Optional[Mention], others: Optional["OtherClaims"] = None) -> dict[str, Optional[Linked]]:
    compared = _compared(text, claim, sentence, mentions)  # a data set there is compared with, not measured on
    baseline = _baseline(compared, text, mentions) or _improved_method(text, claim, sentence, mentions)
    compared_owner = _compared_value_owner(text, claim.start_char, claim.end_char, mentions)
    named = _named_owner(text, claim, mentions)  # a model the claims pass read as the metric: no metric
    # A model named after the number owns it ("79.41 GPT-4o-mini"); one before it does not ("the GAN baseline by 47%").
    owner = as_linked(named) if named is not None and named.start > claim.start_char else None
    possessor = _possessor(text, claim.start_char, mentions) or owner
    if compared_owner is not None:  # "compared to 89.4% for FixMatch": FixMatch's value, compared with nothing
        subject, baseline = compared_owner, None
    elif possessor is not None:  # "versus CLIP's 1.4%": CLIP's value, not what it is compared with
        subject = possessor
        baseline = None if baseline is not None and baseline.start <= possessor.start < baseline.end else baseline
    else:
        subject = subject_of(text, claim, sentence, mentions, baseline, artifact) or _owner_after(text, claim)
    return {
        "metric": _metric(text, claim, mentions, others or OtherClaims.of([claim]), sentence, named is None),
        "dataset": own_dataset(text, claim, mentions) or (None if _cost_or_speed(text, claim) else (
            nearest_dataset(text, claim, mentions, exclude=(subject, compared))
            or dataset_phrase(text, claim, sentence))),
        "subject": subject,
        "baseline": baseline,
    }


def _improved_method(text: str, claim: Claim, sentence: tuple[int, int],
                     mentions: Sequence[Mention]) -> Optional[Linked]:
    """The named method an "improves" before the number takes as its object ("CO2 improves Momentum Contrast (MoCo)
    by 2.9%"); not a measure ("improves accuracy by 2%": no method there)."""
    starts = {m.start: m for m in mentions if m.label == "METHOD" and sentence[0] <= m.start < claim.start_char}
    verbs = [v for v in IMPROVES.finditer(text, sentence[0], claim.start_char) if v.end() in starts]
    return as_linked(starts[verbs[-1].end()]) if verbs else None


def _cost_or_speed(text: str, claim: Claim) -> bool:
    """A speed or a cost said as a multiple or a share ("2.9x speedup", "2x faster", "7.3x fewer trainable
    parameters", "15x the number of categories"): measured on no data set unless one is written right after it."""
    return _speed(text, claim) or bool(COST_RIGHT.match(text, claim.end_char))


def _speed(text: str, claim: Claim) -> bool:
    """A speed: a multiple said faster ("16.1x faster", "a 3x speedup") or a rate ("runs at 6 fps", "5 images per
    second"); it is in no score named elsewhere in the sentence."""
    after = claim.end_char
    return claim.unit == "fps" or bool(SPEED_RIGHT.match(text, after) or PER_TIME_RIGHT.match(text, after))


def _metric(text: str, claim: Claim, mentions: Sequence[Mention], others: "OtherClaims",
            sentence: tuple[int, int], read_is_metric: bool = True) -> Optional[Linked]:
    """`read_is_metric`: the words the claims pass read as the metric are no model's name (_named_owner)."""
    if claim.metric_start is not None and read_is_metric \
            and not _names_data(claim.metric_start, claim.metric_end, mentions):
        same = next((m for m in mentions if m.label == "METRIC" and m.start < claim.metric_end
                     and claim.metric_start < m.end), None)
        return Linked(claim.metric_start, claim.metric_end, same.canonical if same else None,
                      same.name_id if same else None)
    if claim.counted is not None:
        return None  # "112x fewer parameters": a result in how many things there are, not in a score named elsewhere
    if _speed(text, claim):
        return None  # "16.1x faster", "a 3x speedup", "6 fps": a speed, not the score named elsewhere in the sentence
    found = _metric_stated_before(text, claim, mentions, others, sentence) or _nearest_metric(text, claim, mentions,
                                                                                               others)
    if found is not None and claim.dimension in COST_DIMENSIONS and not COST_MEASURE.search(text, found.start,
                                                                                            found.end):
        # "up to 30x", "550 seconds" or "25 MBs" in a sentence naming classification accuracy or RMSE: a multiple,
        # a duration or a size in bytes is a cost or a speed-up (a compression rate, a speedup factor, the memory
        # used), not the score named beside it.
        return None
    return found


def _metric_stated_before(text: str, claim: Claim, mentions: Sequence[Mention], others: "OtherClaims",
                          sentence: tuple[int, int]) -> Optional[Linked]:
    """"achieves an IQM HNS of 107.3%, outperforming BBF by 13.3%": a margin is in the score stated before it; so is
    a value compared with it ("92.1% accuracy, compared to 89.4% for FixMatch", "61.6% vs. 43.3%")."""
    if claim.is_relative or COMPARED_VALUE_LEFT.search(text, max(sentence[0], claim.start_char - 20), claim.start_char):
        before = others.last_with_metric(sentence[0], claim.start_char)
        if before is not None:
            return _metric(text, before, mentions, others, sentence, _named_owner(text, before, mentions) is None)
    return None


def _nearest_metric(text: str, claim: Claim, mentions: Sequence[Mention], others: "OtherClaims") -> Optional[Linked]:
    # A metric written right after another number is that number's ("95% CI", "5 BLEU"), not this one's; a name
    # compared with is a baseline; a stop word the NER labelled ("Not counting artifacts") names no metric.
    metrics = [m for m in mentions if m.label == "METRIC" and not _right_after(text, others.ends, m.start, claim.end_char)
               and not COMPARED_NAME_LEFT.search(text, max(0, m.start - 20), m.start)
               and not _stop_word(text[m.start:m.end])]
    return as_linked(min(metrics, key=lambda m: distance(m, claim))) if metrics else None


def _stop_word(word: str) -> bool:
    """A function word, not an acronym that spells one ("PER", phone error rate)."""
    return word.lower() in STOP_WORDS and not word.isupper()


def _names_data(start: int, end: int, mentions: Sequence[Mention]) -> bool:
    """The words the claims pass read as the number's metric are a data set's name ("65.1% VideoMME", "84.1 MMLU"):
    the number is on that data set (its dataset link), in a metric said elsewhere."""
    return any(m.label == "DATASET" and m.start <= start and end <= m.end for m in mentions)


def _named_owner(text: str, claim: Claim, mentions: Sequence[Mention]) -> Optional[Mention]:
    """The model named where the claims pass read the number's metric: "scores of 79.14 ELECTRA Base FT and 79.41
    GPT-4o-mini" give each value to its model, in a metric said elsewhere. Only the paper's artifact or a name with
    a version number: other METHOD rows here are as often measures ("MACs", "inference acceleration", "75.98 FPN")."""
    if claim.metric_start is None:
        return None
    return next((m for m in mentions if m.label == "METHOD" and m.start <= claim.metric_start < m.end
                 and (m.is_artifact or _VERSIONED.search(text, m.start, m.end))), None)


_VERSIONED = re.compile(r"\d")


def _right_after(text: str, ends: frozenset[int], position: int, own_end: int) -> bool:
    """`position` follows one of `ends` other than `own_end` with nothing but spaces between."""
    start = position
    while start > 0 and text[start - 1] == " ":
        start -= 1
    return start != own_end and start in ends


def _compared_value_owner(text: str, start: int, end: int, mentions: Sequence[Mention]) -> Optional[Linked]:
    """The method a value compared with another belongs to, named right after it: "compared to 89.4% for
    FixMatch", "vs. 43.3% by BM25"."""
    if not COMPARED_VALUE_LEFT.search(text, max(0, start - 20), start):
        return None
    method = _method_after(text, end, mentions)
    return as_linked(method) if method else None


def _possessor(text: str, start: int, mentions: Sequence[Mention]) -> Optional[Linked]:
    """The name written in the possessive right before a value, which owns it: "CLIP's 1.4%", "Fei-Fei et al's
    16%"; a METHOD mention there gives its canonical name."""
    owner = POSSESSOR_LEFT.search(text, max(0, start - 60), start)
    if owner is None:
        return None
    named = next((m for m in mentions if m.label == "METHOD" and m.start == owner.start("owner")), None)
    return as_linked(named) if named else Linked(owner.start("owner"), owner.end("owner"), None, None)


def _owner_after(text: str, claim: Claim) -> Optional[Linked]:
    """A system named after "for" or "by" right after the value, when the sentence gives no subject: "a BLEU score of
    37 for the English-Luganda model", "89% by the proposed system"."""
    owner = OWNER_AFTER.match(text, claim.end_char)
    return Linked(owner.start("owner"), owner.end("owner"), None, None) if owner else None


def _method_after(text: str, position: int, mentions: Sequence[Mention]) -> Optional[Mention]:
    """The METHOD mention a value ending at `position` belongs to: "89.4% for FixMatch", "43.3% by BM25"."""
    owner = OWNER_GAP.match(text, position)
    return next((m for m in mentions if owner and m.label == "METHOD" and m.start == owner.end()), None)


def _baseline(compared: Optional[Linked], text: str, mentions: Sequence[Mention]) -> Optional[Linked]:
    """The phrase compared with, when it names something to compare with: a named method, or a phrase that is
    neither a pronoun nor a number nor a clause; a value there is its method's ("compared to 89.4% for
    FixMatch": FixMatch)."""
    if compared is None:
        return None
    value = re.match(r"[\d.,]*\d\s*%?", text[compared.start:compared.start + 20])  # the stop may cut "89|.4%"
    if value is not None:
        method = _method_after(text, compared.start + value.end(), mentions)
        return as_linked(method) if method else None
    named = any(m.label == "METHOD" and compared.start <= m.start < compared.end for m in mentions)
    phrase = text[compared.start:compared.end]
    if NOT_A_BASELINE.fullmatch(phrase) or (not named and NO_BASELINE_PHRASE.search(phrase)):
        return None
    return compared


def _compared(text: str, claim: Claim, sentence: tuple[int, int], mentions: Sequence[Mention]) -> Optional[Linked]:
    """The phrase after the comparison cue nearest the number, whatever it holds."""
    cues = [cue for cue in comparison_cues(text, sentence) if not (claim.start_char <= cue.start() < claim.end_char)]
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
    if end <= start or claim.start_char <= start < claim.end_char:
        return None
    first = methods[0] if methods else None
    return Linked(start, end, first.canonical if first else None, first.name_id if first else None)


def _in_sentence(mentions: Sequence[Mention], sentence: tuple[int, int]) -> list[Mention]:
    return [m for m in mentions if sentence[0] <= m.start and m.end <= sentence[1]]


def _resolved(text: str, link: Optional[Linked], label: str, lookup: Lookup) -> Optional[Linked]:
    if link is None or link.name_id is not None or link.start is None:
        return link
    found = lookup(text[link.start : link.end], label)
    return Linked(link.start, link.end, found[0], found[1]) if found else link


def with_abbreviation(text: str, link: Optional[Linked], mentions: Sequence[Mention]) -> Optional[Linked]:
    """A linked name with the other half of the abbreviation pair written beside it: "mean radial error (MRE)" from
    either half, so the phrase holds both spellings the abstract gives."""
    if link is None or link.start is None:
        return link
    after = SHORT_IN_BRACKETS.match(text, link.end)
    if after is not None:
        return Linked(link.start, after.end(), link.canonical, link.name_id)
    written = text[link.start:link.end]
    if text[link.end:link.end + 1] == ")" and _UPPER.search(written) and " " not in written:
        opening = text.rfind("(", 0, link.start)
        if opening >= 0 and not text[opening + 1:link.start].strip():
            before = [m for m in mentions if not text[m.end:opening].strip() and m.end <= opening]
            if before:
                return Linked(before[0].start, link.end + 1, link.canonical, link.name_id)
    return link


_UPPER = re.compile(r"[A-Z]")


def _limit_words(text: str, start: int, end: int) -> int:
    words = list(re.finditer(r"\S+", text[start:end]))
    if len(words) > MAX_BASELINE_WORDS:
        return start + words[MAX_BASELINE_WORDS - 1].end()
    return end


def _claim_fields(text: str, links: dict[str, Optional[Linked]]) -> dict:
    fields: dict = {}
    for role, link in links.items():
        fields[role] = (text[link.start : link.end] if link.start is not None else link.canonical) if link else None
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
