"""Die Runde over HTTP (issue 20): a round of 6 members and 5 evenings at different tables (4 and
5 players, one Bavarian), its season read from the sheets' totals, statistics counted from the
entries this test sent, a rename, an edit to an old evening, the round's tokens on its sheets."""

import csv
import io
import random
import uuid
from collections import Counter
from fractions import Fraction

import pytest

from tests.support.records import sample_haferl_record, sample_record

ROUNDS = "/api/v1/rounds"
SHEETS = "/api/v1/sheets"
MEMBERS = ["Anna", "Bernd", "Clara", "David", "Erich", "Franz"]
#: the evenings: profile, the members at the table in seating order
EVENINGS = [
    ("ooe-2023", ["Anna", "Bernd", "Clara", "David"]),
    ("ooe-2023", ["Anna", "Bernd", "Clara", "Erich", "Franz"]),
    ("ooe-2023", ["Bernd", "David", "Erich", "Franz"]),
    ("bayerisch", ["Anna", "Clara", "Erich", "Franz"]),
    ("ooe-2023", ["Anna", "Bernd", "David", "Erich", "Franz"]),
]
DEALS = 12


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_round(client, **extra):
    body = {"title": "Freitagsrunde", "members": [{"name": n} for n in MEMBERS], **extra}
    response = client.post(ROUNDS, json=body)
    assert response.status_code == 201, response.get_json()
    out = response.get_json()
    return out["round"], out["edit_token"], out["view_token"]


def member_ids(held):
    return {m["name"]: m["id"] for m in held["members"]}


def join(client, sheet, sheet_token, held, round_token, seats=None):
    ids = member_ids(held)
    seats = seats or {p: ids[p] for p in sheet["players"]}
    return client.patch(
        f"{SHEETS}/{sheet['id']}",
        json={"round": {"id": held["id"], "members": seats}},
        headers={**bearer(sheet_token), "X-Round-Token": round_token},
    )


def evening(client, held, round_token, profile, players, rng, token_for_entries=None):
    """A sheet of the round with DEALS random deals; returns (sheet, its edit token, records)."""
    body = {"profile": profile, "players": players, "title": f"Abend {len(players)}"}
    if profile == "bayerisch":
        body["stake"] = 2
    response = client.post(SHEETS, json=body)
    assert response.status_code == 201
    sheet, token = response.get_json()["sheet"], response.get_json()["edit_token"]
    assert join(client, sheet, token, held, round_token).status_code == 200
    records = []
    view = sheet
    for _ in range(DEALS):
        active = [p for p in view["players"] if p != view["sitting_out"]]
        record = (
            sample_haferl_record(rng, active)
            if profile == "bayerisch"
            else sample_record(rng, active)
        )
        entry_id = str(uuid.uuid4())
        response = client.put(
            f"{SHEETS}/{sheet['id']}/entries/{entry_id}",
            json={"revision": 1, "record": record},
            headers=bearer(token_for_entries or token),
        )
        assert response.status_code == 201, response.get_json()
        view = response.get_json()["sheet"]
        records.append((entry_id, record, response.get_json()["entry"]["result"]))
    return view, token, records


@pytest.fixture
def season_round(client):
    rng = random.Random(20)
    held, edit, view = new_round(client)
    sheets = []
    for i, (profile, players) in enumerate(EVENINGS):
        # one evening written entirely with the round's edit token (a phone with the round link)
        sheets.append(evening(client, held, edit, profile, players, rng, edit if i == 2 else None))
    return held, edit, view, sheets


def season_of(client, held, token, query=""):
    response = client.get(f"{ROUNDS}/{held['id']}/season{query}", headers=bearer(token))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def amount(value):
    return Fraction(value)


def test_the_season_of_each_member_is_the_sum_of_their_sheets_totals(client, season_round):
    held, _edit, view, sheets = season_round
    ids = member_ids(held)
    points, money, evenings = Counter(), Counter(), Counter()
    for sheet, _token, _records in sheets:
        stored = client.get(f"{SHEETS}/{sheet['id']}", headers=bearer(view)).get_json()
        for seat in stored["players"]:
            points[ids[seat]] += amount(stored["totals"]["points"][seat])
            money[ids[seat]] += amount(stored["totals"]["money_cents"][seat])
            evenings[ids[seat]] += 1
    season = season_of(client, held, view)
    assert {m["id"] for m in season["members"]} == set(ids.values())
    for line in season["members"]:
        assert amount(line["points"]) == points[line["id"]]
        assert amount(line["money_cents"]) == money[line["id"]]
        assert line["evenings"] == evenings[line["id"]]
        assert line["deals"] == DEALS * evenings[line["id"]]
        assert amount(season["series"][line["id"]][-1]) == points[line["id"]]
        assert len(season["series"][line["id"]]) == evenings[line["id"]]
    assert len(season["evenings"]) == len(EVENINGS)
    assert [e["family"] for e in season["evenings"]].count("haferltarock") == 1


def test_the_payout_evens_out_every_member_the_kitty_and_the_haferl(client, season_round):
    held, edit, view, _sheets = season_round
    response = client.patch(
        f"{ROUNDS}/{held['id']}", json={"kitty_percent": 10}, headers=bearer(edit)
    )
    assert response.status_code == 200 and response.get_json()["outcome"] == "updated"
    season = season_of(client, held, view)
    kitty = Counter()  # each evening, 10 % of each winner's money, whole cents rounded down
    for row in season["evenings"]:
        for mid, cents in row["money_cents"].items():
            kitty[mid] += int(amount(cents) * 10 // 100) if amount(cents) > 0 else 0
    balance = Counter()
    for line in season["members"]:
        assert line["kitty_cents"] == kitty[line["id"]]
        assert amount(line["net_cents"]) == amount(line["money_cents"]) - kitty[line["id"]]
        balance[line["id"]] = amount(line["net_cents"])
    balance["kitty"] = season["kitty_cents"]
    balance["haferl"] = amount(season["haferl_cents"])
    assert season["kitty_cents"] > 0 and amount(season["haferl_cents"]) != 0
    assert sum(balance.values()) == 0
    for t in season["payout"]:
        balance[t["from"]] += amount(t["cents"])
        balance[t["to"]] -= amount(t["cents"])
    assert all(v == 0 for v in balance.values())
    assert len(season["payout"]) < len([v for v in balance if v])  # at most parties − 1


def test_an_absent_member_neither_wins_nor_loses(client):
    rng = random.Random(7)
    held, edit, view = new_round(client)
    evening(client, held, edit, "ooe-2023", ["Anna", "Bernd", "Clara", "David"], rng)
    before = {m["id"]: m for m in season_of(client, held, view)["members"]}
    evening(client, held, edit, "ooe-2023", ["Anna", "Bernd", "Erich", "Franz", "David"], rng)
    after = {m["id"]: m for m in season_of(client, held, view)["members"]}
    clara = member_ids(held)["Clara"]
    assert after[clara] == before[clara]
    assert after[member_ids(held)["Erich"]]["evenings"] == 1
    assert before[member_ids(held)["Erich"]] | {"name": "Erich"} == {
        **before[member_ids(held)["Erich"]],
        "evenings": 0,
        "points": 0,
        "money_cents": 0,
        "best_evening": None,
    }


def test_statistics_are_the_counts_of_the_entries(client, season_round):
    held, _edit, view, sheets = season_round
    ids = member_ids(held)
    declared, partner, kontra, renonces = Counter(), Counter(), Counter(), Counter()
    dreier_won = Counter()
    for _sheet, _token, records in sheets:
        for _eid, record, result in records:
            declarer = record.get("declarer")
            if declarer and record["game"] != "thrown_in":
                declared[(ids[declarer], record["game"])] += 1
            if record["game"] == "dreier" and record["won"]:
                dreier_won[ids[declarer]] += 1
            if record.get("partner"):
                partner[ids[record["partner"]]] += 1
            if record.get("kontra"):
                for seat in result["points"]:
                    if seat not in (declarer, record.get("partner")):
                        kontra[ids[seat]] += 1
            for seat in (record.get("renonce") or {}).get("players", ()):
                renonces[ids[seat]] += 1
    response = client.get(f"{ROUNDS}/{held['id']}/stats", headers=bearer(view))
    assert response.status_code == 200
    stats = {m["id"]: m for m in response.get_json()["members"]}
    assert sum(declared.values()) > 40 and sum(kontra.values()) > 0
    for mid, line in stats.items():
        got = {(mid, g): c["declared"] for g, c in line["games"].items()}
        assert got == {k: v for k, v in declared.items() if k[0] == mid}
        assert line["partner"]["times"] == partner[mid]
        assert line["kontra"]["given"] == kontra[mid]
        assert line["renonces"] == renonces[mid]
        assert line["games"].get("dreier", {"won": 0})["won"] == dreier_won[mid]
    # the Haferl: the stakes and all paid in, less what was won from it, is what it holds
    bavarian = sheets[3][0]
    paid = sum(amount(stats[ids[p]]["haferl"]["paid_in"]) for p in bavarian["players"])
    won = sum(amount(stats[ids[p]]["haferl"]["won"]) for p in bavarian["players"])
    assert paid - won == bavarian["totals"]["pot"]["points"]


def test_a_renamed_member_keeps_their_history(client, season_round):
    held, edit, view, _sheets = season_round
    anna = member_ids(held)["Anna"]
    before = {m["id"]: m for m in season_of(client, held, view)["members"]}[anna]
    response = client.patch(
        f"{ROUNDS}/{held['id']}", json={"rename": {anna: "Anna-Lena"}}, headers=bearer(edit)
    )
    assert response.status_code == 200, response.get_json()
    again = client.patch(
        f"{ROUNDS}/{held['id']}", json={"rename": {anna: "Anna-Lena"}}, headers=bearer(edit)
    )
    assert again.get_json()["outcome"] == "unchanged"
    assert again.get_json()["round"]["version"] == response.get_json()["round"]["version"]
    after = {m["id"]: m for m in season_of(client, held, view)["members"]}[anna]
    assert after == {**before, "name": "Anna-Lena"}
    assert "Anna-Lena" in client.get(
        f"{ROUNDS}/{held['id']}/season.csv", headers=bearer(view)
    ).get_data(as_text=True)
    # every evening Anna played shows her new name; her deals stay hers (the seat's name)
    for sheet, token, _records in _sheets:
        shown = client.get(f"{SHEETS}/{sheet['id']}", headers=bearer(token)).get_json()
        if "Anna" in sheet["players"]:
            assert shown["display_names"]["Anna"] == "Anna-Lena"
            assert "Anna" in shown["players"]
        else:
            assert "Anna" not in (shown.get("display_names") or {})


def test_an_edit_to_an_old_evening_moves_the_season(client, season_round):
    held, _edit, view, sheets = season_round
    first, token, records = sheets[0]
    before = {m["id"]: m for m in season_of(client, held, view)["members"]}
    entry_id, _record, old = records[0]
    new = {"game": "dreier", "declarer": "David", "won": True}
    response = client.put(
        f"{SHEETS}/{first['id']}/entries/{entry_id}",
        json={"revision": 2, "record": new},
        headers=bearer(token),
    )
    assert response.status_code == 200, response.get_json()
    result = response.get_json()["entry"]["result"]
    after = {m["id"]: m for m in season_of(client, held, view)["members"]}
    ids = member_ids(held)
    for seat in first["players"]:
        moved = amount(result["points"][seat]) - amount(old["points"].get(seat, 0))
        assert amount(after[ids[seat]]["points"]) - amount(before[ids[seat]]["points"]) == moved
    assert after[ids["Franz"]] == before[ids["Franz"]]  # not at that table


def test_the_rounds_tokens_open_its_sheets_and_a_view_token_cannot_write(client):
    rng = random.Random(3)
    held, edit, view = new_round(client)
    sheet, token, records = evening(client, held, edit, "ooe-2023", MEMBERS[:4], rng)
    alone = client.post(SHEETS, json={"players": MEMBERS[:4]}).get_json()["sheet"]
    assert client.get(f"{SHEETS}/{sheet['id']}", headers=bearer(view)).status_code == 200
    assert client.get(f"{SHEETS}/{alone['id']}", headers=bearer(view)).status_code == 401
    assert client.get(f"{SHEETS}/{alone['id']}", headers=bearer(edit)).status_code == 401
    url = f"{SHEETS}/{sheet['id']}/entries/{uuid.uuid4()}"
    body = {"revision": 1, "record": {"game": "dreier", "declarer": "Anna", "won": True}}
    assert client.put(url, json=body, headers=bearer(view)).status_code == 403
    assert client.put(url, json=body, headers=bearer(edit)).status_code == 201
    assert client.patch(f"{ROUNDS}/{held['id']}", json={"title": "x"}, headers=bearer(view)).status_code == 403  # fmt: skip
    # the round's view token reads the round; the sheet's token does not
    doc = client.get(f"{ROUNDS}/{held['id']}", headers=bearer(view)).get_json()
    assert doc["role"] == "view" and [s["id"] for s in doc["sheets"]] == [sheet["id"]]
    assert client.get(f"{ROUNDS}/{held['id']}", headers=bearer(token)).status_code == 401


def test_a_sheet_leaves_the_round_and_the_round_is_deleted(client):
    rng = random.Random(4)
    held, edit, view = new_round(client)
    sheet, token, _ = evening(client, held, edit, "ooe-2023", MEMBERS[:4], rng)
    other, other_token, _ = evening(client, held, edit, "ooe-2023", MEMBERS[2:], rng)
    version = client.get(f"{ROUNDS}/{held['id']}/changes?since=0", headers=bearer(view))
    assert version.status_code == 200
    since = version.get_json()["version"]
    leave = client.patch(
        f"{SHEETS}/{sheet['id']}",
        json={"round": None},
        headers={**bearer(token), "X-Round-Token": edit},
    )
    assert leave.status_code == 200 and leave.get_json()["sheet"]["round_id"] is None
    changes = client.get(f"{ROUNDS}/{held['id']}/changes?since={since}", headers=bearer(view))
    assert [s["id"] for s in changes.get_json()["sheets"]] == [other["id"]]
    assert changes.get_json()["version"] == since + 1
    assert client.get(f"{SHEETS}/{sheet['id']}", headers=bearer(view)).status_code == 401
    assert client.delete(f"{ROUNDS}/{held['id']}", headers=bearer(view)).status_code == 403
    assert client.delete(f"{ROUNDS}/{held['id']}", headers=bearer(edit)).status_code == 204
    gone = client.get(f"{ROUNDS}/{held['id']}", headers=bearer(edit))
    assert gone.status_code == 410 and gone.get_json()["type"].endswith("/round-gone")
    kept = client.get(f"{SHEETS}/{other['id']}", headers=bearer(other_token)).get_json()
    assert kept["round_id"] is None and kept["members"] is None and kept["deals"] == DEALS


def test_joining_needs_the_rounds_edit_token(client):
    held, edit, view = new_round(client)
    created = client.post(SHEETS, json={"players": MEMBERS[:4]}).get_json()
    sheet, token = created["sheet"], created["edit_token"]
    assert join(client, sheet, token, held, view).status_code == 403
    assert join(client, sheet, token, held, "x" * 43).status_code == 401
    no_header = client.patch(
        f"{SHEETS}/{sheet['id']}",
        json={"round": {"id": held["id"], "members": {}}},
        headers=bearer(token),
    )
    assert no_header.status_code == 401
    assert join(client, sheet, token, held, edit).get_json()["outcome"] == "updated"
    assert join(client, sheet, token, held, edit).get_json()["outcome"] == "unchanged"


def test_put_creates_a_round_idempotently(client):
    from api.db.store.access import ROUND_VIEW_TOKEN_PREFIX, new_token, view_token_of

    edit = new_token()
    rid = str(uuid.uuid4())
    body = {
        "title": "Offline",
        "members": [{"id": str(uuid.uuid4()), "name": n} for n in MEMBERS[:4]],
        "view_token": view_token_of(edit, ROUND_VIEW_TOKEN_PREFIX),
    }
    first = client.put(f"{ROUNDS}/{rid}", json=body, headers=bearer(edit))
    assert first.status_code == 201, first.get_json()
    again = client.put(f"{ROUNDS}/{rid}", json=body, headers=bearer(edit))
    assert again.status_code == 200 and again.get_json()["round"] == first.get_json()["round"]
    assert client.put(f"{ROUNDS}/{rid}", json={**body, "title": "B"}, headers=bearer(edit)).status_code == 409  # fmt: skip
    wrong = {**body, "view_token": view_token_of(edit)}  # a sheet's, not a round's
    other = client.put(f"{ROUNDS}/{uuid.uuid4()}", json=wrong, headers=bearer(edit))
    assert other.status_code == 422 and other.get_json()["field"] == "view_token"
    assert client.get(f"{ROUNDS}/{rid}", headers=bearer(body["view_token"])).status_code == 200


def test_the_round_has_an_etag_and_if_match(client):
    held, edit, view = new_round(client)
    first = client.get(f"{ROUNDS}/{held['id']}", headers=bearer(view))
    etag = first.headers["ETag"]
    assert client.get(f"{ROUNDS}/{held['id']}", headers={**bearer(view), "If-None-Match": etag}).status_code == 304  # fmt: skip
    stale = client.patch(
        f"{ROUNDS}/{held['id']}",
        json={"title": "Neu"},
        headers={**bearer(edit), "If-Match": '"99"'},
    )
    assert stale.status_code == 412


def test_the_season_csv_defuses_formulas(client):
    response = client.post(
        ROUNDS, json={"title": "=cmd", "members": [{"name": "=SUM(A1)"}, {"name": "@x"}]}
    )
    held, view = response.get_json()["round"], response.get_json()["view_token"]
    text = client.get(f"{ROUNDS}/{held['id']}/season.csv", headers=bearer(view)).get_data(as_text=True)  # fmt: skip
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[1][0] == "'=SUM(A1)" and rows[2][0] == "'@x"
    doc = client.get(f"{ROUNDS}/{held['id']}/season.json", headers=bearer(view)).get_json()
    assert doc["format"] == "tarock-season" and doc["round"]["members"][0]["name"] == "=SUM(A1)"


def test_the_period_chooses_the_evenings(client, season_round):
    held, _edit, view, _sheets = season_round
    assert season_of(client, held, view, "?from=2000-01-01&to=2000-12-31")["evenings"] == []
    everything = season_of(client, held, view, "?from=2000-01-01")
    assert len(everything["evenings"]) == len(EVENINGS) and everything["from"] == "2000-01-01"
    bad = client.get(f"{ROUNDS}/{held['id']}/season?from=2026-13-01", headers=bearer(view))
    assert bad.status_code == 422


def test_a_sheet_of_a_round_exports_and_imports_as_before(client):
    held, edit, view = new_round(client)
    sheet, _token, _ = evening(client, held, edit, "ooe-2023", MEMBERS[:4], random.Random(9))
    export = client.get(f"{SHEETS}/{sheet['id']}/export.json", headers=bearer(view))
    assert export.status_code == 200 and export.get_json()["sheet"]["round_id"] == held["id"]
    imported = client.post(f"{SHEETS}/import", json=export.get_json())
    assert imported.status_code == 201, imported.get_json()
    copy = imported.get_json()["sheet"]
    # a copy under new tokens belongs to no round (its tokens could not open the round's sheets)
    assert copy["round_id"] is None and copy["totals"] == sheet["totals"]
    assert client.get(f"{SHEETS}/{sheet['id']}/export.csv", headers=bearer(view)).status_code == 200
