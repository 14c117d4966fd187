"""Exports of reference managers and profiles as researchers outside computer science keep them (fictional
records in tests/importer/fixtures/reference_managers): EndNote XML, ORCID's record XML, Zotero's CSL-JSON
with its rich text, pandoc's CSL-YAML with Markdown titles, Web of Science's BibTeX and RIS converted from
a .bib. Each rule is one of the kind of file, shown on a file of that kind."""

import json
from pathlib import Path

import pytest

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.detect import detect_format
from importer.parsers.documents import read_document
from importer.parsers.export_fields import capitalised_name, dotted_initials

FIXTURES = Path(__file__).parent.parent / "fixtures" / "reference_managers"


def _read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


def _by_title(document):
    return {paper.title: paper for paper in document.publications}


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("endnote_library.xml", "endnote-xml"),
        ("orcid_record.xml", "orcid-xml"),
        ("zotero_items.json", "csl-json"),
        ("web_of_science.bib", "bibtex"),
        ("tex_quotes.ris", "ris"),
        ("ovid_embase.txt", "medline"),
    ],
)
def test_each_export_is_told_by_its_content(name, kind):
    assert detect_format((FIXTURES / name).read_text(encoding="utf-8")) == kind


def test_an_xml_file_of_another_kind_is_no_reference_export():
    assert detect_format('<?xml version="1.0"?>\n<records><record><title>T</title></record></records>\n') != (
        "endnote-xml"
    )


# --------------------------------------------------------------------------- EndNote XML


def test_endnote_xml_gives_each_record_with_its_authors_venue_year_and_doi():
    papers = _by_title(_read("endnote_library.xml"))
    article = papers["Meltwater pulses reshape diatom blooms in a high-Arctic fjord"]
    assert [a.name for a in article.authors] == ["Petra Lindqvist", "A. N. Okonkwo", "Tor K. Haraldsen"]
    assert (article.venue_text, article.year, article.kind, article.doi) == (
        "Limnology and Oceanography",
        2023,
        "journal",
        "10.5555/lno.2023.0042",
    )


def test_endnote_xml_book_section_is_a_chapter_in_its_book_and_an_edited_book_its_editors_work():
    papers = _by_title(_read("endnote_library.xml"))
    chapter = papers["Sea-ice algae through the polar night"]
    assert (chapter.kind, chapter.venue_text, chapter.year) == ("chapter", "Polar Microbial Ecology", 2021)
    book = papers["Fjords in a Warming Arctic"]
    assert book.kind == "book"
    assert [a.name for a in book.authors] == ["Petra Lindqvist", "Ole Brandt"]
    assert book.venue_text == "Cambridge University Press"


def test_endnote_xml_keeps_no_link_to_its_own_library_or_a_database_record():
    document = _read("endnote_library.xml")
    urls = [link.url for paper in document.publications for link in paper.links]
    assert not any("internal-pdf" in u or "file:" in u or "ISI" in u for u in urls)


def test_endnote_xml_record_without_a_title_is_left_out_with_a_warning_and_the_owner_is_inferred():
    document = _read("endnote_library.xml")
    assert len(document.publications) == 3
    assert any("record 4" in w and "missing title" in w for w in document.warnings)
    assert document.profile.name == "Petra Lindqvist" and document.profile.name_inferred


# --------------------------------------------------------------------------- ORCID XML


def test_orcid_record_xml_is_its_persons_works_named_without_degrees():
    document = _read("orcid_record.xml")
    assert document.profile.name == "Ifeoma Adebayo-Reyes"
    papers = _by_title(document)
    article = papers["Earthworm burrows steer nitrate leaching under maize"]
    assert (article.kind, article.venue_text, article.year, article.doi) == (
        "journal",
        "Soil Biology and Biochemistry",
        2024,
        "10.5555/soil.2024.118",
    )
    assert [a.name for a in article.authors] == ["Ifeoma Adebayo-Reyes"] and article.authors_truncated
    assert papers["Cover crops and the winter carbon budget of clay soils"].kind == "conference"


def test_orcid_record_xml_gives_the_persons_orcid_links_and_keywords():
    profile = _read("orcid_record.xml").profile
    assert [(link.label, link.url) for link in profile.links] == [
        ("ORCID", "https://orcid.org/0000-0002-1825-0097"),
        ("Lab", "https://soil-lab.example.org"),
    ]
    assert profile.research_interests == ["soil ecology", "nitrogen cycling"]


def test_orcid_json_names_its_person_as_the_xml_does():
    record = {
        "orcid-identifier": {"path": "0000-0003-0000-0001"},
        "person": {
            "name": {"given-names": {"value": "Ana"}, "family-name": {"value": "Ruiz"}, "credit-name": None},
            "researcher-urls": {"researcher-url": [{"url-name": "Lab", "url": {"value": "https://ruiz.example.org"}}]},
        },
        "activities-summary": {"works": {"group": []}},
    }
    document = read_document("orcid.json", json.dumps(record).encode())
    assert document.profile.name == "Ana Ruiz" and not document.publications  # no work: the person still comes
    assert any("no publication" in w for w in document.warnings)
    assert [link.url for link in document.profile.links] == [
        "https://orcid.org/0000-0003-0000-0001",
        "https://ruiz.example.org",
    ]


def test_orcid_record_xml_reads_one_version_of_a_work_and_leaves_out_data_sets_with_a_warning():
    document = _read("orcid_record.xml")
    assert len(document.publications) == 2
    assert "Earthworm burrows and nitrate leaching (manual entry)" not in _by_title(document)
    assert any("work 9003" in w and "data-set" in w for w in document.warnings)


def test_orcid_bulk_xml_reads_full_works_with_their_contributors():
    xml = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<bulk:bulk xmlns:bulk="http://www.orcid.org/ns/bulk" '
        'xmlns:work="http://www.orcid.org/ns/work" xmlns:common="http://www.orcid.org/ns/common">\n'
        '<work:work put-code="5"><work:title><common:title>Peat cores from two bogs</common:title></work:title>'
        "<work:journal-title>Quaternary Science Reviews</work:journal-title><work:type>journal-article</work:type>"
        "<common:publication-date><common:year>2018</common:year></common:publication-date>"
        "<work:contributors><work:contributor><work:credit-name>Saoirse Dunleavy</work:credit-name></work:contributor>"
        "<work:contributor><work:credit-name>Pavel Hrubý</work:credit-name></work:contributor></work:contributors>"
        "</work:work>\n</bulk:bulk>\n"
    )
    assert detect_format(xml) == "orcid-xml"
    (paper,) = read_document("works.xml", xml.encode(), person=None).publications
    assert [a.name for a in paper.authors] == ["Saoirse Dunleavy", "Pavel Hrubý"]
    assert (paper.venue_text, paper.year) == ("Quaternary Science Reviews", 2018)


# --------------------------------------------------------------------------- CSL-JSON and CSL-YAML


def test_csl_rich_text_is_left_out_of_titles_and_venues():
    papers = _by_title(_read("zotero_items.json"))
    assert set(papers) == {
        "Diet of the Lutra lutra otter along a pH gradient",
        "Trace metals in otter spraints: a ten-year record",
    }
    assert papers["Trace metals in otter spraints: a ten-year record"].venue_text == "Science of the Total Environment"


def test_csl_bare_initials_get_their_dots_and_particles_stay_with_the_family_name():
    papers = _by_title(_read("zotero_items.json"))
    names = [a.name for a in papers["Diet of the Lutra lutra otter along a pH gradient"].authors]
    assert names == ["Élise J. Moreau", "K. Tanaka", "Jan de Vries"]


def test_csl_links_to_a_reference_managers_own_places_are_left_out():
    papers = _by_title(_read("zotero_items.json"))
    assert papers["Diet of the Lutra lutra otter along a pH gradient"].links == []
    spraints = papers["Trace metals in otter spraints: a ten-year record"]
    assert [link.url for link in spraints.links] == ["http://otters.example.org/spraints-2020"]


def test_pandoc_csl_yaml_titles_lose_their_markdown_emphasis_and_papers_app_links():
    papers = _by_title(_read("pandoc_references.yaml"))
    assert set(papers) == {
        "Spore banks of Asplenium ferns survive two decades of drought",
        "Gametophytes of Vittaria in limestone caves",
    }
    assert all(not paper.links for paper in papers.values())
    assert [a.name for a in papers["Gametophytes of Vittaria in limestone caves"].authors] == ["Luz M. Sandoval"]


def test_an_asterisk_that_is_no_emphasis_stays():
    yaml = "references:\n- id: a\n  type: article-journal\n  title: 'Yields of 2*3 factorial plots'\n  issued:\n  - year: 2020\n"
    (paper,) = read_document("refs.yaml", yaml.encode(), person="x").publications
    assert paper.title == "Yields of 2*3 factorial plots"


# --------------------------------------------------------------------------- Ovid (Embase, MEDLINE)


def test_ovid_records_give_full_names_journal_year_and_doi():
    papers = _by_title(_read("ovid_embase.txt"))
    trial = papers["Inhaled saline and sputum clearance in children with bronchiectasis: a randomised crossover trial"]
    assert [a.name for a in trial.authors] == ["Maren Achterberg", "Chidi E. Nwosu", "Ingrid Halvorsen"]
    assert (trial.venue_text, trial.year, trial.kind, trial.doi) == (
        "Pediatric Pulmonology",
        2023,
        "journal",
        "10.5555/ppul.2023.1102",
    )
    assert trial.abstract.endswith("Result(s): Sputum weight rose by a third.")  # unindented lines go on


def test_an_ovid_conference_abstract_names_the_journal_its_source_opens_with():
    papers = _by_title(_read("ovid_embase.txt"))
    abstract = papers["Home spirometry by video call in rural clinics"]
    assert (abstract.kind, abstract.venue_text, abstract.year) == ("conference", "European Respiratory Journal", 2021)
    assert [a.name for a in abstract.authors] == ["M. Achterberg", "P. A. Ruiz-Tagle"]


@pytest.mark.parametrize(
    ("journal", "named"),
    [
        ("Freshwater biology", "Freshwater Biology"),
        ("The New England journal of medicine", "The New England Journal of Medicine"),
        ("Acta zoologica. Section B, Marine ecology", "Acta Zoologica. Section B, Marine Ecology"),
        ("eLife", "eLife"),
        ("BMC public health", "BMC Public Health"),
    ],
)
def test_a_pubmed_journal_in_sentence_case_is_named_in_title_case(journal, named):
    nbib = f"PMID- 99000001\nTI  - Snail counts in ponds.\nFAU - Ruiz, Ana\nJT  - {journal}\nDP  - 2020 Jan\n"
    (paper,) = read_document("pubmed.nbib", nbib.encode()).publications
    assert paper.venue_text == named


# --------------------------------------------------------------------------- BibTeX and RIS


def test_web_of_science_bibtex_journals_in_capitals_are_named_in_title_case():
    papers = _by_title(_read("web_of_science.bib"))
    nesting = papers["Nesting success of ground birds after prescribed burns in oak savanna"]
    assert nesting.venue_text == "Journal of Wildlife Management"
    assert [a.name for a in nesting.authors] == ["Rosa E. Quispe", "Harold J. Whitfield III", "Aiko Nakamura-Ortiz"]
    burn = papers["Burn scars seen from space: a [multi-year] survey"]
    assert (burn.venue_text, burn.doi) == ("PeerJ", "10.5555/peerj.9999")  # its ISO name, when unabbreviated


def test_a_journal_in_capitals_outside_web_of_science_is_kept_as_written():
    bib = "@article{k, title={Plankton counts}, author={Ruiz, Ana}, journal={ICES JOURNAL OF MARINE SCIENCE}, year={2019}}"
    (paper,) = parse_bibtex(bib, "x.bib").publications
    assert paper.venue_text == "ICES JOURNAL OF MARINE SCIENCE"


def test_tex_quotes_in_a_title_are_printed_quotes_and_a_database_record_is_no_link():
    (paper,) = _read("tex_quotes.ris").publications
    assert paper.title == "Editorial: \u201cFire and Birds\u201d revisited"
    assert paper.links == []


def test_a_scopus_record_page_is_no_link_of_the_paper():
    ris = (
        "TY  - JOUR\nTI  - Lichen cover on basalt\nT2  - Lichenologist\nPY  - 2020\nAU  - Ruiz, A.\n"
        "UR  - https://www.scopus.com/inward/record.uri?eid=2-s2.0-0000000001&partnerID=40\nDB  - Scopus\nER  - \n\n"
        "TY  - JOUR\nTI  - Lichen cover on granite\nT2  - Lichenologist\nPY  - 2021\nAU  - Ruiz, A.\n"
        "UR  - https://lichens.example.org/granite\nER  - \n"
    )
    papers = _by_title(read_document("scopus.ris", ris.encode()))
    assert papers["Lichen cover on basalt"].links == []
    assert [link.url for link in papers["Lichen cover on granite"].links] == ["https://lichens.example.org/granite"]


@pytest.mark.parametrize(
    ("url", "links"),
    [
        ("file:///Users/ana/Zotero/storage/AB12/plankton.pdf", []),
        ("zotero://select/items/0_X", []),
        ("papers2://publication/doi/10.1/x http://plankton.example.org/p1", ["http://plankton.example.org/p1"]),
        ("doi:10.5555/ices.2019.1", ["https://doi.org/10.5555/ices.2019.1"]),
        ("https://plankton.example.org/p2", ["https://plankton.example.org/p2"]),
    ],
)
def test_a_bibtex_url_is_a_link_only_when_a_visitor_can_open_it(url, links):
    bib = f"@article{{k, title={{Plankton counts}}, author={{Ruiz, Ana}}, journal={{Oceans}}, year={{2019}}, url={{{url}}}}}"
    (paper,) = parse_bibtex(bib, "x.bib").publications
    assert [link.url for link in paper.links] == links


def test_capitalised_name_keeps_acronyms_and_small_words():
    assert capitalised_name("JOURNAL OF THE ACS PART II") == "Journal of the ACS Part II"
    assert capitalised_name("Already in Case") == "Already in Case"
    assert capitalised_name("PLOS ONE", "PLoS One") == "PLoS One"


@pytest.mark.parametrize(
    ("given", "dotted"),
    [("PJ", "P. J."), ("P.J.", "P. J."), ("Petra J", "Petra J."), ("K.-J.", "K.-J."), ("Cheng-Wei", "Cheng-Wei")],
)
def test_dotted_initials(given, dotted):
    assert dotted_initials(given) == dotted
