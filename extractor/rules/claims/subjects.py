"""The subject of a result claim: what the number belongs to, the method or model as the sentence writes it.

  subject   the phrase before the result verb ("X outperforms Y by 11%"; a participle after a comma takes the
            verb before it: "X achieves 98.6%, outperforming Y by 42%"; "we" is the paper's named artifact, when
            it has one); else the nearest METHOD name or
            self-reference ("our method", "the proposed model") before the number, not inside the baseline; a
            self-reference resolves to the paper's artifact; a METHOD written after the number only in a paper
            without an artifact. link_claims gives a sentence naming none the artifact's mention written last
            before the number, or, without an artifact, the self-reference an earlier sentence wrote.
"""

from __future__ import annotations

import re
from typing import Optional, Sequence

from extractor.records import Claim
from extractor.rules.claims.link_types import Linked, Mention, as_linked, compared_at

# The head nouns a paper calls its own method by ("our method", "the proposed tracker", "the system").
OWN_HEAD = (r"(?:method|approach|model|framework|system|algorithm|technique|network|architecture|pipeline|solution|"
            r"agent|detector|tracker|classifier|submission|team|strategy|scheme|methodolog(?:y|ie)|estimator|policy|"
            r"module|implementation|attack|recognizer|parser|tagger|learner|solver|planner|app|entry|entrie)")
SELF_REFERENCE = re.compile(
    r"\b(?:our|the\s+proposed|the\s+presented|the\s+developed|this|the\s+new)\s+"
    r"(?:(?!(?:our|this|these|the|a|an|is|are|was|were|presents|proposes|describes|introduces|uses|received|"
    r"receives|shows|achieves|obtains|outperforms|has|have|had|can|could|will|would|may|allows?|allowed|enables?|"
    r"enabled|makes?|made|leads?|led|helps?|helped)\s)"
    r"[\w-]+\s+){0,4}?"  # "This paper presents our submission" holds a self-reference, but is none
    + OWN_HEAD + r"s?\b",
    re.IGNORECASE,
)
# "X outperforms Y by 11%", "X achieved an accuracy of 90.9%": the phrase before the verb is what the number
# belongs to. The phrase starts after the last clause boundary before the verb.
RESULT_VERB = re.compile(
    r"\b(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|beats?|exceed(?:s|ed|ing)?|achiev(?:es|ed|ing|e)|"
    r"reach(?:es|ed|ing)?|obtain(?:s|ed|ing)?|attain(?:s|ed|ing)?|yield(?:s|ed|ing)?|improv(?:es|ed|e)|"
    r"reduc(?:es|ed|e)|provid(?:es|ed|e)|retain(?:s|ed)?|deliver(?:s|ed)?|(?:reports?|reported)(?!\s+that\b)|"
    r"perform(?:s|ed)?|produc(?:es|ed|e)|explain(?:s|ed)?|needs|requires|takes|took|"
    # a speed's owner ("The tracker runs at over 200 fps"); not a participle or a noun ("GPU-accelerated",
    # "a 2.7x decoding speed up")
    r"(?<!-)(?:runs|ran|operates|speeds\s+up|sped\s+up|accelerates)|"
    r"returned|"  # a cost's owner ("the system only needs 1.5 minutes"); not "return", an RL measure
    r"(?:leads?|led)\s+to)\s", re.IGNORECASE)
# "The tracker is able to track ... at over 200 fps", "The approach is also applied ..., improving": in a paper that
# names no method of its own, a definite head alone as a clause's subject (before an auxiliary or a result verb) is
# the method the abstract is about. Not "the methods" (others' as often as its own), nor the object of a verb or
# preposition ("layers of the model", "The usefulness of the technique is").
DEFINITE_SELF = re.compile(
    r"(?<!\bof\s)(?<!\bto\s)\bthe\s+" + OWN_HEAD
    + r"(?=\s+(?:\w+ly\s+)?(?:(?:is|was|can|could|will|would|has|had|also)\b|" + RESULT_VERB.pattern + "))",
    re.IGNORECASE)
# Words between a phrase and its verb that belong to neither ("can achieve", "consistently outperforms").
AUXILIARY = re.compile(r"(?i:can|could|may|might|will|would|shall|should|must|do|does|did|has|have|had|is|are|was|"
                       r"were|be|been|also|further|still|even|thus|then|not|\w+ly)")
CLAUSE_BOUNDARY = re.compile(
    r"[,;:()\[\]—–]|\b(?:that|which|where|while|when|whereas|and|but|we|show\w*|demonstrat\w*|find|found|"
    r"reveal\w*|indicat\w*|confirm\w*|suggest\w*|to|with|by|in|on|for|of|from|as|than|over)\s", re.IGNORECASE)
# Not what a number belongs to: pronouns ("it" is the paper's method, as "we": _verb_subject), what was run, or an
# article alone ("an improved agreement": "improved" is no verb there).
NOT_A_SUBJECT = re.compile(r"(?i:this|they|these|those|one|results?|experiments?|evaluations?|we|I|an?|the)")
# "The highest macro F1-scores (were) 0.629", "Comparable results": a phrase ending in what is measured is no subject.
MEASURED_HEAD = re.compile(r"(?i:.*\b(?:results?|scores?|performances?|accurac(?:y|ies)|gains?|improvements?|"
                           r"numbers?|values?|rates?|"
                           # what is measured on or under, not what measures: "the XOR TyDi dataset", "zero-shot setting"
                           r"datasets?|data|benchmarks?|corpus|corpora|settings?|end-to-end))")
MAX_SUBJECT_WORDS = 6
# "can be reduced", "was improved": a passive result verb's subject is what changed, not what changed it.
PASSIVE_AUXILIARIES = frozenset({"be", "been", "is", "are", "was", "were"})
# A participle alone before a verb read as the result verb is no noun phrase: "achieving improved accuracies".
PARTICIPLE = re.compile(r"(?i)[a-z]+ing")
# A phrase cut before its noun ("improving a previously reported rate"): no noun phrase either.
CUT_BEFORE_NOUN = re.compile(r"(?i)\b(?:a|an|the|this|these|its|their|our)$")
# Before a method a result is achieved with: "with the CRAIG method", "using BERT", "by fine-tuning RoBERTa".
INSTRUMENT_LEFT = re.compile(r"\b(?:with|using|via|through|by)\s+(?:\S+\s+){0,2}$", re.IGNORECASE)
# The hardware a method runs on is not what the number belongs to ("runs at 6 fps on a graphics processing unit").
HARDWARE = re.compile(r"(?i)(?:(?:a|an|the|single|one|\d+|NVIDIA)\s+)*(?:graphics|tensor|central|neural)\s+processing\s+"
                      r"units?|(?:(?:a|an|the|single|one|\d+|NVIDIA)\s+)*(?:[GTCN]PUs?|FPGAs?|A100s?|V100s?|H100s?)")
# A verb inside the phrase makes it a clause, not a name ("This paper presents our submission", "Our shared task
# received submissions", "uses all the features", "significantly surpass those").
CLAUSE_VERB = re.compile(
    r"(?i)\b(?:presents?|propos(?:es|ed)|introduc(?:es|ed)|describ(?:es|ed)|uses?|used|receiv(?:es|ed)|"
    r"submitted|surpass\w*|outperform\w*|is|are|was|were|has|have|had)\b|^\w+ly\b")

def subject_of(text: str, claim: Claim, sentence: tuple[int, int], mentions: Sequence[Mention],
             baseline: Optional[Linked], artifact: Optional[Mention]) -> Optional[Linked]:
    def outside_baseline(start: int) -> bool:
        # not this claim's baseline, nor a name compared against in another clause ("outperforming BigGAN-deep")
        if baseline is not None and baseline.start <= start < baseline.end:
            return False
        return not compared_at(text, sentence, start)

    phrase = _verb_subject(text, claim, sentence)
    we = phrase is not None and phrase[0] == WE
    if we and artifact is not None and artifact.label != "DATASET":
        return None  # "we exceed it by 0.3 dB": the paper's named method (link_claims), not a name nearby
    if phrase is not None and not we and outside_baseline(phrase[0]):
        return _within(text, phrase, mentions, artifact)
    methods = [m for m in mentions if m.label == "METHOD" and not HARDWARE.fullmatch(text[m.start:m.end])]
    # What "we" or "it" achieve is no name in the verb's object ("It also provides a tracking density of 48%"), but
    # one they achieve it with ("We obtain the best result with the CRAIG method").
    left = [m for m in methods if m.end <= claim.start_char and outside_baseline(m.start)
            and not (we and m.start > phrase[1] and not INSTRUMENT_LEFT.search(text, phrase[1], m.start))]
    own = SELF_REFERENCE if artifact is not None else _ANY_SELF_REFERENCE
    selves = [s for s in own.finditer(text, sentence[0], claim.start_char) if outside_baseline(s.start())]
    best_method = max(left, key=lambda m: m.start, default=None)
    best_self = selves[-1] if selves else None
    if best_self is not None and (best_method is None or best_self.start() > best_method.start or we):
        # "Applying our method to VGG-11 using global max-pooling, we achieve ...": what "we" achieve is the
        # paper's method, not the name nearest the number
        return Linked(best_self.start(), best_self.end(), artifact.canonical if artifact else None,
                      artifact.name_id if artifact else None)
    if best_method is not None:
        return as_linked(best_method)
    if artifact is not None and artifact.label != "DATASET":
        return None  # the paper's own method owns it (link_claims): a name written after the number seldom does
    right = [m for m in methods if m.start >= claim.end_char and outside_baseline(m.start)
             and not (we and not INSTRUMENT_LEFT.search(text, claim.end_char, m.start))]
    return as_linked(min(right, key=lambda m: m.start)) if right else None


_ANY_SELF_REFERENCE = re.compile(f"{SELF_REFERENCE.pattern}|{DEFINITE_SELF.pattern}", re.IGNORECASE)

WE = -1  # the start _verb_subject gives when the result verb's subject is "we" (or "it"): (WE, the verb's start)
# CLAUSE_BOUNDARY's prepositions but "with", whose noun a participle is said of ("with models achieving 5.81%")
_PREPOSITIONS = frozenset("to by in on for of from as than over".split())


def _verb_subject(text: str, claim: Claim, sentence: tuple[int, int]) -> Optional[tuple[int, int]]:
    """The phrase before the result verb nearest before the number, if any (start, end); WE for "we". A participle
    after a clause boundary has the subject of the verb before it: "IntentBreaker achieves an ASR of 98.61%,
    outperforming baseline methods by 42.25%"."""
    for match in reversed(list(RESULT_VERB.finditer(text, sentence[0], claim.start_char))):
        verb = match.start()
        boundaries = list(CLAUSE_BOUNDARY.finditer(text, sentence[0], verb))
        start = boundaries[-1].end() if boundaries else sentence[0]
        words = list(re.finditer(r"\S+", text[start:verb]))
        auxiliaries = []
        while words and AUXILIARY.fullmatch(words[-1].group()):
            auxiliaries.append(words.pop().group().lower())
        if PASSIVE_AUXILIARIES.intersection(auxiliaries) and match.group().strip().lower().endswith("ed"):
            return None  # "the performance gap can be reduced to less than 2%": what changed, not who changed it
        participle = match.group().strip().lower().endswith("ing")
        coordinated = not words and boundaries and boundaries[-1].group().strip().lower() == "and"
        if coordinated and not RESULT_VERB.search(text, sentence[0], verb):
            # the first result verb, coordinated with a clause's verb: that clause's subject ("The approach is
            # trained on 180,000 frames and reaches 47.1% precision")
            return _clause_subject(text, sentence[0], boundaries[-1].start())
        if not words and (participle or coordinated):
            if participle and boundaries and not RESULT_VERB.search(text, sentence[0], verb):
                # no result verb before: the participle is said of the clause's subject ("The approach is also
                # applied to gesture recognition, improving a reported rate from 84% to 92%")
                return _clause_subject(text, sentence[0], boundaries[-1].start())
            continue  # a participle, or a verb coordinated after "and": the subject of the verb before
        if participle and boundaries and boundaries[-1].group().strip().lower() in _PREPOSITIONS:
            continue  # "our system outperforms earlier methods in literature achieving 96.31%": a noun in a
            # prepositional phrase is not what the participle is said of
        if not words and boundaries and boundaries[-1].group().strip().lower() == "we":
            return WE, verb  # "we" is a clause boundary too ("we show that ..."): here it is the verb's subject
        if not words and boundaries and boundaries[-1].group().strip().lower() in ("which", "that") \
                and boundaries[-1].start() == start - len(boundaries[-1].group()):
            # A relative clause's verb has the noun before the pronoun for subject: "we train CBQA models which
            # outperform comparable baselines by 5%".
            before = [b for b in boundaries[:-1] if b.end() <= boundaries[-1].start()]
            start = before[-1].end() if before else sentence[0]
            words = list(re.finditer(r"\S+", text[start:boundaries[-1].start()]))
            if before and before[-1].group().strip().lower() == "we" and len(words) > 1:
                words = words[1:]  # "we train CBQA models which ...": the verb after "we" is no part of it
            words = words[-3:]  # the noun phrase right before the pronoun
            if words and words[0].group().lower() in ("a", "an"):
                return None  # "Adam-mini, an optimizer that achieves ...": a description of a name before it
        if not words or len(words) > MAX_SUBJECT_WORDS:
            return None
        begin, end = start + words[0].start(), start + words[-1].end()
        own = SELF_REFERENCE.search(text, begin, end)
        if own is not None and own.start() > begin:
            begin = own.start()  # "On unconditional CIFAR-10 our method achieves": the self-reference, not the data
        phrase = text[begin:end]
        if phrase.lower() == "it":
            return WE, verb  # "it attains 47.3%": the paper's method, as for "we", not a name nearby
        return (begin, end) if _names_a_subject(phrase) else None
    return None


def _names_a_subject(phrase: str) -> bool:
    """Not a pronoun, a measurement ("with 65.10% model size reduction still achieves 2.29% gain"), a clause, a
    number, a lone participle or a phrase cut before its noun."""
    return not (NOT_A_SUBJECT.fullmatch(phrase) or MEASURED_HEAD.fullmatch(phrase) or CLAUSE_VERB.search(phrase)
                or phrase[0].isdigit() or PARTICIPLE.fullmatch(phrase) or CUT_BEFORE_NOUN.search(phrase))


# Where a clause opens inside a sentence, and the auxiliary that ends a clause's subject: without a parser, "is",
# "can" or "has" after a few words is the surest sign that those words are the subject.
CLAUSE_OPENER = re.compile(r"[;:]|,(?=\s)|\b(?:that|which|while|whereas|but)\s", re.IGNORECASE)
FINITE_AUXILIARY = re.compile(r"\s(?:is|are|was|were|can|could|may|might|will|would|has|have|had)\s", re.IGNORECASE)


def _clause_subject(text: str, sentence_start: int, before: int) -> Optional[tuple[int, int]]:
    """The words that open the clause ending at `before` up to its first auxiliary ("synthetic data can effectively
    align draft models"), if they are a subject."""
    openers = list(CLAUSE_OPENER.finditer(text, sentence_start, before))
    start = openers[-1].end() if openers else sentence_start
    auxiliary = FINITE_AUXILIARY.search(text, start, before)
    if auxiliary is None:
        return None
    words = list(re.finditer(r"\S+", text[start:auxiliary.start()]))
    if not words or len(words) > MAX_SUBJECT_WORDS:
        return None
    begin, end = start + words[0].start(), start + words[-1].end()
    return (begin, end) if _names_a_subject(text[begin:end]) else None


def _within(text: str, phrase: tuple[int, int], mentions: Sequence[Mention], artifact: Optional[Mention]) -> Linked:
    """The phrase as a link: a self-reference in it resolves to the artifact, a named method in it to its name."""
    if SELF_REFERENCE.search(text, phrase[0], phrase[1]):
        return Linked(phrase[0], phrase[1], artifact.canonical if artifact else None,
                      artifact.name_id if artifact else None)
    named = [m for m in mentions if m.label == "METHOD" and phrase[0] <= m.start and m.end <= phrase[1]]
    if named:
        return as_linked(named[-1])
    return Linked(phrase[0], phrase[1], None, None)


def paper_subject(text: str, position: int, artifacts: Sequence[Mention],
                  artifact: Optional[Mention]) -> Optional[Linked]:
    """The subject of a result whose sentence names none ("we exceed it by 0.11 dB", "it trains 16.1x faster"): the
    paper's own artifact, written last before it (not a new data set); without one, the paper's own method as an
    earlier sentence calls it ("our model"), the phrase a reader resolves "we obtain 34.8 BLEU" to."""
    if artifact is not None and artifact.label != "DATASET":
        return as_linked(_nearest_before(text, artifacts, artifact, position))
    return _self_reference_before(text, position)


def _self_reference_before(text: str, position: int) -> Optional[Linked]:
    """The last self-reference ("our model", "the proposed approach", "The tracker is") written before `position`,
    if any (in a paper without a named artifact)."""
    last = None
    for last in _ANY_SELF_REFERENCE.finditer(text, 0, position):
        pass
    return Linked(last.start(), last.end(), None, None) if last else None


def _nearest_before(text: str, artifacts: Sequence[Mention], artifact: Mention, position: int) -> Mention:
    """The mention of the primary artifact written last before `position` (its first mention otherwise)."""
    name = text[artifact.start : artifact.end]
    before = [m for m in artifacts if text[m.start : m.end] == name and m.end <= position]
    return max(before, key=lambda m: m.start) if before else artifact
