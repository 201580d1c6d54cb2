"""Differential test of the deal replay: the twin's replay() checks every deal card by card as
shared_rules.play does — the same findings (trick, player, card, rule, clause, required cards,
German text), trick winners, thirds, premium outcomes, record and settlement, or the same refusal.

Deals are random legal deals of every game of every profile (shared_rules.dealgen), some with house
rules or odd player names, a third at four with the dealer named and a third at five with the
dealer sitting out, most of them then changed in one place: tricks cut short, one card or one
leader changed, the discard or the called king changed (his own king, too), an announcement added,
a bird the declarer does not hold, the sitting-out dealer playing, five without a dealer, two names
alike but for case, or any value replaced by arbitrary JSON; and birds given up in the wrong order
(the engine tests' bird-order deal).
"""

import copy
import random

from hypothesis import HealthCheck, event, given
from hypothesis import strategies as st

from shared_rules import load_profile, profile_ids
from shared_rules.cards import BIRDS, DECK, KINGS, QUEENS
from shared_rules.dealgen import play_tricks, random_deal
from shared_rules.families import replay  # by the family, as the twin's top-level replay

from ..support.examples import examples
from ..unit.strategies import break_one_value
from ..unit.test_play_mutations import BIRD_GAMES, bird_order_deal, lead_tarock_then
from .test_differential import NAMES, house_rules
from .twin import answer, as_js, assert_same_answer

GAMES = [(pid, gid) for pid in profile_ids() for gid in load_profile(pid).games]
MUTATIONS = ["none", "cut", "card", "leader", "discard", "called", "announce", "bird", "broken"]
MUTATIONS += ["sitting-out dealer plays", "no dealer at five", "names alike but for case"]
SEATINGS = ["four in playing order", "four with the dealer", "five, the dealer sits out"]


@st.composite
def deals(draw):
    pid, gid = draw(st.sampled_from(GAMES))
    if (pid, gid) in BIRD_GAMES and draw(st.integers(0, 9)) == 0:
        # Bernd holds and announced Pagat and Uhu and must give up the Uhu first
        rng = random.Random(draw(st.integers(0, 2**32 - 1)))
        first = draw(st.sampled_from(["T1", "T2"]))
        return play_tricks(bird_order_deal(pid, gid, rng), rng, choose=lead_tarock_then(first))
    players = ("Anna", "Bernd", "Clara", "David")
    if draw(st.booleans()):
        players = tuple(draw(st.lists(st.sampled_from(NAMES), min_size=4, max_size=4, unique=True)))
    rules = draw(house_rules(pid)) if draw(st.integers(0, 3)) == 0 else None
    if rules and gid in rules.get("games_off", ()):
        rules = None
    seed = draw(st.integers(0, 2**32 - 1))
    announce = draw(st.sampled_from([0.25, 0.9]))
    try:
        deal = random_deal(
            pid, gid, seed=seed, house_rules=rules, announce=announce, players=players
        )
    except Exception:  # noqa: BLE001 - house rules that leave no such deal: take one without them
        deal = random_deal(pid, gid, seed=seed, announce=announce, players=players)
    seated = draw(st.sampled_from(SEATINGS))
    event(f"seating: {seated}")
    deal = _seat(draw, deal, seated)
    how = draw(st.sampled_from(MUTATIONS))
    event(f"mutation: {how}")
    return _mutate(draw, deal, how)


def _seat(draw, deal, how):
    """The deal at a table in seating order with its dealer named: at four the dealer is the last
    to play, at five a fifth player deals and sits out (the Vorhand sits after the dealer)."""
    if how == "four in playing order":
        return deal
    order = list(deal["players"])  # Vorhand first
    if how == "four with the dealer":
        table, dealer = order, order[-1]
    else:
        dealer = next(n for n in ["Erich", *NAMES] if n not in order)
        table = [dealer, *order]
    turn = draw(st.integers(0, len(table) - 1))
    return {**deal, "players": table[turn:] + table[:turn], "dealer": dealer}


def _mutate(draw, deal, how):
    deal = copy.deepcopy(deal)
    tricks = deal.get("tricks") or []
    players = deal["players"]
    if how == "cut" and tricks:
        del tricks[draw(st.integers(0, len(tricks) - 1)) :]
        if tricks and draw(st.booleans()):
            tricks[-1]["cards"] = tricks[-1]["cards"][: draw(st.integers(1, 3))]
    elif how == "card" and tricks:
        trick = draw(st.sampled_from(tricks))
        trick["cards"][draw(st.integers(0, 3))] = draw(st.sampled_from(DECK))
    elif how == "leader" and tricks:
        draw(st.sampled_from(tricks))["leader"] = draw(st.sampled_from(players))
    elif how == "discard" and deal.get("discard"):
        discard = deal["discard"]
        if draw(st.booleans()):
            discard[draw(st.integers(0, len(discard) - 1))] = draw(st.sampled_from(DECK))
        else:
            discard.pop()
    elif how == "called" and deal.get("called_king"):
        own = [k for k in KINGS if k in deal["hands"][deal["declarer"]]]
        deal["called_king"] = draw(st.sampled_from(own or KINGS + QUEENS))
    elif how == "announce":
        premiums = [*load_profile(deal["profile"]).premiums, "valat"]
        deal.setdefault("announcements", []).append(
            {
                "player": draw(st.sampled_from(players)),
                "premium": draw(st.sampled_from(premiums)),
                "kontra": draw(st.integers(0, 3)),
            }
        )
    elif how == "bird":
        held = deal["hands"][deal.get("declarer", next(iter(deal["hands"])))]  # else the Vorhand
        missing = [b for b, card in BIRDS.items() if card not in held]
        deal["bird"] = draw(st.sampled_from(missing or list(BIRDS)))
    elif how == "sitting-out dealer plays" and len(players) == 5:
        dealer = deal["dealer"]
        where = draw(st.sampled_from(["declarer", "leader", "announcement"]))
        if where == "declarer":
            deal["declarer"] = dealer
        elif where == "leader" and tricks:
            draw(st.sampled_from(tricks))["leader"] = dealer
        else:
            deal.setdefault("announcements", []).append({"player": dealer, "premium": "valat"})
    elif how == "no dealer at five" and len(players) == 5:
        del deal["dealer"]
    elif how == "names alike but for case":
        i = draw(st.integers(1, len(players) - 1))
        players[i] = (
            players[0].swapcase() if players[0].swapcase() != players[0] else players[0] + " "
        )
    elif how == "broken":
        break_one_value(draw, deal)
    return deal


@examples(600, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(deals())
def test_the_twin_replays_every_deal_as_python_does(twin, deal):
    deal = as_js(deal)
    expected = answer(replay, deal)
    _events(expected)
    assert_same_answer(twin.request(replay=deal), expected)


def _events(expected):
    """What a run covered (pytest --hypothesis-show-statistics)."""
    if "error" in expected:
        event(f"refused: {expected['error']['kind']}")
        return
    out = expected["result"]
    event("complete" if out["complete"] else "partial")
    for rule in {f["rule"] for f in out["findings"]}:
        event(f"finding: {rule}")
    if out["settlement"]:
        event("settled")
