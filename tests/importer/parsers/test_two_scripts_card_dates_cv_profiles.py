"""Three kinds of document the readers missed (fictional fixtures):

- a BibTeX file whose owner is printed in Han characters in some entries and in Latin letters in others;
- a site's cards, one of which sets a paper without a venue and then a line that is only its date;
- the profile commands of the LaTeX CV classes (moderncv, awesome-cv, AltaCV, twentysecondcv).
"""

from pathlib import Path

from importer.parsers.documents import read_document
from importer.parsers.html import html_to_markdown
from importer.parsers.latex import latex_to_markdown
from importer.parsers.latex_profiles import profile_link
from importer.parsers.owner import choose_owner, owner_key
from importer.parsers.owner_scripts import split_scripts
from importer.parsers.records import ParsedAuthor, ParsedPublication

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "two_scripts"


def read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


def paper(*names):
    return ParsedPublication("T", authors=[ParsedAuthor(n) for n in names])


def owner_marks(document):
    return [[a.name for a in p.authors if a.highlighted] for p in document.publications]


# --- one owner, two scripts -------------------------------------------------------------------


def test_han_name_and_its_pinyin_are_one_owner_and_every_entry_is_theirs():
    document = read("hanzi_and_pinyin.bib")
    assert document.profile.name == "Xiaoming Wang"
    assert (
        "5 of 5 entries" in document.profile.review_notes[0] and "also written '王" in document.profile.review_notes[0]
    )
    assert owner_marks(document) == [["王小明"], ["王 小明"], ["Xiaoming Wang"], ["Xiaoming Wang"], ["Xiaoming Wang"]]


def test_kanji_name_is_the_owners_when_the_file_prints_both_spellings_of_one_author():
    document = read("kanji_and_latin.bib")
    assert document.profile.name == "Aoi Ueda"
    assert "5 of 5 entries" in document.profile.review_notes[0]
    assert document.profile.alt_names == ["上田 葵"]  # the name as written, kept as another name
    assert [marks[0] for marks in owner_marks(document)] == [
        "上田 葵",
        "上田 葵",
        "Aoi Ueda (上田 葵)",
        "Aoi Ueda",
        "Aoi Ueda",
    ]


def test_kanji_name_never_paired_with_a_latin_one_is_not_counted_as_it():
    # kanji have no reading the names code can check: the three English entries alone are counted
    document = read("kanji_and_latin_unpaired.bib")
    assert document.profile.name == "Aoi Ueda"
    assert "3 of 5 entries" in document.profile.review_notes[0]
    assert owner_marks(document)[:2] == [[], []]


def test_hangul_name_and_its_romanization_are_one_owner():
    papers = [paper("한서윤", "김민준"), paper("한서윤", "이지은"), paper("Seoyun Han", "Minjun Kim")]
    papers += [paper("S. Han", "Jieun Lee"), paper("Seoyun Han", "Daniel Ortiz")]
    name, how = choose_owner(papers)
    assert name == "Seoyun Han" and "5 of 5 entries" in how and "한서윤" in how


def test_a_han_name_beside_its_reading_in_one_entry_is_two_people():
    # 王伟 and Wei Wang on one paper: two people, so neither is in more than three entries of five
    papers = [paper("王伟", "Wei Wang"), paper("王伟", "李华"), paper("Wei Wang", "Hua Li")]
    papers += [paper("Lena Ostrander", "Tomas Vik"), paper("Ada Brenn", "Tomas Vik")]
    name, how = choose_owner(papers)
    assert name is None, how


def test_a_name_printed_in_both_scripts_is_keyed_by_its_latin_spelling():
    assert split_scripts("Aoi Ueda (上田 葵)") == ("Aoi Ueda", "上田 葵")
    assert split_scripts("上田葵 / Aoi Ueda") == ("Aoi Ueda", "上田葵")
    assert split_scripts("Aoi Ueda") is None and split_scripts("上田 葵") is None
    assert owner_key("Aoi Ueda (上田 葵)") == owner_key("Ueda, Aoi")
    assert owner_key("上田 葵") == owner_key("上田葵") != owner_key("古川 郁一")


# --- a card's bare date line ---------------------------------------------------------------------

CARDS = """<html><head><title>Publications | Ostrander Lab</title></head><body><main>
<h1>Publications</h1>
<div class="pub-card">
<p>Lena Ostrander, Tomas Vik and Ada Brenn. Tidal mixing in shallow fjords under seasonal ice.</p>
<p class="pub-date">March 2024</p>
</div>
<div class="pub-card">
<p>Tomas Vik and Lena Ostrander. Sediment plumes and the spring bloom. <em>Journal of Marine Systems</em>, 2021.</p>
</div>
<div class="pub-card">
<p>Ada Brenn and Lena Ostrander. Ice algae under thin spring snow.</p>
<p><small>2019-05-14</small></p>
</div>
<div class="pub-card">
<p>Lena Ostrander and Ada Brenn. Benthic foraminifera of Arctic inlets. <em>Polar Biology</em>, 2018.</p>
</div>
</main></body></html>"""


def test_a_date_alone_under_an_undated_paper_is_that_papers_date():
    markdown = html_to_markdown(CARDS).markdown
    assert "seasonal ice.\n  March 2024" in markdown
    assert "spring snow.\n  2019-05-14" in markdown
    document = read_document("publications.html", CARDS.encode())
    years = {p.title: p.year for p in document.publications}
    assert years == {
        "Tidal mixing in shallow fjords under seasonal ice": 2024,
        "Sediment plumes and the spring bloom": 2021,
        "Ice algae under thin spring snow": 2019,
        "Benthic foraminifera of Arctic inlets": 2018,
    }


def test_a_year_alone_where_a_card_ends_is_its_papers_not_a_group_over_the_next():
    page = CARDS.replace("<p><small>2019-05-14</small></p>", "<p>2019</p>").replace(", 2018.", ".")
    markdown = html_to_markdown(page).markdown
    assert "spring snow.\n  (2019)" in markdown  # the entry's year, never a heading over the next card
    years = {p.title: p.year for p in read_document("publications.html", page.encode()).publications}
    assert years["Ice algae under thin spring snow"] == 2019
    assert years["Benthic foraminifera of Arctic inlets"] is None


def test_a_year_over_the_next_papers_stays_their_group():
    page = """<html><body><main><h1>Publications</h1>
<p>Papers of the group, newest first, with their links.</p>
<p>2023</p>
<p>Lena Ostrander and Tomas Vik. Sea ice melt ponds and light. <em>The Cryosphere</em>, 2023.</p>
<p>Ada Brenn and Lena Ostrander. Fjord circulation in winter. <em>Ocean Science</em>, 2023.</p>
</main></body></html>"""
    markdown = html_to_markdown(page).markdown
    assert "newest first, with their links.\n  2023" not in markdown
    assert "\n2023\n" in markdown


# --- the CV classes' profile commands ---------------------------------------------------------------

AWESOME = r"""\documentclass{awesome-cv}
\name{Jana}{Dorsk}
\linkedin{jana-dorsk}
\github{jdorsk}
\orcid{0000-0002-1825-0097}
\googlescholar{AbCd3fGhIjk}{Jana Dorsk}
\xtwitter{@janadorsk}
\twitter{janadorsk}
\researchgate{Jana-Dorsk}
\homepage{dorsk.example.org}
\begin{document}\makecvheader
\cvsection{Education}
\end{document}
"""

TWENTY = r"""\documentclass{twentysecondcv}
\cvname{Jana Dorsk}
\cvjobtitle{Marine Ecologist}
\cvlinkedin{/in/jana-dorsk}
\cvgithub{https://github.com/jdorsk}
\cvsite{www.dorsk.example.org}
\begin{document}\makeprofile
\section{Education}
\end{document}
"""

ALTA = r"""\documentclass{altacv}
\name{Jana Dorsk}
\personalinfo{\email{jana@dorsk.example.org}\linkedin{linkedin.com/in/jana-dorsk}\orcid{https://orcid.org/0000-0002-1825-0097}
\github{jdorsk}\homepage{www.dorsk.example.org}}
\begin{document}\makecvheader
\cvsection{Education}
\end{document}
"""


def _header(cv: str) -> list[str]:
    return latex_to_markdown(cv).markdown.split("\n\n")[0].split("\n")


def test_awesome_cv_profile_commands_are_full_links_once_each():
    header = _header(AWESOME)
    assert header[1:] == [
        "[LinkedIn](https://www.linkedin.com/in/jana-dorsk)",
        "[GitHub](https://github.com/jdorsk)",
        "[ORCID](https://orcid.org/0000-0002-1825-0097)",
        "[Google Scholar](https://scholar.google.com/citations?user=AbCd3fGhIjk)",
        "[X](https://twitter.com/janadorsk)",
        "[ResearchGate](https://www.researchgate.net/profile/Jana-Dorsk)",
        "Homepage: https://dorsk.example.org",
    ]


def test_twentysecondcv_profile_paths_and_addresses_are_the_persons_pages():
    header = _header(TWENTY)
    assert "[LinkedIn](https://www.linkedin.com/in/jana-dorsk)" in header
    assert "[GitHub](https://github.com/jdorsk)" in header
    assert "Homepage: https://www.dorsk.example.org" in header


def test_altacv_personal_info_links_and_the_profile_on_the_parsed_person():
    assert "[ORCID](https://orcid.org/0000-0002-1825-0097)" in _header(ALTA)
    document = read_document("cv.tex", ALTA.encode())
    links = {link.label: link.url for link in document.profile.links}
    assert links["LinkedIn"] == "https://linkedin.com/in/jana-dorsk"
    assert links["GitHub"] == "https://github.com/jdorsk"
    assert links["ORCID"] == "https://orcid.org/0000-0002-1825-0097"


def test_a_value_that_names_no_profile_gives_no_link():
    assert profile_link("LinkedIn", "https://gitlab.example.org/jana") is None
    assert profile_link("GitHub", "my code is on request") is None
    assert profile_link("Homepage", "see below") is None
    assert profile_link("Google Scholar", "scholar.google.de/citations?hl=de&user=AbCd3fGhIjk") == (
        "Google Scholar",
        "https://scholar.google.com/citations?user=AbCd3fGhIjk",
    )
