"""The "Nachprüfen" screen's results equal /deals/verify's (issue 21): a sample of the deals the
replay differential tests generate (random legal deals of every game of every profile, at four and
at five, Bavarian ones at three and four; some cut short, some with two of one player's cards
swapped between tricks, which makes breaches, some with a trick led by another than the player
whose turn it was) is tapped card by card through the screen's own code path — cardentry.js:
talon, half taken, discard, the tricks with the leader the engine computes (or the one the
players name), the hands inferred, the holders of cards nobody played asked — and replayed by the
twin as the screen does. The API, given the body the screen made, answers the same findings,
tricks, points, premiums, record and settlement; and where the deal was whole and legal, the
screen inferred the very hands that were dealt and found what /deals/verify finds in the deal
itself."""

import copy
import json
import random
import subprocess
from pathlib import Path

import pytest

from api import create_app
from shared_rules import dealgen, load_profile
from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN, all_profile_ids
from shared_rules.families import family_of_body, raw_profile
from shared_rules.haferl import dealgen as haferl_dealgen
from shared_rules.haferl import load_profile as load_haferl

from .twin import as_js

SERVER = Path(__file__).with_name("cardentry_server.mjs")
SAMPLE = 300


class Screen:
    """cardentry_server.mjs behind one Node process: a JSON line in, a JSON line out."""

    def __init__(self):
        self.proc = subprocess.Popen(
            ["node", str(SERVER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            encoding="utf-8", bufsize=1,
        )  # fmt: skip

    def request(self, message: dict) -> dict:
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        assert line, "the screen's Node process died"
        return json.loads(line)

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


@pytest.fixture(scope="module")
def screen():
    s = Screen()
    yield s
    s.close()


@pytest.fixture(scope="module")
def api():
    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False, "DATABASE_URL": "sqlite://"})
    return app.test_client()


def _games():
    out = []
    for pid in sorted(all_profile_ids()):
        family = family_of_body({"profile": pid})
        games = (load_profile(pid) if family == KOENIGRUFEN else load_haferl(pid)).games
        out += [(pid, family, gid) for gid in sorted(games) if gid != "thrown_in"]
    return out


def _deal(rng: random.Random, pid: str, family: str, gid: str) -> tuple[dict, list[str], str]:
    """(a random legal deal with its leaders, the sheet's players, the entry's dealer)."""
    seed = rng.randrange(2**32)
    if family == HAFERLTAROCK:
        four = rng.random() < 0.5
        deal = haferl_dealgen.random_deal(pid, gid, seed=seed, players=("Bernd", "Clara", "David"),
                                          dealer="Anna" if four else None)  # fmt: skip
        table = ["Anna", "Bernd", "Clara", "David"] if four else ["Bernd", "Clara", "David"]
        return deal, table, "Anna" if four else "David"
    deal = dealgen.random_deal(pid, gid, seed=seed, players=("Bernd", "Clara", "David", "Erich"),
                               announce=rng.choice([0, 0.25, 0.9]))  # fmt: skip
    if rng.random() < 0.3:
        return deal, ["Anna", "Bernd", "Clara", "David", "Erich"], "Anna"  # Anna deals, sits out
    return deal, ["Bernd", "Clara", "David", "Erich"], "Erich"


def _mutate(rng: random.Random, deal: dict) -> tuple[dict, str]:
    deal = copy.deepcopy(deal)
    tricks = deal.get("tricks") or []
    how = rng.choice(["none", "none", "cut", "swap", "leader"]) if tricks else "none"
    if how == "cut":
        del tricks[rng.randrange(1, len(tricks) + 1) :]
        if rng.random() < 0.5:
            tricks[-1]["cards"] = tricks[-1]["cards"][
                : rng.randrange(1, len(tricks[-1]["cards"]) + 1)
            ]
    elif how == "swap" and len(tricks) > 1:
        t, u = sorted(rng.sample(range(len(tricks)), 2))
        i, j = rng.randrange(len(tricks[t]["cards"])), rng.randrange(len(tricks[u]["cards"]))
        a, b = tricks[t]["cards"], tricks[u]["cards"]
        a[i], b[j] = b[j], a[i]
    wrong = None
    if how == "leader":  # someone else led (the players say so on the screen)
        wrong = rng.randrange(len(tricks))
        tricks[wrong]["leader"] = rng.choice(_active(deal))
    for i, trick in enumerate(tricks):
        if i != wrong:
            trick.pop("leader", None)  # the screen computes the leaders
    return deal, how


def _active(deal: dict) -> list[str]:
    """Who plays the deal (at five the dealer sits out; the deal generator names the four)."""
    return list(deal["hands"])


def _record(deal: dict, api) -> dict:
    """The deal's contract as a sheet's record holds it (what the form would have saved)."""
    out = api.post("/api/v1/deals/verify", json=_without_leaders(deal)).get_json()
    rec = out["record"] or {}
    record = {k: v for k, v in rec.items() if k not in ("profile", "house_rules", "players")}
    for k in ("game", "declarer", "called_king", "bird", "trump"):
        if deal.get(k) is not None:
            record[k] = deal[k]
    if deal.get("kontra"):
        record["kontra"] = deal["kontra"]
    if deal.get("announcements") and not rec:
        record["premiums"] = []
    return record


def _without_leaders(deal: dict) -> dict:
    out = copy.deepcopy(deal)
    for trick in out.get("tricks") or []:
        trick.pop("leader", None)
    return out


def test_the_screen_finds_what_deals_verify_finds(screen, api):
    rng = random.Random(21)
    games = _games()
    seen = {
        "none": 0,
        "cut": 0,
        "swap": 0,
        "leader": 0,
        "wrong_leader": 0,
        "findings": 0,
        "refused": 0,
        "refusals": 0,
        "conceded": 0,
    }
    for n in range(SAMPLE):
        pid, family, gid = games[n % len(games)]
        deal, table, dealer = _deal(rng, pid, family, gid)
        if deal.get("conceded"):
            seen["conceded"] += 1  # geschleift: no cards to tap (the screen says so)
            continue
        played, how = _mutate(rng, deal)
        record = _record(deal, api)
        sheet = {"players": table, "profile_data": raw_profile(pid), "house_rules": {},
                 "cents_per_point": 10}  # fmt: skip
        # the cards as played; the hands as dealt (what the players answer when asked)
        got = screen.request(
            as_js({"sheet": sheet, "entry": {"record": record, "dealer": dealer}, "play": played})
        )
        assert "crash" not in got, (pid, gid, how, got["crash"])
        if "refused" in got:
            # a swap can move a talon card the declarer took to another player: not offered
            assert how in ("swap", "leader"), (pid, gid, how, got)
            seen["refused"] += 1
            continue
        body = {**got["body"], "profile": pid, "house_rules": {}, "cents_per_point": 10}
        answer = api.post("/api/v1/deals/verify", json=body)
        if "error" in got:
            assert answer.status_code == 422, (pid, gid, how, got["error"])
            assert answer.get_json()["field"] == got["error"]["field"]
            seen["refusals"] += 1
            continue
        assert answer.status_code == 200, (pid, gid, how, answer.get_json())
        assert as_js(answer.get_json()) == got["result"], (pid, gid, how)
        seen[how] += 1
        seen["findings"] += bool(got["result"]["findings"])
        seen["wrong_leader"] += any(f["rule"] == "wrong_leader" for f in got["result"]["findings"])
        if how == "none" and not record.get("premiums") and not deal.get("announcements"):
            # a whole legal deal: the very hands that were dealt, and the deal's own findings
            hands = {p: sorted(h) for p, h in got["body"]["hands"].items()}
            assert hands == {p: sorted(h) for p, h in deal["hands"].items()}, (pid, gid)
            own = api.post(
                "/api/v1/deals/verify",
                json={**_without_leaders(deal), "dealer": dealer}
                if family == KOENIGRUFEN and dealer in deal["players"]
                else _without_leaders(deal),
            ).get_json()
            assert own["findings"] == got["result"]["findings"] == []
            assert own["tricks"] == got["result"]["tricks"]
    assert (
        min(seen[k] for k in ("none", "cut", "swap", "leader", "findings", "wrong_leader")) > 0
    ), seen
    print(seen)
