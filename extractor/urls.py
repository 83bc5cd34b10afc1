"""Finding, normalizing and classifying web addresses in abstract text (pure functions).

`find_links(text)` returns records.Link objects whose offsets index `text` as given.
Abstracts write addresses in many ways: bare (`github.com/x/y`), inside LaTeX
`\\url{...}` / `\\href{...}{...}`, as markdown links, in angle brackets or quotes, and
sometimes broken by a line break or a stray space after `/`, `https:` or a dot inside the
host ("wywu.github. io/x"). `url` is what a browser would open: breaks and spaces removed,
LaTeX escapes undone, scheme and host lower case, and "https://" added when the text wrote
none ("github.com/x/y"). Each address is reported once per text, at its first mention: a
repeat ("[https://x](https://x)", the same repository named twice) is the same link, and
one row per link keeps counts of a paper's links honest.

An address written without a scheme or "www." is recognized by its top-level domain, which
must be one of the Public Suffix List's (data/reference/tlds.txt, a snapshot shipped in the
package: nothing is fetched) and written in lower case ("results.In" is a missing space,
"Flickr.com" a site's name used as a name). With a path ("bit.ly/abc") that is enough; a
bare host with no path ("lodestar-robot.github.io.") must also be all lower case with labels
of two or more characters, and have a subdomain or follow a word that introduces an address
("at", "visit", ":"), so "et.al", "dqn.py" and "comput.ing" stay text.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator, Optional

import regex

from extractor.records import Link, LinkKind
from extractor.resources import REFERENCE_DIR

TLD_FILE = REFERENCE_DIR / "tlds.txt"

# Port and path after a host. The path alphabet is what RFC 3986 allows plus LaTeX-escaped characters
# (\_ \% \# \&) that papers write inside \url{}; a markdown "](" ends the path, and so does a second address
# glued to it ("...Sealinghttps://...").
_PORT_AND_PATH = r"""(?::\d{2,5})?
    (?:[/?#](?:\\[_%#&~]|(?!\]\(|(?<=[a-z0-9])(?:https?://|www\.|github\.com/))[^\s<>"'`{}|\\^])*)?"""

# One address: a scheme or www. start, or a bare host (checked against the public suffixes in code), then an
# optional port and path.
_URL = regex.compile(
    r"""
    (?:
        (?:https?|ftp)\ ?:\ ?//[\w.-]+(?:@[\w.-]+)?      # scheme and host; papers sometimes write "https: //"
                                                         # or glue it to the word before ("athttps://")
      | (?<![\w@./-])www\.[\w-]+(?:\.[\w-]+)+
      | (?<![\w@./-])(?P<bare>(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?P<tld>[a-z]{2,63}))(?![\w-])
    )
    """ + _PORT_AND_PATH,
    regex.VERBOSE | regex.IGNORECASE,
)
# The rest of a host cut by a space after one of its dots ("https://wywu.github. io/projects/x"): joined only when
# a path follows, so a sentence that ends on an address and goes on ("... example. the results") stays apart.
_HOST_AFTER_SPACE = regex.compile(
    r"[ \t](?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z]{2,63}(?=[:/])" + _PORT_AND_PATH,
    regex.VERBOSE | regex.IGNORECASE,
)
# Words after which a bare host with no path is meant as an address ("available at x.org", "Project page: x.io").
_ADDRESS_CUE = regex.compile(
    r"(?:\b(?:at|visit|see|via|on|from|website|homepage|page|site|url|link|online)|[:(<\[\"'“‘])\s*$",
    regex.IGNORECASE,
)

# A continuation after a break ("github.com/ \nuser/repo"): only path-like text counts,
# with a '/', '.', '-', '_', '~' or a digit in it, so an ordinary next word is left alone.
_CONTINUATION = regex.compile(r"[\w.~%-]*[/._~\d-][\w./~%?=&#-]*")

_FOOTNOTE_MARK = regex.compile(r"\[\d{1,2}\]$")
_TRAILING_PUNCTUATION = ".,;:!?'\"*‘’“”"
_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}
_LATEX_ESCAPES = regex.compile(r"\\([_%#&~$])")
_WHITESPACE = regex.compile(r"\s+")
_SCHEME = regex.compile(r"^[a-z]+://", regex.IGNORECASE)
_HOST_END = regex.compile(r"[/?#:]")

_CODE_HOSTS = {
    "github.com", "gitlab.com", "bitbucket.org", "sourceforge.net", "codeberg.org", "gitee.com",
    "pypi.org", "colab.research.google.com", "git.io", "npmjs.com", "cran.r-project.org",
}
_DATA_HOSTS = {
    "zenodo.org", "figshare.com", "kaggle.com", "physionet.org", "dataverse.harvard.edu",
    "archive.ics.uci.edu", "data.mendeley.com", "osf.io", "datadryad.org", "image-net.org",
}
_MODEL_HOSTS = {"tfhub.dev", "modelscope.cn", "civitai.com", "ollama.com"}
_PAPER_HOSTS = {
    "arxiv.org", "doi.org", "dx.doi.org", "openreview.net", "aclanthology.org", "aclweb.org",
    "papers.nips.cc", "proceedings.neurips.cc", "proceedings.mlr.press", "ieeexplore.ieee.org",
    "dl.acm.org", "link.springer.com", "semanticscholar.org", "biorxiv.org", "medrxiv.org",
    "ojs.aaai.org", "ijcai.org", "sciencedirect.com", "nature.com", "researchgate.net",
}
_SHORT_HOSTS = {
    "bit.ly", "tinyurl.com", "t.co", "goo.gl", "shorturl.at", "is.gd", "ow.ly", "buff.ly",
    "rb.gy", "cutt.ly", "tiny.cc", "t.ly",
}
_PROJECT_HOST_SUFFIXES = (
    ".github.io", ".gitlab.io", ".netlify.app", ".vercel.app", ".readthedocs.io", ".pages.dev",
)
_PROJECT_HOSTS = {"sites.google.com", "youtube.com", "youtu.be", "vimeo.com"}


def find_links(text: str) -> list[Link]:
    """Every web address in `text`, in order of appearance, each once (its first mention)."""
    links: list[Link] = []
    seen: set[str] = set()
    for start, end, url in _iter_addresses(text):
        key = url.rstrip("/")  # "https://x.org/" and "https://x.org" open the same page
        if key in seen:
            continue
        seen.add(key)
        host = url_host(url)
        links.append(
            Link(text=text[start:end], start_char=start, end_char=end, url=url, host=host,
                 kind=classify_url(url, host))
        )
    return links


@lru_cache(maxsize=1)
def public_tlds() -> frozenset[str]:
    """The ICANN top-level domains of the shipped Public Suffix List snapshot."""
    lines = TLD_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def bare_host_is_address(text: str, match: regex.Match) -> bool:
    """Whether a host written without scheme or "www." is an address (the module docstring says when)."""
    tld = match.group("tld")
    if not tld.islower() or tld not in public_tlds():
        return False
    if match.end() > match.end("bare"):  # a port or a path follows
        return True
    host = match.group("bare")
    labels = host.split(".")
    if not host.islower() or min(len(label) for label in labels) < 2:
        return False
    return len(labels) >= 3 or bool(_ADDRESS_CUE.search(text, max(0, match.start() - 12), match.start()))


def _iter_addresses(text: str) -> Iterator[tuple[int, int, str]]:
    pos = 0
    while True:
        match = _URL.search(text, pos)
        if match is None:
            return
        if match.group("bare") is not None and not bare_host_is_address(text, match):
            pos = match.start() + 1
            continue
        end = _rejoin_host(text, match)
        start, end = match.start(), _trim_end(text, match.start(), end)
        end = _rejoin_broken(text, start, end)
        surface = text[start:end]
        if _looks_like_address(surface):
            yield start, end, normalize_url(surface)
        pos = max(end, match.start() + 1)


def _rejoin_host(text: str, match: regex.Match) -> int:
    """The end of an address whose host a space cut after a dot ("wywu.github. io/x"), else the match's end."""
    if match.group().endswith(".") and match.group("bare") is None:
        rest = _HOST_AFTER_SPACE.match(text, match.end())
        if rest is not None:
            return rest.end()
    return match.end()


def _trim_end(text: str, start: int, end: int) -> int:
    """Drop trailing sentence punctuation, footnote marks ("[2]") and unopened closing brackets."""
    while end > start:
        last = text[end - 1]
        footnote = _FOOTNOTE_MARK.search(text, start, end)
        if footnote:
            end = footnote.start()
        elif last in _TRAILING_PUNCTUATION:
            end -= 1
        elif last in _CLOSERS and text.count(_CLOSERS[last], start, end) < text.count(last, start, end):
            end -= 1
        else:
            return end
    return end


def _rejoin_broken(text: str, start: int, end: int) -> int:
    """Extend an address that a line break or space cut right after a '/'."""
    while end < len(text) and text[end - 1] == "/" and text[end] in " \n\r\t":
        gap = end
        while gap < len(text) and text[gap] in " \t" and gap - end < 2:
            gap += 1
        if gap < len(text) and text[gap] in "\r\n":
            gap += 1
        continuation = _CONTINUATION.match(text, gap)
        if continuation is None or continuation.end() == gap or gap - end > 3:
            return end
        end = _trim_end(text, start, continuation.end())
    return end


def _looks_like_address(surface: str) -> bool:
    host = url_host(normalize_url(surface))
    return bool(host) and "." in host and not host.endswith(".")


def normalize_url(surface: str) -> str:
    """The address as it would be opened: whitespace from breaks removed, LaTeX escapes undone, "https://" added
    when no scheme is written, scheme and host lower case (the path keeps its case: servers may tell it apart)."""
    url = _LATEX_ESCAPES.sub(r"\1", _WHITESPACE.sub("", surface))
    scheme = _SCHEME.match(url)
    if scheme is None:
        url = "https://" + url
        scheme = _SCHEME.match(url)
    rest = url[scheme.end():]
    host_end = _HOST_END.search(rest)
    cut = host_end.start() if host_end else len(rest)
    return scheme.group().lower() + rest[:cut].lower() + rest[cut:]


def url_host(url: str) -> Optional[str]:
    """Lower-cased host name without 'www.' or port, or None when there is none."""
    rest = _SCHEME.sub("", url)
    host = _HOST_END.split(rest, maxsplit=1)[0].lower()
    host = host.removeprefix("www.")
    return host or None


def classify_url(url: str, host: Optional[str]) -> LinkKind:
    """What the address points to: code, data, model, project, paper, short link or other."""
    if not host:
        return "other"
    path = url.lower().split(host, 1)[-1]
    if host in ("huggingface.co", "hf.co"):
        if path.startswith("/datasets"):
            return "data"
        if path.startswith("/spaces"):
            return "project"
        return "model" if path.strip("/").count("/") >= 1 else "project"
    if host == "kaggle.com" and not path.startswith("/datasets"):
        return "data" if "/data" in path else "other"
    if host in ("drive.google.com", "docs.google.com"):
        return "data"
    if host == "anonymous.4open.science":  # the double-blind mirror: /r/ a repository, /w/ its web page
        return "project" if path.startswith("/w/") else "code"
    if _matches(host, _CODE_HOSTS):
        return "code"
    if _matches(host, _DATA_HOSTS) or host.startswith(("data.", "datasets.")):
        return "data"
    if _matches(host, _MODEL_HOSTS):
        return "model"
    if _matches(host, _PAPER_HOSTS):
        return "paper"
    if _matches(host, _SHORT_HOSTS):
        return "short"
    if _matches(host, _PROJECT_HOSTS) or host.endswith(_PROJECT_HOST_SUFFIXES):
        return "project"
    # A site of its own (a paper's domain, a lab page) is most often the project page.
    return "project" if path.strip("/") == "" or "project" in path else "other"


def _matches(host: str, hosts: set[str]) -> bool:
    """host is one of `hosts` or a subdomain of one."""
    return host in hosts or any(host.endswith("." + h) for h in hosts)
