"""A member's ORCID iD, dblp person id and OpenAlex author id: checked, and stored one way."""

import pytest
from django.core.exceptions import ValidationError

from sync.identifiers import clean_dblp_pid, clean_openalex, clean_orcid, orcid_check_digit
from sync.models import SyncProfile


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("0000-0002-1825-0097", "0000-0002-1825-0097"),
        ("https://orcid.org/0000-0002-1825-0097", "0000-0002-1825-0097"),
        (" 0000000218250097 ", "0000-0002-1825-0097"),
        ("0000-0002-1694-233x", "0000-0002-1694-233X"),  # a check digit of ten is an X
    ],
)
def test_orcid_ids_are_read_in_every_usual_form(typed, stored):
    assert clean_orcid(typed) == stored


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("0000-0002-1825-0098", "does not check out"),
        ("0000-0002-1825-009", "is not an ORCID iD"),
        ("orcid.org/jane", "is not an ORCID iD"),
        ("", "is not an ORCID iD"),
    ],
)
def test_a_mistyped_orcid_id_is_refused_with_the_reason(typed, message):
    with pytest.raises(ValidationError, match=message):
        clean_orcid(typed)


def test_the_orcid_check_digit_is_iso_7064_mod_11_2():
    assert orcid_check_digit("000000021825009") == "7"
    assert orcid_check_digit("000000021694233") == "X"


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("123/4567", "123/4567"),
        ("h/JaneDoe", "h/JaneDoe"),
        ("65/9612-2", "65/9612-2"),
        ("https://dblp.org/pid/123/4567.html", "123/4567"),
        ("https://dblp.org/pid/h/JaneDoe", "h/JaneDoe"),
    ],
)
def test_dblp_pids_of_both_shapes_are_read(typed, stored):
    assert clean_dblp_pid(typed) == stored


@pytest.mark.parametrize(
    "typed", ["JaneDoe", "123/", "../../etc/passwd", "123/4567?x=1", "https://dblp.org/search?q=Doe"]
)
def test_anything_else_is_not_a_dblp_pid(typed):
    with pytest.raises(ValidationError, match="is not a dblp person id"):
        clean_dblp_pid(typed)


def test_openalex_author_ids():
    assert clean_openalex("https://openalex.org/A5023888391") == "A5023888391"
    assert clean_openalex("a5023888391") == "A5023888391"
    for typed in ("W2741809807", "5023888391", "A12"):
        with pytest.raises(ValidationError, match="is not an OpenAlex author id"):
            clean_openalex(typed)


def test_a_profile_stores_the_clean_forms_and_names_every_bad_field(member):
    profile = SyncProfile(person=member, orcid="https://orcid.org/0000-0002-1825-0097", dblp="h/JaneDoe")
    profile.clean()
    assert (profile.orcid, profile.dblp) == ("0000-0002-1825-0097", "h/JaneDoe")
    profile = SyncProfile(person=member, orcid="0000-0002-1825-0098", openalex="W1")
    with pytest.raises(ValidationError) as caught:
        profile.clean()
    assert set(caught.value.message_dict) == {"orcid", "openalex"}
