"""`patience site …`: build and preview the rule site."""

from __future__ import annotations

import typer

from . import app, emit

site_app = typer.Typer(
    help="The rule site: generated pages built with mkdocs.\n\n$ patience site build", no_args_is_help=True)
app.add_typer(site_app, name="site")


def _progress(step: str, done: int, total: int) -> None:
    typer.echo(f"  {step}: {done}/{total}", err=True)


def _render(report: dict) -> str:
    return (f"built {report['games']} games into {report['pages']} pages "
            f"({report['encoded']} encoded) in {report['seconds']:.1f} s "
            f"(generate {report['seconds_generate']:.1f} s, mkdocs {report['seconds_mkdocs']:.1f} s)\n"
            f"view it: python3 -m http.server -b 127.0.0.1 -d {report['site']}")


@site_app.command("build")
def build(as_json: bool = typer.Option(False, "--json", help="Print the report as JSON.")) -> None:
    """Generate the pages from the corpus and rules, then `mkdocs build --strict` into site/build/.

    $ patience site build
    """
    from ..site import build_site

    emit(build_site(progress=_progress).to_dict(), as_json, _render)


@site_app.command("serve")
def serve(address: str = typer.Option("127.0.0.1:8000", help="Host and port to serve on.")) -> None:
    """Generate the pages and preview the site with live reload until Ctrl-C.

    $ patience site serve --address 127.0.0.1:8000
    """
    from ..site import serve_site

    serve_site(address=address, progress=_progress)
