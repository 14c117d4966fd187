"""Rendered pages of researchers outside computer science, imported end to end: a Quarto member page on a
lab's site, a Quarto page of CSL (Chicago author-date) references, a hand-written CV page in French whose
name is set under its first section, a social scientist's APA list set in paragraphs by theme, and a
bookdown lab page whose papers are rows of a numbered table. Every page is fictional, written with the
markup its generator makes."""

from pathlib import Path

import pytest

from importer.parsers.citations import parse_citation
from importer.services import import_documents
from people.models import Person
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "rendered_pages"


def _papers(owner):
    return {p.title: p for p in Publication.objects.filter(authorships__person=owner).distinct()}


def test_a_member_page_keeps_its_own_links_not_the_labs_menu_icons(db):
    report = import_documents([FIXTURES / "quarto_member_jolla.html"])
    assert not report.failed
    person = Person.objects.get()
    assert (person.name, person.position) == ("Selma Varga-Lindqvist", "Senior Lecturer")
    assert person.email == "sv412@bio.example.ac.uk"  # hers, not the lab's address in the menu
    links = dict(person.links.values_list("label", "url"))
    assert links["GitHub"] == "https://www.github.com/selmavl"  # the lab's GitHub icon in the menu is the lab's
    assert "Google Scholar" in links
    assert "peat mosses" in person.bio


def test_csl_chicago_entries_name_the_journal_not_the_handling_editor(db):
    import_documents([FIXTURES / "quarto_csl_chicago.html"])
    owner = Person.objects.get()  # talks and co-authors make nobody a person
    assert owner.name == "Maili Tuhiwai-Ross"
    papers = _papers(owner)
    assert len(papers) == 2
    kelp = papers["How Deep Do Kelp Forests Reach? A Survey of Three Fjords with Drop Cameras"]
    assert (kelp.venue.name, kelp.year, kelp.kind) == ("Diversity and Distributions", 2022, "journal")
    assert not Publication.objects.filter(title__icontains="urchins from drone").exists()  # a talk


def test_a_cv_page_whose_name_is_set_under_its_first_section(db):
    report = import_documents([FIXTURES / "fr_cv_sections.html"])
    assert not report.failed  # no "no person's name found"
    person = Person.objects.get()
    assert person.name == "Gaëlle Marchetti-Roux"
    assert person.position == "Chargée de Recherche"
    assert not person.experience.filter(title__icontains="Marchetti").exists()  # the header is no job
    degrees = set(person.education.values_list("end_year", flat=True))
    assert {2017, 2005, 2002} <= degrees
    assert person.teaching.count() == 2
    assert not Publication.objects.exists()  # "Je suis autrice de 41 articles": no paper


def test_an_apa_list_in_paragraphs_by_theme(db):
    import_documents([FIXTURES / "apa_topics.html"])
    owner = Person.objects.get()
    assert owner.name == "Liisa Harjunpää"
    papers = _papers(owner)
    assert Publication.objects.count() == len(papers) == 8  # the lead ("... have their own page") is no paper
    assert "their own page" not in papers
    quoted = papers['"We manage somehow": informal care in a low fertility setting']
    assert (quoted.venue.name, quoted.year) == ("Nordic Yearbook of Care Research", 2024)
    assert '"Who will look after mother?" Daughters, distance and the division of care' in papers
    chapter = papers["Care wishes in the smartphone era"]
    assert (chapter.kind, chapter.venue.name) == ("chapter", "Family Lives Online")  # the book made a link
    alone = papers["Who cares for the carers? Respite services in rural municipalities"]
    assert [a.name for a in alone.authorships.all()] == ["Liisa Harjunpää"]  # one name, then its status
    assert alone.venue is None and alone.status == "submitted"
    typo = papers["Grandparents as a safety net: evidence from household panel data"]
    assert typo.status == "submitted" and typo.venue is None  # "*Submited*": a status misspelt, no venue


def test_a_bookdown_table_of_numbered_papers(db):
    import_documents([FIXTURES / "bookdown_numbered_table.html"])
    owner = Person.objects.get()
    assert owner.name == "Renata Quella"
    papers = _papers(owner)
    assert len(papers) == Publication.objects.count() == 5  # one per numbered row, the spacer rows none
    logger = papers["A low-cost logger for stream temperature with satellite upload"]
    assert (logger.venue.name, logger.year) == ("HardwareX", 2021)
    assert [a.name for a in logger.authorships.order_by("position")][0] == "K. Brandt"  # "41" is no name
    assert papers["Heat stress in montane frogs"].kind == "chapter"


@pytest.mark.parametrize(
    "entry,title,venue",
    [
        (
            'Ruiz, Ana M., and Bo Chen. 2021. "Dune Grasses After Storms." Edited by Cara J. Lind. *Coastal Ecology* '
            "12 (3): 45–67.",
            "Dune Grasses After Storms",
            "Coastal Ecology",
        ),
        (
            'Ruiz, A. (2019). "Not in my garden": attitudes to rewilding. *Journal of Rural Studies*, 4(2), 1–9.',
            '"Not in my garden": attitudes to rewilding',
            "Journal of Rural Studies",
        ),
    ],
)
def test_citation_forms_of_these_pages(entry, title, venue):
    paper = parse_citation(entry)
    assert paper.title == title
    assert paper.venue_text.startswith(venue)
