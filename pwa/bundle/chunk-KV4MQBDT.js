import {
  resembles
} from "./chunk-PK4STYAR.js";
import {
  FAMILY,
  MAX_PROFILE_ID,
  Profile,
  applyHouseRules,
  checkProfileDocument,
  withDefaults
} from "./chunk-76HJ52WC.js";
import {
  MAX_TITLE,
  MalformedInput,
  RuleError,
  hasOwn,
  isDict,
  isStr,
  pyRepr,
  titleProblem
} from "./chunk-5GM52YBN.js";

// pwa/engine/custom.js
var OVERLAY_KEYS = ["id", "name", "version", "switches"];
var MAX_VERSION = 64;
var InvalidOverlay = class extends MalformedInput {
};
var length = (text) => [...text].length;
function customProfile(base, overlay, officials = [base]) {
  checkProfileDocument(base);
  if (!isDict(overlay)) {
    throw new InvalidOverlay("overlay", overlay, 'expected {"id", "name", "version", "switches"}', "overlay.shape");
  }
  for (const key of Object.keys(overlay)) {
    if (!OVERLAY_KEYS.includes(key)) {
      throw new InvalidOverlay(`overlay.${key}`, overlay[key], `unknown key (known: ${OVERLAY_KEYS.join(", ")})`, "overlay.unknown_key");
    }
  }
  checkId(overlay.id, officials);
  checkName(overlay.name, officials);
  const version = overlay.version;
  if (!isStr(version) || !version.trim() || length(version) > MAX_VERSION) {
    throw new InvalidOverlay("overlay.version", version, `expected a version of 1 to ${MAX_VERSION} characters`, "overlay.version", {
      max: MAX_VERSION
    });
  }
  const data = withSwitches(withDefaults(base, FAMILY), hasOwn(overlay, "switches") ? overlay.switches : {});
  delete data.default;
  Object.assign(data, { id: overlay.id, name: overlay.name, version });
  data.base = { id: base.id, version: base.version };
  return new Profile(data);
}
function checkId(id, officials) {
  if (officials.some((d) => d.id === id)) {
    throw new InvalidOverlay("overlay.id", id, "the id of an official profile", "overlay.official_id");
  }
  if (!isStr(id) || length(id) > MAX_PROFILE_ID || !/^[a-z0-9-]+$/.test(id)) {
    throw new InvalidOverlay("overlay.id", id, `expected 1 to ${MAX_PROFILE_ID} of a-z, 0-9 and -`, "overlay.id", { max: MAX_PROFILE_ID });
  }
}
function checkName(name, officials) {
  if (!isStr(name) || !name.trim() || length(name) > MAX_TITLE) {
    throw new InvalidOverlay("overlay.name", name, `expected a name of 1 to ${MAX_TITLE} characters`, "overlay.name", { max: MAX_TITLE });
  }
  const problem = titleProblem(name);
  if (problem !== null) throw new InvalidOverlay("overlay.name", name, problem, "overlay.name_char", { max: MAX_TITLE });
  const official = resembles(
    name,
    officials.map((d) => String(d.name))
  );
  if (official !== null) {
    throw new InvalidOverlay("overlay.name", name, `reads as the name of the official profile ${pyRepr(official)}`, "overlay.official_name", {
      official
    });
  }
}
function withSwitches(base, switches) {
  if (!isDict(switches)) {
    throw new InvalidOverlay("overlay.switches", switches, "expected an object of named switches", "overlay.shape");
  }
  try {
    return applyHouseRules(base, switches);
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    const field = `overlay.switches.${err.field.replace(/^house_rules\./, "")}`;
    throw new InvalidOverlay(field, err.value, err.reason, err.code, err.params);
  }
}

export {
  customProfile
};
