"""Thoughtful search (every card known) over the executor, and win certificates."""

from .certificate import Certificate, replay
from .search import Outcome, solve

__all__ = ["Certificate", "Outcome", "replay", "solve"]
