/**
 * Exact amounts: a whole number, or a Fraction where two renoncers share an odd sum (Python's
 * fractions.Fraction, reduced the same way). Never a floating-point amount: every operation
 * keeps numerator and denominator as safe integers and refuses to go beyond them.
 *
 * @example
 * exact(3, 2).toString() === "3/2"; exact(4, 2) === 2;
 * amountJson(add(exact(-3, 2), exact(-3, 2))) === -3;
 */

/** @typedef {number | Fraction} Amount  an int, or a Fraction */

export class Fraction {
  /**
   * @param {number} n
   * @param {number} d
   */
  constructor(n, d) {
    if (d < 0) {
      n = -n;
      d = -d;
    }
    const g = gcd(Math.abs(n), d);
    this.n = n / g + 0; // + 0 turns -0 into 0
    this.d = d / g;
    if (!Number.isSafeInteger(this.n) || !Number.isSafeInteger(this.d) || this.d === 0) {
      throw new RangeError(`amount out of exact range: ${n}/${d}`);
    }
  }

  toString() {
    return `${this.n}/${this.d}`;
  }

  toJSON() {
    return amountJson(this);
  }
}

/**
 * @param {number} a
 * @param {number} b
 * @returns {number}
 */
function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

/**
 * @param {number} n
 * @returns {number}
 */
function safe(n) {
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount out of exact range: ${n}`);
  return n + 0;
}

/** @type {(a: Amount) => Fraction} */
const frac = (a) => (typeof a === "number" ? new Fraction(a, 1) : a);

/**
 * An int where the fraction is whole, else the fraction.
 * @type {(a: Amount) => Amount}
 */
export const whole = (a) => (typeof a === "number" ? a : a.d === 1 ? a.n : a);

/**
 * total / n: an int when it divides, else a Fraction.
 * @param {Amount} total
 * @param {number} n
 * @returns {Amount}
 */
export function exact(total, n) {
  if (typeof total === "number") {
    const q = total / n;
    return Number.isInteger(q) ? safe(q) : new Fraction(total, n);
  }
  return new Fraction(total.n, total.d * n);
}

/**
 * a / n, keeping a Fraction a Fraction (Python's Fraction / int).
 * @type {(a: Amount, n: number) => Fraction}
 */
export const div = (a, n) => new Fraction(frac(a).n, frac(a).d * n);

/** @type {(a: Amount) => Amount} */
export const neg = (a) => (typeof a === "number" ? 0 - a : new Fraction(-a.n, a.d));

/**
 * @param {Amount} a
 * @param {Amount} b
 * @returns {Amount}
 */
export function add(a, b) {
  if (typeof a === "number" && typeof b === "number") return safe(a + b);
  const x = frac(a);
  const y = frac(b);
  return new Fraction(safe(x.n * y.d + y.n * x.d), safe(x.d * y.d));
}

/**
 * @param {Amount} a
 * @param {number} k
 * @returns {Amount}
 */
export function mul(a, k) {
  if (typeof a === "number") return safe(a * k);
  return new Fraction(safe(a.n * k), a.d);
}

/** @type {(a: Amount) => number} */
export const sign = (a) => Math.sign(typeof a === "number" ? a : a.n);

/** @type {(a: Amount) => boolean} */
export const isZero = (a) => sign(a) === 0;

/**
 * The JSON form of an exact amount: an int, or the string "p/q".
 * @param {Amount} a
 * @returns {number | string}
 */
export function amountJson(a) {
  if (typeof a === "number") return a;
  return a.d === 1 ? a.n : `${a.n}/${a.d}`;
}
