"""Venues, publications, and who wrote them, in order."""

import copy
import json
import re
from collections import namedtuple

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Count, OuterRef, Prefetch, Q, Subquery
from django.db.models.functions import Coalesce, JSONArray, Lower

from labsite.metadata import reverse_cached
from people.fields import ListField
from people.models import LabQuerySet, Person

from .keys import unique_key
from .titles import title_ends, title_key


class Kind(models.TextChoices):
    CONFERENCE = "conference", "Conference paper"
    JOURNAL = "journal", "Journal article"
    WORKSHOP = "workshop", "Workshop paper"
    PREPRINT = "preprint", "Preprint"
    THESIS = "thesis", "Thesis"
    BOOK = "book", "Book"
    CHAPTER = "chapter", "Book chapter"
    PATENT = "patent", "Patent"
    OTHER = "other", "Other"


class Status(models.TextChoices):
    PUBLISHED = "published", "Published"
    SUBMITTED = "submitted", "Submitted"


class VenueQuerySet(models.QuerySet):
    def listed(self):
        """Venues with at least one public publication, by their stored count (no scan)."""
        return self.filter(publication_count__gt=0)

    def recount(self):
        """Store each of these venues' number of public publications: one UPDATE, by the venue index."""
        count = (
            Publication.objects.filter(venue=models.OuterRef("pk"), is_public=True)
            .order_by()
            .values("venue")
            .annotate(n=Count("pk"))
            .values("n")
        )
        return self.update(publication_count=Coalesce(models.Subquery(count), 0))


class Venue(models.Model):
    acronym = models.CharField(max_length=50, blank=True, help_text="E.g. OSDI. Empty for venues without one.")
    name = models.CharField(
        max_length=300, help_text="Full name, e.g. USENIX Symposium on Operating Systems Design and Implementation."
    )
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.CONFERENCE)
    slug = models.SlugField(max_length=100, unique=True, help_text="The lower-case acronym: /venues/osdi/.")
    aliases = ListField(help_text="Other spellings and full names that mean this venue, one per line.")
    publication_count = models.PositiveIntegerField(
        "public publications",
        default=0,
        editable=False,
        help_text="Kept current when publications are saved or deleted (publications/signals.py).",
    )

    objects = VenueQuerySet.as_manager()

    class Meta:
        ordering = ["acronym", "name"]

    def __str__(self):
        return self.label

    def get_absolute_url(self):
        return reverse_cached("publications:venue-detail", self.slug)

    @property
    def label(self):
        return self.label_of(self.acronym, self.name)

    @staticmethod
    def label_of(acronym, name):
        """How lists and feeds name a venue: its acronym, else its name."""
        return acronym or name


class NullsLastIndex(models.Index):
    """An index whose descending columns keep NULL last, as the lists' `ORDER BY year DESC NULLS LAST`.

    SQLite sorts NULL lowest, so a descending column already puts it last, and its CREATE
    INDEX refuses the words NULLS LAST; PostgreSQL needs them said. A Meta index, not raw SQL,
    so that SQLite's table remakes (any new column) keep it.
    """

    def create_sql(self, model, schema_editor, using="", **kwargs):
        index = self
        if schema_editor.connection.vendor == "postgresql":
            index = copy.copy(self)
            index.fields_orders = [(name, f"{order} NULLS LAST" if order else "") for name, order in self.fields_orders]
        return models.Index.create_sql(index, model, schema_editor, using, **kwargs)


# Fields of a publication no citation, entry or download prints: an import's and the admin's bookkeeping.
UNPRINTED_FIELDS = ("title_key", "title_head", "title_tail", "sources", "field_sources", "edited_fields", "created")
UNPRINTED_VENUE_FIELDS = ("venue__aliases", "venue__publication_count")


class _JSONRows(models.Aggregate):
    """The grouped rows' values as one JSON array (text), in no particular order: SQLite's aggregate keeps
    none, so each value carries its place. JSON_GROUP_ARRAY on SQLite, JSONB_AGG on PostgreSQL."""

    function = "JSON_GROUP_ARRAY"
    output_field = models.TextField()

    def as_postgresql(self, compiler, connection, **extra_context):
        return super().as_sql(compiler, connection, function="JSONB_AGG", **extra_context)


def _json_rows(model, *fields):
    """A publication's rows of `model` (authorships, links) as a JSON array of [fields...], one subquery."""
    rows = model.objects.filter(publication=OuterRef("pk")).order_by().values("publication")
    return Subquery(rows.annotate(rows=_JSONRows(JSONArray(*fields))).values("rows"))


def _in_order(text):
    """The rows _json_rows() read, by their place and then their key (its first two fields)."""
    return sorted(json.loads(text or "[]"), key=lambda row: (row[0] is None, row[0] or 0, row[1]))


# An author and a link as a download prints them (PublicationQuerySet.printed_in_chunks).
PrintedAuthor = namedtuple("PrintedAuthor", "name equal_contribution")
PrintedLink = namedtuple("PrintedLink", "label url")


def citation_prefetches():
    """A citation's authors and links, as with_authors() reads them (also for rows already read:
    django.db.models.prefetch_related_objects)."""
    return (
        Prefetch("authorships", queryset=Authorship.objects.for_citations(), to_attr="fetched_authors"),
        Prefetch("links", to_attr="fetched_links"),
    )


class PublicationQuerySet(LabQuerySet):
    def owned_by(self, user):
        """A member edits the publications they are a linked author of."""
        return self.filter(authorships__person__user=user).distinct()

    def with_authors(self):
        """Everything a citation needs (its venue, authors and links), in three queries whatever the length;
        read with Publication.authors_in_order() and links_in_order().

        Lists, not related managers: a manager per row made for the rows' prefetched authors cost a
        whole-list download a third of its time."""
        return self.select_related("venue").prefetch_related(*citation_prefetches())

    def printed_in_chunks(self, size):
        """The publications in order, read `size` at a time, each with its authors (name, equal contribution)
        and links (label, url) as plain values, read by authors_in_order() and links_in_order(): all a
        download prints, in one query however long the list (each row carries its authors and links as
        JSON, made by the database). Not with_authors(): a model instance per author and link was most of
        the time of a whole-list download."""
        rows = (
            self.select_related("venue")
            .prefetch_related(None)
            .defer(*UNPRINTED_FIELDS, *UNPRINTED_VENUE_FIELDS)
            .annotate(
                printed_authors=_json_rows(Authorship, "position", "pk", "name", "equal_contribution"),
                printed_links=_json_rows(PublicationLink, "order", "pk", "label", "url"),
            )
        )
        for publication in rows.iterator(chunk_size=size):
            publication.fetched_authors = [
                PrintedAuthor(name, bool(equal)) for *_, name, equal in _in_order(publication.printed_authors)
            ]
            publication.fetched_links = [
                PrintedLink(label, url) for *_, label, url in _in_order(publication.printed_links)
            ]
            yield publication

    def resume_rows(self):
        """What a member's CV and JSON Resume print of each paper (people/resume.py): see printed_rows()."""
        return self.printed_rows("key", "title", "year", "status", "note")

    def feed_rows(self):
        """What a feed prints of each paper (publications/feeds.py): see printed_rows()."""
        fields = ("key", "title", "year", "kind", "status", "note", "authors_truncated", "created", "updated")
        return self.printed_rows(*fields)

    def printed_rows(self, *fields):
        """The papers in order as plain values, in two queries: a CV of 150 papers or a feed of 30 made
        a thousand or two hundred model instances for them. Each a dict of `fields`, "pk", "venue" (its
        name, or the text given), "venue_label" (Venue.label, or the text given) and "authors": [(printed
        name, equal contribution)] in order."""
        rows = list(self.values("pk", *fields, "venue_id", "venue_text", "venue__name", "venue__acronym"))
        authors = {}
        printed = Authorship.objects.filter(publication_id__in=[row["pk"] for row in rows])
        for paper, name, equal in printed.order_by("publication_id", "position").values_list(
            "publication_id", "name", "equal_contribution"
        ):
            authors.setdefault(paper, []).append((name, equal))
        for row in rows:
            linked = row["venue_id"] is not None
            row["venue"] = row["venue__name"] if linked else row["venue_text"]
            row["venue_label"] = Venue.label_of(row["venue__acronym"], row["venue__name"]) if linked else row["venue"]
            row["authors"] = authors.get(row["pk"], [])
        return rows

    def for_lists(self):
        """What a list or a download prints of each row (its entry, templates/publications/_entry.html, or
        its BibTeX ...): with_authors(), without the importer's bookkeeping, which no citation prints."""
        return self.with_authors().defer(*UNPRINTED_FIELDS, *UNPRINTED_VENUE_FIELDS)

    def by_member(self, person):
        # A subquery, not a join: no DISTINCT to sort away, and a list's order index still serves.
        return self.filter(pk__in=Authorship.objects.filter(person=person).values("publication_id"))

    def newest_first(self):
        return self.order_by(models.F("year").desc(nulls_last=True), "title")

    def search(self, text):
        """Publications whose title or an author's name has every word of `text` (at most 10 words),
        each as a word's beginning, through each database's index of words (publications/search.py)."""
        from .search import matching

        return self.filter(matching(text.split(), self.model))


class Publication(models.Model):
    title = models.CharField(max_length=500)
    key = models.SlugField(
        max_length=120,
        unique=True,
        blank=True,
        help_text="Stable citation key, used in the address: /publications/KEY/. Made from the first author, "
        "year and title when left empty; an old key keeps redirecting after a change.",
    )
    year = models.PositiveSmallIntegerField(null=True, blank=True, db_index=True, help_text="Empty when unknown.")
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.CONFERENCE, db_index=True)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.PUBLISHED, db_index=True)
    venue = models.ForeignKey(Venue, null=True, blank=True, on_delete=models.SET_NULL, related_name="publications")
    venue_text = models.CharField(
        "venue as printed", max_length=500, blank=True, help_text="The venue as the source printed it."
    )
    doi = models.CharField("DOI", max_length=200, blank=True, db_index=True)
    arxiv = models.CharField("arXiv id", max_length=50, blank=True, db_index=True)
    abstract = models.TextField(blank=True)
    note = models.CharField(max_length=300, blank=True, help_text="E.g. “Best Paper Award”.")
    authors_truncated = models.BooleanField(
        default=False, help_text="The source listed only the first authors (“et al.”)."
    )
    title_key = models.CharField(max_length=500, db_index=True, editable=False)
    # Where an importer looks for a title a typo away (importer.matching): see title_ends().
    title_head = models.CharField(max_length=100, blank=True, db_index=True, editable=False)
    title_tail = models.CharField(max_length=100, blank=True, db_index=True, editable=False)
    is_public = models.BooleanField("public", default=True)
    selected = models.BooleanField(
        default=False,
        help_text="Shown first on the authors' pages, as in al-folio's `selected` (read from BibTeX by the importer).",
    )
    sources = ListField(editable=False, help_text="Names of the documents this publication was imported from.")
    field_sources = models.JSONField(default=dict, blank=True, editable=False)
    edited_fields = ListField(
        editable=False, help_text="Fields changed in the admin; later imports do not overwrite them."
    )
    created = models.DateTimeField(auto_now_add=True, db_index=True)
    updated = models.DateTimeField(auto_now=True)

    objects = PublicationQuerySet.as_manager()

    class Meta:
        ordering = [models.F("year").desc(nulls_last=True), "title"]
        # A page of a list is read from an index in its order instead of sorting every publication:
        # the lists' order (and the same among selected papers, the home page's first list), and
        # the table's sort columns, either way (an index reads backwards too).
        indexes = [
            NullsLastIndex(fields=["-year", "title", "id"], name="publication_list_order"),
            NullsLastIndex(
                fields=["-year", "title", "id"], name="publication_selected_order", condition=Q(selected=True)
            ),
            models.Index(fields=["year", "title", "id"], name="publication_year_order"),
            models.Index(fields=["title", "id"], name="publication_title_order"),
            models.Index(fields=["kind", "title", "id"], name="publication_kind_order"),
            models.Index(fields=["venue", "year", "title", "id"], name="publication_venue_year_order"),
            # A venue's feed (the newest 30 of thousands of a big venue's papers).
            NullsLastIndex(fields=["venue", "-created", "-year", "title"], name="publication_venue_feed_order"),
            # An import looks DOIs up regardless of case, a batch of entries at a time.
            models.Index(Lower("doi"), name="publication_doi_lower"),
        ]

    def __str__(self):
        return self.title

    def save(self, *args, **kwargs):
        self.set_title_keys()
        if not self.key:
            # Before the first save there are no authors yet: see assign_key(), called once they exist.
            self.key = self.made_key()
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return reverse_cached("publications:publication-detail", self.key)

    def set_title_keys(self, key=None):
        """title_key and its ends, from the title (save() calls it; a bulk insert must); `key`: its
        title_key, when the caller has it already."""
        self.title_key = key if key is not None else title_key(self.title)
        self.title_head, self.title_tail = title_ends(self.title_key)

    def author_names(self):
        return list(self.authorships.order_by("position", "pk").values_list("name", flat=True)) if self.pk else []

    def made_key(self):
        """The key made from the first author, year and title, not used by another paper."""
        return unique_key(self.title, self.year, self.author_names(), taken=_KeysInUse(exclude_pk=self.pk))

    def assign_key(self, key=None, keep_old=True):
        """Give the paper `key` (default: the one made from its authors); the old one keeps redirecting.

        A paper added a moment ago has never been public under its provisional key: pass keep_old=False.
        """
        new = key or self.made_key()
        if new == self.key:
            return
        old = self.key
        self.key = new
        type(self).objects.filter(pk=self.pk).update(key=new)
        FormerKey.objects.filter(key=new).delete()  # the paper takes its own old address back
        if keep_old and old:
            self.keep_former_key(old)

    def keep_former_key(self, old):
        FormerKey.objects.update_or_create(key=old, defaults={"publication": self})

    def authors_in_order(self):
        """Its authorships in order, each with its member's name, slug and visibility: as with_authors()
        fetched them, else read now, once (a page whose citation is kept rendered reads none)."""
        if not hasattr(self, "fetched_authors"):
            self.fetched_authors = list(Authorship.objects.for_citations().filter(publication=self)) if self.pk else []
        return self.fetched_authors

    def links_in_order(self):
        """Its links (PDF, Code, ...) in order: as with_authors() fetched them, else read now, once."""
        if not hasattr(self, "fetched_links"):
            self.fetched_links = list(self.links.all()) if self.pk else []
        return self.fetched_links

    @property
    def has_equal_contribution(self):
        return any(a.equal_contribution for a in self.authors_in_order())


class FormerKey(models.Model):
    """A key a publication had before: its old address redirects to the current one."""

    key = models.SlugField(max_length=120, unique=True)
    publication = models.ForeignKey(Publication, on_delete=models.CASCADE, related_name="former_keys")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "former key"

    def __str__(self):
        return f"{self.key} → {self.publication.key}"


class _KeysInUse:
    """`key in _KeysInUse()`: whether a stored publication has that key, now or as a former key.

    A former key counts, so an old address never starts to mean another paper; the paper
    `exclude_pk` (being re-keyed) may take its own key or former key back.
    """

    def __init__(self, exclude_pk=None):
        self.exclude_pk = exclude_pk

    def __contains__(self, key):
        current = Publication.objects.filter(key=key)
        former = FormerKey.objects.filter(key=key)
        if self.exclude_pk is not None:
            current = current.exclude(pk=self.exclude_pk)
            former = former.exclude(publication_id=self.exclude_pk)
        return current.exists() or former.exists()


class AuthorshipQuerySet(models.QuerySet):
    def for_citations(self):
        """In order, with the member's name, slug and visibility: all a citation links.

        Only those columns of the person are read: a list of 200 citations has about
        a thousand authorships, and loading each person whole doubled the page's time.
        """
        fields = [field.name for field in Authorship._meta.concrete_fields]
        return (
            self.select_related("person")
            .only(*fields, "person__name", "person__slug", "person__is_public")
            .order_by("position")
        )


class Authorship(models.Model):
    publication = models.ForeignKey(Publication, on_delete=models.CASCADE, related_name="authorships")
    position = models.PositiveSmallIntegerField(
        default=0,
        help_text="1 for the first author; renumbered from the order of the rows when saved (↑/↓ move a row).",
    )
    name = models.CharField("name as printed", max_length=200)
    person = models.ForeignKey(
        Person,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="authorships",
        verbose_name="lab member",
        help_text="The lab member this author is, if any.",
    )
    equal_contribution = models.BooleanField(default=False)
    corresponding = models.BooleanField("corresponding author", default=False)
    auto_linked = models.BooleanField(
        default=False, editable=False, help_text="Linked to the member by the importer, from the printed name."
    )

    objects = AuthorshipQuerySet.as_manager()

    class Meta:
        ordering = ["position", "pk"]

    def __str__(self):
        return self.name


_UNSAFE_SCHEME = re.compile(r"^(?!https?:|mailto:|ftp:)[a-z][a-z0-9+.-]*:", re.I)
# What a browser drops before reading a link's scheme: tabs and newlines anywhere, and
# control characters and spaces before it ("java\tscript:" is "javascript:" to a browser).
_IGNORED_IN_URL = re.compile(r"[\t\n\r]")
_LEADING_IGNORED = re.compile(r"^[\x00-\x20\s]+")


def is_safe_link(url):
    """http(s), mailto, ftp or a relative path; never javascript:, data: or the like."""
    if not url:
        return False
    seen_by_browser = _LEADING_IGNORED.sub("", _IGNORED_IN_URL.sub("", url))
    return not _UNSAFE_SCHEME.match(seen_by_browser)


def validate_safe_link(url):
    if not is_safe_link(url):
        raise ValidationError(f"“{url[:60]}” is not a web address: use http://, https:// or a relative path.")


class PublicationLink(models.Model):
    publication = models.ForeignKey(Publication, on_delete=models.CASCADE, related_name="links")
    label = models.CharField(max_length=50, help_text="PDF, Code, Slides, Video, Project, ...")
    url = models.CharField(
        "URL",
        max_length=500,
        validators=[validate_safe_link],
        help_text="A web address (https://...), or a file name relative to the site.",
    )
    order = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["order", "pk"]
        verbose_name = "link"

    def __str__(self):
        return self.label
