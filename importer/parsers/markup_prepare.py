"""The text of a detected format made ready for the reader that reads it.

AsciiDoc and TOML CVs have no reader of their own: they become the markdown CV they
amount to (importer.parsers.asciidoc, importer.parsers.toml_cv). Org goes to pandoc,
after importer.parsers.org_markup puts back what pandoc would lose. Markdown and plain
text have their pipe tables of publications written as lists
(importer.parsers.markdown_tables). Any other text is returned as it is.
"""

from __future__ import annotations

from .asciidoc import asciidoc_markdown
from .markdown_tables import unpiped_publication_tables
from .org_markup import prepare_org
from .toml_cv import toml_cv_markdown

__all__ = ["prepared_text"]

_PREPARE = {
    "asciidoc": asciidoc_markdown,
    "toml-cv": toml_cv_markdown,
    "org": prepare_org,
    "text": unpiped_publication_tables,
    "front-matter": unpiped_publication_tables,
}


def prepared_text(kind: str, text: str) -> str:
    """`text`, of the format `kind` (importer.parsers.detect), as its reader should get it."""
    prepare = _PREPARE.get(kind)
    return prepare(text) if prepare else text
