"""The tournament draw (api/tournament_draw.py): table sizes, every player seated once per round,
no repeat opponents where the design allows it, the seed reproduces a draw; its doctests. Its
search within a budget (issue 32): the work counted in steps and a clock injected, never wall
time asserted."""

import doctest
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import api.db.store.cup_standings
import api.db.store.tournament_csv
import api.db.store.tournament_inputs
import api.tournament_draw
from api.tournament_draw import (
    STEPS,
    Budget,
    CannotSeat,
    Draw,
    draw,
    met_before,
    repeats,
    table_sizes,
)
from tests.support.examples import examples
from tests.support.tournament_seatings import APART, organiser_rounds


@pytest.mark.parametrize(
    "module",
    [
        api.tournament_draw,
        api.db.store.tournament_inputs,
        api.db.store.tournament_csv,
        api.db.store.cup_standings,
    ],
)
def test_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0 and result.attempted > 0


def rounds_of(n: int, count: int, seed: str = "t") -> list[list[list[str]]]:
    players = [f"p{i}" for i in range(n)]
    earlier: list[list[list[str]]] = []
    for k in range(count):
        earlier.append(draw(players, earlier, seed=f"{seed}:{k}").tables)
    return earlier


@pytest.mark.parametrize("n", [16, 21, 32, 120])
def test_three_rounds_without_a_pair_meeting_twice(n):
    seatings = rounds_of(n, 3)
    met = Counter(frozenset(p) for s in seatings for t in s for p in combinations(t, 2))
    assert max(met.values()) == 1
    fives = Counter(len(t) for s in seatings for t in s)
    assert fives[5] == 3 * (n % 4)


def test_a_draw_with_repeats_is_swap_optimal():
    """The guarantee: when repeats are left, no swap of two players lowers their count."""
    seatings = rounds_of(16, 5)  # the 4th and 5th round of 16 cannot all be found repeat-free
    met = met_before(seatings[:-1])
    last = seatings[-1]
    cost = repeats(last, met)
    seats = [(t, s) for t in range(len(last)) for s in range(len(last[t]))]
    for (ta, sa), (tb, sb) in combinations(seats, 2):
        if ta != tb:
            swapped = [list(t) for t in last]
            swapped[ta][sa], swapped[tb][sb] = swapped[tb][sb], swapped[ta][sa]
            assert repeats(swapped, met) >= cost


@pytest.mark.parametrize("n", [1, 2, 3, 6, 7, 11])
def test_counts_that_cannot_be_seated(n):
    with pytest.raises(CannotSeat):
        table_sizes(n)


def test_table_sizes_for_every_remainder():
    for k in range(3, 30):
        for rest in range(4):
            n = 4 * k + rest
            sizes = table_sizes(n)
            assert sum(sizes) == n and sizes.count(5) == rest and set(sizes) <= {4, 5}


def test_the_seed_reproduces_a_draw_and_another_seed_changes_it():
    players = [f"p{i}" for i in range(20)]
    first = draw(players, [], seed=1)
    assert draw(players, [], seed=1) == first
    assert draw(players, [], seed=2) != first
    assert draw(players, [first.tables], seed=3) == draw(players, [first.tables], seed=3)


@examples(40)
@given(
    n=st.integers(4, 60).filter(lambda n: n not in (6, 7, 11)),
    rounds=st.integers(1, 4),
    seed=st.integers(0, 2**32),
)
def test_every_player_is_seated_exactly_once_per_round_at_tables_of_4_or_5(n, rounds, seed):
    players = [f"p{i}" for i in range(n)]
    earlier: list[list[list[str]]] = []
    for k in range(rounds):
        result = draw(players, earlier, seed=seed + k, restarts=3)
        seated = [p for t in result.tables for p in t]
        assert sorted(seated) == sorted(players)
        assert all(len(t) in (4, 5) for t in result.tables)
        assert result.repeats == repeats(result.tables, met_before(earlier))
        earlier.append(result.tables)


def test_a_player_listed_twice_is_refused():
    with pytest.raises(ValueError, match="twice"):
        draw(["a", "a", "b", "c"], [], seed=0)


# --- the search within its budget (issue 32) ------------------------------------------------------

#: the issue's tournament: 287 players (three 5-tables), rounds 1–19 the organiser's own tables
PLAYERS_287 = [f"p{i:03}" for i in range(287)]
EARLIER_19 = organiser_rounds(PLAYERS_287, 19)
NO_CLOCK = Budget(seconds=None)


def assert_valid(result: Draw, players, earlier):
    seated = [p for t in result.tables for p in t]
    assert sorted(seated) == sorted(players)  # everyone once, nobody twice
    assert sorted(len(t) for t in result.tables) == sorted(table_sizes(len(players)))
    assert result.repeats == repeats(result.tables, met_before(earlier))


def test_the_organisers_19_rounds_keep_the_apart_players_off_the_5_tables():
    """The helper builds the issue's case: the players kept apart have all met and never sat at
    a 5-table, so the 5-table preference can never be met without repeats."""
    met = met_before(EARLIER_19)
    apart = PLAYERS_287[:APART]
    assert all(met[frozenset((a, b))] for a in apart for b in apart if a != b)
    assert all(len(t) == 4 for s in EARLIER_19 for t in s if set(t) & set(apart))
    assert all(4 <= len(t) <= 5 for s in EARLIER_19 for t in s)


def test_round_20_of_287_players_is_drawn_within_the_default_steps_without_a_repeat():
    result = draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=NO_CLOCK)
    assert_valid(result, PLAYERS_287, EARLIER_19)
    assert result.steps <= STEPS and result.repeats == 0


def test_a_spent_budget_ends_the_search_with_a_valid_draw_of_the_best_found():
    budget = Budget(steps=300_000, seconds=None)
    result = draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=budget)
    assert not result.complete and result.steps <= budget.steps
    assert_valid(result, PLAYERS_287, EARLIER_19)
    start = draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=Budget(steps=0, seconds=None))
    assert not start.complete and start.steps == 0  # not even the first start paid: that start
    assert_valid(start, PLAYERS_287, EARLIER_19)
    assert result.repeats < start.repeats  # the search got somewhere within its steps


def test_the_same_seed_and_steps_reproduce_a_draw_cut_short():
    budget = Budget(steps=500_000, seconds=None)
    first = draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=budget)
    assert not first.complete
    assert draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=budget) == first
    assert draw(PLAYERS_287, EARLIER_19, seed="t:20:other", budget=budget) != first


def test_more_steps_never_give_a_worse_draw():
    """The search with more steps goes the same way further, and keeps the best it passed."""
    found = [
        draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=Budget(steps=k, seconds=None))
        for k in (100_000, 200_000, 400_000, 800_000, STEPS)
    ]
    assert [r.repeats for r in found] == sorted((r.repeats for r in found), reverse=True)
    assert found[0].repeats > found[-1].repeats == 0


class Clock:
    """An injected clock: one second passes at each reading (the search's own work between two
    looks), and ``pause`` lets 100 more pass (other requests served meanwhile)."""

    def __init__(self) -> None:
        self.now, self.pauses = 0.0, 0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now

    def pause(self) -> None:
        self.now += 100.0
        self.pauses += 1


def test_the_clock_ends_the_search_after_its_own_seconds_whatever_the_steps():
    """A 3-second budget ends at the third look: one second of the search's own per slice; the
    100 s of each pause are others' time and not counted — never wall time in the test."""
    clock = Clock()
    budget = Budget(steps=10**12, seconds=3.0, clock=clock, slice=10_000)
    result = draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=budget, pause=clock.pause)
    assert not result.complete and clock.pauses == 2  # the third look ends it, unpaused
    assert 3 * 10_000 <= result.steps < 3 * 10_000 + 287 * 287  # a start's work at most beyond
    assert_valid(result, PLAYERS_287, EARLIER_19)
    again = Clock()  # the same clock from its start: the same draw
    budget = Budget(steps=10**12, seconds=3.0, clock=again, slice=10_000)
    assert draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=budget, pause=again.pause) == result


def test_time_spent_in_pauses_does_not_count_against_the_seconds():
    """A clock on which the search's own slices take 0.02 s and each pause 100 s (others'
    time): 1,000 s of budget are never reached, the search ends by itself as without a clock."""
    now = [0.0]

    def clock() -> float:
        now[0] += 0.02
        return now[0]

    budget = Budget(steps=10**12, seconds=1000.0, clock=clock, slice=10_000)
    paused = draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=budget,
                  pause=lambda: now.__setitem__(0, now[0] + 100.0))  # fmt: skip
    assert paused.complete and now[0] > 10 * 1000.0
    assert paused == draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=NO_CLOCK)


def test_pause_is_called_at_every_look_and_changes_nothing():
    clock = Clock()
    budget = Budget(steps=2_000_000, seconds=None, clock=clock, slice=50_000)
    result = draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=budget, pause=clock.pause)
    readings = int(clock.now - 100.0 * clock.pauses)  # one at the start, two a look (around it)
    assert clock.pauses == (readings - 1) // 2 >= 20
    assert result.steps // (50_000 + 287 * 287) <= clock.pauses <= result.steps // 50_000
    unpaused = Budget(steps=2_000_000, seconds=None)
    assert result == draw(PLAYERS_287, EARLIER_19, seed="t:20:s", budget=unpaused)


def test_a_small_tournament_ends_by_itself_long_before_the_budget():
    players = [f"p{i}" for i in range(21)]
    earlier = rounds_of(21, 3)
    result = draw(players, earlier, seed="s", budget=NO_CLOCK)
    assert result.complete and result.steps < STEPS // 100
    assert_valid(result, players, earlier)
