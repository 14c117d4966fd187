"""Publication pages of the academic site templates (academicpages, Hugo Blox) read as one entry per paper."""

from importer.parsers.html import html_to_markdown

_ACADEMICPAGES = """<!doctype html><html><body><div id="main" role="main"><div class="archive">
<h1 class="page__title">Publications</h1>
<div class="list__item"><article class="archive__item">
  <h2 class="archive__item-title"><a href="/publication/2022-dune" rel="permalink">Dune grass recovery after winter storms</a></h2>
  <p>Published in <i>Journal of Coastal Research</i>, 2022 </p>
  <p class="archive__item-excerpt"><p>Grass returns within two seasons on most dunes.</p></p>
  <p>Recommended citation: Fenwick, O., &amp; Larrabee, S. (2022). "Dune grass recovery after winter storms."
  <i>Journal of Coastal Research</i>. 38(2).<br /><a href="http://example.org/dune.pdf">Download Paper</a></p>
</article></div>
<div class="list__item"><article class="archive__item">
  <h2 class="archive__item-title"><a href="/publication/2018-spits" rel="permalink">Sand spits of the northern shore</a></h2>
  <p>Published in <i>Marine Geology</i>, 2018 </p>
  <p class="archive__item-excerpt"><p>A survey of spits.</p></p>
</article></div>
</div></div></body></html>"""


def _entries(markdown: str) -> list[str]:
    return [line for line in markdown.splitlines() if line.startswith("- ")]


def test_academicpages_paper_is_one_entry_read_from_its_reference():
    markdown = html_to_markdown(_ACADEMICPAGES).markdown
    entries = _entries(markdown)
    assert entries[0] == (
        '- Fenwick, O., & Larrabee, S. (2022). "Dune grass recovery after winter storms." *Journal of Coastal Research*. 38(2).'
    )
    assert "Recommended citation" not in markdown
    assert "  [Download Paper](http://example.org/dune.pdf)" in markdown.splitlines()


def test_academicpages_paper_without_reference_keeps_title_and_venue_not_its_excerpt():
    markdown = html_to_markdown(_ACADEMICPAGES).markdown
    assert _entries(markdown)[1] == "- **[Sand spits of the northern shore](/publication/2018-spits)**"
    assert "  *Marine Geology*, 2018" in markdown.splitlines()
    assert "A survey of spits" not in markdown
    assert len(_entries(markdown)) == 2


_HUGO_BLOX = """<!DOCTYPE html><html><body><div class="universal-wrapper"><h1>Publications</h1></div>
<div class="publications-container"><div class="grid-sizer isotope-item">
<div class="pub-list-item view-citation">
  <span class="article-metadata li-cite-author"><span >
      Odile Fenwick</span><span class="author-highlighted">
      Saul Larrabee</span><span >
      Mina Okafor</span>
  </span>
  (2021). <a href="/publication/tides/">Tide tables for small harbours</a>. <em>Ocean Engineering</em>.
  <p><a class="btn btn-sm" href="https://doi.org/10.5555/oe.2021.7">DOI</a></p>
</div></div></div></body></html>"""


def test_hugo_blox_author_spans_are_names_apart_and_the_entry_one_item():
    entries = _entries(html_to_markdown(_HUGO_BLOX).markdown)
    assert len(entries) == 1
    assert entries[0].startswith("- Odile Fenwick, Saul Larrabee, Mina Okafor (2021).")


def test_spans_of_words_that_are_not_names_stay_as_written():
    page = "<html><body><div><span>Open Access</span><span>Peer Reviewed Journal</span></div></body></html>"
    assert "Open Access, Peer Reviewed" not in html_to_markdown(page).markdown


_QUARTO_LISTINGS = """<!DOCTYPE html><html><body><main class="content" id="quarto-document-content">
<header id="title-block-header"><h1 class="title">Publications</h1></header>
<div class="list quarto-listing-default">
<div class="quarto-post image-right" data-index="0" data-categories="waves">
<div class="body"><a href="./pubs/berms.html"><h3 class="no-anchor listing-title">Storm berms on mixed beaches</h3>
<div class="listing-subtitle"><p>Marine Geology</p></div></a>
<div class="listing-categories"><div class="listing-category">waves</div><div class="listing-category">field work</div></div>
<a href="./pubs/berms.html"><div class="delink listing-description"><p>Berms were surveyed monthly.</p></div></a></div>
<div class="metadata"><a href="./pubs/berms.html"><div class="listing-date">Mar 1, 2024</div>
<div class="listing-author">Odile Fenwick, Saul Larrabee</div></a></div>
</div></div>
<div class="list grid"><div class="g-col-1"><a href="./pubs/spits.html" class="quarto-grid-link">
<div class="quarto-grid-item card h-100"><div class="card-body post-contents">
<h5 class="no-anchor card-title listing-title">Spit growth on gravel coasts</h5>
<div class="card-attribution"><div class="listing-author">Saul Larrabee</div><div class="listing-date">11/14/23</div></div>
</div></div></a></div></div>
<table class="quarto-listing-table table"><thead><tr><th class="listing-date">Date</th><th class="listing-title">Title</th>
<th class="listing-author">Author</th></tr></thead><tbody class="list">
<tr><td><span class="listing-date">Jul 14, 2017</span></td><td><a href="./pubs/sand.html" class="listing-title">Grain size
sorting on pocket beaches</a></td><td><span class="listing-author">Mina Okafor, Saul Larrabee</span></td></tr>
</tbody></table></main></body></html>"""


def test_quarto_listing_items_are_one_entry_each_without_categories_or_description():
    markdown = html_to_markdown(_QUARTO_LISTINGS).markdown
    lines = markdown.splitlines()
    entries = _entries(markdown)
    assert entries == [
        "- **[Storm berms on mixed beaches](./pubs/berms.html)**",
        "- **[Spit growth on gravel coasts](./pubs/spits.html)**",
        "- **[Grain size sorting on pocket beaches](./pubs/sand.html)**",
    ]
    start = lines.index(entries[0])
    assert lines[start + 1 : start + 3] == ["  Odile Fenwick, Saul Larrabee", "  *Marine Geology*, 2024"]
    assert "Berms were surveyed" not in markdown and "field work" not in markdown
    assert "Date, Title, Author" not in markdown


def test_quarto_short_date_is_written_with_its_full_year():
    lines = html_to_markdown(_QUARTO_LISTINGS).markdown.splitlines()
    start = lines.index("- **[Spit growth on gravel coasts](./pubs/spits.html)**")
    assert lines[start + 1 : start + 3] == ["  Saul Larrabee", "  Nov 14, 2023"]


_HUGO_BLOX_VIEWS = """<!DOCTYPE html><html><body><div class="universal-wrapper"><h1>Publications</h1></div>
<div class="card-simple view-card">
  <div class="article-metadata"><div><span class="author-highlighted">Saul Larrabee</span>, <span>Mina Okafor</span></div>
  <span class="article-date">January, 2019</span><span class="middot-divider"></span>
  <span class="pub-publication"><em>Journal of Coastal Research</em></span></div>
  <div class="section-subheading article-title mb-0 mt-0"><a href="/publication/lagoons/">Lagoon inlets that close in summer</a></div>
  <a href="/publication/lagoons/" class="summary-link"><div class="article-style"><p>Inlets close when waves win.</p></div></a>
</div>
<div class="media stream-item view-compact"><div class="media-body">
  <div class="section-subheading article-title mb-0 mt-0"><a href="/publication/cliffs/">Chalk cliff retreat rates</a></div>
  <a href="/publication/cliffs/" class="summary-link"><div class="article-style">Cliffs retreat.</div></a>
  <div class="stream-meta article-metadata"><div><span>Mina Okafor</span>, <span class="author-highlighted">Saul Larrabee</span></div></div>
</div></div></body></html>"""


def test_hugo_blox_card_and_stream_views_are_title_authors_and_venue():
    markdown = html_to_markdown(_HUGO_BLOX_VIEWS).markdown
    lines = markdown.splitlines()
    assert _entries(markdown) == [
        "- **[Lagoon inlets that close in summer](/publication/lagoons/)**",
        "- **[Chalk cliff retreat rates](/publication/cliffs/)**",
    ]
    start = lines.index(_entries(markdown)[0])
    assert lines[start + 1 : start + 3] == ["  Saul Larrabee, Mina Okafor", "  *Journal of Coastal Research*, 2019"]
    assert "  Mina Okafor, Saul Larrabee" in lines
    assert "Inlets close" not in markdown and "Cliffs retreat" not in markdown


_PAPER_PAGE = """<!doctype html><html><body><div id="main" role="main">
<article class="page"><div class="page__inner-wrap">
<header><h1 class="page__title">Dune grass recovery after winter storms</h1><p>Published in <i>Journal of Coastal Research</i>, 2022 </p></header>
<section class="page__content"><p><a href="http://example.org/dune.pdf">Download paper here</a></p>
<p>Grass returns within two seasons on most dunes we surveyed along the coast.</p>
<p>Recommended citation: Fenwick, O., &amp; Larrabee, S. (2022). "Dune grass recovery after winter storms."
<i>Journal of Coastal Research</i>. 38(2).</p></section></div></article></div></body></html>"""


def test_a_papers_own_page_lists_its_labelled_reference_as_its_one_paper():
    markdown = html_to_markdown(_PAPER_PAGE).markdown
    assert "## Publications" in markdown
    assert _entries(markdown) == [
        '- Fenwick, O., & Larrabee, S. (2022). "Dune grass recovery after winter storms." *Journal of Coastal Research*. 38(2).'
    ]
