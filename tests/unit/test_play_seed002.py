"""The worked example of seed 002 (cardgames.zone, "A trick" / "Example with Players 1 to 4").

Player 1 plays a Rufer and calls the king of hearts (Player 4 holds it). The talon shows DQ, T14, S7
on the left and CK, H3, T2 on the right; Player 1 takes the left half, the right half (with the king
of clubs) goes to the opponents. He discards S7, D1, D2 and has no spades left. Player 3 leads the
king of spades, Player 4 follows with the jack, Player 1 must play a tarock (XV), Player 2 follows
with the 8 of spades: the trick goes to Player 1, worth king 5 + jack 2 + tarock 1 + 8 of spades 1,
and Player 3's king is won for Player 1's side. At the end Players 1 and 4 count 39 points: won.

The seed only shows one trick; the other eleven below are one legal way the deal can have gone
(found with the random legal player and frozen here). The seed says Player 1 has "no diamonds" after
the discard, but the queen of diamonds he took from the talon is still in his hand (he leads it in
trick 5): only "no spades" matters for the example trick, and that holds.
"""

from shared_rules.cards import VALUE
from shared_rules.counting import count_thirds
from shared_rules.examples import SEED_002_DEAL
from shared_rules.play import replay

DEAL = SEED_002_DEAL


def test_talon_halves_and_discard():
    result = replay(DEAL)
    assert result["findings"] == []
    # P1 took the left half; after the discard he has no spades
    hand = set(DEAL["hands"]["P1"]) | set(DEAL["talon"][0])
    hand -= set(DEAL["discard"])
    assert {"DQ", "T14"} <= hand and not any(c.startswith("S") and c != "SKUS" for c in hand)
    # the right half (king of clubs) belongs to the opponents, the discard to the declarer side
    assert result["partner"] == "P4" and result["called_king"] == "HK"
    assert result["king_in_talon"] is False


def test_the_spade_trick():
    result = replay(DEAL)
    trick = result["tricks"][3]
    assert trick["leader"] == "P3"
    assert trick["cards"] == ["SK", "SJ", "T15", "S8"]  # P3, P4, P1, P2 in playing order
    assert trick["winner"] == "P1"  # P1 has no spades and must play a tarock: XV takes it
    assert [VALUE[c] for c in trick["cards"]] == [5, 2, 1, 1]  # king 5 + jack 2 + tarock 1 + 1
    assert trick["thirds"] == count_thirds(trick["cards"]) == 19  # 9 − 4 × ⅔ = 6 points 1 Blatt


def test_the_count_39_points_wins_the_rufer():
    result = replay(DEAL)
    assert result["notation"] == {"declarer": "39/2", "opponents": "30/1"}
    assert sum(result["thirds"].values()) == 210
    assert result["partner_revealed"] == 8  # P4 plays the king of hearts in trick 8
    assert result["record"]["declarer_points"] == 119
    settlement = result["settlement"]
    assert settlement["points"] == {"P1": 1, "P2": -1, "P3": -1, "P4": 1}
    assert settlement["lines"][0]["text"].startswith("Rufer gewonnen")
