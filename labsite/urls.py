from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path
from django.views.generic import RedirectView

from content.sitemaps import CONTENT_SITEMAPS
from content.views import HomeView
from labsite.health import healthz
from labsite.media import serve_media
from labsite.sitemaps import SITEMAPS, robots_txt, sitemap_index, sitemap_page
from people.accounts import ThrottledPasswordResetView

ALL_SITEMAPS = {**SITEMAPS, **CONTENT_SITEMAPS}

urlpatterns = [
    path("", HomeView.as_view(), name="home"),
    path("healthz", healthz, name="healthz"),
    path("admin/password_reset/", ThrottledPasswordResetView.as_view(), name="admin_password_reset"),
    path("accounts/password_reset/", ThrottledPasswordResetView.as_view()),
    path("admin/", admin.site.urls),
    # One login page for everyone: the admin's (Django's auth views ship no registration/login.html).
    path("accounts/login/", RedirectView.as_view(pattern_name="admin:login", query_string=True)),
    path("accounts/", include("django.contrib.auth.urls")),
    path("", include("people.urls")),
    path("", include("publications.urls")),
    # An index of paged sitemaps: each page the same few queries at any size (labsite/sitemaps.py).
    path(
        "sitemap.xml",
        sitemap_index,
        {"sitemaps": ALL_SITEMAPS, "sitemap_url_name": "sitemap-section"},
        name="sitemap",
    ),
    path("sitemap-<section>.xml", sitemap_page, {"sitemaps": ALL_SITEMAPS}, name="sitemap-section"),
    path("robots.txt", robots_txt, name="robots-txt"),
]

if settings.SERVE_MEDIA:
    media_prefix = settings.MEDIA_URL.lstrip("/")
    urlpatterns += [re_path(rf"^{media_prefix}(?P<path>.*)$", serve_media)]

# News, research, search, and last the lab's markdown pages at /<slug>/.
urlpatterns += [path("", include("content.urls"))]
