"""extractor.rules.claims.view: the cleaned view numeric claims are read on, mapping back to the original."""

from __future__ import annotations

from extractor.rules.claims.view import build_view


def test_view_maps_back_to_original():
    view = build_view("a $1.88$ and 50\\% x")
    start = view.view.index("50%")
    assert view.original[slice(*view.to_original(start, start + 3))] == "50\\%"


def test_text_without_markup_is_its_own_view():
    view = build_view("trained on 5,866 images")
    assert (view.view, view.starts, view.ends) == ("trained on 5,866 images", None, None)
    assert view.to_original(11, 16) == (11, 16)


def test_symbols_read_as_what_they_mean_and_commands_are_deleted():
    text = "$\\geq 50$\\%, 10{,}000 &gt; 5, **9,262**, $\\mathbf{2.3}$, 3\\times 4, x_1 and n^2"
    assert build_view(text).view == "≥ 50%, 10,000 > 5, 9,262, 2.3, 3× 4, x_1 and n^2"


def test_a_replaced_character_maps_to_the_whole_token():
    text = "at $\\geq 50$"
    view = build_view(text)
    at = view.view.index("≥")
    assert text[slice(*view.to_original(at, at + 1))] == "\\geq"
    assert text[slice(*view.to_original(at, at + 4))] == "\\geq 50"


def test_a_decimal_point_written_as_a_colon_is_read_as_one():
    # older CVF abstracts' PDF text: "98:2%", "an error of 0:4m", "AUC of 0:9685"; a ratio stays a ratio
    text = "up to 98:2% with an error of 0:4m and an AUC of 0:9685, 1:6 meters; a 2:4 sparsity, a 1:5 ratio at 12:30"
    assert build_view(text).view == ("up to 98.2% with an error of 0.4m and an AUC of 0.9685, 1.6 meters; a 2:4 "
                                     "sparsity, a 1:5 ratio at 12:30")


def test_html_subscripts_and_superscripts_read_as_indices_and_powers_and_other_tags_as_nothing():
    # after recker2013iccvw-fury: an IEEE abstract's MathML-flavoured markup; "L1" is a cost's name, not a claim
    text = ('an L <sub xmlns:mml="http://www.w3.org/1998/Math/MathML">1</sub> cost, 10<sup>-6</sup> and '
            "<b>85%</b> accuracy, x<y and z>w, a<b and c>d")
    assert build_view(text).view == "an L _1 cost, 10^-6 and 85% accuracy, x<y and z>w, a<b and c>d"
    from extractor.rules.claims.find import find_claims

    assert [(c.text, c.value) for c in find_claims(text)] == [("10<sup>-6", 1e-06), ("85%", 85.0)]
