import {
  adoptServer,
  afterConflict,
  afterPatch,
  basedOn,
  mineOf,
  settingsOf
} from "./chunk-6GVZGHFI.js";
import {
  changeRound,
  deleteRound,
  getRound,
  listRounds,
  putRound
} from "./chunk-VIPURRUT.js";
import {
  joinSheet,
  syncSheet
} from "./chunk-FR37QBMP.js";
import {
  ROUND_VIEW_PREFIX,
  viewTokenFor
} from "./chunk-VBLMMXQ6.js";
import {
  UUID,
  loadSheet
} from "./chunk-R2IDERMZ.js";

// pwa/app/roundsync.js
var API = "/api/v1";
var running = /* @__PURE__ */ new Map();
var Offline = class extends Error {
};
var tokenOf = (round) => round.role === "edit" ? round.edit_token : round.view_token;
async function call(path, bearer, method = "GET", body = void 0, extra = {}) {
  const headers = { Authorization: `Bearer ${bearer}`, ...extra };
  if (body !== void 0) headers["Content-Type"] = "application/json";
  let r;
  try {
    r = await fetch(`${API}${path}`, { method, headers, body: body === void 0 ? void 0 : JSON.stringify(body), cache: "no-store" });
  } catch (err) {
    throw new Offline(err.message);
  }
  const data = r.status === 204 || r.status === 304 ? null : await r.json().catch(() => null);
  if (r.status >= 500 || r.status === 429) throw new Offline(`HTTP ${r.status}`);
  return { status: r.status, data };
}
function syncRound(id) {
  if (running.has(id)) return running.get(id);
  const run = (async () => {
    await null;
    try {
      if (!navigator.onLine || !UUID.test(id)) return false;
      let round = await getRound(id);
      if (!round) return false;
      if (round.pending?.delete) return await deleteRemote(round);
      if (round.remote?.gone) return false;
      if (round.role === "edit" && !round.remote.created) round = await createRemote(round);
      if (!round?.remote.created) return false;
      await pushPending(round);
      await attachSheets(await getRound(id));
      await pull(await getRound(id));
      return true;
    } catch (err) {
      if (err instanceof Offline) return false;
      throw err;
    } finally {
      running.delete(id);
    }
  })();
  running.set(id, run);
  return run;
}
async function failed(round, status, data) {
  await changeRound(round.id, (r) => ({
    ...r,
    sync_error: { status, detail: data?.detail ?? "" },
    remote: { ...r.remote, gone: status === 404 || status === 410 || r.remote.gone }
  }));
  return null;
}
async function createRemote(round) {
  const body = {
    title: round.title,
    members: round.members,
    profile: round.profile_id,
    house_rules: round.house_rules,
    cents_per_point: round.cents_per_point,
    kitty_percent: round.kitty_percent ?? 0,
    view_token: await viewTokenFor(round.edit_token, ROUND_VIEW_PREFIX)
  };
  const { status, data } = await call(`/rounds/${round.id}`, round.edit_token, "PUT", body);
  if (status !== 200 && status !== 201) return failed(round, status, data);
  return changeRound(round.id, (r) => ({ ...r, base: r.base ?? settingsOf(data.round), remote: { ...r.remote, created: true }, sync_error: null }));
}
async function deleteRemote(round) {
  if (round.role === "edit" && round.remote.created && !round.remote.gone) {
    const { status } = await call(`/rounds/${round.id}`, round.edit_token, "DELETE");
    if (status !== 204 && status !== 200 && status !== 404 && status !== 410) return false;
  }
  await deleteRound(round.id);
  return true;
}
async function pushLeaves(round) {
  for (const sheetId of round.pending?.leave ?? []) {
    const item = await loadSheet(sheetId);
    const bearer = item?.sheet.role === "edit" && item.sheet.edit_token ? item.sheet.edit_token : round.edit_token;
    const { status } = await call(`/sheets/${sheetId}`, bearer, "PATCH", { round: null }, { "X-Round-Token": round.edit_token });
    if (status === 200 || status === 404 || status === 410)
      await changeRound(round.id, (r) => ({ ...r, pending: { ...r.pending, leave: (r.pending?.leave ?? []).filter((s) => s !== sheetId) } }));
  }
}
async function pushPending(round, again = true) {
  if (round.role !== "edit") return;
  await pushLeaves(round);
  const pending = round.pending ?? {};
  const add = pending.add_members ?? [];
  const archived = pending.archived;
  const held = new Set(round.conflict?.keys ?? []);
  const sent = Object.fromEntries(Object.entries(mineOf(round)).filter(([k]) => !held.has(k)));
  const rename = {};
  const settings = {};
  for (const [k, v] of Object.entries(sent)) {
    if (k.startsWith("members.")) rename[k.slice(8)] = v;
    else settings[k] = v;
  }
  const based = basedOn(round.base ?? {}, Object.keys(sent));
  if (!Object.keys(sent).length && !add.length && archived === void 0) return;
  const { status, data } = await call(`/rounds/${round.id}`, round.edit_token, "PATCH", {
    ...add.length ? { add_members: add } : {},
    ...Object.keys(rename).length ? { rename } : {},
    ...settings,
    ...archived === void 0 ? {} : { archived },
    ...Object.keys(based).length ? { based_on: based } : {}
  });
  if (status === 409 && data?.round && data.conflicts) {
    const now = await changeRound(round.id, (r) => afterConflict(r, data));
    if (again && now) await pushPending(now, false);
    return;
  }
  if (status !== 200) {
    await failed(round, status, data);
    return;
  }
  await changeRound(round.id, (r) => {
    const done = afterPatch(r, sent, data.round);
    const sentIds = new Set(add.map((m) => m.id));
    const { archived: nowArchived, ...rest } = done.pending ?? {};
    return {
      ...done,
      pending: {
        ...rest,
        add_members: (rest.add_members ?? []).filter((m) => !sentIds.has(m.id)),
        ...nowArchived === void 0 || nowArchived === archived ? {} : { archived: nowArchived }
      },
      sync_error: null
    };
  });
}
async function attachSheets(round) {
  if (round.role !== "edit") return;
  for (const [sheetId, link] of Object.entries(round.sheets ?? {})) {
    if (link.attached) continue;
    let item = await loadSheet(sheetId);
    if (!item) continue;
    if (!item.sheet.remote.created) {
      await syncSheet(sheetId);
      item = await loadSheet(sheetId);
      if (!item?.sheet.remote.created || item.sheet.role !== "edit") continue;
    }
    const { status } = await call(
      `/sheets/${sheetId}`,
      item.sheet.edit_token,
      "PATCH",
      { round: { id: round.id, members: link.members } },
      { "X-Round-Token": round.edit_token }
    );
    if (status === 200) await changeRound(round.id, (r) => ({ ...r, sheets: { ...r.sheets, [sheetId]: { ...r.sheets[sheetId], attached: true } } }));
  }
}
async function pull(round) {
  const since = round.base ? round.remote.since ?? 0 : 0;
  const { status, data } = await call(`/rounds/${round.id}/changes?since=${since}`, tokenOf(round));
  if (status !== 200) {
    if (status === 404 || status === 410 || status === 401 || status === 403) await failed(round, status, data);
    return;
  }
  const unknown = [];
  const leaving = new Set(round.pending?.leave ?? []);
  const listed = new Set((data.sheets ?? []).map((s) => s.id));
  for (const { id: sid, version } of data.sheets ?? []) {
    if (leaving.has(sid)) continue;
    const item = round.sheets?.[sid] ? await loadSheet(sid) : null;
    if (!item) unknown.push(sid);
    else if (version > (item.sheet.remote.since ?? 0)) await syncSheet(sid);
  }
  if (unknown.length) await fetchSheets(round);
  const kept = (sheets) => Object.fromEntries(Object.entries(sheets ?? {}).filter(([sid, link]) => !link.attached || listed.has(sid)));
  await changeRound(round.id, (r) => {
    const next = data.round ? adoptServer(r, data.round) : r;
    return { ...next, sheets: kept(next.sheets), remote: { ...r.remote, since: data.version }, sync_error: null };
  });
}
async function fetchSheets(round) {
  const tok = tokenOf(round);
  const { status, data } = await call(`/rounds/${round.id}`, tok);
  if (status !== 200) return;
  const sheets = {};
  const leaving = new Set(round.pending?.leave ?? []);
  for (const s of data.sheets) {
    if (leaving.has(s.id)) continue;
    sheets[s.id] = { members: s.members, attached: true };
    if (!await loadSheet(s.id)) await joinSheet(s.id, round.role, tok);
  }
  await changeRound(round.id, (r) => {
    const next = adoptServer(r, data.round);
    return { ...next, sheets: { ...next.sheets, ...sheets } };
  });
}
async function joinRound(id, role, tok) {
  let answer;
  try {
    answer = await call(`/rounds/${id}`, tok);
  } catch {
    return { error: "offline" };
  }
  const { status, data } = answer;
  if (status !== 200) return { error: status };
  const have = await getRound(id);
  const r = data.round;
  const round = {
    ...have ?? {},
    id,
    title: r.title,
    members: r.members,
    profile_id: r.profile,
    house_rules: r.house_rules ?? {},
    cents_per_point: r.cents_per_point,
    kitty_percent: r.kitty_percent ?? 0,
    created_at: r.created_at,
    archived: !!r.archived,
    role: have?.role === "edit" ? "edit" : role,
    ...role === "edit" ? { edit_token: tok, view_token: await viewTokenFor(tok, ROUND_VIEW_PREFIX) } : { view_token: have?.view_token ?? tok },
    sheets: Object.fromEntries(data.sheets.map((s) => [s.id, { members: s.members, attached: true }])),
    pending: have?.pending ?? { renames: {}, add_members: [] },
    remote: { created: true, since: r.version ?? 0 }
  };
  await putRound(have ? adoptServer(round, r) : { ...round, base: settingsOf(r) });
  for (const s of data.sheets) {
    if (!await loadSheet(s.id)) await joinSheet(s.id, round.role, tokenOf(round)).catch(() => null);
  }
  return { ok: true };
}
async function syncRounds() {
  for (const r of await listRounds()) await syncRound(r.id);
}

export {
  syncRound,
  joinRound,
  syncRounds
};
