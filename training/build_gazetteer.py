"""Build the gazetteer reference lists data/reference/{datasets,metrics,methods}.tsv.

Sources (read from ../shared/data, never copied): SciERC Material/Metric/Method spans, TDMSci
DATASET/METRIC tags, SciREX Material/Metric/Method mentions. The annotations are noisy for our
purpose ("English", "images", "learning rate" are Material/Metric there), so a name is kept
only when it looks like a proper dataset name or a metric name:

  datasets  an upper-case letter (names, not descriptions), at most 6 words, not ending in a
            lower-case common noun ("RGB images"), not a language name, and not more often
            annotated as a Method ("CNN" is a dataset only in "CNN/Daily Mail").
  metrics   an acronym or a metric head word ("accuracy", "F1 score", "word error rate"),
            at least 2 mentions, not a training quantity ("learning rate", "dropout rate").
  methods   written as a name ("ResNet-50", "Faster R-CNN", "word2vec"; at most 3 words, no
            lower-case word), at least 2 mentions and a Method more often than anything else,
            not hardware or a layer ("GPU", "conv5"), no two-letter acronym ("LR", "BN").

The corpora's annotations end before the models of 2022-2024 ("GPT-4", "Llama 2", "Claude 3"). The ML
abstracts of paperlists/ name them in typed contexts ("LLMs such as GPT-4 and Claude 3"): the pipeline's
name_mentions rule read over those abstracts (the benchmark files' papers left out) adds each name it types in
at least two abstracts, with that label, under the same filters (source "paperlists"); read over the 197k
unlabelled abstracts of unlabeled/ (ML venues to 2025, ACL Anthology 2016 on), it adds the names it types in at least
five (data sets and metrics: three) and in at least 15% of the abstracts that mention it (source "unlabeled": "MMLU", "SuperGLUE", "GPT-4o";
not "COVID-19" or "fMRI", typed in a few "COVID-19 dataset"s). Short upper-case acronyms from there ("LLMs", "SCM") are
left out: in those contexts they are mostly kinds of model.

Usage: python training/build_gazetteer.py [--data ../shared/data] [--out data/reference]
"""

from __future__ import annotations

import argparse
import glob
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

# training/ is on the path: run as a script, or imported by tests
from mined_names import paperlists_mentions, unlabeled_mentions, without_rarely_typed

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO.parent / "shared" / "data"
DEFAULT_OUT = REPO / "data" / "reference"

# Trailing words that describe a dataset rather than name it: "Europarl corpus" -> "Europarl".
DATASET_HEADS = re.compile(
    r"\s+(?:(?:test|training|dev|development|validation|evaluation)\s+)?"
    r"(?:dataset|datasets|data\s+set|data\s+sets|corpus|corpora|data|benchmark|test\s+set|test\s+sets|set|sets)$",
    re.IGNORECASE,
)
NOT_DATASETS = {"Web", "RGB", "RGBD", "RGB-D", "Twitter", "CNN", "DNN", "GPU", "GPUs", "3D", "2D", "DT"}
# Language pairs ("English-French", "EN→DE") name a translation direction, not a dataset.
LANGUAGE_WORDS = {
    "english", "german", "french", "chinese", "japanese", "arabic", "czech", "korean", "dutch",
    "polish", "spanish", "italian", "russian", "hindi", "turkish", "portuguese", "hebrew",
    "kazakh", "thai", "romanian", "finnish", "latvian", "estonian", "vietnamese", "latinized",
    "en", "de", "fr", "zh", "ro", "and", "to", "multilingual",
}
# Single words: a distinctive shape ("MNIST", "WikiText", "Set5") or frequent enough to be a
# corpus name rather than a capitalised common word ("News", "Games", "Adult").
MIN_COUNT_PLAIN_WORD = 3
METRIC_HEADS = {
    "accuracy", "accuracies", "precision", "recall", "f1", "f-measure", "f-score", "f1-score",
    "score", "scores", "perplexity", "error", "errors", "rate", "rates", "divergence", "distance",
    "correlation", "coefficient", "auc", "iou", "mrr", "psnr", "ssim",
}
# Scores that are model internals rather than evaluation metrics, and two-letter acronyms
# that are ordinary words or other things in upper case.
NOT_METRIC_MODIFIERS = {"attention", "confidence", "objectness", "dilation", "training", "evaluation", "performance", "quality", "low", "competitive", "predicted", "similarity"}
NOT_METRIC_ACRONYMS = {"IS", "CS", "AR", "MR", "DET", "FAR", "TAR", "IFC", "DT", "PER", "CTR", "DSC values"}
NOT_METRICS = re.compile(
    r"learning rate|dropout|sampling rate|frame rate|sample rate|decay rate|bit rate|"
    r"^(?:error|errors|score|scores|rate|rates|ratio|distance|params|parameters|loss|time)$",
    re.IGNORECASE,
)


def detokenize(tokens: list[str]) -> str:
    """Undo corpus tokenization: "CIFAR - 10" -> "CIFAR-10", "CTB 5 . 1" -> "CTB 5.1"."""
    text = " ".join(tokens)
    text = text.replace("-LRB-", "(").replace("-RRB-", ")")
    text = re.sub(r"\s*-\s*", "-", text)
    text = re.sub(r"(?<=\d) \. (?=\d)", ".", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    text = re.sub(r"\s+/\s+", "/", text)
    return text.strip()


def split_parenthesised(name: str) -> list[str]:
    """"Penn Treebank (PTB)" -> ["Penn Treebank", "PTB"]; other names unchanged."""
    match = re.fullmatch(r"(.+?)\s*\(([^()]+)\)", name)
    if match:
        return [match.group(1).strip(), match.group(2).strip()]
    return [name]


def dataset_core(name: str) -> str:
    """The name without a trailing descriptive head ("MS COCO dataset" -> "MS COCO")."""
    return DATASET_HEADS.sub("", name).strip()


def has_distinctive_shape(word: str) -> bool:
    """Acronym, CamelCase or letters with digits: "MNIST", "WikiText", "Set5", "bAbI"."""
    return bool(re.search(r"[A-Z].*[A-Z]|[a-z][A-Z]|[A-Za-z]\d|\d[A-Za-z]", word))


def is_language_pair(name: str) -> bool:
    words = [w for w in re.split(r"[\s\-/→]+", name.lower()) if w]
    return all(w in LANGUAGE_WORDS for w in words)


def looks_like_dataset_name(name: str, count: int) -> bool:
    words = name.split()
    if not 1 <= len(words) <= 6 or len(name) > 50 or len(name) < 2:
        return False
    if not any(ch.isupper() for ch in name) or name in NOT_DATASETS or is_language_pair(name):
        return False
    if re.search(r"[()+,“”\"]| and |\bM$|\bK$", name):
        return False
    if len(words) > 1 and (words[-1].islower() or words[0].islower()):
        return False
    if len(words) == 1 and not has_distinctive_shape(name) and count < MIN_COUNT_PLAIN_WORD:
        return False
    return True


def looks_like_metric_name(name: str) -> bool:
    words = name.split()
    if not 1 <= len(words) <= 4 or NOT_METRICS.search(name):
        return False
    if "(" in name or ")" in name:
        return False
    if name in NOT_METRIC_ACRONYMS or words[0].lower() in NOT_METRIC_MODIFIERS:
        return False
    is_acronym = len(words) <= 2 and any(has_distinctive_shape(word) for word in words)
    return is_acronym or words[-1].lower() in METRIC_HEADS


def scierc_mentions(data: Path):
    """(text, label) per SciERC entity mention."""
    for split in ("train.json", "dev.json"):
        path = data / "scierc" / split
        if not path.exists():
            continue
        for line in path.open():
            record = json.loads(line)
            tokens = [token for sentence in record["sentences"] for token in sentence]
            for sentence in record["ner"]:
                for start, end, label in sentence:
                    yield detokenize(tokens[start : end + 1]), label


def tdmsci_mentions(data: Path):
    """(text, label) per TDMSci BIO span; the text is rebuilt from the character offsets."""
    path = data / "tdmsci" / "train_1500_v2.conll"
    if not path.exists():
        return
    span: list[tuple[str, int]] = []
    label = None

    def flush():
        if span:
            text = span[0][0]
            for (prev, prev_off), (tok, off) in zip(span, span[1:]):
                text += (" " if off > prev_off + len(prev) else "") + tok
            yield text, label

    for line in path.open(encoding="utf-8"):
        parts = line.rstrip("\n").split("\t")
        tag = parts[-1] if len(parts) >= 3 else "O"
        if tag.startswith("I-") and span:
            span.append((parts[0], int(parts[1])))
            continue
        yield from flush()
        span, label = [], None
        if tag.startswith("B-"):
            span, label = [(parts[0], int(parts[1]))], tag[2:]
    yield from flush()


def scirex_mentions(data: Path):
    """(text, label) per distinct mention text in each SciREX paper (document frequency)."""
    for path in sorted(glob.glob(str(data / "scirex" / "train_docs" / "*.json"))):
        record = json.load(open(path))
        words = record["words"]
        seen = {(detokenize(words[start:end]), label) for start, end, label in record["ner"]}
        yield from sorted(seen)  # sorted: set order varies between runs (string hashing)


LABELS = {
    "Material": "DATASET", "DATASET": "DATASET", "Metric": "METRIC", "METRIC": "METRIC",
    "Method": "METHOD", "METHOD": "METHOD", "TASK": "TASK", "Task": "TASK",
}


def collect(data: Path) -> dict[str, dict[str, Counter]]:
    """name -> label -> Counter of source corpus."""
    counts: dict[str, dict[str, Counter]] = defaultdict(lambda: defaultdict(Counter))
    for source, mentions in (
        ("scierc", scierc_mentions(data)),
        ("tdmsci", tdmsci_mentions(data)),
        ("scirex", scirex_mentions(data)),
        ("paperlists", paperlists_mentions(data)),
        ("unlabeled", unlabeled_mentions(data)),
    ):
        for text, label in mentions:
            mapped = LABELS.get(label)
            if mapped is None:
                continue
            for name in split_parenthesised(text):
                name = name.strip(" .,;:")
                if name:
                    counts[name][mapped][source] += 1
    return counts


def select_datasets(counts) -> dict[str, Counter]:
    kept: dict[str, Counter] = defaultdict(Counter)
    for name, by_label in counts.items():
        if "DATASET" not in by_label:
            continue
        core = dataset_core(name)
        if not looks_like_dataset_name(core, sum(counts.get(core, {}).get("DATASET", Counter()).values())):
            continue
        n_dataset = sum(by_label["DATASET"].values())
        n_method = sum(counts.get(core, {}).get("METHOD", Counter()).values())
        if n_method > n_dataset:
            continue
        kept[core].update(by_label["DATASET"])
    return kept


def select_metrics(counts, min_count: int = 2) -> dict[str, Counter]:
    by_lower: dict[str, Counter] = defaultdict(Counter)
    display: dict[str, Counter] = defaultdict(Counter)
    for name, by_label in counts.items():
        if "METRIC" not in by_label or not looks_like_metric_name(name):
            continue
        by_lower[name.lower()].update(by_label["METRIC"])
        display[name.lower()][name] += sum(by_label["METRIC"].values())
    return {
        display[key].most_common(1)[0][0]: sources
        for key, sources in by_lower.items()
        if sum(sources.values()) >= min_count
    }


# Method names the corpora tag but that are hardware, software or a layer of a network, not a method.
NOT_METHODS = re.compile(r"^(?:[CGT]PUs?|NVIDIA|CUDA|cuDNN|conv\d.*|fc\d.*|FC\d*|RoI|DBLP|MRI|JPEG)$|\bGPUs?\b", re.IGNORECASE)


def is_name_word(word: str) -> bool:
    """A word a name is made of: a coined shape ("ResNet", "GPT-2") or a capitalised word ("Fast R-CNN")."""
    return has_distinctive_shape(word) or bool(re.fullmatch(r"[A-Z][a-z]+", word))


def looks_like_method_name(name: str) -> bool:
    """"ResNet-50", "Faster R-CNN", "word2vec", "REINFORCE": written as a name, at most three words;
    not a two-letter acronym ("LR", "BN", "SA" mean something else in every other paper), not a citation key
    ("bahdanau2014neural")."""
    words = name.split()
    if not 1 <= len(words) <= 3 or re.search(r"[()\[\],;:]", name) or NOT_METHODS.search(name):
        return False
    if not any(has_distinctive_shape(w) for w in words) or not all(is_name_word(w) for w in words):
        return False
    if len(words) == 1 and len(re.sub(r"[^A-Za-z]", "", name)) < 3:
        return False
    return not re.fullmatch(r"[a-z]+\d{4}[a-z]+", name)


def select_methods(counts, min_count: int = 2) -> dict[str, Counter]:
    """Names tagged Method at least twice and more often than anything else ("ImageNet" is a Method in a
    few SciREX papers, a data set in most)."""
    kept: dict[str, Counter] = {}
    for name, by_label in counts.items():
        n_method = sum(by_label.get("METHOD", Counter()).values())
        n_other = max((sum(c.values()) for label, c in by_label.items() if label != "METHOD"), default=0)
        if n_method >= min_count and n_method > n_other and looks_like_method_name(name):
            kept[name] = by_label["METHOD"]
    return kept


def write_tsv(path: Path, rows: dict[str, Counter]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        out.write("name\tcount\tsources\n")
        for name in sorted(rows, key=lambda n: (-sum(rows[n].values()), n)):
            sources = ",".join(sorted(rows[name]))
            out.write(f"{name}\t{sum(rows[name].values())}\t{sources}\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    counts = collect(args.data)
    without_rarely_typed(args.data, counts)
    datasets = select_datasets(counts)
    metrics = select_metrics(counts)
    methods = select_methods(counts)
    write_tsv(args.out / "datasets.tsv", datasets)
    write_tsv(args.out / "metrics.tsv", metrics)
    write_tsv(args.out / "methods.tsv", methods)
    print(f"{len(datasets)} datasets, {len(metrics)} metrics, {len(methods)} methods -> {args.out}")


if __name__ == "__main__":
    main()
