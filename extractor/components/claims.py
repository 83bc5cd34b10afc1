"""numeric_claims: every number in an abstract that quantifies something, as records.Claim.

The work happens in the pure function `find_claims(text, sentence_bounds)`; the spaCy factory only
feeds it the Doc text and sentence boundaries and stores the result on `doc._.claims`.

How it works, in one pass per abstract:
1. `TextView` builds a cleaned view of the text (LaTeX `$`, `\\%`, `\\times`, `\\geq`, `{,}`,
   Markdown `**`, HTML `&gt;` ...) that remembers, for every view character, where it came from,
   so spans found on the view map back to the original text exactly.
2. `_NUMBER` finds digit and word numbers on the view; neighbours joined by "-", "to", "or",
   "between … and" become ranges.
3. Each candidate is dropped when its context marks it as a name/version/identifier, an
   enumeration marker, a year, a reference, a formula part, or "one" used as a pronoun.
4. The context then gives the comparator (left), the unit or metric (right, else left), what is
   counted (the noun phrase after it), the kind, and whether it is a change against something.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Optional, Sequence

from spacy.language import Language
from spacy.tokens import Doc

from extractor.doc_extensions import document_text
from extractor.numbers import (
    FRACTION_WORDS,
    SCALE_WORDS,
    TENS_WORDS,
    UNITS_WORDS,
    parse_number,
)
from extractor.records import Claim

# ---------------------------------------------------------------------------------------------
# 1. A cleaned view of the text that maps back to original offsets.

_VIEW_REPLACEMENTS = {
    "\\%": "%", "\\times": "×", "\\cdot": "×", "\\geq": "≥", "\\ge": "≥", "\\geqslant": "≥",
    "\\leq": "≤", "\\le": "≤", "\\leqslant": "≤", "\\sim": "~", "\\approx": "≈", "\\simeq": "≈",
    "\\pm": "±", "\\$": "$", "{,}": ",", "&gt;": ">", "&lt;": "<", "&amp;": "&", "&ge;": "≥",
    "&le;": "≤", "&#37;": "%", "\\textgreater": ">", "\\textless": "<", "\\mu": "μ",
    "\\rho": "ρ", "\\tau": "τ", "\\kappa": "κ",
}
# LaTeX commands, braces, math dollars and Markdown bold carry no text: they are deleted.
_VIEW_TOKEN = re.compile(r"\\%|\\\$|\{,\}|&(?:gt|lt|amp|ge|le|#37);|\\[A-Za-z]+|\\[,;!: ]|[{}$]|\*\*")


@dataclass(frozen=True)
class TextView:
    """`view` is `original` with markup replaced; `starts[i]`/`ends[i]` give the original span of
    view character i (a replaced token maps all its characters to the whole token)."""

    original: str
    view: str
    starts: Optional[list[int]]  # None: the view is the original
    ends: Optional[list[int]]

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        if self.starts is None:
            return start, end
        return self.starts[start], self.ends[end - 1]


def build_view(text: str) -> TextView:
    if not _VIEW_TOKEN.search(text):
        return TextView(text, text, None, None)
    pieces: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    position = 0
    for match in _VIEW_TOKEN.finditer(text):
        pieces.append(text[position : match.start()])
        starts.extend(range(position, match.start()))
        ends.extend(range(position + 1, match.start() + 1))
        replacement = _VIEW_REPLACEMENTS.get(match.group(), "")
        pieces.append(replacement)
        starts.extend([match.start()] * len(replacement))
        ends.extend([match.end()] * len(replacement))
        position = match.end()
    pieces.append(text[position:])
    starts.extend(range(position, len(text)))
    ends.extend(range(position + 1, len(text) + 1))
    return TextView(text, "".join(pieces), starts, ends)


# ---------------------------------------------------------------------------------------------
# 2. Numbers on the view.


def _words(options) -> str:
    return "|".join(sorted(options, key=len, reverse=True))


_UNIT_WORD = _words(UNITS_WORDS)
_TENS_WORD = _words(TENS_WORDS)
_SCALE_WORD = _words(SCALE_WORDS)
_DIGIT_NUMBER = (
    r"(?:(?<![^\s(=~∼≈])[-−](?=\d))?"  # a sign only where it cannot be a dash: "near -2", "~−27"
    r"(?:\d{1,3}(?:,\d{3})+(?![\d])|\d+)(?:\.\d+)?(?:[eE][-+−]?\d+(?![A-Za-z]))?"
    r"|\.\d+"
)
_NUMBER = re.compile(
    rf"""
    (?P<power>10\^[-−]?\d+(?![\d.]))
  | (?P<digits>(?:{_DIGIT_NUMBER})(?:\s?[×x]\s?10(?:\^[-−]?\d+|[-−]\d+|[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?)
        (?P<suffix>MM(?![A-Za-z])|[kKMB](?![A-Za-z])|\s(?:{_SCALE_WORD})\b(?:\s(?:thousand|million|billion)\b)?)?
  | (?P<words>(?i:\b(?:(?:a|an|one)\s+(?:half|quarter|third|fifth|tenth|dozen)\b
        |(?:a|an)\s+(?:hundred|thousand|million|billion)\b
        |(?:{_TENS_WORD})(?:[-\s](?:{_UNIT_WORD}))?\b(?:\s(?:{_SCALE_WORD})\b)*
        |(?:{_UNIT_WORD}|dozen)\b(?:[-\s](?:{_SCALE_WORD})\b)*(?:[-\s](?:halves|half|thirds|quarters)\b)?
        |half|twice|thrice)\b))
    """,
    re.VERBOSE,
)

# Two numbers joined into a range or an alternative; an optional unit may sit on the low end.
_RANGE_JOIN = re.compile(r"\s?(?:%|×|x)?\s?(?:-|–|—|−|~|to|or|and)\s?", re.IGNORECASE)  # the whole gap
_SHARED_UNIT_RIGHT = re.compile(r"\s?(?:%|[x×](?![A-Za-z\d]))")
_FROM_AFTER_CHANGE = re.compile(
    r"\b(?:improv|increas|decreas|reduc|boost|rais|drop|grow|grew|rise|rose|lower|cut|go|goes|went|"
    r"jump|climb|fall|fell|shrink|enhanc|lift)\w*\b[^.;]*\bfrom\s+$",
    re.IGNORECASE,
)
_BETWEEN = re.compile(r"(?:\b(?:between|from)\s+)$", re.IGNORECASE)

# ---------------------------------------------------------------------------------------------
# 3. Contexts that make a number not a claim.

# Reference words: "Figure 3", "Sec. 4.2", "Eqs. 4 and 5", "Theorem 1", "(Table 2)".
_REFERENCE_LEFT = re.compile(
    r"(?:\b(?:fig(?:ure)?s?|tab(?:le)?s?|sec(?:tion)?s?|eqs?|equations?|appendix|appendices|"
    r"theorems?|lemmas?|chapters?|algorithms?|corollary|corollaries|propositions?|definitions?|"
    r"remarks?|assumptions?)\.?|§|#)"
    r"\s*\(?(?P<chain>(?:\d+[a-z]?(?:\.\d+)*\s*(?:,|and|&|–|-|to)\s*)*)\(?$",
    re.IGNORECASE,
)
# Names of parts that take a number as an identifier, only when the number follows directly:
# "Step 2", "stage 1", "Task 3", "axis 1" (but "(setting 88.8%" is not a reference).
_LABEL_LEFT = re.compile(
    r"\b(?:steps?|stages?|phases?|levels?|tasks?|part|round|track|problem|question|claim|"
    r"condition|case|axis|site|version|no\.|exp\.|line|row|column|item|rule|property|category|"
    r"hypothesis|study|experiment|tier|split|layer|block|epoch|iteration|group|type|class|"
    r"sample|model|example|figure|table|option|variant|setting|scenario|subtask|module|mod)\s$",
)
# A plural noun after a year-like number makes it a count ("2000 images"); these words don't.
_NON_NOUN_WORDS = frozenset(
    "and or to in we the a an with by for of on at as that which when where there it they was were "
    "is are has have had through from until than while but also this these its their our near "
    "above below under over after before into within during per each respectively shows show "
    "see can could may might will would should must not".split()
)
# Words that may stand capitalised right before a claim without making the number part of a name.
_FUNCTION_WORDS = frozenset(
    "with over using only about across in on for at by of to from after before under nearly "
    "approximately around almost roughly just all our the these those its their each every both "
    "among within up more less fewer than and or between through via out we it at least most "
    "requiring require requires achieving achieves achieve reaching reaches yielding yields "
    "training trained train spanning covering contains containing comprising including "
    "includes include involving featuring uses use only some another those here there "
    "while whereas since as when where notably specifically overall additionally moreover "
    "furthermore finally consequently thus hence then therefore first second third "
    "on average averaging given given that even compared adding removing".split()
)
_WORD_BEFORE = re.compile(r"([^\s(\[]+)\s$")
_METRIC = (
    r"mAP(?:@?[\d.:]+)?|AP(?:\^?\d+|_\d+|@[\d.]+|[smlSML]|box|mask)?(?![A-Za-z])|FID|KID|IS(?![A-Za-z])|"
    r"BLEU(?:-\d)?|ROUGE(?:-[L12])?|METEOR|CIDEr|SPICE|chrF\+*|TER|BERTScore|"
    r"F1(?:[- ]score)?|F-score|F-measure|macro-F1|micro-F1|EM(?![A-Za-z])|exact match|"
    r"(?:top-[15]\s)?accuracy|acc\.|AUC|AUROC|AUPRC|ROC-AUC|mIoU|IoU|PSNR|SSIM|LPIPS|Dice|"
    r"NDCG(?:@\d+)?|MRR|Hits@\d+|Recall@\d+|R@\d+|pass@\d+|WER|CER|perplexity|PPL|Elo|"
    r"win[- ]rate|success rate|MSE|MAE|RMSE|MAPE|precision|recall|CLIP[- ]score|"
    r"Spearman(?:'s)?(?: correlation| ρ| rho)?|Pearson(?:'s)?(?: correlation| r)?|Kendall(?:'s)?(?: τ| tau)?"
)
_METRIC_RIGHT = re.compile(rf"\s?(?:{_METRIC})(?![A-Za-z])")
_METRIC_LEFT = re.compile(
    rf"(?:(?<![A-Za-z])(?P<metric>{_METRIC}|r|ρ|τ|κ|R\^?2|p)\s*(?:score\s*)?(?:of|=|:|is|was|reaches|reached|at|to)?\s*)$"
)

# ---------------------------------------------------------------------------------------------
# 4. Comparators, units, relative change.

_COMPARATOR_LEFT = re.compile(
    r"(?:(?<![A-Za-z])(?:(?P<gt>more than|greater than|over|above|exceeding|exceeds?|in excess of|beyond|>)"
    r"|(?P<ge>at least|no less than|no fewer than|a minimum of|≥|>=|⩾)"
    r"|(?P<lt>less than|fewer than|under|below|lower than|<)"
    r"|(?P<le>up to|at most|no more than|as much as|as many as|a maximum of|within|≤|<=|⩽)"
    r"|(?P<approx>approximately|approx\.|about|around|roughly|nearly|almost|close to|circa|ca\.|"
    r"~|≈|∼|on average|an average of|on the order of)"
    r"|(?P<eq>=|exactly))\s*)$",
    re.IGNORECASE,
)
_COMPARATOR_SYMBOLS = {"gt": ">", "ge": ">=", "lt": "<", "le": "<=", "approx": "~", "eq": "="}

# (pattern, normalised unit or None to keep the surface, kind). Tried as one alternation, in
# order, at the end of a number; the first match wins, so longer spellings come first.
_PHYSICAL = (
    r"°\s?[CF]|℃|°|K(?![A-Za-z])|km|cm|mm|μm|µm|nm|Å|m(?![A-Za-z])|kg|mg|μg|µg|ng|g(?![A-Za-z])|"
    r"Mt|Gt|kHz|MHz|GHz|Hz|kW|MW|GW|mW|W(?![A-Za-z])|kV|mV|V(?![A-Za-z])|mA|kJ|MJ|J(?![A-Za-z])|"
    r"keV|MeV|eV|kPa|MPa|GPa|hPa|Pa|mbar|bar|atm|mmol|μmol|mol|mM|μM|nM|mL|μL|L(?![A-Za-z])|ppm|ppb|"
    r"‰|wt\.?\s?%|vol\.?\s?%|at\.?\s?%|Ma(?![A-Za-z])|ka(?![A-Za-z])|kyr|Myr|Gyr|yr|dB|ha(?![A-Za-z])|"
    r"km2|m2|m3|cm3|km²|m²|m³|cm³"
)
_UNIT_TABLE: list[tuple[str, Optional[str], str]] = [
    (r"\s?(?:percentage\s+points?|p\.\s?p\.?|pp(?![A-Za-z])\.?|pts?\.?(?![A-Za-z]))", "p.p.", "improvement"),
    (r"\s?(?:%|percent(?:age)?(?![A-Za-z])|per\s?cent(?![A-Za-z]))", "%", "percentage"),
    (r"(?:[x×X]|\s×)(?![A-Za-z\d])", "x", "ratio"),
    (r"(?:[\s-]?fold|\s?times)(?![A-Za-z])", "x", "ratio"),
    (r"\s?(?:GPU|TPU|A100|V100|H100|node|core|CPU)[\s-]?(?:hours?|hrs?|h)(?![A-Za-z])", "GPU hours", "compute"),
    (r"\s?(?:GPU|TPU|A100|V100|H100|node|core|CPU)[\s-]?days?(?![A-Za-z])", "GPU days", "compute"),
    (r"\s?(?:PF-days?|petaflop/s-days?|[KMGTPE]?FLOPs?|[GTP]?MACs)(?![A-Za-z])", None, "compute"),
    (r"\s?(?:ms|milliseconds?)(?![A-Za-z])", "ms", "duration"),
    (r"\s?(?:μs|µs|microseconds?)(?![A-Za-z])", "μs", "duration"),
    (r"\s?(?:seconds?|secs?|s)(?![A-Za-z])", "s", "duration"),
    (r"\s?(?:minutes?|mins?)(?![A-Za-z])", "min", "duration"),
    (r"\s?(?:hours?|hrs?|h)(?![A-Za-z])", "hours", "duration"),
    (r"[\s-]?(?:days?)(?![A-Za-z])", "days", "duration"),
    (r"[\s-]?(?:weeks?)(?![A-Za-z])", "weeks", "duration"),
    (r"[\s-]?(?:months?)(?![A-Za-z])", "months", "duration"),
    (r"[\s-]?(?:years?)(?![A-Za-z])", "years", "duration"),
    (r"[\s-]?(?:bits?)(?![A-Za-z])", "bits", "size"),
    (r"\s?(?:bytes?|[KMGTP]i?B)(?![A-Za-z])", None, "size"),
    (r"\s?(?:parameters|params)(?![A-Za-z])", "parameters", "size"),
    (r"\s?(?:USD|dollars?|US\$)(?![A-Za-z])", "USD", "money"),
    (rf"\s?(?:{_PHYSICAL})(?:\s?(?:/|·|\s)\s?(?:{_PHYSICAL}|s|h|d|yr|min)(?:[-−⁻]?[1-3¹²³])?)*(?![A-Za-z])", None, "other"),
]
_UNIT = re.compile("|".join(f"(?P<u{i}>{pattern})" for i, (pattern, _, _) in enumerate(_UNIT_TABLE)))
_MONEY_LEFT = re.compile(r"(?:\$|US\$|USD\s?|€|£)$")

_CHANGE_LEFT = re.compile(
    r"(?:\bby|(?:improv|gain|boost|increas|decreas|reduc|drop|speed-?up|lift|margin|outperform|"
    r"surpass|accelerat|cut|sav|lower|rais|enhanc|advanc)\w*\s+(?:of\s+|by\s+)?(?:up to\s+|over\s+"
    r"|about\s+|approximately\s+|more than\s+|around\s+|nearly\s+|an average of\s+)?)\s*$",
    re.IGNORECASE,
)
_CHANGE_RIGHT = re.compile(
    r"\s*(?:\(\w+\)\s*)?(?:(?!of\b|the\b|and\b|on\b|in\b)[A-Za-z-]+\s+){0,3}?(?:improvements?|gains?|increases?|"
    r"decreases?|reductions?|boosts?|lift|speed-?ups?|drops?|faster|slower|better|higher|lower|"
    r"fewer|less|more|smaller|larger|cheaper|improved|reduced|increased|decreased|compression|"
    r"acceleration|savings?|cheaper|above|below|over|ahead)\b",
    re.IGNORECASE,
)
_TO_LEFT = re.compile(r"\bto\s*$", re.IGNORECASE)
_CHANGE_VERB = re.compile(
    r"\b(?:reduc|cut|compress|shrink|lower|decreas|increas|improv|boost|rais|accelerat|speed)\w*",
    re.IGNORECASE,
)

# "one" counts only in these company; elsewhere it is a pronoun or an article.
_ONE_LEFT = re.compile(r"\b(?:only|just|exactly|least|most|than|single|mere|merely)\s+$", re.IGNORECASE)
_ONE_RIGHT_UNIT = re.compile(
    r"\s(?:GPU|TPU|hours?|days?|weeks?|months?|years?|minutes?|seconds?|epoch|pass|shot|"
    r"order of magnitude|forward pass|step)\b",
    re.IGNORECASE,
)
_WORD_NOT_ALONE = frozenset({"zero"})  # "zero-shot", "zero" as a value is rarely a claim

_QUANTITY_WORDS = re.compile(r"\s+((?:[A-Za-z][\w'’/+-]*)(?:\s+[A-Za-z0-9][\w'’/+-]*){0,3})")
_QUANTITY_STOP = frozenset(
    "a an the of in on at for to from by with and or but than as is are was were be been being "
    "that which while when where whereas compared across over under using via per each we our "
    "it its this these those respectively more less fewer higher lower better faster slower "
    "improvement improvements gain gains relative absolute increase decrease reduction while "
    "only also both all can could will would may might into onto within without among between "
    "after before during through up out such rather not no".split()
)
_OF_THE = re.compile(r"\s+of\s+(?:the\s+|all\s+|our\s+|its\s+|their\s+|these\s+|those\s+)?", re.IGNORECASE)


@dataclass
class _Candidate:
    start: int  # view offsets of the number(s) themselves
    end: int
    value: Optional[float]
    low: Optional[float] = None
    high: Optional[float] = None
    is_word: bool = False
    word: str = ""


def find_claims(
    text: str,
    sentence_bounds: Optional[Sequence[tuple[int, int]]] = None,
    keep_assignments: bool = True,
) -> list[Claim]:
    """Every numeric claim in `text`, in text order; offsets index `text` itself.

    `sentence_bounds` are (start, end) character offsets of the sentences; without them the whole
    text is the sentence. `keep_assignments=False` drops settings written as "k = 5".
    """
    view = build_view(text)
    candidates = _join_ranges(view.view, list(_scan_numbers(view.view)))
    formulas = formula_spans(text) if "$" in text else []
    claims = []
    for candidate in candidates:
        if _is_not_a_claim(view.view, candidate):
            continue
        if formulas and _inside(view.to_original(candidate.start, candidate.end)[0], formulas):
            continue
        claim = _make_claim(view, candidate, sentence_bounds, keep_assignments)
        if claim is not None:
            claims.append(claim)
    return share_across_coordination(text, claims)


# "improvements of 13.6% and 45.9%", "2, 4 and 8 layers": values joined like this share one reading.
_COORDINATION = re.compile(r"\s*(?:,\s*(?:and|or)?|and|or)\s*", re.IGNORECASE)


def share_across_coordination(text: str, claims: list[Claim]) -> list[Claim]:
    """Coordinated values share what is written once for all of them: the metric named before the
    first ("BLEU of 27.3 and 28.1"), a relative change stated before the first ("relative WER
    improvements of 13.6% and 45.9%") and the quantity named after the last ("2, 4 and 8 layers")."""
    out = list(claims)
    for i in range(1, len(out)):
        first, second = out[i - 1], out[i]
        if not _COORDINATION.fullmatch(text, first.end_char, second.start_char):
            continue
        if first.kind == "score" and second.kind == "other" and second.unit is None and second.quantity is None:
            out[i] = second = second.model_copy(update={"unit": first.unit, "kind": "score"})  # "BLEU of 27.3 and 28.1"
        if first.unit != second.unit:
            continue
        if first.is_relative and not second.is_relative:
            out[i] = second = second.model_copy(update={"is_relative": True, "kind": first.kind})
        if second.quantity is None and first.quantity is not None:
            out[i] = second.model_copy(update={"quantity": first.quantity})
    for i in range(len(out) - 1, 0, -1):
        first, second = out[i - 1], out[i]
        if (first.quantity is None and second.quantity is not None and first.unit == second.unit
                and _COORDINATION.fullmatch(text, first.end_char, second.start_char)):
            whole = first.value is not None and float(first.value).is_integer()
            counted = first.kind == "other" and second.kind == "count" and whole
            out[i - 1] = first.model_copy(update={"quantity": second.quantity, "kind": "count" if counted else first.kind})
    return out


_MATH = re.compile(r"(?<!\\)\$([^$]+?)(?<!\\)\$")
_MATH_COMMAND = re.compile(r"\\[A-Za-z]+|\\[,;!: ]|[{}\s]")
_MATH_NUMBER = r"[-−]?(?:\d[\d.,]*(?:[×x]10\^-?\d+)?|10\^-?\d+)(?:_?±[\d.]+)?(?:\\?%|[×x])?"
# Math that is only a number, a comparison with a number, or a setting ("k=5", "r>0.9").
_PLAIN_MATH = re.compile(
    rf"(?:[A-Za-zρτκ]{{1,4}}(?:_\w+)?(?:\^\w+)?)?[<>=≤≥~≈]*(?:{_MATH_NUMBER})"
)
_PROSE_IN_DOLLARS = re.compile(r"\s[a-z]{3,}\s")  # "$5 and $10" in plain text is money, not math


def formula_spans(text: str) -> list[tuple[int, int]]:
    """Original offsets of $...$ math that is a formula ("$O(n^2)$", "$(1-1/e)$"), whose
    numbers are formula parts; "$1.88$", "$\\geq 50$", "$r > 0.9$" are values, not formulas."""
    spans = []
    for match in _MATH.finditer(text):
        inner = match.group(1)
        if not any(ch.isdigit() for ch in inner) or _PROSE_IN_DOLLARS.search(inner):
            continue
        inner = inner.replace("\\times", "x").replace("\\cdot", "x").replace("\\pm", "±")
        inner = inner.replace("\\geq", "≥").replace("\\leq", "≤").replace("\\sim", "~").replace("\\approx", "≈")
        compact = _MATH_COMMAND.sub("", inner)
        if not _PLAIN_MATH.fullmatch(compact):
            spans.append((match.start(), match.end()))
    return spans


def _inside(position: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= position < end for start, end in spans)


def _scan_numbers(view: str):
    for match in _NUMBER.finditer(view):
        if match.group("words") is not None:
            words = match.group("words")
            yield _Candidate(match.start(), match.end(), parse_number(words), is_word=True, word=words.lower())
        else:
            value = parse_number(match.group().replace("−", "-"))
            if value is not None:
                yield _Candidate(match.start(), match.end(), value)


def _join_ranges(view: str, candidates: list[_Candidate]) -> list[_Candidate]:
    joined: list[_Candidate] = []
    for candidate in candidates:
        previous = joined[-1] if joined else None
        if previous is not None and previous.low is None and _joins(view, previous, candidate):
            low = previous.value
            high = candidate.value
            if low is not None and high is not None:
                low = _share_scale(view, previous, candidate, low, high)
                joined[-1] = _Candidate(previous.start, candidate.end, None, low, high)
                continue
        joined.append(candidate)
    return joined


def _joins(view: str, left: _Candidate, right: _Candidate) -> bool:
    gap = view[left.end : right.start]
    if len(gap) > 8 or not _RANGE_JOIN.fullmatch(gap) or left.is_word != right.is_word:
        return False
    word = gap.strip(" %×x").lower()
    if word == "and":  # "3 and 5" is a list unless introduced by "between"
        return bool(_BETWEEN.search(view[max(0, left.start - 10) : left.start]))
    if word in ("-", "–", "—", "−") and " " in gap and not (
        "%" in gap
        or _SHARED_UNIT_RIGHT.match(view, right.end)
        or _BETWEEN.search(view[max(0, left.start - 10) : left.start])
    ):
        return False  # "5 - 3" is arithmetic or a list; "12% - 15%", "4.45 - 5.64x" are ranges
    if word == "to" and _FROM_AFTER_CHANGE.search(view[max(0, left.start - 80) : left.start]):
        return False  # "improves precision from 34% to 43%": a before and an after, not a range
    return True


def _share_scale(view: str, left: _Candidate, right: _Candidate, low: float, high: float) -> float:
    """"2-3 million", "1.5-2K": a scale written only on the high end applies to the low end too."""
    left_text = view[left.start : left.end]
    right_text = view[right.start : right.end]
    if re.search(r"[kKMB]$|[a-z]$", left_text):
        return low
    right_core = parse_number(re.sub(r"\s?(?:[kKMB]|thousand|million|billion|trillion)$", "", right_text))
    if right_core and right_core != high:
        return low * (high / right_core)
    return low


def _is_not_a_claim(view: str, candidate: _Candidate) -> bool:
    start, end = candidate.start, candidate.end
    before = view[start - 1] if start > 0 else " "
    before2 = view[start - 2] if start > 1 else " "
    after = view[end] if end < len(view) else " "
    after2 = view[end + 1] if end + 1 < len(view) else " "

    # Glued to a name or formula on the left: GPT-4, ResNet50, ViT-B/32, x_1, n^2, v1.2, [12].
    if before == "/" and before2 == "%":
        pass  # "19.0%/24.2%": two values
    elif before.isalnum() or before in "_^/\\@#[|'’≡" or (before == "." and before2.isdigit()):
        return True
    if before == "," and before2.isdigit():
        return True  # "ResNet-32,44,56": a list glued to an identifier
    if _IDENTIFIER_LIST_LEFT.search(view[max(0, start - 30) : start]):
        return True  # "CIFAR-10 and 100": the second name of a family
    if before in "-‐‑" and (before2.isalnum() or before2 in ")]"):
        return True
    # Glued to a word on the right ("3D", "1st", "4o") unless that word is a unit or suffix.
    if after.isalpha() and not _UNIT.match(view, end) and not _METRIC_RIGHT.match(view, end):
        return True
    if after in "-‐‑" and after2.isalpha() and not _UNIT.match(view, end):
        return True  # hyphenated descriptor: "two-stage", "3-layer", "5-shot"
    if (after in "^_" and not (after == "_" and after2 == "±")) or (after == "." and after2.isdigit()) or after == "]":
        return True  # "n^2", "x_1", "1.2.3"; but "95.3_{\pm 0.2}" is a value with its spread
    if before == "±" and _SPREAD_LEFT.search(view[max(0, start - 5) : start - 1]):
        return True  # "95.3_{\pm 0.2}": the spread of the value before it, not a claim of its own
    if after == "/" and (after2.isalnum() or after2 == "\\"):
        return True
    if after == ":" and after2.isdigit():
        return True  # ratios and clock times "1:1", "10:30"
    if _is_dimension(view, start, end):
        return True
    if _is_enumeration(view, candidate):
        return True
    if _is_reference(view, candidate):
        return True
    if _is_name_part(view, start):
        return True
    if _is_year(view, candidate):
        return True
    if candidate.is_word and not _word_number_counts(view, candidate):
        return True
    return False


def _is_reference(view: str, candidate: _Candidate) -> bool:
    left = view[max(0, candidate.start - 40) : candidate.start]
    reference = _REFERENCE_LEFT.search(left)
    if reference:
        # "Fig. 10, 350 electrons": a comma ends the reference when a noun follows the number.
        if "," in reference.group("chain"):
            return not _counts_something(view, candidate.end)
        return True
    label = _LABEL_LEFT.search(left)
    return bool(label) and not _UNIT.match(view, candidate.end) and not _counts_something(view, candidate.end)


def _counts_something(view: str, end: int) -> bool:
    next_word = _NEXT_WORD.match(view, end)
    return bool(next_word) and next_word.group(1).islower() and next_word.group(1) not in _NON_NOUN_WORDS


_SPREAD_LEFT = re.compile(r"[\d%]\s?_?\s?$")
_IDENTIFIER_LIST_LEFT = re.compile(r"[A-Za-z]-\d+\s?(?:and|or|/|&)\s?$")
_DIMENSION_RIGHT = re.compile(r"\s?[×x*]\s?\d")
_DIMENSION_LEFT = re.compile(r"\d\s?[×x*]\s?$")


def _is_dimension(view: str, start: int, end: int) -> bool:
    """"3×3 convolutions", "224x224 images": shapes, not claims."""
    return bool(_DIMENSION_RIGHT.match(view, end) or _DIMENSION_LEFT.search(view[max(0, start - 4) : start]))


_DOT_MARKER_RIGHT = re.compile(r"\.\s[a-z]")
_DOT_MARKER_LEFT = re.compile(r"(?:^|[:;]\s*|\band\s|\n\s*)$")


def _is_enumeration(view: str, candidate: _Candidate) -> bool:
    """"(1)", "2)", "(iii)" list markers: a small integer closed by ")" with no unit or text inside."""
    if candidate.value is None or candidate.low is not None or candidate.is_word:
        return False
    if not (float(candidate.value).is_integer() and 0 <= candidate.value < 30):
        return False
    if _DOT_MARKER_RIGHT.match(view, candidate.end) and _DOT_MARKER_LEFT.search(view[max(0, candidate.start - 6) : candidate.start]):
        return True  # "are: 1. anytime classification ... and 2. budgeted"
    if candidate.end >= len(view) or view[candidate.end] != ")":
        return False
    before = view[candidate.start - 1] if candidate.start > 0 else " "
    if before == "(":
        return True
    if before not in " \n\t:;,.":
        return False
    sentence_left = view[max(0, candidate.start - 120) : candidate.start]
    return sentence_left.count("(") <= sentence_left.count(")")


def _is_name_part(view: str, start: int) -> bool:
    """"Llama 2", "AbdomenAtlas 1.1", "ICLR 2024", "GPT 3.5": a number right after a name."""
    match = _WORD_BEFORE.search(view[max(0, start - 40) : start])
    if not match:
        return False
    word = match.group(1)
    if not word[0].isalpha() or word[-1] in ",;:)]" or word.lower().rstrip(".") in _FUNCTION_WORDS:
        return False
    if word in _MEASURE_NAMES:
        return False
    if _METRIC_LEFT.search(view[max(0, start - 40) : start]):
        return False
    if _MONEY_LEFT.search(word):
        return False
    inner_capital = any(ch.isupper() for ch in word[1:]) or any(ch.isdigit() for ch in word)
    if inner_capital:
        return True
    if not word[0].isupper():
        return False
    word_start = start - len(match.group(0))
    return not _at_sentence_start(view, word_start)


# Capitalised names of measured things that precede their value ("pH 7", "Mw 7.1").
_MEASURE_NAMES = frozenset({"pH", "Mw", "Tg", "Tm", "Re", "Ra", "Pr", "Ma", "DOF"})

# Only real sentence starts: after ":" a capitalised word is usually a listed name ("datasets: Argoverse 2").
_SENTENCE_START_LEFT = re.compile(r"(?:^|[.!?]\s+|\n\s*)$")


def _at_sentence_start(view: str, position: int) -> bool:
    return bool(_SENTENCE_START_LEFT.search(view[max(0, position - 5) : position]))


_NEXT_WORD = re.compile(r"\s+([A-Za-z]+)")


def _is_year(view: str, candidate: _Candidate) -> bool:
    if candidate.low is not None:
        low, high = candidate.low, candidate.high
        if _year_like(low) and _year_like(high) and high >= low and high - low < 80:
            text = view[candidate.start : candidate.end]
            return "," not in text
        return False
    if candidate.is_word or not _year_like(candidate.value):
        return False
    text = view[candidate.start : candidate.end]
    if not re.fullmatch(r"\d{4}", text):
        return False
    next_word = _NEXT_WORD.match(view, candidate.end)
    if next_word and next_word.group(1).islower() and next_word.group(1) not in _NON_NOUN_WORDS:
        return False  # "2000 images" counts; "2023 and" or "2019 we" is still a year
    return True


def _year_like(value: Optional[float]) -> bool:
    return value is not None and float(value).is_integer() and 1900 <= value <= 2039


def _word_number_counts(view: str, candidate: _Candidate) -> bool:
    """Whether a number word quantifies something here ("one" is mostly a pronoun or article)."""
    first = candidate.word.split()[0] if candidate.word else ""
    single = len(candidate.word.split()) == 1 and "-" not in candidate.word
    if candidate.low is not None:
        return True
    if single and first in _WORD_NOT_ALONE:
        return bool(_UNIT.match(view, candidate.end))
    if single and first == "one":
        left = view[max(0, candidate.start - 20) : candidate.start]
        return bool(_ONE_LEFT.search(left) or _ONE_RIGHT_UNIT.match(view, candidate.end))
    if first in ("a", "an", "one") and candidate.word.split()[-1] in ("third", "fifth", "tenth"):
        return bool(re.match(r"\s+of\b", view[candidate.end :]))  # "a third of", not "a third approach"
    if single and first in ("half",):
        return bool(re.match(r"\s+(?:of|the|as|that)\b", view[candidate.end :])) or bool(
            re.search(r"\b(?:by|in|to|than|about|nearly|almost|over|under|only|just)\s+$",
                      view[max(0, candidate.start - 12) : candidate.start], re.IGNORECASE)
        )
    return True


def _make_claim(
    view: TextView,
    candidate: _Candidate,
    sentence_bounds: Optional[Sequence[tuple[int, int]]],
    keep_assignments: bool,
) -> Optional[Claim]:
    v = view.view
    start, end = candidate.start, candidate.end
    left = v[max(0, start - 60) : start]

    # A range introduced by "between"/"from" starts at that word.
    span_start = start
    if candidate.low is not None:
        between = _BETWEEN.search(left)
        if between:
            span_start = start - len(between.group(0))

    comparator = "="
    comparator_match = _COMPARATOR_LEFT.search(v[max(0, span_start - 30) : span_start])
    comparator_key = None
    if comparator_match:
        comparator_key = next(k for k, val in comparator_match.groupdict().items() if val)
        comparator = _COMPARATOR_SYMBOLS[comparator_key]
        if comparator_key != "eq":
            span_start -= len(comparator_match.group(0))
    comparator_left = v[max(0, span_start - 40) : span_start if comparator_key != "eq" else span_start - len(comparator_match.group(0))]

    unit, kind, span_end = None, None, end
    unit_match = _UNIT.match(v, end)
    if unit_match:
        index = int(unit_match.lastgroup[1:])
        pattern, normalised, kind = _UNIT_TABLE[index]
        unit = normalised or unit_match.group().strip()
        span_end = unit_match.end()
    money = _MONEY_LEFT.search(v[max(0, start - 4) : start])
    if money and unit is None:
        unit, kind = "USD" if "$" in money.group() or "USD" in money.group() else money.group().strip(), "money"
        span_start = min(span_start, start - len(money.group()))

    metric = None
    metric_right = _METRIC_RIGHT.match(v, span_end)
    if metric_right and (unit is None or unit == "%"):
        metric = _normalise_metric(metric_right.group())
        if unit is None:
            unit, kind = metric, "score"
            span_end = metric_right.end()
        else:
            kind = "score"
    metric_left = _METRIC_LEFT.search(comparator_left)
    if metric_left and unit in (None, "%"):
        metric = _normalise_metric(metric_left.group("metric"))
        if metric == "p":
            unit, kind = "p", "other"
        else:
            kind = "score"
            unit = unit or metric
    elif comparator_key == "eq" and not keep_assignments:
        return None

    if candidate.is_word and unit is None and candidate.word.split()[-1] in FRACTION_WORDS:
        unit, kind = None, "ratio"
    if candidate.is_word and candidate.word in ("twice", "thrice"):
        unit, kind = "x", "ratio"

    relative = _is_relative(v, span_start, span_end, unit)
    quantity = metric if metric and metric != unit else None
    if quantity is None:
        quantity = _quantity_after(v, span_end, unit)
    if kind is None:
        kind = _kind_without_unit(candidate, quantity)
    # A change against something is an improvement whatever it is measured in; durations,
    # sizes and money keep their kind ("saves 3 GPU hours" is still compute).
    if relative and (kind == "other" or (unit is not None and kind in ("percentage", "score", "ratio", "count"))):
        kind = "improvement"

    original_start, original_end = _balance_markup(view.original, *view.to_original(span_start, span_end))
    surface = view.original[original_start:original_end]
    return Claim(
        text=surface,
        start_char=original_start,
        end_char=original_end,
        value=candidate.value if candidate.low is None else None,
        value_low=candidate.low,
        value_high=candidate.high,
        unit=unit,
        quantity=quantity,
        kind=kind,
        comparator=comparator,
        is_relative=relative,
        sentence=_sentence(view.original, original_start, sentence_bounds),
    )


def _balance_markup(text: str, start: int, end: int) -> tuple[int, int]:
    """Close braces and math dollars a span cut through: "AP$^{75" -> "AP$^{75}$"."""
    while text.count("{", start, end) > text.count("}", start, end) and end < len(text) and text[end] == "}":
        end += 1
    if text.count("$", start, end) % 2 == 1:
        if end < len(text) and text[end] == "$":
            end += 1
        elif start > 0 and text[start - 1] == "$":
            start -= 1
    return start, end


def _normalise_metric(text: str) -> str:
    text = text.strip()
    text = re.sub(r"\^|_", "", text)
    return text


def _is_relative(view: str, start: int, end: int, unit: Optional[str]) -> bool:
    if unit in ("p.p.", "x"):
        return True
    if _CHANGE_LEFT.search(view[max(0, start - 40) : start]):
        return True
    if _CHANGE_RIGHT.match(view, end):
        return True
    if _TO_LEFT.search(view[max(0, start - 5) : start]) and _CHANGE_VERB.search(view[max(0, start - 80) : start]):
        return True  # "reduces the cost to a quarter"
    return False


def _quantity_after(view: str, end: int, unit: Optional[str]) -> Optional[str]:
    """The noun phrase after a number: "9,262 CT volumes" -> "CT volumes"; "27.7% of the data" -> "data"."""
    position = end
    of_the = _OF_THE.match(view, position)
    if of_the:
        position = of_the.end() - 1  # "27.7% of the data", "half of the parameters" -> what it is a share of
    elif unit is not None and unit not in ("%",):
        return None
    match = _QUANTITY_WORDS.match(view, position)
    if not match:
        return None
    words = []
    for word in match.group(1).split():
        if word.lower() in _QUANTITY_STOP:
            break
        words.append(word)
    return " ".join(words) or None


def _kind_without_unit(candidate: _Candidate, quantity: Optional[str]) -> str:
    value = candidate.value if candidate.value is not None else candidate.high
    if value is not None and float(value).is_integer() and quantity:
        return "count"
    if candidate.is_word and value is not None and value < 1:
        return "ratio"
    return "other"


def _sentence(text: str, start: int, bounds: Optional[Sequence[tuple[int, int]]]) -> str:
    if not bounds:
        return text
    index = bisect.bisect_right([b[0] for b in bounds], start) - 1
    if index < 0:
        return text
    sentence_start, sentence_end = bounds[index]
    return text[sentence_start:sentence_end]


# ---------------------------------------------------------------------------------------------
# The spaCy component.

if not Doc.has_extension("claims"):
    # None (not []) as default: a shared mutable default would leak claims between Docs.
    Doc.set_extension("claims", default=None)


class NumericClaims:
    def __init__(self, keep_assignments: bool = True):
        self.keep_assignments = keep_assignments

    def __call__(self, doc: Doc) -> Doc:
        bounds = None
        if doc.has_annotation("SENT_START"):
            bounds = [(sent.start_char, sent.end_char) for sent in doc.sents]
        doc._.claims = find_claims(document_text(doc), bounds, keep_assignments=self.keep_assignments)
        return doc


@Language.factory(
    "numeric_claims",
    default_config={"keep_assignments": True},
)
def make_numeric_claims(nlp: Language, name: str, keep_assignments: bool) -> NumericClaims:
    """Numeric claims on doc._.claims; `keep_assignments` keeps settings such as "k = 5"."""
    return NumericClaims(keep_assignments=keep_assignments)
