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
        profile = self.parsed.profile
        if profile is not None or self.importer.owner is not None:
            self.person = self.write_person(profile or ParsedProfile())
        for parsed in self.parsed.publications:
            self.write_publication(parsed)
        self.flush()


__all__ = ["DocumentWriter"]
