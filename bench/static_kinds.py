"""What build_static spends per kind of address: addresses x ms, in one process, on a generated lab.

    python bench/static_kinds.py [--publications 3000] [--people 100] [--seed 7] [--top 25]

In a temporary folder: migrates a fresh SQLite database, generates the lab (as bench/static.py),
then builds the static site in this process with one job, timing each address the crawl renders
and grouping the addresses by kind (a person's page, a list's page N in a view, ...). Prints the
kinds by total time: where a faster first build has to come from.
"""

import argparse
import os
import re
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from load import lab_arguments, labsite_env, make_lab  # noqa: E402


def kind(address):
    """/people/ada/?page=2 -> /people/*/?page=N"""
    path, _, query = address.partition("?")
    path = re.sub(r"^/(people|venues)/[^/.]+(?=/|\.)", r"/\1/*", path)
    path = re.sub(r"^/publications/[^/.]+/$", "/publications/*/", path)
    query = re.sub(r"page=\d+", "page=N", query)
    return path + (f"?{query}" if query else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    lab_arguments(parser)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="labsite-kinds-") as name:
        folder = Path(name)
        make_lab(folder, args)
        os.environ.update(labsite_env(folder, False))
        import django

        django.setup()
        from staticsite import builder

        spent = defaultdict(lambda: [0, 0.0])
        render = builder.Builder._render

        def timed(self, address):
            start = time.perf_counter()
            links = render(self, address)
            spent[kind(address)][0] += 1
            spent[kind(address)][1] += time.perf_counter() - start
            return links

        builder.Builder._render = timed
        start = time.perf_counter()
        report = builder.Builder(folder / "site", jobs=1).build()
        total = time.perf_counter() - start

    print(f"{report.summary()}; {total:.1f} s in one process (load average {os.getloadavg()[0]:.1f}).\n")
    print(f"{'kind of address':<48}{'addresses':>10}{'total s':>9}{'ms each':>9}")
    for name, (count, seconds) in sorted(spent.items(), key=lambda item: -item[1][1])[: args.top]:
        print(f"{name:<48}{count:>10}{seconds:>9.2f}{1000 * seconds / count:>9.1f}")
    rest = sorted(spent.items(), key=lambda item: -item[1][1])[args.top :]
    if rest:
        count, seconds = sum(c for _n, (c, _s) in rest), sum(s for _n, (_c, s) in rest)
        print(f"{f'({len(rest)} other kinds)':<48}{count:>10}{seconds:>9.2f}{1000 * seconds / count:>9.1f}")


if __name__ == "__main__":
    main()
