"""Rendered pages of labs outside computer science, imported end to end.

A chemistry lab's hand-written people page of flip cards: each member's title set above their name, the
card's back repeating both, "Click to read bio" hints, a grey box for a missing photo, the PI's contact icons
in a box beside her name, and cards not yet filled in ("Coming Soon", "email@..."). A physics lab's list of
papers as article cards: "2025 · 3" over each title, then "Authors · **Venue**", the PI in bold under three
spellings beside a co-author of the same initial and family name. A Quarto page of APA references in ecology
(a species' name glued to its common name, online journals giving a volume and issue but no pages), and a
Jekyll CV page that says whose it is in its <title> only. Every page is fictional, in the real layout.
"""

from pathlib import Path

from importer.parsers.html import html_to_markdown
from importer.parsers.html_titles import title_name
from importer.parsers.structured.examples import is_example_email
from importer.services import import_documents
from people.models import Person
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "html_pages_more"


def _people():
    return {p.name: p for p in Person.objects.all()}


def test_flip_cards_give_each_member_their_own_title_and_address(db):
    report = import_documents([FIXTURES / "flipcard_people.html"])
    assert not report.failed
    people = _people()
    assert set(people) == {
        "Adaeze Okonkwo-Haldane",
        "Tomasz Wierzbicki-Lund",
        "Inés Calderón Ruiz",
        "Priya Ramaswamy-Otto",
        "Joaquim Ferreira-Blum",
        "Keanu Halvorsen",
    }  # "Coming Soon" and its back's "First Last" are the template's card, no one
    titles = {name: (p.role, p.position) for name, p in people.items()}
    assert titles["Tomasz Wierzbicki-Lund"] == ("postdoc", "Postdoctoral Researcher")  # not "Click to read bio"
    assert titles["Inés Calderón Ruiz"] == ("postdoc", "Postdoctoral Research Associate")  # hers, not the next's
    assert titles["Priya Ramaswamy-Otto"] == ("phd", "PhD Candidate")
    assert titles["Keanu Halvorsen"] == ("phd", "PhD Student")  # not merged with the empty card's "email@"
    pi = people["Adaeze Okonkwo-Haldane"]
    assert (pi.role, pi.position) == ("pi", "Principal Investigator")
    assert pi.email == "a.okonkwo-haldane@chem.lakemont.example.edu"  # the icons beside her name are hers
    assert people["Keanu Halvorsen"].email == ""  # the template's address is nobody's
    assert people["Priya Ramaswamy-Otto"].email == "Priya.RamaswamyOtto@chem.lakemont.example.edu"


def test_flip_card_hints_and_photo_boxes_are_no_text():
    markdown = html_to_markdown((FIXTURES / "flipcard_people.html").read_text()).markdown
    assert "Click to read bio" not in markdown and "Click to flip back" not in markdown
    assert "\nPhoto\n" not in markdown
    assert markdown.index("### Dr. Tomasz Wierzbicki-Lund") < markdown.index("\nPostdoctoral Researcher\n")


def test_article_cards_of_papers_read_names_then_venue(db):
    report = import_documents([FIXTURES / "article_cards_publications.html"])
    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Seo Yun Hwang"
    papers = {p.title: p for p in Publication.objects.all()}
    assert len(papers) == 8  # "2025 · 3" and the legend ("* Equal contribution") are no papers
    cavity = papers["Mode-resolved wavefunctions of a magnetic focusing cavity"]
    names = [a.name for a in cavity.authorships.order_by("position")]
    assert names == ["Eunbi Kang", "Dongmin T. Yoo", "Ravi Tandukar", "Harin Baek", "Hyeonjun Hwang", "Seo Yun Hwang"]
    assert (cavity.venue.name, cavity.year, cavity.kind) == ("Communications in Physics", 2024, "journal")
    linked = {a.name for p in Publication.objects.all() for a in p.authorships.filter(person=owner)}
    assert linked == {"Seo Yun Hwang", "Seo-Yun Hwang", "S. Y. Hwang"}  # never "Hyeonjun Hwang", another person
    eraser = papers["A solid-state electronic which-path eraser"]
    assert (eraser.venue.name, eraser.year) == ("Science", 2014)


def test_apa_online_articles_and_species_names(db):
    import_documents([FIXTURES / "quarto_apa_species.html"])
    papers = {p.title: p for p in Publication.objects.all()}
    assert len(papers) == 4
    tits = papers["Nest box provision and clutch size in Crested Tits Lophophanes cristatus"]  # a space, no "*"
    assert (tits.venue.name, tits.kind, tits.year) == ("Avian Demography", "journal", 2023)
    martens = papers["Isotopic niches of island martens Martes insularis across a rainfall gradient"]
    assert (martens.venue.name, martens.kind) == ("Mammal Ecology Open", "journal")  # "12(9)." and no pages
    swans = papers["Short-stopping of wintering swans under milder winters"]
    assert (swans.venue.name, swans.kind) == ("Waterfowl Ecology and Change", "journal")


def test_a_cv_page_named_in_its_title_only(db):
    report = import_documents([FIXTURES / "cv_titled_page.html"])
    assert not report.failed  # not "no person's name found"
    person = Person.objects.get()
    assert person.name == "Aurélien Moreau-Castex"
    assert person.email == "aurelien.moreau-castex@physique.example.fr"


def test_page_kinds_in_titles_and_template_addresses():
    assert title_name("Curriculum vitae - Ana Ruiz") == "Ana Ruiz"
    assert title_name("Lebenslauf | Jan Berg") == "Jan Berg"
    assert title_name("Résumé – Bruna Sales") == "Bruna Sales"
    assert title_name("Curriculum vitae") == ""
    assert is_example_email("email@lab.example.edu") and is_example_email("firstname.lastname@uni.example.org")
    assert not is_example_email("emma.lind@lab.example.edu") and not is_example_email("n.ames@uni.example.org")
