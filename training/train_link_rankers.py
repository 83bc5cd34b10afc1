"""Rebuild the shipped claim-link rankers (extractor/trained/{role}_ranker.json; the subject's, today).

    python training/train_link_rankers.py                   # train and ship
    python training/train_link_rankers.py --cv              # leave each annotated set out in turn; print agreement

Training data: the annotated claims of the sets whose "trained_on" lists link_rankers in benchmarks/data/manifest.json
(dev/* sets: result claims with the subject an annotator, a helper who never saw the rules, wrote for each), never
a heldout/* set. For each abstract the shipped pipeline runs up to the claim links; link_claims then lays out each
result claim's candidates (extractor/rules/claims/subject_ranker.py) to a recorder that keeps the rules' answers. A gold result claim is matched to the predicted claim that overlaps it most, as
benchmarks/claim_roles.py matches them, and a candidate is right when benchmarks/claim_roles.py would count it
right (the phrases overlap, or both refer to the paper's own method; no link is right when the annotator gave
none). The model: one weight per feature, a softmax over each claim's candidates (training/softmax_ranker.py).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # extractor and benchmarks, when run as a script from anywhere

from benchmarks import sets as benchmark_sets  # noqa: E402  (the manifest of benchmarks/data)
from benchmarks.claim_roles import subjects_agree  # noqa: E402
from benchmarks.claims import locate_surfaces  # noqa: E402
from extractor.components.claim_links import LINK_RANKERS  # noqa: E402
from extractor.pipeline import build_pipeline  # noqa: E402
from extractor.rules.claims.link_ranking import MODEL_VERSION, ROLES, LinkCandidate  # noqa: E402
from softmax_ranker import STEPS, Example, agreement, cross_validate, feature_names, fit  # noqa: E402

# Chosen with each set left out in turn (--cv, 9 sets, 1,579 result claims); docs/TRAINING.md has the figures.
L2 = {"subject": 30.0}


class Recorder:
    """A link chooser that keeps the rules' answers (the first candidate) and records what it was shown."""

    def __init__(self):
        self.shown: dict[tuple[str, int, int], tuple[list[LinkCandidate], list[dict[str, float]]]] = {}

    def choose(self, role, claim, candidates, features) -> int:
        self.shown[(role, claim.start_char, claim.end_char)] = (candidates, features)
        return 0


def candidate_phrase(text: str, candidate: LinkCandidate) -> str | None:
    link = candidate.link
    if link is None:
        return None
    return text[link.start:link.end] if link.start is not None else link.canonical


def paper_examples(nlp, set_name: str, row: dict) -> dict[str, list[Example]]:
    """The examples of one annotated abstract, per role: one per gold result claim matched by a predicted result."""
    text = row["abstract"]
    doc = nlp.make_doc(text)
    doc._.title = row.get("title")
    with nlp.select_pipes(disable=["claim_links", "metric_names"]):
        doc = nlp(doc)
    recorder = Recorder()
    nlp.get_pipe("claim_links").link(doc, recorder)
    own = row["artifact"] if "artifact" in row else doc._.artifact
    own_names = set([own] if isinstance(own, str) else own or [])
    agree = {"subject": lambda gold, phrase: subjects_agree(gold, phrase, own_names)}
    examples: dict[str, list[Example]] = {role: [] for role in ROLES}
    for gold in locate_surfaces(text, [c for c in row.get("claims", []) if c["surface"] in text]):
        if gold.get("role") != "result":
            continue
        best, best_overlap = None, 0
        for claim in doc._.claims:
            overlap = min(gold["end"], claim.end_char) - max(gold["start"], claim.start_char)
            if overlap > best_overlap:
                best, best_overlap = claim, overlap
        for role in ROLES:
            shown = recorder.shown.get((role, best.start_char, best.end_char)) if best is not None else None
            if shown is None:
                continue
            candidates, features = shown
            right = [agree[role](gold.get(role), candidate_phrase(text, c)) for c in candidates]
            examples[role].append(Example(set_name, features, right, right[0]))
    return examples


def build_examples() -> dict[str, list[Example]]:
    nlp = build_pipeline(link_rankers=None)
    examples: dict[str, list[Example]] = {role: [] for role in ROLES}
    for entry in benchmark_sets.trained_on("link_rankers"):
        for row in benchmark_sets.read(entry["id"]):
            for role, found in paper_examples(nlp, entry["id"], row).items():
                examples[role] += found
    return examples


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=LINK_RANKERS, help="the folder to write {role}_ranker.json in")
    parser.add_argument("--role", choices=ROLES, action="append", help="one link (default: all)")
    parser.add_argument("--l2", type=float, help="the L2 penalty (default: each role's chosen one)")
    parser.add_argument("--cv", action="store_true", help="leave each annotated set out in turn instead of training")
    args = parser.parse_args(argv)
    started = time.time()
    examples = build_examples()
    for role in args.role or ROLES:
        rows, l2 = examples[role], args.l2 if args.l2 is not None else L2[role]
        names = feature_names(rows)
        if args.cv:
            print(f"{role} (L2 {l2}):")
            cross_validate(rows, names, l2, unit="result claims")
            continue
        ranker = fit(rows, names, l2)
        path = Path(args.out) / f"{role}_ranker.json"
        ranker.save(path, {"name": f"{role}_ranker", "version": MODEL_VERSION, "l2": l2, "steps": STEPS,
                           "training_claims": len(rows), "training_agreement": round(agreement(ranker, rows), 4),
                           "sets": sorted({e.set_name for e in rows})})
        print(f"{role}: {len(names)} weights from {len(rows)} result claims; saved {path}")
    print(f"took {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()
