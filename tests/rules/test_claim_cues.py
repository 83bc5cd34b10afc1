"""extractor.rules.claims.cues: the cue tables are well formed (the rules' behaviour is tested beside them)."""

from __future__ import annotations

import re
from typing import get_args

from extractor.records import ClaimKind, Comparator
from extractor.rules.claims.cues import COMPARATOR_LEFT, COMPARATOR_SYMBOLS
from extractor.rules.claims.units import UNIT, UNIT_TABLE, unit_row


def test_every_unit_row_compiles_and_names_a_claim_kind():
    assert UNIT.groups == len(UNIT_TABLE)
    for pattern, normalised, kind in UNIT_TABLE:
        re.compile(pattern)
        assert normalised is None or normalised.strip() == normalised
        assert kind in get_args(ClaimKind)


def test_first_unit_row_that_matches_wins():
    def unit(text: str) -> str | None:
        match = UNIT.match(text)
        return unit_row(match)[1] if match else None

    assert [unit(t) for t in (" pp", " percentage points", "%", "x", "-fold", " GPU hours", " hours", " ms", " s")] == [
        "p.p.", "p.p.", "%", "x", "x", "GPU hours", "hours", "ms", "s"]
    assert unit(" MHz") is None  # kept as written (None means: the surface is the unit)
    assert unit(" shots") is None


def test_every_comparator_group_has_a_symbol():
    assert set(COMPARATOR_LEFT.groupindex) == set(COMPARATOR_SYMBOLS)
    assert set(COMPARATOR_SYMBOLS.values()) <= set(get_args(Comparator))
