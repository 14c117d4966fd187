"""Whole site folders of groups and researchers outside computing, in French and German, as they leave them.

A Wowchemy research-group site in chemistry keeps its people as Hugo authors in content/en/ and content/fr/
(its languages file declaring only one of them), their profiles still holding the template's empty education
entry (`- course:` with nothing under it), its professor as the site's primary user (`superuser: true`) and
a People widget (`widget: people`, headless) in content/fr/people/. A German personal Academic site prints
its owner bold among the authors ("**Mehrwald, J.**"), gives a chapter's book after its editors ("In A. Editor
(Hrsg.), *The Book* (S. 1--9). City: Press") and keeps switched-off copies of its pages ("index.md_"). An
al-folio lab's profiles page names each person's page and photo (`image:` in assets/img/), some entries
sharing the template's picture and one a heading with no one.

The fixtures under fixtures/sites/ are small fictional sites in these real layouts.
"""

import shutil

from PIL import Image

from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import SITES, authors, skipped


def _people():
    return {p.name: p for p in Person.objects.all()}


def test_a_research_groups_authors_with_the_templates_empty_education_are_imported(db):
    report = import_documents([SITES / "hugo-groupe-chimie"])

    assert not report.failed
    people = _people()
    assert set(people) == {"Hélène Valcourt", "Lucie Brisson", "Samir Oudjani"}
    # the primary user of a group's site, a professor, runs the group; "Anciens membres" are its alumni
    assert {name: p.role for name, p in people.items()} == {
        "Hélène Valcourt": "pi",
        "Lucie Brisson": "phd",
        "Samir Oudjani": "alumni",
    }
    assert people["Hélène Valcourt"].email == "helene.valcourt@brevannes.example"
    assert people["Hélène Valcourt"].affiliation == "Université de Brévannes"
    assert not people["Hélène Valcourt"].education.exists()  # the empty `- course:` is no degree
    assert people["Lucie Brisson"].education.count() == 1


def test_a_people_widget_is_a_section_of_a_page_not_a_person(db):
    report = import_documents([SITES / "hugo-groupe-chimie"])

    reasons = skipped(report, "hugo-groupe-chimie")
    assert "widget" in reasons["content/fr/people/people.md"]
    assert not Person.objects.filter(name__icontains="équipe").exists()


def test_a_research_groups_papers_link_its_members_in_both_languages(db):
    import_documents([SITES / "hugo-groupe-chimie"])

    assert set(Publication.objects.values_list("title", flat=True)) == {
        "Localized orbitals for charge transfer across molecular junctions",
        "Exchange holes from a screened correlation factor",
        "Une approximation locale du trou d'échange",
    }
    assert authors("Localized orbitals for charge transfer across molecular junctions") == [
        ("Hélène Valcourt", "helene-valcourt"),
        ("Lucie Brisson", "lucie-brisson"),
        ("Paul Ketterling", None),
    ]
    assert authors("Une approximation locale du trou d'échange") == [
        ("H. Valcourt", "helene-valcourt"),
        ("R. Dumontel", None),
    ]


def test_a_german_academic_site_reads_its_owners_papers_and_not_its_switched_off_copies(db):
    report = import_documents([SITES / "hugo-de-verwaltung"])

    assert not report.failed
    reasons = skipped(report, "hugo-de-verwaltung")
    assert "copy" in reasons["content/de/authors/admin/_index.md_"]
    assert "copy" in reasons["content/de/publication/reform-kommunen/index.md_"]
    assert "copy" in reasons["content/de/home/papers.mdddd"]  # a widget switched off by a mangled extension
    owner = Person.objects.get()
    assert owner.name == "Jana Mehrwald"
    assert owner.position == "Juniorprofessorin für Verwaltungswissenschaft"  # not the old copy's
    assert owner.affiliation == "Universität Lindenau"
    assert Publication.objects.count() == 4  # the switched-off copy of a chapter is no fifth paper


def test_a_bold_owner_among_the_authors_is_the_owner_with_the_name_turned(db):
    import_documents([SITES / "hugo-de-verwaltung"])

    assert authors("Motivation and individual performance in public agencies") == [
        ("K. Albrecht", None),
        ("W. Voskuil", None),
        ("J. Mehrwald", "jana-mehrwald"),
    ]
    assert authors("Führung in Behörden") == [("J. Mehrwald", "jana-mehrwald")]


def test_a_chapters_book_printed_after_its_editors_is_its_venue(db):
    import_documents([SITES / "hugo-de-verwaltung"])

    chapter = Publication.objects.get(title="Motivation and individual performance in public agencies")
    assert chapter.kind == "chapter"
    assert chapter.venue.name == "Managing Public Performance"
    german = Publication.objects.get(title="Do they all fail? Performance pay in local governments compared")
    assert german.venue.name == "Local Reforms in Times of Crisis: National Paths Compared"  # "(Hrsg.)"


def _image(path, color, kind="JPEG"):
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (48, 60), color).save(path, kind)


def test_an_alfolio_profiles_entrys_image_is_its_persons_photo(db, tmp_path, django_capture_on_commit_callbacks):
    root = shutil.copytree(SITES / "alfolio-profiles-photos", tmp_path / "site")
    _image(root / "assets/img/people/greta_holmqvist.jpg", "navy")
    _image(root / "assets/img/people/tomas_revuelta.png", "teal", "PNG")
    _image(root / "assets/img/prof_pic.jpg", "red")  # the template's picture, left on two entries
    with django_capture_on_commit_callbacks(execute=True):
        report = import_documents([str(root)])

    assert not report.failed
    people = _people()
    assert set(people) == {"Greta Holmqvist", "Tomás Revuelta", "Inês Ferraz", "Olu Adeyemi", "Kai Brenner"}
    assert people["Greta Holmqvist"].photo and people["Tomás Revuelta"].photo
    # no image (commented out), or one picture shown for two people: no one's photo
    assert not people["Inês Ferraz"].photo
    assert not people["Olu Adeyemi"].photo and not people["Kai Brenner"].photo
    # the person the lab's site runs under (its configuration's name), a professor, is its PI
    assert people["Greta Holmqvist"].role == "pi"
    assert people["Tomás Revuelta"].role == "phd"


def test_an_alfolio_labs_papers_drop_the_marks_after_family_names(db):
    import_documents([SITES / "alfolio-profiles-photos"])

    assert authors("Pine seedlings take up less nitrogen without their fungal partners") == [
        ("Tomás Revuelta", "tomas-revuelta"),
        ("Inês Ferraz", "ines-ferraz"),
        ("Greta Holmqvist", "greta-holmqvist"),
    ]
    paper = Publication.objects.get(title="Pine seedlings take up less nitrogen without their fungal partners")
    assert paper.venue.name == "Soil Biology and Fungal Ecology" and paper.year == 2024


def test_a_lab_templates_stale_generated_citations_are_not_the_labs_papers(db):
    report = import_documents([SITES / "labtemplate-stale-citations"])

    assert not report.failed
    # an ORCID the site no longer lists, a source it removed, the template's lorem-ipsum example: not the lab's
    assert set(Publication.objects.values_list("title", flat=True)) == {
        "Blocking a histone deacetylase restores T cell responses in inflamed liver",
        "Monocytes rewired by chronic inflammation blunt immunotherapy in the liver",
        "Kupffer cells in steatosis",
    }
    assert authors("Kupffer cells in steatosis") == [
        ("Grace Hoi-Yan Lau", "lau-hoi-yan-grace"),
        ("Mei Chan", None),
    ]


def test_a_members_page_copied_to_try_a_layout_is_no_second_member(db):
    report = import_documents([SITES / "labtemplate-stale-citations"])

    reasons = skipped(report, "labtemplate-stale-citations")
    assert "example" in reasons["_members/grace-test.md"]
    assert {p.name: p.role for p in Person.objects.all()} == {
        "LAU Hoi Yan Grace": "pi",
        "HO Wing": "phd",
        "MAK Siu Fung": "phd",
    }


def test_a_citations_file_all_of_whose_entries_are_stale_is_read_as_it_is():
    from importer.parsers.site_citations import stale_citations

    files = {
        "_data/orcid.yaml": "- orcid: 0000-0003-5550-1234\n",
        "_data/citations.yaml": (
            "- id: doi:10.5555/a\n  title: One\n  orcid: 0000-0002-1111-2220\n  plugin: orcid.py\n  file: orcid.yaml\n"
            "- id: doi:10.5555/b\n  title: Two\n  orcid: 0000-0002-1111-2220\n  plugin: orcid.py\n  file: orcid.yaml\n"
        ),
    }
    assert stale_citations(set(files), files.get) == {}
    files["_data/citations.yaml"] += (
        "- id: doi:10.5555/c\n  title: Three\n  orcid: 0000-0003-5550-1234\n  plugin: orcid.py\n  file: orcid.yaml\n"
    )
    assert stale_citations(set(files), files.get) == {
        "_data/citations.yaml": frozenset({"doi:10.5555/a", "doi:10.5555/b"})
    }


def test_a_portuguese_labs_courses_and_talks_are_not_its_papers_or_profiles(db):
    report = import_documents([SITES / "hugo-pedologia"])

    assert not report.failed
    reasons = skipped(report, "hugo-pedologia")
    # "cursos" (Hugo's book layout, a reading list) and "palestra": a course and a talk in the site's language
    assert "course" in reasons["content/cursos/mapeamento-de-solos/03-bibliografia.md"]
    assert "course" in reasons["content/cursos/mapeamento-de-solos/_index.md"]
    assert "talk" in reasons["content/palestra/dados-abertos-solo/index.md"]
    assert set(Publication.objects.values_list("title", flat=True)) == {
        "Dados abertos de perfis de solo no Vale Sereno",
        "Carbono orgânico em solos de várzea: uma revisão",
    }
    heitor = Person.objects.get(name="Heitor Brandão-Vilela")
    assert heitor.bio.startswith("Professor de Ciência do Solo")  # not a course's summary


def test_a_portuguese_labs_groups_and_grants_give_its_members_roles(db):
    import_documents([SITES / "hugo-pedologia"])

    assert {p.name: p.role for p in Person.objects.all()} == {
        "Heitor Brandão-Vilela": "pi",  # "Coordenação": the lab's coordination
        "Joana Prestes Lima": "undergrad",  # an undergraduate's research grant, "Estudantes de Graduação"
        "Rui Tavares": "phd",
    }
    assert authors("Dados abertos de perfis de solo no Vale Sereno") == [
        ("Heitor Brandão-Vilela", "heitor-brandao-vilela"),
        ("Joana Prestes Lima", "joana-prestes-lima"),
        ("L. M. Costa", None),
    ]
