"""What a site folder has beside profiles and papers: the people of a roster, its news and projects.

News and projects are the site's own (the content app); an item already there (the same title,
and for news the same date) is left as it is, so importing a site again changes nothing and an
edit made in the admin stays.
"""

from content.models import News, Project
from importer.matching import normalise_name
from people.models import Person

from .fields import clip, quoted


class SiteWriting:
    """The roster, news and projects half of DocumentWriter (needs self.parsed, self.report, write_person)."""

    def write_roster(self):
        """Everyone a roster lists, each a person found or created like a profile's owner."""
        people = self.parsed.people
        if not people:
            return
        report = self.report
        kept = report.person, report.person_action
        created = 0
        for profile in people:
            report.person, report.person_action = None, ""
            self.write_person(profile)
            created += report.person_action == "created"
        report.person, report.person_action = kept
        report.changes.append(f"roster: {len(people)} people, {created} new")

    def write_site_content(self):
        for item in self.parsed.news:
            if News.objects.filter(title__iexact=clip(item.title, News, "title"), date=item.date).exists():
                self._plan_item("news", "skip", item.title, {"title": item.title, "date": item.date})
                continue
            news = News(
                title=clip(item.title, News, "title"), date=item.date, body=item.body, person=self._member(item.about)
            )
            news.save()
            self._plan_item("news", "create", item.title, {"title": item.title, "date": item.date}, ref=news.slug)
            self.report.changes.append(f"created news {quoted(news.title)}")
        for item in self.parsed.projects:
            title = clip(item.title, Project, "title")
            if Project.objects.filter(title__iexact=title).exists():
                self._plan_item("project", "skip", title, {"title": item.title})
                continue
            description = item.description
            links = [f"[{link.label}]({link.url})" for link in item.links if link.url not in description]
            if links:
                description = "\n\n".join(filter(None, [description, " · ".join(links)]))
            project = Project(
                title=title, summary=clip(item.summary or title, Project, "summary"), description=description
            )
            project.save()
            project.members.add(*filter(None, (self._member(name) for name in item.members)))
            values = {"title": item.title, "summary": item.summary}
            self._plan_item("project", "create", title, values, ref=project.slug)
            self.report.changes.append(f"created project {quoted(project.title)}")

    def _plan_item(self, kind, action, label, values, ref=""):
        if self.plan is not None:
            reason = "already on the site" if action == "skip" else ""
            self.plan.add(kind, action, label, values=values, reason=reason, ref=ref)

    def _member(self, name):
        """The person of this site named `name` (its owner), if the import has them."""
        pk = self.importer.members.by_full_name.get(normalise_name(name)) if name else None
        return Person.objects.filter(pk=pk).first() if pk else None
