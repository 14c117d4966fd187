"""Measure import_profiles: the five seeds, 1,000 generated documents, a 5,000-entry BibTeX file.

The 1,000 documents are markdown homepages (60 %), HTML pages with menus, scripts
and footers (25 %) and moderncv LaTeX CVs (15 %).

Each case runs in a fresh process on an empty SQLite database in a temporary folder,
and prints the wall time, the CPU time of the process and of its parse child (what counts on a
busy machine), the number of records written and the peak memory (RSS) of each.

    python bench/import.py            # all three cases
    python bench/import.py bibtex     # one case: seeds, documents, bibtex, lab3000 or lab20000
    LABSITE_PEER_PYTHON=/tmp/peer/bin/python python bench/import.py lab3000   # beside django-publications

lab3000 and lab20000 import the BibTeX of a generated lab (100 members among the authors,
abstracts, DOIs) into the same site emptied of its publications, and print the start-up before
the import as well (Django and the importer loaded, as import_profiles loads them); with LABSITE_PEER_PYTHON
(the python of a virtualenv holding django-publications 1.2.0, never a labsite dependency)
the same file is imported into django-publications through its admin BibTeX import.
Any size works (lab40000). The lab is generated first (minutes at 20,000 entries), then imported
in a fresh process, so the peak RSS is the import's; LABSITE_BENCH_CACHE=folder keeps the generated
lab and its BibTeX there for the next run.
"""

import gc
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT.parent / "shared" / "seeds"
CASES = ("seeds", "documents", "bibtex", "lab3000", "lab20000")
PEER_PYTHON = os.environ.get("LABSITE_PEER_PYTHON", "")  # a virtualenv's python with django-publications==1.2.0


def setup_django(folder):
    sys.path.insert(0, str(ROOT))
    os.environ["DATABASE_URL"] = f"sqlite:///{folder / 'bench.sqlite3'}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "labsite.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def write_documents(folder, count, seed=3):
    """Fictional homepages whose publications overlap between people, as a real lab's do."""
    from people.generate import VENUES, Generator

    gen = Generator(seed)
    r = gen.random
    names = [f"{gen.name().split()[0]} {chr(65 + i % 26)}. {gen.name().split()[-1]}" for i in range(count)]
    papers = []
    for _ in range(count * 3):
        acronym, _, _ = r.choice(VENUES)
        papers.append((gen.title() + f" {len(papers)}", acronym, r.randint(2012, 2025)))
    for index, name in enumerate(names):
        entries = []
        for title, acronym, year in r.sample(papers, 6):
            coauthors = r.sample(names, 3)
            entries.append(([name, *coauthors], title, acronym, year))
        kind = ("md",) * 12 + ("html",) * 5 + ("tex",) * 3
        writer = {"md": _markdown, "html": _html, "tex": _latex}[kind[index % 20]]
        suffix, text = writer(name, names[0], entries)
        (folder / f"person-{index:04d}.{suffix}").write_text(text)


def _markdown(name, advisor, entries):
    lines = ["---", f"title: {name}", "permalink: /", "---", ""]
    lines += [f"I am a Ph.D. student at the Fictional Institute of Technology, advised by Prof. {advisor}.", ""]
    lines += ["## Publications", ""]
    for authors, title, acronym, year in entries:
        printed = ", ".join([f"**{authors[0]}**", *authors[1:]])
        lines.append(f'- {printed}, "{title}", *{acronym} \'{year % 100:02d}*.')
    return "md", "\n".join(lines) + "\n"


def _html(name, advisor, entries):
    items = "".join(
        f"<li><b>{authors[0]}</b>, {', '.join(authors[1:])}, &ldquo;{title}&rdquo;, <i>{acronym} '{year % 100:02d}</i>."
        f" [<a href='https://example.org/{year}.pdf'>PDF</a>]</li>\n"
        for authors, title, acronym, year in entries
    )
    return "html", (
        f"<!DOCTYPE html><html><head><title>{name} &ndash; Home</title><script>var a = 1;</script>"
        "<style>body {{ margin: 0 }}</style></head><body>"
        "<nav><a href='/'>Home</a> | <a href='/pubs'>Publications</a></nav>"
        f"<h1>{name}</h1><p>I am a Ph.D. student at the Fictional Institute of Technology, advised by "
        f"Prof. {advisor}.</p><h2>Publications</h2><ul>\n{items}</ul>"
        "<footer>&copy; 2025. Built with a static site generator.</footer></body></html>\n"
    )


def _latex(name, advisor, entries):
    first, _, last = name.rpartition(" ")
    items = "\n".join(
        f"\\item \\textbf{{{authors[0]}}}, {', '.join(authors[1:])}. ``{title}.'' \\emph{{{acronym}}}, {year}."
        for authors, title, acronym, year in entries
    )
    return "tex", (
        "\\documentclass[11pt]{moderncv}\n\\moderncvstyle{classic}\n"
        f"\\name{{{first}}}{{{last}}}\n\\email{{{last.lower()}@fit.example.edu}}\n\\begin{{document}}\n\\makecvtitle\n"
        "\\section{Education}\n\\cventry{2020--present}{Ph.D. in Computer Science}{Fictional Institute of Technology}"
        f"{{}}{{}}{{Advisor: Prof.~{advisor}}}\n\\section{{Publications}}\n\\begin{{itemize}}\n{items}\n\\end{{itemize}}\n"
        "\\end{document}\n"
    )


def write_bibtex(path, count, seed=5):
    from people.generate import VENUES, Generator

    gen = Generator(seed)
    r = gen.random
    entries = []
    for n in range(count):
        acronym, name, kind = r.choice(VENUES)
        authors = " and ".join(gen.name() for _ in range(r.randint(2, 7)))
        field = "journal" if kind == "journal" else "booktitle"
        entry_type = "article" if kind == "journal" else "inproceedings"
        entries.append(
            f"@{entry_type}{{entry{n},\n  title = {{{gen.title()} {n}}},\n  author = {{{authors}}},\n"
            f"  {field} = {{{name} ({acronym})}},\n  year = {{{r.randint(2000, 2025)}}},\n"
            f"  doi = {{10.5555/bench.{n}}},\n}}\n"
        )
    path.write_text("\n".join(entries))


def run_lab_case(count):
    """Make the lab and its BibTeX (or take them from LABSITE_BENCH_CACHE), then import it in a fresh process."""
    cache = os.environ.get("LABSITE_BENCH_CACHE")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(cache) / f"lab{count}" if cache else Path(tmp) / "lab"
        if not (folder / "ready").exists():
            folder.mkdir(parents=True, exist_ok=True)
            subprocess.run([sys.executable, __file__, "_make_lab", str(folder), str(count)], check=True)
        run = Path(tmp) / "run"
        run.mkdir()
        shutil.copy(folder / "bench.sqlite3", run / "bench.sqlite3")
        bib = folder / f"lab{count}.bib"
        subprocess.run([sys.executable, __file__, "_import_lab", str(run), str(bib)], check=True)
        if PEER_PYTHON:
            run_peer(run, bib)


def make_lab(folder, count):
    """The generated lab (100 members among the authors, abstracts, DOIs): its site emptied of
    its publications in folder/bench.sqlite3, its BibTeX in folder/lab<count>.bib."""
    setup_django(folder)
    from people.generate import generate_lab
    from publications.formats import stream
    from publications.models import Publication, Venue

    generate_lab(people=100, publications=count, seed=11)
    with (folder / f"lab{count}.bib").open("w") as out:
        out.writelines(stream(Publication.objects.order_by("pk"), "bib"))
    Publication.objects.all().delete()
    Venue.objects.recount()
    (folder / "ready").touch()


def import_lab(folder, bib):
    """Import the lab's BibTeX into its site, in this fresh process; peak RSS of this process and of the parse child."""
    os.environ.setdefault("LABSITE_IMPORT_MAX_BYTES", str(512 * 1024 * 1024))  # 20,000 entries are ~8 MB
    started = time.perf_counter()
    setup_django(folder)
    from importer.services import import_documents
    from people.models import Person
    from publications.models import Authorship, Publication

    start_up = time.perf_counter() - started  # what import_profiles takes before it reads a file

    size_mb = bib.stat().st_size / 1024 / 1024
    before_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    report, elapsed, cpu, peak_mb, child_mb = timed_import(import_documents, [bib])
    print(
        f"{bib.stem:<10s} {elapsed:7.2f} s ({cpu:.2f} s CPU, parent and parse child) after {start_up:.2f} s of start-up  "
        f"{size_mb:.1f} MB of BibTeX  "
        f"failed {len(report.failed)}  members {Person.objects.count()}  publications {Publication.objects.count()}  "
        f"linked authorships {Authorship.objects.exclude(person=None).count()}  "
        f"peak RSS {peak_mb:.0f} MB (before the import {before_mb:.0f} MB), parse child {child_mb:.0f} MB"
    )


def timed_import(import_documents, paths):
    """(report, wall s, CPU s, peak RSS MB of this process, of the parse child) of importing `paths`."""
    started, started_cpu = time.perf_counter(), _cpu()
    report = import_documents(paths)
    gc.collect()  # the importer's parse child is stopped and waited for, so RUSAGE_CHILDREN counts it
    elapsed, cpu = time.perf_counter() - started, _cpu() - started_cpu
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return report, elapsed, cpu, peak_mb, child_mb


def _cpu():
    """CPU seconds of this process and of its children that have ended (the parse child, once the import is over)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def run_peer(folder, bib):
    project = folder / "peer"
    project.mkdir()
    shutil.copy(Path(__file__).with_name("peer_site.py"), project / "peer_site.py")
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "peer_site", "PEER_DB": str(project / "peer.sqlite3")}
    out = subprocess.run(
        [PEER_PYTHON, "peer_site.py", "import", str(bib)], cwd=project, env=env, capture_output=True, text=True
    )
    if out.returncode != 0:
        print(f"  django-publications: the import failed: {out.stderr[-500:]}")
        return
    info = json.loads(out.stdout.strip().splitlines()[-1])
    print(
        f"  django-publications 1.2.0, same file: {info['import_seconds']:7.2f} s "
        f"({info['import_cpu_seconds']:.2f} s CPU)  publications {info['count']}"
    )


def run_case(case):
    if case.startswith("lab") and case[3:].isdigit():
        return run_lab_case(int(case[3:]))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        setup_django(folder)
        from importer.services import import_documents
        from people.models import Person
        from publications.models import Authorship, Publication

        if case == "seeds":
            paths = sorted(SEEDS.glob("*.txt"))
            if not paths:
                print(f"{case:10s} skipped: no seeds at {SEEDS}")
                return
        elif case == "documents":
            docs = folder / "docs"
            docs.mkdir()
            write_documents(docs, 1000)
            paths = [docs]
        else:
            paths = [folder / "big.bib"]
            write_bibtex(paths[0], 5000)
        report, elapsed, cpu, peak_mb, child_mb = timed_import(import_documents, paths)
        print(
            f"{case:10s} {elapsed:7.2f} s (CPU {cpu:6.2f} s)  files {len(report.files):5d}  failed {len(report.failed):3d}  "
            f"people {Person.objects.count():5d}  publications {Publication.objects.count():6d}  "
            f"authorships {Authorship.objects.count():6d}  peak RSS {peak_mb:6.0f} MB, parse child {child_mb:.0f} MB"
        )


def main(argv):
    if argv and argv[0] == "_make_lab":
        make_lab(Path(argv[1]), int(argv[2]))
        return 0
    if argv and argv[0] == "_import_lab":
        import_lab(Path(argv[1]), Path(argv[2]))
        return 0
    if argv and (argv[0] in CASES or argv[0].removeprefix("lab").isdigit()):
        run_case(argv[0])
        return 0
    print("case        time       records (peak memory is the whole process: Python, Django and the data)")
    for case in CASES:
        subprocess.run([sys.executable, __file__, case], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
