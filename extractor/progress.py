"""Progress of a run on stderr: a bar with total and ETA on a terminal, a periodic one-line log elsewhere.

Under nohup, Slurm or CI stderr is a file: a bar would print nothing useful (or one line per redraw), so there a
line with records, rate, errors and ETA is written every `interval` seconds instead.
"""

from __future__ import annotations

import sys
import time
from typing import Callable, Optional, TextIO

LOG_INTERVAL_SECONDS = 30.0


def format_duration(seconds: float) -> str:
    """8.5 minutes -> '8m 30s'; an hour and more -> '1h 05m'."""
    seconds = max(int(round(seconds)), 0)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h {minutes:02d}m"
    return f"{minutes}m {secs:02d}s" if minutes else f"{secs}s"


def progress_line(done: int, total: Optional[int], errors: int, elapsed: float, done_before: int = 0) -> str:
    """One log line. The rate and the ETA count only this invocation's records (a resumed run's earlier ones
    took no time here)."""
    rate = (done - done_before) / elapsed if elapsed > 0 else 0.0
    parts = [f"{done:,} / {total:,} records ({100 * done / total:.0f}%)" if total else f"{done:,} records"]
    parts.append(f"{rate:.1f} records/s")
    parts.append(f"{errors:,} error{'s' if errors != 1 else ''}")
    if total and rate > 0 and done < total:
        parts.append(f"ETA {format_duration((total - done) / rate)}")
    return "extractor: " + ", ".join(parts)


class Progress:
    """Counts records (and errors) as work units finish. `total` may be None when the input's length is unknown
    (stdin); `initial` is what a resumed run had already done."""

    def __init__(self, total: Optional[int], initial: int = 0, enabled: bool = True,
                 stream: Optional[TextIO] = None, interval: float = LOG_INTERVAL_SECONDS,
                 clock: Callable[[], float] = time.monotonic, terminal: Optional[bool] = None):
        self.stream = stream if stream is not None else sys.stderr
        self.total, self.initial, self.done, self.errors = total, initial, initial, 0
        self.interval, self.clock = interval, clock
        self.started = self.last_log = clock()
        is_terminal = terminal if terminal is not None else _isatty(self.stream)
        self.bar = _bar(total, initial, self.stream) if enabled and is_terminal else None
        self.logging = enabled and not is_terminal

    def update(self, records: int, errors: int = 0) -> None:
        self.done += records
        self.errors += errors
        if self.bar is not None:
            self.bar.update(records)
            self.bar.set_postfix(errors=self.errors, refresh=False)
        elif self.logging and self.clock() - self.last_log >= self.interval:
            self.last_log = self.clock()
            self.log()

    def log(self) -> None:
        line = progress_line(self.done, self.total, self.errors, self.clock() - self.started, self.initial)
        print(line, file=self.stream, flush=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _bar(total: Optional[int], initial: int, stream: TextIO):
    from tqdm import tqdm

    return tqdm(total=total, initial=initial, unit=" records", file=stream, mininterval=1.0, delay=2.0,
                dynamic_ncols=True)
