"""Finding the pairs: the usual "long form (SF)", the reversed "LGPL (Label-Guided Pseudo-Labeling)", a coined
CamelCase word abbreviated by its capitals ("PointPatchRL (PPRL)") and "Stochastic Gradient Descent, or SGD".

Matching runs on a markup-free view of the text (extractor.textview) whose characters map back to the original,
so every pair's offsets index the text as given, markup inside the long form kept.
"""

from __future__ import annotations

from dataclasses import dataclass

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
_DIGIT = regex.compile(r"\d")
_LAST_WORD = regex.compile(r"(\S+)\s*$")
_PARENTHESIS = regex.compile(r"\(([^()]{1,80})\)")
_WORD = regex.compile(r"\S+")
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



def _words_window(clean: str, end: int, n_words: int) -> int:
    """Start offset of at most `n_words` words ending at `end`, not crossing a sentence break."""
    sentence_start = 0
    for match in _SENTENCE_BREAK.finditer(clean, 0, end):
        sentence_start = match.end()
    words = list(_WORD.finditer(clean, sentence_start, end))
    if not words:
        return end
    return words[max(0, len(words) - n_words)].start()


def _original_span(index: list[int], start: int, end: int) -> tuple[int, int]:
    return index[start], index[end - 1] + 1



def _pair_short_after_long(clean: str, index: list[int], text: str, paren) -> Abbreviation | None:
    """"long form (SF)": the usual order."""
    inner = paren.group(1)
    short = _LIST_SEPARATOR.split(inner)[0].strip()
    if not is_short_form_candidate(short):
        return None
    short_start = paren.start(1) + inner.index(short)
    short_end = short_start + len(short)
    n_words = min(len(short) + 5, 2 * len(short))
    window_start = _words_window(clean, paren.start(), n_words)
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
    preceding = _LAST_WORD.search(clean[: paren.start()])
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


def _pairs_joined_by_or(clean: str, index: list[int]) -> list[Abbreviation]:
    pairs = []
    for match in _OR_SHORT.finditer(clean):
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
    found: dict[str, Abbreviation] = {}
    for paren in _PARENTHESIS.finditer(clean):
        pair = (_pair_short_after_long(clean, index, text, paren) or _pair_long_after_short(clean, index, paren)
                or _pair_short_after_coined_word(clean, index, paren))
        if pair is not None and pair.short not in found:
            found[pair.short] = pair
    for pair in _pairs_joined_by_or(clean, index) if ", or " in clean else ():
        found.setdefault(pair.short, pair)
    return sorted(found.values(), key=lambda pair: pair.long_start)


def short_form_mentions(text: str, pairs: list[Abbreviation]) -> list[tuple[int, int, Abbreviation]]:
    """Every whole-word occurrence of each short form (definitions included), as char offsets."""
    mentions = []
    for pair in pairs:
        pattern = regex.compile(r"(?<![\w-])" + regex.escape(pair.short) + r"(?![\w-])")
        for match in pattern.finditer(text):
            mentions.append((match.start(), match.end(), pair))
    return mentions

