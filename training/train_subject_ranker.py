"""Rebuild the shipped subject ranker (extractor/trained/subject_ranker.json).

    python training/train_subject_ranker.py          # train and ship
    python training/train_subject_ranker.py --cv     # leave each annotated set out in turn; print agreement

Training data: the annotated claims of the sets whose "trained_on" lists subject_ranker in
benchmarks/data/manifest.json (dev/* sets: result claims with the subject an annotator, a helper who never saw the
rules, wrote for each), never a heldout/* set. For each abstract the shipped pipeline runs up to the claim links;
link_claims then lays out each result claim's subject candidates (extractor/rules/claims/subject_ranker.py) to a
recorder that keeps the rules' answer. A gold result claim is matched to the predicted claim that overlaps it most,
as benchmarks/claim_roles.py matches them, and a candidate is right when benchmarks/claim_roles.py would count it
right (`subjects_agree`: the phrases overlap, or both refer to the paper's own method; no subject is right when
the annotator gave none). The model: one weight per feature, a softmax over each claim's candidates
(training/softmax_ranker.py).
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
from extractor.components.claim_links import SUBJECT_RANKER_MODEL  # noqa: E402
from extractor.pipeline import build_pipeline  # noqa: E402
from extractor.rules.claims.subject_ranker import MODEL_VERSION, SubjectCandidate, SubjectRanker  # noqa: E402
from softmax_ranker import STEPS, Example, agreement, cross_validate, feature_names, fit  # noqa: E402

# Chosen with each set left out in turn (--cv, 9 sets, 1,579 result claims): L2 1 -> 0.743, 10 -> 0.746,
# 30 -> 0.749, 100 -> 0.747 (the rules alone 0.733).
L2 = 30.0


class Recorder:
    """A subject chooser that keeps the rules' answer (the first candidate) and records what it was shown."""

    def __init__(self):
        self.choices: list[tuple[int, int, list[SubjectCandidate], list[dict[str, float]]]] = []

    def choose(self, claim, candidates, features) -> int:
        self.choices.append((claim.start_char, claim.end_char, candidates, features))
        return 0


def candidate_phrase(text: str, candidate: SubjectCandidate) -> str | None:
    link = candidate.link
    if link is None:
        return None
    return text[link.start:link.end] if link.start is not None else link.canonical


def paper_examples(nlp, set_name: str, row: dict) -> list[Example]:
    """The examples of one annotated abstract: one per gold result claim matched by a predicted result."""
    text = row["abstract"]
    doc = nlp.make_doc(text)
    doc._.title = row.get("title")
    with nlp.select_pipes(disable=["claim_links", "metric_names"]):
        doc = nlp(doc)
    recorder = Recorder()
    nlp.get_pipe("claim_links").link(doc, recorder)
    shown = {(start, end): (candidates, features) for start, end, candidates, features in recorder.choices}
    own = row["artifact"] if "artifact" in row else doc._.artifact
    own_names = set([own] if isinstance(own, str) else own or [])
    examples = []
    for gold in locate_surfaces(text, [c for c in row.get("claims", []) if c["surface"] in text]):
        if gold.get("role") != "result":
            continue
        best, best_overlap = None, 0
        for claim in doc._.claims:
            overlap = min(gold["end"], claim.end_char) - max(gold["start"], claim.start_char)
            if overlap > best_overlap:
                best, best_overlap = claim, overlap
        if best is None or (best.start_char, best.end_char) not in shown:
            continue
        candidates, features = shown[(best.start_char, best.end_char)]
        right = [subjects_agree(gold.get("subject"), candidate_phrase(text, c), own_names) for c in candidates]
        examples.append(Example(set_name, features, right, right[0]))
    return examples


def build_examples() -> list[Example]:
    nlp = build_pipeline(subject_ranker_model=None)
    examples = []
    for entry in benchmark_sets.trained_on("subject_ranker"):
        for row in benchmark_sets.read(entry["id"]):
            examples += paper_examples(nlp, entry["id"], row)
    return examples


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=SUBJECT_RANKER_MODEL)
    parser.add_argument("--l2", type=float, default=L2)
    parser.add_argument("--cv", action="store_true", help="leave each annotated set out in turn instead of training")
    args = parser.parse_args(argv)
    started = time.time()
    examples = build_examples()
    names = feature_names(examples)
    if args.cv:
        cross_validate(examples, names, args.l2, unit="result claims")
    else:
        ranker = fit(examples, names, args.l2, SubjectRanker)
        ranker.save(args.out, {"name": "subject_ranker", "version": MODEL_VERSION, "l2": args.l2, "steps": STEPS,
                               "training_claims": len(examples),
                               "training_agreement": round(agreement(ranker, examples), 4),
                               "sets": sorted({e.set_name for e in examples})})
        print(f"{len(names)} weights from {len(examples)} result claims; saved {args.out}")
    print(f"took {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()
