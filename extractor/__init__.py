"""extractor: scientific paper abstracts -> knowledge tables (entities, claims, URLs, task fields).

    from extractor import Extractor, to_dataframes
    paper = Extractor().extract("We release WildChat, ...")     # a validated PaperExtraction
    tables = to_dataframes(Extractor().extract_many(records))   # pandas DataFrames, one per table
    nlp = spacy.load("extractor")                               # the spaCy pipeline itself (also extractor.load())

Public names: Extractor, extract, to_dataframes, load, __version__ (see __all__).
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["Extractor", "extract", "load", "to_dataframes", "__version__"]

# Loaded on first use, so `import extractor` (e.g. for the CLI's --help) does not load spaCy and pandas.
_LAZY = {"Extractor": "extractor.api", "to_dataframes": "extractor.api"}


def __getattr__(name: str):
    if name in _LAZY:
        from importlib import import_module

        value = getattr(import_module(_LAZY[name]), name)
        globals()[name] = value  # later reads skip this hook
        return value
    raise AttributeError(f"module 'extractor' has no attribute {name!r}")


def __dir__() -> list[str]:
    # The lazy names are not in globals() until used; dir() and help() list them anyway.
    return sorted({*globals(), *__all__})


def extract(text: str, paper_id: str = "text", title: str | None = None):
    """Extract one abstract with the default pipeline; returns a PaperExtraction."""
    from extractor.api import Extractor

    return Extractor().extract(text, paper_id=paper_id, title=title)


def load(vocab=True, disable=(), enable=(), exclude=(), config=None):
    """The spaCy pipeline the tool runs; what `spacy.load("extractor")` returns (spaCy calls this)."""
    from extractor.pipeline import load as load_pipeline

    return load_pipeline(vocab=vocab, disable=disable, enable=enable, exclude=exclude, config=config)
