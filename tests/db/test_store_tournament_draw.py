"""The draw of a round in the store (issue 32, item 3), on SQLite and PostgreSQL: the search runs
outside any transaction — another write goes through while it searches (SQLite's writer lock and
the tournament's row lock are not held) — and the write that follows checks that the round and
its players are still the ones drawn; the issue's tournament (287 players, rounds 1–19 the
organiser's own tables) draws round 20 within its budget, everyone seated once."""

from collections import Counter
from itertools import combinations

import pytest

from api.db.store.tournament_errors import RoundOrder
from api.tournament_draw import Budget
from tests.support.tournament_seatings import seated_tournament

#: a look (and a pause) at every unit of work: the test's pause runs inside the search
EVERY_STEP = Budget(seconds=None, slice=1)


def drawn_rounds(store, tid, viewer):
    return [r["number"] for r in store.get_tournament(tid, viewer)["rounds"]]


def test_a_registration_while_the_round_is_searched_makes_the_draw_a_409_storing_nothing(store):
    tid, organiser, viewer = seated_tournament(store, 16, 1)
    calls = []

    def register_meanwhile() -> None:
        if not calls:  # a write of its own, committed while the search pauses
            store.patch_tournament(tid, organiser, add_players=[{"name": "Spätankömmling"}])
        calls.append(1)

    with pytest.raises(RoundOrder, match="players changed"):
        store.draw_round(tid, organiser, seed="s", budget=EVERY_STEP, pause=register_meanwhile)
    assert calls and drawn_rounds(store, tid, viewer) == [1]
    assert len(store.get_tournament(tid, viewer)["tournament"]["players"]) == 17
    doc = store.draw_round(tid, organiser, seed="s")  # drawn again: the new player too
    assert sum(len(t["players"]) for t in doc["tables"]) == 17


def test_another_draw_while_the_round_is_searched_wins_and_this_one_is_a_409(store):
    tid, organiser, viewer = seated_tournament(store, 16, 1)
    other = []

    def draw_meanwhile() -> None:
        if not other:
            other.append(store.draw_round(tid, organiser, seed="other"))

    with pytest.raises(RoundOrder, match="still open"):
        store.draw_round(tid, organiser, seed="s", budget=EVERY_STEP, pause=draw_meanwhile)
    assert drawn_rounds(store, tid, viewer) == [1, 2]
    shown = store.tournament_round(tid, viewer, 2)
    assert [t["sheet_id"] for t in shown["tables"]] == [t["sheet_id"] for t in other[0]["tables"]]


def test_a_title_changed_while_the_round_is_searched_does_not_stop_the_draw(store):
    tid, organiser, viewer = seated_tournament(store, 16, 1)

    renamed = []

    def rename_meanwhile() -> None:
        if not renamed:  # the first pause is the search's (later ones come inside the write)
            renamed.append(store.patch_tournament(tid, organiser, title="Hausruckcup 2027"))

    doc = store.draw_round(tid, organiser, seed="s", budget=EVERY_STEP, pause=rename_meanwhile)
    assert renamed and doc["number"] == 2 and drawn_rounds(store, tid, viewer) == [1, 2]
    assert store.get_tournament(tid, viewer)["tournament"]["title"] == "Hausruckcup 2027"


def test_round_20_of_287_players_after_19_organiser_rounds_seats_everyone_once(store):
    tid, organiser, viewer = seated_tournament(store, 287, 19)
    doc = store.draw_round(tid, organiser, seed="s", budget=Budget(seconds=None))
    seated = [p["id"] for t in doc["tables"] for p in t["players"]]
    assert len(seated) == len(set(seated)) == 287
    assert Counter(len(t["players"]) for t in doc["tables"]) == {4: 68, 5: 3}
    rounds = store.get_tournament(tid, viewer)["rounds"]
    met = {
        frozenset(pair)
        for r in rounds[:19]
        for t in r["tables"]
        for pair in combinations([p["id"] for p in t["players"]], 2)
    }
    repeats = [
        pair
        for t in doc["tables"]
        for pair in combinations([p["id"] for p in t["players"]], 2)
        if frozenset(pair) in met
    ]
    assert repeats == []
