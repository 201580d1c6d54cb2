/**
 * The 36 German cards of Bayerisches Tarock and their wire codes (twin of
 * shared_rules/haferl/cards.py). A card is suit + rank: ``EA``, ``G10``, ``HK``, ``SO``, ``EU``,
 * ``H7``; case-insensitive in, canonical out.
 */
import { MalformedInput } from "../errors.js";

export const SUITS = ["E", "G", "H", "S"];
/** @typedef {import("../types.js").Card} Card */

/** @type {{[suit: string]: string}} */
export const SUIT_NAMES_DE = { E: "Eichel", G: "Gras", H: "Herz", S: "Schellen" };
export const RANKS = ["A", "10", "K", "O", "U", "9", "8", "7", "6"];
/** @type {{[rank: string]: string}} */
export const RANK_NAMES_DE = {
  A: "Sau",
  10: "Zehn",
  K: "König",
  O: "Ober",
  U: "Unter",
  9: "Neun",
  8: "Acht",
  7: "Sieben",
  6: "Sechs",
};
/** @type {{[rank: string]: number}} */
export const AUGEN = { A: 11, 10: 10, K: 4, O: 3, U: 2, 9: 0, 8: 0, 7: 0, 6: 0 };
export const DECK = SUITS.flatMap((s) => RANKS.map((r) => s + r));
const CANON = new Map(DECK.map((c) => [c, c]));

/**
 * Canonical wire code of a card given in any case; MalformedInput otherwise.
 * @param {unknown} code
 * @param {string} [field]
 * @returns {Card}
 */
export function parseCard(code, field = "card") {
  const card = typeof code === "string" ? CANON.get(code.toUpperCase()) : undefined;
  if (card === undefined) {
    throw new MalformedInput(field, code, "not a card of the German deck (EA, G10, HK, SO, EU, H7, …)", "card.unknown");
  }
  return card;
}

/** @type {(card: Card) => string} */
export const suitOf = (card) => card[0];
/** @type {(card: Card) => string} */
export const rankOf = (card) => card.slice(1);
/**
 * Sau 11, Zehn 10, König 4, Ober 3, Unter 2, the Spatzen 0.
 * @type {(card: Card) => number}
 */
export const augen = (card) => AUGEN[rankOf(card)];
/** @type {(suit: string) => string} */
export const suitNameDe = (suit) => SUIT_NAMES_DE[suit];
/** @type {(card: Card) => string} */
export const cardNameDe = (card) => `${SUIT_NAMES_DE[card[0]]} ${RANK_NAMES_DE[rankOf(card)]}`;
