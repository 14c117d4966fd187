"""News, research projects, pages, site search, the lab's identity and the demo content, as visitors and editors see them."""

import datetime
import re

import pytest
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.template.loader import render_to_string
from django.urls import reverse

from content.colours import MIN_CONTRAST, accent_css, contrast
from content.demo import make_demo_content
from content.models import News, Page, Project
from people.models import LAB_ADMINS_GROUP, Lab, Person, PersonLink, Role
from publications.models import Authorship, Publication
from tests.factories import make_person, make_publication

TODAY = datetime.date.today()


# --- news -----------------------------------------------------------------------------------------


def test_news_lists_published_items_newest_first_and_hides_the_rest(client, db):
    News.objects.create(title="Older news", date=TODAY - datetime.timedelta(days=9))
    News.objects.create(title="Newer news", date=TODAY - datetime.timedelta(days=1), body="With **bold**.")
    News.objects.create(title="Tomorrow's news", date=TODAY + datetime.timedelta(days=1))
    hidden = News.objects.create(title="Hidden news", date=TODAY, is_public=False)
    html = client.get("/news/").content.decode()
    assert html.index("Newer news") < html.index("Older news")
    assert "<strong>bold</strong>" in html
    assert "Tomorrow" not in html and "Hidden news" not in html
    assert client.get(hidden.get_absolute_url()).status_code == 404
    feed = client.get("/news.atom").content.decode()
    assert "Newer news" in feed and "Hidden news" not in feed and "Tomorrow" not in feed


def test_an_empty_feed_is_dated_by_the_sites_last_change_not_the_moment_it_is_made(client, db, settings):
    import os

    from labsite.pagecache import bump

    bump()
    changed = datetime.datetime(2020, 1, 2, 3, 4, 5, tzinfo=datetime.UTC)
    at = int(changed.timestamp()) * 1_000_000_000
    os.utime(settings.LABSITE_VERSION_FILE, ns=(at, at))  # the site last changed in 2020
    updated = f"<updated>{changed.isoformat()}</updated>"
    assert updated in client.get("/news.atom").content.decode()
    assert updated in client.get("/publications.atom").content.decode()
    News.objects.create(title="Now there is news", date=TODAY)  # a dated entry dates the feed
    assert updated not in client.get("/news.atom").content.decode()


def test_news_pages_hold_ten_items_and_mark_the_current_page(client, db):
    for day in range(23):
        News.objects.create(title=f"Item {day}", date=TODAY - datetime.timedelta(days=day))
    html = client.get("/news/", {"page": 2}).content.decode()
    assert html.count('class="news-title"') == 10
    assert '<a href="?page=2" aria-current="page">2</a>' in html


def news_admin_add(client):
    return client.post(
        reverse("admin:content_news_add"),
        {"title": "My paper got in", "slug": "", "date": TODAY.isoformat(), "body": "Yes!", "is_public": "on"},
    )


def test_members_post_news_about_themselves_only_when_the_lab_allows(client, member, other_member):
    client.force_login(member.user)
    Lab.objects.create(name="Lab", description="d", members_post_news=False)
    assert news_admin_add(client).status_code == 403
    assert not News.objects.exists()

    Lab.objects.filter(pk=1).update(members_post_news=True)
    response = news_admin_add(client)
    assert response.status_code == 302
    item = News.objects.get()
    assert item.person == member  # about themselves, whatever the form says
    theirs = News.objects.create(title="Bruno's news", person=other_member)
    assert client.get(reverse("admin:content_news_change", args=[theirs.pk])).status_code in (302, 403, 404)
    assert client.get(reverse("admin:content_news_change", args=[item.pk])).status_code == 200


def test_members_cannot_edit_projects_or_pages(client, member):
    client.force_login(member.user)
    assert client.get(reverse("admin:content_project_add")).status_code == 403
    assert client.get(reverse("admin:content_page_add")).status_code == 403


# --- research and pages ---------------------------------------------------------------------------


def test_research_lists_projects_with_members_and_a_project_page_lists_its_publications(client, db):
    ada = make_person("Ada Abara")
    paper = make_publication(ada, title="Caching Everything")
    current = Project.objects.create(title="Caching", summary="We cache.", description="## Why\n\nBecause.")
    current.members.add(ada)
    current.publications.add(paper)
    Project.objects.create(title="Old Things", summary="Done.", is_active=False)
    Project.objects.create(title="Secret Plan", summary="Shh.", is_public=False)
    html = client.get("/research/").content.decode()
    assert html.index("Caching") < html.index("Old Things")
    assert "Secret Plan" not in html and ada.name in html
    page = client.get(current.get_absolute_url()).content.decode()
    assert "<h2>Why</h2>" in page and "Caching Everything" in page and ada.get_absolute_url() in page


def test_a_page_answers_at_its_address_and_takes_its_place_in_the_navigation(client, db):
    Page.objects.create(title="Teaching", slug="teaching", body="Courses we teach.", nav_order=2)
    Page.objects.create(
        title="Join us", slug="join-us", body="Apply!", summary="We are hiring.", nav_order=1, on_home=True
    )
    Page.objects.create(title="Draft", slug="draft", body="x", is_public=False, nav_order=3)
    html = client.get("/teaching/").content.decode()
    assert "Courses we teach." in html
    nav = html[html.index('class="nav-links"') : html.index("</ul>", html.index('class="nav-links"'))]
    assert nav.index("Join us") < nav.index("Teaching") and "Draft" not in nav
    assert '<a href="/teaching/" aria-current="page">Teaching</a>' in nav
    assert client.get("/draft/").status_code == 404
    assert "We are hiring." in client.get("/").content.decode()


@pytest.mark.parametrize("slug", ["people", "news", "search", "admin"])
def test_a_page_cannot_take_an_address_the_site_uses(db, slug):
    with pytest.raises(ValidationError, match="already uses"):
        Page(title="X", slug=slug, body="x").full_clean()


# --- search ---------------------------------------------------------------------------------------


def test_search_finds_people_publications_news_and_projects(client, db):
    ada = make_person("Ada Abara", research_interests=["schedulers"])
    make_publication(ada, title="Elastic Schedulers for Everyone")
    make_publication(title="Unrelated Storage Paper", authors=["Carol Outsider"])
    News.objects.create(title="Schedulers workshop next week", date=TODAY)
    Project.objects.create(title="Schedulers", summary="Who runs when.")
    html = client.get("/search/", {"q": "schedulers"}).content.decode()
    for expected in ("Ada Abara", "Elastic Schedulers for Everyone", "Schedulers workshop next week", "Who runs when."):
        assert expected in html
    assert "Unrelated Storage Paper" not in html
    by_author = client.get("/search/", {"q": "Outsider"}).content.decode()
    assert "Unrelated Storage Paper" in by_author
    assert "Nothing matches" in client.get("/search/", {"q": "zzqqxx"}).content.decode()


def test_a_very_long_search_is_cut_short_with_a_note_not_an_error(client, db):
    response = client.get("/search/", {"q": "word " * 10_000})
    assert response.status_code == 200
    assert "Only the first 200 characters" in response.content.decode()


# --- home, people, identity -----------------------------------------------------------------------


def test_home_puts_the_pi_first_and_follows_the_sections_a_lab_admin_chose(client, db):
    student = make_person("Aaron Student", role=Role.PHD, display_order=0)
    pi = make_person("Zed Professor", role=Role.PI, display_order=5)
    make_publication(student, title="A Student Paper")
    News.objects.create(title="Fresh news", date=TODAY)
    html = client.get("/").content.decode()
    people = html[html.index('id="members-heading"') :]
    assert people.index(pi.name) < people.index(student.name)
    assert "Fresh news" in html and "A Student Paper" in html
    Lab.objects.create(name="Lab", description="d", show_news=False, show_publications=False)
    html = client.get("/").content.decode()
    assert "Fresh news" not in html and "A Student Paper" not in html and pi.name in html


def test_people_cards_show_icons_interests_and_the_position_only_when_it_adds(client, db):
    ada = make_person("Ada Abara", role=Role.PHD, position="Ph.D. student", research_interests=["caches"])
    bo = make_person("Bo Chen", role=Role.PHD, position="Ph.D. candidate, 4th year", email="bo@example.edu")
    PersonLink.objects.create(person=ada, label="Code", url="https://github.com/ada")
    PersonLink.objects.create(person=ada, label="Scholar", url="https://scholar.google.com/citations?user=x")
    gone = make_person(
        "Cy Alum",
        role=Role.ALUMNI,
        position="Ph.D. graduate",
        now_at="Acme",
        joined=datetime.date(2018, 9, 1),
        left=datetime.date(2023, 6, 1),
    )
    thesis = make_publication(gone, title="On Caches", kind="thesis")
    html = client.get("/people/").content.decode()
    ada_card = html[html.index(ada.name) : html.index("</li>", html.index("Scholar"))]
    assert "Ph.D. student" not in ada_card and "caches" in ada_card
    assert '<use href="#i-github"/>' in ada_card and '<use href="#i-scholar"/>' in ada_card
    assert "Ph.D. candidate, 4th year" in html and 'href="mailto:bo@example.edu"' in html
    alumni = html[html.index('id="alumni"') :]
    assert "2018–2023" in alumni and "Now at Acme" in alumni and thesis.get_absolute_url() in alumni
    assert Authorship.objects.filter(person=bo).count() == 0  # (bo has no papers: the card still renders)


def test_a_member_page_sets_its_owner_in_bold_among_the_authors(client, db):
    ada = make_person("Ada Abara")
    bruno = make_person("Bruno Brennick")
    make_publication(bruno, ada, title="Joint Work")
    html = client.get(ada.get_absolute_url()).content.decode()
    assert f'<strong class="owner"><a class="member" href="{ada.get_absolute_url()}">Ada Abara</a></strong>' in html
    assert f'<strong class="owner"><a class="member" href="{bruno.get_absolute_url()}">' not in html


def test_an_accent_colour_is_served_as_css_made_readable_in_both_schemes(client, db):
    Lab.objects.create(name="Lab", description="d", accent_color="#ffee00")  # yellow: unreadable on white
    html = client.get("/").content.decode()
    assert '<link rel="stylesheet" href="/lab.css?c=ffee00">' in html
    assert "style=" not in html  # no inline styles: the colour comes from a stylesheet
    css = client.get("/lab.css").content.decode()
    light = css.split("--accent: ")[1][:7]
    dark = css.split("--accent: ")[2][:7]
    assert contrast(light, "#ffffff") >= MIN_CONTRAST and contrast(dark, "#14181c") >= MIN_CONTRAST


def test_the_default_accent_needs_no_extra_stylesheet(client, db):
    assert "lab.css" not in client.get("/").content.decode()
    assert accent_css("#1f5fa8").startswith(":root")


def test_the_server_error_page_stands_alone(db):
    html = render_to_string("500.html")
    assert "Something went wrong" in html and 'name="viewport"' in html


# --- demo -----------------------------------------------------------------------------------------


def test_demo_content_fills_what_is_missing_once_and_gives_the_pi_a_lab_admin_login(db, settings, tmp_path):
    from people.generate import generate_lab

    generate_lab(people=8, publications=30, seed=7, logins=1)
    first = make_demo_content(password="pi-secret-123")
    counts = (
        News.objects.count(),
        Project.objects.count(),
        Page.objects.count(),
        Publication.objects.filter(selected=True).count(),
    )
    again = make_demo_content(password="pi-secret-123")
    assert first == again and first[0][0] == "PI"
    assert counts == (
        News.objects.count(),
        Project.objects.count(),
        Page.objects.count(),
        Publication.objects.filter(selected=True).count(),
    )
    assert (
        counts[0] >= 5
        and counts[1] == 2
        and Page.objects.filter(slug="join-us", on_home=True).exists()
        and counts[3] > 0
    )
    lab = Lab.objects.get()
    assert lab.group_photo and lab.group_photo_alt
    with_photos = Person.objects.exclude(photo="").count()
    assert 0 < with_photos < Person.objects.count()  # most have a drawn portrait; some keep their initials
    pi_user = get_user_model().objects.get(username=first[0][1])
    assert pi_user.check_password("pi-secret-123") and pi_user.groups.filter(name=LAB_ADMINS_GROUP).exists()


def test_no_public_page_has_inline_script_or_style_so_a_strict_csp_can_apply(client, db):
    from people.generate import generate_lab

    generate_lab(people=6, publications=20, seed=7, logins=0)
    make_demo_content()
    person = Person.objects.filter(role=Role.PHD).first()
    pages = [
        "/",
        "/people/",
        person.get_absolute_url(),
        "/publications/",
        "/publications/?view=list",
        "/venues/osdi/",
        "/news/",
        "/research/",
        Project.objects.first().get_absolute_url(),
        "/join-us/",
        "/search/?q=for",
        Publication.objects.first().get_absolute_url(),
        "/no-such-page/",
    ]
    for url in pages:
        html = client.get(url).content.decode()
        scripts = re.findall(r"<script([^>]*)>", html)
        assert all('src="/static/js/' in attrs or 'type="application/ld+json"' in attrs for attrs in scripts), url
        assert not re.search(r"\sstyle=|\son[a-z]+=", html), url
        # The theme is chosen by a script in <head>, before anything is painted.
        assert html.index('src="/static/js/theme.js"') < html.index("<style>") < html.index("<body")


def test_the_sitemap_lists_news_projects_and_pages_but_not_hidden_ones(client, db):
    news = News.objects.create(title="Shown news", date=TODAY)
    hidden = News.objects.create(title="Hidden news", date=TODAY, is_public=False)
    project = Project.objects.create(title="Caching", summary="We cache.")
    page = Page.objects.create(title="Join us", slug="join-us", body="Apply.")
    from tests.publications.test_feeds import sitemap_locations  # follows the index to every sitemap page

    xml = "\n".join(f"{location}</loc>" for location in sorted(sitemap_locations(client)))
    for url in (news.get_absolute_url(), project.get_absolute_url(), page.get_absolute_url(), "/research/", "/news/"):
        assert f"{url}</loc>" in xml, url
    assert hidden.get_absolute_url() not in xml


def test_the_menu_and_footer_links_follow_the_address_the_site_is_served_under(client, db):
    from django.urls import set_script_prefix

    pages = []
    for prefix in ("", "/lab", ""):
        set_script_prefix(prefix + "/")  # as the WSGI handler does from SCRIPT_NAME
        try:
            pages.append((prefix, client.get("/people/").content.decode()))
        finally:
            set_script_prefix("/")
    for prefix, html in pages:
        assert f'<a href="{prefix}/people/" aria-current="page">People</a>' in html
        assert f'<a href="{prefix}/venues/">Venues</a>' in html
        assert f'href="{prefix}/publications.atom"' in html
