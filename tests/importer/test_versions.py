"""A preprint and its published version are one publication, whichever comes first and however they arrive:
one BibTeX file, two files, pasted BibTeX in the admin. The published venue, DOI and year are shown, the
preprint kept as its arXiv id or a link. The same title by other authors is another paper."""

import io
import json

import pytest
from django.core.management import call_command
from django.urls import reverse

from importer.parsers.records import ParsedAuthor, ParsedPublication
from importer.services import import_documents
from importer.versions import family_names, is_preprint, same_work
from publications.models import Publication

ARXIV_ENTRY = r"""
@article{okafor2023tidal,
  title = {Tidal Caches for {Sparse} Graph Serving},
  author = {Chidi Okafor and Lena Varga},
  journal = {arXiv preprint arXiv:2305.01234},
  doi = {10.48550/arXiv.2305.01234},
  year = {2023},
}
"""
JOURNAL_ENTRY = r"""
@article{okafor2024tidal,
  title = {Tidal caches for sparse graph serving.},
  author = {Okafor, C. and Varga, Lena and Ito, Ken},
  journal = {Journal of Machine Learning Research},
  doi = {10.5555/jmlr.2024.017},
  year = {2024},
}
"""
BIORXIV_ENTRY = r"""
@article{holm2022roots,
  title = {Root Signals in Dry Meadows},
  author = {Mira Holm and Tove Berg},
  journal = {bioRxiv},
  doi = {10.1101/2022.03.04.483001},
  year = {2022},
}
"""
PUBLISHED_ROOTS = r"""
@article{holm2023roots,
  title = {Root signals in dry meadows},
  author = {Holm, Mira and Berg, Tove},
  journal = {New Phytologist},
  doi = {10.1111/nph.18000},
  year = {2023},
}
"""
# The same words, other authors: another group's paper, posted on arXiv.
OTHER_GROUP = r"""
@article{lindqvist2024tidal,
  title = {Tidal Caches for Sparse Graph Serving},
  author = {Signe Lindqvist and Paolo Ferrante},
  journal = {arXiv preprint arXiv:2402.07777},
  year = {2024},
}
"""
SIMILAR_TITLE = r"""
@inproceedings{ferrante2024tidal,
  title = {Tidal Caches for Dense Graph Serving},
  author = {Paolo Ferrante},
  booktitle = {Proceedings of the ACM Symposium on Cloud Computing},
  doi = {10.1145/3698038.3698001},
  year = {2024},
}
"""


def _import(tmp_path, *texts):
    for number, text in enumerate(texts):
        path = tmp_path / f"papers{number}.bib"
        path.write_text(text, encoding="utf-8")
        report = import_documents([path])
        assert not report.failed, report.summary()


def _the_one_paper():
    publication = Publication.objects.get()
    return {
        "title": publication.title,
        "doi": publication.doi,
        "arxiv": publication.arxiv,
        "kind": publication.kind,
        "venue": publication.venue_text,
        "year": publication.year,
        "authors": publication.authorships.count(),
        "links": sorted(publication.links.values_list("url", flat=True)),
    }


JOURNAL_WITH_PREPRINT = {
    "title": "Tidal caches for sparse graph serving.",
    "doi": "10.5555/jmlr.2024.017",
    "arxiv": "2305.01234",
    "kind": "journal",
    "venue": "Journal of Machine Learning Research",
    "year": 2024,
    "authors": 3,
    "links": [],
}


@pytest.mark.parametrize("entries", [ARXIV_ENTRY + JOURNAL_ENTRY, JOURNAL_ENTRY + ARXIV_ENTRY])
def test_a_file_with_a_preprint_and_its_journal_version_gives_one_publication(db, tmp_path, entries):
    _import(tmp_path, entries)

    assert _the_one_paper() == JOURNAL_WITH_PREPRINT


@pytest.mark.parametrize("files", [(ARXIV_ENTRY, JOURNAL_ENTRY), (JOURNAL_ENTRY, ARXIV_ENTRY)])
def test_two_files_imported_one_after_the_other_give_one_publication(db, tmp_path, files):
    _import(tmp_path, *files)

    assert _the_one_paper() == JOURNAL_WITH_PREPRINT


@pytest.mark.parametrize("files", [(BIORXIV_ENTRY, PUBLISHED_ROOTS), (PUBLISHED_ROOTS, BIORXIV_ENTRY)])
def test_a_biorxiv_preprint_is_kept_as_a_link_of_the_published_paper(db, tmp_path, files):
    _import(tmp_path, *files)

    assert _the_one_paper() == {
        "title": "Root signals in dry meadows",
        "doi": "10.1111/nph.18000",
        "arxiv": "",
        "kind": "journal",
        "venue": "New Phytologist",
        "year": 2023,
        "authors": 2,
        "links": ["https://doi.org/10.1101/2022.03.04.483001"],
    }


@pytest.mark.parametrize("files", [(JOURNAL_ENTRY, OTHER_GROUP), (OTHER_GROUP, JOURNAL_ENTRY)])
def test_the_same_title_by_other_authors_on_arxiv_is_another_paper(db, tmp_path, files):
    _import(tmp_path, *files)

    by_arxiv = dict(Publication.objects.values_list("arxiv", "doi"))
    assert by_arxiv == {"": "10.5555/jmlr.2024.017", "2402.07777": ""}


def test_a_similar_title_by_other_authors_is_not_joined(db, tmp_path):
    _import(tmp_path, ARXIV_ENTRY, SIMILAR_TITLE)

    assert sorted(Publication.objects.values_list("doi", flat=True)) == [
        "10.1145/3698038.3698001",
        "10.48550/arXiv.2305.01234",
    ]


def test_importing_the_preprint_again_changes_nothing(db, tmp_path):
    _import(tmp_path, JOURNAL_ENTRY, ARXIV_ENTRY)
    before = _the_one_paper()

    _import(tmp_path, ARXIV_ENTRY + " ")

    assert _the_one_paper() == before


JOURNAL_WITH_PREPRINT_TRIPLE = ("10.5555/jmlr.2024.017", "2305.01234", "Journal of Machine Learning Research")


PASTED_PREPRINT = ARXIV_ENTRY.replace("Chidi Okafor", "Ada Abara")
PASTED_JOURNAL = JOURNAL_ENTRY.replace("Okafor, C.", "Abara, Ada")


@pytest.mark.parametrize("pasted", [(PASTED_PREPRINT, PASTED_JOURNAL), (PASTED_JOURNAL, PASTED_PREPRINT)])
def test_pasted_bibtex_in_the_member_admin_joins_the_versions(client, member, pasted):
    client.force_login(member.user)
    for text in pasted:
        response = client.post(reverse("admin:publications_publication_add_from"), {"action": "save", "bibtex": text})
        assert response.status_code == 302

    paper = _the_one_paper()
    assert (paper["doi"], paper["arxiv"], paper["venue"]) == JOURNAL_WITH_PREPRINT_TRIPLE
    assert Publication.objects.get().authorships.filter(person=member).exists()


def _parsed(title, names, **fields):
    return ParsedPublication(title=title, authors=[ParsedAuthor(n) for n in names], **fields)


def test_the_rule_on_parsed_works():
    preprint = _parsed("Tidal Caches for {Sparse} Graph Serving", ["Chidi Okafor"], doi="10.48550/arXiv.2305.01234")
    published = _parsed("Tidal caches for sparse graph serving.", ["Okafor, C."], doi="10.5555/x", kind="journal")
    others = _parsed("Tidal caches for sparse graph serving", ["Signe Lindqvist"], kind="journal")

    assert same_work(preprint, published) and same_work(published, preprint)
    assert not same_work(preprint, others)
    assert not same_work(published, _parsed(published.title, ["Chidi Okafor"], kind="journal"))  # neither a preprint
    assert family_names(["Okafor, C.", "WANG Wei"]) >= {"okafor", "wang"}


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"doi": "10.1101/2022.03.04.483001"}, True),
        ({"doi": "10.1101/gr.277100.122"}, False),  # Genome Research shares bioRxiv's prefix
        ({"doi": "10.2139/ssrn.4400001"}, True),
        ({"doi": "10.21203/rs.3.rs-2500001/v1"}, True),
        ({"venue_text": "arXiv preprint arXiv:2305.01234"}, True),
        ({"venue_text": "Research Square"}, True),
        ({"venue_text": "Nature Communications", "arxiv": "2305.01234"}, False),
        ({"kind": "preprint", "doi": "10.1038/s41467-024-00001-1"}, False),
    ],
)
def test_what_a_preprint_is(fields, expected):
    assert is_preprint(**fields) is expected


def test_the_plan_of_a_published_version_says_it_merges_into_the_preprint(db, tmp_path):
    _import(tmp_path, ARXIV_ENTRY)
    path = tmp_path / "journal.bib"
    path.write_text(JOURNAL_ENTRY, encoding="utf-8")
    out = io.StringIO()

    call_command("import_profiles", str(path), "--dry-run", "--json", stdout=out)

    (file,) = json.loads(out.getvalue())["files"]
    (item,) = [i for i in file["plan"]["items"] if i["kind"] == "publication"]
    assert item["action"] == "merge"
    assert item["changes"]["doi"] == ["10.48550/arXiv.2305.01234", "10.5555/jmlr.2024.017"]
    assert Publication.objects.get().doi == "10.48550/arXiv.2305.01234"  # planned only


def test_a_published_paper_naming_its_arxiv_id_finds_the_preprint_under_its_arxiv_doi(db, tmp_path):
    retitled = JOURNAL_ENTRY.replace("Tidal caches for sparse graph serving.", "Tidal Caching for Sparse Graphs")
    _import(tmp_path, ARXIV_ENTRY.replace("journal = {arXiv preprint arXiv:2305.01234},", "journal = {arXiv},"))
    Publication.objects.update(arxiv="")  # a record of the preprint that kept only its DOI

    _import(tmp_path, retitled.replace("year = {2024},", "year = {2024}, eprint = {2305.01234},"))

    paper = _the_one_paper()
    assert (paper["doi"], paper["arxiv"], paper["kind"]) == ("10.5555/jmlr.2024.017", "2305.01234", "journal")
