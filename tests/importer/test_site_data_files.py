"""Lab sites that keep their people and papers in data files beside their pages, as real labs outside computer
science leave them.

A Hugo theme of a lab's own keeps its members in Hugo's data folder (a file a member, given and family name
and role, one with a typo in its YAML), its alumni in `data/alumni.yaml` and its bibliography as CSL in
`data/biblio.yaml`; a member's page names no one (`member: <slug>`) and is its data file's member. A Quarto
group lists its alumni from a YAML listing file in its people folder, keeps its papers in a CSV the R package
`scholar` wrote, makes its papers page from that CSV with R code, and writes a member's name in two scripts.

The fixtures under fixtures/sites/ are small fictional sites in these real layouts.
"""

from importer.parsers.people_files import mend_glued_values, read_people_file
from importer.parsers.site_data import data_file_kind
from importer.parsers.site_members import in_two_scripts
from importer.parsers.site_reasons import code_fill_reason
from importer.parsers.sites import plan_site
from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import SITES, authors, skipped


def _plan(site):
    root = SITES / site
    names = [p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()]
    return plan_site(names, lambda name: (root / name).read_text(encoding="utf-8"))


def test_a_hugo_labs_data_folder_holds_its_people_and_papers():
    plan = _plan("hugo-data-lab")

    assert plan.kinds["data/alumni.yaml"] == "roster"
    assert plan.kinds["data/members/odile_brennan.yaml"] == "roster"  # a member with no page: their file alone
    assert plan.kinds["data/biblio.yaml"] == "papers"
    assert plan.kinds["content/members/teodor_vasquez/index.md"] == "member"
    # a member's data file is read with their page, which names no one itself
    assert "content/members/teodor_vasquez/index.md" in plan.skipped["data/members/teodor_vasquez.yaml"]
    assert plan.site_file("content/members/teodor_vasquez/index.md").member_data["family_name"] == "Vasquez"


def test_a_hugo_labs_members_alumni_and_bibliography_are_imported_from_its_data_files(db):
    report = import_documents([SITES / "hugo-data-lab"])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert {name: p.role for name, p in people.items()} == {
        "Wilhelmina Ostrander": "pi",
        "Teodor Vasquez": "phd",
        "Odile Brennan": "postdoc",
        "Sunniva Haldorsen": "alumni",
        "Rafferty Okafor": "alumni",
        "Maren J. Lindqvist": "alumni",
    }
    assert people["Teodor Vasquez"].bio.startswith("I am a PhD student in the lab")  # the page's text
    assert people["Wilhelmina Ostrander"].bio.startswith("Wilhelmina leads the lab")
    paper = Publication.objects.get(title="Salinity pulses and the length of lagoon food chains")
    assert (paper.year, paper.venue_text) == (2023, "Food Webs")  # CSL written with "container"
    assert authors(paper.title) == [
        ("Teodor Vasquez", "teodor-vasquez"),
        ("Wilhelmina K. Ostrander", "wilhelmina-ostrander"),
    ]
    assert Publication.objects.count() == 2  # the "Coming Soon" page is no paper


def test_a_value_typed_against_its_key_is_read_as_meant_and_said():
    text, lines = mend_glued_values("given_name: Ada\nfamily_name: Brook\ngscholar:Xk9f&hl\nrole: postdoc\n")
    assert lines == [3] and "gscholar: Xk9f&hl" in text
    assert mend_glued_values("website: https://example.org\nrole: postdoc\n") == (
        "website: https://example.org\nrole: postdoc\n",
        [],
    )  # valid YAML is left as it is
    document = read_people_file("data/members/ada.yaml", "given_name: Ada\nfamily_name: Brook\ngscholar:Xk9f\n")
    assert [p.name for p in document.people] == ["Ada Brook"]
    assert any("line 3 has no space after its key's colon" in w for w in document.warnings)


def test_data_files_of_people_and_papers_by_their_place():
    members = frozenset({"people", "team"})
    assert data_file_kind("data/members/ada_brook.yaml", members) == "roster"
    assert data_file_kind("_data/team_members.yml", members) == "roster"
    assert data_file_kind("people/alumni/alumni.yaml", members) == "roster"
    assert data_file_kind("content/team/visitors.json", members) == "roster"
    assert data_file_kind("data/publications.json", members) == "papers"
    assert data_file_kind("data/fonts/serif.yaml", members) is None  # a theme's settings
    assert data_file_kind("people/ada_brook.qmd", members) is None  # a member's page, not data


def test_a_quarto_groups_listing_files_csv_and_code_made_page(db):
    plan = _plan("quarto-listing-lab")
    assert plan.kinds["people/alumni/alumni.yaml"] == "roster"
    assert "fills from the site's data files" in plan.skipped["papers.qmd"]

    report = import_documents([SITES / "quarto-listing-lab"])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert {name: (p.role, p.position) for name, p in people.items()} == {
        "Hedda Marchetti": ("faculty", "Professor of Coastal Palaeogenomics"),
        "Wei Lan": ("phd", "PhD student - Ancient DNA of shorebirds"),
        "Ottilie Fairweather": ("alumni", "PhD student"),
        "Benedek Szalai": ("alumni", "Postdoc - Marie Curie fellow"),
    }
    assert people["Ottilie Fairweather"].now_at == "Postdoc at the University of Tasmania, Australia"
    assert "NAME SURNAME" not in people  # the template's profile
    papers = {p.title: p for p in Publication.objects.all()}
    assert set(papers) == {
        "Shoreline retreat and the genetic diversity of oystercatchers",
        "Dune plants followed the coast",
        "Sea-level change in a thesis",
    }  # nothing from the papers page's picture or links
    paper = papers["Shoreline retreat and the genetic diversity of oystercatchers"]
    assert (paper.year, paper.venue_text, paper.kind) == (2022, "Molecular Ecology", "journal")
    assert [slug for _name, slug in authors(paper.title)] == ["hedda-marchetti", "wei-lan", "ottilie-fairweather"]
    assert skipped(report, "quarto-listing-lab")["people/_template_profile.qmd"]


def test_a_name_in_latin_letters_and_another_script():
    assert in_two_scripts("Wei Lan 蓝薇") == ("Wei Lan", "蓝薇")
    assert in_two_scripts("Minh Anh Tran (陳明英)") == ("Minh Anh Tran", "陳明英")
    assert in_two_scripts("Irina Volkova / Ирина Волкова") == ("Irina Volkova", "Ирина Волкова")
    assert in_two_scripts("Wei Lan") is None
    assert in_two_scripts("蓝薇") is None
    assert in_two_scripts("Lan 蓝薇") is None  # one Latin word: not a name beside its other form


def test_a_page_whose_code_makes_its_list_is_not_read_but_one_with_its_own_list_is():
    chunk = '```{r}\n#| echo: false\npubs <- read.csv("papers/pubs.csv")\nshow(pubs)\n```\n'
    assert code_fill_reason("Our papers, members in bold.\n\n" + chunk, 5)
    assert code_fill_reason("Our papers.\n\n- Ada Brook. A paper. 2021.\n\n" + chunk, 9) is None
    assert code_fill_reason("Our papers.\n\n```{r}\nplot(1:10)\n```\n", 2) is None  # code, but no data read


def test_an_alfolio_labs_profiles_pages_are_its_members_once_in_its_own_language(db):
    plan = _plan("alfolio-profiles-lab")
    assert plan.owner is None  # a lab: its profiles page lists several people
    assert plan.kinds["_pages/en-us/people_pages/mei_tanabe.md"] == "member"
    assert "translation" in plan.skipped["_pages/ja/people_pages/mei_tanabe.md"]
    assert plan.kinds["_pages/ja/people_pages/riku_sawada.md"] == "member"  # in Japanese only: its one copy

    report = import_documents([SITES / "alfolio-profiles-lab"])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {"Haruto Okabe", "Mei Tanabe", "Riku Sawada"}
    # the professor the lab's site runs under (its configuration's first and last name) is its PI
    assert (people["Haruto Okabe"].role, people["Haruto Okabe"].email) == ("pi", "okabe@example.org")
    assert people["Haruto Okabe"].bio == "Haruto studies how moss spores survive drought, from genomes to field plots."
    assert (people["Mei Tanabe"].role, people["Mei Tanabe"].position) == ("postdoc", "Postdoctoral Researcher")
    assert people["Mei Tanabe"].email == "mei.tanabe.lab@example.org"  # an address written as a link's href
    assert "田辺 芽衣" in people["Mei Tanabe"].alt_names  # the name in her own script, not its reading
    assert people["Riku Sawada"].position == "技術補佐員"
    title = "Spore wall thickness predicts drought survival in Physcomitrium mosses"
    assert [slug for _name, slug in authors(title)] == ["mei-tanabe", None, "haruto-okabe"]


def test_a_lab_templates_rendered_pages_beside_its_sources_are_not_read_twice(db):
    plan = _plan("labtemplate-rendered")
    assert "_members/ines-albrecht.md" in plan.skipped["members/ines-albrecht.html"]
    assert "_posts/2024-05-02-grant.md" in plan.skipped["2024/05/02/grant.html"]

    report = import_documents([SITES / "labtemplate-rendered"])

    assert not report.failed
    people = {p.name: p.role for p in Person.objects.all()}
    # "--" typed for the "---" opening a page's front matter: the page is read as meant
    assert people == {"Ines Albrecht": "pi", "Tomasz Wierzbicki": "phd", "Nia Okoro": "undergrad"}
    assert any("wrong number of dashes" in w for f in report.files for w in f.warnings)


def test_a_hugo_author_folder_spells_the_name_the_papers_print():
    from importer.parsers.structured import parse_structured

    page = "---\ntitle: Lorna Vasquez\nrole: Professor of Ecology\nuser_groups: [Faculty]\n---\nLorna runs the plots.\n"
    document = parse_structured("content/authors/mk-lorna-vasquez/_index.md", page)
    assert document.profile.alt_names == ["MK Lorna Vasquez"]
    document = parse_structured("content/authors/lorna-vasquez/_index.md", page)
    assert document.profile.alt_names == []  # the folder is the name itself
    document = parse_structured("content/authors/admin/_index.md", page)
    assert document.profile.alt_names == []


def test_an_economists_academicpages_site_title_label_and_short_date(db, tmp_path):
    from tests.importer.site_files import write

    root = write(
        tmp_path / "site",
        {
            "_config.yml": 'title: "Ivo Marchetti"\nauthor:\n  name: "Ivo Marchetti"\n'
            '  bio: "PhD Candidate in Economics, University of Nordhavn"\n  email: "ivo@example.org"\n'
            "collections:\n  wps:\n    output: true\n",
            "_pages/about.md": "---\npermalink: /\ntitle: ''\nauthor_profile: true\n---\n\nWelcome. I study "
            "housing markets. I am also a visiting researcher at the Central Bank of Westmark this year.\n",
            "_wps/2025-01-10-rents.md": "---\ntitle: \"Rent Caps and Moving <span style='color:red'>[Job Market "
            "Paper]</span>\"\ncollection: wps\ndate: 2025-01-10\nvenue: 'Working paper'\n---\n\nRents and moves.\n",
            "_publications/2021-zoning.md": "---\ntitle: 'Zoning and Commutes'\ncollection: publications\n"
            "coauthors: Priya Lund\ndate: 03/09/21\nvenue: 'Journal of Urban Economics'\n---\n\nZoning.\n",
        },
    )
    report = import_documents([root])

    assert not report.failed
    owner = Person.objects.get()
    # the configuration's title line, and its place, over a visit the prose names
    assert (owner.role, owner.position, owner.affiliation) == (
        "phd",
        "PhD Candidate in Economics",
        "University of Nordhavn",
    )
    paper = Publication.objects.get(title="Rent Caps and Moving")  # the styled label is no part of the title
    assert paper.note == "Job Market Paper"
    assert Publication.objects.get(title="Zoning and Commutes").year == 2021  # "03/09/21"


def test_a_hugo_apero_home_page_introduces_its_owner_in_its_description(db, tmp_path):
    from tests.importer.site_files import write

    introduction = (
        "Hello, and welcome! I am a researcher in social psychology and statistics. I studied at the University "
        "of Nordhavn, where I learnt to use numbers to understand how people judge each other."
    )
    root = write(
        tmp_path / "site",
        {
            "config.toml": "title = 'Maren Solberg'\ntheme = 'hugo-apero'\n[params]\n  orgName = 'Maren Solberg'\n",
            "content/_index.md": f'---\ntitle: "Maren Solberg"\nsubtitle: "RESEARCHER"\ndescription: "{introduction}"\n'
            "show_social_links: true\n---\n",
            # a listing's long description introduces no one: the page is filled from other files
            "content/pubs/_index.md": '---\ntitle: "Publications"\ndescription: "Papers of mine and of the people I '
            'worked with, in peer-reviewed journals, each with a link to its pdf and its data when there are any."\n'
            "---\n\n{{< pubs >}}\n",
        },
    )
    report = import_documents([root])

    assert not report.failed
    owner = Person.objects.get()
    assert (owner.name, owner.role, owner.bio) == ("Maren Solberg", "researcher", introduction)
    assert not Publication.objects.exists()


def test_a_hugo_blox_labs_commented_out_author_and_template_text_are_nothing(db, tmp_path):
    from tests.importer.site_files import write

    member = "---\ntitle: {name}\nrole: {role}\nuser_groups: [{group}]\n---\n"
    root = write(
        tmp_path / "site",
        {
            "config/_default/hugo.yaml": "title: Lizard Lab\ndefaultContentLanguage: en\n",
            "content/en/authors/OrsolyaKiss/_index.md": "<!-- "
            + member.format(name="Orsolya Kiss", role="Associate Prof.", group="Group Leader")
            + "\nOrsolya is.... -->\n",
            "content/en/authors/TamasVarga/index.md": member.format(
                name="Tamas Varga", role="Master Student", group="Alumni"
            ),
            "content/en/publication/varga-shade-2024/index.md": "---\ntitle: Shade seeking in desert lizards\n"
            'authors:\n- "**Tamas Varga**"\n- Ilona Szabo\ndate: "2024-01-01"\npublication_types: [article-journal]\n'
            "publication: '*Journal of Thermal Biology*'\nabstract: ''\n---\n\nAdd the **full text** or "
            "**supplementary notes** for the publication here using Markdown formatting.\n",
        },
    )
    report = import_documents([root])

    assert not report.failed
    assert list(Person.objects.values_list("name", "role")) == [("Tamas Varga", "alumni")]
    paper = Publication.objects.get()
    assert (paper.title, paper.abstract, paper.venue_text) == (
        "Shade seeking in desert lizards",
        "",
        "Journal of Thermal Biology",
    )
    assert [slug for _name, slug in authors(paper.title)] == ["tamas-varga", None]


def test_a_masonry_card_takes_its_year_and_venue_from_its_papers_page_in_the_folder(db, tmp_path):
    from importer.parsers.site_cards import dated_cards
    from tests.importer.site_files import write

    card = '<div class="card"><div class="card-text"><h4><a href="{href}">{title}</a></h4>{more}</div></div>'
    page = (
        '<html><body><section class="home-section wg-collection"><h1 class="mb-0">Publications</h1>'
        '<div class="card-columns">'
        + card.format(href="/publication/dune-grass/", title="Dune grass holds the foredune", more="")
        + card.format(href="https://example.org/other", title="Sand fleas at night", more="")
        + "</div></section></body></html>"
    )
    root = write(
        tmp_path / "site",
        {
            "config.toml": 'title = "Coastal Dunes Group"\ntheme = "wowchemy"\n',
            "content/authors/admin/_index.md": "---\ntitle: Runa Halvorsen\nrole: Professor of Ecology\n---\nRuna.\n",
            "content/publication/dune-grass/index.md": "---\ntitle: Dune grass holds the foredune\nauthors: [admin]\n"
            "date: '2021-06-01'\npublication_types: ['article-journal']\npublication: '*Coastal Ecology*'\n---\n",
            "index.html": page,
        },
    )
    report = import_documents([root])

    assert not report.failed
    warned = [w for f in report.files for w in f.warnings if "not read as a publication" in w]
    assert len(warned) == 1 and "Sand fleas" in warned[0]  # the card of a page outside the folder stays unread
    assert list(Publication.objects.values_list("title", "year")) == [("Dune grass holds the foredune", 2021)]
    dates = {"/publication/dune-grass/": ("2021-06-01", "Coastal Ecology")}
    stream = '<h4><a href="/publication/dune-grass/">X</a></h4><span class="article-date">2021</span> card'
    assert dated_cards(stream, dates) == stream  # a view that prints its date already is left as it is
