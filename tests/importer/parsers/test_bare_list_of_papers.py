"""A publications page saved or printed without its heading (no name, no section): still its owner's papers,
never a file that fails; a CV without a name but with sections still names nobody (fictional)."""

import pytest

from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError

BARE_LIST = """See the full list on Google Scholar
Tidal Mixing in Shallow Estuaries
Noor Haddad, Pavel Lindqvist, Ines Carvalho
Estuarine Science 2022
Sediment Pulses After Wildfire
Ines Carvalho, Noor Haddad
Geomorphology 2020
Braided Channels at the Glacier Snout
Tomasz Wierzbicki, Ines Carvalho, Akua Mensah
Earth Surface Dynamics 2019
"""

UNNAMED_CV = """Education
======
* Ph.D. in Hydrology, Westvale University, 2021
* B.Sc. in Geology, Eastmere University, 2016

Experience
======
* 2021-now: Research Scientist, Harbourside Water Institute
"""


def test_a_bare_list_of_papers_gives_the_papers_and_the_one_author_in_all_of_them():
    document = read_document("publications.txt", BARE_LIST.encode())
    assert sorted(p.year for p in document.publications) == [2019, 2020, 2022]
    assert document.profile.name == "Ines Carvalho"
    assert "Tidal Mixing in Shallow Estuaries" in {p.title for p in document.publications}


def test_a_cv_with_sections_but_no_name_still_names_nobody():
    with pytest.raises(DocumentError, match="no person's name found"):
        read_document("cv.md", UNNAMED_CV.encode())
