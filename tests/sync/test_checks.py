"""A check against fake ORCID, dblp, OpenAlex and Crossref services: what is new waits for review,
what the site has is merged or skipped, and nothing reaches the site before it is accepted."""

import pytest
from django.core.management import CommandError, call_command

from publications.models import Publication
from sync.models import FoundWork, SyncProfile
from sync.services import accept, check, reject
from tests.factories import make_publication, make_venue

from .records import (
    ADA_OPENALEX,
    ADA_ORCID,
    BRUNO_DBLP,
    crossref,
    dblp_entry,
    dblp_person,
    openalex_pages,
    openalex_work,
    orcid_work,
    orcid_works,
)

ORCID_PATH = f"/orcid/v3.0/{ADA_ORCID}/works"


@pytest.fixture
def ada(member):
    SyncProfile.objects.create(person=member, orcid=ADA_ORCID)
    return member


def waiting_titles():
    return sorted(FoundWork.objects.filter(status="waiting").values_list("title", flat=True))


def test_new_works_wait_for_review_and_reach_the_site_only_when_accepted(sources, ada, other_member):
    agents = []
    answer = sources.answer(
        orcid_works(
            orcid_work("Quiet Queues for Loud Clusters", journal="Journal of Imaginary Systems", doi="10.5555/qq.1"),
            orcid_work("Sorting Socks at Scale", year=2023, kind="conference-paper"),
        )
    )
    sources.routes[ORCID_PATH] = lambda handler: (agents.append(handler.headers["User-Agent"]), answer(handler))
    sources.routes["/crossref/works/10.5555/qq.1"] = sources.answer(
        crossref("10.5555/qq.1", ["Ada Abara", "Bruno Brennick", "Chen Outsider"])
    )
    before = Publication.objects.count()

    result = check(ada.sync_profile)

    assert (result.found, result.offered, result.errors) == (2, 2, [])
    assert waiting_titles() == ["Quiet Queues for Loud Clusters", "Sorting Socks at Scale"]
    assert Publication.objects.count() == before
    assert agents == ["labsite (a research lab's website) mailto:webmaster@lab.example.org"]

    work = FoundWork.objects.get(title="Quiet Queues for Loud Clusters")
    publication = accept(work)

    assert Publication.objects.count() == before + 1
    assert publication.doi == "10.5555/qq.1"
    linked = {a.name: a.person_id for a in publication.authorships.all()}
    assert linked == {"Ada Abara": ada.pk, "Bruno Brennick": other_member.pk, "Chen Outsider": None}
    work.refresh_from_db()
    assert (work.status, work.publication) == ("accepted", publication)
    assert waiting_titles() == ["Sorting Socks at Scale"]


def test_a_work_without_authors_gets_the_members_it_was_found_for(sources, ada, client):
    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Sorting Socks at Scale", kind="book")))
    check(ada.sync_profile)
    publication = accept(FoundWork.objects.get())
    assert [(a.name, a.person_id) for a in publication.authorships.all()] == [("Ada Abara", ada.pk)]
    assert "Sorting Socks at Scale" in client.get(ada.get_absolute_url()).content.decode()


def test_what_the_site_has_or_was_rejected_is_not_offered_again(sources, ada):
    venue = make_venue("JIS", "Journal of Imaginary Systems", "journal")
    on_site = make_publication(ada, title="Careful Caches", doi="10.5555/cc.7", venue=venue, kind="journal")
    published = make_publication(ada, title="Lazy Logs for Busy Brokers", venue=venue, kind="journal")
    FoundWork.objects.create(title="Retracted Ramblings", title_key="retracted ramblings", status="rejected")
    sources.routes[ORCID_PATH] = sources.answer(
        orcid_works(
            orcid_work("Careful caches", doi="10.5555/CC.7"),  # the same DOI, another spelling
            orcid_work("Lazy Logs for Busy Brokers", kind="preprint", arxiv="2401.01234", year=2023),
            orcid_work("Retracted Ramblings"),
            orcid_work("A Genuinely New Paper"),
        )
    )
    before = Publication.objects.count()

    result = check(ada.sync_profile)

    assert waiting_titles() == ["A Genuinely New Paper"]
    assert (result.rejected_before, result.offered) == (1, 1)
    assert Publication.objects.count() == before
    published.refresh_from_db()
    assert published.arxiv == "2401.01234"  # the preprint is kept as a link of the published paper
    assert published.kind == "journal"
    assert on_site.links.count() == 0
    assert FoundWork.objects.get(title="Retracted Ramblings").status == "rejected"


def test_a_rejected_work_stays_rejected_at_the_next_check(sources, ada):
    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Sorting Socks at Scale", doi="10.5555/s.2")))
    check(ada.sync_profile)
    reject(FoundWork.objects.get())
    result = check(ada.sync_profile)
    assert (result.offered, result.rejected_before) == (0, 1)
    assert FoundWork.objects.get().status == "rejected"


def test_a_preprint_crossref_links_to_a_published_paper_on_the_site_is_merged(sources, ada):
    published = make_publication(ada, title="Thorough Threads", doi="10.5555/tt.9", kind="journal")
    sources.routes[ORCID_PATH] = sources.answer(
        orcid_works(orcid_work("Threads, Thoroughly (preprint)", kind="preprint", doi="10.1101/2023.01.01.000001"))
    )
    sources.routes["/crossref/works/10.1101/2023.01.01.000001"] = sources.answer(
        crossref(
            "10.1101/2023.01.01.000001", ["Ada Abara"], {"is-preprint-of": [{"id-type": "doi", "id": "10.5555/TT.9"}]}
        )
    )
    check(ada.sync_profile)
    assert waiting_titles() == []
    assert published.links.filter(label="bioRxiv", url="https://doi.org/10.1101/2023.01.01.000001").exists()
    published.refresh_from_db()
    assert (published.doi, published.kind) == ("10.5555/tt.9", "journal")


def test_a_work_two_members_and_two_sources_list_is_one_candidate(sources, ada, other_member):
    SyncProfile.objects.create(person=other_member, dblp=BRUNO_DBLP)
    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Shared Shards", kind="conference-paper")))
    sources.routes[f"/dblp/pid/{BRUNO_DBLP}.xml"] = sources.answer(
        dblp_person(
            "Bruno Brennick",
            dblp_entry("Shared Shards", ["Ada Abara", "Bruno Brennick 0001"], venue="OSDI", doi="10.5555/ss.3"),
        ),
        content_type="application/xml",
    )
    call_command("sync_publications", stdout=open("/dev/null", "w"))  # noqa: SIM115

    work = FoundWork.objects.get()
    assert sorted(work.sources) == ["dblp", "orcid"]
    assert sorted(m.pk for m in work.members.all()) == sorted([ada.pk, other_member.pk])
    assert work.doi == "10.5555/ss.3"
    publication = accept(work)
    assert sorted(a.person_id for a in publication.authorships.all()) == sorted([ada.pk, other_member.pk])


def test_dblp_homonym_numbers_and_corr_preprints_are_read(sources, other_member):
    SyncProfile.objects.create(person=other_member, dblp=BRUNO_DBLP)
    sources.routes[f"/dblp/pid/{BRUNO_DBLP}.xml"] = sources.answer(
        dblp_person(
            "Bruno Brennick",
            dblp_entry("Early Ideas", ["Bruno Brennick 0001"], tag="article", venue="CoRR", arxiv="2402.00002"),
        ),
        content_type="application/xml",
    )
    check(other_member.sync_profile)
    data = FoundWork.objects.get().data
    assert (data["title"], data["kind"], data["arxiv"]) == ("Early Ideas", "preprint", "2402.00002")
    assert [a["name"] for a in data["authors"]] == ["Bruno Brennick"]


def test_openalex_pages_are_followed_by_cursor(sources, member):
    SyncProfile.objects.create(person=member, openalex=ADA_OPENALEX)
    pages = [
        [openalex_work("First Page Paper", ["Ada Abara"], doi="10.5555/p.1")],
        [openalex_work("Second Page Preprint", ["Ada Abara"], kind="preprint", source=("arXiv", "repository"))],
    ]
    sources.routes["/openalex/works"] = openalex_pages(sources, pages)
    result = check(member.sync_profile, ["openalex"])
    assert result.errors == []
    assert waiting_titles() == ["First Page Paper", "Second Page Preprint"]
    assert FoundWork.objects.get(title="Second Page Preprint").data["kind"] == "preprint"
    first = next(hit for hit in sources.hits if hit.startswith("/openalex/works"))
    assert "author.id%3AA5000000001" in first and "mailto=webmaster" in first


def test_the_command_checks_one_person_and_one_source(sources, ada, other_member):
    SyncProfile.objects.create(person=other_member, dblp=BRUNO_DBLP)
    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Only Ada's")))
    call_command("sync_publications", person=ada.slug, source=["orcid"], stdout=open("/dev/null", "w"))  # noqa: SIM115
    assert waiting_titles() == ["Only Ada's"]
    assert not any(hit.startswith("/dblp") for hit in sources.hits)
    with pytest.raises(CommandError, match="no person has that slug"):
        call_command("sync_publications", person="nobody")


def test_with_lookups_switched_off_nothing_is_asked(sources, ada, settings):
    settings.LABSITE_LOOKUP = False
    with pytest.raises(CommandError, match="switched off"):
        call_command("sync_publications")
    assert sources.hits == []


def test_a_published_version_of_a_preprint_on_the_site_is_merged_into_it(sources, member):
    SyncProfile.objects.create(person=member, openalex=ADA_OPENALEX)
    preprint = make_publication(member, title="Early Threads", doi="10.1101/2022.02.02.000002", kind="preprint")
    published = openalex_work("Threads, Grown Up", ["Ada Abara"], doi="10.5555/tg.4")
    sources.routes["/openalex/works"] = openalex_pages(sources, [[published]])
    sources.routes["/crossref/works/10.5555/tg.4"] = sources.answer(
        crossref(
            "10.5555/tg.4", ["Ada Abara"], {"has-preprint": [{"id-type": "doi", "id": "10.1101/2022.02.02.000002"}]}
        )
    )
    check(member.sync_profile)
    assert waiting_titles() == []
    preprint.refresh_from_db()
    assert preprint.kind == "journal" and preprint.venue.name == "Journal of Imaginary Systems"
    assert preprint.links.filter(label="Published version", url="https://doi.org/10.5555/tg.4").exists()


def test_crossref_is_asked_about_a_work_once_not_at_every_check(sources, ada):
    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Asked Once", doi="10.5555/ao.1")))
    sources.routes["/crossref/works/10.5555/ao.1"] = sources.answer(crossref("10.5555/ao.1", ["Ada Abara"]))
    check(ada.sync_profile)
    check(ada.sync_profile)
    assert len([hit for hit in sources.hits if hit.startswith("/crossref/")]) == 1
    assert FoundWork.objects.get().data["authors"][0]["name"] == "Ada Abara"
