/**
 * The engine's vocabulary and limits, in one place: every id, switch, choice and bound, and the
 * player-name rule (twin of shared_rules/vocabulary.py).
 *
 * @example
 * playerKey("Anna") === playerKey("anna");          // true: one player
 * nameProblem(" Anna");                              // "a player name is 1 to 64 characters with no spaces around it"
 * checkNames(["Anna", "Bernd", "anna", "David"]);    // throws MalformedInput players
 */
import { MalformedInput } from "./errors.js";
import { codePoints, strip } from "./py.js";

export const GAMES = [
  "trischaken", "rufer", "piccolo", "zwiccolo", "bettel", "solorufer", "a_rufer", "besserrufer",
  "pagatrufer", "uhurufer", "kakadurufer", "quapilrufer", "farbendreier", "sechserdreier", "dreier",
  "farbensolo", "piccolo_ouvert", "zwiccolo_ouvert", "bettel_ouvert", "solodreier",
];
export const PREMIUMS = [
  "pagat", "uhu", "kakadu", "quapil", "koenig_ultimo", "trull", "vier_koenige", "mondfang", "sack1", "sack2",
];
export const BIRDS = ["pagat", "uhu", "kakadu", "quapil"];
export const SIDES = ["declarer", "opponents"];
export const GAME_KINDS = ["positive", "negative", "trischaken"];
/** The breaches a deal replay reports (docs/rules.md §5); a Renonce record may name one. */
export const RENONCE_RULES = [
  "farbzwang", "tarockzwang", "stichzwang", "pagat_last", "farbenspiel_lead", "discard", "bird_order",
  "own_king", "bird_missing", "wrong_leader", "card_not_held", "other",
];
/** The breaches a replay can find (every Renonce rule but "other"). */
export const REPLAY_RULES = RENONCE_RULES.filter((r) => r !== "other");

/** The choices of each house-rule switch that takes one of a few words (docs/rules.md §4). */
export const HOUSE_RULE_CHOICES = {
  four_kings: ["queen", "fourth_king", "forbidden"],
  kaiserstich: ["off", "any_order", "mond_skus_pagat"],
  jungfrau_split: ["share", "each"],
};
/** Every house-rule switch (docs/rules.md §4). */
export const HOUSE_RULES = [
  "kontra_on_points", "kontra_levels", "own_king_callable", "four_kings", "kaiserstich",
  "kaiserstich_negative", "disallowed_premiums", "failed_silent_counts", "jungfrau_split", "threshold",
  "game_values", "premium_values", "games_off",
];
/** The profile key each plain switch sets (the others edit tables); a line citing the key cites the switch too. */
export const HOUSE_RULE_KEYS = {
  kontra_on_points: "kontra.on_points", kontra_levels: "kontra.levels", own_king_callable: "own_king_callable",
  four_kings: "four_kings", kaiserstich: "kaiserstich", kaiserstich_negative: "kaiserstich_negative",
  failed_silent_counts: "failed_silent_counts", jungfrau_split: "trischaken.jungfrau_split", threshold: "threshold",
};
export const TALON_TO = ["last_trick", "first_six"];

// --- limits ------------------------------------------------------------------------------------
export const MAX_KONTRA_LEVEL = 5; // Mordkontra ×32
export const MAX_CENTS_PER_POINT = 100_000;
export const MAX_HOUSE_VALUE = 1000; // a game or premium value set by a house rule
export const MAX_NAME = 64; // characters of a player name
export const TEXT_LIMITS = { note: 1000, id: 100, "renonce.reason": 500 };

// Python's str.casefold, one character at a time: upper- then lower-casing gives the full folding
// (ß → ss, ς → σ, ſ → s) except for these few, which casefold maps elsewhere or not at all
function foldChar(ch) {
  const c = ch.codePointAt(0);
  if (c === 0x131) return ch; // dotless ı folds to itself
  if (c === 0x1e9e) return "ss"; // capital ẞ
  if ((c >= 0x13a0 && c <= 0x13fd) || (c >= 0xab70 && c <= 0xabbf)) return ch.toUpperCase(); // Cherokee folds to upper case
  return ch.toUpperCase().toLowerCase();
}

// printable ASCII without upper case letters: its own key
const PLAIN = /^[\x20-\x40\x5b-\x7e]*$/;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The identity of a player name (Python's ``unicodedata.normalize("NFC", name).casefold()``): two
 * names with the same key are the same player.
 */
export function playerKey(name) {
  if (PLAIN.test(name)) return name;
  if (ASCII.test(name)) return name.toLowerCase();
  let out = "";
  for (const ch of name.normalize("NFC")) out += foldChar(ch);
  return out;
}

/** Why ``name`` cannot be a player name, or null if it can. */
export function nameProblem(name) {
  if (typeof name !== "string" || name.length === 0 || codePoints(name) > MAX_NAME || strip(name) !== name) {
    return `a player name is 1 to ${MAX_NAME} characters with no spaces around it`;
  }
  return null;
}

/** Each name passes nameProblem; no player twice (by playerKey). */
export function checkNames(players, field = "players") {
  players.forEach((p, i) => {
    const problem = nameProblem(p);
    if (problem !== null) throw new MalformedInput(`${field}.${i}`, p, problem);
  });
  if (new Set(players.map(playerKey)).size !== players.length) {
    throw new MalformedInput(field, players, "player names must be different (Anna = anna)");
  }
}
