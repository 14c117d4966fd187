"""Atom feeds of new publications: the lab's, a member's, a venue's."""

from django.contrib.syndication.views import Feed
from django.db.models import F
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.html import escape

from labsite.feeds import SiteAtomFeed
from labsite.metadata import absolute_url, reverse_cached
from people.models import Lab, Person

from .models import Kind, Publication, Status, Venue

FEED_LENGTH = 30


def citation_text(item):
    """Authors. Venue Year. Note — the plain-text line a feed reader shows (of a feed_rows() item)."""
    names = ", ".join(f"{name}*" if equal else name for name, equal in item["authors"])
    if item["authors_truncated"]:
        names += ", et al."
    where = " ".join(str(part) for part in (item["venue_label"], item["year"]) if part)
    if item["status"] == Status.SUBMITTED:
        where = f"Submitted to {where}" if where else "Submitted"
    parts = [names, where, item["note"]]
    return ". ".join(p for p in parts if p) + "."


class LabPublicationsFeed(Feed):
    """The lab's publications, the most recently added first."""

    feed_type = SiteAtomFeed

    def __call__(self, request, *args, **kwargs):
        self.request = request
        return super().__call__(request, *args, **kwargs)

    def publications(self, obj):
        return Publication.objects.public()

    def newest(self, obj):
        return self.publications(obj).order_by("-created", F("year").desc(nulls_last=True), "title")[:FEED_LENGTH]

    def items(self, obj):
        return self.newest(obj).feed_rows()

    def title(self, obj):
        return f"{Lab.shown(self.request).name}: new publications"

    def subtitle(self, obj):
        return Lab.shown(self.request).description

    def link(self, obj):
        return absolute_url(reverse("publications:publication-list"), self.request)

    def feed_url(self, obj):
        return absolute_url(self.request.path, self.request)

    def item_title(self, item):
        return item["title"]

    def item_description(self, item):
        # Atom marks the summary type="html": a feed reader renders it, so the text is escaped
        # here (names, venues and notes come from members and imported files).
        return escape(citation_text(item))

    def item_link(self, item):
        return absolute_url(reverse_cached("publications:publication-detail", item["key"]), self.request)

    def item_guid(self, item):
        return self.item_link(item)

    def item_author_name(self, item):
        return ", ".join(name for name, _ in item["authors"]) or None

    def item_pubdate(self, item):
        return item["created"]

    def item_updateddate(self, item):
        return item["updated"]

    def item_categories(self, item):
        categories = [dict(Kind.choices).get(item["kind"], item["kind"])]
        if item["venue_id"] is not None:
            categories.append(item["venue_label"])
        return categories


class MemberPublicationsFeed(LabPublicationsFeed):
    def get_object(self, request, slug):
        return get_object_or_404(Person.objects.public(), slug=slug)

    def publications(self, person):
        return Publication.objects.public().by_member(person)

    def title(self, person):
        return f"{person.name}: new publications ({Lab.shown(self.request).name})"

    def link(self, person):
        return absolute_url(person.get_absolute_url(), self.request)


class VenuePublicationsFeed(LabPublicationsFeed):
    def get_object(self, request, slug):
        return get_object_or_404(Venue, slug=slug)

    def publications(self, venue):
        return Publication.objects.public().filter(venue=venue)

    def title(self, venue):
        return f"{Lab.shown(self.request).name} at {venue.label}: new publications"

    def link(self, venue):
        return absolute_url(venue.get_absolute_url(), self.request)
