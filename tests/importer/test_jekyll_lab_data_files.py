"""Jekyll lab sites whose people and papers live in `_data/` files as forks really leave them: a paper kept as a
bold `title:` and a `citation:` that prints its authors, year and venue; a record with a value pasted beside a
nested list, which YAML refuses; an alumni file whose only entry is commented out; a member the template hides;
and a people file whose alumni mix mappings with bare names and whose students sit in yearly sub-groups.

The fixture sites (fixtures/sites/jekyll-citation-lab, jekyll-mixed-alumni) are fictional.
"""

from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import SITES, authors, warnings


def test_papers_kept_as_title_and_citation_are_read_for_their_authors_year_and_venue(db):
    report = import_documents([SITES / "jekyll-citation-lab"])

    assert not report.failed
    assert set(Person.objects.values_list("name", flat=True)) == {"Ines Tarnwood", "Oskar Lindqvist", "Tamsin Achebe"}
    titles = dict(Publication.objects.values_list("title", "year"))
    assert titles == {
        "An updated inventory of freshwater snails in the Corran basin": 2023,
        "Gene flow between upland Rana frogs at the edge of speciation": 2023,
        "Body size and mass of five stream fishes of the Corran basin": 2022,
        "A new species of Pelobius from the Corran uplands": 2018,
        "Notes on a field season": 2016,
    }
    snails = Publication.objects.get(title__startswith="An updated inventory")
    assert (snails.venue.name, snails.kind) == ("Corran Naturalist", "journal")
    assert authors(snails.title) == [
        ("O. Lindqvist", "oskar-lindqvist"),
        ("D. T. Marsh", None),
        ("K. Ferreira-Lund", None),
        ("I. Tarnwood", "ines-tarnwood"),
        ("C. N. Okafor", None),
    ]
    fishes = Publication.objects.get(title__startswith="Body size")
    assert fishes.venue.name == "Acta Fluvialis"  # the title printed again in the citation is no part of the venue
    assert [name for name, _member in authors(fishes.title)][:2] == ["Lindqvist O", "Tarnwood I"]
    species = Publication.objects.get(title__startswith="A new species")
    assert species.authors_truncated  # "et al." is no author: the list goes on elsewhere
    assert len(authors(species.title)) == 4
    notes = Publication.objects.get(title="Notes on a field season")
    assert authors(notes.title) == [("Tarnwood I", "ines-tarnwood")]  # one author, in bold
    assert notes.kind == "conference"
    # the commented-out example paper at the top of the file is no paper
    assert not Publication.objects.filter(title__icontains="example").exists()


def test_a_record_yaml_refuses_a_commented_out_file_and_a_hidden_member_are_said(db):
    report = import_documents([SITES / "jekyll-citation-lab"])

    said = warnings(report)
    assert any("line(s) 16, 17, 18, 19 do not fit the YAML" in w for w in said)
    assert any("alumni.yml: empty, or only comments" in w for w in said)
    assert any("(Pell Orrin) is hidden on the site" in w for w in said)
    assert not Person.objects.filter(name="Pell Orrin").exists()


def test_alumni_of_mappings_and_bare_names_and_yearly_student_groups_are_all_read(db):
    report = import_documents([SITES / "jekyll-mixed-alumni"])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert people["Selin Brackley"].role == "pi"
    alumni = {name for name, p in people.items() if p.role == "alumni"}
    assert alumni == {"Marta Wierzbicka", "Emre Talay", "Niamh Corrigan", "Tobias Vandermeer", "Ilse Marchetti"}
    assert people["Ilse Marchetti"].position == "Erasmus student"
    assert {"Priya Ramaswamy", "Jonah Featherstone", "Lucia Benedetti"} <= set(people)
    assert people["Lucia Benedetti"].role == "master"
    assert {"Callum Reyes", "Hana Kobayashi", "Maria Ines Saavedra de Luna"} <= set(people)
    assert people["Hana Kobayashi"].bio == "small RNA pathways"  # the topic after the dash, not part of the name
    assert len(people) == 14
