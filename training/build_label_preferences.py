"""Build data/reference/label_preferences.tsv: names annotators list as a method far more often than as a task, or
the other way round.

    python training/build_label_preferences.py         # build and ship
    python training/build_label_preferences.py --cv    # leave each annotated set out in turn; print what changes

The names knowledge base files many techniques as tasks (Papers with Code's task list holds "Knowledge
Distillation", "In-Context Learning", "Imitation Learning", "Variational Inference"), and the NER reads them either
way; the annotators of the papers/* sets list them as methods (knowledge distillation: 8 papers a method, 1 a
task; in-context learning 24 and 10), and some methods as tasks ("semi-supervised learning" 2 and 13). A name is
filed under the label its annotators chose at least RATIO times as often as the other, in at least MIN_PAPERS
papers; the names table then reads a METHOD or TASK mention of it with that label (extractor/names/preferences.py).

Training data: the annotated sets whose "trained_on" lists label_preferences in benchmarks/data/manifest.json (the
papers/* sets), never a heldout/* or dev/* set. Each paper counts once per name and label. Only names and counts
are written.

--cv builds the list without each set in turn and reruns the full pipeline on the left-out set: how many names-table
rows the relabelling makes right and how many wrong there. MIN_PAPERS and RATIO were chosen so.
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

import names as names_bench  # noqa: E402  (how gold names are read)

from benchmarks import sets as benchmark_sets  # noqa: E402
from extractor.names.normalize import name_key  # noqa: E402
from extractor.names.preferences import FILENAME, LABELS  # noqa: E402
from extractor.resources import REFERENCE_DIR  # noqa: E402

MODEL = "label_preferences"
# Chosen by --cv over the 25 papers/* sets (names-table rows made right / made wrong on the left-out set):
# MIN_PAPERS 3 and RATIO 1.5: 141 / 48; RATIO 2: 88 / 28; RATIO 3: 63 / 16; MIN_PAPERS 2, RATIO 2: 90 / 29;
# MIN_PAPERS 4, RATIO 2: 75 / 27.
MIN_PAPERS = 3
RATIO = 1.5


def label_counts(set_ids: list[str]) -> dict[str, Counter]:
    """Per name key, the papers that list it as a METHOD and as a TASK."""
    counts: dict[str, Counter] = defaultdict(Counter)
    fields = {field: label for field, label in names_bench.FIELDS.items() if label in LABELS}
    for set_id in set_ids:
        for gold in benchmark_sets.read(set_id):
            for field, label in fields.items():
                for key in {name_key(name) for name in gold.get(field) or []}:
                    counts[key][label] += 1
    return counts


def preferences(counts: dict[str, Counter]) -> dict[str, tuple[str, int, int]]:
    """Name key -> (preferred label, METHOD papers, TASK papers), for the names listed under both labels or
    under one label in MIN_PAPERS papers or more, one label at least RATIO times as often."""
    out = {}
    for key, count in counts.items():
        method, task = count["METHOD"], count["TASK"]
        if not key or method + task < MIN_PAPERS:
            continue
        if method > task and method >= RATIO * task:
            out[key] = ("METHOD", method, task)
        elif task > method and task >= RATIO * method:
            out[key] = ("TASK", method, task)
    return out


def write(prefs: dict[str, tuple[str, int, int]], path: Path) -> None:
    with open(path, "w", encoding="utf-8", newline="") as f:
        out = csv.writer(f, delimiter="\t", lineterminator="\n")
        out.writerow(["key", "label", "method_papers", "task_papers"])
        for key in sorted(prefs):
            out.writerow([key, *prefs[key]])


def cross_validate(set_ids: list[str]) -> None:
    """Leave each set out: build without it, relabel its names-table rows, count rows made right and wrong."""
    import artifacts as artifact_bench  # the sets' abstracts and titles

    from extractor.api import Extractor
    from extractor.names import preferences as shipped

    shipped._preferences = lambda: {}  # the pipeline without the shipped list, which holds every set
    extractor, tally = Extractor(), Counter()
    for left_out in set_ids:
        prefs = preferences(label_counts([s for s in set_ids if s != left_out]))
        papers = artifact_bench.examples(left_out)
        records = [{"id": g["id"], "title": title, "abstract": text} for g, text, title in papers]
        for (gold, text, _), result in zip(papers, extractor.extract_many(records)):
            want, aliases = names_bench.gold_names(gold, text)
            for name in result.names:
                preferred = prefs.get(name_key(name.canonical)) or prefs.get(name_key(name.text))
                if name.label not in LABELS or preferred is None or preferred[0] == name.label:
                    continue
                before = next(iter(names_bench.predicted_names([name], aliases))) in want
                after = next(iter(names_bench.predicted_names([name.model_copy(update={"label": preferred[0]})],
                                                               aliases))) in want
                tally["made right" if after and not before else "made wrong" if before and not after else "same"] += 1
    print(f"MIN_PAPERS {MIN_PAPERS}, RATIO {RATIO}: rows relabelled on the left-out sets: {dict(tally)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cv", action="store_true", help="leave each set out in turn and print what changes")
    parser.add_argument("--out", type=Path, default=REFERENCE_DIR)
    args = parser.parse_args()
    set_ids = [s["id"] for s in benchmark_sets.trained_on(MODEL)]
    if args.cv:
        cross_validate(set_ids)
        return
    prefs = preferences(label_counts(set_ids))
    write(prefs, args.out / FILENAME)
    print(f"{len(prefs)} names from {len(set_ids)} sets -> {args.out / FILENAME}")


if __name__ == "__main__":
    main()
