"""The order fields a lab admin edits right in the Projects and Pages lists are named by column and row."""

from django.urls import reverse

from content.models import Page, Project


def test_editable_cells_of_the_projects_and_pages_lists_say_what_they_change(client, lab_admin):
    Project.objects.create(title="Elastic Caches", slug="elastic-caches", summary="Caches.")
    Page.objects.create(title="Teaching", slug="teaching", body="Courses.")
    client.force_login(lab_admin)
    projects = client.get(reverse("admin:content_project_changelist")).content.decode()
    assert 'aria-label="Order of “Elastic Caches”"' in projects
    pages = client.get(reverse("admin:content_page_changelist")).content.decode()
    assert 'aria-label="Place in the navigation of “Teaching”"' in pages
    assert 'aria-label="On the home page of “Teaching”"' in pages
