"""What the replay computes beyond the breaches: talon ownership, premiums, Valat, Kaiserstich."""

import random

import pytest

from shared_rules.cards import DECK, is_tarock
from shared_rules.counting import count_thirds
from shared_rules.dealgen import play_tricks, random_contract, random_deal
from shared_rules.play import replay
from shared_rules.profiles import load_profile
from shared_rules.tricks import TrickRules, legal_cards, winner_index

from .play_helpers import all_games, contract

# --- talon ownership (docs/rules.md §1/§2.4, OÖ: discard to the declarer, other half to the opponents) ---


def expected_thirds(deal, result):
    """The test's own reading: each pile is its tricks plus the talon parts that go with it."""
    game = load_profile(deal["profile"]).games[deal["game"]]
    talon = deal["talon"]
    winners = [t["winner"] for t in result["tricks"]]
    piles = {p: [] for p in deal["players"]}
    for trick, winner in zip(deal["tricks"], winners, strict=True):
        piles[winner] += trick["cards"]
    if game["kind"] == "trischaken":
        first_six = game["talon"] == "zuwaage" or deal.get("talon_to") == "first_six"
        if first_six:
            for card, winner in zip(talon[0] + talon[1], winners, strict=False):
                piles[winner].append(card)
        else:
            piles[winners[-1]] += talon[0] + talon[1]
        return {p: count_thirds(c) for p, c in piles.items()}
    side = {deal["declarer"], result["partner"]} - {None}
    mine = list(deal.get("discard") or [])
    theirs = []
    if game["talon"] == "half":
        theirs = talon[1 - deal["talon_taken"]]
    elif game["talon"] in ("opponents", "none"):
        king_half = [h for h in talon if deal.get("called_king") in h]
        if (
            king_half
            and game.get("king_in_talon") == "alone_gets_half"
            and game["talon"] == "opponents"
        ):
            mine = king_half[0]
            theirs = [c for c in talon[0] + talon[1] if c not in mine]
        else:
            theirs = talon[0] + talon[1]
    declarer = mine + [c for p in side for c in piles[p]]
    opponents = theirs + [c for p in piles if p not in side for c in piles[p]]
    return {"declarer": count_thirds(declarer), "opponents": count_thirds(opponents)}


@pytest.mark.parametrize(("pid", "gid"), all_games())
def test_talon_goes_where_the_rules_say(pid, gid):
    rng = random.Random(f"talon{pid}{gid}")
    for _ in range(10):
        deal = play_tricks(contract(pid, gid, rng), rng)
        result = replay(deal)
        assert result["thirds"] == expected_thirds(deal, result)


def test_solorufer_with_the_king_in_the_talon_gets_that_half():
    rng = random.Random(5)
    prof = load_profile("ooe-2023")
    for _ in range(2000):
        deal = random_contract(prof, "solorufer", rng, concede=0)
        if any(deal["called_king"] in half for half in deal["talon"]):
            break
    result = replay(play_tricks(deal, rng))
    assert result["king_in_talon"] is True and result["partner"] is None
    assert result["record"]["king_in_talon"] is True
    game_line = result["settlement"]["lines"][0]  # 1 v 3: the declarer wins or pays three times
    points = game_line["points"]
    others = [p for p in deal["players"] if p != deal["declarer"]]
    assert all(points[deal["declarer"]] == -3 * points[p] for p in others)
    assert abs(points[deal["declarer"]]) == 3 * game_line["value"] == 6


def test_a_conceded_rufer_has_no_tricks_and_no_count():
    rng = random.Random(8)
    prof = load_profile("ooe-2023")
    while True:
        deal = random_contract(prof, "rufer", rng, concede=1)
        if deal.get("conceded"):
            break
    result = replay(deal)
    assert result["findings"] == [] and result["tricks"] == [] and result["complete"]
    assert result["thirds"] == {"declarer": None, "opponents": None}
    assert result["record"]["conceded"] is True
    assert result["settlement"]["points"][deal["declarer"]] == -3


# --- premiums --------------------------------------------------------------------------------------


def keep_until(card, trick_no):
    """A chooser that holds ``card`` back until trick ``trick_no`` if the rules allow it."""

    def choose(t, p, hand, table, legal):
        if card in legal and t < trick_no and len(legal) > 1:
            return next(c for c in legal if c != card)
        if t == trick_no and card in legal:
            return card
        return None

    return choose


def find(pid, gid, choose, accept, announce=None, tries=3000, seed=1):
    rng = random.Random(seed)
    prof = load_profile(pid)
    for _ in range(tries):
        deal = random_contract(prof, gid, rng, concede=0)
        if announce:
            deal["announcements"] = announce(deal)
        result = replay(play_tricks(deal, rng, choose=choose))
        if accept(result):
            return result
    raise AssertionError("no such deal")


def holder_of(deal, card):
    return next((p for p, h in deal["hands"].items() if card in h), None)


def test_pagat_ultimo_announced_and_made():
    def announce(deal):
        who = holder_of(deal, "T1")
        return [{"player": who, "premium": "pagat"}] if who else []

    def made(result):
        return any(p["name"] == "pagat" and p["won"] for p in result["premiums"])

    result = find("ooe-2023", "dreier", keep_until("T1", 12), made, announce)
    (pagat,) = [p for p in result["premiums"] if p["name"] == "pagat"]
    assert pagat["announced"] and pagat["by"]
    last = result["tricks"][11]
    assert "T1" in last["cards"] and last["winner"] == pagat["by"]
    assert "Tarock I fiel im 12. Stich" in pagat["text"]
    line = next(ln for ln in result["settlement"]["lines"] if ln["item"] == "premium:pagat")
    assert line["text"].startswith("Pagat ultimo angesagt, gemacht")


def test_a_failed_silent_pagat_counts_only_where_the_house_rules_say():
    def failed(result):
        last = result["tricks"][11]
        return "T1" in last["cards"] and not any(p["name"] == "pagat" for p in result["premiums"])

    result = find("ooe-2023", "dreier", keep_until("T1", 12), failed)
    assert result["findings"] == []

    def listed(result):
        return any(p["name"] == "pagat" and p["won"] is False for p in result["premiums"])

    rng = random.Random(3)
    prof = load_profile("ooe-2023", {"failed_silent_counts": True})
    for _ in range(3000):
        deal = random_contract(prof, "dreier", rng, announce=0, concede=0)
        result = replay(play_tricks(deal, rng, choose=keep_until("T1", 12)))
        if listed(result):
            break
    (pagat,) = [p for p in result["premiums"] if p["name"] == "pagat"]
    assert pagat["announced"] is False and "fiel im 12. Stich" in pagat["text"]
    line = next(ln for ln in result["settlement"]["lines"] if ln["item"] == "premium:pagat")
    assert "still, nicht gemacht" in line["text"] and line["value"] == 1


def test_koenig_ultimo_made_by_the_partner_side():
    def accept(result):
        return any(p["name"] == "koenig_ultimo" and p["won"] for p in result["premiums"])

    rng = random.Random(11)
    prof = load_profile("ooe-2023")
    for _ in range(5000):
        deal = random_contract(prof, "solorufer", rng, announce=0, concede=0)
        king = deal["called_king"]
        partner = holder_of(deal, king)
        if partner in (None, deal["declarer"]):
            continue
        deal["announcements"] = [{"player": partner, "premium": "koenig_ultimo"}]
        result = replay(play_tricks(deal, rng, choose=keep_until(king, 12)))
        if accept(result):
            break
    (ku,) = [p for p in result["premiums"] if p["name"] == "koenig_ultimo"]
    assert ku["side"] == "declarer" and ku["by"] == partner
    assert king in result["tricks"][11]["cards"]
    assert result["tricks"][11]["winner"] in (deal["declarer"], partner)
    # docs/rules.md §3.1 check: Solorufer won + announced König ultimo won = 6 per player
    if (
        result["settlement"]["lines"][0]["side"] == "declarer"
        and len(result["settlement"]["lines"]) == 2
    ):
        assert result["settlement"]["points"][partner] == 6


def test_a_bird_announced_by_a_player_without_it_is_lost():
    rng = random.Random(2)
    deal = contract("ooe-2023", "dreier", rng)
    who = next(p for p in deal["players"] if p != holder_of(deal, "T2") and p != deal["declarer"])
    deal["announcements"] = [{"player": who, "premium": "uhu"}]
    result = replay(play_tricks(deal, rng))
    (uhu,) = [p for p in result["premiums"] if p["name"] == "uhu"]
    assert uhu["won"] is False and f"{who} hatte die Karte nicht" in uhu["text"]


def test_valat_silent_and_announced():
    tarocks = ["SKUS"] + [f"T{n}" for n in range(21, 10, -1)]  # SKUS, XXI … XI: every trick
    rest = [c for c in DECK if c not in tarocks]
    rng = random.Random(1)
    rng.shuffle(rest)
    hands = {"Anna": tarocks, "Bernd": rest[:12], "Clara": rest[12:24], "David": rest[24:36]}
    talon = [rest[36:39], rest[39:42]]
    for pid, announced in (("ooe-2023", False), ("ktc-2023", True)):
        prof = load_profile(pid)
        deal = random_contract(
            prof, "solodreier", rng, cards=(hands, talon), declarer="Anna", announce=0
        )
        if announced:
            deal["announcements"] = [{"player": "Anna", "premium": "valat"}]
        result = replay(play_tricks(deal, rng))
        assert result["tricks_won"]["Anna"] == 12
        assert result["valat"] == {
            "side": "declarer",
            "announced": announced,
            "won": True,
            "kontra": 0,
            "by": "Anna" if announced else None,
            "text": f"Valat {'angesagt von Anna' if announced else 'still'} (Spieler): gemacht",
        }
        items = [ln["item"] for ln in result["settlement"]["lines"]]
        assert ("valat" in items) == (prof.valat["mode"] == "premium")


def test_trull_and_kings_tell_who_made_them():
    rng = random.Random(21)
    for _ in range(500):
        deal = random_deal("ooe-2023", "rufer", rng=rng, announce=0)
        result = replay(deal)
        trull = [p for p in result["premiums"] if p["name"] == "trull"]
        if trull:
            break
    (trull,) = trull
    assert trull["announced"] is False and trull["won"] is True
    assert trull["text"].startswith("Trull still (")
    assert "alle in den Stichen der" in trull["text"]


# --- Kaiserstich and the Pagat --------------------------------------------------------------------


def test_kaiserstich_per_profile():
    trick = ["T21", "SKUS", "T1", "T5"]
    assert winner_index(trick, TrickRules()) == 1  # OÖ: no Kaiserstich, the Sküs takes it
    assert winner_index(trick, TrickRules(kaiserstich="any_order")) == 2
    assert winner_index(trick, TrickRules(kaiserstich="mond_skus_pagat")) == 2
    out_of_order = ["SKUS", "T21", "T1", "T5"]
    assert winner_index(out_of_order, TrickRules(kaiserstich="mond_skus_pagat")) == 0
    assert winner_index(out_of_order, TrickRules(kaiserstich="any_order")) == 2
    # never in negative games (KTC Kaiserstich); tarock does not trump in Farbenspiele
    assert TrickRules.for_game({"kind": "negative"}, "any_order").kaiserstich == "off"
    farben = TrickRules.for_game({"kind": "positive", "trumps": "none"}, "any_order")
    assert winner_index(["HK", "T21", "SKUS", "T1"], farben) == 0
    assert winner_index(["T2", "T21", "SKUS", "T1"], farben) == 3


def test_kaiserstich_frees_the_pagat_in_trischaken_where_the_profile_says_so():
    rules = TrickRules.for_game({"kind": "trischaken"}, "any_order", True)
    # Sküs and Mond lie: the Pagat may (and under Stichzwang must) be played, though not the last
    assert legal_cards(["T1", "T9", "H3"], ["SKUS", "T21"], rules) == ["T1"]
    for off in (
        TrickRules.for_game({"kind": "trischaken"}, "off", True),
        TrickRules.for_game({"kind": "trischaken"}, "any_order", False),  # KTC
    ):
        assert legal_cards(["T1", "T9", "H3"], ["SKUS", "T21"], off) == ["T9"]


@pytest.mark.parametrize(
    ("profile", "kind", "expected"),
    [
        ("ktc-2023", "negative", "off"),
        ("ktc-2023", "trischaken", "off"),
        ("ktc-2023", "positive", "any_order"),
        ("tirol-2026", "negative", "mond_skus_pagat"),
        ("tirol-2026", "trischaken", "mond_skus_pagat"),
        ("ooe-2023", "negative", "off"),
    ],
)
def test_kaiserstich_in_negative_games_follows_the_profile(profile, kind, expected):
    data = load_profile(profile).data
    rules = TrickRules.for_game({"kind": kind}, data["kaiserstich"], data["kaiserstich_negative"])
    assert rules.kaiserstich == expected


def test_kaiserstich_in_negative_games_is_a_house_rule():
    data = load_profile("ktc-2023", {"kaiserstich_negative": True}).data
    rules = TrickRules.for_game(
        {"kind": "negative"}, data["kaiserstich"], data["kaiserstich_negative"]
    )
    assert rules.kaiserstich == "any_order"


def test_farbenspiel_void_player_must_still_give_tarock():
    rules = TrickRules(trumps=False)
    assert sorted(legal_cards(["T3", "T9", "C7"], ["HK"], rules)) == ["T3", "T9"]
    assert legal_cards(["T3", "C7"], [], rules) == ["C7"]
    assert all(is_tarock(c) for c in legal_cards(["T3", "T9"], [], rules))
