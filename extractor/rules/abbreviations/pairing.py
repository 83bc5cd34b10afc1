"""Finding the pairs: the usual "long form (SF)", the reversed "LGPL (Label-Guided Pseudo-Labeling)", a coined
CamelCase word abbreviated by its capitals ("PointPatchRL (PPRL)") and "Stochastic Gradient Descent, or SGD".

Matching runs on a markup-free view of the text (extractor.textview) whose characters map back to the original,
so every pair's offsets index the text as given, markup inside the long form kept.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from itertools import islice

import regex

from extractor.rules.abbreviations.long_form import (
    after_set_off_parentheses,
    bold_letter_long_form,
    extend_capitalized_words,
    extend_to_initials,
    skip_markup,
    without_trailing_kind,
)
from extractor.rules.abbreviations.schwartz_hearst import is_short_form_candidate, match_long_form
from extractor.rules.text import WORD_SEPARATOR, capitals, clean_markup, spelled_by_word_starts
from extractor.textview import markup_free_view

_LIST_SEPARATOR = regex.compile(r"[;,]\s")
_LIST_ITEM_SEPARATOR = regex.compile(r"[;,]\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
_DIGIT = regex.compile(r"\d")
_LAST_WORD = regex.compile(r"(\S+)\s*$")
# The same, matched from the end of the text backwards: the last word costs its own length, not a scan of all that
# precedes it (searching forwards tries every earlier position, once per bracket: quadratic).
_LAST_WORD_FROM_END = regex.compile(r"(\S+)\s*$", regex.REVERSE)
_WORD_FROM_END = regex.compile(r"\S+", regex.REVERSE)
_PARENTHESIS = regex.compile(r"\(([^()]{1,80})\)")
_SENTENCE_BREAK = regex.compile(r"[.!?;:]\s+(?=\S)|[\n]")
_QUOTES = "\"“”‘’"
_CLAUSE_BREAK = regex.compile(r".*(?:;\s|\b(?:we|which|that|is|are)\s)", regex.I)


@dataclass(frozen=True)
class Abbreviation:
    """One definition; offsets index the original text (markup inside the long form kept)."""

    short: str
    long: str
    short_start: int
    short_end: int
    long_start: int
    long_end: int



class SentenceBreaks:
    """The sentence breaks of a text, found once, so that each bracket's window finds its sentence's start by
    bisection instead of rescanning the text from its start (which made the pass quadratic in the brackets)."""

    def __init__(self, clean: str):
        self.clean = clean
        self.matches = list(_SENTENCE_BREAK.finditer(clean))
        self.ends = [match.end() for match in self.matches]

    def sentence_start(self, end: int) -> int:
        """Where the sentence holding offset `end` starts: the end of the last break in clean[:end], as a scan of
        the text cut at `end` finds it. A break ends before `end` there exactly when it does in the whole text; one
        running over `end` (its white space reaching the bracket, its look-ahead seeing the bracket) is no break in
        the cut text, whose scan instead stops at each line break inside that white space."""
        i = bisect_left(self.ends, end)
        start = self.ends[i - 1] if i else 0
        if i < len(self.matches) and (match := self.matches[i]).start() < end:
            if match.group() == "\n":  # a line break just before `end`: no look-ahead, a break in both
                return match.end()
            newline = self.clean.rfind("\n", match.start() + 1, end)
            if newline != -1:
                start = newline + 1
        return start


def _words_window(breaks: SentenceBreaks, end: int, n_words: int) -> int:
    """Start offset of at most `n_words` words ending at `end`, not crossing a sentence break."""
    # Words read backwards from the bracket: the window costs its own words, not the whole sentence before it.
    words = list(islice(_WORD_FROM_END.finditer(breaks.clean, breaks.sentence_start(end), end), n_words))
    return words[-1].start() if words else end


def _original_span(index: list[int], start: int, end: int) -> tuple[int, int]:
    return index[start], index[end - 1] + 1



def _names_a_list(items: list[str]) -> bool:
    """"existing datasets (LVIS, OpenImages and Object365)": brackets that list several one-word names enumerate
    what the words before them mean; the first is no abbreviation of those words. A name in the list may be longer
    than a short form ("architectures (ResNet-50, NasNet, NasNet-Mobile)")."""
    return len(items) >= 2 and all(" " not in item and is_short_form_candidate(item[:12]) for item in items)


def _pair_short_after_long(breaks: SentenceBreaks, index: list[int], text: str, paren) -> Abbreviation | None:
    """"long form (SF)": the usual order."""
    inner = paren.group(1)
    items = [item.strip() for item in _LIST_ITEM_SEPARATOR.split(inner)]
    short = _LIST_SEPARATOR.split(inner)[0].strip()
    if not is_short_form_candidate(short) or _names_a_list(items):
        return None
    short_start = paren.start(1) + inner.index(short)
    short_end = short_start + len(short)
    n_words = min(len(short) + 5, 2 * len(short))
    clean = breaks.clean
    window_start = _words_window(breaks, paren.start(), n_words)
    before = clean[window_start : paren.start()].rstrip()
    long_form = match_long_form(short, before)
    if long_form is None and _DIGIT.search(short):
        # A digit often counts letters ("P3O" = PPPO, "CORe3"): match the letters alone.
        long_form = match_long_form(_DIGIT.sub("", short), before)
    if long_form is not None and (clause := _CLAUSE_BREAK.search(long_form)):
        # "In this paper, we introduce a novel hybrid ... network (TricorNet)": the letter walk ran back
        # past the clause that introduces the name; only what follows the break can be its long form.
        long_form = match_long_form(short, long_form[clause.end():])
    if long_form is not None:
        # '“Marginal Deep Architectures” (MDA)': the name is what the quotes enclose.
        long_form = extend_capitalized_words(before, extend_to_initials(before, long_form, short)).strip(_QUOTES) or None
    if long_form is not None:
        long_form = without_trailing_kind(short, long_form).strip(_QUOTES) or None
    if long_form is not None and (trimmed := after_set_off_parentheses(long_form)) != long_form:
        # "Eagle (RWKV-5) and Finch (RWKV-6)", "(Finite Element Methods (FEM))": a long form does not run back over
        # another parenthesis; what follows it must still hold the name's letters.
        if matched := match_long_form(short, trimmed):
            long_form = matched
        else:  # a digit counting letters ("A3C"): the walk over the letters alone only checks them
            long_form = trimmed if _DIGIT.search(short) and match_long_form(_DIGIT.sub("", short), trimmed) else None
    if long_form is not None:
        long_start = window_start + before.rindex(long_form)
        long_end = long_start + len(long_form)
        o_long = _original_span(index, long_start, long_end)
    else:
        o_paren = index[paren.start()]
        o_window = index[window_start] if window_start < len(index) else o_paren
        start = bold_letter_long_form(short, text[o_window:o_paren])
        if start is None:
            return None
        long_start = skip_markup(text, o_window + start)
        long_text = text[long_start:o_paren].rstrip(" *")
        o_long = (long_start, long_start + len(long_text))
    o_short = _original_span(index, short_start, short_end)
    return Abbreviation(
        short=short,
        long=clean_markup(text[o_long[0] : o_long[1]]),
        short_start=o_short[0],
        short_end=o_short[1],
        long_start=o_long[0],
        long_end=o_long[1],
    )


def _pair_long_after_short(clean: str, index: list[int], paren) -> Abbreviation | None:
    """"SF (long form)": the reversed order, as in "LGPL (Label-Guided Pseudo-Labeling)"."""
    inner = paren.group(1).strip()
    if len(WORD_SEPARATOR.split(inner)) < 2:
        return None
    preceding = _LAST_WORD_FROM_END.search(clean, 0, paren.start())
    if preceding is None:
        return None
    short = preceding.group(1).strip(",;:")
    if not is_short_form_candidate(short) or len(inner) <= len(short):
        return None
    long_form = match_long_form(short, inner) if len(inner.split()) > 1 else None
    if long_form is None or not inner.startswith(long_form):
        # The letter walk wants two words and one letter per capital; word starts also spell a hyphenated or
        # multi-letter expansion: "MoA (Mixture-of-Adapters)".
        if short.lower() in inner.lower() or "." in inner or not spelled_by_word_starts(short, inner):
            return None
        long_form = inner
    short_start = preceding.start(1)
    long_start = paren.start(1) + paren.group(1).index(long_form)
    o_short = _original_span(index, short_start, short_start + len(short))
    o_long = _original_span(index, long_start, long_start + len(long_form))
    return Abbreviation(short, long_form, o_short[0], o_short[1], o_long[0], o_long[1])


def _pair_short_after_coined_word(clean: str, index: list[int], paren) -> Abbreviation | None:
    """"PointPatchRL (PPRL)": one CamelCase word abbreviated by its capitals, which the letter walk (word
    initials) cannot match."""
    short = _LIST_SEPARATOR.split(paren.group(1))[0].strip()
    if not is_short_form_candidate(short):
        return None
    window = max(0, paren.start() - 60)  # the word right before the bracket: no need to scan the whole text
    preceding = _LAST_WORD.search(clean, window, paren.start())
    if preceding is None:
        return None
    word = preceding.group(1).strip(",;:")
    word_capitals = capitals(word)
    if len(word_capitals) < 2 or word == short or word_capitals != "".join(ch for ch in short.upper() if ch.isalnum()):
        return None
    short_start = paren.start(1) + paren.group(1).index(short)
    o_short = _original_span(index, short_start, short_start + len(short))
    o_long = _original_span(index, preceding.start(1), preceding.start(1) + len(word))
    return Abbreviation(short, word, o_short[0], o_short[1], o_long[0], o_long[1])


# "Stochastic Gradient Descent, or SGD", "“Deep Variational Information Bottleneck”, or Deep VIB": a capitalised
# long form and its short form joined by ", or" instead of brackets.
_OR_SHORT = regex.compile(
    r"(?P<long>(?:\p{Lu}[\p{L}\d'-]*\s+){1,6}\p{Lu}[\p{L}\d'-]*)[”\"’]?,\s+or\s+(?:simply\s+)?"
    r"(?P<short>(?:\p{Lu}[\p{L}\d-]*\s)?\p{Lu}[\p{Lu}\d-]+s?)(?=[\s,;.:)])"
)


# Where a capitalised long form can start: the first capital of each run of word characters. A search for _OR_SHORT
# tried every capital, each reading the rest of its word: quadratic in a long word. A match from a later capital
# of the same run would be the same match with a shorter first word, which fails exactly when the first one does.
_FIRST_CAPITAL = regex.compile(r"(?<![\p{L}\d'-])[\p{L}\d'-]*?\p{Lu}")


def _or_matches(clean: str):
    """The matches of _OR_SHORT.finditer(clean), trying only the positions where one can start."""
    position = 0
    for start in _FIRST_CAPITAL.finditer(clean):
        if start.end() - 1 < position:
            continue
        if match := _OR_SHORT.match(clean, start.end() - 1):
            yield match
            position = match.end()


def _pairs_joined_by_or(clean: str, index: list[int]) -> list[Abbreviation]:
    pairs = []
    for match in _or_matches(clean):
        short = match.group("short")
        long_form = match_long_form(short, match.group("long")) if is_short_form_candidate(short) else None
        if long_form is None or len(long_form.split()) < 2:
            continue
        long_start = match.end("long") - len(long_form)
        o_long = _original_span(index, long_start, match.end("long"))
        o_short = _original_span(index, match.start("short"), match.end("short"))
        pairs.append(Abbreviation(short, long_form, o_short[0], o_short[1], o_long[0], o_long[1]))
    return pairs



def find_abbreviations(text: str) -> list[Abbreviation]:
    """Every abbreviation defined in `text`, first definition of each short form only."""
    clean, index = markup_free_view(text)
    breaks = SentenceBreaks(clean)
    found: dict[str, Abbreviation] = {}
    for paren in _PARENTHESIS.finditer(clean):
        pair = (_pair_short_after_long(breaks, index, text, paren) or _pair_long_after_short(clean, index, paren)
                or _pair_short_after_coined_word(clean, index, paren))
        if pair is not None and pair.short not in found:
            found[pair.short] = pair
    for pair in _pairs_joined_by_or(clean, index) if ", or " in clean else ():
        found.setdefault(pair.short, pair)
    return sorted(found.values(), key=lambda pair: pair.long_start)


_WORD_CHAR = regex.compile(r"[\w-]")
# Where a short form can start, found by one pattern for every text (a pattern of the short forms' first characters
# was compiled anew for nearly every abstract): a character after neither a word character nor a hyphen.
_FREE_START = regex.compile(r"(?<![\w-])\S")


def short_form_mentions(text: str, pairs: list[Abbreviation]) -> list[tuple[int, int, Abbreviation]]:
    """Every whole-word occurrence of each short form (definitions included), as char offsets: for each pair in
    turn, its short form's occurrences left to right, as a search for `(?<![\\w-])SHORT(?![\\w-])` finds them.

    One scan for all the short forms: a text defining hundreds of them is not read once per short form. A short
    form begins with a letter or digit, so it can only start where a word does; there each short form length
    is looked up (at most 11: short forms have 2 to 12 characters)."""
    by_short = {pair.short for pair in pairs if pair.short}
    if not by_short:
        return []
    lengths = sorted({len(short) for short in by_short})
    first_chars = {short[0] for short in by_short}
    found: dict[str, list[tuple[int, int]]] = {short: [] for short in by_short}
    next_free = dict.fromkeys(by_short, 0)  # one short form's matches do not overlap, as a search's do not
    for start in (match.start() for match in _FREE_START.finditer(text) if match.group() in first_chars):
        for length in lengths:
            short, end = text[start : start + length], start + length
            if short in by_short and start >= next_free[short] and not _WORD_CHAR.match(text, end):
                found[short].append((start, end))
                next_free[short] = end
    return [(start, end, pair) for pair in pairs if pair.short for start, end in found[pair.short]]

