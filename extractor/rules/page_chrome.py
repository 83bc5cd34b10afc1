"""Page chrome: the menus, buttons and notices of a publisher's web page scraped along with (or instead of) an
abstract ("Save to BinderCreate a New Binder", "Cite Icon Cite Permissions Share Icon Share Facebook Twitter").
No name and no claim is read inside it: the NER took "BinderCreate" for a data set (the 23rd DATASET name by papers
on 10,000 unlabelled abstracts) and page ranges and ISSNs for numbers.

The patterns are the two page templates the corpora hold: the ACM Digital Library's (COLT 1988-1999) and MIT
Press's (Neural Computation), 209 of the 156,200 abstracts of ../shared/data/unlabeled/mlanthology, and publishers'
copyright notices. Each run is a fixed interface string, so an abstract's own sentences never match.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

import regex

_RUNS = [
    # MIT Press (Neural Computation)
    r"Search for other works by this author on:(?: This Site)?(?: Google Scholar)?",
    r"Author and Article Information",
    r"Online Issn: \S+ Print Issn: \S+",
    r"Article history",
    r"Cite Icon Cite\b.*?\bSearch Site",
    r"Download citation file:.*?Advanced Search",
    r"This content is only available as a PDF\.",
    r"Article PDF first page preview.*",
    r"In Special Collection: CogNet",
    # ACM Digital Library: the page's history, metrics and menus run to the end of the text
    r"Article (?:Free )?Access Share on",
    r"View Profile",
    r"Authors Info & Claims",
    r"Publication History.*",
    r"Get Citation Alerts.*",
    # A publisher's copyright notice ("© 2011 IEEE.", "©2008 IEEE. Personal use of this material is permitted. ..."),
    # most of the 169 unlabelled abstracts with a "©": the NER took "©2008 IEEE" for a data set.
    r"©\s?(?:19|20)\d\d\b[^.©\n]{0,60}(?:\.|$)(?:\s*All rights reserved\.?)?"
    r"(?:\s*Personal use of this material is permitted.*)?",
]
PAGE_CHROME = regex.compile("|".join(f"(?:{run})" for run in _RUNS), regex.DOTALL)
_MARKERS = ("Search for other works", "Cite Icon Cite", "View Profile", "Get Citation Alerts", "Article PDF first page",
            "Authors Info & Claims", "Download citation file", "Publication History", "©")


@lru_cache(maxsize=4)  # the claims pass and the entity merger ask for the same abstract, one after the other
def page_chrome(text: str) -> tuple[tuple[int, int], ...]:
    """The character spans of `text` that are a publisher page's interface, in order; () for an abstract."""
    if not any(marker in text for marker in _MARKERS):  # one substring scan per marker: most texts stop here
        return ()
    return tuple(match.span() for match in PAGE_CHROME.finditer(text))


def overlaps(start: int, end: int, spans: Sequence[tuple[int, int]]) -> bool:
    return any(a < end and start < b for a, b in spans)
