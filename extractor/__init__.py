"""extractor: scientific paper abstracts -> knowledge tables (entities, claims, URLs, task fields)."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["Extractor", "extract", "to_dataframes", "__version__"]


def __getattr__(name: str):
    # Lazy, so `import extractor` (e.g. for the CLI's --help) does not load spaCy.
    if name in ("Extractor", "to_dataframes"):
        from extractor import api

        return getattr(api, name)
    if name == "extract":
        return extract
    raise AttributeError(name)


def extract(text: str, paper_id: str = "text", title: str | None = None):
    """Extract one abstract with the default pipeline; returns a PaperExtraction."""
    from extractor.api import Extractor

    return Extractor().extract(text, paper_id=paper_id, title=title)
