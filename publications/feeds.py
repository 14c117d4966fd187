"""Atom feeds of new publications: the lab's, a member's, a venue's."""

from django.contrib.syndication.views import Feed
from django.db.models import F
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.html import escape

from labsite.feeds import SiteAtomFeed
from labsite.metadata import absolute_url
from people.models import Lab, Person

from .models import Publication, Status, Venue

FEED_LENGTH = 30


def citation_text(publication):
    """Authors. Venue Year. Note — the plain-text line a feed reader shows."""
    names = ", ".join(f"{a.name}*" if a.equal_contribution else a.name for a in publication.authorships.all())
    if publication.authors_truncated:
        names += ", et al."
    venue = publication.venue.label if publication.venue_id else publication.venue_text
    where = " ".join(str(part) for part in (venue, publication.year) if part)
    if publication.status == Status.SUBMITTED:
        where = f"Submitted to {where}" if where else "Submitted"
    parts = [names, where, publication.note]
    return ". ".join(p for p in parts if p) + "."


class LabPublicationsFeed(Feed):
    """The lab's publications, the most recently added first."""

    feed_type = SiteAtomFeed

    def __call__(self, request, *args, **kwargs):
        self.request = request
        return super().__call__(request, *args, **kwargs)

    def publications(self, obj):
        return Publication.objects.public()

    def items(self, obj):
        return (
            self.publications(obj)
            .for_feeds()
            .order_by("-created", F("year").desc(nulls_last=True), "title")[:FEED_LENGTH]
        )

    def title(self, obj):
        return f"{Lab.shown(self.request).name}: new publications"

    def subtitle(self, obj):
        return Lab.shown(self.request).description

    def link(self, obj):
        return absolute_url(reverse("publications:publication-list"), self.request)

    def feed_url(self, obj):
        return absolute_url(self.request.path, self.request)

    def item_title(self, item):
        return item.title

    def item_description(self, item):
        # Atom marks the summary type="html": a feed reader renders it, so the text is escaped
        # here (names, venues and notes come from members and imported files).
        return escape(citation_text(item))

    def item_link(self, item):
        return absolute_url(item.get_absolute_url(), self.request)

    def item_guid(self, item):
        return self.item_link(item)

    def item_author_name(self, item):
        return ", ".join(a.name for a in item.authorships.all()) or None

    def item_pubdate(self, item):
        return item.created

    def item_updateddate(self, item):
        return item.updated

    def item_categories(self, item):
        categories = [item.get_kind_display()]
        if item.venue_id:
            categories.append(item.venue.label)
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
