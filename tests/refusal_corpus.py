"""One input per message code of shared_rules/messages.json that makes the engines refuse with it.

Each entry is ``(code, request)``: ``request`` in the form the twin's server reads
(tests/js/twin_server.mjs): ``{"record": r}`` (with ``"sheet"`` for a sheet's frozen profile),
``{"haferl_sheet": s}``, ``{"replay": deal}`` or ``{"call": name, "args": [...]}``. The Python
test (tests/unit/test_messages.py) and the node test (tests/js/messages.test.mjs) both run every
entry, expect its code and render the message in German and English; tests/js/refusals.json is
this list as JSON for node, written by ``python -m tests.refusal_corpus`` (a test keeps it current).
"""

import copy
import json
from pathlib import Path

from shared_rules.cards import DECK

JSON_PATH = Path(__file__).parent / "js" / "refusals.json"
DEL = object()  # a field to leave out
P4 = ["Anna", "Bernd", "Clara", "David"]
P3 = ["Anna", "Bernd", "Clara"]


def _with(base: dict, fields: dict) -> dict:
    out = copy.deepcopy(base)
    for key, value in fields.items():
        if value is DEL:
            out.pop(key, None)
        else:
            out[key] = value
    return out


def k(sheet: dict | None = None, **fields) -> dict:
    """A Königrufen record (a Dreier of Anna's, won, under OÖ) with ``fields`` changed."""
    base = {"profile": "ooe-2023", "players": P4, "forehand": "Anna", "game": "dreier"}
    record = _with({**base, "declarer": "Anna", "won": True}, fields)
    return {"record": record, "sheet": sheet} if sheet else {"record": record}


def rufer(sheet: dict | None = None, **fields) -> dict:
    return k(sheet, **{"game": "rufer", "called_king": "HK", "partner": "Bernd", **fields})


def trischaken(**fields) -> dict:
    points = {"Anna": 20, "Bernd": 20, "Clara": 20, "David": 10}
    points = {p: f"{n}" for p, n in points.items()}
    return k(game="trischaken", won=DEL, trischaken={"points": points, **fields})


def h(**fields) -> dict:
    """A Bavarian record (Anna's Stockspiel, won)."""
    base = {"profile": "bayerisch", "players": P3, "game": "stockspiel", "declarer": "Anna"}
    return {"record": _with({**base, "won": True}, fields)}


def sheet(profile: str, **house_rules) -> dict:
    return {"profile": profile, "house_rules": house_rules}


def kreplay(**fields) -> dict:
    """A Königrufen deal to replay (a Bettel of Anna's, no tricks yet)."""
    cards = list(DECK)
    hands = {p: cards[12 * i : 12 * i + 12] for i, p in enumerate(P4)}
    base = {
        "profile": "ooe-2023",
        "players": P4,
        "hands": hands,
        "talon": [cards[48:51], cards[51:]],
    }
    return {"replay": _with({**base, "game": "bettel", "declarer": "Anna"}, fields)}


HAFERL_HANDS = {
    "Anna": ["HA", "H10", "HK", "HO", "HU", "H9", "H8", "H7", "H6", "EA", "GA"],
    "Bernd": ["E10", "EK", "EO", "EU", "E9", "E8", "E7", "E6", "SA", "S10", "SK"],
    "Clara": ["G10", "GK", "GO", "GU", "G9", "G8", "G7", "G6", "SO", "SU", "S9"],
}


def hreplay(**fields) -> dict:
    """A Bavarian deal to replay (Anna's Herz-Solo, no tricks yet)."""
    base = {
        "profile": "bayerisch",
        "players": P3,
        "hands": HAFERL_HANDS,
        "stock": ["S8", "S7", "S6"],
    }
    return {"replay": _with({**base, "game": "herz_solo", "declarer": "Anna"}, fields)}


def hsheet(**fields) -> dict:
    base = {
        "profile": "bayerisch",
        "players": P3,
        "deals": [{"game": "stockspiel", "declarer": "Anna", "won": True}],
    }
    return {"haferl_sheet": _with(base, fields)}


def _unbounded_ooe() -> dict:
    """OÖ with a Dreier worth 2^53 − 1 (issue 32: 7.8e34 cents a deal before the bounds)."""
    doc = json.loads(
        (Path(__file__).parent.parent / "shared_rules/profiles/ooe-2023.json").read_text()
    )
    doc["games"]["dreier"]["value"] = 2**53 - 1
    return doc


def call(name: str, *args) -> dict:
    return {"call": name, "args": list(args)}


def valat(player: str) -> dict:
    return {"player": player, "premium": "valat"}


def premium(name: str, **fields) -> dict:
    return _with({"name": name, "side": "declarer", "announced": False, "won": True}, fields)


CORPUS: list[tuple[str, dict]] = [
    # the record
    ("record.unknown_field", k(colour="rot")),
    ("record.not_object", {"record": [1, 2]}),
    ("value.yes_no", k(won="ja")),
    ("value.required", k(declarer=DEL)),
    ("text.too_long", k(note="x" * 1001)),
    ("cents.range", k(cents_per_point=-1)),
    ("name.invalid", k(players=["Anna", " Bernd", "Clara", "David"])),
    ("names.duplicate", k(players=["Anna", "anna", "Clara", "David"])),
    ("player.not_at_table", k(declarer="Zora")),
    ("dealer.sits_out", k(players=[*P4, "Eva"], dealer="Eva", declarer="Eva")),
    ("game.unknown", k(game="schnapsen")),
    ("game.not_played", k(game="pagatrufer")),
    ("outcome.missing", k(won=DEL)),
    ("won.points_won", k(won=False, declarer_points="40")),
    ("won.points_lost", k(won=True, declarer_points="30")),
    ("points.notation", k(declarer_points="viel")),
    ("points.blatt", k(declarer_points="35/3")),
    ("points.too_many", k(declarer_points=211)),
    ("points.range", k(declarer_points=-1)),
    ("tricks.positive_game", k(declarer_tricks=3)),
    ("points.negative_game", k(game="bettel", declarer_points=30)),
    ("tricks.range", k(game="bettel", won=DEL, declarer_tricks=13)),
    ("won.tricks_won", k(game="bettel", won=False, declarer_tricks=0)),
    ("won.tricks_lost", k(game="bettel", won=True, declarer_tricks=1)),
    ("declarer.vorhand_only", rufer(declarer="Bernd", partner="Clara")),
    # Kontra
    ("kontra.level", k(kontra=-1)),
    ("kontra.too_many", k(kontra=4)),
    ("kontra.per_opponent", k(kontra={"Bernd": 1})),
    ("kontra.declarer", k(game="bettel", kontra={"Anna": 1})),
    ("kontra.silent", k(valat={"side": "declarer", "announced": False, "won": True, "kontra": 1})),
    # king, partner, conceded
    ("king.not_called", k(king_in_talon=True)),
    ("king.no_queen", rufer(called_king="HQ")),
    ("king.expected", rufer(called_king="XX")),
    ("partner.alone", k(partner="Bernd")),
    ("partner.own_king", rufer(partner="Anna")),
    ("partner.king_in_talon", rufer(king_in_talon=True)),
    ("partner.missing", rufer(partner=DEL)),
    ("conceded.not_allowed", k(conceded=True)),
    ("conceded.needs_king_in_talon", rufer(conceded=True)),
    ("conceded.lost", rufer(partner=DEL, king_in_talon=True, conceded=True)),
    (
        "conceded.no_kontra",
        rufer(partner=DEL, king_in_talon=True, conceded=True, won=DEL, kontra=1),
    ),
    (
        "conceded.no_tricks",
        rufer(partner=DEL, king_in_talon=True, conceded=True, won=DEL, valat={"side": "declarer"}),
    ),
    # Renonce
    ("renonce.shape", k(renonce="Bernd")),
    ("renonce.players", k(renonce={"players": ["Bernd", "Bernd"]})),
    ("renonce.rule", k(renonce={"players": ["Bernd"], "rule": "zu spät"})),
    (
        "renonce.own_king_player",
        rufer(partner=DEL, renonce={"players": ["Bernd"], "rule": "own_king"}),
    ),
    (
        "partner.self_call",
        rufer(partner="Bernd", renonce={"players": ["Anna"], "rule": "own_king"}),
    ),
    (
        "renonce.own_king_allowed",
        rufer(
            sheet("ooe-2023", own_king_callable=True),
            renonce={"players": ["Anna"], "rule": "own_king"},
        ),
    ),
    # Valat
    ("valat.shape", k(valat="ja")),
    ("valat.not_allowed", k(game="bettel", valat={"side": "declarer", "won": True})),
    ("valat.won_missing", k(valat={"side": "declarer"})),
    ("won.valat_won", k(won=False, valat={"side": "declarer", "won": True})),
    ("won.valat_lost", k(won=True, valat={"side": "opponents", "won": True})),
    ("points.valat_talon", k(declarer_points=10, valat={"side": "declarer", "won": True})),
    # premiums and the bird
    ("premiums.shape", k(premiums="pagat")),
    ("premium.unknown", k(premiums=[premium("pagatultimo")])),
    ("premium.not_in_profile", k(premiums=[premium("sack1")])),
    (
        "premium.switched_off",
        k(sheet("ooe-2023", disallowed_premiums=["trull"]), premiums=[premium("trull")]),
    ),
    ("premium.not_in_game", k(game="farbendreier", premiums=[premium("pagat")])),
    ("premium.needs_called_king", k(premiums=[premium("koenig_ultimo")])),
    ("premium.side", k(premiums=[premium("pagat", side="links")])),
    ("premium.fixed_side", rufer(premiums=[premium("koenig_ultimo", side="opponents")])),
    ("premium.twice", k(premiums=[premium("pagat"), premium("pagat")])),
    ("premium.won_missing", k(premiums=[premium("pagat", won=DEL)])),
    (
        "premium.too_few_points",
        k(profile="tirol-2026", declarer_points="40", premiums=[premium("sack1")]),
    ),
    ("premium.lost_game", k(profile="tirol-2026", won=False, premiums=[premium("sack1")])),
    ("bird.none", k(bird="pagat")),
    ("bird.missing", rufer(game="a_rufer", bird="adler")),
    ("bird.wrong", rufer(profile="ktc-2023", game="pagatrufer", bird="uhu")),
    ("bird.not_announced", rufer(profile="ktc-2023", game="pagatrufer")),
    # Trischaken
    ("trischaken.shape", k(game="trischaken", won=DEL, trischaken="alle")),
    ("trischaken.forehand_missing", k(game="trischaken", won=DEL, forehand=DEL, declarer=DEL)),
    (
        "trischaken.declarer",
        {"record": {**trischaken()["record"], "profile": "tirol-2026", "declarer": "Bernd"}},
    ),
    ("trischaken.no_extras", k(game="trischaken", won=DEL, kontra=1)),
    (
        "trischaken.points_players",
        k(game="trischaken", won=DEL, trischaken={"points": {"Anna": 70}}),
    ),
    ("trischaken.sum", k(game="trischaken", won=DEL, trischaken={"points": dict.fromkeys(P4, 20)})),
    ("trischaken.tricks_players", trischaken(tricks={"Anna": 12})),
    ("trischaken.tricks_sum", trischaken(tricks=dict.fromkeys(P4, 2))),
    (
        "trischaken.tricks_points",
        trischaken(tricks={"Anna": 0, "Bernd": 4, "Clara": 4, "David": 4}),
    ),
    # house rules of a sheet's profile
    ("house_rules.shape", k(house_rules=["kontra_levels"])),
    ("house_rules.unknown", k(sheet("ooe-2023", schnaps=True))),
    ("house_rules.no_trischaken", k(sheet("cardgames-zone", jungfrau_split="share"))),
    ("house_rules.list", k(sheet("ooe-2023", games_off="dreier"))),
    ("house_rules.choice", k(sheet("ooe-2023", four_kings="alle"))),
    ("house_rules.not_in_profile", k(sheet("ooe-2023", games_off=["pagatrufer"]))),
    ("house_rules.unknown_id", k(sheet("ooe-2023", games_off=["schnapsen"]))),
    ("house_rules.values", k(sheet("ooe-2023", game_values=5))),
    ("number.range", k(sheet("ooe-2023", kontra_levels=9))),
    ("points.between", k(sheet("ooe-2023", threshold=500))),
    # variant22: the structural switches of a round's own rule set, and the rule set itself
    ("overlay.shape", call("customProfile", "ooe-2023", ["valat_mode"])),
    ("overlay.unknown_key", call("customProfile", "ooe-2023", {"id": "mine", "rules": {}})),
    ("overlay.id", call("customProfile", "ooe-2023", {"id": "Meine Runde"})),
    ("overlay.official_id", call("customProfile", "ooe-2023", {"id": "tirol-2026"})),
    ("overlay.name", call("customProfile", "ooe-2023", {"id": "mine", "name": " "})),
    (
        "overlay.official_name",
        call(
            "customProfile", "ooe-2023", {"id": "mine", "name": "Bayerisches Tarock (Haferltarock)"}
        ),
    ),
    ("overlay.version", call("customProfile", "ooe-2023", {"id": "mine", "name": "M"})),
    (
        "overlay.name_char",
        call("customProfile", "ooe-2023", {"id": "mine", "name": "Meine\tRunde"}),
    ),
    ("house_rules.no_valat", k(sheet("cardgames-zone", valat_mode="premium"))),
    ("house_rules.no_bird", k(sheet("cardgames-zone", besserdreier=True))),
    (
        "trischaken.sum_talon_out",
        k(
            sheet("ooe-2023", trischaken_talon_out=True),
            game="trischaken",
            won=DEL,
            trischaken={"points": {"Anna": 50, "Bernd": 110, "Clara": 30, "David": 20}},
        ),
    ),
    # profiles
    ("profile.missing", k(profile=5)),
    ("profile.unknown", k(profile="wien-1900")),
    ("profile.id_too_long", k(profile="x" * 200)),
    ("profile.other_family", call("loadKoenigrufenProfile", "bayerisch")),
    ("profile.invalid", call("loadProfile", {"id": "x", "family": "koenigrufen"}, {})),
    # hardening III: an own rule set's numbers keep every deal's money inside exact integers
    ("profile.number", call("loadProfile", _unbounded_ooe(), {})),
    ("names.look_alike", call("checkLookAlikes", ["Anna", "Bernd", "\u0410nna", "David"])),
    # replaying a Königrufen deal
    ("record.not_object", {"replay": "Bettel"}),
    ("players.seating", kreplay(players=P3)),
    ("dealer.missing", kreplay(players=[*P4, "Eva"])),
    ("dealer.not_at_table", kreplay(players=[*P4, "Eva"], dealer="Zora")),
    ("hands.size", kreplay(hands={"Anna": []})),
    ("talon.shape", kreplay(talon=[["T1"]])),
    ("cards.dealt_twice", kreplay(talon=[["T1", "T2", "T3"], ["T4", "T5", "T6"]])),
    ("card.unknown", call("parseCard", "T99", "card")),
    ("king.missing", kreplay(game="rufer")),
    ("king.queen_needs_four_kings", kreplay(game="rufer", profile="ktc-2023", called_king="HQ")),
    ("tricks.too_many", kreplay(tricks=[{"cards": []}] * 13)),
    ("trick.shape", kreplay(tricks=["T1"])),
    ("trick.size", kreplay(tricks=[{"cards": ["T1"]}, {"cards": []}])),
    ("announcements.shape", kreplay(announcements="pagat")),
    ("discard.missing", kreplay(game="dreier", talon_taken=0)),
    ("talon_to.choice", kreplay(profile="tirol-2026", game="trischaken", talon_to="mir")),
    ("talon_to.not_chosen", kreplay(talon_to="first_six")),
    ("talon.none", kreplay(talon_taken=0)),
    ("talon_taken.choice", kreplay(game="rufer", called_king="HK", talon_taken=2)),
    ("talon_taken.whole", kreplay(game="sechserdreier", talon_taken=0)),
    ("hand.size", kreplay(hands={**kreplay()["replay"]["hands"], "Anna": list(DECK[:11])})),
    (
        "valat.both_sides",
        kreplay(
            game="sechserdreier",
            discard=list(DECK[:6]),
            announcements=[valat("Anna"), valat("Bernd")],
        ),
    ),
    (
        "premium.wrong_player_side",
        kreplay(
            game="rufer",
            called_king="HK",
            talon_taken=0,
            discard=list(DECK[:3]),
            announcements=[{"player": "Clara", "premium": "koenig_ultimo"}],
        ),
    ),
    # the Bavarian record
    ("players.count", h(players=["Anna", "Bernd"])),
    ("dealer.missing", h(players=[*P3, "David"])),
    ("declarer.not_active", h(declarer="Zora")),
    ("augen.range", h(won=DEL, declarer_augen=200)),
    ("augen.impossible", h(won=DEL, declarer_augen=1)),
    ("augen.tricks_game", h(game="bettel", declarer_augen=30)),
    ("won.augen_won", h(won=False, declarer_augen=80)),
    ("won.augen_lost", h(won=True, declarer_augen=40)),
    ("schneider.none", h(game="bettel", schneider=True)),
    ("schneider.yes", h(declarer_augen=100, schneider=False)),
    ("schneider.no", h(declarer_augen=80, schneider=True)),
    ("schneider.schwarz", h(schwarz=True, schneider=False)),
    ("schwarz.won", h(won=False, schwarz=True)),
    ("schwarz.tricks", h(declarer_tricks=10, schwarz=True)),
    ("schwarz.augen", h(won=DEL, declarer_augen=100, schwarz=True)),
    ("trump.suit", h(game="solo", trump="X")),
    ("trump.none", h(game="bettel", trump="H")),
    ("trump.fixed", h(game="herz_solo", trump="E")),
    ("trump.missing", h(game="solo")),
    ("trump.choice", h(game="solo", trump="H")),
    ("breach.shape", h(breach="Bernd")),
    ("breach.rule", h(breach={"player": "Bernd", "rule": "zu spät"})),
    ("player.not_at_table", h(breach={"player": "Zora"})),
    (
        "breach.off",
        {**h(breach={"player": "Bernd"}), "sheet": sheet("bayerisch", breach_loses=False)},
    ),
    ("breach.not_counted", h(won=DEL, breach={"player": "Bernd"}, declarer_augen=80)),
    ("breach.base_tariff", h(won=DEL, breach={"player": "Bernd"}, schneider=True)),
    ("won.breach", h(won=False, breach={"player": "Bernd"})),
    # the Bavarian sheet and replay
    ("sheet.not_object", {"haferl_sheet": "Liste"}),
    ("deals.too_many", hsheet(deals=[{}] * 2001)),
    (
        "sheet.differs",
        hsheet(deals=[{"game": "stockspiel", "declarer": "Anna", "won": True, "stake": 7}]),
    ),
    ("dealer.fourth", hreplay(dealer="Anna")),
    ("game.thrown_in", hreplay(game="thrown_in")),
    ("players.order", hreplay(players=["Anna", "Bernd"])),
    ("stock.size", hreplay(stock=["S8"])),
    ("discard.none", hreplay(discard=["S8", "S7", "S6"])),
    ("player.one_of", hreplay(declarer="Zora")),
    ("cards.shape", call("countAugen", "HA", "cards")),
    ("cards.twice", call("countAugen", ["HA", "HA"], "cards")),
]


def write_json() -> str:
    lines = (json.dumps(entry, ensure_ascii=False) for entry in CORPUS)
    return "[\n" + ",\n".join(lines) + "\n]\n"


if (
    __name__ == "__main__"
):  # pragma: no cover - the generator, checked by tests/unit/test_messages.py
    JSON_PATH.write_text(write_json(), encoding="utf-8")
