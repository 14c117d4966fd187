"""The papers a test imports, read back from the site's export: by title, the fields the list tests compare."""

from importer.exchange import export_site
from importer.services import import_documents


def imported_papers(path, *, status=True):
    """Import `path` into the test's site (no file may fail) and return its papers by title:
    (author names, venue name or None, year, kind[, status])."""
    report = import_documents([path])
    assert not report.failed, report.summary()
    return {
        p["title"]: (
            [a["name"] for a in p["authors"]],
            p["venue"]["name"] if p["venue"] else None,
            p["year"],
            p["kind"],
            *((p["status"],) if status else ()),
        )
        for p in export_site()["publications"]
    }
