"""Lab sites of the sciences as their forks really leave them: a People page in markdown that is the only list of
the lab, a misspelt "Principle Investigator", titles that are departments, a heading typed into a roster as a
person, an alumnus's next job behind an arrow, a CV's list of advisees, the template's stand-ins ("Grad A",
"Test Person"), values still saying "goes here", a file naming only the People page's groups, and paper
statuses written as an editor's letter says them.

Each folder is built in a temporary directory; every person, lab, paper and venue title in it is fictional.
"""

import datetime as dt

from content.models import News
from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import warnings, write

MINIMAL_MISTAKES_LAB = {
    "_config.yml": """\
remote_theme: "mmistakes/minimal-mistakes"
title: "Quillfeather Lab"
name: "Orla Quillfeather"
author:
  name: "Orla Quillfeather"
  bio: "Assistant Professor."
  links:
    - label: "Email"
      icon: "fas fa-fw fa-envelope-square"
      # url: mailto:your.name@email.com
""",
    "_data/people.yml": """\
tomas:
  name: Tomas Ferreira Lund
  department: Department of Physiology, Harlow Medical School
  email: tferreira@harlow.example.edu

ines:
  name: Ines Achterberg
  department: Department of Physiology, Harlow Medical School
  links:
    - icon: fa-solid fa-house
      link: https://https://ines-achterberg.example.org/
    - icon: fa-brands fa-orcid
      link: https://orcid.org/0000-0002-7777-1234

ravi:
  name: Ravi Menon-Castillo
  department: Former Postdoctoral Researcher, HMS
""",
    "People/index.md": """\
---
title: "Lab Members"
---

## Principle Investigator

![image](/People/oq.jpg)

**Orla Quillfeather, PhD**. Assistant Professor, Department of Physiology, Harlow Medical School
oquill@harlow.example.edu

## Postdocs

**Tomas Ferreira Lund**. Department of Physiology, Harlow Medical School
tferreira@harlow.example.edu

**Ines Achterberg**. Department of Physiology, Harlow Medical School

## Graduate Students

**Kwame Asante-Boateng**. Biomedical Engineering, HMS
kasante@harlow.example.edu

## Previous Lab Members

**Ravi Menon-Castillo**. Former Postdoctoral Researcher, HMS
""",
    "_data/publications.yml": """\
# type: article | preprint | review
# * equal contribution

- type: article
  title: "Calcium waves in the resting cochlear duct"
  authors: "Achterberg I*, Ferreira Lund T*, Okonkwo B, Quillfeather O"
  venue: Journal of Neurophysiology
  year: 2024
  doi: 10.5555/jnp.2024.0101

- type: preprint
  title: "A head-mounted lens for imaging the inner ear"
  authors: "Asante-Boateng K, Quillfeather O"
  venue: bioRxiv
  year: 2025
""",
}


def test_a_markdown_people_page_that_is_the_labs_only_full_list_is_read_as_its_roster(db, tmp_path):
    report = import_documents([write(tmp_path / "lab", MINIMAL_MISTAKES_LAB)])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {
        "Orla Quillfeather",
        "Tomas Ferreira Lund",
        "Ines Achterberg",
        "Kwame Asante-Boateng",
        "Ravi Menon-Castillo",
    }
    orla = people["Orla Quillfeather"]  # under a misspelt "Principle Investigator"
    assert (orla.role, orla.position) == ("pi", "Assistant Professor")
    assert orla.affiliation == "Department of Physiology, Harlow Medical School"
    assert orla.email == "oquill@harlow.example.edu"
    tomas = people["Tomas Ferreira Lund"]  # "**Name**. Department ...": a place, not a title
    assert (tomas.role, tomas.position) == ("postdoc", "")
    assert tomas.affiliation == "Department of Physiology, Harlow Medical School"
    assert people["Kwame Asante-Boateng"].role == "phd"
    ravi = people["Ravi Menon-Castillo"]  # "department: Former Postdoctoral Researcher, HMS" is a title
    assert (ravi.role, ravi.position, ravi.affiliation) == ("alumni", "Postdoctoral Researcher", "HMS")
    ines = people["Ines Achterberg"]
    assert set(ines.links.values_list("url", flat=True)) == {
        "https://ines-achterberg.example.org/",  # "https://https://" typed twice
        "https://orcid.org/0000-0002-7777-1234",
    }

    waves = Publication.objects.get(title="Calcium waves in the resting cochlear duct")
    linked = [a.person for a in waves.authorships.order_by("position")]
    assert linked == [ines, tomas, None, orla]


def test_a_markdown_people_page_given_alone_is_a_roster_not_a_person_named_after_its_title(db, tmp_path):
    page = tmp_path / "people.md"
    page.write_text(MINIMAL_MISTAKES_LAB["People/index.md"], encoding="utf-8")

    report = import_documents([page])

    assert not report.failed
    assert not Person.objects.filter(name__icontains="members").exists()
    assert Person.objects.get(name="Orla Quillfeather").role == "pi"
    assert Person.objects.count() == 5


ECONOMICS_GROUP = {
    "_config.yml": "title: Halvorsen Group\n",
    "_data/team.yml": """\
# Project team members listed below will appear on the /people page

- name: Sigrun Halvorsen
  role: Associate Professor
  description: >
    Prof. Halvorsen is an applied economist working on water markets and drought insurance.
  email: sh44@brookmere.example.edu

- name: Dario Pellegrini-Voss
  role: PhD candidate, Applied Economics # Will appear next to name
  description: >
    Dario Pellegrini-Voss is a PhD candidate studying irrigation districts.

- name: Mei-Lin Okafor
  role: PhD student, Natural Resources
  description: >
    TBD

# Dont change this to allow category alumni
- name: <h3>Alumni</h3>

- name: Bram Oosterhuis
  role: PhD student, Economics (2024)
  description: >
    → [Economist](https://example.org/bram) at Northwind Analytics

- name: Yaw Ofori-Mensah
  role: Postdoc (2019-2021)
  description: >
    → [Assistant Professor](https://example.org/yaw) at Tallis University
""",
    "_data/students.yml": """\
# `level` values:  postdoc, phd, ms

- name: Lucie Marchetti
  level: postdoc
  year_start: 2026

- name: Petra Lindqvist
  level: ms
  year_start: 2019
  year_end: 2021
  placement: Analyst, Fjordline Consulting
""",
    "_data/papers.yml": """\
# Required fields:  title, authors, status

- title: "Drought insurance and the timing of irrigation"
  authors:
    - Dario Pellegrini-Voss
    - Sigrun Halvorsen
  status: "In preparation"

- title: "Water rights auctions with budget-constrained bidders"
  authors:
    - Sigrun Halvorsen
    - Bram Oosterhuis
  status: "Revisions requested (R1)"
  journal: "Journal of Environmental Economics and Management"

- title: "Canal closures and farm exit"
  authors:
    - Yaw Ofori-Mensah
    - Sigrun Halvorsen
  status: "Published"
  year: 2022
  journal: "American Journal of Agricultural Economics"
""",
}


def test_a_roster_with_a_heading_typed_as_a_person_arrows_to_next_jobs_and_a_list_of_advisees(db, tmp_path):
    report = import_documents([write(tmp_path / "group", ECONOMICS_GROUP)])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {
        "Sigrun Halvorsen",
        "Dario Pellegrini-Voss",
        "Mei-Lin Okafor",
        "Bram Oosterhuis",
        "Yaw Ofori-Mensah",
        "Lucie Marchetti",
        "Petra Lindqvist",
    }  # "<h3>Alumni</h3>" is no one
    dario = people["Dario Pellegrini-Voss"]  # the role's words are his title; the description his bio
    assert (dario.role, dario.position) == ("phd", "PhD candidate, Applied Economics")
    assert dario.bio.startswith("Dario Pellegrini-Voss is a PhD candidate")
    assert people["Mei-Lin Okafor"].bio == ""  # "TBD"
    bram = people["Bram Oosterhuis"]
    assert (bram.role, bram.position, bram.now_at) == (
        "alumni",
        "PhD student, Economics",
        "Economist at Northwind Analytics",
    )
    assert bram.left == dt.date(2024, 12, 31)
    yaw = people["Yaw Ofori-Mensah"]
    assert (yaw.role, yaw.now_at, yaw.joined.year, yaw.left.year) == (
        "alumni",
        "Assistant Professor at Tallis University",
        2019,
        2021,
    )
    lucie = people["Lucie Marchetti"]  # level: postdoc, year_start: 2026
    assert (lucie.role, lucie.joined) == ("postdoc", dt.date(2026, 1, 1))
    petra = people["Petra Lindqvist"]
    assert (petra.role, petra.now_at, petra.left.year) == ("alumni", "Analyst, Fjordline Consulting", 2021)

    statuses = dict(Publication.objects.values_list("title", "status"))
    assert statuses == {
        "Drought insurance and the timing of irrigation": "submitted",
        "Water rights auctions with budget-constrained bidders": "submitted",
        "Canal closures and farm exit": "published",
    }


def test_template_stand_ins_fill_ins_and_a_file_of_group_names_are_left_out_without_failing(db, tmp_path):
    site = write(
        tmp_path / "lab",
        {
            "_config.yml": "title: Drummond Lab\n",
            "_data/people.yml": """\
# The order and names of the groups on the People page.
- Principal investigator
- Team
""",
            "_members/drummond.md": """\
---
name: Aileen Drummond, PhD
category: Principal investigator
status: current
startdate: 2023-09-01
position: Assistant Professor and lab head
email: "adrummond [at] kestrel.example.edu"
---
Aileen studies mitochondrial proteomes in cardiac muscle.
""",
            "_members/ostrowski.md": """\
---
name: Pawel Ostrowski, M.S.
category: Team
status: current
position: Computational Biologist
github: github goes here
---
Bio goes here
""",
            "_members/test-person.md": """\
---
name: Test Person
role: phd
aliases:
  - Ana Test
---

A page to try the member layout.
""",
            "_members/ruiz.md": """\
---
name: Camila Ruiz
role: phd
---

Camila works on membrane transporters in heart cells.

Awards:
- Graduate Fellowship in Cardiac Biology
- Kestrel Proteomics Retreat Poster Prize
""",
            "_posts/2025-3-7-welcome-camila.md": "---\ntitle: Welcome Camila\n---\n\nCamila joined the lab.\n",
        },
    )
    roster = write(
        tmp_path / "group",
        {
            "_config.yml": "title: Fenwick Materials Group\n",
            "_data/people.yml": """\
prof-f:
    display_name: "Professor Hedda Fenwick"
    role: faculty
grad-a:
    display_name: "Grad A"
    role: grad
alum-b:
    display_name: "Alum B"
    role: alum
collab-a:
    display_name: "Collaborator A"
    role: collab
ugrad-alum-a:
    display_name: "Past Ugrad A"
    role: ugrad-alum
nils:
    display_name: "Nils Aarberg"
    role: collab
""",
        },
    )

    report = import_documents([site, roster])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {"Aileen Drummond", "Pawel Ostrowski", "Camila Ruiz", "Hedda Fenwick", "Nils Aarberg"}
    assert any("names groups, no people" in w for w in warnings(report))
    pawel = people["Pawel Ostrowski"]
    assert (pawel.bio, pawel.links.count()) == ("", 0)
    camila = people["Camila Ruiz"]
    assert camila.bio == "Camila works on membrane transporters in heart cells."
    assert sorted(camila.awards.values_list("title", flat=True)) == [
        "Graduate Fellowship in Cardiac Biology",
        "Kestrel Proteomics Retreat Poster Prize",
    ]
    assert people["Nils Aarberg"].role == "collaborator"
    assert people["Aileen Drummond"].email == "adrummond@kestrel.example.edu"
    news = News.objects.get(title="Welcome Camila")  # "2025-3-7-...": Jekyll's date without zeros
    assert news.date == dt.date(2025, 3, 7)


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
