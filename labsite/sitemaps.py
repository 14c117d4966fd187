"""sitemap.xml (public people, publications and venues) and robots.txt pointing to it."""

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap
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


class PersonSitemap(LabSitemap):
    changefreq = "monthly"

    def items(self):
        return Person.objects.public().order_by("pk").only("slug", "updated")

    def lastmod(self, person):
        return person.updated


class PublicationSitemap(LabSitemap):
    changefreq = "monthly"

    def items(self):
        return Publication.objects.public().order_by("pk").only("key", "updated")

    def lastmod(self, publication):
        return publication.updated


class VenueSitemap(LabSitemap):
    """Venues with at least one public publication: the others have an empty page."""

    changefreq = "monthly"

    def items(self):
        return Venue.objects.filter(publications__is_public=True).distinct().order_by("pk").only("slug")


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
