"""`extractor report`: one self-contained HTML page to review a finished run, read from the run folder alone.

    from extractor.report import write_report
    write_report("out")                 # out/report.html
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional, Union

from extractor.report.corpus import summarize
from extractor.report.data import RunFolderError, build_payload, load_run
from extractor.report.html import page

REPORT_FILE = "report.html"

__all__ = ["REPORT_FILE", "RunFolderError", "render_report", "write_report"]


def render_report(out_dir: Union[str, Path]) -> str:
    """The page's HTML for the run in `out_dir`."""
    run = load_run(Path(out_dir))
    payload = build_payload(run)
    title = f"extractor report: {Path(out_dir).resolve().name}"
    return page(title, summarize(run, payload), payload, run.manifest)


def write_report(out_dir: Union[str, Path], html_path: Optional[Union[str, Path]] = None) -> Path:
    """Write the page (default: OUT_DIR/report.html) whole or not at all, and return its path."""
    from extractor.io.writers import write_atomic_text

    target = Path(html_path) if html_path is not None else Path(out_dir) / REPORT_FILE
    write_atomic_text(target, render_report(out_dir))
    return target
