"""Seconds per abstract on long and pathological texts: is every pass linear in the text?

For each kind of text (long runs of one punctuation character or emoji, "(ABC) " and "1. " repeated, a real
abstract repeated, real text made of concatenated abstracts, and a long title over a normal abstract) at 1k / 10k /
100k characters, it times `Extractor().extract(text)` (the Python API, validation and record conversion included)
and each pipeline step on its own (make_doc, every component in order, doc_to_extraction), then prints a table.

Each case runs in a worker process that the benchmark kills when the case runs over --max-seconds, so a quadratic
case is reported as "> N" instead of hanging the run; a fresh worker then takes the next case. The step timings
stream back as they finish, so a case that runs over still names the step it was stuck in.

    python benchmarks/long_texts.py                              # every kind at 1k / 10k / 100k
    python benchmarks/long_texts.py --kinds quote paren --sizes 1000 30000 --max-seconds 30
    python benchmarks/long_texts.py --no-steps                   # only the API total
"""

from __future__ import annotations

import argparse
import json
import lzma
import multiprocessing as mp
import sys
import time
from pathlib import Path
from typing import Callable, Optional

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "data" / "iclr2024_sample.jsonl"
UNLABELED = REPO.parent / "shared" / "data" / "unlabeled" / "acl_anthology_2016_abstracts.jsonl.xz"

DEFAULT_SIZES = (1_000, 10_000, 100_000)
# Titles up to the readers' limit (extractor.records.MAX_TITLE_CHARS) are extracted, longer ones rejected: the
# sizes show both (a rejected record's row names the reason instead of a time).
TITLE_SIZES = (1_000, 2_000, 100_000, 1_000_000)


def _repeat(unit: str, n_chars: int) -> str:
    """`unit` repeated and cut to exactly `n_chars` characters."""
    return (unit * (n_chars // len(unit) + 1))[:n_chars]


def _sample_abstract() -> str:
    with SAMPLE.open(encoding="utf-8") as lines:
        return json.loads(next(lines))["abstract"]


_REAL_TEXT: Optional[str] = None


def _real_text(n_chars: int) -> str:
    """The first abstracts of the ACL 2016 unlabeled set (the bundled sample when ../shared is absent) joined by a
    space, cut to `n_chars`: real prose of any length, always the same."""
    global _REAL_TEXT
    if _REAL_TEXT is None or len(_REAL_TEXT) < n_chars:
        pieces, total = [], 0
        if UNLABELED.exists():
            with lzma.open(UNLABELED, "rt", encoding="utf-8") as lines:
                for line in lines:
                    abstract = json.loads(line).get("abstract") or ""
                    pieces.append(abstract)
                    total += len(abstract) + 1
                    if total > n_chars:
                        break
        else:
            with SAMPLE.open(encoding="utf-8") as lines:
                sample = [json.loads(line)["abstract"] for line in lines]
            while total <= n_chars:
                pieces.extend(sample)
                total += sum(len(a) + 1 for a in sample)
        _REAL_TEXT = " ".join(pieces)
    return _REAL_TEXT[:n_chars]


# Kind -> text of n characters. The pathological kinds are the texts issue 25 reported as quadratic.
TEXTS: dict[str, Callable[[int], str]] = {
    "quote": lambda n: _repeat("'", n),
    "percent": lambda n: _repeat("%", n),
    "emoji": lambda n: _repeat("\U0001F600", n),
    "underscore": lambda n: _repeat("_", n),
    "star": lambda n: _repeat("*", n),
    "dollar": lambda n: _repeat("$", n),
    "paren": lambda n: _repeat("(", n),
    "(ABC)": lambda n: _repeat("(ABC) ", n),
    "1. list": lambda n: _repeat("1. ", n),
    "abstract x N": lambda n: _repeat(_sample_abstract() + " ", n),
    "real text": _real_text,
}
REAL_SIZES = {"real text": (25_000, 50_000, 100_000)}


def _title_case(n_chars: int) -> tuple[str, str]:
    """A normal abstract under a title of `n_chars` characters of real text (titles have no length limit)."""
    return _sample_abstract(), _real_text(n_chars)


# --- the worker -------------------------------------------------------------------------------------------------


def _worker(connection) -> None:
    """Loads the pipeline once, then times each case it is sent, sending ("step", name, seconds) as each step ends
    and ("total", seconds) for the API call, then ("done",)."""
    from extractor.api import Extractor
    from extractor.convert import doc_to_extraction
    from extractor.records import PaperInput

    extractor = Extractor()
    extractor.extract(_sample_abstract())  # warm-up: lazy resources load outside the timings
    connection.send(("ready",))
    while (case := connection.recv()) is not None:
        text, title, with_steps = case
        try:
            paper = PaperInput(paper_id="bench", title=title, abstract=text, source="<bench>")
        except ValueError as exc:  # over a documented limit: the record becomes an error row, nothing runs
            reason = exc.errors()[0]["msg"] if hasattr(exc, "errors") else str(exc)
            connection.send(("rejected", reason.removeprefix("Value error, ")))
            continue
        if with_steps:
            started = time.perf_counter()
            doc = extractor._make_doc(paper)
            connection.send(("step", "make_doc", time.perf_counter() - started))
            for name, component in extractor.nlp.pipeline:
                started = time.perf_counter()
                doc = component(doc)
                connection.send(("step", name, time.perf_counter() - started))
            started = time.perf_counter()
            doc_to_extraction(doc, paper)
            connection.send(("step", "convert", time.perf_counter() - started))
        started = time.perf_counter()
        extractor.extract(text, paper_id="bench", title=title)
        connection.send(("total", time.perf_counter() - started))
        connection.send(("done",))


class Runner:
    """A worker process that is replaced when a case runs over its time."""

    def __init__(self, max_seconds: float):
        self.max_seconds = max_seconds
        self.process = None
        self.connection = None

    def _start(self) -> None:
        context = mp.get_context("spawn")
        self.connection, child = context.Pipe()
        self.process = context.Process(target=_worker, args=(child,), daemon=True)
        self.process.start()
        if not self.connection.poll(300):
            raise SystemExit("the worker did not load the pipeline in 300 s")
        self.connection.recv()

    def run(self, text: str, title: Optional[str], with_steps: bool) -> tuple[Optional[float], dict[str, float], str]:
        """(API seconds or None when over time or rejected, step seconds, the step running when time ran out or
        why the record was rejected, or "")."""
        if self.process is None:
            self._start()
        self.connection.send((text, title, with_steps))
        deadline = time.perf_counter() + self.max_seconds * (2 if with_steps else 1)
        steps: dict[str, float] = {}
        total: Optional[float] = None
        stuck = ""
        while True:
            left = deadline - time.perf_counter()
            if left <= 0 or not self.connection.poll(left):
                stuck = self._next_step(steps) if with_steps else "extract"
                self.stop()
                return total, steps, stuck
            message = self.connection.recv()
            if message[0] == "step":
                steps[message[1]] = message[2]
                if message[2] > self.max_seconds:  # the API call would only repeat the overrun
                    self.stop()
                    return None, steps, ""
            elif message[0] == "total":
                total = message[1]
            elif message[0] == "rejected":
                return None, steps, f"rejected: {message[1]}"
            else:
                return total, steps, stuck

    def _next_step(self, steps: dict[str, float]) -> str:
        return "extract" if "convert" in steps else f"after {list(steps)[-1]}" if steps else "make_doc"

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.join()
        self.process = self.connection = None

    def close(self) -> None:
        if self.process is not None:
            self.connection.send(None)
            self.process.join(10)
            self.stop()


# --- the table --------------------------------------------------------------------------------------------------


def _cases(kinds: list[str], sizes: tuple[int, ...], with_title: bool):
    for kind in kinds:
        for n_chars in REAL_SIZES.get(kind, sizes) if sizes == DEFAULT_SIZES else sizes:
            yield kind, n_chars, TEXTS[kind](n_chars), None
    if with_title:
        for n_chars in TITLE_SIZES:
            abstract, title = _title_case(n_chars)
            yield "title (real text)", n_chars, abstract, title


def _seconds(value: Optional[float], max_seconds: float) -> str:
    return f"> {max_seconds:g}" if value is None else f"{value:.2f}"


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kinds", nargs="+", choices=[*TEXTS, "title"], default=None,
                        help="text kinds to time (default: all, and the title case)")
    parser.add_argument("--sizes", nargs="+", type=int, default=list(DEFAULT_SIZES), help="characters per text")
    parser.add_argument("--max-seconds", type=float, default=60.0,
                        help="stop a case that runs longer (the step pass gets as long again)")
    parser.add_argument("--no-steps", action="store_true", help="time only Extractor().extract, not each step")
    parser.add_argument("--slowest", type=int, default=3, help="steps to name per case, slowest first")
    args = parser.parse_args(argv)

    kinds = [kind for kind in (args.kinds or [*TEXTS, "title"]) if kind != "title"]
    with_title = args.kinds is None or "title" in args.kinds
    runner = Runner(args.max_seconds)
    print(f"{'text':<18} {'chars':>9} {'seconds':>9}  slowest steps (s)")
    worst = 0.0
    try:
        for kind, n_chars, text, title in _cases(kinds, tuple(args.sizes), with_title):
            total, steps, stuck = runner.run(text, title, not args.no_steps)
            slowest = sorted(steps.items(), key=lambda item: -item[1])[: args.slowest]
            notes = ", ".join(f"{name} {seconds:.2f}" for name, seconds in slowest)
            if stuck.startswith("rejected"):
                print(f"{kind:<18} {n_chars:>9,} {'-':>9}  {stuck}", flush=True)
                continue
            if stuck:
                notes = f"over time in {stuck}; " + notes
            worst = max(worst, float("inf") if total is None else total)
            print(f"{kind:<18} {n_chars:>9,} {_seconds(total, args.max_seconds):>9}  {notes}", flush=True)
    finally:
        runner.close()
    print(f"slowest abstract: {_seconds(None if worst == float('inf') else worst, args.max_seconds)} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
