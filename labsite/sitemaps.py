"""sitemap.xml, an index of paged sitemaps (pages, people, publications, venues), and robots.txt.

Each sitemap page lists at most `limit` addresses, read by primary key with a slice, so
every page costs the same few queries at any size of the lab; the index's last-modified
dates are one MAX() per section.
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.db.models import Max
from django.http import HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_GET

from labsite.metadata import absolute_url
from people.models import Person
from publications.models import Publication, Venue


class LabSitemap(Sitemap):
    """Addresses on settings.LAB_URL's host when it is set, else the request's."""

    def get_protocol(self, protocol=None):
        if settings.LAB_URL and urlsplit(settings.LAB_URL).scheme:
            return urlsplit(settings.LAB_URL).scheme
        return super().get_protocol(protocol)

    def get_domain(self, site=None):
        if settings.LAB_URL and urlsplit(settings.LAB_URL).netloc:
            return urlsplit(settings.LAB_URL).netloc
        return super().get_domain(site)


class PagesSitemap(LabSitemap):
    changefreq = "weekly"
    priority = 0.8

    def items(self):
        return ["home", "people:person-list", "publications:publication-list", "publications:venue-list"]

    def location(self, item):
        return reverse(item)


class UpdatedSitemap(LabSitemap):
    """Records with an `updated` time; the index asks the database for the newest, not every row."""

    changefreq = "monthly"
    limit = 5000

    def lastmod(self, record):
        return record.updated

    def get_latest_lastmod(self):
        return self.items().order_by().aggregate(latest=Max("updated"))["latest"]


class PersonSitemap(UpdatedSitemap):
    def items(self):
        return Person.objects.public().order_by("pk").only("slug", "updated")


class PublicationSitemap(UpdatedSitemap):
    def items(self):
        return Publication.objects.public().order_by("pk").only("key", "updated")


class VenueSitemap(LabSitemap):
    """Venues with at least one public publication (their stored count): the others have an empty page."""

    changefreq = "monthly"
    limit = 5000

    def items(self):
        return Venue.objects.listed().order_by("pk").only("slug")


SITEMAPS = {
    "pages": PagesSitemap,
    "people": PersonSitemap,
    "publications": PublicationSitemap,
    "venues": VenueSitemap,
}


@require_GET
def robots_txt(request):
    lines = [
        "User-agent: *",
        "Disallow: /admin/",
        "Disallow: /accounts/",
        "",
        f"Sitemap: {absolute_url(reverse('sitemap'), request)}",
    ]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")
