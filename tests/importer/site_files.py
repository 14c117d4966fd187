"""Helpers of the tests that import whole folders: write a site's files, and read an import's warnings."""

from pathlib import Path


def write(root: Path, files: dict[str, str]) -> Path:
    """Write `files` (relative path -> text) under `root`, folders made as needed; returns `root`."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def warnings(report):
    """Every warning of every file of an import's report."""
    return [w for f in report.files for w in f.warnings]


SITES = Path(__file__).parent / "fixtures" / "sites"


def skipped(report, site):
    """The files of the fixture site `site` (under fixtures/sites/) the import skipped, with their reasons."""
    root = SITES / site
    return {Path(f.path).relative_to(root).as_posix(): f.error for f in report.files if f.status == "skipped"}


def authors(title):
    """(name, member slug or None) of each author of the publication titled `title`, in order."""
    from publications.models import Publication

    publication = Publication.objects.get(title=title)
    return [(a.name, a.person.slug if a.person else None) for a in publication.authorships.order_by("position")]
