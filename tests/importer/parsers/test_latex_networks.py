"""A LaTeX CV's profile commands (moderncv's \\social, awesome-cv's \\github) name networks from the
one table of networks (labsite.networks), as links found anywhere else do."""

from importer.parsers.latex import latex_to_markdown

CV = r"""\documentclass{moderncv}
\name{Ada}{Abara}
\social[github]{ada-ab}
\social[googlescholar]{Xy12AbC}
\social[x]{ada}
\social[myspace]{ada}
\social[github]{not a user name}
\orcid{0000-0002-1825-0097}
\begin{document}\end{document}
"""


def test_profile_commands_become_links_of_the_networks_the_table_knows():
    header = latex_to_markdown(CV).markdown.split("\n\n")[0]
    assert "[GitHub](https://github.com/ada-ab)" in header
    assert "[Google Scholar](https://scholar.google.com/citations?user=Xy12AbC)" in header
    assert "[X](https://twitter.com/ada)" in header
    assert "[ORCID](https://orcid.org/0000-0002-1825-0097)" in header
    assert "myspace" not in header.lower() and "not a user name" not in header
