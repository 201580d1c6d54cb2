"""Every body whose shape depends on the family has a shape for each family of the family table
(shared_rules/families.py FAMILIES), and no other: a new family fails here, by name, until the API
has its shapes."""

import pytest
from marshmallow import Schema

from api.schemas import families, sheet_families, sheets
from api.schemas.profile import FAMILIES as PROFILE_FAMILIES
from shared_rules.families import FAMILIES


def by_family_bodies() -> list[type[families.ByFamily]]:
    todo, found = [families.ByFamily], []
    while todo:
        for sub in todo.pop().__subclasses__():
            found.append(sub)
            todo.append(sub)
    return found


def test_the_bodies_by_family_are_the_ones_the_api_declares():
    names = {body.__name__ for body in by_family_bodies()}
    assert {"SettleBody", "CountBody", "ReplayBody", "SheetCreateBody", "SheetPutBody"} <= names


@pytest.mark.parametrize("body", by_family_bodies(), ids=lambda body: body.__name__)
def test_each_body_has_a_shape_for_every_family(body):
    assert set(body.SHAPES) == set(FAMILIES)
    assert all(issubclass(shape, Schema) for shape in body.SHAPES.values())


def test_an_entry_record_has_the_shape_of_every_family():
    assert set(sheet_families.ENTRY_RECORDS) == set(FAMILIES)
    record = sheets.EntryPutSchema._declared_fields["record"]
    assert set(record.shapes) == set(FAMILIES)


def test_a_profile_names_a_family_of_the_table():
    assert list(FAMILIES) == PROFILE_FAMILIES
