"""Differential test of the second family: the twin's Haferltarock engine (pwa/engine/haferl)
settles every Bavarian record and sheet as shared_rules.haferl does.

Hypothesis draws records of every game — won and lost, by Augen, by flags, by tricks (Schneider,
Schwarz), decided by a breach, thrown in — at three and at four (the dealer sits out), with a pot
that needs refilling, another stake and cents, house rules and odd player names; records broken
in any one value; records changed in one way the rules refuse; and whole sheets (the pot carried
from deal to deal), plain and broken. About 2,000 a run (800 records, 400 broken, 300 refused,
300 sheets, 200 broken sheets), sent to the one Node process of tests/js/twin_server.mjs; the
answer must be the same JSON, or the same error kind, field, value, reason, code and params. Every record goes
through the top-level ``settle`` of both engines, which pick the family by the profile.
"""

import json

from hypothesis import event, given
from hypothesis import strategies as st

from shared_rules import settle
from shared_rules.haferl import count, load_profile, settle_sheet
from shared_rules.haferl.cards import DECK
from shared_rules.haferl.profile import profile_from_data

from ..unit.haferl.strategies import deal_record, sheet
from ..unit.strategies import broken_records
from .test_differential import NAMES, rename, twin_settings
from .twin import answer, as_js, assert_same_answer, note_events

PLAYERS = ["Anna", "Bernd", "Clara", "David"]


def assert_same(twin, record, frozen=None):
    record = as_js(record)
    if frozen:
        profile = profile_from_data(load_profile("bayerisch").data, frozen)
        expected = answer(settle, record, profile=profile)
        got = twin.request(record=record, sheet={"profile": "bayerisch", "house_rules": frozen})
    else:
        expected = answer(settle, record)
        got = twin.request(record=record)
    note_events(expected, _covered)
    assert_same_answer(got, expected)


def _covered(result):
    yield f"settled: {result['game']} {'won' if result['won'] else 'lost'}"
    for feature, present in (
        ("4 at the table", len(result["points"]) == 4),
        ("Schneider", result["schneider"]),
        ("Schwarz", result["schwarz"]),
        ("a refill", any(line["item"] == "refill" for line in result["lines"])),
    ):
        if present:
            yield f"settled with {feature}"


def assert_same_sheet(twin, data):
    data = as_js(data)
    expected = answer(settle_sheet, data)
    event(
        "sheet settled" if "result" in expected else f"sheet refused: {expected['error']['kind']}"
    )
    assert_same_answer(twin.request(haferl_sheet=data), expected)


house_rules = st.fixed_dictionaries(
    {},
    optional={
        "breach_loses": st.booleans(),
        "game_values": st.dictionaries(
            st.sampled_from(["stockspiel", "solo", "herz_solo", "bettel"]),
            st.integers(0, 12),
            max_size=2,
        ),
        "games_off": st.lists(st.sampled_from(["solo", "bettel", "herz_solo"]), max_size=2),
    },
)


@st.composite
def bavarian_records(draw):
    """A valid record (deal_record), with house rules, a pot that may need refilling and names
    that are no plain ASCII (JavaScript's key order, code-point order, ``__proto__``)."""
    record = draw(deal_record())
    if draw(st.integers(0, 3)) == 0:
        record["house_rules"] = draw(house_rules)
    if draw(st.integers(0, 2)) == 0:
        record["pot"] = draw(st.sampled_from([0, 1, 2, 50, 10_000_000]))
        record["stake"] = draw(st.sampled_from([1, 2, 1000]))
    names = draw(st.lists(st.sampled_from(NAMES), min_size=4, max_size=4, unique=True))
    return rename(record, dict(zip(PLAYERS, names, strict=True)))


TWISTS = [
    "Schwarz but lost",
    "Augen against won",
    "Schneider against the Augen",
    "a trump for the Bettel",
    "Herz named for a Solo",
    "the dealer declares",
    "a breach with breach_loses off",
    "a thrown-in deal with a declarer",
    "Augen in a Bettel",
    "five at the table",
    "a Königrufen field",
    "a pot out of range",
    "no tricks but many Augen",
    "names alike but for case",
    "Augen no pile of cards holds",
    "tricks and Augen drawn apart",
]


@st.composite
def refused_records(draw):
    """A valid record changed in one way the rules refuse (or settle differently)."""
    record = draw(deal_record(with_settings=False))
    how = draw(st.sampled_from(TWISTS))
    event(f"twist: {how}")
    active = [p for p in record["players"] if p != record.get("dealer")]
    if how == "Schwarz but lost":
        record.update(schwarz=True, won=False)
    elif how == "Augen against won":
        record.update(declarer_augen=draw(st.integers(0, 120)), won=draw(st.booleans()))
    elif how == "Schneider against the Augen":
        record.update(declarer_augen=draw(st.integers(0, 120)), schneider=draw(st.booleans()))
    elif how == "a trump for the Bettel":
        record.update(game="bettel", trump=draw(st.sampled_from(["E", "h", "X", 3])))
    elif how == "Herz named for a Solo":
        record.update(game="solo", trump=draw(st.sampled_from(["H", "h", "herz"])))
    elif how == "the dealer declares":
        record["players"] = PLAYERS
        record["dealer"] = record["declarer"] = draw(st.sampled_from(PLAYERS))
    elif how == "a breach with breach_loses off":
        record["breach"] = {"player": draw(st.sampled_from(active)), "rule": "farbzwang"}
        record["house_rules"] = {"breach_loses": draw(st.booleans())}
    elif how == "a thrown-in deal with a declarer":
        record["game"] = "thrown_in"
        record.setdefault("declarer", active[0])
    elif how == "Augen in a Bettel":
        record.update(game="bettel", declarer_augen=draw(st.integers(0, 120)))
    elif how == "five at the table":
        record.update(players=[*PLAYERS, "Eva"], dealer="Eva")
    elif how == "a Königrufen field":
        record[draw(st.sampled_from(["partner", "kontra", "forehand", "premiums"]))] = None
    elif how == "a pot out of range":
        record["pot"] = draw(st.sampled_from([-1, 10_000_001, 2.5, "3", True]))
    elif how == "no tricks but many Augen":
        record.update(declarer_tricks=0, declarer_augen=draw(st.integers(0, 120)))
        record.pop("won", None)
    elif how == "Augen no pile of cards holds":  # no card is worth 1: 1 and 119 are impossible
        record.update(declarer_augen=draw(st.sampled_from([1, 119])))
        for name in ("won", "schneider", "schwarz", "declarer_tricks"):
            if draw(st.booleans()):
                record.pop(name, None)
    elif how == "tricks and Augen drawn apart":  # most pairs no pile of that many cards makes
        record.update(
            game=draw(st.sampled_from(["stockspiel", "herz_solo"])),
            declarer_tricks=draw(st.integers(0, 11)),
            declarer_augen=draw(st.integers(0, 120)),
        )
        for name in ("won", "schneider", "schwarz", "trump"):
            record.pop(name, None)
    elif how == "names alike but for case":
        record["players"] = [*record["players"][:-1], record["players"][0].upper()]
    return record


@twin_settings(800)
@given(bavarian_records())
def test_the_twin_settles_every_bavarian_record_as_python_does(twin, record):
    assert_same(twin, record)


@twin_settings(400)
@given(broken_records(bavarian_records()))
def test_the_twin_refuses_every_broken_bavarian_record_as_python_does(twin, record):
    assert_same(twin, record)


@twin_settings(300)
@given(refused_records())
def test_the_twin_refuses_what_the_bavarian_rules_refuse_as_python_does(twin, record):
    assert_same(twin, record)


@twin_settings(100)
@given(deal_record(with_settings=False), house_rules)
def test_a_bavarian_sheets_frozen_profile_settles_alike(twin, record, frozen):
    record.pop("house_rules", None)
    assert_same(twin, record, frozen=frozen)


@twin_settings(300)
@given(sheet())
def test_the_twin_settles_every_bavarian_sheet_as_python_does(twin, data):
    assert_same_sheet(twin, data)


@twin_settings(200)
@given(broken_records(sheet()))
def test_the_twin_refuses_every_broken_bavarian_sheet_as_python_does(twin, data):
    assert_same_sheet(twin, data)


@twin_settings(100)
@given(
    st.lists(
        st.sampled_from(DECK) | st.text(max_size=3) | st.sampled_from(["ea", "s10", 7]), max_size=8
    )
)
def test_augen_count_alike(twin, cards):
    assert_same_answer(
        twin.request(call="countAugen", args=[cards, "cards"]), answer(count, cards, "cards")
    )


def test_the_frozen_profile_reaches_python_as_sent():
    """The sheet case above is no tautology: house rules change the settlement."""
    record = {
        "profile": "bayerisch",
        "players": PLAYERS[:3],
        "game": "solo",
        "trump": "E",
        "declarer": "Anna",
        "won": True,
    }
    plain = settle(record)["points"]["Anna"]
    raised = settle(
        record,
        profile=profile_from_data(load_profile("bayerisch").data, {"game_values": {"solo": 5}}),
    )
    assert (plain, raised["points"]["Anna"]) == (4, 10), json.dumps(raised)
