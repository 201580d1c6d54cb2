"""A reproducible evening of mixed deal records for the benchmarks (valid records only)."""

import random

from shared_rules import load_profile, profile_ids

PLAYERS = ["Anna", "Bernd", "Clara", "David"]


def random_record(rng: random.Random, profile_id: str) -> dict:
    profile = load_profile(profile_id)
    game_id = rng.choice(list(profile.games))
    game = profile.games[game_id]
    declarer = rng.choice(PLAYERS)
    if game.get("vorhand_only"):  # only the Vorhand may play it (docs/rules.md §3.1)
        declarer = PLAYERS[0]
    record = {"profile": profile_id, "players": PLAYERS, "forehand": PLAYERS[0], "game": game_id}
    if game["kind"] == "trischaken":
        cuts = sorted(rng.sample(range(1, 210), 3))
        thirds = [a - b for a, b in zip(cuts + [210], [0] + cuts, strict=True)]
        record["trischaken"] = {"points": dict(zip(PLAYERS, thirds, strict=True))}
        return record
    record["declarer"] = declarer
    if game["kind"] == "negative":
        record["declarer_tricks"] = rng.choice([game["tricks"], game["tricks"] + 1])
        record["kontra"] = {p: rng.choice([0, 0, 1]) for p in PLAYERS if p != declarer}
        return record
    if game["team"] == "called_king":
        record["partner"] = rng.choice([p for p in PLAYERS if p != declarer])
    record["declarer_points"] = rng.randint(40, 200)
    record["kontra"] = rng.choice([0, 0, 0, 1, 2])
    allowed = list(profile.premiums) if game["premiums"] == "all" else list(game["premiums"])
    allowed = [a for a in allowed if "min_thirds" not in profile.premiums[a]]
    bird = game.get("bird")
    premiums = []
    if bird:
        bird = rng.choice(["pagat", "uhu", "kakadu", "quapil"]) if bird == "any" else bird
        record["bird"] = bird
        premiums.append(
            {"name": bird, "side": "declarer", "announced": True, "won": rng.random() < 0.6}
        )
        allowed = [a for a in allowed if a != bird]
    for name in rng.sample(allowed, k=min(len(allowed), rng.randint(0, 2))):
        if name == "koenig_ultimo" and game["team"] != "called_king":
            continue
        premiums.append(
            {
                "name": name,
                "side": profile.premiums[name].get("belongs_to")
                or rng.choice(["declarer", "opponents"]),
                "announced": rng.random() < 0.3,
                "won": rng.random() < 0.5,
            }
        )
    record["premiums"] = premiums
    return record


def evening(n: int = 1000, seed: int = 2026) -> list[dict]:
    rng = random.Random(seed)
    ids = profile_ids()
    return [random_record(rng, rng.choice(ids)) for _ in range(n)]
