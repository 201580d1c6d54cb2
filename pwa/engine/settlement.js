/**
 * Deal record → settlement: the game item, Valat, each premium, each as an explained line (twin of
 * shared_rules/settlement.py).
 *
 * @example
 * const r = settle({players: ["Anna", "Bernd", "Clara", "David"], game: "solorufer",
 *   declarer: "Anna", partner: "Clara", won: true,
 *   premiums: [{name: "koenig_ultimo", side: "declarer", announced: true, won: true}]}, ooeDocument);
 * r.points;                   // {Anna: 6, Bernd: -6, Clara: 6, David: -6}
 * r.lines.map((l) => l.text); // ["Solorufer gewonnen", "König ultimo angesagt, gemacht, im Solospiel doppelt"]
 */
import { formatPoints } from "./counting.js";
import { MalformedInput } from "./errors.js";
import { add } from "./fraction.js";
import { SIDE_DE, checkZeroSum, jsonAmounts, jsonLine, kontraText, line, transfer, zeroLine } from "./ledger.js";
import { Profile, resolveProfile } from "./profiles.js";
import { get, hasOwn, isDict, truthy } from "./py.js";
import { readDeal } from "./record.js";
import { renonceLines } from "./renonce.js";
import { trischakenLines, trischakenRenonceLines } from "./trischaken.js";
import { HOUSE_RULE_KEYS } from "./vocabulary.js";

/** @typedef {import("./record.js").Deal} Deal */
/** @typedef {import("./record.js").Premium} Premium */
/** @typedef {import("./record.js").Valat} Valat */
/** @typedef {import("./ledger.js").Line} Line */
/** @typedef {import("./ledger.js").Kontra} Kontra */
/** @typedef {import("./types.js").JsonObject} JsonObject */
/** @typedef {import("./types.js").ProfileData} ProfileData */
/**
 * What settle() returns: the totals and the lines that explain them, every amount in JSON form.
 * @typedef {object} Settlement
 * @property {{id: string, version: string}} profile
 * @property {string} game
 * @property {import("./types.js").Player} declarer
 * @property {import("./types.js").Player | null} partner
 * @property {number} cents_per_point
 * @property {import("./ledger.js").JsonAmounts} points
 * @property {import("./ledger.js").JsonAmounts} money_cents
 * @property {import("./ledger.js").JsonLine[]} lines
 */

/**
 * Settle one deal record: points and money per player and the lines that explain them.
 *
 * ``profile`` is one of
 * - a Profile from loadProfile(document, houseRules): used as it is, like Python's
 *   ``settle(record, profile=...)`` (a sheet's frozen profile and house rules);
 * - a profile document: the record's ``house_rules`` are applied on top; a record that names a
 *   profile (``record.profile``) must name this one;
 * - a list of profile documents: ``record.profile`` picks one (else the default), as Python's
 *   ``settle(record)`` picks among its bundled files.
 * Throws MalformedInput, NotAllowed or Inconsistent naming the field.
 * @param {unknown} record
 * @param {Profile | ProfileData | ProfileData[]} profile
 * @returns {Settlement}
 */
export function settle(record, profile) {
  if (!(profile instanceof Profile)) {
    if (!isDict(record)) {
      throw new MalformedInput("record", record, "a deal record must be a JSON object", "record.not_object");
    }
    profile = resolveProfile(record, profile);
  }
  // a Profile either way (instanceof cannot tell a Profile from a document to the type check)
  const deal = readDeal(record, /** @type {Profile} */ (profile));
  /** @type {Line[]} */
  let lines;
  if (deal.renonce !== null) lines = deal.is_trischaken ? trischakenRenonceLines(deal) : renonceLines(deal);
  else lines = deal.is_trischaken ? trischakenLines(deal) : gameLines(deal);
  if (truthy(get(deal.record, "writing_error"))) {
    // checked like any deal, then counted 0 for everyone
    lines = [zeroLine(deal.players, "writing_error", "Schreibfehler: das Spiel zählt für alle 0", null, [deal.profile.clauses.writing_error], [])];
  }
  return result(deal, lines);
}

/**
 * The settlement of ``deal`` from its lines: each player's sums, checked to be zero in total.
 * @param {Deal} deal
 * @param {Line[]} lines
 * @returns {Settlement}
 */
export function result(deal, lines) {
  const points = { ...lines[0].points }; // every line lists every player
  const money = { ...lines[0].money_cents };
  for (let i = 1; i < lines.length; i++) {
    const ln = lines[i];
    for (const p in ln.points) points[p] = add(points[p], ln.points[p]);
    for (const p in ln.money_cents) money[p] = add(money[p], ln.money_cents[p]);
  }
  checkZeroSum("total", points, money);
  const side = deal.declarer_side;
  return {
    profile: { id: deal.profile.id, version: deal.profile.version },
    game: deal.game_id,
    declarer: deal.declarer,
    partner: side.length > 1 ? side[1] : null,
    cents_per_point: deal.cents_per_point,
    points: jsonAmounts(points),
    money_cents: jsonAmounts(money),
    lines: lines.map(jsonLine),
  };
}

/**
 * The game item (with an OÖ-style Valat folded in), a fixed Valat premium, then the premiums.
 * @param {Deal} deal
 * @returns {Line[]}
 */
export function gameLines(deal) {
  const lines = [gameLine(deal)];
  const vconf = /** @type {JsonObject} */ (deal.profile.valat); // read only where the deal has a valat, which needs one
  if (deal.valat !== null && vconf.mode === "premium") lines.push(valatPremiumLine(deal, deal.valat, vconf));
  for (const p of deal.premiums) lines.push(premiumLine(deal, p));
  return lines;
}

// the line of an item worth ``value`` per opponent, paid to the declarer's side if it wins, else by
// it; a house rule behind one of ``keys`` is cited after them
/**
 * @param {Deal} deal
 * @param {string} item
 * @param {string} text
 * @param {string} side
 * @param {number} value
 * @param {boolean} declarerWins
 * @param {Kontra} kontra
 * @param {string[]} clauses
 * @param {string[]} keys
 * @returns {Line}
 */
function sentLine(deal, item, text, side, value, declarerWins, kontra, clauses, keys) {
  const [points, money] = transfer(
    deal.players,
    deal.declarer_side,
    deal.opponents,
    declarerWins,
    value,
    deal.kontra_void ? 0 : kontra,
    deal.cents_per_point,
    deal.profile.kontra_on_points,
  );
  return line(item, text, side, value, points, money, clauses, houseKeys(keys, deal.profile), kontra);
}

/**
 * The Kontra clause, and the switch that puts Kontra on the points where it does.
 * @param {string[]} clauses
 * @param {string[]} keys
 * @param {Deal} deal
 */
function kontraCite(clauses, keys, deal) {
  clauses.push(deal.profile.clauses.kontra);
  if (deal.profile.kontra_on_points) keys.push("kontra.on_points");
}

/**
 * @param {Deal} deal
 * @returns {Line}
 */
function gameLine(deal) {
  const { game, profile } = deal;
  const gkey = `games.${deal.game_id}`;
  let value = game.value;
  let clauses = [game.clause];
  let keys = [`${gkey}.value`];
  const notes = [];
  let kontra = deal.kontra;
  const declarerWins = Boolean(deal.won); // decided by readDeal: a game without Renonce has an outcome
  const valat = deal.valat;
  if (deal.conceded) {
    clauses.push(profile.clauses.schleifen);
    keys.push(`${gkey}.schleifen`);
    notes.push("geschleift (gerufener König im Talon): verloren, allein gegen drei");
  } else if (valat !== null && valatReplacesGame(valat, profile)) {
    const vconf = /** @type {JsonObject} */ (profile.valat); // the deal has a valat: so has the profile
    const howMuch = valat.announced ? "announced" : "silent";
    value *= vconf[howMuch];
    const what = valat.announced ? "angesagt" : "still";
    const how = valat.won ? "gemacht" : "nicht gemacht";
    notes.push(`Valat der ${SIDE_DE[valat.side]} ${what}, ${how}: Spielwert ×${vconf[howMuch]}`);
    clauses = [vconf.clause];
    keys = [`${gkey}.value`, `valat.${howMuch}`];
    if (valat.kontra) kontra = valat.kontra; // a Kontra on the announced valat replaces the game's for this item
  } else {
    if (deal.declarer_points !== null) {
      notes.push(`Spieler ${formatPoints(deal.declarer_points)}`);
      clauses.push(profile.clauses.threshold);
      keys.push("threshold");
    }
    if (game.kind === "negative") {
      notes.push(`${game.tricks} Stich${game.tricks !== 1 ? "e" : ""} verlangt`);
      keys.push(`${gkey}.tricks`);
    }
  }
  if (!declarerWins && game.lost_factor !== 1) {
    value *= game.lost_factor;
    notes.push(`verloren zählt ${times(game.lost_factor)}`);
    clauses.push(profile.clauses.lost_double);
    keys.push(`${gkey}.lost_factor`);
  }
  if (deal.king_in_talon && !deal.conceded) {
    notes.push("gerufener König im Talon: allein gegen drei");
    clauses.push(profile.clauses.king_in_talon);
    keys.push(`${gkey}.king_in_talon`);
    const ifLost = profile.data.king_in_talon_kontra === "void_if_lost";
    if (deal.kontra_void && truthy(kontra)) {
      notes.push(ifLost ? "Kontra wirkungslos: das Spiel ist verloren" : "Kontra wirkungslos");
      keys.push(`${gkey}.king_in_talon_kontra_void`);
      if (ifLost) keys.push("king_in_talon_kontra");
      kontra = 0;
    } else if (truthy(kontra) && truthy(game.king_in_talon_kontra_void)) {
      // the profile lets it stand
      notes.push(ifLost ? "Kontra gilt: das Spiel ist gewonnen" : "Kontra gilt: der Spieler hat angesagt oder Rekontra gegeben");
      keys.push("king_in_talon_kontra");
    }
  }
  if (truthy(kontra)) kontraCite(clauses, keys, deal);
  let text = `${game.name} ${declarerWins ? "gewonnen" : "verloren"}`;
  if (notes.length) text += " (" + notes.join("; ") + ")";
  if (truthy(kontra)) text += kontraText(kontra, profile.kontra_on_points);
  const side = declarerWins ? "declarer" : "opponents";
  return sentLine(deal, "game", text, side, value, declarerWins, kontra, clauses, keys);
}

/** @type {(v: Valat, profile: Profile) => boolean} */
const valatReplacesGame = (v, profile) => /** @type {JsonObject} */ (profile.valat).mode === "game_factor" && (v.won === true || v.announced);

/** @type {(n: number) => string} */
const times = (n) => /** @type {{[n: number]: string}} */ ({ 2: "doppelt", 4: "vierfach" })[n] ?? `${n}-fach`;

/**
 * @param {Deal} deal
 * @param {Valat} valat
 * @param {JsonObject} vconf the profile's ``valat``
 * @returns {Line}
 */
function valatPremiumLine(deal, valat, vconf) {
  const kontra = deal.kontra_void ? 0 : valat.kontra;
  const howMuch = valat.announced ? "announced" : "silent";
  const clauses = [vconf.clause];
  const keys = [`valat.${howMuch}`];
  if (!valat.won && !valat.announced) {
    return zeroLine(deal.players, "valat", "Valat still, nicht gemacht: zählt nicht", valat.side, clauses, keys);
  }
  let value = vconf[howMuch];
  let text = `Valat der ${SIDE_DE[valat.side]} ${valat.announced ? "angesagt" : "still"}, ${valat.won ? "gemacht" : "nicht gemacht"}`;
  const factor = deal.game.premium_factor;
  if (vconf.premium_factor && factor !== 1) {
    value *= factor;
    text += `, im Solospiel ${times(factor)}`;
    clauses.push(deal.profile.clauses.solo_premiums);
    keys.push("valat.premium_factor", `games.${deal.game_id}.premium_factor`);
  }
  if (kontra) kontraCite(clauses, keys, deal);
  const declarerWins = (valat.side === "declarer") === valat.won;
  if (kontra) text += kontraText(kontra, deal.profile.kontra_on_points);
  return sentLine(deal, "valat", text, valat.side, value, declarerWins, kontra, clauses, keys);
}

/**
 * Whether the profile's ``valat.drop`` rules make premium ``p`` count nothing.
 * @param {Deal} deal
 * @param {Premium} p
 * @returns {boolean}
 */
function droppedByValat(deal, p) {
  const v = deal.valat;
  if (v === null) return false;
  for (const rule of /** @type {JsonObject} */ (deal.profile.valat).drop) {
    const { when } = rule;
    if (!(v.won === true || (when === "made_or_announced" && v.announced))) continue;
    if (when === "silent_made" && v.announced) continue;
    if (rule.premiums !== "all" && !rule.premiums.includes(p.name)) continue;
    if (rule.which === "any" || !p.announced) return true;
  }
  return false;
}

// [why, clauses, keys] when a premium counts nothing in this deal, else null
/**
 * @param {Deal} deal
 * @param {Premium} p
 * @param {string} what
 * @returns {[string, string[], string[]] | null}
 */
function countsNothing(deal, p, what) {
  const { profile } = deal;
  if (deal.conceded) {
    let keys = [`games.${deal.game_id}.schleifen`];
    if (p.announced && p.side === "declarer") {
      if (profile.data.schleifen_premiums === "lost") return null; // lost: see premiumLine
      keys = houseKeys([...keys, "schleifen_premiums"], profile); // the game only
    }
    return [`${what}: entfällt, das Spiel wurde geschleift`, [profile.clauses.schleifen], keys];
  }
  if (droppedByValat(deal, p)) return [`${what}: zählt beim Valat nicht`, [/** @type {JsonObject} */ (profile.valat).clause], ["valat.drop"]];
  if (p.announced || p.won || profile.failed_silent_counts) return null;
  return ["still, nicht gemacht: zählt nicht", [p.spec.clause], houseKeys(["failed_silent_counts"], profile)];
}

/**
 * @param {Deal} deal
 * @param {Premium} p
 * @returns {Line}
 */
function premiumLine(deal, p) {
  const { spec } = p;
  const { profile } = deal;
  const item = `premium:${p.name}`;
  const pkey = `premiums.${p.name}`;
  const what = p.announced ? "angesagt" : "still";
  const nothing = countsNothing(deal, p, what);
  if (nothing !== null) {
    const [why, clauses, keys] = nothing;
    return zeroLine(deal.players, item, `${spec.name} ${why}`, p.side, clauses, keys);
  }
  if (deal.conceded) {
    return sentLine(
      deal,
      item,
      `${spec.name} angesagt: verloren, das Spiel wurde geschleift`,
      p.side,
      spec.announced,
      false,
      0,
      [spec.clause, profile.clauses.schleifen],
      [`${pkey}.announced`, `games.${deal.game_id}.schleifen`],
    );
  }
  /** @type {number} */
  let value;
  /** @type {boolean} */
  let sideWins;
  /** @type {string[]} */
  let keys;
  if (p.announced) [value, sideWins, keys] = [spec.announced, Boolean(p.won), [`${pkey}.announced`]];
  else if (p.won) [value, sideWins, keys] = [spec.silent, true, [`${pkey}.silent`]];
  else [value, sideWins, keys] = [spec.silent, false, [`${pkey}.silent`, "failed_silent_counts"]]; // a failed silent attempt the profile counts
  let text = `${spec.name} ${what}, ${p.won ? "gemacht" : "nicht gemacht"}`;
  const clauses = [spec.clause];
  const factor = deal.game.premium_factor;
  if (factor !== 1) {
    value *= factor;
    text += `, im Solospiel ${times(factor)}`;
    clauses.push(profile.clauses.solo_premiums);
    keys.push(`games.${deal.game_id}.premium_factor`);
  }
  const kontra = deal.kontra_void ? 0 : p.kontra;
  if (kontra) kontraCite(clauses, keys, deal);
  if (p.kontra && !kontra) {
    text += ", Kontra wirkungslos";
    keys.push(`games.${deal.game_id}.king_in_talon_kontra_void`);
  }
  if (kontra) text += kontraText(kontra, profile.kontra_on_points);
  const declarerWins = (p.side === "declarer") === sideWins;
  return sentLine(deal, item, text, p.side, value, declarerWins, kontra, clauses, keys);
}

/** @type {{[key: string]: string}} */
const SWITCH_OF_KEY = Object.fromEntries(Object.entries(HOUSE_RULE_KEYS).map(([name, key]) => [key, name]));

// a profile key a house rule can override → the switch that does it, or null
/**
 * @param {string} key
 * @param {import("./types.js").HouseRules} rules
 * @returns {string | null}
 */
function houseKey(key, rules) {
  const parts = key.split(".");
  const name = get(SWITCH_OF_KEY, key);
  if (name !== null && hasOwn(rules, name)) return `house_rules.${name}`; // threshold, failed_silent_counts, kontra.on_points, …
  if (parts[0] === "games" && parts[2] === "value" && hasOwn(get(rules, "game_values", {}), parts[1])) {
    return `house_rules.game_values.${parts[1]}`;
  }
  if (key.startsWith("premiums.punkte.") && hasOwn(rules, "points_premium")) return "house_rules.points_premium"; // the switch made it
  if (parts[0] === "premiums") {
    const values = get(get(rules, "premium_values", {}), parts[1], {});
    if (hasOwn(values, parts[2])) return `house_rules.premium_values.${parts[1]}.${parts[2]}`;
  }
  return null;
}

/**
 * ``keys`` and, after them, the house-rule switch behind each key a table's house rules overrode.
 *
 * @example
 * houseKeys(["games.rufer.value", "threshold"], loadProfile(ooe, { game_values: { rufer: 2 } }));
 * // ["games.rufer.value", "threshold", "house_rules.game_values.rufer"]
 * @param {string[]} keys
 * @param {{house_rules: import("./types.js").HouseRules}} profile
 * @returns {string[]}
 */
export function houseKeys(keys, profile) {
  const rules = profile.house_rules;
  if (truthy(rules)) {
    const n = keys.length;
    for (let i = 0; i < n; i++) {
      const k = houseKey(keys[i], rules);
      if (k !== null) keys.push(k);
    }
  }
  return keys;
}
