"""The names knowledge base builder's parts, in the order a build uses them: filters -> forms -> sources -> merge
(training/build_names_kb.py runs them)."""
