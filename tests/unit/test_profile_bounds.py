"""Every number of an own rule set is bounded (issue 32, item 5; docs/rules.md §4.2): the bounds
are one table (``vocabulary.json`` limits.profile_numbers), stated in the profile schema, and they
keep the money of any deal far inside exact integers (JavaScript's 2^53, the JSON guard's limit).

The derivation: a line pays at most its value per opponent to a side, times the Kontra factor
(Mordkontra ×32) and the cents per point, and one player pays or receives it from at most three
(1 v 3). The largest value of a line: the game at its value × the valat factor (game_factor mode,
1000) × the lost factor; every premium, the points premium and the valat as a premium at their
value × the premium factor (a Renonce credit is at most the game and its premiums, without
Kontra; Trischaken pays the game value × its factors × a tie table of 20, without Kontra)."""

import copy
import json
from pathlib import Path

import pytest

from shared_rules import RuleError
from shared_rules.catalogue import schema_document
from shared_rules.families import raw_profile
from shared_rules.profiles import check_numbers, profile_from_data
from shared_rules.settlement import settle
from shared_rules.vocabulary import (
    MAX_CENTS_PER_POINT,
    MAX_KONTRA_LEVEL,
    PREMIUMS,
    PROFILE_NUMBERS,
)

VECTORS = Path(__file__).resolve().parents[2] / "shared_rules" / "vectors"
#: the money of one deal stays below this: 2^53 / 128 (7.0e13 cents), so even 128 such deals
#: in a row still add up exactly in a JavaScript number
MONEY_LIMIT = 2**53 // 128


def most(path: str) -> int:
    return PROFILE_NUMBERS[path][1]


def largest_deal_cents() -> int:
    """The bound of the module docstring, from the table alone."""
    game = most("games.*.value") * most("valat.announced") * most("games.*.lost_factor")
    premium = most("premiums.*.announced") * most("games.*.premium_factor")
    # every premium of the vocabulary, the points premium and the valat as a premium
    items = game + premium * (len(PREMIUMS) + 2)
    return 3 * (1 << MAX_KONTRA_LEVEL) * MAX_CENTS_PER_POINT * items


def test_the_largest_deal_under_the_bounds_stays_far_inside_exact_integers():
    assert largest_deal_cents() < MONEY_LIMIT
    assert largest_deal_cents() == 38_899_200_000_000  # 3.9e13 cents: 2^53 / 231


def _schema_node(schema: dict, path: str) -> dict:
    node: dict = {"properties": schema["properties"]}
    for part in path.split("."):
        node = node["additionalProperties"] if part == "*" else node["properties"][part]
        while "$ref" in node or ("oneOf" in node and "properties" not in node):
            if "$ref" in node:
                node = schema["$defs"][node["$ref"].rsplit("/", 1)[-1]]
            else:  # valat, trischaken: null or the object
                node = next(o for o in node["oneOf"] if o.get("type") == "object")
    return node


def test_the_profile_schema_states_every_bound_of_the_table():
    schema = schema_document("profile")
    for path, (low, high) in PROFILE_NUMBERS.items():
        node = _schema_node(schema, path)
        assert (node["type"], node["minimum"], node["maximum"]) == ("integer", low, high), path


#: the numbers that are no amount: card points, ranks, tricks (at their bound a deal is harder to win)
NOT_MONEY = {"threshold", "points_premium_thirds", "games.*.rank", "games.*.rank_by_bird.*",
             "games.*.tricks", "premiums.*.trick", "premiums.*.min_thirds",
             "trischaken.buergermeister"}  # fmt: skip


def _extreme_ooe() -> dict:
    """OÖ (valat as a game factor: the largest mode) with every money number at its bound."""
    doc = raw_profile("ooe-2023")
    for path in PROFILE_NUMBERS.keys() - NOT_MONEY:
        _set(doc, path.split("."), most(path))
    return doc


def _set(node: object, parts: list[str], value: int) -> None:
    if not isinstance(node, dict):
        return
    keys = list(node) if parts[0] == "*" else [parts[0]] if parts[0] in node else []
    for key in keys:
        if len(parts) == 1:
            node[key] = value
        else:
            _set(node[key], parts[1:], value)


def test_the_extreme_deals_settle_below_the_derived_bound():
    """The worst deal (a solo Dreier lost with an announced valat, both at Mordkontra, at the
    most cents per point) and every vector's record under the extreme profile."""
    profile = profile_from_data(_extreme_ooe())
    worst = {"players": ["Anna", "Bernd", "Clara", "David"], "forehand": "Anna",
             "game": "solodreier", "declarer": "Anna", "won": False, "kontra": 5,
             "valat": {"side": "declarer", "announced": True, "won": False, "kontra": 5},
             "cents_per_point": MAX_CENTS_PER_POINT}  # fmt: skip
    top = max(abs(m) for m in settle(worst, profile=profile)["money_cents"].values())
    assert top > largest_deal_cents() * 0.98  # the bound is tight: the game is nearly all of it
    settled = 0
    for file in sorted(VECTORS.glob("*.json")):
        for case in json.loads(file.read_text("utf-8")).get("cases", []):
            record = case.get("record")
            if not isinstance(record, dict) or record.get("profile", "ooe-2023") != "ooe-2023":
                continue
            record = {**copy.deepcopy(record), "cents_per_point": MAX_CENTS_PER_POINT}
            try:
                money = settle(record, profile=profile)["money_cents"]
            except RuleError:
                continue  # refused under the extreme profile (a threshold, a house rule)
            settled += 1
            assert max(abs(int(str(m).split("/")[0])) for m in money.values()) <= top
    assert settled > 100


def test_2_53_minus_1_as_a_dreier_value_is_refused_by_the_engine_naming_it():
    doc = raw_profile("ooe-2023")
    doc["games"]["dreier"]["value"] = 2**53 - 1
    with pytest.raises(RuleError) as err:
        profile_from_data(doc)
    assert (err.value.field, err.value.code) == ("games.dreier.value", "profile.number")
    assert err.value.params == {"min": 0, "max": most("games.*.value")}


@pytest.mark.parametrize("value", [True, 1.5, "4", -1, 5])
def test_a_lost_factor_that_is_not_a_whole_number_within_its_bounds_is_refused(value):
    doc = raw_profile("ooe-2023")
    doc["games"]["rufer"]["lost_factor"] = value
    with pytest.raises(RuleError) as err:
        check_numbers(doc)
    assert err.value.field == "games.rufer.lost_factor"


def test_every_official_profile_is_within_the_bounds():
    for pid in ("ooe-2023", "tirol-2026", "ktc-2023", "cardgames-zone"):
        check_numbers(raw_profile(pid))
