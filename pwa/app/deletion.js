/**
 * Deleting a sheet: first only hidden, for an undo window (the list's snackbar); then removed from
 * this device, and — when this device holds the edit token — deleted on the server too (erasure:
 * the server keeps only a tombstone of the id). The server's DELETE goes through an outbox in the
 * settings store: kept until the server answers, retried with a growing pause (offline, busy, or
 * a server without DELETE yet, which answers 405). A view-only device just removes its copy.
 *
 * A deletion still in its undo window when the app closes never happens: the sheet stays. The
 * window itself is later.js's, shared with the rounds' deletion (rounddeletion.js).
 */
import { deleteSheet, getSetting, loadSheet, setSetting } from "./data.js";
import { isLater, later, onLater, UNDO_MS, undoLater } from "./later.js";

export { UNDO_MS };
const OUTBOX = "outbox:sheet-deletions"; // [{id, edit_token, tries, next_at}]
const RETRY_MS = 5000;
const RETRY_MAX_MS = 60 * 60 * 1000;

/** fn() whenever a deletion starts, is undone or done. */
export const onDeletions = (fn) => onLater("sheet", fn);

/** Whether sheet ``id`` is in its undo window (the list leaves it out). */
export const isPending = (id) => isLater("sheet", id);

/** Start deleting sheet ``id``: undo(id) within UNDO_MS keeps it. */
export function deleteLater(id, { after = UNDO_MS } = {}) {
  later("sheet", id, () => finish(id), { after });
}

/** Keep sheet ``id`` after all (the snackbar's Undo); false when it is too late. */
export const undo = (id) => undoLater("sheet", id);

async function finish(id) {
  const item = await loadSheet(id);
  // the server's copy first goes into the outbox, then this device's goes: the token is kept
  // until the server has deleted it
  if (item?.sheet.role === "edit" && item.sheet.edit_token && !item.sheet.remote.deleted) {
    await queue({ id, edit_token: item.sheet.edit_token, tries: 0, next_at: 0 });
  }
  if (item) await deleteSheet(id);
  // a link from the sheet it continues does not fetch it back (sheetlife.js, loaded only now)
  await (await import("./sheetlife.js")).decline(id);
  flushDeletions().catch((err) => console.error(err)); // the server's copy: no longer the list's business
}

// one change of the outbox at a time (read, change, write)
let outboxLock = Promise.resolve();
function withOutbox(fn) {
  const run = outboxLock.then(async () => {
    const now = await getSetting(OUTBOX, []);
    const next = await fn(now);
    if (next) await setSetting(OUTBOX, next);
    return next ?? now;
  });
  outboxLock = run.catch(() => {});
  return run;
}

const queue = (item) => withOutbox((box) => [...box.filter((d) => d.id !== item.id), item]);

/** The DELETEs not yet acknowledged by the server. */
export function outbox() {
  return getSetting(OUTBOX, []);
}

let flushing = null;

/** Send every due DELETE of the outbox (one run at a time); the rest waits for its time. */
export function flushDeletions() {
  flushing ??= (async () => {
    try {
      const { deleteRemote } = await import("./sync.js");
      for (const d of await outbox()) {
        if (d.next_at > Date.now() || !navigator.onLine) continue;
        const outcome = await deleteRemote(d);
        await withOutbox((box) =>
          outcome === "done"
            ? box.filter((x) => x.id !== d.id)
            : box.map((x) => (x.id === d.id ? { ...x, tries: x.tries + 1, next_at: Date.now() + Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** x.tries) } : x)),
        );
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
