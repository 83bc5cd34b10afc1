"""Accuracy of the names table: per paper, the distinct dataset / method / metric / task names against the annotators'.

    python benchmarks/names.py [--sets dev/anthology ...] [--errors]

A predicted name is a names-table row (its canonical spelling, its label); a gold name is one of the annotator's
lists. Both sides are read through the names knowledge base the same way (a gold "MS COCO" is the data set COCO, as
the table's "COCO" is), and an annotated alias is the same name ("FID" / "Fréchet Inception Distance"); what is
left is compared by comparison key (case, spaces and punctuation aside). Default sets: heldout/anthology and
heldout/paperlists (never tuned on) and dev/anthology (for development).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

import regex

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

import artifacts as artifact_bench  # noqa: E402  (reads the sets' abstracts and titles)

from benchmarks import sets as benchmark_sets  # noqa: E402
from extractor.names.canonical import KIND_WORDS  # noqa: E402
from extractor.names.kb import default_kb  # noqa: E402
from extractor.names.normalize import is_plural_acronym, name_key, short_year_key  # noqa: E402
from extractor.rules.abbreviations.pairing import find_abbreviations  # noqa: E402
from extractor.rules.task.phrases import task_name  # noqa: E402

FIELDS = {"datasets": "DATASET", "methods": "METHOD", "metrics": "METRIC", "tasks": "TASK"}
LABELS = tuple(FIELDS.values())
DEFAULT_SETS = ("heldout/anthology", "heldout/paperlists", "dev/anthology")
SCORE_THRESHOLD = 0.5  # the names table's score a user may filter on: precision and recall above it are printed


# A trailing word that says a name is a data set ("the FVC2002 dataset", "the TREC corpus", "the FraCaS test
# suite", "the Context24 Shared Task", "the WMT21 News Translation Task"): the names table names the data set without
# it (names/canonical.KIND_WORDS; a shared task, canonical._named_contest), as it names a task without "task".
DATA_SET_KIND = regex.compile(
    r"\s+(?:" + "|".join(sorted(KIND_WORDS["DATASET"])) + r"|data[\s-]sets?|test\s+suites?|(?:shared\s+)?tasks?)$", regex.I)


def resolved_key(name: str, label: str) -> str:
    """The key a name is compared by: its knowledge-base entry's id when the base knows it under that label; a
    task is named without a trailing "task" or "problem", as the names table names it (rules/task/phrases.py),
    and a data set without a trailing "dataset" or "corpus" (DATA_SET_KIND)."""
    entry = default_kb().lookup(name, label)
    if entry is None and label == "TASK" and task_name(name) not in ("", name):
        return resolved_key(task_name(name), label)
    if entry is None and label == "DATASET" and DATA_SET_KIND.search(name):
        return resolved_key(DATA_SET_KIND.sub("", name), label)
    if entry is None and label == "DATASET":
        return short_year_key(name_key(name)) or name_key(name)  # "WMT 2024" is "WMT24", as the table groups it
    return entry.id if entry is not None else name_key(name)


def other_spellings(gold: dict) -> dict[str, str]:
    """Each annotated alias spelling -> the other spelling, both ways."""
    aliases = gold.get("aliases") or {}
    return {**aliases, **{v: k for k, v in aliases.items()}}


def own_artifacts(gold: dict) -> set[str]:
    """Comparison keys of the paper's own artifact names and their annotated other spellings."""
    names, other_spelling = gold.get("artifact") or [], other_spellings(gold)
    return {name_key(n) for n in names} | {name_key(other_spelling[n]) for n in names if n in other_spelling}


def abstract_pairs(abstract: str) -> dict[str, str]:
    """Each spelling of an abbreviation pair the abstract defines ("reinforcement learning (RL)"), by comparison key
    (an acronym in the singular too) -> the other spelling, as the pipeline's own detector reads them
    (rules/abbreviations): a listed "RL" is one name with an unlisted "reinforcement learning"."""
    pairs: dict[str, str] = {}
    for pair in find_abbreviations(abstract) if abstract else ():
        pairs.setdefault(name_key(pair.long), pair.short)
        pairs.setdefault(name_key(pair.short), pair.long)
        if is_plural_acronym(pair.short):
            pairs.setdefault(name_key(pair.short[:-1]), pair.long)
    return pairs


def defined_pairs(listed: list[str], abstract: str) -> dict[str, str]:
    """Listed names that the abstract defines as each other's abbreviation ("Dynamical Movement Primitives (DMP)"),
    each -> the other. Sets annotated after ../shared/data/annotation_guideline.md list both spellings as two names;
    they are one name (issue 26: a pair defined in the abstract resolves to one name), as an "aliases" entry says in
    the sets annotated after docs/ANNOTATION.md. Both listed, the spelling beside the bracket is trusted whether or
    not its letters spell the other ("Dadiannao (DaDN)"); abstract_pairs reads the pairs where one is listed."""
    pairs = {}
    for long in listed:
        for short in listed:
            if long != short and regex.search(
                    rf"(?<!\w){regex.escape(long)}\s*\(\s*{regex.escape(short)}s?\s*[),;]", abstract):
                pairs[long], pairs[short] = short, long
    return pairs


def gold_names(gold: dict, abstract: str = "") -> tuple[set[tuple[str, str]], dict[tuple[str, str], str]]:
    """(label, key) of the annotator's names, and the key of each alias spelling -> its name's key, per label.
    Methods are the guideline's "named prior methods/models": sets annotated after docs/ANNOTATION.md's names
    conventions also list the paper's own artifact among them, and it is left out here, as the names table does.
    Two listed spellings of one name (an annotated alias, or a pair the abstract defines) are one gold name."""
    names, aliases = set(), {}
    artifacts = own_artifacts(gold)
    pairs = abstract_pairs(abstract)
    for field, label in FIELDS.items():
        listed = gold.get(field) or []
        other_spelling = {**other_spellings(gold), **defined_pairs(listed, abstract)}
        for name in listed:
            if label == "METHOD" and name_key(name) in artifacts:
                continue
            key = resolved_key(name, label)
            if other_spelling.get(name) in listed and listed.index(other_spelling[name]) < listed.index(name):
                continue  # its other spelling, listed first, stands for the name
            names.add((label, key))
            if (spelled := pairs.get(name_key(name))) is not None:  # its other spelling, not listed
                aliases.setdefault((label, resolved_key(spelled, label)), key)
                aliases.setdefault((label, name_key(spelled)), key)
            if name in other_spelling:
                aliases[(label, resolved_key(other_spelling[name], label))] = key
                aliases[(label, name_key(other_spelling[name]))] = key
    return names, aliases


def predicted_names(names: list, aliases: dict[tuple[str, str], str]) -> set[tuple[str, str]]:
    """(label, key) of the names-table rows, an annotated alias spelling read as its name."""
    out = set()
    for name in names:
        key = resolved_key(name.canonical, name.label)
        for candidate in (key, name_key(name.canonical), name_key(name.text)):
            if (name.label, candidate) in aliases:
                key = aliases[(name.label, candidate)]
                break
        out.add((name.label, key))
    return out


def prf(tp: int, fp: int, fn: int) -> dict:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return {"p": p, "r": r, "f": 2 * p * r / (p + r) if p + r else 0.0, "tp": tp, "fp": fp, "fn": fn}


def score(set_ids: list[str], extractor=None, errors: bool = False) -> dict:
    """P/R/F1 per label and micro over the pooled papers of the sets."""
    from extractor.api import Extractor

    extractor = extractor or Extractor()
    examples = [example for set_id in set_ids for example in artifact_bench.examples(set_id)]
    records = [{"id": g["id"], "title": title, "abstract": text} for g, text, title in examples]
    counts = defaultdict(lambda: [0, 0, 0])
    confident = [0, 0, 0]  # micro counts of the rows scored SCORE_THRESHOLD or more
    for (gold, text, _), result in zip(examples, extractor.extract_many(records)):
        want, aliases = gold_names(gold, text)
        got = predicted_names(result.names, aliases)
        kept = predicted_names([n for n in result.names if (n.score or 0.0) >= SCORE_THRESHOLD], aliases)
        confident[0] += len(kept & want)
        confident[1] += len(kept - want)
        confident[2] += len(want - kept)
        for label in LABELS:
            w = {k for lab, k in want if lab == label}
            g = {k for lab, k in got if lab == label}
            counts[label][0] += len(w & g)
            counts[label][1] += len(g - w)
            counts[label][2] += len(w - g)
            if errors and (g - w or w - g):
                print(f"{gold['id']} {label}: missed {sorted(w - g)} extra {sorted(g - w)}")
    out = {label: prf(*counts[label]) for label in LABELS}
    out["micro"] = prf(*(sum(counts[label][i] for label in LABELS) for i in range(3)))
    out["confident"] = prf(*confident)
    out["papers"] = len(examples)
    return out


def format_scores(title: str, r: dict) -> str:
    lines = [f"{title} ({r['papers']} papers)", f"  {'label':<9}{'P':>7}{'R':>7}{'F1':>7}{'gold':>6}"]
    for label in (*LABELS, "micro"):
        s = r[label]
        lines.append(f"  {label:<9}{s['p']:7.3f}{s['r']:7.3f}{s['f']:7.3f}{s['tp'] + s['fn']:6d}")
    c = r["confident"]
    lines.append(f"  rows scored {SCORE_THRESHOLD} or more: micro P {c['p']:.3f} R {c['r']:.3f} F1 {c['f']:.3f}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", default=list(DEFAULT_SETS), help="manifest ids (default: %(default)s)")
    parser.add_argument("--errors", action="store_true",
                        help="list each paper's misses and extra names (not of held-out sets)")
    parser.add_argument("--heldout-errors", action="store_true", help="with --errors: held-out sets' too")
    args = parser.parse_args()
    for set_id in args.sets:
        entry = benchmark_sets.get(set_id)
        print(format_scores(f"{set_id}, {benchmark_sets.describe(entry, 'names')}", score([set_id], errors=args.errors and benchmark_sets.errors_may_be_listed(set_id, args.heldout_errors))))


if __name__ == "__main__":
    main()
