"""Each publication's BibTeX, RIS, CSL-JSON, CSV row, list entry and page, made when it changes and kept on its row.

A whole-list export then reads one column per row instead of every author and link,
and streams: `stream(queryset, fmt, request)` yields the download a chunk of rows at a
time, with the same few queries per chunk whatever the lab's size.

The stored text never names the site's address: absolute links are stored with `ROOT`
in its place, and the address of the request (or LAB_URL) is put back as it is sent.
Empty stored text means "not made yet" (rows written in bulk, e.g. by generate_lab):
it is then built on the fly, without writing during a read. `refresh(pks)` makes it,
and publications.signals calls it after every change that alters a citation.

The page (`stored_page`) is what a publication's page prints of it: its metadata for indexers
and the article (citation, facts, abstract, Cite box); the view puts it in the site's layout.
The lab's name, which the JSON-LD names as the members' affiliation, is stored as `LAB` and
put back as the page is sent, so renaming the lab remakes nothing.
"""

import json
from itertools import islice

from django.template.loader import render_to_string
from django.utils.functional import cached_property
from django.utils.safestring import mark_safe

from labsite.metadata import json_ld_text, site_root

from .bibtex import bibtex_entry, citable_bibtex, write_bibtex
from .csl import csl_item
from .csv import csv_header, csv_line
from .html import entry_html
from .ris import ris_record

ROOT = "\x1blabsite-root\x1b"
LAB = "labsite-lab-name.invalid"  # plain text, so that JSON and HTML keep it as it is
PAGE_PARTS = ("publications/_detail_meta.html", "publications/_detail_article.html")
PAGE_SEPARATOR = "\x1f"  # between the page's parts (no HTML holds a control character)
CHUNK = 1000

# format -> the field that keeps it
FIELDS = {"bib": "stored_bibtex", "ris": "stored_ris", "json": "stored_csl", "csv": "stored_csv"}
ALL_FIELDS = (*FIELDS.values(), "stored_entry", "stored_page")


class _NoRequest:
    """A request on an address no real site has, so it can be swapped for the real one later."""

    scheme = "http"

    def get_host(self):
        return "labsite-root.invalid"

    @cached_property
    def _labsite_lab(self):
        """The lab as Lab.current() gives it for this request: named LAB."""
        from people.models import Lab

        return Lab(name=LAB)


_STUB = _NoRequest()


def make(publication, fields=ALL_FIELDS):
    """{field: text} of `fields` for a publication fetched with `with_authors()`: a text made on the fly
    (not stored yet) is made alone, not with the five others."""
    makers = {
        "stored_bibtex": lambda: _portable(write_bibtex([bibtex_entry(publication, _STUB)])),
        "stored_ris": lambda: _portable(ris_record(publication, _STUB)),
        "stored_csl": lambda: _portable(json.dumps(csl_item(publication, _STUB), ensure_ascii=False, indent=2)),
        "stored_csv": lambda: _portable(csv_line(publication, _STUB)),
        "stored_entry": lambda: _portable(entry_html(publication, _STUB)),
        "stored_page": lambda: _page(publication, citable_bibtex(publication, _STUB)),
    }
    return {field: makers[field]() for field in fields}


def _page(publication, bibtex):
    """The stored page of a publication fetched with `with_authors()`, its Cite box printing `bibtex`."""
    context = {"publication": publication, "bibtex": bibtex, "request": _STUB}
    return _portable(PAGE_SEPARATOR.join(render_to_string(name, context) for name in PAGE_PARTS))


def _portable(text):
    """`text` with the stand-in request's address as ROOT."""
    root = site_root(_STUB)
    return text.replace(root, ROOT) if root else text


def refresh(pks):
    """Make and store the text of these publications (a list of ids), CHUNK at a time.

    One executemany UPDATE per chunk: bulk_update's CASE expressions cost more than making the text.
    """
    from django.db import connection

    from ..models import Publication

    table = connection.ops.quote_name(Publication._meta.db_table)
    columns = ", ".join(f"{connection.ops.quote_name(field)} = %s" for field in ALL_FIELDS)
    sql = f"UPDATE {table} SET {columns} WHERE {connection.ops.quote_name('id')} = %s"
    pks = sorted(set(pks))
    for start in range(0, len(pks), CHUNK):
        rows = []
        for publication in Publication.objects.filter(pk__in=pks[start : start + CHUNK]).with_authors():
            made = make(publication)
            rows.append([made[field] for field in ALL_FIELDS] + [publication.pk])
        with connection.cursor() as cursor:
            cursor.executemany(sql, rows)


def clear(pks):
    """Forget the stored text of these publications (made again on the fly when read)."""
    from ..models import Publication

    Publication.objects.filter(pk__in=pks).exclude(stored_bibtex="").update(**{field: "" for field in ALL_FIELDS})


def stored(publication, field):
    """The stored text, or the text made now when none is stored (or the field was not loaded)."""
    text = publication.__dict__.get(field)
    return text if text else make(publication, (field,))[field]


def text_of(publication, fmt, request=None):
    """One publication's BibTeX, RIS or CSL-JSON item (or CSV row), with the site's address in it."""
    return stored(publication, FIELDS[fmt]).replace(ROOT, site_root(request))


def entry(publication, request=None):
    """The list entry of a publication (HTML), as stored, with the site's address in it."""
    return stored(publication, "stored_entry").replace(ROOT, site_root(request))


def page(publication, request=None):
    """(metadata, article) of a publication's page (HTML), as stored, with the site's address and the lab's name.

    A publication fetched without its page's text, or whose text is not made yet, is fetched
    again with its authors and made now."""
    from people.models import Lab

    from ..models import Publication

    text = publication.__dict__.get("stored_page")
    if not text:
        text = make(Publication.objects.with_authors().get(pk=publication.pk), ("stored_page",))["stored_page"]
    text = text.replace(ROOT, site_root(request)).replace(LAB, json_ld_text(Lab.shown(request).name))
    meta, article = text.split(PAGE_SEPARATOR)
    return mark_safe(meta), mark_safe(article)


def fill_entries(publications):
    """Make the list entries of rows that have none stored yet, in one batch (kept on the rows only).

    A list fetched with `PublicationQuerySet.with_entries()` calls this once, so rows written
    in bulk (whose text is made later) cost a few queries per list, not a few per row.
    """
    from ..models import Publication

    missing = [row for row in publications if "stored_entry" in row.__dict__ and not row.stored_entry]
    if not missing:
        return
    made = {
        p.pk: make(p, ("stored_entry",))["stored_entry"]
        for p in Publication.objects.filter(pk__in=[r.pk for r in missing]).with_authors()
    }
    for row in missing:
        row.stored_entry = made.get(row.pk, "")


def _chunks(iterable, size):
    iterator = iter(iterable)
    while chunk := list(islice(iterator, size)):
        yield chunk


def _texts(queryset, field):
    """The stored `field` of every row of `queryset`, in its order; missing ones made per chunk."""
    from ..models import Publication

    # Plain (pk, text) rows: a model instance per row cost as much as sending its text.
    rows = queryset.select_related(None).prefetch_related(None).values_list("pk", field)
    for chunk in _chunks(rows.iterator(chunk_size=CHUNK), CHUNK):
        missing = [pk for pk, text in chunk if not text]
        made = {}
        if missing:
            made = {p.pk: make(p, (field,))[field] for p in Publication.objects.filter(pk__in=missing).with_authors()}
        yield [text or made[pk] for pk, text in chunk]


def _stream_text(queryset, fmt, request):
    return _pieces(_texts(queryset, FIELDS[fmt]), fmt, site_root(request))


def _pieces(chunks, fmt, root):
    """The text of a download, a piece per chunk of stored texts."""
    first = True
    if fmt == "csv":
        yield csv_header()
    for texts in chunks:
        if fmt == "csv":  # each stored row ends with its own line end
            yield "".join(texts).replace(ROOT, root)
        elif fmt == "json":
            # The stored item is indented as a top-level object; in the list it is one level deeper.
            joined = ",\n".join("  " + text.replace("\n", "\n  ") for text in texts)
            yield ("[\n" if first else ",\n") + joined.replace(ROOT, root)
        else:
            joined = "\n".join(texts)
            yield ("" if first else "\n") + joined.replace(ROOT, root)
        first = False
    if fmt == "json":
        yield "[]\n" if first else "\n]\n"


def document(texts, fmt, root):
    """The download of these stored texts (one publication's, or a list's) in `fmt` (bib, json, ris)."""
    return "".join(_pieces([texts], fmt, root))


def texts_by_key(queryset, fmt):
    """(key, stored text) of every publication of `queryset`, in its order, CHUNK rows a query."""
    keys = queryset.values_list("key", flat=True).iterator(chunk_size=CHUNK)
    texts = (text for chunk in _texts(queryset, FIELDS[fmt]) for text in chunk)
    return zip(keys, texts, strict=True)


def stream(queryset, fmt, request=None):
    """The export of every publication of `queryset`, in its order, as an iterator of str chunks."""
    return _stream_text(queryset, fmt, request)
