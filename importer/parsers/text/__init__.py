"""A person's homepage or CV as text: sections, and the profile they describe.

sections.py cuts the text into sections; fields.py reads institutions and degrees (dates: ..dates);
cv.py reads education and experience, activities.py awards, teaching, service and skills;
intro.py the person at the top (position_lines.py: labelled and subtitle job titles); research_rows.py
reads a "Research" section of dated posts, degrees or projects; document.py puts them together.
"""

from .document import parse_text_document
from .fields import find_degree, find_institution, year_range
from .sections import Section, classify_heading, split_sections

__all__ = [
    "Section",
    "classify_heading",
    "find_degree",
    "find_institution",
    "parse_text_document",
    "split_sections",
    "year_range",
]
