"""Lab rosters and site folders as forks really leave them: nicknames inside names, template comments
glued to ids, a programme written as `enrollment:`, a file of alumni, the template's example project
left in a data file, a paper whose venue is only its status.

Each folder is built in a temporary directory; every person, lab and venue in it is fictional.
"""

import datetime as dt
from pathlib import Path

from content.models import Project
from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import warnings, write

ROSTER_SITE = {
    "_config.yml": "title: Brennholt Grid Systems Lab\n",
    "_data/people.yml": """\
# Information about lab members goes here.

- first_name: Ingrid # your first name
  last_name: Brennholt # your last name
  title: Prof.
  position: Principal Investigator # your role within the group
  scholar: Qw3rTyAAAAAJ&hl # your google scholar id
  orcid: 0000-0002-1111-2222# your orcid id
  status: current

- first_name: Lukas (Luke)
  last_name: Barthel
  position: Ph.D. 2023
  status: former

- first_name: Tomasz
  last_name: Wielgosz
  title: Dr. # Mr., Mrs., Ms., Dr., etc
  status: current

- name: Aiko Mori
  position: Former postdoc (2018–2021), now at Fenwick Energy Institute

- name: Wei Zhang
  preferred_name: Wei (Willow) Zhang
  role: phd
  enrollment: RI PhD, Fall 2023
""",
    "_data/alumni.yml": """\
masters:
  - name: Lea Brandauer
    year: 2019
""",
    "_pages/publications.md": """\
---
title: Publications
---

1. L. Barthel and I. Brennholt, "Learning surrogate models of distribution feeders," in *Proceedings of the
   2024 American Control Conference (ACC)*, 2024.
2. Willow Zhang and I. Brennholt, "Feeder phase identification from smart-meter voltages," *IEEE Transactions
   on Smart Grid*, 2025.
""",
}


def test_a_roster_reads_nicknames_template_comments_enrollment_and_a_file_of_alumni(db, tmp_path):
    report = import_documents([write(tmp_path / "lab", ROSTER_SITE)])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {
        "Ingrid Brennholt",
        "Lukas Barthel",
        "Tomasz Wielgosz",
        "Aiko Mori",
        "Wei Zhang",
        "Lea Brandauer",
    }
    ingrid = people["Ingrid Brennholt"]
    # "Qw3rTyAAAAAJ&hl" and "0000-...# your orcid id": the id, without what the template's line left behind it
    assert set(ingrid.links.values_list("label", "url")) == {
        ("Google Scholar", "https://scholar.google.com/citations?user=Qw3rTyAAAAAJ"),
        ("ORCID", "https://orcid.org/0000-0002-1111-2222"),
    }
    luke = people["Lukas Barthel"]
    assert (luke.role, luke.alt_names) == ("alumni", ["Luke Barthel"])
    wei = people["Wei Zhang"]
    # "enrollment: RI PhD, Fall 2023": the programme, and the term she started
    assert (wei.role, wei.position, wei.joined, wei.alt_names) == (
        "phd",
        "RI PhD",
        dt.date(2023, 9, 1),
        ["Willow Zhang"],
    )
    assert people["Lea Brandauer"].role == "alumni"  # filed in _data/alumni.yml
    aiko = people["Aiko Mori"]
    assert (aiko.role, aiko.position) == ("alumni", "Postdoc")  # "Former postdoc (2018–2021), now at ..."
    tomasz = people["Tomasz Wielgosz"]
    assert tomasz.position == "" and tomasz.role != "staff"  # "title: Dr." is how to address him, not his place

    feeders = Publication.objects.get(title__startswith="Learning surrogate models")
    assert [a.person.slug if a.person else None for a in feeders.authorships.order_by("position")] == [
        luke.slug,
        ingrid.slug,
    ]
    phases = Publication.objects.get(title__startswith="Feeder phase identification")
    assert phases.authorships.order_by("position").first().person == wei  # signed with the preferred name


def test_the_template_example_left_in_a_projects_data_file_is_not_imported(db, tmp_path):
    site = write(
        tmp_path / "lab",
        {
            "_config.yml": "title: Varga Lab\n",
            "_members/zsofia-varga.md": "---\nname: Zsófia Varga\nrole: pi\n---\n",
            "_data/citations.yaml": "- id: doi:10.5555/x\n  title: A paper\n  authors: [Zsófia Varga]\n",
            "_data/projects.yaml": """\
- title: Dendrite imaging toolkit
  description: A toolkit for segmenting dendrites in two-photon movies.
  repo: varga-lab/dendrite-toolkit
- title: Example project
  description: Lorem ipsum _dolor_ **sit amet**, consectetur adipiscing elit.
  repo: greenelab/lab-website-template
""",
        },
    )
    report = import_documents([site])

    assert not report.failed
    assert list(Project.objects.values_list("title", flat=True)) == ["Dendrite imaging toolkit"]
    assert any("item [1] skipped" in w and "lorem ipsum" in w for w in warnings(report))


def test_a_paper_whose_venue_is_only_working_paper_is_a_preprint_of_no_venue(db, tmp_path):
    site = write(
        tmp_path / "site",
        {
            "_config.yml": 'title: "Dario Castellanos"\nauthor:\n  name: "Dario Castellanos"\n',
            "_pages/about.md": "---\ntitle: About me\n---\nI am an economist at the Universidad de Altamira.\n",
            "_publications/2023-commute.md": """\
---
title: "Commuting Costs and School Choice"
collection: publications
category: manuscripts
date: 2023-11-01
venue: 'Working Paper'
citation: 'Castellanos, Dario. (2023). &quot;Commuting Costs and School Choice.&quot; Working Paper.'
---
""",
            "_publications/2022-voucher.md": """\
---
title: "Voucher Caps and School Segregation"
collection: publications
category: manuscripts
date: 2022-06-01
venue: 'Journal of Labor Economics'
citation: 'Castellanos, D. (2022). &quot;Voucher Caps and School Segregation.&quot; <i>Journal of Labor Economics</i>.'
---
""",
        },
    )
    report = import_documents([site])

    assert not report.failed
    kinds = dict(Publication.objects.values_list("title", "kind"))
    assert kinds == {"Commuting Costs and School Choice": "preprint", "Voucher Caps and School Segregation": "journal"}
    assert Publication.objects.get(title__startswith="Commuting").venue is None


ALFOLIO_SITE = {
    "_config.yml": "title: blank\nfirst_name: Noor\nlast_name: Haddadin\n",
    "_pages/about.md": """\
---
layout: about
title: about
profile:
  image: prof_pic.jpg
---
I am an Assistant Professor of Computer Science at Qalaat University, working on Arabic dialects.
""",
    # the template's example CV, left in place beside the owner's own pages
    "assets/json/resume.json": '{"basics": {"name": "Aurelio Vantaggi", "label": "Scientist"},'
    ' "education": [{"institution": "University of Lindau", "studyType": "PhD", "endDate": "1905-01-01"}]}',
    "_data/cv.yml": """\
- title: General Information
  type: map
  contents:
    - name: Full Name
      value: Aurelio Vantaggi
- title: Education
  type: time_table
  contents:
    - title: PhD
      institution: University of Lindau
      year: 2019
""",
}


def test_a_personal_sites_cv_data_naming_someone_else_is_the_templates_example(db, tmp_path):
    report = import_documents([write(tmp_path / "site", ALFOLIO_SITE)])

    assert not report.failed
    assert list(Person.objects.values_list("name", flat=True)) == ["Noor Haddadin"]
    reasons = {Path(f.path).name: f.error for f in report.files if f.status == "skipped"}
    assert "example CV" in reasons["resume.json"] and "Aurelio Vantaggi" in reasons["resume.json"]
    assert "example CV" in reasons["cv.yml"]


def test_the_owners_own_cv_data_is_read(db, tmp_path):
    site = {**ALFOLIO_SITE, "_data/cv.yml": ALFOLIO_SITE["_data/cv.yml"].replace("Aurelio Vantaggi", "Noor Haddadin")}
    site.pop("assets/json/resume.json")
    report = import_documents([write(tmp_path / "site", site)])

    assert not report.failed
    noor = Person.objects.get()
    assert list(noor.education.values_list("institution", "end_year")) == [("University of Lindau", 2019)]


def test_a_hugo_publications_emphasised_journal_is_the_venue_without_volume_and_pages(db, tmp_path):
    site = write(
        tmp_path / "site",
        {
            "config/_default/hugo.yaml": "title: Solo Lab\n",
            "content/authors/ana-ferreira/_index.md": "---\ntitle: Ana Ferreira\nuser_groups: [Principal Investigators]\n---\n",
            "content/publication/carbon/index.md": """\
+++
title = "Carbon stocks under no-till soybean in the Cerrado"
date = 2022-08-01
authors = ["ana-ferreira", "Júlia Campos"]
publication_types = ["2"]
publication = "*Geoderma Regional*, 30(2), e00543"
+++
""",
        },
    )
    report = import_documents([site])

    assert not report.failed
    assert Publication.objects.get().venue.name == "Geoderma Regional"


QUARTO_SITE = {
    "_quarto.yml": 'project:\n  type: website\nwebsite:\n  title: "Kwame Asante-Boateng"\n',
    "index.qmd": """\
---
title: "Kwame Asante-Boateng"
about:
  template: jolla
  links:
    - icon: github
      text: Github
      href: https://github.com/kasanteb
    - text: Google Scholar
      href: https://scholar.google.com/citations?user=QaZwSxEdAAAAJ
---

I am a hydrologist and Senior Lecturer at the University of Volta Highlands.
""",
    "publications.qmd": "---\ntitle: Publications\nlisting:\n  contents: publications\n---\n",
    "publications/2023-rivers/index.qmd": """\
---
title: "Suspended sediment rating curves for the Oti River"
author:
  - name: Kwame Asante-Boateng
  - name: Efua Mensah
date: 2023-03-15
doi: 10.5555/hydro.2023.0315
citation:
  type: article-journal
  container-title: "Hydrological Sciences Journal"
  volume: 68
---
""",
    "publications/2021-sediment/index.qmd": """\
---
title: "Reservoir trapping efficiency in the Volta basin"
author: "Kwame Asante-Boateng, Lars Holm"
date: "2021-09-01"
pub-info:
  reference: >-
    Asante-Boateng, K. & Holm, L. (2021). Reservoir trapping efficiency in the Volta basin.
    <em>Journal of Hydrology: Regional Studies</em>, 37, 100902.
---
""",
}


def test_a_quarto_sites_paper_pages_and_about_links(db, tmp_path):
    report = import_documents([write(tmp_path / "site", QUARTO_SITE)])

    assert not report.failed
    kwame = Person.objects.get()
    assert set(kwame.links.values_list("label", flat=True)) == {"GitHub", "Google Scholar"}  # `about: links:`
    papers = {
        p.title: ([a.name for a in p.authorships.order_by("position")], p.venue.name if p.venue else None)
        for p in Publication.objects.all()
    }
    assert papers == {
        # the CSL citation block's container-title is the venue
        "Suspended sediment rating curves for the Oti River": (
            ["Kwame Asante-Boateng", "Efua Mensah"],
            "Hydrological Sciences Journal",
        ),
        # an author line in one string, the venue set in <em> in the pub-info reference
        "Reservoir trapping efficiency in the Volta basin": (
            ["Kwame Asante-Boateng", "Lars Holm"],
            "Journal of Hydrology: Regional Studies",
        ),
    }


def test_an_academicpages_cv_gives_each_dated_item_the_place_bulleted_under_it(db, tmp_path):
    site = write(
        tmp_path / "site",
        {
            "_config.yml": 'title: "Dario Castellanos"\nauthor:\n  name: "Dario Castellanos"\n',
            "_publications/2022-voucher.md": """\
---
title: "Voucher Caps and School Segregation"
collection: publications
date: 2022-06-01
venue: 'Journal of Labor Economics'
citation: 'Castellanos, D. (2022). &quot;Voucher Caps and School Segregation.&quot; <i>Journal of Labor Economics</i>.'
---
""",
            "_pages/cv.md": """\
---
layout: archive
title: "CV"
---

Education
======
* Ph.D in Economics, Pemberton University, 2020

Work experience
======
* 2020 - present: Assistant Professor
  * Universidad de Altamira
  * Department of Economics

* Summer 2015: Research Assistant
  * Central Bank of Altamira
  * Duties included: Tagging
  * Supervisor: Professor Pinto
""",
        },
    )
    report = import_documents([site])

    assert not report.failed
    dario = Person.objects.get()
    assert set(dario.experience.values_list("title", "organization", "start_year")) == {
        ("Assistant Professor", "Universidad de Altamira, Department of Economics", 2020),
        ("Research Assistant", "Central Bank of Altamira", 2015),
    }


BLOX_V1_SITE = {
    "config/_default/hugo.yaml": "title: Marisol Quintana-Ybarra\nmodule:\n  imports:\n    - path: github.com/HugoBlox/kit/modules/blox\n",
    "data/authors/me.yaml": """\
schema: hugoblox/author/v1
slug: me
is_owner: true
name:
  display: Marisol Quintana-Ybarra
  given: Marisol
  family: Quintana-Ybarra
role: Associate Professor of Coastal Oceanography
bio: |
  I study tides and estuarine circulation along the Pacific coast.
affiliations:
  - name: Universidad del Pacífico Sur
links:
  - icon: at-symbol
    url: mailto:mquintana@ups.example.cl
  - icon: brands/github
    url: https://github.com/mquintana
education:
  - degree: PhD in Physical Oceanography
    institution: University of Harrowgate
    start: '2008'
    end: 2013-06
experience:
  - role: Postdoctoral Researcher
    org: Harrowgate Marine Laboratory
    start: 2013-09
    end: 2016-08
awards:
  - title: Early Career Medal in Oceanography
    awarder: Chilean Ocean Society
    date: 2021-10-01
""",
    # a co-author's stub, so that the theme prints the name: no one of the site
    "data/authors/tomas-ibarra.yaml": "schema: hugoblox/author/v1\nslug: tomas-ibarra\nname:\n  display: Tomás Ibarra\n",
    "data/authors/alumni/lena-voss.yaml": """\
schema: hugoblox/author/v1
slug: lena-voss
name:
  display: Lena Voss
role: PhD Student
user_groups: [Grad Students]
""",
    "content/publications/tide-2024/index.md": """\
---
title: 'Tidal asymmetry in a shallow Patagonian estuary'
authors: [me, lena-voss, tomas-ibarra]
date: '2024-02-01'
publication_types: ['article-journal']
publication: '*Estuarine, Coastal and Shelf Science*'
---
""",
}


def test_hugo_blox_author_data_files_are_the_sites_people(db, tmp_path):
    report = import_documents([write(tmp_path / "site", BLOX_V1_SITE)])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {"Marisol Quintana-Ybarra", "Lena Voss"}
    marisol = people["Marisol Quintana-Ybarra"]
    assert (marisol.position, marisol.affiliation, marisol.email) == (
        "Associate Professor of Coastal Oceanography",
        "Universidad del Pacífico Sur",
        "mquintana@ups.example.cl",
    )
    assert list(marisol.links.values_list("url", flat=True)) == ["https://github.com/mquintana"]
    assert list(marisol.education.values_list("institution", "start_year", "end_year")) == [
        ("University of Harrowgate", 2008, 2013)
    ]
    assert list(marisol.experience.values_list("organization", "start_year", "end_year")) == [
        ("Harrowgate Marine Laboratory", 2013, 2016)
    ]
    assert list(marisol.awards.values_list("title", "year")) == [("Early Career Medal in Oceanography", 2021)]
    assert people["Lena Voss"].role == "alumni"  # filed in data/authors/alumni/
    paper = Publication.objects.get()
    assert [a.person.slug if a.person else None for a in paper.authorships.order_by("position")] == [
        marisol.slug,
        people["Lena Voss"].slug,
        None,
    ]
    reasons = {Path(f.path).name: f.error for f in report.files if f.status == "skipped"}
    assert "co-author" in reasons["tomas-ibarra.yaml"]
