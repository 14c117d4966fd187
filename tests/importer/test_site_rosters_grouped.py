"""Lab rosters of the sciences filed under group keys in the shapes real labs leave them: the head's own mapping
above lists of people, former members and collaborators as lines of text ("Dr Ada Brook", "Prof X (University
of Y)"), rotation students in sub-groups by year, empty groups, a template's placeholder for a group, a
description that is a sentence about the person, switches (`is_pi: True`, `is_current: False`), alumni lines
with "Current: ...", names written in Han characters and in Latin letters, numbered lines running "至今" (to
this day), a network's front page left as a profile link, and a head listed first with nothing but a link.

Every person, lab and place in these files is fictional.
"""

import datetime as dt

import pytest
import yaml

from importer.parsers.people_files import read_people_file
from importer.parsers.roles import role_from_title
from importer.parsers.roster_entries import bilingual_name, person_from_line
from importer.parsers.roster_shape import looks_like_roster
from importer.parsers.structured.roster_links import names_no_one
from importer.services import import_documents
from people.models import Person
from tests.importer.site_files import warnings, write

KEYED_GROUPS = """\
pi:
  name: "Prof. Maren Oyelaran"
  title: "Professor of Marine Microbiology"
  institution: "Institute of Coastal Science, Harbury University"
  email: "m.oyelaran@harbury.example.ac.uk"
  orcid: "https://orcid.org/0000-0002-4444-1212"

postdocs:
  - name: "Dr. Teodor Vasquez-Lind"
    title: "Postdoctoral Research Fellow"
    email: ""
  - name: "Dr. Nell Okafor"
    title: "Research Fellow"
    twitter: "https://twitter.com/nellokafor"

phd_students:
  - name: "Ilse Marchetti"
    title: "PhD Student (Coastal DTP)"
  - name: "Quinn Adebayo-Hart"
    title: "PhD Student"

msc_students:
  - name: "Rosa Delacroix"
    title: "MSci Student"

students: []

former:
  - "Dr Piotr Zelenko"
  - "Dr Amara Fitzwilliam"
  - "Lucien Abernathy"

collaborators:
  - "Prof Hiroko Tanabe-Lowe (University of Eastmere)"
  - "Dr Odile Brannigan, Professor of Sediment Dynamics (Westfold University)"

rotations:
  - year: 2021
    students:
      - Saoirse Kealy (BIO)
      - Quinn Adebayo-Hart (Ocean Sciences)
  - year: 2022
    students: []
"""


def _people(tmp_path, files):
    report = import_documents([write(tmp_path / "lab", files)])
    assert not report.failed
    return report, {p.name: p for p in Person.objects.all()}


def test_a_head_mapping_lists_of_people_and_lines_of_names_under_group_keys_all_become_members(db, tmp_path):
    _report, people = _people(tmp_path, {"data/people.yaml": KEYED_GROUPS})

    assert set(people) == {
        "Maren Oyelaran",
        "Teodor Vasquez-Lind",
        "Nell Okafor",
        "Ilse Marchetti",
        "Quinn Adebayo-Hart",
        "Rosa Delacroix",
        "Piotr Zelenko",
        "Amara Fitzwilliam",
        "Lucien Abernathy",
        "Hiroko Tanabe-Lowe",
        "Odile Brannigan",
        "Saoirse Kealy",
    }
    head = people["Maren Oyelaran"]
    assert head.role == "pi"  # filed under `pi`, whatever the professor's title
    assert head.email == "m.oyelaran@harbury.example.ac.uk"
    assert people["Nell Okafor"].role == "postdoc"  # a "Research Fellow" filed under the postdocs
    assert people["Rosa Delacroix"].role == "master"
    assert {people[n].role for n in ("Piotr Zelenko", "Amara Fitzwilliam", "Lucien Abernathy")} == {"alumni"}
    assert people["Hiroko Tanabe-Lowe"].role == "collaborator"
    assert people["Hiroko Tanabe-Lowe"].affiliation == "University of Eastmere"
    brannigan = people["Odile Brannigan"]
    assert (brannigan.role, brannigan.position) == ("collaborator", "Professor of Sediment Dynamics")
    assert people["Saoirse Kealy"].role == "visitor"  # a rotation student passed through
    assert people["Quinn Adebayo-Hart"].role == "phd"  # listed as a member first, then among the rotations


GROUP_ENTRIES_WITH_SENTENCES = """\
- group: Postdoctoral Fellows
  members:
    - name: Henrike Solberg, PhD
      description: Dr. Solberg is a postdoctoral fellow studying lymphoma models in the lab
- group: Instructors
  members:
    - name: Dr. Casimir Ndiaye, MD, PhD
      description: Dr. Ndiaye is a hematopathologist working on lymphoma in the lab
- group: Students
  members:
    - name: Ottilie Brandvold, MS
      description: Ottilie Brandvold is a PhD student with the Department of Biology
- group: Research Staff
  members:
    - name: Jasper Wrenfield, BS
      description: Jasper is the lab manager and a research technician
- group: Past Members
  members:
    - name: Marisol Quiñonez, PhD
      description: Marisol received her PhD from the graduate programme of the university
"""


def test_a_description_that_is_a_sentence_about_the_person_is_the_bio_and_may_give_the_role(db, tmp_path):
    _report, people = _people(tmp_path, {"data/people.yaml": GROUP_ENTRIES_WITH_SENTENCES})

    student = people["Ottilie Brandvold"]
    assert student.role == "phd"  # from "is a PhD student", the group saying only "Students"
    assert student.position == ""
    assert student.bio.startswith("Ottilie Brandvold is a PhD student")
    assert people["Henrike Solberg"].position == ""
    assert people["Jasper Wrenfield"].role == "staff"
    instructor = people["Casimir Ndiaye"]
    assert (instructor.role, instructor.position) == ("faculty", "Instructor")  # junior faculty, not the lab's head
    alumna = people["Marisol Quiñonez"]
    assert alumna.role == "alumni"
    assert alumna.now_at == ""  # a sentence about her degree says nothing of where she went


PLACEHOLDER_GROUP = """\
pi:
  name: "Wendeline Aster"
  role: "Principal Investigator"
  email: "w.aster@example.edu"

members:
  - name: "Graduate Researchers"
    role: "Students and trainees"
    interests: "spectrometry, annotation"
"""


def test_a_group_holding_only_the_templates_placeholder_leaves_the_head_alone(db, tmp_path):
    report, people = _people(tmp_path, {"data/people.yaml": PLACEHOLDER_GROUP})

    assert set(people) == {"Wendeline Aster"}
    assert people["Wendeline Aster"].role == "pi"
    assert any("names no person" in w for w in warnings(report))


SWITCHES_AND_EMPTY_LINKS = """\
- name: Dr. Severin Okonkwo-Blum
  is_pi: True
  is_current: True
  position: Associate Professor
  researchgate: https://www.researchgate.net/profile
  bluesky: https://bsky.app/
  scholar: https://scholar.google.com/citations?user=AbCdEf12345J
- name: Dr. Liesl Amundsen
  is_pi: True
  position: Assistant Professor
- name: Tobiah Greaves
  is_current: False
  position: PhD Student
"""


def test_switches_say_who_runs_the_lab_and_who_has_left_and_empty_profile_pages_are_no_links(db, tmp_path):
    _report, people = _people(tmp_path, {"_data/team.yml": SWITCHES_AND_EMPTY_LINKS})

    assert people["Severin Okonkwo-Blum"].role == "pi"
    assert people["Liesl Amundsen"].role == "pi"
    assert people["Tobiah Greaves"].role == "alumni"
    urls = [link.url for link in people["Severin Okonkwo-Blum"].links.all()]
    assert urls == ["https://scholar.google.com/citations?user=AbCdEf12345J"]


CURRENT_AND_ALUMNI = """\
current:
- name: Philippa Oduya
  role: Principal Investigator
  email: poduya@example.edu
- name: Anselm (Sol) Vantongeren
  role: Neuroscience Graduate Program
- name: Marguerite Ilunga
  role: Tamsin Lab & Core Facility Lab Manager
alumni:
- name: Dorian Quail
  role: Human Genetics Graduate Program
  bio: Dorian joined the Human Genetics graduate program in 2017.
- name: Beatrix Holloway-Sen, Ph.D.
  role: <a href="https://institute.example.org/">Kestrel Institute</a> Postdoctoral Fellow
- name: Emeric Tanaka
  role: 'Postdoctoral Fellow, Current: Data Engineer, Northgate Analytics'
- name: Yolanda Ferrante
  role: 'Current: Assistant Professor, Department of Ophthalmology, Eastmere University'
"""


def test_alumni_lines_labelled_current_give_where_they_went_and_graduate_programmes_are_doctoral(db, tmp_path):
    _report, people = _people(tmp_path, {"data/people.yaml": CURRENT_AND_ALUMNI})

    student = people["Anselm Vantongeren"]
    assert student.role == "phd"
    assert "Sol Vantongeren" in student.alt_names
    assert people["Marguerite Ilunga"].role == "staff"
    dorian = people["Dorian Quail"]
    assert (dorian.role, dorian.now_at) == ("alumni", "")
    assert people["Beatrix Holloway-Sen"].position == "Kestrel Institute Postdoctoral Fellow"  # no markup
    emeric = people["Emeric Tanaka"]
    assert (emeric.position, emeric.now_at) == ("Postdoctoral Fellow", "Data Engineer, Northgate Analytics")
    yolanda = people["Yolanda Ferrante"]
    assert yolanda.role == "alumni"
    assert yolanda.now_at.startswith("Assistant Professor, Department of Ophthalmology")


TWO_SCRIPTS_TEAM = """\
- name: 罗雨桐 Yutong Luo
  info: 浙江湖州人，主要从事灌溉水力学相关研究工作。
  email: ytluo@example.cn
  number_educ: 2
  education1: 2021.9-至今 <br>在读博士生，东原农业大学 <br>Ph.D. Candidate, Dongyuan Agricultural University
  education2: 2017.9-2021.7 <br>本科，东原农业大学 <br>Bachelor, Dongyuan Agricultural University

- name: 石嘉禾 Jiahe Shi
  info: 辽宁人。
  number_educ: 2
  education1: 2024.4-至今 <br>考研录取，东原农业大学 <br>Future Master Student, Dongyuan Agricultural University
  education2: 2021.9-至今 <br>在读本科生，南屿大学 <br>Bachelor Student, Nanyu University
"""
TWO_SCRIPTS_ALUMNI = """\
- name: 白思远 Siyuan Bai
  duration: 2019.9-2022.6 硕士，水利工程专业
  info: 湖南人，主要从事泵站相关研究工作。
  number_educ: 1
  education1: 2019.9-2022.6 <br>硕士，东原农业大学 <br>Master, Dongyuan Agricultural University
"""
TWO_SCRIPTS_HEAD = """\
- name: 程立言<br>Liyan Cheng
  info: 江苏人，主要从事水动力学研究工作。
  email: lycheng@example.cn
  number_educ: 2
  education1: 2022.1-至今  <br>副教授，东原农业大学  <br>Associate Professor, Dongyuan Agricultural University
  education2: 2017.7-2021.12  <br>讲师，东原农业大学  <br>Lecturer, Dongyuan Agricultural University
"""


def test_names_in_two_scripts_and_numbered_lines_running_to_this_day_give_names_and_roles(db, tmp_path):
    report, people = _people(
        tmp_path,
        {
            "_data/team_members.yml": TWO_SCRIPTS_TEAM,
            "_data/alumni_members.yml": TWO_SCRIPTS_ALUMNI,
            "_data/pi.yml": TWO_SCRIPTS_HEAD,
        },
    )

    assert {f.format for f in report.files if f.status != "skipped"} == {"roster"}
    assert set(people) == {"Yutong Luo", "Jiahe Shi", "Siyuan Bai", "Liyan Cheng"}
    assert people["Yutong Luo"].alt_names == ["罗雨桐"]
    assert people["Yutong Luo"].role == "phd"
    assert people["Yutong Luo"].position == ""  # "浙江湖州人，..." is a sentence about her, not a title
    assert people["Jiahe Shi"].role == "undergrad"  # the master's place is still to come
    assert people["Liyan Cheng"].role == "pi"
    assert people["Liyan Cheng"].alt_names == ["程立言"]
    alumnus = people["Siyuan Bai"]
    assert (alumnus.role, alumnus.joined.year, alumnus.left) == ("alumni", 2019, dt.date(2022, 12, 31))


HEAD_LISTED_FIRST = """\
- name: Corwin Achebe-Lund (he/him)
  position: "**[Google Scholar Profile](https://scholar.google.com/citations?user=QwErTy12345J)**"
  email: cachebe (at) example.edu
- name: Ysolde Marchbank (she/her)
  position: Laboratory Assistant
- name: Dr. Rafferty Osei (he/him)
  position: "Postdoctoral Scholar <br> from the **[Lindqvist Institute](https://lindqvist.example.org/)**"
- name: Thea Vukovic (she/her)
  position: "**[Biophysics](https://biophysics.example.edu/)** Graduate Student"
"""


def test_the_person_listed_first_with_nothing_but_a_link_heads_a_roster_that_names_no_head(db, tmp_path):
    _report, people = _people(tmp_path, {"_data/members.yml": HEAD_LISTED_FIRST})

    assert people["Corwin Achebe-Lund"].role == "pi"
    assert people["Thea Vukovic"].role == "phd"


BIOS_ONLY = """\
- name: 'Aurelio Castellani'
  bio: |
    AC is Staff Researcher at the Institute for Thin Films of the National Research Council.<br>
    His expertise is pulsed laser deposition.
- name: 'Fiorella Bassani'
  bio: |
    FB is an associate professor at the Physics Department of the University of Sorrento.
- name: 'Gaspare Lentini'
  bio: |
    PhD student working on oxide membranes.
"""


def test_a_bio_opening_with_what_the_person_is_gives_the_role_when_nothing_else_does(db, tmp_path):
    _report, people = _people(tmp_path, {"data/people.yaml": BIOS_ONLY})

    assert people["Aurelio Castellani"].role == "researcher"
    assert people["Fiorella Bassani"].role in ("pi", "faculty")
    assert people["Gaspare Lentini"].role == "phd"


@pytest.mark.parametrize(
    "title, role",
    [
        ("Neuroscience Graduate Program", "phd"),
        ("MD/PhD Program, Neuroscience", "phd"),
        ("Graduate Program Coordinator", "staff"),
        ("Director of the Graduate Program", None),
    ],
)
def test_a_graduate_programme_named_as_a_members_place_is_a_doctoral_student(title, role):
    assert role_from_title(title, runs_group=False) == role


@pytest.mark.parametrize(
    "url, empty",
    [
        ("https://bsky.app/", True),
        ("https://www.researchgate.net/profile", True),
        ("https://www.linkedin.com/in/", True),
        ("https://scholar.google.com/citations?user=AbCdEf12345J", False),
        ("https://github.com/ysolde-m", False),
        ("https://ysolde.example.org/", False),
    ],
)
def test_a_networks_front_page_names_no_one(url, empty):
    assert names_no_one(url) is empty


def test_names_in_two_scripts_and_lines_naming_people():
    assert bilingual_name("罗雨桐 Yutong Luo") == ("Yutong Luo", "罗雨桐")
    assert bilingual_name("Yutong Luo (罗雨桐)") == ("Yutong Luo", "罗雨桐")
    assert bilingual_name("Yutong Luo") is None
    assert person_from_line("Dr Odile Brannigan, Professor of Sediment Dynamics (Westfold University)") == {
        "affiliation": "Westfold University",
        "position": "Professor of Sediment Dynamics",
        "name": "Dr Odile Brannigan",
    }
    assert person_from_line("Graduate Researchers") is None


@pytest.mark.parametrize(
    "text",
    [
        "skills:\n  - Python\n  - Machine Learning\ntools:\n  - Docker\n",  # words under keys naming no people
        "basics:\n  name: Ysolde Marchbank\nwork:\n  - company: Acme\n    position: Engineer\n",  # a JSON Resume
    ],
)
def test_data_that_lists_no_group_of_people_is_no_roster(text):
    assert not looks_like_roster(yaml.safe_load(text))


def test_a_people_file_of_groups_reads_without_the_site_around_it():
    document = read_people_file("data/people.yaml", KEYED_GROUPS)

    roles = {p.name: p.role for p in document.people}
    assert roles["Maren Oyelaran"] == "pi"
    assert roles["Lucien Abernathy"] == "alumni"


TOML_ROSTER = """\
[[current]]
name = "Ingmar Castellanos, Ph.D."
url = "https://castellanos-lab.example.org/"
role = "Principal Investigator"
email = "icastellanos@example.edu"

[[current]]
name = "Perpetua Nakashima"
role = "DPhil student"

[[current]]
name = "Biscuit"
role = "Lab Security"

[[former]]
name = "Orrin Vellacott"
role = "Summer Intern"
"""


def test_a_toml_roster_is_read_as_one_and_the_labs_dog_is_no_member(db, tmp_path):
    report, people = _people(tmp_path, {"data/people.toml": TOML_ROSTER})

    assert [f.format for f in report.files if f.status != "skipped"] == ["roster"]
    assert set(people) == {"Ingmar Castellanos", "Perpetua Nakashima", "Orrin Vellacott"}
    assert people["Ingmar Castellanos"].role == "pi"
    assert people["Perpetua Nakashima"].role == "phd"  # Oxford's DPhil
    assert people["Orrin Vellacott"].role == "alumni"
    assert any("mascot" in w for w in warnings(report))


def test_a_toml_roster_given_alone_is_no_cv_of_papers(db, tmp_path):
    path = tmp_path / "people.toml"
    path.write_text(TOML_ROSTER, encoding="utf-8")

    report = import_documents([path])

    assert not report.failed
    assert report.files[0].format == "roster"
    assert Person.objects.filter(name="Ingmar Castellanos", role="pi").exists()


def test_a_toml_roster_written_wrong_fails_at_its_line_and_writes_nothing(db, tmp_path):
    path = tmp_path / "people.toml"
    path.write_text(TOML_ROSTER.replace('role = "Summer Intern"', 'role = "Summer Intern'), encoding="utf-8")

    report = import_documents([path])

    assert len(report.failed) == 1
    assert "TOML roster could not be read" in report.files[0].error
    assert "line" in report.files[0].error
    assert not Person.objects.exists()


ALUMNI_NOTES = """\
# `since` = join term.
admin:
  - name: "Sun-Mi Yoo"
    role: "Administrative Assistant"
    email: "sunmi.yoo at example.ac.kr"

grads:
  - name: "Dowon Baek"
    email: "dwbaek at example.ac.kr"
    since: "Fall 2022"

alumni_postdocs:
  - name: "Ingrid Matsuda"
    note: "2014 Spring – 2017 Fall · Associate Professor, Department of Physics, Eastmere University"
  - name: "Hamid Okoro"
    note: "2018 Spring – 2020 Spring"

alumni_undergrads:
  - name: "Jiwoo Seong"
    note: "Assistant Professor, Bioengineering, Westfold University"
  - name: "Others"
    note: "Minjae Kwak, Selin Arda, Haruto Ibe, Nadia Oyelowo"
"""


def test_alumni_notes_give_dates_and_next_posts_and_an_entry_named_others_lists_people(db, tmp_path):
    _report, people = _people(tmp_path, {"_data/members.yml": ALUMNI_NOTES})

    assert "Others" not in people
    assert {people[n].role for n in ("Minjae Kwak", "Selin Arda", "Haruto Ibe", "Nadia Oyelowo")} == {"alumni"}
    assert people["Sun-Mi Yoo"].email == "sunmi.yoo@example.ac.kr"  # "user at host" in an e-mail field
    assert people["Dowon Baek"].role == "phd"
    assert people["Dowon Baek"].joined.year == 2022
    ingrid = people["Ingrid Matsuda"]
    assert (ingrid.joined.year, ingrid.left.year) == (2014, 2017)
    assert ingrid.now_at == "Associate Professor, Department of Physics, Eastmere University"
    hamid = people["Hamid Okoro"]
    assert (hamid.role, hamid.left.year, hamid.now_at) == ("alumni", 2020, "")
    assert people["Jiwoo Seong"].now_at == "Assistant Professor, Bioengineering, Westfold University"


SPREADSHEET_ROSTER = """\
LastName,FirstName,Email,Institution,Job,Interests,Current
Vantreight,Odette,odette.v@example.org,Northgate,Research Engineer,Calibration,y
Kowalczyk,Bartek,,Eastmere,Masters student,Tracking,n
Ferreira-Obi,Lucas,l.fobi@example.org,Westfold,Former PhD student  ,,y
Halvorsen,Sigrun,,Northgate,Retired,,y
Abara,Chidi,c.abara@example.org,Eastmere,Professor,Theory,y
"""
GROUP_SLUGS = """\
name,group,email,url,bio,title
Ximena Oduya,PI,xoduya@example.edu,https://xoduya.example.edu/,"Ximena directs the lab.",Assistant Professor of Linguistics
Corentin Baptiste,labalumni,cbaptiste@example.edu,https://cbaptiste.example.org,"I'm interested in sentence processing.",Post-Doctoral Fellow
Ama Kessie,grad,akessie@example.edu,no,,PhD Student in Linguistics
"""


def test_a_spreadsheet_with_first_and_last_name_columns_and_a_current_flag_is_a_roster(db, tmp_path):
    report, people = _people(tmp_path, {"_data/people.csv": SPREADSHEET_ROSTER})

    assert [f.format for f in report.files if f.status != "skipped"] == ["roster"]
    assert set(people) == {
        "Odette Vantreight",
        "Bartek Kowalczyk",
        "Lucas Ferreira-Obi",
        "Sigrun Halvorsen",
        "Chidi Abara",
    }
    assert people["Odette Vantreight"].position == "Research Engineer"
    assert people["Odette Vantreight"].affiliation == "Northgate"
    assert people["Bartek Kowalczyk"].role == "alumni"  # Current: n
    assert people["Lucas Ferreira-Obi"].role == "alumni"
    assert people["Sigrun Halvorsen"].role == "alumni"  # retired
    assert people["Chidi Abara"].role == "pi"  # the roster's one professor


def test_a_one_word_group_slug_and_a_bio_in_the_first_person_are_read_for_what_they_are(db, tmp_path):
    _report, people = _people(tmp_path, {"_data/people.csv": GROUP_SLUGS})

    alumnus = people["Corentin Baptiste"]
    assert (alumnus.role, alumnus.now_at) == ("alumni", "")  # "labalumni"; "I'm interested in" is no next job
    assert people["Ama Kessie"].role == "phd"
    assert not people["Ama Kessie"].links.exists()  # "url: no"
