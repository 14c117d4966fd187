"""Acceptance: one lab's documents in the styles members really use, imported together.

tests/importer/fixtures/realistic/harbor is the Harbor Systems Lab (fictional): a faculty
member's academicpages page with a students list, "see Google Scholar" and talks; students'
academicpages, al-folio (+ papers.bib) and AcadHomepage pages; a Jekyll _data/publications.yml;
an al-folio cv.yml; a JSON Resume; a Hugo Blox author page; a Word CV as text (tabs, CRLF,
"Last, First" authors) and a markdown CV with HTML comments. The assertions are what a lab
admin reads on the site after the import.
"""

from pathlib import Path

import pytest

from importer.exchange import export_site
from importer.services import import_documents

REALISTIC = Path(__file__).parent / "fixtures" / "realistic"
HARBOR = REALISTIC / "harbor"
QUARRY = REALISTIC / "quarry"


_EXPORTS: dict = {}


def _imported(folder):
    """The export after importing a whole folder into an empty site (imported once per run)."""
    if folder not in _EXPORTS:
        report = import_documents([folder])
        _EXPORTS[folder] = {**export_site(), "report": report.summary(), "failed": report.failed}
    return _EXPORTS[folder]


@pytest.fixture
def harbor(db):
    return _imported(HARBOR)


@pytest.fixture
def quarry(db):
    """A database group: academicpages _publications/*.md, a Hugo Blox publication page, a CV
    copied from a browser (• bullets, [C1]/[J1], a legend), a homepage with year headings."""
    return _imported(QUARRY)


def person(site, slug):
    return next(p for p in site["people"] if p["slug"] == slug)


def paper(site, title_start):
    found = [p for p in site["publications"] if p["title"].startswith(title_start)]
    assert len(found) == 1, [p["title"] for p in site["publications"]]
    return found[0]


def authors(pub):
    return [(a["name"], a["member"]) for a in pub["authors"]]


def test_every_document_imports_and_only_members_become_people(harbor):
    assert not harbor["failed"], harbor["report"]
    # The faculty page lists five students; they are people only through their own documents,
    # and co-authors (Helen Ward, Mei Tanaka, ...) never become people.
    assert sorted(p["slug"] for p in harbor["people"]) == [
        "daniel-reyes",
        "ingrid-solberg",
        "kwame-asante",
        "lucia-fernandez",
        "priya-natarajan",
        "tomasz-wierzbicki",
        "wenjun-liu",
        "yan-chen",
        "yue-chen",
    ]


def test_faculty_page_gives_position_not_a_students_role_and_no_publications(harbor):
    reyes = person(harbor, "daniel-reyes")
    assert (reyes["role"], reyes["position"], reyes["affiliation"]) == (
        "pi",
        "Assistant Professor",
        "Eastbrook University",
    )
    assert reyes["email"] == "dreyes@eastbrook.edu"
    assert [(x["organization"], x["title"]) for x in reyes["experience"]] == [
        ("Westlake Institute of Technology", "Postdoctoral Researcher")
    ]  # "Before joining ... I was a postdoc at"
    assert [(e["institution"], e["degree"], e["end_year"]) for e in reyes["education"]] == [
        ("Northgate University", "phd", 2019)
    ]
    assert reyes["research_interests"] == ["operating systems", "disaggregated memory", "systems for machine learning"]
    assert [(t["course"], t["role"]) for t in reyes["teaching"]] == [
        ("CS 4410: Operating Systems", "Instructor"),
        ("CS 7820: Advanced Topics in Distributed Systems", "Instructor"),
    ]
    # "See my Google Scholar", talks and projects are not papers.
    titles = {p["title"] for p in harbor["publications"]}
    assert not any("Disaggregated Memory Is Not Free" in t or "Google Scholar" in t for t in titles)
    assert not any(p["sources"] == ["reyes_about.md"] for p in harbor["publications"])


def test_preprint_and_its_published_version_are_one_paper_with_the_conference_venue(harbor):
    sparrow = paper(harbor, "Sparrow: Speculative")
    assert (sparrow["venue"]["acronym"], sparrow["year"], sparrow["kind"], sparrow["status"]) == (
        "OSDI",
        2024,
        "conference",
        "published",
    )
    assert sparrow["arxiv"] == "2407.01234"
    assert authors(sparrow) == [
        ("Yue Chen", "yue-chen"),
        ("Kwame Asante", "kwame-asante"),
        ("Daniel Reyes", "daniel-reyes"),
    ]
    assert len(sparrow["sources"]) == 5


def test_papers_sharing_a_long_title_ending_stay_apart_and_an_ambiguous_initial_is_not_linked(harbor):
    tessera = paper(harbor, "Tessera:")
    kestrel = paper(harbor, "Kestrel:")
    assert (tessera["venue"]["acronym"], tessera["year"], tessera["status"]) == ("OSDI", 2025, "published")
    assert [a["equal_contribution"] for a in tessera["authors"]] == [True, True, False, False]
    assert authors(tessera)[2] == ("Y. Chen", None)  # Yue Chen or Yan Chen: linked to neither
    assert "Y. Chen" in harbor["report"]
    assert (kestrel["venue"]["acronym"], kestrel["status"]) == ("SOSP", "submitted")


def test_word_cv_with_tabs_crlf_and_last_first_authors(harbor):
    kwame = person(harbor, "kwame-asante")
    assert [(e["institution"], e["degree_title"], e["start_year"], e["end_year"]) for e in kwame["education"]] == [
        ("Eastbrook University", "Ph.D. in Computer Science", 2020, None),
        ("University of Ghana", "B.Sc. in Computer Science", 2015, 2019),
    ]
    assert [(x["organization"], x["title"], x["start_year"], x["end_year"]) for x in kwame["experience"]] == [
        ("Harbor Systems Lab, Eastbrook University", "Graduate Research Assistant", 2020, None),
        ("Google", "Software Engineering Intern", 2022, 2022),
    ]
    pelican = paper(harbor, "Pelican:")
    assert authors(pelican) == [("Kwame Asante", "kwame-asante"), ("Priya Natarajan", "priya-natarajan")]
    assert (pelican["venue"]["acronym"], pelican["year"], pelican["status"]) == ("NSDI", 2026, "published")


def test_markdown_cv_with_italic_titles_and_a_visiting_student(harbor):
    lucia = person(harbor, "lucia-fernandez")
    assert (lucia["role"], lucia["position"], lucia["affiliation"]) == (
        "visitor",
        "Visiting Ph.D. Student",
        "Eastbrook University",
    )
    assert [e["institution"] for e in lucia["education"]] == [
        "Universidad Politécnica de Madrid",
        "Universidad de Sevilla",
    ]
    submitted = paper(harbor, "Sparrow-2:")
    assert submitted["title"] == "Sparrow-2: Hardware-Assisted Prefetching for CXL Memory Pools"
    assert (submitted["venue"]["acronym"], submitted["year"], submitted["status"]) == ("EuroSys", 2026, "submitted")
    tiering = paper(harbor, "Cost-Aware Tiering")
    assert tiering["title"] == "Cost-Aware Tiering for Cloud Object Stores"
    assert (tiering["venue"]["acronym"], tiering["year"], tiering["kind"]) == ("TCC", 2024, "journal")
    assert not any("Old workshop paper" in p["title"] for p in harbor["publications"])  # commented out


def test_acadhomepage_paper_boxes_badges_and_dates(harbor):
    liu = person(harbor, "wenjun-liu")
    assert liu["alt_names"] == ["刘文俊"]
    assert liu["email"] == "wenjun.liu@eastbrook.example.edu"
    assert liu["advisors"] == ["Daniel Reyes"]
    assert [(e["degree"], e["institution"], e["start_year"], e["end_year"]) for e in liu["education"]] == [
        ("phd", "Eastbrook University", 2022, None),
        ("bachelor", "Fudan University", 2018, 2022),
    ]
    assert [(a["title"], a["year"]) for a in liu["awards"]] == [
        ("Eastbrook Presidential Fellowship", 2024),
        ("Outstanding Graduate of Fudan University", 2022),
    ]
    assert [(x["organization"], x["start_year"]) for x in liu["experience"]] == [("NVIDIA Research", 2023)]
    assert [link["label"] for link in liu["links"]] == ["Google Scholar"]  # no badge images or Liquid URLs
    hands = paper(harbor, "Occlusion-Robust")
    assert (hands["venue"]["acronym"], hands["year"], hands["kind"]) == ("CVPR", 2025, "conference")
    moe = paper(harbor, "Calibrated Uncertainty")
    assert (moe["venue"]["acronym"], moe["year"]) == ("NeurIPS", 2024)
    assert [a["equal_contribution"] for a in moe["authors"]] == [True, True, False]


def test_structured_cvs_and_publication_list_with_leading_comments(harbor):
    priya = person(harbor, "priya-natarajan")  # al-folio cv.yml
    assert (priya["role"], priya["position"], priya["affiliation"]) == (
        "postdoc",
        "Postdoctoral Researcher",
        "Eastbrook University",
    )
    assert priya["advisors"] == ["George Amdahl"]
    assert priya["education"][0]["field"] == "Electrical and Computer Engineering"
    assert [(s["role"], s["venue"], s["year"]) for s in priya["service"]] == [
        ("Program Committee", "USENIX FAST", 2025),
        ("Reviewer", "IEEE TPDS", None),
    ]
    driftwood = paper(harbor, "Driftwood:")  # only in _data/publications.yml
    assert (driftwood["venue"]["acronym"], driftwood["doi"]) == ("TOS", "10.1145/3599999.3600001")
    assert authors(driftwood) == [("Priya Natarajan", "priya-natarajan"), ("Daniel Reyes", "daniel-reyes")]
    ingrid = person(harbor, "ingrid-solberg")  # Hugo Blox, commented-out social lines
    assert (ingrid["role"], ingrid["email"]) == ("master", "ingrid.solberg@eastbrook.example.edu")
    assert [link["url"] for link in ingrid["links"]] == ["https://github.com/isolberg"]
    tomasz = person(harbor, "tomasz-wierzbicki")  # JSON Resume
    assert (tomasz["role"], tomasz["affiliation"]) == ("staff", "Eastbrook University")


def test_one_paper_per_page_files_become_publications_not_people(quarry):
    assert not quarry["failed"], quarry["report"]
    assert sorted(p["slug"] for p in quarry["people"]) == ["chidi-okafor", "lena-brandt", "mingyu-zhang"]
    lumen = paper(quarry, "Lumen:")  # academicpages page + Hugo Blox page + the CV: one record
    assert (lumen["venue"]["acronym"], lumen["year"], lumen["kind"]) == ("NeurIPS", 2024, "conference")
    assert authors(lumen) == [("Mingyu Zhang", "mingyu-zhang"), ("Chidi Okafor", "chidi-okafor")]
    assert {(link["label"], link["url"]) for link in lumen["links"]} == {
        ("PDF", "https://proceedings.example.cc/lumen.pdf"),
        ("Code", "https://github.com/quarry-group/lumen"),
    }
    tidepool = paper(quarry, "Tidepool:")  # category "manuscripts" is academicpages' journal articles
    assert (tidepool["venue"]["acronym"], tidepool["year"], tidepool["kind"]) == ("VLDB", 2023, "journal")
    assert len(quarry["publications"]) == 5


def test_a_legend_stated_once_holds_for_every_subsection(quarry):
    lumen = paper(quarry, "Lumen:")  # "Chidi Okafor*" with "* corresponding author" above "Conference Papers"
    assert [a["equal_contribution"] for a in lumen["authors"]] == [False, False]
    prism = paper(quarry, "Prism:")
    assert [a["equal_contribution"] for a in prism["authors"]] == [True, True, False]
    assert (prism["venue"]["acronym"], prism["year"], prism["status"]) == ("ICML", 2025, "published")


def test_browser_cv_and_third_person_homepage(quarry):
    mingyu = person(quarry, "mingyu-zhang")
    assert mingyu["research_interests"] == ["Query optimization", "learned database components", "streaming systems"]
    assert [(x["organization"], x["title"], x["start_year"]) for x in mingyu["experience"]] == [
        ("Databricks", "Research Intern", 2023),
        ("Tencent, Shenzhen", "Software Engineer Intern", 2020),
    ]
    assert [a["title"] for a in mingyu["awards"]] == [
        "SIGMOD Student Travel Award",
        "Lakeshore CS Departmental Fellowship",
    ]
    assert [(t["course"], t["role"]) for t in mingyu["teaching"]] == [("CS 445 Database Systems", "Head TA")]
    lena = person(quarry, "lena-brandt")  # "Lena Brandt is a second-year PhD student ..."
    assert (lena["role"], lena["affiliation"], lena["advisors"]) == ("phd", "Lakeshore University", ["Chidi Okafor"])
    assert lena["email"] == "lena.brandt@lakeshore.example.edu"
    ferry = paper(quarry, "Ferry:")  # arXiv on the homepage, "In submission." in the CV
    assert (ferry["kind"], ferry["arxiv"], ferry["year"]) == ("preprint", "2503.11223", 2025)
    assert [a["member"] for a in ferry["authors"]] == ["lena-brandt", "mingyu-zhang", "chidi-okafor"]


def test_cv_text_from_a_pdf_with_wrapped_hyphenated_entries_merges_with_the_other_versions(quarry):
    okafor = person(quarry, "chidi-okafor")
    assert (okafor["role"], okafor["position"], okafor["affiliation"]) == (
        "pi",  # a professor's own CV: they run their group,
        "Associate Professor",
        "Lakeshore University",
    )
    assert [(e["institution"], e["end_year"]) for e in okafor["education"]] == [
        ("University of Toronto", 2012),
        ("University of Lagos", 2007),
    ]
    assert [a["title"] for a in okafor["awards"]] == ["NSF CAREER: Robust Learned Query Optimization"]
    # "Prism: Robust join ordering with / bounded regret." and "mainte- / nance" are one title each,
    # so they are the papers the other documents list, not new ones; the footer line is no paper.
    for start in ("Prism:", "Lumen:", "Tidepool:"):
        assert "okafor_cv_from_pdf.txt" in paper(quarry, start)["sources"]
    sampling = paper(quarry, "Adaptive sampling")
    assert sampling["title"] == "Adaptive sampling for approximate query processing"
    assert (sampling["venue"]["acronym"], sampling["year"], sampling["kind"]) == ("TODS", 2020, "journal")
    assert authors(sampling) == [("C. Okafor", "chidi-okafor"), ("R. Haddad", None)]
