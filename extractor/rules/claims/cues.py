"""Cues of numeric claims, as data: the markup the view rewrites, how numbers are written, the words around
a number that make it a name, reference or year, and the words that give its comparator, metric, counted
thing and relative change (the units a number can carry are in units.py). The rule modules beside this one read them; nothing here decides.
"""

from __future__ import annotations

import re

from extractor.numbers import SCALE_WORDS, TENS_WORDS, UNITS_WORDS
from extractor.rules.names.cues import MEASURES_ALONE, SCORE_HEADS

# ---------------------------------------------------------------------------------------------
# The cleaned view: markup replaced by what it means.

VIEW_REPLACEMENTS = {
    "\\%": "%", "\\times": "×", "\\cdot": "×", "\\geq": "≥", "\\ge": "≥", "\\geqslant": "≥",
    "\\leq": "≤", "\\le": "≤", "\\leqslant": "≤", "\\sim": "~", "\\approx": "≈", "\\simeq": "≈",
    "\\pm": "±", "\\$": "$", "{,}": ",", "&gt;": ">", "&lt;": "<", "&amp;": "&", "&ge;": "≥",
    "&le;": "≤", "&#37;": "%", "\\textgreater": ">", "\\textless": "<", "\\mu": "μ",
    "\\rho": "ρ", "\\tau": "τ", "\\kappa": "κ", "\\in": "∈", ":": ".",
}
# LaTeX commands, braces, math dollars and Markdown bold carry no text: they are deleted.
# A LaTeX document some publishers' pages embed after each formula's plain rendering ("2%\documentclass[12pt]
# {minimal} \usepackage{amsmath} ... \begin{document}$$2\%$$\end{document}"): it repeats what was just written, so
# it is deleted whole (its "-69pt" margins are no claims, its "$$2\%$$" no second claim).
# A dollar opening a word before a number is money, not math, when no dollar follows, or the next opens a number too,
# or a plain word comes before it (as PROSE_IN_DOLLARS tells a formula from money): "$0.12 per query", "between $5
# and $10", "under $50 an attacker", "US$5"; "$5$", "$2 \\times$", "$1<p<2$ and", "4096$\\times$4096" are math.
_PROSE = r"\s[a-z]{3,}\s"  # a plain word between spaces: what math between dollars never holds
CURRENCY_DOLLAR = rf"(?:(?<![^\s(\[])|(?<=US))\$(?=\d)(?=[^$]*\Z|[^$]*\$\d|[^$]*?{_PROSE})"
# A decimal point some older abstracts' PDF text renders as a colon ("98:2%", "an error of 0:4m", "AUC of 0:9685";
# 30 percentages so written in the 156k ML abstracts of ../shared/data/unlabeled, most from CVF workshops): before a
# percent sign or a unit of length, time or level, or after a lone "0" with three digits or more, no ratio ("a 2:4
# sparsity", "1:5") is meant.
DECIMAL_COLON = (r"(?<=\d):(?=\d+(?:\s?%|\s?(?:m|mm|cm|km|meters|s|ms|sec|seconds|dB|px|pixels|degrees)\b))"
                 r"|(?<![\d:.,]0)(?<=\b0):(?=\d{3,}(?![\d:]))")
# HTML markup some publishers' abstracts keep ("an L <sub xmlns:mml=...>1</sub> cost function", "10<sup>-6</sup>"):
# a subscript or superscript tag reads as "_" or "^", so that its number is an index or a power as "x_1" and "n^2"
# are, not a claim (177 abstracts of ../shared/data/unlabeled hold one); the other tags of running text carry no text.
HTML_TAG = r"</?(?:sub|sup|i|b|em|strong|u|br|p|span|tt|small)(?:\s+[\w:.-]+\s*=\s*\"[^\"<>]*\")*\s*/?>"
VIEW_TOKEN = re.compile(rf"{HTML_TAG}|"
                        r"\\documentclass[\s\S]*?\\end\{document\}"
                        r"|\\%|\\\$|\{,\}|&(?:gt|lt|amp|ge|le|#37);|\\[A-Za-z]+|\\[,;!: ]|[{}]"
                        rf"|(?!{CURRENCY_DOLLAR})\$|\*\*|{DECIMAL_COLON}")


# Between a value typeset in display math and its plain rendering right after: "$$85.5\,\%$$ 85.5 %".
MATH_THEN_PLAIN_GAP = re.compile(r"[\s$]*")

# ---------------------------------------------------------------------------------------------
# Numbers and ranges.


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
NUMBER = re.compile(
    rf"""
    (?P<power>10\^[-−]?\d+(?![\d.]))
  | (?P<fraction>(?<![\w./^])\d{{1,3}}/\d{{1,3}}(?![\w./]))
  | (?P<digits>(?:{_DIGIT_NUMBER})(?:\s?[×x]\s?10(?:\^[-−]?\d+|[-−]\d+|[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?)
        (?P<suffix>MM(?![A-Za-z])|[kKMB](?![A-Za-z])|T(?=\s+(?:[a-z]+\s+)?(?:tokens|parameters|params|words|FLOPs)\b)|\s[kKMB](?=\s+(?:[a-z]+\s+)?(?:parameters|params|tokens|images|samples|examples|sentences|words|documents|pairs|questions|videos|utterances|articles|instances)\b)|\s(?i:{_SCALE_WORD})\b(?:\s(?:thousand|million|billion)\b)?)?
  | (?P<words>(?i:\b(?:(?:a|an|one)\s+(?:half|quarter|third|fifth|tenth|dozen)\b
        |(?:a|an)\s+(?:hundred|thousand|million|billion)\b
        |(?:{_TENS_WORD})(?:[-\s](?:{_UNIT_WORD}))?\b(?:\s(?:{_SCALE_WORD})\b)*
        |(?:{_UNIT_WORD}|dozen)\b(?:[-\s](?:{_SCALE_WORD})\b)*(?:[-\s](?:halves|half|thirds|quarters)\b)?
        |half|twice|thrice)\b
        |\b(?:{_UNIT_WORD}|{_TENS_WORD}|hundred)(?=fold\b)))  # "threefold", "tenfold": the multiple's unit follows
    """,
    re.VERBOSE,
)

# Slash-separated names after slash-separated numbers pair them up: "55/13 WER/CER", "80/40% precision/recall"
# are two values, not a fraction.
SLASHED_NAMES_RIGHT = re.compile(r"\s?%?\s+[A-Za-z][\w+-]*/[A-Za-z]")
SLASH_THEN_NAME = re.compile(r"/[A-Za-z]")
# Two numbers joined into a range or an alternative; an optional unit may sit on the low end.
RANGE_JOIN = re.compile(r"\s?(?:%|×|x|°)?\s?(?:--?|–|—|−|~|to|or|and)\s?", re.IGNORECASE)  # the whole gap
SHARED_UNIT_RIGHT = re.compile(r"\s?(?:%|°|[x×](?![A-Za-z\d]))")
# Words that make a number approximate or a bound: "from about 50% to nearly 90%", "from 900M to over 3B".
_APPROXIMATE = r"(?:about|around|approximately|approx\.|roughly|nearly|almost|over|under|only|just|more\s+than|" \
               r"less\s+than|fewer\s+than|up\s+to|at\s+least|at\s+most|~)"
# Words between "by" (or "to") and the amount of a change: "by up to 43%", "by as much as 11X", "by a factor of 3".
_BY_AMOUNT = rf"(?:{_APPROXIMATE}\s*|as\s+much\s+as\s+|an\s+average\s+of\s+|a\s+factor\s+of\s+)?"
# "improves precision from 34% to 43%", "scale GenTron from 900M to 3B", "from a word error rate (WER) of 17.10% to
# 7.60%": a change verb, then "from" and the first number, maybe after the measure's name and "of".
FROM_AFTER_CHANGE = re.compile(
    r"\b(?:improv|increas|decreas|reduc|boost|rais|drop|grow|grew|rise|rose|lower|cut|go|goes|went|"
    r"jump|climb|fall|fell|shrink|enhanc|lift|scal|extend|expand|shorten|lengthen|widen|narrow|push|bring|brought)"
    r"\w*\b(?:[^.;]|\.(?=\d))*\bfrom\s+(?:(?:a|an|the)\s+)?(?:(?:[^\s.;,]+\s+){1,6}?(?:of|at)\s+)?"  # a decimal
    rf"(?:{_APPROXIMATE}\s*)?$",  # point ends no clause
    re.IGNORECASE,
)
# "from about 50% to nearly 90%": the gap of a range or change whose high end is approximate, after "from" or
# "between" (BETWEEN).
APPROXIMATE_TO_GAP = re.compile(rf"\s?%?\s+(?:to|and)\s+{_APPROXIMATE}\s*", re.IGNORECASE)
# "from 82% of vanilla inference to 97%", "drops from 61.43 on English to 44.06", "from 46% recognition rate to
# 71%", "from 4 minutes to 1.8 seconds", "from 95.1% [13] to 97.1%", "from 140M in original VGG-16 to 15M": a change
# whose first value is qualified by a few words before "to" (a unit, a measure, a citation, a name; no clause).
_NOT_QUALIFYING = r"(?!(?:and|or|but|while|which|whereas|than|compared|vs|up)\b)"  # "from 2% up to 9%": a range
CITATION_MARK = re.compile(r"\[[1-9]\d{0,2}(?:\s?[,–-]\s?[1-9]\d{0,2})*\]")  # "[13]", "[11, 12]": its numbers are no claims
_CITATION = rf"(?:\s*{CITATION_MARK.pattern})"
_QUALIFYING_WORD = r"[^\s.;,:()\[\]]*[^\W\d_][^\s.;,:()\[\]]*"  # has a letter ("VGG-16", "AP^r")
QUALIFIED_TO_GAP = re.compile(
    rf"\s?%?(?:\[[^\W\d_]{{1,3}}\])?{_CITATION}?\s+(?:(?:on|of|in|for|with|at|under|using)\s+)?{_NOT_QUALIFYING}"
    rf"(?:{_QUALIFYING_WORD}{_CITATION}?\s+{_NOT_QUALIFYING}){{0,4}}?to\s+", re.IGNORECASE)
# "ranging from 2.0% to 13.7%", "varies between": the ends of a range, even after a change word ("an improvement").
RANGING_FROM = re.compile(
    rf"\b(?:rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying))\s+(?:from|between)\s+(?:{_APPROXIMATE}\s*)?$", re.IGNORECASE
)
FROM_CHANGE_WINDOW = 160  # characters before the first number in which the change verb is looked for
# An interval written in brackets, "[0.62%, 2.52%]" (a confidence interval): a range, though joined by a comma.
INTERVAL_OPEN = re.compile(r"[\[(]\s*$")
INTERVAL_CLOSE = re.compile(r"\s*%?\s*[\])]")
INTERVAL_GAP = re.compile(r"\s?%?\s?,\s?")
# A multiple written as a factor: "by a factor of 13", "within a factor of 2 of the optimum".
FACTOR_OF_LEFT = re.compile(r"\bfactor\s+of\s+(?:about\s+|around\s+|roughly\s+|up\s+to\s+)?$", re.IGNORECASE)
# An aside in brackets between the ends of "from X to Y": "a gender score ranging from -100 (all reviews are feminine)
# to 100".
ASIDE_TO_GAP = re.compile(r"\s?%?\s*\([^()]{1,60}\)\s*to\s+", re.IGNORECASE)
BETWEEN = re.compile(rf"\b(?:between|from)\s+(?:{_APPROXIMATE}\s*)?$", re.IGNORECASE)  # "between about"
# A scale written only on the high end of a range ("2-3 million") applies to the low end too.
SCALED_LOW_END = re.compile(r"[kKMB]$|[a-z]$")
HIGH_END_SCALE = re.compile(r"\s?(?:[kKMB]|thousand|million|billion|trillion)$")


# ---------------------------------------------------------------------------------------------
# Contexts that make a number not a claim.


# Reference words: "Figure 3", "Sec. 4.2", "Eqs. 4 and 5", "Theorem 1", "(Table 2)".
REFERENCE_LEFT = re.compile(
    r"(?:\b(?:fig(?:ure)?s?|tab(?:le)?s?|sec(?:tion)?s?|eqs?|equations?|appendix|appendices|"
    r"theorems?|lemmas?|chapters?|algorithms?|corollary|corollaries|propositions?|definitions?|"
    r"remarks?|assumptions?)\.?|§|#)"
    r"\s*\(?(?P<chain>(?:\d+[a-z]?(?:\.\d+)*\s*(?:,|and|&|–|-|to)\s*)*)\(?$",
    re.IGNORECASE,
)
# Names of parts that take a number as an identifier, only when the number follows directly:
# "Step 2", "stage 1", "Task 3", "axis 1" (but "(setting 88.8%" is not a reference).
LABEL_LEFT = re.compile(
    r"\b(?:steps?|stages?|phases?|levels?|tasks?|part|round|track|problem|question|claim|"
    r"condition|case|axis|site|version|release|edition|no\.|exp\.|line|row|column|item|rule|property|category|"
    r"hypothesis|study|experiment|tier|split|layer|block|epoch|iteration|group|type|class|"
    r"sample|model|example|figure|table|option|variant|setting|scenario|subtask|module|mod)\s$",
)
# A number that names a kind, whatever noun follows: "Type 2 diabetes", "type-1 error", "Phase 3 trials".
KIND_NUMBER_LEFT = re.compile(r"\b(?:[Tt]ype|[Gg]rade|[Pp]hase)[\s-]$")
# A plural noun after a year-like number makes it a count ("2000 images"); these words don't.
NON_NOUN_WORDS = frozenset(
    "and or to in we the a an with by for of on at as that which when where there it they was were "
    "is are has have had through from until than while but also this these its their our near "
    "above below under over after before into within during per each respectively shows show "
    "see can could may might will would should must not".split()
)
# Words that may stand capitalised right before a claim without making the number part of a name.
FUNCTION_WORDS = frozenset(
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
WORD_BEFORE = re.compile(r"([^\s(\[]+)\s$")
# Capitalised names of measured things that precede their value ("pH 7", "Mw 7.1").
MEASURE_NAMES = frozenset({"pH", "Mw", "Tg", "Tm", "Re", "Ra", "Pr", "Ma", "DOF"})
# Only real sentence starts: after ":" a capitalised word is usually a listed name ("datasets: Argoverse 2").
SENTENCE_START_LEFT = re.compile(r"(?:^|[.!?]\s+|\n\s*)$")
NEXT_WORD = re.compile(r"\s+([A-Za-z]+)")
FOUR_DIGITS = re.compile(r"\d{4}")

SPREAD_LEFT = re.compile(r"[\d%]\s?_?\s?$")  # "95.3_{\pm 0.2}": a value before the "±"
IDENTIFIER_LIST_LEFT = re.compile(r"[A-Za-z]-?\d+\s?(?:and|or|/|&)\s?$")  # "CIFAR-10 and 100", "TAN127 or 385"
# Identifiers that end in a number: "arXiv:2301.01234", "doi: 10.1145", "ISBN 978".
IDENTIFIER_LEFT = re.compile(r"\b(?:arXiv|doi|DOI|ISBN|ISSN|PMID|PMCID|ORCID)\s*[:.]?\s*$")
# A number bounding a variable is a condition of a formula: "epsilon > 0", "n ≥ 2", "0 < x"; the p of a p-value,
# the r, ρ, τ, κ of a correlation or agreement, and assignments ("k = 5", a setting) are not.
VARIABLE_BOUND_LEFT = re.compile(
    r"(?:(?<![A-Za-z])(?![pPrR]\b)[A-Za-z]|\b(?:alpha|beta|gamma|delta|epsilon|eta|theta|lambda|mu|sigma)"
    r"|[α-ιλ-πσυ-ωΔΣΩ])\s*(?:>|<|≥|≤|>=|<=|→|≪|≫|∈\s*[\[(]?(?:\s*[-−]?[\d.]+\s*,)?)\s*$"
)
VARIABLE_BOUND_RIGHT = re.compile(r"\s*(?:<|≤|<=)\s*(?:[A-Za-z]|[α-ω])(?![A-Za-z])")
DIMENSION_RIGHT = re.compile(r"\s?[×x*]\s?\d")  # "3×3", "224x224"
DIMENSION_LEFT = re.compile(r"\d\s?[×x*]\s?$")
DOT_MARKER_RIGHT = re.compile(r"\.\s[a-z]")  # "are: 1. anytime classification ... and 2. budgeted"
DOT_MARKER_LEFT = re.compile(r"(?:^|[:;]\s*|\band\s|\n\s*)$")

# "one" counts only in these company; elsewhere it is a pronoun or an article.
ONE_LEFT = re.compile(r"\b(?:only|just|exactly|least|most|than|single|mere|merely)\s+$", re.IGNORECASE)
ONE_RIGHT_UNIT = re.compile(
    r"\s(?:GPU|TPU|hours?|days?|weeks?|months?|years?|minutes?|seconds?|epoch|pass|shot|"
    r"order of magnitude|forward pass|step)\b",
    re.IGNORECASE,
)
WORD_NOT_ALONE = frozenset({"zero"})  # "zero-shot", "zero" as a value is rarely a claim
FRACTION_OF_RIGHT = re.compile(r"\s+of\b")  # "a third of", not "a third approach"
HALF_RIGHT = re.compile(r"\s+(?:of|the|as|that)\b")  # "half of", "half the", "half as"
HALF_LEFT = re.compile(r"\b(?:by|in|to|than|about|nearly|almost|over|under|only|just)\s+$", re.IGNORECASE)

# Formula parts: numbers inside $...$ math that is more than a value.
MATH = re.compile(r"(?<!\\)\$([^$]+?)(?<!\\)\$")
# The zero-one loss and its kin are names: "the empirical 0/1 loss", "0-1 knapsack" (126 such in the unlabelled
# abstracts), no fraction nor range.
ZERO_ONE_NAME = re.compile(r"0\s?[/-]\s?1[\s-](?i:loss|error|knapsack|classification|valued)\b")
# A displayed equation ("\\begin{equation*} ... \\leq 1, \\end{equation*}"): its numbers are all formula parts.
EQUATION = re.compile(r"\\begin\{(equation|align|eqnarray|gather|multline)\*?\}[\s\S]*?\\end\{\1\*?\}")
MATH_SYMBOLS = (("\\times", "x"), ("\\cdot", "x"), ("\\pm", "±"), ("\\geq", "≥"), ("\\leq", "≤"), ("\\sim", "~"),
                ("\\approx", "≈"))  # replaced in this order
MATH_COMMAND = re.compile(r"\\[A-Za-z]+|\\[,;!: ]|[{}\s]")
_MATH_NUMBER = r"[-−]?(?:\d[\d.,]*(?:[×x]10\^-?\d+)?|10\^-?\d+)(?:_?±[\d.]+)?(?:\\?%|[×x])?(?:±[\d.]+(?:\\?%)?)?"
# Math that is only a number, a comparison with a number, or a setting ("k=5", "r>0.9").
PLAIN_MATH = re.compile(  # "$38\\% \\sim 61\\%$", "$2-3$": a range is a value too
    rf"(?:[A-Za-zρτκ]{{1,4}}(?:_\w+)?(?:\^\w+)?)?[<>=≤≥~≈]*(?:{_MATH_NUMBER})(?:(?:~|--?|–)(?:{_MATH_NUMBER}))?"
)
PROSE_IN_DOLLARS = re.compile(_PROSE)  # "$5 and $10" in plain text is money, not math


# The stems of verbs that change a quantity, by direction (a change's direction, what it measures, "reduce ... to").
_INCREASE_STEMS = "improv|increas|gain|boost|rais|speed|accelerat|rise|rose|grow|grew|jump|climb|enhanc|lift|advanc"
_DECREASE_STEMS = "reduc|decreas|drop|lower|cut|sav|shrink|compress|fall|fell|declin|diminish"
# "falls to 39% from 88%", "improved to 55.1% from 44.9%": the value changed to, then the one changed from.
TO_FROM_GAP = re.compile(r"\s?%?\s+from\s+")
CHANGED_TO_LEFT = re.compile(rf"\b(?:{_INCREASE_STEMS}|{_DECREASE_STEMS}|bring|brought|went|go(?:es)?)\w*\s+"
                             r"(?:[\w-]+\s+){0,4}?to\s+(?:about\s+|around\s+|only\s+|just\s+)?$", re.IGNORECASE)

# ---------------------------------------------------------------------------------------------
# Metrics, comparators, units.

_METRIC = (
    r"mAP(?:@?[\d.:]*\d)?|AP(?:\^?\d+|_\d+|@[\d.]*\d|[smlSML]|box|mask)?(?![A-Za-z])|FID|KID|IS(?![A-Za-z])|"
    r"BLEU(?:-\d)?|ROUGE(?:-[L12])?|METEOR|CIDEr|SPICE|chrF\+*|TER|BERT[Ss]core|"
    r"(?:[Mm]acro|[Mm]icro|[Ww]eighted)[- ]?F1(?:[- ][Ss]core)?|[Ff]_?\{?1\}?(?:[- ][Ss]core)?|F-score|F-measure|"
    r"EM(?![A-Za-z])|exact match|"
    r"(?:top-[15]\s)?accuracy|acc\.|AUC|AUROC|AUPRC|ROC-AUC|mIoU|IoU|PSNR|SSIM|LPIPS|Dice|"
    r"NDCG(?:@\d+)?|MRR|Hits@\d+|Recall@\d+|R@\d+|pass@\d+|WER|CER|perplexity|PPL|Elo|"
    r"win[- ]rate|success rate|MSE|MAE|RMSE|MAPE|precision|recall|sensitivity|specificity|CLIP[- ]score|"
    r"(?:avg\.|average|mean)\s+rank(?:ing)?|"
    r"Spearman(?:'s)?(?: correlation| ρ| rho)?|Pearson(?:'s)?(?: correlation| r)?|Kendall(?:'s)?(?: τ| tau)?"
)
METRIC_RIGHT = re.compile(rf"\s?(?:{_METRIC})(?![A-Za-z])")
METRIC_LEFT = re.compile(
    # "a BiLingual Evaluation Understudy (BLEU) score of 37": the acronym in brackets names the metric too
    rf"(?:(?<![A-Za-z])(?P<metric>{_METRIC}|r|ρ|τ|κ|R\^?2|[pP])(?:%|\)(?=\s*scores?\b))?\s*(?:scores?\s*)?"
    r"(?:of|=|:|is|was|reaches|reached|at|to)?\s*)$"
)
# A metric named after the number and its unit: "0.28 dB in PSNR", "2% in terms of top-1 accuracy".
# "51x in terms of latency": whatever follows "in terms of" is the measure, known metric or not.
TERMS_OF_RIGHT = re.compile(r"\s+in\s+terms\s+of\s+(?:the\s+)?(?P<metric>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2}?)"
                            r"(?=\s*(?:[,.;:)]|and\b|or\b|while\b|with\b|on\b|over\b|than\b|compared\b|$))")
METRIC_AFTER_IN = re.compile(rf"\s+(?:in|of|on)\s+(?:terms\s+of\s+)?(?:the\s+)?(?P<metric>{_METRIC})(?![A-Za-z])")  # "+7.0 on AP25"
# A measure phrase after "on" or "in", headed by a score's noun (names/cues.SCORE_HEADS) or a spread's: "a decrease of
# nearly 50% on standard deviation", "by 2% in the success rate" ("on the test set" names no measure). Not a loss
# ("25-50% on triplet loss": a method's), a return, a power or a frequency, which after "on" or "in" are other things.
_HEADS_AFTER_PREPOSITION = (SCORE_HEADS - {"loss", "return", "power", "frequency"}) | {"deviation", "variance"}
MEASURE_AFTER_PREPOSITION = re.compile(
    r"\s+(?:on|in)\s+(?:terms\s+of\s+)?(?:the\s+)?(?P<metric>(?:[A-Za-z][\w-]*\s+){0,3}?(?i:"
    + "|".join(sorted(_HEADS_AFTER_PREPOSITION, key=len, reverse=True)) + r")s?)(?![\w-])")
# A measure named before "of" and the number, by its acronym or its measuring noun: "IQM HNS of 107.3%", "an
# entropy difference of 1.55%", "a high score of 69%", "success rates of 73.9% and 79.3%" (not "a total of 5",
# "the number of").
# A word before a measure's name that is no part of it: an article, a possessive, a verb ("achieves an accuracy of").
_NOT_A_MODIFIER = (
    r"(?!(?:a|an|the|of|with|and|our|its|their|this|that|has|have|had|achieves?|achieved|achieving|reports?|"
    r"reported|reach(?:es)?|reached|obtains?|obtained|yields?|yielded|shows?|showed|gets?|got|attains?|attained|"
    r"gives?|gave)\s)"
)
METRIC_OF_LEFT = re.compile(
    r"(?<![\w-])(?P<metric>(?:[A-Z][A-Z0-9-]+\s+){0,2}[A-Z][A-Z0-9-]+|(?:" + _NOT_A_MODIFIER
    + r"[a-z][\w-]*\s+){0,2}(?:scores?|rates?|accurac(?:y|ies)|errors?|"
    r"differences?|ratios?|distances?|loss(?:es)?|gains?|correlations?|agreements?|similarit(?:y|ies)|coverage|"
    r"sensitivit(?:y|ies)|specificit(?:y|ies)|reliability|rank|(?:(?<=average\s)|(?<=mean\s))rank(?:s|ing)|returns?|rewards?))(?:\s+\([A-Z][A-Za-z0-9-]*\))?"  # "a mean radial error (MRE) of 0.95 mm"
    r"\s+(?:of|=|:)\s*(?:about\s+|around\s+|approximately\s+|only\s+|up\s+to\s+)?$"
)
# A measure named alone before "of" and its value, a change or a multiple too: "a speedup of 1.53x", "an inference
# latency of 30 ms" (the words names/cues.MEASURES_ALONE lists).
MEASURE_OF_LEFT = re.compile(
    r"(?<![\w-])(?P<metric>(?:" + _NOT_A_MODIFIER + r"[a-z][\w-]*\s+)?(?:"
    + "|".join(sorted(MEASURES_ALONE, key=len, reverse=True)) + rf")s?)\s+of\s+(?:{_APPROXIMATE}\s*)?$",
    re.IGNORECASE,
)
# Words a reading can take for the measure that never are one: comparison and clause words, units of change, and
# "performance", which says a number measures something without saying what ("96.4% of performance").
NOT_A_METRIC = frozenset({"vs", "versus", "because", "average", "percentage", "percent", "points", "point",
                          "difference", "times", "than", "experiments", "performance",
                          # an interval is of the value it qualifies: "AUROC of 0.799 (95% CI: [0.791, 0.806])"
                          "ci", "cis", "confidence interval", "confidence intervals"})
# Adjectives a comparison says its method is, which name no measure: "46% more accurate", "3.3x more efficient".
QUALITY_ADJECTIVES = frozenset("accurate efficient effective robust stable reliable precise scalable faithful "
                               "expressive interpretable fair sample-efficient energy-efficient".split())
# "47.8% of the time": how often something happens.
OF_THE_TIME = re.compile(r"\s+of\s+the\s+time\b")
PRONOUNS = frozenset("it its they them their this these those we our us he she".split())
LY_NOUNS = frozenset("anomaly family assembly supply italy rally poly monopoly".split())  # not adverbs
COMPARED_WITH = frozenset({"state-of-the-art", "state of the art", "sota", "baseline", "baselines"})
METRIC_MARKS = re.compile(r"\^|_")  # "AP^{75}" and "AP_75" are "AP75"
# A noun phrase after a number that names what it measures ("76.1% top-1 accuracy", "a 12% error rate").
METRIC_WORD = re.compile(
    rf"(?<![A-Za-z])(?:{_METRIC}|(?i:accuracy|error(?:\s+rate)?|(?<!learning\s)rate|score|precision|recall|"
    rf"correlation|agreement|reliability|kappa|loss|perplexity|AUC|F1))(?![A-Za-z])"
)
# Between a number and the things it compares in number: "112x fewer parameters", "3.6% of the parameters".
COMPARED_COUNT_GAP = re.compile(r"\s*(?:times\s+)?(?:(?:fewer|more|less|smaller|larger|bigger)\s+|"
                                r"of\s+(?:the\s+|its\s+|their\s+|our\s+|all\s+)?)")
# Plurals that name a measure ("costs", "savings"): a cost compared is one.
MEASURE_PLURALS = frozenset({"costs", "savings", "speedups", "speed-ups", "requirements", "returns", "rewards",
                             "gains", "improvements", "metrics", "benchmarks"})
# What a change measures, written after it ("2.8× speedup", "8.2% lower posterior variance", "23% improvement on
# F1") or as the object of its verb before it ("reduces the labeling cost by up to 43%").
# How a value compares, after it: "2.8x faster", "42 times smaller"; alone, no measure (context.names_no_measure).
COMPARATIVES = frozenset("lower higher better worse faster slower smaller larger less more fewer greater".split())
_PHRASE = r"(?P<phrase>[A-Za-z][\w'’/+-]*(?:\s+[A-Za-z][\w'’/+-]*){0,3})"
CHANGE_METRIC_RIGHT = re.compile(
    r"\s+(?:(?:relative|absolute|average|overall|mean)\s+)?(?:(?:" + "|".join(sorted(COMPARATIVES)) + "|"
    r"improvements?|reductions?|gains?|increases?|decreases?|drops?|differences?|"
    r"loss(?:es)?|increments?|degradations?|declines?|boosts?|jumps?)\s+"
    r"(?:(?P<prep>in\s+terms\s+of|in|on|of|for)\s+(?:the\s+)?)?)?" + _PHRASE
)
# A measure that changes, written before its verb: "accuracy improves by 5%", "the error rate drops from 70.2% to
# 40%", "our F1 increased to 91%" (the phrase's last word a measure's: not "the model improves by 5%").
CHANGE_SUBJECT_LEFT = re.compile(
    r"(?<![\w-])(?P<phrase>(?:(?!(?:the|a|an|that|which|and|or|of|on|in|we|our|its|their|this|these|while|when|"
    r"where|with|to|by|as)\b)[A-Za-z][\w'’/+-]*\s+){0,3}?[A-Za-z][\w'’/+-]*)\s+"
    rf"(?:{_INCREASE_STEMS}|{_DECREASE_STEMS})\w*\s+(?:(?:by|to|from)\s+{_BY_AMOUNT})?$",
    re.IGNORECASE,
)
# A measure that was changed, the subject of a passive change verb before the amount: "the memory cost can be reduced
# by about 65%", "the total number of parameters can be reduced by 13x" (what was changed is what is measured).
_CONTENT_WORD = r"(?!(?:the|a|an|that|which|and|or|of|on|in|we|our|its|their|this|these|it|they|while|when|where|" \
                r"with|to|by|as|can|could|is|are|was|were|be)\b)[A-Za-z][\w'’/+-]*"
PASSIVE_CHANGE_LEFT = re.compile(
    rf"(?<![\w-])(?P<phrase>{_CONTENT_WORD}(?:\s+(?:of\s+)?{_CONTENT_WORD}){{0,3}})\s+"
    r"(?:(?:can|could|may|might|will|would)\s+be|is|are|was|were|has\s+been|have\s+been)\s+(?:\w+ly\s+)?"
    rf"(?:{_INCREASE_STEMS}|{_DECREASE_STEMS})\w*ed\s+(?:by|to)\s+{_BY_AMOUNT}$",
    re.IGNORECASE,
)
# The head of a phrase naming what is improved, not what measures it: "the model was improved by 5%".
METHOD_HEAD = re.compile(r"(?i)\b(?:models?|methods?|approach(?:es)?|systems?|networks?|frameworks?|algorithms?|"
                         r"baselines?|architectures?|pipelines?|techniques?)$")
# A share or change "of" or "in" a measure, named after it: "50% of the training time", "22.5% of its MACs",
# "5-6% in depth estimation quality" (the head word says it is measured, not "27.7% of the data").
SHARE_OF_MEASURE = re.compile(
    r"\s+(?:in|of)\s+(?:the\s+|its\s+|their\s+|our\s+|total\s+)*(?P<phrase>(?:(?!(?:and|or|of|the|a|an|with|for|to)\s)[A-Za-z][\w-]*\s+){0,3}"
    r"(?:time|cost|costs|latency|memory|computation|compute|parameters|MACs|FLOPs|quality|throughput|energy|"
    r"consumption|size|error|accuracy|performance|overhead|footprint|runtime))(?![\w-])"
)
# A multiple of a count, named after it: "15x the number of object categories", "twice the amount of data".
MULTIPLE_OF_COUNT = re.compile(
    r"\s+(?:the\s+)?(?P<phrase>(?:number|amount|size|count)\s+of\s+(?:(?!(?:and|or|the|a|an|with|for|to|in|on)\s)"
    r"[A-Za-z][\w-]*(?:\s+|(?=[\s,.;:)]|$))){1,3})"
)
CHANGE_METRIC_LEFT = re.compile(
    rf"\b(?:{_INCREASE_STEMS}|{_DECREASE_STEMS}|outperform\w*\s+\S+\s+in)"
    r"\w*\s+(?:the\s+|its\s+|their\s+|our\s+|overall\s+)*" + _PHRASE
    # what it is measured on may come between ("the average sequence length on CALVIN from 1.7 to 3.5"), and a dash
    # ("increases usefulness further—from 57.6% to 82.1%": _trimmed leaves "further" out)
    + rf"(?:\s+(?:on|in)\s+[A-Z][\w-]*)?(?:\s+|\s*[—–-]\s*)(?:by|to)\s+{_BY_AMOUNT}$",
    re.IGNORECASE,
)
# A change in a list of changes, its verb said once: "reduces training time by up to 35%, inference FLOPs by 75%, and
# latency by 45%": after the value before it, the phrase before "by" is what changes.
LISTED_CHANGE_LEFT = re.compile(
    r"[\d%]\s*,\s+(?:and\s+)?(?:the\s+|its\s+|their\s+)?" + _PHRASE + rf"\s+by\s+{_BY_AMOUNT}$",
    re.IGNORECASE,
)
# The spread after a value: "76.1±0.3", "95.3_{\pm 0.2}" (the view reads "\pm" as "±"), "3.2 +/- 0.4".
UNCERTAINTY = re.compile(r"\s?_?\s?(?:±|\+/-|\+-)\s?(?P<spread>\d+(?:\.\d+)?)")
# The spread named in brackets after the value: "0.84 (SD 0.01)", "0.81 (SD [standard deviation] 0.01)", "(s.d. = 2.1)".
SPREAD_IN_BRACKETS = re.compile(r"\s?\(\s?(?:SD|s\.d\.|std\.?|standard\s+deviation)(?:\s?\[[^\]]{1,40}\])?\s?[:=,]?\s?"
                                r"(?P<spread>\d+(?:\.\d+)?)\s?%?\)")

COMPARATOR_LEFT = re.compile(
    r"(?:(?<![A-Za-z])(?:(?P<gt>more than|greater than|over|above|exceeding|exceeds?|in excess of|beyond|>)"
    r"|(?P<ge>at least|no less than|no fewer than|a minimum of|≥|>=|⩾)"
    r"|(?P<lt>less than|fewer than|under|below|lower than|<)"
    r"|(?P<le>up to|at most|no more than|as much as|as many as|a maximum of|within|≤|<=|⩽)"
    r"|(?P<approx>approximately|approx\.|about|around|roughly|nearly|almost|close to|circa|ca\.|"
    r"~|≈|∼|on average|an average of|on the order of)"
    r"|(?P<eq>=|exactly))\s*)$",
    re.IGNORECASE,
)
COMPARATOR_SYMBOLS = {"gt": ">", "ge": ">=", "lt": "<", "le": "<=", "approx": "~", "eq": "="}


MONEY_LEFT = re.compile(r"(?:\$|US\$|USD\s?|€|£)$")


# ---------------------------------------------------------------------------------------------
# Relative change, counted things, coordination.

CHANGE_LEFT = re.compile(
    r"(?:\bby|(?:improv|gain|boost|increas|decreas|reduc|drop|speed-?up|lift|margin|outperform|"
    r"surpass|accelerat|cut|sav|lower|rais|enhanc|advanc)\w*\s+(?:of\s+|by\s+)?(?:up to\s+|over\s+"
    r"|about\s+|approximately\s+|more than\s+|around\s+|nearly\s+|an average of\s+)?)\s*$",
    re.IGNORECASE,
)
_CHANGE_WORDS = (r"(?:improvements?|gains?|increases?|decreases?|reductions?|boosts?|lift|speed-?ups?|drops?|faster|"
                 r"slower|better|higher|lower|fewer|less|more|smaller|larger|cheaper|improved|reduced|increased|"
                 r"decreased|compression|acceleration|savings?|above|below|over|ahead)\b")
CHANGE_RIGHT = re.compile(
    r"\s*(?:\(\w+\)\s*)?(?:(?!of\b|the\b|and\b|on\b|in\b)[A-Za-z-]+\s+){0,3}?" + _CHANGE_WORDS, re.IGNORECASE)
# A count is a change only with the change word right after it ("five more layers", "3 fewer steps"): words between
# make it a counted thing ("three adaptive improvements", "102 phobia subtypes over six months").
COUNT_CHANGE_RIGHT = re.compile(r"\s*" + _CHANGE_WORDS, re.IGNORECASE)
TO_LEFT = re.compile(r"\bto\s*$", re.IGNORECASE)
CHANGE_VERB = re.compile(rf"\b(?:{_INCREASE_STEMS}|{_DECREASE_STEMS})\w*", re.IGNORECASE)

QUANTITY_WORDS = re.compile(r"\s+((?:[A-Za-z][\w'’/+-]*)(?:\s+[A-Za-z0-9][\w'’/+-]*){0,3})")
QUANTITY_STOP = frozenset(
    "a an the of in on at for to from by with and or but than as is are was were be been being "
    "that which while when where whereas compared across over under using via per each we our "
    "it its this these those respectively more less fewer higher lower better faster slower "
    "improvement improvements gain gains relative absolute increase decrease reduction while "
    "only also both all can could will would may might into onto within without among between "
    "after before during through up out such rather not no if unless vs vs. versus has have had do does did".split()
)
OF_THE = re.compile(r"\s+of\s+(?:the\s+|all\s+|our\s+|its\s+|their\s+|these\s+|those\s+)?", re.IGNORECASE)

# "improvements of 13.6% and 45.9%", "2, 4 and 8 layers": values joined like this share one reading.
# "/": "45.1/47.3 mAP"; "vs.": two values set side by side, in one measure ("58.74 vs. 55.91 UUAS")
COORDINATION = re.compile(r"\s*(?:,\s*(?:and|or)?|and|or|/|vs\.?|versus)\s*", re.IGNORECASE)
# "1.48 at 64x64, 3.52 at 128x128 and 4.88 at 256x256", "80.1% on CIFAR-10, 70.2% on CIFAR-100": values each with
# the same kind of short phrase after it are coordinated too (the phrase's preposition is repeated after the next).
PARALLEL_GAP = re.compile(
    r"\s+(?P<prep>at|on|in|for|with|under|using)\s+[^,;:()%]{1,40}?(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)",
    re.IGNORECASE,
)


# ---------------------------------------------------------------------------------------------
# Roles: what a number is for (rules/claims/roles.py).

# Words before a number that make it a condition of the experiment rather than its outcome.
# A period of time a sentence sets its scene in: "over the last 25 years", "in the past two decades".
PERIOD_LEFT = re.compile(r"\b(?:over|in|during|for|within|throughout)\s+the\s+(?:last|past|previous|next|first|"
                         r"coming|recent)\s+$", re.IGNORECASE)
PERIOD_WORDS = frozenset("years decades months weeks days centuries".split())
SETTING_LEFT = re.compile(
    r"\b(?:with|using|use|uses|used|given|on|at|under|after|trained|train|training|fine-?tun\w*|"
    r"sampl\w*|batch(?:\s+size)?|learning\s+rate|set\s+to|budget\s+of|rate\s+of|ratio\s+of|window\s+of|"
    r"size\s+of|resolution\s+of|temperature\s+of|step\s+size|epochs?|iterations?|k|n|top|thresholds?)\s*(?:of\s+)?(?:the\s+|a\s+|an\s+)?"
    r"(?:only\s+|just\s+|merely\s+)?$",  # "using only 36% of the data"
    re.IGNORECASE,
)
# A speed the system runs at, an outcome though written after "at" or "with" ("the tracker runs at 6 fps", "operating
# at 30 FPS on a laptop", "runs on Samsung Galaxy S3 with 3.7 fps"); "videos at 30 fps" is the data's frame rate.
RUNS_AT_LEFT = re.compile(r"\b(?:runs?|running|operates?|operating|works?|working|performs?|performing|processe?s|"
                          r"processing|executes?|executing)\s+(?:[\w-]+\s+){0,5}(?:at|with)\s*"
                          r"(?:about\s+|over\s+|up\s+to\s+)?$", re.IGNORECASE)
# Things counted per unit of time are a throughput, measured ("5 images per second", "over 1K questions per second").
PER_TIME_RIGHT = re.compile(r"\s*(?:[\w-]+\s+){1,2}per\s+(?:second|sec|minute|min|hour|day)\b", re.IGNORECASE)
# How much supervision an experiment is given, a condition chosen (the annotators' "with 1,100 labeled instances" is a
# setting): training signal counted after "using", "with", "given" or "requiring", alone or in a list ("using 50, 1000
# and 4000 labels", "requiring only 10-20 demonstrations"); not a label set ("annotated with 24 labels").
SUPERVISION_LEFT = re.compile(
    r"\b(?:(?<!annotated )(?<!labeled )(?<!labelled )(?<!tagged )with|using|given|requir\w*|needs?|needing|from)\s+(?:(?:only|just|merely|as\s+few\s+as|more\s+than|"
    r"less\s+than|fewer\s+than|up\s+to|supervision\s+from)\s+)?(?:\d[\d,.]*\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+))*$",
    re.IGNORECASE)
SUPERVISION_COUNTED = re.compile(
    r"(?:^|\s)(?:label(?:l)?ed\s+[\w-]+|labels?|annotations?|demonstrations?|explanations?|examples?|shots?|"
    r"exemplars?)$", re.IGNORECASE)
# Counted things that say how long training ran, a setting: "100 epochs", "50k iterations", "10k training steps"
# (not "three steps" of a procedure, a count).
TRAINING_LENGTH = re.compile(
    r"^(?:training\s+)?(?:epochs?|iterations?)$|\b(?:training|gradient|optimi[sz]ation|update|SGD|environment)\s+steps?$",
    re.IGNORECASE)
# Counted things that measure how big a data set, a model or a resource is.
SIZE_NOUNS = re.compile(
    r"\b(?:samples?|examples?|instances?|images?|photos?|videos?|clips?|frames?|sentences?|tokens?|words?|"
    r"documents?|articles?|papers?|pages?|utterances?|dialogues?|dialogs?|conversations?|questions?|answers?|"
    r"pairs?|triples?|records?|entries|annotations?|labels?|hours?\s+of|minutes?\s+of|data\s*points?|"
    r"points?|rows?|tables?|posts?|tweets?|reviews?|comments?|queries|query|prompts?|responses?|"
    r"scenes?|objects?|trajectories|episodes?|demonstrations?|molecules?|proteins?|graphs?|nodes?|edges?|"
    r"patients?|recordings?|volumes?|stills?|scans?|slides?|cells?|genes?|transcripts?|texts?|essays?|stories|"
    r"passages?|paragraphs?|abstracts?|summaries|captions?|messages?|e-?mails?|notes?|reports?|sequences?|"
    r"outcomes?|narratives?|speeches|books?|poems?|"
    r"parameters?|params|vocabulary|characters?|lines?|files?|repositories|programs?|problems?|tasks?\s+instances?)\b",
    re.IGNORECASE,
)
# Fewer things than this are counted ("three datasets"), however data-like; from it on, data units make a size.
SIZE_FROM = 10
# From a thousand on, a count is a size whatever it counts, but for what the guideline counts even by the thousand:
# kinds, tasks, data sets, languages, people taking part.
SIZE_BY_MAGNITUDE = 1000
COUNT_NOUNS = re.compile(
    r"(?i:categories|classes|tasks|datasets|benchmarks|languages|participants|annotators|raters|workers|models|"
    r"methods|baselines|teams|systems|domains|users|people|subjects|respondents|students|institutions|countries|"
    r"species|concepts|entities|relations|labels|types|features|parameters|experts|agents|robots|GPUs|nodes|"
    r"experiments|runs|trials|configurations)")
# After a number: a confidence level ("95% CI") is a condition of the analysis, "5 out of 6" an outcome.
SETTING_RIGHT = re.compile(r"\s*(?:(?:confidence|credible|prediction)\s+intervals?|CIs?\b|(?:-?fold\s+)?cross[- ]?valid)",
                           re.IGNORECASE)
# Before a value of a metric, right after another value and its measure: the operating point that result is read
# at ("100% genuine acceptance rate at 0% false acceptance rate", "90.1 precision @ 95% recall"); not "infer
# attributes at up to 77.6% accuracy".
# After a duration, data it measures: "960 hours of speech", "almost four hours of content" (a data amount: size).
DATA_DURATION_RIGHT = re.compile(
    r"\s+of\s+(?:[\w-]+\s+){0,2}?(?:content|speech|audio|videos?|data|recordings?|footage|conversations?|"
    r"dialogues?|demonstrations?|gameplay|driving|text|lectures?|podcasts?|broadcasts?)\b", re.IGNORECASE)
# After a share, the data it is a share of: "20% of the stored data", "0.1% regions labeled", "images of ~54% cell
# samples", "10% labeled ImageNet" (how much data was used: a setting, as the annotators' "10% of features").
DATA_SHARE_RIGHT = re.compile(
    r"\s+(?:of\s+(?:the\s+|its\s+|their\s+|all\s+)?)?(?:[\w-]+\s+){0,2}?(?:data|samples|labels|examples|"
    r"annotations|instances|regions)\b|\s+(?:un)?(?:labell?ed|annotated)\b"
    r"(?!\s+(?:F\d?|accuracy|attachment|precision|recall|scores?|exact|match|span|bracket)\b)", re.IGNORECASE)
# A value read at an operating point of another measure: "FPR (at TPR 95%)", "at IoU 0.5", "at 95% recall" (the
# measure's name after "at", or after the value: AT_MEASURE_RIGHT).
AT_MEASURE_LEFT = re.compile(r"(?:\bat|@)\s*(?P<measure>[A-Z][A-Za-z]{1,5}\s*(?:=\s*|@\s*)?)?$")
AT_MEASURE_RIGHT = re.compile(r"\s*(?:[A-Z][A-Za-z]{1,4}[A-Z]\b|IoU\b|recall\b|precision\b|overlap\b)")
OPERATING_POINT_LEFT = re.compile(r"\d\s*%?\s*[A-Za-z][\w\- ]{0,40}?\s+(?:at|@)\s*$", re.IGNORECASE)
# After a number, the hardware it ran on ("on 8 GPUs", "256 GPUs", "more than 9600 Hopper GPUs", "2x A800-80GB
# GPUs"; between them only names: "3x faster on GPUs" is a result): the guideline's example of a setting.
HARDWARE_RIGHT = re.compile(
    r"\s*(?:[A-Z\d][\w-]*\s+|multi-core\s+){0,2}?(?:GPUs?|TPUs?|NPUs?|CPUs?|(?:CPU|GPU)\s+cores|machines)\b")
# The memory of the machine used, after its size: "2 MB cache", "16 GB of RAM" (not "uses 500 MB memory": a cost).
MACHINE_MEMORY_RIGHT = re.compile(r"\s*(?:of\s+)?(?:RAM|VRAM|DRAM|SRAM|HBM|[Cc]ache)\b")
# The memory a method uses, said after a size in bytes ("193MB memory consumption", "500 MBytes of memory") and
# said to be used ("requires only 23 KB of storage", "using less than 1 GB memory"): a cost. Not a machine's
# ("GPUs with 16GB memory").
MEMORY_RIGHT = re.compile(r"\s*(?:of\s+)?(?:(?:GPU|peak)\s+)?(?:memory|storage)\b(?P<used>\s+(?:consumption|footprint|"
                          r"usage|use|overhead|cost))?", re.IGNORECASE)
MEMORY_USED_LEFT = re.compile(r"\b(?:us(?:es|ed|ing)|requir\w*|need\w*|consum\w*|occup\w*|tak(?:es|ing)|only)\b"
                              r"[^.;,]{0,25}$", re.IGNORECASE)
# Units that describe the machine, not an outcome: a processor's clock ("a 2.2 GHz Opteron").
MACHINE_UNITS = frozenset({"GHz"})
# After "8 fold" (read as a multiple): "8 fold validation" is the evaluation's setting, not a result.
FOLD_VALIDATION_RIGHT = re.compile(r"\s+(?:cross[- ]?)?validation", re.IGNORECASE)
OUT_OF_RIGHT = re.compile(r"\s+out\s+of\s", re.IGNORECASE)
# "8 out of 20 classes", "in 52 of 102 images": the part is written with the whole it is a part of. The claim reads
# "8 out of" (the guideline's result surface is "8 out of 20", its count "20 classes": the whole is a claim of its own).
PART_OF_WHOLE_RIGHT = re.compile(r"\s+(?:out\s+)?of(?=\s+\d+(?![.,]?\d))", re.IGNORECASE)
# Kinds that are outcomes whenever the number is not a setting.
RESULT_KINDS = frozenset({"percentage", "score", "improvement"})

# Which way a change goes: the change verbs by direction, and the comparatives.
DECREASE = re.compile(
    rf"\b(?:{_DECREASE_STEMS}|fewer|less|smaller|cheaper|shrunk|down|slash|minimi|degrad)\w*", re.IGNORECASE
)
INCREASE = re.compile(
    rf"\b(?:{_INCREASE_STEMS}|higher|more|larger|outperform|surpass|faster|better|up|exceed|beat)\w*", re.IGNORECASE
)
# A day of a month ("November 01 1992", "23 March"): a date, not a quantity.
_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
          r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
MONTH_LEFT = re.compile(rf"\b{_MONTH}\s+$")
MONTH_RIGHT = re.compile(rf"\s+{_MONTH}\b")
# A citation's volume, issue and pages after its year, as publisher pages print them: "(1992) 4 (6): 832–834".
CITATION_LEFT = re.compile(r"\(\d{4}\)\s+(?:\d+\s+\((?:\d+\)\s*:\s*)?)?$")
