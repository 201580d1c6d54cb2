"""POST /deals/verify: a deal card by card → rule breaches, card points, premiums, settlement."""

from typing import Any

from shared_rules.examples import SEED_002_DEAL
from shared_rules.families import replay

from ..jsonview import serve_directly
from ..schemas.deals import DealVerifySchema
from ..schemas.families import VERIFICATIONS, ReplayBody
from . import Blueprint

# the first four tricks of seed 002's worked example: a dispute in mid-deal
_TRICKS: list[Any] = list(SEED_002_DEAL["tricks"])  # type: ignore[call-overload]
EXAMPLE_DEAL = {**SEED_002_DEAL, "tricks": _TRICKS[:4]}

blp = Blueprint(
    "deals",
    __name__,
    url_prefix="/api/v1/deals",
    description="The dispute checker: replay a deal card by card under the profile's rules. "
    "Stateless.",
)


@blp.family_post(
    "/verify",
    ReplayBody,
    example=EXAMPLE_DEAL,
    about=(
        "A Königrufen deal (4 hands of 12, the talon), or a Bavarian deal (`profile` of family "
        "haferltarock: 3 hands of 11, the Stock, German cards)."
    ),
    answer=DealVerifySchema,
    shapes=VERIFICATIONS,
)
def verify(deal: dict[str, Any]) -> dict[str, Any]:
    """Replay a deal (or its first tricks) and say what was right and what was not.

    Every breach of docs/rules.md §5 — Farbzwang, Tarockzwang, Stichzwang, the Pagat as last tarock,
    the Farbenspiel lead, the discard, the higher bird first, calling one's own king, a bird
    game without the bird, the wrong leader, a card not held — is a finding with its trick, player,
    card, the cards that were allowed, the rule, its clause and a German explanation. Then the
    winner of each trick, each side's card points (thirds and "P/B"), the tricks per player, the
    partner, every premium's outcome, the deal record that follows, and its settlement: a Renonce
    of the first breach, or the normal settlement of a complete deal (null for a partial deal
    without a breach). A deal that is not one (a card twice, 11 cards in a hand) is a 422 naming
    the field.

    A Bavarian deal (`profile` bayerisch) is replayed by the Haferltarock engine: Farbzwang,
    Trumpfzwang, Stichzwang, the Stockspiel discard, the leader, a card not held; each trick's
    winner and Augen, the Augen per side (120 in all), Schneider and Schwarz, the record and its
    settlement with the pot (the first breach decides under `breach_loses`).
    """
    return replay(deal)


serve_directly(blp, verify, ReplayBody(), DealVerifySchema())
