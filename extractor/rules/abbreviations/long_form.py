"""Adjusting the long form the letter walk found, and the bold-letter fall-back when it found none.

The walk stops at the first letter it can use: it skips capitalised words ("the Recurrent Entity Network (EntNet)"),
cuts initials short ("Contrastive and Consistency Learning (CCL)"), takes in a trailing kind noun ("Global-Local
Denoising framework (GLoDe)") or runs back over another parenthesis. Markdown bold letters spell acronyms whose
letters the walk cannot order ("**K**nowledge-**I**ntensive ... Benchmar**K** (LLM-KICK)").
"""

from __future__ import annotations

import regex

from extractor.rules.task.cues import LEADING_NOISE
from extractor.rules.text import capitals, initials
from extractor.textview import MARKUP

_LAST_WORD_BEFORE_SPACE = regex.compile(r"(\S+)\s+$")
_SENTENCE_START = regex.compile(r"(?:^|[.!?:]\s*)\s*$")
_UPPER_LETTER = regex.compile(r"\p{Lu}")
_NOT_ALNUM = regex.compile(r"[^A-Za-z0-9]")
_BOLD_RUN = regex.compile(r"\*\*([^*\s]{1,3})\*\*|\\textbf\{([^{}\s]{1,3})\}")
# A kind noun after the name: "a Global-Local Denoising framework (GLoDe)".
_TRAILING_KIND = regex.compile(
    r"\s+(?:framework|method|model|approach|algorithm|module|mechanism|strategy|technique|system|benchmark"
    r"|dataset|scheme|architecture|paradigm|pipeline)s?$"
)

NOT_NAME_WORDS = {
    "a", "an", "the", "we", "our", "this", "these", "that", "in", "on", "to", "for", "of", "and",
    "or", "with", "by", "from", "as", "at", "its", "their", "is", "are", "called", "named",
}


def extend_capitalized_words(before: str, long_form: str, max_words: int = 3) -> str:
    """Take in capitalised words the letter walk skipped: "the Recurrent Entity Network
    (EntNet)" pairs with "Recurrent Entity Network", not "Entity Network"."""
    start = len(before) - len(long_form)
    for _ in range(max_words):
        match = _LAST_WORD_BEFORE_SPACE.search(before[:start])
        if match is None:
            break
        word = match.group(1)
        if word.lower() in NOT_NAME_WORDS or not _UPPER_LETTER.search(word) or not word[-1].isalnum():
            break
        if word.lower() in LEADING_NOISE and _SENTENCE_START.search(before[:match.start(1)]):
            break  # "Current Natural Language Inference (NLI) models": capitalised as the sentence's first word
        start = match.start(1)
    return before[start:]


def extend_to_initials(before: str, long_form: str, short: str, max_words: int = 3) -> str:
    """Take in the words the letter walk cut off when the name's capitals are its long form's initials:
    "Contrastive and Consistency Learning (CCL)" walks to "Consistency Learning" (the first C is found inside
    "Consistency"); the initials of the longer phrase, its function words left out, spell CCL."""
    letters = capitals(short)
    if len(letters) < 2 or letters in (initials(long_form), initials(long_form, NOT_NAME_WORDS)):
        return long_form
    start = len(before) - len(long_form)
    for _ in range(max_words):
        match = _LAST_WORD_BEFORE_SPACE.search(before[:start])
        if match is None or not match.group(1)[-1].isalnum():
            break
        start = match.start(1)
        if match.group(1).lower() not in NOT_NAME_WORDS and initials(before[start:], NOT_NAME_WORDS) == letters:
            return before[start:]
    return long_form


def bold_letter_long_form(short: str, original_before: str) -> int | None:
    """Start offset (in `original_before`) of a long form spelled by bold letters.

    "**K**nowledge-**I**ntensive **C**ompressed LLM Benchmar**K**" spells KICK in bold; the
    letter walk fails because "LLM" sits inside. Accept when the bold letters, in order, are the
    letters of the short form or a run inside it.
    """
    bolds = list(_BOLD_RUN.finditer(original_before))
    if len(bolds) < 2:
        return None
    spelled = "".join((m.group(1) or m.group(2)) for m in bolds).upper()
    letters = _NOT_ALNUM.sub("", short).upper()
    if spelled not in letters or len(spelled) < 2:
        return None
    # The long form starts at the word holding the first bold letter.
    first = bolds[0].start()
    word_start = max(original_before.rfind(" ", 0, first), original_before.rfind("\n", 0, first)) + 1
    return word_start


def skip_markup(text: str, position: int) -> int:
    """First offset at or after `position` that is not markup."""
    while (match := MARKUP.match(text, position)) and match.end() > position:
        position = match.end()
    return position


def without_trailing_kind(short: str, long_form: str) -> str:
    """The long form without a lower-case kind noun the letter walk took in for a letter the name's own words
    give: "Global-Local Denoising framework (GLoDe)" -> "Global-Local Denoising" (G, L, D are those words'
    initials), "Deep Deterministic Policy Gradient algorithm (DDPG)"; "Metropolis-adjusted Langevin algorithm
    (MALA)" keeps it (its A is the algorithm's)."""
    kind = _TRAILING_KIND.search(long_form)
    if kind is None:
        return long_form
    shorter = long_form[: kind.start()]
    name_capitals = capitals(short)
    # Function words may give a letter ("text-to-speech (TTS)") or not ("Successive Halving with Resource Rationing").
    spelled = name_capitals in (initials(shorter), initials(shorter, NOT_NAME_WORDS))
    return shorter if len(name_capitals) >= 2 and spelled else long_form


def after_set_off_parentheses(phrase: str) -> str:
    """The phrase after its last parenthesis set off from the words around it: "Eagle (RWKV-5) and Finch" -> "and
    Finch", "(Finite Element Methods" -> "Finite Element Methods", "(CNN)-based single-image super-resolution" ->
    "based single-image super-resolution"; a parenthesis inside a word stays ("E(n)-Equivariant Networks")."""
    cut, opened = 0, []
    for i, ch in enumerate(phrase):
        if ch == "(":
            opened.append(i == 0 or phrase[i - 1].isspace())
            cut = i + 1 if opened[-1] else cut
        elif ch == ")" and (opened.pop() if opened else True):
            cut = i + 1
    return phrase[cut:].strip(" ,;:-")
