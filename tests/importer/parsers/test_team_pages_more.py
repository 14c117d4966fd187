"""A lab's team page read as its roster: dates only from the lines that give them, a visitor's home in
brackets, and groups of bare names (undergraduates, volunteers, alumni) under their headings. All fictional."""

import datetime as dt

from importer.parsers.documents import read_document


def _people(name: str, text: str) -> dict:
    document = read_document(name, text.encode())
    assert document.format == "roster"
    return {person.name: person for person in document.people}


CARDS_PAGE = """# People

## Principal Investigator

**Dr. Marta Quillen**
Professor of Marine Ecology
She founded the group in 2012 and moved to Lyon in 2019 after a decade of fieldwork in the Baltic.

## PhD Students

- Tomas Vell (2021–present)
- Ilka Brandvold, PhD candidate, since 2022

## Visitors

- Dr. Pia Ostrander (Univ. of Eastbrook), spring 2024
- Prof. Kalle Rinta (Northfield Institute), 2023
- Lior Quenby (Halvard College), Summer 2022 – Fall 2023

## Alumni

- Jun Arbogast (PhD 2015–2020, now at Westmere University)
"""


def test_a_members_bio_keeps_its_years_and_gives_no_dates():
    marta = _people("people.md", CARDS_PAGE)["Marta Quillen"]

    assert (
        marta.bio
        == "She founded the group in 2012 and moved to Lyon in 2019 after a decade of fieldwork in the Baltic."
    )
    assert (marta.position, marta.joined, marta.left) == ("Professor of Marine Ecology", None, None)


def test_the_lines_that_give_dates_still_give_them():
    people = _people("people.md", CARDS_PAGE)

    assert people["Tomas Vell"].joined == dt.date(2021, 1, 1)
    assert (people["Ilka Brandvold"].position, people["Ilka Brandvold"].joined) == (
        "PhD candidate",
        dt.date(2022, 1, 1),
    )
    jun = people["Jun Arbogast"]
    assert (jun.role, jun.joined, jun.left, jun.now_at) == (
        "alumni",
        dt.date(2015, 1, 1),
        dt.date(2020, 12, 31),
        "Westmere University",
    )


def test_a_visitors_brackets_are_their_home_and_the_season_and_year_their_visit():
    people = _people("people.md", CARDS_PAGE)

    pia = people["Pia Ostrander"]
    assert (pia.role, pia.affiliation, pia.position) == ("visitor", "Univ. of Eastbrook", "")
    assert pia.joined == dt.date(2024, 3, 1)  # "spring 2024": the season's first month (site_dates)
    assert people["Kalle Rinta"].affiliation == "Northfield Institute"
    lior = people["Lior Quenby"]
    assert (lior.affiliation, lior.joined, lior.left) == ("Halvard College", dt.date(2022, 1, 1), dt.date(2023, 12, 31))


def test_brackets_holding_a_title_are_no_home():
    page = CARDS_PAGE.replace(
        "Lior Quenby (Halvard College), Summer 2022 – Fall 2023", "Lior Quenby (Visiting PhD student)"
    )
    lior = _people("people.md", page)["Lior Quenby"]

    assert (lior.affiliation, lior.position) == ("", "Visiting PhD student")


BARE_NAMES_MARKDOWN = """---
title: Team
---

## Undergraduates

We are always happy to host students from any major.

- Lab Manager
- Ava Lindqvist
- Berit Osei

## Volunteers

Delia Farrow
Emeric Stole

## Alumni

* Fenna Oduya
* Gideon Platt

## Publications

- Lindqvist A, Osei B. Roots after the rain. Soil Letters 2023.

## Contact

Hollis Building, Westmere University
"""

BARE_NAMES_HTML = """<html><head><title>People | Fernhollow Soil Lab</title></head><body>
<nav><a href="/">Home</a> <a href="/people">People</a> <a href="/publications">Publications</a></nav>
<h1>People</h1>
<h2>Undergraduate Researchers</h2>
<ul><li>Ava Lindqvist</li><li>Berit Osei</li></ul>
<h2>Volunteers</h2>
<p>Delia Farrow<br>Emeric Stole</p>
<h2>Interns</h2>
<table><tr><td>Ivo Kestrel</td></tr><tr><td>Juna Patterby</td></tr></table>
<h2>Former Members</h2>
<ul><li>Fenna Oduya</li><li>Gideon Platt</li></ul>
<h2>News</h2>
<p>Hugo Marchetti joined us as a postdoc.</p>
<h2>Contact</h2>
<p>Fernhollow Soil Lab<br>Room 204, Hollis Building<br>Westmere University</p>
</body></html>
"""


def test_bare_names_under_group_headings_in_markdown_are_the_groups_people():
    people = _people("team.md", BARE_NAMES_MARKDOWN)

    assert {name: p.role for name, p in people.items()} == {
        "Ava Lindqvist": "undergrad",
        "Berit Osei": "undergrad",
        "Delia Farrow": "staff",
        "Emeric Stole": "staff",
        "Fenna Oduya": "alumni",
        "Gideon Platt": "alumni",
    }  # the sentence, the title alone, the paper and the address give no one
    assert people["Delia Farrow"].position == "Volunteer"


def test_bare_names_in_lists_lines_and_tables_of_an_html_page_are_the_groups_people():
    people = _people("people.html", BARE_NAMES_HTML)

    assert {name: (p.role, p.position) for name, p in people.items()} == {
        "Ava Lindqvist": ("undergrad", ""),
        "Berit Osei": ("undergrad", ""),
        "Delia Farrow": ("staff", "Volunteer"),
        "Emeric Stole": ("staff", "Volunteer"),
        "Ivo Kestrel": ("staff", "Intern"),
        "Juna Patterby": ("staff", "Intern"),
        "Fenna Oduya": ("alumni", ""),
        "Gideon Platt": ("alumni", ""),
    }  # "Hugo Marchetti" is news, not a member listed under a group


def test_a_cv_with_its_students_under_headings_is_still_no_roster():
    cv = """## Education

- PhD, Westmere University, 2010

## Publications

- Quillen M. Kelp at the edge. Marine Letters 2019.

## PhD Students

- Tomas Vell
- Ilka Brandvold

## Volunteers

- Delia Farrow
"""
    assert read_document("cv.md", cv.encode()).format != "roster"


def test_names_run_on_in_one_line_are_each_a_member_and_lines_of_no_one_are_skipped():
    page = """# Lab Members

## Undergraduate Students

Ava Lindqvist, Berit Osei, Caspar Mundt and Dario Venn

## Staff

Department of Biology
Hollis Building, Room 204
Open positions available!
Lab Manager
Greta Solberg

## Alumni

Hiro Tanabe (2019)
Ines Korhonen, 2016–2018
"""
    people = _people("members.md", page)

    assert {name: p.role for name, p in people.items()} == {
        "Ava Lindqvist": "undergrad",
        "Berit Osei": "undergrad",
        "Caspar Mundt": "undergrad",
        "Dario Venn": "undergrad",
        "Greta Solberg": "staff",
        "Hiro Tanabe": "alumni",
        "Ines Korhonen": "alumni",
    }
    assert people["Ava Lindqvist"].position == ""  # the names after hers are no title of hers
    assert people["Hiro Tanabe"].left == dt.date(2019, 12, 31)
    assert (people["Ines Korhonen"].joined, people["Ines Korhonen"].left) == (
        dt.date(2016, 1, 1),
        dt.date(2018, 12, 31),
    )


def test_a_name_with_its_degree_after_a_comma_is_one_member_not_a_list():
    page = BARE_NAMES_MARKDOWN.replace("- Ava Lindqvist", "- Ava Lindqvist, B.Sc.").replace(
        "- Berit Osei", "- Berit Osei, Marine Biology"
    )
    people = _people("team.md", page)

    assert "Marine Biology" not in people
    assert people["Berit Osei"].position == "Marine Biology"


def test_three_names_and_a_field_of_study_are_no_list_of_members():
    page = BARE_NAMES_MARKDOWN.replace("Delia Farrow", "Delia Farrow, Emil Varga, Applied Physics")
    people = _people("team.md", page)

    assert "Emil Varga" not in people and "Applied Physics" not in people
    assert people["Delia Farrow"].role == "staff"  # the line is one member's, with what follows her name


def test_bold_lines_naming_groups_head_their_lists_and_an_alumni_block_of_lines_gives_dates_and_next_jobs():
    page = """---
layout: archive
title: "People"
---

**Ph.D. Students**{br}
- Quentin Abara{br}
- Lotte Vermaak

**Master's Students:**{br}
- Ruth Adebayo{br}
- Soren Malik

---

## Lab Alumni

 Wendell Orr (Lab Manager and Research Associate 2019-2021) <br>
 Zora Ilic (REU Scholar Summer 2022) <br>
 Abel Fontaine → PhD student at Karsten University
""".format(br="  ")  # markdown's line break: two spaces at the end of the line
    people = _people("people.md", page)

    assert {name: p.role for name, p in people.items()} == {
        "Quentin Abara": "phd",
        "Lotte Vermaak": "phd",
        "Ruth Adebayo": "master",
        "Soren Malik": "master",
        "Wendell Orr": "alumni",
        "Zora Ilic": "alumni",
        "Abel Fontaine": "alumni",
    }
    wendell = people["Wendell Orr"]
    assert (wendell.position, wendell.joined, wendell.left) == (
        "Lab Manager and Research Associate",
        dt.date(2019, 1, 1),
        dt.date(2021, 12, 31),
    )
    assert (people["Zora Ilic"].position, people["Zora Ilic"].left) == ("REU Scholar", dt.date(2022, 12, 31))
    assert people["Abel Fontaine"].now_at == "PhD student at Karsten University"


def test_a_members_title_in_bold_under_their_name_is_no_group():
    page = """<html><body><h1>People</h1>
<h2>Current Members</h2>
<h3>Nadia Brell</h3><p><strong>PhD Student</strong></p><p>nadia.brell@fernhollow.example.edu</p>
<h3>Otto Kessling</h3><p><strong>Postdoctoral Researcher</strong></p>
<h3>Paula Ruane</h3><p><strong>PhD Students' Representative</strong></p>
<h2>Alumni</h2>
<ul><li>Rhea Tamsin (PhD 2016–2021)</li></ul>
</body></html>"""
    people = _people("people.html", page)

    assert {name: (p.role, p.position) for name, p in people.items()} == {
        "Nadia Brell": ("phd", "PhD Student"),
        "Otto Kessling": ("postdoc", "Postdoctoral Researcher"),
        "Paula Ruane": ("phd", "PhD Students' Representative"),
        "Rhea Tamsin": ("alumni", "PhD"),
    }


def test_a_page_of_one_group_named_by_its_heading_lists_that_groups_bare_names():
    page = """---
title: Alumni
---

# Lab Alumni

Former members of the lab, in the order they left.

- Hiro Tanabe (2019)
- Jarl Emberly
- Kasia Wrobel → Postdoc at Ostvik University
"""
    people = _people("alumni.md", page)

    assert {name: p.role for name, p in people.items()} == {
        "Hiro Tanabe": "alumni",
        "Jarl Emberly": "alumni",
        "Kasia Wrobel": "alumni",
    }
    assert people["Kasia Wrobel"].now_at == "Postdoc at Ostvik University"


def test_a_page_that_says_more_around_its_one_group_of_names_is_no_roster():
    page = """## Research

Kelp forests and sea urchins along rocky shores, from the surface to the deep.
We count, tag and follow them through the seasons.
Our field sites lie along the northern coast.
Visitors are welcome in the summer months.

## PhD Students

- Tomas Vell
- Ilka Brandvold
- Oren Maseko
"""
    assert read_document("index.md", page.encode(), person="marta-quillen").format != "roster"
