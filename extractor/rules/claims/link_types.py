"""What the claim links are made of: the paper's named mentions, the phrase a link points to, and the comparison
cues both the baseline and the subject rules read (links.py, subjects.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

# Words that put what follows in the place of the thing compared against.
COMPARISON_CUE = re.compile(
    r"\b(?:(?:better|higher|lower|faster|slower|more|less|fewer|greater|smaller|larger|worse|cheaper)\s+than"
    r"|than|over|compared\s+(?:to|with)|in\s+comparison\s+(?:to|with)|relative\s+to|against|versus|vs\.?"
    r"|outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|beat(?:s|ing)?|exceed(?:s|ed|ing)?|(?:superior|inferior)\s+to"
    r"|improv(?:es|ed|ing|e)\s+(?:up)?on|favou?rably\s+(?:with|to|against))\s+",
    re.IGNORECASE,
)
# A baseline phrase as written ends where the clause turns ("on", "by", a comma, a parenthesis).
PHRASE_STOP = re.compile(
    r"[,;:.()\[\]]|\s(?:on|in|by|for|with|across|while|and\s+(?:achiev|reach|obtain|improv)|at|using|when|which|"
    r"that|to|from|of\s+\d|achiev\w*|reach\w*|obtain\w*|yield\w*|result\w*|lead\w*)\b|\s\d",
    re.IGNORECASE,
)


# A short form in brackets right after a name: "mean radial error (MRE)".
SHORT_IN_BRACKETS = re.compile(r"\s*\((?=[^()\s]*[A-Z])[^()\s]{2,12}\)")


@dataclass(frozen=True)
class Mention:
    """A named mention of the paper (an entities row): where, what label, and what it resolves to."""

    start: int
    end: int
    label: str
    canonical: Optional[str] = None
    name_id: Optional[str] = None
    is_artifact: bool = False


@dataclass(frozen=True)
class Linked:
    """A phrase a claim links to: offsets into the text, and the name it stands for. No offsets: the name is written
    outside the text (the paper's artifact named only in its title), and `canonical` is how it is written there."""

    start: Optional[int]
    end: Optional[int]
    canonical: Optional[str]
    name_id: Optional[str]


def as_linked(mention: Mention) -> Linked:
    return Linked(mention.start, mention.end, mention.canonical, mention.name_id)



@lru_cache(maxsize=8)
def comparison_cues(text: str, sentence: tuple[int, int]) -> tuple[re.Match, ...]:
    # Found once per sentence, not once per claim in it: a sentence of many numbers made the pass quadratic.
    return tuple(COMPARISON_CUE.finditer(text, sentence[0], sentence[1]))


def compared_at(text: str, sentence: tuple[int, int], position: int) -> bool:
    """A comparison cue of the sentence ("than", "compared to", "outperforms") before `position`, with nothing that
    ends a phrase between: what is written at `position` is compared with ("outperforming BigGAN-deep")."""
    return any(cue.end() <= position and not PHRASE_STOP.search(text, cue.end(), position)
               for cue in comparison_cues(text, sentence))


def distance(mention: Mention, claim) -> int:
    """Characters between a mention and a claim (0 when they touch or overlap)."""
    if mention.end <= claim.start_char:
        return claim.start_char - mention.end
    return max(0, mention.start - claim.end_char)
