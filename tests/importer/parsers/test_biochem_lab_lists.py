"""Publication pages of chemistry, medicine and plant-biology labs, as their sites print them (fictional
people and titles; real journal names), each read as a whole document:

- a chemistry group's HTML page: numbered "9)" ACS entries whose TITLE is in italics and the journal
  plain ("*Title.* Nat. Catal. 2024, 7, 585"), footnote marks after the semicolons ("Varga, B. Q.;†"),
  a title in bold over a line of authors and a linked venue, DOI links and highlights after the venue,
  names with no comma between the semicolons ("Kowalczyk D.; Ito K.");
- a medical lab's numbered NLM list: PMID/PMCID, "Epub ahead of print", a group author among the names
  ("...; PEBBLE-HF Study Group; Lindgren MS."), "et al.; Consortium", a colon after the names;
- a lab template's `_data/publications.yml` whose "title: year" items only open each year's group, with
  Vancouver names in HTML emphasis and marks ("<b>Halvard E</b><sup>*</sup>");
- a chemist's page of year headings, each TITLE FIRST and the authors below, a title opening with a
  quoted word;
- a neuroscience lab's list of linked titles, each after a project's `tag`, with the Vancouver names,
  the journal and the date in sub-bullets below;
- a virology lab's HTML list under year headings in Elsevier's numbered style ("K. Marlow, N. Haddad;
  <b>Title.</b> <i>Viruses</i>, 11 (4) (2019), pp. 301-315.");
- a biologist's numbered APA list with a doubled stop ("Brenner, S..,") and ". . ." for the names left out;
- a clinician's list under year headings with a legend ("*co-first authors; #corresponding author"), the
  marks escaped as markdown escapes them ("Adeyemi YB\\*"), "In press", "et al." after six names and
  "[Epub 2023 Dec 12]";
- a computational chemist's Jekyll page: each linked title a heading with kramdown's `{:target="_blank"}`,
  the authors, a "*Published*: date" line and the RSC/ACS venue in a blockquote below it;
- an immunology lab template's data file: the venue in `details:`, titles ending in a stop, "...," among
  the names, names written "Family, M.M., Family, A.".

Every paper's title, authors, year and venue is checked."""

import re
from pathlib import Path

import pytest

from importer.parsers.citations import parse_citation
from importer.parsers.documents import read_document
from importer.parsers.venues import resolve_venue

LISTS = Path(__file__).resolve().parent.parent / "fixtures" / "biochem_lists"

CHEMISTRY_ITALIC_TITLES = [
    (
        "Copper-Catalyzed Ring Expansion of Pebble Aziridines",
        ["L. M. Ferreira", "B. Q. Varga", "T. Nakamura"],
        None,
        None,
    ),
    (
        "Photoredox Access to Strained Cobalt Nitrenoids",
        ["B. Q. Varga", "K. Ito", "R. G. Morales-Peña", "H. E. Lindqvist"],
        2024,
        "J. Am. Chem. Soc. 2024",
    ),
    (
        "Enantioselective Amination of Benzylic Silanes by Engineered Hemoproteins",
        ["K. A. Osei", "B. Q. Varga", "P. R. Van Dalen III", "H. E. Lindqvist"],
        2024,
        "ACS Catal. 2024",
    ),
    (
        "Directed Evolution of Nitrene Transferases: A Practical Guide",
        ["B. Q. Varga", "Y.-S. Chen", "M. T. Halloran"],
        2023,
        "Methods Enzymol. 2023",
    ),
    (
        "Crystalline Snapshots of Rh2-Bound Nitrenes",
        ["M. T. Halloran", "B. Q. Varga", "D. J. Kowalczyk", "K. Ito"],
        2022,
        "Angew. Chem. Int. Ed. 2022",
    ),
    (
        "Reactive Intermediates in the Solid State",
        ["B. Q. Varga", "D. J. Kowalczyk"],
        2021,
        "Comment Inorg. Chem. 2021",
    ),
    (
        "Heterometallic Trinuclear Clusters by Kinetic Metalation",
        ["T. Nakamura", "B. Q. Varga", "K. A. Osei"],
        2020,
        "Chem. Commun. 2020",
    ),
    (
        "Metal-free Sonogashira-type coupling: one-pot synthesis of pebble lactones",
        ["D. Kowalczyk", "K. Ito", "B. Q. Varga"],
        2016,
        "RSC Adv. 2016",
    ),
]

MEDICINE_NLM = [
    (
        "Cerebral blood flow mapping with functional ultrasound in ageing mice",
        [
            "A. E. Okonkwo",
            "K. Brandt-Lund",
            "R. J. Tamsin",
            "D. Yilmaz",
            "G. H. Farrow",
            "M. P. Castellano",
            "S. O. Idowu",
            "L. K. Pettersen",
        ],
        2025,
        "Neuroimage 2025",
    ),
    (
        "Sodium restriction and renal outcomes in heart failure: a multicentre cohort",
        [
            "R. J. Tamsin",
            "B. T. Halvorsen",
            "N. C. Achebe",
            "P. L. Rudd",
            "V. Marchetti",
            "T. F. Oyekanmi",
            "PEBBLE-HF Study Group",
            "M. S. Lindgren",
        ],
        2024,
        "J Am Soc Nephrol 2024",
    ),
    (
        "NeuroVessel small vessel disease consortium: II. Imaging protocols",
        ["G. H. Farrow", "NeuroVessel Consortium"],
        2021,
        "Alzheimers Dement 2021",
    ),
    (
        "Daytime sleepiness among patients on maintenance haemodialysis: A single centre experience",
        ["N. C. Achebe", "R. J. Tamsin", "S. O. Idowu"],
        2022,
        "Semin Dial 2022",
    ),
    (
        "Serial intervals of a seasonal enterovirus in day-care clusters",
        ["L. K. Pettersen", "P. L. Rudd", "R. J. Tamsin"],
        2019,
        "Am J Epidemiol 2019",
    ),
]

PLANT_LAB_DATA = [
    (
        "Root hair plasticity of sorghum under intermittent drought",
        ["T. K. Mwangi", "L. Oduya", "S. Brenner", "E. Halvard"],
        2023,
        "Plant Physiol",
    ),
    (
        "Guard cell proteomes of Chenopodium album under salinity",
        ["R. Quist", "T. K. Mwangi", "E. Halvard", "P. Sorensen"],
        2021,
        "Int J Mol Sci",
    ),
    (
        "A pebble-binding protein guides small RNA accumulation in barley",
        ["E. Halvard", "L. Oduya", "S. Brenner", "R. Quist", "P. Sorensen", "J. Tamm"],
        2018,
        "Nat Plants",
    ),
]

CHEMISTRY_TITLE_FIRST = [
    (
        "Tandem Hydroformylation of Pebble Olefins: Recent Developments and Open Questions",
        ["Marisol Quintero", "Oskar Lindfors", "Tereza Nováková", "Ahmed El-Sayed", "Priya R. Menon"],
        2022,
        None,
    ),
    (
        "“Frustrated” Boron–Phosphorus Pairs: A Metal-Free Route to Ketone Hydrogenation",
        ["Yusuf Adeyemi", "Oskar Lindfors", "Marisol Quintero", "Henrik J. Aalto"],
        2019,
        None,
    ),
    (
        "Interactions of Superbases with Strong Lewis Acids: From Labile Adducts to “Naked” Cations",
        ["Oskar Lindfors", "Henrik J. Aalto"],
        2018,
        None,
    ),
]

NEUROSCIENCE_TAGGED = [
    (
        "Projection mapping of the pebble cortex at single-cell resolution",
        ["A. E. Okonkwo", "K. Brandt-Lund", "V. Marchetti", "S. O. Idowu", "G. H. Farrow"],
        2022,
        "Nature. 2022 Oct",
    ),
    (
        "Spatial transcriptomics links barcoded projections to gene expression",
        ["D. Yilmaz", "V. Marchetti", "G. H. Farrow"],
        2021,
        "Nat Neurosci. 2021 Jun",
    ),
    (
        "STONEseq links interregional connectivity to neural activity in single animals",
        ["M. P. Castellano", "P. L. Rudd", "S. O. Idowu", "V. Marchetti"],
        2020,
        "Cell. 2020 Jul 9",
    ),
]

VIROLOGY_ELSEVIER = [
    (
        "Segment-Specific Packaging of Pebble Virus Genomes",
        ["K. Marlow", "T. J. Oyekanmi", "R. Esposito-Lind", "N. Haddad"],
        2019,
        "Viruses 2019",
    ),
    ("Circular RNAs of a small DNA tumour virus", ["P. A. Sørlie", "D. Kwan", "N. Haddad"], 2017, "J Virol 2017"),
    (
        "Host restriction of a cave-dwelling bat virus",
        ["N. Haddad", "K. Marlow"],
        2017,
        "Proc Natl Acad Sci U S A 2017",
    ),
]

BIOLOGY_APA_ELLIPSIS = [
    (
        "Methylation quantitative trait loci in pebble-fed mice",
        ["Henrik J. Aalto", "S. Brenner", "R. Quist"],
        2022,
        "Nat Genet 2022",
    ),
    (
        "Explainable risk models for cardiometabolic events from molecular data",
        ["Sade O. Idowu", "Henrik J. Aalto", "Gareth H. Farrow"],
        2021,
        "International Journal of Molecular Sciences 2021",
    ),
    (
        "Diurnal reprogramming of the liver by a pebble diet",
        ["T. K. Mwangi", "L. Oduya", "S. Brenner", "H. J. Aalto", "E. Halvard"],
        2019,
        "Molecular Cell 2019",
    ),
]

MEDICINE_LEGEND = [
    (
        "Urinary pebble markers in endurance athletes",
        ["Y. B. Adeyemi", "M. T. Sandoval", "O. Kristiansen"],
        2024,
        "J Stone Med",
    ),
    (
        "Renal pebbles in a cohort of marathon runners",
        ["M. T. Sandoval", "A. Ruiz-Ortega", "B. Chen", "C. Wu", "D. L. Marsh", "E. Patel"],
        2024,
        "Lancet 2024",
    ),
    ("Pebbles in children: a narrative review", ["A. Ruiz-Ortega", "M. T. Sandoval"], 2023, "Pediatr Nephrol 2023"),
]

CHEMISTRY_KRAMDOWN = [
    (
        "Volcano Plots for Pebble-Catalysed Cross-Couplings",
        ["Ilka Vasquez-Noor", "Tobiah Brannigan", "Jorunn Skaret"],
        2020,
        "J. Phys. Chem. Lett., 2020",
    ),
    (
        "Is copper a mere spectator in nickel-catalysed C–H activation?",
        ["Odalys Prieto", "Kasimir Lunde", "Ilka Vasquez-Noor", "Wendell Achterberg", "Jorunn Skaret"],
        2020,
        "Chem. Sci., 2020",
    ),
    (
        "Explicit Solvent Models for Pebble Alkoxylation: An Outer-Sphere Pathway",
        ["Ilka Vasquez-Noor", "Tobiah Brannigan"],
        2012,
        "Organometallics, 2012",
    ),
    (  # the names a site fills in from its configuration are not in the page: the others are
        "Microsolvated Transition States for Pebble Hydrolysis",
        ["Odalys Prieto", "Kasimir Lunde"],
        2012,
        "Phys. Chem. Chem. Phys., 2012",
    ),
]

IMMUNOLOGY_LAB_DATA = [
    (
        "PebbleVI: a generative model for multi-modal stone data",
        ["T. Brisbane", "M. Okorie", "N. Vestergaard"],
        2023,
        "bioRxiv",
    ),
    (
        "A library for probabilistic analysis of single-cell pebble data",
        [
            "A. Quennell",
            "R. Lindahl",
            "G. Xavier-Oduya",
            "V. Valiente Pour Amiri",
            "E. da Costa Beltrame",
            "F. J. Thiessen",
            "N. Vestergaard",
        ],
        2022,
        "Nature Biotechnology",
    ),
    (
        "Benchmarked reconstruction of lineages in C. elegans and M. musculus pebble trees",
        ["W. Kanga", "AA Granville", "J Huo", "N. Vestergaard", "J. Shenton", "MB. Ellery"],
        2021,
        "Cell Systems",
    ),
    (
        "Self-guarding of a pebble sensor enables virulence-triggered immunity",
        ["M. M. Gaitan", "A. Morrow-Iqbal", "M. R Fairweather", "N. Vestergaard"],
        2021,
        "Nature",
    ),
]


def spaced(name: str) -> str:
    """ "T.J. Oyekanmi" and "T. J. Oyekanmi" are one name: lists print initials either way."""
    return re.sub(r"\.(?=[A-Z])", ". ", name)


@pytest.mark.parametrize(
    ("path", "expected", "owner"),
    [
        ("chemistry_italic_titles.html", CHEMISTRY_ITALIC_TITLES, "B. Q. Varga"),
        ("medicine_nlm_numbered.qmd", MEDICINE_NLM, "R. J. Tamsin"),
        ("plant_lab/_data/publications.yml", PLANT_LAB_DATA, "E. Halvard"),
        ("chemistry_title_first.md", CHEMISTRY_TITLE_FIRST, "Oskar Lindfors"),
        ("neuroscience_tagged_sublists.md", NEUROSCIENCE_TAGGED, "V. Marchetti"),
        ("virology_elsevier_numbered.md", VIROLOGY_ELSEVIER, "N. Haddad"),
        ("biology_apa_ellipsis.md", BIOLOGY_APA_ELLIPSIS, "Henrik J. Aalto"),
        ("medicine_legend_escaped_marks.md", MEDICINE_LEGEND, "M. T. Sandoval"),
        ("chemistry_kramdown_blockquotes.md", CHEMISTRY_KRAMDOWN, "Ilka Vasquez-Noor"),
        ("immunology_lab/_data/publications.yml", IMMUNOLOGY_LAB_DATA, "N. Vestergaard"),
    ],
)
def test_every_paper_of_a_lab_list(path, expected, owner):
    file = LISTS / path
    document = read_document(file.name, file.read_bytes())
    got = [(p.title, [spaced(a.name) for a in p.authors], p.year, p.venue_text) for p in document.publications]
    assert got == expected, document.warnings
    assert document.profile.name == owner


def test_marks_after_the_semicolons_stay_with_their_names():
    file = LISTS / "chemistry_italic_titles.html"
    pubs = read_document(file.name, file.read_bytes()).publications
    photoredox = next(p for p in pubs if p.title.startswith("Photoredox"))
    assert [a.equal_contribution for a in photoredox.authors] == [True, True, False, False]
    assert pubs[0].status == "submitted"  # "Submitted." in place of a venue


def test_a_cut_list_before_a_group_author_is_still_cut():
    file = LISTS / "medicine_nlm_numbered.qmd"
    pubs = read_document(file.name, file.read_bytes()).publications
    assert [p.authors_truncated for p in pubs] == [False, False, True, False, False]


def test_year_items_of_a_data_file_are_no_papers():
    file = LISTS / "plant_lab" / "_data" / "publications.yml"
    pubs = read_document(file.name, file.read_bytes()).publications
    assert "year" not in [p.title.lower() for p in pubs]
    assert [a.highlighted for a in pubs[0].authors] == [False, False, False, True]


def test_vancouver_names_on_a_line_of_their_own_are_stored_initials_first():
    pub = parse_citation(
        "**Sodium intake and pebble formation in adults**\nOkafor CN, **Lind PJ**, Brandt K.\n"
        "*J Stone Med*. 2021;14(2):101-9."
    )
    assert [(a.name, a.highlighted) for a in pub.authors] == [
        ("C. N. Okafor", False),
        ("P. J. Lind", True),
        ("K. Brandt", False),
    ]
    assert (pub.title, pub.year, pub.venue_text) == (
        "Sodium intake and pebble formation in adults",
        2021,
        "J Stone Med 2021",
    )


def test_a_badge_that_is_a_known_venue_still_names_the_venue():
    pub = parse_citation(
        "- ``NeurIPS`` [Pebble routing for sparse experts](https://example.org/p)\nAna Ruiz, Bo Li\n"
        "Advances in Neural Information Processing Systems 2023"
    )
    assert pub.venue_text == "NeurIPS"
    assert pub.year == 2023


def test_names_left_out_with_dots_cut_the_list():
    file = LISTS / "biology_apa_ellipsis.md"
    pubs = read_document(file.name, file.read_bytes()).publications
    assert [p.authors_truncated for p in pubs] == [True, False, True]


def test_escaped_marks_follow_the_legend():
    file = LISTS / "medicine_legend_escaped_marks.md"
    pubs = read_document(file.name, file.read_bytes()).publications
    first = pubs[0]
    assert [(a.equal_contribution, a.corresponding) for a in first.authors] == [
        (True, False),
        (True, False),
        (False, True),
    ]
    assert [p.authors_truncated for p in pubs] == [False, True, False]


@pytest.mark.parametrize(
    ("printed", "name"),
    [
        ("Curr. Opin. Green Sustain. Chem. 2022", None),  # a longer abbreviated name, not the journal Chem
        ("Chem. 2021", "Chem"),
        ("Inorg. Chem. 2023", "Inorganic Chemistry"),
        ("Angew. Chem. Int. Ed. 2022", "Angewandte Chemie International Edition"),
    ],
)
def test_a_one_word_journal_is_no_piece_of_an_abbreviated_name(printed, name):
    known = resolve_venue(printed)
    assert (known.name if known else None) == name


def test_a_data_file_marks_equal_contribution_and_cut_lists():
    file = LISTS / "immunology_lab" / "_data" / "publications.yml"
    pubs = read_document(file.name, file.read_bytes()).publications
    assert [a.equal_contribution for a in pubs[0].authors] == [True, True, False]
    assert [p.authors_truncated for p in pubs] == [False, False, True, False]
