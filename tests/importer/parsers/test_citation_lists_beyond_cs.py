"""Publication lists of researchers outside computer science, as their own pages print them: psychology's
APA typed by hand (spaces and commas left out, bold closed too early), lists grouped under year
headings, chemistry's ACS with one author, physics without quotes, economics with coauthors linked
to their homepages, biology with one markdown heading per paper.

Every person, title and journal name here is invented (journal names follow real patterns).
"""

import pytest

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.citations.humanities import read_names_colon


def names(pub):
    return [a.name for a in pub.authors]


def read(section):
    pubs, _ = parse_publications(section)
    return pubs


# --- APA as typed by hand ---------------------------------------------------------------


def test_an_apa_list_with_its_typing_slips_keeps_every_entry():
    section = (
        "**Quill, M.**, & Ashgrove, T. (2021). Sorting pebbles by colour: A registered report. "
        "_Journal of Gravel Psychology_, 12(3), 45–67.\n\n"
        # no comma after "R. B.", "&" glued to the stop, no space before the date
        "Lind, P. J., Okafor, R. B. Tamm, A.& **Quill, M.**,Brandt, K.E.(2019). Moss and mood: "
        "A field study. _Frontiers in Pebble Science_. (https://doi.org/10.5555/fps.2019.0042)\n\n"
        # an APA 7 list cut with an ellipsis, and the title glued to the date
        "Varga, B., Oduya, T., **Quill, M.**, Ruiz, A., ... Wu, C. (2016).A many-labs replication "
        "of the pebble effect. _Perspectives on Gravel Science_,11(4), 546–573.\n"
    )
    pubs = read(section)
    assert [p.title for p in pubs] == [
        "Sorting pebbles by colour: A registered report",
        "Moss and mood: A field study",
        "A many-labs replication of the pebble effect",
    ]
    assert names(pubs[1]) == ["P. J. Lind", "R. B. Okafor", "A. Tamm", "M. Quill", "K.E. Brandt"]
    assert [a.highlighted for a in pubs[1].authors] == [False, False, False, True, False]
    assert pubs[2].authors[0].name == "B. Varga" and pubs[2].authors[-1].name == "C. Wu"
    assert [(p.year, p.venue_text) for p in pubs] == [
        (2021, "Journal of Gravel Psychology 2021"),
        (2019, "Frontiers in Pebble Science 2019"),
        (2016, "Perspectives on Gravel Science 2016"),
    ]


def test_bold_closed_before_the_initials_stop_still_marks_the_owner():
    pub = parse_citation(
        "Lind, P., Tamm, A., & **Quill, M**. (2020). Gravel and grit. _European Journal of Pebble Psychology_, 50, 1–9."
    )
    assert names(pub) == ["P. Lind", "A. Tamm", "M. Quill"]
    assert [a.highlighted for a in pub.authors] == [False, False, True]


def test_the_volume_inside_the_journals_italics_is_not_part_of_its_name():
    pub = parse_citation(
        "Tamm, A., & Quill, M. (2017). Need for structure among pebble collectors. "
        "_Journal of Research in Pebbles.68_, 96-113."
    )
    assert pub.venue_text == "Journal of Research in Pebbles 2017"
    pub = parse_citation(
        "Tamm, A., & Quill, M. (2020). Humanoid pebbles. _Computers in Gravel Behavior, 102_, 274-286."
    )
    assert pub.venue_text == "Computers in Gravel Behavior 2020"


def test_a_stop_typed_without_its_space_still_ends_the_title():
    pub = parse_citation(
        "Ruiz, A., & Quill, M. (2018). Pebble talk: A comparison between three valleys.Canadian Journal "
        "of Pebbles, __63__(4), 633–666."
    )
    assert pub.title == "Pebble talk: A comparison between three valleys"
    assert pub.venue_text == "Canadian Journal of Pebbles 2018"


def test_a_word_processors_hyphens_are_plain_hyphens():
    pub = parse_citation(
        "Quill, M., & B\u00fcrkner, P.\u2011C. (2019). Multi\u2011level pebbles. _Journal of Pebble Research_, 62(5), 1225–1242."
    )
    assert names(pub) == ["M. Quill", "P.-C. Bürkner"]
    assert pub.title == "Multi-level pebbles"
    assert pub.venue_text == "Journal of Pebble Research 2019"


@pytest.mark.parametrize(
    "doi",
    [
        "[10.5555/jgp.2653](https://doi.org/10.5555/jgp.2653)",
        "doi: <https://doi.org/10.5555/jgp.2653>",
    ],
)
def test_a_printed_doi_leaves_nothing_in_the_venue(doi):
    pub = parse_citation(
        f"Quill, M., & Lind, P. (2020). Pebbles as attitude measures. _European Journal of Gravel_, jg.2653. {doi}"
    )
    assert pub.venue_text == "European Journal of Gravel 2020"
    assert pub.doi == "10.5555/jgp.2653"


# --- what a page prints around its list --------------------------------------------------


def test_a_paragraph_with_a_bold_phrase_is_no_paper():
    pubs = read(
        "These are the projects I worked on that **ended in peer-reviewed\njournals**. Each comes with a link.\n\n"
        "**Quill, M.**, & Lind, P. (2021). Sorting pebbles by colour. _Journal of Gravel Psychology_, 12, 45–67.\n"
    )
    assert [p.title for p in pubs] == ["Sorting pebbles by colour"]


def test_a_year_heading_dates_the_entry_that_prints_no_year():
    pubs = read(
        "#### 2021\n\n"
        "**Quill, M.**, & Lind, P. (in press). Sorting pebbles by colour. _Journal of Gravel Psychology_.\n\n"
        "#### 2019\n\n"
        "Lind, P., & **Quill, M.** (2019). Moss and mood. _Frontiers in Pebble Science_, 3, 1–9.\n"
    )
    assert [(p.title, p.year) for p in pubs] == [("Sorting pebbles by colour", 2021), ("Moss and mood", 2019)]


# --- chemistry: ACS ---------------------------------------------------------------------


def test_an_acs_entry_of_one_author():
    pub = parse_citation(
        "Okafor, C. N. A solid answer to disordered pebble crystals. *IUCrJ* **2024**, 11(3), 275-276. "
        "[🔗](https://doi.org/10.5555/S0001)"
    )
    assert names(pub) == ["C. N. Okafor"]
    assert pub.title == "A solid answer to disordered pebble crystals"
    assert pub.venue_text == "IUCrJ 2024"


def test_an_acs_entry_whose_year_is_followed_by_its_link():
    pub = parse_citation(
        "Lind, P. J.; Okafor, C. N. Global analysis of pebble hardness. *Angewandte Chemie* **2021** "
        "[🔗](https://doi.org/10.5555/ange.0001)"
    )
    assert pub.title == "Global analysis of pebble hardness"
    assert names(pub) == ["P. J. Lind", "C. N. Okafor"]
    assert (pub.year, pub.venue_text) == (2021, "Angewandte Chemie 2021")


def test_numbers_and_a_printed_link_after_the_year_leave_the_venue():
    pub = parse_citation(
        "* **T. Oduya**, V. Marsh, and L. Kessler*. Labelling a pebble pathway. "
        "_Journal of the Pebble Chemical Society_ **2025**, 147, 13, 11189–11198. "
        '<a href="https://example.org/p1">https://example.org/p1</a>.'
    )
    assert pub.title == "Labelling a pebble pathway"
    assert names(pub) == ["T. Oduya", "V. Marsh", "L. Kessler"]
    assert pub.venue_text == "Journal of the Pebble Chemical Society 2025"


# --- physics without quotes --------------------------------------------------------------


@pytest.mark.parametrize(
    "venue, journal",
    [
        ("Adv. Pebble Mater. 1602432 (2017)", "Adv. Pebble Mater."),  # an article number, no volume
        ("Phys. Rev. B 93, 140206(R) (2017)", "Phys. Rev. B"),  # a Rapid Communication
    ],
)
def test_aps_entries_without_a_volume_or_with_a_rapid_communications_page(venue, journal):
    pub = parse_citation(
        f"T.S. Varga, C. Lind, and L.J.A. Okafor, Improving pebble cells: Insights from a validated model, {venue}."
    )
    assert pub.title == "Improving pebble cells: Insights from a validated model"
    assert names(pub) == ["T.S. Varga", "C. Lind", "L.J.A. Okafor"]
    assert (pub.year, pub.venue_text, pub.kind) == (2017, f"{journal} 2017", "journal")


# --- economics: coauthors linked to their homepages ---------------------------------------


def test_coauthors_linked_to_their_homepages_are_names():
    pub = parse_citation(
        "Ruiz, Ana M., [Tobin K. Ashgrove](https://example.org/~tobin), [Mara L. Quill](https://example.org/mq), "
        'and Chidi Okafor. "[Pebble markets: An evidence map](https://doi.org/10.5555/cl2.1137)." '
        "_Review of Gravel Economics_ 17, no. 1 (2021)."
    )
    assert pub.title == "Pebble markets: An evidence map"
    assert names(pub) == ["Ana M. Ruiz", "Tobin K. Ashgrove", "Mara L. Quill", "Chidi Okafor"]
    assert pub.venue_text == "Review of Gravel Economics 2021"


def test_inverted_linked_coauthors_before_the_year():
    pub = parse_citation(
        "Okafor, Chidi, [Ashgrove, Tobin](https://example.org/ta), and [Ruiz, Ana](https://example.org/ar) (2024). "
        '"[Greed is Gravel: Forward Pebble Estimation](https://example.org/fpe.pdf)'
    )
    assert pub.title == "Greed is Gravel: Forward Pebble Estimation"
    assert names(pub) == ["Chidi Okafor", "Tobin Ashgrove", "Ana Ruiz"]
    assert pub.year == 2024


# --- biology: one heading per paper --------------------------------------------------------


def test_a_heading_per_paper_over_its_venue_doi_and_authors():
    pubs = read(
        "## 2021\n\n### Pebble detection status shapes moss communities in riverbeds\n\n*Pebble Microbiome* 2021\n\n"
        "doi: <https://doi.org/10.5555/pm.0001>\n\n"
        "Ana Ruiz, Tobin Ashgrove, **Mara Quill**, Chidi Okafor\n\n"
        "## 2020\n\n### Visualizing pebble rankings with log-ratios\n\n*Pebble Genomics* 2020\n\n"
        "doi: <https://doi.org/10.5555/pg.0002>\n\n"
        "Tobin Ashgrove, **Mara Quill**, Ana Ruiz\n"
    )
    assert [(p.title, p.year, p.venue_text, p.doi) for p in pubs] == [
        (
            "Pebble detection status shapes moss communities in riverbeds",
            2021,
            "Pebble Microbiome 2021",
            "10.5555/pm.0001",
        ),
        ("Visualizing pebble rankings with log-ratios", 2020, "Pebble Genomics 2020", "10.5555/pg.0002"),
    ]
    assert names(pubs[0]) == ["Ana Ruiz", "Tobin Ashgrove", "Mara Quill", "Chidi Okafor"]
    assert names(pubs[1]) == ["Tobin Ashgrove", "Mara Quill", "Ana Ruiz"]


def test_a_short_heading_over_a_bold_title_stays_a_heading():
    pubs = read("## Publications\n\n**Pebble Sorting at Scale**\nAna Ruiz, Chidi Okafor\n*Journal of Stones*, 2021\n")
    assert [(p.title, names(p)) for p in pubs] == [("Pebble Sorting at Scale", ["Ana Ruiz", "Chidi Okafor"])]


# --- mathematics: the owner implied, the coauthors under the title --------------------------


def test_a_linked_title_over_its_coauthors_and_an_ams_venue():
    pub = parse_citation(
        "[Pebble bases and the Cohen-Macaulay property of gravel varieties](https://arxiv.org/abs/1906.06817)<br>\n"
        "With Ana Ruiz. Proc. Amer. Math. Soc. Ser. B 7 (2020), no. 13, 142-158.",
        owner="Mara Quill",
    )
    assert pub.title == "Pebble bases and the Cohen-Macaulay property of gravel varieties"
    assert names(pub) == ["Mara Quill", "Ana Ruiz"]
    assert (pub.year, pub.venue_text, pub.kind) == (2020, "Proc. Amer. Math. Soc. Ser. B 2020", "journal")
    assert [link.url for link in pub.links] == ["https://arxiv.org/abs/1906.06817"]


def test_work_in_progress_is_an_unsubmitted_preprint_without_a_venue():
    pub = parse_citation("Local gravel, determinantal pebbles and Rees sand. <br>\nWith Ana Ruiz. In progress.")
    assert (pub.title, names(pub)) == ("Local gravel, determinantal pebbles and Rees sand", ["Ana Ruiz"])
    assert (pub.venue_text, pub.kind, pub.status) == (None, "preprint", "submitted")


def test_a_coauthor_joint_with_in_italics_and_linked_to_a_homepage():
    pub = parse_citation(
        "On deformations of pebble algebras with quadratic pair  \n"
        "(*joint with* [Tobin Ashgrove](https://example.org/~tobin/))  \n"
        "[[Preprint. 50 pages. April 3, 2025]](/files/papers/pebbles.pdf)",
        owner="Mara Quill",
    )
    assert pub.title == "On deformations of pebble algebras with quadratic pair"
    assert names(pub) == ["Mara Quill", "Tobin Ashgrove"]
    assert (pub.venue_text, pub.kind) == (None, "preprint")
    assert [(link.label, link.url) for link in pub.links] == [("PDF", "/files/papers/pebbles.pdf")]


def test_the_volume_after_a_mathematics_journal_is_cut():
    pub = parse_citation(
        "Pro-representability of pebble cohomology in weight 3  \n"
        "<ins>Annals of Gravel Theory</ins>. Vol. 8 (2023), No. 1, 127—139.  \n"
        "[[Final Preprint. 13 pages. January 19, 2023]](/files/papers/gravel.pdf)"
    )
    assert (pub.title, pub.year, pub.venue_text, pub.kind) == (
        "Pro-representability of pebble cohomology in weight 3",
        2023,
        "Annals of Gravel Theory",
        "journal",
    )


def test_a_chapter_in_a_numbered_series_volume_is_a_chapter():
    pub = parse_citation(
        "[Topological Complexity of Pebble Arrangements](/public/pebbles.pdf) <br>\n"
        "Topological complexity and related topics, vol. 702 of Contemp. Math., Amer. Math. Soc., "
        "Providence, RI, 2018, pp. 121-132."
    )
    assert (pub.title, pub.year, pub.kind) == ("Topological Complexity of Pebble Arrangements", 2018, "chapter")


def test_a_title_with_only_its_pdf_is_still_a_paper():
    pubs = read(
        "1. A factorization algorithm based on a pebble criterion  \n"
        "[[Preprint. 8 pages. April 1, 2025]](/files/papers/factor.pdf)\n\n"
        "2. Gravel  \n[[Notes]](/files/notes.pdf)\n"
    )
    assert [p.title for p in pubs] == ["A factorization algorithm based on a pebble criterion"]


# --- ACM's reference format names its publisher and city after the meeting ------------------


def test_acms_publisher_and_city_leave_the_venue():
    pub = parse_citation(
        "Ana Ruiz, **Mara Quill**, and Tobin Ashgrove. 2023. Playing the Pebble: Can Players Sort Gravel? "
        "In Proceedings of the 2023 CHI Conference on Human Factors in Computing Systems (CHI '23). "
        "Association for Computing Machinery, New York, NY, USA."
    )
    assert pub.title == "Playing the Pebble: Can Players Sort Gravel?"
    assert pub.venue_text == "Proceedings of the 2023 CHI Conference on Human Factors in Computing Systems (CHI '23)"


# --- the humanities: German lists, and papers written in another language -------------------


@pytest.mark.parametrize(
    "printed, expected",
    [
        (
            "Quill, Mara: Kiesel und Sand im Mittelalter, in: Zeitschrift für Kieselkunde 12 (2003), S. 1–20.",
            ("Kiesel und Sand im Mittelalter", ["Mara Quill"], "Zeitschrift für Kieselkunde 2003", "journal"),
        ),
        (
            "Quill, Mara/Lind, Peter: Die Kiesel der Kurie, in: Ruiz, Ana (Hg.): Steine und Städte, Berlin 2019, S. 3–21.",
            ("Die Kiesel der Kurie", ["Mara Quill", "Peter Lind"], "Steine und Städte 2019", "chapter"),
        ),
        (
            "Lind, Peter Jan: Kieselhandel im Spätmittelalter. Die Karrieremuster einer Elite "
            "(Studien zur Kieselgeschichte, 17), Leiden/Boston 2003.",
            (
                "Kieselhandel im Spätmittelalter. Die Karrieremuster einer Elite",
                ["Peter Jan Lind"],
                "Studien zur Kieselgeschichte 2003",
                "book",
            ),
        ),
        (
            "Tamm, Anna: Kiesel aus Grammatik und Struktur. Untersuchungen zur Kurie (Masterarbeit), 2021.\n"
            "  https://example.org/tamm-kiesel",
            ("Kiesel aus Grammatik und Struktur. Untersuchungen zur Kurie", ["Anna Tamm"], None, "thesis"),
        ),
        (
            "Ode, Karl: Kieselwege der Kurie im Spätmittelalter (Magisterarbeit), Halle 2011.",
            ("Kieselwege der Kurie im Spätmittelalter", ["Karl Ode"], None, "thesis"),
        ),
        (
            "Ode, Karl: Kiesel und Kurie. Eine Studie (Diss.), Halle 2016.",
            ("Kiesel und Kurie. Eine Studie", ["Karl Ode"], None, "thesis"),
        ),
    ],
)
def test_the_german_humanities_names_before_a_colon(printed, expected):
    pub = parse_citation(printed)
    assert (pub.title, names(pub), pub.venue_text, pub.kind) == expected


@pytest.mark.parametrize(
    "printed",
    [
        # DBLP's "Given Family, Given Family: Title": two words before the comma are no family name
        "Yan Chen, Chidi Okafor: Quokka: Vectorized Pebbles on GPUs. Proc. VLDB Endow. 18(6): 1-12 (2025)",
        # a name over its title, joined: a stop after a given name ends it
        "Lind, Chidi Okafor. Quokka: Vectorized Pebbles on GPUs. Pebble Letters, 2025.",
        # no year anywhere: a line with a colon, not a citation of this form
        "Ruiz, Ana: Notes on pebbles and gravel",
    ],
)
def test_other_lines_with_names_before_a_colon_are_not_the_humanities_form(printed):
    assert read_names_colon(printed) is None


def test_a_note_of_the_papers_language_is_neither_title_nor_venue():
    pubs = read(
        "[What if pebbles were, actually, stones?](https://example.org/p1) (in Portuguese). "
        "_Revista Contraponto (UFPB)_, _8_(2), 169-185.\n\n"
        "Innovative practices in pebble teaching (in Portuguese, in press). _Revista Pedras e Educação_.\n"
    )
    assert [(p.title, p.venue_text, p.kind) for p in pubs] == [
        ("What if pebbles were, actually, stones?", "Revista Contraponto (UFPB)", "journal"),
        ("Innovative practices in pebble teaching", "Revista Pedras e Educação", "journal"),
    ]


def test_an_apa_chapter_names_its_book_without_editors_pages_or_publisher():
    pub = parse_citation(
        "[Queer pebbles: between empowerment and erasure](https://example.org/p2). In Ruiz, A., Lind, P., …, "
        "Tamm, V. (Eds), _Forum Pebble Revolution 2020_ (pp. 259-263). Ministry of Gravel."
    )
    assert (pub.title, pub.venue_text, pub.kind) == (
        "Queer pebbles: between empowerment and erasure",
        "Forum Pebble Revolution 2020",
        "chapter",
    )
