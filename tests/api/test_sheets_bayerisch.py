"""A bayerisch score sheet over HTTP: the stake, the pot carried from deal to deal, totals with the
pot, the payout, sync (PUT sheet, PUT/DELETE entries, changes?since=), export, import and audit."""

import csv
import io
import random
import secrets
import uuid

import pytest

from api.db.store.access import view_token_of
from shared_rules.haferl import settle_sheet
from tests.support.records import sample_haferl_record

THREE = ["Anna", "Bernd", "Clara"]
FOUR = ["Anna", "Bernd", "Clara", "David"]
URL = "/api/v1/sheets"


def create(client, players=THREE, **settings):
    response = client.post(URL, json={"profile": "bayerisch", "players": players, **settings})
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    return body["sheet"], {"Authorization": f"Bearer {body['edit_token']}"}


def put(client, sheet, auth, record, entry_id=None, revision=1):
    entry_id = entry_id or str(uuid.uuid4())
    response = client.put(
        f"{URL}/{sheet['id']}/entries/{entry_id}",
        json={"revision": revision, "record": record},
        headers=auth,
    )
    assert response.status_code in (200, 201), response.get_json()
    return response.get_json()


def active(view) -> list[str]:
    return [p for p in view["players"] if p != view["sitting_out"]]


def recomputed(client, sheet, auth) -> tuple[dict, dict]:
    """The sheet as stored, and ``haferl.settle_sheet`` of its live entries (each with its dealer)."""
    full = client.get(f"{URL}/{sheet['id']}", headers=auth).get_json()
    deals = [{**e["record"], "dealer": e["dealer"]} for e in full["entries"]]
    return full, settle_sheet(
        {
            "profile": "bayerisch",
            "players": full["players"],
            "stake": full["stake"],
            "cents_per_point": full["cents_per_point"],
            "deals": deals,
        }
    )


def assert_totals_are_the_entries(full: dict, engine: dict) -> None:
    """Totals = the stake line + every live entry, the pot included; players + pot sum to 0."""
    totals = full["totals"]
    assert totals == {**engine["totals"], "pot": engine["pot"]}
    sums = {name: dict(full["opening"][name]) for name in ("points", "money_cents")}
    pot = dict(full["opening"]["pot"])
    for e in full["entries"]:
        for name in sums:
            for p, n in e["result"][name].items():
                sums[name][p] += n
            pot[name] += e["result"]["pot"][name]
    assert {**sums, "pot": pot} == totals
    for name in ("points", "money_cents"):
        assert sum(totals[name].values()) + totals["pot"][name] == 0


def test_a_sheet_at_four_opens_with_the_stake_and_the_dealer_sits_out(client):
    sheet, _ = create(client, FOUR, stake=2, cents_per_point=5, first_dealer="Bernd")
    assert (sheet["family"], sheet["stake"]) == ("haferltarock", 2)
    assert sheet["opening"]["item"] == "stake"
    assert sheet["opening"]["text"] == "Einsatz: jeder zahlt 2 ins Haferl"
    assert sheet["totals"]["points"] == dict.fromkeys(FOUR, -2)
    assert sheet["totals"]["pot"] == {"points": 8, "money_cents": 40}
    assert (sheet["next_dealer"], sheet["sitting_out"], sheet["next_forehand"]) == (
        "Bernd",
        "Bernd",
        "Clara",
    )
    assert "im Haferl bleiben 8 (0,40 €)" in sheet["payout"]["text"]


def test_totals_are_the_sum_of_the_entries_with_the_pot(client):
    rng = random.Random(14)
    sheet, auth = create(client, FOUR, stake=1)
    view = sheet
    refills = 0
    for n in range(40):
        record = sample_haferl_record(rng, active(view))
        if n < 2:  # won Schwarz from the pot: 3 each, more than the pot of 4 holds the 2nd time
            record = {"game": "stockspiel", "declarer": active(view)[0], "declarer_tricks": 11}
            record["declarer_augen"] = 120
        out = put(client, sheet, auth, record)
        view = out["sheet"]
        refills += sum(line["item"] == "refill" for line in out["entry"]["result"]["lines"])
        assert out["entry"]["result"]["pot"]["before"] >= 0
    assert refills > 0  # the evening needed the pot refilled at least once
    full, engine = recomputed(client, sheet, auth)
    assert full["deals"] == 40
    assert_totals_are_the_entries(full, engine)
    assert full["payout"]["money_cents"] == full["totals"]["money_cents"]


def test_an_earlier_deal_changed_or_deleted_settles_the_later_ones_again(client):
    sheet, auth = create(client)
    ids = [str(uuid.uuid4()) for _ in range(4)]
    records = [
        {"game": "stockspiel", "declarer": "Anna", "declarer_augen": 70},  # pot 3 → 2
        {"game": "stockspiel", "declarer": "Bernd", "declarer_augen": 100},  # 2 → 0
        {"game": "thrown_in"},
        {"game": "stockspiel", "declarer": "Clara", "won": True},  # refill: 0 → 3 → 2
    ]
    for entry_id, record in zip(ids, records, strict=True):
        put(client, sheet, auth, record, entry_id)
    version = client.get(f"{URL}/{sheet['id']}", headers=auth).get_json()["version"]
    # Anna's Stockspiel lost instead: she pays into the pot, and every later deal finds more
    lost = {"game": "stockspiel", "declarer": "Anna", "declarer_augen": 40}
    out = put(client, sheet, auth, lost, ids[0], revision=2)
    assert out["outcome"] == "updated"
    changes = client.get(f"{URL}/{sheet['id']}/changes?since={version}", headers=auth).get_json()
    assert [e["id"] for e in changes["entries"]] == ids  # the later ones settled again
    assert [e["result"]["pot"]["before"] for e in changes["entries"]] == [3, 4, 2, 2]
    assert "refill" not in [line["item"] for line in changes["entries"][3]["result"]["lines"]]
    full, engine = recomputed(client, sheet, auth)
    assert_totals_are_the_entries(full, engine)
    # deleting the first deal carries the pot on as well; restoring it brings it back
    deleted = client.delete(f"{URL}/{sheet['id']}/entries/{ids[0]}", headers=auth).get_json()
    assert deleted["outcome"] == "deleted"
    full, engine = recomputed(client, sheet, auth)
    assert [e["result"]["pot"]["before"] for e in full["entries"]] == [3, 1, 1]
    assert_totals_are_the_entries(full, engine)
    put(client, sheet, auth, lost, ids[0], revision=4)
    full, engine = recomputed(client, sheet, auth)
    assert [e["result"]["pot"]["before"] for e in full["entries"]] == [3, 4, 2, 2]
    assert_totals_are_the_entries(full, engine)


def test_the_offline_put_of_a_bayerisch_sheet_is_idempotent_with_its_stake(client, problem):
    sid = str(uuid.uuid4())
    edit = secrets.token_urlsafe(32)
    view_token = view_token_of(edit)
    auth = {"Authorization": f"Bearer {edit}"}
    body = {"profile": "bayerisch", "players": FOUR, "stake": 3, "view_token": view_token}
    first = client.put(f"{URL}/{sid}", json=body, headers=auth)
    assert first.status_code == 201 and first.get_json()["sheet"]["stake"] == 3
    put(client, {"id": sid}, auth, {"game": "thrown_in"})
    again = client.put(f"{URL}/{sid}", json=body, headers=auth)
    assert again.status_code == 200 and again.get_json()["outcome"] == "unchanged"
    assert again.get_json()["sheet"]["totals"]["pot"] == {"points": 12, "money_cents": 120}
    other = problem(client.put(f"{URL}/{sid}", json={**body, "stake": 2}, headers=auth), 409)
    assert "stake" in other["detail"]


def test_export_import_csv_and_audit_of_a_bayerisch_sheet(client):
    rng = random.Random(3)
    sheet, auth = create(client, THREE, stake=2)
    for _ in range(12):
        put(client, sheet, auth, sample_haferl_record(rng, THREE))
    exported = client.get(f"{URL}/{sheet['id']}/export.json", headers=auth).get_json()
    assert exported["sheet"]["stake"] == 2
    imported = client.post(f"{URL}/import", json=exported)
    assert imported.status_code == 201, imported.get_json()
    assert imported.get_json()["sheet"]["totals"] == exported["sheet"]["totals"]
    text = client.get(f"{URL}/{sheet['id']}/export.csv", headers=auth).get_data(as_text=True)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert rows[0]["game"] == "Einsatz" and rows[0]["pot_total"] == "6"
    assert rows[-1]["game"] == "Endstand"
    assert int(rows[-1]["pot_total"]) == exported["sheet"]["totals"]["pot"]["points"]
    assert [int(rows[-1][f"{p} total"]) for p in THREE] == [
        exported["sheet"]["totals"]["points"][p] for p in THREE
    ]
    assert sum(int(r["refills"]) for r in rows[1:-1]) == sum(
        line["item"] == "refill" for e in exported["entries"] for line in e["result"]["lines"]
    )
    audit = client.post(f"{URL}/{sheet['id']}/audit", json={}, headers=auth).get_json()
    assert audit["ok"] and audit["recomputed_totals"] == audit["stored_totals"]


def test_the_audit_holds_paper_numbers_to_players_and_pot(client):
    sheet, auth = create(client)
    won = put(client, sheet, auth, {"game": "stockspiel", "declarer": "Anna", "won": True})
    right = {"points": {"Anna": 1, "Bernd": 0, "Clara": 0}}  # with the pot's −1: zero
    wrong = {"points": {"Anna": 1, "Bernd": -1, "Clara": 0}}
    entry = won["entry"]["id"]
    audit = client.post(
        f"{URL}/{sheet['id']}/audit", json={"written": {entry: right}}, headers=auth
    ).get_json()
    assert audit["ok"] and audit["entries"][0]["written_zero_sum"] is True
    audit = client.post(
        f"{URL}/{sheet['id']}/audit", json={"written": {entry: wrong}}, headers=auth
    ).get_json()
    item = audit["entries"][0]
    assert not item["ok"] and item["written_zero_sum"] is False
    assert "mit dem Haferl" in item["explanation"][0]["text"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": ["A", "B", "C", "D", "E"]}, "players"),
        ({"players": ["A", "B"]}, "players"),
        ({"players": THREE, "stake": 0}, "stake"),
        ({"players": THREE, "house_rules": {"kontra_levels": 2}}, "house_rules.kontra_levels"),
    ],
)
def test_a_bayerisch_sheet_that_cannot_be_is_a_422_naming_the_field(client, problem, body, field):
    answer = problem(client.post(URL, json={"profile": "bayerisch", **body}), 422)
    assert answer["field"] == field


def test_a_stake_on_a_koenigrufen_sheet_is_refused(client, problem):
    answer = problem(client.post(URL, json={"players": FOUR, "stake": 1}), 422)
    assert answer["field"] == "stake"


@pytest.mark.parametrize(
    ("record", "field"),
    [
        ({"game": "rufer", "declarer": "Anna", "partner": "Bernd"}, "record.game"),
        ({"game": "solo", "trump": "T", "declarer": "Anna", "won": True}, "record.trump"),
        ({"game": "solo", "trump": "H", "declarer": "Anna", "won": True}, "record.trump"),
        ({"game": "stockspiel", "declarer": "Anna", "won": True, "pot": 9}, "record.pot"),
        ({"game": "stockspiel", "declarer": "Erich", "won": True}, "record.declarer"),
        ({"game": "stockspiel", "declarer": "Anna", "won": True, "stake": 5}, "record.stake"),
        (
            {"game": "stockspiel", "declarer": "Anna", "declarer_augen": 121},
            "record.declarer_augen",
        ),
    ],
)
def test_a_record_the_bayerisch_sheet_cannot_take_is_a_422_naming_it(
    client, problem, record, field
):
    sheet, auth = create(client)
    response = client.put(
        f"{URL}/{sheet['id']}/entries/{uuid.uuid4()}",
        json={"revision": 1, "record": record},
        headers=auth,
    )
    assert problem(response, 422)["field"] == field
    after = client.get(f"{URL}/{sheet['id']}", headers=auth).get_json()
    assert after["version"] == 0 and after["totals"]["pot"]["points"] == 3
