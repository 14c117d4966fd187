"""A member adds papers by pasting BibTeX or by DOI / arXiv id (Crossref, DataCite and arXiv faked with
respx, or played by a misbehaving server on 127.0.0.1: nothing reaches the internet), sees a preview
first, and printed names link to members."""

import gzip
import json

import httpx
import pytest
import respx
from django.urls import reverse

from importer import adding
from importer.adding import ARXIV, CROSSREF, DATACITE
from publications.models import FormerKey, Publication
from tests.adminforms import admin_form_data
from tests.factories import make_person
from tests.fakeservice import FakeService

ADD_FROM = "admin:publications_publication_add_from"
MATCH = "admin:publications_publication_match_author"

BIBTEX = """
@inproceedings{abara2025elastic,
  title = {Elastic Schedulers for {GPU} Clusters},
  author = {Abara, Ada and Brennick, Bruno and Coauthor, Amy},
  booktitle = {Proceedings of the 19th USENIX Symposium on Operating Systems Design and Implementation},
  year = {2025},
  doi = {10.5555/elastic.2025},
}
"""

CROSSREF_WORK = {
    "message": {
        "DOI": "10.1145/3600006.3613139",
        "type": "proceedings-article",
        "title": ["Carbon-Aware Training & Serving"],
        "author": [{"given": "Ada", "family": "Abara"}, {"given": "Hye-jin", "family": "Kim"}],
        "container-title": ["Proceedings of the 29th Symposium on Operating Systems Principles"],
        "issued": {"date-parts": [[2023, 10]]},
    }
}

ARXIV_FEED = """<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">
  <entry>
    <id>http://arxiv.org/abs/2401.01234v2</id>
    <published>2024-01-03T10:00:00Z</published>
    <title>Schedulers That
      Learn</title>
    <author><name>Ada Abara</name></author>
    <author><name>Jan van der Berg</name></author>
  </entry>
</feed>
"""


@pytest.fixture
def ada(client, member):
    client.force_login(member.user)
    return member


def post(client, **data):
    return client.post(reverse(ADD_FROM), data)


def test_pasted_bibtex_is_previewed_and_not_saved(client, ada, other_member):
    response = post(client, action="preview", bibtex=BIBTEX)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Elastic Schedulers for GPU Clusters" in html
    assert "linked to Ada Abara" in html and "linked to Bruno Brennick" in html
    assert "Nothing is saved until you press" in html.replace("nothing", "Nothing")
    assert not Publication.objects.exists()


def test_saving_pasted_bibtex_links_members_and_makes_a_proper_key(client, ada, other_member):
    response = post(client, action="save", bibtex=BIBTEX)
    publication = Publication.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("admin:publications_publication_change", args=[publication.pk])
    assert publication.key == "abara2025elastic"
    authors = list(publication.authorships.order_by("position").values_list("name", "person"))
    assert authors == [("Ada Abara", ada.pk), ("Bruno Brennick", other_member.pk), ("Amy Coauthor", None)]
    # The same paste again merges into it: no second record.
    post(client, action="save", bibtex=BIBTEX)
    assert Publication.objects.count() == 1


def test_pasting_a_paper_the_member_did_not_write_is_refused(client, ada):
    text = BIBTEX.replace("Abara, Ada and ", "")
    response = post(client, action="save", bibtex=text)
    assert "You are not among the authors of “Elastic Schedulers for GPU Clusters”" in response.content.decode()
    assert not Publication.objects.exists()


def test_text_that_is_not_bibtex_gets_a_clear_message(client, ada):
    response = post(client, action="preview", bibtex="Ada Abara. Elastic Schedulers. OSDI 2025.")
    assert "No BibTeX entry was found" in response.content.decode()


@respx.mock
def test_doi_is_looked_up_at_crossref_previewed_then_saved(client, ada):
    route = respx.get(CROSSREF + "10.1145/3600006.3613139").mock(return_value=httpx.Response(200, json=CROSSREF_WORK))
    response = post(client, action="preview", identifier="https://doi.org/10.1145/3600006.3613139")
    html = response.content.decode()
    assert route.called
    assert "Carbon-Aware Training &amp; Serving" in html and "linked to Ada Abara" in html
    assert not Publication.objects.exists()
    bibtex = response.context["bibtex"]
    assert client.post(reverse(ADD_FROM), {"action": "save", "bibtex": bibtex}).status_code == 302
    publication = Publication.objects.get()
    assert publication.title == "Carbon-Aware Training & Serving"
    assert publication.doi == "10.1145/3600006.3613139" and publication.year == 2023
    assert publication.key == "abara2023carbon"
    assert publication.authorships.filter(person=ada).exists()


@respx.mock
def test_a_doi_crossref_does_not_know_is_asked_of_datacite(client, ada):
    respx.get(CROSSREF + "10.5281/zenodo.1").mock(return_value=httpx.Response(404))
    respx.get(DATACITE + "10.5281/zenodo.1").mock(
        return_value=httpx.Response(
            200,
            json={
                "data": {
                    "attributes": {
                        "doi": "10.5281/zenodo.1",
                        "titles": [{"title": "A Dataset of Traces"}],
                        "creators": [{"givenName": "Ada", "familyName": "Abara"}],
                        "publicationYear": 2022,
                        "publisher": "Zenodo",
                        "types": {"resourceTypeGeneral": "Dataset"},
                    }
                }
            },
        )
    )
    html = post(client, action="preview", identifier="10.5281/zenodo.1").content.decode()
    assert "A Dataset of Traces" in html and "linked to Ada Abara" in html


@respx.mock
def test_an_arxiv_id_is_looked_up_at_arxiv(client, ada):
    route = respx.get(ARXIV).mock(return_value=httpx.Response(200, text=ARXIV_FEED))
    html = post(client, action="preview", identifier="arXiv:2401.01234").content.decode()
    assert route.calls.last.request.url.params["id_list"] == "2401.01234"
    assert "Schedulers That Learn" in html and "2401.01234" in html


@respx.mock
def test_offline_lookup_says_so_and_suggests_pasting(client, ada):
    respx.get(CROSSREF + "10.1145/1").mock(side_effect=httpx.ConnectError("no network"))
    html = post(client, action="preview", identifier="10.1145/1").content.decode()
    assert "could not be reached (this site seems to be offline)" in html


@respx.mock
def test_slow_lookup_gives_up_with_a_message(client, ada):
    respx.get(CROSSREF + "10.1145/1").mock(side_effect=httpx.ReadTimeout("slow"))
    html = post(client, action="preview", identifier="10.1145/1").content.decode()
    assert "did not answer in time" in html


@respx.mock
def test_lookup_switched_off_asks_nothing(client, ada, settings):
    settings.LABSITE_LOOKUP = False
    route = respx.get(CROSSREF + "10.1145/1").mock(return_value=httpx.Response(200, json=CROSSREF_WORK))
    page = client.get(reverse(ADD_FROM)).content.decode()
    assert 'name="identifier"' not in page  # the field is not offered
    html = post(client, action="preview", identifier="10.1145/1").content.decode()
    assert not route.called
    assert "switched off on this site: paste the BibTeX instead" in html


def test_something_neither_doi_nor_arxiv_is_named(client, ada):
    html = post(client, action="preview", identifier="not-an-id").content.decode()
    assert "“not-an-id” is neither a DOI" in html


@pytest.fixture
def service(settings, monkeypatch):
    """Crossref, DataCite and arXiv played by one server on 127.0.0.1, which the site may reach."""
    with FakeService() as fake:
        settings.LABSITE_LOOKUP_ALLOW_HOSTS = [fake.origin]
        monkeypatch.setattr(adding, "CROSSREF", fake.url("/crossref/"))
        monkeypatch.setattr(adding, "DATACITE", fake.url("/datacite/"))
        monkeypatch.setattr(adding, "ARXIV", fake.url("/arxiv"))
        yield fake


def looked_up(client, identifier):
    response = post(client, action="preview", identifier=identifier)
    assert response.status_code == 200
    return response.context["error"] or ""


def test_a_compressed_answer_from_a_real_server_is_previewed(client, ada, service):
    compressed = gzip.compress(json.dumps(CROSSREF_WORK).encode())
    service.routes["/crossref/10.1145/3600006.3613139"] = service.answer(
        compressed, headers=[("Content-Encoding", "gzip")]
    )
    response = post(client, action="preview", identifier="10.1145/3600006.3613139")
    assert response.context["error"] is None
    assert "Carbon-Aware Training &amp; Serving" in response.content.decode()


MISBEHAVIOURS = {
    "truncated JSON": (lambda fake: fake.answer('{"message": {"title": ["Carbon'), "not valid JSON"),
    "a JSON list": (lambda fake: fake.answer('[{"title": "A List"}]'), "JSON but not the record expected"),
    "an HTML page": (
        lambda fake: fake.answer("<html><h1>Maintenance</h1></html>", content_type="text/html"),
        "not valid JSON",
    ),
    "a redirect loop": (lambda fake: fake.redirect("/crossref/10.1145/1"), "redirected more than 3 times"),
    "a redirect to this machine": (lambda fake: fake.redirect("http://127.0.0.1:9/secret"), "not https: refused"),
    "a redirect to the metadata service": (
        lambda fake: fake.redirect("http://169.254.169.254/latest/meta-data/"),
        "not https: refused",
    ),
    "a gzip bomb": (lambda fake: fake.gzip_bomb(megabytes=1024), "larger than 2,000,000 bytes"),
    "a drip feed": (lambda fake: fake.drip(seconds=0.5), "did not answer in time (1 second)"),
    "a server error": (lambda fake: fake.answer("{}", status=503), "answered with the error 503"),
}


@pytest.mark.parametrize("misbehaviour", MISBEHAVIOURS)
def test_a_misbehaving_service_is_a_message_never_a_500(client, ada, service, settings, misbehaviour):
    settings.LABSITE_LOOKUP_TIMEOUT = 1
    route, message = MISBEHAVIOURS[misbehaviour]
    service.routes["/crossref/10.1145/1"] = route(service)
    error = looked_up(client, "10.1145/1")
    assert message in error and error.endswith("try again later, or paste the BibTeX instead.")
    assert not Publication.objects.exists()


@pytest.mark.parametrize(
    "message",
    [
        {"message": "a string"},
        {"message": {"title": {"text": "A Map"}, "author": "Ada Abara", "type": ["x"], "issued": {"date-parts": 5}}},
        {"message": {"title": [None], "author": [None, 7, {"family": ["Abara"]}], "container-title": "x"}},
    ],
)
def test_a_json_record_of_another_shape_is_a_message(client, ada, service, message):
    service.routes["/crossref/10.1145/1"] = service.answer(json.dumps(message))
    assert "found the identifier but no title" in looked_up(client, "10.1145/1")


def test_fields_of_the_wrong_type_are_left_out_not_fatal(client, ada, service):
    work = {
        "message": {
            "title": ["Typed Loosely"],
            "author": [{"given": "Ada", "family": "Abara"}, {"given": 1, "family": None}],
            "issued": "2023",
            "type": 5,
            "container-title": {"name": "A Venue"},
        }
    }
    service.routes["/crossref/10.1145/1"] = service.answer(json.dumps(work))
    response = post(client, action="preview", identifier="10.1145/1")
    assert response.context["error"] is None
    assert "Typed Loosely" in response.content.decode() and "Abara" in response.context["bibtex"]


def test_arxiv_answering_an_html_page_is_a_message(client, ada, service):
    service.routes["/arxiv"] = service.answer("<html><body><p>Rate limited<br></body></html>", content_type="text/html")
    assert "arXiv's answer could not be read" in looked_up(client, "2401.01234")


@pytest.mark.parametrize(
    ("identifier", "code"),
    [("10.1145/3600006\x7f3613139", "U+007F"), ("\x0110.1145/1", "U+0001"), ("2401.0\u200b1234", "U+200B")],
)
def test_control_characters_in_the_doi_field_are_a_form_error(client, ada, service, identifier, code):
    response = post(client, action="preview", identifier=identifier)
    assert response.status_code == 200
    [error] = response.context["form"].errors["identifier"]
    assert f"invisible character ({code})" in error and error in response.content.decode()
    assert service.hits == []  # nothing was asked of any service


def test_matching_endpoint_finds_public_labmates_by_the_importers_rule(client, ada, other_member):
    make_person("Hidden Hugo", is_public=False)
    url = reverse(MATCH)
    assert client.get(url, {"name": "B. Brennick"}).json()["member"] == {
        "id": other_member.pk,
        "name": "Bruno Brennick",
    }
    assert client.get(url, {"name": "Hidden Hugo"}).json()["member"] is None
    assert client.get(url, {"name": "Zed Nobody"}).json()["member"] is None


def test_matching_endpoint_reports_an_ambiguous_initial(client, ada):
    make_person("Bea Brennick")
    make_person("Bo Brennick")
    answer = client.get(reverse(MATCH), {"name": "B. Brennick"}).json()
    assert answer["member"] is None and answer["ambiguous"] == ["Bea Brennick", "Bo Brennick"]


def test_matching_endpoint_is_for_logged_in_members(client, db):
    assert client.get(reverse(MATCH), {"name": "Ada"}).status_code == 302


def test_add_page_links_to_adding_from_bibtex_and_marks_names_for_matching(client, ada):
    html = client.get(reverse("admin:publications_publication_add")).content.decode()
    assert reverse(ADD_FROM) in html
    assert f'data-match-url="{reverse(MATCH)}"' in html


def test_own_initialled_name_is_linked_on_save_by_the_importers_rule(client, ada):
    data = admin_form_data(client.get(reverse("admin:publications_publication_add")))
    data.update({"title": "Initials", "year": "2024", "kind": "conference", "status": "published"})
    data.update(
        {"authorships-TOTAL_FORMS": "2", "authorships-0-name": "A. Abara", "authorships-1-name": "Amy Coauthor"}
    )
    assert client.post(reverse("admin:publications_publication_add"), data).status_code == 302
    publication = Publication.objects.get()
    assert publication.authorships.get(position=1).person == ada
    assert publication.key == "abara2024initials"


def test_an_imported_paper_never_takes_an_old_key_that_redirects(client, ada, publication_of):
    old = publication_of(ada, key="abara2025elastic2")
    FormerKey.objects.create(key="abara2025elastic", publication=old)
    post(client, action="save", bibtex=BIBTEX.replace("{abara2025elastic,", "{,"))
    new = Publication.objects.get(title="Elastic Schedulers for GPU Clusters")
    assert new.key != "abara2025elastic"
    assert client.get("/publications/abara2025elastic/")["Location"] == "/publications/abara2025elastic2/"
