"""The cleaned view numeric claims are read on: LaTeX symbols, HTML entities and `{,}` become the characters they
mean ("\\geq" -> "≥", "&gt;" -> ">", "\\%" -> "%"), other LaTeX commands, braces, math dollars and Markdown bold
are deleted. Every view character remembers the original span it came from, so a claim found on the view is
reported with offsets into the original text.
"""

from __future__ import annotations

from extractor.rules.claims.cues import VIEW_REPLACEMENTS, VIEW_TOKEN
from extractor.textview import TextView, rewritten_view


# The same rewriting as extractor.textview.markup_free_view with other tokens, on purpose: names are matched on a
# view without formatting (emphasis underscores deleted, symbols kept as written), claims on one where symbols
# read as what they mean and "_"/"^" stay, because they mark subscripts and powers: "x_1", "n^2" are no claims.
def build_view(text: str) -> TextView:
    if not VIEW_TOKEN.search(text):
        return TextView(text, text, None, None)
    return rewritten_view(text, VIEW_TOKEN, _replacement)


def _replacement(token: str) -> str:
    if token.startswith("<"):  # an HTML tag: a subscript or a superscript opens an index or a power
        return {"<sub": "_", "<sup": "^"}.get(token[:4].lower(), "")
    return VIEW_REPLACEMENTS.get(token, "")
