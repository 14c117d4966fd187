"""What the big-file write does to be quick keeps what it writes and decides exactly as before."""

import pytest

from importer.matching import DECIDED_AT_MOST, MemberIndex
from importer.parsers import names, statuses
from importer.parsers.bigbibtex import ParentTexts
from importer.parsers.names import normalise_name, strip_markers
from importer.services import import_documents
from people.models import Person
from publications.models import Authorship, Publication, Venue


def test_new_papers_keep_their_authors_in_order_with_marks_and_member_links(db, tmp_path):
    ines = Person.objects.create(name="Inès Varga", slug="ines-varga")
    path = tmp_path / "lab.bib"
    path.write_text(
        "@article{varga2021gravel, title={Gravel Routing at Scale}, author={Tomas Oyelaran and Ines Varga and "
        "Wren Castellanos}, author+an={1=equal; 2=equal}, journal={ACM TOCS}, year={2021}, "
        "pdf={https://example.org/gravel.pdf}}\n"
        "@inproceedings{reyes2022quiet, title={Quiet Caches for Loud Services}, author={Ana Reyes and Inès Varga}, "
        "booktitle={OSDI}, year={2022}}\n"
    )

    report = import_documents([path])

    assert report.files[0].status == "imported"
    gravel = Publication.objects.get(title="Gravel Routing at Scale")
    rows = list(
        gravel.authorships.order_by("position").values_list(
            "position", "name", "person", "equal_contribution", "corresponding", "auto_linked"
        )
    )
    assert rows == [
        (1, "Tomas Oyelaran", None, True, False, False),
        (2, "Ines Varga", ines.pk, True, False, True),
        (3, "Wren Castellanos", None, False, False, False),
    ]
    assert list(gravel.links.values_list("label", "url", "order")) == [("PDF", "https://example.org/gravel.pdf", 0)]
    quiet = Publication.objects.get(title="Quiet Caches for Loud Services")
    assert list(quiet.authorships.values_list("name", "person")) == [("Ana Reyes", None), ("Inès Varga", ines.pk)]
    assert Authorship.objects.exclude(person=None).count() == 2


def test_rows_written_as_plain_values_refuse_a_column_whose_values_need_preparing(db):
    from importer.writing.rows import insert_rows

    with pytest.raises(TypeError, match="Publication.sources needs its values prepared; use insert_new"):
        insert_rows(Publication, ("title", "sources"), [("Gravel Routing at Scale", ["lab.bib"])])
    assert not Publication.objects.exists()


def test_room_is_made_before_a_batch_of_names_not_half_way_through_it(db):
    members = MemberIndex()
    members.decided = {f"Name {n}": (None, []) for n in range(DECIDED_AT_MOST - 10)}
    members.make_room(5)
    assert len(members.decided) == DECIDED_AT_MOST - 10  # they fit: kept
    members.make_room(11)
    assert members.decided == {}  # they would not: what was decided before goes now


def test_short_texts_have_the_status_a_long_one_has():
    assert statuses.status_in("Under review") == "submitted"
    assert statuses.status_in("Under review") == "submitted"  # asked again: the same answer
    assert statuses.status_in("In press") == "published"
    assert statuses.status_in("ACM TOCS") is None
    long_note = "x" * 300 + " accepted at SOSP"
    assert statuses.status_in(long_note) == "published"
    assert statuses.status_in("y " * 1000 + " under review") is None  # past the first 2,000 characters


def test_a_name_s_tokens_are_the_caller_s_own():
    tokens = names.name_tokens("García-López, José")
    assert tokens == ["jose", "garcia", "lopez"]
    tokens.append("changed")
    assert names.name_tokens("García-López, José") == ["jose", "garcia", "lopez"]


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        ("Ana Reyes1", ("Ana Reyes", False, False)),
        ("<sup>*</sup>Ana Reyes", ("Ana Reyes", True, False)),
        ("Ana Reyes (corresponding author)", ("Ana Reyes", False, True)),
        ("Ana Reyes (advisor)", ("Ana Reyes", False, False)),
        ("_Ana Reyes_", ("Ana Reyes", False, False)),
        ("Ana Reyes†", ("Ana Reyes", True, False)),
        ("Reyes, Ana 4471", ("Reyes, Ana", False, False)),
    ],
)
def test_markers_notes_and_markup_are_stripped_from_a_name(printed, expected):
    assert strip_markers(printed) == expected
    assert normalise_name(printed) == normalise_name(expected[0])


def test_a_file_naming_no_parent_keeps_no_entry_text_and_one_naming_a_later_parent_keeps_it():
    parents = ParentTexts()
    parents.collect("@article{a1, title={One}, year={2020}}\n@article{a2, title={Two}, year={2021}}\n")
    assert parents.texts == {}
    parents.collect(
        "@inproceedings{c1, title={Child}, CROSSREF={Proc21}}\n@proceedings{proc21, title={Proceedings}, year={2021}}\n"
    )
    assert list(parents.texts) == ["proc21"]


def test_new_publications_inserted_as_values_read_back_as_bulk_create_would_have_saved_them(db):
    from importer.writing.rows import insert_new

    venue = Venue.objects.create(acronym="TOCS", name="ACM Transactions on Computer Systems", slug="tocs")
    papers = [
        Publication(title="Gravel Routing at Scale", key="oyelaran2021gravel", year=2021, venue=venue),
        Publication(title="Quiet Caches", key="reyes2022quiet", year=None, sources=["lab.bib"]),
    ]
    for paper in papers:
        paper.set_title_keys()
        paper.field_sources = {"title": "lab.bib"}

    insert_new(papers, found_by="key")

    assert all(paper.pk for paper in papers)
    for paper in papers:
        saved = Publication.objects.get(pk=paper.pk)
        same = ("key", "title", "year", "venue_id", "sources")
        assert [getattr(saved, name) for name in same] == [getattr(paper, name) for name in same]
        assert saved.field_sources == {"title": "lab.bib"}
        assert saved.title_key == paper.title_key and saved.title_key
        assert saved.created == paper.created and saved.created is not None  # auto_now_add filled, as save() does
        assert saved.updated == paper.updated
    assert Publication.objects.get(key="reyes2022quiet").sources == ["lab.bib"]
    assert Publication.objects.get(key="oyelaran2021gravel").sources == []


def test_new_rows_are_found_again_only_by_a_unique_field(db):
    from importer.writing.rows import insert_new

    with pytest.raises(TypeError, match="Publication.title is not unique"):
        insert_new([Publication(title="Gravel Routing at Scale", key="gravel")], found_by="title")
    assert not Publication.objects.exists()
