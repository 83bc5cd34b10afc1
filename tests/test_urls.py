import re

import pytest

from extractor.urls import classify_url, find_links, url_host


def urls(text: str) -> list[str]:
    return [link.url for link in find_links(text)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The code is available at https://github.com/vislearn/FFF.", ["https://github.com/vislearn/FFF"]),
        (r"are available at \url{https://github.com/GNET}.", ["https://github.com/GNET"]),
        (r"see \href{https://x.org/a\_b}{our page}.", ["https://x.org/a_b"]),
        ("Code: github.com/MartinBertran/BiLevelGDRO.", ["github.com/MartinBertran/BiLevelGDRO"]),
        ("on the [website](https://pawslocomotion.com).", ["https://pawslocomotion.com"]),
        ("chat (https://opt.alibabacloud.com/chat or https://opt.aliyun.com/chat).",
         ["https://opt.alibabacloud.com/chat", "https://opt.aliyun.com/chat"]),
        ("tutorials at ‘https://github.com/stanfordnlp/pyvene‘.", ["https://github.com/stanfordnlp/pyvene"]),
        ("see <www.example.com>.", ["www.example.com"]),
        ("available at https: //github.com/LiuChuang0059/StructMAE.", ["https://github.com/LiuChuang0059/StructMAE"]),
        ("at https://github.com/\nfoo/bar-baz.", ["https://github.com/foo/bar-baz"]),
        ("at https://github.com/ foo_bar/baz and more", ["https://github.com/foo_bar/baz"]),
        ("papers [5].[1] https://github.com/stanfordnlp/edu-convokit[2] https://pypi.org/project/x/[3]",
         ["https://github.com/stanfordnlp/edu-convokit", "https://pypi.org/project/x/"]),
        ("wiki https://en.wikipedia.org/wiki/Set_(mathematics)).", ["https://en.wikipedia.org/wiki/Set_(mathematics)"]),
        ("[https://github.com/a/b](https://github.com/a/b)", ["https://github.com/a/b", "https://github.com/a/b"]),
    ],
)
def test_finds_url_as_it_would_be_opened(text, expected):
    assert urls(text) == expected


@pytest.mark.parametrize(
    "text",
    ["e.g. the model. Node.js is fast.", "i.e., 3.5 points", "ViT-B/32 and 1.1p.p.", "mail me at someone@github.com today",
     "Fig. 3.b shows it", "the U.S. and www is"],
)
def test_no_url_is_invented(text):
    assert urls(text) == []


def test_a_break_before_an_ordinary_word_is_not_joined():
    assert urls("at https://github.com/ and more") == ["https://github.com/"]


def test_offsets_index_the_original_text():
    text = "Data: \\url{https://zenodo.org/record/1\\_2}, code at https://github.com/\nuser/repo."
    for link in find_links(text):
        assert text[link.start_char:link.end_char] == link.text
    assert urls(text) == ["https://zenodo.org/record/1_2", "https://github.com/user/repo"]


@pytest.mark.parametrize(
    "url, kind",
    [
        ("https://github.com/a/b", "code"),
        ("https://gitlab.com/a/b", "code"),
        ("https://huggingface.co/datasets/allenai/WildChat", "data"),
        ("https://huggingface.co/meta-llama/Llama-2-7b", "model"),
        ("https://huggingface.co/spaces/x/demo", "project"),
        ("https://zenodo.org/record/123", "data"),
        ("https://arxiv.org/abs/2401.00001", "paper"),
        ("https://doi.org/10.1000/xyz", "paper"),
        ("https://bit.ly/3abc", "short"),
        ("http://tinyurl.com/3by9zcj5", "short"),
        ("https://robopoint.github.io", "project"),
        ("https://sites.google.com/view/covis-net", "project"),
        ("https://wildchat.allen.ai", "project"),
        ("https://anonymous.4open.science/r/LLM-KICK-1A2B", "code"),
        ("https://anonymous.4open.science/w/sparse_diffusion_policy-24E7/", "project"),
    ],
)
def test_classifies_what_a_url_points_to(url, kind):
    assert classify_url(url, url_host(url)) == kind


def test_finds_the_repository_each_paper_lists(paperlists):
    """Every abstract that writes out its listed GitHub repository yields that repository's URL."""
    checked = 0
    for record in paperlists:
        listed = (record.get("github") or "").strip()
        if not listed.startswith(("http", "github.com")) or " " in listed:
            continue
        path = re.sub(r"^https?://(www\.)?", "", listed).rstrip("/")
        if not re.search(re.escape(path) + r"(?![\w-])", record["abstract"], re.IGNORECASE):
            continue
        checked += 1
        found = [re.sub(r"^https?://(www\.)?", "", u).rstrip("/").lower() for u in urls(record["abstract"])]
        assert any(f == path.lower() or f.startswith(path.lower() + "/") for f in found), (record["id"], listed, found)
    assert checked >= 100


def test_every_link_span_matches_the_abstract(paperlists):
    total = 0
    for record in paperlists:
        for link in find_links(record["abstract"]):
            total += 1
            assert record["abstract"][link.start_char:link.end_char] == link.text
            assert not link.url.endswith((".", ",", ";", ")")) or link.url.count("(") >= link.url.count(")")
    assert total >= 400
