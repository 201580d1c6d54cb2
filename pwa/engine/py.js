/**
 * The few Python semantics the engine relies on, spelt out for JSON values, so both engines read a
 * record alike: truthiness, whole numbers, own keys only, code-point order and length, and
 * Python's whitespace (str.strip differs from String.prototype.trim).
 *
 * @example
 * truthy({}) === false && truthy([0]) === true;
 * isInt(3) && !isInt(true) && !isInt(3.5);
 * byCodePoint("\u{1F600}", "\uFFFD") > 0;   // UTF-16 order would say < 0
 */

/** @typedef {import("./types.js").JsonObject} JsonObject */

/**
 * Python's bool(value) for a JSON value.
 * @param {any} value
 * @returns {boolean}
 */
export function truthy(value) {
  if (value === null || value === undefined) return false;
  switch (typeof value) {
    case "boolean":
      return value;
    case "number":
      return value !== 0;
    case "string":
      return value.length > 0;
    default:
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (Object.hasOwn(value, key)) return true;
      return false;
  }
}

/**
 * A whole JSON number, not a boolean (JSON has one number type: 2.0 reads as 2).
 * @param {unknown} value
 * @returns {value is number}
 */
export function isInt(value) {
  return typeof value === "number" && Number.isInteger(value);
}

/**
 * A JSON object (Python dict): not null, not an array.
 * @param {unknown} value
 * @returns {value is JsonObject}
 */
export function isDict(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** @type {(value: unknown) => value is string} */
export const isStr = (value) => typeof value === "string";

/** @type {(obj: object, key: PropertyKey) => boolean} */
export const hasOwn = (obj, key) => Object.hasOwn(obj, key);

/**
 * dict.get(key) / dict.get(key, fallback): own keys only, null for a missing key.
 * @param {JsonObject} obj
 * @param {string} key
 * @param {any} [fallback]
 * @returns {any}
 */
export function get(obj, key, fallback = null) {
  return Object.hasOwn(obj, key) ? obj[key] : fallback;
}

/**
 * Python's ``value is None`` for a field read with get(): JSON null or absent.
 * @type {(value: unknown) => value is null | undefined}
 */
export const isNone = (value) => value === null || value === undefined;

/**
 * A fresh plain object with the given keys (a player called "__proto__" stays a key).
 * @template T
 * @param {Iterable<string>} keys
 * @param {T} value
 * @returns {{[key: string]: T}}
 */
export function fromKeys(keys, value) {
  /** @type {{[key: string]: T}} */
  const out = {};
  for (const key of keys) put(out, key, value);
  return out;
}

/**
 * out[key] = value, also for the key "__proto__".
 * @param {{[key: string]: any}} out
 * @param {string} key
 * @param {unknown} value
 */
export function put(out, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    out[key] = value;
  }
}

/**
 * Compare two strings by Unicode code point, as Python does (never by locale, never UTF-16).
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function byCodePoint(a, b) {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = /** @type {number} */ (a.codePointAt(i)); // i < length: a code point
    const y = /** @type {number} */ (b.codePointAt(i));
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/**
 * sorted(strings)
 * @type {(strings: Iterable<string>) => string[]}
 */
export const sorted = (strings) => [...strings].sort(byCodePoint);

/**
 * len(text) in code points.
 * @param {string} text
 * @returns {number}
 */
export function codePoints(text) {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/**
 * len(text) > limit, cheaply when the UTF-16 length already settles it.
 * @type {(text: string, limit: number) => boolean}
 */
export const longerThan = (text, limit) => text.length > limit && codePoints(text) > limit;

// str.isspace: Python counts U+001C–U+001F and U+0085 as whitespace, JavaScript's trim counts U+FEFF
const WS = "\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const BLANK = new RegExp(`^[${WS}]*$`);
const EDGES = new RegExp(`^[${WS}]+|[${WS}]+$`, "g");

/**
 * not text.strip()
 * @type {(text: string) => boolean}
 */
export const isBlank = (text) => BLANK.test(text);

/**
 * text.strip()
 * @type {(text: string) => string}
 */
export const strip = (text) => text.replace(EDGES, "");

/**
 * Set equality of two lists of strings (Python ``set(a) != set(b)``).
 * @param {Iterable<string>} a
 * @param {Iterable<string>} b
 * @returns {boolean}
 */
export function sameSet(a, b) {
  const x = new Set(a);
  const y = new Set(b);
  if (x.size !== y.size) return false;
  for (const v of x) if (!y.has(v)) return false;
  return true;
}

/**
 * value == other for JSON values, as Python compares them (True == 1, key order ignored).
 * @param {any} a
 * @param {any} b
 * @returns {boolean}
 */
export function pyEq(a, b) {
  /** @type {(v: unknown) => v is number | boolean} */
  const num = (v) => typeof v === "number" || typeof v === "boolean";
  if (num(a) && num(b)) return Number(a) === Number(b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => pyEq(v, b[i]));
  if (isDict(a)) {
    if (!isDict(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => hasOwn(b, k) && pyEq(a[k], b[k]));
  }
  return a === b || (isNone(a) && isNone(b));
}

// str.isprintable: what repr() writes as it is (space is the one printable separator)
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
/** @type {{[c: string]: string}} */
const ESCAPES = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * @param {string} text
 * @returns {string}
 */
function strRepr(text) {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const c of text) {
    const cp = /** @type {number} */ (c.codePointAt(0));
    if (ESCAPES[c]) out += ESCAPES[c];
    else if (c === quote) out += "\\" + c;
    else if (c !== " " && UNPRINTABLE.test(c)) {
      const [w, p] = cp < 0x100 ? [2, "x"] : cp < 0x10000 ? [4, "u"] : [8, "U"];
      out += `\\${p}${cp.toString(16).padStart(w, "0")}`;
    } else out += c;
  }
  return out + quote;
}

/**
 * repr(value) of a JSON value, as an error text shows what a sheet holds.
 * @param {unknown} value
 * @returns {string}
 */
export function pyRepr(value) {
  if (isNone(value)) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (isStr(value)) return strRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (isDict(value))
    return `{${Object.keys(value)
      .map((k) => `${strRepr(k)}: ${pyRepr(value[k])}`)
      .join(", ")}}`;
  return String(value);
}

/**
 * json.dumps(value, sort_keys=True) key order: a copy with every object's keys by code point.
 * @param {unknown} value
 * @returns {unknown}
 */
export function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isDict(value)) return value;
  /** @type {JsonObject} */
  const out = {};
  for (const k of sorted(Object.keys(value))) put(out, k, sortKeys(value[k]));
  return out;
}
