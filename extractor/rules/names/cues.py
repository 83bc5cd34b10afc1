"""Word lists and patterns the span hygiene reads (data only; the rules are in hygiene.py, markup.py,
coordination.py and labels.py)."""

from __future__ import annotations

import regex

# Punctuation a name neither starts nor ends with. Brackets and quotes are left when the span holds their
# partner ("(multinomial) logistic model", '"look-ahead" approach'); "+" and "#" end names ("C++", "C#").
EDGE_PUNCTUATION = frozenset(".,;:!?|/~-–—‐…·•")
OPENING = {"(": ")", "[": "]", "“": "”", "‘": "’", "«": "»"}
CLOSING = {close: open_ for open_, close in OPENING.items()}
SYMMETRIC_QUOTES = frozenset("\"'`")
# A final period that belongs to the word: initials ("U.S.", "e.g.") and the usual abbreviations.
ABBREVIATION_PERIOD = regex.compile(r"(?<![\p{L}.])(?:\p{L}\.){2,}$|\b(?:al|etc|Inc|Ltd|Co|vs|cf|No|Jr|Sr|St)\.$")

# A word's parts: letters and digits, joined by a hyphen, a period between digits ("GPT-3.5") or an apostrophe
# between letters ("object's").
WORD_CHAR = regex.compile(r"[\p{L}\p{N}]")
JOINER = regex.compile(r"-(?=[\p{L}\p{N}])|(?<=\p{N})\.(?=\p{N})|(?<=\p{L})['’](?=\p{L})")
# A hyphen part after a name that makes a modifier of it, not a longer name: "LSTM-based", "LLM-powered",
# "FID-style", "decoder-only" (artifacts/cues.py DESCRIPTOR_SUFFIX, and these).
MODIFIER_SUFFIXES = frozenset(
    "powered inspired enhanced assisted oriented dependent independent related type compatible friendly bound "
    "pretrained finetuned derived induced informed specialized focused centered native enabled supervised "
    "regularized constrained".split()
)

# Prefixes a hyphen joins to the next part, whatever that part is ("pre-trained", "self-supervised").
PREFIXES = frozenset("pre post non multi self semi co re de un anti inter intra sub super over under cross meta bi "
                     "tri uni mid out fine".split())

# Words a cut name may not end with ("spherical surface of $S^2$" -> "spherical surface").
TRAILING_FUNCTION_WORDS = frozenset("of for and or in on with to the a an by from at as via".split())

# A part that opens with one of these is no name of its own ("question answering and its evaluation").
DETERMINERS = frozenset("a an the its their our his her this these that those such each every some any".split())

# Coordination: what joins two names in one span ("KITTI and Cityscapes", "MNIST, SVHN", "LM-ResNet/LM-ResNeXt").
# ("&" joins authors: "Hochreiter & Schmidhuber"; a comma without a space is inside a name: "l2,0-norm".)
CONJUNCTION = regex.compile(r"\s*,\s+(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
SLASH = regex.compile(r"/")

# Acronyms that name nothing of any kind the tables count, whatever the label: a quality ("SOTA methods",
# "state-of-the-art (SOTA)") and hardware ("on GPUs"; the knowledge base lists a data set of each name). On 10,000
# unlabelled abstracts GPUs were the 31st and SOTA the 39th METHOD name by papers.
NO_NAME_ACRONYMS = frozenset({"SOTA", "SotA", "SoTA", "CPU", "GPU", "TPU", "NPU", "FPGA"})
# Acronyms that name a field, a kind of model or a quality, not a data set: a span with one of these texts is
# no DATASET row, whatever the NER read (other labels stay). Value: the label the row takes instead, the kind
# the corpus gives the word. Derived from the 4,128 paperlists abstracts (baseline entities table, 2024): the
# acronyms (2-6 letters) that at least 5 abstracts mention and that the table labels DATASET in at most a
# quarter of them (SOTA 6 of 51 abstracts, RLHF 4 of 21, KG 2 of 8, FLOPs 2 of 9, LLM 1 of 174, NLP 1 of 74,
# AI 1 of 43, CNN 1 of 42, QA 2 of 36, ICL 1 of 27, CLIP 1 of 17, ASR 1 of 15, NLI 2 of 9, CL 1 of 9, TTS 1 of 6,
# MI 1 of 6), plus the field and model-kind acronyms the issue lists (AR, CT, ReID, RL, CV, ML, GNN, DNN),
# which no data set is called either. Plurals of acronyms are not names of data sets at all (labels.py).
NOT_DATASET_ACRONYMS: dict[str, str] = {
    **{acronym: "OTHER" for acronym in NO_NAME_ACRONYMS},
    "AR": "OTHER", "CT": "OTHER", "KG": "OTHER", "MI": "OTHER",
    "AI": "TASK", "ML": "TASK", "NLP": "TASK", "CV": "TASK", "RL": "TASK", "ReID": "TASK", "QA": "TASK",
    "ASR": "TASK", "NLI": "TASK", "TTS": "TASK", "CL": "TASK",
    "LLM": "METHOD", "GNN": "METHOD", "DNN": "METHOD", "CNN": "METHOD", "RLHF": "METHOD", "ICL": "METHOD",
    "CLIP": "METHOD",
    "FLOPs": "METRIC",
    # Hosting sites: where code and data are put ("available on GitHub"), not a data set (the 13th DATASET name
    # by papers on 10,000 unlabelled abstracts was GitHub, 16 papers).
    "GitHub": "OTHER", "GitLab": "OTHER", "Bitbucket": "OTHER", "Zenodo": "OTHER", "Figshare": "OTHER",
    # Kinds of sensor data, not a data set ("RGB-D data", "RGBD videos": 7 papers' DATASET name on 10,000
    # unlabelled abstracts).
    "RGB": "OTHER", "RGBD": "OTHER", "RGB-D": "OTHER",
}
# Platforms data is collected from ("videos scraped from YouTube", "Twitter accounts") and companies that serve
# data or models ("images returned by Google", "APIs of AWS, Azure and Clarifai"): the knowledge base lists a data
# set of several of these names, but an abstract means the platform unless it calls it a data set ("the Reddit
# dataset"). On the dev and held-out sets annotators listed none of the 12 mentions of Twitter, Facebook and
# YouTube; YouTube was the 14th and Reddit the 44th DATASET name by papers on 10,000 unlabelled abstracts, Google
# the 43rd on another 10,000. Wikipedia, a text corpus the annotators do list (3 of 4 mentions), is not one of them;
# nor is Amazon ("Amazon" alone often means its product reviews).
DATA_SOURCE_PLATFORMS = frozenset(
    "YouTube Reddit Twitter Facebook Instagram TikTok Weibo LinkedIn Flickr Gab Telegram WhatsApp Quora Tumblr "
    "Pinterest Mastodon Twitch Vimeo Google Apple Microsoft AWS Azure IBM NVIDIA OpenAI Meta Baidu Alibaba Tencent "
    "Huawei Samsung Clarifai arXiv GitHub StackOverflow".split()  # where papers, code and posts are found
)
# Conferences, and a conference with its year ("CVPR 2018", "ICML'17", "the AIM 2020 workshop"), a date ("September
# 2019"): when and where a paper appeared, no data set. The ML and NLP venues are the `venue` ids of the corpora
# (../shared/data/paperlists, unlabeled), less the workshops whose shared tasks are data sets ("SemEval 2023",
# "WMT 2022", "IWSLT 2016", "CoNLL-2003"), plus the theory conferences and former names the ids do not spell.
CONFERENCES = frozenset(
    "NeurIPS NIPS CVPR CVPRW ICML ICMLW ICLR ICLRW ICCV ICCVW ECCV ECCVW WACV AISTATS UAI COLT ECML PKDD ECML-PKDD "
    "ACML CoRL AAAI IJCAI KDD SIGIR WWW ACL EMNLP NAACL EACL AACL COLING LREC TACL Interspeech ICASSP FOCS STOC "
    "SODA ICRA IROS MICCAI".split())
VENUE_OR_DATE = regex.compile(
    r"(?:(?:the\s+)?(?:" + "|".join(sorted(CONFERENCES, key=len, reverse=True)) + r")|January|February|March|April|"
    r"May|June|July|August|September|October|November|December)(?:@\w+)?[\s\-']*(?:(?:19|20)\d\d|'?\d\d)"
    r"(?:\s+(?:workshops?|conference|proceedings|main conference))?", regex.I)
# A language pair or direction ("English-German", "French → English", "En-De"): a translation direction a paper
# evaluates on, no data set by itself; the data set names it with its source ("WMT14 English-German"). On 10,000
# unlabelled abstracts "English – German" was the 43rd DATASET name by papers.
LANGUAGES = (
    "English German French Spanish Italian Portuguese Dutch Romanian Czech Polish Russian Ukrainian Bulgarian Serbian "
    "Croatian Slovenian Slovak Hungarian Finnish Estonian Latvian Lithuanian Swedish Danish Norwegian Icelandic Greek "
    "Turkish Kazakh Uzbek Arabic Hebrew Persian Farsi Pashto Urdu Hindi Bengali Gujarati Marathi Tamil Telugu Kannada "
    "Malayalam Sinhala Nepali Chinese Mandarin Cantonese Japanese Korean Vietnamese Thai Khmer Burmese Indonesian "
    "Malay Tagalog Filipino Swahili Yoruba Hausa Igbo Amharic Somali Zulu Xhosa Inuktitut Basque Catalan Galician "
    "Welsh Irish Maltese Albanian Armenian Georgian Mongolian Tibetan Uyghur Latin "
    # languages of the low-resource shared tasks (WMT, LoResMT, AmericasNLP, AfricaNLP)
    "Luganda Manipuri Khasi Assamese Odia Oriya Punjabi Sindhi Kurdish Tigrinya Wolof Kinyarwanda Lingala Shona "
    "Afrikaans Bhojpuri Maithili Sanskrit Javanese Sundanese Malagasy Quechua Guarani Aymara Nahuatl Belarusian "
    "Macedonian Bosnian Azerbaijani Tajik Kyrgyz Turkmen Tatar Lao Maori Luxembourgish Faroese Frisian Breton "
    "Occitan Esperanto Yiddish Oromo Tswana Sesotho Chichewa Twi Ewe Fon Bambara Kikuyu Cherokee").split()
LANGUAGE_NAMES = frozenset(LANGUAGES)  # a language is no data set's name ("the English corpus")
LANGUAGE_CODES = "en de fr es it pt nl ro cs pl ru uk zh ja ko fi et lv lt tr kk ar he fa hi gu ta si ne km ps iu vi".split()
_LANGUAGE = r"(?:" + "|".join(LANGUAGES) + r"|(?i:" + "|".join(LANGUAGE_CODES) + r"))"
# A language with its variety or script ("Modern Standard Arabic", "Canadian French", "Mandarin Chinese"), or alone
# ("English-only"): still a language.
_VARIETY = (r"(?:Modern\s+Standard|Standard|Classical|Colloquial|Simplified|Traditional|Old|Middle|Ancient|Brazilian|"
            r"European|Canadian|American|British|Australian|Indian|Swiss|Austrian|Mexican|Egyptian|Levantine|Gulf|"
            r"Moroccan|Algerian|Tunisian|Iraqi|Saudi|Sudanese|Taiwanese|Mandarin|Cantonese)")
_ONE_LANGUAGE = rf"(?:{_VARIETY}\s+)?{_LANGUAGE}"
_GLUED_CODES = r"(?:" + "|".join(code.capitalize() for code in LANGUAGE_CODES) + r"){2}"  # "RoEn", "DeEn"
LANGUAGE_PAIR = regex.compile(
    rf"{_ONE_LANGUAGE}(?:\s*(?:-|–|—|→|->|⇒|/|\s(?:to|into)\s)\s*{_ONE_LANGUAGE})+(?:\s+(?:language\s+)?pairs?)?"
    rf"|{_VARIETY}\s+{_LANGUAGE}|{_LANGUAGE}-(?i:only)|{_GLUED_CODES}")
# The words after a platform's name that call it a data set.
CALLED_DATA_SET = regex.compile(r"\s+(?:data\s*sets?|corpus|corpora|benchmarks?|graphs?)\b", regex.I)

# "LLMs", "GNNs", "POSGs": an acronym in the plural names a kind of thing.
PLURAL_ACRONYM = regex.compile(r"(?:\p{Lu}[\p{Lu}\p{N}-]*\p{Lu}|\p{Lu}\p{Ll}?\p{Lu}+)s")

# Kind nouns after a task phrase in one NER span ("post-hoc calibration methods", "the Kidney Exchange problem",
# "image classification benchmarks"): the phrase before them is the task (readings.py).
KIND_NOUNS_AFTER_TASK = frozenset(
    "task tasks problem problems method methods approach approaches technique techniques algorithm algorithms "
    "framework frameworks model models system systems strategy strategies setting settings benchmark benchmarks "
    "challenge challenges".split()
)

# A kind noun right after an abbreviation's definition types the pair: "the EM Per Token (EPT) metric",
# "semantic textual similarity (STS) tasks", "the Camera Trap (CT) benchmark" (readings.py); its task words end a
# task phrase that opens with a data set's name ("LJSpeech text to speech task": entities.split_dataset_off_task).
PAIR_KIND_NOUNS: dict[str, str] = {
    **{w: "METRIC" for w in "metric metrics measure measures score scores".split()},
    **{w: "TASK" for w in "task tasks problem problems".split()},
    **{w: "DATASET" for w in "dataset datasets benchmark benchmarks corpus corpora".split()},
}

# Head words of what a score measures: a metric phrase headed by one names a metric whether or not a number
# measures it ("aesthetic score", "false discovery rate"; names/metric_use.py).
SCORE_HEADS = frozenset(
    "accuracy accuracies rate rates error errors score scores precision recall distance divergence similarity "
    "correlation agreement likelihood perplexity loss reward return regret coverage fidelity power frequency "
    "ratio".split())
# Words that make a long form a measure wherever they stand in it: "Normalized Discounted Cumulative Gain",
# "Bilingual Evaluation Understudy", "Exact Match", "Frames Per Second", and the compute a model costs,
# "floating-point operations (FLOPs)", "multiply-accumulate operations (MACs)" (a cost measure compared is a metric:
# docs/ANNOTATION.md) (names/senses.is_metric_sense).
MEASURE_WORDS = SCORE_HEADS | frozenset(
    "gain evaluation match index coefficient measure metric deviation variance overlap opinion discrepancy "
    "distortion second seconds operations".split())

# Head nouns of a measurement (guideline: "accuracy", "success rate", "perplexity", "wall-clock time"): what a
# number measures is a metric name when its phrase ends in one (readings.measured_phrase): a score's head, or a
# quality's, which names a metric only where a number measures it ("computational cost").
MEASURE_HEADS = SCORE_HEADS | frozenset(
    "cost costs footprint throughput latency overhead time speed speedup size efficiency quality consumption "
    "usage".split())
# Measure nouns that name a metric on their own where a number measures them ("a 39x speedup", "reduces latency by
# 30%", "regret of O(sqrt T)"), unlike "cost", "time" or "quality", which need the words before them.
MEASURES_ALONE = frozenset("latency throughput speedup speed-up regret runtime entropy".split())
# Head words of a data set's name ("Penn Treebank", "the Yelp review corpus", "WSJ collection").
DATA_SET_HEAD = regex.compile(r"(?:data(?:set)?|corpus|corpora|\p{L}*bank|benchmark|suite|collection|database)s?",
                              regex.I)


# Words after a data set's name that name another thing, a contest on it: "SIGMORPHON 2020 inflection challenge".
# A shared task's number ("Task 4", "Subtask 1a", "Track 2"), after its series and year: "SemEval 2023 Task 4",
# "SemEval-2022 - Task 4", "CASE 2022 Task 1", "WMT'21 Task 2". The shared task is the data set (docs/ANNOTATION.md);
# the series alone a venue.
SHARED_TASK_NUMBER = r"(?:(?:Shared\s+)?Task|Sub-?task|Track)[\s\-]*\d+[A-Za-z]?\b"
# The year and number after a series already read as a data set ("SemEval" in "SemEval 2023 Task 4").
SHARED_TASK_AFTER = regex.compile(r"[\s\-]*(?:(?:19|20)\d\d)?[\s\-:,]*" + SHARED_TASK_NUMBER)
SHARED_TASK_WORD = regex.compile(r"(?:Task|task|Track)[\s\-]*\d")  # a cheap test before NUMBERED_SHARED_TASK
# A whole shared task: a series word, a year and the number ("Semeval 2021 Task 4").
NUMBERED_SHARED_TASK = regex.compile(
    r"(?<![\w\-/.])(?P<series>[\p{L}][\p{L}\d]*)[\s\-]*'?(?:19|20)?\d\d[\s\-:,]*" + SHARED_TASK_NUMBER)
# An edition's number: "the 2nd DataCV Challenge", "the Second Shared Task on Metaphor Detection".
ORDINAL = r"(?:\d+(?:st|nd|rd|th)|(?i:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth))"
CONTEST_WORDS = frozenset("challenge challenges task tasks track tracks competition competitions".split())
