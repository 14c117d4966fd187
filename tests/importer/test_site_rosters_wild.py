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
