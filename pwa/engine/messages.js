/**
 * The message catalogue (twin of shared_rules/messages.py): what a refusal of the engine says to
 * players, in German and English. Every RuleError carries a ``code`` of the catalogue and the
 * ``params`` its ``{placeholders}`` need; the texts name no field path. The data is
 * ./messages_data.js, generated from shared_rules/messages.json.
 *
 * @example
 * render("trischaken.sum", { total: "80" }, "de"); // "Zusammen 80 statt 70 Punkte."
 * errorText({ code: "points.too_many", params: {} }, "en"); // "At most 70 points."
 */
import { MESSAGES } from "./messages_data.js";

export { MESSAGES };
export const LANGS = Object.freeze(["de", "en"]);
const PLACEHOLDER = /\{([a-z_]+)\}/g;

/**
 * The ``{names}`` a text needs.
 * @param {string} text
 * @returns {Set<string>}
 */
export function placeholders(text) {
  return new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]));
}

/**
 * The catalogue's text for ``code`` in ``lang`` (German if the language has none), placeholders filled; null for an unknown code.
 * @param {unknown} code
 * @param {{[name: string]: unknown} | null | undefined} params
 * @param {string} lang
 * @returns {string | null}
 */
export function render(code, params, lang) {
  if (typeof code !== "string" || !Object.hasOwn(MESSAGES, code)) return null;
  /** @type {{[lang: string]: string, de: string}} */
  const entry = MESSAGES[/** @type {keyof MESSAGES} */ (code)];
  const text = Object.hasOwn(entry, lang) ? entry[lang] : entry.de;
  const values = params ?? {};
  return text.replace(PLACEHOLDER, (whole, name) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * The player's text of an engine error ({code, params}) in ``lang``, or null if its code has none.
 * @param {{code?: unknown, params?: {[name: string]: unknown}} | null | undefined} error
 * @param {string} lang
 * @returns {string | null}
 */
export function errorText(error, lang) {
  return render(error?.code, error?.params, lang);
}
