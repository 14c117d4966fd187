from django.urls import path

from . import views

app_name = "people"

urlpatterns = [
    path("people/", views.PeopleView.as_view(), name="person-list"),
    path("people/<slug:slug>/", views.PersonDetailView.as_view(), name="person-detail"),
]
