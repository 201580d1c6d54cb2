/**
 * One trick at a time: who wins it, and which cards a player may play (twin of
 * shared_rules/tricks.py). A TrickRules says how a game plays its tricks; it is built from the
 * profile's data (``trumps``, ``kind``, ``kaiserstich``), never from a profile id.
 *
 * @example
 * const rules = TrickRules.forGame({kind: "positive"}, "off");
 * winnerIndex(["SK", "SJ", "T15", "S8"], rules) === 2;
 * legalCards(new Set(["S8", "T3", "HK"]), ["SK"], rules);             // ["S8"]
 * judge(new Set(["S8", "T3", "HK"]), ["SK"], "T3", rules).rule === "farbzwang";
 */
import { DECK, MOND, PAGAT, SKUS, STRENGTH, isTarock } from "./cards.js";

// "colour" of a card: its suit letter, or "T" for every tarock (the fifth suit)
export const COLOUR = Object.fromEntries(DECK.map((c) => [c, isTarock(c) ? "T" : c[0]]));
const TOP = Math.max(...Object.values(STRENGTH)) + 1; // the Pagat's strength inside a Kaiserstich

/**
 * How the tricks of one game are played: ``trumps`` (tarock beats suit cards; false in
 * Farbenspiele), ``stichzwang`` (a follower must beat the winning card if he can), ``pagat_last``
 * (the Pagat only as the last tarock), ``kaiserstich`` ("off", "any_order", "mond_skus_pagat").
 */
export class TrickRules {
  constructor({ trumps = true, stichzwang = false, pagat_last = false, kaiserstich = "off" } = {}) {
    this.trumps = trumps;
    this.stichzwang = stichzwang;
    this.pagat_last = pagat_last;
    this.kaiserstich = kaiserstich;
    Object.freeze(this);
  }

  /** Rules of a profile's game. Kaiserstich never applies in negative games (KTC Kaiserstich). */
  static forGame(game, kaiserstich) {
    const strict = game.kind === "negative" || game.kind === "trischaken";
    return new TrickRules({
      trumps: (game.trumps ?? "tarock") !== "none",
      stichzwang: strict,
      pagat_last: strict,
      kaiserstich: game.kind === "negative" ? "off" : kaiserstich,
    });
  }
}

/** Whether the Pagat is lifted above Sküs and Mond in this (possibly partial) trick. */
export function kaiserstichOn(cards, mode) {
  if (mode === "off" || !cards.includes(PAGAT) || !cards.includes(MOND) || !cards.includes(SKUS)) return false;
  if (mode === "any_order") return true;
  return cards.indexOf(MOND) < cards.indexOf(SKUS) && cards.indexOf(SKUS) < cards.indexOf(PAGAT);
}

/**
 * Index (in playing order) of the card that takes the trick so far: the highest tarock, else the
 * highest card of the suit led; in Farbenspiele tarock does not beat suit cards.
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

/** A card that broke a rule: the rule id and the cards that were allowed at that point. */
export class Breach {
  constructor(rule, required) {
    this.rule = rule;
    this.required = required;
  }
}

/**
 * [allowed cards, the successive restrictions as [rule id, allowed cards]]. ``earlyBirds`` maps
 * the player's own announced birds to their ultimo trick when playing them now is too early.
 */
function layers(hand, table, rules, earlyBirds) {
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
      if (allowed.length < cards.length) out.push([led === "T" ? "tarockzwang" : "farbzwang", allowed]);
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
      const trick = [...table, null];
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
  if (rules.pagat_last && allowed.includes(PAGAT)) {
    const others = cards.some((c) => COLOUR[c] === "T" && c !== PAGAT);
    if (others && !(table.length && kaiserstichOn([...table, PAGAT], rules.kaiserstich))) {
      allowed = allowed.filter((c) => c !== PAGAT);
      out.push(["pagat_last", allowed]);
    }
  }
  if (earlyBirds && allowed.length > 1 && allowed.every((c) => Object.hasOwn(earlyBirds, c))) {
    allowed = [allowed.reduce((a, b) => (STRENGTH[b] > STRENGTH[a] ? b : a))];
    out.push(["bird_order", allowed]);
  }
  return [allowed, out];
}

/** The cards of ``hand`` (a Set or list) that may be played onto ``table`` (the cards so far). */
export function legalCards(hand, table, rules, earlyBirds = null) {
  return layers(hand, table, rules, earlyBirds)[0];
}

/** null if ``card`` (held in ``hand``) may be played, else the first Breach. */
export function judge(hand, table, card, rules, earlyBirds = null) {
  if (!(rules.stichzwang || rules.pagat_last || earlyBirds) && plainlyLegal(hand, table, card, rules)) {
    return null; // the common case, decided without listing the alternatives
  }
  const [allowed, steps] = layers(hand, table, rules, earlyBirds);
  if (allowed.includes(card)) return null;
  for (const [rule, cards] of steps) {
    if (!cards.includes(card)) return new Breach(rule, [...cards].sort(bySortKey));
  }
  throw new Error(`no rule excludes ${card}`); // every exclusion has a layer
}

/** Farbzwang, Tarockzwang and the Farbenspiel lead only: true if ``card`` is fine. */
function plainlyLegal(hand, table, card, rules) {
  const colour = COLOUR[card];
  const cards = [...hand];
  if (table.length === 0) return rules.trumps || colour !== "T" || cards.every((c) => COLOUR[c] === "T");
  const led = COLOUR[table[0]];
  if (colour === led) return true;
  if (cards.some((c) => COLOUR[c] === led)) return false;
  return colour === "T" || !cards.some((c) => COLOUR[c] === "T");
}

const SUIT_ORDER = { T: 0, H: 1, D: 2, S: 3, C: 4 };

/** Order of cards: tarock first (high to low), then Herz, Karo, Pik, Kreuz, each high to low. */
export function bySortKey(a, b) {
  return SUIT_ORDER[COLOUR[a]] - SUIT_ORDER[COLOUR[b]] || STRENGTH[b] - STRENGTH[a];
}
