"""A known journal's name does not swallow another journal's; one-word journals of every science;
a venue printed with a volume and pages is a journal (importer/parsers/venue_table.py, venues.py)."""

import pytest

from importer.parsers.venues import looks_like_journal_reference, resolve_venue, venue_kind


@pytest.mark.parametrize(
    ("printed", "name"),
    [
        ("Lancet HIV", "The Lancet HIV"),
        ("The Lancet HIV. 2023;10(2):e101-9", "The Lancet HIV"),
        ("Lancet. 2021;397:101-9", "The Lancet"),  # a year, a volume and pages are not another name
        ("The Lancet, 397(10270)", "The Lancet"),
        ("Blood Adv. 2022;6(3):1-9", "Blood Advances"),
        ("Blood 2021;137(3):1", "Blood"),
        ("Physical Review Letters PRL 120", "Physical Review Letters"),  # its own acronym after it
    ],
)
def test_words_after_a_journals_name_make_another_journal_unless_they_are_where_in_it(printed, name):
    assert resolve_venue(printed).name == name


@pytest.mark.parametrize("printed", ["Lancet NHV", "Nature QX Letters", "PNAS Placidity"])
def test_an_unknown_journal_that_begins_with_a_known_name_is_not_that_journal(printed):
    assert resolve_venue(printed) is None


@pytest.mark.parametrize(
    ("printed", "field"),
    [
        ("Psychophysiology", "psychology"),
        ("Ecology", "biology"),
        ("Gut", "medicine"),
        ("Brain", "neuroscience"),
        ("Cortex", "neuroscience"),
        ("Chaos", "physics"),
        ("Genetics", "biology"),
        ("Evolution", "biology"),
        ("Development", "biology"),
        ("Oncogene", "medicine"),
        ("Diabetes", "medicine"),
        ("Pediatrics", "medicine"),
        ("Geology", "earth science"),
        ("Icarus", "astronomy"),
        ("Economica", "economics"),
        ("Sex Transm Infect", "medicine"),
        ("Explorations in Economic History", "economics"),
        ("The Cryosphere", "earth science"),
    ],
)
def test_journals_of_one_word_of_every_science_are_known(printed, field):
    venue = resolve_venue(printed)
    assert (venue.kind, venue.field) == ("journal", field)


@pytest.mark.parametrize(
    "printed", ["Brain Placidity Bulletin", "Journal of Evolution and Kestrels", "Kestrel Heart Letters", "e-Gut 2023"]
)
def test_a_one_word_journal_inside_a_longer_name_is_not_that_journal(printed):
    assert resolve_venue(printed) is None


@pytest.mark.parametrize(
    ("printed", "journal"),
    [
        ("Environmental Placidity 23(11): 6754–6770", True),
        ("Kestrel J Med. 2021;14(2):101-9", True),
        ("Revue Placide 12: 1–5", True),
        ("Kestrel Lett. 33, 013101 (2023)", True),
        ("Kestrel Review, vol. 12, no. 3, pp. 45-67", True),
        ("Proceedings of the Kestrel Meeting, pp. 1-10", False),
        ("KSM 2024: 1-10", False),  # a year is not a volume
        ("Kestrel Studies 2021", False),
    ],
)
def test_a_venue_followed_by_volume_and_pages_is_a_journal(printed, journal):
    assert looks_like_journal_reference(printed) is journal


def test_an_unknown_venue_with_a_volume_and_pages_gets_the_kind_journal():
    assert venue_kind("Annalen der Placidität 23(1): 1-20") == "journal"
    assert venue_kind("Kestrel Studies") is None


def test_a_geoscience_assembly_is_a_meeting_not_a_journal():
    assert resolve_venue("EGU General Assembly 2023, Vienna, Austria").kind == "conference"
