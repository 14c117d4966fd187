"""Publication lists from outside computer science, as researchers print them on their pages.

tests/importer/fixtures/world_citations holds fictional lists: a historian's Chicago list (the first
author inverted, a romanised given name with a lower-case syllable after its hyphen, each quoted title
inside a link, the numbers printed "volume, year(issue): pages", "volume(issue), year" or as the
article's day of publication); a hydrologist's list under GB/T 7714 with journals named in Han
characters, proceedings after "[C]//" ending in a stop before the year, and one author whose initials
carry no stops; a clinician's Vancouver list in Spanish with a book printed as NLM prints one; a
sociologist's list whose entries are printed whole inside the link to the paper.
"""

from pathlib import Path

from importer.exchange import export_site

from .exported_papers import imported_papers

WORLD = Path(__file__).parent / "fixtures" / "world_citations"


def _papers(filename):
    return imported_papers(WORLD / filename, status=False)


def test_chicago_list_of_a_historian(db):
    papers = _papers("humanities_chicago.md")
    assert papers["Lanterns on the Salt Road: Itinerant Printers in the Late Ottoman Provinces"] == (
        ["Ilona Varga"],
        "Quarterly of Book History",
        2025,
        "journal",
    )
    # the link around the quoted title leaves no bracket among the names nor before the journal
    authors, venue, year, _ = papers["Marginalia as Archive: Reading Notes in Colonial School Primers"]
    assert authors == ["Hemi-rau Ngata", "Ilona Varga", "Piet Oosthuizen"]
    assert (venue, year) == ("Journal of Pedagogy and Print", 2025)
    # the day of publication is no part of the journal's name
    assert papers["The Quiet Colophon: Anonymity and Craft in Provincial Presses"][1:3] == (
        "Papers in Textual Scholarship",
        2025,
    )
    assert papers["Ink Recipes and Their Readers: A Study of Household Manuals, 1820-1870"][:3] == (
        ["Piet Oosthuizen", "Ilona Varga"],
        "Journal of Material Texts",
        2024,
    )


def test_gbt_list_with_journals_in_han_characters(db):
    papers = _papers("gbt_han_journals.md")
    # each journal named in Han characters is a venue of its own
    assert {title: venue for title, (_, venue, _, _) in papers.items()} == {
        "黄土高原梯田土壤水分的空间格局": "水土保持通报",
        "干旱区绿洲灌溉制度的优化模型": "灌溉排水学报",
        "流域尺度蒸散发的遥感估算方法综述": "地理科学进展",
        "Soil Moisture Memory in Terraced Loess Slopes": "International Symposium on Soil and Water Engineering",
        "An Irrigation Scheduling Model": "Journal of Arid Land Engineering",
    }
    assert papers["Soil Moisture Memory in Terraced Loess Slopes"] == (
        ["K. E. Brandvold", "G. Tessaro"],
        "International Symposium on Soil and Water Engineering",
        2020,
        "conference",
    )
    assert papers["An Irrigation Scheduling Model"] == (
        ["G. Tessaro"],
        "Journal of Arid Land Engineering",
        2017,
        "journal",
    )
    assert papers["干旱区绿洲灌溉制度的优化模型"][0] == ["顾晓岚", "周明轩"]


def test_vancouver_list_with_a_book(db):
    papers = _papers("medicine_vancouver.md")
    # NLM's book: the edition, the place and the publisher after the title, the year after a semicolon
    assert papers["Cuidados continuos en medicina interna: una guía práctica"] == (
        ["L. Berrocal Anaya"],
        "Ediciones Meseta",
        2018,
        "book",
    )
    assert papers["Rotation of strong analgesics in frail elderly patients: a cohort study"] == (
        ["P. K. Odoi", "L. Berrocal Anaya"],
        "J Frailty Care",
        2019,
        "journal",
    )
    # a group as the author of a book printed so
    assert papers["Guía breve de sedación paliativa en domicilio"] == (
        ["Meseta Palliative Care Alliance"],
        "Ediciones Meseta",
        2016,
        "book",
    )


def test_a_sociologists_entries_printed_whole_inside_their_links(db):
    papers = _papers("sociology_whole_links.md")
    assert papers["Neighbourhood ties and civic participation in mid-sized towns"] == (
        ["D. Whitcombe", "T. Oyelaran", "M. Brisk"],
        "Journal of Urban Sociology",
        2023,
        "journal",
    )
    assert papers["Volunteering after retirement"][:3] == (
        ["T. Oyelaran", "D. Whitcombe"],
        "Social Forces Review",
        2021,
    )
    assert papers["Trust in local institutions"][:3] == (["D. Whitcombe"], "Community Studies Quarterly", 2020)
    site = export_site()
    links = {p["title"]: (p["doi"], [link["url"] for link in p["links"]]) for p in site["publications"]}
    assert links["Neighbourhood ties and civic participation in mid-sized towns"][0] == "10.5555/jus.2023.041"
    assert "https://files.example.org/oyelaran-whitcombe-2021.pdf" in links["Volunteering after retirement"][1]
