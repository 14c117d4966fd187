"""CVs in the national forms researchers write them in, imported as an admin would import them.

tests/importer/fixtures/national_cvs holds fictional documents in those forms: a German moderncv
"Lebenslauf" whose "Wissenschaftlicher Werdegang" tells studies and posts together and whose
"Veröffentlichungen" print "Family, Given; Family, Given und Family, Given: *Title*, ACRONYM 2017"
beside the row's year; a French CV made by pandoc from CSL (APA lists cut with "…," around the
owner, "Actes de conférences", a title ending in "in R."); a French list under HAL's headings
("Revues internationales avec comité de lecture"); an Italian "Curriculum vitae et studiorum"; a
Brazilian Lattes XML in ISO-8859-1 whose posts (ATUACOES-PROFISSIONAIS) are typed in or coded; a
geoscientist's Jekyll research page in MDPI's form ("Family, I.I.; Family, I. Title. Journal. 14(2),
2611034.") under year headings, each entry with its abstract folded under it; a Latin American CV
made by an older pandoc ("\\hypertarget{ref-...}" and "\\CSLRightInline" around each reference) under
"Works", with APA containers after titles ("... siglo XX. In *Jornada ...*") and hyphenated particles;
a Lattes CV's web page copied as text (years and numbers on lines of their own, the page's controls
among the papers).
"""

from pathlib import Path

import pytest

from importer.exchange import export_site
from importer.parsers.citations import parse_publications
from importer.parsers.text import classify_heading
from importer.services import import_documents

NATIONAL = Path(__file__).parent / "fixtures" / "national_cvs"


def _imported(filename):
    report = import_documents([NATIONAL / filename])
    assert not report.failed, report.summary()
    site = export_site()
    assert len(site["people"]) == 1, [p["name"] for p in site["people"]]  # coauthors never become people
    return site["people"][0], sorted(site["publications"], key=lambda p: (-(p["year"] or 0), p["title"]))


def _papers(pubs):
    return [
        (
            p["title"],
            [a["name"] for a in p["authors"]],
            p["venue"]["name"] if p["venue"] else None,
            p["year"],
            p["kind"],
        )
        for p in pubs
    ]


def test_a_german_lebenslauf_tells_studies_apart_from_posts(db):
    person, _pubs = _imported("lebenslauf_moderncv_de.tex")
    assert person["name"] == "Henrike Obermaier-Lutz"
    # "Studium Master Bioinformatik an der HS Ostfeld": a degree at a place known by its initials; the
    # "Bachelor of Science mit der Arbeit" row tells the same degree again; primary school is no degree
    assert [[e["degree"], e["degree_title"], e["institution"], e["end_year"]] for e in person["education"]] == [
        ["bachelor", "Bachelor Informatik", "HS Ostfeld", 2011],
        ["master", "Master Bioinformatik", "HS Ostfeld", 2013],
        ["phd", "Promotion", "", 2018],
    ]
    assert [[x["title"], x["start_year"], x["end_year"]] for x in person["experience"]] == [
        ["Wissenschaftliche Mitarbeiterin", 2013, 2018]
    ]


def test_german_publications_with_names_before_a_colon_and_the_meeting_by_its_acronym(db):
    _person, pubs = _imported("lebenslauf_moderncv_de.tex")
    assert _papers(pubs) == [
        (
            "Lower Bounds for Sketching Edit Distance",
            ["Henrike Obermaier-Lutz", "Jonas Dahlke", "Till Ragnarsson"],
            "APPROX/RANDOM",
            2018,
            "conference",
        ),
        (
            "Minimizer Sampling with Guaranteed Density",
            ["Till Ragnarsson", "Henrike Obermaier-Lutz", "Jonas Dahlke"],
            "ESA",
            2017,
            "conference",
        ),
        (
            "Succinct Sketches for Streaming Genome Comparison",
            ["Henrike Obermaier-Lutz", "Till Ragnarsson"],
            "WABI",
            2016,
            "conference",
        ),
    ]  # the talk under "Vorträge" is no paper


def test_a_french_pandoc_cv_with_cut_author_lists_and_proceedings(db):
    person, pubs = _imported("cv_pandoc_fr.tex")
    assert (person["name"], person["position"]) == ("Baptiste Quéméner", "Chargé de recherche")
    assert [[e["degree"], e["institution"], e["end_year"]] for e in person["education"]] == [
        ["phd", "Université de Pontlevoy", 2018],
        ["master", "Université de Pontlevoy", 2014],
    ]
    assert [x["title"] for x in person["experience"]] == ["Chargé de recherche", "Chercheur postdoctoral"]
    papers = _papers(pubs)
    assert [(title, venue, year) for title, _, venue, year, _ in papers] == [
        ("Tidal flats as refuges for migrating shorebirds under warming", "Global Change Biology", 2023),
        ("Shorebirdr: Simulating stopover decisions of migrating waders in R", "Methods in Ecology and Evolution", 2021),
        ("Tracking shorebird stopovers with citizen-science counts", "Biodiversity Information Science and Standards", 2020),
        ("Why do waders skip stopover sites? A response to Pellerin et al", "Trends in Ecology & Evolution", 2019),
    ]  # fmt: skip
    # "…," where CSL cut the list is no author; the owner between the cuts is one
    assert papers[0][1] == ["S. Lemarchand", "T. Akinyemi", "P. Vasquez-Roldán", "B. Quéméner", "K. Halvorsen", "M. Forestier"]  # fmt: skip
    assert [p["authors"][0]["member"] for p in pubs[1:3]] == [person["slug"], person["slug"]]


@pytest.mark.parametrize(
    ("filename", "name", "expected"),
    [
        (
            "revues_comite_fr.md",
            "Élodie Marchetti-Vasseur",
            [
                ("Adsorption dynamique de tensioactifs sur silice mésoporeuse", "Langmuir", 2022, "journal"),
                ("Films minces hybrides pour la catalyse photoinduite", "The Journal of Physical Chemistry C", 2021, "journal"),
                ("Modélisation multi-échelle des interfaces liquide-solide", "European Symposium on Surface Science", 2020, "conference"),
                # HAL's "Communications dans un congrès" are papers; "Communications sans actes" talks
                ("Séchage de gouttes sur surfaces poreuses", "Congrès Français de Physique des Interfaces", 2018, "conference"),
                ("Mouillage partiel de surfaces texturées", "Soft Matter", 2017, "journal"),
            ],
        ),
        (
            "pubblicazioni_it.md",
            "Ginevra Castellucci",
            [
                ("Dinamiche di popolazione di anfipodi lagunari", "Marine Ecology Progress Series", 2022, "journal"),
                ("Struttura trofica delle praterie di fanerogame", "Estuarine, Coastal and Shelf Science", 2020, "journal"),
                ("Monitoraggio acustico in ambienti costieri", "Atti del XXIX Congresso della Società Italiana di Ecologia", 2019, "conference"),
            ],
        ),
    ],
)  # fmt: skip
def test_papers_under_the_headings_of_french_and_italian_lists(db, filename, name, expected):
    person, pubs = _imported(filename)
    assert person["name"] == name
    papers = _papers(pubs)
    assert [(title, year, kind) for title, _, _, year, kind in papers] == [(t, y, k) for t, _, y, k in expected]
    # the venue's name first (a meeting's town may follow it)
    assert all(venue.startswith(want) for (_, _, venue, _, _), (_, want, _, _) in zip(papers, expected, strict=True))
    assert all(pub["authors"] for pub in pubs)


def test_french_degrees_and_position(db):
    person, _pubs = _imported("revues_comite_fr.md")
    assert [[e["degree"], e["institution"], e["end_year"]] for e in person["education"]] == [
        ["phd", "Université de Carvoise", 2016],
        ["master", "Université de Bréval", 2012],
        ["bachelor", "Université de Bréval", 2010],
    ]
    assert person["position"] == "Maîtresse de conférences"


def test_italian_posts(db):
    person, _pubs = _imported("pubblicazioni_it.md")
    assert [[x["title"], x["start_year"]] for x in person["experience"]] == [
        ["Ricercatrice a tempo determinato (RTD-B)", 2021],
        ["Assegnista di ricerca", 2017],
    ]


def test_a_lattes_cv_gives_the_posts_held_and_the_position_now(db):
    person, pubs = _imported("curriculo_lattes_pt.xml")
    assert (person["name"], person["position"], person["role"]) == (
        "Iracema Tavares Bittencourt",
        "Professora Associada",
        "pi",
    )
    # typed titles and a coded one ("PROFESSOR_ADJUNTO"), latest first; a link with no title is no post
    assert [[x["organization"], x["title"], x["start_year"], x["end_year"]] for x in person["experience"]] == [
        ["Universidade Estadual de Ipanoré", "Professora Associada", 2019, None],
        ["Universidade Estadual de Ipanoré", "Professor Adjunto", 2013, 2019],
        ["Universidade Estadual de Ipanoré", "Professora Substituta", 2012, 2013],
        ["Universidade Federal de Porto Cedro", "Bolsista de Mestrado", 2006, 2008],
    ]
    assert [[e["degree"], e["end_year"]] for e in person["education"]] == [
        ["bachelor", 2006],
        ["master", 2008],
        ["phd", 2012],
    ]
    # the abstract, the leaflet and the talk are no papers; a coauthor typed "LISBOA, Otávio Brandão" is
    # the same person as "Otávio Brandão Lisboa", in the case names are written in
    assert [(title, authors, venue, year) for title, authors, venue, year, _ in _papers(pubs)] == [
        (
            "Leaf litter breakdown along an urbanization gradient in tropical streams",
            ["Caetano Vilela Rocha", "Iracema Tavares Bittencourt", "Otávio Brandão Lisboa"],
            "Freshwater Biology",
            2021,
        ),
        (
            "Monitoramento participativo de nascentes urbanas",
            ["Iracema Tavares Bittencourt", "Caetano Vilela Rocha"],
            "Simpósio Brasileiro de Recursos Hídricos",
            2017,
        ),
        (
            "Decomposição de folhas em riachos de cabeceira do cerrado",
            ["Iracema Tavares Bittencourt", "Otávio Brandão Lisboa"],
            "Acta Limnologica Brasiliensia",
            2013,
        ),
    ]


def test_an_mdpi_list_under_year_headings_gives_every_paper_with_its_year(db):
    person, pubs = _imported("research_mdpi_years.md")
    assert person["name"] == "T.A. Okonjo"  # the page never names its owner: the bold author in every entry
    assert [(title, venue, year, kind) for title, _, venue, year, kind in _papers(pubs)] == [
        ("Asking Questions of Gridded Rainfall with Language Agents", "Annual Meeting on Spatial Data Canada", 2025, "conference"),
        ("Hexagonal Grids for Drought Indices at Continental Scale", "International Journal of Pebble Cartography", 2025, "journal"),
        ("Flow Directions on Icosahedral Grids for Two Arctic Basins", "Earth Surface Pebbles", 2023, "journal"),
        ("Terrain Slopes in a Hexagonal Grid: Five Algorithms Compared", "Cartography and Pebble Science", 2021, "journal"),
    ]  # fmt: skip
    assert [a["name"] for a in pubs[2]["authors"]] == ["K. Brandhorst", "P. Mwangi", "T. Okonjo", "S. Ferreira-Lund"]
    # the folded abstracts and the page's chrome (tabs, template tags) are no papers and no part of one
    assert not any(word in p["title"] + (p["venue"] or {}).get("name", "") for p in pubs for word in ("Abstract", "{%"))


def test_a_pandoc_cv_with_anchored_references_under_works(db):
    person, pubs = _imported("cv_csl_hypertarget_es.tex")
    assert (person["name"], person["position"]) == ("Ximena Aldana Ocaranza", "Profesora")
    # "Degree in Geography": a degree no vocabulary knows, kept as the CV words it
    assert [[e["degree"], e["degree_title"], e["institution"]] for e in person["education"]] == [
        ["phd", "Ph.D in Physical Geography", "Universidad de Montenegral"],
        ["other", "Degree in Geography", "Universidad de Montenegral"],
    ]
    # a town ending like a month ("Valdelomar") keeps its name when the dates go
    assert person["experience"][0]["organization"] == "Universidad de Valdelomar, Valdelomar"
    assert [(title, authors, year) for title, authors, _, year, _ in _papers(pubs)] == [
        ("Barras de grava. Una mirada desde el dron", ["X. Aldana-Ocaranza"], 2023),
        ("Meandros abandonados en el siglo XX", ["X. Aldana-Ocaranza"], 2023),
        ("Seed dispersal along ephemeral channels in a dry tropical forest", ["X. Aldana-Ocaranza", "M. van-der-Veldt"], 2022),
        ("Gravel bar mapping from low-cost drones", ["B. Quintal-Reyes", "X. Aldana-Ocaranza", "S. de-la-Torre"], 2021),
    ]  # fmt: skip
    assert not any("ref-" in pub["title"] for pub in pubs)  # the anchors are no part of an entry


def test_a_lattes_page_copied_as_text_reads_like_its_export(db):
    person, pubs = _imported("lattes_pagina_copiada_pt.txt")
    assert (person["name"], person["position"]) == ("Rosângela Peixoto Albuquerque", "Professora Associada")
    assert [[e["degree"], e["institution"], e["end_year"]] for e in person["education"]] == [
        ["phd", "Universidade Estadual de Rio Claro Novo", 2012],
        ["master", "Universidade Federal de Serra Alta", 2008],
        ["bachelor", "Universidade Federal de Serra Alta", 2006],
    ]
    # the post under its unnumbered institution; "Vínculo institucional" is no organisation
    assert [[x["title"], x["start_year"], x["end_year"]] for x in person["experience"]] == [
        ["Professora Associada", 2013, None]
    ]
    # the abstract in a congress's book and the talk are no papers, as in the export and the XML
    assert [(title, authors, venue, year) for title, authors, venue, year, _ in _papers(pubs)] == [
        (
            "Níquel em argilas pilarizadas para hidrogenação seletiva",
            ["R. P. Albuquerque", "T. S. Moura", "A. M. Falcão"],
            "Química Nova Serena",
            2022,
        ),
        (
            "Clay-supported nickel catalysts for furfural hydrogenation",
            ["L. C. Dias", "R. P. Albuquerque"],
            "Applied Pebble Catalysis",
            2021,
        ),
        (
            "Síntese verde de catalisadores",
            ["T. S. Moura", "R. P. Albuquerque"],
            "44ª Reunião Anual da Sociedade de Química",
            2021,
        ),
        (
            "Argilas ácidas e desidratação de glicerol",
            ["R. P. Albuquerque", "A. M. Falcão"],
            "Revista Mineira de Química",
            2014,
        ),
    ]


# --- the citation forms on their own ---------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        # the row's date printed again after the entry; the meeting by its acronym
        (
            "Lind, Peter und Ruiz, Ana: *Pebble Sorting in Linear Time*, ICALP 2019 (2019)",
            ("Pebble Sorting in Linear Time", ["Peter Lind", "Ana Ruiz"], "ICALP 2019", "conference"),
        ),
        # a town is no meeting: the monograph stays a book
        (
            "Lind, Peter: *Kieselhandel im Spätmittelalter*, Berlin 2003",
            ("Kieselhandel im Spätmittelalter", ["Peter Lind"], None, "book"),
        ),
        # APA 7 and CSL cut a long list with "…," on each side of the owner
        (
            "Quill, M., Lind, P., …, **Ruiz, A.**, …, & Okafor, C. (2022). Gravel beds as nurseries. *Oikos*, "
            "*131*(2), 1–9.",
            ("Gravel beds as nurseries", ["M. Quill", "P. Lind", "A. Ruiz", "C. Okafor"], "Oikos 2022", "journal"),
        ),
        # a title ending in a one-letter word before the journal in italics
        (
            "Ruiz, A., & Lind, P. (2021). Pebblr: Simulating gravel transport in R. *Earth Surface Dynamics*, *9*, "
            "1–12.",
            ("Pebblr: Simulating gravel transport in R", ["A. Ruiz", "P. Lind"], "Earth Surface Dynamics 2021", "journal"),
        ),
        # the pages' "pp." ends no sentence; proceedings of a meeting are no journal
        (
            "A. Ruiz, P. Lind. Gravel in motion. In Proceedings of the Nordic Symposium on Surface Science, 2020, "
            "pp. 55–60.",
            ("Gravel in motion", ["A. Ruiz", "P. Lind"], "Proceedings of the Nordic Symposium on Surface Science, 2020", "conference"),
        ),
    ],
)  # fmt: skip
def test_national_citation_forms(printed, expected):
    publications, warnings = parse_publications(printed)
    assert len(publications) == 1, warnings
    pub = publications[0]
    assert (pub.title, [a.name for a in pub.authors], pub.venue_text, pub.kind) == expected


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Articles dans des revues internationales avec comité de lecture", "publications"),
        ("Actes de conférences internationales", "publications"),  # proceedings, not talks
        ("Communications dans un congrès", "publications"),  # HAL's papers given at a congress
        ("Communications sans actes", "talks"),
        ("Pubblicazioni su riviste con revisione tra pari", "publications"),
        ("Production scientifique", "publications"),
        ("Wissenschaftlicher Werdegang", "experience"),  # read row by row: its studies are degrees
        # the reviewing done for journals is a service, whatever words of papers it holds
        ("Relecteur pour des revues avec comité de lecture", "service"),
        ("Revisora de artigos", "service"),
        ("Invited Reviewer", None),  # a line of a service list, not a heading
        ("Referees", "people"),  # an economist's referees, with their addresses
        ("Works", "publications"),
        ("Employments", "experience"),
    ],
)
def test_headings_of_the_national_forms(heading, kind):
    assert classify_heading(heading) == kind
