"""Sitemap sections for news, research projects and pages (joined to labsite.sitemaps.SITEMAPS in labsite/urls.py)."""

from django.urls import reverse

from labsite.sitemaps import LabSitemap

from .models import News, Page, Project


class ContentListsSitemap(LabSitemap):
    changefreq = "weekly"
    priority = 0.7

    def items(self):
        return ["content:research", "content:news"]

    def location(self, item):
        return reverse(item)


class NewsSitemap(LabSitemap):
    changefreq = "yearly"

    def items(self):
        return News.objects.published().order_by("pk").only("slug", "updated")

    def lastmod(self, item):
        return item.updated


class ProjectSitemap(LabSitemap):
    changefreq = "monthly"

    def items(self):
        return Project.objects.public().order_by("pk").only("slug", "updated")

    def lastmod(self, item):
        return item.updated


class PageSitemap(LabSitemap):
    changefreq = "monthly"

    def items(self):
        return Page.objects.public().order_by("pk").only("slug", "updated")

    def lastmod(self, item):
        return item.updated


CONTENT_SITEMAPS = {
    "content": ContentListsSitemap,
    "news": NewsSitemap,
    "research": ProjectSitemap,
    "site-pages": PageSitemap,
}
