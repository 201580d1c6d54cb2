"""POST /count: a pile of cards → thirds, "P/B" notation and points."""

from shared_rules.counting import DECK_THIRDS, count_thirds, format_points

from ..schemas.count import CountRequestSchema, CountResponseSchema
from . import Blueprint

blp = Blueprint(
    "count",
    __name__,
    url_prefix="/api/v1/count",
    description='Count card points exactly, in thirds of a point and as "P/B" (Punkte/Blatt).',
)


@blp.route("", methods=["POST"])
@blp.arguments(CountRequestSchema(), example={"cards": ["HK", "SJ", "T15", "S8"]})
@blp.response(200, CountResponseSchema)
def count(body):
    """Count a pile of cards (one side's tricks, or a talon half).

    Unknown or repeated cards are a 422 naming the index (`cards.3`).
    """
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
