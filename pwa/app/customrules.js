/**
 * A round's own rule set on the phone (docs/rules.md §4.2, issue 22): the official profile the
 * table starts from plus the switches it changes, under a name of its own, frozen into the sheet
 * as a whole profile document by the engine (../engine/custom.js). Here: the switches the form
 * takes as numbers (the valat's and the card-point premium's values), the overlay a sheet sends
 * (``custom_profile``), the switches a frozen document differs by from its base, and those
 * differences in plain words ("Valat zählt 4/8 zusätzlich; Trischaken ohne Bürgermeister").
 *
 * @example
 * overlayOf(ooe, { valat_mode: "premium" }, "Stammtisch")
 * // { base: "ooe-2023", id: "eigen-…", name: "Stammtisch", version: "1", switches: { valat_mode: "premium" } }
 * switchesBetween(ooe, customDoc)             // { valat_mode: "premium", trischaken_buergermeister: false }
 * summaryParts(ooe, { trischaken_buergermeister: false }, t) // ["Trischaken ohne Bürgermeister"]
 */
import { customProfile } from "../engine/custom.js";
import { formatPoints } from "../engine/counting.js";
import { SWITCHES, VOCABULARY } from "../engine/vocabulary.js";
import { HOUSE_RULES, shown, switchesOf } from "./houserules.js";
import { typedValue } from "./tariff.js";

/** The value at a dotted ``path`` of a profile document (undefined when a table is missing). */
const at = (doc, path) => path.split(".").reduce((v, part) => (v == null ? undefined : v[part]), doc);

/**
 * The switches of whole numbers 0–1000 the house-rule list does not offer (too many choices for a
 * list): typed like the tariff's values, the profile's value beside each.
 * @type {ReadonlyArray<{key: string, type: string, from: (doc: object) => unknown}>}
 */
export const VALUE_SWITCHES = Object.freeze(
  VOCABULARY.house_rules
    .filter((s) => !s.form && s.type === "whole" && s.sets)
    .map((s) => Object.freeze({ key: s.name, type: s.type, from: (d) => at(d, /** @type {string} */ (s.sets)) ?? s.default })),
);

/** The value switches a profile document takes (``load`` is the engine's loader). */
export function valueSwitchesOf(doc, load) {
  return switchesOf(doc, load, VALUE_SWITCHES);
}

/** The value switches typed in the form (key → text) that differ from the profile's. */
export function valueRulesFrom(doc, typed) {
  const out = {};
  for (const rule of VALUE_SWITCHES) {
    if (!(rule.key in typed)) continue;
    const v = typedValue(typed[rule.key]);
    if (v !== null && v !== rule.from(doc)) out[rule.key] = v;
  }
  return out;
}

/** Whether the engine makes a rule set of its own from this official document (Königrufen only). */
export function takesCustom(doc) {
  try {
    customProfile(doc, { id: "probe", name: `${doc.name} (probe)`, version: "1" }, [doc]);
    return true;
  } catch {
    return false;
  }
}

/** An id for a new rule set: never an official one ("eigen-" and 12 random hex digits). */
export function newCustomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `eigen-${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The overlay a sheet sends as ``custom_profile`` (api/schemas/sheets.py): the base's id, the
 * set's own id, name and version, and the switches (house rules and tariff) it changes.
 */
export function overlayOf(baseDoc, switches, name, id = newCustomId()) {
  return { base: baseDoc.id, id, name: name.trim(), version: "1", switches };
}

/**
 * The custom profile of an overlay, built by the engine (throws its InvalidOverlay naming the
 * switch); ``officials`` are every official profile document, whose ids and names it may not take.
 */
export function customOf(baseDoc, overlay, officials) {
  const { base: _b, ...rest } = overlay;
  return customProfile(baseDoc, rest, officials);
}

/** A switch's value in a document as the form writes it (card points "44/2"; a missing key: the declared default). */
function switchValue(rule, doc) {
  if (rule.type !== "points") return rule.from(doc);
  const s = SWITCHES[rule.key];
  const v = at(doc, s.sets ?? "") ?? s.default;
  return Number.isInteger(v) ? formatPoints(v) : v;
}

/**
 * The switches ``doc`` (a frozen custom document) differs by from ``baseDoc`` (its official base):
 * every house-rule switch whose value differs, the games it leaves out, the premiums it forbids
 * and the values of its tariff. Rebuilt on the base it makes the same rules.
 */
export function switchesBetween(baseDoc, doc) {
  const out = {};
  for (const rule of [...HOUSE_RULES, ...VALUE_SWITCHES]) {
    if (rule.type === "ids") continue;
    const mine = switchValue(rule, doc);
    const theirs = switchValue(rule, baseDoc);
    if (mine !== undefined && JSON.stringify(mine) !== JSON.stringify(theirs)) out[rule.key] = mine;
  }
  const off = Object.keys(baseDoc.games ?? {}).filter((g) => !(g in (doc.games ?? {})));
  if (off.length) out.games_off = off;
  const had = new Set(baseDoc.disallowed_premiums ?? []);
  const forbidden = (doc.disallowed_premiums ?? []).filter((p) => !had.has(p));
  if (forbidden.length) out.disallowed_premiums = forbidden;
  const gameValues = {};
  for (const [id, g] of Object.entries(doc.games ?? {})) {
    const was = baseDoc.games?.[id];
    if (was && was.value !== g.value) gameValues[id] = g.value;
  }
  if (Object.keys(gameValues).length) out.game_values = gameValues;
  const premiumValues = {};
  for (const [id, p] of Object.entries(doc.premiums ?? {})) {
    const was = baseDoc.premiums?.[id];
    if (!was) continue;
    for (const side of ["announced", "silent"]) if (was[side] !== p[side]) (premiumValues[id] ??= {})[side] = p[side];
  }
  if (Object.keys(premiumValues).length) out.premium_values = premiumValues;
  return out;
}

/**
 * The overlay a sheet with a rule set of its own sends: the one it was made with, or, for a copy
 * that has only the frozen document (joined, imported or continued on another phone), the one
 * rebuilt from it and its base (``baseDoc``, the official document ``doc.base`` names).
 */
export function sentOverlay(sheet, baseDoc) {
  if (sheet.custom_profile) return sheet.custom_profile;
  const doc = sheet.profile_data;
  return { base: doc.base.id, id: doc.id, name: doc.name, version: doc.version, switches: switchesBetween(baseDoc, doc) };
}

const VALAT_KEYS = ["valat_mode", "valat_announced", "valat_silent", "valat_solo_double"];

/**
 * The changes of ``switches`` against ``baseDoc``, each in plain words for players (``t`` is
 * ui.js's): the valat in one phrase, Trischaken without Bürgermeister as players say it, every
 * other switch as its label and its new value, the tariff as "Rufer zählt 2".
 */
export function summaryParts(baseDoc, switches, t) {
  const parts = [];
  const built = (key) => (key in switches ? switches[key] : [...HOUSE_RULES, ...VALUE_SWITCHES].find((r) => r.key === key)?.from(baseDoc));
  if (VALAT_KEYS.some((k) => k in switches)) {
    const vars = { silent: built("valat_silent"), announced: built("valat_announced") };
    const premium = built("valat_mode") === "premium";
    let text = t(premium ? "custom.sum.valat_premium" : "custom.sum.valat_factor", vars);
    if (premium && built("valat_solo_double")) text += t("custom.sum.valat_solo_double");
    parts.push(text);
  }
  for (const rule of [...HOUSE_RULES, ...VALUE_SWITCHES]) {
    const key = rule.key;
    if (!(key in switches) || VALAT_KEYS.includes(key)) continue;
    if (key === "trischaken_buergermeister") parts.push(t(switches[key] ? "custom.sum.buergermeister" : "custom.sum.no_buergermeister"));
    else if (key === "besserdreier") parts.push(t(switches[key] ? "custom.sum.besserdreier" : "custom.sum.no_besserdreier"));
    else if (rule.type === "ids") {
      const table = key === "games_off" ? baseDoc.games : baseDoc.premiums;
      const names = switches[key].map((id) => table?.[id]?.name ?? id).join(", ");
      parts.push(t(key === "games_off" ? "custom.sum.games_off" : "custom.sum.premiums_off", { names }));
    } else parts.push(`${t(`hr.${key}`)}: ${shown(rule, switches[key], t)}`);
  }
  for (const [id, v] of Object.entries(switches.game_values ?? {})) {
    parts.push(t("custom.sum.game_value", { game: baseDoc.games?.[id]?.name ?? id, value: v }));
  }
  for (const [id, sides] of Object.entries(switches.premium_values ?? {})) {
    const name = baseDoc.premiums?.[id]?.name ?? id;
    for (const [side, v] of Object.entries(sides)) parts.push(t("custom.sum.premium_value", { premium: name, side: t(`tariff.${side}`), value: v }));
  }
  return parts;
}

/**
 * Sample deals where a changed switch shows (a Rufer with an announced valat made; a Trischaken
 * Clara loses with 36/2; two tied for the most, the Vorhand among them where her tie is changed;
 * David without a trick), as records for ``doc`` (the talon out of play: fewer points on the piles).
 * Only the groups ``switches`` change; [] when none.
 */
export function sampleDeals(doc, switches, players) {
  const out = [];
  const [a, b, c, d] = players;
  const base = { players: [...players], forehand: a, declarer: a, cents_per_point: doc.cents_per_point };
  if (doc.valat && VALAT_KEYS.some((k) => k in switches) && doc.games?.rufer) {
    out.push({
      key: "valat",
      text: "custom.sample_valat",
      record: { ...base, game: "rufer", won: true, partner: c, called_king: "HK", valat: { side: "declarer", announced: true, won: true } },
    });
  }
  const trischaken = Object.keys(switches).some((k) => k.startsWith("trischaken_") || k === "jungfrau_split");
  if (doc.games?.trischaken && trischaken) {
    const talonOut = doc.trischaken?.talon_out;
    const points = talonOut ? { [a]: 20, [b]: 40, [c]: 110, [d]: 10 } : { [a]: 20, [b]: 50, [c]: 110, [d]: 30 };
    out.push({ key: "trischaken", text: "custom.sample_trischaken", record: { ...base, game: "trischaken", trischaken: { points } } });
    // two tied for the most (with the Vorhand where her tie is changed), and one without a trick
    if (["trischaken_vorhand_tie", "trischaken_tied_losers"].some((k) => k in switches)) {
      const [x, y] = "trischaken_vorhand_tie" in switches ? [b, d] : [a, d];
      const tied = { [x]: talonOut ? 30 : 36, [y]: talonOut ? 12 : 24 };
      for (const p of [a, b, c, d]) tied[p] ??= 75;
      out.push({ key: "trischaken_tie", text: "custom.sample_trischaken_tie", record: { ...base, game: "trischaken", trischaken: { points: tied } } });
    }
    if ("jungfrau_split" in switches) {
      const jungfrau = { [a]: 60, [b]: talonOut ? 80 : 90, [c]: 60, [d]: 0 };
      out.push({ key: "jungfrau", text: "custom.sample_jungfrau", record: { ...base, game: "trischaken", trischaken: { points: jungfrau } } });
    }
  }
  return out;
}
