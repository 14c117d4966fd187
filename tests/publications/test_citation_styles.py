"""The Cite box's ACM, IEEE and APA citations, against citations written by hand from the style guides
(ACM Reference Format, IEEE Reference Guide 2023, APA 7th edition)."""

import pytest

from publications.formats.styles import format_citation, initials, split_name
from tests.factories import make_publication, make_venue

pytestmark = pytest.mark.django_db


def cite(publication):
    return {style: str(format_citation(publication, style)) for style in ("acm", "ieee", "apa")}


def test_conference_paper_with_hyphenated_particle_short_and_han_names():
    paper = make_publication(
        title="Elastic Training on Shared GPUs",
        venue=make_venue(),
        year=2024,
        doi="10.1145/1234.5678",
        authors=["Hye-jin Kim", "Jan van der Berg", "Andrew Ng", "王小明"],
    )
    assert cite(paper) == {
        "acm": "Hye-jin Kim, Jan van der Berg, Andrew Ng, and 王小明. 2024. Elastic Training on Shared GPUs. "
        "In <i>USENIX Symposium on Operating Systems Design and Implementation</i>. https://doi.org/10.1145/1234.5678",
        "ieee": "H.-J. Kim, J. van der Berg, A. Ng, and 王小明, “Elastic Training on Shared GPUs,” in "
        "<i>USENIX Symposium on Operating Systems Design and Implementation</i>, 2024, doi: 10.1145/1234.5678.",
        "apa": "Kim, H.-J., van der Berg, J., Ng, A., &amp; 王小明. (2024). Elastic Training on Shared GPUs. "
        "In <i>USENIX Symposium on Operating Systems Design and Implementation</i>. https://doi.org/10.1145/1234.5678",
    }


def test_arxiv_preprint_prints_its_id_in_every_style():
    paper = make_publication(
        title="Carbon-Aware Scheduling", kind="preprint", year=2024, arxiv="2401.01234", authors=["Kim, Hye-jin"]
    )
    assert cite(paper) == {
        "acm": "Hye-jin Kim. 2024. Carbon-Aware Scheduling. arXiv:2401.01234.",
        "ieee": "H.-J. Kim, “Carbon-Aware Scheduling,” 2024, arXiv:2401.01234.",
        "apa": "Kim, H.-J. (2024). <i>Carbon-Aware Scheduling</i> (arXiv:2401.01234). arXiv. "
        "https://arxiv.org/abs/2401.01234",
    }


def test_submitted_paper_is_never_cited_as_published():
    paper = make_publication(
        title="Is Batching Enough?",
        kind="journal",
        status="submitted",
        venue_text="ACM Transactions on Computer Systems",
        year=2025,
        authors=["Ada Lee", "Bo Chen"],
    )
    assert cite(paper) == {
        "acm": "Ada Lee and Bo Chen. 2025. Is Batching Enough? Submitted to <i>ACM Transactions on Computer Systems</i>.",
        "ieee": "A. Lee and B. Chen, “Is Batching Enough?” submitted to <i>ACM Transactions on Computer Systems</i>, 2025.",
        "apa": "Lee, A., &amp; Chen, B. (2025). <i>Is Batching Enough?</i> [Manuscript submitted for publication].",
    }


def test_published_paper_without_doi_gives_its_arxiv_id():
    paper = make_publication(
        title="Fast Recovery", venue_text="Proceedings of EuroSys", year=2023, arxiv="2301.00001", authors=["Ada Lee"]
    )
    assert cite(paper) == {
        "acm": "Ada Lee. 2023. Fast Recovery. In <i>Proceedings of EuroSys</i>. arXiv:2301.00001.",
        "ieee": "A. Lee, “Fast Recovery,” in <i>Proceedings of EuroSys</i>, 2023, arXiv:2301.00001.",
        "apa": "Lee, A. (2023). Fast Recovery. In <i>Proceedings of EuroSys</i>. https://arxiv.org/abs/2301.00001",
    }


def test_thesis_and_a_paper_without_year():
    thesis = make_publication(
        title="Learning Schedules", kind="thesis", venue_text="Example University", year=2023, authors=["Andrew Ng"]
    )
    assert cite(thesis) == {
        "acm": "Andrew Ng. 2023. Learning Schedules. Ph.D. Dissertation. Example University.",
        "ieee": "A. Ng, “Learning Schedules,” Ph.D. dissertation, Example University, 2023.",
        "apa": "Ng, A. (2023). <i>Learning Schedules</i> [Doctoral dissertation, Example University].",
    }
    undated = make_publication(title="Notes", kind="other", year=None, authors=["Ada Lee"])
    assert cite(undated) == {
        "acm": "Ada Lee. n.d. Notes.",
        "ieee": "A. Lee, “Notes.”",
        "apa": "Lee, A. (n.d.). <i>Notes</i>.",
    }


def test_markup_in_titles_and_names_is_escaped():
    paper = make_publication(title="<img src=x onerror=alert(1)>", authors=["<b>Eve</b> Evil"])
    for text in cite(paper).values():
        assert "<img" not in text and "<b>" not in text


@pytest.mark.parametrize(
    "name, given, family",
    [
        ("Hye-jin Kim", "Hye-jin", "Kim"),
        ("Kim, Hye-jin", "Hye-jin", "Kim"),
        ("Jan van der Berg", "Jan", "van der Berg"),
        ("Ng", "", "Ng"),
        ("王小明", "", "王小明"),
        ("Ludwig van Beethoven", "Ludwig", "van Beethoven"),
    ],
)
def test_names_split_into_given_and_family(name, given, family):
    assert split_name(name) == (given, family)


@pytest.mark.parametrize(
    "given, expected", [("Hye-jin", "H.-J."), ("Mary Ann", "M. A."), ("J.R.", "J. R."), ("Jean-Paul", "J.-P.")]
)
def test_initials(given, expected):
    assert initials(given) == expected
