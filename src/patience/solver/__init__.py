"""Thoughtful search (every card known) over the executor, and win certificates."""

from .certificate import Certificate, replay
from .playout import playout_solve
from .search import Outcome, solve

__all__ = ["Certificate", "Outcome", "playout_solve", "replay", "solve"]
