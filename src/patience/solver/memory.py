"""The process's resident memory, which the search's memory budget bounds."""

from __future__ import annotations

import os
import resource
import sys

DEFAULT_MIB = 1024  # the search stops (result unknown, limit "memory") when the process holds this much


def resident_mib() -> float:
    """The process's resident set size now (Linux: /proc/self/statm), else its peak so far, in MiB."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux, bytes on macOS
        return peak / (2**20 if sys.platform == "darwin" else 2**10)
