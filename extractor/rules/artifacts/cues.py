"""The artifact rules' cues as data: trigger phrases, naming words, kind nouns, word lists, well-known names and
the score each kind of evidence gives.

Grouped by rule family; the functions that read them live in names.py, naming.py, introductions.py, owned.py,
title.py and detect.py. Tune a phrase here, not in the logic.
"""

import regex

# Scores are fixed priors per kind of evidence, ordered by how often each was right on the
# dev set; they rank candidates, they are not calibrated probabilities.
SCORE_TITLE = 0.95
SCORE_NAMING = 0.9
SCORE_INTRO_ABBREVIATION = 0.85
SCORE_INTRO_NAME = 0.75
SCORE_OWNED = 0.6  # "our SUP-AD dataset": owned, but not introduced in so many words
SCORE_TITLE_PAIR = 0.8  # "Improving GAN Training via Binarized Representation Entropy (BRE) Regularization"
SCORE_WHOLE_TITLE = 0.5  # "Hierarchical Multiscale Recurrent Neural Networks" as the title, nothing else introduced

# --- Kinds of thing: the nouns that say what a name names ("a new benchmark, X") ---
ARTIFACT_NOUN = (
    r"(?:approach|method|framework|model|benchmark|dataset|data\s*set|corpus|suite|toolkit|library"
    r"|system|algorithm|architecture|metric|measure|technique|strategy|pipeline|environment"
    r"|protocol|paradigm|network|agent|platform|tool|loss|module|mechanism|simulator|collection"
    r"|resource|estimator|objective|procedure|scheme|regularizer|layer|transformer|policy"
    r"|planner|family|task|challenge|testbed|leaderboard|package|recipe|solver|optimizer"
    r"|encoder|decoder|generator|detector|classifier|engine|language|compiler|database)s?"
)
ARTIFACT_NOUNS = regex.compile(r"^" + ARTIFACT_NOUN + r"$", regex.IGNORECASE)
DATASET_NOUNS = regex.compile(
    r"\b(?:dataset|datasets|data\s+set|corpus|corpora|benchmark|benchmarks|collection|suite|testbed"
    r"|leaderboard|environments?|challenge|questions|conversations|annotations)\b",
    regex.IGNORECASE,
)
METRIC_NOUNS = regex.compile(r"\b(?:metric|measure|score|criterion|distance|divergence)s?\b", regex.IGNORECASE)
KIND_NOUN = regex.compile(
    DATASET_NOUNS.pattern + "|" + METRIC_NOUNS.pattern
    + r"|\b(?:approach|method|framework|model|algorithm|architecture|technique|strategy|pipeline"
    r"|network|system|toolkit|library|module|mechanism|paradigm|protocol|agent|loss|estimator)s?\b",
    regex.IGNORECASE,
)

# --- Introductions: "we introduce / propose / present X", "a novel X", "the proposed X" ---
INTRO_VERB = (
    r"(?:introduc|propos|present|develop|releas|buil|construct|creat|curat|design|collect|compil"
    r"|contribut|devis|establish|publish|open-sourc|launch|unveil|formulat|describ|put\s+forward)"
    r"(?:e|es|ed|ing|t|ts|s)?"
)
INTRO = regex.compile(
    r"\b(?:we|this\s+(?:paper|work|study|article|report)|our\s+(?:work|paper|study))\b"
    r"(?:[^.;!?]{0,90}?|[^.;!?]{0,200}?\band\s+(?:then\s+|also\s+)?|[^.;!?]{0,200}?,\s+(?=\w+ing\b))(?<![\w-])"
    r"(?P<verb>" + INTRO_VERB + r")\b",
    regex.IGNORECASE,
)
INTRO_VERB_WORD = regex.compile(INTRO_VERB)
AND_BEFORE = regex.compile(r"\band\s+$")
WE_DEFINE = regex.compile(r"\b(?:we\s+(?:\w+ly\s+)?|and\s+)define\b", regex.IGNORECASE)
GERUND_AFTER_PREPOSITION = regex.compile(r"\b(?:in|of|on|about)\s+\w+ing$", regex.IGNORECASE)
# Earlier mentions by others, not this paper's contribution.
PRIOR_WORK = regex.compile(r"\b(?:previously|recently|originally|been|were|was|widely|commonly)\s+$", regex.IGNORECASE)
TO_INFINITIVE = regex.compile(r"\s+to\s+(?!be\b)\w+", regex.IGNORECASE)
# "We then train a novel Proprioceptive Contact-Aware Policy (PCAP)": novelty without an intro verb.
NOVEL = regex.compile(r"\b(?:a|an|our)\s+(?:new|novel)\b", regex.IGNORECASE)
# "The proposed Cut the Black Box (CB2) approach disentangles ...": the name sits between
# "proposed" and its kind noun; what the sentence says after the noun is what it uses.
PROPOSED = regex.compile(r"\b(?:the|our|a)\s+proposed\b", regex.IGNORECASE)
# Not INTRO_VERB: its "described", "built", "collected" as often report others' work ("Le & Mikolov described two
# models, called Paragraph Vector").
FIRST_PERSON_OR_NEW = regex.compile(
    r"\b(?:we|our|us|this\s+(?:paper|work|study|article)|here|an?\s+(?:new|novel)|resulting|improved"
    r"|propos\w*|introduc\w*|present\w*|develop\w*|design\w*)\b",
    regex.IGNORECASE,
)

# --- Naming words: "called / dubbed / named / termed X", "we call it X", "X, short for ..." ---
NAMING = regex.compile(
    # "named" but not "Named Entity Recognition"
    r"(?<!so-)\b(?:(?:called|dubbed|named(?![\s-]+entit)|termed)(?:\s+as\b)?|coined|nicknamed|which\s+we\s+(?:call|name|term)"
    r"|we\s+(?:call|name|term)(?:\s+(?:it|this|them))?|(?:call|name|term)\s+(?:it|this|them)"
    r"|refer(?:red)?\s+to\s+(?:(?:it|this|them|(?:our|this|the\s+(?:resulting|new|proposed))\s+(?:[\w-]+\s+){1,2}?)\s*)?as"
    r"|newly\s+(?:introduced|proposed|created|collected|constructed))\b",
    regex.IGNORECASE,
)
# "the belief theory called Subjective Logic": a definite, not new, thing being named.
KNOWN_THING_CALLED = regex.compile(
    r"\bthe\s+(?!(?:new|novel|proposed)\b)(?:[\w-]+\s+){0,3}$", regex.IGNORECASE
)
# "a technique called", "a new problem called", "a new design, called": the noun that the name after it names.
KIND_BEFORE_NAMING = regex.compile(
    r"\b(?:" + ARTIFACT_NOUN + r"|(?:step|design|problem|notion|concept|idea|variant|formulation|setting"
    r"|principle|extension|version|form|regression|learning)s?),?\s+$",
    regex.IGNORECASE,
)
SHORT_FOR = regex.compile(r",?\s*(?:short\s+for|(?:which\s+)?stand(?:s|ing)\s+for)\s+", regex.IGNORECASE)

# --- New things set off: "X, a new method", "a new approach, X, that" ---
NEW_KIND_OF = regex.compile(r"\b(?:new|novel)\s+(?:[\w-]+\s+){0,2}(?:theory|notion)\s*$", regex.I)
# "We introduce intrinsic fear, a new method that ...": what follows a lower-case name says it is a new thing.
DESCRIBED_AS_NEW = regex.compile(
    r",\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:new|novel|" + ARTIFACT_NOUN
    + r"|(?:form|variant|generalization|extension|kind|type|class)\s+of)\b",
    regex.IGNORECASE,
)
# "We present a new approach, asynchronous layer-wise gradient descent that ...": the same, the other way round,
# when the words end where what is said of them begins ("a new framework, reinforcement learning with comparative
# feedback, and ..." runs past four words: no name; "a novel fine-tuning method, cognizant of data structures": none).
NEW_KIND_SET_OFF = regex.compile(
    r"\s*(?:a|an)\s+(?:new|novel)\s+(?:[\w-]+\s+){0,2}?" + ARTIFACT_NOUN + r"\s*(?:,|:|—|–|-{2,3})\s*$",
    regex.IGNORECASE,
)
SET_OFF_AFTER = regex.compile(r"\s*(?:[,;:(.—–]|-{2,3}|\s-\s|(?:that|which)\b)", regex.IGNORECASE)
# "33% in TextCraft – a novel compositional dataset that we introduce": a name set off before "a new <kind>". The
# search starts from the set-off phrase (rare), not from every word that could be a name.
SET_OFF_NEW_KIND = regex.compile(
    r"(?:,|—|–|-{2,3}|(?<=\s)-)\s*(?:a|an)\s+(?:new|novel)\s+(?:[\w-]+\s+){0,3}?" + ARTIFACT_NOUN + r"\b",
    regex.IGNORECASE,
)
# A list goes on after an item: "X, Y, and Z", "a fusion module, an active selection module, ...".
LIST_GOES_ON = regex.compile(r"\s*(?:,|(?:and|or|etc)\b)", regex.IGNORECASE)

# --- Owned: "our X dataset", "Our method, X, ..." ---
# "Experiments on ... our SUP-AD dataset": a distinctive name the paper calls its own.
OWNED_NAME = regex.compile(
    r"\bour\s+(?:new\s+|proposed\s+)?(?P<name>[^\s,;:()]+)\s+(?:dataset|data\s+set|benchmark|corpus|framework|method"
    r"|approach|algorithm|model|system|toolkit|library|agent|architecture)s?\b",
    regex.IGNORECASE,
)
OUR_BEFORE = regex.compile(r"\bour\s+(?:new\s+|novel\s+|proposed\s+)?$", regex.IGNORECASE)
# "Our method, LTC, achieves": a name set off right after the paper's own kind noun.
OWN_KIND_THEN_NAME = regex.compile(
    r"\bour\s+(?:new\s+|novel\s+|proposed\s+)?(?:" + ARTIFACT_NOUN + r"|variants?|versions?)"
    + r",?\s+(?P<name>[^\s,;:()]+)(?=\s*[,(]|\s+(?:is|achieves|outperforms|can|also)\b)",
    regex.IGNORECASE,
)
# "Our approach, namely Visual Whole-Body Control (VBC), is ...": an abbreviation set off after the paper's own
# kind noun.
OWN_KIND_BEFORE = regex.compile(
    r"\bour\s+(?:new\s+|novel\s+|proposed\s+)?(?:" + ARTIFACT_NOUN + r"|variants?|versions?),?\s+"
    r"(?:namely\s+|i\.e\.,?\s+)?$",
    regex.IGNORECASE,
)

# --- Word lists ---
# Words allowed to start a sentence or appear capitalised without being names.
FUNCTION_WORDS = {
    "a", "an", "the", "we", "our", "this", "these", "that", "it", "its", "in", "on", "to", "for",
    "of", "and", "or", "with", "by", "from", "as", "at", "here", "then", "also", "first",
}
# A preposition, relative pronoun or verb between the intro verb and a name means the name
# is an argument of something else ("a method for LLMs", "an approach that uses CLIP").
GAP_BREAKERS = {
    "to", "for", "of", "on", "in", "with", "by", "from", "that", "which", "who", "how", "whether",
    "when", "where", "using", "via", "between", "into", "over", "under", "based", "across",
    "than", "like", "such", "as", "about", "against", "through", "within", "without", "while",
    "leveraging", "upon", "beyond", "among", "towards", "toward", "results", "evidence", "including",
}
# Words a lower-case name may follow without losing its slot: "called the anchor loss", "termed as UTrans".
BEFORE_LOWERCASE_NAME = {"a", "an", "the", "as"}
COPULAS = {"is", "are", "was", "were", "can", "has", "have"}
# Hyphenated descriptors are not names: "LLM-based", "CLIP-style", "GPT-4-generated".
DESCRIPTOR_SUFFIX = regex.compile(
    r"-(?:based|style|like|guided|free|aware|driven|level|wise|specific|agnostic|generated|"
    r"augmented|conditioned|scale|size|sized|shot|order|time|tuned|trained|only|centric)$",
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

# --- Titles: "Introducing X", prefixes that are no names, model and architecture head nouns ---
TITLE_INTRO = regex.compile(r"\b(?:Introducing|Presenting|Meet)\s+(?P<name>[^\s,:;]+)")
# Lower-case words that join the parts of a descriptive title prefix, beside FUNCTION_WORDS.
TITLE_JOINERS = {"not", "vs", "versus", "meets", "via", "without", "into"}
TITLE_PREFIX_STOP = {
    "survey", "review", "tutorial", "position", "overview", "introduction", "correction",
    "erratum", "abstract", "note", "perspective", "commentary", "benchmarking",
}
TITLE_NOT_NAME_WORDS = FUNCTION_WORDS | TITLE_JOINERS | {
    "is", "are", "using", "towards", "toward", "do", "does", "can", "at", "how", "why", "what", "when", "beyond"}
SURVEY_SUBTITLE = regex.compile(
    r"\b(?:survey|review|taxonomy|overview|tutorial|perspectives?|directions|successes|challenges)\b", regex.IGNORECASE
)
# "Sub-Adjacent Transformer: ..." and "we present the Sub-Adjacent Transformer, which ...".
INTRODUCING_WORD = (
    r"\b(?:propos|introduc|present|call|dubb|nam|term|develop)\w*\s+(?:(?:a|an|the|our)\s+)?(?:(?:new|novel)\s+)?"
)
NAME_SET_OFF = r"(?=\s*[,.;:(—–]|\s+(?:that|which|to|for|with|as|is|in|on|and|by|from)\b|\s*$)"
# The head nouns of a title that is the name of a model or training method.
MODEL_HEAD = regex.compile(
    r"(?:network|model|learning|training|auto-?encoder|process|machine|vector|transformer|gan|regularization"
    r"|attention|embedding|optimizer|algorithm|estimator|encoder|decoder|policy|policies|filter|flow|layer|unit"
    r"|memory|memories|sampler|descent|distillation|dropout|normalization|pooling|convolution)s?$",
    regex.IGNORECASE,
)
# A title's leading noun phrase names an architecture when its head is one of these ("Prototypical Networks for
# Few-shot Learning", "The Kanerva Machine: A Generative Distributed Memory"); "Learning", "Algorithms" or
# "Training" heads mostly name a field ("Policy Learning for ...", "Improved Approximation Algorithms for ...").
# The same test on a title's closing means ("Prediction Under Uncertainty with Error Encoding Networks") was tried
# (twelfth session): 6 names right and 5 wrong over the annotated sets, F1 0.838 -> 0.839, so it is not used.
ARCHITECTURE_HEAD = regex.compile(
    r"(?:network|machine|auto-?encoder|flow|convolution|embedding|unit|memory|memories|transformer|attention"
    r"|normalization|sampler|estimator|layer)s?$",
    regex.IGNORECASE,
)
# Modifiers of the field's generic architectures: "Deep Convolutional Neural Networks", "Generative Adversarial
# Networks" lead titles that apply them.
GENERIC_MODIFIERS = {"deep", "neural", "convolutional", "recurrent", "graph", "generative", "adversarial", "bayesian",
                     "artificial", "feedforward", "feed-forward", "residual", "stochastic", "spiking", "linear",
                     "rectified", "word", "multi-layer", "multilayer", "2d", "3d", "physics-informed"}
