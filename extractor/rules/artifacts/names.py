"""What counts as a name: distinctive word shapes ("LLM-KICK", "WildChat", "1DFormer"), versions ("AbdomenAtlas
1.1"), Title-Case runs set off by punctuation ("Jumanji, a suite"), lower-case coined names ("graph fission") and
long forms after a colon or "short for".

`candidate_at` reads the name that begins at an offset; the trigger rules (naming.py, introductions.py) decide
whether the paper introduces it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import regex

from extractor.rules.abbreviations import Abbreviation
from extractor.rules.artifacts.cues import (
    ARTIFACT_NOUNS,
    COPULAS,
    DESCRIBED_AS_NEW,
    DESCRIPTOR_SUFFIX,
    FUNCTION_WORDS,
    GAP_BREAKERS,
    LIST_GOES_ON,
    MODEL_HEAD,
    SHORT_FOR,
    WELL_KNOWN_NAMES,
)
from extractor.rules.text import clean_markup

_LEADING_THE = regex.compile(r"^the\s+")
_LETTER = regex.compile(r"\p{L}")
_MATH_CHAR = regex.compile(r"[\\^_$=<>]")
_NAME_PART_SEPARATOR = regex.compile(r"[-/]")
_CAPITALIZED_WORD = regex.compile(r"^\p{Lu}[\p{Ll}\d]+(?:-\p{Lu}?[\p{L}\d]+)*$")
# "Jumanji, a suite", "X: ...", "X (Y)", "X which ...", and "We introduce Lynx a multi-modal LLM" (comma left out);
# a closing quote of any kind may come first ('We propose "Active Neural Localizer", a ...', "``X'', a").
_NAME_END = regex.compile(r"(?:''|[’'”\"])?\s*(?:[,:(;.—–]|-{2,3}|\s-\s|$|which\b|that\b|is\b|to\b|an?\s)")
_TRAILING_FUNCTION_WORDS = regex.compile(r"(?:\s+(?:of|for|and|in|on|with|to|the))+$")
_COLON_AFTER = regex.compile(r"\s*:\s+")
_POSSESSIVE = regex.compile(r"['’]s$")
# "https://aka.ms/NoFunEval" reads as the words "https" and "//aka.ms/NoFunEval": an address, not a name.
_WEB_ADDRESS = regex.compile(r"//|www\.|[\w-]+(?:\.[\w-]+)+/", regex.IGNORECASE)
# Em and en dashes set names off ("a new method—coreset MCMC—that"); an opening quote is no part of one
# ("dubbed ‘AceGPT’").
WORD = regex.compile(r"[^\s,;:()\[\]{}\"“”‘—–]+")
NEXT_WORD = regex.compile(r"[^\S\n]+([^\s,;:()\[\]{}\"“”‘—–]+)")
_VERSION = regex.compile(r"\s+(?:v?\d+(?:\.\d+)+|v\d+|\d+(?:\.\d+)?[KMB]?)(?=[\s,;:().]|$)")
_DISTINCTIVE = regex.compile(r"\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}|\p{L}\d|\d\p{L}|\p{L}\+")  # "+": "Hydra++"
_LETTER_THEN_WORD = regex.compile(r"\p{Lu}-\p{Lu}\p{Ll}+$")
_TITLE_CASE_RUN = regex.compile(
    r"(?:The\s+)?\p{Lu}[\p{L}\d'-]*\+*(?:\s+(?:of|for|and|in|on|with|via|to|the|\p{Lu}[\p{L}\d'-]*\+*)){0,6}"
)


@dataclass
class ArtifactName:
    """One name the paper introduces; `long` is its expansion when the text gives one."""

    name: str
    score: float
    evidence: str
    long: str | None = None
    label: str = "METHOD"
    position: int = 0
    aliases: list[str] = field(default_factory=list)


@dataclass
class Context:
    """One abstract as the trigger rules read it: the markup-free text, its abbreviation pairs by where their long
    forms start and by short form, the comparison keys of names that are not the paper's own (`excluded`) and of
    the abbreviations that are not (`excluded_pairs`)."""

    clean: str
    pairs_by_long_start: dict[int, Abbreviation]
    short_forms: dict[str, Abbreviation]
    excluded: set[str]
    excluded_pairs: set[str]


def normalize_name(name: str) -> str:
    """Comparison key for names: markup-free, lower case, no leading article."""
    text = clean_markup(name).lower().strip(" .,;:*")
    return _LEADING_THE.sub("", text)


def known_spellings_by_key(names: list[str]) -> dict[str, frozenset[str]]:
    """The known names by comparison key, with how each is written: "coco" -> {"COCO"}."""
    spellings: dict[str, set[str]] = {}
    for name in names:
        spellings.setdefault(normalize_name(name), set()).add(clean_markup(name))
    return {key: frozenset(names) for key, names in spellings.items()}


def spelled_like_known_name(name: str, known_spellings: dict[str, frozenset[str]]) -> bool:
    """Whether `name` is written as the known name with its key is (True for keys with no spelling on record)."""
    spellings = known_spellings.get(normalize_name(name))
    return spellings is None or clean_markup(name) in spellings


# A number glued to a lower-case word ("90linguistic", "10languages"): text extracted from a PDF lost a space; a
# name starting with digits has capitals or digits after them ("3DGS", "1DFormer").
_NUMBER_GLUED_TO_WORD = regex.compile(r"\d+\p{Ll}{4,}")


def is_distinctive_name(word: str, title_prefix: bool = False) -> bool:
    """Acronyms, CamelCase, letters with digits: "LLM-KICK", "WildChat", "1DFormer".

    Judged per hyphen part, so Title-Case compounds ("Knowledge-Intensive") are not names, nor a known
    short form joined to a plain word ("human-AI", "LLM-powered", "2D-oriented"), unless it is a title's
    prefix ("GPT-who: ...").
    """
    if not _LETTER.search(word) or DESCRIPTOR_SUFFIX.search(word):
        return False
    if _MATH_CHAR.search(word):  # LaTeX and math: "\tilde{O}", "x_1"
        return False
    if word[0].isdigit() and len(regex.findall(r"\p{L}", word)) < 3:  # "3D", "1.7M", "7B", "25x"
        return False
    if _NUMBER_GLUED_TO_WORD.fullmatch(word):  # "we propose 90linguistic features": a space lost in extraction
        return False
    if _LETTER_THEN_WORD.match(word):  # "X-Eval", "G-Eval", "Q-Former": one capital letter joined to a word
        return True
    parts = _NAME_PART_SEPARATOR.split(word)
    distinctive = [part for part in parts if _DISTINCTIVE.search(part)]
    if not title_prefix and distinctive and all(part in WELL_KNOWN_NAMES for part in distinctive) and any(
        part.islower() and len(part) > 2 for part in parts
    ):
        return False
    return bool(distinctive)


def is_capitalized_word(word: str) -> bool:
    return bool(_CAPITALIZED_WORD.match(word)) and (
        word.lower() not in FUNCTION_WORDS
    )


def is_capitalised_model_name(name: str, min_words: int = 2) -> bool:
    """Capitalised words (or numbers) ending in a model-like head noun ("Neural Graph Machines"): set off by commas
    after the intro's object, or as a whole title (whole_title_name), a name although no word of it is coined."""
    words = name.split()
    return (len(words) >= min_words and all(word[0].isupper() or word[0].isdigit() for word in words)
            and bool(MODEL_HEAD.search(words[-1])))


def is_new_name(name: str, excluded: set[str]) -> bool:
    """A distinctive name that is neither known nor defined before the paper introduces anything."""
    return is_distinctive_name(name) and normalize_name(name) not in excluded and name not in WELL_KNOWN_NAMES


def extend_with_version(clean: str, end: int) -> int:
    """Include a version number that belongs to the name: "AbdomenAtlas 1.1", "Foo v2"."""
    match = _VERSION.match(clean, end)
    return match.end() if match else end


def is_appositive_end(clean: str, end: int) -> bool:
    """The name is set off: followed by punctuation or a relative clause."""
    return bool(_NAME_END.match(clean[end:]))


def title_case_run(clean: str, start: int, limit: int) -> int | None:
    """End of a run of 1-6 capitalised words ("The Spatial Confounding Environment", "Sentence-level Planning via
    Embedded Entity Retrieval")."""
    match = _TITLE_CASE_RUN.match(clean, start, limit)
    if match is None:
        return None
    text = match.group(0)
    # Do not end on a function word.
    trimmed = _TRAILING_FUNCTION_WORDS.sub("", text)
    return start + len(trimmed)


def candidate_at(ctx: Context, start: int, limit: int) -> tuple[int, ArtifactName] | None:
    """A name beginning at `start` (in the clean view), with the offset where it ends."""
    clean = ctx.clean
    pair = ctx.pairs_by_long_start.get(start)
    if pair is not None and (normalize_name(pair.short) in ctx.excluded_pairs or pair.short in WELL_KNOWN_NAMES):
        return pair_end(clean, pair, start), None
    if pair is not None:
        return pair_end(clean, pair, start), ArtifactName(pair.short, 0.0, "", long=pair.long)
    # An opening LaTeX quote is no part of a name: "we introduce ``MimicTouch'', a framework".
    while clean.startswith("`", start):
        start += 1
    word_match = WORD.match(clean, start)
    if word_match is None:
        return None
    # "XSTest's creation", "dubbed ‘AceGPT’", "X''", "we introduce “Cuisineworld”, a new gaming scenario"
    word = _POSSESSIVE.sub("", word_match.group(0).rstrip(".’'”"))
    end = start + len(word)
    if not word or normalize_name(word) in ctx.excluded or word in WELL_KNOWN_NAMES or _WEB_ADDRESS.match(word):
        return None
    if is_distinctive_name(word):
        end = extend_with_version(clean, end)
        # A second distinctive word set off with the first is one name: "which we name MS MARCO, for ...".
        second = NEXT_WORD.match(clean, end, limit)
        if second and is_distinctive_name(second.group(1)) and is_appositive_end(clean, second.end()):
            end = second.end()
        name = clean[start:end]
        pair = ctx.short_forms.get(word)
        return end, ArtifactName(name, 0.0, "", long=pair.long if pair else colon_long_form(clean, end, limit))
    if is_capitalized_word(word):
        # A capitalised word or Title-Case run set off by punctuation: "Jumanji, a suite",
        # "an unsupervised metric called Agent Importance Score, enabling".
        run_end = title_case_run(clean, start, limit) or end
        for candidate_end in (run_end, end):
            if is_appositive_end(clean, candidate_end):
                name = clean[start:candidate_end]
                return candidate_end, ArtifactName(name, 0.0, "", long=colon_long_form(clean, candidate_end, limit))
    return None


def pair_end(clean: str, pair: Abbreviation, long_start: int) -> int:
    """Clean-view offset just after "Long Form (SF)"."""
    close = clean.find(")", long_start)
    return close + 1 if close != -1 else long_start + len(pair.long)


def colon_long_form(clean: str, end: int, limit: int) -> str | None:
    """"SpaCE: The Spatial Confounding Environment" or "SPADE, short for State Space Augmented
    Transformer" -> the long form after the name."""
    match = _COLON_AFTER.match(clean[end:limit]) or SHORT_FOR.match(clean[end:limit])
    if match is None:
        return None
    run_start = end + match.end()
    run_end = title_case_run(clean, run_start, limit)
    if run_end is None or run_end - run_start < 4:
        return None
    return clean[run_start:run_end]


def lowercase_name_end(clean: str, start: int, limit: int, max_words: int = 4) -> int | None:
    """End of a lower-case coined name at `start` ("graph fission", "spectral normalization", "mixup"):
    one to four lower-case words, set off by punctuation or by the word that begins what is said of it
    ("called graph fission which takes", "called spectral normalization to stabilize"). None when the
    words run on past four, or into a capitalised word."""
    end = None
    for n, word in enumerate(WORD.finditer(clean, start, limit)):
        if n and clean[end:word.start()].strip():  # punctuation closes the name
            return end
        text = word.group(0)
        lowered = text.lower().rstrip(".")
        if lowered in GAP_BREAKERS or lowered in FUNCTION_WORDS or lowered in COPULAS:
            return end
        if n == max_words or not text[0].islower() or _MATH_CHAR.search(text):
            return None
        end = word.start() + len(text.rstrip("."))
        if text.endswith("."):  # the sentence ends with the name
            return end
    return end


def is_lowercase_name(clean: str, start: int, end: int, excluded: set[str], named: bool) -> bool:
    """Whether lower-case words at clean[start:end] name a new thing: right after "called" (`named`), or
    described as one ("we introduce intrinsic fear, a new method"), but not one kind noun ("the dataset,
    a ...") nor an item of a list of parts ("a fusion module, an active selection module, a ...")."""
    name = clean[start:end]
    if normalize_name(name) in excluded:
        return False
    if named:
        return True
    described = DESCRIBED_AS_NEW.match(clean, end)
    return bool(described) and not ARTIFACT_NOUNS.match(name) and not LIST_GOES_ON.match(clean, described.end())
