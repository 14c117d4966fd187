"""The documents an import read, kept with their report."""

import hashlib

from django.db import models

from importer.parsers.records import DocumentError
from people.models import Person

from .source import text_of
from .statuses import NEW

PART_BYTES = 1024 * 1024  # a bigger document is kept in parts of this size, never bound to one query whole
TEXT_BYTES = 1024 * 1024  # the bytes of a document its `text` shows (the whole of almost any document)


class SourceDocument(models.Model):
    """A document as it was imported: kept so that nothing is lost and it can be parsed again.

    Its bytes are in `content` when they fit one part, else in its ordered `parts`
    (SourceDocumentPart): `store` writes them, `chunks` reads them back, neither holding a
    big document whole.
    """

    name = models.CharField(max_length=255, help_text="File name as given to the importer.")
    content = models.BinaryField(editable=False)  # the document, when it is no bigger than PART_BYTES
    text = models.TextField(
        blank=True, editable=False, help_text="The text the parser read (its first megabyte: download the whole)."
    )
    sha256 = models.CharField(max_length=64, db_index=True, editable=False)
    format = models.CharField(max_length=40, blank=True, editable=False)
    person = models.ForeignKey(Person, null=True, blank=True, on_delete=models.SET_NULL, related_name="documents")
    imported_at = models.DateTimeField(null=True, blank=True, editable=False)
    status = models.CharField(
        max_length=20, default=NEW, editable=False
    )  # NEW, QUEUED, IMPORTING, PLANNED, IMPORTED, FAILED (importer.statuses)
    worker = models.CharField(
        max_length=200,
        blank=True,
        editable=False,
        help_text="The process that imports it (host, process id, start): an import whose worker "
        "was killed is told from one still running (importer.processes).",
    )
    report = models.TextField(blank=True, editable=False)
    plan = models.JSONField(
        default=dict,
        blank=True,
        editable=False,
        help_text="An upload's plan, for the lab admin to review before anything is saved (importer.review).",
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "people_sourcedocument"  # made by the people app, before the importer had its own
        ordering = ["-created"]
        verbose_name = "imported document"

    def __str__(self):
        return self.name

    def store(self, source):
        """Save this record holding `source`'s bytes (an importer.source.Source); run inside a transaction.

        Raises DocumentError when the bytes are not those `sha256` names (a file changed while
        it was imported): the transaction is then rolled back, nothing half-written.
        """
        small = source.size <= PART_BYTES
        self.content = source.read() if small else b""
        self.text = text_of(source.head(TEXT_BYTES), cut=source.size > TEXT_BYTES)
        self.save()
        self.parts.all().delete()
        digest = hashlib.sha256(self.content)
        if not small:
            for number, chunk in enumerate(source.chunks(PART_BYTES)):
                digest.update(chunk)
                SourceDocumentPart.objects.create(document=self, number=number, data=chunk)
        if digest.hexdigest() != self.sha256:
            raise DocumentError("the file changed while it was imported; import it again")

    def chunks(self):
        """The document's bytes, in order, a part at a time."""
        if self.content:
            yield bytes(self.content)
            return
        parts = self.parts.order_by("number").values_list("data", flat=True)
        for data in parts.iterator(chunk_size=1):
            yield bytes(data)


class SourceDocumentPart(models.Model):
    """One part of a big SourceDocument's bytes, in order of `number`."""

    document = models.ForeignKey(SourceDocument, on_delete=models.CASCADE, related_name="parts")
    number = models.PositiveIntegerField()
    data = models.BinaryField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["document", "number"], name="one_part_per_number")]

    def __str__(self):
        return f"{self.document_id} part {self.number}"
