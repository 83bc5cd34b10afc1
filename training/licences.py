"""The corpora each shipped model is trained on, with their licences, written into the model's meta.

One table here so a retrain keeps the licence fields; docs/DATA_LICENCES.md says the same for readers.
"""

from __future__ import annotations

SOURCES = {
    "scierc": {"name": "SciERC (Luan et al. 2018)", "url": "https://github.com/dertilo/scisci_nlp",
               "license": "none stated (research corpus)"},
    "tdmsci": {"name": "TDMSci (Hou et al. 2021)", "url": "https://github.com/IBM/science-result-extractor",
               "license": "Apache-2.0"},
    "scirex": {"name": "SciREX (Jain et al. 2020)", "url": "https://github.com/allenai/SciREX", "license": "Apache-2.0"},
    "paperlists": {"name": "paperlists ML abstracts 2017-2024", "url": "https://github.com/papercopilot/paperlists",
                   "license": "none stated (public abstracts)"},
    "mlanthology": {"name": "mlanthology ML abstracts (unlabeled/)", "url": "https://github.com/rbnyng/mlanthology",
                    "license": "Apache-2.0 (repository); each abstract keeps its source's terms"},
    "acl_anthology": {"name": "ACL Anthology abstracts 2016- (unlabeled/)",
                      "url": "https://github.com/acl-org/acl-anthology", "license": "CC BY 4.0"},
    "project": {"name": "the project's own annotations (benchmarks/data)", "url": "", "license": "MIT"},
}
LICENSE = "MIT (weights); trained on corpora with their own terms, listed in sources and docs/DATA_LICENCES.md"


def licence_meta(*corpora: str) -> dict:
    """The `license` and `sources` fields of a model trained on these corpora (keys of SOURCES)."""
    return {"license": LICENSE, "sources": [SOURCES[key] for key in corpora]}
