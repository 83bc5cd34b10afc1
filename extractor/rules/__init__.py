"""Pure rule logic, read by the spaCy components in extractor/components/ (never the other way round).

    text            shared text helpers: markup clean-up, sentence bounds, capitals, initials, plurals
    page_chrome     a publisher page's menus scraped with an abstract: no name or claim is read there
    abbreviations/  long form / short form pairs: "Meta-Distribution Energy (MDE)"
    artifacts/      the named thing a paper introduces: naming.py "we call it X", introductions.py "we propose X",
                    title.py "X: A ...", owned.py "our X dataset"
    claims/         numeric claims: candidates.py numbers and ranges, filters.py what is not a claim, context.py
                    unit / comparator / counted thing / kind
    task/           the paper's main task: candidates from the title and sentences, choose.py and ranker.py pick one
    contribution/   the kind of contribution: method, dataset, benchmark, toolkit, theory, analysis, survey, position
    names/          span hygiene of the entities: markup and punctuation at the edges, whole words, coordinated
                    names split, acronyms that name no data set

Each package holds one rule family a module; its cues (trigger phrases, word lists, patterns) are data in the
package's cues.py.
"""
