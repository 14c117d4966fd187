"""Found works are sorted by the importer's plan: a preprint of a paper on the site (or the published
version of a preprint on it) is merged, never offered; two versions found for two members are one
candidate, which accepting makes one publication with both links."""

import pytest

from publications.models import Publication
from sync import services
from sync.models import FoundWork, SyncProfile
from sync.services import accept, check
from tests.factories import make_publication, make_venue

from .records import ADA_ORCID, BRUNO_DBLP, crossref, dblp_entry, dblp_person, orcid_work, orcid_works

ORCID_PATH = f"/orcid/v3.0/{ADA_ORCID}/works"


@pytest.fixture
def ada(member):
    SyncProfile.objects.create(person=member, orcid=ADA_ORCID)
    return member


def _waiting():
    return list(FoundWork.objects.filter(status="waiting"))


def test_a_found_preprint_of_a_paper_on_the_site_is_merged_not_offered(sources, ada):
    venue = make_venue("JIS", "Journal of Imaginary Systems", "journal")
    published = make_publication(
        ada, title="Gentle Gradients for Grumpy Graphs", doi="10.5555/gg.4", venue=venue, kind="journal"
    )
    sources.routes[ORCID_PATH] = sources.answer(
        orcid_works(
            orcid_work(
                "Gentle gradients for {grumpy} graphs.", kind="preprint", doi="10.48550/arXiv.2403.00003", year=2023
            )
        )
    )

    result = check(ada.sync_profile)

    assert (result.offered, result.merged, _waiting()) == (0, 1, [])
    assert Publication.objects.count() == 1
    published.refresh_from_db()
    assert (published.doi, published.arxiv, published.kind, published.venue) == (
        "10.5555/gg.4",
        "2403.00003",
        "journal",
        venue,
    )


def test_the_published_version_of_a_preprint_on_the_site_replaces_its_doi_and_venue(sources, ada):
    preprint = make_publication(
        ada, title="Gentle Gradients for Grumpy Graphs", doi="10.48550/arXiv.2403.00003", kind="preprint", year=2023
    )
    sources.routes[ORCID_PATH] = sources.answer(
        orcid_works(
            orcid_work("Gentle Gradients for Grumpy Graphs", journal="Journal of Imaginary Systems", doi="10.5555/gg.4")
        )
    )

    result = check(ada.sync_profile)

    assert (result.offered, result.merged, _waiting()) == (0, 1, [])
    preprint.refresh_from_db()
    assert (preprint.doi, preprint.arxiv, preprint.kind, preprint.year) == (
        "10.5555/gg.4",
        "2403.00003",
        "journal",
        2024,
    )
    assert preprint.venue.name == "Journal of Imaginary Systems"


def test_two_versions_found_for_two_members_are_one_candidate_and_one_publication(sources, ada, other_member):
    SyncProfile.objects.create(person=other_member, dblp=BRUNO_DBLP)
    sources.routes[ORCID_PATH] = sources.answer(
        orcid_works(orcid_work("Brisk Barriers", kind="preprint", arxiv="2404.00004", year=2023))
    )
    sources.routes[f"/dblp/pid/{BRUNO_DBLP}.xml"] = sources.answer(
        dblp_person(
            "Bruno Brennick",
            dblp_entry("Brisk barriers", ["Ada Abara", "Bruno Brennick 0001"], venue="OSDI", doi="10.5555/bb.5"),
        ),
        content_type="application/xml",
    )
    check(ada.sync_profile)
    check(other_member.sync_profile)

    [work] = _waiting()
    assert sorted(m.pk for m in work.members.all()) == sorted([ada.pk, other_member.pk])
    assert Publication.objects.count() == 0

    publication = accept(work)

    assert Publication.objects.count() == 1
    assert (publication.doi, publication.arxiv, publication.kind) == ("10.5555/bb.5", "2404.00004", "conference")
    linked = sorted(a.person_id for a in publication.authorships.all() if a.person_id)
    assert linked == sorted([ada.pk, other_member.pk])


def test_a_similar_title_is_offered_not_merged(sources, ada):
    make_publication(ada, title="Gentle Gradients for Grumpy Graphs", doi="10.5555/gg.4", kind="journal")
    sources.routes[ORCID_PATH] = sources.answer(
        orcid_works(orcid_work("Gentle Gradients for Grumpy Trees", kind="preprint", arxiv="2405.00005"))
    )

    result = check(ada.sync_profile)

    assert (result.offered, result.merged) == (1, 0)
    assert [w.title for w in _waiting()] == ["Gentle Gradients for Grumpy Trees"]


def test_a_work_the_write_would_create_is_never_published_by_a_check(sources, ada, monkeypatch):
    # Between the plan and the write the paper left the site: the write would create it, unreviewed.
    monkeypatch.setattr(services, "_on_site", lambda publications: [True] * len(publications))
    sources.routes[ORCID_PATH] = sources.answer(orcid_works(orcid_work("Vanishing Vectors", doi="10.5555/vv.6")))

    result = check(ada.sync_profile)

    assert Publication.objects.count() == 0
    assert _waiting() == []
    assert "the site changed during the check" in result.errors[0]


def test_a_published_paper_crossref_says_has_an_arxiv_preprint_on_the_site_is_merged_into_it(sources, ada):
    preprint = make_publication(ada, title="Early Eddies", arxiv="2406.00006", kind="preprint", year=2023)
    sources.routes[ORCID_PATH] = sources.answer(
        orcid_works(orcid_work("Eddies, Early and Late", journal="Journal of Imaginary Systems", doi="10.5555/ee.7"))
    )
    sources.routes["/crossref/works/10.5555/ee.7"] = sources.answer(
        crossref(
            "10.5555/ee.7", ["Ada Abara"], {"has-preprint": [{"id-type": "doi", "id": "10.48550/arXiv.2406.00006"}]}
        )
    )

    result = check(ada.sync_profile)

    assert (result.offered, result.merged, _waiting()) == (0, 1, [])
    preprint.refresh_from_db()
    assert (preprint.doi, preprint.arxiv, preprint.kind) == ("10.5555/ee.7", "2406.00006", "journal")
