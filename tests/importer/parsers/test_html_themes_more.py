"""More rendered pages of the academic site templates: Hugo Blox's masonry and showcase views of papers, and
Quarto listings of people (a lab's "People" or "Team" page)."""

from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown

_MASONRY = """<!DOCTYPE html><html><body>
<nav class="navbar"><a class="navbar-brand" href="/">Saltmarsh Group</a></nav>
<section id="publications" class="home-section wg-collection"><div class="container"><div class="row">
<div class="section-heading col-12 mb-3 text-center"><h1 class="mb-0">Publications</h1></div>
<div class="col-12"><div class="card-columns">
<div class="card">
  <a href="/publication/reed-beds/" class="card-image hover-overlay"><img src="/publication/reed-beds/featured.webp"
     alt="Reed bed expansion after managed realignment" class="img-responsive"></a>
  <div class="card-text">
    <h4><a href="/publication/reed-beds/">Reed bed expansion after managed realignment</a></h4>
    <div class="article-style"><p>Reeds spread fastest in the second year after the breach.</p></div>
    <div class="btn-links">
      <a class="btn btn-outline-primary btn-page-header btn-sm" href="/publication/reed-beds/reed-beds.pdf">PDF</a>
      <a href="#" class="btn btn-outline-primary btn-page-header btn-sm js-cite-modal"
         data-filename="/publication/reed-beds/cite.bib">Cite</a>
      <a class="btn btn-outline-primary btn-page-header btn-sm" href="https://doi.org/10.5555/reeds.17">DOI</a>
    </div>
  </div>
</div>
<div class="card"><div class="card-text">
  <h4><a href="https://example.org/mudflats" target="_blank" rel="noopener">Mudflat worms as tide clocks</a></h4>
  <div class="article-style"><p>Worms surface on the ebb.</p></div>
</div></div>
</div></div></div></div></section></body></html>"""

_SHOWCASE = """<!DOCTYPE html><html><body>
<section id="featured" class="home-section wg-collection"><div class="container"><div class="row">
<div class="section-heading col-12 col-lg-4 mb-3"><h1 class="mb-0">Featured Publications</h1></div>
<div class="col-12 col-lg-8">
<div class="col-lg-12 mb-5 view-showcase"><div class="row align-items-center">
  <div class="col-12 col-md-6">
    <div class="section-subheading article-title mb-0 mt-0"><a href="/publication/brine/">Brine channels in first-year ice</a></div>
    <div class="article-style">Channels widen as the ice warms.</div>
    <div class="btn-links"><a class="btn btn-outline-primary" href="/publication/brine/brine.pdf">PDF</a>
    <a class="btn btn-outline-primary" href="https://github.com/example/brine">Code</a></div>
  </div>
  <div class="col-12 col-md-6 order-first order-md-2"><a href="/publication/brine/"><img src="/publication/brine/f.webp"
     alt="Brine channels in first-year ice"></a></div>
</div></div>
<div class="col-lg-12 mb-5 view-showcase"><div class="row align-items-center">
  <div class="col-12 col-md-6">
    <div class="section-subheading article-title mb-0 mt-0">Snow on sea ice from radar altimetry</div>
    <div class="article-style">Radar sees through the snow.</div>
    <div class="btn-links"></div>
  </div>
  <div class="col-12 col-md-6 order-first "></div>
</div></div>
</div></div></div></section></body></html>"""


def _entries(markdown: str) -> list[str]:
    return [line for line in markdown.splitlines() if line.startswith("- ")]


def test_hugo_blox_masonry_cards_are_one_paper_each_without_summary_or_buttons():
    markdown = html_to_markdown(_MASONRY).markdown
    assert _entries(markdown) == [
        "- **[Reed bed expansion after managed realignment](/publication/reed-beds/)**",
        "- **[Mudflat worms as tide clocks](https://example.org/mudflats)**",
    ]
    for left_out in ("Reeds spread", "Worms surface", "PDF", "Cite", "DOI", "featured.webp"):
        assert left_out not in markdown


def test_hugo_blox_showcase_items_are_one_paper_each_linked_or_not():
    markdown = html_to_markdown(_SHOWCASE).markdown
    assert _entries(markdown) == [
        "- **[Brine channels in first-year ice](/publication/brine/)**",
        "- **Snow on sea ice from radar altimetry**",
    ]
    for left_out in ("Channels widen", "Radar sees", "PDF", "Code"):
        assert left_out not in markdown


def test_a_card_with_card_text_outside_papers_keeps_its_text():
    page = _MASONRY.replace('<h1 class="mb-0">Publications</h1>', '<h1 class="mb-0">Projects</h1>')
    markdown = html_to_markdown(page).markdown
    assert "Reeds spread fastest in the second year after the breach." in markdown
    assert not [e for e in _entries(markdown) if "Reed bed expansion" in e]


def _grid_item(slug: str, name: str, subtitle: str, description: str, categories: str = "") -> str:
    subtitle = f'<div class="card-subtitle listing-subtitle">{subtitle}</div>' if subtitle else ""
    categories = f'<div class="listing-categories"><div class="listing-category">{categories}</div></div>' * bool(
        categories
    )
    return f"""<div class="g-col-1" data-index="0"><a href="./people/{slug}.html" class="quarto-grid-link">
<div class="quarto-grid-item card h-100 card-left">
<p class="card-img-top"><img src="people/{slug}.jpg" class="thumbnail-image card-img"></p>
<div class="card-body post-contents"><h5 class="no-anchor card-title listing-title">{name}</h5>{subtitle}{categories}
<div class="card-text listing-description delink">{description}</div></div></div></a></div>"""


def _grid_page(heading: str, items: list[str]) -> str:
    return f"""<!DOCTYPE html><html><body>
<header id="quarto-header"><nav class="navbar"><a class="navbar-brand" href="./index.html">Estuary Lab</a></nav></header>
<main class="content" id="quarto-document-content">
<header id="title-block-header" class="quarto-title-block default"><h1 class="title">{heading}</h1></header>
<div id="listing-people" class="quarto-listing quarto-listing-container-grid"><div class="list grid quarto-listing-cols-3">
{"".join(items)}</div><div class="listing-no-matching d-none">No matching items</div></div></main></body></html>"""


_PEOPLE_GRID = _grid_page(
    "People",
    [
        _grid_item(
            "wren-abernathy",
            "Wren Abernathy",
            "Principal Investigator",
            "Wren studies how oyster larvae settle and build reefs in cold estuaries.",
        ),
        _grid_item("kofi-lindgren", "Kofi Lindgren", "PhD Student", "Sediment cores.", categories="current"),
        _grid_item("ilse-moravec", "Ilse Moravec", "", "Postdoctoral Researcher", categories="current"),
    ],
)

_TEAM_TABLE = """<!DOCTYPE html><html><body><main class="content" id="quarto-document-content">
<header id="title-block-header"><h1 class="title">Our Team</h1></header>
<p>We study estuaries.</p>
<div id="listing-team" class="quarto-listing quarto-listing-container-table">
<table class="quarto-listing-table table table-hover">
<thead><tr><th><a class="sort" data-sort="listing-title">Title</a></th>
<th><a class="sort" data-sort="listing-subtitle">Subtitle</a></th></tr></thead><tbody class="list">
<tr data-index="0"><td><a href="./team/bea-thorsen.html" class="title listing-title">Bea Thorsen</a></td>
<td><a href="./team/bea-thorsen.html" class="subtitle listing-subtitle">Associate Professor</a></td></tr>
<tr data-index="1"><td><a href="./team/omar-ferreira.html" class="title listing-title">Omar Ferreira</a></td>
<td><a href="./team/omar-ferreira.html" class="subtitle listing-subtitle">Lab Manager</a></td></tr>
<tr data-index="2"><td><a href="./team/lucia-van-dam.html" class="title listing-title">Lucía van Dam</a></td>
<td><a href="./team/lucia-van-dam.html" class="subtitle listing-subtitle">PhD Candidate</a></td></tr>
</tbody></table></div></main></body></html>"""


def test_quarto_people_grid_items_are_people_with_their_roles_and_links():
    markdown = html_to_markdown(_PEOPLE_GRID).markdown
    assert _entries(markdown) == [
        "- [Wren Abernathy](./people/wren-abernathy.html)",
        "- [Kofi Lindgren](./people/kofi-lindgren.html)",
        "- [Ilse Moravec](./people/ilse-moravec.html)",
    ]
    assert "current" not in markdown  # a category, no role
    document = read_document("people.html", _PEOPLE_GRID.encode())
    people = {p.name: p for p in document.people}
    assert {name: p.position for name, p in people.items()} == {
        "Wren Abernathy": "Principal Investigator",
        "Kofi Lindgren": "PhD Student",
        "Ilse Moravec": "Postdoctoral Researcher",
    }
    assert people["Wren Abernathy"].bio == "Wren studies how oyster larvae settle and build reefs in cold estuaries."
    assert not document.publications


def test_quarto_people_table_rows_are_people_not_one_line_each():
    markdown = html_to_markdown(_TEAM_TABLE).markdown
    lines = markdown.splitlines()
    start = lines.index("- [Bea Thorsen](./team/bea-thorsen.html)")
    assert lines[start + 1] == "  Associate Professor"
    assert "Title, Subtitle" not in markdown
    document = read_document("team.html", _TEAM_TABLE.encode())
    positions = {p.name: p.position for p in document.people}
    assert positions == {
        "Bea Thorsen": "Associate Professor",
        "Omar Ferreira": "Lab Manager",
        "Lucía van Dam": "PhD Candidate",
    }


def test_quarto_listing_of_projects_or_dated_posts_is_no_listing_of_people():
    projects = _grid_page(
        "Research",
        [
            _grid_item("tidal-flats", "Tidal Flat Mapping", "Drones over mud", "We fly at low tide."),
            _grid_item("oyster-reefs", "Oyster Reef Growth", "Long-term plots", "Reefs measured yearly."),
            _grid_item("marsh-carbon", "Marsh Carbon Budgets", "Cores and towers", "Carbon in and out."),
        ],
    )
    assert not _entries(html_to_markdown(projects).markdown)
    dated = _PEOPLE_GRID.replace("</h5>", '</h5><div class="listing-date">Mar 3, 2024</div>', 1)
    assert not _entries(html_to_markdown(dated).markdown)
