"""The spaces a PubMed citation loses when its wrapped lines are joined by hand.

PubMed's text export wraps a citation at eighty columns; pasted into a page and joined without spaces, the
breaks glue the names to the title ("Oduya X.Tide-Predicted ..."), the title to the journal ("coastal
gulls.Acta Pebble Sin"), the journal to the year ("Curr Pebble Res.2019 Aug 9") and the year to the
month or the day ("2021Mar;31(2)", "2020 Aug17;8(5)", "Epub2018 Jul 25"). A space is put back at those
joins only, and only on a line that carries the journal's dates as PubMed prints them ("2019;31(2):117" or
a PMID): the glued words inside a title stay as they are, nothing tells where they broke.
"""

from __future__ import annotations

from .. import lazy_re

_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
_YEAR = r"(?:19|20)\d{2}"
# a line as PubMed prints it: "2020 Aug 17;8(5):233", "2021Mar;31(2)", or its PMID / PMCID
_PUBMED_LINE_RE = lazy_re.compile(rf"{_YEAR}\s?(?:{_MONTH}\s?\d{{0,2}})?;\s?\d|\bPM(?:C)?ID:?\s?(?:PMC)?\d")
_GLUES = (
    # "2020 Aug17;" / "2021Mar;" / "Epub2018" / "eCollection2019": the date's parts apart again
    (lazy_re.compile(rf"(?<=\b{_YEAR} {_MONTH})(?=\d{{1,2}}[;:.,])"), " "),
    (lazy_re.compile(rf"(?<=\b{_YEAR})(?={_MONTH}\b)"), " "),
    (lazy_re.compile(rf"\b(Epub|eCollection)(?={_YEAR}\b)"), r"\1 "),
    # "Curr Pebble Res.2019 Aug 9" / "Cancer.2020;": the journal's stop before its year
    (lazy_re.compile(rf"(?<=[A-Za-z]{{2}}\.)(?={_YEAR}(?:\s{_MONTH}\b|;))"), " "),
    # "Ferrow Y, Oduya X#.Tide" / "Li X**.Title": the last name's stop before the title's first word
    (lazy_re.compile(r"(\b[A-Z][\w'-]{1,30} [A-Z]{1,3}[*#†‡]{0,2}(?:\*\*|__)?\.)(?=[A-Z][a-z])"), r"\1 "),
    # "coastal gulls.Acta Pebble": a title's last word, lower case, before the journal's first
    (lazy_re.compile(r"(?<=\s)([a-z]{3,20}\.)(?=[A-Z][a-z]+\s)"), r"\1 "),
)


def _mend_line(line: str) -> str:
    if not _PUBMED_LINE_RE.search(line):
        return line
    for pattern, space in _GLUES:
        line = pattern.sub(space, line)
    return line


def mend_joined_lines(text: str) -> str:
    """`text` with the spaces lost at PubMed's line breaks put back, line by line (see the module's docstring)."""
    if ";" not in text and "PMID" not in text:
        return text
    return "\n".join(_mend_line(line) for line in text.split("\n"))
