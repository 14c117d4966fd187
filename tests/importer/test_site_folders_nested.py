"""A folder holding a site's folder is read as that site; a folder holding two sites is read as two.

The sites are fictional, written by the tests in the layouts of al-folio / academicpages (Jekyll)
and Hugo Blox: a configuration at the site's top, news, projects, and (Hugo) a translation.
"""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from content.models import News, Project
from importer.models import SourceDocument
from importer.parsers.sites import plan_site
from importer.services import import_documents
from people.models import Person
from tests.importer.site_files import write

from .test_uploads import UPLOAD, zipped

JEKYLL_SITE = {
    "_config.yml": "title: blank\nfirst_name: Ilse\nlast_name: Varga\nurl: https://ivarga.example\n",
    "Gemfile": "source 'https://rubygems.org'\n",
    "_pages/about.md": "---\nlayout: about\ntitle: about\npermalink: /\n---\n\nI am a lecturer in sediment "
    "science at Westvale College, where my group counts river pebbles and studies how gravel moves.\n",
    "_news/announcement_1.md": "---\nlayout: post\ntitle: A grant for counting pebbles\ndate: 2024-03-01\n---\n\n"
    "The Westvale Fund pays for three years of pebble counts along the Ashgrove river.\n",
    "_projects/gravel.md": "---\nlayout: page\ntitle: Gravel routing\ndescription: Where river gravel goes in "
    "a flood.\nimportance: 1\n---\n\nWe tag gravel and follow it through three winters of floods.\n",
    "_bibliography/papers.bib": "@article{varga2022,\n  author = {Varga, Ilse and Quill, Mara},\n"
    "  title = {Counting Pebbles Along the Ashgrove},\n  journal = {Journal of Imaginary Geology},\n"
    "  year = {2022}\n}\n",
}

HUGO_BLOX_SITE = {
    "config/_default/hugo.yaml": "title: Dele Okonkwo\ndefaultContentLanguage: en\nmodule:\n  imports:\n"
    "    - path: github.com/HugoBlox/hugo-blox-builder/modules/blox-bootstrap/v5\n",
    "config/_default/languages.yaml": "en:\n  contentDir: content\nde:\n  contentDir: content/de\n",
    "go.mod": "module github.com/okonkwo/site\n",
    "content/authors/admin/_index.md": "---\ntitle: Dele Okonkwo\nrole: Lecturer in Geology\nsuperuser: true\n"
    "organizations:\n  - name: Northfield University\n---\n\nDele Okonkwo studies how gravel settles in "
    "braided rivers after floods.\n",
    "content/de/authors/admin/_index.md": "---\ntitle: Dele Okonkwo\nrole: Dozent für Geologie\n---\n\n"
    "Dele Okonkwo erforscht, wie sich Kies in verzweigten Flüssen nach Hochwassern ablagert.\n",
    "content/post/field-season/index.md": "---\ntitle: A field season on the Ashgrove\ndate: 2024-06-01\n---\n\n"
    "We spent June measuring gravel bars on the Ashgrove river with three students.\n",
    "content/project/braided-rivers/index.md": "---\ntitle: Braided rivers\nsummary: How gravel bars move in "
    "braided rivers.\n---\n\nRepeated surveys of gravel bars after every flood since 2020.\n",
}


ACADEMICPAGES_SITE = {
    "_config.yml": 'title: "Wen Oduya"\nremote_theme: "mmistakes/minimal-mistakes@4.24.0"\n'
    'author:\n  name: "Wen Oduya"\n  bio: "Economist"\n',
    "_pages/about.md": "---\npermalink: /\ntitle: About me\n---\n\nI am an economist at Northfield University "
    "studying how small firms set wages after a shock.\n",
    "_publications/2023-pay.md": "---\ntitle: How small firms set pay\ncollection: publications\n"
    "date: 2023-05-01\nvenue: Journal of Fictional Economics\ncitation: Oduya, W. (2023). How small firms set pay. "
    "Journal of Fictional Economics.\n---\n",
    "_posts/2024-01-10-course.md": "---\ntitle: Teaching a course on wages\ndate: 2024-01-10\n---\n\n"
    "This spring I teach a new course on wages and small firms.\n",
    "_talks/2023-talk.md": "---\ntitle: Pay after shocks\ncollection: talks\n---\n\nA talk at a workshop.\n",
}


def plan_of(files: dict[str, str]):
    return plan_site(list(files), files.get)


def inside(folder: str, files: dict[str, str]) -> dict[str, str]:
    return {f"{folder}/{name}": text for name, text in files.items()}


def without(prefix: str, names: dict[str, str]) -> dict[str, str]:
    return {name.removeprefix(prefix): value for name, value in names.items() if name.startswith(prefix)}


BESIDE = {
    "README.md": "# My lab's site\n",
    "LICENSE": "MIT\n",
    "__MACOSX/mylab-site/._README.md": "\x00\x05\x16\x07",
    ".DS_Store": "\x00\x00\x00\x01Bud1",
}


def test_a_folder_holding_one_jekyll_site_is_planned_as_that_site():
    given = plan_of(JEKYLL_SITE)
    plan = plan_of({**inside("mylab-site", JEKYLL_SITE), **BESIDE})

    assert (plan.generator, plan.owner, plan.prefix) == (given.generator, given.owner, "mylab-site/")
    assert given.generator == "al-folio" and given.owner == "Ilse Varga"
    assert without("mylab-site/", plan.kinds) == given.kinds
    assert plan.kinds["mylab-site/_news/announcement_1.md"] == "news"  # not the owner's pages
    assert plan.kinds["mylab-site/_projects/gravel.md"] == "project"
    assert without("mylab-site/", plan.skipped) == given.skipped
    assert {"README.md", "LICENSE", "__MACOSX/mylab-site/._README.md", ".DS_Store"} <= set(plan.skipped)
    assert "__MACOSX" in plan.skipped["__MACOSX/mylab-site/._README.md"]
    assert plan.site_file("mylab-site/_pages/about.md").owner == "Ilse Varga"


@pytest.mark.parametrize("site", [ACADEMICPAGES_SITE, HUGO_BLOX_SITE], ids=["academicpages", "Hugo Blox"])
def test_each_file_of_a_site_one_folder_down_is_planned_as_when_the_site_is_given(site):
    given = plan_of(site)
    plan = plan_of({**inside("site-main", site), "LICENSE.md": "MIT\n", "__MACOSX/site-main/._x.md": "\x00"})

    assert given.generator is not None and given.owner
    assert (plan.generator, plan.owner, plan.owner_names) == (given.generator, given.owner, given.owner_names)
    assert without("site-main/", plan.kinds) == given.kinds
    assert without("site-main/", plan.skipped) == given.skipped
    assert set(plan.skipped) - {f"site-main/{name}" for name in given.skipped} == {
        "LICENSE.md",
        "__MACOSX/site-main/._x.md",
    }


def test_a_folder_holding_one_hugo_blox_site_reads_its_translation_news_and_projects_as_the_site_does():
    given = plan_of(HUGO_BLOX_SITE)
    plan = plan_of({**inside("okonkwo-site", HUGO_BLOX_SITE), "README.md": "# Site\n"})

    assert given.generator == "Hugo Blox" and given.owner == "Dele Okonkwo"
    assert (plan.generator, plan.owner) == (given.generator, given.owner)
    assert without("okonkwo-site/", plan.kinds) == given.kinds
    assert plan.kinds["okonkwo-site/content/post/field-season/index.md"] == "news"
    assert plan.kinds["okonkwo-site/content/project/braided-rivers/index.md"] == "project"
    assert plan.kinds["okonkwo-site/content/authors/admin/_index.md"] == "owner"
    translation = plan.skipped["okonkwo-site/content/de/authors/admin/_index.md"]
    assert translation == given.skipped["content/de/authors/admin/_index.md"]
    assert translation.startswith("a translation ('de') of content/authors/admin/_index.md")


def test_a_site_two_folders_down_is_found_too():
    plan = plan_of(inside("upload", inside("okonkwo-site-main", HUGO_BLOX_SITE)))

    assert plan.prefix == "upload/okonkwo-site-main/" and plan.owner == "Dele Okonkwo"
    assert plan.kinds["upload/okonkwo-site-main/content/post/field-season/index.md"] == "news"


def test_a_folder_holding_two_sites_is_read_as_two():
    plan = plan_of({**inside("varga", JEKYLL_SITE), **inside("okonkwo", HUGO_BLOX_SITE), "README.md": "# Two\n"})

    assert [(site.prefix, site.generator, site.owner) for site in plan.sites] == [
        ("okonkwo/", "Hugo Blox", "Dele Okonkwo"),
        ("varga/", "al-folio", "Ilse Varga"),
    ]
    assert without("varga/", plan.kinds) == plan_of(JEKYLL_SITE).kinds
    assert without("okonkwo/", plan.kinds) == plan_of(HUGO_BLOX_SITE).kinds
    assert plan.site_file("varga/_pages/about.md").owner == "Ilse Varga"
    assert plan.site_file("okonkwo/content/authors/admin/_index.md").owner == "Dele Okonkwo"
    assert plan.order("okonkwo/content/post/field-season/index.md") > plan.order("varga/_pages/about.md")
    assert "read-me" in plan.skipped["README.md"]


def test_a_sites_own_folder_given_alone_is_still_that_site():
    """content/ of a Hugo site, or the rendered docs/, is not a site folder of its own: no configuration at its top."""
    content = {n: t for n, t in HUGO_BLOX_SITE.items() if n.startswith("content/")}
    plan = plan_of(content)
    assert plan.prefix == "" and plan.generator == "Hugo Blox"
    assert plan.kinds["content/post/field-season/index.md"] == "news"


def test_importing_a_folder_holding_one_site_is_importing_the_site(db, tmp_path):
    upload = write(tmp_path / "upload", {**inside("mylab-site", HUGO_BLOX_SITE), "README.md": "# Site\n"})

    report = import_documents([upload])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Dele Okonkwo" and "verzweigten" not in owner.bio  # the translation is not read
    assert list(News.objects.values_list("title", flat=True)) == ["A field season on the Ashgrove"]
    assert list(Project.objects.values_list("title", flat=True)) == ["Braided rivers"]
    assert not Person.objects.filter(name__icontains="field season").exists()


def test_importing_a_folder_holding_two_sites_imports_both_owners_with_their_news(db, tmp_path):
    upload = write(tmp_path / "upload", {**inside("varga", JEKYLL_SITE), **inside("okonkwo", HUGO_BLOX_SITE)})

    report = import_documents([upload])

    assert not report.failed
    assert set(Person.objects.values_list("name", flat=True)) == {"Ilse Varga", "Dele Okonkwo"}
    news = dict(News.objects.values_list("title", "person__name"))
    assert news == {
        "A grant for counting pebbles": "Ilse Varga",
        "A field season on the Ashgrove": "Dele Okonkwo",
    }
    assert set(Project.objects.values_list("title", flat=True)) == {"Gravel routing", "Braided rivers"}


def test_an_uploaded_zip_of_a_site_folder_beside_its_read_me_is_planned_as_the_site(client, lab_admin):
    """The zip's top holds the site's folder and a read-me: the upload's reading finds the site below."""
    client.force_login(lab_admin)
    members = {**inside("okonkwo-site", HUGO_BLOX_SITE), "README.md": "# Site\n"}
    client.post(reverse(UPLOAD), {"document": [SimpleUploadedFile("site.zip", zipped(members))]}, follow=True)

    document = SourceDocument.objects.get()
    assert document.status == "planned"
    created = {(i["kind"], i["label"]) for i in document.plan["items"] if i["action"] == "create"}
    assert ("news", "A field season on the Ashgrove") in created
    assert ("project", "Braided rivers") in created
    assert {label for kind, label in created if kind == "person"} == {"Dele Okonkwo"}
    statuses = {f["name"]: f["status"] for f in document.plan["files"]}
    assert statuses["okonkwo-site/content/de/authors/admin/_index.md"] == "skipped"
