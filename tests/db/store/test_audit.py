"""The audit as pure functions: entries in memory, no database (api/db/store/audit.py)."""

import pytest

from api.db.errors import Invalid
from api.db.models import Entry
from api.db.store.audit import audit_report, compare
from shared_rules import settle

FOUR = ["Anna", "Bernd", "Clara", "David"]


def entry(n: int, record: dict, written=None, stored=None) -> Entry:
    full = {"players": FOUR, **record}
    return Entry(
        entry_id=f"e{n}",
        seq=n,
        dealer="David",
        record=full,
        written=written,
        result=stored if stored is not None else settle(full),
    )


DREIER = {"game": "dreier", "declarer": "Anna", "won": True}  # Anna +12, the others −4
RUFER = {"game": "rufer", "declarer": "Bernd", "partner": "Clara", "called_king": "HK", "won": True}


def report(entries, overrides=None):
    return audit_report(
        "sheet", 7, FOUR, entries, lambda e: settle(e.record), overrides or {}, stored_totals={}
    )


def test_paper_that_agrees_is_ok_and_the_running_totals_add_up():
    paper = {"points": {"Anna": 12, "Bernd": -4, "Clara": -4, "David": -4}}
    second = {"totals": {"Anna": 11, "Bernd": -3, "Clara": -3, "David": -5}}
    got = report([entry(1, DREIER, paper), entry(2, RUFER, second)])
    assert got["ok"] and got["checked"] == 2 and got["differing"] == 0
    assert got["recomputed_totals"]["points"] == {"Anna": 11, "Bernd": -3, "Clara": -3, "David": -5}
    assert got["entries"][1]["totals_difference"] == dict.fromkeys(FOUR, 0)


@pytest.mark.parametrize(
    ("written", "kinds"),
    [
        ({"Anna": -12, "Bernd": 4, "Clara": 4, "David": 4}, {"signs_reversed", "line_reversed"}),
        ({"Anna": 24, "Bernd": -8, "Clara": -8, "David": -8}, {"line_doubled"}),
        ({"Anna": 12, "Bernd": -4, "Clara": -4, "David": 0}, {"not_zero_sum"}),
    ],
)
def test_a_difference_is_explained_by_the_line_that_accounts_for_it(written, kinds):
    result = settle({"players": FOUR, **DREIER})
    item = compare(FOUR, result, {"points": written}, running={})
    assert not item["ok"] and {n["kind"] for n in item["explanation"]} == kinds


def test_paper_numbers_in_the_request_win_over_the_stored_ones():
    stored = {"points": {"Anna": 12, "Bernd": -4, "Clara": -4, "David": -4}}
    wrong = {"points": {"Anna": 0, "Bernd": 0, "Clara": 0, "David": 0}}
    got = report([entry(1, DREIER, stored)], overrides={"e1": wrong})
    assert not got["ok"] and got["entries"][0]["difference"]["Anna"] == -12


def test_an_entry_the_engine_settles_differently_now_is_reported():
    old = settle({"players": FOUR, **RUFER})  # what was stored then
    got = report([entry(1, DREIER, stored=old)])
    assert not got["ok"] and got["changed_since_saved"][0]["id"] == "e1"


def test_an_entry_the_engine_refuses_now_is_reported_not_raised():
    def refuses(e):
        raise Invalid("record.game", "x", "unknown game")

    got = audit_report("s", 1, FOUR, [entry(1, DREIER)], refuses, {}, stored_totals={})
    assert not got["ok"] and got["changed_since_saved"][0]["error"]["field"] == "record.game"
