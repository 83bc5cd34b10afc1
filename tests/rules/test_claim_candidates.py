"""extractor.rules.claims.candidates: digit and word numbers on the view, neighbours joined into ranges."""

from __future__ import annotations

from extractor.records import Claim
from extractor.rules.claims.candidates import Candidate, join_ranges, number_candidates, scan_numbers
from extractor.rules.claims.find import find_claims


def only_claim(text: str) -> Claim:
    claims = find_claims(text)
    assert len(claims) == 1, [c.text for c in claims]
    return claims[0]


# ---- moved from tests/test_claims.py ---------------------------------------------------------


def test_thousands_separator_count():
    claim = only_claim("a benchmark with 5,866 valid data points")
    assert (claim.value, claim.kind, claim.counted, claim.role) == (5866, "count", "valid data points", "size")


def test_latex_percent_range():
    claim = only_claim("compression of LLMs achieving 50-60\\% sparsity")
    assert (claim.value_low, claim.value_high, claim.unit, claim.text) == (50, 60, "%", "50-60\\%")
    assert claim.value is None


def test_k_suffix():
    claim = only_claim("collected from 210K unique IP addresses")
    assert (claim.value, claim.counted) == (210_000, "unique IP addresses")


def test_a_scale_letter_after_a_space_before_items_of_data():
    # after 2022.icon-main.34: "(∼13.22 k sentences)"; a "k" before other words is a variable's name
    claim = only_claim("manually annotated at the sentence level (∼13.22 k sentences)")
    assert (claim.value, claim.counted) == (13_220, "sentences")
    assert only_claim("with 5 k nearest neighbours").value == 5


def test_bold_count():
    claim = only_claim("AbdomenAtlas 1.1 that comprises **9,262** three-dimensional CT volumes")
    assert claim.value == 9262


def test_a_range_of_angles():
    assert [(c.text, c.value_low, c.value_high, c.unit) for c in find_claims(
        "Errors ranged from 16° - 21° for orientation and 14° - 26° for wing joint angles, not 90° or 180°.")] == [
        ("from 16° - 21°", 16, 21, "°"), ("14° - 26°", 14, 26, "°"), ("90°", None, None, "°"), ("180°", None, None, "°")]


def test_between_range():
    claim = only_claim("models with between 3 and 5 layers")
    assert (claim.value_low, claim.value_high, claim.text) == (3, 5, "between 3 and 5")


def test_alternatives_are_a_range():
    claim = only_claim("reducing the bit-width down to 3 or 4 bits per weight")
    assert (claim.value_low, claim.value_high, claim.unit) == (3, 4, "bits")


def test_times_range():
    claim = only_claim("speedups of 3–77× over the baseline")
    assert (claim.value_low, claim.value_high, claim.unit) == (3, 77, "x")


def test_number_words():
    assert [(c.text, c.value) for c in find_claims("we evaluate 25 LLMs on four image datasets")] == [
        ("25", 25), ("four", 4)]
    assert only_claim("covering twenty-five tasks").value == 25
    assert only_claim("a dozen models").value == 12
    assert only_claim("one million real-world conversations").value == 1e6
    assert only_claim("half of the parameters").value == 0.5


def test_twice_and_fold():
    assert (only_claim("twice as fast").value, only_claim("twice as fast").unit) == (2, "x")
    assert only_claim("a three-fold speedup").value == 3
    assert [(c.text, c.value, c.unit) for c in find_claims("It cuts memory threefold.")] == [("threefold", 3, "x")]
    assert find_claims("manifold learning") == []


def test_scientific_notation():
    assert only_claim("trained on 1.2 \\times 10^{6} samples").value == 1.2e6
    assert only_claim("for 10^{6} steps").value == 1e6
    assert only_claim("a learning rate of 1e-3").value == 1e-3


def test_from_to_after_a_change_is_one_change():
    [claim] = find_claims("we improve the precision from 34% to 43%")
    assert (claim.text, claim.value, claim.value_before, claim.value_after, claim.direction) == (
        "from 34% to 43%", None, 34, 43, "increase")
    [claim] = find_claims("the error drops from 70.2% to 40%")
    assert (claim.value_before, claim.value_after, claim.direction, claim.unit) == (70.2, 40, "decrease", "%")



def test_a_change_of_size_or_one_whose_measure_is_named_after_from_is_a_change():
    [claim] = find_claims("expanding the context from 2k to 64k tokens with minimal increases in perplexity")
    assert (claim.value_before, claim.value_after, claim.value_low) == (2000, 64000, None)
    claims = find_claims("We improve the state of the art on the Norwegian Parliamentary Speech Corpus (NPSC) from a "
                         "word error rate (WER) of 17.10% to 7.60%.")
    assert [(c.value_before, c.value_after, c.direction) for c in claims] == [(17.1, 7.6, "decrease")]
    # no change verb: a range
    [claim] = find_claims("The images range from 10 to 100 pixels.")
    assert (claim.value_low, claim.value_high, claim.value_before) == (10, 100, None)
    # the measure written with both ends
    claims = find_claims("It improves accuracy from 88% accuracy to 95% accuracy on Omniglot.")
    assert [(c.value_before, c.value_after, c.direction) for c in claims] == [(88, 95, "increase")]


def test_a_change_whose_first_value_is_qualified_before_to_is_a_change():
    claims = find_claims("It improves the harmlessness rate of LLaMA 30B from 82% of vanilla inference to 97%.")
    assert [(c.value_before, c.value_after, c.direction) for c in claims] == [(82, 97, "increase")]
    claims = find_claims("Accuracy drops from 61.43 on English to 44.06 on Swahili.")
    assert [(c.value_before, c.value_after, c.direction) for c in claims] == [(61.43, 44.06, "decrease")]
    # no change verb before "from", or a clause between: two values
    assert [c.value for c in find_claims("The error is from 5 in most cases to 10.")] == [5, 10]
    assert [c.value for c in find_claims("Accuracy drops from 61.43 on English and then to 44.06.")] == [61.43, 44.06]
    # the words may be a measure, a citation or a name with digits
    claims = find_claims("We reduce the error by almost half, going from 46% recognition rate to 71%.")
    assert [(c.value_before, c.value_after, c.unit) for c in claims if c.value is None] == [(46, 71, "%")]
    claims = find_claims("It improves the TOP-1 accuracy from 95.1% [13] to 97.1%, and from 97.9% [11] to 99.2%.")
    assert [(c.value_before, c.value_after) for c in claims] == [(95.1, 97.1), (97.9, 99.2)]
    claims = find_claims("The number of parameters is reduced from 140M in original VGG-16 to 15M only.")
    assert [(c.value_before, c.value_after) for c in claims] == [(140e6, 15e6)]
    # two units are two values, and "up to" ends a range's words
    assert [c.value for c in find_claims("Runtime is reduced from 4 minutes to 1.8 seconds.")] == [4, 1.8]


def test_a_number_that_ends_a_name_or_a_citation_is_no_end_of_a_range():
    # "16 to 93%" was read as a range and dropped as part of the name, losing the value
    assert [c.value for c in find_claims("We train VGG-16 to 93% accuracy.")] == [93]
    assert find_claims("unlike the earlier results of [12, 13, 20] and [3-5].") == []
    # a unit or a scale word before the dash is no name: the ends of a range
    [claim] = find_claims("speedups of 2.0x-3.0x over the baseline")
    assert (claim.value_low, claim.value_high) == (2, 3)
    [claim] = find_claims("models ranging in size between 300 million-6.7 billion parameters")
    assert (claim.value_low, claim.value_high) == (300e6, 6.7e9)


def test_the_ends_of_a_range_stay_a_range_after_a_change_word():
    [claim] = find_claims("average mAP shows a relative improvement ranging from 2.0% to 13.7 % across baselines.")
    assert (claim.value_low, claim.value_high, claim.value_before) == (2.0, 13.7, None)


def test_a_descending_pair_an_up_from_and_glued_units_are_changes():
    # a range runs upwards: "41% to 37%" in a list of reductions is a change, as is "X up from Y"
    claims = find_claims("lowering the miss rate from 13% to 11% on INRIA, 41% to 37% on ETH and 51% to 42% on TUD.")
    assert [(c.value_before, c.value_after) for c in claims] == [(13, 11), (41, 37), (51, 42)]
    [claim] = find_claims("improvements over the UCF-101 baseline model (63.3% up from 43.9%).")
    assert (claim.value_before, claim.value_after, claim.direction) == (43.9, 63.3, "increase")
    claims = find_claims("reduced the storage of AlexNet by 35x, from 240MB to 6.9MB, without loss of accuracy.")
    assert [(c.value, c.value_before, c.value_after, c.unit) for c in claims] == [
        (35, None, None, "x"), (None, 240, 6.9, "MB")]
    [claim] = find_claims("The images range from 10 to 100 pixels.")  # upwards without a change verb: a range
    assert (claim.value_low, claim.value_high) == (10, 100)
    [claim] = find_claims("We improve the F-measure on the BSDS500 benchmark to 0.74 (up from 0.71 of gPb contours).")
    assert (claim.value_before, claim.value_after) == (0.71, 0.74)
    [claim] = find_claims("the error to the hand-labeled eyelid outline (from 34px to 12px)")
    assert (claim.value_before, claim.value_after, claim.unit) == (34, 12, "px")


def test_a_change_verb_a_long_clause_before_from():
    [claim] = find_claims("has markedly improved the coverage rate of the AlphaGeometry language on International "
                          "Math Olympiads 2000-2024 geometry problems from 66% to 88%.")
    assert (claim.value_before, claim.value_after, claim.direction) == (66, 88, "increase")


def test_scale_words_slash_lists_and_en_dash_names():
    [claim] = find_claims("it reaches VGG-19 accuracy with only 4.4 Million parameters.")
    assert (claim.value, claim.unit) == (4_400_000, "parameters")
    claims = find_claims("variants that are 2.59×/8.26× faster than SqueezeNet/AlexNet.")
    assert [c.value for c in claims] == [2.59, 8.26]
    [claim] = find_claims("a top–1 accuracy of 90.27% on the Food-101 dataset.")  # "top–1" with an en dash
    assert claim.value == 90.27


def test_latex_ranges():
    claims = find_claims("reducing latency by $38\\% \\sim 61\\%$ over prior techniques")
    assert [(c.value_low, c.value_high, c.unit) for c in claims] == [(38, 61, "%")]
    [claim] = find_claims("a small number of labeled examples (0.01--0.5% of the data set) is sufficient")
    assert (claim.value_low, claim.value_high, claim.unit) == (0.01, 0.5, "%")
    assert find_claims("with $n-1$ samples") == []


def test_approximate_ends_still_make_one_range_or_change():
    [claim] = find_claims("We then scale GenTron from approximately 900M to over 3B parameters.")
    assert (claim.text, claim.value_before, claim.value_after) == (
        "from approximately 900M to over 3B parameters", 900e6, 3e9)
    [claim] = find_claims("The model uses between about 3 and 5 experts.")
    assert (claim.value_low, claim.value_high) == (3, 5)
    # without "from" or "between" the two numbers stay apart
    assert [c.text for c in find_claims("k is set to 5 and over 10 runs are averaged")] == ["5", "over 10"]


def test_negative_value():
    assert only_claim("saturated near -2.").value == -2


# ---- the scanner and the range joiner on their own ---------------------------------------------------


def spans(view: str) -> list[tuple[str, float | None, float | None, float | None]]:
    return [(view[c.start : c.end], c.value, c.low, c.high) for c in number_candidates(view)]


def test_scan_reads_digit_and_word_numbers():
    found = list(scan_numbers("5,866 points, twenty-five tasks, 1e-3, 10^6 steps, 20K, a quarter"))
    assert [c.value for c in found] == [5866, 25, 1e-3, 1e6, 20_000, 0.25]
    assert [c.is_word for c in found] == [False, True, False, False, False, True]
    assert found[1].word == "twenty-five"


def test_ranges_and_alternatives_join_into_one_candidate():
    assert spans("50-60% sparsity") == [("50-60", None, 50, 60)]
    assert spans("3 or 4 bits") == [("3 or 4", None, 3, 4)]
    assert spans("between 3 and 5 layers") == [("3 and 5", None, 3, 5)]


def test_lists_arithmetic_and_before_after_stay_apart():
    assert [s[0] for s in spans("3 and 5 layers")] == ["3", "5"]
    assert [s[0] for s in spans("5 - 3 = 2")] == ["5", "3", "2"]
    assert [s[0] for s in spans("improves precision from 34% to 43%")] == ["34% to 43"]  # one change
    assert [s[0] for s in spans("twenty to 30")] == ["twenty", "30"]  # a word and digits are no range


def test_scale_written_on_the_high_end_applies_to_the_low_end():
    assert spans("2-3 million")[0][2:] == (2e6, 3e6)
    assert spans("1.5-2K")[0][2:] == (1500, 2000)
    assert spans("2K-3K")[0][2:] == (2000, 3000)


def test_a_joined_range_does_not_join_again():
    joined = join_ranges("1-2-3", [Candidate(0, 1, 1), Candidate(2, 3, 2), Candidate(4, 5, 3)])
    assert [(c.low, c.high, c.value) for c in joined] == [(1, 2, None), (None, None, 3)]


def test_a_value_typeset_then_written_plain_is_one_claim():
    # some publishers' pages give each formula twice: display math, then its plain rendering
    text = "an average error of 2.05 m and $$85.5\\,\\%$$ 85.5 % of them have error no more than 5 m."
    claims = find_claims(text)
    assert [(c.text, c.value) for c in claims][1] == ("85.5\\,\\%$$ 85.5 %", 85.5)
    assert len(claims) == 3
    # or the plain rendering, then a LaTeX document repeating it: its margins and its copy are no claims
    text = ("improves previous models by 2%\\documentclass[12pt]{minimal} \\usepackage{amsmath} "
            "\\setlength{\\oddsidemargin}{-69pt} \\begin{document}$$2\\%$$\\end{document}-20%\\documentclass[12pt]"
            "{minimal} \\setlength{\\oddsidemargin}{-69pt} \\begin{document}$$20\\%$$\\end{document} absolute accuracy")
    [claim] = find_claims(text)
    assert (claim.value_low, claim.value_high, claim.unit) == (2, 20, "%")


def test_alternatives_with_units_and_ranges_of_scores():
    claims = find_claims("What if we increase the dataset size by 10x or 100x? This")
    assert [(c.value, c.value_low) for c in claims] == [(10, None), (100, None)]
    assert [(c.value_low, c.value_high) for c in find_claims("we use 5 or 6 examples")] == [(5, 6)]
    [claim] = find_claims("other BERT-based variations (0.913 - 0.928).")  # same decimals, upwards: a range
    assert (claim.value_low, claim.value_high) == (0.913, 0.928)
    assert [c.value for c in find_claims("a score of 5 - 3 = 2")] == [5, 3, 2]


def test_thousands_written_with_a_period_before_things_counted():
    assert [c.value for c in find_claims("trained on over 180.000 unlabelled frames")] == [180_000]
    assert [c.value for c in find_claims("leading by 1.394 points, an error of 2.129 years")] == [1.394, 2.129]


def test_an_aside_in_brackets_between_the_ends_of_from_x_to_y():
    # after 2025.wmt-1.56: a range; after a change verb, a change
    claim = only_claim("a gender score ranging from -100 (all reviews are feminine) to 100")
    assert (claim.value_low, claim.value_high) == (-100, 100)
    claim = only_claim("accuracy improves from 61.2% (baseline) to 70.3%")
    assert (claim.value_before, claim.value_after) == (61.2, 70.3)
