"""Text helpers shared by the rule families: markup clean-up, sentence bounds and word shapes.

Abstracts carry markdown and LaTeX, break sentences at abbreviations ("e.g.") and spell names by their capitals or
initials ("Mixture of Experts" -> "ME"); every rule family needs the same reading of these, so it lives here once.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from extractor.textview import MARKUP

_SENTENCE_END = regex.compile(r"(?<!\b(?:e\.g|i\.e|et al|etc|vs|cf|Fig|Eq))[.!?](?=\s+[\p{Lu}\d*$\\(]|\s*$)")
# What parts a name's words split into: spaces, hyphens, slashes.
WORD_SEPARATOR = regex.compile(r"[\s\-/]+")


def clean_markup(text: str) -> str:
    """`text` without markdown/LaTeX markup, whitespace collapsed."""
    return " ".join(MARKUP.sub("", text).split())


# A sentence is at most this long, so the rules that read the rest of a sentence after each cue ("we propose ...",
# "called") cost a bounded time per cue: a text without sentence ends (a paragraph with no periods, a list of
# numbers) was one sentence, read again for every cue, quadratic. The longest sentence in 197,686 unlabeled
# abstracts is 2,968 characters (one of 5,050 is a list of ASCII codes).
MAX_SENTENCE_CHARS = 3_000


def sentence_end(clean: str, start: int) -> int:
    """Where the sentence going on at `start` ends: after its end mark, or MAX_SENTENCE_CHARS on."""
    stop = start + MAX_SENTENCE_CHARS
    if stop >= len(clean):
        match = _SENTENCE_END.search(clean, start)
        return match.end() if match else len(clean)
    for match in _SENTENCE_END.finditer(clean, start, stop):
        # The window's end reads as the text's end ("\s*$"): a mark there is one only if the whole text agrees.
        if _SENTENCE_END.match(clean, match.start()):
            return match.end()
    return stop


def sentence_start(clean: str, position: int) -> int:
    """Where the sentence holding `position` begins (just after the last ". " before it), at most
    MAX_SENTENCE_CHARS before it."""
    floor = max(0, position - MAX_SENTENCE_CHARS)
    found = clean.rfind(". ", floor, position)
    return found + 1 if found != -1 else floor


def is_footnote_mark(text: str, start: int, end: int) -> bool:
    """`text[start:end]` is a footnote's mark: one digit glued by a comma to the word before it, a space or the end
    after it ("we introduce TANQ,1 the first ..."); not a value in a list ("O-UCF,32.7% on")."""
    return (end - start == 1 and start >= 2 and text[start].isdigit() and text[start - 1] == ","
            and (text[start - 2].isalpha() or text[start - 2] == ")") and text[end:end + 1] in (" ", ""))


def whole_word_spans(text: str, phrase: str) -> list[tuple[int, int]]:
    r"""Where `text` writes `phrase` as whole words, in any case: the matches of `(?<!\w)PHRASE(?!\w)` with
    IGNORECASE, left to right, not overlapping. A search of the lower-cased text, not a pattern compiled per
    phrase: the task and title passes ask this of each paper's own phrase (1,400 compilations per 1,000
    abstracts)."""
    if not phrase:
        return []
    folded, wanted = text.lower(), phrase.lower()
    if len(folded) != len(text) or len(wanted) != len(phrase):  # a letter whose lower case is longer ("İ")
        pattern = regex.compile(r"(?<!\w)" + regex.escape(phrase) + r"(?!\w)", regex.IGNORECASE)
        return [(m.start(), m.end()) for m in pattern.finditer(text)]
    spans, at = [], folded.find(wanted)
    while at != -1:
        end = at + len(wanted)
        if not _is_word_char(text, at - 1) and not _is_word_char(text, end):
            spans.append((at, end))
            at = folded.find(wanted, end)
        else:
            at = folded.find(wanted, at + 1)
    return spans


def _is_word_char(text: str, i: int) -> bool:
    return 0 <= i < len(text) and (text[i].isalnum() or text[i] == "_")


def is_plural(noun: str) -> bool:
    return noun.lower().endswith("s") and not noun.lower().endswith(("ss", "us"))


def capitals(name: str) -> str:
    """The capitals (and digits) of a name, the letters a long form's words begin with: "GLoDe" -> "GLD"."""
    return "".join(ch for ch in name if ch.isupper() or ch.isdigit())


def initials(phrase: str, skip: frozenset[str] | set[str] = frozenset(), capitalized_only: bool = False) -> str:
    """The first letters of a phrase's words and hyphen parts, upper-cased, leaving out the words in `skip`
    ("Mixture of Experts" -> "ME") or, with `capitalized_only`, the parts that start in lower case
    ("Score-weighted Convolutional Diffusion Model" -> "SCDM")."""
    parts = (part for part in WORD_SEPARATOR.split(phrase) if part and part.lower() not in skip)
    return "".join(part[0].upper() for part in parts if not capitalized_only or part[0].isupper())


def spelled_by_word_starts(name: str, phrase: str, skip: frozenset[str] | set[str] = frozenset()) -> bool:
    """Whether the name's letters, in order, are the starts of the phrase's words: each word gives a prefix of
    itself and its hyphen parts may add prefixes of theirs ("GRAph-guided Self-Attention MEchanism" spells GraSAME,
    "KOopman Operator ROLlout" KOROL, "Tripartite In-context SElection Method" TISE); words in `skip` and hyphen
    parts may give nothing, one other word at most ("Sliding-window Key and Value Cache Quantization": SKVQ). The
    first word gives the first letter. Looser than `initials` on purpose, for long forms a title spells out
    beside its name; "Continually Learning Language Agent" does not spell CLIN, nor does a name with digits."""
    letters = name.lower()
    if not letters.isalpha():
        letters = "".join(ch for ch in letters if ch.isalpha())
        if any(ch.isdigit() for ch in name) or not letters:
            return False
    words = [[part.lower() for part in word.split("-") if part] for word in phrase.split()]
    words = [word for word in words if word]
    if not words or not words[0][0].startswith(letters[0]):
        return False

    @lru_cache(maxsize=None)
    def spells(i: int, w: int, part: int, skipped: int) -> bool:
        # i letters spelled; at word w, hyphen part `part` (part > 0: the word has given a letter already).
        if i == len(letters):
            rest = words[w:] if part == 0 else words[w + 1 :]
            return skipped + sum(1 for word in rest if "-".join(word) not in skip) <= 1
        if w == len(words):
            return False
        word = words[w]
        if part == len(word):
            return spells(i, w + 1, 0, skipped)
        text = word[part]
        for n in range(1, len(text) + 1):
            if i + n > len(letters) or letters[i + n - 1] != text[n - 1]:
                break
            if spells(i + n, w, part + 1, skipped):
                return True
        if part > 0:  # a hyphen part may give nothing
            return spells(i, w, part + 1, skipped)
        if w == 0:
            return False
        return spells(i, w + 1, 0, skipped + ("-".join(word) not in skip))

    return spells(0, 0, 0, 0)

