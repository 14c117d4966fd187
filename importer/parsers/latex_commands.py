"""What the LaTeX CV reader (importer.parsers.latex) does with the commands of the CV classes it knows.

moderncv, awesome-cv, europecv/europasscv, Jake's resume and plain `article` share most of their
vocabulary: these tables say which commands are layout or preamble (dropped with their
arguments), which break a line, which stand for a space, and which open a heading of what level.
Commands that carry a CV's content (`\\cventry`, `\\cvitem`, `\\ecvitem`...) are read by the
scanner in importer.parsers.latex.
"""

__all__ = ["BREAK_COMMANDS", "DROPPED_COMMANDS", "HEADING_COMMANDS", "SPACE_COMMANDS"]

# Commands whose arguments are layout or preamble machinery: dropped with that many brace groups.
DROPPED_COMMANDS = {
    "documentclass": 1,
    "usepackage": 1,
    "moderncvstyle": 1,
    "moderncvcolor": 1,
    "moderncvtheme": 1,
    "moderncvicons": 1,
    "geometry": 1,
    "vspace": 1,
    "hspace": 1,
    "setlength": 2,
    "addtolength": 2,
    "definecolor": 3,
    "color": 1,
    "pagestyle": 1,
    "thispagestyle": 1,
    "includegraphics": 1,
    "photo": 1,
    "phone": 1,
    "mobile": 1,
    "fax": 1,
    "address": 3,
    "quote": 1,
    "extrainfo": 1,
    "newcommand": 2,
    "renewcommand": 2,
    "providecommand": 2,
    "newenvironment": 3,
    "renewenvironment": 3,
    "setcounter": 2,
    "label": 1,
    "ref": 1,
    "bibliographystyle": 1,
    "hypersetup": 1,
    "fontsize": 2,
    "titleformat": 5,
    "titlespacing": 5,
    "setmainfont": 1,
    "pdfbookmark": 2,
    "newgeometry": 1,
    "rule": 2,
    "makecvfooter": 3,
    "colorlet": 2,
    "fontdir": 1,
    # europecv / europasscv personal details that are not the person's name, e-mail or page
    "ecvaddress": 1,
    "ecvtelephone": 1,
    "ecvmobile": 1,
    "ecvfax": 1,
    "ecvgender": 1,
    "ecvdateofbirth": 1,
    "ecvnationality": 1,
    "ecvpicture": 1,
    "ecvfootnote": 1,
    "ecvim": 2,
}
# Commands that end a line.
BREAK_COMMANDS = {"\\", "newline", "linebreak", "par", "bigskip", "medskip", "smallskip", "newpage", "clearpage"}
# Commands that stand for a space: spacing, alignment, the separators and bullets between items.
SPACE_COMMANDS = {
    "hfill",
    "quad",
    "qquad",
    "enspace",
    "enskip",
    "hspace",
    "noindent",
    "centering",
    "raggedright",
    "and",
    "sep",
    "cdotp",
    "cdot",
    "textbullet",
    "bullet",
    "textbar",
}
# Sectioning commands and the markdown heading each becomes.
HEADING_COMMANDS = {
    "section": "##",
    "subsection": "###",
    "subsubsection": "####",
    "cvsection": "##",
    "ecvsection": "##",
    "part": "#",
}
