"""Memory against distinct words: tiny records made of words never seen before.

In one process, extracted unit by unit as a pool worker does (extractor.work_unit.extract_unit, inside spaCy's
memory zone), printing this process's RSS every --every records; `--no-zone` runs the same units without the
memory zone. With `--run`, a whole `extractor run --workers 2` over them, printing the process tree's RSS (parent
+ workers) as the run goes, beside the same run whose pool is never replaced (`--no-recycle`).

    python benchmarks/memory_words.py --records 1000000 --every 100000
    python benchmarks/memory_words.py --run --records 300000 [--no-recycle]
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
    parser.add_argument("--run", action="store_true", help="a whole 2-worker run, the process tree's RSS")
    parser.add_argument("--no-recycle", action="store_true", help="with --run: never replace the pool")
    args = parser.parse_args()
    if args.run:
        whole_run(args.records, args.no_recycle)
        return

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


RUN = """
import sys
import extractor.engines.local as local
if sys.argv[1] == "never":
    local.RECYCLE_RECORDS = None
from extractor.cli import main
main(["run", sys.argv[2], "--out", sys.argv[3], "--workers", "2", "--no-progress", "-q"])
"""


def whole_run(records: int, no_recycle: bool = False, echo: bool = True) -> dict:
    """A 2-worker run over `records` unique-word records, its RSS sampled every 0.2 s: "seconds" of the run,
    "samples" (seconds, tree, parent, largest worker MB) every 10 s, "peak" per kind, "extraction_parent" (the parent's
    RSS a tenth of the way through the time workers ran, and at its end), "exit"."""
    import json
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    import psutil

    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "words.jsonl"
        with open(data, "w", encoding="utf-8") as handle:
            for record in unique_records(records):
                handle.write(json.dumps({"id": record.paper_id, "abstract": record.abstract}) + "\n")
        mode = "never" if no_recycle else "default"
        process = psutil.Popen([sys.executable, "-c", RUN, mode, str(data), str(Path(tmp) / "out")])
        started, last, samples, with_workers = time.perf_counter(), 0.0, [], []
        peak = {"tree": 0.0, "parent": 0.0, "worker": 0.0}
        if echo:
            print(f"seconds\ttree RSS MB\tparent\tlargest worker\t"
                  f"(pool {'never replaced' if no_recycle else 'replaced every RECYCLE_RECORDS'})")
        while process.poll() is None:
            try:
                parent = process.memory_info().rss / 2**20
                workers = [p.memory_info().rss / 2**20 for p in process.children(recursive=True)]
            except psutil.Error:
                parent, workers = 0.0, []
            now_rss = {"tree": parent + sum(workers), "parent": parent, "worker": max(workers, default=0.0)}
            peak = {key: max(peak[key], now_rss[key]) for key in peak}
            if workers:
                with_workers.append(parent)
            now = time.perf_counter() - started
            if now - last >= 10:
                samples.append((now, now_rss["tree"], parent, now_rss["worker"]))
                if echo:
                    print(f"{now:.0f}\t{now_rss['tree']:.0f}\t{parent:.0f}\t{now_rss['worker']:.0f}", flush=True)
                last = now
            time.sleep(0.2)
        result = {"records": records, "seconds": time.perf_counter() - started, "samples": samples, "peak": peak,
                  "extraction_parent": (with_workers[len(with_workers) // 10], with_workers[-1]) if with_workers else None,
                  "exit": process.returncode}
        if echo:
            print(f"{records} records in {result['seconds']:.0f} s; peak RSS MB: tree {peak['tree']:.0f}, "
                  f"parent {peak['parent']:.0f}, largest worker {peak['worker']:.0f} (exit {process.returncode})")
        return result


if __name__ == "__main__":
    main()
