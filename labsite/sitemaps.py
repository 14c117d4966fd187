"""sitemap.xml, an index of paged sitemaps (pages, people, publications, venues), and robots.txt.

Each sitemap page lists at most `limit` (2,000) addresses. The pages start at primary keys
found once per change of the site (`remembered`), so page 50 is read from the index like
page 1, not by skipping 98,000 rows; the index's counts and last-modified dates are also
counted once per change.
"""

import datetime
import functools
from urllib.parse import urlsplit
from xml.sax.saxutils import escape as xml_escape

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.contrib.sites.requests import RequestSite
from django.core.paginator import EmptyPage, PageNotAnInteger
from django.db.models import Max
from django.http import Http404, HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.http import http_date
from django.views.decorators.http import require_GET

from labsite.metadata import absolute_url
from labsite.pagecache import CountingPaginator, query_key, remembered
from people.models import Person
from publications.models import Publication, Venue


class LabSitemap(Sitemap):
    """Addresses on settings.LAB_URL's host when it is set, else the request's."""

    @property
    def paginator(self):
        return CountingPaginator(self._items(), self.limit)

    def page_items(self, number):
        """The items of page `number` (from 1): a range of primary keys when the items are a queryset."""
        items = self.items()
        if not hasattr(items, "query") or tuple(items.query.order_by) != ("pk",):
            return self.paginator.page(number).object_list
        starts = remembered(("sitemap-pages", query_key(items), self.limit), lambda: _page_starts(items, self.limit))
        if not 1 <= number <= max(len(starts), 1):
            raise EmptyPage(f"no page {number}")
        return items.filter(pk__gte=starts[number - 1])[: self.limit] if starts else items.none()

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
    limit = 2000

    def lastmod(self, record):
        return record.updated

    def get_latest_lastmod(self):
        items = self.items().order_by()
        return remembered(
            ("sitemap-lastmod", query_key(items)), lambda: items.aggregate(latest=Max("updated"))["latest"]
        )


class PersonSitemap(UpdatedSitemap):
    def items(self):
        return Person.objects.public().order_by("pk").only("slug", "updated")

    def location(self, person):
        return _address("people:person-detail", person.slug)


class PublicationSitemap(UpdatedSitemap):
    def items(self):
        return Publication.objects.public().order_by("pk").only("key", "updated")

    def location(self, publication):
        return _address("publications:publication-detail", publication.key)


def _page_starts(items, limit):
    """The primary key each page starts at (items ordered by pk): one pass over the index."""
    return list(items.values_list("pk", flat=True))[::limit]


_PLACEHOLDER = "labsite-sitemap-placeholder"


@functools.cache
def _address_pattern(name):
    return reverse(name, args=[_PLACEHOLDER])


def _address(name, slug):
    """reverse(name, args=[slug]) for thousands of slugs: the pattern is reversed once."""
    return _address_pattern(name).replace(_PLACEHOLDER, slug)


class VenueSitemap(LabSitemap):
    """Venues with at least one public publication (their stored count): the others have an empty page."""

    changefreq = "monthly"
    limit = 2000

    def items(self):
        return Venue.objects.listed().order_by("pk").only("slug")


SITEMAPS = {
    "pages": PagesSitemap,
    "people": PersonSitemap,
    "publications": PublicationSitemap,
    "venues": VenueSitemap,
}


@require_GET
def sitemap_page(request, section, sitemaps=None):
    """One page of one section's sitemap, written out in Python: thousands of <url> entries
    through the template engine cost ten times as long."""
    sitemaps = sitemaps or SITEMAPS
    if section not in sitemaps:
        raise Http404(f"No sitemap section {section!r}.")
    sitemap = sitemaps[section]
    sitemap = sitemap() if isinstance(sitemap, type) else sitemap
    try:
        number = int(request.GET.get("p", 1))
        items = sitemap.page_items(number)
    except (ValueError, EmptyPage, PageNotAnInteger) as err:
        raise Http404(f"No page {request.GET.get('p')!r} of the {section} sitemap.") from err
    root = _root(sitemap, request)
    has_lastmod = callable(getattr(sitemap, "lastmod", None))
    changefreq, priority = getattr(sitemap, "changefreq", None), getattr(sitemap, "priority", None)
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
    for item in items:
        entry = f"<url><loc>{xml_escape(root + sitemap.location(item))}</loc>"
        lastmod = sitemap.lastmod(item) if has_lastmod else None
        if lastmod:
            entry += f"<lastmod>{lastmod.date().isoformat()}</lastmod>"
        if changefreq:
            entry += f"<changefreq>{changefreq}</changefreq>"
        if priority is not None:
            entry += f"<priority>{priority}</priority>"
        parts.append(entry + "</url>")
    parts.append("</urlset>\n")
    return HttpResponse("\n".join(parts), content_type="application/xml")


@require_GET
def sitemap_index(request, sitemaps, sitemap_url_name):
    """sitemap.xml: Django's index (each section's pages, its latest change, a Last-Modified header when
    every section has one), written out in Python: a lab of 100,000 papers has fifty pages to list."""
    entries, latest = [], []
    for section, sitemap in sitemaps.items():
        sitemap = sitemap() if isinstance(sitemap, type) else sitemap
        address = xml_escape(_root(sitemap, request) + reverse(sitemap_url_name, kwargs={"section": section}))
        lastmod = sitemap.get_latest_lastmod()
        latest.append(lastmod)
        when = f"<lastmod>{_iso(lastmod)}</lastmod>" if lastmod else ""
        entries.append(f"<sitemap><loc>{address}</loc>{when}</sitemap>")
        entries += [
            f"<sitemap><loc>{address}?p={n}</loc>{when}</sitemap>" for n in range(2, sitemap.paginator.num_pages + 1)
        ]
    xml = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
    response = HttpResponse(xml + "".join(entries) + "\n</sitemapindex>\n", content_type="application/xml")
    if latest and all(latest):
        response["Last-Modified"] = http_date(max(_as_datetime(when) for when in latest).timestamp())
    return response


def _root(sitemap, request):
    """https://lab.example.edu: settings.LAB_URL's scheme and host when it is set, else the request's."""
    return f"{sitemap.get_protocol(request.scheme)}://{sitemap.get_domain(RequestSite(request))}"


def _as_datetime(value):
    """A date or datetime as an aware datetime (a date's midnight, a naive time taken as UTC), as Django's index."""
    if not isinstance(value, datetime.datetime):
        value = datetime.datetime.combine(value, datetime.time.min)
    return timezone.make_aware(value, datetime.UTC) if timezone.is_naive(value) else value


def _iso(value):
    """As the template filter `date:"c"`: an aware time in the current time zone."""
    if isinstance(value, datetime.datetime) and timezone.is_aware(value):
        value = timezone.localtime(value)
    return value.isoformat()


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
