/**
 * Reading dealt cards: every card parsed, none dealt twice, each one's holder remembered (twin of
 * shared_rules/dealt.py). Both families' replays read their hands (and talon or Stock) through
 * DealtCards; what a card is (``parse``) and which error a card dealt twice raises stay with the family.
 */
import { MalformedInput } from "./errors.js";
import { put } from "./py.js";

/** @typedef {typeof import("./errors.js").RuleError} ErrorClass  RuleError or one of its kinds */

export class DealtCards {
  /**
   * @param {(code: unknown, field: string) => string} parse a card code to the family's card
   * @param {ErrorClass} Twice the error of a card dealt twice
   */
  constructor(parse, Twice) {
    this.parse = parse;
    this.Twice = Twice;
    /** @type {Map<string, string>} card -> the path it was dealt at */
    this.seen = new Map();
    /** @type {Map<string, string>} */
    this.where = new Map(); // card -> its holder: a player, "talon" or "stock"
  }

  /**
   * The card at ``path``, dealt to ``owner``.
   * @param {unknown} code
   * @param {string} path
   * @param {string} owner
   * @returns {string}
   */
  take(code, path, owner) {
    const card = this.parse(code, path);
    if (this.seen.has(card)) {
      const also = this.seen.get(card);
      throw new this.Twice(path, card, `${card} is dealt twice (also ${also})`, "cards.dealt_twice", { card });
    }
    this.seen.set(card, path);
    this.where.set(card, owner);
    return card;
  }

  /**
   * Each player's hand of exactly ``size`` cards (``handsIn`` has a key for each).
   * @param {import("./types.js").JsonObject} handsIn
   * @param {string[]} players
   * @param {number} size
   * @returns {{[player: string]: string[]}}
   */
  hands(handsIn, players, size) {
    /** @type {{[player: string]: string[]}} */
    const hands = {};
    for (const p of players) {
      const cards = handsIn[p];
      if (!Array.isArray(cards) || cards.length !== size) {
        throw new MalformedInput(`hands.${p}`, Array.isArray(cards) ? cards.length : cards, `a hand has exactly ${size} cards`, "hand.size", { cards: size });
      }
      put(
        hands,
        p,
        cards.map((/** @type {unknown} */ c, /** @type {number} */ i) => this.take(c, `hands.${p}.${i}`, p)),
      );
    }
    return hands;
  }
}
