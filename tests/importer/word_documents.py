"""Word (.docx) files written the way Word itself writes them, for the tests of the importer.

pandoc's own .docx writer gives every document the same tidy shape (heading styles, one
list per list); a CV typed in Word has another: the name as a big bold first paragraph or
in the Title style, dates in the left column of a borderless table, section headings that
are bold paragraphs, the name in the page header, an address in a text box, and Word's
own auto-numbering, whose continuation paragraphs are indented and unnumbered. This module
writes WordprocessingML by hand (no python-docx), just enough of it for pandoc to read.

    doc = WordDocument()
    doc.paragraph(("Ada Quill", {"b": True, "sz": 36}), align="center")
    doc.table([["2019–2023", "Ph.D., Westvale University"]])
    data = doc.docx()
"""

from __future__ import annotations

import io
import zipfile
from xml.sax.saxutils import escape

_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_WPS = "http://schemas.microsoft.com/office/word/2010/wordprocessingShape"
_WP = "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"
_A = "http://schemas.openxmlformats.org/drawingml/2006/main"
_MC = "http://schemas.openxmlformats.org/markup-compatibility/2006"
_V = "urn:schemas-microsoft-com:vml"
_NS = (
    f'xmlns:v="{_V}" xmlns:w="{_W}" xmlns:r="{_R}" xmlns:wps="{_WPS}" xmlns:wp="{_WP}" xmlns:a="{_A}" xmlns:mc="{_MC}"'
)

_STYLES = {
    "Title": ("title", 56),
    "Heading1": ("heading 1", 32),
    "Heading2": ("heading 2", 26),
    "ListParagraph": ("List Paragraph", None),
}


def run(text: str, **props) -> str:
    """One run of text; props: b, i, u (bool), sz (half-points), caps (bool)."""
    marks = ""
    if props.get("b"):
        marks += "<w:b/>"
    if props.get("i"):
        marks += "<w:i/>"
    if props.get("caps"):
        marks += "<w:caps/>"
    if props.get("u"):
        marks += '<w:u w:val="single"/>'
    if props.get("sz"):
        marks += f'<w:sz w:val="{props["sz"]}"/><w:szCs w:val="{props["sz"]}"/>'
    parts = text.split("\n")
    body = "<w:br/>".join(f'<w:t xml:space="preserve">{escape(part)}</w:t>' for part in parts)
    return f"<w:r>{f'<w:rPr>{marks}</w:rPr>' if marks else ''}{body}</w:r>"


def tab() -> str:
    return "<w:r><w:tab/></w:r>"


def _runs(parts) -> str:
    out = []
    for part in parts:
        if isinstance(part, str) and part.startswith("<w:"):
            out.append(part)
        elif isinstance(part, str):
            out.append(run(part))
        else:
            text, props = part
            out.append(run(text, **props))
    return "".join(out)


def paragraph_xml(*parts, style=None, align=None, numbered=None, level=0, indent=None, hanging=None) -> str:
    props = ""
    if style:
        props += f'<w:pStyle w:val="{style}"/>'
    if numbered is not None:
        props += f'<w:numPr><w:ilvl w:val="{level}"/><w:numId w:val="{numbered}"/></w:numPr>'
    if indent is not None:
        props += f'<w:ind w:left="{indent}"' + (f' w:hanging="{hanging}"' if hanging else "") + "/>"
    if align:
        props += f'<w:jc w:val="{align}"/>'
    return f"<w:p>{f'<w:pPr>{props}</w:pPr>' if props else ''}{_runs(parts)}</w:p>"


class WordDocument:
    """A Word document built paragraph by paragraph; `docx()` gives its bytes."""

    BULLETS = 1  # numId of Word's bullet list
    NUMBERS = 2  # numId of Word's "1." auto-numbering

    def __init__(self, *, title: str | None = None, author: str | None = None):
        self.body: list[str] = []
        self.header: list[str] = []
        self.footer: list[str] = []
        self.title, self.author = title, author

    def paragraph(self, *parts, **props) -> WordDocument:
        self.body.append(paragraph_xml(*parts, **props))
        return self

    def header_paragraph(self, *parts, **props) -> WordDocument:
        self.header.append(paragraph_xml(*parts, **props))
        return self

    def footer_paragraph(self, *parts, **props) -> WordDocument:
        self.footer.append(paragraph_xml(*parts, **props))
        return self

    def table(self, rows, *, widths=(2000, 7000)) -> WordDocument:
        """A borderless table; each cell a string, a run tuple or a list of paragraph XML strings."""
        grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths[: len(rows[0])])
        xml_rows = []
        for row in rows:
            cells = []
            for index, cell in enumerate(row):
                if isinstance(cell, list):
                    inner = "".join(cell) or "<w:p/>"
                else:
                    inner = paragraph_xml(cell)
                width = widths[index] if index < len(widths) else widths[-1]
                cells.append(f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>{inner}</w:tc>')
            xml_rows.append(f"<w:tr>{''.join(cells)}</w:tr>")
        borders = '<w:tblBorders><w:top w:val="nil"/><w:bottom w:val="nil"/><w:insideH w:val="nil"/></w:tblBorders>'
        self.body.append(
            f"<w:tbl><w:tblPr><w:tblW w:w='0' w:type='auto'/>{borders}</w:tblPr>"
            f"<w:tblGrid>{grid}</w:tblGrid>{''.join(xml_rows)}</w:tbl>"
        )
        return self

    def text_box(self, *paragraphs: str) -> WordDocument:
        """Paragraphs (paragraph_xml strings) in a floating text box anchored to an empty paragraph."""
        box = (
            '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>'
            '<wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="1" behindDoc="0"'
            ' locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/>'
            '<wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH>'
            '<wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV>'
            '<wp:extent cx="2000000" cy="800000"/><wp:wrapSquare wrapText="bothSides"/>'
            '<wp:docPr id="1" name="Text Box 1"/><a:graphic><a:graphicData'
            ' uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx>'
            f"<w:txbxContent>{''.join(paragraphs)}</w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp>"
            "</a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>"
            # what Word writes for older readers: the same box as a VML shape
            '<mc:Fallback><w:pict><v:shape style="width:160pt;height:60pt"><v:textbox>'
            f"<w:txbxContent>{''.join(paragraphs)}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback>"
            "</mc:AlternateContent></w:r>"
        )
        self.body.append(f"<w:p>{box}</w:p>")
        return self

    def docx(self) -> bytes:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("[Content_Types].xml", self._content_types())
            archive.writestr(
                "_rels/.rels",
                '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
                '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
                'relationships/officeDocument" Target="word/document.xml"/>'
                '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/'
                'metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
            )
            archive.writestr("docProps/core.xml", self._core())
            archive.writestr("word/_rels/document.xml.rels", self._document_rels())
            archive.writestr("word/styles.xml", self._styles())
            archive.writestr("word/numbering.xml", self._numbering())
            sect = ""
            if self.header:
                archive.writestr("word/header1.xml", f"<w:hdr {_NS}>{''.join(self.header)}</w:hdr>")
                sect += '<w:headerReference w:type="default" r:id="rIdH"/>'
            if self.footer:
                archive.writestr("word/footer1.xml", f"<w:ftr {_NS}>{''.join(self.footer)}</w:ftr>")
                sect += '<w:footerReference w:type="default" r:id="rIdF"/>'
            archive.writestr(
                "word/document.xml",
                f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {_NS}><w:body>'
                f"{''.join(self.body)}<w:sectPr>{sect}</w:sectPr></w:body></w:document>",
            )
        return buffer.getvalue()

    def _content_types(self) -> str:
        parts = [
            ("/word/document.xml", "wordprocessingml.document.main"),
            ("/word/styles.xml", "wordprocessingml.styles"),
            ("/word/numbering.xml", "wordprocessingml.numbering"),
        ]
        if self.header:
            parts.append(("/word/header1.xml", "wordprocessingml.header"))
        if self.footer:
            parts.append(("/word/footer1.xml", "wordprocessingml.footer"))
        overrides = "".join(
            f'<Override PartName="{name}" ContentType="application/vnd.openxmlformats-officedocument.{kind}+xml"/>'
            for name, kind in parts
        )
        return (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.'
            f'core-properties+xml"/>{overrides}</Types>'
        )

    def _core(self) -> str:
        title = f"<dc:title>{escape(self.title)}</dc:title>" if self.title else ""
        author = f"<dc:creator>{escape(self.author)}</dc:creator>" if self.author else ""
        return (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties'
            ' xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"'
            f' xmlns:dc="http://purl.org/dc/elements/1.1/">{title}{author}</cp:coreProperties>'
        )

    def _document_rels(self) -> str:
        base = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
        rels = [("rIdS", "styles", "styles.xml"), ("rIdN", "numbering", "numbering.xml")]
        if self.header:
            rels.append(("rIdH", "header", "header1.xml"))
        if self.footer:
            rels.append(("rIdF", "footer", "footer1.xml"))
        body = "".join(f'<Relationship Id="{i}" Type="{base}{t}" Target="{target}"/>' for i, t, target in rels)
        return (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            f'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{body}</Relationships>'
        )

    def _styles(self) -> str:
        styles = []
        for style_id, (name, size) in _STYLES.items():
            run_props = f'<w:rPr><w:b/><w:sz w:val="{size}"/></w:rPr>' if size else ""
            level = name.split()[-1] if name.startswith("heading") else None
            outline = f'<w:pPr><w:outlineLvl w:val="{int(level) - 1}"/></w:pPr>' if level else ""
            styles.append(
                f'<w:style w:type="paragraph" w:styleId="{style_id}"><w:name w:val="{name}"/>'
                f'<w:basedOn w:val="Normal"/>{outline}{run_props}</w:style>'
            )
        return (
            f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {_NS}>'
            '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
            f"{''.join(styles)}</w:styles>"
        )

    def _numbering(self) -> str:
        def abstract(number: int, fmt: str, text: str) -> str:
            return (
                f'<w:abstractNum w:abstractNumId="{number}"><w:lvl w:ilvl="0"><w:start w:val="1"/>'
                f'<w:numFmt w:val="{fmt}"/><w:lvlText w:val="{text}"/><w:lvlJc w:val="left"/>'
                '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>'
            )

        return (
            f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {_NS}>'
            f"{abstract(0, 'bullet', '•')}{abstract(1, 'decimal', '%1.')}"
            '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>'
            '<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>'
        )
