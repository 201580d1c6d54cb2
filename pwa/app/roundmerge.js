/**
 * What a round stored here becomes when the server speaks (issue 20, "offline first like sheets …
 * conflicts shown"): pure functions of the stored round, used by roundsync.js and the conflict's
 * buttons, tested without a browser.
 *
 * The round keeps, per setting key (rounddiff.js: "title", "members.<id>", …):
 * - ``base``: the server's value as this phone last had it — a change made here is based on it
 *   (the PATCH's ``based_on``);
 * - ``pending``: the values changed here and not yet taken by the server (``renames`` by member
 *   id, ``settings`` by key);
 * - ``conflict``: {keys, server}: another phone changed those settings meanwhile to something
 *   else (the server's 409, or seen in a pull); they stay back until the player chooses;
 * - ``authored``: values the server took from this phone; when another phone replaces one, the
 *   player is told (``replaced``: key → {mine, now}) and may restore it, as with a sheet's deals.
 * A member added here whom another phone added first (the same player by name, the server refuses
 * a second) becomes the server's: its id in this phone's evenings too.
 */
import { playerKey } from "../engine/vocabulary.js";
import { conflictingKeys, SETTINGS, same, settingsOf } from "./rounddiff.js";

/** This phone's unsent values, {key → value}. */
export function mineOf(round) {
  const out = { ...(round.pending?.settings ?? {}) };
  for (const [id, name] of Object.entries(round.pending?.renames ?? {})) out[`members.${id}`] = name;
  return out;
}

/** The round with ``values`` ({key → value}) written into its fields. */
export function withValues(round, values) {
  const next = { ...round };
  for (const k of SETTINGS) if (k in values) next[k === "profile" ? "profile_id" : k] = values[k];
  next.members = round.members.map((m) => (`members.${m.id}` in values ? { ...m, name: values[`members.${m.id}`] } : m));
  return next;
}

/** ``pending`` with ``keys`` taken out (those whose value is still ``sent``, when given). */
function withoutPending(pending, keys, sent = null) {
  const renames = { ...(pending?.renames ?? {}) };
  const settings = { ...(pending?.settings ?? {}) };
  for (const k of keys) {
    const isMember = k.startsWith("members.");
    const store = isMember ? renames : settings;
    const at = isMember ? k.slice(8) : k;
    if (sent === null || same(store[at], sent[k])) delete store[at];
  }
  return { ...pending, renames, settings };
}

/** Members added here that another phone added first (the same player by name, another id): mine → the server's id. */
export function twinsOf(local, serverMembers) {
  const byKey = new Map(serverMembers.map((m) => [playerKey(m.name), m.id]));
  const known = new Set(serverMembers.map((m) => m.id));
  const out = {};
  for (const m of local.pending?.add_members ?? []) {
    const id = byKey.get(playerKey(m.name));
    if (id && !known.has(m.id)) out[m.id] = id;
  }
  return out;
}

/** The round with each twin's id replaced by the server's: in its members, outbox and evenings' seats. */
function withTwins(local, twins) {
  if (!Object.keys(twins).length) return local;
  const to = (id) => twins[id] ?? id;
  const seats = (members) => Object.fromEntries(Object.entries(members ?? {}).map(([seat, id]) => [seat, to(id)]));
  return {
    ...local,
    members: local.members.filter((m) => !Object.hasOwn(twins, m.id)),
    pending: {
      ...local.pending,
      renames: Object.fromEntries(Object.entries(local.pending?.renames ?? {}).map(([id, name]) => [to(id), name])),
      add_members: (local.pending?.add_members ?? []).filter((m) => !Object.hasOwn(twins, m.id)),
    },
    sheets: Object.fromEntries(Object.entries(local.sheets ?? {}).map(([sid, link]) => [sid, { ...link, members: seats(link.members) }])),
  };
}

/**
 * The server's round (changes?since= or GET) taken in: its values where nothing is pending here,
 * a conflict where another phone moved a pending value away from its base, a notice where it
 * replaced a value this phone wrote; pending values stay shown until sent or resolved.
 */
export function adoptServer(stored, server) {
  const local = withTwins(stored, twinsOf(stored, server.members));
  const values = settingsOf(server);
  const mine = mineOf(local);
  const base = { ...(local.base ?? {}) };
  const held = new Set(local.conflict?.keys ?? []);
  const fresh = conflictingKeys(mine, base, values).filter((k) => !held.has(k));
  const keys = [...held, ...fresh].filter((k) => k in mine);
  const conflict = keys.length ? { keys, server: Object.fromEntries(keys.map((k) => [k, values[k]])) } : null;
  const authored = { ...(local.authored ?? {}) };
  const replaced = { ...(local.replaced ?? {}) };
  for (const [k, v] of Object.entries(authored)) {
    if (k in mine || !(k in values) || same(values[k], v)) continue;
    replaced[k] = { mine: v, now: values[k] };
    delete authored[k];
  }
  for (const k of Object.keys(replaced)) if (k in values && !(k in mine)) replaced[k] = { ...replaced[k], now: values[k] };
  for (const [k, v] of Object.entries(values)) if (!(k in mine)) base[k] = v;
  const known = new Set(server.members.map((m) => m.id));
  const shown = withValues({ ...local, members: server.members.map((m) => ({ ...m })) }, { ...values, ...mine });
  return {
    ...shown,
    members: [...shown.members, ...(local.pending?.add_members ?? []).filter((m) => !known.has(m.id))],
    archived: local.pending?.archived ?? !!server.archived,
    base,
    conflict,
    authored,
    replaced,
  };
}

/** The server took ``sent`` ({key → value}) and answered ``server``: out of the outbox, authored here. */
export function afterPatch(local, sent, server) {
  const pending = withoutPending(local.pending, Object.keys(sent), sent);
  const values = settingsOf(server);
  const base = { ...(local.base ?? {}) };
  const stillMine = mineOf({ pending });
  for (const [k, v] of Object.entries(values)) if (!(k in stillMine) || k in sent) base[k] = v;
  return { ...local, pending, base, authored: { ...(local.authored ?? {}), ...sent } };
}

/** The server refused (409 round-conflict): the differing keys wait for the player. */
export function afterConflict(local, problem) {
  const values = settingsOf(problem.round);
  const keys = [...new Set([...(local.conflict?.keys ?? []), ...(problem.conflicts ?? [])])].filter((k) => k in mineOf(local));
  return { ...local, conflict: keys.length ? { keys, server: Object.fromEntries(keys.map((k) => [k, values[k]])) } : null };
}

/** Keep mine: sent again, now based on the other phone's values. */
export function keepMine(local) {
  const c = local.conflict;
  if (!c) return local;
  return { ...local, base: { ...(local.base ?? {}), ...c.server }, conflict: null };
}

/** Take the other phone's values: mine leave the outbox. */
export function takeTheirs(local) {
  const c = local.conflict;
  if (!c) return local;
  return { ...withValues(local, c.server), pending: withoutPending(local.pending, c.keys), base: { ...(local.base ?? {}), ...c.server }, conflict: null };
}

/** My replaced values back: changed here again, based on what replaced them. */
export function restoreMine(local) {
  const r = local.replaced ?? {};
  const keys = Object.keys(r);
  if (!keys.length) return local;
  const mine = Object.fromEntries(keys.map((k) => [k, r[k].mine]));
  const renames = { ...(local.pending?.renames ?? {}) };
  const settings = { ...(local.pending?.settings ?? {}) };
  for (const [k, v] of Object.entries(mine)) {
    if (k.startsWith("members.")) renames[k.slice(8)] = v;
    else settings[k] = v;
  }
  return {
    ...withValues(local, mine),
    pending: { ...local.pending, renames, settings },
    base: { ...(local.base ?? {}), ...Object.fromEntries(keys.map((k) => [k, r[k].now])) },
    replaced: {},
  };
}

/** The other phone's values stand: the notice goes. */
export const acceptReplaced = (local) => ({ ...local, replaced: {} });
