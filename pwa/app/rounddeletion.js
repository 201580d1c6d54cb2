/**
 * Deleting a round, as a sheet is deleted (deletion.js): first only hidden for an undo window,
 * then marked for deletion in the round's outbox (pending.delete) and removed from this device
 * once the server deleted it (roundsync.js; a view-only device just removes its copy). Its
 * sheets stay on this device as ordinary sheets (the server keeps them too). The undo window is
 * later.js's, as a sheet's.
 */
import { isLater, later, onLater, UNDO_MS, undoLater } from "./later.js";
import { changeRound, deleteRound } from "./roundstore.js";

/** fn() whenever a round's deletion starts or is undone. */
export const onRoundDeletions = (fn) => onLater("round", fn);

/** Whether round ``id`` is in its undo window (the list leaves it out). */
export const isRoundPending = (id) => isLater("round", id);

async function finish(id) {
  const round = await changeRound(id, (r) => ({ ...r, pending: { ...r.pending, delete: true } }));
  // nothing on the server to delete with this device's token: only this copy goes
  if (round && (round.role !== "edit" || !round.remote.created)) await deleteRound(id);
  else if (round) import("./roundsync.js").then((m) => m.syncRound(id)).catch((err) => console.error(err)); // the outbox: pending.delete
}

/** Start deleting round ``id``; undoRound(id) within UNDO_MS keeps it. */
export function deleteRoundLater(id, { after = UNDO_MS } = {}) {
  later("round", id, () => finish(id), { after });
}

/** Keep round ``id`` after all; false when it is too late. */
export const undoRound = (id) => undoLater("round", id);
