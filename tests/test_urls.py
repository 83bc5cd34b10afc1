import re

import pytest

from extractor.urls import classify_url, find_links, normalize_url, public_tlds, url_host


def urls(text: str) -> list[str]:
    return [link.url for link in find_links(text)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The code is available at https://github.com/vislearn/FFF.", ["https://github.com/vislearn/FFF"]),
        (r"are available at \url{https://github.com/GNET}.", ["https://github.com/GNET"]),
        (r"see \href{https://x.org/a\_b}{our page}.", ["https://x.org/a_b"]),
        ("Code: github.com/MartinBertran/BiLevelGDRO.", ["https://github.com/MartinBertran/BiLevelGDRO"]),
        ("on the [website](https://pawslocomotion.com).", ["https://pawslocomotion.com"]),
        ("chat (https://opt.alibabacloud.com/chat or https://opt.aliyun.com/chat).",
         ["https://opt.alibabacloud.com/chat", "https://opt.aliyun.com/chat"]),
        ("tutorials at ‘https://github.com/stanfordnlp/pyvene‘.", ["https://github.com/stanfordnlp/pyvene"]),
        ("see <www.example.com>.", ["https://www.example.com"]),
        ("available at https: //github.com/LiuChuang0059/StructMAE.", ["https://github.com/LiuChuang0059/StructMAE"]),
        ("at https://github.com/\nfoo/bar-baz.", ["https://github.com/foo/bar-baz"]),
        ("at https://github.com/ foo_bar/baz and more", ["https://github.com/foo_bar/baz"]),
        ("papers [5].[1] https://github.com/stanfordnlp/edu-convokit[2] https://pypi.org/project/x/[3]",
         ["https://github.com/stanfordnlp/edu-convokit", "https://pypi.org/project/x/"]),
        ("wiki https://en.wikipedia.org/wiki/Set_(mathematics)).", ["https://en.wikipedia.org/wiki/Set_(mathematics)"]),
        ("[https://github.com/a/b](https://github.com/a/b)", ["https://github.com/a/b"]),  # one link, once
    ],
)
def test_finds_url_as_it_would_be_opened(text, expected):
    assert urls(text) == expected


@pytest.mark.parametrize(
    "text",
    ["e.g. the model. Node.js is fast.", "i.e., 3.5 points", "ViT-B/32 and 1.1p.p.", "mail me at someone@github.com today",
     "Fig. 3.b shows it", "the U.S. and www is",
     # words and names that end in a real top-level domain: a missing space, a site named as a name, a citation,
     # file names, a word broken by OCR, a library's attribute
     "accurate results.In this work", "images from Flickr.com and YouTube.com.", "as shown by Orabona et.al [9]",
     "files such as dqn.py, ppo.py and gen.sh", "a method for comput.ing the bound", "the tf.data API", "t.p.ms"],
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


@pytest.mark.parametrize(
    "text, expected",
    [
        # no scheme written: the address opens as https
        ("Code: github.com/microsoft/SPACH.", ["https://github.com/microsoft/SPACH"]),
        ("Code at GitHub.com/Foo/Bar", ["https://github.com/Foo/Bar"]),  # host lower case, path as written
        # a top-level domain outside any short list, found by the public suffixes
        ("short link bit.ly/abc123 here", ["https://bit.ly/abc123"]),
        ("see huggingface.co/x and ollama.com/library/llama3", ["https://huggingface.co/x", "https://ollama.com/library/llama3"]),
        # bare hosts with no path: a subdomain, or a word that introduces an address
        ("Project page: lodestar-robot.github.io.", ["https://lodestar-robot.github.io"]),
        ("Code and data are available at amuse.is.tue.mpg.de.", ["https://amuse.is.tue.mpg.de"]),
        ("The code is available at mensxmachina.org.", ["https://mensxmachina.org"]),
        # a space after a dot inside the host
        ("at https://wywu.github. io/projects/ReenactGAN/index.html.", ["https://wywu.github.io/projects/ReenactGAN/index.html"]),
        # one row per link: the first mention
        ("Code: https://github.com/a/b. We release it at https://github.com/a/b/.", ["https://github.com/a/b"]),
        ("github.com/a/b and then https://github.com/a/b", ["https://github.com/a/b"]),
    ],
)
def test_issue_29_addresses(text, expected):
    assert urls(text) == expected


def test_the_text_keeps_what_was_written_and_the_offsets_hold():
    text = "at https://wywu.github. io/x and github.com/y/z."
    links = find_links(text)
    assert [link.text for link in links] == ["https://wywu.github. io/x", "github.com/y/z"]
    for link in links:
        assert text[link.start_char:link.end_char] == link.text


def test_a_sentence_ending_on_a_cut_host_is_not_joined_to_the_next_word():
    assert urls("Visit https://example.github. it is ours") == ["https://example.github"]


@pytest.mark.parametrize(
    "surface, url",
    [
        ("github.com/x/y", "https://github.com/x/y"),
        ("HTTPS://GitHub.com/X", "https://github.com/X"),
        ("http://x.org/a\\_b", "http://x.org/a_b"),
        ("ftp://Data.Example.org/f", "ftp://data.example.org/f"),
        ("www.x.org", "https://www.x.org"),
        ("https://x.org:8080/A?q=B", "https://x.org:8080/A?q=B"),
    ],
)
def test_normalize_url(surface, url):
    assert normalize_url(surface) == url


def test_public_suffixes_are_shipped_offline():
    tlds = public_tlds()
    assert {"com", "io", "ly", "ai", "de", "edu"} <= tlds
    assert not {"js", "g", "e", "al.", "github.io"} & tlds  # private suffixes are not top-level domains
    assert 1000 < len(tlds) < 3000
