"""POST /settle and POST /settle/batch: deal records → settlement lines, points and money."""

from collections.abc import Callable
from typing import Any

from marshmallow import Schema, ValidationError

import shared_rules
from shared_rules import RuleError
from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN
from shared_rules.families import family_of_body
from shared_rules.ledger import add_amounts

from .. import metrics
from ..jsonview import serve_directly
from ..problems import rule_problem
from ..schemas.families import (
    SETTLEMENTS,
    SettleBody,
)
from ..schemas.haferl import HaferlRecordSchema
from ..schemas.record import EXAMPLE_RECORD, DealRecordSchema
from ..schemas.settlement import BatchRequestSchema, BatchResponseSchema, SettlementSchema
from . import Blueprint

#: the documented record of each family (which records refuse a whole batch)
_RECORD_SCHEMAS = {KOENIGRUFEN: DealRecordSchema(), HAFERLTAROCK: HaferlRecordSchema()}
#: components a batch's records refer to by name (``BatchRequestSchema.records``)
BATCH_RECORDS = (DealRecordSchema, HaferlRecordSchema)

blp = Blueprint(
    "settle",
    __name__,
    url_prefix="/api/v1/settle",
    description="Settle deals by the rules of a profile: every line explained and cited, "
    "points and money per player, every ledger summing to zero. Stateless.",
)


@blp.family_post(
    "",
    SettleBody,
    example=EXAMPLE_RECORD,
    about=(
        "A deal record of either family: Königrufen (`profile` a Königrufen id or omitted), or "
        "Bayerisches Tarock (`profile` of family haferltarock: 3 players or 4 with the dealer, "
        "`declarer_augen`, `trump`, the `pot` before the deal)."
    ),
    answer=SettlementSchema,
    shapes=SETTLEMENTS,
)
def settle(record: dict[str, Any]) -> dict[str, Any]:
    """Settle one deal.

    The record's `profile` picks the game family: a Königrufen record (the default profile when
    none is named) or a Bavarian one (`bayerisch`: the answer has `pot` — before, after, and what
    the pot gains — and every line its `pot` share; players and pot sum to zero). Errors are 422 problems naming the field (`premiums.0.name`) and the kind of error:
    `malformed` (unreadable), `not-allowed` (not in this profile or game) or `inconsistent`
    (fields contradicting each other).
    """
    settlement = shared_rules.settle(record)
    metrics.settled(settlement)
    return settlement


@blp.route("/batch", methods=["POST"])
@blp.arguments(
    BatchRequestSchema(), example={"records": [EXAMPLE_RECORD, {**EXAMPLE_RECORD, "won": False}]}
)
@blp.response(200, BatchResponseSchema)
def settle_batch(batch: dict[str, Any]) -> dict[str, Any]:
    """Settle many deals in order (a whole evening), with running totals.

    Each record is checked as strictly as by POST /settle. A record that is not a deal record at
    all (what the documented schema refuses: an unknown field, a wrong type) refuses the whole
    batch with a 422 naming `records.N.field`. A well-formed record that the rules refuse (a
    premium in Bettel) gets its 422 problem at its index, and the others still count: the
    totals count the settled records only. Records of either family may come (each by its
    `profile`); a Bavarian settlement carries its own `pot` (the totals are the players').
    """
    return settle_many(batch["records"])


def settle_many(records: list[Any]) -> dict[str, Any]:
    with metrics.settling() as settled:
        return _settle_each(records, settled)


def _settle_each(records: list[Any], settled: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    totals: dict[str, Any] = {"points": {}, "money_cents": {}}  # running, in JSON form (exact)
    results: list[dict[str, Any]] = []
    for index, record in enumerate(records):
        result: dict[str, Any]
        try:
            settlement = shared_rules.settle(record)
        except RuleError as error:
            if not well_formed(record):
                field = f"records.{index}" + ("" if error.field == "record" else f".{error.field}")
                raise type(error)(
                    field, error.value, error.reason, code=error.code, params=error.params
                ) from None
            result = {"ok": False, "error": rule_problem(error)}
        else:
            settled(settlement)
            result = {"ok": True, "settlement": settlement}
            totals = {k: add_amounts(v, settlement[k]) for k, v in totals.items()}
        result["index"] = index
        result["totals"] = totals
        results.append(result)
    failed = sum(not r["ok"] for r in results)
    return {
        "results": results,
        "totals": totals,
        "settled": len(results) - failed,
        "failed": failed,
    }


def well_formed(record: Any) -> bool:
    """Whether the documented record schema of its family loads it (only asked of records the
    engine refused)."""
    try:
        Schema.load(_RECORD_SCHEMAS[family_of_body(record)], record)
    except (ValidationError, RuleError):
        return False
    return True


blp.document_components(BATCH_RECORDS)


serve_directly(blp, settle, SettleBody(), SettlementSchema())
# a batch's refused records are problems with the request's id (Flask's context); its own
# work outweighs what Flask around it costs
serve_directly(blp, settle_batch, BatchRequestSchema(), BatchResponseSchema(), below_flask=False)
