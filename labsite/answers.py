"""Fields of a look-up service's JSON answer, each of the type expected or left empty.

An answer of another shape than documented gives empty fields (then, say, "no title"), never an
exception: the DOI look-up and the publication sync read every answer through these.
"""


def mapping(value):
    return value if isinstance(value, dict) else {}


def mappings(value):
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def text(value):
    return value if isinstance(value, str) else ""
