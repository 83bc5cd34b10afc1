"""detect_artifacts: the names an abstract introduces, strongest evidence first, combining the rule families.

Evidence, strongest first: the title's prefix ("1DFormer: ..."), naming words ("called X"), introductions ("we
introduce X"), owned names ("our X dataset"), abbreviations a title defines, and, only when the abstract
introduces nothing, the whole title or the architecture it leads with. Names that are well known, or that the
abstract defined as ordinary terminology before introducing anything ("Large Language Models (LLMs)"), are not
the paper's own. Each name gets the label of the kind noun beside it (METHOD, DATASET, METRIC).
"""

from __future__ import annotations

from extractor.rules.abbreviations import Abbreviation, find_abbreviations
from extractor.rules.artifacts.cues import (
    DATASET_NOUNS,
    KIND_NOUN,
    METRIC_NOUNS,
    SCORE_TITLE_PAIR,
    SCORE_WHOLE_TITLE,
    WELL_KNOWN_NAMES,
)
from extractor.rules.artifacts.introductions import intro_verb_triggers, introduced_names, novelty_triggers
from extractor.rules.artifacts.long_forms import completed_long_form
from extractor.rules.artifacts.names import ArtifactName, Context, normalize_name, spelled_like_known_name
from extractor.rules.artifacts.naming import naming_triggers
from extractor.rules.artifacts.owned import names_set_off_before_new_kind, owned_names
from extractor.rules.artifacts.title import (
    abbreviated_title_prefix,
    abstract_spelling,
    title_intro_artifact,
    title_lead_name,
    title_prefix,
    title_prefix_artifact,
    title_prefix_name,
    whole_title_name,
)
from extractor.rules.text import clean_markup
from extractor.textview import markup_free_view, view_offset, whole_word_starts


def noun_label(noun: str) -> str:
    if DATASET_NOUNS.fullmatch(noun):
        return "DATASET"
    if METRIC_NOUNS.fullmatch(noun):
        return "METRIC"
    return "METHOD"


def artifact_label(clean: str, position: int) -> str:
    """The label of the nearest kind noun: in the description before the name ("a new
    benchmark, X"), else just after it ("X, a corpus of ..."); METHOD when none is said."""
    if position < 0:
        return "METHOD"
    # The description before the name is in its own sentence: "... like financial agent remains unknown. This
    # paper presents FinEval, a benchmark" says nothing of FinEval by "agent".
    sentence_start = max(clean.rfind(". ", 0, position) + 2, position - 50, 0)
    before = [m.group(0) for m in KIND_NOUN.finditer(clean, sentence_start, position)]
    if before:
        return noun_label(before[-1])
    after = KIND_NOUN.search(clean, position, position + 80)
    return noun_label(after.group(0)) if after else "METHOD"


def detect_artifacts(
    text: str,
    title: str | None = None,
    pairs: list[Abbreviation] | None = None,
    known_names: frozenset[str] = frozenset(),
    known_spellings: dict[str, frozenset[str]] | None = None,
) -> list[ArtifactName]:
    """The names `text` introduces, strongest evidence first (pure function). `known_names` are the comparison
    keys of prior work's names; `known_spellings` (names.known_spellings_by_key) says how each is written, so
    that a short form the paper defines is excluded only when spelled like the known name ("Coding Concepts
    (CoCo)" is not the COCO data set); without it every known key counts whatever its spelling."""
    pairs = find_abbreviations(text) if pairs is None else pairs
    clean, index = markup_free_view(text)
    pairs_by_long_start = {
        start: p for p in pairs if (start := view_offset(index, p.long_start)) is not None
    }
    verb_triggers = intro_verb_triggers(clean)
    intro_ends = {start for start, _, _ in verb_triggers}
    triggers = [*verb_triggers, *novelty_triggers(clean), *naming_triggers(clean)]
    first_trigger = min((t[0] for t in triggers), default=len(clean))
    early = {
        normalize_name(p.short)
        for p in pairs
        if (start := view_offset(index, p.long_start)) is not None and start < first_trigger - 40
    }
    title_name = title_prefix_name(title) or abbreviated_title_prefix(title, pairs)
    if title_name:
        # A title that leads with a known name is that name's own paper ("DuoRC: Towards Complex Language
        # Understanding ...", "MS MARCO: A Human-Generated ... Dataset", "ViPER: ..."): all four such titles in the
        # 4,128 abstracts. The reference lists know these names from later papers that used them.
        known_names = known_names - {normalize_name(title_name)}
    excluded = set(known_names) | early
    known_pairs = {
        normalize_name(p.short) for p in pairs
        if normalize_name(p.short) in known_names and spelled_like_known_name(p.short, known_spellings or {})
    }
    ctx = Context(clean, pairs_by_long_start, {p.short: p for p in pairs}, excluded, early | known_pairs)

    found: dict[str, ArtifactName] = {}

    def add(artifact: ArtifactName | None) -> None:
        if artifact is None:
            return
        # Abstracts wrap lines inside names; the name itself is reported on one line.
        artifact.name = " ".join(artifact.name.split())
        artifact.long = " ".join(artifact.long.split()) if artifact.long else None
        key = normalize_name(artifact.name)
        if key in found:
            best = found[key]
            best.score = max(best.score, artifact.score)
            best.long = best.long or artifact.long
            return
        artifact.label = artifact_label(clean, artifact.position)
        found[key] = artifact

    prefix_artifact = title_prefix_artifact(title, title_name, pairs, ctx, known_names)
    add(prefix_artifact)
    add(title_intro_artifact(title, clean))
    for artifact in owned_names(ctx, known_pairs):
        add(artifact)
    for artifact in introduced_names(ctx, triggers, intro_ends):
        add(artifact)
    for artifact in names_set_off_before_new_kind(ctx):
        add(artifact)
    if not title_name and prefix_artifact is None:
        # A title that defines an abbreviation names its own thing with it (ShELUs, BRE, A4C, IASD), even where the
        # abstract never repeats it.
        plain_title = clean_markup(title or "")
        for pair in find_abbreviations(plain_title):
            glued = plain_title[pair.short_end + 1 : pair.short_end + 2].isalpha()  # "Instruction (In)Stability"
            singular = normalize_name(pair.short).removesuffix("s")  # "ISRLUs" in the title, "ISRLU" in the abstract
            if glued or singular in {key.removesuffix("s") for key in found}:
                continue
            if normalize_name(pair.short) not in excluded and pair.short not in WELL_KNOWN_NAMES:
                mentions = whole_word_starts(clean, pair.short)
                add(ArtifactName(pair.short, SCORE_TITLE_PAIR, "title", long=pair.long,
                                 position=mentions[0] if mentions else -1))
    whole_title = None if found else (whole_title_name(title) or title_lead_name(title))
    if whole_title and normalize_name(whole_title) not in known_names:
        written = abstract_spelling(whole_title, clean)
        add(ArtifactName(written.group(0) if written else whole_title, SCORE_WHOLE_TITLE, "title",
                         position=written.start() if written else -1))
    prefix = title_prefix(title)
    for artifact in found.values():
        artifact.long = completed_long_form(artifact, clean, prefix)
    # "an Efficient Spiking Deraining Network, called ESDNet": the long form read as a name of its own is the same
    # thing.
    long_forms = {normalize_name(a.long): a for a in found.values() if a.long}
    for key in [key for key in found if key in long_forms and found[key] is not long_forms[key]]:
        long_forms[key].score = max(long_forms[key].score, found.pop(key).score)
    return sorted(found.values(), key=lambda a: (-a.score, a.position))


def mention_offsets(text: str, name: str, view: tuple[str, list[int]] | None = None) -> list[tuple[int, int]]:
    """Whole-word occurrences of `name` in `text`, tolerant of markup between its characters."""
    plain, origin = view or markup_free_view(text, collapse_space=True)
    needle = " ".join(name.split())
    return [(origin[start], origin[start + len(needle) - 1] + 1) for start in whole_word_starts(plain, needle)]
