"""Entity benchmarks: prints figures, asserts nothing.

    python benchmarks/entities.py [--model extractor/trained/ner] [--data ../shared/data]

NER (exact character span + label, on raw text tokenized by the shipped tokenizer):
  * SciERC dev: per label and micro F1 over the six SciERC labels, and the micro F1 over
    Task/Method/Metric/Material that the project targets. The model's DATASET and MATERIAL
    both count as SciERC "Material" (a named data set is a material in SciERC's scheme).
    Gold keeps SciERC's nested spans, which a flat NER cannot all reach: recall is honest.
  * TDMSci held-out: the fixed 15% split (seed 0) that training never sees; TASK, DATASET,
    METRIC. Predictions of other labels are ignored there (TDMSci does not annotate them).
    Read from the model's TDMSci head (doc.spans["tdmsci"], TDMSci's convention), and, on one
    line, from doc.ents (the SciERC+TDMSci head: the entities table's NER rows).
  * names in ML abstracts: the full product (rules + NER, the entities table) against the
    datasets/methods/metrics/tasks lists of the guideline-annotated sets that measure names
    (benchmarks/data/manifest.json: papers/paperlists-01, tuned on, the other papers/* sets and
    heldout/paperlists, never tuned on for names); a name counts once per abstract, compared
    after normalization (markup, case, a leading "the"). The annotators list *named* things,
    the table every mention, so precision here is a lower bound.
  * artifacts: precision/recall of the paper's own artifact names (benchmarks/artifacts.py).
  * speed: words per second of the NER pipeline over real ML abstracts.
One function per evaluation; each returns a dict and `main` prints them.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Callable, Iterable, Optional

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks import sets as benchmark_sets  # noqa: E402  (the manifest of benchmarks/data)
from extractor.components.tdmsci_ner import SPANS_KEY  # noqa: E402
from training.corpora import (  # noqa: E402
    DEFAULT_DATA,
    GoldDoc,
    abstracts_path,
    read_abstracts,
    read_scierc,
    read_tdmsci,
    scierc_path,
    split_tdmsci,
    tdmsci_path,
)

DEFAULT_MODEL = REPO / "extractor" / "trained" / "ner"

# table label -> SciERC label (for scoring on SciERC)
TO_SCIERC = {"TASK": "Task", "METHOD": "Method", "METRIC": "Metric", "DATASET": "Material",
             "MATERIAL": "Material", "OTHER": "OtherScientificTerm", "GENERIC": "Generic"}
SCIERC_TARGET = ("Task", "Method", "Metric", "Material")
TDMSCI_LABELS = ("TASK", "DATASET", "METRIC")


def load_model(path: Path = DEFAULT_MODEL):
    from extractor.pipeline import load_trained  # the product's arithmetic, so words/s is the product's

    return load_trained(path)


def predict_spans(nlp, texts: list[str], spans_key: Optional[str] = None) -> list[set[tuple[int, int, str]]]:
    """Each text's (start, end, label) of doc.ents, or of doc.spans[spans_key]."""
    return [{(e.start_char, e.end_char, e.label_) for e in (doc.spans[spans_key] if spans_key else doc.ents)}
            for doc in nlp.pipe(texts, batch_size=64)]


def prf(gold: Iterable[tuple], pred: Iterable[tuple], labels: Iterable[str]) -> dict:
    """Per-label and micro precision/recall/F1 over (doc, start, end, label) tuples."""
    labels = list(labels)
    gold = {g for g in gold if g[-1] in labels}
    pred = {p for p in pred if p[-1] in labels}
    tp = Counter(g[-1] for g in gold & pred)
    n_gold = Counter(g[-1] for g in gold)
    n_pred = Counter(p[-1] for p in pred)

    def f(t, g, p):
        prec = t / p if p else 0.0
        rec = t / g if g else 0.0
        return {"p": prec, "r": rec, "f": 2 * prec * rec / (prec + rec) if prec + rec else 0.0, "n": g}

    out = {label: f(tp[label], n_gold[label], n_pred[label]) for label in labels}
    out["micro"] = f(sum(tp.values()), len(gold), len(pred))
    return out


def _score(nlp, golds: list[GoldDoc], gold_map: Callable[[str], Optional[str]],
           pred_map: Callable[[str], Optional[str]], labels: Iterable[str], spans_key: Optional[str] = None) -> dict:
    preds = predict_spans(nlp, [g.text for g in golds], spans_key)
    gold_set, pred_set = set(), set()
    for i, (g, p) in enumerate(zip(golds, preds)):
        gold_set |= {(i, s, e, gold_map(l)) for s, e, l in g.spans if gold_map(l)}
        pred_set |= {(i, s, e, pred_map(l)) for s, e, l in p if pred_map(l)}
    return prf(gold_set, pred_set, labels)


def evaluate_scierc_dev(nlp, data: Path = DEFAULT_DATA, detok: bool = True) -> dict:
    """SciERC dev, six labels; `micro T+M+M+M` is the micro over Task/Method/Metric/Material.
    detok=False feeds the PTB tokens joined by spaces ("( NAM )", "-LRB-") instead of text."""
    golds = read_scierc(scierc_path(data, "dev"), flat=False, detok=detok)
    labels = ["Task", "Method", "Metric", "Material", "OtherScientificTerm", "Generic"]
    scores = _score(nlp, golds, TO_SCIERC.get, TO_SCIERC.get, labels)
    scores["micro T+M+M+M"] = _score(nlp, golds, TO_SCIERC.get, TO_SCIERC.get, SCIERC_TARGET)["micro"]
    return scores


def evaluate_tdmsci_heldout(nlp, data: Path = DEFAULT_DATA, tdmsci_head: bool = True) -> dict:
    """TDMSci held-out 15% (seed 0): TASK / DATASET / METRIC, as the model's TDMSci head (doc.spans["tdmsci"])
    reads them when it runs and `tdmsci_head` asks for it; otherwise as doc.ents has them."""
    _, held = split_tdmsci(read_tdmsci(tdmsci_path(data)), seed=0)
    keep = lambda label: label if label in TDMSCI_LABELS else None  # noqa: E731
    spans_key = SPANS_KEY if tdmsci_head and "tdmsci_ner" in nlp.pipe_names else None
    return _score(nlp, held, keep, keep, TDMSCI_LABELS, spans_key)


def measure_ner_speed(nlp, data: Path = DEFAULT_DATA, n_texts: int = 1000) -> dict:
    """Words per second of the whole loaded pipeline over real ML abstracts (1 process)."""
    texts = []
    for text in read_abstracts(abstracts_path(data)):
        texts.append(text)
        if len(texts) >= n_texts:
            break
    words = sum(len(t.split()) for t in texts)
    list(nlp.pipe(texts[:20]))  # warm up
    start = time.perf_counter()
    for _ in nlp.pipe(texts, batch_size=64):
        pass
    seconds = time.perf_counter() - start
    return {"texts": len(texts), "words": words, "seconds": seconds, "words_per_second": words / seconds}


GUIDELINE_FIELDS = {"datasets": "DATASET", "methods": "METHOD", "metrics": "METRIC", "tasks": "TASK"}


def evaluate_names(examples: list[tuple[dict, str, Optional[str]]], full_nlp) -> tuple[dict, dict]:
    """Per-label and micro P/R/F1 of distinct entity names per abstract, by the full
    pipeline `full_nlp` (extractor.pipeline.build_pipeline: rules + NER): of every entity, and of
    the entities marked is_named."""
    from extractor.api import Extractor
    from extractor.rules.artifacts.names import normalize_name

    records = [{"id": gold["id"], "title": title, "abstract": text} for gold, text, title in examples]
    gold_set, pred_set, named_set = set(), set(), set()
    for (gold, _, _), result in zip(examples, Extractor(full_nlp).extract_many(records)):
        for field, label in GUIDELINE_FIELDS.items():
            gold_set |= {(gold["id"], normalize_name(name), label) for name in gold.get(field, [])}
        # An annotator lists a defined abbreviation once, with its other spelling as an alias ("FID": "Fréchet
        # Inception Distance"): a prediction of either spelling is that name.
        listed = {normalize_name(name) for field in GUIDELINE_FIELDS for name in gold.get(field, [])}
        alias_of = {}
        for one, other in (gold.get("aliases") or {}).items():
            one, other = normalize_name(one), normalize_name(other)
            alias_of.update({other: one} if one in listed else {one: other})
        for e in result.entities:
            if e.label in GUIDELINE_FIELDS.values():
                name = normalize_name(e.text)
                name = alias_of.get(name, name)
                pred_set.add((gold["id"], name, e.label))
                if e.is_named:
                    named_set.add((gold["id"], name, e.label))
    labels = GUIDELINE_FIELDS.values()
    return prf(gold_set, pred_set, labels), prf(gold_set, named_set, labels)


def names_figures(full_nlp, groups: dict[str, list[str]]) -> dict:
    """evaluate_names over the pooled abstracts of each group of set ids: by group, "every" and "named" (its two
    score dicts) and "abstracts"."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    import artifacts as artifact_bench  # the artifact benchmark reads the sets' abstracts

    out = {}
    for group, set_ids in groups.items():
        examples = [example for set_id in set_ids for example in artifact_bench.examples(set_id)]
        every, named = evaluate_names(examples, full_nlp)
        out[group] = {"every": every, "named": named, "abstracts": len(examples)}
    return out


def format_scores(title: str, scores: dict) -> str:
    lines = [title, f"  {'label':<22}{'P':>7}{'R':>7}{'F1':>7}{'gold':>7}"]
    for label, s in scores.items():
        lines.append(f"  {label:<22}{s['p']:>7.3f}{s['r']:>7.3f}{s['f']:>7.3f}{s['n']:>7}")
    return "\n".join(lines)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description="entity benchmarks (figures, not tests)")
    parser.add_argument("--model", type=Path, default=DEFAULT_MODEL)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        sys.exit(f"no data folder at {args.data}")
    nlp = load_model(args.model)
    print(f"model: {args.model}  pipeline: {nlp.pipe_names}")
    if nlp.meta.get("trained_on_evaluation_splits"):
        print("NOTE: this model was trained on SciERC dev and the TDMSci held-out split as well, so the first two\n"
              "      tables are not held-out figures. Held-out ones come from the same recipe with those splits left\n"
              "      out: `python training/train_ner.py --hold-out --no-ship`, then\n"
              "      `python benchmarks/entities.py --model training/output/model` (docs/TRAINING.md).")
    print(format_scores("SciERC dev (exact span; DATASET+MATERIAL = Material)", evaluate_scierc_dev(nlp, args.data)))
    joined = evaluate_scierc_dev(nlp, args.data, detok=False)
    print(f"  (same, PTB tokens joined by spaces: micro {joined['micro']['f']:.3f}, "
          f"T+M+M+M {joined['micro T+M+M+M']['f']:.3f})")
    print(format_scores("TDMSci held-out 15% (seed 0), the TDMSci head (doc.spans['tdmsci'])",
                        evaluate_tdmsci_heldout(nlp, args.data)))
    merged = evaluate_tdmsci_heldout(nlp, args.data, tdmsci_head=False)["micro"]
    print(f"  (doc.ents, the table's NER rows, on the same split: micro P {merged['p']:.3f} R {merged['r']:.3f} "
          f"F1 {merged['f']:.3f})")
    sys.path.insert(0, str(REPO / "benchmarks"))
    import artifacts as artifact_bench  # the artifact benchmark's gold sets and scorer
    from extractor.pipeline import build_pipeline

    full_nlp = build_pipeline(ner_model=args.model)  # loaded once, for names and artifacts
    for set_id in benchmark_sets.ids(measures="names"):
        examples = artifact_bench.examples(set_id)
        every, named = evaluate_names(examples, full_nlp)
        entry = benchmark_sets.get(set_id)
        title = f"{set_id}, names {benchmark_sets.describe(entry, 'names')}; {len(examples)} abstracts"
        print(format_scores(f"Names in ML abstracts, full pipeline ({title})", every))
        print("  is_named only: " + "  ".join(f"{label} {named[label]['f']:.3f}" for label in named)
              + f" (P {named['micro']['p']:.3f} R {named['micro']['r']:.3f})")
        if "artifacts" not in entry["measures"]:
            continue  # names only (the small-venues sets)
        r = artifact_bench.score(full_nlp, examples, verbose=False)
        tuned = "tuned on" if "artifacts" in entry["tuned_on"] else "never tuned on"
        print(f"  artifacts ({tuned}): P {r['precision']:.3f} R {r['recall']:.3f} F1 {r['f1']:.3f} "
              f"(tp {r['tp']} fp {r['fp']} fn {r['fn']}); primary artifact right {r['primary_accuracy']:.3f}")
    speed = measure_ner_speed(nlp, args.data)
    print(f"speed: {speed['words_per_second']:,.0f} words/s ({speed['words']:,} words in "
          f"{speed['seconds']:.1f} s, {speed['texts']} abstracts, 1 process)")


if __name__ == "__main__":
    main()
