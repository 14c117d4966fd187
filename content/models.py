"""What a lab writes about itself: news, research projects and markdown pages.

The app sits above `people` and `publications` (it links to both; neither imports it).
"""

import datetime

from django.core.exceptions import ValidationError
from django.db import models
from django.urls import Resolver404, resolve, reverse
from django.utils import timezone

from people.models import Lab, LabQuerySet, Person, unique_slug
from publications.models import Publication


class NewsQuerySet(LabQuerySet):
    def owned_by(self, user):
        """A member edits the news about themselves, when the lab lets members post news."""
        if not Lab.current().members_post_news:
            return self.none()
        return self.filter(person__user=user)

    def published(self):
        """Public news whose date has come, newest first."""
        return self.public().filter(date__lte=timezone.localdate()).order_by("-date", "-pk")


class News(models.Model):
    title = models.CharField(max_length=200, help_text="One line, e.g. “Ada's paper accepted at OSDI 2026”.")
    slug = models.SlugField(max_length=200, unique=True, blank=True, help_text="The address: /news/<slug>/.")
    date = models.DateField(default=datetime.date.today, db_index=True, help_text="News dated later appear then.")
    body = models.TextField(blank=True, help_text="Markdown. Raw HTML is shown as text.")
    person = models.ForeignKey(
        Person,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="news",
        verbose_name="about",
        help_text="The member this news is about; they may edit it when members may post news.",
    )
    is_public = models.BooleanField("public", default=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    objects = NewsQuerySet.as_manager()

    class Meta:
        ordering = ["-date", "-pk"]
        verbose_name = "news item"
        verbose_name_plural = "news"

    def __str__(self):
        return self.title

    def save(self, *args, **kwargs):
        if not self.slug:
            self.slug = unique_slug(News, f"{self.date:%Y-%m} {self.title}"[:150])
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return reverse("content:news-detail", args=[self.slug])


class ProjectQuerySet(LabQuerySet):
    def owned_by(self, user):
        return self.none()  # lab admins edit projects

    def in_order(self):
        return self.order_by("-is_active", "order", "title")


class Project(models.Model):
    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200, unique=True, blank=True, help_text="The address: /research/<slug>/.")
    summary = models.CharField(max_length=300, help_text="One sentence, shown on the home page and /research/.")
    description = models.TextField(blank=True, help_text="Markdown. Raw HTML is shown as text.")
    image = models.ImageField(upload_to="projects/", blank=True, help_text="A wide picture (about 3:2).")
    image_alt = models.CharField(
        "image description", max_length=300, blank=True, help_text="What the picture shows; empty if decorative."
    )
    members = models.ManyToManyField(Person, blank=True, related_name="projects")
    publications = models.ManyToManyField(Publication, blank=True, related_name="projects")
    is_active = models.BooleanField("current", default=True, help_text="Past projects are listed after current ones.")
    order = models.IntegerField(default=0, help_text="Lower numbers are listed first.")
    is_public = models.BooleanField("public", default=True)
    updated = models.DateTimeField(auto_now=True)

    objects = ProjectQuerySet.as_manager()

    class Meta:
        ordering = ["-is_active", "order", "title"]
        verbose_name = "research project"

    def __str__(self):
        return self.title

    def save(self, *args, **kwargs):
        if not self.slug:
            self.slug = unique_slug(Project, self.title)
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return reverse("content:project-detail", args=[self.slug])


class PageQuerySet(LabQuerySet):
    def owned_by(self, user):
        return self.none()

    def in_navigation(self):
        return self.public().filter(nav_order__isnull=False).order_by("nav_order", "title").only("title", "slug")

    def on_home(self):
        return self.public().filter(on_home=True).order_by("nav_order", "title")


# First path segments the site itself answers under deeper addresses only (/accounts/login/,
# /static/..., /media/...); single addresses (/news/, /people/, /healthz) are read from the URLconf.
RESERVED_SLUGS = {
    "admin",
    "accounts",
    "people",
    "publications",
    "venues",
    "news",
    "research",
    "search",
    "static",
    "media",
    "lab",
}


def site_address(slug):
    """The site's own address that a page at /<slug>/ would collide with ("/news/"), or None.

    A page there could never be reached: the site's own addresses answer first."""
    slug = (slug or "").strip().lower()
    if not slug:
        return None
    if slug in RESERVED_SLUGS:
        return f"/{slug}/"
    for path in (f"/{slug}/", f"/{slug}"):
        try:
            match = resolve(path)
        except Resolver404:
            continue
        if match.view_name != "content:page":
            return path
    return None


def validate_page_slug(slug):
    address = site_address(slug)
    if address:
        raise ValidationError(
            f"“{slug}” cannot be a page's address: {address} is an address the site already uses. "
            f"Choose another, e.g. “{slug.lower()}-page”.",
            code="reserved",
        )


class Page(models.Model):
    """A page of markdown at /<slug>/: "Join us", "Contact", "Teaching"."""

    title = models.CharField(max_length=200)
    slug = models.SlugField(
        max_length=100,
        unique=True,
        validators=[validate_page_slug],
        help_text="The address: /<slug>/, e.g. join-us. Names the site uses (people, news, ...) answer first.",
    )
    summary = models.TextField(blank=True, help_text="One paragraph (markdown) for the home page.")
    body = models.TextField(blank=True, help_text="Markdown. Raw HTML is shown as text.")
    nav_order = models.PositiveSmallIntegerField(
        "place in the navigation",
        null=True,
        blank=True,
        help_text="1 for first after the site's own sections; empty to keep the page out of the navigation.",
    )
    on_home = models.BooleanField(
        "on the home page", default=False, help_text="Show the summary and a link on the home page (e.g. Join us)."
    )
    is_public = models.BooleanField("public", default=True)
    updated = models.DateTimeField(auto_now=True)

    objects = PageQuerySet.as_manager()

    class Meta:
        ordering = ["nav_order", "title"]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("content:page", args=[self.slug])
