"""A tokenizer whose time is linear in the text: spaCy's, with its affix searches made cheap and over-long runs of
non-space characters cut before it sees them.

spaCy's tokenizer strips prefixes and suffixes off each whitespace-delimited string one at a time, and every step
runs the prefix and the suffix pattern (a `re.search` that tries every position of the string: the English suffix
pattern is some 200 alternatives ending in `$`) and copies and hashes what is left. A string of n affixes (a run
of 10,000 `'`, `%`, `(`, emoji, "'s's's...") thus costs n^2 pattern positions: 45 s for 10,000 `'`. Two changes
keep the tokens of real text exactly as they were and make the cost linear:

  * the searches (`fast_affix_searches`): the prefix pattern's alternatives all start with `^`, so `match` (one
    position) finds what `search` finds; a suffix match ends at the end of the string, so the alternatives of
    bounded width only need the last few characters searched, and only the unbounded ones ("\\.\\.+$") the whole
    string. Same matches, each found in constant time instead of a scan.
  * over-long runs (`LinearTokenizer`): a run of more than MAX_RUN_CHARS characters without white space (the
    longest in 197,686 unlabeled abstracts is 592, a Chinese paragraph) is not prose. It is cut into pieces of
    at most PIECE_CHARS, each tokenized on its own, so the copying per affix is bounded; a piece that is one
    character repeated becomes one token, as spaCy keeps "-----" or "....." whole, so 100,000 `'` make 1,563
    tokens for the NER, not 100,000.

Offsets stay exact: the pieces' Docs are joined without adding or dropping a character, `doc.text == text`.
The pipeline names the tokenizer in its config ("extractor.LinearTokenizer.v1", a `spacy_tokenizers` entry
point), so `nlp.to_disk` then `spacy.load` gives it back, with the affix rules saved as spaCy saves them.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional

from spacy.language import Language
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc
from spacy.util import registry

from extractor.doc_extensions import TEXT_KEY

try:  # the pattern parser `re` itself uses; named sre_parse before Python 3.11
    import re._parser as _sre_parse  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_parse as _sre_parse  # type: ignore[no-redef]

TOKENIZER_NAME = "extractor.LinearTokenizer.v1"

# Runs of non-space characters at most this long are tokenized as spaCy always did (real abstracts stay
# identical); longer ones are cut. Pieces are short enough that their affix loop costs little.
MAX_RUN_CHARS = 1_000
PIECE_CHARS = 64
_LONG_RUN = re.compile(r"\S{%d,}" % (MAX_RUN_CHARS + 1))
# A text whose runs are all shorter than this goes to spaCy's tokenizer as it is: its C-level affix searches are
# three times faster than the Python tail search on ordinary text, and a run this short costs at most ~2 ms even
# when it is all affixes. A text with a longer run (a URL, a formula; ~5% of abstracts) takes the linear searches.
NATIVE_RUN_CHARS = 64
_MEDIUM_RUN = re.compile(r"\S{%d,}" % (NATIVE_RUN_CHARS + 1))
# spaCy 3.8 caches the tokens of at most `max_cache_size` whitespace-delimited chunks (10,000 by default) and then
# stops caching: the gazetteer's 10,000 names filled it while the pipeline was built, so no word of any abstract
# was ever cached (0.66 instead of 0.19 ms an abstract). A cache this size holds a long run's working vocabulary
# (a few MB) and is emptied once the pipeline is built (extractor.pipeline.build_pipeline).
CACHE_CHUNKS = 200_000
# The strings abstracts write most (training/build_common_words.py), in data/reference: tokenized once when the
# pipeline is built, outside any memory zone, so their lexemes and tokens stay cached (LinearTokenizer.warm).
COMMON_WORDS_FILE = "common_words.tsv"
# Strings of letters and digits only are tokenized many to a Doc: such a string meets no special case, so the one
# before it cannot stop spaCy caching it (a Doc that met a special case caches nothing after it).
WARM_GROUP = 100


# --- the affix searches ------------------------------------------------------------------------------------------


def top_level_alternatives(pattern: str) -> Optional[list[str]]:
    """The alternatives of `pattern` split at its top-level `|` (not inside a group or a character class), or
    None when the pattern does not split back into itself (then nobody should rely on the split)."""
    parts, depth, in_class, start, i = [], 0, False, 0, 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
            # "[]...]" and "[^]...]": a bracket first in the class is a literal
            i += 1
            if pattern.startswith("^", i):
                i += 1
            if pattern.startswith("]", i):
                i += 1
            continue
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    parts.append(pattern[start:])
    return parts if "|".join(parts) == pattern and depth == 0 and not in_class else None


def _max_width(alternative: str) -> Optional[int]:
    """The most characters `alternative` can match, or None when it has no bound (or cannot be read)."""
    try:
        low, high = _sre_parse.parse(alternative).getwidth()
    except Exception:  # noqa: BLE001 - an unreadable alternative is treated as unbounded: searched whole
        return None
    return None if high >= _sre_parse.MAXREPEAT else high


class TailSuffixSearch:
    """`pattern.search` for a suffix pattern (every alternative ending in `$`), looking only at the last
    characters of the string for the alternatives of bounded width.

    spaCy keeps the leftmost match of its suffix pattern. A match of an alternative at most `width` characters
    wide starts within `width` (+1, for `$` before a final newline) of the end, so searching from there finds
    the same leftmost bounded match; the unbounded alternatives are searched over the whole string, and the
    leftmost of the two answers is the pattern's. `__self__` is the whole pattern, which is what spaCy saves.
    """

    def __init__(self, pattern: re.Pattern[str], bounded: re.Pattern[str], width: int,
                 unbounded: Optional[re.Pattern[str]]):
        self.__self__ = pattern
        self.bounded = bounded
        self.width = width
        self.unbounded = unbounded

    def __call__(self, string: str) -> Optional[re.Match[str]]:
        match = self.bounded.search(string, max(0, len(string) - self.width - 1))
        if self.unbounded is not None:
            other = self.unbounded.search(string)
            if other is not None and (match is None or other.start() < match.start()):
                match = other
        return match

    def __reduce__(self):  # pickled with the tokenizer (spaCy's multiprocessing)
        return (TailSuffixSearch, (self.__self__, self.bounded, self.width, self.unbounded))


def tail_suffix_search(pattern: re.Pattern[str]) -> Optional[TailSuffixSearch]:
    """A TailSuffixSearch for `pattern`, or None when the pattern is not a plain union of `$`-anchored
    alternatives (then only the full search is known to be right)."""
    alternatives = top_level_alternatives(pattern.pattern)
    if pattern.flags & re.MULTILINE or not alternatives or not all(a.endswith("$") for a in alternatives):
        return None
    widths = [_max_width(a) for a in alternatives]
    bounded = [a for a, w in zip(alternatives, widths) if w is not None]
    unbounded = [a for a, w in zip(alternatives, widths) if w is None]
    if not bounded:
        return None
    return TailSuffixSearch(
        pattern, re.compile("|".join(bounded), pattern.flags), max(w for w in widths if w is not None),
        re.compile("|".join(unbounded), pattern.flags) if unbounded else None,
    )


def anchored_prefix_search(pattern: re.Pattern[str]) -> Optional[Callable]:
    """`pattern.match` when every alternative of `pattern` starts with `^` (then `search` can only match at
    position 0, and `match` finds the same without trying the other positions), else None."""
    alternatives = top_level_alternatives(pattern.pattern)
    if pattern.flags & re.MULTILINE or not alternatives or not all(a.startswith("^") for a in alternatives):
        return None
    return pattern.match


def fast_affix_searches(tokenizer: Tokenizer) -> tuple[Optional[Callable], Optional[Callable]]:
    """The tokenizer's prefix and suffix searches, each replaced by one that finds the same matches in constant
    time (see the module doc) where it is a plain `re` pattern method of the expected shape."""
    prefix_search, suffix_search = tokenizer.prefix_search, tokenizer.suffix_search
    prefix = getattr(prefix_search, "__self__", None)
    if isinstance(prefix, re.Pattern) and prefix_search == prefix.search:
        prefix_search = anchored_prefix_search(prefix) or prefix_search
    suffix = getattr(suffix_search, "__self__", None)
    if isinstance(suffix, re.Pattern) and suffix_search == suffix.search:
        suffix_search = tail_suffix_search(suffix) or suffix_search
    return prefix_search, suffix_search


# --- over-long runs ----------------------------------------------------------------------------------------------


def segments(text: str) -> Iterator[tuple[int, int, bool]]:
    """(start, end, is_piece) covering `text` in order: the text between over-long runs, whole, and each
    over-long run cut into pieces. A run's last piece keeps the one space after it, as spaCy attaches that
    space to the token before it, so the text after starts where spaCy's own loop would."""
    position = 0
    for run in _LONG_RUN.finditer(text):
        if run.start() > position:
            yield position, run.start(), False
        end = run.end() + (1 if text.startswith(" ", run.end()) else 0)
        for start, piece_end in run_pieces(text, run.start(), run.end()):
            yield start, (end if piece_end == run.end() else piece_end), True
        position = end
    if position < len(text):
        yield position, len(text), False


def run_pieces(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """[start, end) cut into pieces of at most PIECE_CHARS, each ending after a character that is not a letter
    or digit when the second half of the piece has one (a word is cut only when no punctuation is near)."""
    while start < end:
        stop = min(start + PIECE_CHARS, end)
        if stop < end:
            for cut in range(stop, start + PIECE_CHARS // 2, -1):
                if not text[cut - 1].isalnum():
                    stop = cut
                    break
        yield start, stop
        start = stop


class LinearTokenizer:
    """spaCy's Tokenizer, and a twin with fast affix searches for texts with long runs of non-space characters,
    whose over-long runs are tokenized in pieces (see the module doc). Reading and setting the affix rules,
    `explain`, and serialization go to the wrapped Tokenizer, so code written for spaCy's keeps working."""

    def __init__(self, tokenizer: Tokenizer):
        tokenizer.max_cache_size = CACHE_CHUNKS
        self.tokenizer = tokenizer  # __setattr__ makes the twin

    @property
    def linear(self) -> Tokenizer:
        """The twin with the fast searches."""
        return self.__dict__["_linear"]

    def _make_twin(self) -> None:
        """Made whenever the rules are set, never lazily: a twin made inside a spaCy memory zone would hold its
        special cases' lexemes in memory the zone frees on exit (a crash on the next long-run text)."""
        native = self.tokenizer
        # The searches go in at construction: setting one on a made Tokenizer reloads its 4,000 special cases.
        prefix_search, suffix_search = fast_affix_searches(native)
        object.__setattr__(self, "_linear", Tokenizer(
            native.vocab, rules=native.rules, prefix_search=prefix_search,
            suffix_search=suffix_search, infix_finditer=native.infix_finditer,
            token_match=native.token_match, url_match=native.url_match,
            faster_heuristics=native.faster_heuristics, max_cache_size=CACHE_CHUNKS))

    def __call__(self, text: str) -> Doc:
        doc = self._tokenize(text)
        doc.user_data[TEXT_KEY] = text  # document_text's: spaCy would join the tokens again at every doc.text
        return doc

    def _tokenize(self, text: str) -> Doc:
        if _MEDIUM_RUN.search(text) is None:  # nearly every abstract: spaCy's tokenizer, untouched
            return self.tokenizer(text)
        if _LONG_RUN.search(text) is None:
            return self.linear(text)
        docs = [self._piece(text[start:end]) if is_piece else self.linear(text[start:end])
                for start, end, is_piece in segments(text)]
        return Doc.from_docs(docs, ensure_whitespace=False)

    def _piece(self, piece: str) -> Doc:
        word = piece.rstrip(" ")
        if len(set(word)) == 1:  # one character repeated: one token, as spaCy keeps "-----" whole
            return Doc(self.vocab, words=[word], spaces=[word != piece])
        return self.linear(piece)

    def flush_cache(self) -> None:
        """Empty the token caches (of spaCy's tokenizer and its twin): what was tokenized while the pipeline was
        built (names, patterns) should not hold the places of the words of the text it runs on."""
        self.tokenizer._flush_cache()
        self.linear._flush_cache()

    def warm(self, strings: Iterable[str]) -> None:
        """Tokenize these strings (no white space in them) into the cache of spaCy's tokenizer, outside any
        memory zone: their lexemes and tokens then last for the life of the process. Inside a zone (each work
        unit of a run) spaCy neither caches a tokenization nor keeps a lexeme, so without this every unit built
        the lexemes of its words anew: 2.3 ms an abstract, against 0.4 ms with the 20,000 commonest strings."""
        plain, other = [], []
        for string in strings:
            (plain if string.isalnum() and string not in self.tokenizer.rules else other).append(string)
        for start in range(0, len(plain), WARM_GROUP):
            self.tokenizer(" ".join(plain[start:start + WARM_GROUP]))
        for string in other:  # alone: one that meets a special case ("e.g.,") stops caching in its Doc
            self.tokenizer(string)

    def pipe(self, texts: Iterable[str], batch_size: int = 1000) -> Iterator[Doc]:
        for text in texts:
            yield self(text)

    # spaCy's rule attributes (prefix_search, rules, explain, add_special_case, ...) are the wrapped tokenizer's:
    # read and set there, with the fast searches put back after an affix rule changes.
    def __getattr__(self, name: str):
        if name in ("tokenizer", "_linear"):  # not set yet (while unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.tokenizer, name)

    def __setattr__(self, name: str, value) -> None:
        if name == "tokenizer":
            object.__setattr__(self, name, value)
        else:
            setattr(self.tokenizer, name, value)
        self._make_twin()  # from the changed rules

    def to_bytes(self, *, exclude=tuple()) -> bytes:
        return self.tokenizer.to_bytes(exclude=exclude)

    def from_bytes(self, bytes_data: bytes, *, exclude=tuple()) -> "LinearTokenizer":
        self.tokenizer.from_bytes(bytes_data, exclude=exclude)
        self._make_twin()
        return self

    def to_disk(self, path, *, exclude=tuple()) -> None:
        self.tokenizer.to_disk(Path(path), exclude=exclude)

    def from_disk(self, path, *, exclude=tuple()) -> "LinearTokenizer":
        self.tokenizer.from_disk(Path(path), exclude=exclude)
        self._make_twin()
        return self


@registry.tokenizers(TOKENIZER_NAME)
def create_linear_tokenizer() -> Callable[[Language], LinearTokenizer]:
    """The config's tokenizer: the language's default spaCy Tokenizer, wrapped."""
    make_default = registry.tokenizers.get("spacy.Tokenizer.v1")()

    def make(nlp: Language) -> LinearTokenizer:
        return LinearTokenizer(make_default(nlp))

    return make
