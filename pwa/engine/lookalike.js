/**
 * Names that look alike: the confusable skeleton of Unicode's UTS #39 (twin of
 * shared_rules/lookalike.py, reading the same table: confusables_data.js, generated from
 * shared_rules/confusables.json by `make confusables`).
 *
 * Two names whose skeletons are equal read the same to a person ("Anna" and "Аnna" with a Cyrillic
 * А, "Ａnna" in fullwidth letters, "Ian" and "lan"): the server refuses such a pair at one table,
 * so the new-sheet form does too.
 *
 * @example
 * skeleton("\u0410nna") === skeleton("Anna"); // true
 * lookAlikePair(["Anna", "Bernd", "\uff21nna", "David"]); // [0, 2]
 */
import PROTOTYPES_BY_SHAPE from "./confusables_data.js";
import { MalformedInput } from "./errors.js";
import { pyRepr } from "./py.js";
import { VARIATION_SELECTORS, playerKey } from "./vocabulary.js";

/** @type {Map<string, string>} code point → its prototype (NFD) */
const PROTOTYPES = new Map();
for (const [proto, chars] of Object.entries(/** @type {Record<string, string>} */ (PROTOTYPES_BY_SHAPE))) {
  for (const ch of chars) PROTOTYPES.set(ch, proto);
}

const hex = (/** @type {number} */ n) => `\\u{${n.toString(16)}}`;
const VARIATION = new RegExp(`[${VARIATION_SELECTORS.map(([a, b]) => `${hex(a)}-${hex(b)}`).join("")}]`, "gu");
// the blanks that fold to one space (the same class as Python's: the two differ on \s)
const BLANKS = /[\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/gu;

/**
 * UTS #39's skeleton of ``text``: NFD, each code point its prototype, NFD again.
 * @param {string} text
 * @returns {string}
 */
export function skeleton(text) {
  let out = "";
  for (const ch of text.normalize("NFD")) out += PROTOTYPES.get(ch) ?? ch;
  return out.normalize("NFD");
}

/**
 * What ``name`` reads as: the skeletons of its NFKC folding (variation selectors dropped, blanks
 * one space, none around it), as written and case folded.
 * @param {string} name
 * @returns {Set<string>}
 */
export function lookAlikeKeys(name) {
  const plain = name
    .replace(VARIATION, "")
    .normalize("NFKC")
    .replace(BLANKS, " ")
    .replace(/^ +| +$/g, "");
  return new Set([skeleton(plain), skeleton(playerKey(plain))]);
}

/**
 * The first two of ``names`` that look alike but are different names (by playerKey), as indexes,
 * or null; what is not text is left to the checks that refuse it.
 * @param {readonly unknown[]} names
 * @returns {[number, number] | null}
 */
export function lookAlikePair(names) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const [j, name] of names.entries()) {
    if (typeof name !== "string") continue;
    const keys = lookAlikeKeys(name);
    const hits = [...keys].map((k) => seen.get(k)).filter((i) => i !== undefined && otherName(names[i], name));
    if (hits.length) return [Math.min(.../** @type {number[]} */ (hits)), j];
    for (const key of keys) if (!seen.has(key)) seen.set(key, j);
  }
  return null;
}

/** @type {(other: unknown, name: string) => boolean} */
const otherName = (other, name) => typeof other === "string" && playerKey(other) !== playerKey(name);

/**
 * The refusal of ``name`` beside ``other``, which reads the same: both named (names.look_alike).
 * @param {string} field
 * @param {string} name
 * @param {string} other
 * @param {string} [what]
 * @returns {MalformedInput}
 */
export function lookAlikeError(field, name, other, what = "player") {
  const reason = `${pyRepr(other)} and ${pyRepr(name)} look alike: ${what} names must read differently`;
  return new MalformedInput(field, name, reason, "names.look_alike", { first: other, second: name });
}

/**
 * Refuse two of ``names`` that look alike, naming the second (``field.j``) and both names.
 * @param {readonly unknown[]} names
 * @param {string} [field]
 */
export function checkLookAlikes(names, field = "players") {
  const pair = lookAlikePair(names);
  if (pair !== null) {
    const [first, second] = pair;
    throw lookAlikeError(`${field}.${second}`, String(names[second]), String(names[first]));
  }
}

/**
 * The first of ``others`` that ``name`` reads as, or null.
 * @param {string} name
 * @param {Iterable<string>} others
 * @returns {string | null}
 */
export function resembles(name, others) {
  const keys = lookAlikeKeys(name);
  for (const other of others) {
    for (const key of lookAlikeKeys(other)) if (keys.has(key)) return other;
  }
  return null;
}
