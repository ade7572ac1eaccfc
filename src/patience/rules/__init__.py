"""Rule sets: the models, loading with one-line errors, variants, schema, facts."""

from .load import load_all, load_ruleset, ruleset_path, with_variant
from .model import RuleSet

__all__ = ["RuleSet", "load_all", "load_ruleset", "ruleset_path", "with_variant"]
