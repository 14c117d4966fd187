"""Lab rosters of the sciences as their forks really leave them, continued: alumni bios listing the places
they held, an emeritus, a list item whose dash was forgotten, a member's trial page, one-word role slugs,
notes to the editor, names with pronouns or class years, titles written in the page's markup.

Each folder is built in a temporary directory; every person, lab, paper and venue title in it is fictional.
"""

import datetime as dt

from importer.services import import_documents
from people.models import Person
from tests.importer.site_files import warnings, write


def test_alumni_bios_that_list_places_held_an_emeritus_and_a_person_whose_dash_was_forgotten(db, tmp_path):
    site = write(
        tmp_path / "plasma",
        {
            "_config.yml": "title: Skarholt Plasma Group\n",
            "_data/people.yml": """\
prof-skarholt:
    display_name: "Prof. Ingvild Skarholt"
    role: faculty
    bio: Professor (Project Leader)

prof-berge:
    display_name: "Prof. Odd Berge"
    role: emeritus
    bio: Professor Emeritus

alum-sunniva:
    display_name: "Sunniva Rask"
    role: alum
    bio: "Master (2012), Ph.D. (2016), Postdoc (2020). Now at Nordlys Space Institute, Norway"

alum-kasper:
    display_name: "Kasper Moen"
    role: alum
    bio: "Postdoc (2019). "
""",
            "_data/team.yml": """\
# Information about lab members goes here.

- first_name: Hallvard # your first name
  last_name: Nystad # your last name
  position: Ph.D. Student # your role within the group
  status: current

  first_name: Marit # your first name
  last_name: Sandvoll # your last name
  position: Postdoctoral Associate (former) # your role within the group
  status: former # former group members!
""",
        },
    )

    report = import_documents([site])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert people["Odd Berge"].role == "faculty"
    sunniva = people["Sunniva Rask"]
    assert (sunniva.role, sunniva.position, sunniva.left, sunniva.now_at) == (
        "alumni",
        "Postdoc",
        dt.date(2020, 12, 31),
        "Nordlys Space Institute, Norway",
    )
    kasper = people["Kasper Moen"]  # "Postdoc (2019)." is the place he held, not where he went
    assert (kasper.position, kasper.left, kasper.now_at) == ("Postdoc", dt.date(2019, 12, 31), "")
    # "  first_name: Marit" after a blank line repeats the item's keys: a person of her own, not Hallvard's overwrite
    assert people["Hallvard Nystad"].role == "phd"
    assert people["Marit Sandvoll"].role == "alumni"
    assert any("line 8 starts a person of its own" in w for w in warnings(report))


def test_a_members_trial_page_one_word_role_slugs_and_notes_to_the_editor(db, tmp_path):
    site = write(
        tmp_path / "virology",
        {
            "_config.yaml": "title: Rautenberg Lab\n",
            "_members/rautenberg-jonas.md": """\
---
name: Jonas Rautenberg, Ph.D.
role: pi
links:
  email: rautenberg.jonas@kliniken.example.de
---

Jonas studies how herpesviruses hide in sensory neurons.
[TODO add links]
""",
            "_members/okoro-adaeze-visiting_scientist.md": """\
---
name: Adaeze Okoro, Ph.D.
role: visitingscientist
affiliation:
links:
  email: not listed
---

XXXXX.
""",
            "_members/test.md": """\
---
name: Adaeze Okoro Brandt, Ph.D.
role: visiting scientist
aliases:
  - A Okoro
---

A copy of a member's page, to try the layout.
""",
        },
    )

    report = import_documents([site])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {"Jonas Rautenberg", "Adaeze Okoro"}  # _members/test.md is the layout's trial
    assert people["Jonas Rautenberg"].bio == "Jonas studies how herpesviruses hide in sensory neurons."
    adaeze = people["Adaeze Okoro"]
    assert (adaeze.role, adaeze.bio, adaeze.email or "") == ("visitor", "", "")


def test_roster_names_with_pronouns_and_titles_written_in_the_pages_markup(db, tmp_path):
    site = write(
        tmp_path / "cryo",
        {
            "_config.yml": "title: Lindqvist Lab\n",
            "_data/members.yml": """\
- name: Freya Lindqvist (she/her/hers)
  position: "**[Google Scholar Profile](https://scholar.google.com/citations?hl=en&user=AbC123xyzAAJ)**"
  email: freya.lindqvist (at) harbor.example.edu

- name: Tomasz Wrzesniak (he/him)
  position: Laboratory Assistant

- name: Dr. Halima Osei (she/her)
  position: "Postdoctoral Scholar <br> from the **[Institut für Zellbiologie (IZB)](https://izb.example.de/)**"

- name: Bartholomew (Bart) Keane, M.S.
  position: "**[Biophysics](https://biophysics.example.edu/)** Graduate Student"
  bio: B.S. in Physics &amp; Chemistry, Harbor State University.
""",
        },
    )

    report = import_documents([site])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {"Freya Lindqvist", "Tomasz Wrzesniak", "Halima Osei", "Bartholomew Keane"}
    freya = people["Freya Lindqvist"]  # her "position" is only a link to her profile
    assert freya.position == ""
    assert list(freya.links.values_list("url", flat=True)) == [
        "https://scholar.google.com/citations?hl=en&user=AbC123xyzAAJ"
    ]
    tomasz = people["Tomasz Wrzesniak"]  # a title, though "Laboratory" names places too
    assert (tomasz.position, tomasz.affiliation) == ("Laboratory Assistant", "")
    halima = people["Halima Osei"]
    assert (halima.role, halima.position) == (
        "postdoc",
        "Postdoctoral Scholar, from the Institut für Zellbiologie (IZB)",
    )
    bart = people["Bartholomew Keane"]
    assert (bart.role, bart.position, bart.alt_names) == ("phd", "Biophysics Graduate Student", ["Bart Keane"])
    assert bart.bio == "B.S. in Physics & Chemistry, Harbor State University."


def test_a_file_of_alumni_with_class_years_after_names_and_notes_on_where_they_went(db, tmp_path):
    site = write(
        tmp_path / "infants",
        {
            "_config.yml": "title: Marwick Language Lab\n",
            "_data/alumni.yml": """\
- name: Dr. Imogen Farrah '21
  role: PhD student
  years: 2016-2021
  note: Postdoctoral researcher at Tarrow University

- name: Felix Ambrose '24
  role: research assistant
  years: 2022-2023

- name: Dr. Odile Serrat
  role: Postdoctoral Researcher
  years: 2018-2022
  link: https://example.org/odile
  link_text: Assistant Professor of Psychology, Linden College
""",
        },
    )

    report = import_documents([site])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {"Imogen Farrah", "Felix Ambrose", "Odile Serrat"}  # "'21" is her class, not her name
    imogen = people["Imogen Farrah"]
    assert (imogen.role, imogen.now_at, imogen.left) == (
        "alumni",
        "Postdoctoral researcher at Tarrow University",
        dt.date(2021, 12, 31),
    )
    assert people["Felix Ambrose"].now_at == ""
    assert people["Odile Serrat"].now_at == "Assistant Professor of Psychology, Linden College"
