"""Page addresses of people: ASCII letters for a name in any script, Latin names spelled as before."""

import pytest

from people.models import Person, unique_slug

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Mirela Dąbrowska-Øvrebø", "mirela-dabrowska-ovrebo"),
        ("Þórunn Æsadóttir", "thorunn-aesadottir"),
        ("Jörg Großmann", "jorg-grossmann"),
        ("Zoë O'Brannagh", "zoe-obrannagh"),
        ("Nguyễn Thị Hường", "nguyen-thi-huong"),
    ],
)
def test_latin_names_keep_the_addresses_they_always_had(name, slug):
    assert unique_slug(Person, name) == slug


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("김하늘", "gim-ha-neul"),  # Hangul: one syllable a part, as romanised Korean names print them
        ("山田花子", "shan-tian-hua-zi"),  # Han characters, one reading each
        ("Вера Щеглова", "vera-shcheglova"),
        ("Оксана Кравчук", "oksana-kravchuk"),
        ("Ελένη Μαυρίδου", "eleni-mayridoy"),
    ],
)
def test_a_name_in_another_script_gets_an_ascii_address_of_its_own(name, slug):
    assert unique_slug(Person, name) == slug


def test_two_people_named_only_in_korean_get_different_readable_addresses():
    first = Person.objects.create(name="김하늘")
    second = Person.objects.create(name="박서연")
    assert (first.slug, second.slug) == ("gim-ha-neul", "bag-seo-yeon")
    assert first.slug.isascii() and second.slug.isascii()


def test_the_same_name_twice_is_numbered():
    Person.objects.create(name="山田花子")
    assert Person.objects.create(name="山田花子").slug == "shan-tian-hua-zi-2"


def test_a_name_with_no_letters_falls_back_to_the_model_name():
    assert unique_slug(Person, "— ✓ —") == "person"
