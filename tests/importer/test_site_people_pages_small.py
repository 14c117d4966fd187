"""People pages that list few people, or write their cards in ways the roster reader used to miss.

A lab of one keeps a "Lab Members" page with a single card (Quarto source or its rendered HTML);
a Quarto page of ``:::: person-row`` cards puts the head's card above the first group heading and
wraps a bold linked name over two lines; a hand-written Quarto page puts a member's years in their
heading ("#### Name (2021-2023)") and an alumnus's post as "Currently an X at Y".

The fixtures under fixtures/sites/ are small fictional pages in these real layouts.
"""

import datetime

from importer.services import import_documents
from people.models import Person
from tests.importer.site_files import SITES


def _people():
    return {p.name: p for p in Person.objects.all()}


def test_a_people_page_with_one_card_imports_that_person_as_the_labs_head(db):
    report = import_documents([SITES / "quarto-lab-of-one" / "people.qmd"])

    assert not report.failed
    people = _people()
    assert list(people) == ["Oskar Vintermyr"]  # "Academic stuff" and "Non-academic stuff" are no one
    oskar = people["Oskar Vintermyr"]
    assert oskar.role == "pi"
    assert oskar.bio.startswith("I'm an Associate Professor of Soil Ecology")  # his own words, beside his card
    assert oskar.bio.endswith("mostly in upland heath.")  # the whole paragraph, over its wrapped lines


def test_a_rendered_people_page_with_one_card_imports_that_person(db):
    report = import_documents([SITES / "quarto-lab-of-one-rendered" / "people.html"])

    assert not report.failed
    person = Person.objects.get()
    assert person.name == "Greta Hollin"
    assert person.position == "Assistant Professor"  # the school after it is where, not what
    assert person.role == "pi"


def test_person_row_cards_keep_the_card_above_the_first_heading_and_a_name_wrapped_in_its_link(db):
    report = import_documents([SITES / "quarto-person-rows" / "people.qmd"])

    assert not report.failed
    assert {name: p.role for name, p in _people().items()} == {
        "Lucía Ferrándiz": "pi",  # her card alone above "## Post-docs", its line her topic
        "Tomé Arriaga": "postdoc",
        "Maren Østby": "alumni",  # "[**Maren\nØstby**](url)" under "## Former Post-docs"
        "Ciro Balaguer": "alumni",
        "Wen Lio": "phd",
    }
    assert Person.objects.get(name="Maren Østby").position == "Species distribution models, spatial ecology."


def test_years_in_a_members_heading_are_their_time_in_the_lab(db):
    report = import_documents([SITES / "quarto-heading-years" / "people.qmd"])

    assert not report.failed
    people = _people()
    ilse = people["Ilse Marchetti"]  # "(2019–present)"
    assert (ilse.role, ilse.joined, ilse.left) == ("phd", datetime.date(2019, 1, 1), None)
    joaquin = people["Joaquín Barros"]  # "(2022-2024)" under a current group: ended, so an alumnus
    assert (joaquin.joined, joaquin.left) == (datetime.date(2022, 1, 1), datetime.date(2024, 12, 31))
    assert joaquin.is_alumni
    tobias = people["Tobias Renwick"]  # years, then a link icon, in the heading
    assert (tobias.joined, tobias.left) == (datetime.date(2021, 1, 1), datetime.date(2023, 12, 31))
    assert "2021" not in tobias.name and "2021" not in tobias.position
    # "Currently an Assistant Teaching Professor at ...": the post, without its article
    assert people["Delphine Okoro"].now_at == "Assistant Teaching Professor at Marlow State University"
    assert people["Priya Castellanos"].role == "pi"


def test_a_homepage_with_one_heading_name_is_no_lab_of_one(db, tmp_path):
    page = tmp_path / "index.md"
    page.write_text(
        "# About\n\n## Hanne Lykke\n\nI am a postdoc in marine chemistry.\n\n## Education\n\n- PhD, 2021\n",
        encoding="utf-8",
    )
    import_documents([page])

    assert not Person.objects.filter(role="pi").exists()  # no people page by its title: no roster's head
