/**
 * One trick at a time in Haferltarock: who wins it, and which cards a player may play (twin of
 * shared_rules/haferl/tricks.py): Farbzwang, Trumpfzwang, Stichzwang without exception; only a
 * player who can neither follow nor trump may play any card. Once a trick has been trumped,
 * following asks no higher card, trumping a higher trump (decided 2026-12-01). Built from the
 * profile's data.
 */
import { SUITS } from "./cards.js";

/** @typedef {import("../types.js").Card} Card */
/** @typedef {[string, Card[]]} Layer  a rule id and the cards it leaves allowed */

/** The trump suit of one game (null: no trumps) and the ranks of a suit, high to low. */
export class TrickRules {
  /**
   * @param {string | null} trump the trump suit (null: none)
   * @param {string[]} ranks of a suit, high to low
   */
  constructor(trump, ranks) {
    this.trump = trump;
    this.ranks = ranks;
    Object.freeze(this);
  }

  /**
   * @param {import("./profile.js").HaferlProfile} profile
   * @param {import("../types.js").GameSpec} game
   * @param {string | null} trump
   * @returns {TrickRules}
   */
  static forGame(profile, game, trump) {
    return new TrickRules(trump, [...profile.ranks(game)]);
  }

  /**
   * Higher beats lower within a suit.
   * @param {Card} card
   * @returns {number}
   */
  strength(card) {
    return this.ranks.length - this.ranks.indexOf(card.slice(1));
  }
}

/**
 * Index (in playing order) of the card that takes the trick so far.
 * @param {Card[]} cards
 * @param {TrickRules} rules
 * @returns {number}
 */
export function winnerIndex(cards, rules) {
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beats(cards[i], cards[best], rules)) best = i;
  return best;
}

/**
 * @param {Card} card
 * @param {Card} top
 * @param {TrickRules} rules
 * @returns {boolean}
 */
function beats(card, top, rules) {
  if (card[0] === top[0]) return rules.strength(card) > rules.strength(top);
  return card[0] === rules.trump; // a trump on a plain card; any other suit never beats
}

/** A card that broke a rule: the rule id and the cards that were allowed at that point. */
export class Breach {
  /**
   * @param {string} rule
   * @param {Card[]} required
   */
  constructor(rule, required) {
    this.rule = rule;
    this.required = required;
  }
}

/**
 * [allowed cards, the successive restrictions as [rule id, allowed cards]].
 * @param {Iterable<Card>} hand
 * @param {Card[]} table
 * @param {TrickRules} rules
 * @returns {[Card[], Layer[]]}
 */
function layers(hand, table, rules) {
  const cards = [...hand];
  if (!table.length) return [cards, []]; // the leader plays any card
  /** @type {Layer[]} */
  const out = [];
  const led = table[0][0];
  let allowed = cards.filter((c) => c[0] === led);
  if (allowed.length) {
    if (allowed.length < cards.length) out.push(["farbzwang", allowed]);
  } else {
    allowed = cards.filter((c) => c[0] === rules.trump);
    if (!allowed.length) return [cards, out]; // neither follow nor trump: any card
    if (allowed.length < cards.length) out.push(["trumpfzwang", allowed]);
  }
  const top = table[winnerIndex(table, rules)];
  const beaters = allowed.filter((c) => beats(c, top, rules));
  if (beaters.length && beaters.length < allowed.length) {
    out.push(["stichzwang", beaters]);
    allowed = beaters;
  }
  return [allowed, out];
}

/**
 * The cards of ``hand`` (a Set or list) that may be played onto ``table`` (the cards so far).
 * @type {(hand: Iterable<Card>, table: Card[], rules: TrickRules) => Card[]}
 */
export const legalCards = (hand, table, rules) => layers(hand, table, rules)[0];

/**
 * null if ``card`` (held in ``hand``) may be played, else the first Breach.
 * @param {Iterable<Card>} hand
 * @param {Card[]} table
 * @param {Card} card
 * @param {TrickRules} rules
 * @returns {Breach | null}
 */
export function judge(hand, table, card, rules) {
  const [allowed, steps] = layers(hand, table, rules);
  if (allowed.includes(card)) return null;
  for (const [rule, cards] of steps) if (!cards.includes(card)) return new Breach(rule, sortCards(cards, rules));
  throw new Error(`no rule excludes ${card}`); // every exclusion has a layer
}

/**
 * Trumps first, then Eichel, Gras, Herz, Schellen; each high to low.
 * @type {(cards: Iterable<Card>, rules: TrickRules) => Card[]}
 */
export const sortCards = (cards, rules) =>
  [...cards].sort(
    (a, b) => Number(a[0] !== rules.trump) - Number(b[0] !== rules.trump) || SUITS.indexOf(a[0]) - SUITS.indexOf(b[0]) || rules.strength(b) - rules.strength(a),
  );
