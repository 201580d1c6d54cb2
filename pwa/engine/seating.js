/**
 * Who sits where: the dealer, the Vorhand, and who sits out at a five-player table (twin of
 * shared_rules/seating.py).
 *
 * ``players`` are always in seating order, which is also the order of play and of dealing. The
 * Vorhand sits after the dealer and leads; at a 5-player table the dealer deals to the other four
 * and sits out, at four he plays last.
 *
 * @example
 * seating(["A", "B", "C", "D", "E"], "E"); // ["A", ["A", "B", "C", "D"]]
 * seating(["A", "B", "C", "D"], "B");      // ["C", ["C", "D", "A", "B"]]
 * sitsOut(["A", "B", "C", "D", "E"], "C"); // "C"
 */
import { MalformedInput } from "./errors.js";
import { get, isNone } from "./py.js";
import { checkNames } from "./vocabulary.js";

/** @typedef {import("./types.js").Player} Player */

/** A table has four players, or five of whom the dealer sits out. */
export const TABLE_SIZES = [4, 5];

/**
 * [players, dealer] of a record or a replay body, checked: 4 or 5 different names (the name rule of
 * vocabulary.js); at five the dealer, who sits out, must be named.
 * @param {import("./types.js").JsonObject} data
 * @returns {[Player[], Player | null]}
 */
export function readTable(data) {
  const players = get(data, "players");
  if (!Array.isArray(players) || !TABLE_SIZES.includes(players.length)) {
    throw new MalformedInput("players", players, "expected the table in seating order: 4 players, or 5 with the dealer, who sits out", "players.seating");
  }
  checkNames(players);
  const dealer = get(data, "dealer");
  if (isNone(dealer)) {
    if (players.length === 5) {
      throw new MalformedInput("dealer", null, "at a 5-player table the dealer, who sits out, must be named", "dealer.missing");
    }
    return [players, null];
  }
  if (!players.includes(dealer)) {
    throw new MalformedInput("dealer", dealer, "not a player at the table", "dealer.not_at_table");
  }
  return [players, dealer];
}

/**
 * The player after ``player`` (the next dealer, the Vorhand after a dealer).
 * @type {(players: Player[], player: Player) => Player}
 */
export const nextInSeating = (players, player) => players[(players.indexOf(player) + 1) % players.length];

/**
 * The player who does not play this deal: the dealer at a 5-player table, else nobody.
 * @type {(players: Player[], dealer: Player | null) => Player | null}
 */
export const sitsOut = (players, dealer) => (players.length === 5 ? dealer : null);

/**
 * The four who play, in seating order (the sitting-out dealer left out).
 * @param {Player[]} players
 * @param {Player | null} dealer
 * @returns {Player[]}
 */
export function active(players, dealer) {
  const out = sitsOut(players, dealer);
  return players.filter((p) => p !== out);
}

/**
 * [Vorhand, the four who play in playing order from the Vorhand] for a dealer.
 * @param {Player[]} players
 * @param {Player} dealer
 * @returns {[Player, Player[]]}
 */
export function seating(players, dealer) {
  const forehand = nextInSeating(players, dealer);
  const start = players.indexOf(forehand);
  const order = [...players.slice(start), ...players.slice(0, start)];
  const out = sitsOut(players, dealer);
  return [forehand, order.filter((p) => p !== out)];
}
