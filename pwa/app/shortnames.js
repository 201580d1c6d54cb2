/**
 * The sheet's column heads: a player's name as it fits the column, chosen by the app. A name that
 * fits stays whole; else its first word; else its first letters and a full stop. Two heads that
 * would read the same get their seat's number. The full name stays the column's accessible name
 * and is shown on tap (screens/sheet.js).
 *
 * @example
 * shortNames(["Christiane", "Bartholomäus", "Anna Maria Huber", "Wolfgang"], 9)
 * // ["Christia.", "Bartholo.", "Anna", "Wolfgang"]
 */

/** About how many characters of a column head fit in ``width`` px shared by ``columns`` columns. */
export function budget(width, columns) {
  const perColumn = (width - 47) / Math.max(1, columns); // the deal number's column (2.9rem)
  return Math.max(3, Math.floor(perColumn / 9.5)); // a wide letter of the head's bold font
}

/** ``players``' heads, each at most ``max`` characters (letters, not UTF-16 units). */
export function shortNames(players, max) {
  const heads = players.map((name) => shorten(name, max));
  const seen = new Map();
  for (const head of heads) seen.set(head, (seen.get(head) ?? 0) + 1);
  return heads.map((head, i) => {
    if (seen.get(head) === 1) return head;
    const seat = String(i + 1);
    return `${[...head.replace(/\.$/, "")].slice(0, Math.max(1, max - seat.length - 1)).join("")}.${seat}`;
  });
}

function shorten(name, max) {
  const letters = [...name];
  if (letters.length <= max) return name;
  const first = name.split(/\s+/)[0];
  if (first && [...first].length <= max) return first;
  return `${letters
    .slice(0, max - 1)
    .join("")
    .trimEnd()}.`;
}
