"""The year chart says its size in its markup: the browser keeps its place before styles lay it out."""

import re

from publications.charts import YearChart, year_chart_svg


def test_the_chart_svg_has_width_and_height_in_the_shape_of_its_viewbox():
    chart = YearChart(
        years=[(2022, {"journal": 2}), (2023, {"conference": 3})],
        kinds=[("journal", "Journal papers"), ("conference", "Conference papers")],
        total=5,
        first_label=None,
    )
    svg = year_chart_svg(chart, "pubs-chart")
    tag = re.match(r"<svg[^>]*>", svg).group(0)
    _x, _y, view_width, view_height = re.search(r'viewBox="([^"]+)"', tag).group(1).split()
    assert re.search(r'\swidth="(\d+)"', tag).group(1) == view_width
    assert re.search(r'\sheight="(\d+)"', tag).group(1) == view_height
