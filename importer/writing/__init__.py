"""The only code that writes an import: one parsed document at a time, inside the caller's transaction."""

from importer.parsers.records import ParsedDocument, ParsedProfile

from .people import PersonWriting
from .publications import PublicationWriting


class DocumentWriter(PersonWriting, PublicationWriting):
    """Writes one parsed document; records every change in the file's report."""

    def __init__(self, importer, source: str, parsed: ParsedDocument, report):
        self.importer = importer
        self.source = source
        self.parsed = parsed
        self.report = report
        self.person = None
        self.pending = []  # (publication, authorships, links) to write in bulk

    def write(self):
        for _ in self.steps():
            pass

    def steps(self, batch=None):
        """Write the document; with `batch`, pause after each `batch` publications are written.

        A generator: each pause yields how many of the document's publications are written
        so far, every one of them flushed, so the caller may commit there and go on in a
        new transaction. The person comes first, with the first batch.
        """
        profile = self.parsed.profile
        if profile is not None or self.importer.owner is not None:
            self.person = self.write_person(profile or ParsedProfile())
        publications = self.parsed.publications
        for count, parsed in enumerate(publications, 1):
            self.write_publication(parsed)
            if batch and count % batch == 0 and count < len(publications):
                self.flush()
                yield count
        self.flush()


__all__ = ["DocumentWriter"]
