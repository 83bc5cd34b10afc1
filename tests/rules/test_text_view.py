"""extractor.textview: markup-free views of abstract text that map back to the original offsets."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from extractor.textview import TextView, markup_free_view, rewritten_view, view_offset, whole_word_starts


def test_rewritten_view_keeps_each_characters_original_span():
    view = rewritten_view("a <b> c", re.compile(r"<b>"), lambda token: "BB")
    assert view.view == "a BB c"
    assert view.starts == [0, 1, 2, 2, 5, 6]
    assert view.ends == [1, 2, 5, 5, 6, 7]
    assert view.to_original(2, 4) == (2, 5)


def test_rewritten_view_deletes_and_may_leave_out_ends():
    view = rewritten_view("x**y**", re.compile(r"\*\*"), lambda token: "", with_ends=False)
    assert (view.view, view.starts, view.ends) == ("xy", [0, 3], None)


def test_identity_view_maps_to_itself():
    assert TextView("abc", "abc", None, None).to_original(1, 3) == (1, 3)


def test_markup_free_view_deletes_markup_and_collapses_space_on_request():
    text = "**Bold**  \\textbf{Name} _Emph Text_ and\n snake_case"
    assert markup_free_view(text)[0] == "Bold  Name Emph Text and\n snake_case"
    clean, origin = markup_free_view(text, collapse_space=True)
    assert clean == "Bold Name Emph Text and snake_case"
    assert all(text[origin[i]] == ch for i, ch in enumerate(clean) if not ch.isspace())


def test_view_offset_finds_kept_characters_only():
    clean, origin = markup_free_view("**Bold** $x$")
    assert [view_offset(origin, offset) for offset in (2, 5, 8, 10)] == [0, 3, 4, 5]
    assert view_offset(origin, 0) is None and view_offset(origin, 99) is None


def test_whole_word_starts_skips_longer_words_and_hyphenated_names():
    assert whole_word_starts("BERT, RoBERTa, BERT-large and BERT.", "BERT") == [0, 30]
    assert whole_word_starts("anything", "") == []


@settings(max_examples=200)
@given(st.text(alphabet="ab _*$\\{}\n textbf", max_size=60), st.booleans())
def test_markup_free_view_characters_come_from_the_original(text, collapse_space):
    clean, origin = markup_free_view(text, collapse_space)
    assert len(clean) == len(origin)
    assert origin == sorted(set(origin))
    assert all(text[origin[i]] == ch or (collapse_space and ch == " ") for i, ch in enumerate(clean))
