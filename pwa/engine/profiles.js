/**
 * Rule profiles and house rules (twin of shared_rules/profiles.py).
 *
 * A profile is the parsed document ``shared_rules/profiles/<id>.json`` as the server serves it
 * (``GET /api/v1/profiles``) or the precache holds it. Python validates those documents with their
 * JSON Schema; they reach the browser already valid, so the twin checks only that it was given a
 * profile document at all. House rules are the part a person types: they are checked here exactly
 * as Python checks them, field by field.
 *
 * @example
 * const ooe = loadProfile(ooeDocument);
 * ooe.game("sechserdreier").lost_factor === 2;
 * loadProfile(ooeDocument, { threshold: 106 }).threshold === 106;
 * loadProfile(ooeDocument, { threshold: "35/1" }).threshold === 106;
 * loadProfile(ooeDocument, { kontra_level: 4 }); // throws MalformedInput house_rules.kontra_level
 */
import { MalformedInput, NotAllowed } from "./errors.js";
import { get, hasOwn, isDict, isInt, isNone, isStr, longerThan, sorted, truthy } from "./py.js";
import { formatPoints, parsePoints, pointsText } from "./counting.js";
import { BIRDS, GAMES, KONTRA_NAMES, MAX_HOUSE_VALUE, PREMIUMS, PROFILE_NUMBERS, SWITCHES as DECLARED, switchesOf } from "./vocabulary.js";

export { KONTRA_NAMES }; // ledger.js imports it here, as Python's ledger does

/** @typedef {import("./types.js").ProfileData} ProfileData */
/** @typedef {import("./types.js").HouseRules} HouseRules */
/** @typedef {import("./types.js").GameSpec} GameSpec */
/** @typedef {import("./types.js").JsonObject} JsonObject */
/** @typedef {(field: string, value: unknown, data: ProfileData) => void} SwitchCheck  refuses a bad value of one switch */
/** @typedef {(field: string, value: unknown) => void} ValueCheck  a SwitchCheck that needs no profile */

/** The game family this engine settles (a profile's ``family``). */
export const FAMILY = "koenigrufen";

/** One rule profile with house rules applied. Read-only by convention; shared between calls. */
export class Profile {
  /**
   * @param {ProfileData} data a checked profile document
   * @param {HouseRules | null} [houseRules] the house rules applied to it
   */
  constructor(data, houseRules = null) {
    this.data = data;
    /** @type {string} */
    this.id = data.id;
    /** @type {string} */
    this.version = data.version;
    /** @type {{[gameId: string]: GameSpec}} */
    this.games = withBesserdreier(data);
    /** @type {{[name: string]: JsonObject}} */
    this.premiums = withPointsPremium(data);
    /** @type {number} thirds the declarer side needs */
    this.threshold = data.threshold;
    /** @type {number} */
    this.cents_per_point = data.cents_per_point;
    /** @type {number} */
    this.kontra_levels = data.kontra.levels;
    /** @type {boolean} */
    this.kontra_on_points = data.kontra.on_points;
    /** @type {boolean} */
    this.failed_silent_counts = data.failed_silent_counts;
    /** @type {JsonObject | null} */
    this.valat = data.valat;
    /** @type {JsonObject | null} */
    this.trischaken = data.trischaken;
    /** @type {{[rule: string]: string}} */
    this.clauses = data.clauses;
    /** @type {Set<string>} */
    this.disallowed = new Set(data.disallowed_premiums ?? []);
    /** @type {HouseRules} */
    this.house_rules = houseRules ?? {};
    Object.freeze(this);
  }

  /**
   * @param {string} gameId
   * @returns {GameSpec}
   */
  game(gameId) {
    return this.games[gameId];
  }
}

/** the game a profile's ``besserdreier`` adds: its Dreier raised by a bird (docs/rules.md §4.1) */
export const BESSERDREIER = "besserdreier";

/**
 * The profile's games, with the Besserdreier its ``besserdreier`` asks for: the Dreier's entry with a
 * compulsory announced bird (any of the four). Twin of with_besserdreier.
 * @param {ProfileData} data
 * @returns {{[gameId: string]: GameSpec}}
 */
export function withBesserdreier(data) {
  const { games } = data;
  if (!data.besserdreier || !hasOwn(games, "dreier") || hasOwn(games, BESSERDREIER)) return games;
  return { ...games, [BESSERDREIER]: { ...games.dreier, name: "Besserdreier", bird: "any" } };
}

/** the id of the card-point premium a profile's ``points_premium_thirds`` adds (docs/rules.md §4.1) */
export const POINTS_PREMIUM = "punkte";

/**
 * The profile's premiums, with the card-point premium of either side its ``points_premium_thirds``
 * asks for (none at 0, the default): twin of with_points_premium.
 *
 * @example
 * withPointsPremium(loadProfile(ooe, { points_premium: "44/2" }).data).punkte.min_thirds; // 134
 * @param {ProfileData} data
 * @returns {{[name: string]: JsonObject}}
 */
export function withPointsPremium(data) {
  const need = data.points_premium_thirds ?? 0;
  if (!need) return data.premiums;
  const entry = {
    name: `Punkte ${formatPoints(need)}`,
    announced: data.points_premium_announced ?? 2,
    silent: data.points_premium_silent ?? 0,
    announce_by: "anyone",
    min_thirds: need,
    clause: data.clauses.threshold,
  };
  return { ...data.premiums, [POINTS_PREMIUM]: entry };
}

/**
 * MalformedInput unless ``data`` looks like a profile document. (The full JSON Schema check is
 * Python's, where the documents come from; this only stops a wrong object early.)
 * @param {unknown} data
 * @returns {asserts data is ProfileData}
 */
export function checkProfileDocument(data) {
  if (isDict(data) && hasOwn(data, "family") && data.family !== FAMILY) {
    throw new NotAllowed("profile", data.id ?? null, `a ${data.family} profile, not a Königrufen profile`, "profile.other_family");
  }
  const ok =
    isDict(data) &&
    isStr(data.id) &&
    isStr(data.version) &&
    ["games", "premiums", "clauses", "kontra"].every((k) => isDict(data[k])) &&
    isInt(data.threshold) &&
    isInt(data.cents_per_point);
  if (!ok) {
    throw new MalformedInput("profile", data, "expected a profile document (shared_rules/profiles/<id>.json)", "profile.invalid");
  }
  checkNumbers(data);
}

/**
 * Each number of a profile document that PROFILE_NUMBERS bounds is a whole number within them
 * (twin of check_numbers: the profile schema states the same bounds), in the table's order.
 * @param {unknown} data
 */
export function checkNumbers(data) {
  for (const [path, [low, high]] of Object.entries(PROFILE_NUMBERS)) {
    for (const [where, value] of atPath(data, path.split("."), "")) {
      if (!isInt(value) || /** @type {number} */ (value) < low || /** @type {number} */ (value) > high) {
        throw new MalformedInput(where, value, `expected a whole number from ${low} to ${high}`, "profile.number", { min: low, max: high });
      }
    }
  }
}

/**
 * [dotted path, value] of each value at ``parts`` ("*": every key) that is there.
 * @param {unknown} node
 * @param {string[]} parts
 * @param {string} where
 * @returns {[string, unknown][]}
 */
function atPath(node, parts, where) {
  if (parts.length === 0) return [[where, node]];
  if (!isDict(node)) return [];
  const [first, ...rest] = parts;
  const keys = first === "*" ? Object.keys(node) : hasOwn(node, first) ? [first] : [];
  return keys.flatMap((key) => atPath(node[key], rest, where ? `${where}.${key}` : key));
}

/**
 * Ids of the given Königrufen profile documents, sorted (another family's are left to its engine).
 * @type {(documents: ProfileData[]) => string[]}
 */
export const profileIds = (documents) => sorted(documents.filter((d) => d?.family === FAMILY).map((d) => d.id));

/**
 * The document a record without "profile" is settled by: the one that says "default": true.
 * @type {(documents: ProfileData[]) => ProfileData | null}
 */
export const defaultProfile = (documents) => documents.find((d) => d?.family === FAMILY && d.default === true) ?? null;

export const MAX_PROFILE_ID = 64;

/**
 * ``profileId`` if it names one of ``documents`` (of any family: another family's is refused later
 * as NotAllowed); a profile is found by id, never by path. The error shows at most
 * MAX_PROFILE_ID characters of what was sent.
 * @param {unknown} profileId
 * @param {ProfileData[]} documents
 * @returns {string}
 */
export function knownProfileId(profileId, documents) {
  if (!isStr(profileId)) throw new MalformedInput("profile", profileId, "expected a profile id", "profile.missing");
  if (documents.some((d) => d?.id === profileId)) return profileId;
  if (longerThan(profileId, MAX_PROFILE_ID)) {
    const shown = String.fromCodePoint(...[...profileId].slice(0, MAX_PROFILE_ID).map((c) => /** @type {number} */ (c.codePointAt(0)))) + "…";
    throw new MalformedInput("profile", shown, `a profile id has at most ${MAX_PROFILE_ID} characters`, "profile.id_too_long", { max: MAX_PROFILE_ID });
  }
  const known = sorted(documents.filter((d) => isDict(d) && isStr(d.id)).map((d) => d.id));
  throw new MalformedInput("profile", profileId, `unknown profile (known: ${known.join(", ")})`, "profile.unknown");
}

/**
 * The document a record names (``record.profile``, else the default), chosen from ``documents`` as
 * Python's settle() chooses among its bundled files, with the same errors.
 * @param {unknown} record
 * @param {ProfileData[]} documents
 * @returns {ProfileData | undefined}
 */
export function profileFor(record, documents) {
  const given = isDict(record) && hasOwn(record, "profile");
  const id = knownProfileId(given ? record.profile : defaultProfile(documents)?.id, documents);
  const houseRules = isDict(record) ? get(record, "house_rules") : null;
  if (truthy(houseRules) && !isDict(houseRules)) {
    throw new MalformedInput("house_rules", houseRules, "expected an object of named switches", "house_rules.shape");
  }
  return documents.find((d) => d?.id === id); // another family's profile: loadProfile refuses it
}

/**
 * The Profile a record (or a replay body) is settled by, given as to settle(): a Profile is used as
 * it is; a profile document, or a list of them, gets the record's house rules applied on top.
 * @param {JsonObject} record
 * @param {Profile | ProfileData | ProfileData[]} given
 * @returns {Profile}
 */
export function resolveProfile(record, given) {
  if (given instanceof Profile) return given;
  /** @type {unknown} */
  let doc = given;
  if (Array.isArray(given)) {
    doc = profileFor(record, given);
  } else {
    checkProfileDocument(given);
    // a record that names another profile gets the error Python gives for a profile it does not have
    if (hasOwn(record, "profile") && record.profile !== given.id) profileFor(record, [given]);
  }
  return loadProfile(doc, get(record, "house_rules"));
}

const CACHE_SIZE = 256;

/**
 * No house rules: null (or absent) or an empty object, as Python's load_profile; anything else is
 * checked, so an empty list or false is refused, never read as "none".
 * @type {(h: unknown) => boolean}
 */
export const noHouseRules = (h) => isNone(h) || (isDict(h) && Object.keys(h).length === 0);

/**
 * A family's cached loader ``(document, houseRules) → profile`` (both families build theirs here,
 * as Python's profile_builders): ``isPlain(houseRules)`` means none, ``key`` is the cache key.
 * @template P
 * @param {(data: ProfileData, houseRules: HouseRules | null) => P} make
 * @param {(data: unknown) => void} check
 * @param {(data: ProfileData, rules: HouseRules) => ProfileData} apply
 * @param {(houseRules: unknown) => boolean} [isPlain]
 * @param {(houseRules: HouseRules) => string} [key]
 * @returns {(data: unknown, houseRules?: unknown) => P} ``data`` is checked once, the first time
 */
export function profileLoader(make, check, apply, isPlain = noHouseRules, key = JSON.stringify) {
  /** @type {WeakMap<ProfileData, Map<string, P>>} */
  const cache = new WeakMap(); // document → Map(house rules JSON → profile)
  return function load(given, houseRules = null) {
    const data = /** @type {ProfileData} */ (given); // check() refuses anything else before it is used
    let built = cache.get(data);
    if (built === undefined) {
      check(data);
      built = new Map();
      cache.set(data, built);
    }
    if (isPlain(houseRules)) {
      let plain = built.get("");
      if (plain === undefined) built.set("", (plain = make(data, null)));
      return plain;
    }
    if (!isDict(houseRules)) {
      throw new MalformedInput("house_rules", houseRules, "expected an object of named switches", "house_rules.shape");
    }
    const k = key(houseRules);
    let profile = built.get(k);
    if (profile === undefined) {
      profile = make(apply(data, houseRules), JSON.parse(k));
      if (built.size >= CACHE_SIZE) built.delete(/** @type {string} */ (built.keys().next().value)); // full: not empty
      built.set(k, profile);
    }
    return profile;
  };
}

/**
 * ``data`` with the declared default of each switch whose key it does not state (a copy when one is
 * missing; a table the profile does not have stays absent): twin of Python's with_defaults.
 * @param {ProfileData} data
 * @param {string} family
 * @returns {ProfileData}
 */
export function withDefaults(data, family) {
  if (!isDict(data)) return data;
  /** @type {(doc: JsonObject, key: string) => JsonObject | null} the object that holds the dotted ``key`` */
  const holder = (doc, key) => {
    let h = doc;
    for (const part of key.split(".").slice(0, -1)) h = isDict(h) ? h[part] : null;
    return isDict(h) ? h : null;
  };
  /** @type {(key: string) => string} */
  const lastOf = (key) => /** @type {string} */ (key.split(".").pop());
  const missing = switchesOf(family)
    .map((n) => DECLARED[n])
    // a switch with a default sets a key (vocabulary.schema.json): ``sets`` is a string
    .filter(
      (s) =>
        hasOwn(s, "default") &&
        holder(data, /** @type {string} */ (s.sets)) !== null &&
        !hasOwn(/** @type {JsonObject} */ (holder(data, /** @type {string} */ (s.sets))), lastOf(/** @type {string} */ (s.sets))),
    );
  if (missing.length === 0) return data;
  const out = structuredClone(data);
  for (const s of missing) /** @type {JsonObject} */ (holder(out, /** @type {string} */ (s.sets)))[lastOf(/** @type {string} */ (s.sets))] = s.default;
  return out;
}

/** The profile with house rules applied (cached: the same overrides give the same object). */
export const loadProfile = profileLoader(
  (d, h) => new Profile(withDefaults(d, FAMILY), h),
  checkProfileDocument,
  (d, h) => applyHouseRules(withDefaults(d, FAMILY), h),
);

// --- house rules (docs/rules.md §4): each switch checked by its declared type -------------------

/** @type {ValueCheck} */
function bool(field, v) {
  if (typeof v !== "boolean") throw new MalformedInput(field, v, "expected true or false", "value.yes_no");
}

/** @type {(...choices: string[]) => ValueCheck} */
const oneOf =
  (...choices) =>
  (field, v) => {
    if (!choices.includes(/** @type {string} */ (v))) {
      throw new MalformedInput(field, v, `expected one of ${choices.join(", ")}`, "house_rules.choice");
    }
  };

/** @type {(lo: number, hi: number) => ValueCheck} */
const whole = (lo, hi) => (field, v) => {
  if (!isInt(v) || !(lo <= v && v <= hi)) {
    throw new MalformedInput(field, v, `expected a whole number from ${lo} to ${hi}`, "number.range", { min: lo, max: hi });
  }
};

/**
 * Card points as the records write them, "P/B" ("35/1"), or a whole number of thirds (106).
 * @type {(lo: number, hi: number) => ValueCheck}
 */
const points = (lo, hi) => (field, v) => {
  const thirds = typeof v === "string" ? parsePoints(v, field) : v;
  if (!isInt(thirds) || !(lo <= thirds && thirds <= hi)) {
    throw new MalformedInput(field, v, `expected "P/B" from "${formatPoints(lo)}" to "${formatPoints(hi)}" (or thirds from ${lo} to ${hi})`, "points.between", {
      min: pointsText(lo),
      max: pointsText(hi),
    });
  }
};

/** @type {(table: string) => SwitchCheck} */
const idList = (table) => (field, v, data) => {
  if (!Array.isArray(v)) throw new MalformedInput(field, v, `expected a list of ${table} ids`, "house_rules.list");
  v.forEach((item, i) => {
    if (!isStr(item) || !hasOwn(data[table], item)) notInProfile(`${field}.${i}`, item, table, data);
  });
};

/**
 * A known game or premium the profile lacks is NotAllowed; an unknown id MalformedInput.
 * @param {string} field
 * @param {unknown} item
 * @param {string} table
 * @param {ProfileData} data
 * @returns {never}
 */
function notInProfile(field, item, table, data) {
  if ((table === "games" ? GAMES : PREMIUMS).includes(/** @type {string} */ (item))) {
    throw new NotAllowed(field, item, `not a ${table.slice(0, -1)} of profile ${data.id}`, "house_rules.not_in_profile");
  }
  throw new MalformedInput(field, item, `not a ${table.slice(0, -1)} id`, "house_rules.unknown_id");
}

/**
 * @param {string} field
 * @param {unknown} value
 */
function announcedAndSilent(field, value) {
  const keys = isDict(value) ? sorted(Object.keys(value)) : [];
  if (keys.length === 0 || keys.some((k) => k !== "announced" && k !== "silent")) {
    throw new MalformedInput(field, value, 'expected {"announced": n, "silent": n}', "house_rules.values");
  }
  for (const key of keys) whole(0, MAX_HOUSE_VALUE)(`${field}.${key}`, /** @type {JsonObject} */ (value)[key]); // keys: value is an object
}

/**
 * A switch of values per game or premium id: each id one of the profile's, each value checked.
 * @param {string} table
 * @param {string | undefined} value
 * @returns {SwitchCheck}
 */
function values(table, value) {
  const item = table.slice(0, -1);
  const shape = value === "whole" ? `expected {${item}: value}` : `{${item}: {"announced": n, "silent": n}}`;
  const checkValue = value === "whole" ? whole(0, MAX_HOUSE_VALUE) : announcedAndSilent;
  return (field, v, data) => {
    if (!isDict(v)) throw new MalformedInput(field, v, shape, "house_rules.values");
    for (const key of sorted(Object.keys(v))) {
      if (!hasOwn(data[table], key)) notInProfile(`${field}.${key}`, key, table, data);
      checkValue(`${field}.${key}`, v[key]);
    }
  };
}

/**
 * The check of one declared switch (shared_rules/vocabulary.json), by its type (which decides the keys it has).
 * @param {import("./vocabulary.js").Switch} s
 * @returns {SwitchCheck}
 */
function switchCheck(s) {
  switch (s.type) {
    case "bool":
      return bool;
    case "whole":
      return whole(/** @type {number} */ (s.min), /** @type {number} */ (s.max));
    case "points":
      return points(/** @type {number} */ (s.min), /** @type {number} */ (s.max));
    case "choice":
      return oneOf(.../** @type {{id: string}[]} */ (s.choices).map((c) => c.id));
    case "ids":
      return idList(/** @type {string} */ (s.table));
    default:
      return values(/** @type {string} */ (s.table), s.value);
  }
}

/**
 * Each house-rule switch of ``family`` with its check, in the vocabulary's order.
 * @type {(family: string) => {[name: string]: SwitchCheck}}
 */
export const switchChecks = (family) => Object.fromEntries(switchesOf(family).map((n) => [n, switchCheck(DECLARED[n])]));

/**
 * Each of ``rules`` checked by its switch in ``switches`` (an unknown one refused), in key order
 * (by code point, nested objects too, as Python's load_profile sees them); then a deep copy of
 * ``profile`` to apply them to: both families' applyHouseRules start here.
 * @param {{[name: string]: SwitchCheck}} switches
 * @param {ProfileData} profile
 * @param {HouseRules} rules
 * @returns {ProfileData}
 */
export function checkedCopy(switches, profile, rules) {
  for (const name of sorted(Object.keys(rules))) {
    const check = get(switches, name);
    if (check === null) {
      throw new MalformedInput(`house_rules.${name}`, rules[name], `unknown house rule (known: ${Object.keys(switches).join(", ")})`, "house_rules.unknown");
    }
    check(`house_rules.${name}`, rules[name], profile);
  }
  return structuredClone(profile);
}

/**
 * Each switch of ``rules`` that replaces one profile key (its ``sets``) replaces it in ``data``; card points as thirds.
 * @param {ProfileData} data
 * @param {HouseRules} rules
 * @param {string} family
 */
export function setPlainSwitches(data, rules, family) {
  for (const name of switchesOf(family)) {
    const s = DECLARED[name];
    if (!hasOwn(rules, name) || s.sets === null) continue;
    let value = rules[name];
    if (s.type === "points" && typeof value === "string") value = parsePoints(value, `house_rules.${name}`);
    const path = s.sets.split(".");
    const last = /** @type {string} */ (path.pop());
    let target = data;
    for (const part of path) target = target[part];
    target[last] = value;
  }
}

const SWITCHES = switchChecks(FAMILY);

/**
 * The birds a Dreier may announce under ``data`` and ``rules``: what a Besserdreier needs (twin of _dreier_birds).
 * @param {ProfileData} data
 * @param {HouseRules} rules
 * @returns {string[]}
 */
function dreierBirds(data, rules) {
  const allowed = data.games.dreier.premiums ?? [];
  const off = new Set([...(data.disallowed_premiums ?? []), ...get(rules, "disallowed_premiums", [])]);
  return BIRDS.filter((b) => hasOwn(data.premiums, b) && !off.has(b) && (allowed === "all" || allowed.includes(b)));
}

/**
 * NotAllowed for a switch that sets a key of a table the profile does not have (a Valat switch
 * where there is no valat, a Trischaken one where there is no Trischaken): twin of Python's.
 * @param {ProfileData} data
 * @param {HouseRules} rules
 */
function refuseMissingTables(data, rules) {
  for (const name of sorted(Object.keys(rules))) {
    const sets = DECLARED[name].sets ?? "";
    const table = sets.includes(".") ? sets.split(".")[0] : null;
    if (table === "valat" && data.valat === null) {
      throw new NotAllowed(`house_rules.${name}`, rules[name], "this profile has no Valat", "house_rules.no_valat");
    }
    if (table === "trischaken" && data.trischaken === null) {
      throw new NotAllowed(`house_rules.${name}`, rules[name], "this profile has no Trischaken", "house_rules.no_trischaken");
    }
  }
  if (truthy(get(rules, "besserdreier", false)) && hasOwn(data.games, "dreier") && dreierBirds(data, rules).length === 0) {
    throw new NotAllowed("house_rules.besserdreier", rules.besserdreier, "in this profile's Dreier no bird may be announced", "house_rules.no_bird");
  }
}

/**
 * A new profile document with the named overrides applied; the original is not touched. Checked in
 * key order (by code point, nested objects too), as Python's load_profile sees them.
 * @param {ProfileData} profile
 * @param {HouseRules} rules
 * @returns {ProfileData}
 */
export function applyHouseRules(profile, rules) {
  const data = checkedCopy(SWITCHES, profile, rules);
  refuseMissingTables(data, rules);
  setPlainSwitches(data, rules, FAMILY);
  for (const [game, value] of Object.entries(get(rules, "game_values", {}))) data.games[game].value = value;
  for (const [name, values] of Object.entries(get(rules, "premium_values", {}))) {
    Object.assign(data.premiums[name], values);
  }
  for (const game of get(rules, "games_off", [])) delete data.games[game];
  data.disallowed_premiums = sorted(new Set([...(profile.disallowed_premiums ?? []), ...get(rules, "disallowed_premiums", [])]));
  return data;
}
