/**
 * One trick at a time: who wins it, and which cards a player may play (twin of
 * shared_rules/tricks.py). A TrickRules says how a game plays its tricks; it is built from the
 * profile's data (``trumps``, ``kind``, ``kaiserstich``), never from a profile id.
 *
 * @example
 * const rules = TrickRules.forGame({kind: "positive"}, "off");
 * winnerIndex(["SK", "SJ", "T15", "S8"], rules) === 2;
 * legalCards(new Set(["S8", "T3", "HK"]), ["SK"], rules);             // ["S8"]
 * judge(new Set(["S8", "T3", "HK"]), ["SK"], "T3", rules).map((b) => b.rule); // ["farbzwang"]
 */
import { DECK, MOND, PAGAT, SKUS, STRENGTH, isTarock } from "./cards.js";

/** @typedef {import("./types.js").Card} Card */
/** @typedef {[string, Card[]]} Layer  a rule id and the cards it leaves allowed */

// "colour" of a card: its suit letter, or "T" for every tarock (the fifth suit)
/** @type {{[card: string]: string}} */
export const COLOUR = Object.fromEntries(DECK.map((c) => [c, isTarock(c) ? "T" : c[0]]));
const TOP = Math.max(...Object.values(STRENGTH)) + 1; // the Pagat's strength inside a Kaiserstich

/**
 * How the tricks of one game are played: ``trumps`` (tarock beats suit cards; false in
 * Farbenspiele), ``stichzwang`` (a follower must beat the winning card if he can), ``pagat_last``
 * (the Pagat only as the last tarock), ``kaiserstich`` ("off", "any_order", "mond_skus_pagat").
 */
export class TrickRules {
  /**
   * @param {{trumps?: boolean, stichzwang?: boolean, pagat_last?: boolean, kaiserstich?: string}} [options]
   */
  constructor({ trumps = true, stichzwang = false, pagat_last = false, kaiserstich = "off" } = {}) {
    this.trumps = trumps;
    this.stichzwang = stichzwang;
    this.pagat_last = pagat_last;
    this.kaiserstich = kaiserstich;
    Object.freeze(this);
  }

  /**
   * Rules of a profile's game. ``inNegative``: the profile's ``kaiserstich_negative``, whether the
   * Kaiserstich also applies in negative games and Trischaken (KTC no, Tirol yes).
   * @param {import("./types.js").GameSpec} game
   * @param {string} kaiserstich
   * @param {boolean} [inNegative]
   * @returns {TrickRules}
   */
  static forGame(game, kaiserstich, inNegative = false) {
    const strict = game.kind === "negative" || game.kind === "trischaken";
    return new TrickRules({
      trumps: (game.trumps ?? "tarock") !== "none",
      stichzwang: strict,
      pagat_last: strict,
      kaiserstich: strict && !inNegative ? "off" : kaiserstich,
    });
  }
}

/**
 * Whether the Pagat is lifted above Sküs and Mond in this (possibly partial) trick.
 * @param {Card[]} cards
 * @param {string} mode
 * @returns {boolean}
 */
export function kaiserstichOn(cards, mode) {
  if (mode === "off" || !cards.includes(PAGAT) || !cards.includes(MOND) || !cards.includes(SKUS)) return false;
  if (mode === "any_order") return true;
  return cards.indexOf(MOND) < cards.indexOf(SKUS) && cards.indexOf(SKUS) < cards.indexOf(PAGAT);
}

/**
 * Index (in playing order) of the card that takes the trick so far: the highest tarock, else the
 * highest card of the suit led; in Farbenspiele tarock does not beat suit cards.
 * @param {Card[]} cards
 * @param {TrickRules} rules
 * @returns {number}
 */
export function winnerIndex(cards, rules) {
  const kaiser = rules.kaiserstich !== "off" && kaiserstichOn(cards, rules.kaiserstich);
  let best = 0;
  let bestColour = COLOUR[cards[0]];
  let bestStrength = kaiser && cards[0] === PAGAT ? TOP : STRENGTH[cards[0]];
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    const colour = COLOUR[c];
    const s = kaiser && c === PAGAT ? TOP : STRENGTH[c];
    if (colour === bestColour) {
      if (s > bestStrength) [best, bestStrength] = [i, s];
    } else if (rules.trumps && colour === "T") {
      [best, bestColour, bestStrength] = [i, "T", s];
    }
  }
  return best;
}

/** The card-level rules in the order of the rule book: findings of one card come in this order. */
export const CARD_RULES = ["farbzwang", "tarockzwang", "stichzwang", "pagat_last", "farbenspiel_lead", "bird_order"];

/** A card that broke a rule: the rule id and the cards that rule asked for. */
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
 * [allowed cards, the successive restrictions as [rule id, allowed cards]]. ``earlyBirds`` maps
 * the player's own announced birds to their ultimo trick when playing them now is too early.
 * @param {Iterable<Card>} hand
 * @param {Card[]} table
 * @param {TrickRules} rules
 * @param {{[card: string]: number} | null} earlyBirds
 * @returns {[Card[], Layer[]]}
 */
function layers(hand, table, rules, earlyBirds) {
  /** @type {Layer[]} */
  const out = [];
  const cards = [...hand];
  let allowed = cards;
  if (table.length === 0) {
    if (!rules.trumps) {
      const suits = cards.filter((c) => COLOUR[c] !== "T");
      if (suits.length && suits.length < cards.length) {
        allowed = suits;
        out.push(["farbenspiel_lead", allowed]);
      }
    }
  } else {
    const led = COLOUR[table[0]];
    allowed = cards.filter((c) => COLOUR[c] === led);
    if (allowed.length) {
      // tarock is a colour of its own: following it is Farbzwang
      if (allowed.length < cards.length) out.push(["farbzwang", allowed]);
    } else {
      allowed = cards.filter((c) => COLOUR[c] === "T");
      if (allowed.length) {
        if (allowed.length < cards.length) out.push(["tarockzwang", allowed]);
      } else {
        allowed = cards;
      }
    }
    if (rules.stichzwang) {
      const n = table.length;
      const trick = /** @type {Card[]} */ ([...table, null]); // its last place filled before each use
      const beaters = allowed.filter((c) => {
        trick[n] = c;
        return winnerIndex(trick, rules) === n;
      });
      if (beaters.length && beaters.length < allowed.length) {
        allowed = beaters;
        out.push(["stichzwang", allowed]);
      }
    }
  }
  if (rules.pagat_last && allowed.includes(PAGAT) && pagatHeldBack(cards, table, rules)) {
    allowed = allowed.filter((c) => c !== PAGAT);
    out.push(["pagat_last", allowed]);
  }
  if (earlyBirds && allowed.length > 1 && allowed.every((c) => Object.hasOwn(earlyBirds, c))) {
    allowed = [allowed.reduce((a, b) => (STRENGTH[b] > STRENGTH[a] ? b : a))];
    out.push(["bird_order", allowed]);
  }
  return [allowed, out];
}

/**
 * The Pagat must wait: other tarock in hand, and it would not complete a Kaiserstich.
 * @param {Card[]} cards
 * @param {Card[]} table
 * @param {TrickRules} rules
 * @returns {boolean}
 */
function pagatHeldBack(cards, table, rules) {
  const others = cards.some((c) => COLOUR[c] === "T" && c !== PAGAT);
  return others && !(table.length > 0 && kaiserstichOn([...table, PAGAT], rules.kaiserstich));
}

/**
 * The cards of ``hand`` (a Set or list) that may be played onto ``table`` (the cards so far).
 * @param {Iterable<string>} hand
 * @param {string[]} table
 * @param {TrickRules} rules
 * @param {{[card: string]: number} | null} [earlyBirds]
 * @returns {string[]}
 */
export function legalCards(hand, table, rules, earlyBirds = null) {
  return layers(hand, table, rules, earlyBirds)[0];
}

/**
 * Every rule ``card`` (held in ``hand``) breaks, one Breach each, in the order of the rule book; an
 * empty list if it may be played. Each rule is judged on its own: a Pagat played too early that
 * also fails to overtrump breaks Stichzwang and the Pagat rule.
 * @param {Iterable<string>} hand
 * @param {string[]} table
 * @param {string} card
 * @param {TrickRules} rules
 * @param {{[card: string]: number} | null} [earlyBirds]
 * @returns {Breach[]}
 */
export function judge(hand, table, card, rules, earlyBirds = null) {
  if (!(rules.stichzwang || rules.pagat_last || earlyBirds) && plainlyLegal(hand, table, card, rules)) {
    return []; // the common case, decided without listing the alternatives
  }
  const [allowed, steps] = layers(hand, table, rules, earlyBirds);
  if (allowed.includes(card)) return [];
  const cards = [...hand];
  /** @type {Breach[]} */
  const out = [];
  const colour = COLOUR[card];
  if (table.length) {
    const led = COLOUR[table[0]];
    const same = cards.filter((c) => COLOUR[c] === led);
    const tarocks = cards.filter((c) => COLOUR[c] === "T");
    if (same.length && colour !== led) out.push(new Breach("farbzwang", sortedCards(same)));
    else if (!same.length && tarocks.length && colour !== "T") out.push(new Breach("tarockzwang", sortedCards(tarocks)));
    if (rules.stichzwang) {
      const follow = same.length ? same : tarocks.length ? tarocks : cards;
      const beaters = follow.filter((c) => takes(table, c, rules));
      if (beaters.length && !takes(table, card, rules)) out.push(new Breach("stichzwang", sortedCards(beaters)));
    }
  } else if (!rules.trumps && colour === "T") {
    const suits = cards.filter((c) => COLOUR[c] !== "T");
    if (suits.length) out.push(new Breach("farbenspiel_lead", sortedCards(suits)));
  }
  if (rules.pagat_last && card === PAGAT && pagatHeldBack(cards, table, rules)) {
    out.push(new Breach("pagat_last", sortedCards(allowed)));
  }
  const birdLayer = steps.find(([rule]) => rule === "bird_order");
  if (birdLayer !== undefined && !out.length) out.push(new Breach("bird_order", sortedCards(birdLayer[1])));
  if (!out.length) throw new Error(`no rule excludes ${card}`); // every exclusion has a rule
  return out.sort((a, b) => CARD_RULES.indexOf(a.rule) - CARD_RULES.indexOf(b.rule));
}

/**
 * Whether ``card`` played now would be winning the trick.
 * @type {(table: Card[], card: Card, rules: TrickRules) => boolean}
 */
const takes = (table, card, rules) => winnerIndex([...table, card], rules) === table.length;

/** @type {(cards: Iterable<Card>) => Card[]} */
const sortedCards = (cards) => [...cards].sort(bySortKey);

/**
 * Farbzwang, Tarockzwang and the Farbenspiel lead only: true if ``card`` is fine.
 * @param {Iterable<Card>} hand
 * @param {Card[]} table
 * @param {Card} card
 * @param {TrickRules} rules
 * @returns {boolean}
 */
function plainlyLegal(hand, table, card, rules) {
  const colour = COLOUR[card];
  const cards = [...hand];
  if (table.length === 0) return rules.trumps || colour !== "T" || cards.every((c) => COLOUR[c] === "T");
  const led = COLOUR[table[0]];
  if (colour === led) return true;
  if (cards.some((c) => COLOUR[c] === led)) return false;
  return colour === "T" || !cards.some((c) => COLOUR[c] === "T");
}

/** @type {{[colour: string]: number}} */
const SUIT_ORDER = { T: 0, H: 1, D: 2, S: 3, C: 4 };

/**
 * Order of cards: tarock first (high to low), then Herz, Karo, Pik, Kreuz, each high to low.
 * @param {Card} a
 * @param {Card} b
 * @returns {number}
 */
export function bySortKey(a, b) {
  return SUIT_ORDER[COLOUR[a]] - SUIT_ORDER[COLOUR[b]] || STRENGTH[b] - STRENGTH[a];
}
