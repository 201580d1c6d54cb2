"""Reading a Bavarian deal record: each rule of docs/rules.md §3.5 that decides won, Schneider, Schwarz."""

import itertools

import pytest

from shared_rules import Inconsistent, MalformedInput, NotAllowed
from shared_rules.haferl.profile import load_profile
from shared_rules.haferl.record import RECORD_FIELDS, read_deal

PROFILE = load_profile("bayerisch")
P3 = ["Anna", "Bernd", "Clara"]


def read(**fields):
    record = {"players": P3, "game": "stockspiel", "declarer": "Anna"}
    record.update(fields)
    return read_deal(record, PROFILE)


@pytest.mark.parametrize(("augen", "won"), [(61, True), (60, False), (120, True), (0, False)])
def test_the_declarer_needs_61_augen_and_60_60_loses(augen, won):
    assert read(declarer_augen=augen).won is won


@pytest.mark.parametrize(
    ("augen", "schneider"),
    [(91, True), (90, False), (29, True), (30, False), (61, False), (60, False)],
)
def test_schneider_when_the_losing_side_stays_under_30(augen, schneider):
    assert read(declarer_augen=augen).schneider is schneider


def test_schwarz_is_all_11_tricks_and_brings_schneider():
    deal = read(declarer_augen=120, declarer_tricks=11)
    assert (deal.won, deal.schneider, deal.schwarz) == (True, True, True)
    flags = read(schwarz=True)
    assert (flags.won, flags.schneider, flags.schwarz) == (True, True, True)


def test_120_augen_without_every_trick_is_schneider_not_schwarz():
    deal = read(declarer_augen=120, declarer_tricks=10)
    assert (deal.schneider, deal.schwarz) == (True, False)


def test_a_declarer_without_a_trick_is_never_schwarz_only_schneider():
    deal = read(declarer_augen=3, declarer_tricks=0)
    assert (deal.won, deal.schneider, deal.schwarz) == (False, True, False)


def test_at_four_the_dealer_sits_out():
    deal = read(players=P3 + ["David"], dealer="Bernd", won=True)
    assert deal.table == ["Anna", "Bernd", "Clara", "David"]
    assert deal.active == ["Anna", "Clara", "David"]
    assert deal.opponents == ["Clara", "David"]


def test_the_pot_before_a_deal_defaults_to_the_tables_stakes():
    assert read(won=True).pot == 3
    assert read(won=True, stake=5).pot == 15
    assert read(won=True, players=P3 + ["David"], dealer="David").pot == 4
    assert read(won=True, pot=0).pot == 0


def test_the_solo_trump_is_named_and_fixed_trumps_are_filled_in():
    assert read(game="solo", trump="s", won=True).trump == "S"
    assert read(game="herz_solo", won=True).trump == "H"
    assert read(won=True).trump == "H"
    assert read(game="bettel", won=True).trump is None


def test_a_breach_loses_for_the_breaching_side():
    assert read(breach={"player": "Anna"}).won is False
    assert read(breach={"player": "Bernd", "rule": "farbzwang"}).won is True
    deal = read(game="herz_solo", breach={"player": "Bernd"})
    assert (deal.schneider, deal.schwarz) == (False, False)


def test_a_thrown_in_deal_has_no_declarer_and_no_outcome():
    deal = read(game="thrown_in", declarer=None)
    assert (deal.game, deal.declarer, deal.won) == (None, None, None)


def test_every_field_name_is_known_and_unknown_ones_are_refused():
    assert {"pot", "stake", "trump", "declarer_augen", "schneider", "schwarz"} <= RECORD_FIELDS
    with pytest.raises(MalformedInput) as err:
        read(won=True, premiums=[])
    assert err.value.field == "premiums"


@pytest.mark.parametrize(
    ("fields", "error", "field"),
    [
        ({"players": ["Anna", "Anna", "Clara"]}, MalformedInput, "players"),
        ({"players": ["Anna", "", "Clara"]}, MalformedInput, "players.1"),
        ({"players": P3 + ["David"], "dealer": "Eva"}, MalformedInput, "dealer"),
        ({"declarer": "Eva"}, MalformedInput, "declarer"),
        ({"won": "yes"}, MalformedInput, "won"),
        ({"won": True, "note": 5}, MalformedInput, "note"),
        ({"won": True, "stake": 1001}, MalformedInput, "stake"),
        ({"won": True, "pot": True}, MalformedInput, "pot"),
        ({"game": "herz_solo", "trump": "E", "won": True}, NotAllowed, "trump"),
        ({"game": "bettel", "declarer_tricks": 0, "schwarz": True}, NotAllowed, "schwarz"),
        ({"declarer_augen": 100, "declarer_tricks": 11, "won": False}, Inconsistent, "won"),
        ({"declarer_augen": 20, "schneider": False}, Inconsistent, "schneider"),
        ({"breach": {"player": "Bernd", "reason": 5}}, MalformedInput, "breach.reason"),
        ({"breach": {"player": "Bernd", "when": 3}}, MalformedInput, "breach.when"),
        ({"breach": "Bernd"}, MalformedInput, "breach"),
        ({"breach": {"player": "Bernd"}, "schneider": True}, NotAllowed, "schneider"),
        ({"breach": {"player": "Bernd"}, "declarer_tricks": 3}, NotAllowed, "declarer_tricks"),
        ({"game": "thrown_in", "declarer": None, "trump": "H"}, NotAllowed, "trump"),
    ],
)
def test_a_wrong_record_names_the_field(fields, error, field):
    with pytest.raises(error) as err:
        read(**fields)
    assert type(err.value) is error and err.value.field == field


@pytest.mark.parametrize("name", ["declarer_tricks", "declarer_augen"])
def test_a_thrown_in_deal_refuses_even_a_count_of_zero(name):
    with pytest.raises(NotAllowed) as err:
        read(game="thrown_in", declarer=None, **{name: 0})
    assert err.value.field == name


def test_a_game_decided_by_a_breach_counts_no_schneider_or_schwarz_whatever_the_cards():
    # decided 2026-12-01: the breach pays the game's base tariff
    for name in ("schneider", "schwarz"):
        with pytest.raises(NotAllowed) as err:
            read(game="solo", trump="E", breach={"player": "Bernd"}, **{name: True})
        assert err.value.field == name
    deal = read(game="solo", trump="E", breach={"player": "Bernd"}, schneider=False)
    assert (deal.won, deal.schneider, deal.schwarz) == (True, False, False)


@pytest.mark.parametrize("augen", [1, 119])
@pytest.mark.parametrize("game", ["stockspiel", "solo", "herz_solo"])
def test_augen_no_deal_can_give_1_or_119_are_inconsistent(game, augen):
    # decided 2026-12-01: no card is worth 1, so neither side ever holds 1 Augen
    fields = {"game": game, "declarer_augen": augen, "trump": "E" if game == "solo" else None}
    for extra in ({}, {"won": augen > 60}, {"declarer_tricks": 0 if augen == 1 else 10}):
        with pytest.raises(Inconsistent) as err:
            read(**fields, **extra)
        assert (err.value.kind, err.value.field, err.value.value) == (
            "inconsistent",
            "declarer_augen",
            augen,
        )
        assert "no card is worth 1" in err.value.reason


@pytest.mark.parametrize("augen", [0, 2, 3, 118, 120])
def test_augen_a_pile_of_cards_can_hold_settle_next_to_the_impossible_ones(augen):
    assert read(declarer_augen=augen).won is (augen >= 61)


def _piles_by_hand() -> set:
    """The tests' own count of (cards in a pile, its Augen): 0-4 of each counting card (Sau 11,
    Zehn 10, König 4, Ober 3, Unter 2) and the rest of the pile Spatzen (16 in the deck, worth 0)."""
    piles = set()
    for counts in itertools.product(range(5), repeat=5):
        augen = sum(n * v for n, v in zip(counts, (11, 10, 4, 3, 2), strict=True))
        taken = sum(counts)
        piles.update((cards, augen) for cards in range(taken, taken + 17))
    return piles


def test_with_the_tricks_given_the_augen_must_be_what_that_many_cards_can_hold():
    # k tricks: the declarer holds 3k cards and 3 more (the Stock or his discard); Augen no pile
    # of that many cards can make no deal gives (decided 2026-12-01 for 1 and 119, the same rule)
    piles = _piles_by_hand()
    refused = []
    for tricks in range(11):
        for augen in range(121):
            possible = (3 * tricks + 3, augen) in piles
            try:
                read(game="solo", trump="G", declarer_augen=augen, declarer_tricks=tricks)
            except Inconsistent as err:
                assert err.field == "declarer_augen"
                refused.append((tricks, augen))
                assert not possible, (tricks, augen)
            else:
                assert possible, (tricks, augen)
    assert (0, 29) in refused and (0, 34) in refused and (1, 100) in refused
    assert (10, 92) in refused and (10, 86) in refused and (0, 33) not in refused
