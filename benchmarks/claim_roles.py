"""What each claim measures: role, unit, metric, dataset, subject, baseline, counted, change and uncertainty,
scored on the sets whose claims carry roles (manifest measure "claim_roles").

    python benchmarks/claim_roles.py                 # every set with claim roles
    python benchmarks/claim_roles.py --set dev/anthology --errors

A gold claim is matched to the predicted claim that overlaps it most (the same matching as benchmarks/claims.py).
On matched claims:
  role        the predicted role equals the annotated one (result / count / size / setting)
  unit        both null, or the same after unit normalization (extractor.rules.claims.units.normalize_unit)
  metric, dataset, subject, baseline (result claims) and counted (count and size claims):
              right when both are null, or both are given and the phrases overlap: the same name key, one
              holds the other, or they share a content word ("top-1 accuracy" / "accuracy": right; "our
              approach" / "our method": wrong). This is the issue's "right = the annotated phrase and the
              predicted one overlap", with null-null counted right so that always answering is not free.
              A subject is right too when both refer to the paper's own contribution: a self-reference ("We",
              "this approach") or the name of its artifact (annotated, or the one the system found).
  change      value_before and value_after both equal the annotated ones (claims annotated as changes)
  uncertainty the ± value equals the annotated one (claims annotated with one)
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Optional

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks import sets as benchmark_sets  # noqa: E402
from benchmarks.claims import locate_surfaces  # noqa: E402

LINKS = ("metric", "dataset", "subject", "baseline")
STOP = {"the", "a", "an", "of", "on", "in", "for", "and", "our", "its", "their", "this", "that", "with", "to",
        "by", "over", "than", "method", "model", "approach", "baseline", "baselines", "proposed", "framework"}


def content_words(phrase: str) -> set[str]:
    return {w for w in re.findall(r"[\w][\w\-.]*", phrase.lower()) if w not in STOP and len(w) > 1}


def phrases_agree(gold: Optional[str], pred: Optional[str]) -> bool:
    if not gold and not pred:
        return True
    if not gold or not pred:
        return False
    g, p = gold.lower().strip(), pred.lower().strip()
    if g == p or g in p or p in g:
        return True
    return bool(content_words(g) & content_words(p))


# How a paper refers to its own method when it does not name it: "we", "our approach", "this work", "the proposed
# model". The guideline asks for the artifact's name where the sentence names it and the self-reference otherwise, so
# "We" and "ExtPose" (the paper's artifact) name the same subject.
_SELF_REFERENCE = re.compile(r"(?:we|us|ours|our\b.*|th(?:is|e\s+present)\s+(?:work|paper|study|approach|method|model|"
                             r"framework|system|technique|algorithm)\b.*|the\s+proposed\b.*)", re.I)


def is_own(phrase: Optional[str], own_names: set[str]) -> bool:
    """The phrase refers to the paper's own contribution: a self-reference, or one of its artifact's names."""
    if not phrase:
        return False
    return bool(_SELF_REFERENCE.fullmatch(phrase.strip())) or any(
        phrases_agree(name, phrase) for name in own_names if name)


def subjects_agree(gold: Optional[str], pred: Optional[str], own_names: set[str]) -> bool:
    """As phrases_agree, and right when both refer to the paper's own contribution."""
    return phrases_agree(gold, pred) or (is_own(gold, own_names) and is_own(pred, own_names))


def _same_number(a: Optional[float], b: Optional[float]) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return abs(float(a) - float(b)) <= 1e-6 * max(1.0, abs(float(a)))


def _unit_key(unit: Optional[str]) -> Optional[str]:
    if not unit:
        return None
    try:
        from extractor.rules.claims.units import normalize_unit
    except ImportError:  # the system before units were normalized
        return unit.strip().lower()
    normalized = normalize_unit(unit)
    return (normalized or unit).strip().lower()


def predicted_fields(claim) -> dict:
    """The fields a predicted claim row answers, read with fallbacks so older systems can be scored too."""
    get = claim.get if isinstance(claim, dict) else (lambda key, default=None: getattr(claim, key, default))
    fields = {"role": get("role"), "unit": get("unit"), "counted": get("counted"),
              "value_before": get("value_before"), "value_after": get("value_after"),
              "uncertainty": get("uncertainty")}
    for link in LINKS:
        fields[link] = get(link)
    if "metric" not in (claim if isinstance(claim, dict) else type(claim).model_fields):
        # The system before metrics had their own column: a score's metric sat in unit or quantity.
        kind, quantity = get("kind"), get("quantity")
        fields["metric"] = quantity if kind in ("score", "improvement", "percentage") else None
        fields["counted"] = quantity if kind == "count" else None
        fields["role"] = {"count": "count", "score": "result", "improvement": "result"}.get(kind)
    return fields


def score_set(set_id: str, extractor, errors: bool = False) -> dict:
    tallies: Counter = Counter()
    lines: list[str] = []
    for row in benchmark_sets.read(set_id):
        text = row["abstract"]
        gold = locate_surfaces(text, [c for c in row.get("claims", []) if c["surface"] in text])
        extraction = extractor.extract(text, paper_id=row["id"], title=row.get("title"))
        predicted = extraction.claims
        # The paper's own names: the annotated artifact, or where a set has none annotated, the system's.
        own = row["artifact"] if "artifact" in row else getattr(extraction, "artifact", None)
        own_names = set([own] if isinstance(own, str) else own or [])
        for g in gold:
            best, best_overlap = None, 0
            for p in predicted:
                overlap = min(g["end"], p.end_char) - max(g["start"], p.start_char)
                if overlap > best_overlap:
                    best, best_overlap = p, overlap
            tallies["gold"] += 1
            if best is None:
                tallies["missed"] += 1
                continue
            fields = predicted_fields(best)
            role = g.get("role")
            checks = {"role": fields["role"] == role,
                      "unit": _unit_key(g.get("unit")) == _unit_key(fields["unit"])}
            if role == "result":
                for link in LINKS:
                    checks[link] = phrases_agree(g.get(link), fields[link])
                checks["subject"] = subjects_agree(g.get("subject"), fields["subject"], own_names)
            if role in ("count", "size"):
                checks["counted"] = phrases_agree(g.get("counted"), fields["counted"])
            if g.get("value_before") is not None:
                checks["change"] = (_same_number(g["value_before"], fields["value_before"])
                                    and _same_number(g.get("value_after"), fields["value_after"]))
            if g.get("uncertainty") is not None:
                checks["uncertainty"] = _same_number(g["uncertainty"], fields["uncertainty"])
            for name, right in checks.items():
                tallies[f"{name}_n"] += 1
                tallies[f"{name}_right"] += int(right)
                if errors and not right:
                    wanted = role if name == "role" else g.get(name if name not in ("change",) else "value_before")
                    got = fields["role"] if name == "role" else fields.get(name if name != "change" else "value_before")
                    lines.append(f"{name:11} {row['id']}: {g['surface']!r} gold={wanted!r} predicted={got!r}")
    result = {"claims": tallies["gold"], "matched": tallies["gold"] - tallies["missed"]}
    for name in ("role", "unit", *LINKS, "counted", "change", "uncertainty"):
        n = tallies[f"{name}_n"]
        result[name] = (round(tallies[f"{name}_right"] / n, 3), n) if n else None
    if errors:
        result["errors"] = lines
    return result


def format_result(set_id: str, result: dict) -> str:
    parts = [f"{set_id}: {result['matched']}/{result['claims']} gold claims matched"]
    for name in ("role", "unit", *LINKS, "counted", "change", "uncertainty"):
        if result.get(name):
            accuracy, n = result[name]
            parts.append(f"{name} {accuracy:.3f} (n={n})")
    return "; ".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", action="append", help="set id (default: every set measuring claim_roles)")
    parser.add_argument("--errors", action="store_true", help="list every wrong answer (not of held-out sets)")
    parser.add_argument("--heldout-errors", action="store_true", help="with --errors: held-out sets' too")
    args = parser.parse_args()
    from extractor.api import Extractor

    extractor = Extractor()
    set_ids = args.set or [s["id"] for s in benchmark_sets.sets(measures="claim_roles")]
    for set_id in set_ids:
        result = score_set(set_id, extractor,
                           errors=args.errors and benchmark_sets.errors_may_be_listed(set_id, args.heldout_errors))
        print(format_result(set_id, result))
        for line in result.get("errors", []):
            print("   ", line)


if __name__ == "__main__":
    main()
