"""The paper's main task, read from its abstract and title without spaCy ("object detection").

    cues        word lists and patterns that say a phrase names a task (data)
    phrases     clean a raw phrase down to a task name and judge it; the comparison key; TaskCandidate
    title       what a title names as its task: its purpose, head-final phrases, its own noun phrase
    gerunds     what a title's opening verb names: "Generating X" -> "X generation"
    candidates  every candidate phrase of a paper, scored and merged: task_candidates
    choose      the main task among them: choose_task
    mentions    how the chosen task is reported: spelled out, and where the abstract writes it
    ranker      the learned ranker that rereads the best candidates (extractor/trained/task_ranker.json)

Imports run one way, top to bottom of this list (ranker reads phrases and title); the paper_task component
(extractor/components/task.py) calls candidates, choose, ranker and mentions.
"""
