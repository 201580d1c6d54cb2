/**
 * Exact amounts as the engine writes them: an integer, or the string "p/q" for the rare half
 * (two renoncers sharing an odd credit). Sums stay exact; nothing becomes a float.
 *
 * @example
 * add(3, "1/2") // "7/2"
 * add("1/2", "1/2") // 1
 * format("-7/2") // "−3½"
 */
import { own, setOwn } from "./byname.js";

function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return Math.abs(a) || 1;
}

/** [numerator, denominator] of an amount. */
export function parts(value) {
  if (typeof value === "number") return [value, 1];
  const [p, q] = String(value).split("/").map(Number);
  return [p, q || 1];
}

function make(p, q) {
  const g = gcd(p, q);
  const [n, d] = [p / g, q / g];
  return d === 1 ? n : `${n}/${d}`;
}

export function add(a, b) {
  if (typeof a === "number" && typeof b === "number") return a + b; // whole amounts, nearly all
  const [p, q] = parts(a);
  const [r, s] = parts(b);
  return make(p * s + r * q, q * s);
}

export function neg(a) {
  const [p, q] = parts(a);
  return make(-p, q);
}

export function value(a) {
  const [p, q] = parts(a);
  return p / q;
}

export function isZero(a) {
  return parts(a)[0] === 0;
}

/** Sum the same keys of many {player: amount} objects. */
export function sumInto(target, amounts, sign = 1) {
  for (const [k, v] of Object.entries(amounts || {})) {
    setOwn(target, k, add(own(target, k) ?? 0, sign < 0 ? neg(v) : v)); // k is a player's name
  }
  return target;
}

/** Points as written on a sheet: a minus sign, halves as ½. */
export function format(a, { plus = false } = {}) {
  const [p, q] = parts(a);
  const sign = p < 0 ? "−" : plus && p > 0 ? "+" : "";
  const whole = Math.floor(Math.abs(p) / q);
  const half = q === 2 ? "½" : q === 1 ? "" : `+${Math.abs(p) % q}/${q}`;
  return `${sign}${whole || !half ? whole : ""}${half}`;
}

const moneyFormats = new Map(); // one Intl.NumberFormat per language: making one is slow

/** Cents as money, e.g. 1250 → "12,50" (de) or "12.50" (en). */
export function formatMoney(cents, lang = "de", { plus = false } = {}) {
  if (!moneyFormats.has(lang)) {
    moneyFormats.set(lang, new Intl.NumberFormat(lang === "de" ? "de-AT" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 3 }));
  }
  const v = value(cents) / 100;
  return `${v < 0 ? "−" : plus && v > 0 ? "+" : ""}${moneyFormats.get(lang).format(Math.abs(v))}`;
}
