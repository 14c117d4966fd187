"""BibTeX and biblatex preprints on any server, working papers, and "[Workshop]" tags (fictional entries)."""

import pytest

from importer.parsers.documents import read_document


def _read(entries: str):
    return read_document("papers.bib", entries.encode()).publications


def test_an_article_with_an_arxiv_eprint_and_no_journal_is_a_preprint_on_arxiv():
    (paper,) = _read(
        '@article{K:2024, author="Kowalczyk, Anna B. and Nakamura, Ren", title="Spin waves in layered magnets",'
        ' eprint="2409.09999", archivePrefix="arXiv", primaryClass="cond-mat.str-el", year="2024"}'
    )
    assert (paper.kind, paper.venue_text, paper.arxiv) == ("preprint", "arXiv", "2409.09999")


def test_an_article_in_a_journal_with_an_eprint_stays_a_journal_paper():
    (paper,) = _read(
        '@article{K:2023, author="Kowalczyk, Anna B.", title="Magnon transport", journal="Phys. Rev. B",'
        ' eprint="2301.01234", archivePrefix="arXiv", year="2023"}'
    )
    assert (paper.kind, paper.venue_text) == ("journal", "Phys. Rev. B")


@pytest.mark.parametrize(
    ("fields", "server"),
    [
        ("eprinttype = {bioRxiv}, doi = {10.1101/2024.02.02.578000}", "bioRxiv"),
        ("doi = {10.1101/2024.02.02.578000}", "bioRxiv"),  # the DOI alone says it
        ("doi = {10.1101/2023.11.20.23298765}", "medRxiv"),  # two digits more than bioRxiv's
        ("eprinttype = {medRxiv}", "medRxiv"),
        ("eprinttype = {SSRN}, eprint = {4455667}", "SSRN"),
        ("archivePrefix = {PsyArXiv}", "PsyArXiv"),
        ("doi = {10.26434/chemrxiv-2023-abc12}", "ChemRxiv"),
    ],
)
def test_a_biblatex_online_entry_on_a_preprint_server_is_a_preprint_there(fields, server):
    (paper,) = _read(
        f"@online{{n_2024, author = {{Nakagawa, Emi and Salazar, Ines}}, title = {{Heat-tolerant larvae}},"
        f" date = {{2024-02-05}}, {fields}, pubstate = {{submitted}}}}"
    )
    assert (paper.kind, paper.venue_text, paper.status) == ("preprint", server, "submitted")


def test_a_cold_spring_harbor_journal_doi_is_no_preprint():
    (paper,) = _read(
        "@misc{g, author = {Nakagawa, Emi}, title = {Coral genomes}, doi = {10.1101/gr.277001.122}, year = {2022}}"
    )
    assert paper.kind == "other"


@pytest.mark.parametrize(
    ("fields", "kind"),
    [
        ("howpublished = {Journal of Placid Ecology}", "journal"),
        ("journal = {Psychophysiology}", "journal"),
        ("howpublished = {NBER Working Paper No. 31234}", "preprint"),
        ("series = {Discussion Paper Series}", "preprint"),
        ("type = {Working Paper}, institution = {Kestrel School of Economics}, number = {WP-24-03}", "preprint"),
        ("howpublished = {Talk at the lab retreat}", "other"),
        ("institution = {Kestrel University}", "other"),
    ],
)
def test_a_misc_or_report_entry_takes_the_kind_of_what_it_appeared_in(fields, kind):
    for entry_type in ("misc", "techreport"):
        (paper,) = _read(
            f"@{entry_type}{{w, author = {{Vautrin, Claire}}, title = {{Land titling}}, {fields}, year = 2023}}"
        )
        assert paper.kind == kind, entry_type


def test_a_workshop_tag_in_a_title_is_the_kind_and_leaves_the_title():
    first, second = _read(
        "@inproceedings{a, author = {Ruiz, Ana}, title = {Sparse probes for tidal models [Workshop]},"
        " booktitle = {Proceedings of the Conference on Coastal Modelling}, year = 2022}\n"
        "@misc{b, author = {Ruiz, Ana}, title = {[workshop] Tidal data at scale}, year = 2021}"
    )
    assert (first.kind, first.title) == ("workshop", "Sparse probes for tidal models")
    assert (second.kind, second.title) == ("workshop", "Tidal data at scale")
