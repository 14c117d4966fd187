"""labsite/buildcache.py: values kept while a static build runs, and only then."""

from django.template import Context, Template

from labsite import buildcache


def test_outside_a_build_every_value_is_made_when_asked_for():
    made = []
    for _ in range(2):
        buildcache.value("things", "a", lambda: made.append(1) or len(made))
    assert made == [1, 1]


def test_a_build_makes_a_value_once_and_the_next_build_makes_it_again():
    made = []

    def make():
        made.append(1)
        return len(made)

    with buildcache.kept():
        assert [buildcache.value("things", "a", make) for _ in range(3)] == [1, 1, 1]
    with buildcache.kept():
        assert buildcache.value("things", "a", make) == 2


def test_a_namespace_with_a_limit_keeps_the_values_used_last():
    def kept(key, made):
        return buildcache.value("lists", key, lambda: made, limit=5, size=len)

    with buildcache.kept():
        assert [kept("a", "a"), kept("b", "bb"), kept("c", "cc")] == ["a", "bb", "cc"]  # 5 in all
        assert kept("b", "made again") == "bb"  # used: now the newest
        kept("d", "dd")  # 7 > 5: "a" and then "c" go
        assert [kept("b", "made again"), kept("d", "made again")] == ["bb", "dd"]
        assert kept("c", "made again") == "made again"
        assert kept("big", "x" * 9) == "x" * 9  # more than the limit alone: kept until the next
        assert kept("big", "made again") == "x" * 9


def test_a_shared_fragment_is_rendered_once_per_build_for_the_same_values():
    fragment = Template('{% load site_meta %}{% shared "part" kind %}{{ kind }}:{{ text }}{% endshared %}')
    assert fragment.render(Context({"kind": "a", "text": "one"})) == "a:one"
    assert fragment.render(Context({"kind": "a", "text": "two"})) == "a:two"  # the live site: every time
    with buildcache.kept():
        assert fragment.render(Context({"kind": "a", "text": "one"})) == "a:one"
        assert fragment.render(Context({"kind": "a", "text": "two"})) == "a:one"  # the site is the same in a build
        assert fragment.render(Context({"kind": "b", "text": "two"})) == "b:two"
