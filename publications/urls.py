from django.urls import path, re_path

from . import feeds, views

app_name = "publications"

# Downloads: /publications.bib, /publications/<key>.ris, /venues/osdi.csv, /people/<slug>/publications.json
FORMAT = r"(?P<format>bib|json|ris|csv)"
SLUG = r"[-a-zA-Z0-9_]+"

urlpatterns = [
    path("publications/", views.PublicationListView.as_view(), name="publication-list"),
    path("publications/<slug:key>/", views.PublicationDetailView.as_view(), name="publication-detail"),
    path("venues/", views.VenueListView.as_view(), name="venue-list"),
    path("venues/<slug:slug>/", views.VenueDetailView.as_view(), name="venue-detail"),
    re_path(rf"^publications\.{FORMAT}$", views.PublicationListView.as_view(), name="publication-list-export"),
    re_path(
        rf"^publications/(?P<key>{SLUG})\.{FORMAT}$", views.PublicationExportView.as_view(), name="publication-export"
    ),
    re_path(rf"^venues/(?P<slug>{SLUG})\.{FORMAT}$", views.VenueDetailView.as_view(), name="venue-export"),
    re_path(
        rf"^people/(?P<slug>{SLUG})/publications\.{FORMAT}$",
        views.MemberPublicationsExportView.as_view(),
        name="member-export",
    ),
    path("publications.atom", feeds.LabPublicationsFeed(), name="feed"),
    path("venues/<slug:slug>.atom", feeds.VenuePublicationsFeed(), name="venue-feed"),
    path("people/<slug:slug>/publications.atom", feeds.MemberPublicationsFeed(), name="member-feed"),
]
