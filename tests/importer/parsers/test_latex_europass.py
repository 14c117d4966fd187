"""europecv / europasscv LaTeX CVs: the name, the entries built from \\ecvtime, \\ecvbigitem and \\ecvitem.

Every person, place and title here is invented.
"""

from importer.parsers.documents import read_document
from importer.parsers.latex import latex_to_markdown

EUROPASSCV = r"""\documentclass[english,a4paper]{europasscv}
\ecvname{Lindqvist-Moreau, Hedda}
\ecvaddress{Rue des Tilleuls 4, 1000 Bruxelles, Belgium}
\ecvmobile{+32 470 00 00 00}
\ecvemail{hedda.lm@brabant.example.be}
\ecvhomepage{www.heddalm.example.be}
\ecvgender{Female}
\begin{document}
\begin{europasscv}
\ecvpersonalinfo
\ecvsection{Work experience}
\ecvtime{Sep 2020 -- present}
\ecvbigitem{Senior Lecturer in Linguistics}
\ecvitem{}{Universit\'e Libre de Brabant, Bruxelles}
\ecvitem{}{Teaching and research in computational phonology}
\ecvtime{2017 -- 2020}
\ecvbigitem{Postdoctoral Researcher}
\ecvitem{}{Meertens Instituut, Amsterdam}
\ecvsection{Education and training}
\ecvtime{2012 -- 2017}
\ecvbigitem{PhD in Linguistics}
\ecvitem{}{University of Edenvale}
\ecvitem{}{Supervisor: Prof. Ruairi Donnelly}
\ecvtime{2010 -- 2012}
\ecvbigitem{MA in Phonetics}
\end{europasscv}
\end{document}
"""


def test_a_europasscv_cv_gives_its_owner_jobs_degrees_and_advisor():
    profile = read_document("cv.tex", EUROPASSCV.encode()).profile
    assert (profile.name, profile.email) == ("Hedda Lindqvist-Moreau", "hedda.lm@brabant.example.be")
    assert (profile.position, profile.affiliation) == ("Senior Lecturer in Linguistics", "Université Libre de Brabant")
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Senior Lecturer in Linguistics", 2020, None),
        ("Postdoctoral Researcher", 2017, 2020),
    ]
    assert [(e.degree, e.institution, e.end_year) for e in profile.education][0] == (
        "phd",
        "University of Edenvale",
        2017,
    )
    assert profile.advisors == ["Ruairi Donnelly"]
    assert "Bruxelles, Belgium" not in " ".join(e.organization for e in profile.experience)  # the address is dropped


def test_a_europasscv_entry_with_no_employer_line_keeps_its_dates():
    markdown = latex_to_markdown(EUROPASSCV).markdown
    assert "- Postdoctoral Researcher, Meertens Instituut, Amsterdam, 2017 – 2020" in markdown
    assert markdown.rstrip().endswith("- MA in Phonetics, 2010 – 2012")  # closed by \end{europasscv}
