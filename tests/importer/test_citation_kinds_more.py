"""More kinds of citation written as text, by researchers outside computer science.

tests/importer/fixtures/citation_kinds_more holds fictional pages: an ecologist's list where some papers are
only a linked title and others a whole entry inside one link that opens with the title; a cardiologist's
Vancouver list in Spanish (journals with a bracketed place, a journal abbreviated with stops, SPIE's
proceedings, health agencies named with their abbreviation, meeting papers with the meeting's year and
place); a hydrologist's GB/T 7714 list with reports ("[R]") and books ("[M]") printed with their place, a
report printing only its year, and names with the family name in capitals; an economist's working papers
whose series is printed inside the bold title; a physicist's titles with formulas in TeX.
"""

from pathlib import Path

from importer.exchange import export_site

from .exported_papers import imported_papers

KINDS = Path(__file__).parent / "fixtures" / "citation_kinds_more"


def _papers(filename):
    return imported_papers(KINDS / filename, status=False)


def test_linked_titles_alone_are_the_owners_papers(db):
    papers = _papers("ecologist_linked_titles.md")
    for title in (
        "Kelp forest recovery after urchin barrens in cold fjords",
        "Seasonal grazing pressure on subtidal algae",
        "Larval drift between fjord basins: a tracer study",
    ):
        assert papers[title] == (["Marta Eklund"], None, None, "other")
    site = {p["title"]: p for p in export_site()["publications"]}
    assert site["Kelp forest recovery after urchin barrens in cold fjords"]["doi"] == "10.5555/kfr.2022.11"
    larval = site["Larval drift between fjord basins: a tracer study"]
    assert [link["url"] for link in larval["links"]] == ["https://journals.example.org/ldf/2019/article-88"]
    # a link to a news story is no paper
    assert not any("Press coverage" in title for title in papers)
    assert len(papers) == 6


def test_whole_entries_inside_a_link_that_open_with_the_title(db):
    papers = _papers("ecologist_linked_titles.md")
    assert papers["Soil carbon pools under coastal meadows"] == (
        ["M. Eklund", "B. Chen"],
        "Journal of Shoreline Ecology",
        2021,
        "journal",
    )
    # the volume, the year in brackets and the pages: only the journal's name is its name
    assert papers["Drip irrigation and salinity in dune gardens"][:3] == (
        ["B. Chen", "M. Eklund", "T. Okafor"],
        "Coastal Horticulture Letters",
        2018,
    )
    assert papers["Eelgrass and sediment stability"][1:3] == ("Mar Ecol Prog Lett", 2017)


def test_vancouver_journals_agencies_and_meetings(db):
    papers = _papers("clinician_vancouver.md")
    # the bracketed place is part of an abbreviated journal's name
    assert papers["Hipertensión resistente en atención primaria: estudio transversal"][1:] == (
        "Med Clin (Barc)",
        2020,
        "journal",
    )
    assert papers["Baroreflex sensitivity in elderly cyclists"][1] == "J Physiol (Lond)"
    # a journal abbreviated with stops, and SPIE's proceedings: the abbreviations are the venue's, not the title's
    assert papers["Statins after valve surgery in older adults"][:3] == (
        ["A. Ferrer", "E. Soto Marín"],
        "The Journal of Clinical Investigation",
        2017,
    )
    assert papers["Optical coherence imaging of the carotid wall"][1:3] == ("Proceedings of SPIE", 2019)
    # an agency named with its abbreviation is the author; an "and" in its name parts no names
    assert papers["Guía de prevención cardiovascular en atención primaria"] == (
        ["Regional Health Observatory"],
        "RHO",
        2019,
        "book",
    )
    assert papers["Cardiac rehabilitation uptake in rural districts"][:3] == (
        ["Institute for Heart Research and Prevention"],
        "Heart Prev Rep",
        2016,
    )
    # a meeting's year and place after its name: the year is the paper's, the place no part of the name
    assert papers["Adherence to rehabilitation after infarction"] == (
        ["E. Soto Marín", "A. Ferrer"],
        "Annual Meeting of the Iberian Cardiac Rehabilitation Forum",
        2019,
        "conference",
    )
    assert papers["Heart rate recovery in amateur cyclists"][1:] == (
        "European Congress of Preventive Cardiology",
        2017,
        "conference",
    )


def test_gbt_reports_and_books_with_their_place(db):
    papers = _papers("hydrologist_gbt_reports.md")
    assert papers["城市河道生态修复技术评估报告"] == (["林雨桐", "赵海川"], "水利规划出版社", 2019, "other")
    assert papers["区域水资源承载力研究"] == (["林雨桐"], "河海书社", 2021, "book")
    assert papers["Assessment of Urban Stream Restoration in Northern Plains"] == (
        ["Y. Lin", "H. Zhao"],
        None,
        2018,
        "other",
    )
    assert papers["Groundwater Recharge Under Terraced Fields"] == (
        ["Y. Lin"],
        "Basin Futures Institute",
        2016,
        "other",
    )
    # "LIN Yutong": the family name in capitals, the given name spelled out
    assert papers["Flood Risk Zoning for Riverside Towns"] == (
        ["Yutong Lin", "Haichuan Zhao", "Mo Qian"],
        "Journal of Basin Hydrology",
        2017,
        "journal",
    )
    # family names in capitals and initials, a proceedings' place after its name: the name alone is the venue
    assert papers["Graph models for flood forecasting in terraced basins"] == (
        ["M. QIAN", "Y. LIN", "Q. YAN"],
        "3rd International Symposium on River Hydraulics",
        2020,
        "conference",
    )
    # a Chinese report's English translation, the names spelled out, "(in Chinese)" after the year
    assert papers["Summary report on the feasibility of terraced irrigation"][1:] == (
        "North Basin Research Institute",
        2015,
        "other",
    )


def test_working_paper_series_inside_the_bold_title(db):
    papers = _papers("economist_working_papers.md")
    assert papers["Credit Frictions and Rural Migration"] == (
        ["Tomás Heredia", "Ana Quiroga"],
        "Working Paper # 623",
        2021,
        "preprint",
    )
    assert papers["Remittances and School Enrollment"][1:3] == ("NBER Working Paper Series", 2022)
    assert papers["Harvest Shocks and Informal Lending"][1:3] == ("Pebble Institute Discussion Paper 12/2020", 2020)
    assert papers["Land Titles and Household Savings"][1:3] == ("Journal of Development Studies Review", 2019)


def test_formulas_in_titles_read_as_text(db):
    papers = _papers("physicist_math_titles.md")
    assert papers["Measurement of the top-pair cross section at √(s) = 13 TeV with the HALO detector"][1:3] == (
        "Physical Review D",
        2021,
    )
    assert "Search for heavy resonances decaying to τ+τ- pairs" in papers
    assert papers["Uptake of CO2 in cold lake sediments"][1:3] == ("J Limnol Lett", 2019)
    # dollars are prices, not a formula
    assert "How $5 transfers change $10 budgets in field labs" in papers


def test_abnt_books_places_left_unprinted_and_an_association(db):
    papers = _papers("agronomist_abnt.md")
    assert papers["Manejo de resíduos orgânicos em hortas urbanas"] == (
        ["Renata Vilela Prado", "Larissa Campelo"],
        "Revista de Agroecologia Urbana",
        2022,
        "journal",
    )
    # a book's imprint: the publisher, not the place, is the venue
    assert papers["Manual de adubação verde para o cerrado"] == (["R. V. Prado"], "Editora Chapada", 2019, "book")
    assert papers["Solos tropicais: uma introdução prática"][1:] == ("Editora Pebble", 2015, "book")
    # "[S.l.]": no place printed, no part of the journal's name
    assert papers["Compostagem em pequenas propriedades"][1:3] == ("Cadernos de Extensão Rural", 2018)
    # an association named with its abbreviation, the year in brackets after it
    assert papers["Boas práticas de irrigação no cerrado"][:3] == (
        ["Associação Regional de Agricultura do Cerrado"],
        "Cadernos de Extensão Rural",
        2017,
    )
