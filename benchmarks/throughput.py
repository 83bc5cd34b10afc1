"""Throughput and memory, side by side in one run, on the 4,128 abstracts of ../shared/data/paperlists.

Each contender runs as its own process tree, timed whole (start-up included), with the
resident memory of the tree (parent + workers) sampled every 50 ms for the peak:
  - extractor run, 1 worker and 2 workers (the full pipeline, writing all tables)
  - quantulum3 over the same texts (numbers only; pip install '.[bench]')
  - a blank spaCy English tokenizer over them (the floor)
then the extractor with 2 workers on 10x the input, to show peak memory does not grow with it.

The machines are shared: another tenant can slow one run by 15% and not the next. The two contenders the target
compares (the extractor with 2 workers, quantulum3) therefore run in `--rounds` rounds, back to back in each; the
ratio reported is the median of the rounds' ratios, each row's seconds its fastest round, its memory its highest.

    python benchmarks/throughput.py            # everything (the 10x run takes several minutes)
    python benchmarks/throughput.py --no-10x   # skip the 10x run
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

REPO = Path(__file__).resolve().parents[1]
PAPERLISTS = REPO.parent / "shared" / "data" / "paperlists" / "ml_abstracts_2017_2024.jsonl"

QUANTULUM = """
import json, sys
from quantulum3 import parser
for line in open(sys.argv[1], encoding="utf-8"):
    parser.parse(json.loads(line)["abstract"])
"""

TOKENIZER = """
import json, sys, spacy
nlp = spacy.blank("en")
for doc in nlp.pipe(json.loads(line)["abstract"] for line in open(sys.argv[1], encoding="utf-8")):
    pass
"""


def measure(command: list[str]) -> tuple[float, float]:
    """Wall seconds and peak resident MB of the whole process tree."""
    started = time.perf_counter()
    process = psutil.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak = 0
    while process.poll() is None:
        try:
            tree = [process, *process.children(recursive=True)]
            peak = max(peak, sum(p.memory_info().rss for p in tree if p.is_running()))
        except psutil.Error:
            pass
        time.sleep(0.05)
    seconds = time.perf_counter() - started
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{process.stderr.read().decode()[-2000:]}")
    return seconds, peak / 2**20


def fastest(runs: list[tuple[float, float]]) -> tuple[float, float]:
    """Of several runs (seconds, peak MB): the fastest one's seconds, the highest peak."""
    return min(seconds for seconds, _ in runs), max(peak for _, peak in runs)


def write_input(path: Path, records: list[dict], copies: int) -> Path:
    with open(path, "w", encoding="utf-8") as handle:
        for copy in range(copies):
            for record in records:
                handle.write(json.dumps({"id": f"{record['id']}#{copy}", "title": record.get("title"),
                                         "abstract": record["abstract"]}) + "\n")
    return path


def figures(limit: int | None = None, ten_x: bool = True, rounds: int = 3) -> dict:
    """Run every contender: "n" abstracts, "cores", by contender ("rows") its seconds, abstracts/s and peak RSS MB,
    the extractor's (2 workers) rate over quantulum3's (the median of the rounds', "round_ratios") and over the
    tokenizer floor's, and the 10x run ("ten_x", or None)."""
    if not PAPERLISTS.exists():
        raise SystemExit(f"needs {PAPERLISTS}")
    records = [json.loads(line) for line in open(PAPERLISTS, encoding="utf-8")][:limit]
    n = len(records)
    with tempfile.TemporaryDirectory() as tmp:
        tmp_dir = Path(tmp)
        data = write_input(tmp_dir / "abstracts.jsonl", records, 1)
        extractor = [sys.executable, "-m", "extractor", "run", str(data), "--no-progress", "--out"]
        paired = [(measure([*extractor, str(tmp_dir / f"o2-{k}"), "--workers", "2"]),
                   measure([sys.executable, "-c", QUANTULUM, str(data)])) for k in range(rounds)]
        rows = [
            ("extractor, 1 worker", measure([*extractor, str(tmp_dir / "o1"), "--workers", "1"])),
            ("extractor, 2 workers", fastest([ours for ours, _ in paired])),
            ("quantulum3 (numbers only)", fastest([theirs for _, theirs in paired])),
            ("blank spaCy tokenizer (floor)", measure([sys.executable, "-c", TOKENIZER, str(data)])),
        ]
        big_row = None
        if ten_x:
            big = write_input(tmp_dir / "abstracts10x.jsonl", records, 10)
            big_row = measure([sys.executable, "-m", "extractor", "run", str(big), "--no-progress",
                               "--out", str(tmp_dir / "o10"), "--workers", "2"])
    table = {name: {"seconds": seconds, "rate": n / seconds, "peak_mb": peak} for name, (seconds, peak) in rows}
    best = table["extractor, 2 workers"]["rate"]
    round_ratios = [theirs[0] / ours[0] for ours, theirs in paired]  # seconds: theirs over ours is the rate ratio
    return {"n": n, "cores": psutil.cpu_count(), "rows": table, "rounds": rounds, "round_ratios": round_ratios,
            "ratio_quantulum": statistics.median(round_ratios),
            "ratio_floor": best / table["blank spaCy tokenizer (floor)"]["rate"],
            "ten_x": None if big_row is None else {"n": 10 * n, "seconds": big_row[0], "rate": 10 * n / big_row[0],
                                                   "peak_mb": big_row[1]}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-10x", action="store_true", help="skip the run on 10x the input")
    parser.add_argument("--limit", type=int, default=None, help="use only the first N abstracts")
    parser.add_argument("--rounds", type=int, default=3,
                        help="rounds of the extractor (2 workers) and quantulum3 back to back (default 3)")
    args = parser.parse_args()
    r = figures(args.limit, not args.no_10x, args.rounds)
    n = r["n"]
    print(f"{n} abstracts, {r['cores']} cores; whole process including start-up")
    print(f"{'':32s} {'seconds':>8s} {'abstracts/s':>12s} {'peak RSS MB':>12s}")
    for name, row in r["rows"].items():
        print(f"{name:32s} {row['seconds']:8.1f} {row['rate']:12.1f} {row['peak_mb']:12.0f}")
    rounds = ", ".join(f"{ratio:.2f}x" for ratio in r["round_ratios"])
    print(f"extractor (2 workers) / quantulum3: {r['ratio_quantulum']:.2f}x (median of {r['rounds']} rounds: {rounds})")
    print(f"extractor (2 workers) / tokenizer floor: {r['ratio_floor']:.3f}x")
    if r["ten_x"]:
        big = r["ten_x"]
        print(f"extractor, 2 workers, 10x input ({big['n']} abstracts): {big['seconds']:.1f} s, "
              f"{big['rate']:.1f} abstracts/s, peak RSS {big['peak_mb']:.0f} MB "
              f"(1x: {r['rows']['extractor, 2 workers']['peak_mb']:.0f} MB)")


if __name__ == "__main__":
    main()
