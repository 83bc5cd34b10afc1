"""Introductions: "we introduce / propose / present X", "we define X", "a novel X", "the proposed X (Y) approach".

Between the verb and the name only a short description may stand ("a novel framework"); a preposition or a clause
("a method for LLMs", "to improve CLIP") means the name belongs to something else. A name set off as an appositive
("we present Jumanji, a suite ...") or coordinated ("X and Y") is introduced too; after "we introduce", lower-case
names count where the sentence says they are new ("we introduce intrinsic fear, a new method").
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from extractor.rules.abbreviations import is_short_form_candidate
from extractor.rules.artifacts.cues import (
    AND_BEFORE,
    ARTIFACT_NOUNS,
    BEFORE_LOWERCASE_NAME,
    GAP_BREAKERS,
    GERUND_AFTER_PREPOSITION,
    INTRO,
    INTRO_VERB_WORD,
    KIND_BEFORE_NAMING,
    KIND_NOUN,
    LIST_GOES_ON,
    NAMING,
    NEW_KIND_OF,
    NEW_KIND_SET_OFF,
    NOVEL,
    PRIOR_WORK,
    PROPOSED,
    SCORE_INTRO_ABBREVIATION,
    SCORE_INTRO_NAME,
    SCORE_NAMING,
    SET_OFF_AFTER,
    TO_INFINITIVE,
    WE_DEFINE,
)
from extractor.rules.artifacts.names import (
    NEXT_WORD,
    WORD,
    ArtifactName,
    Context,
    candidate_at,
    is_capitalised_model_name,
    is_distinctive_name,
    is_lowercase_name,
    lowercase_name_end,
    title_case_run,
)
from extractor.rules.artifacts.naming import names_known_thing, quoted_name
from extractor.rules.text import is_plural, sentence_end

_WORD_BEFORE_PUNCTUATION = regex.compile(r"(\w+)\s*(?:[,:—–]|-{2,3})\s*$")
_UPPER_START = regex.compile(r"\p{Lu}")
_ARTICLE = regex.compile(r"\b(?:a|an)\b", regex.IGNORECASE)
_PAREN_SHORT = regex.compile(r"\s*\(([^()\s,;]{2,12})\)")


def intro_verb_triggers(clean: str) -> list[tuple[int, int, bool]]:
    """(where each "we introduce / propose ..." ends, where its sentence ends, False); not for others' work
    ("previously proposed"), the field's ("progress in developing") nor "we propose to combine X and Y" (X is used).
    After these triggers, lower-case names may be introduced too."""
    triggers = []
    for match in INTRO.finditer(clean):
        if PRIOR_WORK.search(clean[max(0, match.start("verb") - 30) : match.start("verb")]):
            continue
        if GERUND_AFTER_PREPOSITION.search(clean, match.start("verb") - 6, match.end("verb")):
            continue  # "We have seen significant progress in developing ...": the field's work, not this paper's
        if TO_INFINITIVE.match(clean, match.end()):  # "we propose to combine X and Y": X is used
            continue
        triggers.append((match.end(), sentence_end(clean, match.end()), False))
    return triggers


def novelty_triggers(clean: str) -> list[tuple[int, int, bool]]:
    """Introductions without an intro verb: "we define X", "a novel X", and "the proposed X (Y) approach", whose
    name ends at its kind noun."""
    triggers = []
    # "we define Linearised Additive Models (LAMs), an ...": a name right after "define" is the paper's; not an
    # intro verb of INTRO, which would swallow "we formally define the task of T2I-ICL and present CoBSAT".
    for match in WE_DEFINE.finditer(clean):
        triggers.append((match.end(), sentence_end(clean, match.end()), False))
    for match in NOVEL.finditer(clean):
        triggers.append((match.end(), sentence_end(clean, match.end()), False))
    for match in PROPOSED.finditer(clean):
        limit = sentence_end(clean, match.end())
        noun = KIND_NOUN.search(clean, match.end(), limit)
        triggers.append((match.end(), noun.end() if noun else limit, False))
    return triggers


def introduced_names(
    ctx: Context, triggers: list[tuple[int, int, bool]], intro_ends: set[int]
) -> Iterator[ArtifactName]:
    """The names after each trigger, in text order, scored by their evidence: a naming word, an introduced
    abbreviation, or another introduced name; lower-case names only after the triggers in `intro_ends`."""
    for start, limit, naming in sorted(triggers):
        for artifact in names_after_trigger(ctx, start, limit, naming, lowercase=start in intro_ends):
            if naming:
                artifact.score, artifact.evidence = SCORE_NAMING, "naming"
            elif artifact.long and artifact.long != artifact.name:
                artifact.score, artifact.evidence = SCORE_INTRO_ABBREVIATION, "intro"
            else:
                artifact.score, artifact.evidence = SCORE_INTRO_NAME, "intro"
            yield artifact


def is_appositive(clean: str, trigger_end: int, name_start: int, name_end: int, name: str) -> bool:
    """Whether the name at clean[name_start:name_end] is set off as the thing the trigger's object describes:
    right after a kind noun ("a simple algorithm, Name (N)"), or a coined name between commas ("an
    architecture of normalizing flows, ConvFlow, based on ..."). Not after a plural noun, which lists what
    exists ("four representative methods: Transformer-XL"), unless an article makes it one thing ("a novel
    class of models, SHAREs"); not after a capitalised noun, which ends another name ("Memorizing Transformer,
    RMT"); not an item of a list ("such as x86, ARM, and RISC-V")."""
    before = _WORD_BEFORE_PUNCTUATION.search(clean, trigger_end, name_start)
    if before is None or not before.group(1).islower():
        return False
    noun = before.group(1)
    if ARTIFACT_NOUNS.match(noun) and (not is_plural(noun) or one_plural_thing(clean[trigger_end:before.end(1)])):
        return True
    return (before.group(0).rstrip().endswith(",") and clean.startswith(",", name_end)
            and (any(is_distinctive_name(word) for word in name.split()) or is_capitalised_model_name(name))
            and "," not in clean[trigger_end:before.start()] and not LIST_GOES_ON.match(clean, name_end + 1))


def one_plural_thing(phrase: str) -> bool:
    """Whether a phrase ending in a plural noun names one thing: "a novel class of models", not "a method
    evaluated on two types of models" (only "of" may stand between the article and the noun)."""
    articles = list(_ARTICLE.finditer(phrase))
    if not articles:
        return False
    between = phrase[articles[-1].end():].lower().split()
    return not any(word in GAP_BREAKERS and word != "of" for word in between)


def names_after_trigger(
    ctx: Context, start: int, limit: int, naming: bool, lowercase: bool = False
) -> list[ArtifactName]:
    """Names introduced between a trigger ending at `start` and the sentence end `limit`; with `lowercase`
    (after "we introduce"), lower-case names too where the sentence says they are new."""
    found: list[ArtifactName] = []
    gap_open = True
    gap_words = 0
    position = start
    # Where a lower-case name may stand: the intro's object ("we introduce intrinsic fear, a new method"),
    # or right after "called" in a sentence that introduces something ("a technique called dynamic batching").
    lowercase_slot = "object" if lowercase else None
    if naming:
        quoted = quoted_name(ctx, start, limit)
        if quoted is not None:
            return [quoted]
    while position < limit:
        word_match = WORD.search(ctx.clean, position, limit)
        if word_match is None:
            break
        word_start = word_match.start()
        lowered = word_match.group(0).lower().strip(".")
        naming_match = NAMING.match(ctx.clean, word_start)
        if naming_match:
            # Inside a sentence that introduces something and has not named it yet ("we introduce
            # an algorithm within the X framework called Y"), the name after "called" is the new
            # thing's; once named, a later "the belief theory called Subjective Logic" is not.
            known = (naming or bool(found)) and names_known_thing(ctx.clean, naming_match)
            # "a technique called dynamic batching", not "correlates of the causal effect called surrogates".
            kind_named = KIND_BEFORE_NAMING.search(ctx.clean, max(start, word_start - 40), word_start)
            lowercase_slot = "named" if lowercase and kind_named and not found and not known else None
            gap_open, gap_words, position = not known, 0, naming_match.end()
            continue
        candidate = candidate_at(ctx, word_start, limit)
        # The slot stays open over an article or "as"; any other word uses it up.
        slot = lowercase_slot
        if lowercase and not found and NEW_KIND_SET_OFF.fullmatch(ctx.clean, start, word_start):
            end = lowercase_name_end(ctx.clean, word_start, limit)
            if end and "." not in ctx.clean[word_start:end] and SET_OFF_AFTER.match(ctx.clean, end):  # not "i.e."
                slot = "named"
        if lowered not in BEFORE_LOWERCASE_NAME:
            lowercase_slot = None
        if candidate is None and slot and lowercase_slot is None:
            end = lowercase_name_end(ctx.clean, word_start, limit)
            if end and is_lowercase_name(ctx.clean, word_start, end, ctx.excluded, slot == "named"):
                name = ctx.clean[word_start:end]
                # "called deep dependency networks (DDNs)": the short form is the name, these words its long form.
                short = _PAREN_SHORT.match(ctx.clean, end)
                if short and is_short_form_candidate(short.group(1)):
                    found.append(ArtifactName(short.group(1), 0.0, "", long=name, position=word_start))
                    end = short.end()
                else:
                    found.append(ArtifactName(name, 0.0, "", position=word_start))
                gap_open, position = False, end
                continue
        if candidate is not None and candidate[1] is None:  # well-known pair: not a name, but no gap either
            gap_open, position = False, candidate[0]
            continue
        if candidate is not None:
            end, artifact = candidate
            appositive = not found and is_appositive(ctx.clean, start, word_start, end, artifact.name)
            if gap_open or appositive:
                artifact.position = word_start
                found.append(artifact)
                if naming:
                    break
            gap_open, position = False, end
            continue
        if naming and gap_words == 0 and _UPPER_START.match(word_match.group(0)):
            # Right after "called", a capitalised phrase is the name ("which we call K-Grassmeans").
            end = title_case_run(ctx.clean, word_start, limit) or word_match.end()
            found.append(ArtifactName(ctx.clean[word_start:end].rstrip("."), 0.0, "", position=word_start))
            break
        # "a tensor decomposition based framework KBTD": "based" before a kind noun is part of an adjective.
        next_word = NEXT_WORD.match(ctx.clean, word_match.end()) if lowered == "based" else None
        keeps_object = next_word is not None and bool(ARTIFACT_NOUNS.match(next_word.group(1).rstrip(".")))
        # "we propose a novel theory of Relation Attribution Explanations (RAEs)": after a new theory or notion, "of"
        # names the thing itself (after "a novel family/type of" it names the genus: "Point Cloud Transformers").
        if lowered == "of":
            keeps_object = bool(NEW_KIND_OF.search(ctx.clean, start, word_start))
        if (lowered in GAP_BREAKERS and not keeps_object) or gap_words >= 12:
            gap_open = False
        gap_words += 1
        if INTRO_VERB_WORD.fullmatch(lowered) and AND_BEFORE.search(ctx.clean, start, word_start):
            # "we curate an event ontology ... and construct a Twitter dataset SPEED": a second intro verb
            # begins a second object.
            gap_open, gap_words = True, 0
        position = word_match.end()
        # "X and Y": a coordinated second name keeps the gap open.
        if lowered == "and" and found and ctx.clean[start:word_start].rstrip().endswith(found[-1].name):
            gap_open = True
    return found
