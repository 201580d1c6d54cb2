import {
  adoptServerSheet,
  pushPending
} from "./chunk-S4E4XWDW.js";
import {
  viewTokenFor
} from "./chunk-VBLMMXQ6.js";
import {
  UUID,
  changeEntries,
  loadSheet,
  putSheet,
  sheetFamily
} from "./chunk-R2IDERMZ.js";

// pwa/app/sync.js
var API = "/api/v1/sheets";
var running = /* @__PURE__ */ new Map();
var queued = /* @__PURE__ */ new Map();
var backoffUntil = 0;
var SyncError = class extends Error {
};
var GoneError = class extends SyncError {
};
function token(sheet) {
  return sheet.role === "edit" ? sheet.edit_token : sheet.view_token;
}
async function call(sheet, method, path, body) {
  if (!UUID.test(sheet.id)) throw new SyncError("not a sheet id");
  const headers = { Authorization: `Bearer ${token(sheet)}` };
  if (body !== void 0) headers["Content-Type"] = "application/json";
  let r;
  try {
    r = await fetch(`${API}/${sheet.id}${path}`, {
      method,
      headers,
      body: body === void 0 ? void 0 : JSON.stringify(body),
      cache: "no-store"
    });
  } catch (err) {
    throw new SyncError(`network: ${err.message}`);
  }
  const data = r.status === 204 ? null : await r.json().catch(() => null);
  if (r.status === 410) throw new GoneError("sheet deleted");
  if (r.status === 429 || r.status >= 500) {
    backoffUntil = Date.now() + 1e3 * Number(r.headers.get("Retry-After") || 5);
    throw new SyncError(`HTTP ${r.status}`);
  }
  return { status: r.status, data };
}
var serverCopy = (sheet) => call(sheet, "GET", "");
function syncSheet(id) {
  if (running.has(id)) {
    if (!queued.has(id)) {
      const next = running.get(id).then(() => {
        queued.delete(id);
        return syncSheet(id);
      });
      queued.set(id, next);
    }
    return queued.get(id);
  }
  const run = (async () => {
    await null;
    try {
      if (!navigator.onLine || Date.now() < backoffUntil) return false;
      const item = await loadSheet(id);
      if (!item || item.sheet.remote.gone) return false;
      if (item.sheet.role === "edit" && !item.sheet.remote.created && !await createRemote(item)) {
        return false;
      }
      await push(item);
      await pull(item);
      if (item.sheet.sync_error) await putSheet({ ...item.sheet, sync_error: null });
      return true;
    } catch (err) {
      if (err instanceof GoneError) {
        await markDeleted(id);
        return false;
      }
      if (err instanceof SyncError) return false;
      throw err;
    } finally {
      running.delete(id);
    }
  })();
  running.set(id, run);
  return run;
}
async function markDeleted(id) {
  const item = await loadSheet(id);
  if (!item || item.sheet.remote.deleted) return;
  await putSheet({ ...item.sheet, remote: { ...item.sheet.remote, gone: true, deleted: true }, sync_error: null });
}
async function deleteRemote({ id, edit_token }) {
  let answer;
  try {
    answer = await call({ id, role: "edit", edit_token }, "DELETE", "");
  } catch (err) {
    if (err instanceof GoneError) return "done";
    if (err instanceof SyncError) return UUID.test(id) ? "later" : "done";
    throw err;
  }
  const { status } = answer;
  if (status === 204 || status === 200 || status === 404 || status === 401 || status === 403) return "done";
  return "later";
}
async function fail(item, status, data) {
  const sheet = { ...item.sheet, sync_error: { status, detail: data?.detail ?? "", message: data?.message ?? null } };
  if (status === 404 || status === 401) sheet.remote = { ...sheet.remote, gone: status === 404 };
  await putSheet(sheet);
}
async function createRemote(item) {
  let s = item.sheet;
  if (s.continues && !await previousThere(s.continues)) return false;
  const derived = await viewTokenFor(s.edit_token);
  if (s.view_token !== derived) {
    s = { ...s, view_token: derived };
    await putSheet(s);
  }
  const body = {
    title: s.title,
    players: s.players,
    first_dealer: s.first_dealer,
    // a rule set of its own (issue 22) goes as its overlay: the server builds and freezes the same document
    ...s.profile_data?.base ? { custom_profile: await ownOverlay(s) } : { profile: s.profile_id, house_rules: s.house_rules },
    cents_per_point: s.cents_per_point,
    ...sheetFamily(s).hasPot ? { stake: s.stake } : {},
    ...s.continues ? { continues: s.continues, carry: s.carry ?? null } : {},
    // a changed table (sheetlife.js)
    view_token: s.view_token
  };
  const { status, data } = await call(s, "PUT", "", body);
  if (status === 200 || status === 201) {
    await putSheet({ ...s, remote: { ...s.remote, created: true } });
    return true;
  }
  await fail(item, status, data);
  return false;
}
async function ownOverlay(s) {
  const [{ sentOverlay }, { profileDoc }] = await Promise.all([import("./chunk-JULIXWUK.js"), import("./chunk-QJKDL5M7.js")]);
  return sentOverlay(s, s.custom_profile ? null : await profileDoc(s.profile_data.base.id));
}
async function previousThere(id) {
  const before = await loadSheet(id);
  if (!before || before.sheet.remote.created || before.sheet.remote.gone) return true;
  await syncSheet(id);
  return !!(await loadSheet(id))?.sheet.remote.created;
}
function fromServer(sheetId, e) {
  return {
    id: e.id,
    sheet_id: sheetId,
    order: e.seq,
    revision: e.revision,
    acked_revision: e.revision,
    dirty: false,
    record: e.record,
    written: e.written,
    play: e.play ?? null,
    deleted: e.deleted,
    dealer: e.dealer,
    result: e.result,
    conflict: null,
    updated_at: e.updated_at
  };
}
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
function sameBody(local, server) {
  if (canonical(local.play ?? null) !== canonical(server.play ?? null)) return false;
  return local.deleted === server.deleted && canonical(local.record) === canonical(server.record) && canonical(local.written) === canonical(server.written);
}
function tableRefusal(data) {
  const type = String(data?.type ?? "").split("/").pop();
  if (type !== "table-locked" && type !== "table-complete") return {};
  return { table: type, deals_due: data?.table?.deals_due ?? null };
}
function conflicted(sheetId, id, status, data) {
  const conflict = { status, server: data?.entry ?? null, detail: data?.detail ?? "", message: data?.message ?? null, ...tableRefusal(data) };
  return changeEntries(sheetId, [id], (stored) => stored && { ...stored, conflict });
}
async function push(item) {
  if (item.sheet.role !== "edit") return;
  const sheetId = item.sheet.id;
  const dirty = [...item.entries.values()].filter((e) => e.dirty && !blocking(e.conflict)).sort((a, b) => a.order - b.order);
  for (const e of dirty) {
    let sent = e;
    if (e.deleted && !e.acked_revision) {
      const put = await call(item.sheet, "PUT", `/entries/${e.id}`, { revision: e.revision, record: e.record });
      if (put.status !== 200 && put.status !== 201) {
        await conflicted(sheetId, e.id, put.status, put.data);
        continue;
      }
      sent = { ...e, revision: e.revision + 1 };
      const [now] = await changeEntries(
        sheetId,
        [e.id],
        (stored) => stored && {
          ...stored,
          acked_revision: e.revision,
          authored: e.revision,
          // changed again meanwhile (restored, say): that change goes up on the next run instead
          ...stored.revision === e.revision ? { revision: sent.revision } : {}
        }
      );
      if (now?.revision !== sent.revision) continue;
    }
    const { status, data } = sent.deleted ? await call(item.sheet, "DELETE", `/entries/${e.id}?revision=${sent.revision}`) : await call(item.sheet, "PUT", `/entries/${e.id}`, {
      revision: e.revision,
      record: e.record,
      ...e.written ? { written: e.written } : {},
      ...e.play ? { play: e.play } : {}
    });
    if ((status === 200 || status === 201) && data.outcome !== "stale") {
      await changeEntries(
        sheetId,
        [e.id],
        (stored) => stored && {
          ...stored,
          acked_revision: Math.max(stored.acked_revision ?? 0, sent.revision),
          authored: Math.max(stored.authored ?? 0, sent.revision),
          order: data.entry.seq,
          ...stored.revision === sent.revision ? { dirty: false, result: data.entry.result ?? stored.result } : {}
        }
      );
    } else if (status === 200 || status === 409 || status === 422) {
      await conflicted(sheetId, e.id, status, data);
    } else {
      await fail(item, status, data);
      throw new SyncError(`HTTP ${status}`);
    }
  }
  await pushPending(item, call);
}
function blocking(conflict) {
  return !!conflict && conflict.status !== "replaced";
}
var kept = (local) => ({
  revision: local.revision,
  record: local.record,
  written: local.written ?? null,
  deleted: !!local.deleted,
  dealer: local.dealer,
  result: local.result ?? null
});
function merge(sheetId, local, e) {
  if (!local) return fromServer(sheetId, e);
  const notice = local.conflict?.status === "replaced" ? local.conflict : null;
  if (local.dirty || blocking(local.conflict)) {
    if (sameBody(local, e)) return { ...fromServer(sheetId, e), conflict: notice };
    if (e.revision > (local.acked_revision ?? 0) || blocking(local.conflict)) {
      return { ...local, conflict: { status: "changed", server: e, detail: "", ...notice ? { replaced: notice.mine } : {} } };
    }
    return null;
  }
  if (e.revision <= local.revision) return e.revision === local.revision ? { ...fromServer(sheetId, e), authored: local.authored, conflict: notice } : null;
  if (notice) return { ...fromServer(sheetId, e), conflict: { ...notice, server: e } };
  if (local.authored === local.revision && !sameBody(local, e)) {
    return { ...fromServer(sheetId, e), conflict: { status: "replaced", server: e, detail: "", mine: kept(local) } };
  }
  return { ...fromServer(sheetId, e), ...sameBody(local, e) ? { authored: local.authored } : {} };
}
async function applyChanges(item, data) {
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  await changeEntries(item.sheet.id, [...byId.keys()], (local, id) => merge(item.sheet.id, local, byId.get(id)));
}
async function pull(item) {
  let since = item.sheet.remote.since ?? 0;
  for (; ; ) {
    const { status, data } = await call(item.sheet, "GET", `/changes?since=${since}&limit=500`);
    if (status !== 200) {
      await fail(item, status, data);
      throw new SyncError(`HTTP ${status}`);
    }
    await applyChanges(item, data);
    since = data.next_since;
    if (!data.more) {
      await adoptServerSheet(item.sheet.id, data.sheet);
      break;
    }
  }
  if (since !== item.sheet.remote.since) {
    await putSheet({ ...item.sheet, remote: { ...item.sheet.remote, since } });
  }
}
async function receiveChanges(id, data) {
  const known = (await loadSheet(id))?.sheet.remote.since ?? 0;
  if (data.next_since <= known) return true;
  if (running.has(id)) return syncSheet(id);
  const run = (async () => {
    await null;
    try {
      const item = await loadSheet(id);
      if (!item || item.sheet.remote.gone) return false;
      const since = item.sheet.remote.since ?? 0;
      if (data.next_since <= since) return true;
      if (data.since !== since) return "pull";
      await applyChanges(item, data);
      await adoptServerSheet(id, data.sheet);
      const now = (await loadSheet(id))?.sheet;
      if (now) await putSheet({ ...now, remote: { ...now.remote, since: data.next_since } });
      return true;
    } finally {
      running.delete(id);
    }
  })();
  running.set(id, run);
  return run.then((done) => done === "pull" ? syncSheet(id) : done);
}
async function liveFrom(id) {
  const item = await loadSheet(id);
  if (!item || item.sheet.remote.gone || !item.sheet.remote.created) return null;
  return { sheet: item.sheet, since: item.sheet.remote.since ?? 0, token: token(item.sheet) };
}
async function keepMine(sheetId, entry) {
  await changeEntries(
    sheetId,
    [entry.id],
    (stored) => stored && {
      ...stored,
      revision: Math.max(stored.revision, stored.conflict?.server?.revision ?? 0) + 1,
      dirty: true,
      conflict: null
    }
  );
  return syncSheet(sheetId);
}
async function takeTheirs(sheetId, entry) {
  await changeEntries(
    sheetId,
    [entry.id],
    (stored) => !stored ? null : stored.conflict?.server ? fromServer(sheetId, stored.conflict.server) : { ...stored, revision: stored.revision + 1, dirty: true, conflict: null }
  );
  return syncSheet(sheetId);
}
async function restoreMine(sheetId, entry) {
  await changeEntries(sheetId, [entry.id], (stored) => {
    const mine = stored?.conflict?.mine;
    if (!mine) return stored ? { ...stored, conflict: null } : null;
    return {
      ...stored,
      record: mine.record,
      written: mine.written,
      deleted: mine.deleted,
      dealer: mine.dealer,
      result: mine.result ?? stored.result,
      revision: Math.max(stored.revision, stored.conflict.server?.revision ?? 0) + 1,
      dirty: true,
      conflict: null,
      updated_at: (/* @__PURE__ */ new Date()).toISOString()
    };
  });
  return syncSheet(sheetId);
}
async function acceptReplaced(sheetId, entry) {
  await changeEntries(sheetId, [entry.id], (stored) => stored && { ...stored, conflict: null });
}
async function joinSheet(id, role, tok) {
  const sheet = { id, role, [role === "edit" ? "edit_token" : "view_token"]: tok };
  const head = await call(sheet, "GET", "").catch((err) => {
    if (err instanceof GoneError) return { status: 410, data: null };
    throw err;
  });
  if (head.status !== 200) return { error: head.status, detail: head.data?.detail };
  const frozen = await call(sheet, "GET", "/profile");
  const s = head.data;
  const local = {
    ...sheet,
    title: s.title,
    players: s.players,
    first_dealer: s.first_dealer,
    profile_id: s.profile.id,
    profile_data: frozen.data.profile,
    house_rules: s.house_rules,
    cents_per_point: s.cents_per_point,
    ...s.stake == null ? {} : { stake: s.stake },
    // a sheet with a pot
    ...s.tournament_table ? { tournament: s.tournament_table } : {},
    // a tournament's table (screens/tableresult.js)
    created_at: s.created_at,
    remote: { created: true, since: 0 }
  };
  await putSheet(local, { revive: true });
  await syncSheet(id);
  return { ok: true };
}

export {
  SyncError,
  GoneError,
  serverCopy,
  syncSheet,
  markDeleted,
  deleteRemote,
  tableRefusal,
  merge,
  receiveChanges,
  liveFrom,
  keepMine,
  takeTheirs,
  restoreMine,
  acceptReplaced,
  joinSheet
};
