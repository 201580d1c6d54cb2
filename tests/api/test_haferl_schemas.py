"""The Bavarian bodies (api/schemas/haferl.py): what the engine takes the documented schema loads,
and hostile input is a 422 problem naming the field, whichever endpoint it reaches."""

import pytest

from api.schemas.haferl import HaferlReplayBody
from shared_rules.haferl import random_deal

GAMES = ("stockspiel", "solo", "herz_solo", "bettel")
BASE = {"profile": "bayerisch", "players": ["Anna", "Bernd", "Clara"]}


@pytest.mark.parametrize("game", GAMES)
def test_every_random_legal_deal_is_a_documented_replay_body(game):
    for seed in range(5):
        HaferlReplayBody().checked_load(random_deal("bayerisch", game, seed=seed))


@pytest.mark.parametrize(
    ("record", "field", "kind"),
    [
        ({"game": "solo", "trump": "X", "declarer": "Anna", "won": True}, "trump", "malformed"),
        ({"game": "solo", "trump": "H", "declarer": "Anna", "won": True}, "trump", "not-allowed"),
        ({"game": "rufer", "declarer": "Anna", "won": True}, "game", "not-allowed"),
        ({"game": "stockspiel", "declarer": "Anna", "declarer_augen": 121}, "declarer_augen", "malformed"),
        ({"game": "stockspiel", "declarer": "Anna", "won": True, "partner": "Bernd"}, "partner", "malformed"),
        ({"game": "stockspiel", "declarer": "Anna", "won": True, "players": ["A", "B", "C", "D", "E"], "dealer": "E"}, "players", "malformed"),
        ({"game": "bettel", "declarer": "Anna", "declarer_tricks": 0, "schneider": True}, "schneider", "not-allowed"),
        ({"game": "stockspiel", "declarer": "Anna", "declarer_augen": 70, "won": False}, "won", "inconsistent"),
    ],
)  # fmt: skip
def test_a_hostile_bavarian_record_is_a_422_naming_the_field(client, problem, record, field, kind):
    body = problem(client.post("/api/v1/settle", json={**BASE, **record}), 422)
    assert (body["field"], body["kind"]) == (field, kind)
    batch = client.post("/api/v1/settle/batch", json={"records": [{**BASE, **record}]}).get_json()
    if batch.get("status") == 422:  # not a record of the documented shape: the batch is refused
        assert batch["field"] == f"records.0.{field}"
    else:  # well-formed, refused by the rules: its own problem at its index
        assert (batch["failed"], batch["results"][0]["error"]["field"]) == (1, field)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d["stock"].__setitem__(0, "SKUS"), "stock.0"),
        (lambda d: d["tricks"][0]["cards"].__setitem__(0, "T1"), "tricks.0.cards.0"),
        (lambda d: d.__setitem__("trump", "Q"), "trump"),
        (lambda d: d.__setitem__("players", [*d["players"], "Erich", "Fritz"]), "players"),
    ],
)
def test_a_hostile_bavarian_replay_is_a_422_naming_the_field(client, problem, change, field):
    deal = random_deal("bayerisch", "solo", seed=9)
    change(deal)
    body = problem(client.post("/api/v1/deals/verify", json=deal), 422)
    assert body["field"] == field
