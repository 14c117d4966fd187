"""Structured exports, CV data files and rosters (fictional records): the shapes reference managers,
PubMed, ORCID, JSON Resume, Hugo Blox and lab spreadsheets really write."""

import json

import pytest

from importer.parsers.citations.social_sciences import _apa_names
from importer.parsers.detect import detect_format
from importer.parsers.documents import read_document
from importer.parsers.structured import parse_structured
from importer.parsers.structured.fields import _kind_of

CSL_ITEM = {
    "id": "q1",
    "type": "article-journal",
    "title": "Lichen crusts on basalt flows",
    "container-title": "Geobiology",
    "author": [{"family": "Varga-Ilunga", "given": "Odette"}, {"family": "Brenner", "given": "Tove"}],
    "issued": {"date-parts": [[2021, 3]]},
}


def _read(name: str, text: str):
    return read_document(name, text.encode())


# --------------------------------------------------------------------------- venue kinds


@pytest.mark.parametrize(
    "category, venue, kind",
    [
        ("", "Bulletin of Glaciology", "journal"),  # the venue's own word
        ("", "Halvorsen Moss Days", None),  # unknown, no telling word: no kind here, "other" when written
        ("manuscripts", "NBER Working Paper No. 12345", "preprint"),  # the table beats a template's category
        ("thesis", "University of Nowhere", "thesis"),
        ("", "Workshop on Tiny Robots", "workshop"),
    ],
)
def test_a_list_entry_kind_is_the_one_venue_rule(category, venue, kind):
    assert _kind_of(category, venue) == kind


# --------------------------------------------------------------------------- CSL shapes


@pytest.mark.parametrize(
    "data",
    [CSL_ITEM, {"items": [CSL_ITEM]}, [CSL_ITEM, {"id": "n", "type": "document", "note": "a reading note"}]],
    ids=["lone item", "items wrapper", "with a note"],
)
def test_csl_json_in_its_other_shapes_is_read(data):
    assert detect_format(json.dumps(data)) == "csl-json"
    document = _read("lib.json", json.dumps(data))
    [paper] = document.publications
    assert (paper.title, paper.year, paper.kind, paper.venue_text) == (
        "Lichen crusts on basalt flows",
        2021,
        "journal",
        "Geobiology",
    )
    assert [a.name for a in paper.authors] == ["Odette Varga-Ilunga", "Tove Brenner"]


def test_an_untitled_csl_item_is_skipped_with_a_warning():
    document = _read("lib.json", json.dumps([CSL_ITEM, {"id": "n", "type": "document", "note": "x"}]))
    assert any("item 2" in w and "no title" in w for w in document.warnings)


def test_pandoc_csl_yaml_reads_its_containers_and_years():
    text = (
        "references:\n- id: a\n  type: article-journal\n  author:\n  - family: Oyelaran\n    given: Bisi\n"
        "  title: Dune migration rates\n  container-title: Aeolian Research\n  issued:\n    - year: 2018\n"
        "- id: b\n  type: paper-conference\n  author:\n  - family: Oyelaran\n    given: Bisi\n"
        "  title: Sand flux sensors\n  container-title: Ocean Sciences Meeting\n  issued: 2016\n"
    )
    document = _read("refs.yaml", text)
    assert [(p.title, p.year, p.venue_text, p.kind) for p in document.publications] == [
        ("Dune migration rates", 2018, "Aeolian Research", "journal"),
        ("Sand flux sensors", 2016, "Ocean Sciences Meeting", "conference"),
    ]


def test_crossref_types_and_dates_are_read():
    item = {
        "type": "proceedings-article",
        "title": ["Sediment cores by drone"],
        "container-title": ["Proceedings of the Coastal Dynamics Conference"],
        "author": [{"family": "Ekwueme", "given": "Ada"}],
        "published-print": {"date-parts": [[2019, 6]]},
    }
    posted = {**item, "type": "posted-content", "title": "Drone cores 2", "published-print": None}
    posted["published-online"] = {"date-parts": [[2020]]}
    document = _read("crossref.json", json.dumps([item, posted]))
    assert [(p.kind, p.year) for p in document.publications] == [("conference", 2019), ("preprint", 2020)]


def test_a_json_resume_references_list_is_no_csl():
    resume = {"basics": {"name": "Ines Madu"}, "references": [{"name": "Dr. Ola Berg", "reference": "Great."}]}
    assert detect_format(json.dumps(resume)) != "csl-json"


# --------------------------------------------------------------------------- RIS and MEDLINE names


RIS = (
    "Provider: Example Library\nDatabase: Example Direct\nContent: text/plain\n\n"
    "TY  - JOUR\nAU  - Tamsin KJ\nAU  - Oduro, Kwesi\nTI  - Ice lens growth\nJO  - Permafrost Letters\nPY  - 2020\nER  - \n\n"
    "TY  - JOUR\nAU  - Tamsin, K.J.\nTI  - Frost heave sensors\nJO  - Cold Regions Journal\nPY  - 2022\nER  - \n"
)


def test_ris_after_a_provider_header_with_initials_names_is_one_owner():
    assert detect_format(RIS) == "ris"
    document = _read("export.ris", RIS)
    assert [[a.name for a in p.authors] for p in document.publications] == [
        ["K. J. Tamsin", "Kwesi Oduro"],
        ["K. J. Tamsin"],
    ]
    assert document.profile.name == "K. J. Tamsin"


MEDLINE = (
    "PMID- 11111111\nOWN - NLM\nDP  - 2022 Oct\nTI  - Tear film osmolarity in a long\n      winter.\n"
    "FAU - Halvard, Synnove K\nAU  - Halvard SK\nJT  - Journal of Cold Eyes\nAID - 10.9999/jce.2022.1 [doi]\n"
    "PT  - Journal Article\n\nPMID- 22222222\nDP  - 2021\nTI  - Blink rates at altitude.\n"
    "AU  - Halvard SK\nTA  - J Cold Eyes\nPT  - Journal Article\n"
)


def test_a_pubmed_medline_file_is_a_bibliography():
    assert detect_format(MEDLINE) == "medline"
    document = _read("pubmed.nbib", MEDLINE)
    assert [(p.title, p.year, p.venue_text, p.doi) for p in document.publications] == [
        ("Tear film osmolarity in a long winter", 2022, "Journal of Cold Eyes", "10.9999/jce.2022.1"),
        ("Blink rates at altitude", 2021, "J Cold Eyes", None),
    ]
    assert [[a.name for a in p.authors] for p in document.publications] == [["Synnove K. Halvard"], ["S. K. Halvard"]]


def test_an_orcid_csv_turns_names_round_and_owns_its_authorless_rows():
    text = (
        "title,type,publication_date,journal_title,doi,url,contributors\n"
        '"Kelp forest loss",journal-article,2022,Marine Notes,,,"Aalto-Reyes, Mikael; Dube, Sipho"\n'
        '"Urchin barrens",conference-paper,2021,Reef Meeting,,,"Mikael Aalto-Reyes and Sipho Dube"\n'
        '"Kelp thesis",dissertation-thesis,2019,,,,\n'
    )
    document = _read("works.csv", text)
    assert document.profile.name == "Mikael Aalto-Reyes"
    assert [[a.name for a in p.authors] for p in document.publications] == [
        ["Mikael Aalto-Reyes", "Sipho Dube"],
        ["Mikael Aalto-Reyes", "Sipho Dube"],
        ["Mikael Aalto-Reyes"],
    ]
    assert document.publications[2].authors_truncated


def test_orcid_json_enum_spelling_of_a_type():
    work = {"put-code": 7, "type": "JOURNAL_ARTICLE", "title": {"title": {"value": "Fjord silt"}}}
    work["journal-title"] = {"value": "Sedimentology Letters"}
    [paper] = _read("work.json", json.dumps(work)).publications
    assert paper.kind == "journal"


# --------------------------------------------------------------------------- APA names


@pytest.mark.parametrize(
    "authors, expected",
    [
        ("Kofi Amankwah-Lund, Birte Sørbø, Jana Holm", None),  # "Given Family" names, not APA
        ("Amankwah-Lund, K., Sørbø, B., & Holm, J.", "K. Amankwah-Lund, B. Sørbø, J. Holm"),
    ],
)
def test_apa_names_need_a_separator_between_names(authors, expected):
    assert _apa_names(authors) == expected


# --------------------------------------------------------------------------- CV data files and pages


def test_json_resume_papers_without_authors_are_the_owners_and_doi_links_are_dois():
    resume = {
        "basics": {"name": "Rosalind Okonkwo-Berg"},
        "publications": [
            {"name": "Krill swarms", "publisher": "Polar Biology Letters", "url": "https://doi.org/10.9999/pbl.12"}
        ],
    }
    [paper] = parse_structured("resume.json", json.dumps(resume)).publications
    assert [(a.name, a.highlighted) for a in paper.authors] == [("Rosalind Okonkwo-Berg", True)]
    assert paper.authors_truncated and paper.doi == "10.9999/pbl.12"


def test_a_hugo_type_token_that_is_a_status_is_the_status():
    page = (
        "---\ntitle: 'Glacier calving'\nauthors: [Ilse Brandvold]\npublication_types: ['under-review']\n"
        "publication: 'Journal of Glaciers'\ndate: '2024-01-01'\n---\n"
    )
    [paper] = parse_structured("index.md", page).publications
    assert paper.status == "submitted"


# --------------------------------------------------------------------------- rosters


def test_a_roster_csv_is_read_with_names_turned_round():
    text = (
        "name,role,email,start,end\n"
        '"Okonjo, Adaeze",PI,a.okonjo@example.org,2012,\n'
        '"Lindqvist, Pelle",MSc student,,2023,2024\n'
    )
    assert detect_format(text) == "structured"
    people = _read("members.csv", text).people
    assert [(p.name, p.role, p.email, p.joined and p.joined.year, p.left and p.left.year) for p in people] == [
        ("Adaeze Okonjo", "pi", "a.okonjo@example.org", 2012, None),
        ("Pelle Lindqvist", "alumni", None, 2023, 2024),
    ]


def test_a_semicolon_roster_csv_with_german_columns():
    text = "Name;Position;E-Mail;Since;Until;Now at\nDr. Wiebke Tannhaus;Postdoc;;2017;2020;Example Institute\n"
    [person] = _read("team.csv", text).people
    assert (person.name, person.position, person.now_at) == ("Wiebke Tannhaus", "Postdoc", "Example Institute")


def test_roster_names_as_objects_current_places_and_title_lines():
    roster = {
        "members": [
            {"name": {"first": "Sadia", "last": "Quenneville"}, "title": "Associate Professor", "group": "faculty"},
            {"name": "Bjorn Akande", "title": "Postdoc", "group": "alumni", "current": "Lecturer, Example College"},
            {"name": "Mele Tupou", "position": "MSc 2020, now PhD student at Example University"},
            {"name": "Ivo Castellano", "position": "M.Sc. student"},
        ]
    }
    people = parse_structured("people.json", json.dumps(roster)).people
    assert [p.name for p in people] == ["Sadia Quenneville", "Bjorn Akande", "Mele Tupou", "Ivo Castellano"]
    assert people[1].now_at == "Lecturer, Example College"
    assert (people[2].position, people[2].left.year, people[2].role) == ("MSc", 2020, "alumni")
    assert (people[3].position, people[3].bio) == ("M.Sc. student", "")
