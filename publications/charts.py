"""Pictures of a publication list, drawn on the server as SVG: no chart library, readable without scripts.

Each chart comes from one aggregate query (its size bounded by years × kinds, not by
publications) and carries its numbers as a table for people who cannot see it.
"""

from dataclasses import dataclass, field

from django.db.models import Count
from django.utils.html import escape

from .formats.html import venue_url
from .models import Kind

# The kinds the bars tell apart; the rest are "other". CSS colours them (.k-conference ...).
CHART_KINDS = ["conference", "journal", "workshop", "preprint"]
MAX_YEARS = 20  # the latest 20 years with publications; older ones are summed into the first bar
MAX_SPAN = 40  # years a chart's bars cover at most, the older summed into the first bar as well


@dataclass
class YearChart:
    years: list = field(default_factory=list)  # [(year, {kind: count})], oldest first
    kinds: list = field(default_factory=list)  # [(kind, label)] present in the data
    total: int = 0
    first_label: str | None = None  # when older years are summed into the first bar

    def __bool__(self):
        return bool(self.years)

    @property
    def table(self):
        """The numbers as the chart's table prints them: [(year, [count of each of `kinds`])], as text
        (a number in a template goes through the locale's formatting, a few hundred times per chart)."""
        return [
            (
                self.first_label if index == 0 and self.first_label else str(year),
                [str(counts.get(kind, 0)) for kind, _ in self.kinds],
            )
            for index, (year, counts) in enumerate(self.years)
        ]


def publication_stats(publications, venues=False):
    """(YearChart, [(acronym or name, slug, count)] of the top venues) from one GROUP BY query.

    The query's rows are years × kinds (× venues when asked), never publications. Not kept here: the
    chart it makes is (the year_chart tag, until the site's next change).
    """
    group = ["year", "kind"] + (["venue__acronym", "venue__name", "venue__slug"] if venues else [])
    rows = (
        publications.prefetch_related(None)
        .select_related(None)
        .order_by()
        .values_list(*group)
        .annotate(n=Count("pk", distinct=True))
    )
    by_year, by_venue = {}, {}
    for year, kind, *venue, n in rows:
        if venues and venue[2]:
            key = (venue[0] or venue[1], venue[2])
            by_venue[key] = by_venue.get(key, 0) + n
        if year is None:
            continue
        kind = kind if kind in CHART_KINDS else "other"
        counts = by_year.setdefault(year, {})
        counts[kind] = counts.get(kind, 0) + n
    top = sorted(by_venue.items(), key=lambda item: (-item[1], item[0][0].lower()))[:TOP_VENUES]
    return _chart(by_year), [(label, slug, n) for (label, slug), n in top]


TOP_VENUES = 8


def year_chart(publications):
    return publication_stats(publications)[0]


def venue_bars(top_venues):
    """[(label, the venue's page, count as text, bar width)] of publication_stats()'s top venues; the widths
    in steps of 5 of the first's (CSS classes .w0 ... .w100: no inline style)."""
    peak = max((n for _label, _slug, n in top_venues), default=0)
    return [(label, venue_url(slug), str(n), 5 * round(20 * n / peak) if peak else 0) for label, slug, n in top_venues]


def _chart(by_year):
    years, older = sorted(by_year), []
    # The latest MAX_YEARS years with publications, and no more than MAX_SPAN bars: an edition of 1545 among
    # this decade's papers would otherwise open centuries of empty bars.
    cut = max(len(years) - MAX_YEARS, sum(year <= years[-1] - MAX_SPAN for year in years) if years else 0)
    if cut:
        older, years = years[:cut], years[cut:]
        for year in older:
            for kind, n in by_year[year].items():
                by_year[years[0]][kind] = by_year[years[0]].get(kind, 0) + n
    # Years without papers between the first and the last still get a (zero) bar.
    span = list(range(years[0], years[-1] + 1)) if years else []
    present = {kind for year in span for kind in by_year.get(year, {})}
    kinds = [(k, kind_label(k, 2)) for k in CHART_KINDS if k in present]
    if "other" in present:
        kinds.append(("other", kind_label("other", 2)))
    series = [(year, by_year.get(year, {})) for year in span]
    first_label = f"{span[0]} and before" if older else None
    return YearChart(years=series, kinds=kinds, total=sum(sum(c.values()) for _, c in series), first_label=first_label)


def year_chart_svg(chart, title):
    """The chart as inline SVG markup (escaped), bars in CSS classes so both colour schemes apply."""
    if not chart:
        return ""
    # `right` keeps half a year label inside the picture: on a phone the labels are drawn twice as
    # large (site.css), and the last one, centred on its bar, would be cut off ("202…").
    width, height, left, right, bottom, top = 900, 230, 56, 34, 36, 14
    peak = max(sum(counts.values()) for _, counts in chart.years) or 1
    step = (width - left - right) / len(chart.years)
    bar = max(min(step * 0.7, 28), 2)
    scale = (height - bottom - top) / peak
    parts = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-labelledby="{title}-t" '
        f'preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="{title}-t">Publications per year, {chart.years[0][0]}–{chart.years[-1][0]}: {chart.total} in all. '
        "The table below gives the numbers.</title>",
    ]
    for tick in _ticks(peak):
        y = height - bottom - tick * scale
        parts.append(f'<line class="grid" x1="{left}" x2="{width}" y1="{y:.1f}" y2="{y:.1f}"/>')
        parts.append(f'<text class="axis" x="{left - 4}" y="{y + 5:.1f}" text-anchor="end">{tick}</text>')
    # Every year labelled on a wide screen; on a phone every other one (.minor is hidden there).
    label_every = max(1, -(-len(chart.years) // 20))
    for index, (year, counts) in enumerate(chart.years):
        x = left + index * step + (step - bar) / 2
        y = height - bottom
        for kind, _plural in chart.kinds:
            n = counts.get(kind, 0)
            if n:
                h = n * scale
                y -= h
                parts.append(
                    f'<rect class="k-{kind}" x="{x:.1f}" y="{y:.1f}" width="{bar:.1f}" height="{h:.1f}">'
                    f"<title>{year}: {n} {escape(kind_label(kind, n).lower())}</title></rect>"
                )
        if index % label_every == 0:
            minor = " minor" if (index // label_every) % 2 and len(chart.years) > 6 else ""
            parts.append(
                f'<text class="axis{minor}" x="{x + bar / 2:.1f}" y="{height - 8}" text-anchor="middle">{year}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)


def kind_label(kind, n):
    """ "Workshop paper" for one, "Workshop papers" for any other count."""
    if kind == "other":
        return "Other"
    singular = Kind(kind).label
    return singular if n == 1 else singular + "s"


def _ticks(peak):
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10**9) if peak / s <= 4)
    return list(range(step, peak + 1, step))
