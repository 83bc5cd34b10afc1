"""Naming words: "called / dubbed / named / termed / coined X", "we call it X", and a quoted term after them
whatever its case ("We call this approach ``learning to teach''").

A naming word gives the strongest evidence in the abstract, unless it names a definite, existing thing ("the belief
theory called Subjective Logic") or stands in a sentence with neither the paper nor anything new in it (the field's
term: "... and is called zero-shot coordination").
"""

from __future__ import annotations

import regex

from extractor.rules.artifacts.cues import FIRST_PERSON_OR_NEW, KNOWN_THING_CALLED, NAMING
from extractor.rules.artifacts.names import (
    ArtifactName,
    Context,
    is_capitalized_word,
    is_distinctive_name,
    normalize_name,
)
from extractor.rules.text import sentence_end, sentence_start

# A name quoted right after "called" / "we call (this approach)": quotes mark the coined term whatever its case
# ("We call this approach ``learning to teach''", "which we term ``Adaptive Radial-Angular Gradient Descent''").
_QUOTED_AFTER_NAMING = regex.compile(
    r"[^\S\n]*(?:(?:this|the|our|such)\s+)?(?:\p{Ll}[\w-]*\s+){0,2}?(?:``|[\"“‘'])"
    r"(?P<name>[^\"“”‘’'`\n.,;:()]{2,60}?)(?:''|[\"”’'])"
)


def names_known_thing(clean: str, naming: regex.Match) -> bool:
    """"the belief theory called Subjective Logic": a definite, existing thing being named. Not
    for "the newly introduced X", nor for the active "(we) call it X", where the words before
    belong to another clause."""
    words = naming.group(0).lower()
    if words.startswith(("newly", "we ", "which we", "call ", "name ", "term ")):
        return False
    return bool(KNOWN_THING_CALLED.search(clean[max(0, naming.start() - 50) : naming.start()]))


def names_in_third_person(clean: str, naming: regex.Match) -> bool:
    """"The challenge ... is to enable adaptation to novel agents, and is called zero-shot coordination (ZSC)": a
    sentence that names without the paper or anything new in it gives the field's term."""
    return not FIRST_PERSON_OR_NEW.search(clean, sentence_start(clean, naming.start()), sentence_end(clean, naming.end()))


def quoted_name(ctx: Context, start: int, limit: int) -> ArtifactName | None:
    """The quoted name of 1-6 words right after a naming trigger, or None."""
    match = _QUOTED_AFTER_NAMING.match(ctx.clean, start, limit)
    if match is None or match.start("name") in ctx.pairs_by_long_start:  # a quoted long form: the pair names it
        return None
    name = match.group("name").strip()
    words = name.split()
    # One plain lower-case word is a term, not a name ('traditionally called "linear"', 'we call "experts"').
    if len(words) > 6 or normalize_name(name) in ctx.excluded or (len(words) == 1 and not is_distinctive_name(name)
                                                                  and not is_capitalized_word(name)):
        return None
    pair = ctx.short_forms.get(name)
    return ArtifactName(name, 0.0, "", long=pair.long if pair else None, position=match.start("name"))


def naming_triggers(clean: str) -> list[tuple[int, int, bool]]:
    """(where each naming word ends, where its sentence ends, True), but not for a known thing or the field's
    term."""
    triggers = []
    for match in NAMING.finditer(clean):
        if names_known_thing(clean, match) or names_in_third_person(clean, match):
            continue
        triggers.append((match.end(), sentence_end(clean, match.end()), True))
    return triggers
