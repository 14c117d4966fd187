"""What became of an import, one name for each state, read and written by every part of the importer.

A document's state (SourceDocument.status): NEW, QUEUED, IMPORTING, then PLANNED (waiting for a
review), IMPORTED or FAILED. A file's (FileReport.status, and a bundle plan's files): IMPORTED,
UNCHANGED (the same bytes imported before), PLANNED, FAILED, SKIPPED (a site's configuration or
asset: not read, and no error) or LEFT_OUT (an archive's member that was not unpacked).
Plain Python: the values are the words stored in the database and in kept plans.
"""

NEW = "new"
QUEUED = "queued"
IMPORTING = "importing"
PLANNED = "planned"
IMPORTED = "imported"
UNCHANGED = "unchanged"
FAILED = "failed"
SKIPPED = "skipped"
LEFT_OUT = "left out"

# Each state as the admin's pages say it to a lab admin.
LABELS = {
    NEW: "New",
    QUEUED: "Waiting for the import worker",
    IMPORTING: "Being read",
    PLANNED: "Waiting for your review",
    IMPORTED: "Imported",
    UNCHANGED: "Unchanged since it was imported",
    FAILED: "Failed",
    SKIPPED: "Left aside",
    LEFT_OUT: "Not unpacked",
}
DOCUMENT_STATUSES = (NEW, QUEUED, IMPORTING, PLANNED, IMPORTED, FAILED)


def label(status: str) -> str:
    """A state as a lab admin reads it; an unknown word (a newer version's) as it is stored."""
    return LABELS.get(status, status)
