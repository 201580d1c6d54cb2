/**
 * Settlement lines: who pays whom for one item, in points and in money (twin of
 * shared_rules/ledger.py).
 *
 * Every player of the losing side pays x to the other side as a whole, per opponent: 2 v 2 each ±x,
 * 1 v 3 the single player ±3x and each opponent ∓x. Kontra multiplies the money (and the points
 * only where the profile or a house rule says so).
 *
 * Every line of a settlement is built by line() here and nowhere else, so what a line carries
 * (its clauses, the profile keys its value came from) changes in one place.
 *
 * @example
 * const [pts, money] = transfer(["A", "B", "C", "D"], ["A"], ["B", "C", "D"], true, 4, 0, 10, false);
 * // pts = {A: 12, B: -4, C: -4, D: -4}, money = {A: 120, B: -40, C: -40, D: -40}
 */
import { add, amountJson, exact, isZero, mul, neg } from "./fraction.js";
import { KONTRA_NAMES } from "./profiles.js";
import { fromKeys, get, isDict, put } from "./py.js";

export { amountJson, exact, whole } from "./fraction.js";

/** @typedef {import("./types.js").Amount} Amount */
/** @typedef {import("./types.js").Player} Player */
/** @typedef {{[player: string]: Amount}} Amounts  player -> an exact amount */
/** @typedef {{[player: string]: number | string}} JsonAmounts  player -> an int or "p/q" */
/** @typedef {number | {[opponent: string]: number}} Kontra  a level for the table, or opponent -> level (negative games) */
/**
 * One line of a settlement, its amounts exact (jsonLine writes them as JSON).
 * @typedef {object} Line
 * @property {string} item
 * @property {string} text
 * @property {string | null} side
 * @property {Amount} value
 * @property {Amounts} points
 * @property {Amounts} money_cents
 * @property {string} rule the clauses it applies
 * @property {string[]} keys the profile keys its value came from
 * @property {Kontra} [kontra]
 */
/**
 * A line as a result carries it: every amount an int or "p/q".
 * @typedef {Omit<Line, "value" | "points" | "money_cents"> & {value: number | string, points: JsonAmounts, money_cents: JsonAmounts}} JsonLine
 */

/** @type {{[side: string]: string}} */
export const SIDE_DE = { declarer: "Spieler", opponents: "Gegner" };

/**
 * Points and money of one item of value x between a side and its opponents.
 * ``kontra`` is a level for the whole table or an object opponent → level (negative games).
 * @param {Player[]} players
 * @param {Player[]} side
 * @param {Player[]} opponents
 * @param {boolean} sideWins
 * @param {number} x
 * @param {Kontra} kontra
 * @param {number} cpp cents per point
 * @param {boolean} kontraOnPoints
 * @returns {[Amounts, Amounts]}
 */
export function transfer(players, side, opponents, sideWins, x, kontra, cpp, kontraOnPoints) {
  const points = fromKeys(players, /** @type {import("./types.js").Amount} */ (0));
  const money = fromKeys(players, /** @type {import("./types.js").Amount} */ (0));
  let totalPoints = 0;
  let totalMoney = 0;
  const perOpponent = isDict(kontra);
  for (const o of opponents) {
    const factor = 2 ** (perOpponent ? get(kontra, o, 0) : kontra);
    const p = kontraOnPoints ? x * factor : x;
    const m = x * factor * cpp;
    points[o] = sideWins ? neg(p) : p;
    money[o] = sideWins ? neg(m) : m;
    totalPoints += p;
    totalMoney += m;
  }
  const n = side.length;
  const sharePoints = exact(totalPoints, n);
  const shareMoney = exact(totalMoney, n);
  for (const d of side) {
    points[d] = sideWins ? sharePoints : neg(sharePoints);
    money[d] = sideWins ? shareMoney : neg(shareMoney);
  }
  return [points, money];
}

/**
 * Clauses as a line cites them: in the order they were used, a clause cited twice written once.
 * @type {(clauses: string[]) => string}
 */
export const cite = (clauses) => (clauses.length === 1 ? clauses[0] : [...new Set(clauses)].join("; "));

/**
 * One settlement line. ``clauses``: the rule book clauses it applies, in the order they were used;
 * ``keys``: the profile keys its value came from. Amounts stay exact (whole numbers or Fractions)
 * until jsonLine() writes the line as the result carries it.
 * @param {string} item
 * @param {string} text
 * @param {string | null} side
 * @param {Amount} value
 * @param {Amounts} points
 * @param {Amounts} money
 * @param {string[]} clauses
 * @param {string[]} keys
 * @param {Kontra} [kontra]
 * @returns {Line}
 */
export function line(item, text, side, value, points, money, clauses, keys, kontra = 0) {
  checkZeroSum(item, points, money);
  /** @type {Line} */
  const out = { item, text, side, value, points, money_cents: money, rule: cite(clauses), keys };
  if (kontra !== 0 && (!isDict(kontra) || Object.keys(kontra).length > 0)) out.kontra = kontra;
  return out;
}

/**
 * A line worth nothing to anybody (a premium that does not count, a writing error).
 * @param {Player[]} players
 * @param {string} item
 * @param {string} text
 * @param {string | null} side
 * @param {string[]} clauses
 * @param {string[]} keys
 * @returns {Line}
 */
export function zeroLine(players, item, text, side, clauses, keys) {
  const zeros = fromKeys(players, 0);
  return line(item, text, side, 0, zeros, { ...zeros }, clauses, keys);
}

/** A settlement that does not sum to zero: a bug in the engine, never the input's fault. */
export class ZeroSumError extends Error {
  /**
   * @param {string} item
   * @param {Amounts} points
   * @param {Amounts} money
   */
  constructor(item, points, money) {
    super(`${item}: points sum to ${sumOf(points)}, money to ${sumOf(money)} (points ${JSON.stringify(points)}, money ${JSON.stringify(money)})`);
    this.name = "ZeroSumError";
  }
}

/**
 * @param {Amounts} amounts
 * @returns {Amount}
 */
function sumOf(amounts) {
  /** @type {import("./types.js").Amount} */
  let total = 0;
  for (const key in amounts) total = add(total, amounts[key]);
  return total;
}

/**
 * Every ledger sums to zero (ZeroSumError otherwise).
 * @param {string} what
 * @param {Amounts} points
 * @param {Amounts} money
 */
export function checkZeroSum(what, points, money) {
  if (!isZero(sumOf(points)) || !isZero(sumOf(money))) throw new ZeroSumError(what, points, money);
}

/**
 * The line with every amount in its JSON form: an int, or the exact "p/q" (the same object, rewritten).
 * @param {Line} ln
 * @returns {JsonLine}
 */
export function jsonLine(ln) {
  const out = /** @type {JsonLine} */ (/** @type {unknown} */ (ln)); // rewritten in place: a Line no more
  out.value = amountJson(ln.value);
  out.points = jsonAmounts(ln.points);
  out.money_cents = jsonAmounts(ln.money_cents);
  return out;
}

/**
 * An object of amounts in JSON form (the same object when every amount is already an int).
 * @param {Amounts} amounts
 * @returns {JsonAmounts}
 */
export function jsonAmounts(amounts) {
  for (const key in amounts) {
    if (typeof amounts[key] !== "number") {
      /** @type {JsonAmounts} */
      const out = {};
      for (const k in amounts) put(out, k, amountJson(amounts[k]));
      return out;
    }
  }
  return /** @type {{[player: string]: number}} */ (amounts); // every amount an int
}

/**
 * Money of a line whose points are known: every amount times the cents per point.
 * @param {Amounts} points
 * @param {number} cpp
 * @returns {Amounts}
 */
export function moneyOf(points, cpp) {
  /** @type {Amounts} */
  const out = {};
  for (const p in points) put(out, p, mul(points[p], cpp));
  return out;
}

/**
 * How Kontra shows in a line's text (", Rekontra ×4 aufs Geld", ", Kontra von Bernd ×2").
 * @param {Kontra} kontra
 * @param {boolean} onPoints
 * @returns {string}
 */
export function kontraText(kontra, onPoints) {
  const where = onPoints ? "" : " aufs Geld";
  if (isDict(kontra)) {
    const parts = [];
    for (const [who, lvl] of Object.entries(kontra)) if (lvl) parts.push(`${KONTRA_NAMES[lvl]} von ${who} ×${2 ** lvl}`);
    return parts.length ? ", " + parts.join(", ") + where : "";
  }
  return kontra ? `, ${KONTRA_NAMES[kontra]} ×${2 ** kontra}${where}` : "";
}
