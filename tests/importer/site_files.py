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
