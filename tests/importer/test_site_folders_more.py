"""Whole site folders, more of what real ones hold: a paper's page beside its differently titled citation,
an owner named only by the site's title, two author pages of one person, a page of papers whose prose
names its owner, and a roster entry with no role.

The sites are fictional, written by the tests in the real layouts of Hugo Blox, al-folio and academicpages.
"""

import pytest

from importer.parsers.site_config import title_name
from importer.parsers.sites import plan_site
from importer.services import import_documents
from people.models import Person, Role
from publications.models import Publication
from tests.importer.site_files import warnings, write

HUGO = {
    "config/_default/hugo.yaml": "title: Tamsin Orlow\nmodule:\n  imports:\n"
    "    - path: github.com/HugoBlox/hugo-blox-builder/modules/blox-bootstrap/v5\n",
    "content/authors/admin/_index.md": "---\ntitle: Tamsin Orlow\nrole: Associate Professor of Soil Ecology\n"
    "superuser: true\norganizations:\n  - name: Dunmere University\n---\n\n"
    "Tamsin Orlow studies how soil crusts recover after grazing in dry grasslands.\n",
    # the page's title lost the citation's subtitle, and its date is the day it went online
    "content/publication/crust-moss/index.md": "---\ntitle: 'Moss crusts slow erosion on grazed slopes'\n"
    "authors:\n- admin\n- Lior Ganzfeld\ndate: '2018-11-20T00:00:00Z'\npublication_types: ['2']\n"
    "publication: '*Earth Surface Letters*'\nurl_pdf: ''\n---\n",
    "content/publication/crust-moss/ganzfeld2019.bib": "@article{ganzfeld_moss_2019,\n\ttitle = {Moss crusts slow "
    "erosion on grazed slopes: evidence from rainfall simulations},\n\tvolume = {44},\n\tdoi = {10.5555/esl.4471},\n"
    "\tjournal = {Earth Surface Letters},\n\tauthor = {Orlow, T. and Ganzfeld, L.},\n\tyear = {2019},\n}\n",
    # cite.bib, read before its page: the page's user names take its full names
    "content/publication/grazing/index.md": "---\ntitle: 'Grazing intensity and crust cover in steppe'\n"
    "authors:\n- admin\n- mosei\ndate: '2017-03-01'\npublication_types: ['1']\n"
    "publication: 'In *Proceedings of the Steppe Ecology Meeting*'\n---\n",
    "content/publication/grazing/cite.bib": "@inproceedings{Orlow2017,\n  author = {Orlow, Tamsin and Osei, Mei-Lin},\n"
    "  title = {Grazing Intensity and Crust Cover in Semi-Arid Steppe},\n"
    "  booktitle = {Proceedings of the Steppe Ecology Meeting},\n  year = {2017}\n}\n",
    # a folder's bibliography of several entries is no one page's citation
    "content/publication/soil-seeds/index.md": "---\ntitle: 'Seed banks under biological soil crusts'\n"
    "authors:\n- admin\ndate: '2020-01-01'\npublication_types: ['2']\npublication: '*Dryland Soils*'\n---\n",
    "content/publication/soil-seeds/related.bib": "@article{a2020,\n  author = {Orlow, Tamsin},\n"
    "  title = {Seed banks under biological soil crusts},\n  journal = {Dryland Soils},\n  year = {2020}\n}\n\n"
    "@article{b2016,\n  author = {Orlow, Tamsin and Pike, Dunstan},\n  title = {Lichen cover on old dunes},\n"
    "  journal = {Dryland Soils},\n  year = {2016}\n}\n",
}


def test_a_paper_folder_s_page_and_its_citation_of_another_title_are_one_paper(db, tmp_path):
    report = import_documents([write(tmp_path / "site", HUGO)])

    assert not report.failed
    assert sorted(Publication.objects.values_list("title", flat=True)) == [
        "Grazing intensity and crust cover in steppe",
        "Lichen cover on old dunes",
        "Moss crusts slow erosion on grazed slopes",
        "Seed banks under biological soil crusts",
    ]
    moss = Publication.objects.get(title="Moss crusts slow erosion on grazed slopes")
    assert moss.doi == "10.5555/esl.4471"  # the citation's DOI, on the page's paper
    names = [(a.name, a.person.name if a.person else None) for a in moss.authorships.order_by("position")]
    assert names == [("Tamsin Orlow", "Tamsin Orlow"), ("Lior Ganzfeld", None)]
    grazing = Publication.objects.get(title__startswith="Grazing intensity")
    assert [a.name for a in grazing.authorships.order_by("position")] == ["Tamsin Orlow", "Mei-Lin Osei"]


def test_the_plan_pairs_a_citation_with_its_page_only_in_a_folder_of_one_paper():
    plan = plan_site(list(HUGO), HUGO.get)

    assert plan.site_file("content/publication/crust-moss/ganzfeld2019.bib").paper_title == (
        "Moss crusts slow erosion on grazed slopes"
    )
    assert plan.site_file("content/publication/grazing/cite.bib").paper_title.startswith("Grazing intensity")
    assert plan.site_file("content/publication/soil-seeds/related.bib").paper_title == ""  # two entries
    assert plan.site_file("content/publication/crust-moss/index.md").paper_title == ""


ALFOLIO_ABOUT = (
    "---\nlayout: about\ntitle: about\npermalink: /\nsubtitle: Lecturer in Marine Chemistry, "
    "<a href='#'>Saltmarsh University</a>.\nprofile:\n  align: right\n  image: prof_pic.jpg\n---\n\n"
    "I study how trace metals move between salt marsh sediments and the estuary water above them.\n"
)
ALFOLIO_BIB = (
    "---\n---\n\n@article{abernethy2022,\n  title={Cadmium release from marsh sediments at ebb tide},\n"
    "  author={Abernethy, R. K. and Telford, Nuno},\n  journal={Estuarine Chemistry Letters},\n  year={2022}\n}\n"
)


@pytest.mark.parametrize(
    "config",
    [
        "title: Rosalind Abernethy's homepage\n",
        "title: Dr. Rosalind Abernethy | Marine Chemistry\n",
        "title: Rosalind Abernethy - Home\n",
        "title: blank\nfirst_name: Rosalind\nmiddle_name:\nlast_name: Abernethy\n",
    ],
)
def test_an_al_folio_owner_named_only_by_the_configuration_owns_the_about_page(db, tmp_path, config):
    files = {
        "_config.yml": config + "url: https://rabernethy.example.io\nscholar:\n  last_name: [Abernethy]\n",
        "_pages/about.md": ALFOLIO_ABOUT,
        "_bibliography/papers.bib": ALFOLIO_BIB,
    }
    report = import_documents([write(tmp_path / "site", files)])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Rosalind Abernethy"
    assert (owner.role, owner.affiliation) == (Role.FACULTY, "Saltmarsh University")
    assert "trace metals" in owner.bio
    paper = Publication.objects.get()
    assert [a.person for a in paper.authorships.order_by("position")] == [owner, None]


@pytest.mark.parametrize(
    ("title", "owner"),
    [
        ("Marine Chemistry", None),  # a field of study, never a person
        ("Theoretical Physics | Notes", None),
        ("Abernethy Lab | Rosalind Abernethy", None),  # a group's site: its head is no owner
        ("Rosalind Abernethy | Nuno Telford", None),  # two people: no one owner
        ("Rosalind Abernethy · Soil Scientist", "Rosalind Abernethy"),
        ("Homepage of Rosalind Abernethy", "Rosalind Abernethy"),
        ("Página de Rosalind Abernethy", "Rosalind Abernethy"),
        ("Rosalind Abernethy: Personal Website", "Rosalind Abernethy"),
    ],
)
def test_the_owner_a_site_s_title_names(title, owner):
    assert title_name(title) == owner


AUTHOR = "---\ntitle: {name}\nrole: {role}\nuser_groups:\n{groups}---\n\n{bio}\n"


def _author(name, role, groups, bio=""):
    return AUTHOR.format(name=name, role=role, groups="".join(f"  - {g}\n" for g in groups), bio=bio)


LAB = {
    "config/_default/hugo.yaml": "title: Castellan Group\nmodule:\n  imports:\n"
    "    - path: github.com/HugoBlox/hugo-blox-builder/modules/blox-bootstrap/v5\n",
    # the superuser's page and the PI's named page: one person, the second more specific
    "content/authors/admin/_index.md": _author("Mira Castellan", "Professor of Physical Chemistry", []),
    "content/authors/mira-castellan/_index.md": _author(
        "Mira Castellan", "Professor of Physical Chemistry", ["Principal Investigators"], "Mira leads the group."
    ),
    # a former student's page left in place, and the page made when they came back as a postdoc
    "content/authors/oskar-lindqvist/_index.md": _author(
        "Oskar Lindqvist", "PhD Student", ["Alumni"], "Oskar studied proton transfer at ice surfaces."
    ),
    "content/authors/postdoc-oskar/_index.md": _author(
        "Oskar Lindqvist", "Postdoctoral Researcher", ["Researchers"], "Oskar builds the new laser setup."
    ),
    # two current roles that disagree: the first page's stays, and the import says so
    "content/authors/tove-hallin/_index.md": _author("Tove Hallin", "PhD Student", ["Grad Students"]),
    "content/authors/tove/_index.md": _author("Tove Hallin", "Research Engineer", ["Staff"]),
    "content/authors/ulla-brede/_index.md": _author("Ulla Brede", "PhD Student", ["Grad Students"]),
}


def test_two_author_pages_of_one_person_keep_the_current_or_more_specific_role(db, tmp_path):
    report = import_documents([write(tmp_path / "site", LAB)])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert sorted(people) == ["Mira Castellan", "Oskar Lindqvist", "Tove Hallin", "Ulla Brede"]
    assert people["Mira Castellan"].role == Role.PI
    oskar = people["Oskar Lindqvist"]
    assert (oskar.role, oskar.position) == (Role.POSTDOC, "Postdoctoral Researcher")
    assert people["Tove Hallin"].role == Role.RESEARCHER  # content/authors/tove/ is read first
    said = warnings(report)
    assert any("Replaced Oskar Lindqvist's role" in w and "alumni" in w for w in said)
    assert any("Kept Tove Hallin's role" in w for w in said)


PUBLICATIONS_PAGE = """---
layout: archive
title: "Publications"
permalink: /publications/
author_profile: true
---

{prose} See also my [Google Scholar profile](https://scholar.example.org/citations?user=XXXX).

## Journal articles

1. Mercer, T., & Brandvold, I. (2023). Household savings after a flood. *Journal of Disaster Economics*, 12(2), 77–101.
2. Okafor, B., & Lentz, R. (2021). Crop insurance take-up and rainfall risk. *Agricultural Finance Review*, 8, 210–233.
3. Sato, K., & Lentz, R. (2019). Informal credit in fishing villages. *Review of Coastal Development*, 4(1), 1–29.
4. Brandvold, I., & Sato, K. (2018). Remittances and storm recovery. *Review of Coastal Development*, 3(1), 1–20.
"""


@pytest.mark.parametrize(
    "prose", ["Papers by Ilka Brandvold.", "Publications of Dr. Ilka Brandvold", "Ilka Brandvold's publications:"]
)
def test_a_publications_page_without_its_site_takes_the_owner_its_prose_names(db, tmp_path, prose):
    files = {"_pages/publications.md": PUBLICATIONS_PAGE.format(prose=prose)}
    report = import_documents([write(tmp_path / "pages", files)])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Ilka Brandvold" and not owner.needs_review
    assert Publication.objects.count() == 4
    assert sorted(Publication.objects.filter(authorships__person=owner).values_list("year", flat=True)) == [2018, 2023]
    assert not [w for w in warnings(report) if "no owner found" in w]


def test_a_name_the_prose_gives_that_no_entry_prints_is_not_the_owner(db, tmp_path):
    page = PUBLICATIONS_PAGE.format(prose="Papers by Greta Sundqvist.")
    import_documents([write(tmp_path / "pages", {"publications.md": page})])

    assert not Person.objects.filter(name="Greta Sundqvist").exists()


def test_a_roster_entry_without_a_role_takes_the_role_a_page_gives_later(db, tmp_path):
    """A roster person no document gives a role is filed as a researcher (never guessed a student) and
    flagged, but not as stated, so the first document that says gives theirs."""
    site = write(tmp_path / "lab", {"people.csv": "name,email\nPetra Lund,petra.lund@example.edu\n"})
    import_documents([site])
    person = Person.objects.get(name="Petra Lund")
    assert person.role == Role.RESEARCHER and "role" not in person.field_sources
    assert any("gives no role" in note for note in person.review_notes)

    page = write(tmp_path / "page", {"petra.md": "# Petra Lund\n\nPostdoctoral researcher in soil chemistry.\n"})
    import_documents([page])
    assert Person.objects.get(name="Petra Lund").role == Role.POSTDOC


SAMPLE_BIO_PI = """---
# Display name
title: Ilse Marwood

# Is this the primary user of the site?
superuser: true

# Role/position
role: Assistant Professor

organizations:
  - name: Coldharbour University of Technology
    url: ''

bio: My research interests include photodetectors and thin-film semiconductors.

social:
  - icon: envelope
    icon_pack: fas
    link: 'imarwood@coldharbour.example.edu'

email: ''
highlight_name: false

user_groups:
  - Principle Investigator
---

Orrin Quillfeather is a professor of sample studies at the Example Institute. He leads a group that builds examples.

Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed neque elit, tristique placerat feugiat ac.
"""


def test_an_author_page_that_kept_the_template_s_sample_bio_is_still_its_person(db, tmp_path):
    """The front matter is filled in, the body below it is the template's (about the template's person): the
    person is read, the body left out."""
    files = {
        "config/_default/hugo.yaml": LAB["config/_default/hugo.yaml"].replace("Castellan Group", "Marwood Group"),
        "content/authors/admin/_index.md": SAMPLE_BIO_PI,
        "content/authors/bo-lin/_index.md": _author("Bo Lin", "PhD Student", ["Grad Students"], "Bo grows films."),
    }
    report = import_documents([write(tmp_path / "site", files)])

    assert not report.failed
    pi = Person.objects.get(name="Ilse Marwood")
    assert (pi.role, pi.email) == (Role.PI, "imarwood@coldharbour.example.edu")
    assert pi.affiliation == "Coldharbour University of Technology"
    assert "ipsum" not in pi.bio and "sample studies" not in pi.bio
    assert Person.objects.count() == 2


def test_an_author_page_of_the_template_s_own_person_is_still_skipped(db, tmp_path):
    files = {
        "config/_default/hugo.yaml": LAB["config/_default/hugo.yaml"],
        "content/authors/admin/_index.md": SAMPLE_BIO_PI.replace("title: Ilse Marwood", "title: Your Name"),
        "content/authors/bo-lin/_index.md": _author("Bo Lin", "PhD Student", ["Grad Students"], "Bo grows films."),
    }
    import_documents([write(tmp_path / "site", files)])

    assert list(Person.objects.values_list("name", flat=True)) == ["Bo Lin"]


def test_the_template_s_own_author_page_its_sample_bio_about_its_person_is_skipped(db, tmp_path):
    """The template's page left as it came: its sample bio speaks of the very person its front matter names."""
    page = SAMPLE_BIO_PI.replace("title: Ilse Marwood", "title: Orrin Quillfeather")
    files = {
        "config/_default/hugo.yaml": LAB["config/_default/hugo.yaml"],
        "content/authors/admin/_index.md": page,
        "content/authors/bo-lin/_index.md": _author("Bo Lin", "PhD Student", ["Grad Students"], "Bo grows films."),
    }
    report = import_documents([write(tmp_path / "site", files)])

    assert list(Person.objects.values_list("name", flat=True)) == ["Bo Lin"]
    assert any("sample text" in (f.error or "") for f in report.files if f.status == "skipped")
