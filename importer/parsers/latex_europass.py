"""europecv / europasscv CVs in LaTeX: the commands of their entries, read for importer.parsers.latex's scanner.

`\\ecvtime{dates}` then `\\ecvbigitem{title}` and `\\ecvitem{}{employer}` are one entry, "title, employer,
dates": the dates wait for the employer line, and an entry no employer line follows ends with its dates
at the next entry, section or the end of the list.
"""

from __future__ import annotations

import re

from . import lazy_re

__all__ = ["DATE_LABEL_RE", "EuropassCommands"]

# A label that is a date ("2019 -- 2021", "Present"): the entry's dates, not a field name
DATE_LABEL_RE = lazy_re.compile(r"^[\d\s\-–—/.,]*(?:19|20)\d{2}[\d\s\-–—/.,a-zA-Z]*$|^(?:present|now|today)$", re.I)


class EuropassCommands:
    """The europasscv part of the LaTeX scanner (mixed into it: it uses the scanner's `args`, `group`,
    `convert`, `command` and `text`)."""

    ecv_dates = ""  # the dates of the entry being read, waiting for its employer line
    ecv_open = False

    def europass_command(self, name: str, pos: int, depth: int) -> tuple[str, int] | None:
        """(replacement, position after) for a europasscv command, None for any other command."""
        conv = lambda s: self.convert(s, depth + 1).strip()  # noqa: E731
        if name == "end" and self.ecv_open:  # the last europasscv entry of the list: its dates
            pending = self._ecv_close()
            replacement, pos = self.command(name, pos, depth)
            return pending + replacement, pos
        if name == "ecvtime":
            pending = self._ecv_close()
            _, (dates,), pos = self.args(pos, 1)
            self.ecv_dates = conv(dates)
            return pending, pos
        if name == "ecvsection" and self.ecv_open:
            pending = self._ecv_close()
            replacement, pos = self.command(name, pos, depth)
            return pending + replacement, pos
        if name == "ecvbigitem":
            pending = self._ecv_close() if self.ecv_open else ""
            _, (title,), pos = self.args(pos, 1)
            self.ecv_open = True
            while pos < len(self.text) and self.text[pos] in " \t\n":  # the employer line joins the title's
                pos += 1
            return f"{pending}\n- {conv(title)}", pos
        if name == "ecvitem":
            _, (label, value), pos = self.args(pos, 2)
            label, value = conv(label), conv(value)
            if self.ecv_open and not label:
                dates = self.ecv_dates
                self.ecv_open, self.ecv_dates = False, ""
                return f", {value}" + (f", {dates}" if dates else "") + "\n", pos
            if DATE_LABEL_RE.match(label):
                return f"\n- {value}, {label}\n", pos
            return f"\n  - {label + ': ' if label else ''}{value}\n", pos
        if name == "ecvname":  # europecv: "Surname, Name"
            _, (value,), pos = self.args(pos, 1)
            family, comma, given = conv(value).partition(",")
            self.name_parts["name"] = f"{given.strip()} {family.strip()}" if comma else family.strip()
            return "", pos
        if name in ("ecvemail", "ecvhomepage"):
            return self.command(name[3:], pos, depth)
        if name == "ecvpersonalinfo":
            _, pos = self.group(pos, "[")
            return "", pos
        return None

    def _ecv_close(self) -> str:
        """Ends a europasscv entry no employer line followed, with its dates."""
        was_open, dates = self.ecv_open, self.ecv_dates.strip()
        self.ecv_open, self.ecv_dates = False, ""
        if not was_open:
            return ""
        return f", {dates}\n" if dates else "\n"
