"""Packaging beyond pyproject.toml: a built package carries the project's data (the corpus, the
rule sets, the schema, the committed checks and benchmark figures) as `patience/_data/`, so that
`import patience` reads and plays every game from any folder (`patience.project_root`); and the
compiled search core `patience.fast._core` (Cython, C). The core is not optional: without a C
compiler the install fails (there is no slow fallback)."""

import os
import shutil
from pathlib import Path

from Cython.Build import cythonize
from setuptools import Extension, setup
from setuptools.command.build_py import build_py

DATA = ("corpus", "rules_json", "schema", "extract", "checks/certificates", "checks/results", "checks/diff.json",
        "bench/results")
"""What the library reads, relative to the repository root (not the 10 MB conformance suite)."""


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        here, target = Path(__file__).parent, Path(self.build_lib) / "patience" / "_data"
        for name in DATA:
            source = here / name
            if source.is_dir():
                shutil.copytree(source, target / name, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns("__pycache__"))
            elif source.is_file():
                (target / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target / name)


OPTIMISE = [] if "-O" in os.environ.get("CFLAGS", "") else ["-O3", "-g0"]
"""-O3 without debug information unless $CFLAGS sets a level (Python's own flags carry -g, which costs gcc 25 s of
CPU on the 2.9 MB `_core.c` against 16 s without). `CFLAGS="-O0 -g0"` builds in 3 s (the package test does);
`CFLAGS="-O3 -g"` keeps the symbols for a profiler."""

CORE = Extension("patience.fast._core", ["src/patience/fast/_core.pyx"], extra_compile_args=OPTIMISE)

setup(cmdclass={"build_py": BuildWithData},
      ext_modules=cythonize([CORE], compiler_directives={"language_level": 3, "boundscheck": False, "wraparound": False,
                                                         "cdivision": True, "initializedcheck": False}))
