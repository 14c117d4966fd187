"""Citations as PDFs print them: ligatures, soft hyphens, mojibake, names and DOIs broken over lines.

Every person, title and DOI here is invented.
"""

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.citations.typography import plain_print


def test_ligatures_become_letters():
    pub = parse_citation("Ana Ruiz, Bo Li. Eﬃcient Oﬀ-line Pebble Classiﬁcation. NordOS 2022.")
    assert pub.title == "Efficient Off-line Pebble Classification"


def test_soft_hyphens_go_even_at_a_line_end():
    assert plain_print("Peb\u00adble Oka\u00ad\nfor") == "Pebble Okafor"
    pub = parse_citation("Ana Ruiz, Bo Oka\u00adfor. Peb\u00adble Caches. NordOS 2022.")
    assert (pub.title, [a.name for a in pub.authors]) == ("Pebble Caches", ["Ana Ruiz", "Bo Okafor"])


def test_mojibake_is_mended():
    pub = parse_citation("Ana Ruiz, Bo Li. Pebbles â€” and Moss. NordOS 2022.")
    assert pub.title == "Pebbles — and Moss"


def test_a_doi_broken_at_a_line_end_is_whole_again():
    pub = parse_citation(
        "Okafor CN, Lind PJ. Salt and stones. J Stone Med. 2020;13(4):88-95. doi:10.1000/jsm.\n2020.0088"
    )
    assert pub.doi == "10.1000/jsm.2020.0088"
    pub = parse_citation("Ana Ruiz, Bo Li. Pebble Caches. NordOS 2022. https://doi.org/10.1000/nordos\n.2022.12")
    assert pub.doi == "10.1000/nordos.2022.12"


def test_a_name_hyphenated_over_two_lines():
    pubs, _warnings = parse_publications(
        "- Ana Ruiz, Bo Li, and Chen Oka-\n  for. Pebble Caches. NordOS 2022.\n"
        "- Ana Ruiz and Bo Li. Gravel Logs. NordOS 2023.\n"
    )
    assert [a.name for a in pubs[0].authors] == ["Ana Ruiz", "Bo Li", "Chen Okafor"]
    assert [p.title for p in pubs] == ["Pebble Caches", "Gravel Logs"]


def test_quotes_and_full_width_punctuation_are_left_as_printed():
    assert plain_print("“Pebbles” 林晓雯，周建国") == "“Pebbles” 林晓雯，周建国"
