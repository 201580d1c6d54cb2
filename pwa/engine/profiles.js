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
import { get, hasOwn, isDict, isInt, isStr, longerThan, sorted, truthy } from "./py.js";
import { formatPoints, parsePoints, pointsText } from "./counting.js";
import { GAMES, KONTRA_NAMES, MAX_HOUSE_VALUE, PREMIUMS, SWITCHES as DECLARED, switchesOf } from "./vocabulary.js";

export { KONTRA_NAMES }; // ledger.js imports it here, as Python's ledger does

/** The game family this engine settles (a profile's ``family``). */
export const FAMILY = "koenigrufen";

/** One rule profile with house rules applied. Read-only by convention; shared between calls. */
export class Profile {
  constructor(data, houseRules = null) {
    this.data = data;
    this.id = data.id;
    this.version = data.version;
    this.games = data.games;
    this.premiums = data.premiums;
    this.threshold = data.threshold;
    this.cents_per_point = data.cents_per_point;
    this.kontra_levels = data.kontra.levels;
    this.kontra_on_points = data.kontra.on_points;
    this.failed_silent_counts = data.failed_silent_counts;
    this.valat = data.valat;
    this.trischaken = data.trischaken;
    this.clauses = data.clauses;
    this.disallowed = new Set(data.disallowed_premiums ?? []);
    this.house_rules = houseRules ?? {};
    Object.freeze(this);
  }

  game(gameId) {
    return this.games[gameId];
  }
}

/**
 * MalformedInput unless ``data`` looks like a profile document. (The full JSON Schema check is
 * Python's, where the documents come from; this only stops a wrong object early.)
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
}

/** Ids of the given Königrufen profile documents, sorted (another family's are left to its engine). */
export const profileIds = (documents) => sorted(documents.filter((d) => d?.family === FAMILY).map((d) => d.id));

/** The document a record without "profile" is settled by: the one that says "default": true. */
export const defaultProfile = (documents) => documents.find((d) => d?.family === FAMILY && d.default === true) ?? null;

export const MAX_PROFILE_ID = 64;

/**
 * ``profileId`` if it names one of ``documents`` (of any family: another family's is refused later
 * as NotAllowed); a profile is found by id, never by path. The error shows at most
 * MAX_PROFILE_ID characters of what was sent.
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
 */
export function resolveProfile(record, given) {
  if (given instanceof Profile) return given;
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
 * A family's cached loader ``(document, houseRules) → profile`` (both families build theirs here,
 * as Python's profile_builders): ``isPlain(houseRules)`` means none, ``key`` is the cache key.
 */
export function profileLoader(make, check, apply, isPlain = (h) => !truthy(h), key = JSON.stringify) {
  const cache = new WeakMap(); // document → Map(house rules JSON → profile)
  return function load(data, houseRules = null) {
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
      if (built.size >= CACHE_SIZE) built.delete(built.keys().next().value);
      built.set(k, profile);
    }
    return profile;
  };
}

/**
 * ``data`` with the declared default of each switch whose key it does not state (a copy when one is
 * missing; a table the profile does not have stays absent): twin of Python's with_defaults.
 */
export function withDefaults(data, family) {
  if (!isDict(data)) return data;
  const holder = (doc, key) => {
    let h = doc;
    for (const part of key.split(".").slice(0, -1)) h = isDict(h) ? h[part] : null;
    return isDict(h) ? h : null;
  };
  const lastOf = (key) => key.split(".").pop();
  const missing = switchesOf(family)
    .map((n) => DECLARED[n])
    .filter((s) => hasOwn(s, "default") && holder(data, s.sets) !== null && !hasOwn(holder(data, s.sets), lastOf(s.sets)));
  if (missing.length === 0) return data;
  const out = structuredClone(data);
  for (const s of missing) /** @type {{[key: string]: any}} */ (holder(out, s.sets))[lastOf(s.sets)] = s.default;
  return out;
}

/** The profile with house rules applied (cached: the same overrides give the same object). */
export const loadProfile = profileLoader(
  (d, h) => new Profile(withDefaults(d, FAMILY), h),
  checkProfileDocument,
  (d, h) => applyHouseRules(withDefaults(d, FAMILY), h),
);

// --- house rules (docs/rules.md §4): each switch checked by its declared type -------------------

function bool(field, v) {
  if (typeof v !== "boolean") throw new MalformedInput(field, v, "expected true or false", "value.yes_no");
}

const oneOf =
  (...choices) =>
  (field, v) => {
    if (!choices.includes(v)) {
      throw new MalformedInput(field, v, `expected one of ${choices.join(", ")}`, "house_rules.choice");
    }
  };

const whole = (lo, hi) => (field, v) => {
  if (!isInt(v) || !(lo <= v && v <= hi)) {
    throw new MalformedInput(field, v, `expected a whole number from ${lo} to ${hi}`, "number.range", { min: lo, max: hi });
  }
};

/** Card points as the records write them, "P/B" ("35/1"), or a whole number of thirds (106). */
const points = (lo, hi) => (field, v) => {
  const thirds = typeof v === "string" ? parsePoints(v, field) : v;
  if (!isInt(thirds) || !(lo <= thirds && thirds <= hi)) {
    throw new MalformedInput(field, v, `expected "P/B" from "${formatPoints(lo)}" to "${formatPoints(hi)}" (or thirds from ${lo} to ${hi})`, "points.between", {
      min: pointsText(lo),
      max: pointsText(hi),
    });
  }
};

const idList = (table) => (field, v, data) => {
  if (!Array.isArray(v)) throw new MalformedInput(field, v, `expected a list of ${table} ids`, "house_rules.list");
  v.forEach((item, i) => {
    if (!isStr(item) || !hasOwn(data[table], item)) notInProfile(`${field}.${i}`, item, table, data);
  });
};

/** A known game or premium the profile lacks is NotAllowed; an unknown id MalformedInput. */
function notInProfile(field, item, table, data) {
  if ((table === "games" ? GAMES : PREMIUMS).includes(item)) {
    throw new NotAllowed(field, item, `not a ${table.slice(0, -1)} of profile ${data.id}`, "house_rules.not_in_profile");
  }
  throw new MalformedInput(field, item, `not a ${table.slice(0, -1)} id`, "house_rules.unknown_id");
}

function announcedAndSilent(field, value) {
  const keys = isDict(value) ? sorted(Object.keys(value)) : [];
  if (keys.length === 0 || keys.some((k) => k !== "announced" && k !== "silent")) {
    throw new MalformedInput(field, value, 'expected {"announced": n, "silent": n}', "house_rules.values");
  }
  for (const key of keys) whole(0, MAX_HOUSE_VALUE)(`${field}.${key}`, value[key]);
}

/** A switch of values per game or premium id: each id one of the profile's, each value checked. */
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

/** The check of one declared switch (shared_rules/vocabulary.json), by its type. */
function switchCheck(s) {
  switch (s.type) {
    case "bool":
      return bool;
    case "whole":
      return whole(s.min, s.max);
    case "points":
      return points(s.min, s.max);
    case "choice":
      return oneOf(...s.choices.map((c) => c.id));
    case "ids":
      return idList(s.table);
    default:
      return values(s.table, s.value);
  }
}

/** Each house-rule switch of ``family`` with its check, in the vocabulary's order. */
export const switchChecks = (family) => Object.fromEntries(switchesOf(family).map((n) => [n, switchCheck(DECLARED[n])]));

/**
 * Each of ``rules`` checked by its switch in ``switches`` (an unknown one refused), in key order
 * (by code point, nested objects too, as Python's load_profile sees them); then a deep copy of
 * ``profile`` to apply them to: both families' applyHouseRules start here.
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

/** Each switch of ``rules`` that replaces one profile key (its ``sets``) replaces it in ``data``; card points as thirds. */
export function setPlainSwitches(data, rules, family) {
  for (const name of switchesOf(family)) {
    const s = DECLARED[name];
    if (!hasOwn(rules, name) || s.sets === null) continue;
    let value = rules[name];
    if (s.type === "points" && typeof value === "string") value = parsePoints(value, `house_rules.${name}`);
    const path = s.sets.split(".");
    const last = path.pop();
    let target = data;
    for (const part of path) target = target[part];
    target[last] = value;
  }
}

const SWITCHES = switchChecks(FAMILY);

/**
 * A new profile document with the named overrides applied; the original is not touched. Checked in
 * key order (by code point, nested objects too), as Python's load_profile sees them.
 */
export function applyHouseRules(profile, rules) {
  const data = checkedCopy(SWITCHES, profile, rules);
  if (hasOwn(rules, "jungfrau_split") && data.trischaken === null) {
    throw new NotAllowed("house_rules.jungfrau_split", rules.jungfrau_split, "this profile has no Trischaken", "house_rules.no_trischaken");
  }
  setPlainSwitches(data, rules, FAMILY);
  for (const [game, value] of Object.entries(get(rules, "game_values", {}))) data.games[game].value = value;
  for (const [name, values] of Object.entries(get(rules, "premium_values", {}))) {
    Object.assign(data.premiums[name], values);
  }
  for (const game of get(rules, "games_off", [])) delete data.games[game];
  data.disallowed_premiums = sorted(new Set([...(profile.disallowed_premiums ?? []), ...get(rules, "disallowed_premiums", [])]));
  return data;
}
