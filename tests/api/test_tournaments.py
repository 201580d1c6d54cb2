"""Turnier over HTTP (issue 23): 16 players × 3 rounds drawn with no pair meeting twice, every
table's deals entered through its table token, the ranking equal to sums this test makes from
the entries' own results, ties broken as documented; 21 players (one 5-table); a late arrival
and a withdrawal; a locked table refused and corrected by the organiser with a reason; bad
seatings refused naming the place."""

import csv
import io
import random
import uuid
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

from tests.support.records import sample_record

TOURNAMENTS = "/api/v1/tournaments"
SHEETS = "/api/v1/sheets"


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_tournament(client, players, **extra):
    body = {"title": "Hausruckcup 3", "date": "2027-01-15", "place": "GH Stockinger",
            "rounds": 3, "deals_per_table": 6, "players": [{"name": n} for n in players], **extra}  # fmt: skip
    if "deals_per_dealer" in extra:
        del body["deals_per_table"]
    response = client.post(TOURNAMENTS, json=body)
    assert response.status_code == 201, response.get_json()
    out = response.get_json()
    return out["tournament"], out["edit_token"], out["view_token"]


def draw(client, tid, organiser, **body):
    response = client.post(f"{TOURNAMENTS}/{tid}/rounds", json=body, headers=bearer(organiser))
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def play(client, table, deals, rng, points):
    """``deals`` random deals at a table through its token; adds each result into ``points``."""
    seats = [p["seat"] for p in table["players"]]
    by_seat = {p["seat"]: p["id"] for p in table["players"]}
    view = None
    for _ in range(deals):
        active = seats if len(seats) == 4 else [s for s in seats if s != view["sitting_out"]] if view else seats[1:]  # fmt: skip
        response = client.put(
            f"{SHEETS}/{table['sheet_id']}/entries/{uuid.uuid4()}",
            json={"revision": 1, "record": sample_record(rng, active)},
            headers=bearer(table["table_token"]),
        )
        assert response.status_code == 201, response.get_json()
        view = response.get_json()["sheet"]
        for seat, amount in response.get_json()["entry"]["result"]["points"].items():
            points[by_seat[seat]] += Fraction(amount)


def pairs(round_doc):
    return [frozenset((a["id"], b["id"])) for t in round_doc["tables"]
            for a, b in combinations(t["players"], 2)]  # fmt: skip


def expected_order(per_round, first_draw):
    """The documented chain: points, best round, fewer minus rounds, the draw."""

    def key(pid):
        rounds = per_round[pid]
        return (-sum(rounds), -max(rounds), sum(1 for v in rounds if v < 0), first_draw[pid])

    return sorted(per_round, key=key)


def test_sixteen_players_three_rounds_no_pair_twice_and_the_ranking_is_the_sum(client, problem):
    names = [f"Spieler {i:02}" for i in range(1, 17)]
    held, organiser, viewer = new_tournament(client, names)
    tid, rng = held["id"], random.Random(23)
    per_round: dict[str, list[Fraction]] = {}
    first_draw: dict[str, tuple[int, int, int]] = {}
    met: Counter = Counter()
    for number in (1, 2, 3):
        doc = draw(client, tid, organiser, seed=f"s{number}")
        assert doc["number"] == number and [len(t["players"]) for t in doc["tables"]] == [4] * 4
        seated = [p["id"] for t in doc["tables"] for p in t["players"]]
        assert sorted(seated) == sorted(p["id"] for p in held["players"])
        met.update(pairs(doc))
        points: Counter = Counter()
        for table in doc["tables"]:
            for s, p in enumerate(table["players"], start=1):
                first_draw.setdefault(p["id"], (number, table["number"], s))
            play(client, table, 6, rng, points)
        for pid in seated:
            per_round.setdefault(pid, []).append(points[pid])
        # a second draw while this round is open is refused
        problem(client.post(f"{TOURNAMENTS}/{tid}/rounds", json={}, headers=bearer(organiser)), 409)
        closed = client.post(
            f"{TOURNAMENTS}/{tid}/rounds/{number}/close", headers=bearer(organiser)
        )
        assert closed.status_code == 200
        assert all(
            t["locked"] and t["complete"] and t["deals"] == 6 for t in closed.get_json()["tables"]
        )
    assert max(met.values()) == 1  # nobody met an opponent twice
    ranking = client.get(f"{TOURNAMENTS}/{tid}/ranking", headers=bearer(viewer)).get_json()
    rows = {r["player_id"]: r for r in ranking["ranking"]}
    for pid, rounds in per_round.items():
        assert Fraction(rows[pid]["points"]) == sum(rounds)
        assert [Fraction(r["points"]) for r in rows[pid]["rounds"]] == rounds
        assert rows[pid]["minus_rounds"] == sum(1 for v in rounds if v < 0)
    assert [r["player_id"] for r in ranking["ranking"]] == expected_order(per_round, first_draw)
    assert [r["rank"] for r in ranking["ranking"]] == list(range(1, 17))
    assert ranking["tie_breaks"] == ["points", "best_round", "fewer_minus_rounds", "draw"]
    assert sum(Fraction(r["points"]) for r in ranking["ranking"]) == 0  # every deal sums to zero
    # the CSV holds the same order and sums
    text = client.get(f"{TOURNAMENTS}/{tid}/ranking.csv", headers=bearer(viewer))
    assert text.status_code == 200 and text.mimetype == "text/csv"
    lines = list(csv.reader(io.StringIO(text.get_data(as_text=True))))
    assert lines[0][:4] == ["rank", "name", "points", "round 1"]
    assert [(r[1], Fraction(r[2])) for r in lines[1:]] == [(r["name"], Fraction(r["points"])) for r in ranking["ranking"]]  # fmt: skip
    # all rounds drawn: a fourth is refused
    assert problem(client.post(f"{TOURNAMENTS}/{tid}/rounds", json={}, headers=bearer(organiser)), 409)["type"].endswith("tournament-round-order")  # fmt: skip


def test_ties_are_broken_by_best_round_then_minus_rounds_then_the_draw(client):
    """Deals chosen so that totals tie: the documented chain decides, step by step."""
    held, organiser, viewer = new_tournament(client, ["A", "B", "C", "D"], rounds=2, deals_per_table=1)  # fmt: skip
    tid = held["id"]
    ids = {p["name"]: p["id"] for p in held["players"]}
    order = [ids[n] for n in ("A", "B", "C", "D")]
    results = {}
    for number, declarer, won in ((1, "A", True), (2, "A", False)):
        doc = draw(client, tid, organiser, tables=[order])
        table = doc["tables"][0]
        response = client.put(
            f"{SHEETS}/{table['sheet_id']}/entries/{uuid.uuid4()}",
            json={"revision": 1, "record": {"game": "dreier", "declarer": declarer, "won": won}},
            headers=bearer(table["table_token"]),
        )
        assert response.status_code == 201
        results[number] = response.get_json()["entry"]["result"]["points"]
        client.post(f"{TOURNAMENTS}/{tid}/rounds/{number}/close", headers=bearer(organiser))
    # A won a Dreier then lost one: A's total is 0 when the two amounts cancel; B, C, D alike
    rows = client.get(f"{TOURNAMENTS}/{tid}/ranking", headers=bearer(viewer)).get_json()["ranking"]
    totals = {n: results[1][n] + results[2][n] for n in "ABCD"}
    best = {n: max(results[1][n], results[2][n]) for n in "ABCD"}
    minus = {n: sum(1 for r in (1, 2) if results[r][n] < 0) for n in "ABCD"}
    expected = sorted("ABCD", key=lambda n: (-totals[n], -best[n], minus[n], "ABCD".index(n)))
    assert [r["name"] for r in rows] == expected
    assert len(set(totals.values())) < 4  # the test really has ties for the chain to break
    # B, C and D tie on everything but the draw: they are in seat order
    assert [r["name"] for r in rows if r["name"] != "A"] == ["B", "C", "D"]


def test_twenty_one_players_sit_at_one_five_table_and_meet_nobody_twice(client):
    held, organiser, _viewer = new_tournament(client, [f"P{i}" for i in range(21)], deals_per_dealer=1)  # fmt: skip
    tid, rng, met = held["id"], random.Random(21), Counter()
    fives = Counter()
    for number in (1, 2, 3):
        doc = draw(client, tid, organiser)
        sizes = sorted(len(t["players"]) for t in doc["tables"])
        assert sizes == [4, 4, 4, 4, 5]
        met.update(pairs(doc))
        five = next(t for t in doc["tables"] if len(t["players"]) == 5)
        fives.update(p["id"] for p in five["players"])
        assert five["deals_due"] == 5 and doc["tables"][0]["deals_due"] == 4  # everyone deals once
        play(client, five, 5, rng, Counter())
        closed = client.post(f"{TOURNAMENTS}/{tid}/rounds/{number}/close", headers=bearer(organiser)).get_json()  # fmt: skip
        assert [t["complete"] for t in closed["tables"]].count(True) == 1
    assert max(met.values()) == 1
    assert len(fives) >= 10  # the 5-table is not the same few players' (a preference of the draw)


def test_a_late_arrival_and_a_withdrawal_change_the_next_draw(client, problem):
    held, organiser, viewer = new_tournament(client, [f"P{i}" for i in range(8)], rounds=3)
    tid = held["id"]
    first = draw(client, tid, organiser)
    late = client.patch(f"{TOURNAMENTS}/{tid}", json={"add_players": [{"name": "Gerda"}]}, headers=bearer(organiser))  # fmt: skip
    assert late.status_code == 200
    gerda = next(p for p in late.get_json()["players"] if p["name"] == "Gerda")
    assert gerda["joined"] == 2
    # 9 players in round 2 (8 + Gerda): a 4-table and a 5-table; then P0 withdraws
    problem(client.post(f"{TOURNAMENTS}/{tid}/rounds", json={}, headers=bearer(organiser)), 409)
    client.post(f"{TOURNAMENTS}/{tid}/rounds/1/close", headers=bearer(organiser))
    second = draw(client, tid, organiser)
    assert sorted(len(t["players"]) for t in second["tables"]) == [4, 5]
    assert gerda["id"] in {p["id"] for t in second["tables"] for p in t["players"]}
    p0 = next(p["id"] for p in held["players"] if p["name"] == "P0")
    out = client.patch(f"{TOURNAMENTS}/{tid}", json={"withdraw": [p0]}, headers=bearer(organiser))
    assert next(p for p in out.get_json()["players"] if p["id"] == p0)["withdrawn"] == 2
    client.post(f"{TOURNAMENTS}/{tid}/rounds/2/close", headers=bearer(organiser))
    third = draw(client, tid, organiser)
    seated = {p["id"] for t in third["tables"] for p in t["players"]}
    assert p0 not in seated and len(seated) == 8
    rows = {r["player_id"]: r for r in client.get(f"{TOURNAMENTS}/{tid}/ranking", headers=bearer(viewer)).get_json()["ranking"]}  # fmt: skip
    assert rows[p0]["withdrawn"] and len(rows[p0]["rounds"]) == 2
    assert [r["round"] for r in rows[gerda["id"]]["rounds"]] == [2, 3]
    assert first["number"] == 1


def test_a_locked_table_is_refused_and_corrected_by_the_organiser_with_a_reason(client, problem):
    held, organiser, viewer = new_tournament(client, [f"P{i}" for i in range(8)], rounds=1)
    tid = held["id"]
    doc = draw(client, tid, organiser)
    table = doc["tables"][1]
    seats = [p["seat"] for p in table["players"]]
    entry = str(uuid.uuid4())
    url = f"{SHEETS}/{table['sheet_id']}/entries/{entry}"
    won = {"game": "dreier", "declarer": seats[0], "won": True}
    assert client.put(url, json={"revision": 1, "record": won}, headers=bearer(table["table_token"])).status_code == 201  # fmt: skip
    # the table token writes its own table only
    other = doc["tables"][0]
    problem(client.put(f"{SHEETS}/{other['sheet_id']}/entries/{uuid.uuid4()}", json={"revision": 1, "record": won}, headers=bearer(table["table_token"])), 401)  # fmt: skip
    # the public view token reads a table but writes none
    assert client.get(f"{SHEETS}/{table['sheet_id']}", headers=bearer(viewer)).status_code == 200
    problem(client.put(url, json={"revision": 2, "record": won}, headers=bearer(viewer)), 403)
    confirm = client.post(f"{TOURNAMENTS}/{tid}/tables/{table['sheet_id']}/confirm", headers=bearer(table["table_token"]))  # fmt: skip
    assert confirm.status_code == 200 and confirm.get_json()["number"] == 2
    client.post(f"{TOURNAMENTS}/{tid}/rounds/1/close", headers=bearer(organiser))
    lost = {**won, "won": False}
    refused = problem(client.put(url, json={"revision": 2, "record": lost}, headers=bearer(table["table_token"])), 409)  # fmt: skip
    assert refused["type"].endswith("/table-locked")
    assert refused["table"] == {"round": 1, "number": 2, "sheet_id": table["sheet_id"]}
    problem(client.delete(url, headers=bearer(table["table_token"])), 409)
    problem(client.delete(f"{SHEETS}/{table['sheet_id']}", headers=bearer(table["table_token"])), 409)  # fmt: skip
    # the organiser: through the sheet API refused too (no reason), through the correction with one
    problem(client.put(url, json={"revision": 2, "record": lost}, headers=bearer(organiser)), 409)
    correction = f"{TOURNAMENTS}/{tid}/tables/{table['sheet_id']}/entries/{entry}"
    missing = problem(client.put(correction, json={"revision": 2, "record": lost}, headers=bearer(organiser)), 422)  # fmt: skip
    assert "reason" in missing["errors"]
    problem(client.put(correction, json={"reason": "x", "revision": 2, "record": lost}, headers=bearer(viewer)), 403)  # fmt: skip
    fixed = client.put(correction, json={"reason": "Dreier war verloren", "revision": 2, "record": lost}, headers=bearer(organiser))  # fmt: skip
    assert fixed.status_code == 200 and fixed.get_json()["outcome"] == "updated"
    points = fixed.get_json()["entry"]["result"]["points"]
    assert points[seats[0]] < 0
    got = client.get(f"{TOURNAMENTS}/{tid}", headers=bearer(viewer)).get_json()
    assert [(c["entry_id"], c["reason"], c["action"]) for c in got["corrections"]] == [(entry, "Dreier war verloren", "put")]  # fmt: skip
    rows = {r["name"]: r for r in client.get(f"{TOURNAMENTS}/{tid}/ranking", headers=bearer(viewer)).get_json()["ranking"]}  # fmt: skip
    by_seat = {p["seat"]: p["name"] for p in table["players"]}
    assert all(rows[by_seat[s]]["points"] == points[s] for s in seats)


@pytest.mark.parametrize(
    ("tables", "field"),
    [
        (lambda ids: [ids[:4], ids[3:7] + [ids[7]]], "tables.1.0"),  # a player at two tables
        (lambda ids: [ids[:3], ids[3:]], "tables.0"),  # a table of 3
        (lambda ids: [ids[:4], ids[4:7] + [str(uuid.uuid4())]], "tables.1.3"),  # unknown player
        (lambda ids: [ids[:4], ids[4:7] + ["nope"]], "tables.1.3"),
        (lambda ids: [ids[:4]], "tables"),  # four left out
    ],
)
def test_a_bad_seating_is_refused_naming_the_place(client, problem, tables, field):
    held, organiser, _ = new_tournament(client, [f"P{i}" for i in range(8)])
    ids = [p["id"] for p in held["players"]]
    body = problem(client.post(f"{TOURNAMENTS}/{held['id']}/rounds", json={"tables": tables(ids)}, headers=bearer(organiser)), 422)  # fmt: skip
    assert body["field"] == field, body


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"rounds": 0}, "rounds"),
        ({"deals_per_dealer": 2}, "deals_per_table"),  # both ways a round ends
        ({"deals_per_table": None}, "deals_per_table"),
        ({"players": [{"name": "Anna"}, {"name": "anna"}]}, "players.1.name"),
        ({"profile": "bayerisch"}, "profile"),
        ({"date": "15.1.2027"}, "date"),
    ],
)
def test_a_bad_tournament_is_refused_naming_the_field(client, problem, change, field):
    body = {
        "title": "T",
        "rounds": 2,
        "deals_per_table": 6,
        "players": [{"name": "Anna"}],
        **change,
    }
    body = {k: v for k, v in body.items() if v is not None}
    assert field in problem(client.post(TOURNAMENTS, json=body), 422)["errors"]


def test_tokens_are_checked_before_the_body(client, problem):
    held, organiser, viewer = new_tournament(client, [f"P{i}" for i in range(8)])
    url = f"{TOURNAMENTS}/{held['id']}/rounds"
    problem(client.post(url, data="{not json"), 401)
    problem(client.post(url, data="{not json", headers=bearer("x" * 43)), 401)
    problem(client.post(url, data="{not json", headers=bearer(viewer)), 403)
    problem(client.post(url, json={}, headers=bearer(viewer)), 403)
    six = new_tournament(client, [f"P{i}" for i in range(6)])
    assert problem(client.post(f"{TOURNAMENTS}/{six[0]['id']}/rounds", json={}, headers=bearer(six[1])), 422)["field"] == "players"  # fmt: skip
    assert client.get(f"{TOURNAMENTS}/{held['id']}", headers=bearer(organiser)).get_json()["role"] == "edit"  # fmt: skip


def test_a_cup_of_three_tournaments_counts_each_players_best_two(client, problem):
    names = [f"P{i}" for i in range(8)]
    points = [25, 20, 16, 13, 11, 10]
    created = client.post("/api/v1/cups", json={"title": "Cup", "placement_points": points, "best_of": 2})  # fmt: skip
    assert created.status_code == 201
    cup, cup_edit, cup_view = (created.get_json()[k] for k in ("cup", "edit_token", "view_token"))
    rng, places = random.Random(3), {}
    for k in range(3):
        # the names' case differs from one tournament to the next: still the same players
        held, organiser, viewer = new_tournament(client, [n.lower() if k == 1 else n for n in names], rounds=1, deals_per_table=2)  # fmt: skip
        for table in draw(client, held["id"], organiser)["tables"]:
            play(client, table, 2, rng, Counter())
        ranking = client.get(f"{TOURNAMENTS}/{held['id']}/ranking", headers=bearer(viewer)).get_json()  # fmt: skip
        for row in ranking["ranking"]:
            places.setdefault(row["name"].upper(), []).append(row["rank"])
        token = viewer if k else organiser  # either of the tournament's tokens
        joined = client.post(f"/api/v1/cups/{cup['id']}/tournaments", json={"tournament_id": held["id"], "tournament_token": token}, headers=bearer(cup_edit))  # fmt: skip
        assert joined.status_code == 200 and len(joined.get_json()["tournaments"]) == k + 1
    refused = client.post(f"/api/v1/cups/{cup['id']}/tournaments", json={"tournament_id": held["id"], "tournament_token": "x" * 43}, headers=bearer(cup_edit))  # fmt: skip
    assert problem(refused, 422)["field"] == "tournament_token"
    problem(client.post(f"/api/v1/cups/{cup['id']}/tournaments", json={"tournament_id": held["id"], "tournament_token": viewer}, headers=bearer(cup_view)), 403)  # fmt: skip
    standing = client.get(f"/api/v1/cups/{cup['id']}", headers=bearer(cup_view)).get_json()["standing"]  # fmt: skip
    assert len(standing) == 8  # the same eight players in all three

    def earned(rank):
        return points[rank - 1] if rank <= len(points) else 0

    expected = {n.upper(): sum(sorted((earned(r) for r in ranks), reverse=True)[:2]) for n, ranks in places.items()}  # fmt: skip
    assert {r["name"].upper(): r["counted"] for r in standing} == expected
    assert all(sum(x["counts"] for x in r["results"]) == 2 for r in standing)
    counted = [r["counted"] for r in standing]
    assert counted == sorted(counted, reverse=True)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"placement_points": [10, 12], "best_of": 2}, "placement_points.1"),
        ({"placement_points": [10], "best_of": 0}, "best_of"),
        ({"placement_points": [], "best_of": 1}, "placement_points"),
    ],
)
def test_a_bad_cup_is_refused_naming_the_field(client, problem, body, field):
    assert field in problem(client.post("/api/v1/cups", json={"title": "C", **body}), 422)["errors"]
