"""A site generator's folder imported as one site: people, papers linked to them, news and projects.

The fixtures under fixtures/sites/ are small fictional sites in the real layouts of Hugo Blox,
academicpages, al-folio, minimal-mistakes, Quarto (sources and rendered), greenelab's
lab-website-template and a Jekyll lab with a roster.
"""

import datetime
import shutil
from pathlib import Path

import pytest

from content.models import News, Project
from importer.parsers.sites import plan_site
from importer.parsers.structured import parse_structured
from importer.parsers.structured.examples import is_example_person
from importer.services import import_documents
from people.models import Person
from publications.models import Publication

SITES = Path(__file__).parent / "fixtures" / "sites"


def linked(title):
    publication = Publication.objects.get(title=title)
    return [(a.name, a.person.slug if a.person else None) for a in publication.authorships.order_by("position")]


def skipped(report):
    return {
        Path(f.path).relative_to(report_root(report)).as_posix(): f.error for f in report.files if f.status == "skipped"
    }


def report_root(report):
    paths = [Path(f.path) for f in report.files]
    return next(p for p in SITES.iterdir() if all(p in q.parents for q in paths))


def test_a_lab_template_site_gives_its_members_their_papers_news_and_projects(db):
    report = import_documents([SITES / "labtemplate"])

    assert not report.failed
    people = {p.slug: p for p in Person.objects.all()}
    assert set(people) == {"mara-lindqvist", "oskar-feld", "priya-raman"}  # "Your Name" is the template's example
    mara, oskar, priya = people["mara-lindqvist"], people["oskar-feld"], people["priya-raman"]
    assert (mara.role, mara.position) == ("pi", "Principal Investigator")  # the slug, as the template's list says
    assert (oskar.role, oskar.position) == ("phd", "PhD Student")
    assert (priya.role, priya.position) == ("alumni", "Postdoctoral Researcher")  # group: alum
    assert set(mara.alt_names) == {"M. Lindqvist", "Mara E Lindqvist"}
    assert mara.email == "mara@tidewater-lab.example"
    assert set(mara.links.values_list("label", "url")) >= {
        ("ORCID", "https://orcid.org/0000-0000-0000-0012"),
        ("GitHub", "https://github.com/mlindqvist"),
        ("Google Scholar", "https://scholar.google.com/citations?user=Xk2mAAAAJ"),
    }
    # "YEAR &nbsp; Title, Organisation" lines under {:.left} and inside <details>
    assert {(e.degree, e.institution, e.end_year) for e in mara.education.all()} == {
        ("phd", "University of Nordhavn", 2014),
        ("master", "Veldmark University", 2009),
    }
    assert ("Associate Professor", "Coastal Institute of Veldmark") in {
        (e.title, e.organization) for e in mara.experience.all()
    }
    assert "{:" not in mara.bio and "Positions" not in mara.bio and "<details>" not in mara.bio

    # The generated citation list: JATS markup gone, each author linked to a member by name or alias.
    assert linked("Night-time oxygen pulses in a Zostera meadow measured with EddyLog") == [
        ("Oskar Feld", "oskar-feld"),
        ("Priya Raman", "priya-raman"),
        ("Mara E Lindqvist", "mara-lindqvist"),
    ]
    assert linked("Tidal pumping of carbon through salt-marsh creeks") == [
        ("P. Raman", "priya-raman"),
        ("Henrik Aalto", None),
        ("M. Lindqvist", "mara-lindqvist"),
    ]
    assert Publication.objects.get(title__startswith="Tidal pumping").doi == "10.5555/tidal.2021.114"
    assert not mara.needs_review  # a lab's citation list has no owner to guess

    assert list(News.objects.values_list("title", "date", "person")) == [
        ("Field season starts at Kelpvik", datetime.date(2024, 3, 4), None)  # a lab's news: no one person's
    ]
    assert set(Project.objects.values_list("title", flat=True)) == {"EddyLog", "Creek Carbon Atlas"}
    eddylog = Project.objects.get(title="EddyLog")
    assert eddylog.summary.startswith("Cheap loggers") and "github.com/tidewater-lab/eddylog" in eddylog.description

    reasons = skipped(report)
    assert "the template's example member" in reasons["_members/your-name.md"]
    assert "configuration" in reasons["_config.yaml"] and "configuration" in reasons["Gemfile"]
    assert {"_includes/footer.html", "_styles/theme.scss", "README.md", "team/index.md"} <= set(reasons)
    # A page of the lab's own, written by hand: its papers, no one's profile.
    assert linked("Salt-marsh creeks export dissolved carbon at night") == [
        ("Priya Raman", "priya-raman"),
        ("Oskar Feld", "oskar-feld"),
        ("Mara Lindqvist", "mara-lindqvist"),
    ]
    assert "7 of 7 file(s) imported, 11 skipped." in report.summary()


def test_importing_a_site_again_changes_nothing(db):
    import_documents([SITES / "labtemplate"])
    counts = (Person.objects.count(), Publication.objects.count(), News.objects.count(), Project.objects.count())

    report = import_documents([SITES / "labtemplate"])

    assert not report.changed
    assert counts == (
        Person.objects.count(),
        Publication.objects.count(),
        News.objects.count(),
        Project.objects.count(),
    )


def test_a_site_inside_the_folder_given_is_planned_from_its_own_folder(db, tmp_path):
    shutil.copytree(SITES / "labtemplate", tmp_path / "download" / "tidewater-website-main")

    report = import_documents([tmp_path / "download"])

    assert not report.failed
    assert set(Person.objects.values_list("slug", flat=True)) == {"mara-lindqvist", "oskar-feld", "priya-raman"}
    assert sum(f.status == "skipped" for f in report.files) == 11


def test_a_glob_matching_site_folders_reads_each_as_a_site(db):
    report = import_documents([str(SITES / "ro*")])

    assert not report.failed
    assert "_data/people.yml" in {f.path.split("roster/")[-1] for f in report.files if f.format == "roster"}
    assert Person.objects.count() == 4


def test_an_alfolio_site_is_its_owners(db):
    report = import_documents([SITES / "alfolio"])

    assert not report.failed
    owner = Person.objects.get()  # the impressum names her too: a legal notice is no profile
    assert owner.name == "Teodora V. Marinescu"  # first, middle and last name of _config.yml
    assert owner.role == "pi" and "Karst Valley University" in owner.bio
    assert linked("Rewetting pulses and microbial carbon use") == [
        ("Chidi Okoro", None),
        ("Teodora Marinescu", owner.slug),
    ]
    news = dict(News.objects.values_list("date", "title"))
    assert news[datetime.date(2023, 9, 1)] == "The lab receives a grant for rewetting experiments"
    assert news[datetime.date(2024, 1, 15)].startswith("Our drought-dormancy paper")  # an inline item: no title
    assert set(News.objects.values_list("person__slug", flat=True)) == {owner.slug}  # her site's news are about her
    project = Project.objects.get()
    assert (project.title, project.summary) == ("Drought dormancy", "How soil bacteria sleep through dry summers.")
    assert list(project.members.all()) == [owner]
    reasons = skipped(report)
    assert "legal notice" in reasons["_pages/impressum.md"]
    assert "sample text" in reasons["_projects/2_project.md"]  # the template's own example project
    assert "no text of its own" in reasons["_pages/publications.md"]
    assert {"_config.yml", "package.json", "assets/css/main.scss", "assets/js/common.js"} <= set(reasons)


def test_an_academicpages_site_owner_comes_from_the_config_and_a_working_paper_is_a_paper(db):
    report = import_documents([SITES / "academicpages"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Rafael Quintero"  # the about page never names him; _config.yml's author does
    assert "minimum wages" in owner.bio
    assert ("phd", "Escola de Economia do Sul") in {(e.degree, e.institution) for e in owner.education.all()}
    assert linked("Minimum wage spillovers in informal labour markets") == [
        ("R. Quintero", owner.slug),
        ("M. Alves", None),
    ]
    working = Publication.objects.get(title="How regional firms set pay after a shock")  # from _portfolio/
    assert working.kind == "preprint"
    assert not Project.objects.exists()
    assert News.objects.get().title == "Teaching a new course on labour markets"
    reasons = skipped(report)
    assert "talk" in reasons["_talks/2023-05-10-talk-sbe.md"]
    assert {"_config.yml", "_data/navigation.yml", "_pages/publications.html", "talkmap.py"} <= set(reasons)


def test_a_minimal_mistakes_site_owner_is_its_author_block(db):
    report = import_documents([SITES / "minimalmistakes"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Halvard Brekke"
    assert {e.degree for e in owner.education.all()} == {"phd", "master"}
    assert News.objects.get().title == "Back from the ice"
    reasons = skipped(report)
    assert "legal notice" in reasons["_pages/privacy.md"]
    assert "listing" in reasons["_pages/year-archive.md"]


def test_a_hugo_blox_site_in_two_languages_is_one_owner_with_news_and_projects(db):
    report = import_documents([SITES / "hugoblox"])

    assert not report.failed
    owner = Person.objects.get()  # content/de/authors/admin translates content/authors/admin
    assert (owner.name, owner.role) == ("Amara Okafor", "pi")
    assert "Kelpwälder" not in owner.bio  # the site's default language is read, not its translation
    assert linked("Kelp canopy recovery after the 2021 heatwave") == [
        ("Amara Okafor", owner.slug),
        ("Sipho Ndlovu", None),
    ]
    assert News.objects.get().title == "New grant for heatwave monitoring"  # TOML front matter, as Hugo reads it
    assert Project.objects.get().summary == "How kelp forests come back after marine heatwaves."
    reasons = skipped(report)
    assert reasons["content/de/authors/admin/_index.md"].startswith("a translation ('de') of content/authors/admin")
    assert "legal notice" in reasons["content/privacy.md"]
    assert "talk" in reasons["content/event/talk-2023/index.md"]
    assert "links to" in reasons["static/uploads/kelp-2023.pdf"]  # a paper's PDF is no profile
    assert {"config/_default/hugo.yaml", "go.mod", "netlify.toml", "layouts/partials/custom_head.html"} <= set(reasons)
    assert "content/_index.md" in reasons  # the landing page's blocks are layout, not text


def test_a_quarto_site_reads_its_sources_and_skips_its_rendered_copy(db):
    report = import_documents([SITES / "quarto"])

    assert not report.failed
    owner = Person.objects.get()
    assert (owner.name, owner.role) == ("Ines Carvalho", "postdoc")  # the about page's title names her
    assert News.objects.get().title == "A fellowship for heat-health work"
    # A page per paper in Quarto's own shape: title, author list, date, doi, pub-info.
    paper = Publication.objects.get(doi="10.5555/envepi.2023.0301")
    assert (paper.year, paper.title, paper.venue_text) == (
        2023,
        "Warm nights and ambulance calls in Braga",
        "Environmental Epidemiology",
    )
    assert linked(paper.title) == [("Ines Carvalho", owner.slug), ("Afonso Nunes", None)]
    assert "plot(admissions)" not in paper.abstract  # a code chunk is no text
    reasons = skipped(report)
    assert "rendered copy" in reasons["_site/index.html"]
    assert {"_quarto.yml", "styles.css", "blog.qmd"} <= set(reasons)


def test_a_rendered_quarto_site_is_read_from_its_html(db):
    report = import_documents([SITES / "quarto-rendered"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Jonas Weller"
    assert ("phd", "Technische Hochschule Rheinau") in {(e.degree, e.institution) for e in owner.education.all()}
    assert {"docs/search.json", "docs/site_libs/bootstrap/bootstrap.min.js"} <= set(skipped(report))


def test_a_lab_roster_makes_members_with_roles_dates_and_alumni(db):
    report = import_documents([SITES / "roster"])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {"Beatriz Solano", "Tobias Krenn", "Lena Marsh", "Wei Zhou"}  # "Jane Doe" is an example
    assert people["Beatriz Solano"].role == "pi"  # the roster's one professor runs the lab
    assert people["Tobias Krenn"].role == "phd" and people["Tobias Krenn"].joined == datetime.date(2021, 1, 1)
    assert people["Tobias Krenn"].alt_names == ["T. Krenn"]
    assert people["Lena Marsh"].joined == datetime.date(2023, 3, 1)
    zhou = people["Wei Zhou"]
    assert (zhou.role, zhou.position, zhou.now_at) == ("alumni", "MSc Student", "Hydrologist at the River Authority")
    assert zhou.left == datetime.date(2020, 12, 31) and zhou.is_alumni
    assert linked("Fracture flow in weathered granite") == [
        ("Tobias Krenn", "tobias-krenn"),
        ("Wei Zhou", "wei-zhou"),
        ("Beatriz Solano", "beatriz-solano"),
    ]
    assert "no text of its own" in skipped(report)["_pages/people.md"]
    assert dict(News.objects.values_list("date", "title")) == {
        datetime.date(2024, 6, 12): "Tobias passed his qualifying exam",
        datetime.date(2023, 3, 1): "Lena Marsh joins the group as a postdoc from the Coastal Aquifer Centre.",
    }


def test_a_roster_file_is_read_as_people_not_as_papers():
    text = """\
- group: Postdocs
  members:
    - name: Ada Varga
      title: Postdoctoral Fellow
      year: 2024
- group: Alumni
  members:
    - name: Ben Ito
      title: PhD Student
      year: 2019
      now: Lecturer at Eastfield College
"""
    document = parse_structured("members.yml", text)

    assert document.format == "roster" and not document.publications
    assert [(p.name, p.role, p.now_at) for p in document.people] == [
        ("Ada Varga", "postdoc", ""),
        ("Ben Ito", "alumni", "Lecturer at Eastfield College"),
    ]


@pytest.mark.parametrize(
    ("name", "text", "example"),
    [
        ("Your Name", "", True),
        ("Jane Doe", "", True),
        ("Jane Smith", "Lorem ipsum dolor sit amet, consectetur adipiscing elit.", True),
        ("Sam Reed", "This could be you! Join us.", True),
        ("Sam Reed", "Sam studies river deltas and joined us in 2022 from the coast guard.", False),
    ],
)
def test_a_templates_example_member_is_no_person(name, text, example):
    assert is_example_person(name, text) is example


@pytest.mark.parametrize(
    ("title", "owner"),
    [
        ("Rafael Quintero", "Rafael Quintero"),
        ("Tidewater Lab", None),  # a lab's site: its people come from its member pages
        ("Your Sidebar Name", None),  # the template's default, never changed
        ("Field notes", None),
    ],
)
def test_the_owner_is_a_persons_name_in_the_configuration(title, owner):
    config = f'author:\n  name: "{title}"\n'
    plan = plan_site(["_config.yml", "_pages/about.md"], lambda name: config if name == "_config.yml" else None)

    assert plan.owner == owner


def test_a_folder_no_generator_made_is_read_file_by_file():
    plan = plan_site(["cv.md", "papers.bib"], lambda name: "")

    assert plan.generator is None and not plan.skipped and not plan.kinds


def test_a_roster_of_people_filed_under_their_ids_by_group():
    text = """\
current:
  avarga: {name: Ada Varga, position: PhD Candidate}
  bito: {name: Ben Ito, position: Lab Manager}
alumni:
  cfox: {name: Cleo Fox, position: Postdoctoral Fellow, left: 2021}
"""
    document = parse_structured("team.yml", text)

    assert [(p.name, p.role) for p in document.people] == [
        ("Ada Varga", "phd"),
        ("Ben Ito", "staff"),
        ("Cleo Fox", "alumni"),
    ]


def test_a_roster_keyed_by_member_ids_with_role_slugs_and_spelled_out_emails():
    text = """\
kwalsh:
    display_name: "Kira Walsh"
    role: pi
    bio: Associate Professor of Chemical Engineering
    email: "kwalsh [at] uni [dot] example"
tnguyen:
    display_name: "Tam Nguyen"
    role: grad
oboro:
    display_name: "Olu Boro"
    role: ugrad
mlee:
    display_name: "Min Lee"
    role: alumni-postdoc
    bio: "Ph.D., 2021. Now at Fernhill Labs."
rpatel:
    display_name: "Ravi Patel"
    role: engineer
    links:
      - icon: fa-solid fa-house
        link: https://rpatel.example
"""
    people = {p.name: p for p in parse_structured("people.yml", text).people}

    walsh = people["Kira Walsh"]
    assert (walsh.role, walsh.position, walsh.email) == (
        "pi",
        "Associate Professor of Chemical Engineering",
        "kwalsh@uni.example",
    )
    assert people["Tam Nguyen"].role == "phd" and people["Olu Boro"].role == "undergrad"
    assert (people["Min Lee"].role, people["Min Lee"].now_at) == ("alumni", "Fernhill Labs")
    assert people["Ravi Patel"].role == "staff"
    assert [(l.label, l.url) for l in people["Ravi Patel"].links] == [("Homepage", "https://rpatel.example")]


def test_a_roster_file_on_its_own_is_read_as_people(db, tmp_path):
    roster = tmp_path / "members.yml"
    roster.write_text(
        "- name: Ada Varga\n  role: Postdoctoral Fellow\n  email: ada@example.org\n"
        "- name: Ben Ito\n  role: PhD Student\n  group: alumni\n  now_at: Eastfield College\n"
    )

    report = import_documents([roster])

    assert not report.failed and report.files[0].format == "roster"
    assert dict(Person.objects.values_list("name", "role")) == {"Ada Varga": "postdoc", "Ben Ito": "alumni"}
    assert report.files[0].person is None  # a roster is no one person's document


def test_a_member_page_with_dates_and_a_paragraph_for_description():
    from importer.parsers.structured.roster import member_page

    meta = {
        "name": "Dana Holt, Ph.D.",
        "startdate": [datetime.date(2019, 9, 1)],
        "enddate": [datetime.date(2023, 6, 30)],
        "position": "Postdoctoral Scholar",
        "subsequent": "Scientist at Larchmont Biologics",
        "description": "Dana earned her PhD in biophysics. She builds models of enzyme motion.",
    }

    profile = member_page(meta, "", "_members/dana-holt.md").profile

    assert (profile.name, profile.role, profile.position) == ("Dana Holt", "alumni", "Postdoctoral Scholar")
    assert (profile.joined, profile.left) == (datetime.date(2019, 9, 1), datetime.date(2023, 6, 30))
    assert profile.now_at == "Scientist at Larchmont Biologics"
    assert profile.bio.startswith("Dana earned her PhD")


def test_bad_site_files_fail_by_name_and_the_others_still_import(db, tmp_path):
    site = tmp_path / "site"
    (site / "_news").mkdir(parents=True)
    (site / "_data").mkdir()
    (site / "_config.yml").write_text("first_name: Noor\nlast_name: Haddad\n")
    (site / "_news" / "undated.md").write_text("---\ntitle: A talk at the spring meeting\n---\nSlides soon.\n")
    (site / "_news" / "2024-02-02-broken.md").write_text("---\ntitle: [unclosed\n---\nText.\n")
    (site / "_news" / "2024-01-09-ok.md").write_text("---\ntitle: A new preprint\n---\nOn soil.\n")
    (site / "_data" / "people.yml").write_text("- just a line\n- another line\n")
    (site / "_news" / "2024-03-03-open.md").write_text("---\ntitle: Never closed\n\nThe body.\n")

    report = import_documents([site])

    errors = {Path(f.path).name: f.error for f in report.failed}
    assert "needs a date" in errors["undated.md"]
    assert "front matter is not valid" in errors["2024-02-02-broken.md"]
    assert "lists no people" in errors["people.yml"]
    assert News.objects.get().title == "A new preprint"
    assert "never closed" in errors["2024-03-03-open.md"]
