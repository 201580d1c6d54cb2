"""Differential test of the Bavarian card replay: the twin's replay (pwa/engine/haferl/play.js,
reached through the family dispatch of pwa/engine/families.js) checks every deal card by card as
shared_rules.haferl.play does — the same findings (trick, player, card, rule, clause, required
cards, German text), trick winners and Augen, Augen per side, won, Schneider, Schwarz, record and
settlement, or the same refusal.

Deals are random legal deals of every game (shared_rules.haferl.dealgen) at three, or at four with
the dealer sitting out, some with house rules, odd player names or a pot and stake, most of them
then changed in one place: one card breaking one trick rule (Farbzwang, Trumpfzwang, Stichzwang
when following and when trumping; the tests' own breakers), a card not held, a wrong leader, a
wrong discard (a trump, a card not held, too few, a discard where nothing is discarded), tricks
cut short (a partial deal), the breach rule switched off, or any value replaced by arbitrary JSON.
Both sides go through the top-level ``replay``, which picks the engine by the profile's family.
"""

import copy
import random

from hypothesis import event, given
from hypothesis import strategies as st

from shared_rules.families import replay
from shared_rules.haferl.cards import DECK
from shared_rules.haferl.dealgen import play_tricks, random_contract
from shared_rules.haferl.profile import load_profile

from ..unit.haferl.test_play_mutations import (
    break_farbzwang,
    break_stichzwang_following,
    break_stichzwang_trumping,
    break_trumpfzwang,
    steal,
)
from ..unit.strategies import break_one_value
from .test_differential import NAMES, twin_settings
from .twin import answer, as_js, assert_same_answer, note_events

GAMES = sorted(load_profile("bayerisch").games)
BREAKERS = {
    "farbzwang": break_farbzwang,
    "trumpfzwang": break_trumpfzwang,
    "stichzwang following": break_stichzwang_following,
    "stichzwang trumping": break_stichzwang_trumping,
    "card from another hand": steal,
}
MUTATIONS = [*BREAKERS, "none", "card", "leader", "discard", "broken", "breach_loses off"]
MUTATIONS += ["cut"] * 2  # partial deals (a Bettel decided in mid-deal) twice as often


@st.composite
def bavarian_deals(draw):
    """A random legal deal of any game, at three or four, played with at most one wrong card."""
    game = draw(st.sampled_from(GAMES))
    names = draw(st.lists(st.sampled_from(NAMES), min_size=4, max_size=4, unique=True))
    rules = {}
    how = draw(st.sampled_from(MUTATIONS))
    event(f"mutation: {how}")
    if how == "breach_loses off":
        rules["breach_loses"] = False
        how = draw(st.sampled_from(list(BREAKERS)))
    elif draw(st.integers(0, 5)) == 0:
        rules["game_values"] = {game: draw(st.integers(0, 12))}
    profile = load_profile("bayerisch", rules or None)
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    deal = random_contract(profile, game, rng, players=names[:3])
    if draw(st.booleans()):
        deal["dealer"] = names[3]
    event("at four, the dealer sits out" if "dealer" in deal else "at three")
    if draw(st.integers(0, 3)) == 0:
        deal["pot"] = draw(st.sampled_from([0, 1, 2, 50]))
        deal["stake"] = draw(st.sampled_from([1, 2, 1000]))
        deal["cents_per_point"] = draw(st.sampled_from([0, 10, 50]))
    if how == "discard" and "discard" in deal:
        _wrong_discard(draw, deal)  # before the play, which then plays on from that discard
    breaker = BREAKERS.get(how)
    start = draw(st.integers(1, 11))
    hit = []

    def choose(t, p, hand, table, legal):
        if hit or breaker is None or t < start:
            return None
        card = breaker(t, p, hand, table, deal)
        if card:
            hit.append(card)
        return card

    deal = play_tricks(deal, rng, choose=choose)
    event(f"wrong card played: {bool(hit)}")
    if how == "discard" and "discard" not in deal:
        _wrong_discard(draw, deal)
    return _mutate(draw, deal, how)


def _wrong_discard(draw, deal):
    """The Stockspiel discard with a trump, a card not held, one card short; or a discard in a game
    that discards nothing."""
    discard = deal.get("discard")
    if discard is None:  # the game discards nothing
        deal["discard"] = draw(st.lists(st.sampled_from(DECK), max_size=3, unique=True))
        return
    pool = deal["hands"][deal["declarer"]] + deal["stock"]
    how = draw(st.sampled_from(["trump", "not held", "short"]))
    if how == "trump" and any(c[0] == "H" and c not in discard for c in pool):
        discard[draw(st.integers(0, 2))] = draw(
            st.sampled_from([c for c in pool if c[0] == "H" and c not in discard])
        )
    elif how == "not held":
        discard[draw(st.integers(0, 2))] = draw(st.sampled_from([c for c in DECK if c not in pool]))
    else:
        discard.pop()


def _mutate(draw, deal, how):
    deal = copy.deepcopy(deal)
    tricks = deal["tricks"]
    if how == "cut":
        del tricks[draw(st.integers(0, len(tricks))) :]
        if tricks and draw(st.booleans()):
            tricks[-1]["cards"] = tricks[-1]["cards"][: draw(st.integers(1, 3))]
    elif how == "card":
        trick = draw(st.sampled_from(tricks))
        trick["cards"][draw(st.integers(0, 2))] = draw(st.sampled_from(DECK))
    elif how == "leader":
        draw(st.sampled_from(tricks))["leader"] = draw(st.sampled_from(deal["players"]))
    elif how == "broken":
        break_one_value(draw, deal)
    if draw(st.integers(0, 3)) == 0:
        for trick in tricks if isinstance(tricks, list) else []:
            if isinstance(trick, dict):
                trick.pop("leader", None)  # the leader is optional: the engine knows who leads
    return deal


TWISTS = [
    "four players",
    "the dealer plays",
    "names alike but for case",
    "thrown in",
    "a Königrufen field",
    "a twelfth trick",
    "a trick of four cards",
    "an unfinished trick before the last",
    "an unknown trick field",
    "a card dealt twice",
    "a Stock of two",
    "a hand of ten",
    "Herz for a Solo",
    "a trump for the Bettel",
    "no declarer",
    "a pot out of range",
]


@st.composite
def refused_deals(draw):
    """A legal deal changed in one way that makes it no deal to replay (or one replayed
    differently)."""
    game = draw(st.sampled_from(GAMES))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    deal = play_tricks(random_contract(load_profile("bayerisch"), game, rng), rng)
    how = draw(st.sampled_from(TWISTS))
    event(f"twist: {how}")
    players, tricks = deal["players"], deal["tricks"]
    if how == "four players":
        deal["players"] = [*players, "David"]
    elif how == "the dealer plays":
        deal["dealer"] = draw(st.sampled_from(players))
    elif how == "names alike but for case":
        deal["hands"][players[0].upper()] = deal["hands"].pop(players[1])
        players[1] = players[0].upper()
    elif how == "thrown in":
        deal["game"] = "thrown_in"
    elif how == "a Königrufen field":
        deal[draw(st.sampled_from(["talon", "called_king", "announcements", "kontra"]))] = []
    elif how == "a twelfth trick":
        tricks.append(copy.deepcopy(tricks[0]))
    elif how == "a trick of four cards":
        draw(st.sampled_from(tricks))["cards"].append(draw(st.sampled_from(DECK)))
    elif how == "an unfinished trick before the last":
        tricks[draw(st.integers(0, 9))]["cards"].pop()
    elif how == "an unknown trick field":
        draw(st.sampled_from(tricks))["winner"] = players[0]
    elif how == "a card dealt twice":
        deal["stock"][draw(st.integers(0, 2))] = draw(st.sampled_from(deal["hands"][players[2]]))
    elif how == "a Stock of two":
        deal["stock"].pop()
    elif how == "a hand of ten":
        deal["hands"][draw(st.sampled_from(players))].pop()
    elif how == "Herz for a Solo":
        deal.update(game="solo", trump=draw(st.sampled_from(["H", "h", "herz"])))
    elif how == "a trump for the Bettel":
        deal.update(game="bettel", trump=draw(st.sampled_from(["E", "s", "X", 3])))
    elif how == "no declarer":
        deal.pop("declarer")
    elif how == "a pot out of range":
        deal[draw(st.sampled_from(["pot", "stake", "cents_per_point"]))] = draw(
            st.sampled_from([-1, 10_000_001, 2.5, "3", True])
        )
    return deal


def assert_same(twin, deal):
    deal = as_js(deal)
    expected = answer(replay, deal)
    note_events(expected, _covered)
    assert_same_answer(twin.request(replay=deal), expected)


@twin_settings(700)
@given(bavarian_deals())
def test_the_twin_replays_every_bavarian_deal_as_python_does(twin, deal):
    assert_same(twin, deal)


@twin_settings(300)
@given(refused_deals())
def test_the_twin_refuses_what_python_refuses_in_a_bavarian_deal(twin, deal):
    assert_same(twin, deal)


def _covered(out):
    yield f"{out['game']} {'complete' if out['complete'] else 'partial'}"
    for rule in {f["rule"] for f in out.get("findings", [])}:
        yield f"finding: {rule}"
    if out["settlement"]:
        yield f"settled: {'won' if out.get('won') else 'lost'}"
