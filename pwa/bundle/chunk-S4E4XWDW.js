import {
  LEDGERS,
  getSetting,
  isZero,
  leavers,
  listSheets,
  loadSheet,
  own,
  putSheet,
  setOwn,
  setSetting,
  shownName,
  totals,
  uuid
} from "./chunk-R2IDERMZ.js";

// pwa/app/sheetlife.js
var carried = (sheet, l, name) => own(sheet.carry?.[l] ?? {}, name) ?? 0;
function eveningBalances(sheet, running, ledger = "money_cents") {
  const out = {};
  for (const name of leavers(sheet)) setOwn(out, name, carried(sheet, ledger, name));
  for (const p of sheet.players) setOwn(out, shownName(sheet, p), own(running?.[ledger] ?? {}, p) ?? carried(sheet, ledger, p));
  return out;
}
async function changeSheet(id, fields) {
  const item = await loadSheet(id);
  if (!item) return null;
  const sheet = item.sheet;
  const next = { ...sheet, ...fields, meta_pending: { ...sheet.meta_pending ?? {}, ...fields } };
  await putSheet(next);
  return next;
}
function renamePlayers(id, names) {
  return loadSheet(id).then((item) => {
    if (!item) return null;
    const merged = { ...item.sheet.display_names ?? {} };
    for (const [seat, name] of Object.entries(names)) {
      if (name === seat) delete merged[seat];
      else merged[seat] = name;
    }
    return changeSheet(id, { display_names: merged });
  });
}
function setArchived(id, archived) {
  return changeSheet(id, { archived });
}
function carryOf({ sheet, rows }) {
  const last = rows[rows.length - 1];
  const running = last ? last.running : totals(sheet, []);
  return Object.fromEntries(LEDGERS.map((l) => [l, Object.fromEntries(Object.entries(eveningBalances(sheet, running, l)).filter(([, v]) => !isZero(v)))]));
}
async function continueSheet(data, players, firstDealer) {
  const old = data.sheet;
  const id = uuid();
  const sheet = {
    id,
    title: old.title,
    players,
    first_dealer: firstDealer,
    profile_id: old.profile_id,
    profile_data: old.profile_data,
    house_rules: old.house_rules,
    ...old.custom_profile ? { custom_profile: old.custom_profile } : {},
    // a rule set of its own (issue 22)
    cents_per_point: old.cents_per_point,
    created_at: (/* @__PURE__ */ new Date()).toISOString(),
    role: "edit",
    edit_token: old.edit_token,
    view_token: old.view_token,
    continues: old.id,
    continued_by: [],
    carry: carryOf(data),
    display_names: {},
    remote: { created: false, since: 0 }
  };
  await putSheet(sheet);
  const item = await loadSheet(old.id);
  if (item) await putSheet({ ...item.sheet, continued_by: [.../* @__PURE__ */ new Set([...item.sheet.continued_by ?? [], id])] });
  return id;
}
var SERVER_FIELDS = ["display_names", "archived", "continues", "continued_by", "carry"];
async function adoptServerSheet(id, server) {
  if (!server) return;
  const item = await loadSheet(id);
  if (!item) return;
  const sheet = item.sheet;
  const pending = sheet.meta_pending ?? {};
  const next = { ...sheet };
  let changed = false;
  for (const f of SERVER_FIELDS) {
    if (!(f in server) || f in pending) continue;
    const value = f === "display_names" ? renamedOnly(server.display_names) : server[f] ?? null;
    if (JSON.stringify(value) !== JSON.stringify(sheet[f] ?? null)) {
      next[f] = value;
      changed = true;
    }
  }
  if (changed) await putSheet(next);
  if (next.continued_by?.length) followContinuations(next).catch((err) => console.error(err));
}
var renamedOnly = (names) => Object.fromEntries(Object.entries(names ?? {}).filter(([seat, name]) => seat !== name));
async function pushPending(item, call) {
  const pending = item.sheet.meta_pending;
  if (!pending || item.sheet.role !== "edit" || !item.sheet.remote.created) return null;
  const body = {};
  if ("display_names" in pending) body.display_names = Object.fromEntries(item.sheet.players.map((p) => [p, shownName(item.sheet, p)]));
  if ("archived" in pending) body.archived = !!pending.archived;
  const { status, data } = await call(item.sheet, "PATCH", "", body);
  const now = (await loadSheet(item.sheet.id))?.sheet;
  if (!now) return null;
  if (status === 200) {
    const left = Object.fromEntries(Object.entries(now.meta_pending ?? {}).filter(([f, v]) => JSON.stringify(v) !== JSON.stringify(pending[f])));
    await putSheet({ ...now, meta_pending: Object.keys(left).length ? left : null, meta_error: null });
    return data.sheet;
  }
  if (status === 422 || status === 400) {
    await putSheet({ ...now, meta_pending: null, meta_error: { status, detail: data?.detail ?? "", message: data?.message ?? null } });
  }
  return null;
}
var DECLINED = "life:declined-sheets";
async function decline(id) {
  const now = await getSetting(DECLINED, []);
  if (!now.includes(id)) await setSetting(DECLINED, [...now, id].slice(-200));
}
var following = /* @__PURE__ */ new Set();
async function followContinuations(sheet) {
  const have = new Set((await listSheets()).map((s) => s.id));
  const declined = new Set(await getSetting(DECLINED, []));
  const { joinSheet } = await import("./chunk-GPBXVKIV.js");
  for (const next of sheet.continued_by ?? []) {
    if (have.has(next) || declined.has(next) || following.has(next)) continue;
    following.add(next);
    try {
      const token = sheet.role === "edit" ? sheet.edit_token : sheet.view_token;
      const answer = await joinSheet(next, sheet.role, token);
      if (!answer.ok && typeof answer.error === "number" && answer.error !== 503) await decline(next);
    } finally {
      following.delete(next);
    }
  }
}

export {
  carried,
  eveningBalances,
  renamePlayers,
  setArchived,
  carryOf,
  continueSheet,
  adoptServerSheet,
  pushPending,
  decline,
  followContinuations
};
