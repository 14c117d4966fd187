"""Saved profile pages of scholarly sites (Google Scholar, DBLP, Semantic Scholar, ResearchGate, ORCID,
Lattes) and Spanish/Portuguese faculty pages, imported end to end. Every page is fictional, written
with the markup the site generates; the people and papers each should give are counted by hand."""

from pathlib import Path

import pytest

from importer.services import import_documents
from people.models import Person
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "profile_pages"

# file -> (owner, affiliation, {title: year})
PAGES = {
    "scholar_profile.html": (
        "Ingrid Valtonen-Osei",
        "Northmoor University",
        {
            "Winter oxygen depletion under thinning lake ice": 2021,
            "A global synthesis of dissolved organic carbon in boreal ponds": 2019,
            "Ice phenology of small lakes from citizen records": 2016,
            "Under-ice light climate and phytoplankton blooms": None,
        },
    ),
    "dblp_person.html": (
        "Rafael Quintanilha-Berg",
        "Tamsgard University of Technology",
        {
            "Bounded model checking for weighted timed automata": 2024,
            "Learning invariants for parameterised protocols": 2024,
            "Symbolic reachability with lazy zone abstraction": 2022,
            "Timed systems under uncertainty: verification and synthesis": 2019,
            "Zone graphs and their abstractions": 2018,
        },
    ),
    "semantic_scholar.html": (
        "Kwame Asante-Holm",
        "Halvorsen Institute of Oceanography",
        {
            "Coastal upwelling variability and sardine recruitment off West Africa": 2023,
            "Mesoscale eddies as nutrient pumps in the Gulf of Guinea": 2020,
            "Sardine larvae transport in a warming shelf sea": 2024,
        },
    ),
    "researchgate.html": (
        "Sofía Ibarguren Molteni",
        "Universidad del Litoral Austral",
        {
            "Photocatalytic degradation of glyphosate on doped titania films": 2022,
            "Sol-gel routes to mesoporous zirconia for arsenic capture": 2019,
        },
    ),
    "orcid_public.html": (
        "Ewa Kowalczyk-Brandt",
        "",
        {
            "Cryo-EM structure of a bacterial chloride channel": 2021,
            "Lipid gating of mechanosensitive channels": 2023,
        },
    ),
    "lattes_cv.html": (
        "Marina Tavares Quintela",
        "Universidade Federal do Planalto Norte",
        {
            "Retenção de fósforo em lagoas marginais de planícies de inundação": 2022,
            "Zooplankton dormancy in temporary ponds of the Pantanal": 2018,
            "Lagoas temporárias do Centro-Oeste": 2020,
            "Monitoramento participativo de lagoas urbanas": 2019,
        },
    ),
    "lattes_cv.txt": (  # the text of the PDF export
        "Marina Tavares Quintela",
        "Universidade Federal do Planalto Norte",
        {
            "Retenção de fósforo em lagoas marginais de planícies de inundação": 2022,
            "Zooplankton dormancy in temporary ponds of the Pantanal": 2018,
            "Lagoas temporárias do Centro-Oeste": 2020,
            "Monitoramento participativo de lagoas urbanas": 2019,
        },
    ),
    "cms_es_profile.html": (
        "Lucía Irigoyen Bastida",
        "Universidad Autónoma del Sur",
        {
            "Organocatálisis asimétrica en medios acuosos": 2022,
            "Síntesis verde de oxazolidinonas": 2019,
        },
    ),
    "cms_pt_profile.html": (
        "Henrique Albuquerque Tavora",
        "Universidade Federal de Serra Clara",
        {
            "Transporte quântico em nanofios de grafeno": 2021,
            "Spin relaxation in twisted bilayers": 2019,
        },
    ),
}


@pytest.mark.parametrize("filename", sorted(PAGES))
def test_a_profile_page_gives_its_owner_and_only_their_papers(db, filename):
    owner_name, affiliation, papers = PAGES[filename]
    import_documents([FIXTURES / filename])
    owner = Person.objects.get()  # co-authors, co-author boxes and citation counts make nobody a person
    assert owner.name == owner_name
    assert affiliation in owner.affiliation
    assert dict(Publication.objects.values_list("title", "year")) == papers
    assert Publication.objects.filter(authorships__person=owner).distinct().count() == len(papers)


def test_scholar_rows_keep_every_printed_author_and_drop_the_citation_counts(db):
    import_documents([FIXTURES / "scholar_profile.html"])
    synthesis = Publication.objects.get(title__startswith="A global synthesis")
    names = list(synthesis.authorships.order_by("position").values_list("name", flat=True))
    assert len(names) == 6 and names[1].endswith("Valtonen-Osei")  # "…" ends Scholar's cut list
    assert not Publication.objects.filter(title__regex=r"^\d+$").exists()
    assert list(Person.objects.get().research_interests) == ["Limnology", "Lake ice", "Carbon cycling"]


def test_dblp_kinds_follow_the_record_classes(db):
    import_documents([FIXTURES / "dblp_person.html"])
    kinds = dict(Publication.objects.values_list("title", "kind"))
    assert kinds["Bounded model checking for weighted timed automata"] == "journal"
    assert kinds["Learning invariants for parameterised protocols"] == "preprint"
    assert kinds["Symbolic reachability with lazy zone abstraction"] == "conference"
    assert kinds["Timed systems under uncertainty: verification and synthesis"] == "thesis"


@pytest.mark.parametrize("filename", ["lattes_cv.html", "lattes_cv.txt"])
def test_lattes_cv_reads_degrees_positions_and_kinds_and_leaves_supervisions_out(db, filename):
    import_documents([FIXTURES / filename])
    owner = Person.objects.get()
    degrees = {(e.degree, e.institution, e.start_year, e.end_year) for e in owner.education.all()}
    assert degrees == {
        ("phd", "Universidade Federal de Aracema", 2011, 2015),
        ("master", "Universidade Federal de Aracema", 2009, 2011),
        ("bachelor", "Universidade Estadual do Vale Sereno", 2004, 2008),
    }
    jobs = {(e.title, e.start_year, e.end_year) for e in owner.experience.all()}
    assert jobs == {("Professora Adjunta", 2016, None), ("Pós-doutoranda", 2015, 2016)}
    assert not Publication.objects.filter(title="Retenção de fósforo em lagoas").exists()  # a supervised thesis
    article = Publication.objects.get(year=2022)
    assert [a.name for a in article.authorships.order_by("position")] == [
        "C. F. Lima",
        "M. T. Quintela",
        "P. H. Arantes",
    ]
    kinds = dict(Publication.objects.values_list("year", "kind"))
    assert kinds == {2022: "journal", 2018: "journal", 2020: "chapter", 2019: "conference"}


def test_spanish_cms_profile_reads_education_and_experience(db):
    import_documents([FIXTURES / "cms_es_profile.html"])
    owner = Person.objects.get()
    assert owner.email == "lirigoyen@uas.example.mx"
    assert {e.degree for e in owner.education.all()} == {"phd", "master", "bachelor"}
    assert {e.start_year for e in owner.experience.all()} == {2015, 2010}


def test_orcid_record_reads_education_and_employment(db):
    import_documents([FIXTURES / "orcid_public.html"])
    owner = Person.objects.get()
    assert {(e.degree, e.field, e.institution, e.start_year, e.end_year) for e in owner.education.all()} == {
        ("phd", "Biophysics", "Jagiellonian Lakes University", 2010, 2015)
    }
    postdoc = owner.experience.get(start_year=2015)
    assert (postdoc.title, postdoc.organization, postdoc.end_year) == (
        "Postdoctoral Research Fellow",
        "Eastbrook College",
        2019,
    )
    assert owner.experience.get(start_year=2019).end_year is None  # "to present"


def test_a_profile_markup_without_a_name_or_titles_is_read_as_any_page():
    from importer.parsers.html import html_to_markdown

    dblp = (
        '<html><body><header id="headline" data-name="Ada Brink"></header><ul class="publ-list">'
        '<li class="entry article"><cite><span class="title"></span></cite></li></ul></body></html>'
    )
    assert html_to_markdown(dblp).markdown == "# Ada Brink\n\n\n## Publications\n"
    scholar = '<html><body><p>Saved too early</p><table><tr class="gsc_a_tr"><td></td></tr></table></body></html>'
    assert html_to_markdown(scholar).markdown == "Saved too early\n"
