"""The card-level record of a checked deal (issue 21): an entry's ``play`` is kept with it, read
back by GET, changes and export, taken by import, and a card the replay cannot read is a 422
naming the field under ``play`` — on PostgreSQL migrated to head (migration 0007), for a
Königrufen and a Bavarian sheet."""

import copy
import uuid

import pytest

from api import create_app
from shared_rules import dealgen
from shared_rules.families import family_of_body, profile_from_data, raw_profile, replay
from shared_rules.haferl import dealgen as haferl_dealgen
from tests.support.databases import postgres_base_url, postgres_database

FOUR = ["Anna", "Bernd", "Clara", "David"]
THREE = ["Anna", "Bernd", "Clara"]
URL = "/api/v1/sheets"
SHEET_DECIDES = ("profile", "house_rules", "cents_per_point")


@pytest.fixture(scope="module")
def client():
    base = postgres_base_url()
    assert base, "PostgreSQL is required (TEST_POSTGRES_URL)"
    with postgres_database(base) as url:
        app = create_app({"TESTING": True, "DATABASE_URL": url, "RATELIMIT_ENABLED": False})
        yield app.test_client()


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_sheet(client, profile, players):
    r = client.post(URL, json={"profile": profile, "players": players})
    assert r.status_code == 201, r.json
    return r.json["sheet"]["id"], r.json["edit_token"]


def checked_deal(profile, game, players, seed):
    """A real deal card by card (``play``) and the record its replay implies."""
    generate = dealgen if family_of_body({"profile": profile}) == "koenigrufen" else haferl_dealgen
    deal = generate.random_deal(profile, game, seed=seed, players=tuple(players))
    out = replay(deal)
    record = {k: v for k, v in out["record"].items() if k not in ("profile", "house_rules")}
    play = {k: v for k, v in deal.items() if k not in SHEET_DECIDES}
    return play, record


@pytest.mark.parametrize(
    ("profile", "game", "players"),
    [("ooe-2023", "dreier", FOUR), ("ooe-2023", "rufer", FOUR), ("bayerisch", "solo", THREE)],
)
def test_play_is_kept_read_back_exported_and_imported(client, profile, game, players):
    sid, edit = new_sheet(client, profile, players)
    play, record = checked_deal(profile, game, players, seed=7)
    eid = str(uuid.uuid4())
    r = client.put(
        f"{URL}/{sid}/entries/{eid}",
        json={"revision": 1, "record": record, "play": play},
        headers=bearer(edit),
    )
    assert r.status_code == 201, r.json
    assert r.json["entry"]["play"] == play
    # the same body again is the same write; without the play it is another body (409)
    again = client.put(
        f"{URL}/{sid}/entries/{eid}",
        json={"revision": 1, "record": record, "play": play},
        headers=bearer(edit),
    )
    assert again.status_code == 200 and again.json["outcome"] == "unchanged"
    other = client.put(
        f"{URL}/{sid}/entries/{eid}", json={"revision": 1, "record": record}, headers=bearer(edit)
    )
    assert other.status_code == 409
    got = client.get(f"{URL}/{sid}", headers=bearer(edit)).json
    assert got["entries"][0]["play"] == play
    changes = client.get(f"{URL}/{sid}/changes?since=0", headers=bearer(edit)).json
    assert changes["entries"][0]["play"] == play
    exported = client.get(f"{URL}/{sid}/export.json", headers=bearer(edit)).json
    assert exported["entries"][0]["play"] == play
    r = client.post(f"{URL}/import", json=exported)
    assert r.status_code == 201, r.json
    imported = client.get(
        f"{URL}/{r.json['sheet']['id']}", headers=bearer(r.json["edit_token"])
    ).json
    assert imported["entries"][0]["play"] == play
    # a later revision without it: the entry's play is gone with that revision
    r = client.put(
        f"{URL}/{sid}/entries/{eid}", json={"revision": 2, "record": record}, headers=bearer(edit)
    )
    assert r.status_code == 200 and r.json["entry"]["play"] is None


def test_a_breach_is_kept_and_a_cut_short_deal_too(client):
    sid, edit = new_sheet(client, "ooe-2023", FOUR)
    play, record = checked_deal("ooe-2023", "rufer", FOUR, seed=3)
    cut = {**play, "tricks": play["tricks"][:5]}
    r = client.put(
        f"{URL}/{sid}/entries/{uuid.uuid4()}",
        json={"revision": 1, "record": record, "play": cut},
        headers=bearer(edit),
    )
    assert r.status_code == 201, r.json
    assert len(r.json["entry"]["play"]["tricks"]) == 5


def _bad(play, where, value):
    bad = copy.deepcopy(play)
    target = bad
    *path, last = where
    for key in path:
        target = target[key]
    target[last] = value
    return bad


@pytest.mark.parametrize(
    ("where", "value", "field"),
    [
        (("tricks", 3, "cards", 1), "XX", "play.tricks.3.cards.1"),
        (("talon", 0), ["T1"], "play.talon.0"),
        (("declarer",), "Zoe", "play.declarer"),
        (("profile",), "ooe-2023", "play.profile"),
        (("players", 1), "Zoe", "play.players.1"),
    ],
)
def test_a_bad_play_is_refused_naming_the_field(client, where, value, field):
    sid, edit = new_sheet(client, "ooe-2023", FOUR)
    play, record = checked_deal("ooe-2023", "dreier", FOUR, seed=11)
    bad = _bad(play, where, value)
    r = client.put(
        f"{URL}/{sid}/entries/{uuid.uuid4()}",
        json={"revision": 1, "record": record, "play": bad},
        headers=bearer(edit),
    )
    assert r.status_code == 422, r.json
    assert r.mimetype == "application/problem+json"
    assert r.json["field"] == field, r.json
    assert client.get(f"{URL}/{sid}", headers=bearer(edit)).json["entries"] == []


def test_a_bad_play_in_an_import_names_the_entry(client):
    sid, edit = new_sheet(client, "bayerisch", THREE)
    play, record = checked_deal("bayerisch", "solo", THREE, seed=5)
    client.put(
        f"{URL}/{sid}/entries/{uuid.uuid4()}",
        json={"revision": 1, "record": record, "play": play},
        headers=bearer(edit),
    )
    exported = client.get(f"{URL}/{sid}/export.json", headers=bearer(edit)).json
    exported["entries"][0]["play"]["tricks"][2]["cards"][0] = (
        "T21"  # a Tarock card in a German deck
    )
    r = client.post(f"{URL}/import", json=exported)
    assert r.status_code == 422 and r.json["field"] == "entries.0.play.tricks.2.cards.0", r.json


#: a round's own rule set (issue 22): the Trischaken talon out of play, no Bürgermeister
OWN_TRISCHAKEN = {
    "base": "ooe-2023",
    "id": "stammtisch-linz",
    "name": "Stammtisch Linz",
    "version": "1",
    "switches": {"trischaken_talon_out": True, "trischaken_buergermeister": False},
}


def test_play_on_a_custom_profile_sheet_is_replayed_by_its_frozen_profile(client):
    """A custom profile is in no registry: the sheet's play is checked by the sheet's frozen
    document (replay's explicit profile), so its Trischaken leaves the talon on no pile."""
    r = client.post(URL, json={"custom_profile": OWN_TRISCHAKEN, "players": FOUR})
    assert r.status_code == 201, r.json
    sid, edit = r.json["sheet"]["id"], r.json["edit_token"]
    frozen = client.get(f"{URL}/{sid}/profile", headers=bearer(edit)).json["profile"]
    own = profile_from_data(frozen)
    deal = dealgen.random_deal(own, "trischaken", seed=4, players=tuple(FOUR))
    out = replay({k: v for k, v in deal.items() if k != "profile"}, profile=own)
    piles = sum(out["record"]["trischaken"]["points"].values())
    assert piles < 210  # the talon counted for nobody
    record = {k: v for k, v in out["record"].items() if k not in ("profile", "house_rules")}
    play = {k: v for k, v in deal.items() if k not in SHEET_DECIDES}
    r = client.put(
        f"{URL}/{sid}/entries/{uuid.uuid4()}",
        json={"revision": 1, "record": record, "play": play},
        headers=bearer(edit),
    )
    assert r.status_code == 201, r.json
    assert r.json["entry"]["play"] == play
    assert r.json["entry"]["result"]["points"] == out["settlement"]["points"]
    # the same cards by the official base: the talon goes to the last trick's winner
    base = replay({**play, "profile": "ooe-2023"})
    assert sum(base["record"]["trischaken"]["points"].values()) == 210


def test_replay_with_the_profile_given_is_the_replay_by_id_and_house_rules():
    deal = dealgen.random_deal("ooe-2023", "rufer", seed=9, players=tuple(FOUR))
    rules = {"valat_mode": "premium"}
    by_id = replay({**deal, "house_rules": rules})
    given = replay(
        {k: v for k, v in deal.items() if k != "profile"},
        profile=profile_from_data(raw_profile("ooe-2023"), rules),
    )
    assert given["settlement"] == by_id["settlement"]
    assert given["tricks"] == by_id["tricks"]
