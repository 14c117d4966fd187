"""A big BibTeX file read a piece of entries at a time gives exactly what reading it whole gives (fictional fixtures)."""

import pickle
import random
from pathlib import Path

import pytest

from importer.parsers import bibtex, bigbibtex
from importer.parsers.bibtex import BibtexReader, split_entries
from importer.parsers.documents import read_document, read_document_parts
from importer.parsers.owner import OwnerTally
from importer.parsers.records import DocumentError, ParsedAuthor, ParsedDocument, ParsedPublication

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
BIBTEX_FILES = sorted(FIXTURES.glob("**/*.bib"))


class CountedReader(BibtexReader):
    reads = 0

    def read(self, *args):
        CountedReader.reads += 1
        return super().read(*args)


def read_in_pieces(name, data, piece, **options):
    """read_document_parts put back together; also how many pieces were read when the owner was settled."""
    profile, publications, warnings, held = None, [], [], None
    CountedReader.reads = 0
    for message in read_document_parts(name, data, piece=piece, **options):
        if message[0] == "whole":
            return message[1], None
        if message[0] == "owner":
            profile, held = message[1], CountedReader.reads
        elif message[0] == "part":
            for blob in message[1]:
                more, said = pickle.loads(blob)
                publications += more
                warnings += said
        else:
            warnings += message[1]
    document = ParsedDocument(name, "bibtex", profile=profile, publications=publications, warnings=warnings)
    return document, held


def outcome(read, *args, **options):
    try:
        return read(*args, **options)
    except DocumentError as err:
        return str(err)


@pytest.mark.parametrize("path", BIBTEX_FILES, ids=lambda p: p.name)
@pytest.mark.parametrize("options", [{}, {"base_url": "https://lab.example.org/"}, {"person": "Ada Abara"}])
def test_a_file_read_in_pieces_gives_what_the_whole_file_gives(path, options):
    data = path.read_bytes()
    whole = outcome(read_document, path.name, data, **options)
    for piece in (1, 2, 3):
        in_pieces = outcome(lambda *a, **o: read_in_pieces(*a, **o)[0], path.name, data, piece, **options)
        assert in_pieces == whole, (piece, whole, in_pieces)


def surname(n):
    return "Ab" + "".join("aeiou"[int(d) % 5] + "rstlm"[int(d) % 5] for d in f"{n:03d}")  # Abarara, Abarare, ...


def entry(n, authors, annotation=""):
    extra = f"  author+an = {{{annotation}}},\n" if annotation else ""
    return (
        f"@article{{e{n},\n  title = {{Paper Number {n}}},\n  author = {{{authors}}},\n{extra}  year = {{2020}},\n}}\n"
    )


def test_a_lab_file_is_written_after_its_first_pieces_and_an_owner_file_only_once_read(monkeypatch):
    monkeypatch.setattr(bibtex, "BibtexReader", CountedReader)
    lab = "\n".join(
        entry(n, f"Ann {surname(n)} and Bo {surname(n % 7 + 500)}", "1=equal; 2=equal") for n in range(40)
    ).encode()
    document, pieces_held = read_in_pieces("lab.bib", lab, 8)  # parts of 8 entries, read 2 at a time
    assert document.profile is None and len(document.publications) == 40
    # 24 of 40 entries: settled once no author could be in three entries in five (a clear majority), not at the end
    assert pieces_held == 12
    assert "no owner found" in document.warnings[-1]

    own = "\n".join(entry(n, f"Chidi Okafor and Co {surname(n)}") for n in range(40)).encode()
    document, pieces_held = read_in_pieces("own.bib", own, 8)
    assert document.profile.name == "Chidi Okafor" and pieces_held == 20
    assert all(p.authors[0].highlighted for p in document.publications)  # pieces read before the end were marked

    # Annotations ahead that may highlight an author keep the question open until they could no longer choose one.
    marked = "\n".join(
        entry(n, f"Ann {surname(n)} and Bo {surname(n % 7 + 500)}", "2=highlight" if n >= 30 else "") for n in range(40)
    )
    document, pieces_held = read_in_pieces("marked.bib", marked.encode(), 8)
    assert pieces_held == 12 and document.profile is None


def test_pieces_are_cut_only_between_whole_entries():
    text = entry(1, "A B") + "@article{open,\n  title = {Never closed,\n" + entry(2, "C D") + entry(3, "E F")
    pieces = [piece for piece, _line, _end in split_entries(text, 1)]
    assert "".join(pieces) == text
    assert pieces[0] == entry(1, "A B")  # after the entry left open nothing more is cut
    assert len(pieces) == 2


def test_no_owner_is_settled_early_when_the_rest_of_the_file_could_still_choose_one():
    rng = random.Random(7)
    names = ["Ada Abara", "Bo Berg", "Cy Chen", "Di Diaz"]
    for _ in range(300):
        papers = []
        for _n in range(rng.randint(1, 30)):
            authors = rng.sample(names, rng.randint(1, 4))
            marked = [a for a in authors if rng.random() < 0.3]
            papers.append(ParsedPublication("T", authors=[ParsedAuthor(a, highlighted=a in marked) for a in authors]))
        tally, settled = OwnerTally(), False
        for index, paper in enumerate(papers, 1):
            tally.add([paper])
            settled = settled or tally.cannot_have_owner(len(papers) - index, may_highlight=True)
        if settled:
            assert tally.choice()[0] is None


@pytest.mark.parametrize("path", BIBTEX_FILES, ids=lambda p: p.name)
@pytest.mark.parametrize("chunk", [7, 1 << 20])
def test_a_file_read_from_its_path_a_chunk_at_a_time_gives_what_its_bytes_give(path, chunk, monkeypatch, tmp_path):
    monkeypatch.setattr(bigbibtex, "CHUNK", chunk)  # 7 bytes: chunks cut inside entries, "\r\n" and UTF-8 sequences
    data = path.read_bytes()
    whole = outcome(read_document, path.name, data)
    for ends in ("\n", "\r\n"):
        copy = tmp_path / path.name
        copy.write_bytes(data.replace(b"\r\n", b"\n").replace(b"\n", ends.encode()))
        for piece in (1, 3):
            from_path = outcome(lambda *a, **o: read_in_pieces(*a, **o)[0], path.name, copy, piece)
            assert from_path == whole, (piece, ends)


def test_a_big_file_of_a_legacy_encoding_or_with_a_bom_is_read_from_its_path_as_its_bytes_are(tmp_path, monkeypatch):
    monkeypatch.setattr(bigbibtex, "CHUNK", 5)
    text = "\n".join(entry(n, f"Jos\u00e9 M\u00fcller and Bo {surname(n)}") for n in range(12))
    for data in (text.encode("cp1252"), b"\xef\xbb\xbf" + text.encode(), text.encode() + b"\n% caf\xe9\n"):
        path = tmp_path / "legacy.bib"
        path.write_bytes(data)
        assert bigbibtex.big_bibtex(path, 3) is not None  # read in pieces, not whole
        assert read_in_pieces("legacy.bib", path, 3)[0] == read_document("legacy.bib", data)


def test_a_file_that_is_not_bibtex_is_read_whole_from_its_path(tmp_path):
    from importer.parsers.detect import detect_format

    # A LaTeX sign at the top and backslashes only past what the first pass looks at: LaTeX, as a whole read says.
    latex = "% \\documentclass{article}\n" + "\n".join(entry(n, "A B") for n in range(5)) + " " * 70_000 + "\\" * 4
    assert detect_format(latex) == "latex"
    path = tmp_path / "cv.tex"
    path.write_text(latex)
    assert bigbibtex.big_bibtex(path, 2) is None
    path.write_text(latex.replace("\\documentclass", "documentclass"))
    assert bigbibtex.big_bibtex(path, 2) is not None
    path.write_bytes(b"\x00" * 10 + b"\n@" * 10)
    assert bigbibtex.big_bibtex(path, 2) is None
    assert outcome(lambda *a: read_in_pieces(*a)[0], "bin.bib", path, 2) == outcome(
        read_document, "bin.bib", path.read_bytes()
    )


def _dblp_style_export():
    """Papers first, each naming its proceedings volume by crossref; the volumes at the end, as DBLP exports them."""
    papers = "".join(
        f"@inproceedings{{DBLP:conf/fict/Abara{year},\n  author = {{Ada Abara and Ben Okoro}},\n"
        f"  title = {{Tidal Caches for Sleepy Disks, part {year}}},\n  pages = {{1--12}},\n"
        f"  crossref = {{DBLP:conf/fict/{year}}}\n}}\n\n"
        for year in range(2015, 2021)
    )
    volumes = "".join(
        f"@proceedings{{DBLP:conf/fict/{year},\n  title = {{Proceedings of the {year} Fictional Systems Workshop}},\n"
        f"  booktitle = fsw,\n  publisher = {{Imaginary Press}},\n  year = {{{year}}}\n}}\n\n"
        for year in range(2015, 2021)
    )
    return ("@string{fsw = {Fictional Systems Workshop}}\n\n" + papers + volumes).encode()


def test_a_child_whose_parent_comes_pieces_later_is_read_with_the_parents_fields():
    data = _dblp_style_export()
    whole = read_document("dblp.bib", data)
    assert [p.year for p in whole.publications] == list(range(2015, 2021))
    for piece in (1, 2, 4):
        in_pieces, _held = read_in_pieces("dblp.bib", data, piece)
        assert in_pieces.publications == whole.publications, piece
        assert not any("not found" in warning for warning in in_pieces.warnings), in_pieces.warnings


def test_a_file_read_from_its_path_finds_later_parents_too(tmp_path):
    path = tmp_path / "dblp.bib"
    path.write_bytes(_dblp_style_export())
    in_pieces, _held = read_in_pieces("dblp.bib", path, 2)
    assert [p.year for p in in_pieces.publications] == list(range(2015, 2021))
    assert all("Fictional Systems Workshop" in (p.venue_text or "") for p in in_pieces.publications)


def test_later_parents_are_kept_within_their_bounds(monkeypatch):
    monkeypatch.setattr(bigbibtex, "MAX_PARENT_TEXTS", 2)
    in_pieces, _held = read_in_pieces("dblp.bib", _dblp_style_export(), 1)
    missing = [w for w in in_pieces.warnings if "not found; read without its fields" in w]
    assert len(missing) == 4  # two volumes kept; the four others' papers keep their own fields, said once each
    assert [p.year for p in in_pieces.publications][:2] == [2015, 2016]


def test_entities_and_ligatures_are_decoded_in_the_pieces_that_hold_them_and_only_there():
    plain = [entry(n, "Ada Abara and Ben Ode") for n in range(4)]
    marked = (
        "@article{m1,\n  title = {Gut Flora &amp; Diet: a Field Study of \ufb01sh},\n"
        "  author = {Ada Abara and Ben Ode},\n  journal = {Fresh Water &amp; Fish},\n  year = {2021},\n}\n"
    )
    data = "\n".join([*plain[:2], marked, *plain[2:]]).encode()
    whole = read_document("lab.bib", data)
    for piece in (1, 2, 3):
        in_pieces, _ = read_in_pieces("lab.bib", data, piece)
        assert in_pieces == whole
        titles = [p.title for p in in_pieces.publications]
        assert "Gut Flora & Diet: a Field Study of fish" in titles
        assert [p.venue_text for p in in_pieces.publications if p.key == "m1"] == ["Fresh Water & Fish"]
