"""POST /deals/verify: a deal card by card → rule breaches, card points, premiums, settlement."""

from shared_rules.play import replay

from ..schemas.deals import DealReplaySchema, DealVerifySchema
from . import Blueprint

EXAMPLE_DEAL = {
    "profile": "cardgames-zone",
    "players": ["P1", "P2", "P3", "P4"],
    "hands": {
        "P1": ["D1", "D2", "T15", "H1", "T10", "T4", "H2", "HJ", "T6", "T18", "CN", "T8"],
        "P2": ["S8", "T12", "D4", "T1", "DJ", "C9", "CJ", "HQ", "C7", "T17", "H4", "T5"],
        "P3": ["SK", "D3", "DN", "T21", "T11", "SQ", "S9", "SN", "T13", "SKUS", "T19", "C8"],
        "P4": ["HK", "SJ", "S10", "DK", "T16", "T3", "T20", "T7", "C10", "HN", "T9", "CQ"],
    },
    "talon": [["DQ", "T14", "S7"], ["CK", "H3", "T2"]],
    "game": "rufer",
    "declarer": "P1",
    "called_king": "HK",
    "talon_taken": 0,
    "discard": ["S7", "D1", "D2"],
    "tricks": [
        {"leader": "P1", "cards": ["CN", "CJ", "C8", "C10"]},
        {"leader": "P1", "cards": ["T14", "T12", "T11", "T20"]},
        {"leader": "P4", "cards": ["HN", "HJ", "H4", "SKUS"]},
        {"leader": "P3", "cards": ["SK", "SJ", "T15", "S8"]},
    ],
}

blp = Blueprint(
    "deals",
    __name__,
    url_prefix="/api/v1/deals",
    description="The dispute checker: replay a deal card by card under the profile's rules. "
    "Stateless.",
)


@blp.route("/verify", methods=["POST"])
@blp.arguments(DealReplaySchema(), example=EXAMPLE_DEAL)
@blp.response(200, DealVerifySchema)
def verify(deal):
    """Replay a deal (or its first tricks) and say what was right and what was not.

    Every breach of RULES.md §5 — Farbzwang, Tarockzwang, Stichzwang, the Pagat as last tarock,
    the Farbenspiel lead, the discard, the higher bird first, calling one's own king, a bird
    game without the bird, the wrong leader, a card not held — is a finding with its trick, player,
    card, the cards that were allowed, the rule, its clause and a German explanation. Then the
    winner of each trick, each side's card points (thirds and "P/B"), the tricks per player, the
    partner, every premium's outcome, the deal record that follows, and its settlement: a Renonce
    of the first breach, or the normal settlement of a complete deal (null for a partial deal
    without a breach). A deal that is not one (a card twice, 11 cards in a hand) is a 422 naming
    the field.
    """
    return replay(deal)
