"""A static build on the day a dated news item comes renders it, though nothing was saved since the last build."""

import datetime
import io
from unittest import mock

from django.core.management import call_command
from django.utils import timezone

from content.models import News


def test_a_build_after_a_news_items_day_came_is_not_skipped(db, tmp_path):
    today = timezone.localdate()
    News.objects.create(title="Harbour Seminar Day", date=today + datetime.timedelta(days=1))
    out = tmp_path / "out"
    call_command("build_static", str(out), stdout=io.StringIO())
    assert "Harbour Seminar Day" not in (out / "news" / "index.html").read_text()
    again = io.StringIO()
    call_command("build_static", str(out), stdout=again)
    assert "nothing changed" in again.getvalue()

    tomorrow = timezone.make_aware(datetime.datetime.combine(today + datetime.timedelta(days=1), datetime.time(8)))
    with mock.patch("django.utils.timezone.now", lambda: tomorrow):
        later = io.StringIO()
        call_command("build_static", str(out), stdout=later)
    assert "nothing changed" not in later.getvalue()
    assert "Harbour Seminar Day" in (out / "news" / "index.html").read_text()
