/**
 * Counting Augen (twin of shared_rules/haferl/counting.py): 30 a suit, 120 in the deck; the
 * declarer wins with the profile's threshold (61).
 */
import { MalformedInput } from "../errors.js";
import { isInt } from "../py.js";
import { DECK, augen, parseCard } from "./cards.js";

/** @type {(cards: import("../types.js").Card[]) => number} */
export const countAugen = (cards) => cards.reduce((sum, c) => sum + augen(c), 0);
export const DECK_AUGEN = countAugen(DECK);
// the most a side can hold without a trick: the three cards of the Stock (or the Stockspiel discard)
export const STOCK_MAX_AUGEN = DECK.map(augen)
  .sort((a, b) => b - a)
  .slice(0, 3)
  .reduce((a, b) => a + b);

/**
 * ``pileTotals(values)[n]``: every total a pile of exactly n of these cards can make (each card
 * taken at most once), found exhaustively.
 * @param {number[]} values
 * @returns {Set<number>[]}
 */
export function pileTotals(values) {
  const piles = [new Set([0]), ...values.map(() => /** @type {Set<number>} */ (new Set()))];
  values.forEach((value, taken) => {
    for (let n = taken; n >= 0; n--) for (const t of piles[n]) piles[n + 1].add(t + value); // downwards: each card once
  });
  return piles;
}

/** PILE_AUGEN[n]: the Augen n cards of the deck can hold */
export const PILE_AUGEN = pileTotals(DECK.map(augen));
// the Augen no deal can give, whatever the cards: no card is worth 1, so no side holds 1 Augen and
// the other side never 119 (docs/rules.md §3.5, decided 2026-12-01)
export const IMPOSSIBLE_AUGEN = Object.freeze(Array.from({ length: DECK_AUGEN + 1 }, (_, n) => n).filter((n) => !PILE_AUGEN.some((pile) => pile.has(n))));

/**
 * A count of Augen as given in a record: a whole JSON number from 0 to 120.
 * @param {unknown} value
 * @param {string} [field]
 * @returns {number}
 */
export function parseAugen(value, field = "augen") {
  if (!isInt(value) || value < 0 || value > DECK_AUGEN) {
    throw new MalformedInput(field, value, `expected a whole number of Augen from 0 to ${DECK_AUGEN}`, "augen.range", { max: DECK_AUGEN });
  }
  return value;
}

/**
 * Augen of a pile given as wire codes, and of the rest of the deck (the other side).
 * @param {unknown} cards
 * @param {string} [field]
 * @returns {{augen: number, rest: number}}
 */
export function count(cards, field = "cards") {
  if (!Array.isArray(cards)) throw new MalformedInput(field, cards, "expected a list of card codes", "cards.shape");
  /** @type {Set<import("../types.js").Card>} */
  const seen = new Set();
  cards.forEach((/** @type {unknown} */ code, /** @type {number} */ i) => {
    const card = parseCard(code, `${field}.${i}`);
    if (seen.has(card)) throw new MalformedInput(`${field}.${i}`, code, "this card is listed twice", "cards.twice");
    seen.add(card);
  });
  const total = countAugen([...seen]);
  return { augen: total, rest: DECK_AUGEN - total };
}
