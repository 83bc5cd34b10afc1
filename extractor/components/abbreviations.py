"""Abbreviation pairing: "Meta-Distribution Energy (MDE)" -> ("MDE", "Meta-Distribution Energy").

The pairing is Schwartz & Hearst (2003): a parenthesised short form is matched letter by
letter, right to left, against the words just before it. Abstracts copied from the web carry
markdown bold and LaTeX ("**K**nowledge-**I**ntensive ... **(LLM-KICK)**", "$\\mathbf{X}$"), so
the matching runs on a markup-free view of the text whose characters map back to the original
offsets. Two fall-backs cover what the letter walk cannot: the reversed order
"LGPL (Label-Guided Pseudo-Labeling)" and bold-letter acronyms whose letters are out of order.

`find_abbreviations(text)` is pure and testable alone; the spaCy component stores its result in
`doc._.abbreviations` and one span per mention (both forms, and later uses of the short form) in
`doc.spans["abbreviations"]`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex
from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.doc_extensions import document_text
from extractor.textview import MARKUP, markup_free_view

SPAN_KEY = "abbreviations"

# Markup that carries no letters of its own: markdown emphasis, math delimiters and the
# LaTeX text-style commands. Braces go too, so "\textbf{K}nowledge" reads "Knowledge".
_MARKUP = MARKUP

# Patterns used per abstract, compiled once here.
_LAST_WORD_BEFORE_SPACE = regex.compile(r"(\S+)\s+$")
_UPPER_LETTER = regex.compile(r"\p{Lu}")
_NOT_ALNUM = regex.compile(r"[^A-Za-z0-9]")
_LIST_SEPARATOR = regex.compile(r"[;,]\s")
_DIGIT = regex.compile(r"\d")
_LAST_WORD = regex.compile(r"(\S+)\s*$")
_PARENTHESIS = regex.compile(r"\(([^()]{1,80})\)")
_BOLD_RUN = regex.compile(r"\*\*([^*\s]{1,3})\*\*|\\textbf\{([^{}\s]{1,3})\}")
_WORD = regex.compile(r"\S+")
_SENTENCE_BREAK = regex.compile(r"[.!?;:]\s+(?=\S)|[\n]")


@dataclass(frozen=True)
class Abbreviation:
    """One definition; offsets index the original text (markup inside the long form kept)."""

    short: str
    long: str
    short_start: int
    short_end: int
    long_start: int
    long_end: int


def is_short_form_candidate(candidate: str) -> bool:
    """Schwartz-Hearst's conditions, plus an upper-case letter so "(i.e." and "(see" fail."""
    if not 2 <= len(candidate) <= 12 or len(candidate.split()) > 2:
        return False
    if not candidate[0].isalnum():
        return False
    if not any(ch.isalpha() for ch in candidate):
        return False
    return any(ch.isupper() for ch in candidate)


def match_long_form(short: str, words_before: str) -> str | None:
    """Schwartz-Hearst's right-to-left letter walk; the long form is a suffix of `words_before`.

    Every alphanumeric character of the short form must appear, in order, in the long form,
    and its first character must begin a word.
    """
    s_index = len(short) - 1
    l_index = len(words_before) - 1
    while s_index >= 0:
        char = short[s_index].lower()
        if not char.isalnum():
            s_index -= 1
            continue
        while l_index >= 0 and (
            words_before[l_index].lower() != char
            or (s_index == 0 and l_index > 0 and words_before[l_index - 1].isalnum())
        ):
            l_index -= 1
        if l_index < 0:
            return None
        l_index -= 1
        s_index -= 1
    start = max(words_before.rfind(" ", 0, l_index + 1), words_before.rfind("\n", 0, l_index + 1)) + 1
    long_form = words_before[start:].strip(" ,;:-—–")
    if not long_form or len(long_form) <= len(short) or short.lower() in long_form.lower().split():
        return None
    # Two capitals spell two words: "ML" is not "model" (a known Schwartz-Hearst false match).
    n_parts = len(regex.findall(r"[^\s\-/]+", long_form))
    if n_parts < min(2, sum(ch.isupper() for ch in short)):
        return None
    return long_form


_NOT_NAME_WORDS = {
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
        if word.lower() in _NOT_NAME_WORDS or not _UPPER_LETTER.search(word) or not word[-1].isalnum():
            break
        start = match.start(1)
    return before[start:]


def extend_to_initials(before: str, long_form: str, short: str, max_words: int = 3) -> str:
    """Take in the words the letter walk cut off when the name's capitals are its long form's initials:
    "Contrastive and Consistency Learning (CCL)" walks to "Consistency Learning" (the first C is found inside
    "Consistency"); the initials of the longer phrase, its function words left out, spell CCL."""
    letters = capitals(short)
    if len(letters) < 2 or letters in (initials(long_form), initials(long_form, _NOT_NAME_WORDS)):
        return long_form
    start = len(before) - len(long_form)
    for _ in range(max_words):
        match = _LAST_WORD_BEFORE_SPACE.search(before[:start])
        if match is None or not match.group(1)[-1].isalnum():
            break
        start = match.start(1)
        if match.group(1).lower() not in _NOT_NAME_WORDS and initials(before[start:], _NOT_NAME_WORDS) == letters:
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
    while (match := _MARKUP.match(text, position)) and match.end() > position:
        position = match.end()
    return position


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


_QUOTES = "\"“”‘’"
_CLAUSE_BREAK = regex.compile(r".*(?:;\s|\b(?:we|which|that|is|are)\s)", regex.I)
# A kind noun after the name: "a Global-Local Denoising framework (GLoDe)".
_TRAILING_KIND = regex.compile(
    r"\s+(?:framework|method|model|approach|algorithm|module|mechanism|strategy|technique|system|benchmark"
    r"|dataset|scheme|architecture|paradigm|pipeline)s?$"
)


_WORD_SEPARATOR = regex.compile(r"[\s\-/]+")


def capitals(name: str) -> str:
    """The capitals (and digits) of a name, the letters a long form's words begin with: "GLoDe" -> "GLD"."""
    return "".join(ch for ch in name if ch.isupper() or ch.isdigit())


def initials(phrase: str, skip: frozenset[str] | set[str] = frozenset(), capitalized_only: bool = False) -> str:
    """The first letters of a phrase's words and hyphen parts, upper-cased, leaving out the words in `skip`
    ("Mixture of Experts" -> "ME") or, with `capitalized_only`, the parts that start in lower case
    ("Score-weighted Convolutional Diffusion Model" -> "SCDM")."""
    parts = (part for part in _WORD_SEPARATOR.split(phrase) if part and part.lower() not in skip)
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
    spelled = name_capitals in (initials(shorter), initials(shorter, _NOT_NAME_WORDS))
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
    if len(_WORD_SEPARATOR.split(inner)) < 2:
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


def clean_markup(text: str) -> str:
    """`text` without markdown/LaTeX markup, whitespace collapsed."""
    return " ".join(_MARKUP.sub("", text).split())


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


def char_span_expanded(doc: Doc, start: int, end: int, label: str = "") -> Span | None:
    """A span covering [start, end), widened to token boundaries when they do not align."""
    return doc.char_span(start, end, label=label, alignment_mode="expand")


if not Doc.has_extension("abbreviations"):
    # None means "the abbreviations component did not run", [] that it found none.
    Doc.set_extension("abbreviations", default=None)
if not Span.has_extension("long_form"):
    Span.set_extension("long_form", default=None)


class AbbreviationDetector:
    """Stores abbreviation pairs and marks long forms and short-form mentions as spans."""

    def __init__(self, nlp: Language, name: str):
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        text = document_text(doc)
        pairs = find_abbreviations(text)
        doc._.abbreviations = pairs
        spans = []
        for pair in pairs:
            long_span = char_span_expanded(doc, pair.long_start, pair.long_end, "long")
            if long_span is not None:
                spans.append(long_span)
        for start, end, pair in short_form_mentions(text, pairs):
            span = char_span_expanded(doc, start, end, "short")
            if span is not None:
                span._.long_form = pair.long
                spans.append(span)
        doc.spans[SPAN_KEY] = spans
        return doc


@Language.factory("abbreviations")
def make_abbreviation_detector(nlp: Language, name: str) -> AbbreviationDetector:
    return AbbreviationDetector(nlp, name)
