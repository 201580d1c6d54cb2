/**
 * Trischaken settlement (twin of shared_rules/trischaken.py): every player for himself, the most
 * points lose.
 *
 * Two schemes, chosen by the profile's ``trischaken.scheme``:
 * ``loser_pays`` (OÖ, KTC) — the loser pays each other player; Bürgermeister and a losing Vorhand
 * multiply; tied losers pay each winner (``each_pays_each``) or share one payment (``share``);
 * Jungfrauen (no trick) take the whole payout.
 * ``top_two_pay`` (Tirol) — the two players with the most points pay the two others.
 *
 * A round's own rule set may change how (docs/rules.md §4.1): points rounded to whole points before
 * they are compared (``rounding``), tied losers paid by a table (``tied_losers: table``, ``tie_two``,
 * ``tie_three``), no Bürgermeister (``buergermeister_counts``), players without points paid like any
 * other winner (``jungfrau_split: one_each``) or paid by every other player (``all_pay``), two tied
 * losers paying the rate once each (``tied_losers: each_pays_one``), a tied Vorhand tied like anyone
 * else (``vorhand_tie: shares``); the talon out of play (``talon_out``) is read by the record and the
 * replay.
 *
 * @example
 * settle({players: ["Anna", "Bernd", "Clara", "David"], forehand: "Anna", game: "trischaken",
 *   trischaken: {points: {Anna: "20/0", Bernd: "30/0", Clara: "12/0", David: "8/0"}}}, ooeDocument).points;
 * // {Anna: 1, Bernd: -3, Clara: 1, David: 1}
 */
import { formatPoints } from "./counting.js";
import { add, div, exact, neg, sign, whole } from "./fraction.js";
import { line, moneyOf } from "./ledger.js";
import { fromKeys, sorted } from "./py.js";

/** @typedef {import("./record.js").Deal} Deal */
/** @typedef {import("./ledger.js").Line} Line */
/** @typedef {import("./ledger.js").Amounts} Amounts */
/** @typedef {import("./types.js").Player} Player */
/** @typedef {import("./types.js").JsonObject} JsonObject */
/** @typedef {{[player: string]: import("./types.js").Thirds}} PointsOf  each player's card points */
/** @typedef {[string[], string[]]} Cite  [clauses, profile keys] */
/** @typedef {[Amounts, string, Cite]} Outcome  [each player's balance, the text, its cite] */
/**
 * How a profile's Trischaken scheme settles: ``c`` the profile's ``trischaken``, ``rate`` the game value.
 * @typedef {(deal: Deal, c: JsonObject, points: PointsOf, jungfrauen: Player[], rate: number) => Outcome} Scheme
 */

/**
 * The one line of a Trischaken without Renonce.
 * @param {Deal} deal
 * @returns {Line[]}
 */
export function trischakenLines(deal) {
  // a Trischaken deal: the profile has the game, the record its points (readDeal)
  const c = /** @type {JsonObject} */ (deal.profile.trischaken);
  const scheme = SCHEMES[c.scheme];
  const points = /** @type {PointsOf} */ (deal.trischaken_points);
  const oneEach = c.jungfrau_split === "one_each";
  const ranked = rankedPoints(points, c.rounding);
  const jungfrauen = deal.jungfrauen;
  const rate = deal.game.value;
  /** @type {Outcome} */
  let outcome;
  if (c.jungfrau_split === "all_pay" && jungfrauen.length) {
    outcome = jungfrauenCollect(deal, c, jungfrauen, rate);
    outcome[2][1].push("trischaken.jungfrau_split");
  } else if (c.vorhand_tie === "shares" && new Set(deal.active.map((p) => ranked[p])).size === 1) {
    const cite = citeOf(deal, c, null);
    cite[1].push("trischaken.vorhand_tie");
    outcome = [fromKeys(deal.active, 0), `Trischaken: alle vier gleichauf (${formatPoints(ranked[deal.declarer])}), niemand zahlt`, cite];
  } else {
    outcome = scheme(deal, c, ranked, oneEach ? [] : jungfrauen, rate);
  }
  let [balance, text, [clauses, keys]] = outcome;
  if (c.rounding !== "exact") keys.push("trischaken.rounding");
  if (oneEach && jungfrauen.length) {
    text += `; ${sorted(jungfrauen).join(" und ")} ohne Punkte gewinnt wie jeder andere`;
    clauses.push(c.jungfrau_clause);
    keys.push("trischaken.jungfrau_split");
  }
  return [trischakenLine(deal, balance, text, clauses, keys)];
}

/**
 * The points the players are compared by: exact thirds, or rounded to whole points (still in
 * thirds: "P/2" counts as P + 1, "P/1" as P), so near-equal piles tie. Twin of ranked_points.
 *
 * @example
 * rankedPoints({Anna: 107, Bernd: 106, Clara: 108}, "whole_points"); // {Anna: 108, Bernd: 105, Clara: 108}
 * @param {PointsOf} points
 * @param {string} rounding
 * @returns {PointsOf}
 */
export function rankedPoints(points, rounding) {
  if (rounding === "exact") return points;
  return Object.fromEntries(Object.entries(points).map(([p, t]) => [p, Math.floor((t + 1) / 3) * 3]));
}

/**
 * @param {Deal} deal
 * @param {Amounts} balance
 * @param {string} text
 * @param {string[]} clauses
 * @param {string[]} keys
 * @returns {Line}
 */
function trischakenLine(deal, balance, text, clauses, keys) {
  const pts = fromKeys(deal.players, /** @type {import("./types.js").Amount} */ (0));
  /** @type {import("./types.js").Amount} */
  let value = 0;
  for (const p of deal.active) {
    pts[p] = whole(balance[p]);
    if (sign(pts[p]) > 0) value = add(value, pts[p]);
  }
  return line("trischaken", text, null, whole(value), pts, moneyOf(pts, deal.cents_per_point), clauses, keys);
}

/**
 * [losers, factor key or null, why, alone]: the Vorhand tied for most loses alone, unless
 * ``vorhand_tie: shares`` ties her like anyone else; ``alone`` marks a Vorhand or Bürgermeister who
 * pays everyone.
 * @param {Deal} deal
 * @param {JsonObject} c
 * @param {PointsOf} points
 * @returns {[Player[], string | null, string, boolean]}
 */
function loser(deal, c, points) {
  const top = Math.max(...deal.active.map((p) => points[p]));
  const losers = deal.active.filter((p) => points[p] === top);
  const bm = c.buergermeister_counts && top >= c.buergermeister;
  const vorhand = deal.declarer;
  if (losers.includes(vorhand) && (losers.length === 1 || c.vorhand_tie === "alone")) {
    const key = bm ? "vorhand_buergermeister" : "vorhand";
    const why = "Vorhand hat die meisten Punkte" + (bm ? " und ist Bürgermeister" : "");
    return [[vorhand], key, why, true];
  }
  if (losers.length === 1) {
    if (bm) return [losers, "buergermeister", "Bürgermeister", true];
    return [losers, null, "meiste Punkte", false];
  }
  let why = `${losers.length} gleichauf mit den meisten Punkten`;
  if (losers.includes(vorhand)) why += ", die Vorhand wie jeder andere"; // vorhand_tie: shares
  return [losers, null, why, false];
}

/**
 * [clauses, profile keys] of a Trischaken line; ``tied``: the losers tied for the most.
 * @param {Deal} deal
 * @param {JsonObject} c
 * @param {string | null} factorKey
 * @param {Player[]} [tied]
 * @returns {Cite}
 */
function citeOf(deal, c, factorKey, tied = []) {
  const keys = ["games.trischaken.value", "trischaken.scheme"];
  if (factorKey !== null) keys.push("trischaken.buergermeister", `trischaken.factors.${factorKey}`);
  if (tied.length > 1 && tied.includes(deal.declarer)) keys.push("trischaken.vorhand_tie");
  return [[c.clause], keys];
}

/**
 * Every player with a trick pays each Jungfrau the rate, whoever has the most points: the Tirol
 * scheme's Jungfrau, and ``jungfrau_split: all_pay`` in either scheme. Twin of jungfrauen_collect.
 * @param {Deal} deal
 * @param {JsonObject} c
 * @param {Player[]} jungfrauen
 * @param {number} rate
 * @returns {Outcome}
 */
function jungfrauenCollect(deal, c, jungfrauen, rate) {
  const balance = fromKeys(deal.active, 0);
  for (const j of jungfrauen) {
    for (const p of deal.active) {
      if (!jungfrauen.includes(p)) {
        balance[j] += rate;
        balance[p] -= rate;
      }
    }
  }
  return [balance, `Trischaken: Jungfrau ${sorted(jungfrauen).join(" und ")} kassiert je ${rate}`, [[c.clause, c.jungfrau_clause], citeOf(deal, c, null)[1]]];
}

/** @type {Scheme} */
function loserPays(deal, c, points, jungfrauen, rate) {
  const [losers, factorKey, why] = loser(deal, c, points);
  const factor = factorKey !== null ? c.factors[factorKey] : 1;
  const cite = citeOf(deal, c, factorKey, losers);
  const others = deal.active.filter((p) => !losers.includes(p));
  const balance = fromKeys(deal.active, /** @type {import("./types.js").Amount} */ (0));
  let total;
  if (losers.length === 1 || c.tied_losers === "share") {
    total = losers.length === 1 ? rate * factor * others.length : rate * 3;
  } else if (c.tied_losers === "each_pays_one") {
    total = rate * losers.length; // each pays the rate once: two tied −1 −1 +1 +1
  } else if (c.tied_losers === "table") {
    // each tied loser pays each other player the table's rate
    const tie = losers.length === 2 ? c.tie_two : c.tie_three;
    total = rate * tie * losers.length * others.length;
    cite[1].push(losers.length === 2 ? "trischaken.tie_two" : "trischaken.tie_three");
  } else {
    total = rate * losers.length * others.length;
  }
  if (losers.length > 1) cite[1].push("trischaken.tied_losers");
  const names = losers.length > 1 ? `${losers.slice(0, -1).join(", ")} und ${losers.at(-1)}` : losers[0];
  const verb = losers.length > 1 ? "verlieren" : "verliert";
  let text = `Trischaken: ${names} ${verb} (${why}, ${formatPoints(points[losers[0]])})`;
  if (jungfrauen.length) {
    cite[0].push(c.jungfrau_clause);
    cite[1].push("trischaken.jungfrau_split");
    // "share": 3 cannot be split in two, so each Jungfrau gets 2 and the loser pays 4
    const share = c.jungfrau_split === "each" ? total : Math.ceil(total / jungfrauen.length);
    for (const j of jungfrauen) balance[j] = share;
    total = share * jungfrauen.length;
    text += `; Jungfrau ${sorted(jungfrauen).join(" und ")} bekommt die ganze Auszahlung`;
  } else {
    for (const o of others) balance[o] = exact(total, others.length);
  }
  for (const p of losers) balance[p] = neg(exact(total, losers.length));
  return [balance, text, cite];
}

/** @type {Scheme} */
function topTwoPay(deal, c, points, jungfrauen, rate) {
  if (jungfrauen.length) return jungfrauenCollect(deal, c, jungfrauen, rate);
  const balance = fromKeys(deal.active, 0);
  const [losers, factorKey, why, alone] = loser(deal, c, points);
  const factor = factorKey !== null ? c.factors[factorKey] : 1;
  const cite = citeOf(deal, c, factorKey, losers);
  if (alone) {
    const [paying] = losers;
    for (const p of deal.active) if (p !== paying) balance[p] = rate * factor;
    balance[paying] = -3 * rate * factor;
    return [balance, `Trischaken: ${paying} zahlt jedem ${rate * factor} (${why})`, cite];
  }
  const order = [...deal.active].sort((a, b) => points[b] - points[a]); // stable, as Python's sorted
  const s = order.map((p) => points[p]);
  if (s[1] === s[2]) {
    const payers = order.filter((p) => points[p] === s[0]);
    const bottom = order[3];
    for (const p of payers) {
      balance[p] -= rate;
      balance[bottom] += rate;
    }
    return [balance, `Trischaken: Zweiter und Dritter gleichauf, ${payers.join(" und ")} zahlt ${bottom} ${rate}`, cite];
  }
  for (const p of order.slice(0, 2)) balance[p] = -rate;
  for (const p of order.slice(2)) balance[p] = rate;
  return [balance, `Trischaken: ${order[0]} und ${order[1]} zahlen je ${rate}`, cite];
}

/** @type {{[scheme: string]: Scheme}} */
const SCHEMES = { loser_pays: loserPays, top_two_pay: topTwoPay };

/**
 * The renoncer pays each other player a fixed sum (the Trischaker more); two renoncers share.
 * @param {Deal} deal
 * @returns {Line[]}
 */
export function trischakenRenonceLines(deal) {
  const c = /** @type {JsonObject} */ (deal.profile.trischaken); // a Trischaken deal: the profile has the game
  const renoncers = deal.renonce ?? [];
  let rates = 0;
  for (const r of renoncers) rates += r === deal.declarer ? c.renonce_each_trischaker : c.renonce_each;
  const pot = exact(rates * (deal.active.length - 1), renoncers.length);
  const regular = deal.active.filter((p) => !renoncers.includes(p));
  const balance = fromKeys(deal.active, /** @type {import("./types.js").Amount} */ (0));
  for (const p of regular) balance[p] = whole(div(pot, regular.length));
  for (const r of renoncers) balance[r] = neg(whole(div(pot, renoncers.length)));
  const text = `Renonce im Trischaken: ${renoncers.join(" und ")} zahlt`;
  const keys = ["trischaken.renonce_each"];
  if (renoncers.includes(deal.declarer)) keys.push("trischaken.renonce_each_trischaker");
  return [trischakenLine(deal, balance, text, [c.renonce_clause], keys)];
}
