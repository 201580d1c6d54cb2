/**
 * Deleting a round, as a sheet is deleted (deletion.js): first only hidden for an undo window,
 * then marked for deletion in the round's outbox (pending.delete) and removed from this device
 * once the server deleted it (roundsync.js; a view-only device just removes its copy). Its
 * sheets stay on this device as ordinary sheets (the server keeps them too).
 */
import { UNDO_MS } from "./deletion.js";
import { changeRound, deleteRound } from "./roundstore.js";

const pending = new Map(); // round id → timer
const listeners = new Set();
const changed = () => {
  for (const fn of listeners) fn();
};

/** fn() whenever a round's deletion starts or is undone. */
export function onRoundDeletions(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Whether round ``id`` is in its undo window (the list leaves it out). */
export const isRoundPending = (id) => pending.has(id);

async function finish(id) {
  if (!pending.has(id)) return;
  const round = await changeRound(id, (r) => ({ ...r, pending: { ...r.pending, delete: true } }));
  pending.delete(id);
  changed();
  // nothing on the server to delete with this device's token: only this copy goes
  if (round && (round.role !== "edit" || !round.remote.created)) await deleteRound(id);
  else if (round) await (await import("./roundsync.js")).syncRound(id);
}

/** Start deleting round ``id``; undoRound(id) within UNDO_MS keeps it. */
export function deleteRoundLater(id, { after = UNDO_MS } = {}) {
  clearTimeout(pending.get(id));
  pending.set(
    id,
    setTimeout(() => finish(id).catch((err) => console.error(err)), after),
  );
  changed();
}

/** Keep round ``id`` after all; false when it is too late. */
export function undoRound(id) {
  if (!pending.has(id)) return false;
  clearTimeout(pending.get(id));
  pending.delete(id);
  changed();
  return true;
}
