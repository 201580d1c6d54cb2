"""Records that must be refused, each with the field and the reason (issue 2, Errors)."""

import pytest

from shared_rules import Inconsistent, MalformedInput, NotAllowed

CASES = [
    (
        "35/3",
        MalformedInput,
        "declarer_points",
        {"game": "dreier", "declarer": "Anna", "declarer_points": "35/3"},
    ),
    (
        "unknown game",
        MalformedInput,
        "game",
        {"game": "schnapsen", "declarer": "Anna", "won": True},
    ),
    (
        "game of another profile",
        NotAllowed,
        "game",
        {"game": "zwiccolo", "declarer": "Anna", "won": True},
    ),
    (
        "partner equal to declarer",
        NotAllowed,
        "partner",
        {"game": "rufer", "declarer": "Anna", "partner": "Anna", "won": True},
    ),
    (
        "player not at the table",
        MalformedInput,
        "declarer",
        {"game": "dreier", "declarer": "Zoe", "won": True},
    ),
    (
        "premium not allowed in the game",
        NotAllowed,
        "premiums.0.name",
        {
            "game": "bettel",
            "declarer": "Anna",
            "won": True,
            "premiums": [{"name": "pagat", "side": "declarer", "won": True}],
        },
    ),
    (
        "premium only Alle Könige in Farbenspiele",
        NotAllowed,
        "premiums.0.name",
        {
            "game": "farbendreier",
            "declarer": "Anna",
            "won": True,
            "premiums": [{"name": "trull", "side": "declarer", "won": True}],
        },
    ),
    (
        "premium of another profile",
        NotAllowed,
        "premiums.0.name",
        {
            "game": "dreier",
            "declarer": "Anna",
            "won": True,
            "premiums": [{"name": "mondfang", "side": "opponents", "won": True}],
        },
    ),
    (
        "won contradicts points",
        Inconsistent,
        "won",
        {"game": "dreier", "declarer": "Anna", "won": True, "declarer_points": "30/0"},
    ),
    ("no outcome", MalformedInput, "declarer_points", {"game": "dreier", "declarer": "Anna"}),
    ("unknown field", MalformedInput, "wonn", {"game": "dreier", "declarer": "Anna", "wonn": True}),
    (
        "koenig ultimo without called king",
        NotAllowed,
        "premiums.0.name",
        {
            "game": "dreier",
            "declarer": "Anna",
            "won": True,
            "premiums": [{"name": "koenig_ultimo", "side": "declarer", "won": True}],
        },
    ),
    (
        "schleifen without king in talon",
        Inconsistent,
        "conceded",
        {"game": "rufer", "declarer": "Anna", "partner": "Bernd", "conceded": True},
    ),
    (
        "premium listed twice",
        Inconsistent,
        "premiums.1.name",
        {
            "game": "dreier",
            "declarer": "Anna",
            "won": True,
            "premiums": [
                {"name": "trull", "side": "declarer", "won": True},
                {"name": "trull", "side": "declarer", "won": False},
            ],
        },
    ),
    (
        "kontra per opponent in a positive game",
        NotAllowed,
        "kontra",
        {"game": "dreier", "declarer": "Anna", "won": True, "kontra": {"Bernd": 1}},
    ),
    (
        "switched-off game",
        NotAllowed,
        "game",
        {
            "game": "dreier",
            "declarer": "Anna",
            "won": True,
            "house_rules": {"games_off": ["dreier"]},
        },
    ),
    (
        "disallowed premium",
        NotAllowed,
        "premiums.0.name",
        {
            "game": "dreier",
            "declarer": "Anna",
            "won": True,
            "house_rules": {"disallowed_premiums": ["kakadu"]},
            "premiums": [{"name": "kakadu", "side": "declarer", "won": True}],
        },
    ),
    (
        "unknown profile",
        MalformedInput,
        "profile",
        {"profile": "wien", "game": "dreier", "declarer": "Anna"},
    ),
    (
        "sack needs 45/2",
        Inconsistent,
        "premiums.0.won",
        {
            "profile": "tirol-2026",
            "game": "dreier",
            "declarer": "Anna",
            "declarer_points": "40/0",
            "premiums": [{"name": "sack1", "side": "declarer", "won": True}],
        },
    ),
    (
        "premiums in trischaken",
        NotAllowed,
        "premiums.0.name",
        {"game": "trischaken", "premiums": [{"name": "pagat", "side": "declarer", "won": True}]},
    ),
    ("three players", MalformedInput, "players", {"players": ["A", "B", "C"], "game": "dreier"}),
    (
        "points in a negative game",
        NotAllowed,
        "declarer_points",
        {"game": "bettel", "declarer": "Anna", "declarer_points": "10/0"},
    ),
    (
        "tricks in a positive game",
        NotAllowed,
        "declarer_tricks",
        {"game": "dreier", "declarer": "Anna", "declarer_tricks": 5, "won": True},
    ),
    (
        "a called king in a game alone",
        NotAllowed,
        "called_king",
        {"game": "dreier", "declarer": "Anna", "called_king": "HK", "won": True},
    ),
]


@pytest.mark.parametrize(
    ("error", "field", "fields"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_bad_record_is_refused_naming_the_field(deal, error, field, fields):
    with pytest.raises(error) as err:
        deal(**fields)
    assert err.value.field == field
    assert err.value.reason in str(err.value)


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        (
            {"premiums": [{"name": "trull", "side": "declarer", "won": True, "anounced": True}]},
            "premiums.0.anounced",
        ),
        ({"valat": {"side": "declarer", "won": True, "annonced": True}}, "valat.annonced"),
        ({"renonce": {"players": ["Bernd"], "why": "x"}}, "renonce.why"),
    ],
)
def test_a_misspelt_nested_field_is_refused_not_ignored(deal, fields, field):
    with pytest.raises(MalformedInput) as err:
        deal(game="dreier", declarer="Anna", won=True, **fields)
    assert err.value.field == field


def test_a_misspelt_trischaken_field_is_refused(deal):
    with pytest.raises(MalformedInput) as err:
        deal(game="trischaken", trischaken={"points": {}, "trick": {}})
    assert err.value.field == "trischaken.trick"


@pytest.mark.parametrize(
    ("players", "field"),
    [
        (["Anna", "anna", "Clara", "David"], "players"),
        (["Anna", "ANNA", "Clara", "David"], "players"),
        (["Anna", "Bernd", "Clara", "Anna "], "players.3"),
        ([" Anna", "Bernd", "Clara", "David"], "players.0"),
        (["Anna", "Bernd", "Clara", "\tDavid"], "players.3"),
        (["Anna", "Bernd", "Clara", ""], "players.3"),
        (["Anna", "Bernd", "Clara", "D" * 65], "players.3"),
    ],
)
def test_anna_anna_and_anna_with_a_space_are_never_two_players(players, field):
    """One rule for names wherever a table is named: the record, the replay (and the API)."""
    from shared_rules import settle
    from shared_rules.play import replay

    record = {"players": players, "game": "dreier", "declarer": "Clara", "won": True}
    with pytest.raises(MalformedInput) as settled:
        settle(record)
    with pytest.raises(MalformedInput) as replayed:
        replay({"players": players, "hands": {}, "talon": [], "game": "dreier"})
    assert settled.value.field == replayed.value.field == field
