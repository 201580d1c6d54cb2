/**
 * Where devices meet: push this device's changes to /api/v1/sheets and pull the others'.
 *
 * - A sheet created here is created on the server by an idempotent PUT under its own id and
 *   tokens, so a retry after a lost answer never makes a second sheet.
 * - Entries go up as idempotent PUTs (client UUID + revision), deletions as tombstone DELETEs; an
 *   entry counts as synced only when the server acknowledged its revision.
 * - Changes come down through changes?since=. A change of an entry this device also changed, and
 *   every 409, becomes a conflict on the entry that the user resolves; nothing is dropped.
 * - The other way round: a version this device wrote (``authored``: the revision the server
 *   acknowledged from here) that another device replaces is kept beside the new one as a notice
 *   (conflict status "replaced", ``mine``): the player sees what changed and may restore it. The
 *   server keeps no history of an entry, and whether the other device had seen this version
 *   first cannot be told from a revision, so every replacement of one's own version is told.
 * - 410 Gone from any route: the sheet was deleted (on another device). It is marked deleted here
 *   (the player sees it and removes it) and never synced again: no loop of refused calls.
 * - A sheet deleted here goes to the server as DELETE with its edit token (deleteRemote; the
 *   outbox in deletion.js retries it until the server answers).
 */
import { changeEntries, LOCAL_ORDER, loadSheet, putSheet } from "./data.js";
import { sheetFamily } from "./model.js";
import { UUID } from "./route.js";
import { adoptServerSheet, pushPending } from "./sheetlife.js";
import { viewTokenFor } from "./tokens.js";

const API = "/api/v1/sheets";
const running = new Map(); // sheet id → promise of the sync in progress
const queued = new Map(); // sheet id → promise of the run after it
let backoffUntil = 0;

export class SyncError extends Error {}

/** The server deleted the sheet (410 Gone): it will never answer otherwise. */
export class GoneError extends SyncError {}

function token(sheet) {
  return sheet.role === "edit" ? sheet.edit_token : sheet.view_token;
}

async function call(sheet, method, path, body) {
  // only an id of ours goes into the URL (a sheet stored by an older app from a crafted link, say)
  if (!UUID.test(sheet.id)) throw new SyncError("not a sheet id");
  const headers = { Authorization: `Bearer ${token(sheet)}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let r;
  try {
    r = await fetch(`${API}/${sheet.id}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch (/** @type {any} fetch's TypeError */ err) {
    throw new SyncError(`network: ${err.message}`); // offline or the answer was lost: later
  }
  const data = r.status === 204 ? null : await r.json().catch(() => null);
  if (r.status === 410) throw new GoneError("sheet deleted");
  if (r.status === 429 || r.status >= 500) {
    backoffUntil = Date.now() + 1000 * Number(r.headers.get("Retry-After") || 5);
    throw new SyncError(`HTTP ${r.status}`);
  }
  return { status: r.status, data };
}

/** The sheet as the server has it ({status, data}), read with this phone's token; throws offline. */
export const serverCopy = (sheet) => call(sheet, "GET", "");

/**
 * Sync one sheet: one run at a time per sheet; a call during a run gets one more run after it
 * (a change made meanwhile goes up too).
 */
export function syncSheet(id) {
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
    await null; // the finally below must run after running.set(), never synchronously before it
    try {
      if (!navigator.onLine || Date.now() < backoffUntil) return false;
      const item = await loadSheet(id);
      if (!item || item.sheet.remote.gone) return false;
      if (item.sheet.role === "edit" && !item.sheet.remote.created && !(await createRemote(item))) {
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
      if (err instanceof SyncError) return false; // offline, or the server is busy: try later
      throw err;
    } finally {
      running.delete(id);
    }
  })();
  running.set(id, run);
  return run;
}

/** The server deleted sheet ``id``: kept here, marked, never synced again. */
export async function markDeleted(id) {
  const item = await loadSheet(id);
  if (!item || item.sheet.remote.deleted) return;
  await putSheet({ ...item.sheet, remote: { ...item.sheet.remote, gone: true, deleted: true }, sync_error: null });
}

/**
 * DELETE a sheet on the server with its edit token: "done" (deleted, or nothing there to delete,
 * or a token that can never delete it) or "later" (offline, busy, or a server without DELETE yet).
 */
export async function deleteRemote({ id, edit_token }) {
  let answer;
  try {
    answer = await call({ id, role: "edit", edit_token }, "DELETE", "");
  } catch (err) {
    if (err instanceof GoneError) return "done"; // deleted before (by another device, say)
    if (err instanceof SyncError) return UUID.test(id) ? "later" : "done";
    throw err;
  }
  const { status } = answer;
  if (status === 204 || status === 200 || status === 404 || status === 401 || status === 403) return "done";
  return "later"; // 405 (a server that cannot delete yet), 408, 409: try again
}

async function fail(item, status, data) {
  const sheet = { ...item.sheet, sync_error: { status, detail: data?.detail ?? "", message: data?.message ?? null } };
  if (status === 404 || status === 401) sheet.remote = { ...sheet.remote, gone: status === 404 };
  await putSheet(sheet);
}

async function createRemote(item) {
  // a sheet made by an older app has a random view token: the server takes only the one derived
  // from the edit token (tokens.js), so it gets that before it is first sent
  let s = item.sheet;
  if (s.continues && !(await previousThere(s.continues))) return false; // the sheet it continues goes first
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
    ...(s.profile_data?.base ? { custom_profile: await ownOverlay(s) } : { profile: s.profile_id, house_rules: s.house_rules }),
    cents_per_point: s.cents_per_point,
    ...(sheetFamily(s).hasPot ? { stake: s.stake } : {}),
    ...(s.continues ? { continues: s.continues, carry: s.carry ?? null } : {}), // a changed table (sheetlife.js)
    view_token: s.view_token,
  };
  const { status, data } = await call(s, "PUT", "", body);
  if (status === 200 || status === 201) {
    await putSheet({ ...s, remote: { ...s.remote, created: true } });
    return true;
  }
  await fail(item, status, data);
  return false;
}

/** A rule set of its own as a new sheet sends it (customrules.js, loaded only for such a sheet). */
async function ownOverlay(s) {
  const [{ sentOverlay }, { profileDoc }] = await Promise.all([import("./customrules.js"), import("./rules.js")]);
  return sentOverlay(s, s.custom_profile ? null : await profileDoc(s.profile_data.base.id));
}

/** Whether the sheet a continuing one names is on the server (synced first when it is here). */
async function previousThere(id) {
  const before = await loadSheet(id);
  if (!before || before.sheet.remote.created || before.sheet.remote.gone) return true; // the server judges
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
    updated_at: e.updated_at,
  };
}

/** JSON with object keys sorted: the same record, whatever order its fields were written in. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function sameBody(local, server) {
  if (canonical(local.play ?? null) !== canonical(server.play ?? null)) return false; // check21: the cards checked (issue 21)
  return local.deleted === server.deleted && canonical(local.record) === canonical(server.record) && canonical(local.written) === canonical(server.written);
}

/** A tournament table's refusal of a deal: {table: "table-locked"|"table-complete", deals_due?}, else nothing. */
export function tableRefusal(data) {
  const type = String(data?.type ?? "")
    .split("/")
    .pop();
  if (type !== "table-locked" && type !== "table-complete") return {};
  return { table: type, deals_due: data?.table?.deals_due ?? null };
}

/** The entry with a conflict the user resolves (the server's version, when it sent one). */
function conflicted(sheetId, id, status, data) {
  // turnier23: a tournament table's refusal (its round closed, its deals played) keeps its type and table
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
      // deleted before it ever reached the server: it goes up as a tombstone all the same (its
      // record kept, its place in the order too), as the server keeps every deleted deal
      const put = await call(item.sheet, "PUT", `/entries/${e.id}`, { revision: e.revision, record: e.record });
      if (put.status !== 200 && put.status !== 201) {
        await conflicted(sheetId, e.id, put.status, put.data);
        continue;
      }
      sent = { ...e, revision: e.revision + 1 };
      const [now] = await changeEntries(
        sheetId,
        [e.id],
        (stored) =>
          stored && {
            ...stored,
            acked_revision: e.revision,
            authored: e.revision,
            // changed again meanwhile (restored, say): that change goes up on the next run instead
            ...(stored.revision === e.revision ? { revision: sent.revision } : {}),
          },
      );
      if (now?.revision !== sent.revision) continue;
    }
    const { status, data } = sent.deleted
      ? await call(item.sheet, "DELETE", `/entries/${e.id}?revision=${sent.revision}`)
      : await call(item.sheet, "PUT", `/entries/${e.id}`, {
          revision: e.revision,
          record: e.record,
          ...(e.written ? { written: e.written } : {}),
          ...(e.play ? { play: e.play } : {}),
        });
    if ((status === 200 || status === 201) && data.outcome !== "stale") {
      // the user may have changed it meanwhile: then it stays dirty, at its newer revision
      await changeEntries(
        sheetId,
        [e.id],
        (stored) =>
          stored && {
            ...stored,
            acked_revision: Math.max(stored.acked_revision ?? 0, sent.revision),
            authored: Math.max(stored.authored ?? 0, sent.revision),
            order: data.entry.seq,
            ...(stored.revision === sent.revision ? { dirty: false, result: data.entry.result ?? stored.result } : {}),
          },
      );
    } else if (status === 200 || status === 409 || status === 422) {
      // stale: the server has a newer revision; 409: the same revision with other content
      await conflicted(sheetId, e.id, status, data);
    } else {
      await fail(item, status, data);
      throw new SyncError(`HTTP ${status}`);
    }
  }
  await pushPending(item, call); // a rename or an archive made here (sheetlife.js)
}

/** A conflict that holds the entry back from the server (a "replaced" notice does not: it only tells). */
function blocking(conflict) {
  return !!conflict && conflict.status !== "replaced";
}

/** The stored version as a "replaced" notice keeps it. */
const kept = (local) => ({
  revision: local.revision,
  record: local.record,
  written: local.written ?? null,
  deleted: !!local.deleted,
  dealer: local.dealer,
  result: local.result ?? null,
});

/** What the server's version of an entry makes of the stored one (null: nothing); exported for the tests. */
export function merge(sheetId, local, e) {
  if (!local) return fromServer(sheetId, e);
  const notice = local.conflict?.status === "replaced" ? local.conflict : null;
  if (local.dirty || blocking(local.conflict)) {
    if (sameBody(local, e)) return { ...fromServer(sheetId, e), conflict: notice };
    // a revision this device sent itself is no conflict; one it never saw is
    if (e.revision > (local.acked_revision ?? 0) || blocking(local.conflict)) {
      return { ...local, conflict: { status: "changed", server: e, detail: "", ...(notice ? { replaced: notice.mine } : {}) } };
    }
    return null;
  }
  if (e.revision <= local.revision) return e.revision === local.revision ? { ...fromServer(sheetId, e), authored: local.authored, conflict: notice } : null;
  if (notice) return { ...fromServer(sheetId, e), conflict: { ...notice, server: e } }; // still waiting for the player
  if (local.authored === local.revision && !sameBody(local, e)) {
    // this device's own version, replaced by another device: kept and told, never dropped
    return { ...fromServer(sheetId, e), conflict: { status: "replaced", server: e, detail: "", mine: kept(local) } };
  }
  return { ...fromServer(sheetId, e), ...(sameBody(local, e) ? { authored: local.authored } : {}) };
}

/** One page of changes (of changes?since= or of a live event): merged entry by entry. */
async function applyChanges(item, data) {
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  await changeEntries(item.sheet.id, [...byId.keys()], (local, id) => merge(item.sheet.id, local, byId.get(id)));
}

async function pull(item) {
  let since = item.sheet.remote.since ?? 0;
  for (;;) {
    const { status, data } = await call(item.sheet, "GET", `/changes?since=${since}&limit=500`);
    if (status !== 200) {
      await fail(item, status, data);
      throw new SyncError(`HTTP ${status}`);
    }
    await applyChanges(item, data);
    since = data.next_since;
    if (!data.more) {
      await adoptServerSheet(item.sheet.id, data.sheet); // names shown, archive, links (sheetlife.js)
      break;
    }
  }
  if (since !== item.sheet.remote.since) {
    await putSheet({ ...item.sheet, remote: { ...item.sheet.remote, since } });
  }
}

/**
 * A change event of the sheet's live stream (live.js): the page changes?since= would answer, so
 * it is merged as a pull merges it, in turn with the sync runs of the sheet. When it does not go
 * on from the version this device has (a run pulled further meanwhile, or a gap), a sync run
 * pulls instead: nothing is applied twice or skipped.
 */
export async function receiveChanges(id, data) {
  const known = (await loadSheet(id))?.sheet.remote.since ?? 0;
  if (data.next_since <= known) return true; // this device has it already (the usual first event)
  if (running.has(id)) return syncSheet(id); // a run is on: the one queued after it pulls this too
  const run = (async () => {
    await null;
    try {
      const item = await loadSheet(id);
      if (!item || item.sheet.remote.gone) return false;
      const since = item.sheet.remote.since ?? 0;
      if (data.next_since <= since) return true; // this device has it already
      if (data.since !== since) return "pull";
      await applyChanges(item, data);
      await adoptServerSheet(id, data.sheet);
      const now = (await loadSheet(id))?.sheet; // as it is after the merge
      if (now) await putSheet({ ...now, remote: { ...now.remote, since: data.next_since } });
      return true;
    } finally {
      running.delete(id);
    }
  })();
  running.set(id, run);
  return run.then((done) => (done === "pull" ? syncSheet(id) : done));
}

/** Where the sheet's live stream should go on from: the last version this device has. */
export async function liveFrom(id) {
  const item = await loadSheet(id);
  if (!item || item.sheet.remote.gone || !item.sheet.remote.created) return null;
  return { sheet: item.sheet, since: item.sheet.remote.since ?? 0, token: token(item.sheet) };
}

/** Keep mine: a revision above both, pushed as a normal change. */
export async function keepMine(sheetId, entry) {
  await changeEntries(
    sheetId,
    [entry.id],
    (stored) =>
      stored && {
        ...stored,
        revision: Math.max(stored.revision, stored.conflict?.server?.revision ?? 0) + 1,
        dirty: true,
        conflict: null,
      },
  );
  return syncSheet(sheetId);
}

/** Take theirs: the server's version replaces mine. */
export async function takeTheirs(sheetId, entry) {
  await changeEntries(sheetId, [entry.id], (stored) =>
    !stored
      ? null
      : stored.conflict?.server
        ? fromServer(sheetId, stored.conflict.server)
        : { ...stored, revision: stored.revision + 1, dirty: true, conflict: null },
  );
  return syncSheet(sheetId);
}

/** A replaced version of mine back (a "replaced" notice): a revision above the one that replaced it. */
export async function restoreMine(sheetId, entry) {
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
      updated_at: new Date().toISOString(),
    };
  });
  return syncSheet(sheetId);
}

/** The replacement stands: the notice goes, the other device's version stays. */
export async function acceptReplaced(sheetId, entry) {
  await changeEntries(sheetId, [entry.id], (stored) => stored && { ...stored, conflict: null });
}

/**
 * A sheet someone shared: fetch it once (needs the network), then it lives on this device.
 * @param {string} id
 * @param {string} role
 * @param {string} tok
 * @returns {Promise<{ok?: boolean, error?: number | string, detail?: string}>}
 */
export async function joinSheet(id, role, tok) {
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
    ...(s.stake == null ? {} : { stake: s.stake }), // a sheet with a pot
    ...(s.tournament_table ? { tournament: s.tournament_table } : {}), // a tournament's table (screens/tableresult.js)
    created_at: s.created_at,
    remote: { created: true, since: 0 },
  };
  await putSheet(local, { revive: true });
  await syncSheet(id);
  return { ok: true };
}

export { LOCAL_ORDER };
