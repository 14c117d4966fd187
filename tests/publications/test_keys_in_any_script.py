"""A paper's citation key is spelled in ASCII whatever the script of its first author and title."""

import pytest

from publications.keys import base_key


@pytest.mark.parametrize(
    ("title", "year", "author", "key"),
    [
        ("格子のスピン波", 2020, "山本健太", "shanbenjiantai2020gezinosupinbo"),
        ("스핀파 연구", 2021, "김민지", "gimminji2021seupinpa"),
        ("Волны в решётке", 2019, "Вера Щеглова", "shcheglova2019volny"),
    ],
)
def test_a_name_and_title_in_another_script_give_a_key_of_their_own(title, year, author, key):
    assert base_key(title, year, [author]) == key


def test_latin_names_keep_the_keys_they_had():
    # Accents are dropped as before; a letter NFKD keeps whole is left out, as before, so no stored key moves.
    assert base_key("Spin Waves in Lattices", 2020, ["Jörg Ørsted"]) == "rsted2020spin"
    assert base_key("On Kernels", 2021, ["Ana Ruiz"]) == "ruiz2021kernels"
