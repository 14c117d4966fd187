"""The only code that writes an import: one parsed document at a time, inside the caller's transaction."""

from importer.parsers.records import ParsedDocument, ParsedProfile

from .corrected import CorrectionWriting
from .people import PersonWriting
from .publications import PublicationWriting
from .site import SiteWriting

LOOKED_UP_TOGETHER = 1000  # publications of a document read whole whose look-ups share a few queries


class DocumentWriter(CorrectionWriting, PersonWriting, PublicationWriting, SiteWriting):
    """Writes one parsed document; records every change in the file's report."""

    def __init__(self, importer, source: str, parsed: ParsedDocument, report):
        self.importer = importer
        self.source = source
        self.parsed = parsed
        self.report = report
        self.person = None
        self.pending = []  # (publication, authorships, links) to write in bulk
        self.created_here = set()  # keys of the publications this document adds
        self.plan = getattr(report, "plan", None)  # a Plan (importer.writing.plan) to record decisions in
        self._positions = None  # id(parsed publication) -> its position in the document, for the plan
        self.corrected_papers = {}  # what a review corrected (importer.writing.corrected): take_review()
        self.corrected_records = set()
        self.corrected_person = set()

    def write(self):
        self.take_review()
        profile = self.parsed.profile
        if profile is not None or (self.importer.owner is not None and not self.parsed.people):
            self.person = self.write_person(profile or ParsedProfile())
            self.mark_person_corrected(self.person)
        self.write_roster()
        publications, index = self.parsed.publications, self.importer.publications
        for start in range(0, len(publications), LOOKED_UP_TOGETHER):
            part = publications[start : start + LOOKED_UP_TOGETHER]
            self.flush()
            index.trim()  # all written: what was looked up may go
            index.prepare(part)
            for parsed in part:
                self.write_publication(parsed)
        self.flush()
        self.write_site_content()

    def position_of(self, parsed):
        """The position of a parsed publication among the document's (what a review names it by)."""
        if self._positions is None:
            self._positions = {id(p): i for i, p in enumerate(self.parsed.publications)}
        return self._positions.get(id(parsed))

    def write_in_batches(self, pieces, atomic):
        """Write the document in transactions opened with `atomic()`: its person, then one of `pieces` each.

        A generator: after each committed transaction it yields how many of the document's
        publications are written so far. Who each author is gets decided before a batch's
        transaction opens (prepare), so the transaction holds the database only to write.
        """
        self.take_review()
        profile = self.parsed.profile
        if profile is not None or self.importer.owner is not None:
            with atomic():
                self.person = self.write_person(profile or ParsedProfile())
                self.mark_person_corrected(self.person)
            yield 0
        written = 0
        index = self.importer.publications
        for piece in pieces:  # lists of parsed publications
            index.forget()  # the batch before is written: the database has it
            self.prepare(piece)
            index.prepare(piece)
            with atomic():
                for parsed in piece:
                    self.write_publication(parsed)
                self.flush()
                self.importer.publish_early()
            written += len(piece)
            yield written


__all__ = ["DocumentWriter"]
