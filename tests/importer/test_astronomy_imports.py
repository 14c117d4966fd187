"""Astronomy and physics publication lists end to end: NASA ADS and INSPIRE-HEP BibTeX exports, and
CVs printing ADS's AAS reference style ("Okafor, C. N., & Smyth, A. 2019, ApJ, 876, 12"). The
fixtures (tests/importer/fixtures/astro) are fictional people and papers in real journals."""

from pathlib import Path

import pytest

from importer.parsers.citations.aas import read_aas
from importer.services import import_documents
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "astro"

APJ = "The Astrophysical Journal"
MNRAS = "Monthly Notices of the Royal Astronomical Society"


def _imported(name):
    import_documents([FIXTURES / name])
    return {p.title: p for p in Publication.objects.select_related("venue")}


def _row(publication):
    return (publication.venue.name if publication.venue else None, publication.year, publication.kind)


ADS_EXPECTED = {
    # "{\\ensuremath{\\sim}}10$^{10}$ M$_{\\odot}$": a power of ten keeps its mark, a subscript does not
    "Star formation quenching in ∼10^10 M⊙ satellites of the Lantern Group": (MNRAS, 2021, "journal"),
    "The Quiet Halo of the Pebble Dwarf Galaxy": (APJ, 2019, "journal"),
    "Cold gas in the outskirts of NGC 0000: an ALMA view": ("Astronomy & Astrophysics", 2020, "journal"),
    "A Photometric Census of Faint Companions in the Harrow Cluster": ("The Astronomical Journal", 2022, "journal"),
    "A Radio Flare from the Tidal Stream of the Pebble Dwarf": ("The Astrophysical Journal Letters", 2023, "journal"),
    "The Harrow Deep Field Catalogue": ("The Astrophysical Journal Supplement Series", 2018, "journal"),
    "A Low-Cost Guider for Small Telescopes": (
        "Publications of the Astronomical Society of the Pacific",
        2017,
        "journal",
    ),
    "Dust lanes without dust: a second look at the Lantern Group": ("arXiv", 2024, "preprint"),
    "An unexpectedly bright transient in a quiescent dwarf": ("Nature", 2016, "journal"),
    "Dwarf galaxies as dark matter laboratories": ("Physics Reports", 2015, "journal"),
    "A fibre positioner for the Harrow Spectrograph": (
        "Ground-based and Airborne Instrumentation for Astronomy VIII",
        2020,
        "conference",
    ),
    "Satellites of satellites in the Lantern Group": (
        "American Astronomical Society Meeting Abstracts",
        2022,
        "conference",
    ),
}


def test_an_ads_export_expands_the_aas_journal_macros(db):
    found = _imported("ads_export.bib")
    assert {title: _row(p) for title, p in found.items()} == ADS_EXPECTED


def test_an_ads_export_keeps_doi_eprint_and_the_cut_author_list(db):
    found = _imported("ads_export.bib")
    halo = found["The Quiet Halo of the Pebble Dwarf Galaxy"]
    assert (halo.doi, halo.arxiv) == ("10.3847/1538-4357/ab0000", "1903.01234")
    assert [a.name for a in halo.authorships.order_by("position")] == [
        "Chidinma N. Okafor",
        "Pelle J. Lindqvist",
        "Aurelio Smyth",
    ]
    # "and others" ends ADS's cut lists: ten names printed, the rest left off
    quenching = Publication.objects.get(title__startswith="Star formation quenching")
    assert quenching.authorships.count() == 10 and quenching.authors_truncated
    assert quenching.authorships.get(position=3).name == "Marisol de la Fuente"
    # accents written as TeX come out as letters
    cold = found["Cold gas in the outskirts of NGC 0000: an ALMA view"]
    assert [a.name for a in cold.authorships.order_by("position")][1:] == ["Jörg Müller", "Inés Baños"]


def test_an_inspire_export_reads_collaborations_and_abbreviated_journals(db):
    found = _imported("inspire.bib")
    assert {title: _row(p) for title, p in found.items()} == {
        "Search for heavy neutral leptons in decays of W bosons produced in 13 TeV pp collisions": (
            "Physical Review Letters",
            2019,
            "journal",
        ),
        "Dark photons from a quiet halo": ("Journal of High Energy Physics", 2021, "journal"),
        "Axion stars in dwarf spheroidals": ("Physical Review D", 2022, "journal"),
        "Lensing by wandering black holes": ("arXiv", 2023, "preprint"),
        "Cored profiles without feedback": ("Physics of the Dark Universe", 2024, "journal"),
        "Status of the Lantern dark matter search": (
            "40th International Conference on High Energy Physics",
            2021,
            "conference",
        ),
    }
    atlas = found["Search for heavy neutral leptons in decays of W bosons produced in 13 TeV pp collisions"]
    assert atlas.authors_truncated and "ATLAS Collaboration" in [a.name for a in atlas.authorships.all()]
    assert found["Lensing by wandering black holes"].arxiv == "2311.07777"


AAS_CV_EXPECTED = {
    # the title on the line above the reference
    "The Quiet Halo of the Pebble Dwarf Galaxy": (APJ, 2019, "journal"),
    # a quoted title after a dash, a citation count after it
    "Cold gas in the outskirts of a lonely spiral": ("Astronomy & Astrophysics", 2020, "journal"),
    "A Low-Cost Guider for Small Telescopes": (
        "Publications of the Astronomical Society of the Pacific",
        2017,
        "journal",
    ),
    "Star formation quenching in dwarf satellites of the Lantern Group": (MNRAS, 2021, "journal"),
    "A Photometric Census of Faint Companions in the Harrow Cluster": ("The Astronomical Journal", 2022, "journal"),
    "The Harrow Deep Field Catalogue": ("The Astrophysical Journal Supplement Series", 2018, "journal"),
    "An unexpectedly bright transient in a quiescent dwarf": ("Nature", 2016, "journal"),
    "A fibre positioner for the Harrow Spectrograph": ("Proceedings of SPIE", 2020, "conference"),
    "Dust lanes without dust: a second look at the Lantern Group": ("arXiv", 2024, "preprint"),
    "Satellites of satellites in the Lantern Group": ("AAS Meeting Abstracts", 2022, "conference"),
}


def test_a_cv_in_the_aas_style_names_each_journal_by_its_abbreviation(db):
    found = _imported("cv_aas.md")
    assert {title: _row(p) for title, p in found.items()} == AAS_CV_EXPECTED
    quenching = found["Star formation quenching in dwarf satellites of the Lantern Group"]
    assert [a.name for a in quenching.authorships.order_by("position")] == [
        "B. Q. Varga",
        "C. N. Okafor",
        "M. de la Fuente",
    ]
    assert quenching.authors_truncated  # "et al."
    assert found["Dust lanes without dust: a second look at the Lantern Group"].arxiv == "2401.12345"


def test_a_plain_text_aas_cv_drops_citation_counts_and_keeps_submitted_papers(db):
    found = _imported("cv_aas.txt")
    assert {title: _row(p) for title, p in found.items()} == {
        "Tidal tails of the Pebble Dwarf": (APJ, 2023, "journal"),
        "Cold fronts in small groups": (MNRAS, 2022, "journal"),
        "A survey of faint radio relics": ("The Astronomical Journal", 2021, "journal"),
        "Scheduling small telescopes with integer programs": (
            "Publications of the Astronomical Society of the Pacific",
            2020,
            "journal",
        ),
        "Bursts from a sleeping magnetar": ("The Astrophysical Journal Letters", 2024, "journal"),
        "Notes on a faint halo": ("arXiv", 2019, "preprint"),
        "A catalogue of broken light curves": ("Research Notes of the AAS", 2021, "journal"),
    }
    assert found["Bursts from a sleeping magnetar"].status == "submitted"
    assert found["Tidal tails of the Pebble Dwarf"].status == "published"


def test_a_latex_cv_expands_the_journal_macros_in_its_references(db):
    found = _imported("cv_aas.tex")
    assert {title: _row(p) for title, p in found.items()} == {
        "Dwarf galaxies as dark matter laboratories": ("Physics Reports", 2015, "journal"),
        "Spin alignments in the Lantern filament": (APJ, 2019, "journal"),
        "Quenched satellites without ram pressure": (MNRAS, 2021, "journal"),
        "Axion stars in dwarf spheroidals": ("Physical Review D", 2022, "journal"),
    }


def test_an_ads_export_reads_theses_software_and_collaborations(db):
    found = _imported("ads_misc.bib")
    assert {title: _row(p) for title, p in found.items()} == {
        "Lantern Data Release 1: a catalogue of 40 000 dwarf satellites": ("Astronomy & Astrophysics", 2023, "journal"),
        "Satellites, streams and the quiet halo": ("Harrow State University", 2018, "thesis"),
        "haloquiet: halo fitting for dwarf satellites": ("Zenodo", 2021, "other"),
        "Rubble piles in the outer belt": ("The Planetary Science Journal", 2022, "journal"),
        "Fuzzy dark matter in the Lantern dwarfs": ("Journal of Cosmology and Astroparticle Physics", 2020, "journal"),
        "The Faintest Galaxies": ("Annual Review of Astronomy and Astrophysics", 2019, "journal"),
        "A catalogue of broken light curves": ("Research Notes of the AAS", 2021, "journal"),
    }
    release = found["Lantern Data Release 1: a catalogue of 40 000 dwarf satellites"]
    assert [a.name for a in release.authorships.order_by("position")][:2] == ["Lantern Collaboration", "C. N. Okafor"]
    assert release.authors_truncated


def test_a_publications_page_of_ads_references_with_links_and_a_thesis(db):
    found = _imported("publications_ads.md")
    assert {title: _row(p) for title, p in found.items()} == {
        "Lantern Data Release 1: a catalogue of 40 000 dwarf satellites": ("Astronomy & Astrophysics", 2023, "journal"),
        "Rubble piles in the outer belt": ("The Planetary Science Journal", 2022, "journal"),
        "Fuzzy dark matter in the Lantern dwarfs": ("Journal of Cosmology and Astroparticle Physics", 2020, "journal"),
        "The Faintest Galaxies": ("Annual Review of Astronomy and Astrophysics", 2019, "journal"),
        "A slow merger in the Lantern Group": (MNRAS, 2025, "journal"),
        "Satellites, streams and the quiet halo": ("Harrow State University", 2018, "thesis"),
    }
    assert found["Lantern Data Release 1: a catalogue of 40 000 dwarf satellites"].arxiv == "2211.00009"


def test_a_cv_and_the_ads_export_of_the_same_papers_make_one_publication_each(db):
    import_documents([FIXTURES / "ads_export.bib", FIXTURES / "cv_aas.md"])
    titles = list(Publication.objects.values_list("title", flat=True))
    # the CV prints two titles its own way; the other eight are the export's papers
    assert len(titles) == len(ADS_EXPECTED) + 2
    spie = Publication.objects.get(title="A fibre positioner for the Harrow Spectrograph")
    assert spie.doi == "10.1117/12.2560000"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # the AAS style prints no title: the reference is read, its title left to the line above
        ("Okafor, C. N., & Smyth, A. 2019, ApJ, 876, 12", ("C. N. Okafor, A. Smyth", "", f"{APJ} 2019")),
        ("Ng, T. 2022, MNRAS, 512, 1 (cited by 4)", ("T. Ng", "", f"{MNRAS} 2022")),
        # an abbreviation the macro table holds and the venue table does not spell
        ("Ng, T. 2021, AJ, 161, 77, Faint relics", ("T. Ng", "Faint relics", "The Astronomical Journal 2021")),
    ],
)
def test_an_aas_reference_reads_its_names_title_and_journal(line, expected):
    found = read_aas(line)
    assert (found.authors, found.title, found.venue) == expected


@pytest.mark.parametrize(
    "line",
    [
        "Okafor, C. N. 2019, Pebble range field notes, 12",  # words, not an abbreviation, before the volume
        "Okafor, C. N. (2019). Pebble range field notes. Harrow Press.",  # APA's bracketed year
        "C. N. Okafor 2019, ApJ, 876, 12",  # names not inverted
    ],
)
def test_a_line_in_another_style_is_no_aas_reference(line):
    assert read_aas(line) is None
