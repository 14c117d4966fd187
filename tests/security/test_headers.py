"""Headers and links: CSP with no inline script, Permissions-Policy, safe outgoing links and images."""

import base64
import hashlib
import re

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from people.markdown import render_markdown
from people.models import PersonLink, validate_person_link
from publications.models import PublicationLink
from tests.adminforms import admin_form_data

PAGES = ["/", "/people/", "/people/ada-abara/", "/people/ada-abara/cv/", "/publications/", "/venues/", "/admin/login/"]


@pytest.fixture
def site(member, publication_of):
    paper = publication_of(member, title="Paper", doi="10.1/x", arxiv="2401.00001")
    PublicationLink.objects.create(publication=paper, label="Code", url="https://github.com/lab/code")
    PersonLink.objects.create(person=member, label="Homepage", url="https://ada.example.edu/")
    return paper


@pytest.mark.parametrize("url", PAGES)
def test_every_page_has_a_policy_that_forbids_inline_script_and_powerful_features(client, site, url):
    response = client.get(url)
    assert response.status_code == 200
    policy = response["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["script-src"] == "'self'"
    assert "'unsafe-inline'" not in policy and "'unsafe-eval'" not in policy
    assert directives["object-src"] == "'none'" and directives["frame-ancestors"] == "'none'"
    assert "camera=()" in response["Permissions-Policy"] and "geolocation=()" in response["Permissions-Policy"]
    html = response.content.decode()
    # No inline script, no event handler attribute, no style attribute or element the policy would block.
    # (JSON-LD is data, not script: a browser never runs it.)
    assert not re.search(r"<script(?![^>]*\bsrc=)(?![^>]*application/ld\+json)[^>]*>", html)
    assert not re.search(r"\son[a-z]+=", html)
    assert not re.search(r"\sstyle=", html)
    # The one inline stylesheet is the site's own, allowed by its hash and nothing broader.
    styles = re.findall(r"<style>(.*?)</style>", html, flags=re.S)
    style_src = directives["style-src"].split()
    assert "'unsafe-inline'" not in style_src and "'unsafe-hashes'" not in style_src
    for text in styles:
        digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in style_src
    assert len(re.findall(r"<style", html)) == len(styles) <= 1


def test_the_admin_index_has_no_inline_style(client, member):
    client.force_login(member.user)
    html = client.get("/admin/").content.decode()
    assert "Your profile" in html
    assert not re.search(r"\sstyle=\"", html.split('id="your-profile"')[1].split("</div>")[0])


def test_outgoing_links_carry_noopener_noreferrer(client, site, member):
    detail = client.get(site.get_absolute_url()).content.decode()
    for href in ("https://doi.org/10.1/x", "https://arxiv.org/abs/2401.00001", "https://github.com/lab/code"):
        tag = re.search(rf'<a href="{re.escape(href)}"[^>]*>', detail).group(0)
        assert 'rel="noopener noreferrer"' in tag, tag
    profile = client.get(member.get_absolute_url()).content.decode()
    tag = re.search(r'<a href="https://ada.example.edu/"[^>]*>', profile).group(0)
    assert "noopener noreferrer" in tag
    member.bio = "See [my blog](https://blog.example)."
    member.save()
    bio_link = re.search(
        r'<a href="https://blog.example"[^>]*>', client.get(member.get_absolute_url()).content.decode()
    )
    assert "noopener noreferrer" in bio_link.group(0)


@pytest.mark.parametrize(
    "source, kept",
    [
        ("![pixel](http://tracker.example/p.gif)", False),
        ("![pixel](//tracker.example/p.gif)", False),
        ("![pixel](HTTP://tracker.example/p.gif)", False),
        ("![pixel](ftp://tracker.example/p.gif)", False),
        ("![photo](https://images.example/ada.jpg)", True),
        ("![photo](/media/photos/ada.jpg)", True),
    ],
)
def test_bio_images_load_only_from_the_site_or_over_https(source, kept):
    html = render_markdown(source)
    assert "<img" in html  # the alt text stays
    assert ("src=" in html) is kept, html


@pytest.mark.parametrize(
    "url",
    [
        "ftp://files.example/cv.pdf",
        "javascript:alert(1)",
        "data:text/html,x",
        "file:///etc/passwd",
        "gopher://x",
        "mailto:",
        "mailto:not an address",
        "www.example.edu",
    ],
)
def test_a_person_link_other_than_http_https_or_mailto_is_refused_with_a_clear_error(url):
    with pytest.raises(ValidationError) as error:
        validate_person_link(url)
    assert url[:20] in error.value.messages[0]


@pytest.mark.parametrize("url", ["https://ada.example.edu/", "http://old.example.edu/~ada", "mailto:ada@example.edu"])
def test_person_links_may_be_web_or_mail_addresses(url):
    validate_person_link(url)


def test_the_admin_refuses_an_ftp_profile_link_naming_it_and_saves_nothing(client, member):
    link = PersonLink.objects.create(person=member, label="Homepage", url="https://ada.example.edu/")
    client.force_login(member.user)
    url = reverse("admin:people_person_change", args=[member.pk])
    data = admin_form_data(client.get(url))
    prefix = next(key[: -len("-0-url")] for key in data if key.endswith("-0-url") and "link" in key)
    data[f"{prefix}-0-url"] = "ftp://files.example/cv.pdf"
    data["name"] = "Ada Changed"
    response = client.post(url, data)
    assert response.status_code == 200
    assert "ftp://files.example/cv.pdf" in response.content.decode()
    assert "is not a link a profile may show" in response.content.decode()
    link.refresh_from_db()
    member.refresh_from_db()
    assert link.url == "https://ada.example.edu/" and member.name == "Ada Abara"
