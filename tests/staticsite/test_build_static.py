"""build_static: the demo site as plain files that a plain static server serves, every link working."""

import functools
import http.server
import io
import random
import re
import threading
from html.parser import HTMLParser
from urllib.error import HTTPError
from urllib.parse import urljoin, urlsplit
from urllib.request import urlopen

import pytest
from django.core.management import call_command
from django.test import Client
from django.test.utils import override_settings

from people.generate import generate_lab
from people.models import Person
from publications.models import Publication
from staticsite.builder import Builder
from staticsite.links import file_for, split_links, without_admin_links


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.links.append(value)


@pytest.fixture
def static_server(tmp_path):
    """A plain static file server on 127.0.0.1 serving tmp_path/root, the site under /site/."""
    root = tmp_path / "root"
    handler = functools.partial(_QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield root, f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def crawl(start, host):
    """Every address reachable from `start` on `host`: {url: status}."""
    seen, queue, statuses = {start}, [start], {}
    while queue:
        url = queue.pop()
        try:
            with urlopen(url) as response:
                statuses[url] = response.status
                body = response.read()
                content_type = response.headers.get("Content-Type", "")
        except HTTPError as err:
            statuses[url] = err.code
            continue
        if "html" not in content_type:
            continue
        parser = _Links()
        parser.feed(body.decode())
        for link in parser.links:
            absolute = urljoin(url, link).split("#")[0]
            if urlsplit(absolute).netloc == urlsplit(host).netloc and absolute not in seen:
                seen.add(absolute)
                queue.append(absolute)
    return statuses


@pytest.mark.django_db(transaction=True)
def test_the_built_site_works_under_a_sub_path_on_a_plain_static_server(static_server):
    root, host = static_server
    generate_lab(people=8, publications=30, seed=7)
    out = root / "site"
    call_command("build_static", str(out), "--base-url", f"{host}/site/", stdout=open("/dev/null", "w"))

    statuses = crawl(f"{host}/site/", host)
    broken = {url: status for url, status in statuses.items() if status != 200}
    assert not broken
    addresses = set(statuses)
    publication = Publication.objects.public().order_by("pk").first()
    assert f"{host}/site{publication.get_absolute_url()}" in addresses
    assert f"{host}/site/publications/q/page-2/" in addresses  # the table's second page
    assert not [url for url in addresses if "page-1" in url]  # a list's first page has one address: its own
    assert any(url.endswith(".bib") for url in addresses)
    assert any("/static/" in url for url in addresses)
    home = (out / "index.html").read_text()
    not_found = (out / "404.html").read_text()  # what static hosts show for a missing file
    assert "There is no page at this address" in not_found and 'href="/site/people/"' in not_found
    assert 'href="/admin/' not in home  # no link to an admin the static copy does not have
    sitemap = (out / "sitemap-publications.xml").read_text()
    assert f"{host}/site{publication.get_absolute_url()}" in sitemap
    for fmt in ("bib", "json", "ris"):  # the same as the live site's
        live = Client(HTTP_HOST=urlsplit(host).netloc).get(f"/publications/{publication.key}.{fmt}").getvalue()
        assert (out / f"publications/{publication.key}.{fmt}").read_bytes() == live.replace(
            host.encode() + b"/publications/", host.encode() + b"/site/publications/"
        )


@pytest.mark.django_db(transaction=True)
def test_a_second_build_rewrites_only_what_changed_and_drops_what_is_gone(tmp_path):
    generate_lab(people=5, publications=12, seed=3)
    out = tmp_path / "out"
    call_command("build_static", str(out), stdout=open("/dev/null", "w"))
    files = {path: path.stat().st_mtime_ns for path in out.rglob("*") if path.is_file()}

    gone = Publication.objects.public().order_by("pk").first()
    gone_file = out / file_for(gone.get_absolute_url(), "")
    assert gone_file.exists()
    gone.delete()
    call_command("build_static", str(out), stdout=open("/dev/null", "w"))

    assert not gone_file.exists()
    unchanged = [path for path, mtime in files.items() if path.exists() and path.stat().st_mtime_ns == mtime]
    assert (out / "static" / "css" / "site.css") in unchanged
    assert (out / file_for(Publication.objects.public().order_by("pk").last().get_absolute_url(), "")) in unchanged
    assert (out / "publications" / "index.html") not in unchanged  # the list changed


def test_addresses_map_to_files_a_static_server_finds():
    assert file_for("/", "") == "index.html"
    assert file_for("/people/ada/", "") == "people/ada/index.html"
    assert file_for("/publications.bib", "") == "publications.bib"
    assert file_for("/publications/", "page=2&sort=-year") == "publications/q/page-2/index.html"
    assert file_for("/venues/osdi/", "format=ris&year=2020") == "venues/osdi.ris"  # no filter; the download
    assert file_for("/venues/osdi/", "format=bib&page=3") == "venues/osdi.bib"
    assert file_for("/publications/", "format=bib") == "publications.bib"
    assert re.fullmatch(r"[\w/.-]+", file_for("/publications/", "member=a b/../c&view=list"))


def _files(out):
    return {str(path.relative_to(out)): path.read_bytes() for path in out.rglob("*") if path.is_file()}


@pytest.mark.django_db(transaction=True)
def test_filters_lead_to_the_whole_list_and_two_processes_build_the_same_site_as_one(tmp_path):
    generate_lab(people=5, publications=40, seed=5)
    person = Person.objects.public().order_by("pk").first()
    assert f'href="/publications/?member={person.slug}"' in Client().get(person.get_absolute_url()).text

    said = {jobs: io.StringIO() for jobs in ("1", "2")}
    call_command("build_static", str(tmp_path / "one"), "--jobs", "1", stdout=said["1"])
    call_command("build_static", str(tmp_path / "two"), "--jobs", "2", stdout=said["2"])
    # The same addresses and files counted (the downloads written beside the pages by two processes).
    assert said["1"].getvalue().split(": ", 1)[1] == said["2"].getvalue().split(": ", 1)[1]

    one, two = _files(tmp_path / "one"), _files(tmp_path / "two")
    assert one.keys() == two.keys()
    assert [name for name in one if one[name] != two[name]] == []
    page = one[file_for(person.get_absolute_url(), "")].decode()
    assert "?member=" not in page and 'href="/publications/"' in page  # the list, unfiltered
    assert not [name for name in one if re.search(r"(member|year|kind|venue|status)-", name)]
    assert "publications/q/group-kind_view-list/index.html" in one  # a view of the list is kept
    # No filter form in the static copy (a static server would answer it with the whole list); the live site has it.
    venue = Publication.objects.public().exclude(venue=None).first().venue
    for address in ("/publications/", "/publications/?group=year&page=2&view=list", venue.get_absolute_url()):
        parts = urlsplit(address)
        assert 'class="filters"' in Client().get(address).text
        assert 'class="filters"' not in one[file_for(parts.path, parts.query)].decode()

    # Each page as the site sends it (the test client), the same as a visitor gets it.
    publication = Publication.objects.public().order_by("pk").last()
    slug = person.slug
    for address in (publication.get_absolute_url(), f"/people/{slug}/", f"/people/{slug}/cv/"):
        with override_settings(LABSITE_STATIC_COPY=True):  # as the build renders them (no search box)
            live = Client(HTTP_HOST="localhost").get(address).text
        _, expected = Builder(tmp_path)._rewrite_html(live, address)
        assert one[file_for(address, "")].decode() == expected
    assert one[f"people/{slug}.json"] == Client(HTTP_HOST="localhost").get(f"/people/{slug}.json").content


@pytest.mark.django_db(transaction=True)
def test_a_build_with_nothing_changed_renders_and_writes_nothing(tmp_path):
    generate_lab(people=3, publications=8, seed=4)
    out = tmp_path / "out"
    call_command("build_static", str(out), stdout=open("/dev/null", "w"))
    files = {
        path: path.stat().st_mtime_ns
        for path in out.rglob("*")
        if path.is_file() and path.name != ".labsite-build.json"
    }

    again = io.StringIO()
    call_command("build_static", str(out), stdout=again)
    assert "nothing changed" in again.getvalue()
    assert {path: path.stat().st_mtime_ns for path in files} == files

    publication = Publication.objects.public().order_by("pk").first()
    publication.title = "A title edited after the build"
    publication.save()
    call_command("build_static", str(out), stdout=open("/dev/null", "w"))
    assert "A title edited after the build" in (out / file_for(publication.get_absolute_url(), "")).read_text()

    (out / "index.html").unlink()  # a file gone from OUT/: the next build puts it back
    call_command("build_static", str(out), stdout=open("/dev/null", "w"))
    assert (out / "index.html").exists()


@pytest.mark.parametrize(
    "html",
    [
        '<a href="/admin/">x</a>',
        '<a\thref="/accounts/login/?next=/">y</a>\n<a\nhref="/admin/x">z</a>',
        'href="/admin/" at the start',
        '<a xhref="/admin/">not an attribute</a>',
        '<a href="/admin/ unclosed',
        "",
    ],
)
def test_links_to_the_admin_are_dropped_as_the_pattern_with_the_space_before_them_says(html):

    assert without_admin_links(html) == re.sub(r'\shref="(?:/admin/|/accounts/)[^"]*"', "", html)


def test_only_href_and_src_attributes_are_rewritten():
    builder = Builder("/nonexistent")
    links, html = builder._rewrite_html(
        '<a href="/people/">a</a><img src="/people/x.png"><a xhref="/people/">b</a><a data-href="/news/">c</a>',
        "/",
    )
    assert links == ["/people/", "/people/x.png", "/news/"]  # data-href is an href after "-", as before
    assert 'xhref="/people/"' in html


def test_another_sites_address_is_left_as_it_is_on_every_page():
    builder = Builder("/nonexistent")
    for page in ("/", "/people/ada/", "/publications/q/page-2/"):
        links, html = builder._rewrite_html(
            '<a href="https://doi.org/10.1/x?a=1&amp;b=2">d</a><a href="mailto:lab@example.org">m</a>'
            '<a href="//cdn.example.org/a.js">c</a><a href="people/">p</a>',
            page,
        )
        assert html.startswith('<a href="https://doi.org/10.1/x?a=1&amp;b=2">d</a><a href="mailto:lab@example.org">')
        assert '<a href="//cdn.example.org/a.js">' in html
        assert links == [page + "people/"]  # a relative address is still the page's own


@pytest.mark.django_db(transaction=True)
def test_a_static_copy_searches_on_the_live_site_or_has_no_search_box(tmp_path):
    generate_lab(people=4, publications=8, seed=2)
    assert 'href="/search/"' in Client().get("/").text  # the live site searches itself

    call_command("build_static", str(tmp_path / "plain"), stdout=open("/dev/null", "w"))
    plain = _files(tmp_path / "plain")
    assert "404.html" in plain and b"Start from one of these" in plain["404.html"]  # and no search form
    assert "search/index.html" not in plain  # a static server would show the empty search page for any words
    assert [name for name in plain if name.endswith(".html") and b"/search/" in plain[name]] == []
    assert b"Members' login" not in plain["index.html"]  # no live site to log in to

    cms = "https://cms.lab.example.edu"
    call_command("build_static", str(tmp_path / "cms"), "--cms-url", cms, stdout=open("/dev/null", "w"))
    cms_files = _files(tmp_path / "cms")
    assert "search/index.html" not in cms_files
    assert f'href="{cms}/search/"'.encode() in cms_files["index.html"]
    assert f'href="{cms}/admin/">Members\' login'.encode() in cms_files["index.html"]
    assert (
        f'href="{cms}/search/"'.encode()
        in cms_files[file_for(Publication.objects.public().first().get_absolute_url(), "")]
    )


def test_links_are_cut_out_of_a_page_as_the_regular_expression_would():
    reference = re.compile(r'(href|src)="([^"]*)"')
    pieces = ['href="', 'src="', '"', "a", " ", 'xhref="', "hre", 'f="', "s", 'rc="', "\n", "é"]
    rng = random.Random(3)
    for _ in range(5000):
        html = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        assert split_links(html) == reference.split(html), html
    page = '<a href="/people/">People</a><img src="/media/a.jpg" alt=""><a class="x" href="">'
    assert split_links(page) == [
        "<a ",
        "href",
        "/people/",
        ">People</a><img ",
        "src",
        "/media/a.jpg",
        ' alt=""><a class="x" ',
        "href",
        "",
        ">",
    ]
