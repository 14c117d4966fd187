"""Publications set over several paragraphs each (a bold title, then its authors, then its venue), as Word
documents and site builders write them: one entry each, on a web page and in a Word file (fictional)."""

import pypandoc

from importer.parsers.documents import read_document

PAGE = """<html><head><title>Marisol Quintana</title></head><body><main>
<h1>Marisol Quintana</h1>
<p>Associate Professor of Hydrology, Universidad de Valderrama.</p>
<h2>Publications</h2>
<p><strong>Peat Subsidence Under Seasonal Drought in Upland Mires</strong></p>
<p>Marisol Quintana, Tobias Lindqvist, Aiko Hayashi</p>
<p>Journal of Hydrology, 2023</p>
<p><strong>Groundwater Recharge Beneath Terraced Hillslopes</strong></p>
<p>Dmitri Oyelaran, Marisol Quintana<br>Water Resources Research, 2021</p>
<p><strong>A Field Guide to Karst Springs of the Southern Ranges</strong></p>
<p>Marisol Quintana</p>
<p>Hydrological Processes (2019)</p>
<p><a href="https://example.org/karst.pdf">PDF</a></p>
</main></body></html>"""

# The bold lines below are no titles: a year group's heading and a section's, over one-paragraph entries.
ONE_PARAGRAPH_EACH = """<html><body><main><h1>Iker Zabala</h1><h2>Publications</h2>
<p><strong>2022</strong></p>
<p>Iker Zabala, Noa Ferreira. Sediment pulses after wildfire in steep catchments. Geomorphology, 2022.</p>
<p>Noa Ferreira, Iker Zabala. Braided channels at the glacier snout. Earth Surface Processes, 2022.</p>
<p><strong>Book chapters</strong></p>
<p>Iker Zabala. Rivers of the northern coast. In: Coastal Rivers (eds. A. Mora). Springer, 2020.</p>
</main></body></html>"""

TITLES = {
    "Peat Subsidence Under Seasonal Drought in Upland Mires",
    "Groundwater Recharge Beneath Terraced Hillslopes",
    "A Field Guide to Karst Springs of the Southern Ranges",
}


def _check(publications):
    by_title = {p.title: p for p in publications}
    assert set(by_title) == TITLES
    peat = by_title["Peat Subsidence Under Seasonal Drought in Upland Mires"]
    assert [a.name for a in peat.authors] == ["Marisol Quintana", "Tobias Lindqvist", "Aiko Hayashi"]
    assert peat.year == 2023 and peat.venue_text.startswith("Journal of Hydrology")
    recharge = by_title["Groundwater Recharge Beneath Terraced Hillslopes"]
    assert [a.name for a in recharge.authors] == ["Dmitri Oyelaran", "Marisol Quintana"]
    assert recharge.year == 2021 and "Water Resources Research" in recharge.venue_text
    guide = by_title["A Field Guide to Karst Springs of the Southern Ranges"]
    assert guide.year == 2019 and [a.name for a in guide.authors] == ["Marisol Quintana"]


def test_a_web_page_entry_over_three_paragraphs_is_one_publication():
    document = read_document("quintana.html", PAGE.encode())
    assert document.profile.name == "Marisol Quintana"
    _check(document.publications)


def test_a_word_document_entry_over_three_paragraphs_is_one_publication(tmp_path):
    path = tmp_path / "quintana.docx"
    pypandoc.convert_text(PAGE, "docx", format="html", outputfile=str(path))
    _check(read_document("quintana.docx", path.read_bytes()).publications)


def test_bold_year_and_section_lines_over_one_paragraph_entries_take_none_of_them():
    publications = read_document("zabala.html", ONE_PARAGRAPH_EACH.encode()).publications
    assert sorted(p.title for p in publications) == [
        "Braided channels at the glacier snout",
        "Rivers of the northern coast",
        "Sediment pulses after wildfire in steep catchments",
    ]
