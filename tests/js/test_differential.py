"""Differential test: the JavaScript twin (pwa/engine) settles every record as shared_rules does.

Hypothesis draws records of every profile and game — house rules, Renonce, Trischaken, 5-player
tables, odd player names — and broken ones, sends each to one long-lived Node process
(tests/js/twin_server.mjs, JSON lines) and requires the same JSON result, field for field, or the
same error kind, field, value, reason, message code and params. About 3,200 records a run (1,400
valid, 300 Trischaken, 700 broken, 600 changed in one way the amended rules refuse — a valat against the outcome, a premium
on the wrong side, a Sack below its points, a Vorhand-only game of another player, a conceded game
won or kontriert, Kontra on a silent premium or valat, a self-call Renonce, names alike but for case,
another family's profile, an overlong profile id — and 200 under a sheet's frozen profile), then every
vector record, the "P/B" notation and card codes.

Records are compared as JSON carries them to a browser: one number type (an integral float is a
whole number, a non-finite one is no JSON at all) and object keys in JavaScript's order (integer-like
keys first). Both engines settle that same record.
"""

import functools
import json

import pytest
from hypothesis import HealthCheck, currently_in_test_context, event, given
from hypothesis import strategies as st

from shared_rules import (
    count_thirds,
    format_points,
    load_profile,
    parse_points,
    profile_ids,
    raw_profile,
    settle,
)
from shared_rules.cards import DECK, parse_card
from shared_rules.catalogue import KOENIGRUFEN
from shared_rules.custom import custom_profile
from shared_rules.profiles import profile_from_data
from shared_rules.record import RECORD_FIELDS
from shared_rules.vocabulary import HOUSE_RULES

from ..refusal_corpus import CORPUS
from ..support.examples import examples
from ..unit.strategies import PLAYERS, broken_records, json_values, records, thirds_split
from ..unit.test_messages import run
from .twin import answer, as_js, assert_same_answer

# names that sort differently by code point than by UTF-16 or locale, integer-like names (which
# JavaScript orders first in an object), names that are properties of every JS object, and names
# whose key (NFC, casefolded) is not their lower case; never two that are one player (the twists
# below draw those, and names with spaces around them)
NAMES = ["Anna", "Bernd", "Clara", "David", "Émile", "zoë", "Zora", "😀", "\ufffd", "1", "10", "2"]
NAMES += ["__proto__", "constructor", "toString", "Eva", "ß", "SS-Mann", "ΣΟΦΙΑ", "Ꭰꭰ"]


def python_answer(record, sheet=None) -> dict:
    """Python's settle, which picks the engine by the profile's family as the twin's settle does
    (a Königrufen record under another family's profile is read, and refused, by that family's)."""
    if sheet:
        return answer(_settle_in_sheet, record, sheet["profile"], json.dumps(sheet["house_rules"]))
    return answer(settle, record)


def _settle_in_sheet(record, profile_id: str, rules_json: str):
    """settle() under a sheet's frozen profile (whose house rules may themselves be refused)."""
    return settle(record, profile=_sheet_profile(profile_id, rules_json))


def _events(record, expected):
    """What a run covered (pytest --hypothesis-show-statistics)."""
    if not currently_in_test_context():
        return
    if "error" in expected:
        field = expected["error"]["field"].split(".")[0]
        event(f"refused: {expected['error']['kind']} {field if field in RECORD_FIELDS else '…'}")
        return
    result = expected["result"]
    event(f"settled: {result['game']}")
    for feature, present in (
        ("5 players", len(result["points"]) == 5),
        ("house rules", bool(isinstance(record, dict) and record.get("house_rules"))),
        ("renonce", result["lines"][0]["item"] == "renonce"),
        ("exact halves", any("/" in json.dumps(ln["points"]) for ln in result["lines"])),
        ("a tie", "gleichauf" in result["lines"][0]["text"]),
        ("a Jungfrau", "Jungfrau" in result["lines"][0]["text"]),
    ):
        if present:
            event(f"settled with {feature}")


def assert_same(twin, record, sheet=None):
    record = as_js(record)
    expected = python_answer(record, sheet)
    got = twin.request(record=record, **({"sheet": sheet} if sheet else {}))
    _events(record, expected)
    assert_same_answer(got, expected)


# --- records ------------------------------------------------------------------------------------


def rename(value, names: dict):
    """The record with every player name (as a value or a key) replaced."""
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [rename(v, names) for v in value]
    if isinstance(value, dict):
        return {names.get(k, k): rename(v, names) for k, v in value.items()}
    return value


@functools.cache
def _switches(profile_id: str) -> dict:
    data = raw_profile(profile_id)
    games, premiums = list(data["games"]), list(data["premiums"])
    choices = {
        "kontra_on_points": st.booleans(),
        "kontra_levels": st.integers(0, 5),
        "own_king_callable": st.booleans(),
        "four_kings": st.sampled_from(["queen", "fourth_king", "forbidden"]),
        "kaiserstich": st.sampled_from(["off", "any_order", "mond_skus_pagat"]),
        "kaiserstich_negative": st.booleans(),
        "failed_silent_counts": st.booleans(),
        "jungfrau_split": st.sampled_from(["share", "each", "one_each", "all_pay"]),
        # thirds as old sheets wrote it, card points "P/B" as the form does (some out of range)
        "threshold": st.one_of(
            st.integers(1, 210),
            st.builds("{}/{}".format, st.integers(0, 71), st.integers(0, 3)),
            st.sampled_from(["36", " 35/1 ", "35/", "1/0"]),
        ),
        "game_values": st.dictionaries(st.sampled_from(games), st.integers(0, 1000), max_size=3),
        # variant22: the structural switches (refused alike where the profile lacks the table)
        "valat_mode": st.sampled_from(["game_factor", "premium"]),
        "valat_announced": st.integers(0, 1000),
        "valat_silent": st.integers(0, 1000),
        "valat_solo_double": st.booleans(),
        "trischaken_talon_out": st.booleans(),
        "trischaken_rounding": st.sampled_from(["exact", "whole_points"]),
        "trischaken_tied_losers": st.sampled_from(
            ["each_pays_each", "share", "table", "each_pays_one"]
        ),
        "trischaken_vorhand_tie": st.sampled_from(["alone", "shares"]),
        "trischaken_tie_two": st.integers(0, 20),
        "trischaken_tie_three": st.integers(0, 20),
        "trischaken_buergermeister": st.booleans(),
        "solo_king_talon": st.sampled_from(["half", "all"]),
        "besserdreier": st.booleans(),
        "conceded_premiums": st.sampled_from(["lost", "void"]),
        "points_premium": st.one_of(st.integers(0, 210), st.sampled_from(["44/2", "0", "71/0"])),
        "points_premium_announced": st.integers(0, 1000),
        "points_premium_silent": st.integers(0, 1000),
        "solo_king_kontra": st.sampled_from(["void", "stands_if_declarer_acted", "void_if_lost"]),
        "games_off": st.lists(st.sampled_from(games), unique=True, max_size=2),
    }
    if premiums:
        counts = st.integers(0, 1000)
        values = st.one_of(
            st.fixed_dictionaries({"announced": counts}),
            st.fixed_dictionaries({"silent": counts}),
            st.fixed_dictionaries({"announced": counts, "silent": counts}),
        )
        choices["premium_values"] = st.dictionaries(st.sampled_from(premiums), values, max_size=3)
        # a premium of another profile too: switching off what the profile lacks is refused
        choices["disallowed_premiums"] = st.lists(
            st.sampled_from(premiums + ["mondfang", "sack1"]), unique=True, max_size=2
        )
    return choices


@st.composite
def house_rules(draw, profile_id):
    """Valid switches of a profile (a few of them can still make a record refused, as they should)."""
    choices = _switches(profile_id)
    names = draw(st.lists(st.sampled_from(sorted(choices)), unique=True, max_size=4))
    return {name: draw(choices[name]) for name in names}


@functools.lru_cache(maxsize=512)
def _sheet_profile(profile_id: str, rules_json: str):
    return profile_from_data(raw_profile(profile_id), json.loads(rules_json))


def _split12(draw, n):
    cuts = sorted(draw(st.lists(st.integers(0, 12 - n), min_size=n - 1, max_size=n - 1)))
    return [b - a + 1 for a, b in zip([0, *cuts], [*cuts, 12 - n], strict=True)]


@st.composite
def _tied_points(draw):
    """Trischaken points with a tie: the top two, the top three, or second and third."""
    how = draw(st.sampled_from(["top two", "top three", "middle two"]))
    if how == "top two":
        a = draw(st.integers(53, 105))
        b = draw(st.integers(max(0, 210 - 3 * a), min(a, 210 - 2 * a)))
        return [a, a, b, 210 - 2 * a - b]
    if how == "top three":
        a = draw(st.integers(53, 70))
        return [a, a, a, 210 - 3 * a]
    a = draw(st.integers(1, 69))
    top = draw(st.integers(max(a + 1, 211 - 3 * a), 210 - 2 * a))
    return [top, a, a, 210 - 2 * a - top]


@st.composite
def twin_records(draw, kinds=("positive", "negative", "trischaken"), profiles=None, renonce=None):
    """A record of any profile and game, with the twists the plain strategy leaves out."""
    record = draw(records(profiles=profiles, kinds=kinds, renonce=renonce))
    profile = load_profile(record["profile"], record.get("house_rules"))
    game = profile.games[record["game"]]
    # the plain strategy's structural rules (a Besserdreier, say) stay: its game may need them
    if "house_rules" not in record and draw(st.integers(0, 3)) == 0:
        record["house_rules"] = draw(house_rules(record["profile"]))
    if "renonce" in record and draw(st.booleans()):
        record["renonce"]["rule"] = draw(st.sampled_from(["bird_missing", "farbzwang", "other"]))
        record["renonce"]["reason"] = draw(st.sampled_from(["Farbzwang", "kein Vogel", "ä😀"]))
    if (
        game["kind"] == "trischaken" and draw(st.integers(0, 4)) == 0
    ):  # Bernd a Jungfrau (David too)
        virgins = draw(st.sampled_from([["Bernd"], ["Bernd", "David"]]))
        takers = [p for p in PLAYERS if p not in virgins]
        others = dict(zip(takers, draw(thirds_split(n=len(takers))), strict=True))
        record["trischaken"] = {"points": {**others, **dict.fromkeys(virgins, 0)}}
    elif game["kind"] == "trischaken" and draw(st.integers(0, 5)) == 0:  # all four tied
        # only with the talon out can four piles be equal (210 thirds do not split in four)
        record["trischaken"] = {"points": dict.fromkeys(PLAYERS, draw(st.integers(33, 51)))}
        record["house_rules"] = {
            **record.get("house_rules", {}),
            "trischaken_talon_out": True,
            "trischaken_vorhand_tie": draw(st.sampled_from(["alone", "shares"])),
        }
    elif game["kind"] == "trischaken" and draw(st.booleans()):
        tied = draw(st.permutations(draw(_tied_points())))
        record["trischaken"] = {"points": dict(zip(PLAYERS, tied, strict=True))}
    points = (record.get("trischaken") or {}).get("points")
    if points and draw(st.booleans()):  # tricks that fit the points: no trick exactly for 0 points
        takers = [p for p in PLAYERS if points[p] != 0]
        tricks = dict(zip(takers, _split12(draw, len(takers)), strict=True))
        record["trischaken"]["tricks"] = {p: tricks.get(p, 0) for p in PLAYERS}
    if game["team"] == "called_king" and draw(st.integers(0, 11)) == 0:
        record["partner"] = record["declarer"]  # his own king (allowed by a house rule only)
        record.pop("king_in_talon", None)
    if record.get("king_in_talon") and draw(st.integers(0, 2)) == 0:
        record["conceded"] = True
    if game["team"] == "called_king" and draw(st.integers(0, 3)) == 0:
        record["called_king"] = draw(st.sampled_from(["HK", "dk", "SQ", "CK"]))
    if game["kind"] == "negative" and draw(st.integers(0, 3)) == 0:
        record["won"] = draw(st.booleans())
    five = draw(st.booleans())
    names = draw(st.lists(st.sampled_from(NAMES), min_size=5, max_size=5, unique=True))
    record = rename(record, dict(zip(PLAYERS, names, strict=False)))
    if five:
        seat = draw(st.integers(0, 4))
        record["players"] = [*record["players"][:seat], names[4], *record["players"][seat:]]
        record["dealer"] = names[4]
    return record


@st.composite
def broken_twin_records(draw):
    """A twin record with any one value, anywhere in it, replaced by arbitrary JSON (a game
    switched off twice among them: off all the same, in both engines)."""
    return draw(broken_records(twin_records()))


def _twist(draw, record: dict) -> str:
    """Change a valid record in one way the amended rule book refuses (or, for a few twists, one
    that it allows but settles differently); returns what was done."""
    profile = load_profile(record["profile"])
    if record["game"] not in profile.games:  # a game only its house rules make (a Besserdreier)
        profile = load_profile(record["profile"], record.get("house_rules"))
    game = profile.games[record["game"]]
    players = [p for p in record["players"] if p != record.get("dealer")]
    premiums = record.get("premiums") or []
    how = draw(
        st.sampled_from(
            [
                "valat made, game said lost",
                "valat made, other side's points",
                "premium on the wrong side",
                "Sack below its points",
                "not the Vorhand",
                "conceded and won",
                "conceded with Kontra",
                "Kontra on a silent premium",
                "Kontra on a valat",
                "own king as Renonce",
                "names alike but for case",
                "a name with spaces around it",
                "another family's profile",
                "a profile id too long",
            ]
        )
    )
    if how.startswith("valat made") and game["valat"] and profile.valat:
        side = draw(st.sampled_from(["declarer", "opponents"]))
        record["valat"] = {"side": side, "announced": draw(st.booleans()), "won": True}
        record.pop("renonce", None)
        if how.endswith("lost"):
            record["won"] = side != "declarer"
        elif game["kind"] == "positive":
            record["declarer_points"] = draw(st.integers(0, 210))
    elif how == "premium on the wrong side" and premiums:
        p = draw(st.sampled_from(premiums))
        p["name"] = draw(st.sampled_from(["koenig_ultimo", "mondfang", "sack1", "sack2"]))
        p["side"] = draw(st.sampled_from(["declarer", "opponents"]))
    elif how == "Sack below its points" and game["kind"] == "positive":
        record["premiums"] = [
            *premiums,
            {"name": draw(st.sampled_from(["sack1", "sack2"])), "side": "declarer", "won": True},
        ]
        record.pop("renonce", None)
        if draw(st.booleans()):
            record["declarer_points"] = draw(st.integers(0, 210))
        else:
            record.pop("declarer_points", None)
            record["won"] = draw(st.booleans())
    elif how == "not the Vorhand" and "declarer" in record:
        record["declarer"] = draw(st.sampled_from(players))
        record["forehand"] = draw(st.sampled_from(players))
    elif how.startswith("conceded") and game.get("schleifen"):
        record.update(conceded=True, king_in_talon=True)
        record.pop("partner", None)
        if how.endswith("won"):
            record["won"] = True
        else:
            record["kontra"] = draw(st.integers(1, 2))
    elif how == "Kontra on a silent premium" and premiums:
        draw(st.sampled_from(premiums)).update(announced=False, kontra=1)
    elif how == "Kontra on a valat" and game["valat"] and profile.valat:
        announced = draw(st.booleans())
        record["valat"] = {"side": "declarer", "announced": announced, "won": True, "kontra": 1}
        record.pop("renonce", None)
        record.pop("won", None)
        record.pop("declarer_points", None)
    elif how == "own king as Renonce" and "declarer" in record:
        who = draw(st.sampled_from([[record["declarer"]], players[:1], players[:2]]))
        record["renonce"] = {"players": who, "rule": "own_king"}
        if draw(st.booleans()):
            record["partner"] = record["declarer"]
    elif how == "names alike but for case":
        i = draw(st.integers(1, len(record["players"]) - 1))
        first = record["players"][0]
        record["players"][i] = draw(
            st.sampled_from([first.upper(), first.lower(), first.swapcase(), first.casefold()])
        )
    elif how == "a name with spaces around it":
        i = draw(st.integers(0, len(record["players"]) - 1))
        record["players"][i] = draw(st.sampled_from([" ", "\t", "\u3000"])) + record["players"][i]
    elif how == "another family's profile":
        record["profile"] = "bayerisch"
    elif how == "a profile id too long":
        record["profile"] = draw(st.sampled_from(["x" * 65, "ooe-2023" * 9, "😀" * 70]))
    return how


@st.composite
def twisted_twin_records(draw):
    """A twin record changed in one way the amended rules refuse (see _twist)."""
    record = draw(twin_records())
    how = _twist(draw, record)
    if currently_in_test_context():
        event(f"twist: {how}")
    return record


TRISCHAKEN_PROFILES = [p for p in profile_ids() if "trischaken" in load_profile(p).games]


def twin_settings(count):
    return examples(count, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@twin_settings(1400)
@given(twin_records())
def test_the_twin_settles_every_valid_record_as_python_does(twin, record):
    assert_same(twin, record)


@twin_settings(300)
@given(twin_records(kinds=("trischaken",), profiles=TRISCHAKEN_PROFILES, renonce=False))
def test_the_twin_settles_every_trischaken_as_python_does(twin, record):
    assert_same(twin, record)


@twin_settings(700)
@given(broken_twin_records())
def test_the_twin_refuses_every_broken_record_as_python_does(twin, record):
    assert_same(twin, record)


@twin_settings(600)
@given(twisted_twin_records())
def test_the_twin_refuses_what_the_amended_rules_refuse_as_python_does(twin, record):
    assert_same(twin, record)


def test_the_random_house_rules_draw_every_switch_of_the_vocabulary():
    assert set(_switches("ooe-2023")) == set(HOUSE_RULES)


@pytest.mark.parametrize(
    "house_rules",
    [
        {"games_off": ["bettel", "bettel"]},
        {"games_off": ["dreier", "dreier"]},
        {"kaiserstich_negative": 1},
    ],
)
def test_odd_house_rules_settle_or_are_refused_alike(twin, house_rules):
    record = {"players": PLAYERS, "game": "dreier", "declarer": "Anna", "won": True}
    assert_same(twin, {**record, "house_rules": house_rules})


@pytest.mark.parametrize("record", [None, 5, "rufer", [], [{"game": "rufer"}], True])
def test_a_record_that_is_no_object_is_refused_alike(twin, record):
    assert_same(twin, record)


@twin_settings(200)
@given(
    st.sampled_from(profile_ids()).flatmap(lambda pid: st.tuples(st.just(pid), house_rules(pid))),
    twin_records(),
)
def test_a_sheets_frozen_profile_with_house_rules_settles_alike(twin, sheet, record):
    profile_id, rules = sheet
    record["profile"] = profile_id
    record.pop("house_rules", None)
    assert_same(twin, record, {"profile": profile_id, "house_rules": rules})


# --- a round's own rule set (shared_rules/custom.py) ---------------------------------------------

OFFICIAL = [raw_profile(p) for p in profile_ids()]


@st.composite
def overlays(draw, profile_id):
    """An overlay of a profile: mostly valid (own id and name, switches of the profile), sometimes
    with an official id or name, a bad version, an unknown key or a switch the profile refuses."""
    overlay = {
        "id": draw(
            st.sampled_from(["stammtisch-1", "linz", "runde-42", *profile_ids(), "Mein Tisch"])
        ),
        "name": draw(
            st.sampled_from(
                ["Stammtisch Linz", "Freitagsrunde", " ", *(d["name"] for d in OFFICIAL)]
            )
        ),
        "version": draw(st.sampled_from(["1", "2026-12", "", 7])),
        "switches": draw(house_rules(profile_id)),
    }
    if draw(st.integers(0, 9)) == 0:
        overlay["notes"] = ["x"]
    if draw(st.integers(0, 9)) == 0:
        del overlay[draw(st.sampled_from(sorted(overlay)))]
    return overlay


@twin_settings(200)
@given(st.sampled_from(profile_ids()).flatmap(lambda pid: st.tuples(st.just(pid), overlays(pid))))
def test_a_custom_profile_is_made_or_refused_alike(twin, made):
    base, overlay = made
    expected = answer(lambda: custom_profile(base, overlay).data)
    assert_same_answer(twin.request(call="customProfile", args=[base, overlay]), expected)


@twin_settings(200)
@given(
    st.sampled_from(profile_ids()).flatmap(lambda pid: st.tuples(st.just(pid), house_rules(pid))),
    twin_records(),
)
def test_a_record_settles_alike_under_a_custom_profile(twin, made, record):
    base, switches = made
    overlay = {"id": "stammtisch-1", "name": "Stammtisch", "version": "1", "switches": switches}
    record.pop("house_rules", None)
    record.pop("profile", None)
    record = as_js(record)
    expected = answer(lambda r: settle(r, profile=custom_profile(base, overlay)), record)
    got = twin.request(record=record, custom={"base": base, "overlay": overlay})
    assert_same_answer(got, expected)


def _vector_records():
    from importlib import resources

    folder = resources.files("shared_rules") / "vectors"
    for path in sorted(folder.iterdir(), key=lambda p: p.name):
        data = json.loads(path.read_text(encoding="utf-8")) if path.name.endswith(".json") else {}
        if data and data.get("family", KOENIGRUFEN) == KOENIGRUFEN:
            for case in data["cases"]:
                yield pytest.param(case["record"], id=f"{path.name[:-5]}: {case['name']}")


@pytest.mark.parametrize("record", list(_vector_records()))
def test_every_vector_record_gives_the_same_lines_in_both_engines(twin, record):
    assert_same(twin, record)


@twin_settings(300)
@given(
    st.one_of(
        st.from_regex(r"\s?[0-9٣²]{1,4}(/[0-9²]{1,2})?\s?", fullmatch=True),
        st.text(alphabet=" \t\x1c\x1f\x85\ufeff\u3000/0123456789", max_size=8),
        st.integers(-5, 300),
        json_values,
    )
)
def test_points_notation_reads_alike(twin, value):
    value = as_js(value)
    got = twin.request(call="parsePoints", args=[value, "declarer_points"])
    assert_same_answer(got, answer(parse_points, value, "declarer_points"))


@twin_settings(200)
@given(st.lists(st.sampled_from(DECK), unique=True), st.text(max_size=4) | st.sampled_from(DECK))
def test_cards_count_and_read_alike(twin, cards, code):
    thirds = count_thirds(cards)
    assert twin.request(call="countThirds", args=[cards]) == {"result": thirds}
    assert twin.request(call="formatPoints", args=[thirds]) == {"result": format_points(thirds)}
    for variant in (code, code.lower()):
        assert_same_answer(
            twin.request(call="parseCard", args=[variant, "card"]),
            answer(parse_card, variant, "card"),
        )


@pytest.mark.parametrize(
    "request_",
    # a bad profile document is refused by either engine's own check (field and reason differ)
    [r for _, r in CORPUS if r.get("call") != "loadProfile"],
    ids=[c for c, r in CORPUS if r.get("call") != "loadProfile"],
)
def test_every_message_corpus_input_is_refused_alike_with_the_same_code_and_params(twin, request_):
    assert_same_answer(twin.request(**request_), answer(run, request_))
