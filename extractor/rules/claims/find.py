"""find_claims: every numeric claim in a text, in one pass (view -> candidates -> filters -> context), and
share_across_coordination: coordinated values ("13.6% and 45.9%", "2, 4 and 8 layers") share what is written
once for all of them. Pure functions of the text; the spaCy component only feeds them a Doc.
"""

from __future__ import annotations

import re
from typing import Optional, Sequence

from extractor.records import Claim
from extractor.rules.claims.candidates import number_candidates
from extractor.rules.claims.context import make_claim
from extractor.rules.claims.cues import COORDINATION, MATH_THEN_PLAIN_GAP, PARALLEL_GAP
from extractor.rules.claims.filters import formula_spans, inside, is_not_a_claim
from extractor.rules.claims.view import build_view
from extractor.rules.page_chrome import overlaps, page_chrome


def find_claims(
    text: str,
    sentence_bounds: Optional[Sequence[tuple[int, int]]] = None,
    keep_assignments: bool = True,
) -> list[Claim]:
    """Every numeric claim in `text`, in text order; offsets index `text` itself.

    `sentence_bounds` are (start, end) character offsets of the sentences; without them the whole
    text is the sentence. `keep_assignments=False` drops settings written as "k = 5".
    """
    view = build_view(text)
    candidates = number_candidates(view.view)
    formulas = formula_spans(text) if "$" in text or "\\begin{" in text else []
    chrome = page_chrome(text)  # a publisher page's menus and notices: page ranges, ISSNs
    claims = []
    for candidate in candidates:
        if is_not_a_claim(view.view, candidate):
            continue
        if formulas and inside(view.to_original(candidate.start, candidate.end)[0], formulas):
            continue
        if chrome and overlaps(*view.to_original(candidate.start, candidate.end), chrome):
            continue
        if claims and view.to_original(candidate.start, candidate.end)[0] < claims[-1].end_char:
            continue  # read as part of the claim before: "0.84 (SD 0.01)", "76.1% ± 0.3%"
        claim = make_claim(view, candidate, sentence_bounds, keep_assignments)
        if claim is not None:
            claims.append(claim)
    return share_across_coordination(text, join_written_twice(text, claims) if "$$" in text else claims)


def join_written_twice(text: str, claims: list[Claim]) -> list[Claim]:
    """A value typeset in display math and then written again in plain text, as some publishers' pages render
    their abstracts ("$$85.5\\,\\%$$ 85.5 %"), is one claim: its span covers both writings."""
    out: list[Claim] = []
    for claim in claims:
        previous = out[-1] if out else None
        if (previous is not None and _same_reading(previous, claim)
                and MATH_THEN_PLAIN_GAP.fullmatch(text, previous.end_char, claim.start_char)
                and "$$" in text[max(0, previous.start_char - 2) : claim.start_char]):
            # the typeset one reads the words before, the plain one those after: each fills what the other lacks
            filled = {name: value for name, value in claim if getattr(previous, name) is None and value is not None}
            out[-1] = previous.model_copy(update={**filled, "end_char": claim.end_char,
                                                  "text": text[previous.start_char : claim.end_char]})
            continue
        out.append(claim)
    return out


def _same_reading(first: Claim, second: Claim) -> bool:
    return (first.value, first.value_low, first.value_high, first.value_before, first.value_after, first.unit) == (
        second.value, second.value_low, second.value_high, second.value_before, second.value_after, second.unit)


def share_across_coordination(text: str, claims: list[Claim]) -> list[Claim]:
    """Coordinated values share what is written once for all of them: the metric named before the
    first ("BLEU of 27.3 and 28.1") or after the last ("76.1% and 80.2% accuracy"), a relative change
    stated before the first ("relative WER improvements of 13.6% and 45.9%") and the thing counted
    after the last ("2, 4 and 8 layers")."""
    out = list(claims)
    for i in range(1, len(out)):
        first, second = out[i - 1], out[i]
        if not coordinated(text, first, second):
            continue
        if first.metric is not None and second.metric is None and second.unit in (None, first.unit) \
                and second.kind in ("other", "percentage", first.kind):
            out[i] = second = second.model_copy(update={**_metric_of(first), "kind": first.kind, "role": "result"})
        # "by 1.4% for image-to-recipe and 1.0 for recipe-to-image": a bare number after a change is one too
        bare_after_change = first.is_relative and second.unit is None and second.kind == "other"
        if first.unit != second.unit and not bare_after_change:
            continue
        if first.is_relative and not second.is_relative:
            out[i] = second = second.model_copy(update={"is_relative": True, "kind": first.kind,
                                                        "direction": first.direction, "role": first.role})
        if second.counted is None and first.counted is not None and second.role == first.role:
            out[i] = second.model_copy(update={"counted": first.counted})
    for i in range(len(out) - 1, 0, -1):
        first, second = out[i - 1], out[i]
        if not coordinated(text, first, second):
            continue
        if first.unit is None and first.metric is None and second.unit == "p.p." and second.metric is not None:
            # "95.1 and 70.3 F1 points": the metric and its points, written once after the last, are the first's too
            out[i - 1] = first = first.model_copy(update={"unit": second.unit, "dimension": second.dimension})
        if first.unit != second.unit:
            continue
        if first.metric is None and second.metric is not None and first.kind in ("other", "percentage", second.kind):
            # "76.1% and 80.2% accuracy", "a 38% and 27% lower error": the first is what the second is
            out[i - 1] = first = first.model_copy(update={**_metric_of(second), "kind": second.kind, "role": "result",
                                                          "is_relative": second.is_relative or first.is_relative,
                                                          "direction": first.direction or second.direction})
        if first.counted is None and second.counted is not None and first.role in ("setting", "count", "size"):
            whole = first.value is not None and float(first.value).is_integer()
            counted = first.kind == "other" and second.kind == "count" and whole
            out[i - 1] = first.model_copy(update={"counted": second.counted, "role": second.role,
                                                  "kind": "count" if counted else first.kind})
    return out


def coordinated(text: str, first: Claim, second: Claim) -> bool:
    """The two values are joined as members of one list: "13.6% and 45.9%", or each with a parallel phrase after
    it, "1.48 at 64x64, 3.52 at 128x128" (the preposition written after the second too)."""
    if COORDINATION.fullmatch(text, first.end_char, second.start_char):
        return True
    gap = PARALLEL_GAP.fullmatch(text, first.end_char, second.start_char)
    return bool(gap) and re.match(rf"\s+{gap['prep']}\b", text[second.end_char : second.end_char + 12], re.IGNORECASE) is not None


def _metric_of(claim: Claim) -> dict:
    return {"metric": claim.metric, "metric_start": claim.metric_start, "metric_end": claim.metric_end}
