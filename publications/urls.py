from django.urls import path

from . import views

app_name = "publications"

urlpatterns = [
    path("publications/", views.PublicationListView.as_view(), name="publication-list"),
    path("publications/<slug:key>/", views.PublicationDetailView.as_view(), name="publication-detail"),
    path("venues/", views.VenueListView.as_view(), name="venue-list"),
    path("venues/<slug:slug>/", views.VenueDetailView.as_view(), name="venue-detail"),
]
