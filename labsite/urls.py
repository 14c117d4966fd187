from django.conf import settings
from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.contrib.sitemaps import views as sitemaps_views
from django.urls import include, path, re_path
from django.views.generic import RedirectView
from django.views.static import serve

from labsite.sitemaps import SITEMAPS, robots_txt, sitemap_page
from people.accounts import MemberPasswordResetForm
from people.views import HomeView

urlpatterns = [
    path("", HomeView.as_view(), name="home"),
    path(
        "admin/password_reset/",
        auth_views.PasswordResetView.as_view(form_class=MemberPasswordResetForm),
        name="admin_password_reset",
    ),
    path("accounts/password_reset/", auth_views.PasswordResetView.as_view(form_class=MemberPasswordResetForm)),
    path("admin/", admin.site.urls),
    # One login page for everyone: the admin's (Django's auth views ship no registration/login.html).
    path("accounts/login/", RedirectView.as_view(pattern_name="admin:login", query_string=True)),
    path("accounts/", include("django.contrib.auth.urls")),
    path("", include("people.urls")),
    path("", include("publications.urls")),
    path(
        "sitemap.xml",
        sitemaps_views.index,
        {"sitemaps": SITEMAPS, "sitemap_url_name": "sitemap-section"},
        name="sitemap",
    ),
    path("sitemap-<section>.xml", sitemap_page, name="sitemap-section"),
    path("robots.txt", robots_txt, name="robots-txt"),
]

if settings.SERVE_MEDIA:
    media_prefix = settings.MEDIA_URL.lstrip("/")
    urlpatterns += [re_path(rf"^{media_prefix}(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT})]
