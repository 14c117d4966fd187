"""One rule for the admin pages only lab admins use (people.permissions.LabAdminOnlyMixin)."""

import pytest
from django.contrib import admin
from django.test import RequestFactory

from content.models import Page, Project
from people.models import Lab
from people.permissions import LabAdminOnlyMixin
from publications.models import Venue

LAB_ADMIN_ONLY = (Project, Page, Venue, Lab)


def request_of(user):
    request = RequestFactory().get("/admin/")
    request.user = user
    return request


def test_every_lab_admin_only_page_shares_the_one_rule():
    for model in LAB_ADMIN_ONLY:
        assert isinstance(admin.site._registry[model], LabAdminOnlyMixin), model


@pytest.mark.parametrize("model", LAB_ADMIN_ONLY)
def test_a_member_may_not_open_change_add_or_delete(model, member):
    model_admin = admin.site._registry[model]
    request = request_of(member.user)
    assert not model_admin.has_module_permission(request)
    assert not model_admin.has_change_permission(request)
    assert not model_admin.has_add_permission(request)
    assert not model_admin.has_delete_permission(request)


@pytest.mark.parametrize("model", (Project, Page, Venue))
def test_a_lab_admin_may_do_everything(model, lab_admin):
    model_admin = admin.site._registry[model]
    request = request_of(lab_admin)
    assert model_admin.has_module_permission(request)
    assert model_admin.has_view_permission(request)
    assert model_admin.has_change_permission(request)
    assert model_admin.has_add_permission(request)
    assert model_admin.has_delete_permission(request)


def test_members_see_venues_to_pick_them_but_not_projects(member):
    request = request_of(member.user)
    assert admin.site._registry[Venue].has_view_permission(request)
    assert not admin.site._registry[Project].has_view_permission(request)


def test_the_lab_record_is_added_once_and_never_deleted(lab_admin):
    lab_admin_site = admin.site._registry[Lab]
    request = request_of(lab_admin)
    Lab.objects.all().delete()
    assert lab_admin_site.has_add_permission(request)
    Lab.objects.create(name="The Example Lab")
    assert not lab_admin_site.has_add_permission(request)
    assert lab_admin_site.has_change_permission(request)
    assert not lab_admin_site.has_delete_permission(request)
