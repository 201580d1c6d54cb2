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

export const SIDE_DE = { declarer: "Spieler", opponents: "Gegner" };

/**
 * Points and money of one item of value x between a side and its opponents.
 * ``kontra`` is a level for the whole table or an object opponent → level (negative games).
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

/** Clauses as a line cites them: in the order they were used, a clause cited twice written once. */
export const cite = (clauses) => (clauses.length === 1 ? clauses[0] : [...new Set(clauses)].join("; "));

/**
 * One settlement line. ``clauses``: the rule book clauses it applies, in the order they were used;
 * ``keys``: the profile keys its value came from. Amounts stay exact (whole numbers or Fractions)
 * until jsonLine() writes the line as the result carries it.
 */
export function line(item, text, side, value, points, money, clauses, keys, kontra = 0) {
  checkZeroSum(item, points, money);
  const out = { item, text, side, value, points, money_cents: money, rule: cite(clauses), keys };
  if (kontra !== 0 && (!isDict(kontra) || Object.keys(kontra).length > 0)) out.kontra = kontra;
  return out;
}

export function zeroLine(players, item, text, side, clauses, keys) {
  const zeros = fromKeys(players, 0);
  return line(item, text, side, 0, zeros, { ...zeros }, clauses, keys);
}

/** A settlement that does not sum to zero: a bug in the engine, never the input's fault. */
export class ZeroSumError extends Error {
  constructor(item, points, money) {
    super(`${item}: points sum to ${sumOf(points)}, money to ${sumOf(money)} (points ${JSON.stringify(points)}, money ${JSON.stringify(money)})`);
    this.name = "ZeroSumError";
  }
}

function sumOf(amounts) {
  /** @type {import("./types.js").Amount} */
  let total = 0;
  for (const key in amounts) total = add(total, amounts[key]);
  return total;
}

/** Every ledger sums to zero (ZeroSumError otherwise). */
export function checkZeroSum(what, points, money) {
  if (!isZero(sumOf(points)) || !isZero(sumOf(money))) throw new ZeroSumError(what, points, money);
}

/** The line with every amount in its JSON form: an int, or the exact "p/q". */
export function jsonLine(ln) {
  ln.value = amountJson(ln.value);
  ln.points = jsonAmounts(ln.points);
  ln.money_cents = jsonAmounts(ln.money_cents);
  return ln;
}

/** An object of amounts in JSON form (the same object when every amount is already an int). */
export function jsonAmounts(amounts) {
  for (const key in amounts) {
    if (typeof amounts[key] !== "number") {
      const out = {};
      for (const k in amounts) put(out, k, amountJson(amounts[k]));
      return out;
    }
  }
  return amounts;
}

/** Money of a line whose points are known: every amount times the cents per point. */
export function moneyOf(points, cpp) {
  const out = {};
  for (const p in points) put(out, p, mul(points[p], cpp));
  return out;
}

/** How Kontra shows in a line's text (", Rekontra ×4 aufs Geld", ", Kontra von Bernd ×2"). */
export function kontraText(kontra, onPoints) {
  const where = onPoints ? "" : " aufs Geld";
  if (isDict(kontra)) {
    const parts = [];
    for (const [who, lvl] of Object.entries(kontra)) if (lvl) parts.push(`${KONTRA_NAMES[lvl]} von ${who} ×${2 ** lvl}`);
    return parts.length ? ", " + parts.join(", ") + where : "";
  }
  return kontra ? `, ${KONTRA_NAMES[kontra]} ×${2 ** kontra}${where}` : "";
}
