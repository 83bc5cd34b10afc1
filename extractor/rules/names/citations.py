"""Brackets that cite rather than name: "the HumanEva dataset (Sigal and Black, 2006)", "the algorithm (Halko et
al., 2011)". The names read after a kind noun skip them (components/name_mentions.py): authors are no members of a
list of data sets or methods.
"""

from __future__ import annotations

import regex
from spacy.tokens import Doc

_YEAR = regex.compile(r"(?:19|20)\d\d[a-z]?")
_LOOK_AHEAD = 16  # tokens: a citation of three authors and a year fits


def cites(doc: Doc, bracket: int) -> bool:
    """The bracket opened at token `bracket` holds a citation: a year or "et al." before it closes."""
    for token in doc[bracket + 1:bracket + _LOOK_AHEAD]:
        if token.text == ")":
            return False
        if _YEAR.fullmatch(token.text) or (token.lower_ == "et" and doc[token.i + 1:token.i + 2].text.startswith("al")):
            return True
    return False
