"""Hypothesis strategies: valid Bavarian deal records and sheets, outcome given every way a record
may give it (Augen, flags, tricks, a breach)."""

from hypothesis import strategies as st

NAMES = ["Anna", "Bernd", "Clara", "David"]
GAMES = ("stockspiel", "solo", "herz_solo", "bettel")
# every Augen count a side can hold: no card is worth 1, so neither 1 nor 119
AUGEN = [n for n in range(121) if n not in (1, 119)]


@st.composite
def outcome(draw, game, active, declarer):
    mode = draw(
        st.sampled_from(
            ("augen", "flags", "breach") if game != "bettel" else ("tricks", "flags", "breach")
        )
    )
    if mode == "breach":
        return {
            "breach": {
                "player": draw(st.sampled_from(active)),
                "rule": draw(st.sampled_from(["farbzwang", "stichzwang", None])),
            }
        }
    if mode == "tricks":
        return {"declarer_tricks": draw(st.integers(0, 11))}
    if mode == "augen":
        augen = draw(st.sampled_from(AUGEN))
        out = {"declarer_augen": augen}
        if augen == 120 and draw(st.booleans()):
            out["declarer_tricks"] = 11
        return out
    won = draw(st.booleans())
    out = {"won": won}
    if game != "bettel":
        out["schneider"] = draw(st.booleans())
        if won and out["schneider"]:
            out["schwarz"] = draw(st.booleans())
    return out


@st.composite
def deal_record(draw, table=None, with_settings=True):
    """One deal; ``table`` fixes the players (a sheet's deals), else 3 or 4 are drawn."""
    players = table or NAMES[: draw(st.sampled_from((3, 4)))]
    record = {"profile": "bayerisch", "players": players}
    if len(players) == 4:
        record["dealer"] = draw(st.sampled_from(players))
    active = [p for p in players if p != record.get("dealer")]
    game = draw(st.sampled_from(GAMES + ("thrown_in",)))
    record["game"] = game
    if game == "thrown_in":
        return record
    declarer = draw(st.sampled_from(active))
    record["declarer"] = declarer
    if game == "solo":
        record["trump"] = draw(st.sampled_from("EGS"))
    record.update(draw(outcome(game, active, declarer)))
    if with_settings:
        if draw(st.booleans()):
            record["pot"] = draw(st.integers(0, 12))
        if draw(st.booleans()):
            record["stake"] = draw(st.integers(1, 4))
        if draw(st.booleans()):
            record["cents_per_point"] = draw(st.integers(0, 100))
        if draw(st.booleans()):
            record["house_rules"] = {"game_values": {game: draw(st.integers(0, 9))}}
    return record


@st.composite
def sheet(draw):
    players = NAMES[: draw(st.sampled_from((3, 4)))]
    deals = draw(st.lists(deal_record(table=players, with_settings=False), max_size=15))
    for d in deals:
        del d["players"], d["profile"]
    out = {"profile": "bayerisch", "players": players, "deals": deals}
    if draw(st.booleans()):
        out["stake"] = draw(st.integers(1, 3))
    if draw(st.booleans()):
        out["cents_per_point"] = draw(st.integers(0, 50))
    return out
