/**
 * The Haferltarock ledger: the pot (Haferl) is a party beside the players (twin of
 * shared_rules/haferl/ledger.py). Every line and every total sums to zero over the players and the
 * pot. Amounts are whole numbers far below 2^53 (pot ≤ 10^7, tariffs ≤ 1002, cents ≤ 10^5), so
 * plain numbers are exact here.
 */
import { fromKeys, put } from "../py.js";

/** @typedef {import("../types.js").Player} Player */
/** @typedef {import("../types.js").Points} Points */
/**
 * One explained line of a Haferl settlement: whole Grundbeträge, the pot's share beside the players'.
 * @typedef {object} HaferlLine
 * @property {string} item
 * @property {string} text
 * @property {string | null} side
 * @property {number} value
 * @property {Points} points
 * @property {Points} money_cents
 * @property {{points: number, money_cents: number}} pot
 * @property {string} rule
 */
/** @typedef {(table: Player[], declarer: Player, opponents: Player[], declarerWins: boolean, tariff: number) => [Points, number]} Pays  [each player's points, the pot's] */

/** A line or a total whose players and pot do not sum to zero: a bug, never bad input. */
export class Unbalanced extends Error {
  /**
   * @param {string} what
   * @param {Points} points
   * @param {number} pot
   */
  constructor(what, points, pot) {
    super(`${what}: players ${JSON.stringify(points)} and pot ${pot} do not sum to zero`);
    this.name = "Unbalanced";
  }
}

/**
 * Unbalanced unless the players' amounts and the pot's sum to zero.
 * @param {string} what
 * @param {Points} points
 * @param {number} pot
 */
export function checkBalanced(what, points, pot) {
  let sum = pot;
  for (const p in points) sum += points[p];
  if (sum !== 0) throw new Unbalanced(what, points, pot);
}

/**
 * Every player at the table pays the stake into the pot (the start of a sheet, a refill).
 * @type {(table: Player[], stake: number) => [Points, number]}
 */
export const payIn = (table, stake) => [fromKeys(table, -stake), stake * table.length];

/**
 * Won: the declarer takes the tariff from the pot. Lost: he pays it to each opponent and into the pot.
 * @type {Pays}
 */
function withPot(table, declarer, opponents, declarerWins, tariff) {
  const points = fromKeys(table, 0);
  if (declarerWins) {
    points[declarer] = tariff;
    return [points, -tariff];
  }
  for (const o of opponents) points[o] = tariff;
  points[declarer] = -tariff * (opponents.length + 1);
  return [points, tariff];
}

/**
 * ± tariff with each opponent; the pot is not touched.
 * @type {Pays}
 */
function betweenPlayers(table, declarer, opponents, declarerWins, tariff) {
  const sign = declarerWins ? 1 : -1;
  const points = fromKeys(table, 0);
  for (const o of opponents) points[o] = -sign * tariff + 0;
  points[declarer] = sign * tariff * opponents.length + 0;
  return [points, 0];
}

/** a game's way of paying (profile field ``pays``) */
/** @type {{[pays: string]: Pays}} */
export const PAYS = { pot: withPot, players: betweenPlayers };

/**
 * One explained line of a settlement, checked to balance.
 * @param {string} item
 * @param {string} text
 * @param {string | null} side
 * @param {number} value
 * @param {Points} points
 * @param {number} pot
 * @param {number} cpp cents per point
 * @param {string} rule
 * @returns {HaferlLine}
 */
export function line(item, text, side, value, points, pot, cpp, rule) {
  checkBalanced(item, points, pot);
  /** @type {Points} */
  const money = {};
  for (const p in points) put(money, p, points[p] * cpp + 0);
  return { item, text, side, value, points, money_cents: money, pot: { points: pot, money_cents: pot * cpp + 0 }, rule };
}

/**
 * [points, money per player, the pot's points, the pot's money] over ``lines``, checked.
 * @param {string[]} table
 * @param {import("../types.js").Line[]} lines
 * @returns {[import("../types.js").Points, import("../types.js").Points, number, number]}
 */
/**
 * [points, money, pot, pot money]: the lines added up, checked to balance.
 * @param {Player[]} table
 * @param {HaferlLine[]} lines
 * @returns {[Points, Points, number, number]}
 */
export function addUp(table, lines) {
  const points = fromKeys(table, 0);
  const money = fromKeys(table, 0);
  let pot = 0;
  let potMoney = 0;
  for (const ln of lines) {
    for (const p in ln.points) points[p] += ln.points[p];
    for (const p in ln.money_cents) money[p] += ln.money_cents[p];
    pot += ln.pot.points;
    potMoney += ln.pot.money_cents;
  }
  checkBalanced("total", points, pot);
  checkBalanced("total money", money, potMoney);
  return [points, money, pot, potMoney];
}
