"""spaCy components, one module per factory.

Contract: a component only annotates the Doc; conversion to records happens in
extractor/convert.py. Each module registers its own factory and the Doc/Span
extensions it writes, with defaults (None or []) so a pipeline without the component
yields honest nulls.

    batch_ner        doc.ents: spaCy's NER with its greedy decoding in numpy over the batch; the shipped
                     model's "ner" loads as one (extractor.pipeline.load_trained)  (batch_ner.py)
    tdmsci_ner       doc.spans["tdmsci"]: the trained NER's second head, TDMSci's convention; the
                     extraction pipeline does not load it  (tdmsci_ner.py)
    web_links        doc._.urls: list[records.Link]; doc.spans["urls"] labelled by kind  (urls.py)
    numeric_claims   doc._.claims: list[records.Claim]; doc.spans["claims"] labelled by kind  (claims.py)
    abbreviations    doc._.abbreviations                      (abbreviations.py)
    gazetteer        doc.spans["gazetteer"]: known data set, metric and method names  (gazetteer.py)
    name_mentions    doc.spans["name_mentions"]: names typed by a kind noun beside them  (name_mentions.py)
    artifacts        doc._.artifact, doc._.artifact_names, doc.spans["artifacts"]  (artifacts.py)
    entity_merger    doc.ents and doc.spans["entities"]: one non-overlapping set of entity spans with
                     Span._.entity_source, entity_score, is_artifact, long_form, is_named; doc.spans["ner"]: the
                     NER's own reading  (entities.py)
    canonical_names  Span._.canonical, Span._.name_id on those spans: the names knowledge base  (canonical_names.py)
    claim_links      each result claim's metric, dataset, subject and baseline; doc._.results  (claim_links.py)
    metric_names     no canonical name for a metric phrase the paper never uses as one  (metric_names.py)
    task_type        doc.cats over the IJCAI primary areas, from the linear field
                     model in trained/task_type run on title + abstract; doc._.task_type (None below the
                     calibrated threshold), doc._.task_type_score  (task_type.py)
    paper_task       doc._.task, doc._.contribution_type (rules)  (task.py)

The rule logic the components run is pure and lives in extractor/rules/ (see its __init__ for the map).
    contribution_type
                     doc._.contribution_type (None below the calibrated threshold), doc._.contribution_type_score,
                     the model in trained/contribution_type rereading the rules' answer with title + abstract
                     (contribution_type.py)

Importing this package registers every factory (also reachable through the
`spacy_factories` entry points in pyproject.toml).
"""

from extractor.components import (  # noqa: F401,E402
    abbreviations, artifacts, batch_ner, canonical_names, claim_links, claims, contribution_type, entities, gazetteer,
    metric_names, name_mentions, task, task_type, tdmsci_ner, urls,
)
