"""Which BibTeX fields hold a paper's links (al-folio's buttons and biblatex's), and the label each
link gets on the site: the one table the importer reads a .bib file's links by and the downloads
write them back by, so a link keeps its field through an export and an import.

Plain Python that imports nothing, like labsite.networks: the importer's parsers import no Django
and no app, and the publications app never imports the importer.
"""

__all__ = ["LINK_FIELDS", "LINK_FIELD_BY_LABEL"]

# (BibTeX field, label), in the order the buttons are shown.
LINK_FIELDS = (
    ("pdf", "PDF"),
    ("code", "Code"),
    ("slides", "Slides"),
    ("video", "Video"),
    ("poster", "Poster"),
    ("website", "Project"),
    ("html", "HTML"),
    ("blog", "Blog"),
    ("supp", "Supplementary"),
)
LINK_FIELD_BY_LABEL = {label.lower(): name for name, label in LINK_FIELDS}
