"""spaCy component `web_links`: every web address of the text in doc._.urls."""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from extractor.doc_extensions import document_text
from extractor.urls import find_links

Doc.set_extension("urls", default=None, force=True)


class WebLinks:
    def __call__(self, doc: Doc) -> Doc:
        doc._.urls = find_links(document_text(doc))
        return doc


@Language.factory("web_links", default_config={})
def make_web_links(nlp: Language, name: str) -> WebLinks:
    return WebLinks()
