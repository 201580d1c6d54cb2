/**
 * The house-rule switches a new sheet offers: the vocabulary's (shared_rules/vocabulary.json, read
 * through the engine), each with where the profile document keeps its default; a profile is
 * offered those its engine takes. Their labels and hints are the vocabulary's too (i18n.js reads
 * them as ``hr.<switch>``, ``hr.<switch>.hint``, ``hr.<switch>.<choice>``). The two tables of
 * values (game_values, premium_values) are the tariff's (tariff.js): a table of numbers, not a
 * switch.
 *
 * @example
 * HOUSE_RULES.find((r) => r.key === "threshold").from(ooe) // "35/2": card points, as records write them
 * houseRulesFrom(ooe, { threshold: "35/1" })               // { threshold: "35/1" }
 */
import { formatPoints, parsePoints } from "../engine/counting.js";
import { VOCABULARY } from "../engine/vocabulary.js";

/** The value at a dotted ``path`` of a profile document (undefined when a table is missing). */
const at = (doc, path) => path.split(".").reduce((v, part) => (v == null ? undefined : v[part]), doc);

/** Card points typed in the form as thirds (null: not P/B). */
function pointsOf(text) {
  try {
    return parsePoints(text);
  } catch {
    return null;
  }
}

/**
 * One switch as the form offers it: its choices or pattern, and its value in a profile document (``from``).
 * @typedef {{key: string, type: string, options?: (number | string)[], table?: string, pattern?: string, from: (doc: object) => unknown}} FormRule
 */

/**
 * @param {import("../engine/vocabulary.js").Switch} s
 * @returns {Readonly<FormRule>}
 */
function formRule(s) {
  const rule = /** @type {FormRule} ``from`` is set below */ ({ key: s.name, type: s.type });
  // the vocabulary declares min and max with every "whole" switch, choices with every "choice" one
  const [min, max] = /** @type {[number, number]} */ ([s.min, s.max]);
  if (s.type === "whole") rule.options = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  if (s.type === "choice") rule.options = /** @type {NonNullable<typeof s.choices>} */ (s.choices).map((c) => c.id);
  if (s.type === "ids") rule.table = s.table;
  if (s.type === "points") rule.pattern = "\\s*\\d{1,2}(/[0-2])?\\s*";
  const base = (d) => at(d, s.sets) ?? s.default; // a profile that does not state it has the declared default
  rule.from = s.type === "ids" ? () => [] : s.type === "points" ? (d) => (Number.isInteger(base(d)) ? formatPoints(base(d)) : undefined) : base;
  return Object.freeze(rule);
}

/** Every switch the form can offer, in the vocabulary's order. */
export const HOUSE_RULES = VOCABULARY.house_rules.filter((s) => s.form).map(formRule);

/**
 * The switches (of ``rules``, the form's by default) a profile document takes: those its engine
 * accepts at the profile's own value (``load`` is the engine's loader; another family's switches
 * are unknown to it).
 *
 * @template {{ key: string, from: (doc: any) => any }} R
 * @param {any} doc
 * @param {(doc: any, houseRules: Record<string, any>) => unknown} load
 * @param {readonly R[]} [rules]
 * @returns {R[]}
 */
export function switchesOf(doc, load, rules = /** @type {readonly any[]} */ (HOUSE_RULES)) {
  return rules.filter((rule) => {
    try {
      load(doc, { [rule.key]: rule.from(doc) });
      return true;
    } catch {
      return false;
    }
  });
}

/** Only what differs from the profile goes into the sheet's house rules (card points as typed, trimmed). */
export function houseRulesFrom(doc, chosen) {
  const out = {};
  for (const rule of HOUSE_RULES) {
    if (!(rule.key in chosen)) continue;
    const base = rule.from(doc);
    let value = chosen[rule.key];
    let same = value === base;
    if (rule.type === "ids") same = value.length === 0;
    if (rule.type === "points") {
      value = String(value).trim();
      same = pointsOf(value) !== null && pointsOf(value) === pointsOf(base);
    }
    if (!same) out[rule.key] = value;
  }
  return out;
}

/** A switch's value as the form shows it beside a changed one ("ja", "35/2", "Dame rufen"); ``t`` is ui.js's. */
export function shown(rule, value, t) {
  if (rule.type === "bool") return t(value ? "hr.on" : "hr.off");
  if (rule.type === "choice") return t(`hr.${rule.key}.${value}`);
  return String(value);
}
