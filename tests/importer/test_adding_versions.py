"""The "add by BibTeX" preview says what saving does, by the writer's rule: a preprint of a paper on the
site is merged into it, and a same-title preprint by other authors is a paper of its own."""

from django.urls import reverse

from importer import adding
from publications.models import Publication
from tests.factories import make_publication, make_venue

ADD_FROM = "admin:publications_publication_add_from"

PREPRINT = """
@misc{abara2023lanterns,
  title = {Lanterns for Lost Packets},
  author = {Abara, Ada and Quist, Orla},
  year = {2023},
  eprint = {2309.00011},
  archivePrefix = {arXiv},
}
"""


def published_paper(*people, authors=()):
    venue = make_venue("JIS", "Journal of Imaginary Systems", "journal")
    return make_publication(
        *people, title="Lanterns for Lost Packets", venue=venue, kind="journal", doi="10.5555/lan.1", authors=authors
    )


def test_a_same_title_preprint_by_other_authors_is_previewed_and_saved_as_a_new_paper(client, member):
    stranger = published_paper(authors=["Tomasz Vell", "Ines Harrow"])
    client.force_login(member.user)

    [entry] = adding.preview(PREPRINT, member)
    assert entry.existing is None
    page = client.post(reverse(ADD_FROM), {"action": "preview", "bibtex": PREPRINT}).content.decode()
    assert "Already on the site" not in page

    _report, [saved] = adding.add(PREPRINT, member)
    assert saved.pk != stranger.pk
    assert Publication.objects.count() == 2
    stranger.refresh_from_db()
    assert stranger.arxiv == ""


def test_the_members_preprint_of_their_published_paper_is_previewed_and_saved_as_a_merge(client, member):
    published = published_paper(member, authors=["Orla Quist"])
    client.force_login(member.user)

    [entry] = adding.preview(PREPRINT, member)
    assert entry.existing == published
    page = client.post(reverse(ADD_FROM), {"action": "preview", "bibtex": PREPRINT}).content.decode()
    assert "Already on the site as “Lanterns for Lost Packets”" in page

    _report, [saved] = adding.add(PREPRINT, member)
    assert saved.pk == published.pk
    assert Publication.objects.count() == 1
    published.refresh_from_db()
    assert (published.arxiv, published.kind, published.doi) == ("2309.00011", "journal", "10.5555/lan.1")


def test_a_same_title_published_paper_by_the_same_authors_is_a_duplicate_in_the_preview(member):
    published = published_paper(member)
    text = PREPRINT.replace("@misc", "@article").replace("eprint = {2309.00011},", "doi = {10.5555/LAN.1},")
    [entry] = adding.preview(text, member)
    assert entry.existing == published
