"""Whole site folders of labs outside computer science, built on no big template, as labs really leave them.

A Jekyll team page gives each member a heading with their lines under it (a list of degrees, a bold
"Research Interest:" line), and a research page gives each paper as a heading holding its whole citation,
with tag clouds, badges and videos under it. A Hugo lab keeps its members' and papers' fields under the
page's `[params]`, its former members in content/alumni/ and its news in content/lab-news/. A Quarto lab
files its member pages by group (people/pi/, people/alumni/) with `started`/`ended`/`next`. A lab keeps its
alumni in a CSV (`person,position,year`) and its papers as PubMed's older CSV export (a `Year` column).
A Hugo data roster says "Post-doctoral scientist" and gives each alumnus a one-line blurb of their work.

The fixtures under fixtures/sites/ are small fictional sites in these real layouts.
"""

import datetime

from content.models import News
from importer.parsers.citations import parse_citation
from importer.parsers.html_roster import _name_of
from importer.parsers.site_paper_headings import citation_headings
from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import SITES, authors, skipped, warnings


def _people():
    return {p.name: p for p in Person.objects.all()}


def test_a_jekyll_team_page_keeps_each_members_lines_with_them(db):
    report = import_documents([SITES / "jekyll-fluids-team"])

    assert not report.failed
    people = _people()
    # "- **M.Sc.** Chem. Eng., ...", "**Research Interest:** ...", "[Personal Website](...)": lines of a member
    assert set(people) == {"Maren Oyelaran", "Tobiah Kessling", "Priya Halvorsen", "Ilse Marchetti"}
    assert {name: p.role for name, p in people.items()} == {
        "Maren Oyelaran": "pi",
        "Tobiah Kessling": "phd",
        "Priya Halvorsen": "master",
        "Ilse Marchetti": "collaborator",  # "F.R.S." after the name is an honour, not part of it
    }
    assert people["Tobiah Kessling"].affiliation == "University of Northmoor"


def test_a_research_page_of_citation_headings_gives_each_paper_with_its_members(db):
    report = import_documents([SITES / "jekyll-fluids-team"])

    assert not report.failed
    assert set(Publication.objects.values_list("title", flat=True)) == {
        "Draining foams under a moving lid",
        "Holes in draining liquid films",
        "Sliding drops on soft solids",
    }
    assert authors("Holes in draining liquid films") == [
        ("T. Kessling", "tobiah-kessling"),
        ("I. Marchetti", "ilse-marchetti"),
        ("M. Oyelaran", "maren-oyelaran"),
    ]
    holes = Publication.objects.get(title="Holes in draining liquid films")
    assert (holes.year, holes.venue.name, holes.kind) == (2025, "Physical Review Fluids", "journal")
    # the tag cloud, the <video> written over several lines and the <iframe> are layout, no venue or paper
    assert not [w for w in warnings(report) if "Bubbles" in w or "poster" in w]


def test_citation_headings_become_items_and_section_headings_stay():
    page = "\n".join(
        [
            "## 2024",
            '<h3 id="4">[4] Lund, K., & <strong>Abara, T.</strong> Ripples on a falling sheet. Phys. Fluids (2024).</h3>',
            '<div class="tags"><span>Sheets</span></div>',
            "### Ito, B. A short one. Nature (2024).",
            "### Selected Talks and Invited Seminars of 2024",
        ]
    )

    lines = citation_headings(page).split("\n")

    assert lines[:4] == [
        "# Publications",  # no heading above the first paper names a section of papers: one is given
        "",
        "## 2024",
        "- Lund, K., & **Abara, T.** Ripples on a falling sheet. Phys. Fluids (2024).",
    ]
    assert "### Ito, B. A short one. Nature (2024)." in lines  # too few words for a citation: a heading
    assert "### Selected Talks and Invited Seminars of 2024" in lines  # no author in it: a heading
    assert not any("tags" in line for line in lines)


def test_a_page_that_names_its_papers_section_gets_no_second_one():
    page = "## Journal Articles\n\n### Lund, K., & Abara, T. Ripples on a falling sheet. Phys. Fluids (2024)."

    assert citation_headings(page).split("\n")[0] == "## Journal Articles"


def test_an_honour_after_a_name_with_stops_is_no_part_of_it():
    assert _name_of("Prof. Ilse Marchetti F.R.S.")[0] == "Ilse Marchetti"
    assert _name_of("Dr. Ana Ruiz, F.R.C.P.")[0] == "Ana Ruiz"


def test_a_year_between_the_names_and_a_linked_title_is_the_papers_year():
    paper = parse_citation(
        "Orla M. Kinsella, **Bea T. Armitage**, and Cyril D. Vance. 2021. "
        "[Frost heave on alpine meadows.](https://doi.org/10.9999/fh.2021) Arctic Field Notes 12(3):40-51."
    )

    assert paper.year == 2021
    assert [a.name for a in paper.authors] == ["Orla M. Kinsella", "Bea T. Armitage", "Cyril D. Vance"]
    assert paper.title == "Frost heave on alpine meadows"


def test_a_hugo_lab_with_page_params_reads_its_members_alumni_papers_and_news(db):
    report = import_documents([SITES / "hugo-params-lab"])

    assert not report.failed
    people = _people()
    assert {name: p.role for name, p in people.items()} == {
        "Rhona Delacroix-Finch": "pi",
        "Oskar Lindqvist-Mbeki": "phd",
        "Wenonah Achterberg": "alumni",  # content/alumni/: a member page with no text of its own, still a person
    }
    assert [link.url for link in people["Oskar Lindqvist-Mbeki"].links.all()] == [
        "https://github.com/oskar-lm-example"  # its `[linktree]`, the empty ones left out
    ]
    paper = Publication.objects.get()
    assert (paper.year, paper.venue.name, paper.kind) == (2024, "Clinical Epigenetics Letters", "journal")
    assert authors(paper.title) == [
        ("Ada Quennell", None),
        ("Oskar Lindqvist-Mbeki", "oskar-lindqvist-mbeki"),
        ("Tomasz Brennan", None),
        ("Rhona Delacroix-Finch", "rhona-delacroix-finch"),
    ]
    assert News.objects.get().title == "Spring retreat on the estuary"  # content/lab-news/
    assert "content/collaborators/collaborator1.md" in skipped(report, "hugo-params-lab")  # the theme's "Name1"


def test_a_quarto_lab_files_members_by_folder_with_their_dates_and_next_place(db):
    report = import_documents([SITES / "quarto-folders-lab"])

    assert not report.failed
    people = _people()
    pi = people["Halvard Sembene"]
    assert pi.role == "pi"  # people/pi/: an assistant professor who runs the lab
    assert pi.bio.startswith("Halvard Sembene is an Assistant Professor")  # no "## Bio" heading
    assert pi.joined == datetime.date(2021, 3, 1) and pi.left is None  # "Spring 2021" (site_dates), "ended: Current"
    alumnus = people["Caspian Rhee"]
    assert (alumnus.role, alumnus.now_at, alumnus.left) == (
        "alumni",
        "Northgate Engineering",
        datetime.date(2022, 12, 31),
    )
    assert alumnus.bio == ""  # the page's `about:` is its layout, not a text about him
    assert people["Ines Okwuosa"].role == "phd"


def test_a_lab_keeping_alumni_and_papers_in_csv_files(db):
    report = import_documents([SITES / "csv-lab"])

    assert not report.failed
    people = _people()
    assert set(people) == {"Rosalind Achebe-Voss", "Thaddeus Morrow", "Ingrid Halloway", "Mateus Oyarzun"}
    assert all(p.role == "alumni" for p in people.values())
    assert people["Rosalind Achebe-Voss"].joined == datetime.date(2018, 1, 1)
    # a column of first names alone names no one the site can show: said, not failed
    assert any("first names" in w for w in warnings(report))
    assert authors("Genome scans of drug-resistant parasites from three highland clinics") == [
        ("I. Halloway", "ingrid-halloway"),
        ("M. Oyarzun", "mateus-oyarzun"),
        ("P. K. Lindgren", None),
    ]
    assert Publication.objects.get(year=2022).venue.name  # PubMed's "Journal/Book" column


def test_a_hugo_data_roster_reads_post_doctoral_titles_and_blurbs_of_work(db):
    report = import_documents([SITES / "hugo-toml-roster"])

    assert not report.failed
    people = _people()
    assert people["Kofi Mensah-Lund"].role == "postdoc"  # "Post-doctoral", not "doctoral": no PhD student
    assert people["Arvid Holmgren"].role == "alumni"
    former = people["Liesbeth Voorhees"]
    assert former.role == "alumni" and former.now_at == ""  # the blurb says what she worked on, not where she went
    assert people["Noor Baptiste"].now_at == "Data analyst at Riverbend Analytics"


def test_a_jekyll_labs_paper_pages_with_a_printed_author_list_and_a_pub_date(db, tmp_path):
    from tests.importer.site_files import write

    root = write(
        tmp_path / "site",
        {
            "_config.yml": "title: Marrowfield Lab\ncollections:\n  members:\n    output: false\n",
            "_data/people.yml": "# The groups on the People page.\n- Principal investigator\n- Team\n",
            "_members/quill.md": "---\nname: Rowan Quill, PhD\ncategory: Principal investigator\nstatus: current\n"
            'position: Assistant Professor and lab head\nemail: "rquill [at] marrowfield.example.edu"\n---\n'
            "Rowan studies how neurons pay for their energy.\n",
            "_members/tamsin.md": "---\nname: Cara Tamsin\ncategory: Team\nstatus: alumni\nstartdate: 2024-04\n"
            "enddate: 2025-02\nposition: Research Assistant\n---\n",
            "_publications/2025_tamsin_lipids.md": '---\ntitle: "Lipid droplets in starving astrocytes"\n'
            'authors: "Tamsin C, Oduya P, **Quill R**"\njournal: "Glial Metabolism Reports"\n'
            'pub_date: "2025-03-14"\ndoi: "10.9999/gmr.2025.14"\n---\n',
        },
    )

    report = import_documents([root])

    assert not report.failed
    paper = Publication.objects.get()
    assert (paper.title, paper.year, paper.venue.name, paper.kind) == (
        "Lipid droplets in starving astrocytes",
        2025,
        "Glial Metabolism Reports",
        "journal",
    )
    assert authors(paper.title) == [("C. Tamsin", "cara-tamsin"), ("P. Oduya", None), ("R. Quill", "rowan-quill")]
    people = _people()
    assert people["Rowan Quill"].email == "rquill@marrowfield.example.edu"
    assert people["Cara Tamsin"].role == "alumni"


def test_a_team_page_of_group_headings_cards_and_the_heads_own_words(db):
    report = import_documents([SITES / "hugo-team-cards"])

    assert not report.failed
    people = _people()
    assert {name: p.role for name, p in people.items()} == {
        "Marit Okonjo-Velde": "pi",  # "## PI: Dr Marit Okonjo-Velde": the group and its member in one heading
        "Ansel Brandvold": "researcher",
        "Leontine Acheampong": "visitor",
        "Yusuf Kalnins": "phd",
        "Hester Quayle": "master",  # "MPhil by research student"
    }
    head = people["Marit Okonjo-Velde"]
    # both paragraphs under her heading are her bio; the invitation to join, in her voice too, is not
    assert head.bio.startswith("I am an epidemiologist") and "national public health agencies" in head.bio
    assert "glad to hear" not in head.bio
