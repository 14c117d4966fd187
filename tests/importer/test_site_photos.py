"""Members' photos named in a site folder's files are imported: only files inside the folder, only real
images, never over a photo the member has, and stored only once the import commits."""

import io
import socket

import pytest
from PIL import Image

from importer.parsers.people_files import read_people_file
from importer.services import import_documents
from people.models import Person
from people.photos import store_photo

from .site_files import warnings, write

pytestmark = pytest.mark.django_db

JEKYLL = {
    "_config.yml": "title: Fenwick Soil Lab\n",
    "_members/ana-ruiz.md": "---\nname: Ana Ruiz\nimage: /assets/img/ana.jpg\nrole: phd\n---\nAna studies soil fungi.\n",
    "_members/bo-lind.md": "---\nname: Bo Lind\nphoto: ../../outside.jpg\nrole: postdoc\n---\nBo counts worms.\n",
    "_members/cy-dunmore.md": (
        "---\nname: Cy Dunmore\navatar: https://pics.example.org/cy.jpg\nrole: undergrad\n---\nCy digs.\n"
    ),
    "_members/di-okafor.md": (
        "---\nname: Di Okafor\nheadshot: /assets/img/di.jpg\nrole: postdoc\n"
        "email: di@fenwick.example\n---\nDi models nitrogen.\n"
    ),
}
HUGO = {
    "config.yaml": "title: Harrow Optics Group\nbaseURL: https://harrow.example.edu/\n",
    "content/authors/kofi/_index.md": (
        "---\ntitle: Kofi Mensah\nrole: Research Scientist\nuser_groups:\n- Researchers\n"
        "organizations:\n- name: Harrow Institute\n---\nKofi builds lasers.\n"
    ),
}


def _image(path, color="navy", size=(64, 80), kind="JPEG"):
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, color).save(path, kind)


def _jekyll(tmp_path):
    root = write(tmp_path / "fenwick", JEKYLL)
    _image(root / "assets/img/ana.jpg")
    (root / "assets/img/di.jpg").write_bytes(b"\xff\xd8\xff\xe0 not really a picture")
    _image(tmp_path / "outside.jpg", "red")
    return root


def _import(path, capture, **options):
    with capture(execute=True):
        return import_documents([str(path)], **options)


def test_a_jekyll_members_photo_is_stored_from_the_sites_root(tmp_path, django_capture_on_commit_callbacks):
    _import(_jekyll(tmp_path), django_capture_on_commit_callbacks)
    ana = Person.objects.get(name="Ana Ruiz")
    assert ana.photo and ana.photo_small
    with ana.photo.open("rb") as handle, Image.open(handle) as stored:
        assert stored.size == (64, 80)


def test_a_hugo_authors_avatar_beside_the_profile_is_stored(tmp_path, django_capture_on_commit_callbacks):
    root = write(tmp_path / "harrow", HUGO)
    _image(root / "content/authors/kofi/avatar.jpg", "green")
    _import(root, django_capture_on_commit_callbacks)
    assert Person.objects.get(name="Kofi Mensah").photo


def test_a_hugo_photo_in_static_is_found_from_the_root(tmp_path, django_capture_on_commit_callbacks):
    files = dict(HUGO)
    files["content/authors/kofi/_index.md"] = files["content/authors/kofi/_index.md"].replace(
        "role:", "avatar: /people/kofi.png\nrole:"
    )
    root = write(tmp_path / "harrow", files)
    _image(root / "static/people/kofi.png", "teal", kind="PNG")
    _import(root, django_capture_on_commit_callbacks)
    assert Person.objects.get(name="Kofi Mensah").photo


def test_a_members_own_photo_is_kept(tmp_path, django_capture_on_commit_callbacks):
    ana = Person.objects.create(name="Ana Ruiz", slug="ana-ruiz", role="phd")
    own = io.BytesIO()
    Image.new("RGB", (30, 30), "yellow").save(own, "PNG")
    store_photo(ana, own)
    ana.save()
    kept = ana.photo.name
    report = _import(_jekyll(tmp_path), django_capture_on_commit_callbacks)
    assert Person.objects.get(pk=ana.pk).photo.name == kept
    changes = [c for f in report.files for c in f.changes]
    assert not any("ana-ruiz: photo" in c for c in changes)
    assert any("di-okafor" in c for c in changes)  # the others are imported


def test_a_path_out_of_the_folder_is_refused(tmp_path, django_capture_on_commit_callbacks):
    report = _import(_jekyll(tmp_path), django_capture_on_commit_callbacks)
    bo = Person.objects.get(name="Bo Lind")
    assert not bo.photo
    assert any("Bo Lind" in w and "outside.jpg" in w and "outside the imported folder" in w for w in warnings(report))


def test_a_web_address_is_not_fetched(tmp_path, monkeypatch, django_capture_on_commit_callbacks):
    def no_network(*args, **kwargs):
        raise AssertionError("the import opened a network connection")

    monkeypatch.setattr(socket, "create_connection", no_network)
    monkeypatch.setattr(socket.socket, "connect", no_network)
    report = _import(_jekyll(tmp_path), django_capture_on_commit_callbacks)
    assert not Person.objects.get(name="Cy Dunmore").photo
    assert any("Cy Dunmore" in w and "pics.example.org/cy.jpg" in w and "web address" in w for w in warnings(report))


def test_a_broken_image_is_warned_and_the_rest_of_the_person_imported(tmp_path, django_capture_on_commit_callbacks):
    report = _import(_jekyll(tmp_path), django_capture_on_commit_callbacks)
    di = Person.objects.get(name="Di Okafor")
    assert not di.photo
    assert di.email == "di@fenwick.example" and di.role == "postdoc"
    assert any("Di Okafor" in w and "di.jpg" in w and "not an image" in w for w in warnings(report))


def test_a_file_too_big_is_refused(tmp_path, settings, monkeypatch, django_capture_on_commit_callbacks):
    monkeypatch.setattr("importer.photo_files.MAX_BYTES", 100)
    report = _import(_jekyll(tmp_path), django_capture_on_commit_callbacks)
    assert not Person.objects.get(name="Ana Ruiz").photo
    assert any("Ana Ruiz" in w and "ana.jpg" in w and "the limit is 100" in w for w in warnings(report))


def test_a_second_import_changes_nothing(tmp_path, django_capture_on_commit_callbacks):
    root = _jekyll(tmp_path)
    _import(root, django_capture_on_commit_callbacks)
    stored = Person.objects.get(name="Ana Ruiz").photo.name
    report = _import(root, django_capture_on_commit_callbacks)
    assert Person.objects.get(name="Ana Ruiz").photo.name == stored
    assert not [c for f in report.files for c in f.changes if "photo" in c]


def test_a_dry_run_stores_no_file_and_says_what_it_would_do(tmp_path, settings, django_capture_on_commit_callbacks):
    report = _import(_jekyll(tmp_path), django_capture_on_commit_callbacks, dry_run=True)
    assert not Person.objects.exists()
    media = settings.MEDIA_ROOT
    assert not media.exists() or not [p for p in media.rglob("*") if p.is_file()]
    changes = [c for f in report.files for c in f.changes]
    assert any("photo from ana.jpg" in c for c in changes)


def test_a_rosters_photo_keys_give_the_path_as_written():
    text = (
        "- name: Ana Ruiz\n  image: people/ana.jpg\n"
        "- name: Bo Lind\n  picture: {src: /img/bo.png, alt: Bo}\n"
        "- name: Cy Dunmore\n"
    )
    people = read_people_file("_data/people.yml", text).people
    assert [p.photo for p in people] == ["people/ana.jpg", "/img/bo.png", ""]


def test_a_personal_sites_configured_avatar_is_its_owners_photo(tmp_path, django_capture_on_commit_callbacks):
    root = write(
        tmp_path / "personal",
        {
            "_config.yml": (
                "title: Wren Halloway\nauthor:\n  name: Wren Halloway\n  avatar: wren.png\n"
                "  email: wren@halloway.example\n"
            ),
            "_pages/about.md": "---\npermalink: /\ntitle: About\n---\nI study tidal marsh birds.\n",
        },
    )
    _image(root / "images/wren.png", "olive", kind="PNG")
    _import(root, django_capture_on_commit_callbacks)
    assert Person.objects.get(name="Wren Halloway").photo
