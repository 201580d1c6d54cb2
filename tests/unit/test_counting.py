import pytest

from shared_rules.counting import count_thirds, format_points, parse_points
from shared_rules.errors import MalformedInput


def test_seed_spade_trick_counts_king_jack_tarock_and_eight():
    # seed 002: king 5 + jack 2 + tarock 1 + 8 of spades 1 = 9 in one group of four cards
    assert count_thirds(["SK", "SJ", "T15", "S8"]) == 3 * 9 - 2 * 4


@pytest.mark.parametrize(
    ("text", "thirds"), [("35/2", 107), ("35", 105), ("0/1", 1), ("70/0", 210), (107, 107)]
)
def test_points_notation_reads_p_slash_b_and_plain_thirds(text, thirds):
    assert parse_points(text) == thirds


@pytest.mark.parametrize("thirds", range(0, 211))
def test_notation_round_trips(thirds):
    assert parse_points(format_points(thirds)) == thirds


@pytest.mark.parametrize("bad", ["35/3", "70/1", "-1", "abc", "35/", True, 3.5, 211, None])
def test_bad_point_notation_is_malformed(bad):
    with pytest.raises(MalformedInput) as err:
        parse_points(bad, "declarer_points")
    assert err.value.field == "declarer_points"
    assert repr(bad) in str(err.value)


@pytest.mark.parametrize("bad", ["²", "35/²", "٣٨", "9" * 5000, "1" * 4])
def test_only_ascii_digits_of_sane_length_are_points(bad):
    with pytest.raises(MalformedInput):
        parse_points(bad, "declarer_points")
