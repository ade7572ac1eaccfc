"""Errors the CLI turns into one-line messages."""


class PatienceError(ValueError):
    """Bad input: the message names the file (and line or field) and quotes the bad value."""
