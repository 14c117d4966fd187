"""Where a member's works are listed, what the last check found, and what waits for review."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models

from people.models import Person

from .identifiers import clean_dblp_pid, clean_openalex, clean_orcid

SOURCES = {"orcid": "ORCID", "dblp": "dblp", "openalex": "OpenAlex"}


class SyncProfile(models.Model):
    """A member's ids at the scholarly databases; entering one is opting in to the checks."""

    person = models.OneToOneField(Person, on_delete=models.CASCADE, primary_key=True, related_name="sync_profile")
    orcid = models.CharField(
        "ORCID iD", max_length=80, blank=True, help_text="e.g. 0000-0002-1825-0097, or its address at orcid.org"
    )
    dblp = models.CharField(
        "DBLP person id", max_length=80, blank=True, help_text="e.g. 123/4567 or h/JaneDoe, from dblp.org/pid/…"
    )
    openalex = models.CharField("OpenAlex author id", max_length=80, blank=True, help_text="e.g. A5023888391")
    enabled = models.BooleanField("check on schedule", default=True)
    last_checked = models.DateTimeField(null=True, blank=True, editable=False)
    last_error = models.TextField(blank=True, editable=False, help_text="what went wrong at the last check")
    # source -> ISO time before which the source is not asked again (it answered 429 with Retry-After)
    paused_until = models.JSONField(default=dict, blank=True, editable=False)

    class Meta:
        verbose_name = "publication sources of a member"
        verbose_name_plural = "publication sources of members"

    def __str__(self):
        return f"{self.person}"

    def clean(self):
        errors = {}
        for field, cleaner in (("orcid", clean_orcid), ("dblp", clean_dblp_pid), ("openalex", clean_openalex)):
            value = getattr(self, field)
            if value.strip():
                try:
                    setattr(self, field, cleaner(value))
                except ValidationError as err:
                    errors[field] = err.messages
            else:
                setattr(self, field, "")
        if errors:
            raise ValidationError(errors)

    def ids(self):
        """{source: id} of the sources this member gave."""
        return {source: getattr(self, source) for source in SOURCES if getattr(self, source)}

    @property
    def waiting(self):
        return self.person.found_works.filter(status=FoundWork.Status.WAITING).count()


class FoundWork(models.Model):
    """A work a source lists for members that the site does not have yet: one per paper, however
    many members and sources list it. It reaches the site only when accepted."""

    class Status(models.TextChoices):
        WAITING = "waiting", "Waiting for review"
        ACCEPTED = "accepted", "Accepted"
        REJECTED = "rejected", "Rejected"

    title = models.CharField(max_length=500)
    # One candidate per paper: the importer's title key, the way it tells one paper from another.
    title_key = models.CharField(max_length=500, unique=True, editable=False)
    year = models.PositiveIntegerField(null=True, blank=True)
    doi = models.CharField("DOI", max_length=200, blank=True, db_index=True)
    arxiv = models.CharField("arXiv id", max_length=50, blank=True, db_index=True)
    sources = models.JSONField(default=list, help_text="where it was found: orcid, dblp, openalex")
    data = models.JSONField(default=dict, help_text="the work as the sources give it (a ParsedPublication)")
    members = models.ManyToManyField(Person, related_name="found_works")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.WAITING, db_index=True)
    found_at = models.DateTimeField(auto_now_add=True)
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    publication = models.ForeignKey(
        "publications.Publication", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["-year", "title"]
        verbose_name = "work found for members"
        verbose_name_plural = "works found for members"

    def __str__(self):
        return f"{self.title} ({self.year})" if self.year else self.title
