"""The report page: one self-contained HTML file. The corpus view is markup written here; the papers are rendered
by the page's script from a JSON block, one page of them at a time.

Safety: text from the input reaches the page by two roads only, both escaped. Markup written here goes through
html.escape; the JSON block escapes '<', '>' and '&' as \\u escapes, so no input can close the block or open a
comment inside it, and the script only ever puts input text into the page as text nodes. On top of that a
Content-Security-Policy allows only this page's own script and style (by hash) and no loads at all, so even a
mistake in the escaping could neither run a script nor fetch anything.
"""

from __future__ import annotations

import base64
import hashlib
import json
from html import escape
from importlib import resources
from typing import Optional

from extractor.report.charts import bar_chart
from extractor.report.corpus import NAME_LABELS, Corpus, CrossTab
from extractor.report.data import NAMED, ARTIFACT

ERRORS_SHOWN = 1000  # rows of the errors table written into the page; the rest stay in errors.parquet


def json_for_script(data: dict) -> str:
    """JSON that is inert inside <script type="application/json">: no '<' (so no '</script' or '<!--'), no '>' or
    '&'; JSON.parse reads the \\u escapes back as the same characters."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _asset(name: str) -> str:
    return resources.files("extractor.report").joinpath(name).read_text(encoding="utf-8")


def _csp_hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def _fragment(**params: Optional[str]) -> str:
    """A link to the page's own filters, e.g. #name=COCO&label=DATASET."""
    from urllib.parse import urlencode

    return "#" + urlencode({k: v for k, v in params.items() if v is not None})


def _table(header: list[str], rows: list[list[str]], cls: str = "") -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f'<table class="{cls}"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def _cross_tab(tab: Optional[CrossTab], param: str, by: str) -> str:
    if tab is None:
        return ""
    caption = f"<p>Papers per {escape(by)}:</p>"
    rows = [[f'<a href="{escape(_fragment(**{param: value}))}">{escape(value)}</a>', *(f"{n:,}" for n in counts)]
            for value, counts in tab.rows]
    return caption + f'<div class="scroll">{_table(["", *tab.groups], rows, "crosstab")}</div>'


def _section(title: str, body: str, cls: str = "card") -> str:
    return f'<section class="{cls}"><h3>{escape(title)}</h3>{body}</section>'


def corpus_html(corpus: Corpus, payload: dict) -> str:
    counts = _table(["table", "rows"], [[escape(name), f"{n:,}"] for name, n in corpus.table_counts])
    parts = [_section("Rows per table", counts)]
    for label in NAME_LABELS:
        names = corpus.top_names.get(label, [])
        chart = bar_chart([(canonical, n) for _, canonical, n in names],
                          [_fragment(name=canonical, label=label) for _, canonical, _ in names], caption=label)
        parts.append(_section(f"Top {label.lower()} names, by papers", chart))
    field_links = [_fragment(field=v) if v != "(none)" else None for v, _ in corpus.fields]
    # With a breakdown table beside it, a distribution takes the grid's whole width.
    wide = "card wide" if corpus.fields_by_group else "card"
    parts.append(_section("Field (task_type)", bar_chart(corpus.fields, field_links) +
                          _cross_tab(corpus.fields_by_group, "field", payload["groupBy"]), wide))
    contrib_links = [_fragment(contrib=v) if v != "(none)" else None for v, _ in corpus.contributions]
    parts.append(_section("Contribution type", bar_chart(corpus.contributions, contrib_links) +
                          _cross_tab(corpus.contributions_by_group, "contrib", payload["groupBy"]), wide))
    parts.append(_section("Claims per kind", bar_chart(corpus.claim_kinds)))
    parts.append(_section("Claims per unit (15 most common)", bar_chart(corpus.claim_units)))
    share = corpus.papers_with_code / corpus.papers if corpus.papers else 0.0
    code = (f'<p><a href="{_fragment(code="1")}">{corpus.papers_with_code:,} of {corpus.papers:,} papers</a> '
            f'({share:.1%}) link to code.</p>' + bar_chart(corpus.code_hosts))
    parts.append(_section("Papers with code links", code))
    return '<div class="grid">' + "".join(parts) + "</div>"


def errors_html(errors: list[dict]) -> str:
    if not errors:
        return "<p>No record failed.</p>"
    rows = [[escape(str(row.get(c) or "")) for c in ("source", "paper_id", "reason", "excerpt")]
            for row in errors[:ERRORS_SHOWN]]
    more = (f"<p>The first {ERRORS_SHOWN:,} of {len(errors):,} errors; errors.parquet has them all.</p>"
            if len(errors) > ERRORS_SHOWN else "")
    return more + f'<div class="scroll">{_table(["source", "paper_id", "reason", "excerpt"], rows, "errors")}</div>'


def _options(values: list[str], everything: str) -> str:
    return f'<option value="">{escape(everything)}</option>' + "".join(
        f'<option value="{escape(v)}">{escape(v)}</option>' for v in sorted(values))


def controls_html(payload: dict) -> str:
    by = payload["groupBy"]
    groups = (f'<label>{escape(by)} <select id="f-group">{_options(payload["groups"], "any " + by)}</select></label>'
              if len(payload["groups"]) > 1 else "")
    labels = [label for label in NAME_LABELS if label in payload["labels"]]
    return (
        '<form id="filters" autocomplete="off">'
        '<label>search <input id="f-q" type="search" placeholder="words in the title, abstract or id"></label>'
        '<label>name <input id="f-name" list="name-list" placeholder="a canonical name"></label>'
        '<datalist id="name-list"></datalist>'
        f'<label>label <select id="f-label">{_options(labels, "any label")}</select></label>'
        f'<label>field <select id="f-field">{_options(payload["fields"], "any field")}</select></label>'
        f'<label>contribution <select id="f-contrib">{_options(payload["contribs"], "any contribution")}</select></label>'
        f'{groups}<label><input id="f-code" type="checkbox"> has code</label>'
        '<button id="f-clear" type="button">clear</button></form>'
    )


LEGEND = (
    '<p class="legend">' + "".join(f'<span class="seg e-{label}">{label.lower()}</span> ' for label in
                                   ("DATASET", "METHOD", "METRIC", "TASK", "MATERIAL", "OTHER", "GENERIC"))
    + '<span class="seg e-METHOD named">a name</span> <span class="seg e-DATASET named art">the artifact</span> '
    '<span class="seg claim">a claim</span> <span class="seg url">a URL</span> '
    '— descriptions are pale, names boxed; hover a span for its row.</p>'
)


def _run_line(manifest: dict) -> str:
    """Inputs, version, date and duration of the run, from whichever of them its manifest records."""
    inputs = [i.get("path", "?") if isinstance(i, dict) else str(i) for i in manifest.get("inputs") or []]
    shown = ", ".join(inputs[:5]) + (f" and {len(inputs) - 5} more" if len(inputs) > 5 else "")
    version = manifest.get("extractor_version") or (manifest.get("versions") or {}).get("extractor")
    seconds = manifest.get("elapsed_seconds")
    bits = [f"inputs: {shown}" if inputs else "", f"extractor {version}" if version else "",
            str(manifest.get("created") or ""), f"{seconds:,.0f} s" if isinstance(seconds, (int, float)) else ""]
    return escape(" · ".join(b for b in bits if b))


def page(title: str, corpus: Corpus, payload: dict, manifest: dict) -> str:
    script, style = _asset("report.js"), _asset("report.css")
    csp = (f"default-src 'none'; script-src {_csp_hash(script)}; style-src {_csp_hash(style)}; "
           "img-src 'none'; base-uri 'none'; form-action 'none'")
    # The data block's flags are the ones data.py writes; the script reads them from here, not from a copy.
    constants = {"NAMED": NAMED, "ARTIFACT": ARTIFACT}
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title>
<style>{style}</style></head>
<body>
<header><h1>{escape(title)}</h1><p class="run">{_run_line(manifest)}</p></header>
<details id="corpus" open><summary><h2>Corpus</h2></summary>{corpus_html(corpus, payload)}</details>
<details id="errors"><summary><h2>Errors ({len(corpus.errors):,})</h2></summary>{errors_html(corpus.errors)}</details>
<main id="review"><h2>Papers</h2>{controls_html(payload)}{LEGEND}
<div class="pager"><span id="status">loading {corpus.papers:,} papers…</span>
<button id="prev" type="button">previous</button><span id="page"></span><button id="next" type="button">next</button></div>
<div id="papers"></div>
<div class="pager"><button id="prev2" type="button">previous</button><button id="next2" type="button">next</button></div>
</main>
<script type="application/json" id="report-constants">{json_for_script(constants)}</script>
<script type="application/json" id="report-data">{json_for_script(payload)}</script>
<script>{script}</script>
</body></html>
"""
