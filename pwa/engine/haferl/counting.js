/**
 * Counting Augen (twin of shared_rules/haferl/counting.py): 30 a suit, 120 in the deck; the
 * declarer wins with the profile's threshold (61).
 */
import { MalformedInput } from "../errors.js";
import { isInt } from "../py.js";
import { DECK, augen, parseCard } from "./cards.js";

export const countAugen = (cards) => cards.reduce((sum, c) => sum + augen(c), 0);
export const DECK_AUGEN = countAugen(DECK);
// the most a side can hold without a trick: the three cards of the Stock (or the Stockspiel discard)
export const STOCK_MAX_AUGEN = DECK.map(augen).sort((a, b) => b - a).slice(0, 3).reduce((a, b) => a + b);

/** A count of Augen as given in a record: a whole JSON number from 0 to 120. */
export function parseAugen(value, field = "augen") {
  if (!isInt(value) || value < 0 || value > DECK_AUGEN) {
    throw new MalformedInput(field, value, `expected a whole number of Augen from 0 to ${DECK_AUGEN}`);
  }
  return value;
}

/** Augen of a pile given as wire codes, and of the rest of the deck (the other side). */
export function count(cards, field = "cards") {
  if (!Array.isArray(cards)) throw new MalformedInput(field, cards, "expected a list of card codes");
  const seen = new Set();
  cards.forEach((code, i) => {
    const card = parseCard(code, `${field}.${i}`);
    if (seen.has(card)) throw new MalformedInput(`${field}.${i}`, code, "this card is listed twice");
    seen.add(card);
  });
  const total = countAugen([...seen]);
  return { augen: total, rest: DECK_AUGEN - total };
}
