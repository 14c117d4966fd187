#!/bin/sh
# Score the importer on every corpus it has truth for, each imported into its own empty SQLite site:
# the fictional eval (bench/eval/docs), the seeds and the real corpus sets beside the project
# (../shared/seeds, ../shared/corpus/set*). Prints each corpus's overall score, then a summary.
# Usage: bench/eval/score.sh [--verbose] [NAME...]   NAME: eval, seeds, set1, set2 (default: all)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
shared="$root/../shared"
scorer="$shared/tools/score_import.py"
[ -f "$scorer" ] || { echo "eval skipped: no scorer at $scorer"; exit 0; }
verbose=
if [ "${1:-}" = "--verbose" ]; then verbose=--verbose; shift; fi
names=${*:-"eval seeds $(cd "$shared/corpus" 2>/dev/null && ls -d set* 2>/dev/null | tr '\n' ' ')"}
py="$root/.venv/bin/python"; [ -x "$py" ] || py=python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PYTHONDONTWRITEBYTECODE=1
cd "$root"

score() {  # score NAME EXPECTED PATH...
    name=$1 expected=$2; shift 2
    DATABASE_URL="sqlite:///$work/$name.sqlite3"; export DATABASE_URL
    "$py" manage.py migrate -v0
    "$py" manage.py import_profiles "$@" > "$work/$name-import.txt" 2>&1 || true
    "$py" manage.py export_site -o "$work/$name-export.json" > /dev/null
    echo "== $name"
    python3 "$scorer" "$expected" "$work/$name-export.json" $verbose | tee "$work/$name-score.txt"
    echo "$name $(tail -n 1 "$work/$name-score.txt" | awk '{print $NF}')" >> "$work/summary.txt"
}

for name in $names; do
    case $name in
        eval) score eval "$here/expected.json" "$here/docs" ;;
        seeds) [ -d "$shared/seeds" ] && score seeds "$shared/seeds/expected.json" "$shared"/seeds/*.txt ;;
        set*) [ -d "$shared/corpus/$name" ] && score "$name" "$shared/corpus/$name/expected.json" "$shared/corpus/$name/profiles" ;;
        *) echo "unknown corpus: $name (eval, seeds, set1, set2...)" >&2; exit 2 ;;
    esac
done
echo "== summary (overall score per corpus, 1.000 is perfect)"
cat "$work/summary.txt"
