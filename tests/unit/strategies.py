"""Hypothesis strategies: random valid deal records for every bundled profile, and broken ones."""

import copy

from hypothesis import strategies as st

from shared_rules import load_profile, profile_ids
from shared_rules.profiles import dreier_birds

PLAYERS = ["Anna", "Bernd", "Clara", "David"]
BIRDS = ("pagat", "uhu", "kakadu", "quapil")


@st.composite
def thirds_split(draw, n=4, total=210):
    cuts = sorted(draw(st.lists(st.integers(0, total), min_size=n - 1, max_size=n - 1)))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]


def _allows(game, name):
    return game["premiums"] == "all" or name in game["premiums"]


@st.composite
def structural_house_rules(draw, profile_id):
    """The structural switches of a round's own rule set (valat, Trischaken scheme, …) that
    ``profile_id`` takes: a few of them, valid, so the settlement properties hold under them too."""
    data = load_profile(profile_id).data
    choices = {
        "points_premium": st.sampled_from(["44/2", "35/2", 134, "50"]),
        "points_premium_announced": st.integers(1, 8),
        "points_premium_silent": st.integers(0, 4),
        "solo_king_talon": st.sampled_from(["half", "all"]),
        "conceded_premiums": st.sampled_from(["lost", "void"]),
        "solo_king_kontra": st.sampled_from(["void", "stands_if_declarer_acted", "void_if_lost"]),
    }
    if "dreier" in data["games"] and dreier_birds(data, {}):  # a Besserdreier needs a bird
        choices["besserdreier"] = st.booleans()
    if data["valat"] is not None:
        choices["valat_mode"] = st.sampled_from(["game_factor", "premium"])
        choices["valat_announced"] = st.integers(1, 20)  # 0: a renoncer could pay nothing
        choices["valat_silent"] = st.integers(1, 20)
        choices["valat_solo_double"] = st.booleans()
    if data["trischaken"] is not None:
        choices["trischaken_rounding"] = st.sampled_from(["exact", "whole_points"])
        choices["trischaken_tied_losers"] = st.sampled_from(
            ["each_pays_each", "share", "table", "each_pays_one"]
        )
        choices["trischaken_vorhand_tie"] = st.sampled_from(["alone", "shares"])
        choices["trischaken_tie_two"] = st.integers(1, 5)
        choices["trischaken_tie_three"] = st.integers(1, 5)
        choices["trischaken_buergermeister"] = st.booleans()
        choices["jungfrau_split"] = st.sampled_from(["share", "each", "one_each", "all_pay"])
    if not choices:
        return {}
    names = draw(st.lists(st.sampled_from(sorted(choices)), unique=True, max_size=3))
    return {name: draw(choices[name]) for name in names}


@st.composite
def records(draw, profiles=None, kinds=("positive", "negative", "trischaken"), renonce=None):
    profile_id = draw(st.sampled_from(profiles or profile_ids()))
    rules = draw(structural_house_rules(profile_id)) if draw(st.integers(0, 3)) == 0 else {}
    profile = load_profile(profile_id, rules)
    games = [g for g, spec in profile.games.items() if spec["kind"] in kinds]
    game_id = draw(st.sampled_from(games))
    game = profile.games[game_id]
    record = {"profile": profile_id, "players": PLAYERS, "forehand": "Anna", "game": game_id}
    if rules:
        record["house_rules"] = rules
    if draw(st.integers(0, 9)) == 0:
        record["cents_per_point"] = draw(st.integers(0, 100))
    if draw(st.integers(0, 19)) == 0:
        record["writing_error"] = draw(st.booleans())
    with_renonce = draw(st.booleans()) if renonce is None else renonce
    if game["kind"] == "trischaken":
        if with_renonce:
            who = draw(st.lists(st.sampled_from(PLAYERS), min_size=1, max_size=2, unique=True))
            record["renonce"] = {"players": who}
        else:
            record["trischaken"] = {"points": dict(zip(PLAYERS, draw(thirds_split()), strict=True))}
        return record
    # only the Vorhand (Anna) may play a game the profile reserves for her
    declarer = "Anna" if game.get("vorhand_only") else draw(st.sampled_from(PLAYERS))
    record["declarer"] = declarer
    others = [p for p in PLAYERS if p != declarer]
    if game["team"] == "called_king":
        if draw(st.booleans()):
            record["partner"] = draw(st.sampled_from(others))
        else:
            record["king_in_talon"] = True
    if with_renonce:
        record["renonce"] = {
            "players": draw(st.lists(st.sampled_from(PLAYERS), min_size=1, max_size=2, unique=True))
        }
    elif game["kind"] == "negative":
        record["declarer_tricks"] = draw(st.integers(0, 12))
    else:
        thirds = draw(st.integers(0, 210))
        record["declarer_points"] = draw(st.sampled_from([thirds, f"{thirds // 3}/{thirds % 3}"]))
    levels = st.integers(0, profile.kontra_levels)
    if game["kind"] == "negative":
        record["kontra"] = {o: draw(levels) for o in others}
        return record
    record["kontra"] = draw(levels)
    allowed = list(profile.premiums) if game["premiums"] == "all" else list(game["premiums"])
    allowed = [a for a in allowed if "min_thirds" not in profile.premiums[a]]
    if game["team"] != "called_king":
        allowed = [a for a in allowed if a != "koenig_ultimo"]
    premiums = []
    if game.get("bird"):
        birds = [b for b in BIRDS if b in allowed]  # those the profile and its rules allow
        bird = draw(st.sampled_from(birds)) if game["bird"] == "any" else game["bird"]
        record["bird"] = bird
        premiums.append(
            {"name": bird, "side": "declarer", "announced": True, "won": draw(st.booleans())}
        )
        allowed.remove(bird)
    for name in (
        draw(st.lists(st.sampled_from(allowed), unique=True, max_size=3)) if allowed else []
    ):
        announced = draw(st.booleans())
        fixed = profile.premiums[name].get("belongs_to")
        premiums.append(
            {
                "name": name,
                "side": fixed or draw(st.sampled_from(["declarer", "opponents"])),
                "announced": announced,
                "won": draw(st.booleans()),
                "kontra": draw(levels) if announced else 0,  # a silent premium has no Kontra
            }
        )
    record["premiums"] = premiums
    if game["valat"] and profile.valat and draw(st.integers(0, 4)) == 0:
        record["valat"] = {
            "side": draw(st.sampled_from(["declarer", "opponents"])),
            "announced": draw(st.booleans()),
            "won": draw(st.booleans()),
        }
        if record["valat"]["won"] and "declarer_points" in record:
            # a made valat decides the game; points from the other side's view would contradict it
            record["declarer_points"] = 210 if record["valat"]["side"] == "declarer" else 0
    points_premium = profile.premiums.get("punkte")
    if (
        points_premium
        and "declarer_points" in record
        and "valat" not in record
        and _allows(game, "punkte")
    ):
        # the card-point premium of either side (docs/rules.md §4.1), made as the points say
        side = draw(st.sampled_from(["declarer", "opponents"]))
        have = thirds if side == "declarer" else 210 - thirds
        announced = draw(st.booleans())
        made = have >= points_premium["min_thirds"]
        if announced or made:  # a silent one is only written down when made
            premiums.append(
                {"name": "punkte", "side": side, "announced": announced, "won": made, "kontra": 0}
            )
    return record


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 300)
    | st.floats(allow_nan=False)
    | st.text(max_size=5)
    | st.from_regex(r"[0-9²٣]{1,4}(/[0-9²]{1,2})?", fullmatch=True)
    | st.sampled_from(["Anna", "35/2", "pagat", "declarer", "rufer", "HK", "ooe-2023"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.text(max_size=6)
            | st.sampled_from(
                ["name", "side", "won", "players", "points", "Anna", "announced", "kontra"]
            ),
            inner,
            max_size=4,
        )
    ),
    max_leaves=8,
)


def paths(value, prefix=()):
    """Every place in a record where a value sits."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, (*prefix, i))


@st.composite
def broken_records(draw, valid=None):
    """A valid record (of ``valid``, default records()) with any one value, anywhere in it,
    replaced by arbitrary JSON."""
    broken = copy.deepcopy(draw(records() if valid is None else valid))
    break_one_value(draw, broken)
    return broken


def break_one_value(draw, doc) -> None:
    """Replace any one value, anywhere in ``doc``, with arbitrary JSON (in place)."""
    where = draw(st.sampled_from([p for p in paths(doc) if p]))
    target = doc
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = draw(json_values)
