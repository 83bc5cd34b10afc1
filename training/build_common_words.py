"""Build data/reference/common_words.tsv: the 20,000 strings between spaces written most often in abstracts.

Why: a run extracts each work unit inside a spaCy memory zone, which frees the words the unit added to the
vocabulary when it ends, so memory stays flat however many distinct words the input holds. The price was that every
unit built the lexemes of its words again and tokenized every string afresh (spaCy caches no tokenization made
inside a zone): 2.3 ms an abstract, a tenth of the whole extraction. The pipeline tokenizes these strings once when
it is built (extractor/tokenizer.py, LinearTokenizer.warm), outside any zone, so their lexemes and tokens stay
cached for the life of the process and are shared by the forked workers; they are 94% of the strings of an abstract.

Read: the 197k abstracts of ../shared/data/unlabeled (ML venues: mlanthology, repository Apache-2.0, each abstract
its source's terms; ACL Anthology 2016 on: CC BY 4.0), the benchmark files' papers left out. Written: the strings
and their counts, no sentence.

Usage: python training/build_common_words.py [--data ../shared/data] [--out data/reference]   (~1 min)
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from extractor.tokenizer import COMMON_WORDS_FILE  # noqa: E402
from training.corpora import benchmark_ids, read_unlabeled_abstracts, unlabeled_build_arguments  # noqa: E402

SIZE = 20_000


def count_strings(texts) -> Counter:
    """How often each string between white space is written."""
    counts: Counter = Counter()
    for text in texts:
        counts.update(text.split())
    return counts


def main(argv: list[str] | None = None) -> None:
    args = unlabeled_build_arguments(__doc__.split("\n")[0], COMMON_WORDS_FILE, argv)
    started = time.perf_counter()
    counts = count_strings(read_unlabeled_abstracts(args.data, exclude=benchmark_ids()))
    common = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:SIZE]
    path = args.out / COMMON_WORDS_FILE
    with open(path, "w", encoding="utf-8") as f:
        f.write("string\tcount\n")
        f.writelines(f"{string}\t{n}\n" for string, n in common)
    share = sum(n for _, n in common) / sum(counts.values())
    print(f"wrote {path}: {len(common)} strings, {share:.1%} of the {sum(counts.values()):,} strings written "
          f"({len(counts):,} distinct), {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
