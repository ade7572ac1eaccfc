"""The disagreement report: every place where the clean text and the hand-made encoding disagree."""

from .report import KINDS, Finding, diff_all, diff_ruleset, render_markdown, render_table

__all__ = ["KINDS", "Finding", "diff_all", "diff_ruleset", "render_markdown", "render_table"]
