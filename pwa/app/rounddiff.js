/**
 * A round's settings as two phones may see them differently (issue 20, "conflicts shown"): each
 * setting one key — "title", "members.<id>" (a member's name), "profile", "house_rules",
 * "cents_per_point", "kitty_percent" — and the rows where two versions differ, in the players'
 * words. Pure (``words`` brings the language: {t, profile(id)}), so the tests call it directly;
 * roundsync.js keeps the values, screens/roundconflict.js shows the rows.
 *
 * @example
 * settingsOf({title: "Freitagsrunde", members: [{id: "m1", name: "Anna"}], kitty_percent: 10})
 * // {title: "Freitagsrunde", "members.m1": "Anna", kitty_percent: 10}
 */

/** The settings a change may be based on, in the order the conflict shows them (members after the title). */
export const SETTINGS = ["title", "profile", "house_rules", "cents_per_point", "kitty_percent"];

/** A round (stored here, or the server's view) as {key → value}. */
export function settingsOf(round) {
  const out = {};
  for (const k of SETTINGS) {
    const v = k === "profile" ? (round.profile ?? round.profile_id) : round[k];
    if (v !== undefined) out[k] = v;
  }
  for (const m of round.members ?? []) out[`members.${m.id}`] = m.name;
  return out;
}

/** JSON with sorted keys: house rules written in another order are the same rules. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

export const same = (a, b) => canonical(a) === canonical(b);

/**
 * The keys of ``mine`` (this phone's unsent values) that the server moved away from ``base`` (the
 * value the change was made from) to something else than mine: a conflict the player resolves.
 */
export function conflictingKeys(mine, base, server) {
  return Object.keys(mine).filter((k) => k in server && k in base && !same(server[k], base[k]) && !same(server[k], mine[k]));
}

/** What the PATCH says it was based on, for the keys it sends (members as {id: name}). */
export function basedOn(base, keys) {
  const out = {};
  for (const k of keys) {
    if (!(k in base)) continue;
    if (k.startsWith("members.")) (out.members ??= {})[k.slice(8)] = base[k];
    else out[k] = base[k];
  }
  return out;
}

function text(key, value, { t, profile = (id) => id }) {
  if (value === undefined || value === null) return "—";
  if (key === "profile") return profile(value);
  if (key === "cents_per_point") return t("rounddiff.cents", { n: value });
  if (key === "kitty_percent") return value ? t("rounddiff.kitty", { n: value }) : t("rounddiff.no_kitty");
  if (key === "house_rules") {
    const n = Object.keys(value).length;
    return n ? t("rounddiff.rules", { n }) : t("rounddiff.no_rules");
  }
  return String(value);
}

/**
 * The rows where ``theirs`` and ``mine`` ({key → value}) differ among ``keys``: {key, label, a, b}
 * (a: theirs, b: mine); a member is labelled by their place in the round ("Mitglied 2").
 */
export function settingsDiff(theirs, mine, keys, order, words) {
  const { t } = words;
  const rank = (k) => (k.startsWith("members.") ? 1 + order.indexOf(k.slice(8)) / 1000 : SETTINGS.indexOf(k) + (k === "title" ? 0 : 2));
  return [...keys]
    .filter((k) => !same(theirs[k], mine[k]))
    .sort((x, y) => rank(x) - rank(y))
    .map((k) => ({
      key: k,
      label: k.startsWith("members.") ? t("round.member_n", { n: order.indexOf(k.slice(8)) + 1 }) : t(`rounddiff.${k}`),
      a: text(k, theirs[k], words),
      b: text(k, mine[k], words),
    }));
}
