/**
 * The route (everything after # in the address) read and checked in one place, before any part
 * of it names a stored sheet or goes into an API URL: a sheet or entry id is a canonical UUID, a
 * share token 43–128 base64url characters, a role `edit` or `view`. A link that is not one of
 * these is an invalid link (``{head: "invalid"}``): the app says so and sends and stores nothing
 * (a crafted `#/join/..%2Fprofiles%2Fooe-2023/…` would otherwise put the bearer token on another
 * API path). Pure: ui.js reads the address, the tests call parseRoute.
 *
 * @example
 * parseRoute("#/s/0b6c…/deal") // {head: "s", id: "0b6c…", sub: "deal", arg: undefined}
 * parseRoute("#/join/..%2Fx/view/abc") // {head: "invalid"}
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const TOKEN = /^[A-Za-z0-9_-]{43,128}$/;
export const ROLES = ["edit", "view"];
// the screens of one sheet (#/s/<id>/<sub>) and whether they take an entry id
const SHEET_SCREENS = new Map([
  ["", false],
  ["deal", true],
  ["row", true],
  ["check", true],
  ["evening", false],
  ["share", false],
  ["menu", false], // the sheet's own settings: rename, archive, continue, delete (h19-life)
  ["tariff", false],
  ["verify", true], // check21: a deal checked card by card (issue 21)
]);

// the screens of one round (#/r/<id>/<sub>, issue 20)
const ROUND_SCREENS = new Set(["", "season", "share", "evening"]);
// turnier23: a tournament's organiser screens (#/t/<id>/<sub>[/<round>], issue 23)
const TOURNAMENT_SCREENS = new Set(["", "slips"]);
const ROUND_NUMBER = /^[1-9][0-9]?$/;

/**
 * Where a fragment points (parseRoute).
 * @typedef {object} Route
 * @property {string} head "sheets", "new", "settings", "join", "s" (a sheet), "newround", "r" (a
 *   round), "rjoin" (a round's link), "verify" (a deal checked card by card), "tournaments" (the
 *   organiser's list), "t" (a tournament), "tlive" (a tournament's live ranking), "tcup" (a cup's standing) or "invalid"
 * @property {string} [id] the sheet
 * @property {string} [role] join: "edit" or "view"
 * @property {string} [token] join: the share token
 * @property {string} [sub] s: the screen within the sheet ("" the sheet itself)
 * @property {string} [arg] s: the entry a screen opens; t: the round a screen shows
 */

/** @type {Readonly<Route>} */
const INVALID = Object.freeze({ head: "invalid" });

const isUuid = (s) => typeof s === "string" && UUID.test(s);

/** The parts of a fragment ("#/s/<id>/deal"), decoded; null when one is not decodable. */
export function routeParts(hash) {
  try {
    return (hash.replace(/^#\/?/, "") || "").split("/").map(decodeURIComponent);
  } catch {
    return null; // a stray % (URIError): no route
  }
}

/**
 * What a fragment asks for: {head: "sheets"} (the list), {head: "new"}, {head: "join", id, role,
 * token}, {head: "s", id, sub, arg} or {head: "invalid"}.
 * @param {string} hash
 * @returns {Route}
 */
export function parseRoute(hash) {
  const parts = routeParts(hash);
  if (!parts) return INVALID;
  const [head, id, sub, arg, ...rest] = parts;
  if (head === "" && parts.length === 1) return { head: "sheets" };
  if (head === "new" && parts.length === 1) return { head: "new" };
  if (head === "settings" && parts.length === 1) return { head: "settings" };
  if (head === "join") {
    const [role, token] = [sub, arg];
    if (rest.length || !isUuid(id) || !ROLES.includes(role) || typeof token !== "string" || !TOKEN.test(token)) return INVALID;
    return { head, id, role, token };
  }
  if (head === "newround" && parts.length === 1) return { head };
  if (head === "verify" && parts.length === 1) return { head }; // check21: a deal checked on its own
  if (head === "rjoin") {
    const [role, token] = [sub, arg];
    if (rest.length || !isUuid(id) || !ROLES.includes(role) || typeof token !== "string" || !TOKEN.test(token)) return INVALID;
    return { head, id, role, token };
  }
  if (head === "t") {
    // turnier23: #/t (the organiser's tournaments), #/t/<id>, #/t/<id>/slips/<round>
    if (parts.length === 1) return { head: "tournaments" };
    const screen = sub ?? "";
    if (rest.length || !isUuid(id) || !TOURNAMENT_SCREENS.has(screen)) return INVALID;
    if (screen === "slips" ? !ROUND_NUMBER.test(arg ?? "") : arg !== undefined) return INVALID;
    return { head, id, sub: screen, arg };
  }
  if (head === "tlive" || head === "tcup") {
    // turnier23: the public live ranking or a cup's standing, its view token in the fragment (never sent as a path)
    if (rest.length || arg !== undefined || !isUuid(id) || typeof sub !== "string" || !TOKEN.test(sub)) return INVALID;
    return { head, id, token: sub };
  }
  if (head === "r") {
    const screen = sub ?? "";
    if (rest.length || arg !== undefined || !isUuid(id) || !ROUND_SCREENS.has(screen)) return INVALID;
    return { head, id, sub: screen };
  }
  if (head === "s") {
    const screen = sub ?? "";
    if (rest.length || !isUuid(id) || !SHEET_SCREENS.has(screen)) return INVALID;
    const takesEntry = SHEET_SCREENS.get(screen);
    if (arg !== undefined && !(takesEntry && isUuid(arg))) return INVALID;
    return { head, id, sub: screen, arg };
  }
  return INVALID;
}
