"""What a binary document is, from its first bytes: one pandoc reads, or a format refused by its name.

A Word `.docx` and an OpenDocument `.odt` are zip archives: told apart from the other
zip-based formats by what they hold (`word/document.xml`; the `mimetype` entry), never by
the file name. Everything else that is not text or PDF (spreadsheets, slides, the old
binary Office formats, images, archives) is refused naming the format and what to bring
instead, so nobody is told only "binary file".
"""

from __future__ import annotations

from .records import DocumentError

__all__ = ["binary_kind"]

_SPREADSHEET = "export it as CSV or paste the table"
_SLIDES = "export the slides as PDF"
_IMAGE = "images are not read (a scanned page has no text to read); import the document's PDF or text"

_OPEN_DOCUMENT = {
    "application/vnd.oasis.opendocument.text": "odt",
    "application/vnd.oasis.opendocument.spreadsheet": f"OpenDocument spreadsheets (.ods) are not read; {_SPREADSHEET}",
    "application/vnd.oasis.opendocument.presentation": f"OpenDocument presentations (.odp) are not read; {_SLIDES}",
    "application/epub+zip": "EPUB e-books are not read; import the document as PDF, Word or text",
}
_ZIP_MEMBERS = (  # a member that names the format, and what is said of it
    ("word/document.xml", "docx"),
    ("xl/workbook.xml", f"Excel workbooks are not read; {_SPREADSHEET}"),
    ("ppt/presentation.xml", f"PowerPoint presentations are not read; {_SLIDES}"),
    ("Index/Document.iwa", "Apple Pages, Numbers and Keynote files are not read; export it as PDF or Word"),
)
# The old binary Office formats share one container (OLE2); the name of the stream inside says which it is.
_OLE_STREAMS = (
    ("WordDocument", "Word 97-2003 documents (.doc) are not read; save it as .docx or PDF"),
    ("Workbook", f"Excel 97-2003 workbooks (.xls) are not read; {_SPREADSHEET}"),
    ("Book", f"Excel 97-2003 workbooks (.xls) are not read; {_SPREADSHEET}"),
    ("PowerPoint Document", f"PowerPoint 97-2003 presentations (.ppt) are not read; {_SLIDES}"),
)
_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", f"PNG {_IMAGE}"),
    (b"\xff\xd8\xff", f"JPEG {_IMAGE}"),
    (b"GIF87a", f"GIF {_IMAGE}"),
    (b"GIF89a", f"GIF {_IMAGE}"),
    (b"II*\x00", f"TIFF {_IMAGE}"),
    (b"MM\x00*", f"TIFF {_IMAGE}"),
    (b"\x1f\x8b", "gzip archives are not read; unpack it and import the files inside"),
    (b"BZh", "bzip2 archives are not read; unpack it and import the files inside"),
    (b"\xfd7zXZ\x00", "xz archives are not read; unpack it and import the files inside"),
    (b"7z\xbc\xaf\x27\x1c", "7-Zip archives are not read; unpack it and import the files inside"),
    (b"Rar!\x1a\x07", "RAR archives are not read; unpack it and import the files inside"),
)


def binary_kind(data: bytes) -> str | None:
    """ "docx" or "odt" for a document pandoc reads; None for anything else (text or PDF).

    Raises DocumentError naming a format that is not read.
    """
    head = data[:16]
    if head.startswith(b"PK\x03\x04") or head.startswith(b"PK\x05\x06"):
        return _zip_kind(data)
    if head.startswith(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"):
        names = data[:1_000_000]
        for stream, message in _OLE_STREAMS:
            if (stream + "\x00").encode("utf-16-le") in names:
                raise DocumentError(message)
        raise DocumentError("Microsoft Office 97-2003 files are not read; save it as .docx, CSV or PDF")
    for magic, message in _MAGIC:
        if head.startswith(magic):
            raise DocumentError(message)
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        raise DocumentError(f"WebP {_IMAGE}")
    if head[4:8] == b"ftyp" and head[8:12] in (b"heic", b"heix", b"mif1", b"avif"):
        raise DocumentError(f"HEIC/AVIF {_IMAGE}")
    return None


def _zip_kind(data: bytes) -> str:
    import io
    import zipfile  # imported when a zip comes

    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        names = set(archive.namelist())
        mimetype = ""
        if "mimetype" in names and archive.getinfo("mimetype").file_size < 200:
            mimetype = archive.read("mimetype").decode("ascii", "replace").strip()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, OSError, ValueError, EOFError):
        raise DocumentError(
            "a zip archive that cannot be opened (damaged?); expected text, markdown, PDF or Word"
        ) from None
    if mimetype in _OPEN_DOCUMENT:
        return _named(_OPEN_DOCUMENT[mimetype])
    for member, outcome in _ZIP_MEMBERS:
        if member in names:
            return _named(outcome)
    raise DocumentError(
        "a zip archive is not read as a document; unpack it and import its files (or the site's folder)"
    )


def _named(outcome: str) -> str:
    if " " in outcome:  # a sentence: the format is refused
        raise DocumentError(outcome)
    return outcome
