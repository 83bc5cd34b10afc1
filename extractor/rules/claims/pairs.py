"""Names paired with values by how they are written: in order in a sentence that says "respectively", or with
slashes between ("76.6%/87.9% on LaSOT/TrackingNet"). By claim start: role -> mention."""

from __future__ import annotations

import re
from typing import Sequence

from extractor.records import Claim
from extractor.rules.claims.cues import COORDINATION
from extractor.rules.claims.link_types import SHORT_IN_BRACKETS, Mention

RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)


def respective_names(text: str, claims: Sequence[Claim], mentions: Sequence[Mention],
                      bounds: Sequence[tuple[int, int]]) -> dict[int, dict[str, Mention]]:
    """"ROUGE-1 F1, BERTScore F1 and BLEURT, with scores of 0.40, 0.71 and 0.54, respectively": in a sentence that
    says "respectively", as many metrics (or data sets) as results pair up in order. By claim start: role -> mention."""
    paired: dict[int, dict[str, Mention]] = {}
    for index, (start, end) in enumerate(bounds):
        if not RESPECTIVELY.search(text, start, end):
            continue
        results = [c for c in claims if c.role == "result" and start <= c.start_char < end]
        if len(results) < 2:
            continue
        for role, label in (("metric", "METRIC"), ("dataset", "DATASET")):
            names = _names_within(text, mentions, label, start, end)
            if role == "dataset" and not names and index > 0 and _listed_respectively(text, results):
                # "... the Caltech-UCSD Bird dataset and the Stanford Dogs dataset. On all datasets we boost the
                # recognition rates to 96.4%, 48.9%, 52.0% respectively": the data sets the sentence before lists
                names = [m for m in _names_within(text, mentions, label, *bounds[index - 1]) if not m.is_artifact]
            if len(names) == len(results) and len({text[m.start:m.end] for m in names}) == len(names):
                for claim, name in zip(results, names):
                    paired.setdefault(claim.start_char, {})[role] = name
    return paired


RESPECTIVELY_AFTER = re.compile(r"[^.;]{0,40}?\brespectively\b", re.IGNORECASE)


def _listed_respectively(text: str, results: Sequence[Claim]) -> bool:
    """The values are one list, "respectively" right after it: "... to 96.4%, 48.9%, 52.0% respectively"; not
    values each with words of their own ("from r = 0.16 for thought disorders to r = 0.46 for ..., respectively")."""
    gaps = zip(results, results[1:])
    return all(COORDINATION.fullmatch(text, a.end_char, b.start_char) for a, b in gaps) and bool(
        RESPECTIVELY_AFTER.match(text, results[-1].end_char))


def _names_within(text: str, mentions: Sequence[Mention], label: str, start: int, end: int) -> list[Mention]:
    return _without_bracketed_short_forms(text, sorted(
        (m for m in mentions if m.label == label and start <= m.start and m.end <= end), key=lambda m: m.start))


def _without_bracketed_short_forms(text: str, names: list[Mention]) -> list[Mention]:
    """The names without a short form in brackets right after another ("Mean Reciprocal Rank (MRR) and Hits@10"
    lists two metrics, not three)."""
    def short_form_of_the_one_before(i: int) -> bool:
        written = SHORT_IN_BRACKETS.match(text, names[i - 1].end) if i else None
        return written is not None and written.end() == names[i].end + 1

    return [m for i, m in enumerate(names) if not short_form_of_the_one_before(i)]


def slash_pairs(text: str, claims: Sequence[Claim], mentions: Sequence[Mention]) -> dict[int, dict[str, Mention]]:
    """"SUC scores of 76.6%/87.9% on LaSOT/TrackingNet", "PSNR/SSIM of 32.1/0.91": values written with slashes between
    them pair up in order with as many data sets (or metrics) so written, after or before them. By claim start: role
    -> mention."""
    value_runs = _slash_runs(claims, text, lambda c: (c.start_char, c.end_char))
    if not value_runs:
        return {}  # most abstracts: nothing to read
    name_runs = {role: _slash_runs(sorted((m for m in mentions if m.label == label), key=lambda m: m.start), text,
                                   lambda m: (m.start, m.end))
                 for role, label in (("dataset", "DATASET"), ("metric", "METRIC"))}
    paired: dict[int, dict[str, Mention]] = {}
    for values in value_runs:
        for role, runs in name_runs.items():
            for names in runs:
                near = 0 <= names[0].start - values[-1].end_char <= 40 or 0 <= values[0].start_char - names[-1].end <= 40
                if len(names) == len(values) and near:
                    for claim, name in zip(values, names):
                        paired.setdefault(claim.start_char, {})[role] = name
    return paired


def _slash_runs(items: Sequence, text: str, bounds) -> list[list]:
    """Runs of two or more items written with nothing but a slash between one and the next."""
    runs: list[list] = []
    for item in items:
        if runs and text[bounds(runs[-1][-1])[1]:bounds(item)[0]].strip() == "/":
            runs[-1].append(item)
        else:
            runs.append([item])
    return [run for run in runs if len(run) > 1]
