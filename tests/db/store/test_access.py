"""Tokens and If-Match, without a database (api/db/store/access.py)."""

import pytest

from api.db.errors import Forbidden, InvalidToken, PreconditionFailed, Unauthorized
from api.db.models import Sheet
from api.db.store.access import check_if_match, check_token, hash_token, require_token

SHEET = Sheet(id="s", edit_token_hash=hash_token("edit"), view_token_hash=hash_token("view"))


def test_the_edit_token_writes_the_view_token_reads():
    assert check_token(SHEET, "edit", write=True) is SHEET
    assert check_token(SHEET, "view", write=False) is SHEET
    with pytest.raises(Forbidden):
        check_token(SHEET, "view", write=True)


def test_a_wrong_token_and_a_missing_sheet_get_the_same_answer():
    with pytest.raises(InvalidToken) as wrong:
        check_token(SHEET, "nope", write=False)
    with pytest.raises(InvalidToken) as missing:
        check_token(None, "edit", write=False)
    assert str(wrong.value) == str(missing.value) and wrong.value.status == 401


@pytest.mark.parametrize("token", [None, ""])
def test_no_token_is_a_401(token):
    with pytest.raises(Unauthorized):
        require_token(token)


def test_if_match_names_the_versions_a_client_expects():
    check_if_match(3, None)
    check_if_match(3, {1, 3})
    with pytest.raises(PreconditionFailed) as caught:
        check_if_match(3, set())  # only weak tags were sent: they never match a write
    assert caught.value.extra["version"] == 3
