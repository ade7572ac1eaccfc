"""The rule site: Markdown pages generated from the corpus, the encodings and the checks'
figures, built by mkdocs with Material and mkdocs-static-i18n into `site/build/`."""

from .build import BuildReport, build_site, serve_site

__all__ = ["BuildReport", "build_site", "serve_site"]
