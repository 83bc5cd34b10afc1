"""spaCy component `web_links`: every web address of the text.

    doc._.urls          list[records.Link], exact character offsets (the urls table)
    doc.spans["urls"]   the same addresses as spans labelled by their kind (code, data, project, ...), so
                        `displacy.render(doc, style="span", options={"spans_key": "urls"})` shows them
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from extractor.doc_extensions import document_text, set_span_group
from extractor.urls import find_links

SPAN_KEY = "urls"

Doc.set_extension("urls", default=None, force=True)


class WebLinks:
    def __call__(self, doc: Doc) -> Doc:
        doc._.urls = find_links(document_text(doc))
        set_span_group(doc, SPAN_KEY, doc._.urls, lambda link: link.kind)
        return doc


@Language.factory("web_links", default_config={})
def make_web_links(nlp: Language, name: str) -> WebLinks:
    return WebLinks()
