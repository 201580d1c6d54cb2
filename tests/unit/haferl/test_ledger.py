"""The pot is a party of the ledger: every line balances over players and pot, by an explicit raise."""

import subprocess
import sys

import pytest

from shared_rules.haferl.ledger import PAYS, Unbalanced, add_up, check_balanced, line, pay_in

TABLE = ["Anna", "Bernd", "Clara", "David"]


def test_paying_in_moves_the_stake_of_everyone_at_the_table_into_the_pot():
    assert pay_in(TABLE, 2) == ({"Anna": -2, "Bernd": -2, "Clara": -2, "David": -2}, 8)


def test_a_pot_game_won_takes_from_the_pot_and_lost_pays_each_opponent_and_the_pot():
    won = PAYS["pot"](TABLE, "Anna", ["Bernd", "Clara"], True, 2)
    assert won == ({"Anna": 2, "Bernd": 0, "Clara": 0, "David": 0}, -2)
    lost = PAYS["pot"](TABLE, "Anna", ["Bernd", "Clara"], False, 2)
    assert lost == ({"Anna": -6, "Bernd": 2, "Clara": 2, "David": 0}, 2)


def test_a_player_game_never_touches_the_pot():
    for won in (True, False):
        points, pot = PAYS["players"](TABLE, "Clara", ["Anna", "David"], won, 3)
        assert pot == 0 and points["Bernd"] == 0
        assert points["Clara"] == (6 if won else -6)


def test_a_line_carries_money_for_players_and_pot():
    ln = line("stake", "Einsatz", None, 1, {"Anna": -1, "Bernd": -1}, 2, 10, "clause")
    assert ln["money_cents"] == {"Anna": -10, "Bernd": -10}
    assert ln["pot"] == {"points": 2, "money_cents": 20}


def test_an_unbalanced_line_or_total_raises():
    with pytest.raises(Unbalanced):
        line("game", "x", None, 1, {"Anna": 1, "Bernd": 0}, 0, 10, "clause")
    with pytest.raises(Unbalanced):
        add_up(
            ["Anna"],
            [
                {
                    "points": {"Anna": 1},
                    "money_cents": {"Anna": 10},
                    "pot": {"points": 0, "money_cents": 0},
                }
            ],
        )


def test_the_balance_check_survives_python_optimisations():
    code = (
        "from shared_rules.haferl.ledger import check_balanced, Unbalanced\n"
        "try:\n    check_balanced('x', {'A': 1}, 0)\nexcept Unbalanced:\n    print('raised')\n"
    )
    out = subprocess.run([sys.executable, "-O", "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "raised", out.stderr


def test_a_balanced_line_passes():
    check_balanced("refill", {"Anna": -1, "Bernd": -1, "Clara": -1}, 3)
