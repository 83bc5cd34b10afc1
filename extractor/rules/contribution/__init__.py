"""What kind of contribution a paper offers (method, dataset, benchmark, toolkit, theory, analysis, survey,
position), read from hand-written cues in its abstract and title.

    cues      the phrases and patterns of each kind (data)
    classify  classify_contribution and the kind of an introduced or named thing

The paper_task component sets doc._.contribution_type from classify_contribution; the contribution_type component
(a trained model) rereads that answer.
"""
