"""Projects' pictures and the group photo: WebP/AVIF copies made on upload, lazy below the fold, eager above."""

import io
import re

import pytest
from django.apps import apps
from django.core.files.base import ContentFile
from PIL import Image, features

from content import pictures
from content.models import Project
from labsite import renditions
from people.models import Lab

FORMATS = ["webp", "avif"] if features.check("avif") else ["webp"]


@pytest.fixture(autouse=True)
def no_page_cache(settings):
    settings.LABSITE_PAGE_CACHE = False


def jpeg(size):
    buffer = io.BytesIO()
    Image.new("RGB", size, "olive").save(buffer, "JPEG")
    return ContentFile(buffer.getvalue())


@pytest.fixture
def project(db):
    project = Project(title="Tiered Caches", summary="Caches in tiers.", image_alt="A diagram of three tiers")
    project.image.save("tiers.jpg", jpeg((1500, 1000)), save=False)
    project.save()
    return project


@pytest.fixture
def lab(db):
    lab = Lab(name="Fictional Storage Lab", description="We store things.", group_photo_alt="The lab on the stairs")
    lab.group_photo.save("group.jpg", jpeg((1280, 800)), save=False)
    lab.save()
    return lab


def test_an_uploaded_project_picture_gets_its_copies(project):
    storage, name = project.image.storage, project.image.name
    manifest = renditions.read(storage, name)
    assert manifest["widths"] == [480, 800, 1200, 1500]  # the widest is the picture's own width
    for width in manifest["widths"]:
        for extension in FORMATS:
            with storage.open(renditions.rendition_name(name, width, extension), "rb") as handle:
                image = Image.open(io.BytesIO(handle.read()))
                assert image.format == extension.upper()
                assert image.size == (width, round(width * 2 / 3))


def test_saving_a_project_again_makes_no_copies(project, monkeypatch):
    made = []
    monkeypatch.setattr(renditions, "make", lambda *args, **kwargs: made.append(args))
    project.summary = "Caches in three tiers."
    project.save()
    assert made == []
    project.image.save("other.jpg", jpeg((900, 600)), save=False)
    project.save()
    assert [args[1] for args in made] == [project.image.name]


def test_project_pages_offer_the_copies(client, project):
    detail = client.get(project.get_absolute_url()).content.decode()
    research = client.get("/research/").content.decode()
    for html, lazy in ((detail, False), (research, True)):
        picture = re.search(r"<picture>.*?</picture>", html, flags=re.S).group(0)
        for extension in FORMATS:
            srcset = re.search(rf'<source type="image/{extension}" srcset="([^"]+)"', picture).group(1)
            assert f"{renditions.rendition_name(project.image.name, 800, extension).split('/')[-1]} 800w" in srcset
        assert f'src="{project.image.url}"' in picture and 'alt="A diagram of three tiers"' in picture
        assert ('loading="lazy"' in picture) is lazy
        assert ('fetchpriority="high"' in picture) is not lazy
        assert re.search(r'width="\d+" height="\d+"', picture)


def test_the_group_photo_is_fetched_first_and_never_lazily(client, lab, project):
    html = client.get("/").content.decode()
    hero = re.search(r'<figure class="hero-photo">(.*?)</figure>', html, flags=re.S).group(1)
    assert hero.startswith("<picture>")
    assert 'fetchpriority="high"' in hero and 'loading="lazy"' not in hero
    assert 'width="640" height="400"' in hero and 'alt="The lab on the stairs"' in hero
    assert renditions.rendition_name(lab.group_photo.name, 480, "webp") in hero
    assert html.count('fetchpriority="high"') == 1  # the project cards below it wait their turn
    card = re.search(r'<li class="project-card">.*?</li>', html, flags=re.S).group(0)
    assert 'loading="lazy"' in card


def test_missing_copies_are_made_by_the_command(project, lab):
    renditions.remove(project.image.storage, project.image.name)
    renditions.remove(lab.group_photo.storage, lab.group_photo.name)
    assert sorted(pictures.make_missing(apps)) == sorted([project.image.name, lab.group_photo.name])
    assert list(pictures.make_missing(apps)) == []


def test_a_picture_that_cannot_be_read_is_saved_and_named_in_the_log(db, caplog):
    project = Project(title="Lost Picture", summary="Its file is gone.")
    project.image.name = "projects/not-there.jpg"  # a name with no file behind it
    with caplog.at_level("WARNING", logger="content.pictures"):
        project.save()
    assert Project.objects.filter(pk=project.pk).exists()
    assert "projects/not-there.jpg" in caplog.text and "Project.image" in caplog.text
