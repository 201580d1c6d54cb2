/**
 * The deal form's state and the deal record it makes (DESIGN §3 record; the sheet supplies the
 * players, profile and cents). Pure: screens/deal.js draws it, the tests check it.
 *
 * @example
 * toRecord({...emptyForm(), game: "rufer", declarer: "Anna", partner: "Clara", won: true},
 *          {dealer: "David", forehand: "Anna"}, profile)
 * // {game: "rufer", dealer: "David", forehand: "Anna", declarer: "Anna", partner: "Clara", won: true}
 */
import { DECK_THIRDS, formatPoints, parsePoints } from "../engine/counting.js";
import { own, setOwn } from "./byname.js";

export { RENONCE_RULES } from "../engine/vocabulary.js"; // the rules a Renonce may name, one home

export const TALON = "__talon__";
export const TOTAL_THIRDS = DECK_THIRDS;
export const TOTAL_TRICKS = 12;

/** @typedef {import("../engine/types.js").JsonObject} JsonObject */
/** @typedef {{players: string[], rule: string | null, reason: string}} RenonceForm  who renounced, under which rule */
/**
 * What the deal form holds (fields as typed: ``points`` as P/B text, ``tricks`` as typed or read).
 * @typedef {object} DealForm
 * @property {string | null} game
 * @property {string | null} declarer
 * @property {string | null} partner  a player, TALON, or null
 * @property {string | null} called_king
 * @property {boolean | null} won
 * @property {string} points
 * @property {number | string | null} tricks
 * @property {number} kontra
 * @property {{[player: string]: number}} kontraBy
 * @property {JsonObject[]} premiums  each {name, side, announced, won, kontra}
 * @property {JsonObject | null} valat
 * @property {string | null} bird
 * @property {boolean} conceded
 * @property {{points: {[player: string]: string}, tricks: {[player: string]: string | number}}} trischaken
 * @property {RenonceForm | null} renonce
 * @property {boolean} writing_error
 * @property {string} note
 */

/** @returns {DealForm} */
export function emptyForm() {
  return {
    game: null,
    declarer: null,
    partner: null,
    called_king: null,
    won: null,
    points: "",
    tricks: null,
    kontra: 0,
    kontraBy: {},
    premiums: [],
    valat: null,
    bird: null,
    conceded: false,
    trischaken: { points: {}, tricks: {} },
    renonce: null,
    writing_error: false,
    note: "",
  };
}

/** "35/2" → 107 thirds; "36" → 108; null when it is not P/B (the engine's reading). */
export function thirds(text) {
  try {
    return parsePoints(String(text));
  } catch {
    return null;
  }
}

/** 107 → "35/2". */
export const pb = formatPoints;

/** Trischaken: the one player not filled in gets what is left of 70 points and 12 tricks. */
export function completeTrischaken(active, tr) {
  const points = { ...tr.points };
  const tricks = { ...tr.tricks };
  const auto = { points: null, tricks: null };
  const open = active.filter((p) => own(points, p) === undefined || own(points, p) === "");
  if (open.length === 1 && active.every((p) => open.includes(p) || thirds(own(points, p)) !== null)) {
    const rest = TOTAL_THIRDS - active.filter((p) => p !== open[0]).reduce((s, p) => s + thirds(own(points, p)), 0);
    if (rest >= 0) {
      setOwn(points, open[0], pb(rest));
      auto.points = open[0];
    }
  }
  const openT = active.filter((p) => own(tricks, p) === undefined || own(tricks, p) === null || own(tricks, p) === "");
  if (openT.length === 1) {
    const rest = TOTAL_TRICKS - active.filter((p) => p !== openT[0]).reduce((s, p) => s + Number(own(tricks, p)), 0);
    if (rest >= 0) {
      setOwn(tricks, openT[0], rest);
      auto.tricks = openT[0];
    }
  }
  return { points, tricks, auto };
}

/** The thirds of the Trischaken points entered so far, over 70 too (unreadable ones count nothing). */
export function enteredThirds(active, tr) {
  return active.reduce((sum, p) => {
    const m = /^(\d{1,3})(?:\/([0-2]))?$/.exec(String(own(tr.points, p) ?? "").trim());
    return sum + (m ? Number(m[1]) * 3 + Number(m[2] || 0) : 0);
  }, 0);
}

export function allowedPremiums(profile, game) {
  const spec = profile.games[game];
  const names = spec.premiums === "all" ? Object.keys(profile.premiums) : spec.premiums;
  return names.filter((n) => profile.premiums[n] && !profile.disallowed.has(n) && !(profile.premiums[n].requires_called_king && spec.team !== "called_king"));
}

/** The record of a form; ``seat`` = {dealer, forehand, active}. */
export function toRecord(form, seat, profile) {
  const record = { game: form.game, dealer: seat.dealer, forehand: seat.forehand };
  const spec = profile.games[form.game];
  if (spec.kind === "trischaken") {
    const { points, tricks } = completeTrischaken(seat.active, form.trischaken);
    const tr = {};
    const pts = Object.fromEntries(Object.entries(points).filter(([, v]) => v !== ""));
    // over 70 already: the open players count 0, and the engine tells the sum ("zusammen 80 statt 70")
    if (enteredThirds(seat.active, form.trischaken) > TOTAL_THIRDS) for (const p of seat.active) if (!Object.hasOwn(pts, p)) pts[p] = "0";
    const trk = Object.fromEntries(
      Object.entries(tricks)
        .filter(([, v]) => v !== "" && v !== null)
        .map(([k, v]) => [k, Number(v)]),
    );
    if (Object.keys(pts).length) tr.points = pts;
    if (Object.keys(trk).length) tr.tricks = trk;
    record.trischaken = tr;
  } else {
    record.declarer = form.declarer;
    if (spec.team === "called_king") {
      if (form.partner === TALON) record.king_in_talon = true;
      else if (form.partner) record.partner = form.partner;
      if (form.called_king) record.called_king = form.called_king;
      if (form.conceded && form.partner === TALON) record.conceded = true;
    }
    if (spec.kind === "negative") {
      if (form.tricks !== null && form.tricks !== "") record.declarer_tricks = Number(form.tricks);
      else if (form.won !== null) record.won = form.won;
      const by = Object.fromEntries(Object.entries(form.kontraBy).filter(([, v]) => v > 0));
      if (Object.keys(by).length) record.kontra = by;
    } else {
      if (form.points !== "")
        record.declarer_points = thirds(form.points) !== null ? pb(/** @type {number} not null: tested just before */ (thirds(form.points))) : form.points;
      if (form.won !== null) record.won = form.won;
      if (form.kontra) record.kontra = form.kontra;
    }
    if (form.premiums.length) {
      record.premiums = form.premiums.map((p) => {
        const out = { name: p.name, side: p.side, announced: p.announced, won: p.won };
        if (p.kontra) out.kontra = p.kontra;
        return out;
      });
    }
    if (form.valat) {
      record.valat = { side: form.valat.side, announced: form.valat.announced, won: form.valat.won };
      if (form.valat.kontra) record.valat.kontra = form.valat.kontra;
    }
    if (form.bird && spec.bird === "any") record.bird = form.bird;
  }
  if (form.renonce && form.renonce.players.length) {
    record.renonce = { players: form.renonce.players };
    if (form.renonce.rule) record.renonce.rule = form.renonce.rule;
    if (form.renonce.reason) record.renonce.reason = form.renonce.reason;
  }
  if (form.writing_error) record.writing_error = true;
  if (form.note) record.note = form.note;
  return record;
}

/** A premium's two questions (announced? made?) as the one choice the form offers: "announced-lost". */
export function premiumState(item) {
  return item.won === null || item.won === undefined ? null : `${item.announced ? "announced" : "silent"}-${item.won ? "made" : "lost"}`;
}

/** The premium with the answers of ``state`` ("silent-made" … "announced-lost"); Kontra only on an announced one. */
export function withPremiumState(item, state) {
  const announced = state.startsWith("announced");
  return { ...item, announced, won: state.endsWith("made"), kontra: announced ? item.kontra || 0 : 0 };
}

/** A form showing a stored record (to edit it). */
export function fromRecord(record) {
  const form = emptyForm();
  form.game = record.game;
  form.declarer = record.declarer ?? null;
  form.partner = record.king_in_talon ? TALON : (record.partner ?? null);
  form.called_king = record.called_king ?? null;
  form.won = record.won ?? null;
  form.points =
    record.declarer_points === undefined ? "" : typeof record.declarer_points === "number" ? pb(record.declarer_points) : String(record.declarer_points);
  form.tricks = record.declarer_tricks ?? null;
  if (typeof record.kontra === "object" && record.kontra) form.kontraBy = { ...record.kontra };
  else form.kontra = record.kontra ?? 0;
  form.premiums = (record.premiums || []).map((p) => ({ kontra: 0, ...p }));
  form.valat = record.valat ? { kontra: 0, ...record.valat } : null;
  form.bird = record.bird ?? null;
  form.conceded = !!record.conceded;
  if (record.trischaken) {
    form.trischaken = {
      points: Object.fromEntries(Object.entries(record.trischaken.points || {}).map(([k, v]) => [k, typeof v === "number" ? pb(v) : v])),
      tricks: { ...(record.trischaken.tricks || {}) },
    };
  }
  form.renonce = record.renonce ? { rule: null, reason: "", ...record.renonce } : null;
  form.writing_error = !!record.writing_error;
  form.note = record.note ?? "";
  return form;
}

/**
 * What the user still has to choose before the engine can judge the deal (null: nothing). A
 * Trischaken waits for the points of all but one of the ``active`` players (never an error before
 * input); entered points over 70 go to the engine at once, which says by how much.
 */
export function missing(form, profile, active = []) {
  if (!form.game) return "need.game";
  const spec = profile.games[form.game];
  if (spec.kind === "trischaken") {
    const { points } = completeTrischaken(active, form.trischaken);
    const open = active.some((p) => own(points, p) === undefined || own(points, p) === "");
    return open && enteredThirds(active, form.trischaken) <= TOTAL_THIRDS ? "need.trischaken" : null;
  }
  if (!form.declarer) return "need.declarer";
  const renonceAlone = form.renonce?.players?.length > 0;
  if (spec.team === "called_king" && !form.partner && !renonceAlone) return "need.partner";
  const decided = form.won !== null || form.points !== "" || (form.tricks !== null && form.tricks !== "") || form.valat || renonceAlone || form.conceded;
  if (!decided) return "need.outcome";
  return null;
}
