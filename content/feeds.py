"""Atom feed of the lab's news."""

from django.contrib.syndication.views import Feed

from labsite.feeds import SiteAtomFeed
from people.markdown import render_markdown
from people.models import Lab

from .models import News

FEED_SIZE = 20


class NewsFeed(Feed):
    feed_type = SiteAtomFeed

    def __call__(self, request, *args, **kwargs):
        self.request = request
        return super().__call__(request, *args, **kwargs)

    def title(self):
        return f"{Lab.shown(self.request).name}: news"

    def subtitle(self):
        return Lab.shown(self.request).description

    def link(self):
        return "/news/"

    def items(self):
        return News.objects.published()[:FEED_SIZE]

    def item_title(self, item):
        return item.title

    def item_description(self, item):
        return render_markdown(item.body)

    def item_pubdate(self, item):
        import datetime

        return datetime.datetime.combine(item.date, datetime.time(), tzinfo=datetime.UTC)

    def item_updateddate(self, item):
        return item.updated
