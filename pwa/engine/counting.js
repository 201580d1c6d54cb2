/**
 * Exact card counting in thirds of a point and the "P/B" (Punkte/Blatt) notation (twin of
 * shared_rules/counting.py).
 *
 * A set of n cards is worth ``3·Σvalue − 2·n`` thirds; the deck is 210 thirds (70 points).
 *
 * @example
 * countThirds(["HK", "SJ", "T15", "S8"]) === 19;
 * parsePoints("35/2") === 107; parsePoints("38") === 114; parsePoints(107) === 107;
 * formatPoints(107) === "35/2"; formatPoints(114) === "38/0";
 */
import { VALUE } from "./cards.js";
import { MalformedInput } from "./errors.js";
import { isInt, strip } from "./py.js";

export const DECK_THIRDS = 210;
const NOTATION = /^([0-9]{1,3})(?:\/([0-9]))?$/;

/**
 * Exact value of a pile of cards in thirds of a point.
 * @param {Iterable<import("./types.js").Card>} cards
 * @returns {import("./types.js").Thirds}
 */
export function countThirds(cards) {
  let sum = 0;
  for (const c of cards) sum += 3 * VALUE[c] - 2;
  return sum;
}

/**
 * Thirds from a JSON number (thirds) or a string "P/B" or "P"; MalformedInput naming ``field``.
 * @param {unknown} value
 * @param {string} [field]
 * @returns {import("./types.js").Thirds}
 */
export function parsePoints(value, field = "points") {
  let thirds;
  if (isInt(value)) {
    thirds = value;
  } else if (typeof value === "string") {
    const match = NOTATION.exec(strip(value));
    if (match === null) {
      throw new MalformedInput(field, value, 'expected "P/B" such as "35/2", or "P"', "points.notation");
    }
    const blatt = Number(match[2] ?? 0);
    if (blatt > 2) throw new MalformedInput(field, value, "Blatt must be 0, 1 or 2", "points.blatt");
    thirds = 3 * Number(match[1]) + blatt;
  } else {
    throw new MalformedInput(field, value, 'expected thirds (0–210) or "P/B"', "points.notation");
  }
  if (!(thirds >= 0 && thirds <= DECK_THIRDS)) {
    throw new MalformedInput(field, value, "must be between 0 and 210 thirds (0/0 … 70/0)", thirds > DECK_THIRDS ? "points.too_many" : "points.range");
  }
  return thirds;
}

/**
 * "P/B" of a number of thirds.
 * @param {import("./types.js").Thirds} thirds
 * @returns {string}
 */
export function formatPoints(thirds) {
  const b = ((thirds % 3) + 3) % 3;
  return `${(thirds - b) / 3}/${b}`;
}

/**
 * Points as players write them, for the message catalogue: "80", or "35/2" with Blatt (twin of points_text).
 * @param {import("./types.js").Thirds} thirds
 * @returns {string}
 */
export function pointsText(thirds) {
  const b = ((thirds % 3) + 3) % 3;
  return b ? `${(thirds - b) / 3}/${b}` : String((thirds - b) / 3);
}
