"""Bios are markdown: formatting works, raw HTML is text, and no script can run from one."""

from html.parser import HTMLParser

import pytest

from labsite.headers import inline_stylesheet
from people.markdown import render_markdown
from tests.factories import make_person

ATTACKS = {
    "script": "<script>alert('bio')</script>",
    "script-breakout": "</script><script>alert('out')</script>",
    "onerror": '<img src="x" onerror="alert(1)">',
    "svg-onload": "<svg onload=alert(1)>",
    "javascript-link": "[click me](javascript:alert(1))",
    "javascript-link-mixed-case": "[click me](JaVaScRiPt:alert(1))",
    "javascript-link-entity": "[click me](javascript&#58;alert(1))",
    "javascript-link-reference": "[click me][x]\n\n[x]: javascript:alert(1)",
    "javascript-autolink": "<javascript:alert(1)>",
    "javascript-image": "![pic](javascript:alert(1))",
    "data-image": "![pic](data:image/png;base64,iVBORw0KGgo=)",
    "data-link": "[open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "vbscript-link": "[x](vbscript:msgbox(1))",
    "raw-anchor": '<a href="javascript:alert(1)">x</a>',
    "iframe": '<iframe src="https://evil.example"></iframe>',
    "style": "<style>body{display:none}</style>",
}


class ElementCollector(HTMLParser):
    """Every element and its attributes, as a browser would build them."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.elements = []

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))

    handle_startendtag = handle_starttag


def elements(html):
    collector = ElementCollector()
    collector.feed(html)
    return collector.elements


def dangers(html):
    """What in this HTML could run script or load data: the list should be empty."""
    found = []
    for tag, attrs in elements(html):
        if tag == "script" and attrs.get("type") == "application/ld+json":
            continue  # JSON-LD is data, never run (labsite/metadata.py escapes < > & inside it)
        if tag == "script" and attrs.get("type") == "application/ld+json":
            continue  # data for search engines, never run
        if tag == "script" and attrs.get("src", "").startswith("/static/js/"):
            continue  # the site's own script files (theme toggle, copy buttons)
        if tag == "svg" and attrs.get("class") in ("sprite", "icon", "chart"):
            continue  # the site's own icons and charts, drawn by templates, never from input
        if tag in ("script", "iframe", "svg", "style", "object", "embed"):
            found.append(tag)
        for name, value in attrs.items():
            value = (value or "").strip().lower()
            if name.startswith("on"):
                found.append(f"{tag}[{name}]")
            if name in ("href", "src") and value.startswith(("javascript:", "data:", "vbscript:")):
                found.append(f"{tag}[{name}={value[:20]}]")
    return found


@pytest.mark.parametrize("source", ATTACKS.values(), ids=ATTACKS.keys())
def test_bio_markdown_renders_nothing_that_runs(source):
    assert dangers(render_markdown(source)) == []


def test_raw_html_in_a_bio_is_shown_as_text():
    html = render_markdown("I like <b>bold</b> claims and <script>x()</script>.")
    assert "&lt;b&gt;bold&lt;/b&gt;" in html
    assert "&lt;script&gt;" in html
    assert [tag for tag, _ in elements(html)] == ["p"]


def test_bio_markdown_keeps_ordinary_formatting_and_safe_links():
    html = render_markdown(
        "I study **schedulers** and *caches*.\n\n- one\n- two\n\n"
        "See [my page](https://example.edu/~ada) or [mail me](mailto:ada@example.edu).\n\n"
        "![me](https://example.edu/ada.jpg)"
    )
    found = elements(html)
    tags = [tag for tag, _ in found]
    for tag in ("strong", "em", "ul", "li", "a", "img"):
        assert tag in tags
    hrefs = [attrs.get("href") for tag, attrs in found if tag == "a"]
    assert hrefs == ["https://example.edu/~ada", "mailto:ada@example.edu"]
    assert all("nofollow" in attrs.get("rel", "") for tag, attrs in found if tag == "a")
    assert ("img", {"src": "https://example.edu/ada.jpg", "alt": "me"}) in found


def test_public_person_page_renders_a_hostile_bio_harmlessly(client, db):
    person = make_person(
        "Mallory </script><script>alert(1)</script>",
        slug="mallory",
        bio="\n\n".join(ATTACKS.values()) + "\n\nStill **here**.",
    )
    response = client.get(person.get_absolute_url())
    assert response.status_code == 200
    html = response.content.decode()
    bio = html[html.index('<section class="bio">') : html.index("</section>", html.index('<section class="bio">'))]
    assert dangers(bio) == []
    assert "<strong>here</strong>" in bio
    assert "&lt;script&gt;" in bio  # shown as text, so the member sees what they typed
    # The site's own stylesheet is inlined, allowed by its hash in the Content-Security-Policy.
    site_css = "<style>" + inline_stylesheet("css/site.css")[0] + "</style>"
    assert html.count(site_css) == 1
    assert dangers(html.replace(site_css, "")) == []  # nothing else on the page runs script or styles


def test_the_danger_check_spots_what_a_browser_would_run():
    assert dangers(
        '<p><a href=" JavaScript:alert(1)">x</a><img src="x" onerror="y"><script></script></p>'
        '<script type="application/ld+json">{}</script>'
    ) == ["a[href=javascript:alert(1)]", "img[onerror]", "script"]
