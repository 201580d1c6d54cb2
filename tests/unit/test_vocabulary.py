"""One home for the vocabulary: the profile JSON Schema lists exactly the ids and choices of
shared_rules/vocabulary.py, and the engine's checks use the same limits."""

import unicodedata

import pytest

from shared_rules import MalformedInput, load_profile, profile_ids, raw_profile, settle
from shared_rules.catalogue import schema_document
from shared_rules.vocabulary import (
    BIRDS,
    GAMES,
    HOUSE_RULE_CHOICES,
    HOUSE_RULE_KEYS,
    HOUSE_RULES,
    INVISIBLE_RANGES,
    MAX_CENTS_PER_POINT,
    MAX_KONTRA_LEVEL,
    MAX_NAME,
    PREMIUMS,
    check_names,
    hidden_char,
    invisible_char,
    name_problem,
    player_key,
)

SCHEMA = schema_document("profile")


def test_the_profile_schema_lists_the_vocabularys_games_premiums_and_birds():
    defs = SCHEMA["$defs"]
    assert defs["game_id"]["enum"] == list(GAMES)
    assert defs["premium_id"]["enum"] == list(PREMIUMS)
    assert defs["bird"]["enum"] == list(BIRDS)


def test_each_plain_house_rule_switch_sets_a_key_every_profile_has():
    assert set(HOUSE_RULE_KEYS) <= set(HOUSE_RULES)
    for profile_id in profile_ids():
        data = raw_profile(profile_id)
        for key in HOUSE_RULE_KEYS.values():
            table, _, last = key.rpartition(".")
            holder = data[table] if table else data
            assert holder is None or last in holder, (profile_id, key)  # None: no Trischaken


def test_the_profile_schema_lists_the_vocabularys_switch_choices():
    props = SCHEMA["properties"]
    assert props["four_kings"]["enum"] == list(HOUSE_RULE_CHOICES["four_kings"])
    assert props["kaiserstich"]["enum"] == list(HOUSE_RULE_CHOICES["kaiserstich"])
    trischaken = props["trischaken"]["oneOf"][1]["properties"]
    assert trischaken["jungfrau_split"]["enum"] == list(HOUSE_RULE_CHOICES["jungfrau_split"])
    assert trischaken["rounding"]["enum"] == list(HOUSE_RULE_CHOICES["trischaken_rounding"])
    assert trischaken["tied_losers"]["enum"] == list(HOUSE_RULE_CHOICES["trischaken_tied_losers"])
    assert trischaken["vorhand_tie"]["enum"] == list(HOUSE_RULE_CHOICES["trischaken_vorhand_tie"])
    valat = props["valat"]["oneOf"][1]["properties"]
    assert valat["mode"]["enum"] == list(HOUSE_RULE_CHOICES["valat_mode"])
    assert props["solo_king_talon"]["enum"] == list(HOUSE_RULE_CHOICES["solo_king_talon"])
    assert props["king_in_talon_kontra"]["enum"] == list(HOUSE_RULE_CHOICES["solo_king_kontra"])
    assert props["kontra"]["properties"]["levels"]["maximum"] == MAX_KONTRA_LEVEL


@pytest.mark.parametrize("switch", HOUSE_RULES)
def test_every_house_rule_switch_of_the_vocabulary_is_checked_by_the_engine(switch):
    with pytest.raises(MalformedInput) as err:
        load_profile("ooe-2023", {switch: "?"})
    assert err.value.field.startswith(f"house_rules.{switch}")


BASE = {"players": ["Anna", "Bernd", "Clara", "David"], "game": "dreier", "declarer": "Anna"}


def test_the_money_limit_is_the_vocabularys():
    settle({**BASE, "won": True, "cents_per_point": MAX_CENTS_PER_POINT})
    with pytest.raises(MalformedInput):
        settle({**BASE, "won": True, "cents_per_point": MAX_CENTS_PER_POINT + 1})


def test_the_name_limit_is_the_vocabularys():
    settle(
        {
            **BASE,
            "players": ["A" * MAX_NAME, "Bernd", "Clara", "David"],
            "declarer": "Bernd",
            "won": True,
        }
    )
    with pytest.raises(MalformedInput) as err:
        settle({**BASE, "players": ["A" * (MAX_NAME + 1), "Bernd", "Clara", "David"], "won": True})
    assert err.value.field == "players.0"


def test_names_differing_in_case_are_one_player_and_blanks_around_a_name_are_refused():
    assert player_key("Anna") == player_key("anna") == player_key("ANNA")
    assert player_key("Anna") != player_key("Anne")
    assert (
        name_problem("Anna ")
        and name_problem(" Anna")
        and name_problem("")
        and not name_problem("Anna")
    )


def test_a_table_checked_once_is_checked_alike_again_and_odd_names_are_still_refused():
    check_names(["Anna", "Bernd", "Clara", "David"])
    check_names(["Anna", "Bernd", "Clara", "David"])  # remembered: still fine
    for bad in (
        ["Anna", "anna", "Clara", "David"],
        [["x"], "Bernd", "Clara", "David"],
        [1, 2, 3, 4],
    ):
        with pytest.raises(MalformedInput):
            check_names(bad)


# --- invisible characters (docs/rules.md §6) -----------------------------------------------------

REFUSED_CATEGORIES = ("Cc", "Cf", "Cs", "Co", "Zl", "Zp")


def _in(ranges, c: int) -> bool:
    return any(a <= c <= b for a, b in ranges)


def test_every_control_format_surrogate_private_and_separator_code_point_is_in_the_table():
    missing = [
        f"U+{c:04X}"
        for c in range(0x110000)
        if unicodedata.category(chr(c)) in REFUSED_CATEGORIES and not _in(INVISIBLE_RANGES, c)
    ]
    assert missing == []


def test_the_name_rule_refuses_exactly_the_tables_code_points():
    ranges = sorted(INVISIBLE_RANGES)
    assert all(a <= b < c for (a, b), (c, _) in zip(ranges, ranges[1:], strict=False))  # disjoint
    wrong = [c for c in range(0x110000) if (invisible_char(chr(c)) is not None) != _in(ranges, c)]
    assert wrong == []
    # nothing a name needs: letters, digits, marks, symbols, emoji and their variation selectors
    for c in range(0x110000):
        if unicodedata.category(chr(c))[0] in "LNMPS" and _in(ranges, c):
            assert c in (
                0x034F,
                0x115F,
                0x1160,
                0x17B4,
                0x17B5,
                0x180B,
                0x180C,
                0x180D,
                0x180F,
                0x3164,
                0xFFA0,
            ), hex(c)


@pytest.mark.parametrize(
    ("name", "char"),
    [
        ("An\u200bna", "U+200B"),  # zero-width space
        ("\ufeffAnna", "U+FEFF"),  # BOM
        ("\u202eannA", "U+202E"),  # right-to-left override
        ("An\u2066na", "U+2066"),  # left-to-right isolate
        ("Anna\u00ad", "U+00AD"),  # soft hyphen
        ("An\u200dna", "U+200D"),  # zero-width joiner
        ("An\u2060na", "U+2060"),  # word joiner
        ("A\tB", "U+0009"),
        ("Anna\n", "U+000A"),  # the character, not "spaces around it"
        ("A\rB", "U+000D"),
        ("A\x85B", "U+0085"),
        ("A\u2028B", "U+2028"),
        ("A\ue000B", "U+E000"),  # private use
        ("A\U000e0041B", "U+E0041"),  # tag letter
        ("A\U00013439B", "U+13439"),  # Cf since Unicode 15.0, after Python's 14.0
        ("\u3164", "U+3164"),  # Hangul filler: a name that shows as nothing
        ("A\ud800", "U+D800"),  # a lone surrogate
    ],
)
def test_a_name_with_an_invisible_control_or_format_character_is_refused_naming_it(name, char):
    assert name_problem(name) == (
        f"{char} is a control, format or invisible character: a player name cannot hold it"
    )
    with pytest.raises(MalformedInput) as err:
        check_names(["Bernd", name, "Clara", "David"])
    assert err.value.field == "players.1"
    assert err.value.value == name


def test_anna_and_her_invisible_look_alikes_are_not_four_players():
    with pytest.raises(MalformedInput) as err:
        check_names(["Anna", "An\u200bna", "\ufeffAnna", "\u202eannA"])
    assert err.value.field == "players.1"


def test_names_that_look_alike_through_a_variation_selector_or_another_space_are_one_player():
    check_names(["Anna ❤\ufe0f", "Bernd", "Clara", "葛\U000e0100"])  # emoji, ideographic variant
    assert player_key("Anna\ufe0f") == player_key("anna")
    assert player_key("Rene\ufe0f\u0301") == player_key(
        "René"
    )  # the selector kept NFC from composing
    assert (
        player_key("Anna\u00a0Maria") == player_key("Anna Maria") == player_key("Anna\u3000Maria")
    )
    with pytest.raises(MalformedInput) as err:
        check_names(["Anna Maria", "Bernd", "Anna\u00a0Maria", "David"])
    assert err.value.field == "players"


def test_a_multi_line_text_keeps_its_lines_and_tabs_but_not_controls_or_bidi_overrides():
    assert hidden_char("Zeile 1\r\nZeile 2\tEnde 👩\u200d👩\u200d👧") is None
    assert hidden_char("abc\u202edcb") == "U+202E"
    assert hidden_char("x\u2067y") == "U+2067"
    assert hidden_char("\x1b[31mrot") == "U+001B"
    assert hidden_char("a\x7fb") == "U+007F"
