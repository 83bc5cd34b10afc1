"""Artifact detection: the named thing the paper itself introduces ("WildChat", "LLM-KICK").

Evidence, strongest first:
  title prefix   "1DFormer: A Transformer for ..." names the artifact (when the abstract uses it);
  naming words   "called / dubbed / named / termed / coined X", a quoted term after them whatever its case
                 ("We call this approach ``learning to teach''");
  introductions  "we introduce X", "we propose a data-centric approach, Long Form (LF)",
                 "this paper presents X: The Long Form";
  weaker title evidence, only when the abstract introduces nothing: the whole title as a model name
                 ("Hierarchical Multiscale Recurrent Neural Networks") or the architecture a title leads with
                 ("Progressive Attention Networks for Visual Attribute Prediction").
A name is a word with a distinctive shape (acronym, CamelCase, letters with digits:
"LLM-KICK", "WildChat", "1DFormer", "AbdomenAtlas 1.1"), a defined abbreviation, or a
capitalised word set off as an appositive ("we present Jumanji, a suite ..."). Between the verb
and the name only a short description may stand ("a novel framework"); a preposition or a
clause ("a method for LLMs", "to improve CLIP") means the name belongs to something else. Names
that are well known (gazetteer datasets, common models like GPT-4) or that the abstract defined
as ordinary terminology before introducing anything ("Large Language Models (LLMs)") are not
the paper's own.

The component sets doc._.artifact (the primary name, short form when there is one),
doc._.artifact_names (all names, long forms included) and marks every mention in
doc.spans["artifacts"] (Span._.is_artifact, long_form, entity_label, entity_score).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import regex
from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.doc_extensions import document_text
from extractor.textview import markup_free_view, view_offset, whole_word_starts

from .abbreviations import (
    Abbreviation,
    capitals,
    clean_markup,
    find_abbreviations,
    initials,
    is_short_form_candidate,
    match_long_form,
    spelled_by_word_starts,
)
from .gazetteer import REFERENCE_DIR, read_reference_names

# Patterns used per abstract, compiled once here.
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
_SHORT_FOR = regex.compile(r",?\s*(?:short\s+for|(?:which\s+)?stand(?:s|ing)\s+for)\s+", regex.IGNORECASE)
_WORD_BEFORE_PUNCTUATION = regex.compile(r"(\w+)\s*(?:[,:—–]|-{2,3})\s*$")
_UPPER_START = regex.compile(r"\p{Lu}")

SPAN_KEY = "artifacts"

# Scores are fixed priors per kind of evidence, ordered by how often each was right on the
# dev set; they rank candidates, they are not calibrated probabilities.
SCORE_TITLE = 0.95
SCORE_NAMING = 0.9
SCORE_INTRO_ABBREVIATION = 0.85
SCORE_INTRO_NAME = 0.75
SCORE_OWNED = 0.6  # "our SUP-AD dataset": owned, but not introduced in so many words
SCORE_TITLE_PAIR = 0.8  # "Improving GAN Training via Binarized Representation Entropy (BRE) Regularization"
SCORE_WHOLE_TITLE = 0.5  # "Hierarchical Multiscale Recurrent Neural Networks" as the title, nothing else introduced

_INTRO_VERB = (
    r"(?:introduc|propos|present|develop|releas|buil|construct|creat|curat|design|collect|compil"
    r"|contribut|devis|establish|publish|open-sourc|launch|unveil|formulat|describ|put\s+forward)"
    r"(?:e|es|ed|ing|t|ts|s)?"
)
_INTRO = regex.compile(
    r"\b(?:we|this\s+(?:paper|work|study|article|report)|our\s+(?:work|paper|study))\b"
    r"(?:[^.;!?]{0,90}?|[^.;!?]{0,200}?\band\s+(?:then\s+|also\s+)?|[^.;!?]{0,200}?,\s+(?=\w+ing\b))(?<![\w-])"
    r"(?P<verb>" + _INTRO_VERB + r")\b",
    regex.IGNORECASE,
)
_NAMING = regex.compile(
    # "named" but not "Named Entity Recognition"
    r"(?<!so-)\b(?:(?:called|dubbed|named(?![\s-]+entit)|termed)(?:\s+as\b)?|coined|nicknamed|which\s+we\s+(?:call|name|term)"
    r"|we\s+(?:call|name|term)(?:\s+(?:it|this|them))?|(?:call|name|term)\s+(?:it|this|them)"
    r"|refer(?:red)?\s+to\s+(?:(?:it|this|them|(?:our|this|the\s+(?:resulting|new|proposed))\s+(?:[\w-]+\s+){1,2}?)\s*)?as"
    r"|newly\s+(?:introduced|proposed|created|collected|constructed))\b",
    regex.IGNORECASE,
)
_INTRO_VERB_WORD = regex.compile(_INTRO_VERB)
_AND_BEFORE = regex.compile(r"\band\s+$")
_WE_DEFINE = regex.compile(r"\b(?:we\s+(?:\w+ly\s+)?|and\s+)define\b", regex.IGNORECASE)
_GERUND_AFTER_PREPOSITION = regex.compile(r"\b(?:in|of|on|about)\s+\w+ing$", regex.IGNORECASE)
# Earlier mentions by others, not this paper's contribution.
_PRIOR_WORK = regex.compile(r"\b(?:previously|recently|originally|been|were|was|widely|commonly)\s+$", regex.IGNORECASE)
_SENTENCE_END = regex.compile(r"(?<!\b(?:e\.g|i\.e|et al|etc|vs|cf|Fig|Eq))[.!?](?=\s+[\p{Lu}\d*$\\(]|\s*$)")
# "We then train a novel Proprioceptive Contact-Aware Policy (PCAP)": novelty without an intro verb.
_NOVEL = regex.compile(r"\b(?:a|an|our)\s+(?:new|novel)\b", regex.IGNORECASE)
# "The proposed Cut the Black Box (CB2) approach disentangles ...": the name sits between
# "proposed" and its kind noun; what the sentence says after the noun is what it uses.
_PROPOSED = regex.compile(r"\b(?:the|our|a)\s+proposed\b", regex.IGNORECASE)
_TO_INFINITIVE = regex.compile(r"\s+to\s+(?!be\b)\w+", regex.IGNORECASE)
# "the belief theory called Subjective Logic": a definite, not new, thing being named.
_KNOWN_THING_CALLED = regex.compile(
    r"\bthe\s+(?!(?:new|novel|proposed)\b)(?:[\w-]+\s+){0,3}$", regex.IGNORECASE
)
# "Experiments on ... our SUP-AD dataset": a distinctive name the paper calls its own.
_OWNED_NAME = regex.compile(
    r"\bour\s+(?:new\s+|proposed\s+)?(?P<name>[^\s,;:()]+)\s+(?:dataset|data\s+set|benchmark|corpus|framework|method"
    r"|approach|algorithm|model|system|toolkit|library|agent|architecture)s?\b",
    regex.IGNORECASE,
)
_OUR_BEFORE = regex.compile(r"\bour\s+(?:new\s+|novel\s+|proposed\s+)?$", regex.IGNORECASE)
_TITLE_INTRO = regex.compile(r"\b(?:Introducing|Presenting|Meet)\s+(?P<name>[^\s,:;]+)")
# A list goes on after an item: "X, Y, and Z", "a fusion module, an active selection module, ...".
_LIST_GOES_ON = regex.compile(r"\s*(?:,|(?:and|or|etc)\b)", regex.IGNORECASE)
_PAREN_SHORT = regex.compile(r"\s*\(([^()\s,;]{2,12})\)")
_SURVEY_SUBTITLE = regex.compile(
    r"\b(?:survey|review|taxonomy|overview|tutorial|perspectives?|directions|successes|challenges)\b", regex.IGNORECASE
)
_ARTICLE = regex.compile(r"\b(?:a|an)\b", regex.IGNORECASE)
_POSSESSIVE = regex.compile(r"['’]s$")
# "https://aka.ms/NoFunEval" reads as the words "https" and "//aka.ms/NoFunEval": an address, not a name.
_WEB_ADDRESS = regex.compile(r"//|www\.|[\w-]+(?:\.[\w-]+)+/", regex.IGNORECASE)
# Em and en dashes set names off ("a new method—coreset MCMC—that"); an opening quote is no part of one
# ("dubbed ‘AceGPT’").
_WORD = regex.compile(r"[^\s,;:()\[\]{}\"“”‘—–]+")
_NEW_KIND_OF = regex.compile(r"\b(?:new|novel)\s+(?:[\w-]+\s+){0,2}(?:theory|notion)\s*$", regex.I)
_NEXT_WORD = regex.compile(r"[^\S\n]+([^\s,;:()\[\]{}\"“”‘—–]+)")
_VERSION = regex.compile(r"\s+(?:v?\d+(?:\.\d+)+|v\d+|\d+(?:\.\d+)?[KMB]?)(?=[\s,;:().]|$)")
_TITLE_PREFIX = regex.compile(r"^\s*(?P<name>[^:]{1,60}?)\s*:\s+\S")
_DISTINCTIVE = regex.compile(r"\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}|\p{L}\d|\d\p{L}|\p{L}\+")  # "+": "Hydra++"
# Hyphenated descriptors are not names: "LLM-based", "CLIP-style", "GPT-4-generated".
_DESCRIPTOR_SUFFIX = regex.compile(
    r"-(?:based|style|like|guided|free|aware|driven|level|wise|specific|agnostic|generated|"
    r"augmented|conditioned|scale|size|sized|shot|order|time|tuned|trained|only|centric)$",
    regex.IGNORECASE,
)

# Words allowed to start a sentence or appear capitalised without being names.
_FUNCTION_WORDS = {
    "a", "an", "the", "we", "our", "this", "these", "that", "it", "its", "in", "on", "to", "for",
    "of", "and", "or", "with", "by", "from", "as", "at", "here", "then", "also", "first",
}
# A preposition, relative pronoun or verb between the intro verb and a name means the name
# is an argument of something else ("a method for LLMs", "an approach that uses CLIP").
_GAP_BREAKERS = {
    "to", "for", "of", "on", "in", "with", "by", "from", "that", "which", "who", "how", "whether",
    "when", "where", "using", "via", "between", "into", "over", "under", "based", "across",
    "than", "like", "such", "as", "about", "against", "through", "within", "without", "while",
    "leveraging", "upon", "beyond", "among", "towards", "toward", "results", "evidence", "including",
}
_ARTIFACT_NOUN = (
    r"(?:approach|method|framework|model|benchmark|dataset|data\s*set|corpus|suite|toolkit|library"
    r"|system|algorithm|architecture|metric|measure|technique|strategy|pipeline|environment"
    r"|protocol|paradigm|network|agent|platform|tool|loss|module|mechanism|simulator|collection"
    r"|resource|estimator|objective|procedure|scheme|regularizer|layer|transformer|policy"
    r"|planner|family|task|challenge|testbed|leaderboard|package|recipe|solver|optimizer"
    r"|encoder|decoder|generator|detector|classifier|engine|language|compiler|database)s?"
)
_ARTIFACT_NOUNS = regex.compile(r"^" + _ARTIFACT_NOUN + r"$", regex.IGNORECASE)
# "a technique called", "a new problem called", "a new design, called": the noun that the name after it names.
_KIND_BEFORE_NAMING = regex.compile(
    r"\b(?:" + _ARTIFACT_NOUN + r"|(?:step|design|problem|notion|concept|idea|variant|formulation|setting"
    r"|principle|extension|version|form|regression|learning)s?),?\s+$",
    regex.IGNORECASE,
)
# "We introduce intrinsic fear, a new method that ...": what follows a lower-case name says it is a new thing.
_DESCRIBED_AS_NEW = regex.compile(
    r",\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:new|novel|" + _ARTIFACT_NOUN
    + r"|(?:form|variant|generalization|extension|kind|type|class)\s+of)\b",
    regex.IGNORECASE,
)
# "We present a new approach, asynchronous layer-wise gradient descent that ...": the same, the other way round,
# when the words end where what is said of them begins ("a new framework, reinforcement learning with comparative
# feedback, and ..." runs past four words: no name; "a novel fine-tuning method, cognizant of data structures": none).
_NEW_KIND_SET_OFF = regex.compile(
    r"\s*(?:a|an)\s+(?:new|novel)\s+(?:[\w-]+\s+){0,2}?" + _ARTIFACT_NOUN + r"\s*(?:,|:|—|–|-{2,3})\s*$",
    regex.IGNORECASE,
)
_SET_OFF_AFTER = regex.compile(r"\s*(?:[,;:(.—–]|-{2,3}|\s-\s|(?:that|which)\b)", regex.IGNORECASE)
# "Our method, LTC, achieves": a name set off right after the paper's own kind noun.
_OWN_KIND_THEN_NAME = regex.compile(
    r"\bour\s+(?:new\s+|novel\s+|proposed\s+)?(?:" + _ARTIFACT_NOUN + r"|variants?|versions?)"
    + r",?\s+(?P<name>[^\s,;:()]+)(?=\s*[,(]|\s+(?:is|achieves|outperforms|can|also)\b)",
    regex.IGNORECASE,
)
# "33% in TextCraft – a novel compositional dataset that we introduce": a name set off before "a new <kind>". The
# search starts from the set-off phrase (rare), not from every word that could be a name.
_SET_OFF_NEW_KIND = regex.compile(
    r"(?:,|—|–|-{2,3}|(?<=\s)-)\s*(?:a|an)\s+(?:new|novel)\s+(?:[\w-]+\s+){0,3}?" + _ARTIFACT_NOUN + r"\b",
    regex.IGNORECASE,
)
# The word that ends where the set-off begins, and the word before it.
_TWO_WORDS_BEFORE = regex.compile(r"(?:(?P<before>\S+)\s+)?(?P<name>[^\s,;:()\[\]\"“”‘`]+)\s*$")
# "Our approach, namely Visual Whole-Body Control (VBC), is ...": an abbreviation set off after the paper's own
# kind noun.
_OWN_KIND_BEFORE = regex.compile(
    r"\bour\s+(?:new\s+|novel\s+|proposed\s+)?(?:" + _ARTIFACT_NOUN + r"|variants?|versions?),?\s+"
    r"(?:namely\s+|i\.e\.,?\s+)?$",
    regex.IGNORECASE,
)
_DATASET_NOUNS = regex.compile(
    r"\b(?:dataset|datasets|data\s+set|corpus|corpora|benchmark|benchmarks|collection|suite|testbed"
    r"|leaderboard|environments?|challenge|questions|conversations|annotations)\b",
    regex.IGNORECASE,
)
_METRIC_NOUNS = regex.compile(r"\b(?:metric|measure|score|criterion|distance|divergence)s?\b", regex.IGNORECASE)
_KIND_NOUN = regex.compile(
    _DATASET_NOUNS.pattern + "|" + _METRIC_NOUNS.pattern
    + r"|\b(?:approach|method|framework|model|algorithm|architecture|technique|strategy|pipeline"
    r"|network|system|toolkit|library|module|mechanism|paradigm|protocol|agent|loss|estimator)s?\b",
    regex.IGNORECASE,
)
# Widely used models and terms that an intro sentence mentions without introducing.
WELL_KNOWN_NAMES = {
    "AI", "ML", "NLP", "CV", "RL", "LLM", "LLMs", "VLM", "VLMs", "MLLM", "MLLMs", "LM", "LMs",
    "GPT", "GPT-2", "GPT-3", "GPT-3.5", "GPT-4", "GPT-4o", "GPT-4V", "ChatGPT", "BERT", "RoBERTa",
    "T5", "BART", "CLIP", "ViT", "ResNet", "LLaMA", "LLaMA-2", "Llama", "Llama-2", "Llama-3",
    "Llama 2", "Mistral", "Vicuna", "Alpaca", "Claude", "Gemini", "PaLM", "DALL-E", "SAM",
    "GNN", "GNNs", "CNN", "CNNs", "RNN", "RNNs", "LSTM", "LSTMs", "DNN", "DNNs", "MLP", "MLPs",
    "GAN", "GANs", "VAE", "VAEs", "SGD", "Adam", "PCA", "SVM", "SVMs", "MDP", "MDPs", "POMDP",
    "PDE", "PDEs", "ODE", "ODEs", "SOTA", "GPU", "GPUs", "TPU", "API", "APIs", "IoT", "URL",
    "2D", "3D", "4D", "RGB", "RGB-D", "LiDAR", "SQL", "Python", "PyTorch", "JAX", "TensorFlow",
    "Transformer", "Transformers", "MoE", "RLHF", "DPO", "PPO", "KL", "L1", "L2", "QA", "VQA",
    "NER", "MT", "ASR", "TTS", "OOD", "IID", "i.i.d", "KG", "KGs", "ImageNet", "COCO", "MNIST",
    "English", "Chinese", "Wikipedia", "GitHub", "HuggingFace", "Hugging", "Face", "Bayesian",
    "Gaussian", "Markov", "Euclidean", "Monte", "Carlo", "Bellman", "Lipschitz", "Hessian",
    "Fourier", "Laplacian", "Shapley", "Nash", "Boolean", "ReLU", "Softmax", "Twitter", "Reddit",
    "IR", "Seq2Seq", "seq2seq", "DCGAN", "GCN", "GCNs", "GAT", "NeRF", "ODE", "SDE", "MCMC", "EM", "GP", "GPs",
}
# Lower-case words that join the parts of a descriptive title prefix, beside _FUNCTION_WORDS.
_TITLE_JOINERS = {"not", "vs", "versus", "meets", "via", "without", "into"}
_TITLE_PREFIX_STOP = {
    "survey", "review", "tutorial", "position", "overview", "introduction", "correction",
    "erratum", "abstract", "note", "perspective", "commentary", "benchmarking",
}


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


def normalize_name(name: str) -> str:
    """Comparison key for names: markup-free, lower case, no leading article."""
    text = clean_markup(name).lower().strip(" .,;:*")
    return _LEADING_THE.sub("", text)


_LETTER_THEN_WORD = regex.compile(r"\p{Lu}-\p{Lu}\p{Ll}+$")


def is_distinctive_name(word: str, title_prefix: bool = False) -> bool:
    """Acronyms, CamelCase, letters with digits: "LLM-KICK", "WildChat", "1DFormer".

    Judged per hyphen part, so Title-Case compounds ("Knowledge-Intensive") are not names, nor a known
    short form joined to a plain word ("human-AI", "LLM-powered", "2D-oriented"), unless it is a title's
    prefix ("GPT-who: ...").
    """
    if not _LETTER.search(word) or _DESCRIPTOR_SUFFIX.search(word):
        return False
    if _MATH_CHAR.search(word):  # LaTeX and math: "\tilde{O}", "x_1"
        return False
    if word[0].isdigit() and len(regex.findall(r"\p{L}", word)) < 3:  # "3D", "1.7M", "7B", "25x"
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
        word.lower() not in _FUNCTION_WORDS
    )


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
    if not 1 <= len(words) <= 4 or name.lower() in _TITLE_PREFIX_STOP:
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
    if is_plural(prefix.split()[-1]) or _SURVEY_SUBTITLE.search(title[match.end("name"):]):
        return None
    pair = pair_spelling_out(prefix, pairs)
    return pair.short if pair else None


# "Sub-Adjacent Transformer: ..." and "we present the Sub-Adjacent Transformer, which ...".
_INTRODUCING_WORD = (
    r"\b(?:propos|introduc|present|call|dubb|nam|term|develop)\w*\s+(?:(?:a|an|the|our)\s+)?(?:(?:new|novel)\s+)?"
)
_NAME_SET_OFF = r"(?=\s*[,.;:(—–]|\s+(?:that|which|to|for|with|as|is|in|on|and|by|from)\b|\s*$)"


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
    if not 2 <= len(words) <= 4 or prefix.lower() in _TITLE_PREFIX_STOP or words[0].lower().endswith("ing"):
        return None
    if not all(word[0].isupper() for word in words):
        return None
    stem = prefix[:-1] if is_plural(words[-1]) else prefix  # "Gameplay Filters": "the gameplay filter"
    pattern = _INTRODUCING_WORD + regex.escape(stem) + r"s?" + _NAME_SET_OFF
    return prefix if regex.search(pattern, clean, regex.IGNORECASE) else None


def pair_spelling_out(name: str, pairs: list[Abbreviation]) -> Abbreviation | None:
    """The abbreviation whose long form is `name`, case and spacing aside ("Perceive with Confidence (PwC)")."""
    key = " ".join(name.split()).lower()
    return next((pair for pair in pairs if " ".join(pair.long.split()).lower() == key), None)


def sentence_end(clean: str, start: int) -> int:
    match = _SENTENCE_END.search(clean, start)
    return match.end() if match else len(clean)


def sentence_start(clean: str, position: int) -> int:
    """Where the sentence holding `position` begins (just after the last ". " before it)."""
    return clean.rfind(". ", 0, position) + 1


def extend_with_version(clean: str, end: int) -> int:
    """Include a version number that belongs to the name: "AbdomenAtlas 1.1", "Foo v2"."""
    match = _VERSION.match(clean, end)
    return match.end() if match else end


def is_appositive_end(clean: str, end: int) -> bool:
    """The name is set off: followed by punctuation or a relative clause."""
    return bool(_NAME_END.match(clean[end:]))


_TITLE_CASE_RUN = regex.compile(
    r"(?:The\s+)?\p{Lu}[\p{L}\d'-]*(?:\s+(?:of|for|and|in|on|with|via|to|the|\p{Lu}[\p{L}\d'-]*)){0,6}"
)


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


@dataclass
class _Context:
    clean: str
    pairs_by_long_start: dict[int, Abbreviation]
    short_forms: dict[str, Abbreviation]
    excluded: set[str]
    excluded_pairs: set[str]


def candidate_at(ctx: _Context, start: int, limit: int) -> tuple[int, ArtifactName] | None:
    """A name beginning at `start` (in the clean view), with the offset where it ends."""
    clean = ctx.clean
    pair = ctx.pairs_by_long_start.get(start)
    if pair is not None and (normalize_name(pair.short) in ctx.excluded_pairs or pair.short in WELL_KNOWN_NAMES):
        return _pair_end(clean, pair, start), None
    if pair is not None:
        return _pair_end(clean, pair, start), ArtifactName(pair.short, 0.0, "", long=pair.long)
    # An opening LaTeX quote is no part of a name: "we introduce ``MimicTouch'', a framework".
    while clean.startswith("`", start):
        start += 1
    word_match = _WORD.match(clean, start)
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
        second = _NEXT_WORD.match(clean, end, limit)
        if second and is_distinctive_name(second.group(1)) and is_appositive_end(clean, second.end()):
            end = second.end()
        name = clean[start:end]
        pair = ctx.short_forms.get(word)
        return end, ArtifactName(name, 0.0, "", long=pair.long if pair else _colon_long_form(clean, end, limit))
    if is_capitalized_word(word):
        # A capitalised word or Title-Case run set off by punctuation: "Jumanji, a suite",
        # "an unsupervised metric called Agent Importance Score, enabling".
        run_end = title_case_run(clean, start, limit) or end
        for candidate_end in (run_end, end):
            if is_appositive_end(clean, candidate_end):
                name = clean[start:candidate_end]
                return candidate_end, ArtifactName(name, 0.0, "", long=_colon_long_form(clean, candidate_end, limit))
    return None


def is_appositive(clean: str, trigger_end: int, name_start: int, name_end: int, name: str) -> bool:
    """Whether the name at clean[name_start:name_end] is set off as the thing the trigger's object describes:
    right after a kind noun ("a simple algorithm, Name (N)"), or a coined name between commas ("an
    architecture of normalizing flows, ConvFlow, based on ..."). Not after a plural noun, which lists what
    exists ("four representative methods: Transformer-XL"), unless an article makes it one thing ("a novel
    class of models, SHAREs"); not after a capitalised noun, which ends another name ("Memorizing Transformer,
    RMT"); not an item of a list ("such as x86, ARM, and RISC-V")."""
    before = _WORD_BEFORE_PUNCTUATION.search(clean, trigger_end, name_start)
    if before is None or not before.group(1).islower():
        return False
    noun = before.group(1)
    if _ARTIFACT_NOUNS.match(noun) and (not is_plural(noun) or one_plural_thing(clean[trigger_end:before.end(1)])):
        return True
    return (before.group(0).rstrip().endswith(",") and clean.startswith(",", name_end)
            and (any(is_distinctive_name(word) for word in name.split()) or is_capitalised_model_name(name))
            and "," not in clean[trigger_end:before.start()] and not _LIST_GOES_ON.match(clean, name_end + 1))


def is_capitalised_model_name(name: str, min_words: int = 2) -> bool:
    """Capitalised words (or numbers) ending in a model-like head noun ("Neural Graph Machines"): set off by commas
    after the intro's object, or as a whole title (whole_title_name), a name although no word of it is coined."""
    words = name.split()
    return (len(words) >= min_words and all(word[0].isupper() or word[0].isdigit() for word in words)
            and bool(_MODEL_HEAD.search(words[-1])))


def one_plural_thing(phrase: str) -> bool:
    """Whether a phrase ending in a plural noun names one thing: "a novel class of models", not "a method
    evaluated on two types of models" (only "of" may stand between the article and the noun)."""
    articles = list(_ARTICLE.finditer(phrase))
    if not articles:
        return False
    between = phrase[articles[-1].end():].lower().split()
    return not any(word in _GAP_BREAKERS and word != "of" for word in between)


def is_plural(noun: str) -> bool:
    return noun.lower().endswith("s") and not noun.lower().endswith(("ss", "us"))


def names_known_thing(clean: str, naming: regex.Match) -> bool:
    """"the belief theory called Subjective Logic": a definite, existing thing being named. Not
    for "the newly introduced X", nor for the active "(we) call it X", where the words before
    belong to another clause."""
    words = naming.group(0).lower()
    if words.startswith(("newly", "we ", "which we", "call ", "name ", "term ")):
        return False
    return bool(_KNOWN_THING_CALLED.search(clean[max(0, naming.start() - 50) : naming.start()]))


# Not _INTRO_VERB: its "described", "built", "collected" as often report others' work ("Le & Mikolov described two
# models, called Paragraph Vector").
_FIRST_PERSON_OR_NEW = regex.compile(
    r"\b(?:we|our|us|this\s+(?:paper|work|study|article)|here|an?\s+(?:new|novel)|resulting|improved"
    r"|propos\w*|introduc\w*|present\w*|develop\w*|design\w*)\b",
    regex.IGNORECASE,
)


def is_new_name(name: str, excluded: set[str]) -> bool:
    """A distinctive name that is neither known nor defined before the paper introduces anything."""
    return is_distinctive_name(name) and normalize_name(name) not in excluded and name not in WELL_KNOWN_NAMES


def names_before_new_kind(clean: str) -> list[tuple[str, int]]:
    """Each word set off right before "a new/novel <kind>", with its offset; not the last word of a longer
    capitalised name ("IMAGINATION POLICY, a novel ...") unless a comma or a function word comes before it
    ("In TextCraft, a new ...")."""
    found = []
    for match in _SET_OFF_NEW_KIND.finditer(clean):
        words = _TWO_WORDS_BEFORE.search(clean, max(0, match.start() - 80), match.start())
        if words is None:
            continue
        before = words.group("before") or ""
        if before[:1].isupper() and before[-1].isalnum() and before.lower() not in _FUNCTION_WORDS:
            continue
        found.append((words.group("name").rstrip("'’”"), words.start("name")))
    return found


def names_in_third_person(clean: str, naming: regex.Match) -> bool:
    """"The challenge ... is to enable adaptation to novel agents, and is called zero-shot coordination (ZSC)": a
    sentence that names without the paper or anything new in it gives the field's term."""
    return not _FIRST_PERSON_OR_NEW.search(clean, sentence_start(clean, naming.start()), sentence_end(clean, naming.end()))


# Where a subtitle's opening noun phrase ends: "WRPN: Wide Reduced-Precision Networks for ...".
_SUBTITLE_END = regex.compile(r"\s(?:for|with|via|using|through|towards?|in|on|from|by)\s|[:,;?!(]|\s[-–—]\s", regex.I)
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


def title_prefix_spelling(name: str, prefix: str | None) -> str | None:
    """The title's prefix when it spells out a short name the abstract introduces without its long form ("Chinese
    Tiny LLM: Pretraining a Chinese-Centered ..." and "we introduce CT-LLM"; "Bring Your Own KG: ..." and BYOKG)."""
    if prefix is None:
        return None
    spelled = len(prefix.split()) > 1 and match_long_form(name, prefix) == prefix  # words, not "TenGAN" for "Ten"
    return prefix if spelled and spells_title_name(name, prefix) else None


def spells_title_name(name: str, long_form: str) -> bool:
    """The capitals are the initials ("WRPN: Wide Reduced-Precision Networks") or, looser, the letters are word
    starts ("GraSAME: ... via Graph-guided Self-Attention Mechanism", "EMONA: Event-level Moral Opinions in News
    Articles"). The looser test changed 58 of the 4,128 abstracts; on the annotated sets 12 long forms more were
    right and 4 were ones the annotators did not list ("TarGEN: Targeted Data Generation ...")."""
    return capitals(name) == initials(long_form, _FUNCTION_WORDS) or spelled_by_word_starts(
        name, long_form, _FUNCTION_WORDS)


_MEANS = regex.compile(r"\s(?:with|via|using|through)\s", regex.IGNORECASE)


def subtitle_means(subtitle: str) -> list[str]:
    """The phrases after "with", "via", "using" or "through", each up to where the next phrase begins."""
    phrases = []
    for means in _MEANS.finditer(subtitle):
        end = _SUBTITLE_END.search(subtitle, means.end())
        phrases.append(subtitle[means.end() : end.start() if end else len(subtitle)].strip())
    return [phrase for phrase in phrases if phrase]


def subtitle_openings(subtitle: str) -> list[str]:
    """The subtitle's opening noun phrase, then longer openings across prepositions ("Context-Aware
    Thresholding", "Context-Aware Thresholding for Sparsity", ...), up to the first punctuation."""
    openings = []
    for end in _SUBTITLE_END.finditer(subtitle):
        openings.append(subtitle[: end.start()].strip())
        if not end.group(0)[0].isspace() or end.group(0).strip() in "-–—":
            return [phrase for phrase in openings if phrase]
    return [phrase for phrase in [*openings, subtitle.strip()] if phrase]


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
        word in _FUNCTION_WORDS or word in _TITLE_JOINERS for word in words[1:]
    )
    names = [word for word in words if is_distinctive_name(word)]
    only_known = all(word in WELL_KNOWN_NAMES or normalize_name(word) in excluded for word in names)
    return None if descriptive or only_known else (name, long)


# Capitalised words, joined by the function words a long form may hold ("Synthesis of Topic Outlines").
_RUN_JOINERS = {"of", "for", "and", "in", "on", "with", "to", "the", "via", "through", "from", "by"}
_CAPITALIZED_RUN = regex.compile(
    r"\p{Lu}[\p{L}'-]*(?:\s+(?:(?:" + "|".join(sorted(_RUN_JOINERS)) + r")\s+)?\p{Lu}[\p{L}'-]*)+"
)


_ACRONYM = regex.compile(r"[\p{Lu}\d]+s?")


def spells_by_capitals(name: str, phrase: str) -> bool:
    """The phrase's capitalised words begin with the name's capitals ("Automated RAG Evaluation System": ARES), or
    capitals set inside its words spell them ("Adaptation for GRounding EnhancEment": AGREE)."""
    if initials(phrase, capitalized_only=True) == capitals(name):
        return True
    if capitals(phrase) != capitals(name):
        return False
    # "GRounding" is marked; an acronym ("RAG", "SLMs") is not.
    return any(sum(ch.isupper() for ch in word) > 1 and not _ACRONYM.fullmatch(word) for word in phrase.split())


def spelled_long_form(name: str, sentence: str) -> str | None:
    """A capitalised phrase that spells `name` without parentheses: "we propose an Efficient Spiking Deraining
    Network, called ESDNet", "ARES, an Automated RAG Evaluation System". Every capital of the name begins a
    capitalised word (or hyphen part) of the phrase, and the name's lower-case letters continue those words
    ("CLaP": "Contextual Label Projection"); names with digits or a lower-case opening ("zkUCB", "M2RL") spell
    only part of themselves and get none. The phrase ends where its words do, or before a kind noun ("Directed
    Hypergraph Momentum Convolution Framework"), not inside a phrase ("Trustworthy Retrieval Augmented Question
    Answering" does not spell TRAQ)."""
    if any(ch.isdigit() for ch in name) or not name[0].isupper() or len(capitals(name)) < 3:
        return None
    for run in _CAPITALIZED_RUN.finditer(sentence):
        words = run.group(0).split()
        for i in range(len(words)):
            for j in range(len(words), i + 1, -1):
                phrase = " ".join(words[i:j])
                if words[j - 1].lower() in _RUN_JOINERS or name in phrase:
                    continue
                if j < len(words) and words[j].lower() not in _RUN_JOINERS and not _ARTIFACT_NOUNS.match(words[j]):
                    continue
                if spells_by_capitals(name, phrase) and match_long_form(name, phrase) == phrase:
                    return phrase
    return None


def _pair_end(clean: str, pair: Abbreviation, long_start: int) -> int:
    """Clean-view offset just after "Long Form (SF)"."""
    close = clean.find(")", long_start)
    return close + 1 if close != -1 else long_start + len(pair.long)


def _colon_long_form(clean: str, end: int, limit: int) -> str | None:
    """"SpaCE: The Spatial Confounding Environment" or "SPADE, short for State Space Augmented
    Transformer" -> the long form after the name."""
    match = _COLON_AFTER.match(clean[end:limit]) or _SHORT_FOR.match(clean[end:limit])
    if match is None:
        return None
    run_start = end + match.end()
    run_end = title_case_run(clean, run_start, limit)
    if run_end is None or run_end - run_start < 4:
        return None
    return clean[run_start:run_end]


# Words a lower-case name may follow without losing its slot: "called the anchor loss", "termed as UTrans".
_BEFORE_LOWERCASE_NAME = {"a", "an", "the", "as"}
_COPULAS = {"is", "are", "was", "were", "can", "has", "have"}


def lowercase_name_end(clean: str, start: int, limit: int, max_words: int = 4) -> int | None:
    """End of a lower-case coined name at `start` ("graph fission", "spectral normalization", "mixup"):
    one to four lower-case words, set off by punctuation or by the word that begins what is said of it
    ("called graph fission which takes", "called spectral normalization to stabilize"). None when the
    words run on past four, or into a capitalised word."""
    end = None
    for n, word in enumerate(_WORD.finditer(clean, start, limit)):
        if n and clean[end:word.start()].strip():  # punctuation closes the name
            return end
        text = word.group(0)
        lowered = text.lower().rstrip(".")
        if lowered in _GAP_BREAKERS or lowered in _FUNCTION_WORDS or lowered in _COPULAS:
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
    described = _DESCRIBED_AS_NEW.match(clean, end)
    return bool(described) and not _ARTIFACT_NOUNS.match(name) and not _LIST_GOES_ON.match(clean, described.end())


# A name quoted right after "called" / "we call (this approach)": quotes mark the coined term whatever its case
# ("We call this approach ``learning to teach''", "which we term ``Adaptive Radial-Angular Gradient Descent''").
_QUOTED_AFTER_NAMING = regex.compile(
    r"[^\S\n]*(?:(?:this|the|our|such)\s+)?(?:\p{Ll}[\w-]*\s+){0,2}?(?:``|[\"“‘'])"
    r"(?P<name>[^\"“”‘’'`\n.,;:()]{2,60}?)(?:''|[\"”’'])"
)


def quoted_name(ctx: _Context, start: int, limit: int) -> ArtifactName | None:
    """The quoted name of 1-6 words right after a naming trigger, or None."""
    match = _QUOTED_AFTER_NAMING.match(ctx.clean, start, limit)
    if match is None or match.start("name") in ctx.pairs_by_long_start:  # a quoted long form: the pair names it
        return None
    name = match.group("name").strip()
    words = name.split()
    # One plain lower-case word is a term, not a name ('traditionally called "linear"', 'we call "experts"').
    if len(words) > 6 or normalize_name(name) in ctx.excluded or (len(words) == 1 and not is_distinctive_name(name)
                                                                  and not is_capitalized_word(name)):
        return None
    pair = ctx.short_forms.get(name)
    return ArtifactName(name, 0.0, "", long=pair.long if pair else None, position=match.start("name"))


def names_after_trigger(
    ctx: _Context, start: int, limit: int, naming: bool, lowercase: bool = False
) -> list[ArtifactName]:
    """Names introduced between a trigger ending at `start` and the sentence end `limit`; with `lowercase`
    (after "we introduce"), lower-case names too where the sentence says they are new."""
    found: list[ArtifactName] = []
    gap_open = True
    gap_words = 0
    position = start
    # Where a lower-case name may stand: the intro's object ("we introduce intrinsic fear, a new method"),
    # or right after "called" in a sentence that introduces something ("a technique called dynamic batching").
    lowercase_slot = "object" if lowercase else None
    if naming:
        quoted = quoted_name(ctx, start, limit)
        if quoted is not None:
            return [quoted]
    while position < limit:
        word_match = _WORD.search(ctx.clean, position, limit)
        if word_match is None:
            break
        word_start = word_match.start()
        lowered = word_match.group(0).lower().strip(".")
        naming_match = _NAMING.match(ctx.clean, word_start)
        if naming_match:
            # Inside a sentence that introduces something and has not named it yet ("we introduce
            # an algorithm within the X framework called Y"), the name after "called" is the new
            # thing's; once named, a later "the belief theory called Subjective Logic" is not.
            known = (naming or bool(found)) and names_known_thing(ctx.clean, naming_match)
            # "a technique called dynamic batching", not "correlates of the causal effect called surrogates".
            kind_named = _KIND_BEFORE_NAMING.search(ctx.clean, max(start, word_start - 40), word_start)
            lowercase_slot = "named" if lowercase and kind_named and not found and not known else None
            gap_open, gap_words, position = not known, 0, naming_match.end()
            continue
        candidate = candidate_at(ctx, word_start, limit)
        # The slot stays open over an article or "as"; any other word uses it up.
        slot = lowercase_slot
        if lowercase and not found and _NEW_KIND_SET_OFF.fullmatch(ctx.clean, start, word_start):
            end = lowercase_name_end(ctx.clean, word_start, limit)
            if end and "." not in ctx.clean[word_start:end] and _SET_OFF_AFTER.match(ctx.clean, end):  # not "i.e."
                slot = "named"
        if lowered not in _BEFORE_LOWERCASE_NAME:
            lowercase_slot = None
        if candidate is None and slot and lowercase_slot is None:
            end = lowercase_name_end(ctx.clean, word_start, limit)
            if end and is_lowercase_name(ctx.clean, word_start, end, ctx.excluded, slot == "named"):
                name = ctx.clean[word_start:end]
                # "called deep dependency networks (DDNs)": the short form is the name, these words its long form.
                short = _PAREN_SHORT.match(ctx.clean, end)
                if short and is_short_form_candidate(short.group(1)):
                    found.append(ArtifactName(short.group(1), 0.0, "", long=name, position=word_start))
                    end = short.end()
                else:
                    found.append(ArtifactName(name, 0.0, "", position=word_start))
                gap_open, position = False, end
                continue
        if candidate is not None and candidate[1] is None:  # well-known pair: not a name, but no gap either
            gap_open, position = False, candidate[0]
            continue
        if candidate is not None:
            end, artifact = candidate
            appositive = not found and is_appositive(ctx.clean, start, word_start, end, artifact.name)
            if gap_open or appositive:
                artifact.position = word_start
                found.append(artifact)
                if naming:
                    break
            gap_open, position = False, end
            continue
        if naming and gap_words == 0 and _UPPER_START.match(word_match.group(0)):
            # Right after "called", a capitalised phrase is the name ("which we call K-Grassmeans").
            end = title_case_run(ctx.clean, word_start, limit) or word_match.end()
            found.append(ArtifactName(ctx.clean[word_start:end].rstrip("."), 0.0, "", position=word_start))
            break
        # "a tensor decomposition based framework KBTD": "based" before a kind noun is part of an adjective.
        next_word = _NEXT_WORD.match(ctx.clean, word_match.end()) if lowered == "based" else None
        keeps_object = next_word is not None and bool(_ARTIFACT_NOUNS.match(next_word.group(1).rstrip(".")))
        # "we propose a novel theory of Relation Attribution Explanations (RAEs)": after a new theory or notion, "of"
        # names the thing itself (after "a novel family/type of" it names the genus: "Point Cloud Transformers").
        if lowered == "of":
            keeps_object = bool(_NEW_KIND_OF.search(ctx.clean, start, word_start))
        if (lowered in _GAP_BREAKERS and not keeps_object) or gap_words >= 12:
            gap_open = False
        gap_words += 1
        if _INTRO_VERB_WORD.fullmatch(lowered) and _AND_BEFORE.search(ctx.clean, start, word_start):
            # "we curate an event ontology ... and construct a Twitter dataset SPEED": a second intro verb
            # begins a second object.
            gap_open, gap_words = True, 0
        position = word_match.end()
        # "X and Y": a coordinated second name keeps the gap open.
        if lowered == "and" and found and ctx.clean[start:word_start].rstrip().endswith(found[-1].name):
            gap_open = True
    return found


def noun_label(noun: str) -> str:
    if _DATASET_NOUNS.fullmatch(noun):
        return "DATASET"
    if _METRIC_NOUNS.fullmatch(noun):
        return "METRIC"
    return "METHOD"


def artifact_label(clean: str, position: int) -> str:
    """The label of the nearest kind noun: in the description before the name ("a new
    benchmark, X"), else just after it ("X, a corpus of ..."); METHOD when none is said."""
    if position < 0:
        return "METHOD"
    before = [m.group(0) for m in _KIND_NOUN.finditer(clean, max(0, position - 50), position)]
    if before:
        return noun_label(before[-1])
    after = _KIND_NOUN.search(clean, position, position + 80)
    return noun_label(after.group(0)) if after else "METHOD"


def detect_artifacts(
    text: str,
    title: str | None = None,
    pairs: list[Abbreviation] | None = None,
    known_names: frozenset[str] = frozenset(),
) -> list[ArtifactName]:
    """The names `text` introduces, strongest evidence first (pure function)."""
    pairs = find_abbreviations(text) if pairs is None else pairs
    clean, index = markup_free_view(text)
    pairs_by_long_start = {
        start: p for p in pairs if (start := view_offset(index, p.long_start)) is not None
    }
    triggers: list[tuple[int, int, bool]] = []
    for match in _INTRO.finditer(clean):
        if _PRIOR_WORK.search(clean[max(0, match.start("verb") - 30) : match.start("verb")]):
            continue
        if _GERUND_AFTER_PREPOSITION.search(clean, match.start("verb") - 6, match.end("verb")):
            continue  # "We have seen significant progress in developing ...": the field's work, not this paper's
        if _TO_INFINITIVE.match(clean, match.end()):  # "we propose to combine X and Y": X is used
            continue
        triggers.append((match.end(), sentence_end(clean, match.end()), False))
    intro_ends = {start for start, _, _ in triggers}
    # "we define Linearised Additive Models (LAMs), an ...": a name right after "define" is the paper's; not an
    # intro verb of _INTRO, which would swallow "we formally define the task of T2I-ICL and present CoBSAT".
    for match in _WE_DEFINE.finditer(clean):
        triggers.append((match.end(), sentence_end(clean, match.end()), False))
    for match in _NOVEL.finditer(clean):
        triggers.append((match.end(), sentence_end(clean, match.end()), False))
    for match in _PROPOSED.finditer(clean):
        limit = sentence_end(clean, match.end())
        noun = _KIND_NOUN.search(clean, match.end(), limit)
        triggers.append((match.end(), noun.end() if noun else limit, False))
    for match in _NAMING.finditer(clean):
        if names_known_thing(clean, match) or names_in_third_person(clean, match):
            continue
        triggers.append((match.end(), sentence_end(clean, match.end()), True))
    first_trigger = min((t[0] for t in triggers), default=len(clean))
    early = {
        normalize_name(p.short)
        for p in pairs
        if (start := view_offset(index, p.long_start)) is not None and start < first_trigger - 40
    }
    # A short form the paper defines is excluded as a known name only when spelled like one: "Coding
    # Concepts (CoCo)" is not the COCO data set.
    title_name = title_prefix_name(title) or abbreviated_title_prefix(title, pairs)
    if title_name:
        # A title that leads with a known name is that name's own paper ("DuoRC: Towards Complex Language
        # Understanding ...", "MS MARCO: A Human-Generated ... Dataset", "ViPER: ..."): all four such titles in the
        # 4,128 abstracts. The reference lists know these names from later papers that used them.
        known_names = known_names - {normalize_name(title_name)}
    excluded = set(known_names) | early
    known_pairs = {
        normalize_name(p.short) for p in pairs
        if normalize_name(p.short) in known_names and spelled_like_known_name(p.short)
    }
    ctx = _Context(clean, pairs_by_long_start, {p.short: p for p in pairs}, excluded, early | known_pairs)

    found: dict[str, ArtifactName] = {}

    def add(artifact: ArtifactName) -> None:
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

    introduced = None if title_name else introduced_title_prefix(title, clean)
    # The title's own name ("LangNav: ...") is the paper's even when the abstract spells it out before
    # any "we propose" ("... our language-based navigation (LangNav) approach"); only known names go.
    if (title_name or introduced) and normalize_name(title_name or introduced) not in known_names:
        # A paper-level name: kept even when the abstract never repeats it ("AsGrad: A Sharp
        # Unified Analysis ..."); it then has no span, only doc._.artifact. A prefix the abstract introduces
        # is a name already.
        named = (introduced, None) if introduced else title_name_in_abstract(
            *title_name_and_long_form(title_name, title), clean, excluded)
        if named:
            title_name, title_long = named
            # The abstract abbreviates the title's name: the short form is the name ("Perceive With
            # Confidence: ..." and "... Perceive with Confidence (PwC)").
            spelled_out = pair_spelling_out(title_name, pairs)
            if spelled_out:
                title_name, title_long = spelled_out.short, spelled_out.long
            mentions = whole_word_starts(clean, title_name)
            pair = ctx.short_forms.get(title_name)
            position = mentions[0] if mentions else -1
            add(ArtifactName(title_name, SCORE_TITLE, "title", long=pair.long if pair else title_long, position=position))
    title_intro = _TITLE_INTRO.search(clean_markup(title or ""))
    if title_intro and is_distinctive_name(title_intro.group("name")):
        name = title_intro.group("name")
        mentions = whole_word_starts(clean, name)
        add(ArtifactName(name, SCORE_TITLE, "title", position=mentions[0] if mentions else -1))
    for match in [*_OWNED_NAME.finditer(clean), *_OWN_KIND_THEN_NAME.finditer(clean)]:
        name = match.group("name")
        if is_new_name(name, excluded):
            pair = ctx.short_forms.get(name)
            add(ArtifactName(name, SCORE_OWNED, "owned", long=pair.long if pair else None, position=match.start("name")))
    # "Our Normalized Actor-Critic (NAC) method": an abbreviation the paper calls its own kind of thing, wherever
    # the abstract defines it.
    for long_start, pair in sorted(pairs_by_long_start.items()):
        after = _WORD.search(clean, _pair_end(clean, pair, long_start))
        owned = (_OUR_BEFORE.search(clean, max(0, long_start - 30), long_start) and after
                 and _ARTIFACT_NOUNS.match(after.group(0).rstrip("."))) or _OWN_KIND_BEFORE.search(
                     clean, max(0, long_start - 60), long_start)
        if owned and normalize_name(pair.short) not in known_pairs and pair.short not in WELL_KNOWN_NAMES:
            add(ArtifactName(pair.short, SCORE_OWNED, "owned", long=pair.long, position=long_start))
    for start, limit, naming in sorted(triggers):
        for artifact in names_after_trigger(ctx, start, limit, naming, lowercase=start in intro_ends):
            if naming:
                artifact.score, artifact.evidence = SCORE_NAMING, "naming"
            elif artifact.long and artifact.long != artifact.name:
                artifact.score, artifact.evidence = SCORE_INTRO_ABBREVIATION, "intro"
            else:
                artifact.score, artifact.evidence = SCORE_INTRO_NAME, "intro"
            add(artifact)
    for name, position in names_before_new_kind(clean):
        if is_new_name(name, excluded):
            add(ArtifactName(name, SCORE_OWNED, "owned", position=position))
    if not title_name:
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
        # A long form the abstract writes wins over one only the title gives ("HiRT: ... with Hierarchical Robot
        # Transformers" and "... Hierarchical Robot Transformer, called HiRT"): its mentions have offsets.
        title_only = artifact.long is not None and artifact.evidence == "title" and artifact.long not in " ".join(
            clean.split())
        if (artifact.long is None or title_only) and is_short_form_candidate(artifact.name):
            # Only the sentence that introduces the name: a title's phrase that happens to spell it ("GenDP: ...
            # Category-Level Generalizable Diffusion Policy") is not a long form the annotators take (two of the
            # dev sets' papers, both counted wrong).
            first = artifact.position if artifact.position >= 0 else None
            sentence = clean[sentence_start(clean, first) : sentence_end(clean, first)] if first is not None else ""
            artifact.long = spelled_long_form(artifact.name, sentence) or artifact.long or title_prefix_spelling(
                artifact.name, prefix)
    # "an Efficient Spiking Deraining Network, called ESDNet": the long form read as a name of its own is the same
    # thing.
    long_forms = {normalize_name(a.long): a for a in found.values() if a.long}
    for key in [key for key in found if key in long_forms and found[key] is not long_forms[key]]:
        long_forms[key].score = max(long_forms[key].score, found.pop(key).score)
    return sorted(found.values(), key=lambda a: (-a.score, a.position))


# The head nouns of a title that is the name of a model or training method.
_MODEL_HEAD = regex.compile(
    r"(?:network|model|learning|training|auto-?encoder|process|machine|vector|transformer|gan|regularization"
    r"|attention|embedding|optimizer|algorithm|estimator|encoder|decoder|policy|policies|filter|flow|layer|unit"
    r"|memory|memories|sampler|descent|distillation|dropout|normalization|pooling|convolution)s?$",
    regex.IGNORECASE,
)
_TITLE_NOT_NAME_WORDS = _FUNCTION_WORDS | _TITLE_JOINERS | {
    "is", "are", "using", "towards", "toward", "do", "does", "can", "at", "how", "why", "what", "when", "beyond"}


def whole_title_name(title: str | None) -> str | None:
    """A title that is a name and nothing more: a few capitalised words ending in a model-like head noun
    ("Hierarchical Multiscale Recurrent Neural Networks", "Mixed Precision Training", "HyperNetworks"). Not a title
    with punctuation, function words or an opening verb form ("Revisiting Denoising Auto-Encoders"). On the
    annotated sets such a title of a paper that introduces no other name is its artifact for 10 of 14."""
    name = " ".join(clean_markup(title or "").split())
    words = name.split()
    if len(words) > 5 or not is_capitalised_model_name(name, min_words=1) or words[0].lower().endswith("ing"):
        return None
    if any(w.lower() in _TITLE_NOT_NAME_WORDS or regex.search(r"[:,?!;]", w) for w in words):
        return None
    return name


# A title's leading noun phrase names an architecture when its head is one of these ("Prototypical Networks for
# Few-shot Learning", "The Kanerva Machine: A Generative Distributed Memory"); "Learning", "Algorithms" or
# "Training" heads mostly name a field ("Policy Learning for ...", "Improved Approximation Algorithms for ...").
# The same test on a title's closing means ("Prediction Under Uncertainty with Error Encoding Networks") was tried
# (twelfth session): 6 names right and 5 wrong over the annotated sets, F1 0.838 -> 0.839, so it is not used.
_ARCHITECTURE_HEAD = regex.compile(
    r"(?:network|machine|auto-?encoder|flow|convolution|embedding|unit|memory|memories|transformer|attention"
    r"|normalization|sampler|estimator|layer)s?$",
    regex.IGNORECASE,
)
_TITLE_LEAD = regex.compile(r"^(?:The\s+)?(?P<lead>.+?)(?:\s*:\s+|\s+(?:for|with|in|on|via|under|from|to)\s+)", regex.I)
# Modifiers of the field's generic architectures: "Deep Convolutional Neural Networks", "Generative Adversarial
# Networks" lead titles that apply them.
_GENERIC_MODIFIERS = {"deep", "neural", "convolutional", "recurrent", "graph", "generative", "adversarial", "bayesian",
                      "artificial", "feedforward", "feed-forward", "residual", "stochastic", "spiking", "linear",
                      "rectified", "word", "multi-layer", "multilayer", "2d", "3d", "physics-informed"}


def title_lead_name(title: str | None) -> str | None:
    """The name a title leads with before its purpose or subtitle, when it is an architecture's: a few capitalised
    words ending in an architecture noun, not only generic modifiers ("Progressive Attention Networks for Visual
    Attribute Prediction" -> "Progressive Attention Networks"). On the annotated sets 14 right, 5 wrong (2026-12-04)."""
    match = _TITLE_LEAD.match(" ".join(clean_markup(title or "").split()))
    name = whole_title_name(match.group("lead")) if match else None
    if name is None or not _ARCHITECTURE_HEAD.search(name):
        return None
    modifiers = [word.lower() for word in name.split()[:-1]]
    return name if modifiers and not all(word in _GENERIC_MODIFIERS for word in modifiers) else None


def abstract_spelling(name: str, clean: str) -> regex.Match | None:
    """Where the abstract writes `name`, in any case and either number ("the hierarchical multiscale recurrent
    neural network" for the title's "... Networks")."""
    words = [regex.escape(word) for word in name.split()]
    words[-1] = words[-1][:-1] + "s?" if words[-1].lower().endswith("s") else words[-1] + "s?"
    return regex.search(r"(?<![\w-])" + r"\s+".join(words) + r"(?![\w-])", clean, regex.IGNORECASE)


@lru_cache(maxsize=1)
def known_spellings() -> dict[str, frozenset[str]]:
    """The known names (the gazetteer's data sets, shipped as package data, and WELL_KNOWN_NAMES), by comparison
    key, with how each is written: "coco" -> {"COCO"}."""
    spellings: dict[str, set[str]] = {}
    for name in [*read_reference_names(REFERENCE_DIR / "datasets.tsv"), *WELL_KNOWN_NAMES]:
        spellings.setdefault(normalize_name(name), set()).add(clean_markup(name))
    return {key: frozenset(names) for key, names in spellings.items()}


def spelled_like_known_name(name: str) -> bool:
    """Whether `name` is written as the known name with its key is (True for keys with no spelling on record)."""
    spellings = known_spellings().get(normalize_name(name))
    return spellings is None or clean_markup(name) in spellings


def load_known_names() -> frozenset[str]:
    """Comparison keys of the known names: prior work whenever they appear."""
    return frozenset(known_spellings())


def mention_offsets(text: str, name: str, view: tuple[str, list[int]] | None = None) -> list[tuple[int, int]]:
    """Whole-word occurrences of `name` in `text`, tolerant of markup between its characters."""
    plain, origin = view or markup_free_view(text, collapse_space=True)
    needle = " ".join(name.split())
    return [(origin[start], origin[start + len(needle) - 1] + 1) for start in whole_word_starts(plain, needle)]


for _name, _default in (("artifact", None), ("artifact_names", []), ("title", None)):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=_default)
for _name, _default in (("is_artifact", False), ("long_form", None), ("entity_label", None), ("entity_score", None), ("entity_source", None)):
    if not Span.has_extension(_name):
        Span.set_extension(_name, default=_default)


class ArtifactDetector:
    def __init__(self, nlp: Language, name: str):
        self.name = name
        self.known_names = load_known_names()

    def __call__(self, doc: Doc) -> Doc:
        # Reuse the abbreviations component's pairs; search only when it is not in the pipeline
        # (an empty list means it ran and found none, which is most abstracts).
        text = document_text(doc)
        pairs = doc._.abbreviations if doc._.abbreviations is not None else find_abbreviations(text)
        artifacts = detect_artifacts(text, doc._.title, pairs, self.known_names)
        spans: list[Span] = []
        names: list[str] = []
        view = markup_free_view(text, collapse_space=True)
        for artifact in artifacts:
            forms = [(artifact.name, artifact.long)]
            if artifact.long:
                forms.append((artifact.long, None))
            for form, long_form in forms:
                names.append(form)
                for start, end in mention_offsets(text, form, view):
                    span = doc.char_span(start, end, label=artifact.label, alignment_mode="expand")
                    if span is None:
                        continue
                    span._.is_artifact = True
                    span._.long_form = long_form
                    span._.entity_label = artifact.label
                    span._.entity_score = artifact.score
                    span._.entity_source = "rule"
                    spans.append(span)
        doc._.artifact = artifacts[0].name if artifacts else None
        doc._.artifact_names = names
        doc.spans[SPAN_KEY] = spans
        return doc


@Language.factory("artifacts")
def make_artifact_detector(nlp: Language, name: str) -> ArtifactDetector:
    return ArtifactDetector(nlp, name)
