"""Time linear in the text (issue 25, item 5): the cases that were quadratic stay fast, and stay exact.

Each timed case is sized so that the quadratic code it replaces took many times the bound (measured before the
change: 10,000 `'` took 45 s to tokenize, "(ABC) " over 60,000 characters some 15 s of abbreviation pairing), so a
regression fails even on a slow machine, while the linear code takes a small fraction of it.
"""

from __future__ import annotations

import pickle
import random
import re
import time

import pytest
import spacy

from extractor.doc_extensions import sentence_bounds
from extractor.pipeline import split_final_periods
from extractor.rules.abbreviations import find_abbreviations, short_form_mentions
from extractor.rules.claims.find import find_claims
from extractor.rules.text import MAX_SENTENCE_CHARS, sentence_end, sentence_start
from extractor.tokenizer import (
    MAX_RUN_CHARS,
    TOKENIZER_NAME,
    LinearTokenizer,
    anchored_prefix_search,
    tail_suffix_search,
)


def _repeat(unit: str, n_chars: int) -> str:
    return (unit * (n_chars // len(unit) + 1))[:n_chars]


def _timed(function, *args):
    started = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - started


@pytest.fixture(scope="module")
def stock_tokenizer():
    return split_final_periods(spacy.blank("en")).tokenizer


@pytest.fixture(scope="module")
def linear_tokenizer():
    return LinearTokenizer(split_final_periods(spacy.blank("en")).tokenizer)


def _tokens(doc):
    return [(t.idx, t.text, t.whitespace_, t.norm_) for t in doc]


@pytest.mark.parametrize("unit", ["'", "(", "%", "$", "\U0001F600", "_", "*", "'s"])
def test_a_long_run_of_affixes_tokenizes_in_linear_time_with_exact_offsets(linear_tokenizer, unit):
    text = "We test " + _repeat(unit, 30_000) + " here."
    doc, seconds = _timed(linear_tokenizer, text)
    assert seconds < 5
    assert doc.text == text
    assert all(text[t.idx : t.idx + len(t)] == t.text for t in doc)
    assert [t.text for t in doc[:2]] == ["We", "test"] and [t.text for t in doc[-2:]] == ["here", "."]


def test_one_character_repeated_makes_few_tokens(linear_tokenizer):
    doc = linear_tokenizer(_repeat("'", 100_000))
    assert doc.text == _repeat("'", 100_000)
    assert len(doc) < 2_000  # not 100,000 one-character tokens for the NER to read


def test_text_without_an_over_long_run_is_tokenized_as_spacy_does(stock_tokenizer, linear_tokenizer):
    texts = [
        "We call it Commonsense-T2I. We use GPT-4V (Ph.D. and U.S. stay whole) -- 3.5% of 2x $5 'quoted' don't.",
        "Runs just under the bound stay spaCy's: " + "'" * MAX_RUN_CHARS + " and " + "(" * 500 + "x)).",
        "  leading and trailing  white space\n\nand new lines \t ",
        "emoji 😀😀 and ellipses ..... and dashes ---- and 's's's and 10km/h and 5°C.",
    ]
    for text in texts:
        assert _tokens(linear_tokenizer(text)) == _tokens(stock_tokenizer(text))


def test_the_fast_affix_searches_find_what_spacy_s_searches_find(stock_tokenizer):
    prefix, suffix = stock_tokenizer.prefix_search.__self__, stock_tokenizer.suffix_search.__self__
    fast_prefix, fast_suffix = anchored_prefix_search(prefix), tail_suffix_search(suffix)
    assert fast_prefix is not None and fast_suffix is not None
    rng = random.Random(25)
    alphabet = list(".'’\"()[]%$€_*-–—,;:!?…aAsSkmg0159°FC+/#&😀`«»\n")
    for _ in range(20_000):
        string = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 10)))
        for ours, spacys in ((fast_prefix(string), prefix.search(string)), (fast_suffix(string), suffix.search(string))):
            assert (ours and ours.span()) == (spacys and spacys.span()), string


def test_a_pattern_of_another_shape_keeps_its_plain_search():
    assert anchored_prefix_search(re.compile(r"^a|b")) is None  # "b" is not anchored: search and match differ
    assert tail_suffix_search(re.compile(r"a$|b")) is None


def test_the_tokenizer_survives_serialization_with_its_fast_searches(linear_tokenizer):
    text = "We use GPT-4V. " + _repeat("(", 5_000)
    copy = LinearTokenizer(spacy.blank("en").tokenizer).from_bytes(linear_tokenizer.to_bytes())
    # spaCy's own searches for ordinary text, the fast ones in the twin that long runs go to
    assert type(copy.tokenizer.suffix_search).__name__ == "builtin_method"
    assert type(copy.linear.suffix_search).__name__ == "TailSuffixSearch"
    assert _tokens(copy(text)) == _tokens(linear_tokenizer(text))
    assert _tokens(pickle.loads(pickle.dumps(linear_tokenizer))(text)) == _tokens(linear_tokenizer(text))
    # a rule set through the wrapper reaches spaCy's tokenizer, and the twin is rebuilt from it
    copy.suffix_search = re.compile(r"(?:\.|!)$").search
    assert type(copy.linear.suffix_search).__name__ == "TailSuffixSearch"
    assert [t.text for t in copy("Stop.")] == ["Stop", "."]
    assert [t.text for t in copy.linear("Stop.")] == ["Stop", "."]


def test_the_token_cache_outlives_the_pipeline_build():
    # spaCy stops caching after max_cache_size chunks; the gazetteer's names must not use them all up
    from extractor.pipeline import build_pipeline

    tokenizer = build_pipeline(task_type_model=None, contribution_model=None, task_ranker_model=None).tokenizer
    assert tokenizer.max_cache_size >= 100_000 and tokenizer.linear.max_cache_size >= 100_000


def test_the_common_words_keep_their_lexemes_and_tokens_outside_a_memory_zone():
    from extractor.pipeline import common_words

    words = common_words()
    assert len(words) == 20_000 and words[:3] == ["the", "of", "and"] and "e.g.," in words
    nlp = split_final_periods(spacy.blank("en"))
    tokenizer = LinearTokenizer(nlp.tokenizer)
    text = "We propose a model, e.g., RoBERTa-large, that achieves 91.2% accuracy (state-of-the-art) on GLUE."
    with nlp.memory_zone():
        before = _tokens(tokenizer(text))
    assert "accuracy" not in nlp.vocab and "achieves" not in nlp.vocab  # the zone freed them
    tokenizer.warm(["accuracy", "achieves", "e.g.,", "(state-of-the-art)", "model,"])
    assert "accuracy" in nlp.vocab and "achieves" in nlp.vocab and "state" in nlp.vocab  # lexemes built once
    with nlp.memory_zone():
        assert _tokens(tokenizer(text)) == before
    assert "accuracy" in nlp.vocab and "RoBERTa" not in nlp.vocab  # the zone freed the text's other words only


def test_abbreviation_pairing_is_linear_in_the_brackets():
    text = _repeat("(ABC) ", 60_000)
    (pairs, mentions), seconds = _timed(lambda t: (p := find_abbreviations(t), short_form_mentions(t, p)), text)
    assert seconds < 5


def test_short_form_mentions_are_found_in_one_scan_for_many_short_forms():
    text = " ".join(f"Alpha{i} Beta{i} (AB{i}) uses AB{i}, not xAB{i} or AB{i}-like." for i in range(400))
    pairs = find_abbreviations(text)
    assert len(pairs) == 400
    mentions, seconds = _timed(short_form_mentions, text, pairs)
    assert seconds < 2
    assert [(text[s:e], p.short) for s, e, p in mentions[:2]] == [("AB0", "AB0"), ("AB0", "AB0")]
    assert len(mentions) == 800  # the definition and one use each; "xAB0" and "AB0-like" are parts of words


def test_a_long_capitalised_word_before_or_is_read_once():
    text = "A" * 30_000 + ", or BC. Stochastic Gradient Descent, or SGD, converges."
    pairs, seconds = _timed(find_abbreviations, text)
    assert seconds < 2
    assert [(p.short, p.long) for p in pairs] == [("SGD", "Stochastic Gradient Descent")]


def test_sentences_without_end_marks_are_bounded():
    text = _repeat("we propose it ", 100_000)
    ends, seconds = _timed(lambda t: [sentence_end(t, i) for i in range(0, len(t), 5)], text)
    assert seconds < 3  # 20,000 searches to the end of the text took 9 s
    assert ends[0] == MAX_SENTENCE_CHARS and ends[-1] == len(text)
    assert sentence_start(text, 50_000) == 50_000 - MAX_SENTENCE_CHARS
    assert sentence_end("It works. Then it stops", 0) == len("It works.")
    assert sentence_start("It works. Then it stops", 15) == len("It works.")


def test_each_claim_finds_its_sentence_without_reading_them_all():
    # 2,000 claims among 102,000 sentences: a scan of all sentence starts per claim took some 8 s.
    text = _repeat("ab ", 300_000) + _repeat("1. ", 6_000)
    bounds = [(i, i + 3) for i in range(0, len(text), 3)]
    claims, seconds = _timed(find_claims, text, bounds)
    assert seconds < 3
    assert len(claims) == 2_000
    assert all(text[c.start_char : c.end_char] == c.text == "1" and c.sentence == "1. " for c in claims)


def test_a_giant_sentence_is_read_in_bounded_parts(linear_tokenizer):
    nlp = spacy.blank("en")
    nlp.tokenizer = linear_tokenizer
    nlp.add_pipe("sentencizer")
    text = _repeat("50 of the ", 10_000) + ". Done."
    bounds = sentence_bounds(nlp(text))
    assert all(end - start <= MAX_SENTENCE_CHARS for start, end in bounds)
    assert bounds[0][0] == 0 and bounds[-1] == (len(text) - len("Done."), len(text))
    assert all(b[0] >= a[1] for a, b in zip(bounds, bounds[1:]))
    short = nlp("One sentence. Another one.")
    assert sentence_bounds(short) == [(s.start_char, s.end_char) for s in short.sents]


def test_the_api_extracts_a_long_punctuation_run_quickly_and_exactly():
    from extractor.api import Extractor

    extractor = Extractor()
    extractor.extract("We propose FooNet.")  # the pipeline loads outside the timing
    text = "We propose FooNet (FN) and reach 91.2% accuracy. " + _repeat("'", 30_000) + " FN is fast."
    extraction, seconds = _timed(extractor.extract, text)
    assert seconds < 10
    assert [(c.text, c.value) for c in extraction.claims][:1] == [("91.2%", 91.2)]
    for row in [*extraction.entities, *extraction.claims, *extraction.urls]:
        assert text[row.start_char : row.end_char] == row.text


def test_texts_with_long_runs_survive_memory_zones():
    # The twin tokenizer must not be made inside a zone: its special cases' lexemes would be freed on exit.
    nlp = spacy.blank("en", config={"nlp": {"tokenizer": {"@tokenizers": TOKENIZER_NAME}}})
    long_run = "see https://example.org/" + "a/" * 40 + " and (" + "x" * 70 + ")."
    for _ in range(3):
        with nlp.memory_zone():
            assert nlp(long_run + " Don't stop.").text == long_run + " Don't stop."
    assert [t.text for t in nlp("Don't stop.")] == ["Do", "n't", "stop", "."]
