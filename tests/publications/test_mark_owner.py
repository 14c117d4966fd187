"""A member's own name is set in bold in each entry of their page, wherever the entry links them."""

import random
import re

from publications.formats.html import mark_owner, person_url


class Owner:
    slug = "ana-lopes"


def _by_pattern(html):
    """What the regular expression it replaced gave: the member's link, up to its </a> on the same line."""
    link = re.escape(f'<a class="member" href="{person_url(Owner.slug)}">') + r".*?</a>"
    return re.sub(link, lambda m: f'<strong class="owner">{m.group(0)}</strong>', html)


def test_the_owner_is_set_in_bold_where_linked_and_nowhere_else():
    entry = (
        f'<a class="member" href="/people/bo-li/">Bo Li</a>, '
        f'<a class="member" href="{person_url(Owner.slug)}">Ana Lopes</a>, Ana Lopes'
    )
    assert mark_owner(entry, Owner()) == (
        f'<a class="member" href="/people/bo-li/">Bo Li</a>, '
        f'<strong class="owner"><a class="member" href="{person_url(Owner.slug)}">Ana Lopes</a></strong>, Ana Lopes'
    )


def test_it_marks_what_the_regular_expression_marked_on_random_pieces():
    pieces = [f'<a class="member" href="{person_url(Owner.slug)}">', "</a>", "Ana", "\n", ", ", "<a>", "x"]
    rng = random.Random(2)
    for _ in range(5000):
        html = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert mark_owner(html, Owner()) == _by_pattern(html), html
