/**
 * A sheet's life after its creation, on this device and on its way to the others: players renamed,
 * the sheet archived or restored, and the evening continued on a new sheet with a changed table.
 *
 * The model (the server's, api/db/store/life.py): the seat names in ``sheet.players`` stay the
 * identity every record and result refers to; ``sheet.display_names`` (seat → name shown) may
 * change at any time. A rename or an archive made here is written to the sheet at once and kept in
 * ``sheet.meta_pending`` (the outbox: the values, not the steps) until the server acknowledged a
 * PATCH with them; meanwhile what the server sends of those fields does not overwrite them. A
 * continuing sheet gets the previous sheet's tokens (its share links open both), ``continues`` (the
 * link) and ``carry``: where the evening stood — everyone's totals, those who left the table too.
 *
 * @example
 * shownNames({players: ["Anna", "Bernd"], display_names: {Anna: "Anni"}}) // {Anna: "Anni", Bernd: "Bernd"}
 */
import { isZero } from "./amounts.js";
import { own, setOwn } from "./byname.js";
import { getSetting, listSheets, loadSheet, putSheet, setSetting, uuid } from "./data.js";
import { LEDGERS, leavers, shownName, shownNames, totals } from "./model.js";

export { leavers, shownName, shownNames };

/** What the carry gives seat ``name`` in ledger ``l`` (0 for one new at the table). */
export const carried = (sheet, l, name) => own(sheet.carry?.[l] ?? {}, name) ?? 0;

/**
 * Where the evening stands, by the names shown: the carry of everyone (those who left too) plus
 * this sheet's totals from ``running`` (its last row's, which start from the carry already).
 */
export function eveningBalances(sheet, running, ledger = "money_cents") {
  const out = {};
  for (const name of leavers(sheet)) setOwn(out, name, carried(sheet, ledger, name));
  for (const p of sheet.players) setOwn(out, shownName(sheet, p), own(running?.[ledger] ?? {}, p) ?? carried(sheet, ledger, p));
  return out;
}

// --- changes made here ------------------------------------------------------------------------

async function changeSheet(id, fields) {
  const item = await loadSheet(id);
  if (!item) return null;
  const sheet = item.sheet;
  const next = { ...sheet, ...fields, meta_pending: { ...(sheet.meta_pending ?? {}), ...fields } };
  await putSheet(next);
  return next;
}

/** Rename players: ``names`` seat → new name (the seat's own name undoes it). */
export function renamePlayers(id, names) {
  return loadSheet(id).then((item) => {
    if (!item) return null;
    const merged = { ...(item.sheet.display_names ?? {}) };
    for (const [seat, name] of Object.entries(names)) {
      if (name === seat) delete merged[seat];
      else merged[seat] = name;
    }
    return changeSheet(id, { display_names: merged });
  });
}

/** Archive the sheet (hidden from the main list on every phone of the table) or restore it. */
export function setArchived(id, archived) {
  return changeSheet(id, { archived });
}

/** The carry of a sheet continuing ``data`` (useSheet's): the evening by the names shown. */
export function carryOf({ sheet, rows }) {
  const last = rows[rows.length - 1];
  const running = last ? last.running : totals(sheet, []); // no deal yet: where it began
  return Object.fromEntries(LEDGERS.map((l) => [l, Object.fromEntries(Object.entries(eveningBalances(sheet, running, l)).filter(([, v]) => !isZero(v)))]));
}

/**
 * A new sheet going on from ``data`` (useSheet's) with ``players`` (names as shown, seating order)
 * and ``firstDealer``: the same rules, tokens and title; linked both ways (the server links the old
 * one when the new one arrives). Works offline. Returns the new sheet's id.
 */
export async function continueSheet(data, players, firstDealer) {
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
    ...(old.custom_profile ? { custom_profile: old.custom_profile } : {}), // a rule set of its own (issue 22)
    cents_per_point: old.cents_per_point,
    created_at: new Date().toISOString(),
    role: "edit",
    edit_token: old.edit_token,
    view_token: old.view_token,
    continues: old.id,
    continued_by: [],
    carry: carryOf(data),
    display_names: {},
    remote: { created: false, since: 0 },
  };
  await putSheet(sheet);
  const item = await loadSheet(old.id);
  if (item) await putSheet({ ...item.sheet, continued_by: [...new Set([...(item.sheet.continued_by ?? []), id])] });
  return id;
}

// --- what the server says ------------------------------------------------------------------------

const SERVER_FIELDS = ["display_names", "archived", "continues", "continued_by", "carry"];

/**
 * The server's sheet (of changes?since= or a live event) taken into the stored one: its names
 * shown, archive and links — but not a field this device changed and has not yet sent.
 */
export async function adoptServerSheet(id, server) {
  if (!server) return;
  const item = await loadSheet(id);
  if (!item) return;
  const sheet = item.sheet;
  const pending = sheet.meta_pending ?? {};
  const next = { ...sheet };
  let changed = false;
  for (const f of SERVER_FIELDS) {
    if (!(f in server) || f in pending) continue;
    const value = f === "display_names" ? renamedOnly(server.display_names) : (server[f] ?? null);
    if (JSON.stringify(value) !== JSON.stringify(sheet[f] ?? null)) {
      next[f] = value;
      changed = true;
    }
  }
  if (changed) await putSheet(next);
  if (next.continued_by?.length) followContinuations(next).catch((err) => console.error(err));
}

const renamedOnly = (names) => Object.fromEntries(Object.entries(names ?? {}).filter(([seat, name]) => seat !== name));

/**
 * Send what was changed here and not yet acknowledged (a PATCH of values: sent twice, it changes
 * nothing). ``call`` is sync.js's. Returns the answer's sheet, or null.
 */
export async function pushPending(item, call) {
  const pending = item.sheet.meta_pending;
  if (!pending || item.sheet.role !== "edit" || !item.sheet.remote.created) return null;
  const body = {};
  if ("display_names" in pending) body.display_names = Object.fromEntries(item.sheet.players.map((p) => [p, shownName(item.sheet, p)]));
  if ("archived" in pending) body.archived = !!pending.archived;
  const { status, data } = await call(item.sheet, "PATCH", "", body);
  const now = (await loadSheet(item.sheet.id))?.sheet;
  if (!now) return null;
  if (status === 200) {
    // changed again meanwhile: that stays pending, for the next run
    const left = Object.fromEntries(Object.entries(now.meta_pending ?? {}).filter(([f, v]) => JSON.stringify(v) !== JSON.stringify(pending[f])));
    await putSheet({ ...now, meta_pending: Object.keys(left).length ? left : null, meta_error: null });
    return data.sheet;
  }
  if (status === 422 || status === 400) {
    // refused (a name another phone took meanwhile, say): the server's values come back
    await putSheet({ ...now, meta_pending: null, meta_error: { status, detail: data?.detail ?? "", message: data?.message ?? null } });
  }
  return null;
}

// --- continuations made on another phone -------------------------------------------------------

const DECLINED = "life:declined-sheets"; // sheets removed here: not fetched again by a link

/** Remember that sheet ``id`` was removed from this device (deletion.js). */
export async function decline(id) {
  const now = await getSetting(DECLINED, []);
  if (!now.includes(id)) await setSetting(DECLINED, [...now, id].slice(-200));
}

const following = new Set();

/** Fetch the sheets that continue ``sheet`` (made on another phone) with this sheet's token. */
export async function followContinuations(sheet) {
  const have = new Set((await listSheets()).map((s) => s.id));
  const declined = new Set(await getSetting(DECLINED, []));
  const { joinSheet } = await import("./sync.js");
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
