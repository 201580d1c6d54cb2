/**
 * The shapes the engine passes around, as JSDoc types for the type check (tsconfig.json); the twin
 * of shared_rules/types.py. Nothing here runs: a module names a type as
 * `import("./types.js").Line` in JSDoc (never `@import`, whose `from "…"` api/pwa.py would read
 * as a module the app loads).
 *
 * The JSON shapes are plain objects of any keys, not exact types: the readers (record.js,
 * replay_input.js) and the profile checks decide at run time what a document holds; a name here
 * says which document a value is.
 */

/** @typedef {string} Player  a name as written in ``players`` */
/** @typedef {string} Card  a canonical card code ("T21", "SKUS", "HK") */
/** @typedef {number} Thirds  card points in thirds (0–210) */
/** @typedef {number | import("./fraction.js").Fraction} Amount  an int, or a Fraction two renoncers share */
/** @typedef {{[key: string]: any}} JsonObject  a JSON object of free or checked shape */
/** @typedef {JsonObject} DealRecord  a deal record as the API and the vectors write it */
/** @typedef {JsonObject} ProfileData  a rule profile document */
/** @typedef {JsonObject} HouseRules  switch id -> value (vocabulary.json ``switches``) */
/** @typedef {JsonObject} GameSpec  one game's entry of a profile */
/** @typedef {JsonObject} Result  what settle/replay return: points, money, lines, … */
/** @typedef {JsonObject} Line  one line of a settlement: item, text, side, points, money_cents, … */
/** @typedef {{[player: string]: number}} Points  player -> whole points or cents */

export {};
