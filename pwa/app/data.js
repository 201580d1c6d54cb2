/**
 * The device's own copy of every sheet and entry, in IndexedDB (through idb), with an in-memory
 * cache per open sheet so that adding deal 1,000 costs what adding deal 10 costs. Every write
 * notifies the subscribers of that sheet; the sync (sync.js) writes through here as well.
 *
 * A sheet: {id, title, players, first_dealer, profile_id, profile_data, house_rules,
 *   cents_per_point, created_at, role: "edit"|"view", edit_token?, view_token?,
 *   remote: {created, since, gone?, deleted?}, sync_error?} (gone: the server does not have it or
 *   refuses it; deleted: it answered 410, the sheet was deleted on another device).
 * An entry: {id, sheet_id, order, revision, acked_revision, dirty, record, written, deleted,
 *   result, conflict?, updated_at}; ``order`` is the server's deal number once it has one.
 *
 * Beside them, the sheet screen as it was last drawn: in localStorage (the last sheet shown) and in
 * the database's settings store (every sheet's, under viewKey), see lastView.
 */

const LOCAL_ORDER = 1e9; // entries the server has not numbered yet come after those it has
let dbPromise;
const cache = new Map(); // sheet id → {sheet, entries: Map}
// sheets deleted on this device since the app started: a sync still running for one (its answer
// on the way) must not write it back
const removed = new Set();
const listeners = new Set();

/**
 * The database, opened by boot.js (while the modules loaded, or now). The sheet boot.js read early
 * goes into the cache before anything else uses the database: every later write finds it there and
 * updates it, so the early copy is never older than what is stored.
 */
export function db() {
  dbPromise ??= (async () => {
    // @ts-expect-error -- boot.js is a classic script, not a module: importing it runs it
    if (!self.tarockBoot) await import("./boot.js"); // the script did not run (yet): run it here
    const { database, snapshot } = /** @type {NonNullable<typeof self.tarockBoot>} set by boot.js, run above */ (self.tarockBoot)();
    const { wrap } = await import("idb"); // not before the first paint: a sheet drawn as last drawn needs none
    adopt(await snapshot);
    return wrap(await database);
  })();
  return dbPromise;
}

let adopted = false;

function adopt(early) {
  if (adopted) return; // once: by earlySheet or db(), whichever comes first
  adopted = true;
  if (early?.view && !writes) earlyViews.set(early.sheet.id, early.view);
  if (early?.entries && !cache.has(early.sheet.id)) {
    cache.set(early.sheet.id, { sheet: early.sheet, entries: new Map(early.entries.map((e) => [e.id, e])) });
  }
}

// --- changes ---------------------------------------------------------------------------------------

/** fn(sheetId) after every change of a sheet or its entries (sheetId null: the list changed). */
export function subscribe(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

let changes = 0;

function emit(sheetId) {
  changes += 1;
  for (const fn of listeners) fn(sheetId);
}

/** How many changes were announced so far (a screen drawn from memory checks it missed none). */
export function changeCount() {
  return changes;
}

// --- the last drawn sheet ------------------------------------------------------------------------

/*
 * Opening IndexedDB at the app's start takes as long as loading the app's modules; localStorage is
 * read at once. So the sheet screen keeps what it last drew of one sheet (its view: plain data, no
 * entries, nothing a write reads) and the app's start draws that before the database opens; the
 * stored sheet replaces it as soon as it is read. Every write to a sheet drops its view before it
 * begins, and a view is kept only when no write is under way and no change came after it was
 * made: a view that is there was drawn from what is stored.
 *
 * Every sheet's view is kept in the database too (settings store, viewKey): reading a sheet's 1,000
 * entries (a megabyte, most of the start of a long sheet) waits until after the first paint, when
 * boot.js found the sheet's view beside it. There a write deletes the view in its own transaction,
 * and keepView puts one in a transaction begun after its check (IndexedDB runs transactions on the
 * same store in the order they began): a write that began later deletes it after.
 */
// "<sheet id>\n<view as JSON>"; a new shape of model.sheetView gets a new key (an updated app
// would otherwise draw what an older one kept), here and in boot.js
export const VIEW = "tarock:sheet-view:2";
let writes = 0;
// views boot.js read from the database at the start (sheet id → view), until a write to the sheet
const earlyViews = new Map();

/** Where the database keeps sheet ``id``'s view (in "settings"; boot.js reads it there). */
export const viewKey = (id) => `${VIEW}\n${id}`;

const isView = (view) => Array.isArray(view?.rows) && Array.isArray(view.players) && !!view.totals && !!view.next;

/** The sheet screen as last drawn for sheet ``id`` (kept in localStorage, or read early from the database), or null. */
export function lastView(id) {
  const raw = localStorage.getItem(VIEW);
  const early = earlyViews.get(id);
  if (!raw?.startsWith(`${id}\n`)) return isView(early) ? early : null;
  try {
    const view = JSON.parse(raw.slice(id.length + 1));
    // anything else (written by hand, say) is no view: the database has the sheet
    return isView(view) ? view : null;
  } catch {
    return null; // unreadable: the database has it
  }
}

/**
 * Keep ``view`` as sheet ``id``'s last drawn, made from what was there at ``changeCount()`` ==
 * ``stamp``: not while a write is under way, nor when a change came after it.
 */
export function keepView(id, view, stamp) {
  if (writes || stamp !== changes) return;
  try {
    localStorage.setItem(VIEW, `${id}\n${JSON.stringify(view)}`);
  } catch {
    localStorage.removeItem(VIEW); // full: the next start reads the database, as without a view
  }
  keepStoredView(id, view, stamp).catch(() => {}); // not kept: the next start reads the entries
}

async function keepStoredView(id, view, stamp) {
  const d = await db();
  // checked again here, where the transaction begins: a write from now on begins after it
  if (writes || stamp !== changes || removed.has(id)) return;
  await d.put("settings", view, viewKey(id));
}

function dropView(id) {
  earlyViews.delete(id);
  if (localStorage.getItem(VIEW)?.startsWith(`${id}\n`)) localStorage.removeItem(VIEW);
}

/** Run a write to sheet ``id``: its kept view goes first. */
async function writing(id, write) {
  dropView(id);
  writes += 1;
  try {
    return await write();
  } finally {
    writes -= 1;
  }
}

// --- reads and writes ----------------------------------------------------------------------------

export function uuid() {
  return crypto.randomUUID();
}

export async function listSheets() {
  return (await (await db()).getAll("sheets")).sort((a, b) => (b.created_at > a.created_at ? 1 : -1));
}

/**
 * @param {string} key
 * @param {any} [fallback]
 */
export async function getSetting(key, fallback = null) {
  return (await (await db()).get("settings", key)) ?? fallback;
}

export async function setSetting(key, value) {
  await (await db()).put("settings", value, key);
}

/** The sheet and its entries (cached after the first load). */
export async function loadSheet(id) {
  if (cache.has(id)) return cache.get(id);
  const d = await db();
  if (cache.has(id)) return cache.get(id); // the early read (boot.js) was this sheet
  const sheet = await d.get("sheets", id);
  if (!sheet) return null;
  const entries = new Map((await d.getAllFromIndex("entries", "sheet", id)).map((e) => [e.id, e]));
  const item = { sheet, entries };
  cache.set(id, item);
  return item;
}

export function cached(id) {
  return cache.get(id) ?? null;
}

/** Store a sheet; one deleted here stays deleted unless ``revive`` (opened again from a link). */
export function putSheet(sheet, { revive = false } = {}) {
  if (removed.has(sheet.id) && !revive) return Promise.resolve();
  removed.delete(sheet.id);
  return writing(sheet.id, async () => {
    const tx = (await db()).transaction(["sheets", "settings"], "readwrite");
    tx.objectStore("sheets").put(sheet);
    tx.objectStore("settings").delete(viewKey(sheet.id));
    await tx.done;
    const item = cache.get(sheet.id);
    if (item) item.sheet = sheet;
    emit(sheet.id);
    emit(null);
  });
}

export function deleteSheet(id) {
  removed.add(id);
  return writing(id, async () => {
    const d = await db();
    const tx = d.transaction(["sheets", "entries", "settings"], "readwrite");
    tx.objectStore("settings").delete(viewKey(id));
    for (const key of await tx.objectStore("entries").index("sheet").getAllKeys(id)) {
      tx.objectStore("entries").delete(key);
    }
    tx.objectStore("sheets").delete(id);
    await tx.done;
    cache.delete(id);
    emit(null);
  });
}

/** Store entries of one sheet in one transaction. */
export async function putEntries(sheetId, entries) {
  if (!entries.length || removed.has(sheetId)) return;
  await writing(sheetId, async () => {
    const d = await db();
    const tx = d.transaction(["entries", "settings"], "readwrite");
    tx.objectStore("settings").delete(viewKey(sheetId));
    for (const e of entries) tx.objectStore("entries").put(e);
    await tx.done;
    const item = cache.get(sheetId);
    if (item) for (const e of entries) item.entries.set(e.id, e);
    emit(sheetId);
  });
}

/**
 * Change entries of one sheet in one transaction, each from what is stored at that moment:
 * ``fn(stored entry or undefined, id)`` returns the new entry, or null/undefined to leave it (an
 * entry gone meanwhile, with its sheet, stays gone). The sync and the user write at the same time;
 * a change computed from a copy read earlier would undo the other's write (an acknowledged
 * revision forgotten shows up as a false conflict).
 */
export async function changeEntries(sheetId, ids, fn) {
  if (!ids.length || removed.has(sheetId)) return [];
  return writing(sheetId, async () => {
    const d = await db();
    const tx = d.transaction(["entries", "settings"], "readwrite");
    const store = tx.objectStore("entries");
    const changed = [];
    for (const id of ids) {
      const next = fn(await store.get(id), id);
      if (next) {
        store.put(next);
        changed.push(next);
      }
    }
    if (changed.length) tx.objectStore("settings").delete(viewKey(sheetId));
    await tx.done;
    const item = cache.get(sheetId);
    if (item) for (const e of changed) item.entries.set(e.id, e);
    if (changed.length) emit(sheetId);
    return changed;
  });
}

/** The user changes one entry: ``patch(stored)`` on top of what is stored, as its next revision. */
export async function editEntry(sheetId, id, patch) {
  const [entry] = await changeEntries(
    sheetId,
    [id],
    (stored) => stored && { ...stored, ...patch(stored), revision: stored.revision + 1, dirty: true, updated_at: new Date().toISOString() },
  );
  return entry ?? null;
}

export async function getEntry(sheetId, id) {
  const item = await loadSheet(sheetId);
  return item?.entries.get(id) ?? null;
}

/** The next local order number (after every entry of the sheet). */
export function nextOrder(item) {
  let max = LOCAL_ORDER;
  for (const e of item.entries.values()) max = Math.max(max, e.order);
  return max + 1;
}

export { LOCAL_ORDER };

/** The sheet the address names if boot.js read it early (else null: the screen reads it). */
export async function earlySheet() {
  // not waiting for db() (nor idb's module): the first render needs only what boot.js read
  // @ts-expect-error -- boot.js is a classic script, not a module: importing it runs it
  if (!self.tarockBoot) await import("./boot.js");
  const early = await /** @type {NonNullable<typeof self.tarockBoot>} set by boot.js, run above */ (self.tarockBoot)().snapshot;
  adopt(early);
  return (early && cache.get(early.sheet.id)) ?? null;
}
