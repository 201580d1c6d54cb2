"""POST /count: a pile of cards → thirds, "P/B" notation and points; German cards → Augen."""

from typing import Any

from shared_rules import haferl
from shared_rules.counting import DECK_THIRDS, count_thirds, format_points
from shared_rules.haferl.counting import DECK_AUGEN

from ..jsonview import serve_directly
from ..schemas.families import COUNTS, Answer, CountBody
from . import Blueprint

blp = Blueprint(
    "count",
    __name__,
    url_prefix="/api/v1/count",
    description='Count card points exactly, in thirds of a point and as "P/B" (Punkte/Blatt); '
    "with a bayerisch profile German cards in Augen (120 in the deck).",
)


@blp.family_post(
    "",
    CountBody,
    example={"cards": ["HK", "SJ", "T15", "S8"]},
    about="A pile of Tarock cards; or, with `profile` of family haferltarock, of German cards.",
    answer=Answer,
    shapes=COUNTS,
)
def count(body: dict[str, Any]) -> dict[str, Any]:
    """Count a pile of cards (one side's tricks, or a talon half).

    Tarock cards (`T21`, `SKUS`, `HK`, …) count in thirds and "P/B". With a bayerisch `profile`
    the pile is German cards (`EA`, `G10`, `HK`, `SO`, …), counted in Augen: `augen`, and the
    `rest` of the 120 (the other side). Unknown or repeated cards — a Tarock card on a Bavarian
    profile too — are a 422 naming the index (`cards.3`).
    """
    if "profile" in body and body["profile"] in haferl.profile_ids():
        return _augen(body)
    cards = body["cards"]
    thirds = count_thirds(cards)
    rest = DECK_THIRDS - thirds
    return {
        "cards": cards,
        "card_count": len(cards),
        "thirds": thirds,
        "notation": format_points(thirds),
        "points": thirds // 3,
        "blatt": thirds % 3,
        "rest": {"thirds": rest, "notation": format_points(rest)},
    }


def _augen(body: dict[str, Any]) -> dict[str, Any]:
    counted = haferl.count(body["cards"])
    return {
        "profile": body["profile"],
        "cards": body["cards"],
        "card_count": len(body["cards"]),
        "augen": counted["augen"],
        "deck_augen": DECK_AUGEN,
        "rest": {"augen": counted["rest"]},
    }


serve_directly(blp, count, CountBody(), Answer())
