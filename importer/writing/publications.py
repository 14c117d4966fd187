"""Parsed publications written as one record per paper, with ordered authors and member links."""

import re

from django.utils.text import slugify

from importer.matching import normalise_name
from importer.parsers import venues as venue_words
from importer.parsers.names import has_han, match_strength, name_tokens
from importer.parsers.records import ParsedPublication
from importer.parsers.venues import guess_acronym, kind_from_words, resolve_venue, trim_venue_end, venue_kind
from importer.versions import distinct_works, is_preprint, join_versions, parsed_is_preprint
from people.models import ascii_spelling
from publications.keys import unique_key
from publications.models import Authorship, Kind, Publication, PublicationLink, Venue, is_safe_link

from .fields import PUBLICATION_FIELDS, quoted, usable_key
from .rows import insert_new, insert_rows
from .user_names import member_of_user_name, names_from_the_same_paper, user_names_named
from .venues import lab_venue, venue_slug

# New publications are written in batches of this many (a few queries each).
FLUSH_EVERY = 500
# The columns of the rows flush() inserts (importer.writing.rows): values, not model instances.
AUTHORSHIP_COLUMNS = ("publication", "position", "name", "person", "equal_contribution", "corresponding", "auto_linked")
LINK_COLUMNS = ("publication", "label", "url", "order")


class PublicationWriting:
    """The publications half of DocumentWriter (needs self.importer, self.source, self.report, self.person)."""

    def venue_for(self, parsed: ParsedPublication):
        text = (parsed.venue_text or "").strip()
        if not text:
            return None
        venue = lab_venue(self.importer, text)  # a spelling a lab admin gave a venue
        if venue is not None:
            return venue
        known = resolve_venue(text)
        if known is not None:
            slug = venue_slug(known)
            venue = self.importer.venues.get(slug)
            if venue is None:
                venue = Venue.objects.create(
                    acronym=known.acronym, name=known.name, kind=known.kind, slug=slug, aliases=list(known.aliases)
                )
                self.importer.venues[slug] = venue
            return venue
        acronym = (guess_acronym(text) or "")[:50]
        name = clean_venue_name(text)
        # A name in Han or Hangul alone slugifies to nothing: spelled in ASCII, two such journals stay two
        slug = slugify(acronym or name)[:100] or slugify(ascii_spelling(name))[:100] or "venue"
        venue = self.importer.venues.get(slug)
        if venue is None:
            # An unknown venue is what the paper or the venue's own words say it is; with neither, "other"
            # (never a conference by default: most unknown venues in CVs are journals).
            kind = parsed.kind or venue_kind(text) or "other"
            venue = Venue.objects.create(acronym=acronym, name=name[:300] or acronym, kind=kind, slug=slug)
            self.importer.venues[slug] = venue
        return venue

    def resolve_user_names(self, parsed: ParsedPublication):
        """Hugo Blox user names ("admin", "jdoe") become the people imported from their author pages."""
        kept, named = [], None
        for position, author in enumerate(parsed.authors):
            if author.user_name:
                person = self.importer.hugo_users.get(author.user_name)
                if person is None and author.user_name == "admin":
                    person = self.importer.owner or self.importer.hugo_users.get("")
                if person is None:
                    if named is None:  # the paper's citation beside the page, written first, names it
                        named = names_from_the_same_paper(self, parsed)
                    if position in named:
                        author.name = named[position]
                        kept.append(author)
                        continue
                    if author.user_name != "admin":
                        person = member_of_user_name(self.importer.members, author.user_name)
                if person is None:
                    # An author never drops out of a paper's list: "tomas-reyes" is kept as "Tomas Reyes";
                    # only "admin", the site's owner, names no one when the owner is not in the import.
                    words = [w.capitalize() for w in re.split(r"[-_.]+", author.user_name) if w]
                    author.name = " ".join(words) if len(words) > 1 else author.user_name
                    kept_as = (
                        "it is left out"
                        if author.user_name == "admin"
                        else f"the author is kept as {quoted(author.name)}: check the name"
                    )
                    self.report.warnings.append(
                        f"In {quoted(parsed.title[:60])}, the author '{author.user_name}' is a user name of the site "
                        f"with no author page in this import (content/authors/<name>/); {kept_as}."
                    )
                    if author.user_name != "admin":
                        kept.append(author)
                    continue
                author.name = person.name
            kept.append(author)
        parsed.authors = kept

    def write_publication(self, parsed: ParsedPublication):
        self.resolve_user_names(parsed)
        title = " ".join((parsed.title or "").split())
        if not title:
            self.report.warnings.append(f"Line {parsed.line}: a paper without a title was left out.")
            self._plan_publication("skip", parsed, "(no title)", reason="no title")
            return
        tkey = self.importer.publications.title_key(title)
        venue = self.venue_for(parsed)
        kind = parsed.kind or (venue.kind if venue else "other")
        corrected = self.correction_of(parsed)  # by the admin in a review: their word, on the paper they saw
        if corrected is not None and corrected["key"]:
            matched = Publication.objects.filter(key=corrected["key"]).first()
            if matched is not None:
                return self.correct_publication(matched, parsed, title, venue, kind, corrected)
        existing = self.importer.publications.find(parsed, tkey)
        if isinstance(existing, Publication):  # the same paper twice in this document
            self.flush()
            existing = existing.pk
        if existing is None:
            added = set(self.created_here)
            self.create_publication(parsed, title, tkey, venue, kind)
            if corrected is not None:
                self.mark_publication_corrected(*(self.created_here - added), corrected)
        else:
            self.merge_publication(existing, parsed, venue, kind)

    def create_publication(self, parsed, title, tkey, venue, kind):
        """Queue a new publication; flush() writes the document's new ones in a few queries."""
        names = [a.name for a in parsed.authors]
        index = self.importer.publications
        key = parsed.key if parsed.key and usable_key(parsed.key, index.keys) else None
        key = key or unique_key(title, parsed.year, names, taken=index.keys)
        index.keys.add(key)
        publication = Publication(
            title=title[:500],
            key=key,
            year=parsed.year,
            kind=kind,
            status=parsed.status or "published",
            venue=venue,
            venue_text=(parsed.venue_text or "")[:500],
            doi=(parsed.doi or "")[:200],
            arxiv=(parsed.arxiv or "")[:50],
            abstract=parsed.abstract or "",
            note=(parsed.note or "")[:300],
            authors_truncated=parsed.authors_truncated,
            selected=parsed.selected,
            sources=[self.source],
        )
        # As save() would: the rows are written in bulk. A title cut to fit has a key of its own.
        publication.set_title_keys(tkey if publication.title == title else None)
        publication.field_sources = {
            f: self.source for f in PUBLICATION_FIELDS if getattr(publication, f) not in (None, "")
        }
        authors = []  # its Authorships' rows in AUTHORSHIP_COLUMNS but the publication, whose pk flush() learns
        for position, author in enumerate(parsed.authors, 1):
            person = self.person_for_author(author)
            person_id = person.pk if person else None
            authors.append(
                (position, author.name[:200], person_id, author.equal_contribution, author.corresponding, bool(person))
            )
            self.report.members_linked += person is not None
        links = self.new_links(parsed)
        self.pending.append((publication, authors, links))
        index.add(publication, publication.doi, publication.arxiv, publication.title_key, key, publication.year)
        self.report.publications_created += 1
        self.report.changes.append(f"created publication {key}")
        self.created_here.add(key)
        self._plan_publication("create", parsed, publication.title, ref=key, kind=kind, venue=venue)
        if len(self.pending) >= FLUSH_EVERY:
            self.flush()  # memory stays flat however long the file

    def _plan_publication(self, action, parsed, title, *, ref="", changes=None, reason="", kind=None, venue=None):
        if self.plan is None:
            return
        values = {
            "title": title,
            "authors": [a.name for a in parsed.authors],
            "year": parsed.year,
            "venue_text": parsed.venue_text,
            "doi": parsed.doi,
            "arxiv": parsed.arxiv,
            "note": parsed.note,
            "kind": kind or parsed.kind,
            "status": parsed.status,
            "links": [{"label": link.label, "url": link.url} for link in parsed.links],
        }
        guess = ""
        if venue is not None and action == "create":
            guess = f"venue {venue.name or venue.acronym}" + (f", a {kind}" if kind else "")
        self.plan.add(
            "publication",
            action,
            title,
            ref=ref,
            changes=changes,
            values=values,
            line=parsed.line,
            reason=reason,
            guess=guess,
            index=self.position_of(parsed),
        )

    def flush(self):
        if not self.pending:
            return
        # Rows inserted as values send no signal and run no save(): Importer.publish() does what the signals would.
        insert_new([p for p, _, _ in self.pending], found_by="key")
        authorships, links = [], []
        index = self.importer.publications
        for publication, authors, pub_links in self.pending:
            pk = publication.pk  # insert_new set it
            authorships += [(pk, *row) for row in authors]
            links += [(pk, *(fields[name] for name in LINK_COLUMNS[1:])) for fields in pub_links]
            index.add_saved(publication)
            if index.by_title.get(publication.title_key) is publication:
                index.by_title[publication.title_key] = pk  # written: the index keeps its key, not the object
            self.importer.touched_publications.add(publication.pk)
        insert_rows(Authorship, AUTHORSHIP_COLUMNS, authorships)
        insert_rows(PublicationLink, LINK_COLUMNS, links)
        self.pending = []

    def prepare(self, publications):
        """Decide who the authors are (MemberIndex.best keeps the answers) before a transaction opens."""
        members = self.importer.members
        names = {author.name for parsed in publications for author in parsed.authors}
        members.make_room(len(names))
        for name in names:
            members.best(name)

    def person_for_author(self, author):
        if author.highlighted and self.person is not None and may_be_owner(author.name, self.person.all_names):
            return self.person  # printed in bold on the owner's own document
        person, ties = self.importer.members.best(author.name)
        if person is None and ties:
            self.importer.note_ambiguous(author.name, ties)
        return person

    def new_links(self, parsed, existing=()):
        """The fields of the PublicationLinks (but their publication) of the links of a parsed publication
        that `existing` (label, url) pairs lack."""
        urls = {url for _, url in existing}
        rows = []
        for link in parsed.links:
            url = (link.url or "").strip()
            if not url or url in urls or not is_safe_link(url):
                continue
            urls.add(url)
            rows.append({"label": link.label[:50] or "Link", "url": url[:500], "order": len(existing) + len(rows)})
        return rows

    def merge_publication(self, pk, parsed, venue, kind):
        """The same paper again: fill what is missing, keep what is there, lose nothing."""
        publication = Publication.objects.get(pk=pk)
        if distinct_works(publication.kind, publication.doi, kind, parsed.doi):  # a thesis found by a paper's title
            self.flush()  # the paper may be among this document's new ones
            publication = self.importer.publications.work_of_title(publication, kind, parsed.doi) or publication
        two_versions = publication.key in self.created_here and self._versions_of_one(publication, parsed, venue, kind)
        repeated = publication.key in self.created_here and not two_versions  # the same entry twice in this document
        joined = join_versions(publication, parsed, venue, kind)  # a preprint and its published version are one
        if joined is None:  # two works of one title, or the same title by other authors, one a preprint
            title = " ".join(parsed.title.split())
            return self.create_publication(parsed, title, self.importer.publications.title_key(title), venue, kind)
        venue, kind, replaced = joined
        changed, diffs = [], {}
        incoming = {
            "title": " ".join((parsed.title or "").split())[:500],  # kept, unless a published version replaces it
            "year": parsed.year,
            "doi": parsed.doi or "",
            "arxiv": parsed.arxiv or "",
            "abstract": parsed.abstract or "",
            "note": parsed.note or "",
            "selected": parsed.selected or None,  # a paper one document selects stays selected
        }
        # A published version wins over a preprint of the same paper.
        is_upgrade = (publication.kind == "preprint" or "venue" in replaced) and kind not in ("preprint", None)
        is_upgrade = is_upgrade and venue is not None
        if is_upgrade or (publication.venue is None and venue is not None):
            incoming.update({"venue": venue, "venue_text": parsed.venue_text or "", "kind": kind})
            if parsed.status == "published" and publication.status == "submitted":
                incoming["status"] = "published"
        elif publication.status == "submitted" and parsed.status == "published" and venue == publication.venue:
            incoming["status"] = "published"
        if publication.kind == Kind.OTHER and kind not in (None, "", Kind.OTHER):
            incoming["kind"] = kind  # "other" says the kind was not known: a source that names it fills it in
        for name, value in incoming.items():
            if value in (None, ""):
                continue
            current = getattr(publication, name)
            replaceable = name in replaced or name in ("venue", "venue_text", "kind", "status")
            if current in (None, "", False) or (replaceable and current != value):
                if name in publication.edited_fields:
                    if current != value:
                        self.report.conflicts.append(f"{publication.key}.{name}: edited in the admin; kept {current!r}")
                    continue
                diffs[name] = (current, value)
                setattr(publication, name, value)
                publication.field_sources = {**publication.field_sources, name: self.source}
                changed.append(name)
        if self.source not in publication.sources:
            publication.sources = list(publication.sources) + [self.source]
            if not changed:  # nothing a visitor sees: the source link alone, the paper's `updated` untouched
                Publication.objects.filter(pk=publication.pk).update(sources=publication.sources)
            else:
                changed.append("sources")
        authors_changed = self.merge_authors(publication, parsed)
        new_links = self.new_links(parsed, existing=list(publication.links.values_list("label", "url")))
        PublicationLink.objects.bulk_create(
            [PublicationLink(publication_id=publication.pk, **fields) for fields in new_links], batch_size=FLUSH_EVERY
        )
        links_changed = bool(new_links)
        if changed:
            publication.save()
            self.importer.publications.add_saved(publication)
        if two_versions:  # a paper this document adds, as a preprint and as published: one new paper
            self._plan_versions_of_one(publication)
            return
        # One new paper, counted once: what the second entry adds is merged into it, with no row of its own.
        if repeated:
            self.report.publications_repeated += 1
            if changed or authors_changed or links_changed:
                self.importer.touched_publications.add(publication.pk)
            reason = self._repeats(publication)
            self._plan_publication("skip", parsed, publication.title, ref=publication.key, reason=reason)
            return
        if changed or authors_changed or links_changed:
            what = changed + (["authors"] if authors_changed else []) + (["links"] if links_changed else [])
            self.report.changes.append(f"merged into {publication.key}: {', '.join(what)}")
            self.report.publications_merged += 1
            self.importer.touched_publications.add(publication.pk)
            if authors_changed:
                diffs["authors"] = (None, [a.name for a in parsed.authors])
            if links_changed:
                diffs["links"] = (None, [link["url"] for link in new_links])
            self._plan_publication("merge", parsed, publication.title, ref=publication.key, changes=diffs)
        else:
            self.report.publications_unchanged += 1
            reason = "the same paper is on the site already; nothing new"
            self._plan_publication("skip", parsed, publication.title, ref=publication.key, reason=reason)

    @staticmethod
    def _versions_of_one(publication, parsed, venue, kind):
        """Whether `parsed` and the stored `publication` are a preprint and its published version."""
        stored = is_preprint(
            kind=publication.kind, doi=publication.doi, arxiv=publication.arxiv, venue_text=publication.venue_text
        )
        return stored != parsed_is_preprint(parsed, kind, venue)

    def _repeats(self, publication):
        """Why a paper given again in this document is not a row of its own: the entry above it is."""
        for item in self.plan.items if self.plan is not None else ():
            if item["kind"] == "publication" and item["action"] == "create" and item.get("ref") == publication.key:
                if item.get("index") is not None:
                    return f"the same paper as entry {item['index'] + 1} above; merged into it"
        return "the same paper as an entry above; merged into it"

    def _plan_versions_of_one(self, publication):
        """The plan's new paper that two entries of this document are (a preprint and its published
        version): said once, as the paper it became, with the preprint it carries."""
        if self.plan is None:
            return
        for item in self.plan.items:
            if item["kind"] == "publication" and item["action"] == "create" and item.get("ref") == publication.key:
                item["label"] = " ".join(publication.title.split())
                preprint = f"arXiv:{publication.arxiv}" if publication.arxiv else ""
                item["version"] = f"with its preprint, {preprint}" if preprint else "with its preprint"
                return

    def replace_authorships(self, publication, incoming, current, *, links_made_first=False):
        """`incoming` authors in place of the `current` authorships, keeping what the old list knew of each
        name (its member link, its marks). A member link made before wins over the importer's match when
        `links_made_first` (the admin typed the list); otherwise the document's match wins."""
        old = {}
        for authorship in current:
            old.setdefault(normalise_name(authorship.name), authorship)
        rows = []
        for position, author in enumerate(incoming, 1):
            before = old.get(normalise_name(author.name))
            linked = before.person if before and before.person_id else None
            if links_made_first:
                person = linked or self.person_for_author(author)
            else:
                person = self.person_for_author(author) or linked
            rows.append(
                Authorship(
                    publication=publication,
                    position=position,
                    name=author.name[:200],
                    person=person,
                    equal_contribution=author.equal_contribution or bool(before and before.equal_contribution),
                    corresponding=author.corresponding or bool(before and before.corresponding),
                    auto_linked=bool(person) and not (before and before.person_id and not before.auto_linked),
                )
            )
        publication.authorships.all().delete()
        Authorship.objects.bulk_create(rows)

    def merge_authors(self, publication, parsed):
        current = list(publication.authorships.all())
        if "authorships" in publication.edited_fields:
            return False
        incoming = parsed.authors
        more_complete = (len(incoming) > len(current) and not parsed.authors_truncated) or (
            publication.authors_truncated and not parsed.authors_truncated and len(incoming) >= len(current)
        )
        if more_complete:
            self.replace_authorships(publication, incoming, current)
            if publication.authors_truncated and not parsed.authors_truncated:
                publication.authors_truncated = False
                publication.save(update_fields=["authors_truncated"])
            return True
        # Same or shorter list: add the marks, fuller spellings and the owner's link this document knows.
        changed = False
        for match, author in user_names_named(current, incoming):  # a Hugo page's "tkowalski", named here
            linked_before = match.person_id is not None
            match.name = author.name[:200]
            if not linked_before:
                match.person = self.person_for_author(author)
                match.auto_linked = match.person is not None
                self.report.members_linked += match.person is not None
            match.save(update_fields=["name", "person", "auto_linked"])
            changed = True
        for author, match in self._pair_authors(current, incoming):
            updates = []
            if _fuller_name(author.name, match.name):
                match.name = author.name[:200]
                updates.append("name")
            if author.equal_contribution and not match.equal_contribution:
                match.equal_contribution = True
                updates.append("equal_contribution")
            if author.corresponding and not match.corresponding:
                match.corresponding = True
                updates.append("corresponding")
            if author.highlighted and self.person is not None and match.person_id is None:
                match.person, match.auto_linked = self.person, True
                updates += ["person", "auto_linked"]
                self.report.members_linked += 1
            if updates:
                match.save(update_fields=updates)
                changed = True
        return changed

    @staticmethod
    def _pair_authors(current, incoming):
        """(incoming author, stored authorship) pairs that are the same person.

        Lists of one length pair by position when the names fit ("C. Okafor" ~ "Chidi
        Okafor"); otherwise by the normalised name.
        """
        if len(current) == len(incoming):
            return [  # either may be the one in initials: compatible spellings pair
                (new, old)
                for new, old in zip(incoming, current, strict=True)
                if match_strength(new.name, [old.name]) or match_strength(old.name, [new.name])
            ]
        by_name = {}
        for old in current:
            by_name.setdefault(normalise_name(old.name), old)
        return [(new, by_name[normalise_name(new.name)]) for new in incoming if normalise_name(new.name) in by_name]


def _fuller_name(new, old):
    """True when `new` spells out what `old` gives as initials ("Chidi Okafor" for "C. Okafor")."""

    def initials(name):
        return sum(1 for token in name.replace(".", ". ").split() if len(token.strip(".-")) <= 1)

    return initials(new) < initials(old) and len(new) > len(old)


def clean_venue_name(text):
    """A venue's name as printed, without "In (the) Proceedings of (the)" or an edition's year.

    A journal keeps its own words: "The Lancet", "Proceedings of the Royal Society of Edinburgh".
    """
    if kind_from_words(text) == "journal":
        text = re.sub(r"^(?i:in\s+)", "", text.strip())
    else:
        text = re.sub(
            r"^(?i:in\s+)?(?:(?i:(?:the\s+)?proceedings\s+of\s+(?:the\s+)?)|the\s+|The\s+(?=\d))", "", text.strip()
        )
    text = venue_words.without_brackets(text)  # "(SOSP)" goes, a journal's own "Med Clin (Barc)" stays
    text = re.sub(r",?\s*(?:(?<!/)\b(?:19|20)\d\d\b|['’]\d\d)\s*\.?$", "", text.strip())  # not "Paper 12/2020"
    return trim_venue_end(" ".join(text.split()))  # "Math. Ann." keeps its stop


def may_be_owner(printed, owner_names):
    """Whether a name printed in bold on the owner's document can be the owner's: it shares a word of the
    family name, or either is written in Han characters (their pinyin is matched elsewhere). A group's
    page prints every member in bold ("Group members in bold"): a bold name of another family is another
    person, matched as any author is."""
    if has_han(printed) or any(has_han(name) for name in owner_names):
        return True
    words = {token for name in owner_names for token in name_tokens(name) if len(token) > 1}
    return any(token in words for token in name_tokens(printed) if len(token) > 1)
