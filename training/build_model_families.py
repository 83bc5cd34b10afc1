"""Build data/reference/model_families.tsv: the model families the unlabelled corpus writes with a parameter count.

The names knowledge base's lists end before most of today's language models ("Qwen", "Mistral", "Gemma", "Vicuna"
are in none of them), but abstracts write a model's size into its name ("Mistral-7B", "Qwen2.5-72B", "Vicuna 13B",
"Llama-3.1-8B-Instruct"): a name written with a count in billions is a model's, or a data set's counted in samples
("LAION-5B", "DataComp-1B"). So a family becomes a model family when:
  * it is written with a size in billions ("7B", "1.3B"), perhaps after a version ("Qwen2.5-7B"), joined by a hyphen
    or nothing, or spaced ("Mistral 7B"), in at least MIN_ABSTRACTS abstracts;
  * the words around those mentions say model more often than data ("the Falcon-40B model", "LLMs such as
    Vicuna-13B" against "the DataComp-1B dataset", "LAION-5B image-text pairs");
  * it is written as a name: capitalised or coined, and lower-cased as a word in under a tenth of its uses
    ("Task 1B", "With 11B", "Our 13B" are words);
  * the knowledge base has no entry of that name from another source (LAION and JFT are data sets there, PaLM and
    BLOOM methods), so a rebuild after build_names_kb.py gives the same list.
training/build_names_kb.py adds each family as a METHOD entry (source "corpus_models"); the gazetteer then reads
its versions as the method's ("Qwen2.5-7B-Instruct": extractor/components/gazetteer.versioned_methods).

Read: the 197k abstracts of ../shared/data/unlabeled (ML venues: mlanthology, repository Apache-2.0, each abstract its
source's terms; ACL Anthology 2016 on: CC BY 4.0), the benchmark files' papers left out. Names, never sentences,
are written.

Usage: python training/build_model_families.py [--data ../shared/data] [--out data/reference]   (~30 s)
"""

from __future__ import annotations

import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

import regex

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from extractor.names.kb import default_kb  # noqa: E402
from extractor.names.normalize import looks_coined  # noqa: E402
from training.corpora import benchmark_ids, read_unlabeled_abstracts, unlabeled_build_arguments  # noqa: E402
from training.names_kb.sources import MODEL_FAMILIES, MODEL_FAMILIES_SOURCE  # noqa: E402

FILENAME, SOURCE = MODEL_FAMILIES, MODEL_FAMILIES_SOURCE  # the file, and the knowledge base's tag of its entries
MIN_ABSTRACTS = 3
MAX_LOWER_SHARE = 0.1

# A family, perhaps its version, then a size in billions: "Mistral-7B", "Qwen2.5-7B", "Gemma-2-9B", "Vicuna 13B".
SIZED = regex.compile(
    r"(?<![\p{L}\d\-.])(?P<family>\p{Lu}[\p{L}\d]*?\p{L}{2})(?:[-\s]?v?\d+(?:\.\d+)*\p{Ll}?)?(?:-\p{L}+)?[-\s]?"
    r"\d+(?:\.\d+)?B(?![\p{L}\d])")
MODEL_WORDS = regex.compile(r"(?i)\b(?:models?|LLMs?|LMs?|parameters?|params|instruct\w*|chat|backbones?|"
                            r"checkpoints?|fine-?tun\w*|pre-?trained|weights)\b")
DATA_WORDS = regex.compile(r"(?i)\b(?:datasets?|data|corpus|corpora|images?|pairs|samples|videos|tokens|"
                           r"examples|benchmarks?|collections?)\b")
WINDOW = 40  # characters each side of a mention read for model or data words


def count_families(texts) -> tuple[Counter, Counter, Counter, dict[str, Counter]]:
    """Per family: abstracts writing it with a size, mentions with model words around, with data words, spellings."""
    abstracts, model, data = Counter(), Counter(), Counter()
    spellings: dict[str, Counter] = defaultdict(Counter)
    for text in texts:
        seen = set()
        for match in SIZED.finditer(text):
            family = match["family"]
            seen.add(family)
            spellings[family][match.group()] += 1
            around = text[max(0, match.start() - WINDOW):match.start()] + " " + text[match.end():match.end() + WINDOW]
            model[family] += bool(MODEL_WORDS.search(around))
            data[family] += bool(DATA_WORDS.search(around))
        abstracts.update(seen)
    return abstracts, model, data, spellings


def lower_share(texts, families: set[str]) -> dict[str, float]:
    """How often each family is written as a lower-case word, of all its uses as a word."""
    lower, total = Counter(), Counter()
    by_fold = {family.casefold(): family for family in families}
    word = regex.compile(r"\b\p{L}[\p{L}\d]*\b")
    for text in texts:
        for match in word.finditer(text):
            family = by_fold.get(match.group().casefold())
            if family is not None:
                total[family] += 1
                lower[family] += match.group().islower()
    return {family: lower[family] / total[family] if total[family] else 0.0 for family in families}


def model_families(abstracts: Counter, model: Counter, data: Counter, lower: dict[str, float]) -> list[str]:
    kb = default_kb()
    return sorted(family for family, n in abstracts.items()
                  if n >= MIN_ABSTRACTS and model[family] > data[family] and lower.get(family, 1.0) < MAX_LOWER_SHARE
                  and (looks_coined(family) or family[:1].isupper())
                  and not [entry for entry in kb.lookup_any(family) if entry.sources != (SOURCE,)])


def main(argv: list[str] | None = None) -> None:
    args = unlabeled_build_arguments(__doc__.split("\n")[0], FILENAME, argv)
    started = time.perf_counter()
    texts = list(read_unlabeled_abstracts(args.data, exclude=benchmark_ids()))  # read once: both passes go over it
    abstracts, model, data, spellings = count_families(texts)
    candidates = {family for family, n in abstracts.items() if n >= MIN_ABSTRACTS}
    lower = lower_share(texts, candidates)
    families = model_families(abstracts, model, data, lower)
    path = args.out / FILENAME
    with open(path, "w", encoding="utf-8") as f:
        f.write("family\tabstracts\tmodel_context\tdata_context\tspelling\n")
        for family in families:
            spelling = min(spellings[family].items(), key=lambda kv: (-kv[1], kv[0]))[0]
            f.write(f"{family}\t{abstracts[family]}\t{model[family]}\t{data[family]}\t{spelling}\n")
    print(f"wrote {path}: {len(families)} model families of {len(candidates)} families written with a size in "
          f"{MIN_ABSTRACTS}+ abstracts, {time.perf_counter() - started:.0f} s")
    left_out = sorted(candidates - set(families), key=lambda f: -abstracts[f])[:25]
    print("  left out: " + ", ".join(f"{f} ({abstracts[f]}, model {model[f]} / data {data[f]}, "
                                     f"lower {lower.get(f, 0):.2f})" for f in left_out))


if __name__ == "__main__":
    main()
