"""References that cite rather than name: "the HumanEva dataset (Sigal and Black, 2006)", "the algorithm (Halko et
al., 2011)", "Tsybakov Noise (Tsybakov, 2004)". Authors are no names: the list reader skips a citing bracket after a
kind noun (components/name_mentions.py), and a NER span drops one at its end (ner_spans.py).
"""

from __future__ import annotations

import regex
from spacy.tokens import Doc

REFERENCE = regex.compile(r"\b(?:19|20)\d\d[a-z]?\b|\bet al\b")  # a year or "et al." marks a citation
_LOOK_AHEAD = 16  # tokens: a citation of three authors and a year fits


def cites(doc: Doc, bracket: int) -> bool:
    """The bracket opened at token `bracket` holds a citation before it closes."""
    close = next((t.i for t in doc[bracket + 1:bracket + _LOOK_AHEAD] if t.text == ")"), None)
    inside = doc[bracket + 1:close if close is not None else bracket + _LOOK_AHEAD].text
    return bool(REFERENCE.search(inside))
