"""Tiny hand-written PDFs for the document tests (no PDF library needed)."""

import re
from dataclasses import dataclass


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def _serialised(objects: list[str], trailer: str = "") -> bytes:
    """The PDF file of `objects` (numbered from 1, the first the catalog), with correct xref offsets."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R{trailer} >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def make_pdf(lines: list[str], *, encrypt: bool = False) -> bytes:
    """A one-page PDF with `lines` of Helvetica text, correct xref offsets."""
    stream = "BT /F1 11 Tf 14 TL 72 760 Td " + " ".join(f"({_escape(line)}) '" for line in lines) + " ET"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        "/Resources << /Font << /F1 5 0 R >> >> >>",
        f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    if encrypt:
        objects.append("<< /Filter /Standard /V 1 /R 2 /O <" + "11" * 32 + "> /U <" + "22" * 32 + "> /P -4 >>")
    encryption = f" /Encrypt {len(objects)} 0 R /ID [<{'ab' * 16}> <{'ab' * 16}>]" if encrypt else ""
    return _serialised(objects, encryption)


def make_positioned_pdf(
    items: list[tuple[float, float, str]],
    *,
    size: float = 10,
    shapes: list[str] = (),
    links: list[tuple[float, float, float, float, str]] = (),
) -> bytes:
    """A one-page PDF with each (x, y, text) drawn where it says (column layouts), `shapes` (path
    operators) drawn on it, and a link annotation over each (x0, y0, x1, y1) box to its address."""
    text = " ".join(f"BT /F1 {size} Tf {x} {y} Td ({_escape(line)}) Tj ET" for x, y, line in items)
    stream = " ".join([text, *shapes])
    annots = " ".join(f"{6 + index} 0 R" for index in range(len(links)))
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        f"/Resources << /Font << /F1 5 0 R >> >> /Annots [{annots}] >>",
        f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        *(
            f"<< /Type /Annot /Subtype /Link /Rect [{x0} {y0} {x1} {y1}] /A << /S /URI /URI ({url}) >> >>"
            for x0, y0, x1, y1, url in links
        ),
    ]
    return _serialised(objects)


# --- multi-page documents typeset like a word processor's PDF export ----------------------

_LIGATURE_CODES = {"\ufb00": (0x81, "ff"), "\ufb01": (0x8D, "fi"), "\ufb02": (0x8F, "fl"), "\ufb03": (0x90, "ffi")}
_FONT_NAMES = {False: "Helvetica", True: "Helvetica-Bold"}
_ENCODING = (
    "<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ["
    + " ".join(f"{code} /{name}" for code, name in _LIGATURE_CODES.values())
    + "] >>"
)
# Fonts a word processor or TeX names (their subset tag aside), drawn with the widths of the Helvetica
# of their style: enough to read them by name as a PDF reader does.
_STANDARD = ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", "Times-Roman", "Times-Bold")
_STANDARD += ("Times-Italic", "Times-BoldItalic")


def _metrics_font(font: str) -> str:
    """The standard font whose widths `font` is drawn with."""
    if font in _STANDARD:
        return font
    name = font.split("+")[-1].lower()
    bold = "bold" in name or name.startswith(("cmbx", "sfbx"))
    italic = "ital" in name or name.startswith(("cmti", "cmsl", "sfti", "sfsl")) or name.endswith("it")
    return "Helvetica" + ("-Bold" if bold else "") + ("-Oblique" if italic and not bold else "")


def text_width(text: str, size: float, *, bold: bool = False, font: str = "") -> float:
    """The printed width of `text` in Helvetica (or `font`), in points (pdfminer's own font metrics)."""
    from pdfminer.fontmetrics import FONT_METRICS

    widths = FONT_METRICS[_metrics_font(font) if font else _FONT_NAMES[bold]][1]
    return sum(widths.get(char, 556) for char in text) * size / 1000


def _font_object(font: str) -> str:
    if font in _STANDARD:
        return f"<< /Type /Font /Subtype /Type1 /BaseFont /{font} /Encoding {_ENCODING} >>"
    widths = " ".join(f"{text_width(chr(code), 1000, font=font):.0f}" for code in range(32, 256))
    slant = -12 if _metrics_font(font).endswith("Oblique") else 0
    descriptor = (
        f"<< /Type /FontDescriptor /FontName /{font} /Flags 32 /FontBBox [-166 -225 1000 931] "
        f"/ItalicAngle {slant} /Ascent 718 /Descent -207 /CapHeight 718 /StemV 88 >>"
    )
    return (
        f"<< /Type /Font /Subtype /Type1 /BaseFont /{font} /FirstChar 32 /LastChar 255 /Widths [{widths}] "
        f"/FontDescriptor {descriptor} /Encoding {_ENCODING} >>"
    )


def _pdf_string(text: str) -> str:
    raw = b"".join(
        bytes([_LIGATURE_CODES[char][0]]) if char in _LIGATURE_CODES else char.encode("cp1252", "replace")
        for char in text
    )
    return "(" + "".join(chr(b) if 32 <= b < 127 and chr(b) not in "()\\" else f"\\{b:03o}" for b in raw) + ")"


def make_pages_pdf(pages: list[list[tuple]], *, width: float = 612, height: float = 792) -> bytes:
    """A PDF of several pages, each a list of (x, y, text, size, bold) drawn where it says; a sixth
    item, if given, spaces the letters apart by that many points (a heading "E X P E R I E N C E").
    `bold` may instead name the item's font ("Times-Italic", "ABCDEF+CMBX10", "Calibri-Bold")."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", ""]
    used = list(dict.fromkeys([*_FONT_NAMES.values(), *(item[4] for items in pages for item in items)]))
    fonts = [name for name in used if isinstance(name, str)]
    tags = {font: f"F{number}" for number, font in enumerate(fonts, start=1)}
    for font in fonts:
        objects.append(_font_object(font))
    resources = (
        "/Font << " + " ".join(f"/{tags[font]} {index} 0 R" for index, font in enumerate(fonts, start=3)) + " >>"
    )
    kids = []
    for items in pages:
        stream = " ".join(
            f"BT /{tags[item[4] if isinstance(item[4], str) else _FONT_NAMES[bool(item[4])]]} {item[3]} Tf "
            f"{item[5] if len(item) > 5 else 0} Tc {item[0]:.2f} {item[1]:.2f} Td {_pdf_string(item[2])} Tj ET"
            for item in items
        )
        objects.append(f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream")
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} {height}] /Contents {len(objects)} 0 R "
            f"/Resources << {resources} >> >>"
        )
        kids.append(len(objects))
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>"
    return _serialised(objects)


@dataclass
class Para:
    """A paragraph to typeset. Soft hyphens ("\\u00ad") mark where a word may be broken at a line end."""

    text: str
    size: float = 10
    bold: bool = False
    indent: float = 0  # x of the first line, from the left margin
    hanging: float | None = None  # x of the lines after the first (default: `indent`)
    right: str = ""  # printed flush right on the first line, as a date is
    left: str = ""  # printed at the left margin on the first line (a date column), the text at `indent`
    marker: str = ""  # a list's number or bullet at `indent`, the text after a tab at `hanging`
    space_before: float = 0
    align: str = "left"  # or "right": a block of short lines set flush right (an address)
    # "**bold**" and "*italic*" runs of `text` set in the bold and italic of `fonts` (regular, bold, italic)
    marks: bool = False
    fonts: tuple[str, str, str] = ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique")


def typeset(
    paragraphs: list[Para],
    *,
    header: str = "",
    footer: str = "",
    margin: float = 72,
    width: float = 612,
    height: float = 792,
    leading: float = 1.2,
) -> bytes:
    """A PDF as a word processor exports it: paragraphs wrapped at the right margin (a word that does
    not fit goes to the next line, or is broken at a soft hyphen with "-"), flowing over pages, with
    a running `header` and `footer` ("{page}" and "{pages}" are filled in) in the margins."""
    right_edge = width - margin
    pages: list[list[tuple]] = [[]]
    y = height - margin
    for para in paragraphs:
        y -= para.space_before
        first_x = margin + (para.hanging if para.marker and para.hanging is not None else para.indent)
        later_x = margin + (para.indent if para.hanging is None else para.hanging)
        date_room = text_width(para.right, para.size) + 18 if para.right else 0
        lines = (_wrap_styled if para.marks else _wrap)(para, first_x, later_x, right_edge, date_room)
        for number, line in enumerate(lines):
            y -= para.size * leading
            if y < margin:
                pages.append([])
                y = height - margin - para.size * leading
            x = first_x if number == 0 else later_x
            if para.marks:
                pages[-1].extend(_styled_items(line, x, y, para))
            else:
                if para.align == "right":
                    x = right_edge - text_width(line, para.size, bold=para.bold)
                pages[-1].append((x, y, line, para.size, para.bold))
            if number == 0 and para.right:
                pages[-1].append((right_edge - text_width(para.right, para.size), y, para.right, para.size, False))
            if number == 0 and para.marker:
                pages[-1].append((margin + para.indent, y, para.marker, para.size, False))
            if number == 0 and para.left:
                pages[-1].append((margin, y, para.left, para.size, False))
    for number, items in enumerate(pages, start=1):
        fill = {"page": number, "pages": len(pages)}
        if header:
            items.append((margin, height - 40, header.format(**fill), 8, False))
        if footer:
            text = footer.format(**fill)
            items.append(((width - text_width(text, 8)) / 2, 36, text, 8, False))
    return make_pages_pdf(pages, width=width, height=height)


def _wrap(para: Para, first_x: float, later_x: float, right_edge: float, date_room: float) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in para.text.split():
        start = first_x if not lines else later_x
        room = right_edge - start - (date_room if not lines else 0)
        candidate = f"{current} {word}".strip().replace("\u00ad", "")
        if text_width(candidate, para.size, bold=para.bold) <= room or not current:
            current = f"{current} {word}".strip()
            continue
        pieces = word.split("\u00ad")
        for cut in range(len(pieces) - 1, 0, -1):  # the longest start of the word that fits, with its hyphen
            head = "".join(pieces[:cut]) + "-"
            if text_width(f"{current} {head}".replace("\u00ad", ""), para.size, bold=para.bold) <= room:
                lines.append(f"{current} {head}".replace("\u00ad", ""))
                current = "".join(pieces[cut:])
                break
        else:
            lines.append(current.replace("\u00ad", ""))
            current = word
    lines.append(current.replace("\u00ad", ""))
    return lines


def _styled_words(para: Para) -> list[list[tuple[str, str]]]:
    """The words of a marked paragraph, each a list of (text, font) pieces ("**Lind**," is two)."""
    regular, bold, italic = para.fonts
    words: list[list[tuple[str, str]]] = []
    style, word = regular, []
    for piece in re.split(r"(\*\*|\*| )", para.text):
        if piece == "**":
            style = regular if style == bold else bold
        elif piece == "*":
            style = regular if style == italic else italic
        elif piece == " ":
            if word:
                words.append(word)
            word = []
        elif piece:
            word.append((piece, style))
    return [*words, word] if word else words


def _wrap_styled(para: Para, first_x: float, later_x: float, right_edge: float, date_room: float) -> list:
    lines: list[list[list[tuple[str, str]]]] = [[]]
    used = 0.0
    for word in _styled_words(para):
        room = right_edge - (first_x + date_room if len(lines) == 1 else later_x)
        width = sum(text_width(text, para.size, font=font) for text, font in word)
        space = text_width(" ", para.size, font=para.fonts[0]) if lines[-1] else 0.0
        if lines[-1] and used + space + width > room:
            lines.append([])
            used, space = 0.0, 0.0
        lines[-1].append(word)
        used += space + width
    return lines


def _styled_items(words: list[list[tuple[str, str]]], x: float, y: float, para: Para) -> list[tuple]:
    """A line's words drawn run by run, each run of one font one piece of text, as word processors do."""
    runs: list[list] = []
    for index, word in enumerate(words):
        for number, (text, font) in enumerate(word):
            text = f" {text}" if index and number == 0 else text
            if runs and runs[-1][1] == font:
                runs[-1][0] += text
            else:
                runs.append([text, font])
    items = []
    for text, font in runs:
        items.append((x, y, text, para.size, font))
        x += text_width(text, para.size, font=font)
    return items
