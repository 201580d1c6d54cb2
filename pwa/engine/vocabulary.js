/**
 * The engine's vocabulary and limits, in one place: every id, switch, choice and bound, and the
 * player-name rule (twin of shared_rules/vocabulary.py). The ids, switches and limits are data,
 * declared once in shared_rules/vocabulary.json; vocabulary_data.js is its generated copy.
 *
 * @example
 * playerKey("Anna") === playerKey("anna");          // true: one player
 * nameProblem(" Anna");                              // "a player name is 1 to 64 characters with no spaces around it"
 * nameProblem("An\u200bna");                        // "U+200B is a control, format or invisible character: …"
 * checkNames(["Anna", "Bernd", "anna", "David"]);    // throws MalformedInput players
 * switchesOf("haferltarock");                        // ["breach_loses", "game_values", "games_off"]
 */
import { MalformedInput } from "./errors.js";
import { codePoints, strip } from "./py.js";
import DATA from "./vocabulary_data.js";

/** @typedef {{de: string, en: string}} Label  a text in German and English */
/** @typedef {{id: string, label: Label, finding?: string}} RenonceRule  a breach a record may name */
/**
 * One house-rule switch as declared: its ``type`` decides which of the optional keys it has.
 * @typedef {object} Switch
 * @property {string} name
 * @property {"bool" | "whole" | "points" | "choice" | "ids" | "values"} type
 * @property {string | null} sets the profile key a plain switch replaces (null: it edits a table)
 * @property {string[]} families
 * @property {Label} label
 * @property {Label} hint
 * @property {boolean} form
 * @property {number} [min]
 * @property {number} [max]
 * @property {{id: string, label: Label}[]} [choices]
 * @property {"games" | "premiums"} [table]
 * @property {"whole" | "announced_silent"} [value]
 * @property {unknown} [default]
 * @property {unknown} [example]
 */
/**
 * The parsed shared_rules/vocabulary.json.
 * @typedef {object} Vocabulary
 * @property {string[]} families
 * @property {string[]} games
 * @property {string[]} premiums
 * @property {string[]} birds
 * @property {string[]} sides
 * @property {string[]} game_kinds
 * @property {string[]} talon_to
 * @property {{[family: string]: RenonceRule[]}} renonce_rules
 * @property {Switch[]} house_rules
 * @property {{kontra_names: string[], max_cents_per_point: number, max_house_value: number, max_name: number,
 *   max_title: number, max_stake: number, max_pot: number, profile_numbers: {[path: string]: number[]},
 *   text: {[field: string]: number}}} limits
 */

/**
 * ``value`` and everything in it frozen.
 * @template T
 * @param {T} value
 * @returns {T}
 */
const deepFreeze = (value) => {
  if (value !== null && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
};

/** The parsed shared_rules/vocabulary.json (frozen): what the forms and the API's schemas read too. */
export const VOCABULARY = deepFreeze(/** @type {Vocabulary} */ (DATA));

export const GAMES = VOCABULARY.games;
export const PREMIUMS = VOCABULARY.premiums;
export const BIRDS = VOCABULARY.birds;
export const SIDES = VOCABULARY.sides;
export const GAME_KINDS = VOCABULARY.game_kinds;

/**
 * The breaches a record of ``family`` may name (its Renonce or breach), in the forms' order.
 * @type {(family: string) => string[]}
 */
export const renonceRules = (family) => VOCABULARY.renonce_rules[family].map((r) => r.id);
/**
 * The German name a replay's finding gives each breach of ``family`` (docs/rules.md §5).
 * @type {(family: string) => {[rule: string]: string}}
 */
export const breachNames = (family) =>
  // the filter leaves the rules with a finding: each value a string
  /** @type {{[rule: string]: string}} */ (
    Object.fromEntries(VOCABULARY.renonce_rules[family].filter((r) => r.finding !== undefined).map((r) => [r.id, r.finding]))
  );

/** The breaches a deal replay reports (docs/rules.md §5); a Renonce record may name one. */
export const RENONCE_RULES = renonceRules("koenigrufen");
/** The breaches a replay can find (every Renonce rule with a finding: all but "other"). */
export const REPLAY_RULES = Object.keys(breachNames("koenigrufen"));

/** Every house-rule switch as declared (docs/rules.md §4), by name. */
export const SWITCHES = Object.fromEntries(VOCABULARY.house_rules.map((s) => [s.name, s]));
/**
 * The house-rule switches a family's engine takes, in the order it checks and lists them.
 * @type {(family: string) => string[]}
 */
export const switchesOf = (family) => VOCABULARY.house_rules.filter((s) => s.families.includes(family)).map((s) => s.name);

/** The choices of each house-rule switch that takes one of a few words (docs/rules.md §4). */
export const HOUSE_RULE_CHOICES = Object.fromEntries(
  VOCABULARY.house_rules.filter((s) => s.type === "choice").map((s) => [s.name, (s.choices ?? []).map((c) => c.id)]),
);
/** Every Königrufen house-rule switch (docs/rules.md §4). */
export const HOUSE_RULES = switchesOf("koenigrufen");
/** The profile key each plain switch sets (the others edit tables); a line citing the key cites the switch too. */
export const HOUSE_RULE_KEYS = Object.fromEntries(HOUSE_RULES.filter((n) => SWITCHES[n].sets !== null).map((n) => [n, SWITCHES[n].sets]));
export const TALON_TO = VOCABULARY.talon_to;

// --- limits ------------------------------------------------------------------------------------
export const KONTRA_NAMES = VOCABULARY.limits.kontra_names;
export const MAX_KONTRA_LEVEL = KONTRA_NAMES.length - 1; // Mordkontra ×32
export const MAX_CENTS_PER_POINT = VOCABULARY.limits.max_cents_per_point;
export const MAX_HOUSE_VALUE = VOCABULARY.limits.max_house_value; // a game or premium value set by a house rule
export const MAX_NAME = VOCABULARY.limits.max_name; // characters of a player name
export const MAX_TITLE = VOCABULARY.limits.max_title; // characters of a sheet's title
export const MAX_STAKE = VOCABULARY.limits.max_stake; // Grundbeträge each player pays into a pot
export const MAX_POT = VOCABULARY.limits.max_pot; // Grundbeträge a pot may hold
/** every number of a Königrufen profile by dotted path ("*": any key) → [least, most] (docs/rules.md §4.2) */
export const PROFILE_NUMBERS = VOCABULARY.limits.profile_numbers;
export const TEXT_LIMITS = VOCABULARY.limits.text;

/**
 * Code points a player name or a title cannot hold (inclusive ranges; twin of INVISIBLE_RANGES in
 * shared_rules/vocabulary.py, docs/rules.md §6): every Cc, Cf, Cs, Co, Zl and Zp code point in
 * Python's Unicode (14.0) and in Node's and the browsers' (up to 17.0), and the other
 * default-ignorable ones that show as nothing, but the variation selectors. A fixed table, not
 * ``\p{Cc}|\p{Cf}``: the runtimes know different Unicode versions (U+13439–U+1343F became Cf in
 * 15.0), and both engines must refuse exactly the same names.
 */
/** @type {Ranges} */
export const INVISIBLE_RANGES = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x0600, 0x0605],
  [0x061c, 0x061c],
  [0x06dd, 0x06dd],
  [0x070f, 0x070f],
  [0x0890, 0x0891],
  [0x08e2, 0x08e2],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xd800, 0xf8ff],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe00ff],
  [0xe01f0, 0xe0fff],
  [0xf0000, 0xffffd],
  [0x100000, 0x10fffd],
];
/**
 * Code points a multi-line text (a note, a Renonce reason) cannot hold: the controls but TAB, LF
 * and CR, and the bidi embeddings, overrides and isolates (twin of HIDDEN_IN_TEXT_RANGES).
 */
/** @type {Ranges} */
export const HIDDEN_IN_TEXT_RANGES = [
  [0x0000, 0x0008],
  [0x000b, 0x000c],
  [0x000e, 0x001f],
  [0x007f, 0x009f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
/**
 * The variation selectors (emoji, ideographic): a name may hold them, its identity does not.
 * @type {Ranges}
 */
export const VARIATION_SELECTORS = [
  [0xfe00, 0xfe0f],
  [0xe0100, 0xe01ef],
];

/** @typedef {[number, number][]} Ranges  inclusive code point ranges */

/** @type {(c: number) => string} */
const hex = (c) => c.toString(16).toUpperCase().padStart(4, "0");
// with the u flag a class matches code points: a lone surrogate is one, a pair is its character
/** @type {(ranges: Ranges, flags?: string) => RegExp} */
const charClass = (ranges, flags = "u") => new RegExp(`[${ranges.map(([a, b]) => `\\u{${hex(a)}}-\\u{${hex(b)}}`).join("")}]`, flags);
const INVISIBLE = charClass(INVISIBLE_RANGES);
const HIDDEN_IN_TEXT = charClass(HIDDEN_IN_TEXT_RANGES);
const VARIATION = charClass(VARIATION_SELECTORS, "gu");
const SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/gu; // Zs but U+0020

/** @type {(re: RegExp, text: string) => string | null} */
const found = (re, text) => {
  const m = re.exec(text);
  return m === null ? null : `U+${hex(/** @type {number} */ (m[0].codePointAt(0)))}`;
};

/**
 * The first code point of ``text`` a name or title cannot hold, as "U+XXXX", or null.
 * @type {(text: string) => string | null}
 */
export const invisibleChar = (text) => found(INVISIBLE, text);

/**
 * The first code point of a multi-line ``text`` that hides or reorders what it shows, or null.
 * @type {(text: string) => string | null}
 */
export const hiddenChar = (text) => found(HIDDEN_IN_TEXT, text);

// Python's str.casefold, one character at a time: upper- then lower-casing gives the full folding
// (ß → ss, ς → σ, ſ → s) except for these few, which casefold maps elsewhere or not at all
/**
 * @param {string} ch one code point
 * @returns {string}
 */
function foldChar(ch) {
  const c = /** @type {number} */ (ch.codePointAt(0));
  if (c === 0x131) return ch; // dotless ı folds to itself
  if (c === 0x1e9e) return "ss"; // capital ẞ
  if ((c >= 0x13a0 && c <= 0x13fd) || (c >= 0xab70 && c <= 0xabbf)) return ch.toUpperCase(); // Cherokee folds to upper case
  return ch.toUpperCase().toLowerCase();
}

// printable ASCII without upper case letters: its own key
const PLAIN = /^[\x20-\x40\x5b-\x7e]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: all of ASCII, control characters included
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The identity of a player name (Python's ``player_key``: NFC, variation selectors dropped, every
 * space a plain one, casefolded): two names with the same key are the same player.
 * @param {string} name
 * @returns {string}
 */
export function playerKey(name) {
  if (PLAIN.test(name)) return name;
  if (ASCII.test(name)) return name.toLowerCase();
  let out = "";
  // the selectors go first: one between a letter and its accent would keep NFC from composing
  for (const ch of name.replace(VARIATION, "").replace(SPACES, " ").normalize("NFC")) out += foldChar(ch);
  return out;
}

/**
 * Why ``title`` cannot be one line of text shown as a heading (a sheet's title, a rule set's
 * name), or null: at most MAX_TITLE characters, no control, line break, zero-width or bidi
 * character (twin of title_problem).
 * @param {unknown} title
 * @returns {string | null}
 */
export function titleProblem(title) {
  if (typeof title !== "string" || [...title].length > MAX_TITLE) return `a title is text of at most ${MAX_TITLE} characters`;
  const bad = invisibleChar(title);
  return bad === null ? null : `${bad} is a control, format or invisible character: a title cannot hold it`;
}

/**
 * Why ``name`` cannot be a player name, or null if it can (the checks in Python's order).
 * @param {unknown} name
 * @returns {string | null}
 */
export function nameProblem(name) {
  if (typeof name !== "string" || name.length === 0 || codePoints(name) > MAX_NAME) {
    return `a player name is 1 to ${MAX_NAME} characters with no spaces around it`;
  }
  const bad = invisibleChar(name);
  if (bad !== null) return `${bad} is a control, format or invisible character: a player name cannot hold it`;
  if (strip(name) !== name) return `a player name is 1 to ${MAX_NAME} characters with no spaces around it`;
  return null;
}

/**
 * Each name passes nameProblem; no player twice (by playerKey).
 * @param {unknown[]} players
 * @param {string} [field]
 * @returns {asserts players is string[]}
 */
export function checkNames(players, field = "players") {
  players.forEach((p, i) => {
    const problem = nameProblem(p);
    if (problem !== null) throw new MalformedInput(`${field}.${i}`, p, problem, "name.invalid", { max: MAX_NAME });
  });
  // every name passed nameProblem above: a string
  if (new Set(/** @type {string[]} */ (players).map(playerKey)).size !== players.length) {
    throw new MalformedInput(field, players, "player names must be different (Anna = anna)", "names.duplicate");
  }
}
