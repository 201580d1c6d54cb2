"""Mutation tests: a legal deal with one card changed to break one rule → exactly that breach is found,
at the right trick, by the right player, and the deal is settled as that player's Renonce.

Every rule id of docs/design.md's list is broken in every game (of every profile) where it can occur. The
wrong card is chosen by the test's own reading of the rule (the breakers below), the rest of the deal
is played on legally by the random legal player.
"""

import random

import pytest

from shared_rules.cards import BIRDS, DECK, KINGS, TRULL, is_tarock
from shared_rules.dealgen import NoDeal, play_tricks, random_contract
from shared_rules.play import RULE_IDS, replay
from shared_rules.profiles import load_profile

from .play_helpers import all_games, beats, colour, contract, inject, top_card

SEEDS = range(4)
STRICT = ("negative", "trischaken")


def only_finding(deal, trick, player, card, rule):
    return only_findings(deal, trick, player, card, [rule])[0]


def only_findings(deal, trick, player, card, rules):
    """The one wrong card gets one finding per rule it breaks, in rule-book order, and no other
    card gets any; the deal is settled as that player's Renonce."""
    result = replay(deal)
    findings = result["findings"]
    assert [(f["trick"], f["player"], f["card"], f["rule"]) for f in findings] == [
        (trick, player, card, rule) for rule in rules
    ], findings
    for f, rule in zip(findings, rules, strict=True):
        clause = load_profile(deal["profile"]).clauses[rule]
        assert f["clause"] == clause
        assert f["text"].endswith(f", {clause}")
    record = result["record"]
    assert record["renonce"]["players"] == [player]
    assert record["renonce"]["rule"] == rules[0]
    points = result["settlement"]["points"]
    assert sum(points.values()) == 0 and points[player] < 0
    return findings


# --- breakers: the test's own reading of each rule -------------------------------------------------


def break_farbzwang(t, p, hand, table, deal):
    if table and not is_tarock(table[0]):
        led = colour(table[0])
        others = [c for c in hand if colour(c) != led]
        if others and any(colour(c) == led for c in hand):
            return max(others, key=is_tarock)  # a tarock if he has one, as in "spielte Tarock XIV"
    return None


def break_tarockzwang_void(t, p, hand, table, deal):
    if table and not is_tarock(table[0]) and not any(colour(c) == colour(table[0]) for c in hand):
        plain = [c for c in hand if not is_tarock(c)]
        if plain and any(is_tarock(c) for c in hand):
            return plain[0]
    return None


def break_farbzwang_tarock_led(t, p, hand, table, deal):
    """Tarock is a colour of its own: a suit card on a tarock lead while holding tarock."""
    if table and is_tarock(table[0]) and any(is_tarock(c) for c in hand):
        plain = [c for c in hand if not is_tarock(c)]
        return plain[0] if plain else None
    return None


def break_stichzwang(t, p, hand, table, deal):
    if not table or "T1" in hand:
        return None
    led = colour(table[0])
    follow = [c for c in hand if colour(c) == led] or [c for c in hand if is_tarock(c)] or hand
    top = top_card(table)
    losers = [c for c in follow if not beats(c, top, led)]
    if losers and any(beats(c, top, led) for c in follow):
        return losers[0]
    return None


def break_pagat_last(t, p, hand, table, deal):
    if not table and "T1" in hand and any(is_tarock(c) and c != "T1" for c in hand):
        return "T1"
    return None


def break_farbenspiel_lead(t, p, hand, table, deal):
    if not table and any(not is_tarock(c) for c in hand):
        tarocks = [c for c in hand if is_tarock(c)]
        return tarocks[0] if tarocks else None
    return None


TRICK_RULES = [
    ("farbzwang", break_farbzwang, lambda g, p: True),
    ("tarockzwang", break_tarockzwang_void, lambda g, p: True),
    ("farbzwang", break_farbzwang_tarock_led, lambda g, p: True),
    ("stichzwang", break_stichzwang, lambda g, p: g["kind"] in STRICT),
    ("pagat_last", break_pagat_last, lambda g, p: g["kind"] in STRICT),
    ("farbenspiel_lead", break_farbenspiel_lead, lambda g, p: g.get("trumps") == "none"),
]
TRICK_CASES = [
    pytest.param(rule, breaker, pid, gid, id=f"{rule}-{breaker.__name__[6:]}-{pid}-{gid}")
    for rule, breaker, pred in TRICK_RULES
    for pid, gid in all_games(pred)
]


@pytest.mark.parametrize(("rule", "breaker", "pid", "gid"), TRICK_CASES)
def test_one_wrong_card_in_a_trick(rule, breaker, pid, gid):
    rng = random.Random(f"{rule}{pid}{gid}")
    for _ in SEEDS:
        deal, (trick, player, card, broken) = inject(pid, gid, rng, breaker)
        assert rule in broken  # the breaker broke its rule, perhaps others with it
        only_findings(deal, trick, player, card, broken)


# --- one card, several rules: one finding per rule, in the rule book's order ----------------------


def break_farbzwang_and_stichzwang(t, p, hand, table, deal):
    """Off suit and not beating, while holding a card of the led suit that beats."""
    if not table or is_tarock(table[0]):
        return None
    led, top = colour(table[0]), top_card(table)
    if not any(colour(c) == led and beats(c, top, led) for c in hand):
        return None
    return next((c for c in hand if colour(c) != led and not beats(c, top, led)), None)


def break_stichzwang_and_pagat_last(t, p, hand, table, deal):
    """The Pagat under a higher tarock, while holding a tarock that beats it."""
    if not table or not is_tarock(table[0]) or "T1" not in hand:
        return None
    top = top_card(table)
    if any(is_tarock(c) and beats(c, top, "T") for c in hand):
        return "T1"
    return None


MULTI_RULES = [
    (["farbzwang", "stichzwang"], break_farbzwang_and_stichzwang),
    (["stichzwang", "pagat_last"], break_stichzwang_and_pagat_last),
]
MULTI_CASES = [
    pytest.param(rules, breaker, pid, gid, id=f"{'+'.join(rules)}-{pid}-{gid}")
    for rules, breaker in MULTI_RULES
    for pid, gid in all_games(lambda g, p: g["kind"] in STRICT)
]


@pytest.mark.parametrize(("rules", "breaker", "pid", "gid"), MULTI_CASES)
def test_one_card_breaking_two_rules_gets_two_findings_in_rule_book_order(rules, breaker, pid, gid):
    rng = random.Random(f"multi{rules}{pid}{gid}")
    for _ in SEEDS:
        deal, (trick, player, card, broken) = inject(pid, gid, rng, breaker, tries=2000)
        assert broken == rules
        only_findings(deal, trick, player, card, rules)


def test_every_rule_id_has_a_mutation_test():
    tested = {r for r, _, _ in TRICK_RULES} | {
        "discard",
        "bird_order",
        "own_king",
        "bird_missing",
        "wrong_leader",
        "card_not_held",
    }
    assert tested == set(RULE_IDS)


# --- wrong leader, card not held ----------------------------------------------------------------


def contracts_and_a_trick(tag: str, pid: str, gid: str):
    """(random source, contract, trick number) for each seed: where a test breaks the play."""
    rng = random.Random(f"{tag}{pid}{gid}")
    for _ in SEEDS:
        deal = contract(pid, gid, rng)
        yield rng, deal, rng.randint(1, 12)


@pytest.mark.parametrize(("pid", "gid"), all_games())
def test_wrong_leader(pid, gid):
    for rng, deal, at in contracts_and_a_trick("lead", pid, gid):
        wrong = []

        def lead(t, expected, at=at, wrong=wrong, players=deal["players"], rng=rng):
            if t == at:
                other = players[(players.index(expected) + 1 + rng.randrange(3)) % 4]
                wrong.append(other)
                return other
            return None

        played = play_tricks(deal, rng, lead=lead)
        first_card = played["tricks"][at - 1]["cards"][0]
        only_finding(played, at, wrong[0], first_card, "wrong_leader")


def not_in_play(deal) -> list:
    """Cards nobody holds once the talon is dealt with: the untaken half, the discard, the talon."""
    talon = deal["talon"]
    if "talon_taken" in deal:
        return talon[1 - deal["talon_taken"]] + deal["discard"]
    if deal.get("discard"):
        return list(deal["discard"])
    return talon[0] + talon[1]


@pytest.mark.parametrize(("pid", "gid"), all_games())
def test_card_not_held(pid, gid):
    for rng, deal, at in contracts_and_a_trick("held", pid, gid):
        ghost = rng.choice(not_in_play(deal))
        hit = []

        def choose(t, p, hand, table, legal, at=at, ghost=ghost, hit=hit):
            if t == at and not hit:
                hit.append(p)
                return ghost
            return None

        played = play_tricks(deal, rng, choose=choose)
        finding = only_finding(played, at, hit[0], ghost, "card_not_held")
        assert "hatte die Karte aber nicht" in finding["text"]


# --- before the first trick: calling, bird, discard ----------------------------------------------


@pytest.mark.parametrize(("pid", "gid"), all_games(lambda g, p: g["team"] == "called_king"))
def test_own_king_called(pid, gid):
    rng = random.Random(f"own{pid}{gid}")
    done = 0
    while done < len(SEEDS):
        deal = contract(pid, gid, rng)
        declarer = deal["declarer"]
        mine = [k for k in KINGS if k in deal["hands"][declarer]]
        if not mine:
            continue
        deal["called_king"] = rng.choice(mine)
        deal["announcements"] = []  # they were made for the old partner
        played = play_tricks(deal, rng)
        only_finding(played, 0, declarer, deal["called_king"], "own_king")
        done += 1


@pytest.mark.parametrize(("pid", "gid"), all_games(lambda g, p: "bird" in g))
def test_bird_missing(pid, gid):
    rng = random.Random(f"bird{pid}{gid}")
    done = 0
    while done < len(SEEDS):
        deal = contract(pid, gid, rng)
        declarer = deal["declarer"]
        bird = BIRDS[deal["bird"]]
        # give the bird to another player in exchange for one of his plain tarocks
        swap = [
            (p, c)
            for p, hand in deal["hands"].items()
            if p != declarer
            for c in hand
            if is_tarock(c) and c not in TRULL and c not in BIRDS.values()
        ]
        if bird in deal["discard"] or not swap:
            continue
        other, card = rng.choice(swap)
        hands = deal["hands"]
        hands[declarer] = [card if c == bird else c for c in hands[declarer]]
        hands[other] = [bird if c == card else c for c in hands[other]]
        deal["announcements"] = [
            a for a in deal["announcements"] if a["premium"] not in BIRDS or a["player"] == declarer
        ]
        played = play_tricks(deal, rng)
        only_finding(played, 0, declarer, bird, "bird_missing")
        done += 1


TALON_GAMES = all_games(lambda g, p: g["talon"] in ("half", "all"))


def _pool(deal):
    taken = (
        deal["talon"][0] + deal["talon"][1]
        if "talon_taken" not in deal
        else deal["talon"][deal["talon_taken"]]
    )
    return deal["hands"][deal["declarer"]] + taken


def _kings_and_trull(deal, farben):
    return [c for c in _pool(deal) if c in KINGS or c in TRULL]


def _second_choice(deal, farben):
    """A tarock while a plain suit card could go (Farbenspiele: a suit card before tarock)."""
    return [
        c
        for c in _pool(deal)
        if is_tarock(c) != farben and c not in KINGS and c not in TRULL and c not in deal["discard"]
    ]


# a king or a Trull card never goes down; a second choice names the cards that could have gone
@pytest.mark.parametrize(
    ("seed", "never", "names_others"),
    [("king", _kings_and_trull, False), ("tarock", _second_choice, True)],
    ids=["king_or_trull", "second_choice"],
)
@pytest.mark.parametrize(("pid", "gid"), TALON_GAMES)
def test_a_card_the_discard_may_not_hold_is_its_one_finding(pid, gid, seed, never, names_others):
    rng = random.Random(f"{seed}{pid}{gid}")
    done = 0
    while done < len(SEEDS):
        deal = contract(pid, gid, rng)
        farben = load_profile(pid).games[gid].get("trumps") == "none"
        if any(is_tarock(c) != farben for c in deal["discard"]):
            continue  # only from a discard without forced cards: the swap then breaks one rule
        wrong = never(deal, farben)
        if not wrong:
            continue
        bad = rng.choice(wrong)
        i = rng.randrange(len(deal["discard"]))
        deal["discard"][i] = bad  # the card it replaces goes back to the hand: it could have gone
        finding = only_finding(play_tricks(deal, rng), 0, deal["declarer"], bad, "discard")
        assert bool(finding["required"]) == names_others
        done += 1


@pytest.mark.parametrize(("pid", "gid"), TALON_GAMES[:6])
def test_discard_of_the_wrong_number(pid, gid):
    rng = random.Random(f"count{pid}{gid}")
    deal = contract(pid, gid, rng)
    deal["discard"] = deal["discard"][:-1]
    finding = only_finding(play_tricks(deal, rng), 0, deal["declarer"], None, "discard")
    assert "Karten ab statt" in finding["text"]


# --- the higher bird first ----------------------------------------------------------------------


def bird_order_deal(pid, gid, rng):
    """Bernd's only tarocks are the Pagat and the Uhu, both announced; Anna (Vorhand) leads."""
    prof = load_profile(pid)
    plain = [c for c in DECK if not is_tarock(c)]
    for _ in range(1000):
        rng.shuffle(plain)
        bernd = ["T1", "T2"] + plain[:10]
        rest = [c for c in DECK if c not in bernd]
        rng.shuffle(rest)
        hands = {"Anna": rest[:12], "Bernd": bernd, "Clara": rest[12:24], "David": rest[24:36]}
        talon = [rest[36:39], rest[39:42]]
        declarer = (
            rng.choice(["Anna", "Clara", "David"]) if prof.games[gid]["bid"] == "any" else "Anna"
        )
        try:
            deal = random_contract(
                prof, gid, rng, cards=(hands, talon), declarer=declarer, announce=0, concede=0
            )
        except NoDeal:
            continue
        if any(is_tarock(c) for c in hands["Anna"]):
            deal["announcements"] = [
                {"player": "Bernd", "premium": "pagat"},
                {"player": "Bernd", "premium": "uhu"},
            ]
            return deal
    raise AssertionError(f"no deal for {pid} {gid}")


BIRD_GAMES = all_games(
    lambda g, p: (
        g["kind"] == "positive"
        and g.get("trumps") != "none"
        and g["premiums"] == "all"
        and {"pagat", "uhu"} <= set(p.premiums)
        and g.get("bird") not in ("pagat", "uhu")
    )  # Bernd, not the declarer, holds those
)


def lead_tarock_then(bernd_card):
    def choose(t, p, hand, table, legal):
        if t == 1 and p == "Anna" and not table:
            return next(c for c in sorted(legal) if is_tarock(c))
        if t == 1 and p == "Bernd":
            return bernd_card
        return None

    return choose


@pytest.mark.parametrize(("pid", "gid"), BIRD_GAMES)
def test_bird_order(pid, gid):
    rng = random.Random(f"order{pid}{gid}")
    for _ in SEEDS:
        deal = bird_order_deal(pid, gid, rng)
        played = play_tricks(deal, rng, choose=lead_tarock_then("T1"))
        finding = only_finding(played, 1, "Bernd", "T1", "bird_order")
        assert finding["required"] == ["T2"]
        assert "der höhere Vogel geht zuerst" in finding["text"]
        # giving up the Uhu first is right
        assert replay(play_tricks(deal, rng, choose=lead_tarock_then("T2")))["findings"] == []
