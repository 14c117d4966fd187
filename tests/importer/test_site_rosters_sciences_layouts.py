"""Lab rosters of the sciences in layouts of their own: a Jekyll lab's alumni file that says where each went on
two keys (`new_position`, `new_location`, written in the page's markup), a Quarto listing whose member files are
named for who is current and who has left (people_current.yml, people_past.yml) and whose `description` is the
line under a photo (what the member works on), and a Quarto people page written by hand: the head's card first
under a nickname and pronouns, group headings, the lab's former members under a heading of their own with their
groups as smaller headings, and the lab's dogs.

Each folder is built in a temporary directory; every person, lab, place and title in it is fictional.
"""

import datetime as dt

from importer.services import import_documents
from people.models import Person
from tests.importer.site_files import write


def test_an_alumni_file_with_the_next_post_and_its_place_on_keys_of_their_own(db, tmp_path):
    site = write(
        tmp_path / "cryo",
        {
            "_config.yml": "title: Vellacott Structural Biology Lab\n",
            "_data/members.yml": """\
- name: Oriel Vellacott (he/his/him)
  image: /static/img/people/vellacott.jpg
  position: "**[Scholar Profile](https://scholar.example.org/citations?user=AbC123)**"
  email: oriel.vellacott (at) example.edu

- name: Dr. Ines Larkspur (she/her/hers)
  image: /static/img/people/larkspur.png
  position: "Postdoctoral Scholar <br> from the **[Tarnow Institute for Membranes](https://tarnow.example.org/)**"
  email: ines.larkspur (at) example.edu

- name: Bram Oduya (he/his/him)
  image: /static/img/people/oduya.png
  position: "**[Biophysics](http://biophysics.example.edu/)** Graduate Student"
  email: bram.oduya (at) example.edu
""",
            "_data/alumni.yml": """\
- name: Dr. Perpetua Quill
  image: /static/img/people/quill.png
  new_position: Associate Professor of Biochemistry
  new_location: Halvern University, Eastport, Maine

- name: Dr. Tobiah Marchetti
  image: /static/img/people/marchetti.jpg
  new_position: Scientist
  new_location: "**[Brightwater Therapeutics](https://brightwater.example.com/)**"

- name: Soraya Lindqvist
  image: /static/img/people/lindqvist.jpg
  new_position: Research Director
  new_location: Coastal Pathology Partners <br> Department of Pathology, Halvern University
""",
        },
    )

    report = import_documents([site])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert (people["Ines Larkspur"].role, people["Bram Oduya"].role) == ("postdoc", "phd")
    assert people["Oriel Vellacott"].role == "pi"
    assert (people["Perpetua Quill"].role, people["Perpetua Quill"].now_at) == (
        "alumni",
        "Associate Professor of Biochemistry, Halvern University, Eastport, Maine",
    )
    # the place written as a link in bold: its words, not nothing
    assert people["Tobiah Marchetti"].now_at == "Scientist, Brightwater Therapeutics"
    assert people["Soraya Lindqvist"].now_at == (
        "Research Director, Coastal Pathology Partners, Department of Pathology, Halvern University"
    )


def test_a_quarto_listing_of_current_and_past_members_whose_description_is_what_they_work_on(db, tmp_path):
    site = write(
        tmp_path / "foodwebs",
        {
            "_quarto.yml": "project:\n  type: website\nwebsite:\n  title: Brackwater Ecology Group\n",
            "people.qmd": """\
---
title: "Meet the Team"
listing:
  - id: current_members
    template: assets/ejs/people_current.ejs
    contents: people/people_current.yml
    sort: name
  - id: past_members
    template: assets/ejs/people_past.ejs
    contents: people/people_past.yml
    sort: name
---

## <i class="fa-regular fa-id-card"></i> Current members

Everyone who works here, past and present.

::: {#current_members}
:::

## <i class="fa-solid fa-clock-rotate-left"></i> Past members

::: {#past_members}
:::
""",
            "people/people_current.yml": """\

- name: "Hollis M. Brackwater"
  description: "Professor of Ecology"
  image: people/mugshots/hbrackwater.jpg
  email: h.brackwater@example.ac.uk
  github: hbrack
- name: "Yevgenia Strand"
  description: "Food webs under drought"
  image: people/mugshots/ystrand.jpg
  orcid: 0000-0002-0000-0000
- name: "Corwin Ashdown"
  description: Demography of alpine plants
  image: people/mugshots/cashdown.jpg
- name: "Mirela Foss"
  description: "Research Programmer"
- name: "Tamsin Orr"
""",
            "people/people_past.yml": """\

- name: "Lucian Pereira"
  github: lpereira
- name: "Agnes Holloway"
  description: "Resilience of lake food chains"
  www: https://agnes-holloway.example.net/
""",
        },
    )

    report = import_documents([site])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert people["Hollis M. Brackwater"].position == "Professor of Ecology"
    assert people["Hollis M. Brackwater"].role in ("pi", "faculty")
    # "people_past.yml": everyone in it has left the group
    assert people["Lucian Pereira"].role == "alumni"
    assert people["Agnes Holloway"].role == "alumni"
    # what a member works on is no post in the lab: no title, and not staff
    strand = people["Yevgenia Strand"]
    assert (strand.position, strand.role) == ("", "researcher")
    assert any("gives no role" in note for note in strand.review_notes)
    assert people["Corwin Ashdown"].position == ""
    assert people["Corwin Ashdown"].role != "staff"
    # a title the role vocabulary leaves open is still a post
    assert (people["Mirela Foss"].position, people["Mirela Foss"].role) == ("Research Programmer", "staff")


def test_a_quarto_people_page_with_the_heads_card_first_and_alumni_groups_under_their_own_heading(db, tmp_path):
    site = write(
        tmp_path / "morpho",
        {
            "_quarto.yml": "project:\n  type: website\nwebsite:\n  title: Tarrant Morphology Lab\n",
            "people.qmd": """\
---
title: "People"
---

<link rel="stylesheet" href="https://cdn.example.net/academicons.min.css">

## Rosalind (Roz) Tarrant (she/her)

[<i class="fa-solid fa-envelope fa-2x"></i>](mailto:tarrantr@example.edu) [<i class="ai ai-orcid-square ai-2x"></i>](https://orcid.org/0000-0001-0000-0000)

::: {layout-ncol=2}

I am an Associate Professor in the [Division of Biological Sciences](https://bio.example.edu/). Before \
joining the faculty in 2015, I was a postdoctoral scholar at [Harlow University](https://harlow.example.edu/).

![](images/tarrant.png){fig-alt="Portrait."}

:::

### Lab Dogs

Two dogs keep us company on field days.

Learn more about [Pepper Tarrant](Team/pepper.html)

### Graduate Researchers

:::{.callout-note icon=false}

## Interested in graduate studies?

Write to me about graduate study in the lab.

:::

#### Anselm Okafor

::: {layout-ncol=2}

- Growth of the avian skull
- MS Harlow University 2021

![](images/okafor.jpg)
:::

### Undergraduate Researchers

#### Delphine Arroway

::: {layout-ncol=2}

- Biology, Honors Fellow
- Shape of the rodent jaw

![](images/arroway.jpg)
:::

## Lab Alumni

### Graduate Researchers

#### Quentin Mabry

::: {layout-ncol=2}

- Bone loading in lizards
- PhD Harlow University, 2020
- Currently a Lecturer at Brookfield College

![](images/mabry.jpg)
:::

#### Ilse Varga

::: {layout-ncol=2}

- Oxygen and growth in turtles
- MS Fenwick State 2013

:::

### Undergraduate Researchers

#### Jonah Pruitt (2019-2021)

- Insect flight mechanics
- Harlow University, 2021

#### Mara Kessing (2017)

- Summer intern from Dunmore College
""",
        },
    )

    report = import_documents([site])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert "Lab Dogs" not in people
    # the head's card: the nickname and pronouns are no part of the name
    head = people["Rosalind Tarrant"]
    assert head.role == "pi"
    assert head.email == "tarrantr@example.edu"
    assert people["Anselm Okafor"].role == "phd"
    assert people["Delphine Arroway"].role == "undergrad"
    # the groups under "Lab Alumni" are former members, however their group headings are worded
    for name in ("Quentin Mabry", "Ilse Varga", "Jonah Pruitt", "Mara Kessing"):
        assert people[name].role == "alumni", name
    assert people["Quentin Mabry"].left == dt.date(2020, 12, 31)
    assert people["Jonah Pruitt"].left == dt.date(2021, 12, 31)


def test_hugo_author_pages_that_keep_the_role_per_language(db, tmp_path):
    site = write(
        tmp_path / "soils",
        {
            "config/_default/hugo.yaml": "title: Harrow Soil Chemistry Group\ndefaultContentLanguage: en\n",
            "config/_default/languages.yaml": "en:\n  languageName: English\nzh:\n  languageName: 中文\n",
            "content/en/authors/admin/_index.md": """\
---
title: Marguerite Harrow
superuser: true
roleZh: 副教授
roleEn: Associate Professor of Soil Chemistry
organizations:
  - name: Eastmere University
    url: ""
email: "m.harrow@example.edu"
user_groups: ["Principal Investigators"]
---
""",
            "content/en/authors/wen-tao/_index.md": """\
---
title: Wen Tao
role_zh: 博士研究生
role_en: PhD Student
user_groups: ["Graduate Students"]
social:
  - icon: envelope
    icon_pack: fas
    link: 'mailto:wen.tao@example.edu'
---
""",
            "content/en/authors/ilka-brandt/_index.md": """\
---
title: Ilka Brandt
roleDe: Technische Assistentin
organizations:
  - name: Eastmere University
---
""",
        },
    )

    report = import_documents([site])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    harrow = people["Marguerite Harrow"]
    assert (harrow.position, harrow.role) == ("Associate Professor of Soil Chemistry", "pi")
    assert (people["Wen Tao"].position, people["Wen Tao"].role) == ("PhD Student", "phd")
    assert people["Ilka Brandt"].position == "Technische Assistentin"
