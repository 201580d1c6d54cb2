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
import { Inconsistent, MalformedInput } from "./errors.js";
import { add } from "./fraction.js";
import { SIDE_DE, checkZeroSum, jsonAmounts, jsonLine, kontraText, line, transfer, zeroLine } from "./ledger.js";
import { Profile, loadProfile, profileFor } from "./profiles.js";
import { fromKeys, get, hasOwn, isDict, truthy } from "./py.js";
import { readDeal } from "./record.js";
import { renonceLines } from "./renonce.js";
import { trischakenLines } from "./trischaken.js";

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
 */
export function settle(record, profile) {
  if (!(profile instanceof Profile)) {
    if (!isDict(record)) throw new MalformedInput("record", record, "a deal record must be a JSON object");
    const doc = Array.isArray(profile) ? profileFor(record, profile) : checkNamed(record, profile);
    profile = loadProfile(doc, get(record, "house_rules"));
  }
  const deal = readDeal(record, profile);
  let lines;
  if (deal.renonce !== null) lines = renonceLines(deal);
  else if (deal.game.kind === "trischaken") lines = trischakenLines(deal);
  else lines = gameLines(deal);
  if (truthy(get(record, "writing_error"))) {
    // checked like any deal, then counted 0 for everyone
    lines = [
      zeroLine(deal.players, "writing_error", "Schreibfehler: das Spiel zählt für alle 0", null, [
        profile.clauses.writing_error,
      ]),
    ];
  }
  return result(deal, lines);
}

function checkNamed(record, doc) {
  if (hasOwn(record, "profile") && !(isDict(doc) && record.profile === doc.id)) {
    return profileFor(record, [doc]); // throws the error Python gives for a profile it does not have
  }
  return doc;
}

export function result(deal, lines) {
  const points = fromKeys(deal.players, 0);
  const money = fromKeys(deal.players, 0);
  for (const ln of lines) {
    for (const p in ln.points) points[p] = add(points[p], ln.points[p]);
    for (const p in ln.money_cents) money[p] = add(money[p], ln.money_cents[p]);
  }
  checkZeroSum("total", points);
  checkZeroSum("total", money);
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

/** The game item (with an OÖ-style Valat folded in), a fixed Valat premium, then the premiums. */
export function gameLines(deal) {
  const lines = [gameLine(deal)];
  const vconf = deal.profile.valat;
  if (deal.valat !== null && vconf.mode === "premium") lines.push(valatPremiumLine(deal, vconf));
  const made = deal.valat !== null && deal.valat.won === true;
  for (const p of deal.premiums) lines.push(premiumLine(deal, p, made));
  return lines;
}

function send(deal, declarerWins, x, kontra) {
  return transfer(
    deal.players,
    deal.declarer_side,
    deal.opponents,
    declarerWins,
    x,
    deal.kontra_void ? 0 : kontra,
    deal.cents_per_point,
    deal.profile.kontra_on_points,
  );
}

function gameLine(deal) {
  const { game, profile } = deal;
  let value = game.value;
  const clauses = [game.clause];
  const notes = [];
  let kontra = deal.kontra;
  let declarerWins;
  if (deal.conceded) {
    declarerWins = false;
    clauses[0] = profile.clauses.schleifen;
    notes.push("geschleift (gerufener König im Talon): verloren, allein gegen drei");
    kontra = 0;
  } else if (valatReplacesGame(deal)) {
    const vconf = profile.valat;
    const valat = deal.valat;
    const factor = valat.announced ? vconf.announced : vconf.silent;
    value *= factor;
    declarerWins = (valat.side === "declarer") === valat.won;
    if (valat.won === true && deal.won !== null && deal.won !== declarerWins) {
      throw new Inconsistent("won", deal.won, "contradicts the valat");
    }
    const what = valat.announced ? "angesagt" : "still";
    const how = valat.won ? "gemacht" : "nicht gemacht";
    notes.push(`Valat der ${SIDE_DE[valat.side]} ${what}, ${how}: Spielwert ×${factor}`);
    clauses[0] = vconf.clause;
  } else {
    declarerWins = deal.won;
    if (declarerWins === null && deal.valat !== null && deal.valat.won === true) {
      declarerWins = deal.valat.side === "declarer";
    }
    if (deal.declarer_points !== null) {
      notes.push(`Spieler ${formatPoints(deal.declarer_points)}`);
      clauses.push(profile.clauses.threshold);
    }
    if (game.kind === "negative") notes.push(`${game.tricks} Stich${game.tricks !== 1 ? "e" : ""} verlangt`);
  }
  if (!declarerWins && game.lost_factor !== 1) {
    value *= game.lost_factor;
    notes.push(`verloren zählt ${times(game.lost_factor)}`);
    clauses.push(profile.clauses.lost_double);
  }
  if (deal.king_in_talon && !deal.conceded) {
    notes.push("gerufener König im Talon: allein gegen drei");
    if (deal.kontra_void && truthy(kontra)) {
      notes.push("Kontra wirkungslos");
      kontra = 0;
    }
    clauses.push(profile.clauses.king_in_talon);
  }
  if (truthy(kontra)) clauses.push(profile.clauses.kontra);
  let text = `${game.name} ${declarerWins ? "gewonnen" : "verloren"}`;
  if (notes.length) text += " (" + notes.join("; ") + ")";
  text += kontraText(kontra, profile.kontra_on_points);
  const [points, money] = send(deal, Boolean(declarerWins), value, kontra);
  return line("game", text, declarerWins ? "declarer" : "opponents", value, points, money, clauses, kontra);
}

function valatReplacesGame(deal) {
  const v = deal.valat;
  return v !== null && deal.profile.valat.mode === "game_factor" && (v.won === true || v.announced);
}

const times = (n) => ({ 2: "doppelt", 4: "vierfach" })[n] ?? `${n}-fach`;

function valatPremiumLine(deal, vconf) {
  const valat = deal.valat;
  const kontra = deal.kontra_void ? 0 : valat.kontra;
  if (!valat.won && !valat.announced) {
    return zeroLine(deal.players, "valat", "Valat still, nicht gemacht: zählt nicht", valat.side, [vconf.clause]);
  }
  let value = valat.announced ? vconf.announced : vconf.silent;
  let text = `Valat der ${SIDE_DE[valat.side]} ${valat.announced ? "angesagt" : "still"}, ${
    valat.won ? "gemacht" : "nicht gemacht"
  }`;
  const clauses = [vconf.clause];
  const factor = deal.game.premium_factor;
  if (vconf.premium_factor && factor !== 1) {
    value *= factor;
    text += `, im Solospiel ${times(factor)}`;
    clauses.push(deal.profile.clauses.solo_premiums);
  }
  const declarerWins = (valat.side === "declarer") === valat.won;
  text += kontraText(kontra, deal.profile.kontra_on_points);
  const [points, money] = send(deal, declarerWins, value, kontra);
  return line("valat", text, valat.side, value, points, money, clauses, kontra);
}

function droppedByValat(deal, p) {
  for (const rule of deal.profile.valat.drop) {
    if (rule.when === "silent" && deal.valat.announced) continue;
    if (rule.premiums !== "all" && !rule.premiums.includes(p.name)) continue;
    if (rule.which === "any" || !p.announced) return true;
  }
  return false;
}

function premiumLine(deal, p, valatMade) {
  const { spec } = p;
  const { profile } = deal;
  const item = `premium:${p.name}`;
  const what = p.announced ? "angesagt" : "still";
  if (deal.conceded) {
    if (!(p.announced && p.side === "declarer")) {
      return zeroLine(deal.players, item, `${spec.name} ${what}: entfällt, das Spiel wurde geschleift`, p.side, [
        profile.clauses.schleifen,
      ]);
    }
    const value = spec.announced;
    const [points, money] = send(deal, false, value, 0);
    return line(item, `${spec.name} angesagt: verloren, das Spiel wurde geschleift`, p.side, value, points, money, [
      spec.clause,
      profile.clauses.schleifen,
    ]);
  }
  if (valatMade && droppedByValat(deal, p)) {
    return zeroLine(deal.players, item, `${spec.name} ${what}: zählt beim Valat nicht`, p.side, [profile.valat.clause]);
  }
  let value;
  let sideWins;
  if (p.announced) [value, sideWins] = [spec.announced, Boolean(p.won)];
  else if (p.won) [value, sideWins] = [spec.silent, true];
  else if (profile.failed_silent_counts) [value, sideWins] = [spec.silent, false];
  else {
    return zeroLine(deal.players, item, `${spec.name} still, nicht gemacht: zählt nicht`, p.side, [spec.clause]);
  }
  let text = `${spec.name} ${what}, ${p.won ? "gemacht" : "nicht gemacht"}`;
  const clauses = [spec.clause];
  const factor = deal.game.premium_factor;
  if (factor !== 1) {
    value *= factor;
    text += `, im Solospiel ${times(factor)}`;
    clauses.push(profile.clauses.solo_premiums);
  }
  const kontra = deal.kontra_void ? 0 : p.kontra;
  if (kontra) clauses.push(profile.clauses.kontra);
  else if (p.kontra) text += ", Kontra wirkungslos";
  text += kontraText(kontra, profile.kontra_on_points);
  const declarerWins = (p.side === "declarer") === sideWins;
  const [points, money] = send(deal, declarerWins, value, kontra);
  return line(item, text, p.side, value, points, money, clauses, kontra);
}

