"""Precision over the project's whole fixture corpus: whatever the importer
reads from any fixture document, it invents no person, takes no talk or service item for a
position, and links no printed author to a member whose names disagree with it.

The corpus is every document under tests/importer/fixtures, so fixtures added for new document
kinds are held to the same bar. The rules checked here are written independently of the code
that links and reads.
"""

import re
import unicodedata
from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError
from importer.services import import_documents
from people.models import Person
from publications.models import Authorship

FIXTURES = Path(__file__).parent / "fixtures"
CORPUS = sorted(
    path
    for path in FIXTURES.rglob("*")
    if path.is_file()
    and path.suffix.lower() in {".md", ".txt", ".bib", ".yml", ".yaml", ".json", ".html", ".htm", ".tex"}
)
# What a talk or a service item looks like when printed as a line of a CV.
TALK_OR_SERVICE = re.compile(
    r"\b(?:invited talk|talks?|keynote|presentations?|poster|seminar|panel|tutorial|mentor(?:ing)?|volunteer|"
    r"reviewer|reviewing|program committee|PC member|session chair|organi[sz]er|judge)\b",
    re.I,
)


def fold(text):
    text = unicodedata.normalize("NFKD", text or "")
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


def tokens(name):
    name = re.sub(r"[(（][^)）]*[)）]", " ", name)
    if "," in name:
        family, _, given = name.partition(",")
        name = f"{given} {family}"
    return [t for t in re.split(r"[\s.\-'’]+", fold(name)) if t]


def agrees(printed, names):
    """Every full word the printed name gives is a word of one of the names; every initial starts another.

    Google Scholar prints given names as a run of capitals before the family name ("IV Osei"): initials."""
    printed = re.sub(r"^([A-Z]{2,3}) (?=\S+$)", lambda m: " ".join(m.group(1)) + " ", printed.strip())
    mine = tokens(printed)
    full, initials = [t for t in mine if len(t) > 1], [t for t in mine if len(t) == 1]
    for name in names:
        theirs = tokens(name)
        if full and all(t in theirs for t in full):
            rest = [t for t in theirs if t not in full]
            if all(any(r.startswith(i) for r in rest) for i in initials):
                return True
        if " ".join(mine) == " ".join(theirs) or fold(printed).strip() == fold(name).strip():
            return True
    return False


def parsed_corpus():
    for path in CORPUS:
        try:
            yield path, read_document(path.name, path.read_bytes())
        except DocumentError:
            continue  # a fixture of a broken document: failing is what it is for


def test_the_corpus_is_not_empty():
    assert len(CORPUS) >= 30


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_no_talk_or_service_item_is_a_position(path):
    try:
        document = read_document(path.name, path.read_bytes())
    except DocumentError:
        return
    if document.profile is None:
        return
    positions = [f"{e.title} | {e.organization}" for e in document.profile.experience]
    assert [p for p in positions if TALK_OR_SERVICE.search(p)] == []


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_the_person_read_is_named_in_the_document(path):
    try:
        document = read_document(path.name, path.read_bytes())
    except DocumentError:
        return
    if document.profile is None or not document.profile.name:
        return
    text = fold(path.read_text(encoding="utf-8", errors="replace"))
    name = document.profile.name
    # A name written in Han characters is given in pinyin, the Han name kept as another name.
    spellings = [name, *document.profile.alt_names]
    assert any(all(token in text for token in tokens(spelling)) for spelling in spellings), name
    assert not re.search(r"\d|@|\b(?:university|curriculum|vitae|resume|publications|education)\b", fold(name)), name


def test_importing_the_whole_corpus_invents_no_one_and_links_no_one_wrongly(db):
    import_documents(CORPUS)

    text = fold("\n".join(p.read_text(encoding="utf-8", errors="replace") for p in CORPUS))
    invented = [
        p.name
        for p in Person.objects.all()
        if not any(all(t in text for t in tokens(spelling)) for spelling in [p.name, *p.alt_names])
    ]
    assert invented == []
    linked = Authorship.objects.filter(person__isnull=False).select_related("person")
    assert linked.exists()
    wrong = [(a.name, a.person.name) for a in linked if not agrees(a.name, a.person.all_names)]
    assert wrong == []
