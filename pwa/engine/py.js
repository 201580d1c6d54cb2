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

/** Python's bool(value) for a JSON value. */
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

/** A whole JSON number, not a boolean (JSON has one number type: 2.0 reads as 2). */
export function isInt(value) {
  return typeof value === "number" && Number.isInteger(value);
}

/** A JSON object (Python dict): not null, not an array. */
export function isDict(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const isStr = (value) => typeof value === "string";

export const hasOwn = (obj, key) => Object.hasOwn(obj, key);

/** dict.get(key) / dict.get(key, fallback): own keys only, null for a missing key. */
export function get(obj, key, fallback = null) {
  return Object.hasOwn(obj, key) ? obj[key] : fallback;
}

/** Python's ``value is None`` for a field read with get(): JSON null or absent. */
export const isNone = (value) => value === null || value === undefined;

/** A fresh plain object with the given keys (a player called "__proto__" stays a key). */
export function fromKeys(keys, value) {
  const out = {};
  for (const key of keys) put(out, key, value);
  return out;
}

/** out[key] = value, also for the key "__proto__". */
export function put(out, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    out[key] = value;
  }
}

/** Compare two strings by Unicode code point, as Python does (never by locale, never UTF-16). */
export function byCodePoint(a, b) {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i);
    const y = b.codePointAt(i);
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** sorted(strings) */
export const sorted = (strings) => [...strings].sort(byCodePoint);

/** len(text) in code points. */
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

/** len(text) > limit, cheaply when the UTF-16 length already settles it. */
export const longerThan = (text, limit) => text.length > limit && codePoints(text) > limit;

// str.isspace: Python counts U+001C–U+001F and U+0085 as whitespace, JavaScript's trim counts U+FEFF
const WS = "\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const BLANK = new RegExp(`^[${WS}]*$`);
const EDGES = new RegExp(`^[${WS}]+|[${WS}]+$`, "g");

/** not text.strip() */
export const isBlank = (text) => BLANK.test(text);

/** text.strip() */
export const strip = (text) => text.replace(EDGES, "");

/** Set equality of two lists of strings (Python ``set(a) != set(b)``). */
export function sameSet(a, b) {
  const x = new Set(a);
  const y = new Set(b);
  if (x.size !== y.size) return false;
  for (const v of x) if (!y.has(v)) return false;
  return true;
}
