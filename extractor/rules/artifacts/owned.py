"""Owned names: what the paper calls its own without an intro verb: "our SUP-AD dataset", "Our method, LTC,
achieves", "Our Normalized Actor-Critic (NAC) method", "33% in TextCraft – a novel compositional dataset".
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from extractor.rules.artifacts.cues import (
    ARTIFACT_NOUNS,
    FUNCTION_WORDS,
    OUR_BEFORE,
    OWN_KIND_BEFORE,
    OWN_KIND_THEN_NAME,
    OWNED_NAME,
    SCORE_OWNED,
    SET_OFF_NEW_KIND,
    WELL_KNOWN_NAMES,
)
from extractor.rules.artifacts.names import WORD, ArtifactName, Context, is_new_name, normalize_name, pair_end

# The word that ends where the set-off begins, and the word before it.
_TWO_WORDS_BEFORE = regex.compile(r"(?:(?P<before>\S+)\s+)?(?P<name>[^\s,;:()\[\]\"“”‘`]+)\s*$")


def owned_names(ctx: Context, known_pairs: set[str]) -> Iterator[ArtifactName]:
    """Distinctive names after "our" and before the paper's kind noun ("our SUP-AD dataset") or set off after it
    ("Our method, LTC, achieves"), then abbreviations the paper calls its own kind of thing wherever the abstract
    defines them ("Our Normalized Actor-Critic (NAC) method", "Our approach, namely Visual Whole-Body Control
    (VBC)"), unless `known_pairs` holds them."""
    clean = ctx.clean
    for match in [*OWNED_NAME.finditer(clean), *OWN_KIND_THEN_NAME.finditer(clean)]:
        name = match.group("name")
        if is_new_name(name, ctx.excluded):
            pair = ctx.short_forms.get(name)
            yield ArtifactName(name, SCORE_OWNED, "owned", long=pair.long if pair else None,
                               position=match.start("name"))
    for long_start, pair in sorted(ctx.pairs_by_long_start.items()):
        after = WORD.search(clean, pair_end(clean, pair, long_start))
        owned = (OUR_BEFORE.search(clean, max(0, long_start - 30), long_start) and after
                 and ARTIFACT_NOUNS.match(after.group(0).rstrip("."))) or OWN_KIND_BEFORE.search(
                     clean, max(0, long_start - 60), long_start)
        if owned and normalize_name(pair.short) not in known_pairs and pair.short not in WELL_KNOWN_NAMES:
            yield ArtifactName(pair.short, SCORE_OWNED, "owned", long=pair.long, position=long_start)


def names_set_off_before_new_kind(ctx: Context) -> Iterator[ArtifactName]:
    """The new names of names_before_new_kind: "33% in TextCraft – a novel compositional dataset"."""
    for name, position in names_before_new_kind(ctx.clean):
        if is_new_name(name, ctx.excluded):
            yield ArtifactName(name, SCORE_OWNED, "owned", position=position)


def names_before_new_kind(clean: str) -> list[tuple[str, int]]:
    """Each word set off right before "a new/novel <kind>", with its offset; not the last word of a longer
    capitalised name ("IMAGINATION POLICY, a novel ...") unless a comma or a function word comes before it
    ("In TextCraft, a new ...")."""
    found = []
    for match in SET_OFF_NEW_KIND.finditer(clean):
        words = _TWO_WORDS_BEFORE.search(clean, max(0, match.start() - 80), match.start())
        if words is None:
            continue
        before = words.group("before") or ""
        if before[:1].isupper() and before[-1].isalnum() and before.lower() not in FUNCTION_WORDS:
            continue
        found.append((words.group("name").rstrip("'’”"), words.start("name")))
    return found
