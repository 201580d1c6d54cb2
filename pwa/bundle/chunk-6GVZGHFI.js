import {
  playerKey
} from "./chunk-5GM52YBN.js";

// pwa/app/rounddiff.js
var SETTINGS = ["title", "profile", "house_rules", "cents_per_point", "kitty_percent"];
function settingsOf(round) {
  const out = {};
  for (const k of SETTINGS) {
    const v = k === "profile" ? round.profile ?? round.profile_id : round[k];
    if (v !== void 0) out[k] = v;
  }
  for (const m of round.members ?? []) out[`members.${m.id}`] = m.name;
  return out;
}
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  return JSON.stringify(value ?? null);
}
var same = (a, b) => canonical(a) === canonical(b);
function conflictingKeys(mine, base, server) {
  return Object.keys(mine).filter((k) => k in server && k in base && !same(server[k], base[k]) && !same(server[k], mine[k]));
}
function basedOn(base, keys) {
  const out = {};
  for (const k of keys) {
    if (!(k in base)) continue;
    if (k.startsWith("members.")) (out.members ??= {})[k.slice(8)] = base[k];
    else out[k] = base[k];
  }
  return out;
}
function text(key, value, { t, profile = (id) => id }) {
  if (value === void 0 || value === null) return "—";
  if (key === "profile") return profile(value);
  if (key === "cents_per_point") return t("rounddiff.cents", { n: value });
  if (key === "kitty_percent") return value ? t("rounddiff.kitty", { n: value }) : t("rounddiff.no_kitty");
  if (key === "house_rules") {
    const n = Object.keys(value).length;
    return n ? t("rounddiff.rules", { n }) : t("rounddiff.no_rules");
  }
  return String(value);
}
function settingsDiff(theirs, mine, keys, order, words) {
  const { t } = words;
  const rank = (k) => k.startsWith("members.") ? 1 + order.indexOf(k.slice(8)) / 1e3 : SETTINGS.indexOf(k) + (k === "title" ? 0 : 2);
  return [...keys].filter((k) => !same(theirs[k], mine[k])).sort((x, y) => rank(x) - rank(y)).map((k) => ({
    key: k,
    label: k.startsWith("members.") ? t("round.member_n", { n: order.indexOf(k.slice(8)) + 1 }) : t(`rounddiff.${k}`),
    a: text(k, theirs[k], words),
    b: text(k, mine[k], words)
  }));
}

// pwa/app/roundmerge.js
function mineOf(round) {
  const out = { ...round.pending?.settings ?? {} };
  for (const [id, name] of Object.entries(round.pending?.renames ?? {})) out[`members.${id}`] = name;
  return out;
}
function withValues(round, values) {
  const next = { ...round };
  for (const k of SETTINGS) if (k in values) next[k === "profile" ? "profile_id" : k] = values[k];
  next.members = round.members.map((m) => `members.${m.id}` in values ? { ...m, name: values[`members.${m.id}`] } : m);
  return next;
}
function withoutPending(pending, keys, sent = null) {
  const renames = { ...pending?.renames ?? {} };
  const settings = { ...pending?.settings ?? {} };
  for (const k of keys) {
    const isMember = k.startsWith("members.");
    const store = isMember ? renames : settings;
    const at = isMember ? k.slice(8) : k;
    if (sent === null || same(store[at], sent[k])) delete store[at];
  }
  return { ...pending, renames, settings };
}
function twinsOf(local, serverMembers) {
  const byKey = new Map(serverMembers.map((m) => [playerKey(m.name), m.id]));
  const known = new Set(serverMembers.map((m) => m.id));
  const out = {};
  for (const m of local.pending?.add_members ?? []) {
    const id = byKey.get(playerKey(m.name));
    if (id && !known.has(m.id)) out[m.id] = id;
  }
  return out;
}
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
      add_members: (local.pending?.add_members ?? []).filter((m) => !Object.hasOwn(twins, m.id))
    },
    sheets: Object.fromEntries(Object.entries(local.sheets ?? {}).map(([sid, link]) => [sid, { ...link, members: seats(link.members) }]))
  };
}
function adoptServer(stored, server) {
  const local = withTwins(stored, twinsOf(stored, server.members));
  const values = settingsOf(server);
  const mine = mineOf(local);
  const base = { ...local.base ?? {} };
  const held = new Set(local.conflict?.keys ?? []);
  const fresh = conflictingKeys(mine, base, values).filter((k) => !held.has(k));
  const keys = [...held, ...fresh].filter((k) => k in mine);
  const conflict = keys.length ? { keys, server: Object.fromEntries(keys.map((k) => [k, values[k]])) } : null;
  const authored = { ...local.authored ?? {} };
  const replaced = { ...local.replaced ?? {} };
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
    replaced
  };
}
function afterPatch(local, sent, server) {
  const pending = withoutPending(local.pending, Object.keys(sent), sent);
  const values = settingsOf(server);
  const base = { ...local.base ?? {} };
  const stillMine = mineOf({ pending });
  for (const [k, v] of Object.entries(values)) if (!(k in stillMine) || k in sent) base[k] = v;
  return { ...local, pending, base, authored: { ...local.authored ?? {}, ...sent } };
}
function afterConflict(local, problem) {
  const values = settingsOf(problem.round);
  const keys = [.../* @__PURE__ */ new Set([...local.conflict?.keys ?? [], ...problem.conflicts ?? []])].filter((k) => k in mineOf(local));
  return { ...local, conflict: keys.length ? { keys, server: Object.fromEntries(keys.map((k) => [k, values[k]])) } : null };
}
function keepMine(local) {
  const c = local.conflict;
  if (!c) return local;
  return { ...local, base: { ...local.base ?? {}, ...c.server }, conflict: null };
}
function takeTheirs(local) {
  const c = local.conflict;
  if (!c) return local;
  return { ...withValues(local, c.server), pending: withoutPending(local.pending, c.keys), base: { ...local.base ?? {}, ...c.server }, conflict: null };
}
function restoreMine(local) {
  const r = local.replaced ?? {};
  const keys = Object.keys(r);
  if (!keys.length) return local;
  const mine = Object.fromEntries(keys.map((k) => [k, r[k].mine]));
  const renames = { ...local.pending?.renames ?? {} };
  const settings = { ...local.pending?.settings ?? {} };
  for (const [k, v] of Object.entries(mine)) {
    if (k.startsWith("members.")) renames[k.slice(8)] = v;
    else settings[k] = v;
  }
  return {
    ...withValues(local, mine),
    pending: { ...local.pending, renames, settings },
    base: { ...local.base ?? {}, ...Object.fromEntries(keys.map((k) => [k, r[k].now])) },
    replaced: {}
  };
}
var acceptReplaced = (local) => ({ ...local, replaced: {} });

export {
  settingsOf,
  basedOn,
  settingsDiff,
  mineOf,
  withValues,
  twinsOf,
  adoptServer,
  afterPatch,
  afterConflict,
  keepMine,
  takeTheirs,
  restoreMine,
  acceptReplaced
};
