/**
 * The texts that come from the rules: the words of the vocabulary (the house-rule switches with
 * their hints and choices, the Renonce rules and breaches, the Kontra levels) are not written in
 * the app's tables (strings.js) but read from it (shared_rules/vocabulary.json through the engine),
 * one home each, and added to STRINGS when this module loads; a refusal's text from the message
 * catalogue. Not on the app's start: the sheet and the list draw none of these, and the engine's
 * vocabulary and messages would load before their first paint (main.js loads this module with
 * every other screen).
 */
import { KONTRA_NAMES, VOCABULARY } from "../engine/vocabulary.js";
import { errorText } from "../engine/messages.js";
import { STRINGS, text } from "./strings.js";

export { STRINGS, text };

/**
 * The vocabulary's texts in ``lang`` under the keys the forms use: ``hr.<switch>`` (its label),
 * ``hr.<switch>.hint``, ``hr.<switch>.<choice>``; ``renonce.<rule>`` (Königrufen) and
 * ``breach.<rule>`` (Haferltarock); ``kontra.<level>`` (its name; ``kontra.0`` is written here).
 */
export function vocabularyTexts(lang) {
  const out = {};
  for (const s of VOCABULARY.house_rules) {
    out[`hr.${s.name}`] = s.label[lang];
    out[`hr.${s.name}.hint`] = s.hint[lang];
    for (const c of s.choices ?? []) out[`hr.${s.name}.${c.id}`] = c.label[lang];
  }
  KONTRA_NAMES.forEach((name, level) => {
    if (level > 0) out[`kontra.${level}`] = name; // the levels' names are German in every language
  });
  const prefixes = { koenigrufen: "renonce", haferltarock: "breach" };
  for (const [family, prefix] of Object.entries(prefixes)) {
    for (const r of VOCABULARY.renonce_rules[family]) out[`${prefix}.${r.id}`] = r.label[lang];
  }
  return out;
}

Object.assign(STRINGS.de, vocabularyTexts("de"));
Object.assign(STRINGS.en, vocabularyTexts("en"));

/** The form's words for the record fields the engine names (the first part of its path). */
const FIELD_KEYS = {
  game: "deal.game",
  declarer: "deal.declarer",
  partner: "deal.partner",
  called_king: "deal.king",
  king_in_talon: "deal.talon",
  conceded: "deal.conceded",
  bird: "deal.bird",
  won: "deal.outcome",
  declarer_points: "deal.points_pad",
  declarer_tricks: "deal.tricks",
  kontra: "deal.kontra",
  premiums: "deal.premiums",
  announcements: "deal.premiums",
  trischaken: "deal.trischaken",
  dealer: "deal.dealer",
  writing_error: "deal.writing_error",
  renonce: "field.renonce",
  breach: "deal.breach",
  valat: "field.valat",
  forehand: "field.forehand",
  players: "new.players",
  profile: "new.profile",
  house_rules: "new.house_rules",
  cents_per_point: "new.cents",
};

/**
 * A refusal of the engine ({kind, field, reason, code, params}: its RuleError, or a server problem
 * of the same shape) in the table's language: the message catalogue's text for its code
 * (shared_rules/messages.json, "Höchstens 70 Punkte."). Only an error without a known code (an
 * older server) falls back to ``refusal.<kind>.<field>`` (numbers in the path as ``n``, then
 * shorter paths), else the kind's text naming the field as the form calls it — never the path.
 * The engine's own reason (English, technical) is never shown to players.
 *
 * @example
 * refusal({ kind: "inconsistent", field: "won", reason: "…" }, "de")
 * // "Gewonnen oder verloren passt nicht zu den Punkten bzw. Stichen."
 * refusal({ kind: "malformed", field: "bird", reason: "…" }, "en") // "Bird: this cannot be read."
 */
export function refusal(error, lang) {
  const catalogue = errorText(error, lang);
  if (catalogue) return catalogue;
  const kind = STRINGS.de[`refusal.${error.kind}`] ? error.kind : "rule-error";
  const path = String(error.field ?? "")
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? "n" : part));
  for (let n = path.length; n > 0; n -= 1) {
    const key = `refusal.${kind}.${path.slice(0, n).join(".")}`;
    if (STRINGS.de[key]) return text(lang, key);
  }
  const fieldKey = Object.hasOwn(FIELD_KEYS, path[0]) ? FIELD_KEYS[path[0]] : null; // a field named constructor is no key
  return text(lang, `refusal.${kind}`, { field: text(lang, fieldKey ?? "refusal.field") });
}
