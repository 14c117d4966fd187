from django.urls import path

from . import feeds, views

app_name = "content"

urlpatterns = [
    path("news/", views.NewsListView.as_view(), name="news"),
    path("news.atom", feeds.NewsFeed(), name="news-feed"),
    path("news/<slug:slug>/", views.NewsDetailView.as_view(), name="news-detail"),
    path("research/", views.ResearchView.as_view(), name="research"),
    path("research/<slug:slug>/", views.ProjectDetailView.as_view(), name="project-detail"),
    path("search/", views.SearchView.as_view(), name="search"),
    path("lab.css", views.lab_css, name="lab-css"),
    # Markdown pages at /<slug>/: this module is included last in labsite/urls.py, so that
    # the site's own addresses answer first.
    path("<slug:slug>/", views.PageView.as_view(), name="page"),
]
