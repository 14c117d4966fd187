"""BibTeX parsing and writing (plain functions, fictional fixtures, no database)."""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from importer.parsers.bibtex import latex_to_text, parse_bibtex
from importer.parsers.records import DocumentError, ParsedDocument
from publications.formats.bibtex import write_bibtex

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "bibtex"


def parse_fixture(name):
    return parse_bibtex((FIXTURES / name).read_text(encoding="utf-8"), name)


def by_key(document):
    return {p.key: p for p in document.publications}


# --------------------------------------------------------------------------- LaTeX


@pytest.mark.parametrize(
    "latex, text",
    [
        (r"{\"u}ber", "über"),
        (r"\"{u}ber", "über"),
        (r"\'et\'e", "été"),
        (r"Ana\"{\i}s", "Anaïs"),
        (r"\v{C}apek", "Čapek"),
        (r"Fran\c{c}ois", "François"),
        (r"{\ss}", "ß"),
        (r"Bj\o{}rn", "Bjørn"),
        (r"{\AA}str\"om", "Åström"),
        (r"{GPU} {Sched}", "GPU Sched"),
        (r"50\% \& more", "50% & more"),
        (r"\emph{Fast} and \textbf{bold}", "Fast and bold"),
        (r"Caf\'e~au lait", "Café au lait"),
        (r"\href{https://x.example}{Link}", "Link"),
        (r"a\_b \#1 \$5", "a_b #1 $5"),
        (r"\textbackslash{} and \textasciitilde{}x\textasciicircum{}2", "\\ and ~x^2"),
        ("plain text   with  spaces", "plain text with spaces"),
        ("陈晓雨", "陈晓雨"),
    ],
)
def test_latex_to_text(latex, text):
    assert latex_to_text(latex) == text


def test_latex_math_falls_back_to_pylatexenc():
    assert latex_to_text(r"Sorting in $O(n \log n)$ Time").startswith("Sorting in O(n")


# --------------------------------------------------------------------------- parsing quirks


def test_string_macros_concatenation_and_months():
    document = parse_fixture("macros_and_accents.bib")
    assert document.format == "bibtex" and document.profile is None and document.source_name == "macros_and_accents.bib"
    skyline = by_key(document)["kovalenko2026skyline"]
    assert skyline.venue_text == (
        "Proceedings of the 23rd USENIX Symposium on Networked Systems Design and Implementation (NSDI '26)"
    )
    assert skyline.year == 2026 and skyline.kind == "conference"
    assert document.warnings == []


def test_accents_and_protecting_braces_are_decoded():
    document = by_key(parse_fixture("macros_and_accents.bib"))
    skyline, tiering = document["kovalenko2026skyline"], document["lindqvist2024tiering"]
    assert skyline.title == "Skyline: Elastic Prefill Scheduling for GPU Clusters"
    assert [a.name for a in skyline.authors] == [
        "Mira Kovalenko",
        "Tobias Lindqvist",
        "Jörg Müller",
        "Anaïs Dubois",
        "Bjørn Åström",
    ]
    assert tiering.title == "Cost-Aware Tiering for Disaggregated Memory: 40% Less Spend & Faster"
    assert [a.name for a in tiering.authors] == ["Tobias Lindqvist", "François René Dupré", "Zoë O'Hara"]


def test_year_from_date_field_and_journal_kind():
    tiering = by_key(parse_fixture("macros_and_accents.bib"))["lindqvist2024tiering"]
    assert tiering.year == 2024
    assert tiering.kind == "journal"
    assert tiering.venue_text == "IEEE Transactions on Parallel and Distributed Systems"


def test_names_markers_others_and_editors():
    lattice = parse_fixture("names_and_markers.bib").publications[0]
    names = [a.name for a in lattice.authors]
    assert names == [
        "Priya Raghunathan",
        "Jonas Weber",
        "Xiaoyu Chen",
        "Sam Okafor",
        "Lab for Elastic Systems",
        "Pieter van der Berg Jr.",
    ]
    assert [a.equal_contribution for a in lattice.authors] == [True, True, True, True, False, False]
    assert lattice.authors_truncated is True
    assert "Edith Editor" not in names
    assert lattice.venue_text == "2025 USENIX Annual Technical Conference (USENIX ATC '25)"


@pytest.mark.parametrize(
    "author_field, name, equal, corresponding",
    [
        ("Zhong*, Yinmin", "Yinmin Zhong", True, False),
        (r"Yinmin Zhong\textsuperscript{*}", "Yinmin Zhong", True, False),
        (r"Yinmin Zhong\textsuperscript{1,*}", "Yinmin Zhong", True, False),
        (r"Yinmin Zhong$^*$", "Yinmin Zhong", True, False),
        (r"Yinmin Zhong$^{\dagger}$", "Yinmin Zhong", True, False),
        (r"Yinmin Zhong\dag", "Yinmin Zhong", True, False),
        ("Yinmin Zhong†", "Yinmin Zhong", True, False),
        (r"Yinmin Zhong\textsuperscript{2}", "Yinmin Zhong", False, False),
        ("Yinmin Zhong✉", "Yinmin Zhong", False, True),
        ("Zhong, Yinmin", "Yinmin Zhong", False, False),
    ],
)
def test_equal_contribution_markers(author_field, name, equal, corresponding):
    # A second marked author: a mark on one author alone is reported, not applied.
    text = f"@article{{k, title = {{T}}, author = {{{author_field} and Other Person*}}, year = 2024}}"
    author = parse_bibtex(text, "x.bib").publications[0].authors[0]
    assert (author.name, author.equal_contribution, author.corresponding) == (name, equal, corresponding)


def test_al_folio_fields():
    quill = by_key(parse_fixture("alfolio.bib"))["okafor2024quill"]
    assert quill.note == "Best Paper Award"
    assert quill.abstract == "We make snapshots cheap."
    assert quill.doi == "10.1145/0000001.0000002"
    labels = {link.label: link.url for link in quill.links}
    assert labels["PDF"] == "assets/pdf/quill_eurosys24.pdf"  # al-folio's folder; resolved against --base-url
    assert labels["Code"] == "https://github.com/example-lab/quill"
    assert labels["Slides"] == "assets/pdf/quill_slides.pdf"
    assert quill.selected
    assert labels["Video"] == "https://video.example.org/quill"
    assert labels["Project"] == "https://quill.example.org"
    assert labels["HTML"] == "https://dl.example.org/quill"
    assert labels["Paper"] == "https://example.org/quill"
    # abbr repeats what the venue already names: the venue text stays as printed.
    assert quill.venue_text == "Proceedings of the Nineteenth European Conference on Computer Systems"


def test_abbr_is_added_when_the_venue_does_not_name_it():
    text = (
        "@inproceedings{k, abbr = {QLS}, title = {T}, author = {A B}, booktitle = {Quiet Lab Symposium}, year = 2024}"
    )
    assert parse_bibtex(text, "x.bib").publications[0].venue_text == "Quiet Lab Symposium (QLS)"
    text = "@inproceedings{k, abbr = {SoCC}, title = {T}, author = {A B}, year = 2024}"
    assert parse_bibtex(text, "x.bib").publications[0].venue_text == "SoCC"


def test_arxiv_preprints():
    document = by_key(parse_fixture("alfolio.bib"))
    drift, corr = document["chen2024drift"], document["weber2025corr"]
    assert (drift.kind, drift.arxiv, drift.year) == ("preprint", "2408.01234", 2024)
    assert (corr.kind, corr.arxiv) == ("preprint", "2501.04567")
    text = "@article{k, title = {T}, author = {A B}, journal = {arXiv preprint arXiv:2311.00001}, year = 2023}"
    assert parse_bibtex(text, "x.bib").publications[0].kind == "preprint"
    assert parse_bibtex(text, "x.bib").publications[0].arxiv == "2311.00001"


def test_kinds_from_entry_types():
    document = by_key(parse_fixture("alfolio.bib"))
    assert document["chen2023hotos"].kind == "workshop"
    assert document["okafor2024quill"].kind == "conference"
    assert document["kovalenko2025sub"].kind == "journal"
    assert document["lindqvist2022thesis"].kind == "thesis"
    assert document["okafor2021book"].kind == "book"
    assert document["okafor2022chapter"].kind == "chapter"
    assert document["okafor2023patent"].kind == "patent"


def test_submitted_status():
    document = by_key(parse_fixture("alfolio.bib"))
    assert document["weber2026review"].status == "submitted"
    assert document["weber2026review"].venue_text is None  # "Under review" is no venue
    assert document["kovalenko2025sub"].status == "submitted"
    assert document["okafor2024quill"].status == "published"


def test_duplicate_keys_keep_both_entries_with_a_warning():
    document = parse_fixture("broken.bib")
    good = [p for p in document.publications if p.key == "good1"]
    assert [p.title for p in good] == ["A Good Entry", "Another Entry With The Same Key"]
    assert [p.line for p in good] == [1, 7]
    assert "entry 'good1' at line 7: duplicate key; both entries kept" in document.warnings


def test_malformed_entries_are_recovered_or_reported():
    document = parse_fixture("broken.bib")
    found = by_key(document)
    assert "entry 'notitle' at line 13: missing title" in document.warnings
    assert "notitle" not in found
    # An unbalanced entry is a failed entry: reported with its key and line, never a paper.
    assert "unclosed" not in found
    assert "entry 'unclosed' at line 18: unbalanced braces or quotes; entry not imported" in document.warnings
    assert found["after"].title == "After The Broken One"
    assert found["twice"].title == "First Title"
    assert any("entry 'twice' at line 25" in w and "title" in w for w in document.warnings)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Just a paragraph of prose about scheduling.",
        "# Publications\n\n- Paper one (OSDI '24)",
        "contact me at someone@example.org",
        "@article{onlykey}",
        "@comment{nothing here}",
        "@article{k, author = {A B}, year = 2020}",
    ],
)
def test_not_bibtex_or_nothing_recoverable_is_a_document_error(text):
    with pytest.raises(DocumentError):
        parse_bibtex(text, "x.bib")


def test_undefined_macro_is_kept_and_reported():
    document = parse_bibtex("@inproceedings{k, title = {T}, author = {A B}, booktitle = sosp23, year = 2023}", "x.bib")
    assert document.publications[0].venue_text == "sosp23"
    assert any("sosp23" in w for w in document.warnings)


def test_doi_url_and_crlf_line_endings():
    text = "@article{k,\r\n title = {T},\r\n author = {A B},\r\n doi = {doi:10.1/xyz},\r\n year = {2021}\r\n}\r\n"
    publication = parse_bibtex(text, "x.bib").publications[0]
    assert publication.doi == "10.1/xyz" and publication.year == 2021


# --------------------------------------------------------------------------- writing

ROUND_TRIP = [
    {
        "key": "dubois2024braces",
        "kind": "conference",
        "title": "Braces {like} this, 100% & more: a_b #1 ~x^2 \\ back $5",
        "authors": [
            {"name": "Anaïs Dubois", "equal_contribution": True},
            {"name": "陈晓雨", "equal_contribution": False},
            {"name": "Jörg Müller", "equal_contribution": True},
        ],
        "venue_name": "USENIX Symposium on Operating Systems Design and Implementation",
        "venue_acronym": "OSDI",
        "year": 2024,
        "doi": "10.1145/1234.5678",
        "arxiv": None,
        "links": [
            {"label": "PDF", "url": "https://x.example/a_b.pdf"},
            {"label": "Code", "url": "https://github.com/a/b"},
        ],
        "note": "Best Paper Award",
        "abstract": "We do 50% better & {faster}.",
    },
    {
        "key": "chen2024zh",
        "kind": "preprint",
        "title": "调度：一个中文标题",
        "authors": [{"name": "陈晓雨"}],
        "venue_name": "arXiv preprint arXiv:2408.08586",
        "arxiv": "2408.08586",
        "year": 2024,
    },
    {
        "key": "weber2023j",
        "kind": "journal",
        "title": "Tail Latency, Revisited",
        "authors": ["Jonas Weber", "Zoë O'Hara"],
        "venue_name": "IEEE Transactions on Parallel and Distributed Systems",
        "year": 2023,
        "doi": "10.1109/TPDS.2023.0001",
    },
    {
        "key": "okafor2022hot",
        "kind": "workshop",
        "title": "The Case for Fewer Knobs",
        "authors": [{"name": "Sam Okafor"}, {"name": "Barnes and Noble Research"}],
        "venue_name": "Workshop on Hot Topics in Operating Systems",
        "year": 2022,
    },
]


def test_write_then_parse_round_trips():
    written = write_bibtex(ROUND_TRIP)
    document = parse_bibtex(written, "written.bib")
    assert document.warnings == []
    assert len(document.publications) == len(ROUND_TRIP)
    for original, parsed in zip(ROUND_TRIP, document.publications, strict=True):
        names = [a["name"] if isinstance(a, dict) else a for a in original["authors"]]
        equal = [bool(a.get("equal_contribution")) if isinstance(a, dict) else False for a in original["authors"]]
        assert parsed.key == original["key"]
        assert parsed.title == original["title"]
        assert [a.name for a in parsed.authors] == names
        assert [a.equal_contribution for a in parsed.authors] == equal
        assert parsed.year == original["year"]
        assert parsed.venue_text == original["venue_name"]
        assert parsed.doi == original.get("doi")
        assert parsed.arxiv == original.get("arxiv")
        assert parsed.kind == original["kind"]
    assert document.publications[0].note == "Best Paper Award"
    assert document.publications[0].abstract == "We do 50% better & {faster}."
    assert [(l.label, l.url) for l in document.publications[0].links] == [
        ("PDF", "https://x.example/a_b.pdf"),
        ("Code", "https://github.com/a/b"),
    ]


def test_written_bibtex_shape():
    written = write_bibtex(ROUND_TRIP)
    assert written.startswith("@inproceedings{dubois2024braces,")
    assert "author+an = {1=equal; 3=equal}" in written
    assert "note = {Best Paper Award; * Equal contribution: Anaïs Dubois, Jörg Müller}" in written
    assert r"100\% \& more: a\_b \#1 \textasciitilde{}x\textasciicircum{}2 \textbackslash{} back \$5" in written
    assert (
        "@misc{chen2024zh," in written and "eprint = {2408.08586}" in written and "archiveprefix = {arXiv}" in written
    )
    assert "@article{weber2023j," in written and "journal = {IEEE Transactions" in written
    assert "调度：一个中文标题" in written  # non-ASCII stays UTF-8
    assert "{Barnes and Noble Research}" in written  # a literal "and" is protected


def test_writer_accepts_parsed_publications_and_makes_unique_keys():
    parsed = parse_fixture("macros_and_accents.bib").publications
    for publication in parsed:
        publication.key = None
    written = write_bibtex(parsed + parsed)
    again = parse_bibtex(written, "again.bib")
    keys = [p.key for p in again.publications]
    assert len(set(keys)) == 4 and again.warnings == []
    assert [p.title for p in again.publications[:2]] == [p.title for p in parsed]
    assert again.publications[0].venue_text == parsed[0].venue_text


_TITLE_ALPHABET = st.sampled_from(list("abcXYZ019 {}%&$#_~^\\\"'@,.:;-éüßø陈晓雨") + ["\u00e9"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    title=st.text(_TITLE_ALPHABET, min_size=1, max_size=40).filter(lambda t: t.strip()),
    names=st.lists(
        st.text(st.sampled_from(list("abcXYZéü陈晓 -'")), min_size=1, max_size=12).filter(
            lambda n: any(c.isalpha() for c in n)
        ),
        min_size=1,
        max_size=4,
    ),
    equal=st.lists(st.booleans(), min_size=4, max_size=4),
)
def test_round_trip_property(title, names, equal):
    entry = {
        "kind": "conference",
        "title": title,
        "year": 2024,
        "venue_name": "Some Venue & Co",
        "authors": [{"name": n, "equal_contribution": e} for n, e in zip(names, equal, strict=False)],
    }
    parsed = parse_bibtex(write_bibtex([entry]), "p.bib").publications[0]
    assert parsed.title == " ".join(title.split())
    assert [a.name for a in parsed.authors] == [" ".join(n.split()) for n in names]
    marks = equal[: len(names)]
    if len(names) > 1 and sum(marks) == 1:
        marks = [False] * len(marks)  # a lone mark is reported, not applied
        assert any("one author only" in w for w in parsed.warnings)
    assert [a.equal_contribution for a in parsed.authors] == marks
    assert parsed.venue_text == "Some Venue & Co"


@settings(max_examples=200, deadline=None)
@given(
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=300)
    | st.text(st.sampled_from(list('@{}",=#%\\ \nabtitlearticleauthor$^*')), max_size=200)
)
def test_parse_bibtex_never_raises_anything_but_document_error(text):
    try:
        result = parse_bibtex(text, "fuzz.bib")
    except DocumentError:
        return
    assert isinstance(result, ParsedDocument)


def test_five_thousand_entries_all_parse():
    # How fast is bench/import.py's to measure (the 3,000-entry lab); here, that a long file reads whole.
    entries = []
    for i in range(5000):
        entries.append(
            f'@inproceedings{{key{i},\n  title = {{{{GPU}} Scheduling {i} for M{{\\"u}}ller-Style Workloads}},\n'
            f"  author = {{Person{i}, Alpha and Beta Gonz\\'alez{i % 50}* and Gamma Li*}},\n"
            f"  booktitle = {{Proceedings of the {i % 30}th USENIX Symposium on Operating Systems Design and "
            f"Implementation (OSDI '{i % 100:02d})}},\n  year = {{{2000 + i % 25}}},\n  month = jan,\n"
            f"  doi = {{10.1145/{i}}},\n  pdf = {{paper{i}.pdf}},\n}}\n"
        )
    text = "\n".join(entries)
    document = parse_bibtex(text, "big.bib")
    assert len(document.publications) == 5000 and document.warnings == []


def test_howpublished_url_is_a_link_not_a_venue():
    doc = parse_bibtex(
        '@misc{liu2025demo,\n  title = {EvHand Demo},\n  author = {M{\\"u}ller, J{\\"o}rg and Liu, Wenjun},\n'
        "  howpublished = {\\url{https://evhand.example.io}},\n  year = {2025},\n}\n",
        "demo.bib",
    )
    [pub] = doc.publications
    assert [a.name for a in pub.authors] == ["Jörg Müller", "Wenjun Liu"]
    assert pub.venue_text is None or pub.venue_text == ""
    assert [(link.label, link.url) for link in pub.links] == [("Paper", "https://evhand.example.io")]


def test_an_entry_closed_too_early_is_a_failed_entry_not_a_paper_without_authors():
    text = (
        "@article{early, title={Gravel Routing}} at Scale}, author={Ana Ruiz and Bo Li}, journal={J}, year={2020}}\n"
        "@article{fine, title={Pebble Caches}, author={Bo Li}, year={2021}}\n"
        "@misc{prose, title={Notes}, author={Bo Li}, year={2019}}\nSome prose after it, see = the appendix.\n"
    )
    document = parse_bibtex(text, "papers.bib")
    assert [p.key for p in document.publications] == ["fine", "prose"]
    assert "entry 'early' at line 1: unbalanced braces or quotes; entry not imported" in document.warnings


def test_a_file_of_only_broken_entries_is_an_error_naming_them():
    with pytest.raises(DocumentError, match="entry 'open' at line 1: unbalanced"):
        parse_bibtex("@article{open, title={Left {Open, author={Ana Ruiz}, year={2020}}\n", "broken.bib")


def test_a_lone_mark_is_reported_not_applied():
    text = "@article{k, title={T}, author={Ana Ruiz and Bo Li and Chen Wu*}, journal={J}, year=2024}"
    publication = parse_bibtex(text, "x.bib").publications[0]
    assert [a.equal_contribution for a in publication.authors] == [False, False, False]
    assert publication.warnings == [
        "entry 'k' at line 1: equal-contribution mark on one author only (Chen Wu); not applied"
    ]


# --------------------------------------------------------------------------- BibTeX as people write it


def test_authors_separated_by_commas_are_told_apart_from_last_first():
    entries = by_key(parse_fixture("handwritten.bib"))
    calibrated = entries["bergstrom2024"]
    assert [a.name for a in calibrated.authors] == ["Nadia K. Bergström", "Tomás Ibarra", "Yuki Sato", "Ola Nordmann"]
    harmful = entries["sato2022"]
    assert [a.name for a in harmful.authors] == ["Yuki Sato", "Nadia K. Bergström", "Anna van der Berg"]


@pytest.mark.parametrize(
    "field, names",
    [
        ("Doe, Jane and Roe, Richard", ["Jane Doe", "Richard Roe"]),
        ("Jane Doe, Richard Roe, and Mo Li", ["Jane Doe", "Richard Roe", "Mo Li"]),
        ("Doe, J., Roe, R.", ["J. Doe", "R. Roe"]),
        ("Doe, J.", ["J. Doe"]),
        ("King, Jr., Martin and Doe, Jane", ["Martin King Jr.", "Jane Doe"]),
        ("Michael R. Lyu and Wei Wang 0001", ["Michael R. Lyu", "Wei Wang"]),
        ("Cruz, Ana and De la Cruz, Maria Elena", ["Ana Cruz", "Maria Elena De la Cruz"]),
        ("Di Wang, Xiao Chen, Le Zhang", ["Di Wang", "Xiao Chen", "Le Zhang"]),
    ],
)
def test_author_field_forms(field, names):
    text = f"@article{{k, title={{T}}, author={{{field}}}, journal={{J}}, year=2020}}"
    assert [a.name for a in parse_bibtex(text, "x.bib").publications[0].authors] == names


def test_date_string_macros_month_macros_duplicate_keys_and_selected():
    document = parse_fixture("handwritten.bib")
    entries = document.publications
    assert [p.key for p in entries] == ["bergstrom2024", "bergstrom2023", "bergstrom2023", "sato2022"]
    assert any("duplicate key; both entries kept" in w for w in document.warnings)
    assert entries[0].year == 2024  # from `date`
    assert entries[0].venue_text == "International Conference on Machine Learning"
    assert entries[1].venue_text == "Advances in Neural Information Processing Systems 36"
    assert [p.selected for p in entries] == [True, False, False, False]
    assert {l.label: l.url for l in entries[0].links}["PDF"] == "assets/pdf/bergstrom24_calibrated.pdf"


def test_dblp_export_numbers_dropped_corr_is_an_arxiv_preprint_and_bookkeeping_ignored():
    conference, corr, other = parse_fixture("dblp_export.bib").publications
    assert [a.name for a in conference.authors] == ["Wei Wang", "Lena Hartmann", "Rajesh Kumar"]
    assert conference.kind == "conference" and conference.doi == "10.1145/0000000.0000001"
    assert (corr.kind, corr.arxiv, corr.year) == ("preprint", "2403.01234", 2024)
    assert (other.kind, other.arxiv) == ("preprint", "2311.05555")
    for publication in (conference, corr, other):
        assert not any("dblp.org" in link.url for link in publication.links)
        assert "dblp" not in (publication.note + (publication.venue_text or "")).lower()
