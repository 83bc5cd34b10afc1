"""Worker memory against distinct words: tiny records made of words never seen before, extracted unit by unit
as a pool worker does (extractor.work_unit.extract_unit, inside spaCy's memory zone), printing this process's
RSS every --every records. `--no-zone` runs the same units without the memory zone, for comparison.

    python benchmarks/memory_words.py --records 1000000 --every 100000
"""

from __future__ import annotations

import argparse
import random
import string
import time
from contextlib import nullcontext


def rss_mb() -> float:
    with open("/proc/self/statm") as handle:
        pages = int(handle.read().split()[1])
    import os

    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def unique_records(n: int, seed: int = 0):
    from extractor.records import PaperInput

    rng = random.Random(seed)
    for i in range(n):
        words = ["".join(rng.choices(string.ascii_lowercase, k=9)) for _ in range(4)]
        text = f"We propose {words[0].capitalize()}{i}, a {words[1]} for {words[2]} {words[3]}."
        yield PaperInput(paper_id=str(i), abstract=text, source=f"bench:{i}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--every", type=int, default=100_000)
    parser.add_argument("--unit", type=int, default=64)
    parser.add_argument("--no-zone", action="store_true", help="without spaCy's memory zone")
    args = parser.parse_args()

    from extractor.pipeline import shared_pipeline
    from extractor.work_unit import extract_unit

    nlp = shared_pipeline()
    if args.no_zone:
        nlp.memory_zone = lambda *a, **k: nullcontext()  # type: ignore[method-assign]
    started, unit, done = time.perf_counter(), [], 0
    print(f"records\tRSS MB\tseconds\t(memory zone {'off' if args.no_zone else 'on'}; start {rss_mb():.0f} MB)",
          flush=True)
    for record in unique_records(args.records):
        unit.append(record)
        if len(unit) == args.unit:
            extract_unit(unit)
            done += len(unit)
            unit = []
            if done % args.every < args.unit:
                print(f"{done}\t{rss_mb():.0f}\t{time.perf_counter() - started:.0f}", flush=True)
    if unit:
        extract_unit(unit)
    print(f"{args.records}\t{rss_mb():.0f}\t{time.perf_counter() - started:.0f}", flush=True)


if __name__ == "__main__":
    main()
