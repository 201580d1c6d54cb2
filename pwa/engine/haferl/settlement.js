/**
 * Haferltarock deal record → settlement: the game line, refills of the pot, each explained (twin of
 * shared_rules/haferl/settlement.py). Stockspiel is paid from and into the pot; Solo, Herz-Solo and
 * Bettel player to player (the profile's ``pays``); Schneider and Schwarz raise the tariff.
 */
import { fromKeys } from "../py.js";
import { suitNameDe } from "./cards.js";
import { PAYS, addUp, line, payIn } from "./ledger.js";
import { resolveProfile } from "./profile.js";
import { RULE_DE, readDeal } from "./record.js";

/** @typedef {import("./record.js").HaferlDeal} HaferlDeal */
/** @typedef {import("./ledger.js").HaferlLine} HaferlLine */
/** @typedef {import("../types.js").GameSpec} GameSpec */
/** @typedef {import("../types.js").Points} Points */
/**
 * What settle() returns: the totals, the pot before and after, and the lines that explain them.
 * @typedef {object} HaferlSettlement
 * @property {{id: string, version: string}} profile
 * @property {string} family
 * @property {string} game
 * @property {string | null} declarer
 * @property {string | null} trump
 * @property {string | null} dealer
 * @property {boolean | null} won
 * @property {boolean} schneider
 * @property {boolean} schwarz
 * @property {number} cents_per_point
 * @property {Points} points
 * @property {Points} money_cents
 * @property {{before: number, after: number, points: number, money_cents: number}} pot
 * @property {HaferlLine[]} lines
 */

/** @type {{[paysAndWon: string]: (amount: string, tariff: number) => string}} */
const PAY_TEXT = {
  "pot,true": (a) => `${a} aus dem Haferl`,
  "pot,false": (a, t) => `${a} an jeden Gegner und ${t} ins Haferl`,
  "players,true": (a) => `${a} von jedem Gegner`,
  "players,false": (a) => `${a} an jeden Gegner`,
};

/**
 * Settle one deal: points and money per player and for the pot, and the lines explaining them.
 * ``profile``: a HaferlProfile (a sheet's frozen one, used as it is), a profile document or a
 * list of them (the record's ``profile`` and ``house_rules`` apply). Throws MalformedInput,
 * NotAllowed or Inconsistent naming the field.
 * @param {unknown} record
 * @param {import("./profile.js").HaferlProfile | import("../types.js").ProfileData | import("../types.js").ProfileData[]} profile
 * @returns {HaferlSettlement}
 */
export function settle(record, profile) {
  const deal = readDeal(record, resolveProfile(record, profile));
  return result(deal, dealLines(deal));
}

/**
 * The settlement of ``deal`` from its lines, added up and checked to balance.
 * @param {HaferlDeal} deal
 * @param {HaferlLine[]} lines
 * @returns {HaferlSettlement}
 */
export function result(deal, lines) {
  const [points, money, pot, potMoney] = addUp(deal.table, lines);
  return {
    profile: { id: deal.profile.id, version: deal.profile.version },
    family: deal.profile.family,
    game: deal.game_id,
    declarer: deal.declarer,
    trump: deal.trump,
    dealer: deal.dealer,
    won: deal.won,
    schneider: deal.schneider,
    schwarz: deal.schwarz,
    cents_per_point: deal.cents_per_point,
    points,
    money_cents: money,
    pot: { before: deal.pot, after: deal.pot + pot, points: pot, money_cents: potMoney },
    lines,
  };
}

/**
 * The lines of one deal: a thrown-in row, or the refills the pot needs and the game line.
 * @param {HaferlDeal} deal
 * @returns {HaferlLine[]}
 */
export function dealLines(deal) {
  if (deal.game === null) return [thrownInLine(deal)];
  const { game } = deal;
  const [tariff, parts, rules] = tariffOf(deal, game);
  // a game was played: it has a declarer and an outcome
  const [points, pot] = PAYS[game.pays](deal.table, /** @type {string} */ (deal.declarer), deal.opponents, /** @type {boolean} */ (deal.won), tariff);
  /** @type {HaferlLine[]} */
  const lines = [];
  let held = deal.pot;
  while (held + pot < 0) {
    // the winner takes more than the pot holds
    lines.push(refillLine(deal, held, -pot));
    held += deal.stake * deal.table.length;
  }
  const raised = /** @type {[boolean, string][]} */ ([
    [deal.schneider, "Schneider"],
    [deal.schwarz, "Schwarz"],
  ])
    .filter(([flag]) => flag)
    .map(([, n]) => n);
  let text = `${gameName(deal, game)} ${deal.won ? "gewonnen" : "verloren"}`;
  if (raised.length) text += ", " + raised.join(" und ");
  const amount = parts.length > 1 ? `${parts.join(" + ")} = ${tariff}` : String(tariff);
  text += facts(deal) + ": " + PAY_TEXT[`${game.pays},${!!deal.won}`](amount, tariff);
  const side = deal.won ? "declarer" : "opponents";
  return [...lines, line("game", text, side, tariff, points, pot, deal.cents_per_point, rules.join("; "))];
}

/**
 * @param {HaferlDeal} deal
 * @param {GameSpec} game
 * @returns {string}
 */
function gameName(deal, game) {
  // the declarer named the trump
  return Array.isArray(game.trump) && deal.trump ? `${game.name} (Trumpf ${suitNameDe(deal.trump)})` : game.name;
}

/**
 * What decided the game, in brackets: the Augen and tricks, or the breach.
 * @param {HaferlDeal} deal
 * @returns {string}
 */
function facts(deal) {
  if (deal.breach !== null) {
    const rule = RULE_DE[/** @type {string} */ (deal.breach.rule)]; // none: undefined, no name
    return ` (Regelverstoß von ${deal.breach.player}` + (rule ? `: ${rule})` : ")");
  }
  /** @type {string[]} */
  const out = [];
  if (deal.declarer_augen !== null) out.push(`Spieler ${deal.declarer_augen} Augen`);
  if (deal.declarer_tricks !== null) out.push(tricksDe(deal.declarer_tricks));
  return out.length ? ` (${out.join(", ")})` : "";
}

/**
 * "kein Stich", "1 Stich", "4 Stiche", "alle 11 Stiche"
 * @param {number} n
 * @returns {string}
 */
export function tricksDe(n) {
  if (n === 0) return "kein Stich";
  if (n === 1) return "1 Stich";
  return `${n === 11 ? "alle " : ""}${n} Stiche`;
}

/**
 * [the tariff, the parts it is made of (for the text), the clauses applied].
 * @param {HaferlDeal} deal
 * @param {GameSpec} game
 * @returns {[number, string[], string[]]}
 */
function tariffOf(deal, game) {
  const { profile } = deal;
  let tariff = game.value;
  const parts = [String(tariff)];
  const rules = [game.clause];
  if (deal.declarer_augen !== null) rules.push(profile.clauses.threshold);
  if (deal.breach !== null) rules.push(profile.clauses.breach);
  for (const [flag, name, spec] of /** @type {[boolean, string, import("../types.js").JsonObject][]} */ ([
    [deal.schneider, "Schneider", profile.schneider],
    [deal.schwarz, "Schwarz", profile.schwarz],
  ])) {
    if (flag) {
      tariff += spec.raise;
      parts.push(`${spec.raise} ${name}`);
      rules.push(spec.clause);
    }
  }
  return [tariff, parts, rules];
}

/**
 * @param {HaferlDeal} deal
 * @param {number} held what the pot holds
 * @param {number} takes what the declarer takes from it
 * @returns {HaferlLine}
 */
function refillLine(deal, held, takes) {
  const [points, pot] = payIn(deal.table, deal.stake);
  const text = `Haferl nachfüllen: es hält ${held}, der Spieler nimmt ${takes}; jeder zahlt ${deal.stake} ein`;
  return line("refill", text, null, deal.stake, points, pot, deal.cents_per_point, deal.profile.data.refill.clause);
}

/**
 * @param {HaferlDeal} deal
 * @returns {HaferlLine}
 */
function thrownInLine(deal) {
  const spec = deal.profile.data.thrown_in;
  const text = `Alle haben gepasst: ${spec.name.toLowerCase()}, keine Zahlung`;
  return line("thrown_in", text, null, 0, fromKeys(deal.table, 0), 0, deal.cents_per_point, spec.clause);
}

/**
 * The stake every player at the table pays into the pot when a sheet starts.
 * @param {string[]} table
 * @param {number} stake
 * @param {number} cpp
 * @param {import("./profile.js").HaferlProfile} profile
 * @returns {HaferlLine}
 */
export function stakeLine(table, stake, cpp, profile) {
  const [points, pot] = payIn(table, stake);
  return line("stake", `Einsatz: jeder zahlt ${stake} ins Haferl`, null, stake, points, pot, cpp, profile.data.stake.clause);
}
