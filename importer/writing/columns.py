"""New rows of a big write made as Django makes the instances it reads: Model(*values), in column order.

A big file's new papers have thousands of authorships. Model(**fields) matches every keyword to
its field for each row; Model(*values) takes one value per column, in the model's order, and
does not. check_column_order() makes sure, once per model, that the order written here is the
model's: a changed model fails loudly instead of having values written to the wrong columns.
"""

import functools

# What create_publication() keeps of each author of a new paper: the columns of its Authorship after
# its id and its publication, for Authorship(None, publication_id, *row) once the paper has its pk.
AUTHORSHIP_ROW = ("position", "name", "person_id", "equal_contribution", "corresponding", "auto_linked")
LINK_ROW = ("label", "url", "order")  # a PublicationLink's, after its id and its publication


@functools.cache
def check_column_order(model, attnames):
    """Raise unless `attnames` are `model`'s columns, in the order Model(*values) takes their values."""
    columns = tuple(field.attname for field in model._meta.get_fields() if field.concrete)
    if columns != attnames:
        raise TypeError(f"{model.__name__}'s columns are {', '.join(columns)}; expected {', '.join(attnames)}")
