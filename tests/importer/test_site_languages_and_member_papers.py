"""Multilingual site folders read once, in the site's own language, and the papers a member's own page lists.

A page translated by its file's name (Hugo's _index.fr.md, babelquarto's index.es.qmd) or kept in a
language's folder (Docsy's content/fr/, jekyll-multiple-languages-plugin's _i18n/pt/) is one person or
one paper, whichever languages it is written in; a member page's "Selected publications" are theirs.
The fixtures under fixtures/sites/ are small fictional sites in the real layouts.
"""

import pytest

from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import SITES, authors, skipped


def test_a_hugo_site_translated_by_file_name_reads_its_default_language_once(db):
    report = import_documents([SITES / "hugo-translated-files"])

    assert not report.failed
    people = {p.slug: p for p in Person.objects.all()}
    assert set(people) == {"noemie-varlet", "joao-teles"}
    assert people["noemie-varlet"].position == "Directrice de recherche"  # French is the site's own language
    assert "tundra for twenty years" not in people["noemie-varlet"].bio
    assert sorted(Publication.objects.values_list("title", flat=True)) == [
        "La croissance des lichens ralentit sous un manteau neigeux tardif",
        "Reindeer grazing and lichen cover on a tundra plateau",  # in English only: its one copy, read
    ]
    reasons = skipped(report, "hugo-translated-files")
    assert reasons["content/authors/joao-teles/_index.en-gb.md"] == (
        "a translation ('en') of content/authors/joao-teles/_index.md, which is read instead"
    )
    assert reasons["content/publication/2022-lichens/index.en.md"].startswith("a translation ('en')")
    assert "content/publication/2019-tundra/index.en.md" not in reasons


def test_a_babelquarto_site_is_one_owner_with_each_paper_once(db):
    report = import_documents([SITES / "babelquarto-site"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Orla Brennick"
    assert "turberas" not in owner.bio
    assert Publication.objects.count() == 2
    assert authors("Water table memory in a raised bog")[1] == ("O. Brennick", owner.slug)
    reasons = skipped(report, "babelquarto-site")
    assert reasons["publications.es.qmd"] == "a translation ('es') of publications.qmd, which is read instead"
    assert reasons["index.es.qmd"].startswith("a translation ('es')")


def test_a_docsy_lab_reads_its_english_people_and_papers_once_and_no_invitation(db):
    report = import_documents([SITES / "docsy-lab"])

    assert not report.failed
    names = set(Person.objects.values_list("name", flat=True))
    assert {"Helga Nordqvist", "Tomas Reyburn", "Yuki Amanai", "Paolo Venturi", "Ines Okafor"} <= names
    assert not any("join" in n.lower() or "student" in n.lower() for n in names)  # "Join us" is no one
    helga = Person.objects.get(name="Helga Nordqvist")
    assert (helga.role, helga.position) == ("pi", "Professor of Physical Oceanography")  # "is Professor of ..."
    assert Person.objects.get(name="Paolo Venturi").role == "visitor"  # under "Lab Visitors"
    assert Person.objects.get(name="Sandra Kellow").role == "staff"  # a paragraph: "Sandra Kellow manages ..."
    rafael = Person.objects.get(name="Rafael Quintela")
    assert (rafael.role, rafael.position) == ("visitor", "visiting professor from the Instituto de Mar Aberto")
    assert Publication.objects.count() == 3  # the French list repeats two of them
    assert [slug for _, slug in authors("Windage of floating plastics in a wave tank")] == [
        "yuki-amanai",
        "helga-nordqvist",
    ]
    reasons = skipped(report, "docsy-lab")
    assert reasons["content/fr/people/_index.md"] == (
        "a translation ('fr') of content/en/people/_index.md, which is read instead"
    )
    assert reasons["content/fr/publications/_index.md"].startswith("a translation ('fr')")


def test_papers_a_member_page_lists_are_the_members_and_plugin_strings_are_no_page(db):
    report = import_documents([SITES / "members-selected-papers"])

    assert not report.failed
    people = {p.slug: p for p in Person.objects.all()}
    assert set(people) == {"ines-calado", "tobias-ruud", "bola-okonkwo"}
    assert people["tobias-ruud"].bio == "Tobias flies drones over thawing peat."  # the list is no bio
    assert people["bola-okonkwo"].bio == (  # reference-style links written inline, their definitions gone
        "Bola models heat flow in frozen soils at the [Tundra Station](https://tundra-station.example.org/), "
        "after a PhD with [Inês Calado](/members/ines-calado/)."
    )
    assert sorted(Publication.objects.values_list("title", flat=True)) == [
        "A borehole record of winter warming",
        "Drone photogrammetry of collapsing palsas",
        "Thaw depth under peat plateaus doubled in a decade",  # on two members' pages: one paper
    ]
    assert authors("Thaw depth under peat plateaus doubled in a decade") == [
        ("I. Calado", "ines-calado"),
        ("T. Ruud", "tobias-ruud"),
        ("B. Okonkwo", "bola-okonkwo"),
    ]
    assert Publication.objects.get(title="A borehole record of winter warming").year == 2018
    reasons = skipped(report, "members-selected-papers")
    assert "menus and buttons" in reasons["_i18n/en.yml"]
    assert reasons["_i18n/pt/research.md"] == "a translation ('pt') of _i18n/en/research.md, which is read instead"


def test_papers_a_hugo_author_page_lists_are_the_authors(db, tmp_path):
    from tests.importer.site_files import write

    site = write(
        tmp_path / "site",
        {
            "config/_default/hugo.yaml": "title: Fen Carbon Group\n",
            "content/authors/runa-vik/_index.md": (
                "---\ntitle: Runa Vik\nrole: Associate Professor\nuser_groups: [Principal Investigator]\n---\n"
                "Runa measures methane from fens.\n\n### Selected Publications\n\n"
                "* Vik R., Doran P. (2021). Methane pulses from a thawing fen. *Global Change Biology*, 27, 88-101.\n"
            ),
            "content/authors/pim-doran/_index.md": (
                "---\ntitle: Pim Doran\nrole: PhD student\nuser_groups: [Students]\n---\nPim logs fluxes.\n"
            ),
        },
    )
    report = import_documents([site])

    assert not report.failed
    assert Person.objects.get(slug="runa-vik").bio == "Runa measures methane from fens."
    assert [slug for _, slug in authors("Methane pulses from a thawing fen")] == ["runa-vik", "pim-doran"]


def test_a_quarto_site_built_in_a_profile_per_language_reads_its_first_languages_text(db):
    report = import_documents([SITES / "quarto-profiles"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Lise Marchetti"
    assert "lava domes collapse" in owner.bio
    assert "dômes" not in owner.bio  # the French profile's div, hidden unless building in French
    assert Publication.objects.count() == 2
    reasons = skipped(report, "quarto-profiles")
    assert "configuration" in reasons["_quarto-fr.yml"]  # a profile's settings, not a CV


def test_a_polyglot_sites_data_in_each_language_lists_its_people_once(db, tmp_path):
    from tests.importer.site_files import write

    people = "- name: Dr. Jana Falk\n  position: {pi}\n- name: Milo Brandt\n  position: {phd}\n"
    site = write(
        tmp_path / "site",
        {
            "_config.yml": 'title: Arbeitsgruppe Falk\nlanguages: ["de", "en"]\ndefault_lang: "de"\n',
            "_data/de/people.yml": people.format(pi="Gruppenleiterin", phd="Doktorand"),
            "_data/en/people.yml": people.format(pi="Group leader", phd="PhD student"),
        },
    )
    report = import_documents([site])

    assert not report.failed
    assert dict(Person.objects.values_list("name", "position")) == {
        "Jana Falk": "Gruppenleiterin",
        "Milo Brandt": "Doktorand",
    }
    assert not any("Kept" in w for f in report.files for w in f.warnings)  # the English copy never compared


def test_a_person_or_paper_only_in_another_languages_folder_is_read_and_a_translation_is_not(db, tmp_path):
    from tests.importer.site_files import write

    author = "---\ntitle: {name}\nrole: {role}\nuser_groups: [{group}]\n---\n{bio}\n"
    paper = '---\ntitle: "{title}"\nauthors: [{authors}]\ndate: 2023-01-01\npublication: "*{venue}*"\n---\n'
    site = write(
        tmp_path / "site",
        {
            "config/_default/hugo.yaml": "title: Karst Water Group\ndefaultContentLanguage: en\n",
            "config/_default/languages.yaml": "en:\n  weight: 1\nzh:\n  weight: 2\n",
            "content/en/authors/wei-lan/_index.md": author.format(
                name="Wei Lan", role="Professor", group="Principal Investigators", bio="Wei traces karst springs."
            ),
            "content/zh/authors/wei-lan/_index.md": author.format(
                name="兰伟", role="教授", group="负责人", bio="研究岩溶泉水。"
            ),
            "content/zh/authors/hao-min/_index.md": author.format(
                name="Hao Min", role="硕士研究生", group="Students", bio="郝敏研究洞穴滴水。"
            ),
            "content/en/publication/springs/index.md": paper.format(
                title="Spring discharge after typhoon rain", authors="wei-lan", venue="Journal of Hydrology"
            ),
            "content/zh/publication/springs/index.md": paper.format(
                title="台风降雨后的泉水流量", authors="wei-lan", venue="Journal of Hydrology"
            ),
            "content/zh/publication/cave-drips/index.md": paper.format(
                title="洞穴滴水的季节变化", authors="hao-min, wei-lan", venue="水文地质工程地质"
            ),
            "content/zh/publication/typhoon-note/index.md": (
                '---\ntitle: "台风笔记"\ntranslationKey: springs\nauthors: [wei-lan]\ndate: 2023-01-01\n'
                'publication: "*Journal of Hydrology*"\n---\n'
            ),
        },
    )
    report = import_documents([site])

    assert not report.failed
    assert set(Person.objects.values_list("name", flat=True)) == {"Wei Lan", "Hao Min"}  # no "兰伟" beside her
    assert sorted(Publication.objects.values_list("title", flat=True)) == [
        "Spring discharge after typhoon rain",
        "洞穴滴水的季节变化",  # published in Chinese only: its one copy
    ]
    assert [slug for _, slug in authors("洞穴滴水的季节变化")] == ["hao-min", "wei-lan"]


def test_a_quarto_projects_configuration_given_alone_is_refused_by_what_it_is():
    from importer.parsers.documents import read_document
    from importer.parsers.records import DocumentError

    config = SITES / "babelquarto-site" / "_quarto.yml"
    with pytest.raises(DocumentError, match="Quarto project's configuration"):
        read_document(config.name, config.read_bytes(), person="Orla Brennick")
