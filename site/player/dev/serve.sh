#!/bin/sh
# Dev only: mirror the built layout in $1 (default /tmp/pp) and serve it on port ${2:-8765}.
#   sh site/player/dev/serve.sh /tmp/pp 8765   → http://localhost:8765/dev/?rules=klondike-nl
set -e
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
OUT=${1:-/tmp/pp}
mkdir -p "$OUT/assets/player" "$OUT/dev"
ln -sfn "$ROOT/site/player/ui" "$OUT/assets/player/ui"
ln -sfn "$ROOT/site/player/engine" "$OUT/assets/player/engine"
ln -sfn "$ROOT/site/player/player.css" "$OUT/assets/player/player.css"
ln -sfn "$ROOT/site/player/dev/index.html" "$OUT/dev/index.html"
PYTHONPATH="$ROOT/src" /work/main/.venv/bin/python "$ROOT/site/player/dev/make_data.py" "$OUT"
cd "$OUT" && exec python3 -m http.server "${2:-8765}" --bind 127.0.0.1
