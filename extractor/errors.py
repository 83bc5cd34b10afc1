"""Errors that end a run with one line for the user (exit 2), never a traceback."""


class RunError(Exception):
    """A run cannot start or finish: unusable options, an output folder that belongs to another run, a missing extra."""
