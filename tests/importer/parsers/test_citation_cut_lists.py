"""Author lists cut short ("(50+ authors) ..., Ana Ruiz, ...") and bold titles that read like names.

Every person and title here is invented.
"""

from importer.parsers.citations import parse_citation, parse_publications


def test_ellipses_and_an_author_count_are_no_authors():
    pub = parse_citation(
        "**A Field Guide to Pebble Sorting**\n"
        "(40+ authors) Ana Ruiz, Bo Li, ..., Chen Wu, ..., Dee Oak, ...\n"
        "[(Arxiv)](https://arxiv.org/abs/2107.01234)"
    )
    assert pub.title == "A Field Guide to Pebble Sorting"
    assert [a.name for a in pub.authors] == ["Ana Ruiz", "Bo Li", "Chen Wu", "Dee Oak"]
    assert pub.authors_truncated
    assert [(link.label, link.url) for link in pub.links] == [("arXiv", "https://arxiv.org/abs/2107.01234")]
    assert (pub.arxiv, pub.kind) == ("2107.01234", "preprint")


def test_bold_titles_that_look_like_names_over_their_author_lines():
    pubs, _warnings = parse_publications(
        "**Efficient Gravel Optimization**\n"
        "Ana Ruiz, Bo Li, Chen Wu\n"
        "[(Arxiv)](https://arxiv.org/abs/2410.01234)\n\n"
        "**Many Pebble Transport**\n"
        "Dee Oak, Ana Ruiz\n"
        "*NordOS 2025*\n"
        "[(Paper)](https://example.org/p.pdf) [(Code)](https://example.org/code)\n"
    )
    assert [p.title for p in pubs] == ["Efficient Gravel Optimization", "Many Pebble Transport"]
    assert [[a.name for a in p.authors] for p in pubs] == [["Ana Ruiz", "Bo Li", "Chen Wu"], ["Dee Oak", "Ana Ruiz"]]
    assert [link.label for link in pubs[1].links] == ["Paper", "Code"]


def test_a_venue_label_with_a_slash_before_the_authors():
    pub = parse_citation(
        "[ESEC/FSE’15] Ana Ruiz, Bo Li, and Chen Wu. Too Many Pebbles! Understanding and Dealing with "
        "Over-Designed Gravel. In Proceedings of the 10th Joint Meeting on Pebbles (ESEC/FSE’15), 2015, Lisbon."
    )
    assert [a.name for a in pub.authors] == ["Ana Ruiz", "Bo Li", "Chen Wu"]
    assert pub.title == "Too Many Pebbles! Understanding and Dealing with Over-Designed Gravel"
    assert pub.year == 2015


def test_labelled_entries_in_a_pdf_list_and_subheadings_between_them():
    pubs, _warnings = parse_publications(
        "[NordOS’16] Ana Ruiz, Bo Li, Chen Wu, and Dee Oak. Pebble Caches. In Proceedings of NordOS, 2016.\n"
        "[MobiPeb’16] Bo Li, Ana Ruiz, Chen Wu, and Dee Oak. Gravel Logs. In Proceedings of MobiPeb, 2016.\n"
        "Refereed Journal Article\n"
        "[JPS’15] Ana Ruiz and Bo Li. Moss Indexes: A Survey. Journal of Pebble Studies, 2015.\n"
    )
    assert [p.title for p in pubs] == ["Pebble Caches", "Gravel Logs", "Moss Indexes: A Survey"]
    assert [p.authors[0].name for p in pubs] == ["Ana Ruiz", "Bo Li", "Ana Ruiz"]
    assert "Refereed" not in (pubs[1].venue_text or "")


def test_an_award_given_at_a_workshop_does_not_make_the_paper_a_workshop_paper():
    pub = parse_citation(
        "**Fair and Robust Pebbles**\nAna Ruiz, Bo Li\n*NordML 2021*\n"
        "*Best Paper Award at PebbleConf 2022 Secure Pebbles Workshop*"
    )
    assert (pub.year, pub.kind, pub.note) == (2021, "conference", "Best Paper Award")
    assert "Workshop" not in pub.venue_text
