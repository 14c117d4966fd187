"""The documents an import read, kept with their report."""

from django.db import models

from people.models import Person


class SourceDocument(models.Model):
    """A document as it was imported: kept so that nothing is lost and it can be parsed again."""

    name = models.CharField(max_length=255, help_text="File name as given to the importer.")
    content = models.BinaryField(editable=False)
    text = models.TextField(blank=True, editable=False, help_text="The text the parser read.")
    sha256 = models.CharField(max_length=64, db_index=True, editable=False)
    format = models.CharField(max_length=40, blank=True, editable=False)
    person = models.ForeignKey(Person, null=True, blank=True, on_delete=models.SET_NULL, related_name="documents")
    imported_at = models.DateTimeField(null=True, blank=True, editable=False)
    status = models.CharField(max_length=20, default="new", editable=False)  # new, imported, failed
    report = models.TextField(blank=True, editable=False)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "people_sourcedocument"  # made by the people app, before the importer had its own
        ordering = ["-created"]
        verbose_name = "imported document"

    def __str__(self):
        return self.name
