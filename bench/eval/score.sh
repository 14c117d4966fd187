#!/bin/sh
# Score the importer on the held-out corpus: import docs/ into an empty SQLite site, export, score.
# Usage: bench/eval/score.sh [--verbose]   (from anywhere; needs ../shared/tools/score_import.py)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
scorer="$root/../shared/tools/score_import.py"
[ -f "$scorer" ] || { echo "eval skipped: no scorer at $scorer"; exit 0; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export DATABASE_URL="sqlite:///$work/eval.sqlite3" PYTHONDONTWRITEBYTECODE=1
py="$root/.venv/bin/python"; [ -x "$py" ] || py=python3
cd "$root"
"$py" manage.py migrate -v0
"$py" manage.py import_profiles "$here/docs" > "$work/import.txt" 2>&1 || true
"$py" manage.py export_site -o "$work/export.json" > /dev/null
python3 "$scorer" "$here/expected.json" "$work/export.json" "$@"
