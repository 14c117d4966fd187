"""No import cycles between any two modules of the project, across apps too.

import-linter (run by `make test`) checks the declared contracts: parsers know nothing of
Django, people and publications never import the importer, no cycles among the siblings of
one package. A cycle can also run across apps (people.x -> publications.y -> people.x); this
test finds those, with grimp, the graph library import-linter is built on.
"""

import os
import subprocess
import sys

import grimp

PACKAGES = ("labsite", "people", "publications", "importer", "content")


def _cycles(graph):
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, on_stack, stack, found, counter = {}, {}, set(), [], [], [0]
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in graph.modules:
                    continue
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_module_imports_itself_through_others():
    graph = grimp.build_graph(*PACKAGES, cache_dir=None)
    assert {"people.models", "publications.views", "importer.services"} <= graph.modules  # the real apps were read
    # A package's __init__ re-exporting its submodules is not a cycle a reader trips on.
    for module in list(graph.modules):
        for child in graph.find_children(module):
            if graph.direct_import_exists(importer=module, imported=child):
                graph.remove_import(importer=module, imported=child)
    assert _cycles(graph) == []


def test_starting_the_site_does_not_load_the_importers_parsers():
    """Every process (a gunicorn worker, a manage.py command, a test run) starts Django and loads the
    URLs and the admin; the parsers compile hundreds of patterns, so only an import loads them."""
    script = (
        "import sys, django; django.setup();"
        "from django.urls import get_resolver; get_resolver().url_patterns;"
        "print(sorted(m for m in sys.modules if m.startswith(('importer.parsers.documents', 'importer.services'))))"
    )
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "labsite.settings", "DJANGO_SECRET_KEY": "architecture-test"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_an_import_compiles_the_patterns_of_the_readers_it_uses_not_all_of_them():
    """import_profiles loads every parser; a pattern is compiled on its first use (importer.parsers.lazy_re),
    so reading a BibTeX file does not wait for the CV and web page readers' patterns."""
    script = (
        "import django; django.setup();"
        "from importer.services import import_documents;"
        "from importer.parsers import lazy_re;"
        "from importer.parsers.bibtex import parse_bibtex;"
        "parse_bibtex('@article{k, title={Gravel Routing}, author={Ana Reyes}, journal={TOCS}, year={2021}}', 'a.bib');"
        "print(len(lazy_re._MADE), sum('compiled' in vars(p) for p in lazy_re._MADE))"
    )
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "labsite.settings", "DJANGO_SECRET_KEY": "architecture-test"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    made, compiled = map(int, done.stdout.split())
    assert made > 1000  # the parsers' patterns are lazy ones
    assert compiled < made / 10
