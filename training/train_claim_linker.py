"""Train the learned claim linker (extractor/trained/claim_linker/weights.json) and measure it against the rules.

    python training/train_claim_linker.py                 # build pairs, CV on SciREX, train, ship
    python training/train_claim_linker.py --evaluate      # + dev figures: rules / model / rules+model per role
    python training/train_claim_linker.py --evaluate --set heldout/anthology --set heldout/claims-venues

Training data: SciREX (../shared/data/scirex/train_docs, Apache-2.0). A result tuple (n_ary_relations: Material,
Metric, Method, Task, score) is tied to a sentence where its score is written as a token ("71.8" for "71.8%"; a
fraction 0.718 or a percentage written either way match too; an integer under 100 counts only before "%"). In that
sentence each NER mention labelled Material / Metric / Method is a candidate for dataset / metric / subject; it is
positive when it overlaps a span of the tuple's coreference cluster of that label, negative otherwise. An
occurrence with no positive mention at all is dropped (a score string met by chance: "95" in "95 images").
Sentences are rebuilt as their words joined by spaces, so that training and extraction compute the features with
the same function (`extractor.rules.claims.linker.pair_features`) on the same kind of input: text and offsets.

The model: logistic regression over the pair features, L2-penalised, fitted by Newton's method from zero (a
retrain is identical); features seen fewer than MIN_COUNT times are left out. Thresholds per role (the probability
the best candidate needs) are chosen on the dev sets (--evaluate --choose), never on held-out sets.
"""

from __future__ import annotations

import argparse
import bisect
import glob
import json
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from types import SimpleNamespace

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "training"))

from extractor.rules.claims.linker import (  # noqa: E402
    MODEL_PATH, MODEL_VERSION, MODES, ROLE_LABELS, ClaimLinker, LinkScorer, pair_features, tokenize,
)
from licences import licence_meta  # noqa: E402

DEFAULT_DATA = REPO.parent / "shared" / "data"
SCIREX_LABELS = {"Material": "DATASET", "Metric": "METRIC", "Method": "METHOD"}
MIN_COUNT = 2
L2 = 3.0  # 5-fold CV on SciREX by paper: 0.3, 1, 3, 10 -> 3 best on METRIC, tied on DATASET
DEV_SETS = ("dev/anthology", "dev/claims-venues")
# Chosen on the dev sets (--evaluate --choose), each the best threshold of the model's best mode for that role:
# metric rerank@0.8 (132/185, rules 133), dataset model@0.4 (137, rules 136), subject rerank@0.5 (113, rules 113).
# None beats the rules by more than one claim, so the pipeline does not use the model (docs/TRAINING.md).
THRESHOLDS = {"metric": 0.8, "dataset": 0.4, "subject": 0.5}


# --- training pairs -------------------------------------------------------------------------------------------

def _value(token: str):
    try:
        return float(re.sub(r"[%\s,]", "", str(token)))
    except ValueError:
        return None


def scirex_pairs(data: Path) -> list[dict]:
    """One record per score occurrence: its doc, and (features, label, is_positive) per candidate mention."""
    occurrences = []
    for path in sorted(glob.glob(str(data / "scirex" / "train_docs" / "*.json"))):
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
        words, sentences = doc["words"], doc["sentences"]
        sentence_starts = [s for s, _ in sentences]
        by_value: dict[float, list[dict]] = defaultdict(list)
        for relation in doc["n_ary_relations"]:
            value = _value(relation.get("score"))
            if value:
                by_value[value].append(relation)
        values = [(_value(w) if re.fullmatch(r"\d[\d.]*", w) else None) for w in words]
        for value, relations in by_value.items():
            for i, token_value in enumerate(values):
                if token_value is None or not any(abs(token_value - v) <= 1e-9 * max(1.0, v)
                                                  for v in (value, value * 100, value / 100)):
                    continue
                percent = i + 1 < len(words) and words[i + 1] == "%"
                if "." not in words[i] and token_value < 100 and not percent:
                    continue
                s, e = sentences[bisect.bisect_right(sentence_starts, i) - 1]
                record = _occurrence(doc, words, (s, e), (i, i + 1 + percent), relations)
                if record is not None:
                    occurrences.append(record)
    return occurrences


def _occurrence(doc: dict, words: list[str], sentence: tuple[int, int], number: tuple[int, int],
                relations: list[dict]):
    s, e = sentence
    offsets, position = [], 0
    for word in words[s:e]:
        offsets.append((position, position + len(word)))
        position += len(word) + 1
    text = " ".join(words[s:e])
    mentions = [(a, b, SCIREX_LABELS[label]) for a, b, label in doc["ner"]
                if label in SCIREX_LABELS and s <= a and b <= e and not (a < number[1] and number[0] < b)]
    if not mentions:
        return None
    clusters = {SCIREX_LABELS[key]: [span for r in relations for span in doc["coref"].get(r.get(key), [])]
                for key in SCIREX_LABELS}
    positive = [any(cs < b and a < ce for cs, ce in clusters[label]) for a, b, label in mentions]
    if not any(positive):
        return None
    tokens = tokenize(text, 0, len(text))

    def char_span(a: int, b: int) -> tuple[int, int]:
        return offsets[a - s][0], offsets[b - 1 - s][1]

    number_span = tokens.span(*char_span(*number))
    spans = {(a, b, label): tokens.span(*char_span(a, b)) for a, b, label in mentions}
    pairs = []
    for (a, b, label), is_positive in zip(mentions, positive):
        others = [spans[m] for m in mentions if m[2] == label]
        pairs.append((pair_features(tokens, number_span, spans[(a, b, label)], label, others), label, is_positive,
                      abs((spans[(a, b, label)][0] - number_span[1]) if spans[(a, b, label)][0] >= number_span[1]
                          else number_span[0] - spans[(a, b, label)][1])))
    return {"doc": doc["doc_id"], "text": text, "pairs": pairs}


# --- the model --------------------------------------------------------------------------------------------------

def fit(feature_lists: list[list[str]], targets: list[bool], l2: float = L2) -> dict[str, float]:
    counts = Counter(f for features in feature_lists for f in set(features))
    vocab = sorted(f for f, n in counts.items() if n >= MIN_COUNT or f == "bias")
    index = {f: i for i, f in enumerate(vocab)}
    x = np.zeros((len(feature_lists), len(vocab)))
    for row, features in enumerate(feature_lists):
        for f in features:
            if f in index:
                x[row, index[f]] = 1.0
    y = np.asarray(targets, dtype=float)
    w = np.zeros(len(vocab))
    penalty = np.full(len(vocab), l2)
    penalty[index["bias"]] = 0.0
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        gradient = x.T @ (p - y) + penalty * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + np.diag(penalty + 1e-6)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return {f: round(float(w[i]), 5) for f, i in index.items() if abs(w[i]) > 1e-5}


def flatten(occurrences: list[dict]):
    features, targets = [], []
    for occurrence in occurrences:
        for f, _, positive, _ in occurrence["pairs"]:
            features.append(f)
            targets.append(positive)
    return features, targets


def cross_validate(occurrences: list[dict], folds: int = 5, l2: float = L2) -> dict:
    """Grouped by paper: per label, how often the top-scored candidate is a positive (occurrences with a positive
    and two or more candidates of that label), for the model and for 'nearest mention'."""
    docs = sorted({o["doc"] for o in occurrences})
    fold_of = {d: i % folds for i, d in enumerate(docs)}
    tally: Counter = Counter()
    for fold in range(folds):
        train = [o for o in occurrences if fold_of[o["doc"]] != fold]
        test = [o for o in occurrences if fold_of[o["doc"]] == fold]
        linker = ClaimLinker(fit(*flatten(train), l2=l2), {})
        for o in test:
            for label in ROLE_LABELS.values():
                pairs = [p for p in o["pairs"] if p[1] == label]
                if len(pairs) < 2 or not any(p[2] for p in pairs):
                    continue
                best = max(pairs, key=lambda p: linker.probability(p[0]))
                nearest = min(pairs, key=lambda p: p[3])
                tally[f"{label}_n"] += 1
                tally[f"{label}_model"] += best[2]
                tally[f"{label}_nearest"] += nearest[2]
    return {label: (tally[f"{label}_n"], round(tally[f"{label}_model"] / max(1, tally[f"{label}_n"]), 3),
                    round(tally[f"{label}_nearest"] / max(1, tally[f"{label}_n"]), 3))
            for label in ROLE_LABELS.values()}


# --- measuring on the annotated sets ------------------------------------------------------------------------------

def capture(set_ids) -> dict:
    """Run the pipeline once per set, keeping each abstract's link_claims inputs, so every variant is scored on
    exactly the same claims and mentions."""
    import extractor.components.claim_links as component
    from extractor.api import Extractor

    captured: dict[str, tuple] = {}
    original = component.link_claims

    def recording(text, claims, mentions, sentences, lookup, artifact_name, **kwargs):
        captured[text] = (claims, mentions, sentences, lookup, artifact_name)
        return original(text, claims, mentions, sentences, lookup, artifact_name, **kwargs)

    component.link_claims = recording
    try:
        extractor = Extractor()
        from benchmarks import sets as benchmark_sets
        for set_id in set_ids:
            for row in benchmark_sets.read(set_id):
                extractor.extract(row["abstract"], paper_id=row["id"], title=row.get("title"))
    finally:
        component.link_claims = original
    return captured


class Replay:
    """An extractor for benchmarks/claim_roles.score_set that re-links captured inputs with a scorer."""

    def __init__(self, captured: dict, scorer=None):
        self.captured, self.scorer = captured, scorer

    def extract(self, text, paper_id=None, title=None):
        from extractor.rules.claims.links import link_claims

        if text not in self.captured:
            return SimpleNamespace(claims=[])
        claims, mentions, sentences, lookup, artifact_name = self.captured[text]
        if not claims:
            return SimpleNamespace(claims=[])
        linked, _ = link_claims(text, claims, mentions, sentences, lookup, artifact_name, scorer=self.scorer)
        return SimpleNamespace(claims=linked)


def score(captured: dict, set_ids, scorer=None) -> dict:
    from benchmarks.claim_roles import score_set

    replay = Replay(captured, scorer)
    return {set_id: score_set(set_id, replay) for set_id in set_ids}


def pooled(results: dict, field: str) -> tuple[int, int]:
    right = sum(round(r[field][0] * r[field][1]) for r in results.values() if r.get(field))
    total = sum(r[field][1] for r in results.values() if r.get(field))
    return right, total


def report_variants(captured: dict, set_ids, linker: ClaimLinker, thresholds: dict, choose: bool) -> dict:
    fields = ("metric", "dataset", "subject", "baseline")
    variants = {"rules": None}
    for mode in MODES:
        variants[mode] = LinkScorer(linker, mode=mode, thresholds=thresholds)
    results = {name: score(captured, set_ids, scorer) for name, scorer in variants.items()}
    print(f"{'variant':10}" + "".join(f"{f:>18}" for f in fields))
    for name, result in results.items():
        cells = []
        for f in fields:
            right, total = pooled(result, f)
            cells.append(f"{right}/{total} {right / max(1, total):.3f}")
        print(f"{name:10}" + "".join(f"{c:>18}" for c in cells))
        for set_id, r in result.items():
            print(f"   {set_id:20}" + "".join(f"{(r[f][0] if r.get(f) else 0):>18.3f}" for f in fields))
    chosen = {}
    if choose:
        # Per role, each mode and threshold alone (the other roles left to the rules), pooled over the sets.
        print("per role, mode x threshold (pooled right / n):")
        for role in ROLE_LABELS:
            rules_right, total = pooled(results["rules"], role)
            best = ("rules", None, rules_right)
            line = [f"rules {rules_right}"]
            for mode in MODES:
                for threshold in (0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8):
                    scorer = LinkScorer(linker, mode=mode, roles=(role,), thresholds={role: threshold})
                    right, _ = pooled(score(captured, set_ids, scorer), role)
                    line.append(f"{mode}@{threshold} {right}")
                    if right > best[2]:
                        best = (mode, threshold, right)
            print(f"  {role} (n={total}): " + ", ".join(line))
            print(f"    best: {best}")
            chosen[role] = best
    return chosen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--no-ship", action="store_true", help="train and measure, do not write the weights")
    parser.add_argument("--evaluate", action="store_true", help="score rules / model / combined on --set")
    parser.add_argument("--choose", action="store_true", help="with --evaluate: try each mode and threshold per role")
    parser.add_argument("--set", action="append", help=f"annotated set ids (default: {', '.join(DEV_SETS)})")
    parser.add_argument("--l2", type=float, default=L2)
    args = parser.parse_args()

    started = time.time()
    occurrences = scirex_pairs(args.data)
    features, targets = flatten(occurrences)
    by_label = Counter((p[1], p[2]) for o in occurrences for p in o["pairs"])
    print(f"SciREX: {len(occurrences)} score occurrences in {len({o['doc'] for o in occurrences})} papers, "
          f"{len(targets)} pairs, {sum(targets)} positive; " +
          ", ".join(f"{label} {by_label[(label, True)]}+/{by_label[(label, False)]}-"
                    for label in ROLE_LABELS.values()))
    for label, (n, model, nearest) in cross_validate(occurrences, l2=args.l2).items():
        print(f"  5-fold CV by paper, {label}: top-1 right {model:.3f} (nearest mention {nearest:.3f}), n={n}")
    weights = fit(features, targets, l2=args.l2)
    print(f"trained: {len(weights)} weights in {time.time() - started:.1f}s")
    meta = {"version": MODEL_VERSION, "trained_on": "SciREX train_docs (score occurrences)",
            "occurrences": len(occurrences), "pairs": len(targets), "positives": int(sum(targets)),
            "l2": args.l2, "min_count": MIN_COUNT, **licence_meta("scirex")}
    linker = ClaimLinker(weights, dict(THRESHOLDS))
    if not args.no_ship:
        MODEL_PATH.parent.mkdir(parents=True, exist_ok=True)
        body = {"meta": meta, "thresholds": THRESHOLDS, "weights": dict(sorted(weights.items()))}
        MODEL_PATH.write_text(json.dumps(body, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {MODEL_PATH.relative_to(REPO)}")
    if args.evaluate:
        set_ids = args.set or list(DEV_SETS)
        captured = capture(set_ids)
        report_variants(captured, set_ids, linker, THRESHOLDS, args.choose)


if __name__ == "__main__":
    main()
