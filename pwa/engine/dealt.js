/**
 * Reading dealt cards: every card parsed, none dealt twice, each one's holder remembered (twin of
 * shared_rules/dealt.py). Both families' replays read their hands (and talon or Stock) through
 * DealtCards; what a card is (``parse``) and which error a card dealt twice raises stay with the family.
 */
import { MalformedInput } from "./errors.js";
import { put } from "./py.js";

export class DealtCards {
  constructor(parse, Twice) {
    this.parse = parse;
    this.Twice = Twice;
    this.seen = new Map();
    this.where = new Map(); // card -> its holder: a player, "talon" or "stock"
  }

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

  /** Each player's hand of exactly ``size`` cards (``handsIn`` has a key for each). */
  hands(handsIn, players, size) {
    const hands = {};
    for (const p of players) {
      const cards = handsIn[p];
      if (!Array.isArray(cards) || cards.length !== size) {
        throw new MalformedInput(`hands.${p}`, Array.isArray(cards) ? cards.length : cards, `a hand has exactly ${size} cards`, "hand.size", { cards: size });
      }
      put(
        hands,
        p,
        cards.map((c, i) => this.take(c, `hands.${p}.${i}`, p)),
      );
    }
    return hands;
  }
}
