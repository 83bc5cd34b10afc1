"""Inline SVG charts: drawn here as markup so the page needs no charting library and shows them before any script
runs. Every label is escaped; a label can come from the input (a unit, a host name)."""

from __future__ import annotations

from html import escape
from typing import Optional, Sequence

ROW = 20  # px per bar
LABEL_WIDTH = 190
LABEL_CHARS = 30


def _short(label: str) -> str:
    return label if len(label) <= LABEL_CHARS else label[: LABEL_CHARS - 1] + "…"


def bar_chart(items: Sequence[tuple[str, int]], hrefs: Optional[Sequence[Optional[str]]] = None,
              width: int = 460, caption: str = "") -> str:
    """Horizontal bars, one per (label, count), longest first as given. A bar with an href is a link (the page's
    filters are addressed by the URL fragment)."""
    if not items:
        return '<p class="empty">none</p>'
    top = max(count for _, count in items) or 1
    bar_space = width - LABEL_WIDTH - 60
    rows = []
    for i, (label, count) in enumerate(items):
        y = i * ROW
        length = max(1, round(bar_space * count / top)) if count else 0
        text = escape(str(label))
        row = (f'<g transform="translate(0,{y})"><title>{text}: {count:,}</title>'
               f'<text class="lbl" x="{LABEL_WIDTH - 6}" y="14" text-anchor="end">{escape(_short(str(label)))}</text>'
               f'<rect class="bar" x="{LABEL_WIDTH}" y="3" width="{length}" height="{ROW - 6}"></rect>'
               f'<text class="num" x="{LABEL_WIDTH + length + 4}" y="14">{count:,}</text></g>')
        href = hrefs[i] if hrefs else None
        rows.append(f'<a href="{escape(href)}">{row}</a>' if href else row)
    height = len(items) * ROW
    label = f' aria-label="{escape(caption)}"' if caption else ""
    return (f'<svg class="chart" role="img"{label} width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">{"".join(rows)}</svg>')
