"""The owner's e-mail and profile links a site's configuration gives (al-folio's _config.yml and
_data/socials.yml, an author block) are the owner's, on the owner's page."""

from importer.parsers.site_config import owner_contacts
from importer.parsers.site_pages import read_site_document
from importer.parsers.sites import plan_site

CONFIG = """\
title: Henrike Stavanger
first_name: Henrike
last_name: Stavanger
email: h.stavanger@fjellvik.example.edu
description: Assistant Professor of Robotics at Fjellvik Institute
github_username: hstavanger
scholar_userid: AbC123dEfAAAAJ
orcid_id: 0000-0002-1825-0097
twitter_username: hstav
scholar:
  last_name: [Stavanger]
  first_name: [Henrike, H.]
"""
ABOUT = """\
---
layout: about
title: about
permalink: /
---

I am an Assistant Professor of Robotics at the Fjellvik Institute, where I study tactile grasping.
"""
BIB = "@article{s2023,\n  title={Tactile Priors for Invented Grippers},\n  author={Stavanger, Henrike},\n  journal={Robotica Imaginaria},\n  year={2023}\n}\n"


def test_an_al_folio_configurations_email_and_links_are_the_owners():
    files = {"_config.yml": CONFIG, "_pages/about.md": ABOUT, "_bibliography/papers.bib": BIB, "_news/a.md": "hi"}
    plan = plan_site(list(files), files.get)
    assert plan.owner == "Henrike Stavanger"
    assert plan.skipped["_config.yml"] == "the site's configuration (read for its owner's name, e-mail and links)"
    site = plan.site_file("_pages/about.md")
    # the importer names the owner to the site's pages (importer.services)
    profile = read_site_document("_pages/about.md", ABOUT.encode(), site.kind, person=plan.owner, site=site).profile
    assert profile.email == "h.stavanger@fjellvik.example.edu"
    assert {link.label: link.url for link in profile.links} == {
        "GitHub": "https://github.com/hstavanger",
        "Google Scholar": "https://scholar.google.com/citations?user=AbC123dEfAAAAJ",
        "ORCID": "https://orcid.org/0000-0002-1825-0097",
        "X": "https://twitter.com/hstav",
    }


def test_a_newer_al_folio_keeps_them_in_its_socials_data_file():
    files = {
        "_config.yml": "first_name: Henrike\nlast_name: Stavanger\n",
        "_data/socials.yml": "email: h.stavanger[at]fjellvik.example.edu\norcid_id: 0000-0002-1825-0097\n"
        "dblp_url: https://dblp.org/pid/00/0000.html\n",
        "_pages/about.md": ABOUT,
        "_bibliography/papers.bib": BIB,
    }
    plan = plan_site(list(files), files.get)
    assert plan.contacts == {
        "email": "h.stavanger@fjellvik.example.edu",
        "ORCID": "https://orcid.org/0000-0002-1825-0097",
        "DBLP": "https://dblp.org/pid/00/0000.html",
    }


def test_a_templates_placeholders_are_nobodys():
    assert owner_contacts({"_config.yml": {"first_name": "Henrike", "email": "you@example.com"}}) == {}
    assert owner_contacts({"_config.yml": {"author": {"name": "Your Name"}, "email": "h@fjellvik.example.edu"}}) == {}
    assert owner_contacts({"_config.yml": {"github_username": None, "orcid_id": ""}}) == {}
