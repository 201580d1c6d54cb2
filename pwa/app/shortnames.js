/**
 * The sheet's column heads: a player's name as it fits the column, chosen by the app. A name that
 * fits stays whole; else its first word; else its first letters and a full stop. Two heads that
 * would read the same show the name's last word too ("A. Huber"), else their seat's number. The full name stays the column's accessible name
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
  // heads that read the same: a name of several words shows its last word too ("A. Huber")
  const clashing = repeated(heads);
  const told = heads.map((head, i) => (clashing.has(head) ? (withLastWord(players[i], max) ?? head) : head));
  const still = repeated(told);
  return told.map((head, i) => {
    if (!still.has(head)) return head;
    const seat = String(i + 1);
    return `${[...head.replace(/\.$/, "")].slice(0, Math.max(1, max - seat.length - 1)).join("")}.${seat}`;
  });
}

/** The heads that occur more than once. */
function repeated(heads) {
  const seen = new Map();
  for (const head of heads) seen.set(head, (seen.get(head) ?? 0) + 1);
  return new Set(heads.filter((head) => seen.get(head) > 1));
}

/** "Anna Maria Huber" as "Anna Huber" or "A. Huber" within ``max`` letters; null for one word. */
function withLastWord(name, max) {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return null;
  const last = words[words.length - 1];
  const first = [...words[0]];
  const room = max - [...last].length - 1; // a space before the last word
  if (first.length <= room) return `${words[0]} ${last}`;
  return room >= 2 ? `${first.slice(0, room - 1).join("")}. ${last}` : null; // at least a letter and "."
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
