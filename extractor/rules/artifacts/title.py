"""Names a title gives: its prefix ("1DFormer: A Transformer for ..."), the long form its subtitle spells ("WRPN:
Wide Reduced-Precision Networks"), "Introducing X", and, weaker, the whole title as a model name ("Hierarchical
Multiscale Recurrent Neural Networks") or the architecture it leads with ("Progressive Attention Networks for ...").

A descriptive prefix ("Unveiling LLMs: ...", "TD or not TD: ...") or a survey's topic is no name.
"""

from __future__ import annotations

import regex

from extractor.rules.abbreviations import Abbreviation, find_abbreviations, is_short_form_candidate, match_long_form
from extractor.rules.artifacts.cues import (
    ARCHITECTURE_HEAD,
    FUNCTION_WORDS,
    GENERIC_MODIFIERS,
    INTRODUCING_WORD,
    NAME_SET_OFF,
    SCORE_TITLE,
    SURVEY_SUBTITLE,
    TITLE_INTRO,
    TITLE_JOINERS,
    TITLE_NOT_NAME_WORDS,
    TITLE_PREFIX_STOP,
    WELL_KNOWN_NAMES,
)
from extractor.rules.artifacts.long_forms import pair_spelling_out, spells_title_name
from extractor.rules.artifacts.names import (
    ArtifactName,
    Context,
    is_capitalised_model_name,
    is_capitalized_word,
    is_distinctive_name,
    normalize_name,
)
from extractor.rules.text import clean_markup, is_plural
from extractor.textview import whole_word_starts

_TITLE_PREFIX = regex.compile(r"^\s*(?P<name>[^:]{1,60}?)\s*:\s+\S")
# Where a subtitle's opening noun phrase ends: "WRPN: Wide Reduced-Precision Networks for ...".
_SUBTITLE_END = regex.compile(r"\s(?:for|with|via|using|through|towards?|in|on|from|by)\s|[:,;?!(]|\s[-–—]\s", regex.I)
_MEANS = regex.compile(r"\s(?:with|via|using|through)\s", regex.IGNORECASE)
_TITLE_LEAD = regex.compile(r"^(?:The\s+)?(?P<lead>.+?)(?:\s*:\s+|\s+(?:for|with|in|on|via|under|from|to)\s+)", regex.I)


def title_prefix(title: str | None) -> str | None:
    """What a title has before its colon ("1DFormer" of "1DFormer: A Transformer for ..."), or None."""
    match = _TITLE_PREFIX.match(clean_markup(title)) if title else None
    return match.group("name").strip() if match else None


def title_prefix_name(title: str | None) -> str | None:
    """"1DFormer: A Transformer for ..." -> "1DFormer"; descriptive prefixes give None."""
    name = title_prefix(title)
    if name is None:
        return None
    words = name.split()
    if not 1 <= len(words) <= 4 or name.lower() in TITLE_PREFIX_STOP:
        return None
    if any(is_distinctive_name(w, title_prefix=True) for w in words):
        return name
    # One plain capitalised word before a colon is a coined name ("Jumanji: a Diverse Suite").
    if len(words) == 1 and is_capitalized_word(name):
        return name
    return None


def abbreviated_title_prefix(title: str | None, pairs: list[Abbreviation]) -> str | None:
    """"Perceive With Confidence: ..." when the abstract writes "Perceive with Confidence (PwC)": a
    title prefix of plain words is a name when the abstract abbreviates it; the short form is returned."""
    match = _TITLE_PREFIX.match(clean_markup(title)) if title else None
    if match is None:
        return None
    prefix = match.group("name")
    # "Physics-Informed Neural Networks: ...", "Automated Essay Scoring: Recent Successes and Future Directions":
    # a class of things, or the topic of a survey.
    if is_plural(prefix.split()[-1]) or SURVEY_SUBTITLE.search(title[match.end("name"):]):
        return None
    pair = pair_spelling_out(prefix, pairs)
    return pair.short if pair else None


def introduced_title_prefix(title: str | None, clean: str) -> str | None:
    """A title prefix of plain capitalised words ("Sub-Adjacent Transformer: Improving Time Series Anomaly
    Detection ...") is a name when the abstract introduces those words as one, set off from what follows: "we
    present the Sub-Adjacent Transformer, which", "This paper presents the gameplay filter, a new class of ...".
    Topics that open titles ("Machine Unlearning: ...", "Automated Essay Scoring: ...") are not introduced so;
    "we present a new deep multi-task representation learning framework" names a framework, not the prefix."""
    prefix = title_prefix(title)
    if prefix is None:
        return None
    words = prefix.split()
    if not 2 <= len(words) <= 4 or prefix.lower() in TITLE_PREFIX_STOP or words[0].lower().endswith("ing"):
        return None
    if not all(word[0].isupper() for word in words):
        return None
    stem = prefix[:-1] if is_plural(words[-1]) else prefix  # "Gameplay Filters": "the gameplay filter"
    pattern = INTRODUCING_WORD + regex.escape(stem) + r"s?" + NAME_SET_OFF
    return prefix if regex.search(pattern, clean, regex.IGNORECASE) else None


def title_name_in_abstract(
    name: str, long: str | None, clean: str, excluded: set[str]
) -> tuple[str, str | None] | None:
    """The title prefix as a name, or None when it reads as a description: a prefix of several
    words that the abstract never repeats and that opens with a verb form ("Unveiling LLMs"), joins
    words with function words ("TD or not TD", "DNN Representations as Codewords") or whose only
    names are known ones ("Robust SVD Made Easy", where the abstract defines SVD first). A name
    the abstract repeats, one word, or a coined phrase ("Length-Controlled AlpacaEval") stays."""
    words = name.split()
    if len(words) == 1 or whole_word_starts(clean.lower(), name.lower()):  # "Perceive with Confidence (PwC)"
        return name, long
    descriptive = words[0].lower().endswith("ing") or any(
        word in FUNCTION_WORDS or word in TITLE_JOINERS for word in words[1:]
    )
    names = [word for word in words if is_distinctive_name(word)]
    only_known = all(word in WELL_KNOWN_NAMES or normalize_name(word) in excluded for word in names)
    return None if descriptive or only_known else (name, long)


def title_name_and_long_form(name: str, title: str) -> tuple[str, str | None]:
    """The short name and long form a title prefix gives: "Surgical Robot Transformer (SRT)" ->
    ("SRT", "Surgical Robot Transformer") as the abbreviation pass pairs it; "WRPN: Wide
    Reduced-Precision Networks" -> ("WRPN", "Wide Reduced-Precision Networks"), when the
    subtitle's opening noun phrase ends in words whose initials are the name's capitals
    ("AESim: A Data-Driven Aircraft Engine Simulator" -> "Aircraft Engine Simulator"). (name, None) otherwise."""
    written = [pair for pair in find_abbreviations(name) if name.endswith(f"({pair.short})")]
    if written:
        return written[0].short, written[0].long
    if not is_short_form_candidate(name):
        return name, None
    subtitle = clean_markup(title).partition(":")[2].strip()
    # A subtitle often describes rather than expands ("3DBench: A Scalable 3D Benchmark", "CLIN: A
    # Continually Learning Language Agent"): only a phrase that spells the name counts (spells_title_name).
    # Past the opening noun phrase only the whole opening expands the name ("CATS: Context-Aware Thresholding for
    # Sparsity in ..."); a later phrase's tail describes ("GeniL: A Multilingual Dataset on Generalizing
    # Language"). The means after "with" or "via" may expand it whole ("KOROL: Learning ... with Koopman Operator
    # Rollout for Manipulation"); a purpose after "for" does not ("GenDP: 3D Semantic Fields for Category-Level
    # Generalizable Diffusion Policy": annotators do not take it).
    candidates = [(phrase, n == 0) for n, phrase in enumerate(subtitle_openings(subtitle))]
    candidates += [(means, False) for means in subtitle_means(subtitle)]
    for phrase, suffix_allowed in candidates:
        long_form = match_long_form(name, phrase)
        if long_form and (suffix_allowed or long_form == phrase) and spells_title_name(name, long_form):
            return name, long_form
    return name, None


def subtitle_openings(subtitle: str) -> list[str]:
    """The subtitle's opening noun phrase, then longer openings across prepositions ("Context-Aware
    Thresholding", "Context-Aware Thresholding for Sparsity", ...), up to the first punctuation."""
    openings = []
    for end in _SUBTITLE_END.finditer(subtitle):
        openings.append(subtitle[: end.start()].strip())
        if not end.group(0)[0].isspace() or end.group(0).strip() in "-–—":
            return [phrase for phrase in openings if phrase]
    return [phrase for phrase in [*openings, subtitle.strip()] if phrase]


def subtitle_means(subtitle: str) -> list[str]:
    """The phrases after "with", "via", "using" or "through", each up to where the next phrase begins."""
    phrases = []
    for means in _MEANS.finditer(subtitle):
        end = _SUBTITLE_END.search(subtitle, means.end())
        phrases.append(subtitle[means.end() : end.start() if end else len(subtitle)].strip())
    return [phrase for phrase in phrases if phrase]


def whole_title_name(title: str | None) -> str | None:
    """A title that is a name and nothing more: a few capitalised words ending in a model-like head noun
    ("Hierarchical Multiscale Recurrent Neural Networks", "Mixed Precision Training", "HyperNetworks"). Not a title
    with punctuation, function words or an opening verb form ("Revisiting Denoising Auto-Encoders"). On the
    annotated sets such a title of a paper that introduces no other name is its artifact for 10 of 14."""
    name = " ".join(clean_markup(title or "").split())
    words = name.split()
    if len(words) > 5 or not is_capitalised_model_name(name, min_words=1) or words[0].lower().endswith("ing"):
        return None
    if any(w.lower() in TITLE_NOT_NAME_WORDS or regex.search(r"[:,?!;]", w) for w in words):
        return None
    return name


def title_lead_name(title: str | None) -> str | None:
    """The name a title leads with before its purpose or subtitle, when it is an architecture's: a few capitalised
    words ending in an architecture noun, not only generic modifiers ("Progressive Attention Networks for Visual
    Attribute Prediction" -> "Progressive Attention Networks"). On the annotated sets 14 right, 5 wrong (2026-12-04)."""
    match = _TITLE_LEAD.match(" ".join(clean_markup(title or "").split()))
    name = whole_title_name(match.group("lead")) if match else None
    if name is None or not ARCHITECTURE_HEAD.search(name):
        return None
    modifiers = [word.lower() for word in name.split()[:-1]]
    return name if modifiers and not all(word in GENERIC_MODIFIERS for word in modifiers) else None


def abstract_spelling(name: str, clean: str) -> regex.Match | None:
    """Where the abstract writes `name`, in any case and either number ("the hierarchical multiscale recurrent
    neural network" for the title's "... Networks")."""
    words = [regex.escape(word) for word in name.split()]
    words[-1] = words[-1][:-1] + "s?" if words[-1].lower().endswith("s") else words[-1] + "s?"
    return regex.search(r"(?<![\w-])" + r"\s+".join(words) + r"(?![\w-])", clean, regex.IGNORECASE)


def title_prefix_artifact(
    title: str | None, title_name: str | None, pairs: list[Abbreviation], ctx: Context, known_names: frozenset[str]
) -> ArtifactName | None:
    """The paper-level name a title prefix gives (`title_name`, from title_prefix_name or abbreviated_title_prefix,
    else a plain prefix the abstract introduces), unless it is a known name or reads as a description. It is kept
    even when the abstract never repeats it ("AsGrad: A Sharp Unified Analysis ..."): it then has position -1 and no
    span, only doc._.artifact. The title's own name ("LangNav: ...") is the paper's even when the abstract spells it
    out before any "we propose" ("... our language-based navigation (LangNav) approach")."""
    clean = ctx.clean
    introduced = None if title_name else introduced_title_prefix(title, clean)
    if not (title_name or introduced) or normalize_name(title_name or introduced) in known_names:
        return None
    # A prefix the abstract introduces is a name already.
    named = (introduced, None) if introduced else title_name_in_abstract(
        *title_name_and_long_form(title_name, title), clean, ctx.excluded)
    if not named:
        return None
    name, long = named
    # The abstract abbreviates the title's name: the short form is the name ("Perceive With
    # Confidence: ..." and "... Perceive with Confidence (PwC)").
    spelled_out = pair_spelling_out(name, pairs)
    if spelled_out:
        name, long = spelled_out.short, spelled_out.long
    mentions = whole_word_starts(clean, name)
    pair = ctx.short_forms.get(name)
    return ArtifactName(name, SCORE_TITLE, "title", long=pair.long if pair else long,
                        position=mentions[0] if mentions else -1)


def title_intro_artifact(title: str | None, clean: str) -> ArtifactName | None:
    """"Introducing X: ...", "Meet X": the distinctive name a title introduces."""
    title_intro = TITLE_INTRO.search(clean_markup(title or ""))
    if not (title_intro and is_distinctive_name(title_intro.group("name"))):
        return None
    name = title_intro.group("name")
    mentions = whole_word_starts(clean, name)
    return ArtifactName(name, SCORE_TITLE, "title", position=mentions[0] if mentions else -1)
