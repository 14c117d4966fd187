"""Exports researchers download from bibliographic databases and citation tools, imported end to end
(fictional people and papers in tests/importer/fixtures/exports_db): DBLP BibTeX and XML, Google Scholar's
BibTeX, CSV, RIS and EndNote, Zotero BibLaTeX, JabRef, Web of Science, Scopus, Crossref, OpenAlex,
Semantic Scholar and a Lattes CV."""

from pathlib import Path

import pytest

from importer.services import import_documents
from people.models import Person
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "exports_db"

# title -> (authors, venue name or acronym, year, kind, doi)
QUOKKA = {
    "Quokka: Elastic Snapshots for Serverless Sandboxes": (
        ["Ilse Varen", "Tomasz Hrebik", "Noor Kadri"],
        "SOSP",
        2023,
        "conference",
        "10.1145/9999999.9999001",
    ),
    "Scheduling Cold Starts with Tiny Models": (
        ["Tomasz Hrebik", "Ilse Varen"],
        "TOCS",
        2022,
        "journal",
        "10.1145/9999999.9999002",
    ),
}
LAZY_PAGES = (["Ilse Varen", "Noor Kadri"], "arXiv", 2024, "preprint")
TIDAL = (
    ["Bisi Oyelaran", "Luca Marchetti", "Rocio Sanz"],
    "Journal of Geophysical Research: Oceans",
    2021,
    "journal",
    "",
)
GLIDER = (["Bisi Oyelaran", "Rocio Sanz"], "OCEANS", 2019, "conference", "")
OCEAN_COLOUR = (["Bisi Oyelaran", "Hiro Tanaka"], "arXiv", 2023, "preprint", "")
BUOY = (["Bisi Oyelaran", "Luca Marchetti"], 2022, "patent")
SEDIMENT = (
    ["Tamas Varga", "Kofi Mensah", "Liv Holm"],
    "Earth Surface Processes and Landforms",
    2022,
    "journal",
    "10.1002/esp.99999",
)
PROGLACIAL = (["Kofi Mensah", "Tamas Varga"], "IGARSS", 2021, "conference", "10.1109/IGARSS47720.2021.9999999")

EXPECTED = {
    "dblp_person.bib": {
        **QUOKKA,
        "Lazy Page Tables for Disaggregated Memory": (*LAZY_PAGES, "10.48550/ARXIV.2402.01234"),
    },
    "dblp_person.xml": {
        **QUOKKA,
        "Lazy Page Tables for Disaggregated Memory": (*LAZY_PAGES, "10.48550/arXiv.2402.01234"),
    },
    "scholar.bib": {
        "Tidal mixing and nitrate supply in a fjord": TIDAL,
        "Glider surveys of a plankton bloom": GLIDER,
        "Ocean colour of coastal shelves from small satellites": OCEAN_COLOUR,
        "Physical controls on coastal productivity": (
            ["Bisi Oyelaran"],
            "University of Southampton",
            2018,
            "thesis",
            "",
        ),
        "Method for anchoring a drifting buoy": (BUOY[0], None, *BUOY[1:], ""),
    },
    "scholar.csv": {
        "Tidal mixing and nitrate supply in a fjord": TIDAL,
        # Scholar's CSV names no type, and this venue's name says none
        "Glider surveys of a plankton bloom": (*GLIDER[:3], "other", ""),
        "Ocean colour of coastal shelves from small satellites": OCEAN_COLOUR,
        "Method for anchoring a drifting buoy": (BUOY[0], "US Patent 11,234,567", *BUOY[1:], ""),
    },
    "scholar.ris": {"Tidal mixing and nitrate supply in a fjord": TIDAL, "Glider surveys of a plankton bloom": GLIDER},
    "scholar.enw": {"Tidal mixing and nitrate supply in a fjord": TIDAL, "Glider surveys of a plankton bloom": GLIDER},
    "zotero.bib": {
        "Moss carpets as archives of nitrogen deposition": (
            ["Ada Quillfeather", "Nils Bergström", "Chidi Okafor"],
            "Ecology and Evolution",
            2021,
            "journal",
            "10.1002/ece3.9999",
        ),
        "Drone imagery of bog microtopography": (
            ["Ada Quillfeather", "Élodie Moreau"],
            "IGARSS",
            2022,
            "conference",
            "10.1109/IGARSS.2022.9999999",
        ),
        "Peat carbon under a warming climate": (["Ada Quillfeather"], "Uppsala University", 2019, "thesis", ""),
        "Lichen traits predict drought survival": (
            ["Ada Quillfeather", "Chidi Okafor"],
            "arXiv",
            2024,
            "preprint",
            "10.48550/arXiv.2401.05678",
        ),
    },
    "jabref.bib": {
        "Hedgerow corridors and bumblebee movement": (
            ["Petra Lindahl", "Musa Abubakar", "Colette Renaud"],
            "Journal of Applied Ecology",
            2020,
            "journal",
            "10.1111/1365-2664.99999",
        ),
        "Counting bees with acoustic sensors": (
            ["Musa Abubakar", "Petra Lindahl"],
            "Annual Meeting of the Ecological Society of America",
            2018,
            "conference",
            "",
        ),
    },
    "wos.txt": {
        "Sediment pulses after glacier lake outbursts in a high-latitude catchment": SEDIMENT,
        "Mapping proglacial lakes with Sentinel-2": PROGLACIAL,
    },
    "scopus.csv": {
        "Sediment pulses after glacier lake outbursts in a high-latitude catchment": SEDIMENT,
        "Mapping proglacial lakes with Sentinel-2": PROGLACIAL,
    },
    "crossref.json": {
        "Wind-driven upwelling off a desert coast": (
            ["Farida Osei-Lund", "Jonas Pereira"],
            "Geophysical Research Letters",
            2022,
            "journal",
            "10.1029/2022GL099999",
        ),
        "Upwelling ecosystems": (
            ["Farida Osei-Lund"],
            "Coastal Oceanography Handbook",
            2023,
            "chapter",
            "10.1007/978-3-031-99999-9_7",
        ),
    },
    "openalex.json": {
        "Coral spawning cues under marine heatwaves": (
            ["Ines Kowalczyk-Baptiste", "Rahul Menon"],
            "Nature Communications",
            2023,
            "journal",
            "10.1038/s41467-023-99999-1",
        ),
        "Larval settlement on plastic debris": (
            ["Rahul Menon", "Ines Kowalczyk-Baptiste"],
            "bioRxiv",
            2024,
            "preprint",
            "",
        ),
    },
    "semantic_scholar.json": {
        "Probing dialect features in small language models": (
            ["Saoirse Delacroix-Ng", "Tomas Eriksen"],
            "ACL",
            2023,
            "conference",
            "10.18653/v1/2023.acl-long.999",
        ),
        "Tokenizers for Gaelic orthography": (["Tomas Eriksen", "Saoirse Delacroix-Ng"], "arXiv", 2023, "preprint", ""),
    },
    "lattes.xml": {
        "Suspended sediment hysteresis in a tropical river": (
            ["Marisa Fontoura Quevedo", "Caio Bento Arruda"],
            "Journal of Hydrology",
            2021,
            "journal",
            "10.1016/j.jhydrol.2021.999999",
        ),
        "Turbidez e chuva em pequenas bacias": (
            ["Marisa Fontoura Quevedo", "Caio Bento Arruda"],
            "Simposio Brasileiro de Recursos Hidricos",
            2019,
            "conference",
            "",
        ),
        "Rios do cerrado": (["Marisa Fontoura Quevedo"], "Hidrologia do Brasil Central", 2017, "chapter", ""),
    },
}

# The person whose works the file holds, where the file says (a DBLP or Lattes record) or every entry shows.
OWNERS = {
    "dblp_person.bib": "Ilse Varen",
    "dblp_person.xml": "Ilse Varen",
    "scholar.bib": "Bisi Oyelaran",
    "scholar.csv": "Bisi Oyelaran",
    "zotero.bib": "Ada Quillfeather",
    "crossref.json": "Farida Osei-Lund",
    "lattes.xml": "Marisa Fontoura Quevedo",
}


def _venue(publication):
    return publication.venue and {publication.venue.name, publication.venue.acronym}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_export_gives_its_papers(db, name):
    import_documents([FIXTURES / name])
    got = {p.title: p for p in Publication.objects.select_related("venue")}
    assert set(got) == set(EXPECTED[name])
    for title, (authors, venue, year, kind, doi) in EXPECTED[name].items():
        paper = got[title]
        assert (paper.author_names(), paper.year, paper.kind, paper.doi) == (authors, year, kind, doi), title
        assert venue in _venue(paper) if venue else paper.venue is None, title
    owner = OWNERS.get(name)
    if owner:
        person = Person.objects.get(name=owner)
        linked = set(Publication.objects.filter(authorships__person=person).values_list("title", flat=True))
        assert linked == set(EXPECTED[name])


def test_scholar_and_others_marks_the_author_list_cut(db):
    import_documents([FIXTURES / "scholar.bib"])
    cut = set(Publication.objects.filter(authors_truncated=True).values_list("title", flat=True))
    assert cut == {"Tidal mixing and nitrate supply in a fjord"}


def test_a_lattes_cv_gives_its_person(db):
    import_documents([FIXTURES / "lattes.xml"])
    person = Person.objects.get(name="Marisa Fontoura Quevedo")
    assert (person.email, person.affiliation) == ("marisa.quevedo@example.org", "Universidade Federal de Lugar Nenhum")
    assert "QUEVEDO, M. F." in person.alt_names
    assert sorted(person.education.values_list("degree", "institution", "start_year", "end_year")) == [
        ("bachelor", "Universidade Estadual do Planalto", 2004, 2008),
        ("master", "Universidade Federal de Lugar Nenhum", 2009, 2011),
        ("phd", "Universidade Federal de Lugar Nenhum", 2011, 2015),
    ]


def test_a_dblp_page_gives_its_persons_current_affiliation_and_links(db):
    import_documents([FIXTURES / "dblp_person.xml"])
    person = Person.objects.get(name="Ilse Varen")  # not the homonym the page lists after
    assert person.affiliation == "University of Nowhere, Department of Computing, Lakeside, Canada"
    assert set(person.links.values_list("label", "url")) == {
        ("Homepage", "https://varen.example.org/"),
        ("GitHub", "https://github.com/ilsevaren-example"),
    }
