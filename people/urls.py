from django.urls import path

from . import resume, views

app_name = "people"

urlpatterns = [
    path("people/", views.PeopleView.as_view(), name="person-list"),
    path("people/<slug:slug>/", views.PersonDetailView.as_view(), name="person-detail"),
    path("people/<slug:slug>.json", resume.PersonResumeView.as_view(), name="person-resume"),
    path("people/<slug:slug>/cv/", resume.PersonCVView.as_view(), name="person-cv"),
]
