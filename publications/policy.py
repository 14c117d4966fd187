"""The co-author policy: what a member may do to a paper they share with other members.

A member edits the paper's own fields and their own author row. Another member's row
is theirs: a member may not change, unlink or delete it, nor hide the paper. Lab admins
may do all of it. The admin asks these functions; they know nothing of forms.
"""

import re
import unicodedata

# What a member may change on another member's author row: only its place in the list.
OTHERS_ROW_FIELDS_A_MEMBER_MAY_CHANGE = {"position"}


def plain_name(name):
    """A printed name reduced for comparison: "Lee, Ada" and "ada lee." are the same."""
    name = unicodedata.normalize("NFKC", name or "")
    if name.count(",") == 1:
        family, given = name.split(",")
        name = f"{given} {family}"
    return " ".join(re.findall(r"\w+", name.casefold()))


def is_own_name(name, person):
    """The printed name is one of `person`'s names (their name or one of their other names)."""
    wanted = plain_name(name)
    return bool(wanted) and any(plain_name(own) == wanted for own in person.all_names)


def row_change_refused(editor, original_person, changed_fields, deleting):
    """Why a member may not make this change to an author row, or None when they may.

    `original_person`: the member the row was linked to before the edit (None for a plain name).
    """
    if original_person is None or (editor is not None and original_person.pk == editor.pk):
        return None
    if deleting:
        return f"“{original_person.name}” is another member's author row: only they or a lab admin may remove it."
    if set(changed_fields) - OTHERS_ROW_FIELDS_A_MEMBER_MAY_CHANGE:
        return (
            f"“{original_person.name}” is another member's author row: only they or a lab admin may change or "
            "unlink it (you may move it up or down)."
        )
    return None


def other_members(publication, editor):
    """The members besides `editor` linked to the paper as authors."""
    if publication.pk is None:
        return []
    people = {a.person for a in publication.authorships.select_related("person") if a.person_id}
    return sorted((p for p in people if editor is None or p.pk != editor.pk), key=lambda p: p.name)


def hiding_refused(publication, editor):
    """Why a member may not hide this paper, or None."""
    others = other_members(publication, editor)
    if not others:
        return None
    names = ", ".join(p.name for p in others)
    return f"{names} also wrote this paper: only a lab admin may hide a paper another member co-authored."


def lone_equal_contribution(rows):
    """A warning when exactly one author is marked equal contribution (the mark needs a partner)."""
    marked = [name for name, equal in rows if equal]
    if len(marked) == 1:
        return (
            f"Only “{marked[0]}” is marked as an equal contribution: equal contribution is shared by two or "
            "more authors. Mark the others too, or remove the mark."
        )
    return None
