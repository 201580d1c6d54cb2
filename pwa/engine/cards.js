/**
 * The 54 Königrufen cards and their wire codes (twin of shared_rules/cards.py).
 *
 * Tarock ``T1`` … ``T21`` and ``SKUS``; suit cards ``<suit><rank>`` with suits ``H`` ``D`` ``S``
 * ``C`` and ranks ``K Q N J`` then ``1``–``4`` (red) or ``10 9 8 7`` (black).
 *
 * @example
 * parseCard("skus") === "SKUS"; cardValue("T21") === 5; suitOf("HK") === "H"; DECK.length === 54;
 * cardNameDe("T14") === "Tarock XIV";
 */
import { MalformedInput } from "./errors.js";

/** @typedef {import("./types.js").Card} Card */

export const SUITS = ["H", "D", "S", "C"];
export const RED = ["H", "D"];
/** @type {{[suit: string]: string}} */
export const SUIT_NAMES_DE = { H: "Herz", D: "Karo", S: "Pik", C: "Kreuz" };
export const FACE_RANKS = ["K", "Q", "N", "J"];
/** @type {{[suit: string]: string[]}} */
export const PIP_RANKS = { H: ["1", "2", "3", "4"], D: ["1", "2", "3", "4"], S: ["10", "9", "8", "7"], C: ["10", "9", "8", "7"] };
/** @type {{[rank: string]: string}} */
export const RANK_NAMES_DE = { K: "König", Q: "Dame", N: "Reiter", J: "Bube" };

export const [PAGAT, UHU, KAKADU, QUAPIL, MOND, SKUS] = ["T1", "T2", "T3", "T4", "T21", "SKUS"];
export const TRULL = [PAGAT, MOND, SKUS];
/** @type {{[bird: string]: Card}} */
export const BIRDS = { pagat: PAGAT, uhu: UHU, kakadu: KAKADU, quapil: QUAPIL };
export const KINGS = SUITS.map((s) => s + "K");
export const QUEENS = SUITS.map((s) => s + "Q");

export const TAROCKS = [...Array.from({ length: 21 }, (_, i) => `T${i + 1}`), SKUS];
export const SUIT_CARDS = SUITS.flatMap((s) => [...FACE_RANKS, ...PIP_RANKS[s]].map((r) => s + r));
export const DECK = [...TAROCKS, ...SUIT_CARDS];
const CANON = new Map(DECK.map((c) => [c.toUpperCase(), c]));

// Strength within a trick: tarock 101..122, suit cards 1..8 (king high); compared only when both
// cards are tarock or of the same suit.
/** @type {{[card: string]: number}} */
export const STRENGTH = {};
TAROCKS.forEach((t, i) => {
  STRENGTH[t] = 101 + i;
});
for (const s of SUITS) {
  [...FACE_RANKS, ...PIP_RANKS[s]].reverse().forEach((r, i) => {
    STRENGTH[s + r] = i + 1;
  });
}

/** @type {{[rank: string]: number}} */
const FACE_VALUES = { K: 5, Q: 4, N: 3, J: 2 };
/** @type {{[card: string]: number}} card -> its value in points */
export const VALUE = {};
for (const c of DECK) VALUE[c] = 1;
for (const c of SUIT_CARDS) if (Object.hasOwn(FACE_VALUES, c.slice(1))) VALUE[c] = FACE_VALUES[c.slice(1)];
for (const c of [PAGAT, MOND, SKUS]) VALUE[c] = 5;

/**
 * Canonical wire code of a card given in any case; MalformedInput otherwise.
 * @param {unknown} code
 * @param {string} [field]
 * @returns {Card}
 */
export function parseCard(code, field = "card") {
  const card = typeof code === "string" ? CANON.get(code.toUpperCase()) : undefined;
  if (card === undefined) {
    throw new MalformedInput(field, code, "not a card code (T1…T21, SKUS, HK, D3, S10, …)", "card.unknown");
  }
  return card;
}

/** @type {(card: Card) => number} */
export const cardValue = (card) => VALUE[card];

/** @type {(card: Card) => boolean} */
export const isTarock = (card) => card[0] === "T" || card === SKUS;

/**
 * The suit letter, or null for a tarock.
 * @type {(card: Card) => string | null}
 */
export const suitOf = (card) => (isTarock(card) ? null : card[0]);

/**
 * German name used in explanations ("Tarock XIV", "Herz 3", "Sküs", "Kreuz Reiter").
 * @param {Card} card
 * @returns {string}
 */
export function cardNameDe(card) {
  if (card === SKUS) return "Sküs";
  if (card[0] === "T") return "Tarock " + roman(Number(card.slice(1)));
  const rank = card.slice(1);
  return `${SUIT_NAMES_DE[card[0]]} ${RANK_NAMES_DE[rank] ?? rank}`;
}

/**
 * @param {number} n
 * @returns {string}
 */
function roman(n) {
  let out = "";
  for (const [value, letters] of /** @type {[number, string][]} */ ([
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ])) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}
